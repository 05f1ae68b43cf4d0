/// An overlaying stack as a `Layout`, as SwiftUI's `ZStackLayout`.
///
/// Every child is proposed the stack's proposal; the stack's size is the extent of its
/// highest-priority children aligned on the alignment guides; lower-priority children are then
/// proposed that size. Children are aligned on both guides.
public struct ZStackLayout: Layout, BuiltInLayout, Equatable {
    /// How the subviews are aligned with each other.
    public var alignment: Alignment

    /// An overlaying layout that aligns its subviews on `alignment`.
    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    /// Each child's proposal, size and guide values, and the alignment lines' offsets from the stack's origin.
    private func arrange<R>(_ p: ProposedViewSize, _ subviews: Subviews, _ body: ([(ProposedViewSize, CGSize, CGPoint)], CGSize, CGPoint) -> R) -> R {
        let top = subviews.map(\.priority).max() ?? 0
        var placed: [(ProposedViewSize, CGSize, CGPoint)] = Array(repeating: (p, .zero, .zero), count: subviews.count)
        var low = CGPoint(x: CGFloat.infinity, y: CGFloat.infinity)
        var high = CGPoint(x: -CGFloat.infinity, y: -CGFloat.infinity)
        func measure(_ i: Int, _ proposal: ProposedViewSize) {
            let d = subviews[subviews.startIndex + i].dimensions(in: proposal)
            let guide = CGPoint(x: d[alignment.horizontal], y: d[alignment.vertical])
            placed[i] = (proposal, d.size, guide)
        }
        for i in placed.indices where subviews[subviews.startIndex + i].priority == top {
            measure(i, p)
            let (_, size, guide) = placed[i]
            low.x = Swift.min(low.x, -guide.x)
            low.y = Swift.min(low.y, -guide.y)
            high.x = Swift.max(high.x, size.width - guide.x)
            high.y = Swift.max(high.y, size.height - guide.y)
        }
        var size = subviews.isEmpty ? CGSize.zero : CGSize(width: high.x - low.x, height: high.y - low.y)
        // An infinitely large child (offered ∞ and taking it) makes the stack infinite on that axis.
        if high.x.isNaN || low.x.isNaN || !size.width.isFinite { size.width = .infinity; low.x = 0 }
        if high.y.isNaN || low.y.isNaN || !size.height.isFinite { size.height = .infinity; low.y = 0 }
        for i in placed.indices where subviews[subviews.startIndex + i].priority != top {
            measure(i, ProposedViewSize(size))
        }
        return body(placed, size, subviews.isEmpty ? .zero : CGPoint(x: -low.x, y: -low.y))
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        arrange(proposal, subviews) { _, size, _ in size }
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        arrange(proposal, subviews) { placed, _, line in
            for (i, (childProposal, _, guide)) in placed.enumerated() {
                subviews[subviews.startIndex + i].place(at: CGPoint(x: bounds.minX + line.x - guide.x, y: bounds.minY + line.y - guide.y), anchor: .topLeading, proposal: childProposal)
            }
        }
    }

    var category: ViewKind { .zstack }
    var label: String { alignment == .center ? "ZStack" : "ZStack(alignment: .\(alignment.horizontal)/\(alignment.vertical))" }
}

/// A view that overlays its children, aligned on both axes, as SwiftUI's `ZStack`.
nonisolated public struct ZStack<Content: View>: View, LayoutContainerView {
    let layout: ZStackLayout
    let content: Content

    /// A stack that overlays the views `content` builds, aligned on `alignment`; it is as large as the union of their frames.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.layout = ZStackLayout(alignment: alignment)
        self.content = content()
    }
}
