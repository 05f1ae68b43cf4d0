import Testing
import Layoutshot

/// Apple's `MyEqualWidthHStack` from the sample code of "Composing custom layouts with SwiftUI"
/// (WWDC22), with only `import SwiftUI` replaced.
struct MyEqualWidthHStack: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let maxSize = maxSize(subviews: subviews)
        let spacing = spacing(subviews: subviews)
        let totalSpacing = spacing.reduce(0) { $0 + $1 }
        return CGSize(width: maxSize.width * CGFloat(subviews.count) + totalSpacing, height: maxSize.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        guard !subviews.isEmpty else { return }
        let maxSize = maxSize(subviews: subviews)
        let spacing = spacing(subviews: subviews)
        let placementProposal = ProposedViewSize(width: maxSize.width, height: maxSize.height)
        var nextX = bounds.minX + maxSize.width / 2
        for index in subviews.indices {
            subviews[index].place(at: CGPoint(x: nextX, y: bounds.midY), anchor: .center, proposal: placementProposal)
            nextX += maxSize.width + spacing[index]
        }
    }

    private func maxSize(subviews: Subviews) -> CGSize {
        let subviewSizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let maxSize: CGSize = subviewSizes.reduce(.zero) { currentMax, subviewSize in
            CGSize(width: max(currentMax.width, subviewSize.width), height: max(currentMax.height, subviewSize.height))
        }
        return maxSize
    }

    private func spacing(subviews: Subviews) -> [CGFloat] {
        subviews.indices.map { index in
            guard index < subviews.count - 1 else { return 0 }
            return subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: .horizontal)
        }
    }
}

/// The example from the layout-core issue, computed by hand from the stack rules
/// (FixedAdvanceTextMeasurer: body text advances 8.5 per character, lines are 20.4 tall).
@MainActor
@Suite struct IssueExampleTests {
    let view = VStack(alignment: .leading, spacing: 8) {
        HStack { Text("Title"); Spacer(); Color.blue.frame(width: 24, height: 24).id("badge") }
        MyEqualWidthHStack { ForEach(["One", "Two", "Three"], id: \.self) { Text($0).id($0) } }
    }
    .padding()

    @Test func sizeAndFrames() {
        let computed = ComputedLayout(of: view, proposal: ProposedViewSize(width: 320, height: nil))
        // Padding 16 around a VStack 288 wide: HStack 24 tall (the badge), gap 8, the equal-width row 20.4.
        #expect(computed.size == CGSize(width: 320, height: 16 + 24 + 8 + 20.4 + 16))
        // Title 42.5 wide, the Spacer takes the rest: 288 − 42.5 − 24 = 221.5.
        #expect(computed.frame(of: "badge") == CGRect(x: 16 + 42.5 + 221.5, y: 16, width: 24, height: 24))
        // Equal widths of the widest ("Three", 42.5) with gaps of 8; each text centred in its cell.
        #expect(computed.frame(of: "One") == CGRect(x: 16 + (42.5 - 25.5) / 2, y: 48, width: 25.5, height: 20.4))
        #expect(computed.frame(of: "Three") == CGRect(x: 16 + 2 * (42.5 + 8), y: 48, width: 42.5, height: 20.4))
        #expect(computed.diagnostics.isEmpty)
    }

    @Test func nodesAreDepthFirstWithKindsAndDepths() {
        let computed = ComputedLayout(of: view, proposal: ProposedViewSize(width: 320, height: nil))
        let kinds = computed.nodes.map(\.kind)
        #expect(kinds == [.padding, .vstack, .hstack, .text, .spacer, .frame, .color, .layout, .text, .text, .text])
        #expect(computed.nodes.map(\.depth) == [0, 1, 2, 3, 3, 3, 4, 2, 3, 3, 3])
        #expect(computed.nodes[0].frame == CGRect(origin: .zero, size: computed.size))
        #expect(computed.nodes[7].label == "MyEqualWidthHStack")
        #expect(computed.nodes[5].id == AnyHashable("badge"))
        for node in computed.nodes.dropFirst() {
            #expect(node.parent! < node.index)
        }
    }
}
