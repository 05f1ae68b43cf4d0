import Testing
import Layoutshot

/// ViewThatFits: the first child whose ideal size fits the proposal on the constrained axes, else
/// the last (Apple's documentation of `ViewThatFits`).
@MainActor
@Suite struct ViewThatFitsTests {
    var labels: some View {
        ViewThatFits {
            Text("Add to favourites").id("long")   // 17 × 8.5 = 144.5
            Text("Favourite").id("medium")         // 9 × 8.5 = 76.5
            Text("Fav").id("short")                // 25.5
        }
    }

    @Test(arguments: [
        // (proposed width, chosen child, its width): the first whose ideal width fits; below every
        // ideal width, the last, which is proposed the width and wraps inside its word.
        (200.0, "long", 144.5), (144.5, "long", 144.5), (144, "medium", 76.5), (76.5, "medium", 76.5),
        (76, "short", 25.5), (20, "short", 17),
    ] as [(CGFloat, String, CGFloat)])
    func theFirstChildThatFitsIsShown(width: CGFloat, chosen: String, chosenWidth: CGFloat) {
        let computed = ComputedLayout(of: labels, proposal: ProposedViewSize(width: width, height: 100))
        let placed = ["long", "medium", "short"].filter { computed.frame(of: $0) != nil }
        #expect(placed == [chosen])
        #expect(close(computed.frame(of: chosen)?.width, chosenWidth))
        #expect(close(computed.size.width, chosenWidth))
        // The others are not placed, and that is not a problem worth a diagnostic.
        #expect(computed.diagnostics.isEmpty)
        #expect(computed.nodes[0].kind == .viewThatFits)
    }

    @Test func theLastChildWrapsWhenNothingFits() {
        let computed = ComputedLayout(of: labels, proposal: ProposedViewSize(width: 20, height: nil))
        // "Fav" at 20: one character per line where two don't fit (17 ≤ 20 < 25.5): "Fa" / "v".
        #expect(close(computed.frame(of: "short"), CGRect(x: 0, y: 0, width: 17, height: 2 * lineHeight)))
    }

    @Test func anUnspecifiedProposalFitsTheFirstChild() {
        let computed = ComputedLayout(of: labels, proposal: .unspecified)
        #expect(computed.frame(of: "long") != nil)
        #expect(computed.frame(of: "medium") == nil)
    }

    @Test func onlyTheConstrainedAxesCount() {
        let view = ViewThatFits(in: .vertical) {
            block(500, 100, "tall")
            block(500, 50, "short")
        }
        // Width is not constrained: 500 > 80 doesn't matter; height 100 > 80 does.
        let computed = ComputedLayout(of: view, proposal: ProposedViewSize(width: 80, height: 80))
        #expect(computed.frame(of: "tall") == nil)
        #expect(computed.frame(of: "short") == CGRect(x: 0, y: 0, width: 500, height: 50))
        let roomy = ComputedLayout(of: view, proposal: ProposedViewSize(width: 80, height: 100))
        #expect(roomy.frame(of: "tall") == CGRect(x: 0, y: 0, width: 500, height: 100))

        let horizontal = ViewThatFits(in: .horizontal) { block(60, 500, "narrow"); block(10, 10, "fallback") }
        let h = ComputedLayout(of: horizontal, proposal: ProposedViewSize(width: 80, height: 80))
        #expect(h.frame(of: "narrow") == CGRect(x: 0, y: 0, width: 60, height: 500))
    }

    @Test func bothAxesMustFitByDefault() {
        let view = ViewThatFits { block(50, 200, "a"); block(200, 50, "b"); block(20, 20, "c") }
        let computed = ComputedLayout(of: view, proposal: ProposedViewSize(width: 100, height: 100))
        // a is too tall, b too wide: c.
        #expect(computed.frame(of: "c") == CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(computed.frame(of: "a") == nil && computed.frame(of: "b") == nil)
    }

    @Test func theChosenChildIsProposedTheRealProposalNotItsIdeal() {
        // The frame's ideal width is its child's (10) and fits 100; shown, it takes up to 50 of 100.
        let view = ViewThatFits { Color.blue.frame(maxWidth: 50).id("flexible"); Text("fallback") }
        let computed = ComputedLayout(of: view, proposal: ProposedViewSize(width: 100, height: 30))
        #expect(computed.frame(of: "flexible") == CGRect(x: 0, y: 0, width: 50, height: 30))
        #expect(computed.node(withID: "flexible")?.proposal == ProposedViewSize(width: 100, height: 30))
    }

    @Test func aSingleChildIsAlwaysShown() {
        let computed = ComputedLayout(of: ViewThatFits { block(500, 500, "only") }, proposal: ProposedViewSize(width: 10, height: 10))
        #expect(computed.frame(of: "only") == CGRect(x: 0, y: 0, width: 500, height: 500))
    }

    @Test func inAStackTheChoiceFollowsTheOfferedWidth() {
        // The HStack measures the ViewThatFits at 0 ("Fav", 8.5) and ∞ ("Add to favourites", 144.5),
        // serves the rigid block first, then offers the ViewThatFits the rest; the shown child follows
        // that final offer.
        let view = HStack(spacing: 0) {
            block(100, 20, "fixed")
            labels
        }
        let computed = ComputedLayout(of: view, proposal: ProposedViewSize(width: 200, height: nil))
        // The block is rigid; the ViewThatFits gets the remaining 100: "Favourite" (76.5) fits.
        #expect(computed.frame(of: "medium")?.minX == 100)
        #expect(computed.frame(of: "long") == nil)
    }
}
