import Foundation
import Testing
@testable import Layoutshot

/// A pass after another on the same tree, whose result is still held (a sweep), copies the
/// placements of a subtree of stacks, padding, frames and colours that is placed with the same
/// frame and proposal as before, instead of placing it again (`LayoutEngine.placeDescendants`).
/// What it copies must be exactly what placing would have given, and be counted exactly as
/// placing would count it.
@MainActor
@Suite struct PlacementReuseTests {
    /// Stacks alternating H and V, each padded by 1, over 10×10 framed colours: rigid, so it is
    /// as large at every proposal.
    static func rigid(depth: Int, _ tag: String) -> AnyView {
        guard depth > 0 else { return AnyView(Color.red.frame(width: 10, height: 10)) }
        let children = ForEach(0..<3, id: \.self) { _ in rigid(depth: depth - 1, tag) }
        return depth % 2 == 0
            ? AnyView(HStack(alignment: .top, spacing: 2) { children }.padding(1))
            : AnyView(VStack(alignment: .leading, spacing: 2) { children }.padding(1))
    }

    /// A rigid block in a frame 150 wide, which proposes it the same at every width (so it stays
    /// where it is), a greedy colour that takes the width left over, and a rigid block after it,
    /// which moves with the colour's width.
    static var view: some View {
        VStack(alignment: .leading, spacing: 4) {
            rigid(depth: 4, "still").id("still").frame(width: 150)
            HStack(spacing: 0) {
                Color.blue.frame(minWidth: 0)
                rigid(depth: 3, "moving").id("moving")
            }
        }
    }

    static let widths: [CGFloat] = [200, 260, 320, 260, 90]

    func separate<V: View>(_ view: V, _ widths: [CGFloat]) -> [ComputedLayout] {
        widths.map { ComputedLayout(of: view, proposal: ProposedViewSize(width: $0, height: nil), recordsTrace: true) }
    }

    @Test func aSweepCopiesWhatDidNotMoveAndPlacesWhatDid() throws {
        let quick = ComputedLayout.sweep(of: Self.view, widths: Self.widths, recordsTrace: false)
        let traced = ComputedLayout.sweep(of: Self.view, widths: Self.widths, recordsTrace: true)
        let fresh = separate(Self.view, Self.widths)
        for (index, (q, (t, f))) in zip(quick, zip(traced, fresh)).enumerated() {
            #expect(q.nodes.map(\.frame) == f.nodes.map(\.frame), "width \(Self.widths[index])")
            #expect(q.nodes.map(\.proposal) == f.nodes.map(\.proposal), "width \(Self.widths[index])")
            #expect(q.statistics == t.statistics, "width \(Self.widths[index]): \(q.statistics) vs \(t.statistics)")
        }
        // The still block is copied, the moving one is not: it moved.
        let still = try #require(quick[1].node(withID: "still"))
        let moving = try #require(quick[1].node(withID: "moving"))
        #expect(quick[0].frame(of: "still") == quick[1].frame(of: "still"))
        #expect(quick[0].frame(of: "moving") != quick[1].frame(of: "moving"))
        #expect(quick[0].nodes.count == quick[1].nodes.count && still.index < moving.index)
        // Each later width copies the views below the still block (it has 3 + 9 + 27 + 81 views
        // below its padding, and the padding's stack below that): 4 widths of 2 × 121 - 1.
        let engine = quick[0].storage.tree.engine
        #expect(engine.copiedPlacements == 4 * (2 * 121 - 1))
        // Traced layouts record every question, so they copy nothing.
        #expect(traced[0].storage.tree.engine.copiedPlacements == 0)
    }

    /// Measures its subview for the proposed width but places it with the unspecified proposal: at
    /// each new width the subview is asked something new (and arranges for it), then placed with
    /// the same frame and proposal as before. Placing it again re-arranges it for that proposal;
    /// copying it would count differently (two questions fewer a width: this test fails when the
    /// engine ignores what was asked in the pass), so it is placed.
    struct MeasureWideThenPlaceIdeal: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            _ = subviews[0].sizeThatFits(ProposedViewSize(width: proposal.width, height: nil))
            return subviews[0].sizeThatFits(.unspecified)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            subviews[0].place(at: bounds.origin, proposal: .unspecified)
        }
    }

    @Test func aSubtreeAskedSomethingNewIsPlacedAgain() {
        // The stack's width follows its proposal (the colour is as wide as it is offered), so it
        // is not answered from one size for every proposal: each new width is a new question.
        let view = MeasureWideThenPlaceIdeal {
            VStack(spacing: 2) {
                Self.rigid(depth: 2, "inner")
                Color.green.frame(height: 10)
            }
            .padding(1)
        }
        let widths: [CGFloat] = [100, 150, 200, 150]
        let quick = ComputedLayout.sweep(of: view, widths: widths, recordsTrace: false)
        let traced = ComputedLayout.sweep(of: view, widths: widths, recordsTrace: true)
        let fresh = separate(view, widths)
        for (index, (q, (t, f))) in zip(quick, zip(traced, fresh)).enumerated() {
            #expect(q.nodes.map(\.frame) == f.nodes.map(\.frame), "width \(widths[index])")
            #expect(q.statistics == t.statistics, "width \(widths[index]): \(q.statistics) vs \(t.statistics)")
        }
        // (The rigid block inside is asked nothing new, and is copied.)
        #expect(quick[0].storage.tree.engine.copiedPlacements > 0)
    }

    /// A host keeps its last layout, so its next pass copies from it too, whether or not the
    /// caller keeps the layouts; its frames are those of fresh layouts.
    @Test func aHostCopiesFromItsLastLayout() {
        let host = LayoutHost(rootView: Self.view, proposal: ProposedViewSize(width: Self.widths[0], height: nil), recordsTrace: false)
        for width in Self.widths {
            host.proposal = ProposedViewSize(width: width, height: nil)
            let frames = host.layoutIfNeeded().nodes.map(\.frame)
            #expect(frames == separate(Self.view, [width])[0].nodes.map(\.frame))
        }
        #expect(host.layoutIfNeeded().storage.tree.engine.copiedPlacements == 4 * (2 * 121 - 1))
    }
}
