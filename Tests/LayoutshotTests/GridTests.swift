import Testing
import Layoutshot

/// Grid / GridRow / GridLayout. Structure rules from Apple's documentation of `Grid`; the sharing of
/// extra width and height is Layoutshot's documented choice (GridLayout's doc comment): columns and
/// rows are distributed as stack slots.
@MainActor
@Suite struct GridTests {
    /// Two rows of text: a 2 × 2 table.
    var table: some View {
        Grid {
            GridRow { Text("a").id("a"); Text("bbbb").id("b") }
            GridRow { Text("cc").id("c"); Text("d").id("d") }
        }
    }

    @Test func nilSpacingIsEightOnBothAxesEvenNextToASpacer() {
        // Layoutshot's documented choice (GridLayout's doc comment): Apple documents only "a default
        // distance between cells that's appropriate for the platform"; Layoutshot uses its
        // ViewSpacing default, 8, for every gap, a Spacer cell included.
        let grid = Grid {
            GridRow { Color.red.frame(width: 10, height: 10).id("a"); Spacer().frame(width: 5).id("s"); Color.red.frame(width: 10, height: 10).id("b") }
            GridRow { Color.red.frame(width: 10, height: 10).id("c") }
        }
        let computed = ComputedLayout(of: grid, proposal: .unspecified)
        #expect(computed.frame(of: "s")?.minX == 18)
        #expect(computed.frame(of: "b") == CGRect(x: 31, y: 0, width: 10, height: 10))
        #expect(computed.frame(of: "c") == CGRect(x: 0, y: 18, width: 10, height: 10))
        #expect(computed.size == CGSize(width: 41, height: 28))
        // Explicit spacing replaces it on its axis only.
        let tight = ComputedLayout(of: Grid(horizontalSpacing: 2) {
            GridRow { Color.red.frame(width: 10, height: 10).id("a"); Color.red.frame(width: 10, height: 10).id("b") }
            GridRow { Color.red.frame(width: 10, height: 10).id("c") }
        }, proposal: .unspecified)
        #expect(tight.frame(of: "b")?.minX == 12)
        #expect(tight.frame(of: "c")?.minY == 18)
    }

    @Test(arguments: [nil, 300] as [CGFloat?])
    func columnsAreAsWideAsTheirWidestCell(width: CGFloat?) {
        let computed = ComputedLayout(of: table, proposal: ProposedViewSize(width: width, height: nil))
        // Column 0: max("a" 8.5, "cc" 17) = 17; column 1: max("bbbb" 34, "d" 8.5) = 34; spacing 8 (default).
        // At 300 both columns are rigid text: they keep their ideal widths (the grid is narrower than 300).
        #expect(close(computed.size, CGSize(width: 17 + 8 + 34, height: lineHeight + 8 + lineHeight)))
        // Cells are centred (the default alignment) in their column.
        #expect(close(computed.frame(of: "a"), CGRect(x: (17 - 8.5) / 2, y: 0, width: 8.5, height: lineHeight)))
        #expect(close(computed.frame(of: "b"), CGRect(x: 25, y: 0, width: 34, height: lineHeight)))
        #expect(close(computed.frame(of: "c"), CGRect(x: 0, y: lineHeight + 8, width: 17, height: lineHeight)))
        #expect(close(computed.frame(of: "d"), CGRect(x: 25 + (34 - 8.5) / 2, y: lineHeight + 8, width: 8.5, height: lineHeight)))
        #expect(computed.diagnostics.isEmpty)
        let kinds = computed.nodes.map(\.kind)
        #expect(kinds == [.grid, .gridRow, .text, .text, .gridRow, .text, .text])
        #expect(computed.nodes[1].label == "GridRow")
        // A row spans the grid's width and its own height.
        #expect(close(computed.nodes[4].frame, CGRect(x: 0, y: lineHeight + 8, width: 59, height: lineHeight)))
    }

    @Test func aNarrowGridWrapsItsTextColumnByColumn() {
        let computed = ComputedLayout(of: table, proposal: ProposedViewSize(width: 40, height: nil))
        // 40 − 8 = 32 to share. Column 0 is the least flexible (min 8.5, max 17): offered 16, "cc" wraps
        // to "c"/"c" (8.5 wide), so it takes 8.5. Column 1 is offered 32 − 8.5 = 23.5: "bbbb" breaks
        // inside the word to "bb"/"bb" (17). Width 8.5 + 8 + 17 = 33.5.
        // Rows: both 2 lines tall (centred: the 1-line cells sit 10.2 down).
        #expect(close(computed.size, CGSize(width: 33.5, height: 2 * lineHeight + 8 + 2 * lineHeight)))
        #expect(close(computed.frame(of: "b"), CGRect(x: 16.5, y: 0, width: 17, height: 2 * lineHeight)))
        #expect(close(computed.frame(of: "a"), CGRect(x: 0, y: lineHeight / 2, width: 8.5, height: lineHeight)))
        #expect(close(computed.frame(of: "c"), CGRect(x: 0, y: 2 * lineHeight + 8, width: 8.5, height: 2 * lineHeight)))
        #expect(close(computed.frame(of: "d"), CGRect(x: 16.5 + (17 - 8.5) / 2, y: 2 * lineHeight + 8 + lineHeight / 2, width: 8.5, height: lineHeight)))
    }

    /// Extra width goes to flexible columns, in equal shares, after the rigid ones took their width.
    @Test func flexibleColumnsShareTheExtraWidth() {
        let grid = Grid(horizontalSpacing: 10) {
            GridRow { Text("Row 1").id("t"); Color.red.id("r1"); Color.red.id("r2") }
        }
        let computed = ComputedLayout(of: grid, proposal: ProposedViewSize(width: 310, height: nil))
        // 310 − 20 = 290. The text column (min 8.5, max 42.5) is served first and takes 42.5; the two
        // colour columns (0…∞) share 247.5: 123.75 each. A nil height proposes colours nil: 10 tall.
        #expect(close(computed.size, CGSize(width: 310, height: lineHeight)))
        #expect(close(computed.frame(of: "t"), CGRect(x: 0, y: 0, width: 42.5, height: lineHeight)))
        #expect(close(computed.frame(of: "r1"), CGRect(x: 52.5, y: (lineHeight - 10) / 2, width: 123.75, height: 10)))
        #expect(close(computed.frame(of: "r2"), CGRect(x: 186.25, y: (lineHeight - 10) / 2, width: 123.75, height: 10)))
    }

    /// Rows share the height the same way: rows holding colours split what is offered.
    @Test func flexibleRowsShareTheExtraHeight() {
        let grid = Grid(verticalSpacing: 0) {
            GridRow { Text("ab").id("t"); Color.red.id("r") }
            GridRow { Text("cd").id("u"); Color.green.id("g") }
        }
        let computed = ComputedLayout(of: grid, proposal: ProposedViewSize(width: 100, height: 100))
        // Columns: the text column takes 17, the colours' column 100 − 8 − 17 = 75.
        // Rows: each is the extent of a 20.4-tall text and a colour taking its offer: minimum 20.4,
        // maximum ∞, equally flexible, so the first is offered 100 / 2 = 50 and takes it; the second 50.
        // Texts are centred in their 50-tall rows.
        #expect(computed.size == CGSize(width: 100, height: 100))
        #expect(close(computed.frame(of: "t"), CGRect(x: 0, y: 25 - lineHeight / 2, width: 17, height: lineHeight)))
        #expect(computed.frame(of: "r") == CGRect(x: 25, y: 0, width: 75, height: 50))
        #expect(close(computed.frame(of: "u"), CGRect(x: 0, y: 75 - lineHeight / 2, width: 17, height: lineHeight)))
        #expect(computed.frame(of: "g") == CGRect(x: 25, y: 50, width: 75, height: 50))
    }

    /// A view outside a GridRow spans every column; `gridCellUnsizedAxes` keeps it from sizing them;
    /// `gridCellColumns` spans columns, and a wide spanning cell widens its columns equally.
    @Test func spanningAndUnsizedCells() {
        func grid(unsized: Bool) -> some View {
            Grid {
                GridRow { Text("aaaa").id("a"); Text("b").id("b") }
                Color.gray.frame(height: 1).gridCellUnsizedAxes(unsized ? .horizontal : []).id("divider")
                GridRow { Text("wide text here").gridCellColumns(2).id("w") }
            }
        }
        let computed = ComputedLayout(of: grid(unsized: true), proposal: ProposedViewSize(width: 300, height: nil))
        // "wide text here" (14 × 8.5 = 119) spans both columns: each counts it as (119 − 8) / 2 = 55.5,
        // more than "aaaa" (34) and "b" (8.5). The divider, unsized horizontally, doesn't size columns:
        // the grid is 55.5 + 8 + 55.5 = 119 wide although 300 was offered, and the divider is proposed 119.
        #expect(close(computed.size, CGSize(width: 119, height: lineHeight + 8 + 1 + 8 + lineHeight)))
        #expect(close(computed.frame(of: "a"), CGRect(x: (55.5 - 34) / 2, y: 0, width: 34, height: lineHeight)))
        #expect(close(computed.frame(of: "b"), CGRect(x: 63.5 + (55.5 - 8.5) / 2, y: 0, width: 8.5, height: lineHeight)))
        #expect(close(computed.frame(of: "divider"), CGRect(x: 0, y: lineHeight + 8, width: 119, height: 1)))
        #expect(close(computed.frame(of: "w"), CGRect(x: 0, y: lineHeight + 17, width: 119, height: lineHeight)))

        // Sized, the flexible divider makes both columns flexible: they share 300 − 8 equally.
        let sized = ComputedLayout(of: grid(unsized: false), proposal: ProposedViewSize(width: 300, height: nil))
        #expect(close(sized.size.width, 300))
        #expect(close(sized.frame(of: "b"), CGRect(x: 154 + (146 - 8.5) / 2, y: 0, width: 8.5, height: lineHeight)))
        #expect(close(sized.frame(of: "divider"), CGRect(x: 0, y: lineHeight + 8, width: 300, height: 1)))
    }

    /// Column alignment, row alignment and cell anchors, with rigid blocks.
    @Test func alignmentsAndAnchors() {
        let rows = Group {
            GridRow { block(40, 20, "a"); block(30, 10, "b").gridColumnAlignment(.trailing) }
            GridRow(alignment: .bottom) { block(20, 30, "c"); block(50, 10, "d") }
            GridRow { block(10, 10, "e").gridCellAnchor(.center); block(10, 30, "f") }
        }
        let views: [AnyView] = [
            AnyView(Grid(alignment: .topLeading, horizontalSpacing: 10, verticalSpacing: 5) { rows }),
            AnyView(GridLayout(alignment: .topLeading, horizontalSpacing: 10, verticalSpacing: 5) { rows }),
            AnyView(AnyLayout(GridLayout(alignment: .topLeading, horizontalSpacing: 10, verticalSpacing: 5)) { rows }),
        ]
        for view in views {
            let computed = ComputedLayout(of: view, proposal: .unspecified)
            // Columns: max(40, 20, 10) = 40 and max(30, 50, 10) = 50, 10 apart: 0 and 50; width 100.
            // Row 0 (top): 20 tall. b's column aligns trailing: 50 + 50 − 30 = 70.
            #expect(computed.frame(of: "a") == CGRect(x: 0, y: 0, width: 40, height: 20))
            #expect(computed.frame(of: "b") == CGRect(x: 70, y: 0, width: 30, height: 10))
            // Row 1 (bottom) starts at 25 and is 30 tall: c and d sit on its bottom (55).
            #expect(computed.frame(of: "c") == CGRect(x: 0, y: 25, width: 20, height: 30))
            #expect(computed.frame(of: "d") == CGRect(x: 50, y: 45, width: 50, height: 10))
            // Row 2 (top) starts at 60, 30 tall (f). e's anchor centres it in its 40 × 30 area.
            #expect(computed.frame(of: "e") == CGRect(x: 15, y: 70, width: 10, height: 10))
            #expect(computed.frame(of: "f") == CGRect(x: 90, y: 60, width: 10, height: 30))
            #expect(computed.size == CGSize(width: 100, height: 90))
            #expect(computed.diagnostics.isEmpty)
        }
    }

    @Test func firstTextBaselineRowsLineUpBaselines() {
        let grid = Grid(alignment: .leading) {
            GridRow(alignment: .firstTextBaseline) {
                Text("Big").font(.title).id("big")
                Text("small").id("small")
            }
        }
        let computed = ComputedLayout(of: grid, proposal: .unspecified)
        // Baselines (ascent + half the leading): title 28 → 28 × 0.8 + 28 × 0.1 = 25.2; body → 15.3.
        // The small text moves down by 25.2 − 15.3 = 9.9.
        #expect(close(computed.frame(of: "big")?.minY, 0))
        let bigBaseline: CGFloat = 28 * 0.8 + 28 * 0.2 / 2
        let smallBaseline: CGFloat = 17 * 0.8 + 17 * 0.2 / 2
        #expect(close(computed.frame(of: "small")?.minY, bigBaseline - smallBaseline))
    }

    @Test func gridRowOutsideAGridIsAnHStack() {
        let computed = ComputedLayout(of: GridRow { block(20, 10, "a"); block(30, 20, "b") }, proposal: .unspecified)
        #expect(computed.size == CGSize(width: 58, height: 20))
        #expect(computed.frame(of: "a") == CGRect(x: 0, y: 5, width: 20, height: 10))
        #expect(computed.frame(of: "b") == CGRect(x: 28, y: 0, width: 30, height: 20))
    }

    @Test func shortRowsLeaveTrailingColumnsEmpty() {
        let grid = Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { block(10, 10, "a"); block(20, 10, "b"); block(30, 10, "c") }
            GridRow { block(15, 10, "d") }
        }
        let computed = ComputedLayout(of: grid, proposal: .unspecified)
        // Three columns from the longest row: 15, 20, 30.
        #expect(computed.size == CGSize(width: 65, height: 20))
        #expect(computed.frame(of: "c") == CGRect(x: 35, y: 0, width: 30, height: 10))
        #expect(computed.frame(of: "d") == CGRect(x: 0, y: 10, width: 15, height: 10))
    }

    @Test func anEmptyGridIsZeroSized() {
        let computed = ComputedLayout(of: Grid { EmptyView() }.id("g"), proposal: ProposedViewSize(width: 100, height: 100))
        #expect(computed.size == .zero)
        let rowOnly = ComputedLayout(of: Grid { GridRow { EmptyView() } }, proposal: ProposedViewSize(width: 100, height: 100))
        #expect(rowOnly.size == .zero)
    }

    @Test func negativeSpacingOverlapsColumns() {
        let grid = Grid(horizontalSpacing: -5, verticalSpacing: -2) {
            GridRow { block(20, 10, "a"); block(20, 10, "b") }
            GridRow { block(20, 10, "c"); block(20, 10, "d") }
        }
        let computed = ComputedLayout(of: grid, proposal: .unspecified)
        #expect(computed.size == CGSize(width: 35, height: 18))
        #expect(computed.frame(of: "d") == CGRect(x: 15, y: 8, width: 20, height: 10))
        #expect(computed.diagnostics.isEmpty)
    }

    @Test func badArgumentsAreDiagnosed() {
        let grid = Grid(horizontalSpacing: .nan, verticalSpacing: .infinity) {
            GridRow { block(20, 10, "a").gridCellColumns(0); block(20, 10, "b") }
        }
        let computed = ComputedLayout(of: grid, proposal: .unspecified)
        // Spacing falls back to 8; the span of 0 to 1.
        #expect(computed.frame(of: "b") == CGRect(x: 28, y: 0, width: 20, height: 10))
        let messages = computed.diagnostics.filter { $0.kind == .invalidArgument }.map(\.message)
        #expect(messages.count == 3)
        #expect(messages.contains { $0.contains("horizontalSpacing (NaN)") })
        #expect(messages.contains { $0.contains("verticalSpacing (∞)") })
        #expect(messages.contains { $0.contains("gridCellColumns below 1") })
    }

    @Test func anInfiniteWidthAtTheRootFallsBackToTheIdealSize() {
        let grid = Grid { GridRow { Text("ab").id("t"); Color.red.id("r") } }
        // The colour column takes ∞ when offered ∞; at the root an infinite answer is replaced by the
        // ideal size, with a diagnostic, as for any view.
        let computed = ComputedLayout(of: grid, proposal: ProposedViewSize(width: .infinity, height: nil))
        // Ideal: text 17 + 8 + colour 10.
        #expect(close(computed.size, CGSize(width: 35, height: lineHeight)))
        #expect(computed.diagnostics.contains { $0.kind == .invalidSize })
    }

    @Test func aSweepMatchesFreshLayouts() {
        let grid = Grid {
            GridRow { Text("Row 1").id("t"); Color.red.id("r") }
            GridRow { Text("a longer label").id("u"); Color.green.frame(minWidth: 30).id("g") }
        }
        for layout in ComputedLayout.sweep(of: grid, widths: [300, 60, 300, 0, 1000], height: 200) {
            let fresh = ComputedLayout(of: grid, proposal: layout.proposal)
            #expect(layout.size == fresh.size)
            for id in ["t", "r", "u", "g"] {
                #expect(layout.frame(of: id) == fresh.frame(of: id), "\(id) at \(layout.proposal)")
            }
        }
    }

    /// A grid's text baselines are its cells' (through its rows), so it lines up in a baseline HStack.
    @Test func aGridExposesItsCellsBaselines() {
        let view = HStack(alignment: .firstTextBaseline) {
            Text("Big").font(.title).id("big")
            Grid {
                GridRow { Text("a").id("a"); Text("b") }
                GridRow { Text("c"); Text("d") }
            }
            .id("grid")
        }
        let computed = ComputedLayout(of: view, proposal: .unspecified)
        // The grid's first baseline is "a"'s: 15.3 from its top; the title's is 25.2.
        let bigBaseline: CGFloat = 28 * 0.8 + 28 * 0.2 / 2
        let smallBaseline: CGFloat = 17 * 0.8 + 17 * 0.2 / 2
        #expect(close(computed.frame(of: "grid")?.minY, bigBaseline - smallBaseline))
        #expect(close(computed.frame(of: "a")?.minY, bigBaseline - smallBaseline))
        #expect(computed.diagnostics.isEmpty)
    }
}
