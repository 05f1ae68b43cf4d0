/// Shows the first of its children that fits the proposal on the given axes, else the last,
/// as SwiftUI's `ViewThatFits`.
nonisolated public struct ViewThatFits<Content: View>: View, PrimitiveView {
    let axes: Axis.Set
    let content: Content

    /// The first of the views `content` builds whose ideal size fits the proposal on `axes`; the last one when none fits.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    @MainActor func buildNodes(_ builder: inout GraphBuilder, into nodes: inout [Node]) {
        let node = builder.makeNode(ViewThatFitsRule(axes: axes), content: content, containerAxis: .some(nil))
        if node.children.isEmpty {
            return // nothing to show: like EmptyView
        }
        nodes.append(node)
    }
}

/// `ViewThatFits`: the first child whose ideal size fits the proposal on the constrained axes (its
/// ideal size being its answer for nil on those axes), else the last; the chosen child is proposed
/// the whole proposal, and the container is its size, at its origin
/// (https://developer.apple.com/documentation/swiftui/viewthatfits).
struct ViewThatFitsRule: ViewRule, Equatable {
    var axes: Axis.Set

    var category: ViewKind { .viewThatFits }
    var label: String {
        axes == [.horizontal, .vertical] ? "ViewThatFits" : "ViewThatFits(in: .\(axes == .horizontal ? "horizontal" : "vertical"))"
    }

    /// The index of the child shown for a proposal.
    func chosen(_ p: ProposedViewSize, _ node: NodeContext) -> Int {
        let ideal = ProposedViewSize(width: axes.contains(.horizontal) ? nil : p.width,
                                     height: axes.contains(.vertical) ? nil : p.height)
        for k in 0..<(node.childCount - 1) {
            let size = node.measure(k, ideal)
            let fitsWidth = !axes.contains(.horizontal) || p.width.map { size.width <= $0 } ?? true
            let fitsHeight = !axes.contains(.vertical) || p.height.map { size.height <= $0 } ?? true
            if fitsWidth && fitsHeight { return k }
        }
        return node.childCount - 1
    }

    func sizeThatFits(_ p: ProposedViewSize, _ node: NodeContext) -> CGSize {
        node.measure(chosen(p, node), p)
    }

    func placeChildren(in bounds: CGRect, _ p: ProposedViewSize, _ node: NodeContext) {
        let k = chosen(p, node)
        node.place(k, CGRect(origin: bounds.origin, size: node.measure(k, p)), p)
    }

    /// The union of every child's spacing (any of them may be shown).
    func spacing(_ node: NodeContext) -> ViewSpacing {
        var union = ViewSpacing.zero
        for k in 0..<node.childCount { union.formUnion(node.spacing(k)) }
        return union
    }

    func explicitGuide(_ key: AlignmentKey, _ p: ProposedViewSize, size: CGSize, _ node: NodeContext) -> CGFloat? {
        let k = chosen(p, node)
        return node.explicitGuide(key, of: k, p, size: node.size(k, p))
    }
}
