/// What `HStack` and `VStack` share: one view over one stack layout, built into one container node
/// (`StackBox`, run by `StackAlgorithm` over the layout's axis). Each public view only names its
/// layout type and its initialiser's alignment type.
protocol AxisStack: PrimitiveView {
    associatedtype StackLayout: AxisStackLayout
    associatedtype Content: View
    var layout: StackLayout { get }
    var content: Content { get }
}

extension AxisStack {
    func buildNodes(_ builder: inout GraphBuilder, into nodes: inout [Node]) {
        let algorithm = layout.algorithm
        let node = builder.makeNode(StackBox(algorithm), content: content, containerAxis: .some(algorithm.axis))
        node.argumentProblems = StackAlgorithm.spacingProblems(algorithm.spacing)
        nodes.append(node)
    }
}

/// What `HStackLayout` and `VStackLayout` share: one stack algorithm over their axis
/// (`StackAlgorithm`), written once; each public type only names its axis and alignment type.
protocol AxisStackLayout: Layout, BuiltInLayout where Cache == Void {
    var algorithm: StackAlgorithm { get }
}

extension AxisStackLayout {
    /// The box the engine runs this stack with: the concrete `StackBox`, which the engine
    /// recognises and runs on its flat records (`NodeOp.stack`).
    var box: StackBox { StackBox(algorithm) }
}

extension AxisStackLayout {
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        algorithm.size(proposal, subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        algorithm.place(in: bounds, proposal, subviews)
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        algorithm.explicitAlignment(guide.key, in: bounds, proposal, subviews)
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        algorithm.explicitAlignment(guide.key, in: bounds, proposal, subviews)
    }

    var category: ViewKind { algorithm.axis == .horizontal ? .hstack : .vstack }
    var label: String { algorithm.label }

    static func properties(_ axis: Axis) -> LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = axis
        return properties
    }
}

func stackArguments(_ alignment: String?, _ spacing: CGFloat?) -> String {
    var parts: [String] = []
    if let alignment { parts.append("alignment: \(alignment)") }
    if let spacing { parts.append("spacing: \(formatLength(spacing))") }
    return parts.joined(separator: ", ")
}
