/// Colours and shapes take whatever they are offered, and 10 on an axis where nothing is
/// (`ProposedViewSize.replacingUnspecifiedDimensions()`; Apple's documentation of `Shape`: "a
/// shape fills the space offered"). The engine's fast path (`NodeOp.greedy`) calls `size`.
struct GreedyLeaf: ViewRule {
    /// A colour's value is its node's `foreground` (which the view sets): the rule stays small
    /// enough to be kept in place, where a colour in it would need a box of its own per view.
    enum Content { case color, shape(ShapeKind) }
    let content: Content

    var category: ViewKind {
        if case .color = content { return .color }
        return .shape
    }

    var label: String {
        switch content {
        case .color: return Color.clear.description
        case .shape(let shape): return shape.label
        }
    }

    func label(of node: Node) -> String {
        if case .color = content { return (node.foreground ?? .clear).description }
        return label
    }

    func encode(into record: inout NodeRecord, for node: Node) {
        record.op = .greedy
        record.answersAreValid = true
    }

    @inline(__always)
    static func size(_ p: ProposedViewSize) -> CGSize { p.replacingUnspecifiedDimensions() }

    func sizeThatFits(_ p: ProposedViewSize, _ node: NodeContext) -> CGSize { Self.size(p) }

    func describesSame(as other: any ViewRule) -> Bool {
        guard let other = other as? GreedyLeaf else { return false }
        // (A colour's value is in the nodes' styles, which are compared with them.)
        switch (content, other.content) {
        case (.color, .color): return true
        case let (.shape(a), .shape(b)): return a == b
        default: return false
        }
    }

    func content(_ node: Node, proposal: ProposedViewSize, measurer: TextMeasurer) -> LayoutNode.Content {
        switch content {
        case .color: return .color(node.foreground ?? .clear)
        case .shape(let shape): return .shape(shape)
        }
    }
}
