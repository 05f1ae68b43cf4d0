import Testing
import Layoutshot

/// LazyVGrid / LazyHGrid column sizes as objc.io measured SwiftUI's ("SwiftUI's Grid Views",
/// 2020-11-23; the rules are in `LazyGridLayout`'s doc comment), with hand-computed values.
@MainActor
@Suite struct LazyGridTests {
    /// `count` colours named 0, 1, …: a colour takes the width it is offered and is 10 tall for a nil height.
    func colours(_ count: Int) -> some View {
        ForEach(0..<count, id: \.self) { i in Color.blue.id(i) }
    }

    @Test func fixedAndFlexibleColumns() {
        let grid = LazyVGrid(columns: [GridItem(.fixed(50)), GridItem(.flexible()), GridItem(.flexible())]) { colours(6) }
        let computed = ComputedLayout(of: grid, proposal: ProposedViewSize(width: 300, height: nil))
        // remaining = 300 − 50 − 2 × 8 = 234; the flexible columns get 234 / 2 = 117 each.
        // Columns at 0, 58, 183. Rows of 10 (colours proposed a nil height), 8 apart.
        #expect(computed.size == CGSize(width: 300, height: 28))
        #expect(computed.frame(of: 0) == CGRect(x: 0, y: 0, width: 50, height: 10))
        #expect(computed.frame(of: 1) == CGRect(x: 58, y: 0, width: 117, height: 10))
        #expect(computed.frame(of: 2) == CGRect(x: 183, y: 0, width: 117, height: 10))
        #expect(computed.frame(of: 3) == CGRect(x: 0, y: 18, width: 50, height: 10))
        #expect(computed.node(withID: 4)?.proposal == ProposedViewSize(width: 117, height: nil))
        #expect(computed.nodes[0].kind == .lazyVGrid)
        #expect(computed.diagnostics.isEmpty)
    }

    @Test func flexibleColumnsClampTheirShare() {
        let grid = LazyVGrid(columns: [GridItem(.flexible(maximum: 50)), GridItem(.flexible(minimum: 150))]) { colours(2) }
        let computed = ComputedLayout(of: grid, proposal: ProposedViewSize(width: 200, height: nil))
        // remaining 200 − 8 = 192: the first is offered 96 and clamped to 50; the second is offered
        // the 142 left and clamped up to 150. The grid overflows: 50 + 8 + 150 = 208.
        #expect(computed.frame(of: 0) == CGRect(x: 0, y: 0, width: 50, height: 10))
        #expect(computed.frame(of: 1) == CGRect(x: 58, y: 0, width: 150, height: 10))
        #expect(computed.size == CGSize(width: 208, height: 10))
    }

    @Test func adaptiveColumnsFitAsManyItemsAsTheShareHolds() {
        let grid = LazyVGrid(columns: [GridItem(.adaptive(minimum: 50))]) { colours(7) }
        let computed = ComputedLayout(of: grid, proposal: ProposedViewSize(width: 300, height: nil))
        // n = ⌊(300 + 8) / (50 + 8)⌋ = 5 tracks of (300 − 4 × 8) / 5 = 53.6; 7 items make 2 rows.
        #expect(close(computed.frame(of: 4), CGRect(x: 4 * 61.6, y: 0, width: 53.6, height: 10)))
        #expect(close(computed.frame(of: 5), CGRect(x: 0, y: 18, width: 53.6, height: 10)))
        #expect(close(computed.size, CGSize(width: 300, height: 28)))
    }

    @Test func adaptiveBesideFixed() {
        let grid = LazyVGrid(columns: [GridItem(.adaptive(minimum: 100)), GridItem(.fixed(60))]) { colours(4) }
        let computed = ComputedLayout(of: grid, proposal: ProposedViewSize(width: 400, height: nil))
        // remaining = 400 − 60 − 8 = 332: n = ⌊340 / 108⌋ = 3 tracks of (332 − 16) / 3 = 105.33…,
        // then the fixed column at 3 × 105.33… + 3 × 8 = 340.
        let track: CGFloat = (332 - 16) / 3
        #expect(close(computed.frame(of: 1), CGRect(x: track + 8, y: 0, width: track, height: 10)))
        #expect(close(computed.frame(of: 3), CGRect(x: 340, y: 0, width: 60, height: 10)))
        #expect(close(computed.size, CGSize(width: 400, height: 10)))
    }

    @Test func adaptiveTracksAreAtMostTheirMaximum() {
        let grid = LazyVGrid(columns: [GridItem(.adaptive(minimum: 50, maximum: 60))]) { colours(2) }
        let computed = ComputedLayout(of: grid, proposal: ProposedViewSize(width: 100, height: nil))
        // n = ⌊108 / 58⌋ = 1 track of 100, clamped to 60: one item per row. The grid reports
        // max(100, 60) = 100 and centres its track: (100 − 60) / 2 = 20 (see `narrowColumnsAreCentred…`).
        #expect(computed.frame(of: 1) == CGRect(x: 20, y: 18, width: 60, height: 10))
        #expect(computed.size == CGSize(width: 100, height: 28))
    }

    @Test func gridItemSpacingAndAlignment() {
        let grid = LazyVGrid(columns: [GridItem(.fixed(100), spacing: 20, alignment: .topLeading), GridItem(.fixed(100))], spacing: 4) {
            Text("ab").id("a"); Text("cd").id("b"); Text("ef").font(.title).id("c")
        }
        let computed = ComputedLayout(of: grid, proposal: ProposedViewSize(width: 300, height: nil))
        // The columns take 100 + 20 + 100 = 220 of 300, centred: they start at 40. Column 2 starts
        // 100 + 20 later. "ab" sits top-leading in its cell; "cd" is centred in its 100.
        #expect(close(computed.frame(of: "a"), CGRect(x: 40, y: 0, width: 17, height: lineHeight)))
        #expect(close(computed.frame(of: "b"), CGRect(x: 40 + 120 + (100 - 17) / 2, y: 0, width: 17, height: lineHeight)))
        // Row 2 starts at 20.4 + 4.
        #expect(close(computed.frame(of: "c")?.minY, lineHeight + 4))
        #expect(computed.size.width == 300)
    }

    @Test(arguments: [
        // The grid's alignment places items in their cells (centred vertically): x of a 17-wide item
        // in 100, the column centred in the grid's 300 (it starts at 100).
        (HorizontalAlignment.leading, 100.0), (.center, 141.5), (.trailing, 183),
    ] as [(HorizontalAlignment, CGFloat)])
    func gridAlignmentPlacesItemsInCells(alignment: HorizontalAlignment, x: CGFloat) {
        let grid = LazyVGrid(columns: [GridItem(.fixed(100))], alignment: alignment) { Text("ab").id("a"); Text("Big").font(.title).id("b") }
        let computed = ComputedLayout(of: grid, proposal: ProposedViewSize(width: 300, height: nil))
        #expect(close(computed.frame(of: "a")?.minX, x))
    }

    @Test func anUnspecifiedWidthSizesColumnsFromTheirItems() {
        let grid = LazyVGrid(columns: [GridItem(.flexible()), GridItem(.adaptive(minimum: 40)), GridItem(.fixed(30))]) {
            Text("abc").id(0); Text("a").id(1); Text("x").id(2); Text("abcdef").id(3)
        }
        let computed = ComputedLayout(of: grid, proposal: .unspecified)
        // Column 0 holds "abc" and "abcdef": its widest ideal width 51 (within 10…∞); column 1 holds "a"
        // (8.5), raised to its minimum 40, one track; column 2 is fixed at 30.
        #expect(close(computed.size, CGSize(width: 51 + 8 + 40 + 8 + 30, height: lineHeight + 8 + lineHeight)))
        #expect(close(computed.frame(of: 1)?.minX, 59 + (40 - 8.5) / 2))
        #expect(close(computed.frame(of: 3), CGRect(x: 0, y: lineHeight + 8, width: 51, height: lineHeight)))
        // ∞ is treated the same way (no share to hand out): no infinite columns.
        let infinite = ComputedLayout(of: grid, proposal: ProposedViewSize(width: .infinity, height: nil))
        #expect(infinite.size == computed.size)
    }

    @Test func aZeroWidthGivesFlexibleColumnsTheirMinimumAndAdaptiveColumnsNothing() {
        let flexible = ComputedLayout(of: LazyVGrid(columns: [GridItem(.flexible())]) { colours(1) }, proposal: ProposedViewSize(width: 0, height: nil))
        #expect(flexible.frame(of: 0) == CGRect(x: 0, y: 0, width: 10, height: 10))
        let adaptive = ComputedLayout(of: LazyVGrid(columns: [GridItem(.adaptive(minimum: 50))]) { colours(1) }, proposal: ProposedViewSize(width: 0, height: nil))
        // ⌊8 / 58⌋ = 0 → one track, of the 0 offered: an adaptive minimum only counts the tracks
        // (objc.io, "SwiftUI's Grid Views", quiz 2).
        #expect(adaptive.frame(of: 0) == CGRect(x: 0, y: 0, width: 0, height: 10))
        #expect(adaptive.size == CGSize(width: 0, height: 10))
    }

    @Test func lazyHGridIsTheTranspose() {
        let grid = LazyHGrid(rows: [GridItem(.fixed(30)), GridItem(.fixed(40))]) {
            Text("abc").id(0); Text("abc").id(1); Text("abcd").id(2)
        }
        let computed = ComputedLayout(of: grid, proposal: ProposedViewSize(width: nil, height: 200))
        // Items fill rows top to bottom, then the next column; a column is as wide as its widest item,
        // items are proposed a nil width and their row's height, and centred in their cells.
        // The rows take 30 + 8 + 40 = 78 of the 200 proposed, centred: they start at 61.
        #expect(close(computed.frame(of: 0), CGRect(x: 0, y: 61 + (30 - lineHeight) / 2, width: 25.5, height: lineHeight)))
        #expect(close(computed.frame(of: 1), CGRect(x: 0, y: 61 + 38 + (40 - lineHeight) / 2, width: 25.5, height: lineHeight)))
        #expect(close(computed.frame(of: 2), CGRect(x: 33.5, y: 61 + (30 - lineHeight) / 2, width: 34, height: lineHeight)))
        #expect(computed.size == CGSize(width: 25.5 + 8 + 34, height: 200))
        #expect(computed.node(withID: 1)?.proposal == ProposedViewSize(width: nil, height: 40))
        #expect(computed.nodes[0].kind == .lazyHGrid)
    }

    @Test func lazyHGridFlexibleRowsShareTheProposedHeight() {
        let grid = LazyHGrid(rows: [GridItem(.flexible()), GridItem(.flexible())], spacing: 0) { colours(3) }
        let computed = ComputedLayout(of: grid, proposal: ProposedViewSize(width: 500, height: 100))
        // (100 − 8) / 2 = 46 per row; colours are 10 wide for a nil width; columns 0 apart.
        #expect(computed.frame(of: 1) == CGRect(x: 0, y: 54, width: 10, height: 46))
        #expect(computed.frame(of: 2) == CGRect(x: 10, y: 0, width: 10, height: 46))
        #expect(computed.size == CGSize(width: 20, height: 100))
    }

    // MARK: Columns that need more than the proposal, adaptive minimums

    @Test func columnsWiderThanTheProposalAreLaidOutAgainAtTheReportedWidth() {
        // objc.io, "SwiftUI's Grid Views" (2020-11-23): the grid lays its columns out again at the
        // width it reported. Published iOS measurement:
        // `.flexible(minimum: 100)` + `.flexible(minimum: 180)` in a 300-wide frame. Sizing at 300:
        // 300 − 8 = 292, the first is offered 146, the second the 146 left, raised to 180: the grid
        // reports 146 + 8 + 180 = 334, and the frame centres it 17 points left of its own origin.
        // Placing, the grid lays its columns out again at 334: 326 / 2 = 163 and 180 (the items
        // reach 351, past the grid's trailing edge, as SwiftUI draws them).
        let grid = LazyVGrid(columns: [GridItem(.flexible(minimum: 100)), GridItem(.flexible(minimum: 180))]) { colours(4) }
            .id("grid")
            .frame(width: 300)
        let computed = ComputedLayout(of: grid, proposal: ProposedViewSize(width: 320, height: nil))
        #expect(computed.frame(of: "grid") == CGRect(x: -17, y: 0, width: 334, height: 28))
        #expect(computed.frame(of: 0) == CGRect(x: -17, y: 0, width: 163, height: 10))
        #expect(computed.frame(of: 1) == CGRect(x: -17 + 163 + 8, y: 0, width: 180, height: 10))
        #expect(computed.frame(of: 2) == CGRect(x: -17, y: 18, width: 163, height: 10))
        #expect(computed.node(withID: 0)?.proposal == ProposedViewSize(width: 163, height: nil))
        #expect(computed.diagnostics.isEmpty)
    }

    @Test func narrowColumnsAreCentredInAGridAsWideAsTheProposal() {
        // The grid reports max(proposed width, its columns) (objc.io, "SwiftUI's Grid Views",
        // 2020-11-23, and the Swift Talk grid episodes that re-implement it): two fixed 50-point
        // columns proposed 300 make a 300-wide grid, the 108 points of columns centred in it.
        let grid = LazyVGrid(columns: [GridItem(.fixed(50)), GridItem(.fixed(50))]) { colours(3) }.id("grid")
        let computed = ComputedLayout(of: grid, proposal: ProposedViewSize(width: 300, height: nil))
        #expect(computed.frame(of: "grid") == CGRect(x: 0, y: 0, width: 300, height: 28))
        #expect(computed.frame(of: 0) == CGRect(x: 96, y: 0, width: 50, height: 10))
        #expect(computed.frame(of: 1) == CGRect(x: 154, y: 0, width: 50, height: 10))
        #expect(computed.frame(of: 2) == CGRect(x: 96, y: 18, width: 50, height: 10))
        // Measured for an ideal size (nil) there is no proposal to fill: the columns' own width.
        #expect(ComputedLayout(of: grid, proposal: .unspecified).size == CGSize(width: 108, height: 28))
    }

    @Test func lazyHGridRowsTallerThanTheProposalAreLaidOutAgainAtTheReportedHeight() {
        // The transpose of the published `flexible(100)` + `flexible(180)` measurement in 300.
        let grid = LazyHGrid(rows: [GridItem(.flexible(minimum: 100)), GridItem(.flexible(minimum: 180))]) { colours(2) }
            .id("grid")
            .frame(height: 300)
        let computed = ComputedLayout(of: grid, proposal: ProposedViewSize(width: nil, height: 320))
        #expect(computed.frame(of: "grid") == CGRect(x: 0, y: -17, width: 10, height: 334))
        #expect(computed.frame(of: 0) == CGRect(x: 0, y: -17, width: 10, height: 163))
        #expect(computed.frame(of: 1) == CGRect(x: 0, y: -17 + 163 + 8, width: 10, height: 180))
    }

    @Test func anAdaptiveColumnOfferedLessThanItsMinimumIsThatNarrow() {
        // objc.io, "SwiftUI's Grid Views", quiz 2: `.flexible(minimum: 140)` + `.adaptive(minimum: 70)`
        // in 200. 200 − 8 = 192; the flexible column is offered 96 and raised to 140; the adaptive
        // column is offered the 52 left: one track (⌊60 / 78⌋ = 0), 52 wide, not raised to 70.
        let grid = LazyVGrid(columns: [GridItem(.flexible(minimum: 140)), GridItem(.adaptive(minimum: 70))]) { colours(3) }
        let computed = ComputedLayout(of: grid, proposal: ProposedViewSize(width: 200, height: nil))
        #expect(computed.frame(of: 0) == CGRect(x: 0, y: 0, width: 140, height: 10))
        #expect(computed.frame(of: 1) == CGRect(x: 148, y: 0, width: 52, height: 10))
        #expect(computed.frame(of: 2) == CGRect(x: 0, y: 18, width: 140, height: 10))
        #expect(computed.size == CGSize(width: 200, height: 28))
    }

    @Test func fixedAndAdaptiveColumns() {
        // objc.io, "SwiftUI's Grid Views", quiz 1: `.fixed(70)` + `.adaptive(minimum: 40)` in 200.
        // 200 − 70 − 8 = 122 for the adaptive column: ⌊130 / 48⌋ = 2 tracks of (122 − 8) / 2 = 57.
        let grid = LazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))]) { colours(4) }
        let computed = ComputedLayout(of: grid, proposal: ProposedViewSize(width: 200, height: nil))
        #expect(computed.frame(of: 1) == CGRect(x: 78, y: 0, width: 57, height: 10))
        #expect(computed.frame(of: 2) == CGRect(x: 143, y: 0, width: 57, height: 10))
        #expect(computed.frame(of: 3) == CGRect(x: 0, y: 18, width: 70, height: 10))
        #expect(computed.size == CGSize(width: 200, height: 28))
    }

    // MARK: Bad input

    @Test func noColumnsGivesAnEmptyGridWithADiagnostic() {
        let computed = ComputedLayout(of: LazyVGrid(columns: []) { colours(3) }, proposal: ProposedViewSize(width: 300, height: nil))
        #expect(computed.size == .zero)
        #expect(computed.frame(of: 0) == CGRect(x: 0, y: 0, width: 0, height: 0))
        let messages = computed.diagnostics.map(\.message)
        #expect(messages.count == 1)
        #expect(messages.first?.contains("has no columns; its 3 views are not shown") == true)
        #expect(!computed.diagnostics.contains { $0.kind == .notPlaced })
    }

    @Test(arguments: [0, -5, CGFloat.nan] as [CGFloat])
    func anAdaptiveMinimumBelowOneIsRaisedToOneWithADiagnostic(minimum: CGFloat) {
        let grid = LazyVGrid(columns: [GridItem(.adaptive(minimum: minimum))]) { colours(1) }
        let computed = ComputedLayout(of: grid, proposal: ProposedViewSize(width: 100, height: nil))
        // With minimum 1: n = ⌊108 / 9⌋ = 12 tracks of (100 − 88) / 12 = 1.
        #expect(computed.frame(of: 0) == CGRect(x: 0, y: 0, width: 1, height: 10))
        #expect(computed.size == CGSize(width: 100, height: 10))
        #expect(computed.diagnostics.contains { $0.kind == .invalidArgument && $0.message.contains("adaptive minimum must be at least 1") })
    }

    @Test func aMaximumBelowTheMinimumIsRaisedToItWithADiagnostic() {
        let flexible = LazyVGrid(columns: [GridItem(.flexible(minimum: 60, maximum: 20), spacing: 0), GridItem(.fixed(40))]) { colours(2) }
        let computed = ComputedLayout(of: flexible, proposal: ProposedViewSize(width: 300, height: nil))
        // The flexible column is pinned to [60, 60]: 60 wide, the fixed one right after it; the 100
        // they take are centred in the 300 (they start at 100).
        #expect(computed.frame(of: 0) == CGRect(x: 100, y: 0, width: 60, height: 10))
        #expect(computed.frame(of: 1) == CGRect(x: 160, y: 0, width: 40, height: 10))
        #expect(computed.diagnostics.map(\.message).contains { $0.contains("has flexible column 0 with maximum 20 below its minimum 60; used the minimum") })

        let adaptive = LazyHGrid(rows: [GridItem(.adaptive(minimum: 30, maximum: 10))]) { colours(1) }
        let rows = ComputedLayout(of: adaptive, proposal: ProposedViewSize(width: nil, height: 100))
        #expect(rows.diagnostics.map(\.message).contains { $0.contains("has adaptive row 0 with maximum 10 below its minimum 30; used the minimum") })
    }

    @Test func adaptiveMinimumZeroWithZeroSpacingStaysFinite() {
        let grid = LazyVGrid(columns: [GridItem(.adaptive(minimum: 0), spacing: 0)]) { colours(1) }
        let computed = ComputedLayout(of: grid, proposal: ProposedViewSize(width: 50, height: nil))
        // Minimum 1, spacing 0: 50 tracks of 1.
        #expect(computed.size == CGSize(width: 50, height: 10))
    }

    @Test func negativeAndContradictoryLengthsAreDiagnosed() {
        let grid = LazyVGrid(columns: [GridItem(.fixed(-10)), GridItem(.flexible(minimum: 40, maximum: 20)), GridItem(.fixed(10), spacing: .nan)]) { colours(3) }
        let computed = ComputedLayout(of: grid, proposal: ProposedViewSize(width: 300, height: nil))
        // Fixed −10 → 0; the flexible column's maximum is raised to its minimum, 40. The columns
        // take 0 + 8 + 40 + 8 + 10 = 66 of 300, centred: they start at 117.
        #expect(computed.frame(of: 0) == CGRect(x: 117, y: 0, width: 0, height: 10))
        #expect(computed.frame(of: 1) == CGRect(x: 125, y: 0, width: 40, height: 10))
        #expect(computed.frame(of: 2) == CGRect(x: 173, y: 0, width: 10, height: 10))
        let messages = computed.diagnostics.filter { $0.kind == .invalidArgument }.map(\.message)
        #expect(messages.count == 3)
    }

    @Test func negativeRowSpacingOverlapsRows() {
        let grid = LazyVGrid(columns: [GridItem(.fixed(10))], spacing: -4) { colours(2) }
        let computed = ComputedLayout(of: grid, proposal: ProposedViewSize(width: 100, height: nil))
        // The 10-wide column is centred in the 100 proposed.
        #expect(computed.frame(of: 1) == CGRect(x: 45, y: 6, width: 10, height: 10))
        #expect(computed.size == CGSize(width: 100, height: 16))
        #expect(computed.diagnostics.isEmpty)
    }

    @Test func aSweepMatchesFreshLayouts() {
        let grid = LazyVGrid(columns: [GridItem(.adaptive(minimum: 60)), GridItem(.flexible(minimum: 30))]) { colours(9) }
        for layout in ComputedLayout.sweep(of: grid, widths: [320, 100, 320, 1000]) {
            let fresh = ComputedLayout(of: grid, proposal: layout.proposal)
            #expect(layout.size == fresh.size)
            for i in 0..<9 { #expect(layout.frame(of: i) == fresh.frame(of: i)) }
        }
    }
}
