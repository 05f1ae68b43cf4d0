import Testing
import Layoutshot

/// FlowLayout against the rules its documentation states (`FlowLayout.swift`), with every expected value worked out by hand.
@MainActor
@Suite struct FlowLayoutTests {
    /// Four 30-tall blocks, 100, 80, 120 and 60 wide.
    func chips(_ layout: FlowLayout) -> some View {
        layout {
            block(100, 30, "a"); block(80, 30, "b"); block(120, 30, "c"); block(60, 30, "d")
        }
    }

    @Test func greedyLinesWithDefaultSpacing() {
        let computed = ComputedLayout(of: chips(FlowLayout()), proposal: ProposedViewSize(width: 300, height: nil))
        // Line 1: a (0…100), b after a gap of 8 (ViewSpacing between plain views): 108…188.
        // c would end at 188 + 8 + 120 = 316 > 300: line 2 holds c (0…120) and d (128…188).
        // Lines are 8 apart (ViewSpacing again): 30 + 8 + 30 = 68. Width: the widest line, 188.
        #expect(computed.size == CGSize(width: 188, height: 68))
        #expect(computed.frame(of: "a") == CGRect(x: 0, y: 0, width: 100, height: 30))
        #expect(computed.frame(of: "b") == CGRect(x: 108, y: 0, width: 80, height: 30))
        #expect(computed.frame(of: "c") == CGRect(x: 0, y: 38, width: 120, height: 30))
        #expect(computed.frame(of: "d") == CGRect(x: 128, y: 38, width: 60, height: 30))
        #expect(computed.nodes[0].kind == .flow)
        #expect(computed.nodes[0].label == "FlowLayout()")
        #expect(computed.diagnostics.isEmpty)
    }

    /// Blocks of different heights, explicit spacing and line spacing, and each alignment.
    @Test(arguments: [
        // (alignment, x of c): the widest line is 190 (a 0…100, gap 10, b 110…190); line 2 holds only
        // c (120 wide), offset within 190 by 0 (leading), (190 − 120) / 2 = 35 (center), 70 (trailing).
        (HorizontalAlignment.leading, 0.0), (.center, 35), (.trailing, 70),
    ] as [(HorizontalAlignment, CGFloat)])
    func alignmentAndVerticalCentring(alignment: HorizontalAlignment, cx: CGFloat) {
        let flow = FlowLayout(alignment: alignment, spacing: 10, lineSpacing: 4) {
            block(100, 20, "a"); block(80, 40, "b"); block(120, 30, "c")
        }
        let computed = ComputedLayout(of: flow, proposal: ProposedViewSize(width: 250, height: nil))
        // c: 190 + 10 + 120 = 320 > 250 → line 2. Line 1 is 40 tall (b); a (20 tall) is centred: y = 10.
        // Line 2 starts at 40 + 4 = 44. Height 44 + 30 = 74.
        #expect(computed.size == CGSize(width: 190, height: 74))
        #expect(computed.frame(of: "a") == CGRect(x: 0, y: 10, width: 100, height: 20))
        #expect(computed.frame(of: "b") == CGRect(x: 110, y: 0, width: 80, height: 40))
        #expect(computed.frame(of: "c") == CGRect(x: cx, y: 44, width: 120, height: 30))
    }

    @Test func aSubviewWiderThanTheProposalGetsALineOfItsOwnAndIsProposedTheWidth() {
        let flow = FlowLayout(spacing: 8, lineSpacing: 8) {
            block(40, 20, "a")
            Text("Hello wonderful world").id("text")
            block(40, 20, "c")
        }
        let computed = ComputedLayout(of: flow, proposal: ProposedViewSize(width: 100, height: nil))
        // The text's ideal width is 21 × 8.5 = 178.5 > 100: a line of its own, proposed 100 wide, where
        // it wraps to "Hello" / "wonderful" / "world": 76.5 wide (9 × 8.5), 3 lines tall.
        // Lines: a (20), the text (3 × 20.4), c (20), 8 apart. Width: the widest line, 76.5.
        #expect(computed.node(withID: "text")?.proposal == ProposedViewSize(width: 100, height: nil))
        #expect(computed.frame(of: "a") == CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(close(computed.frame(of: "text"), CGRect(x: 0, y: 28, width: 76.5, height: 3 * lineHeight)))
        #expect(close(computed.frame(of: "c"), CGRect(x: 0, y: 28 + 3 * lineHeight + 8, width: 40, height: 20)))
        #expect(close(computed.size, CGSize(width: 76.5, height: 28 + 3 * lineHeight + 8 + 20)))
        // The small blocks were proposed nothing (their ideal size).
        #expect(computed.node(withID: "a")?.proposal == .unspecified)
    }

    @Test func aRigidOverWideSubviewMakesTheOnlyLineWiderThanTheProposal() {
        let flow = FlowLayout(spacing: 8) { block(30, 10, "a"); block(150, 10, "wide"); block(30, 10, "b") }
        let computed = ComputedLayout(of: flow, proposal: ProposedViewSize(width: 100, height: nil))
        // The 150-wide block can't shrink: its line is 150 wide, and the flow reports it.
        #expect(computed.size == CGSize(width: 150, height: 10 + 8 + 10 + 8 + 10))
        #expect(computed.frame(of: "wide") == CGRect(x: 0, y: 18, width: 150, height: 10))
        #expect(computed.frame(of: "b") == CGRect(x: 0, y: 36, width: 30, height: 10))
    }

    @Test(arguments: [nil, CGFloat.infinity] as [CGFloat?])
    func anUnspecifiedOrInfiniteWidthLaysOutOneLine(width: CGFloat?) {
        let computed = ComputedLayout(of: chips(FlowLayout()), proposal: ProposedViewSize(width: width, height: nil))
        // 100 + 8 + 80 + 8 + 120 + 8 + 60 = 384.
        #expect(computed.size == CGSize(width: 384, height: 30))
        #expect(computed.frame(of: "c") == CGRect(x: 196, y: 0, width: 120, height: 30))
        #expect(computed.frame(of: "d") == CGRect(x: 324, y: 0, width: 60, height: 30))
    }

    @Test func aZeroWidthGivesEverySubviewItsOwnLine() {
        let flow = FlowLayout(spacing: 0, lineSpacing: 2) { block(30, 10, "a"); block(40, 10, "b"); Text("ab").id("t") }
        let computed = ComputedLayout(of: flow, proposal: ProposedViewSize(width: 0, height: nil))
        // Each is wider than 0, so each is alone and proposed width 0: the blocks keep their frames,
        // the text breaks between its characters (2 lines of 8.5).
        #expect(computed.frame(of: "a") == CGRect(x: 0, y: 0, width: 30, height: 10))
        #expect(computed.frame(of: "b") == CGRect(x: 0, y: 12, width: 40, height: 10))
        #expect(close(computed.frame(of: "t"), CGRect(x: 0, y: 24, width: 8.5, height: 2 * lineHeight)))
        #expect(computed.node(withID: "t")?.proposal == ProposedViewSize(width: 0, height: nil))
        #expect(close(computed.size, CGSize(width: 40, height: 24 + 2 * lineHeight)))
    }

    @Test func nilSpacingUsesViewSpacingSoNothingIsAddedNextToASpacer() {
        let flow = FlowLayout { block(30, 20, "a"); Spacer().id("s"); block(30, 20, "b") }
        let computed = ComputedLayout(of: flow, proposal: ProposedViewSize(width: nil, height: nil))
        // A Spacer prefers no spacing (distance 0 on both sides) and, outside a stack, is 8×8 ideally,
        // centred in the 20-tall line.
        #expect(computed.frame(of: "s") == CGRect(x: 30, y: 6, width: 8, height: 8))
        #expect(computed.frame(of: "b") == CGRect(x: 38, y: 0, width: 30, height: 20))
        #expect(computed.size == CGSize(width: 68, height: 20))
    }

    @Test func nilLineSpacingUsesTheLinesViewSpacing() {
        // Line 2 is only a Spacer (no spacing preferences): the gap between the lines is 0.
        let flow = FlowLayout(spacing: 0) { block(50, 20, "a"); Spacer(minLength: 60).id("s") }
        let computed = ComputedLayout(of: flow, proposal: ProposedViewSize(width: 100, height: nil))
        // 50 + 60 > 100: the spacer (60×60 ideally, outside a stack) starts line 2 right under line 1.
        #expect(computed.frame(of: "s") == CGRect(x: 0, y: 20, width: 60, height: 60))
        #expect(computed.size == CGSize(width: 60, height: 80))
    }

    @Test func negativeSpacingOverlapsNeighboursAsInSwiftUIStacks() {
        let flow = FlowLayout(spacing: -10, lineSpacing: -5) { block(50, 20, "a"); block(50, 20, "b"); block(50, 20, "c") }
        let computed = ComputedLayout(of: flow, proposal: ProposedViewSize(width: 100, height: nil))
        // b starts at 50 − 10 = 40 (ends at 90 ≤ 100); c would end at 90 − 10 + 50 = 130: line 2, 5 up.
        #expect(computed.frame(of: "b") == CGRect(x: 40, y: 0, width: 50, height: 20))
        #expect(computed.frame(of: "c") == CGRect(x: 0, y: 15, width: 50, height: 20))
        #expect(computed.size == CGSize(width: 90, height: 35))
        #expect(computed.diagnostics.isEmpty)
    }

    @Test(arguments: [CGFloat.nan, .infinity, -.infinity])
    func nonFiniteSpacingIsTreatedAsNilWithADiagnostic(spacing: CGFloat) {
        let flow = FlowLayout(spacing: spacing, lineSpacing: spacing) { block(50, 20, "a"); block(50, 20, "b") }
        let computed = ComputedLayout(of: flow, proposal: ProposedViewSize(width: 100, height: nil))
        // As nil: 8 between a and b (50 + 8 + 50 = 108 > 100, so b wraps), 8 between the lines.
        #expect(computed.frame(of: "b") == CGRect(x: 0, y: 28, width: 50, height: 20))
        let messages = computed.diagnostics.filter { $0.kind == .invalidArgument }.map(\.message)
        #expect(messages.count == 2)
        #expect(messages.first?.contains("non-finite spacing") == true)
        #expect(messages.last?.contains("non-finite lineSpacing") == true)
    }

    @Test func emptyFlowIsZeroSized() {
        let computed = ComputedLayout(of: FlowLayout { EmptyView() }.id("flow"), proposal: ProposedViewSize(width: 100, height: nil))
        #expect(computed.size == .zero)
    }

    @Test func theProposedHeightIsIgnored() {
        let computed = ComputedLayout(of: chips(FlowLayout()), proposal: ProposedViewSize(width: 300, height: 10))
        #expect(computed.size == CGSize(width: 188, height: 68))
    }

    // MARK: sizeThatFits and placeSubviews agree

    /// The stale-cache bug: lines computed for one proposal reused for another. A sweep keeps one tree
    /// (and the flow's cache) over 300, 150, 300; each must equal a fresh layout at that width.
    @Test func aSweepOverWidthsMatchesFreshLayouts() {
        let view = chips(FlowLayout())
        let sweep = ComputedLayout.sweep(of: view, widths: [300, 150, 300, 0, 1000])
        for layout in sweep {
            let fresh = ComputedLayout(of: view, proposal: layout.proposal)
            #expect(layout.size == fresh.size)
            for id in ["a", "b", "c", "d"] {
                #expect(layout.frame(of: id) == fresh.frame(of: id), "\(id) at \(layout.proposal)")
            }
        }
        // At 150 every block is on its own line except… none fit together: 100+8+80 > 150, 80+8+120 > 150,
        // 120+8+60 > 150. Four lines.
        #expect(sweep[1].size == CGSize(width: 120, height: 4 * 30 + 3 * 8))
    }

    /// The same with what the placement applies per line: a trailing alignment, the neighbours'
    /// preferred spacing, blocks of different heights centred in their line, and a text wider than
    /// the narrow widths, alone on its line and proposed the line width. Frames and proposals of a
    /// sweep equal a fresh layout's at each width, to the bit.
    @Test func aSweepOfATrailingFlowWithAWideSubviewMatchesFreshLayouts() {
        let view = FlowLayout(alignment: .trailing) {
            block(40, 20, "a"); block(70, 36, "b")
            Text("Hello wonderful world").id("text")
            block(90, 24, "c"); block(30, 30, "d")
        }
        let widths: [CGFloat] = [100, 250, 60, 400, 100]
        let sweep = ComputedLayout.sweep(of: view, widths: widths)
        for layout in sweep {
            let fresh = ComputedLayout(of: view, proposal: layout.proposal)
            #expect(layout.size == fresh.size)
            for id in ["a", "b", "text", "c", "d"] {
                #expect(layout.frame(of: id) == fresh.frame(of: id), "\(id) at \(layout.proposal)")
                #expect(layout.node(withID: id)?.proposal == fresh.node(withID: id)?.proposal, "\(id) at \(layout.proposal)")
            }
        }
        // At 100 the text (178.5 ideal) is proposed the line width; at 400 it fits a line and is
        // proposed nothing.
        #expect(sweep[0].node(withID: "text")?.proposal == ProposedViewSize(width: 100, height: nil))
        #expect(sweep[3].node(withID: "text")?.proposal == .unspecified)
    }

    /// A parent that measures the flow at one width and then places it with another proposal: the
    /// flow must place by the proposal it is placed with.
    @Test func placingWithAnotherProposalThanTheLastMeasurementUsesThePlacementProposal() {
        let view = MeasureNarrowPlaceWide { chips(FlowLayout()).id("flow") }
        let computed = ComputedLayout(of: view, proposal: ProposedViewSize(width: 300, height: nil))
        let fresh = ComputedLayout(of: chips(FlowLayout()), proposal: ProposedViewSize(width: 300, height: nil))
        for id in ["a", "b", "c", "d"] {
            #expect(computed.frame(of: id) == fresh.frame(of: id), "\(id)")
        }
    }

    /// A host relaid out at new widths keeps the flow node and its cache; frames still follow the width.
    @Test func aHostChangingWidthKeepsFramesConsistent() {
        let host = LayoutHost(rootView: chips(FlowLayout()), proposal: ProposedViewSize(width: 300, height: nil))
        let first = host.layoutIfNeeded()
        host.proposal = ProposedViewSize(width: 150, height: nil)
        let narrow = host.layoutIfNeeded()
        host.proposal = ProposedViewSize(width: 300, height: nil)
        let again = host.layoutIfNeeded()
        #expect(narrow.frame(of: "b") == CGRect(x: 0, y: 38, width: 80, height: 30))
        #expect(again.frame(of: "b") == first.frame(of: "b"))
        #expect(again.frame(of: "d") == CGRect(x: 128, y: 38, width: 60, height: 30))
        // The flow was not measured again for 300: its measurement is cached, and placement reused
        // its arrangement rather than measuring the blocks again.
        #expect(again.statistics.layoutMeasurements == 0)
    }
}

/// Measures its child at 100 wide, then places it with its own proposal.
struct MeasureNarrowPlaceWide: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        _ = subviews.first?.sizeThatFits(ProposedViewSize(width: 100, height: nil))
        return subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        _ = subviews.first?.sizeThatFits(ProposedViewSize(width: 100, height: nil))
        subviews.first?.place(at: bounds.origin, proposal: proposal)
    }
}
