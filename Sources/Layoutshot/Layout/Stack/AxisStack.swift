/// What `HStack` and `VStack` share: one view over one stack layout, built into one container node
/// (`StackBox`, run by `StackAlgorithm` over the layout's axis). Each public view only names its
/// layout type and its initialiser's alignment type, and calls this from its `buildNodes`.
///
/// (A function generic over the layout, not a protocol extension both views share: the
/// extension's method, reached through the primitive-view conformance, needs the generic view's
/// conformance to the shared protocol, which the runtime instantiates for every stack built,
/// about 100 instructions; `VStackLayout`'s conformance here is static. `content` is passed
/// borrowed, as the stored property it is, not copied through a protocol getter.)
/// (Inlined into each stack's `buildNodes`: the build recurses through here for every stack, and
/// each frame fewer is a return fewer to predict, `Benchmarks/PROFILE.md`.)
@inline(__always)
@MainActor func buildAxisStack<StackLayout: AxisStackLayout, Content: View>(
    _ layout: StackLayout, content: Content, _ builder: inout GraphBuilder, into nodes: inout [Node]
) {
    let algorithm = layout.algorithm
    let node = builder.makeNode(StackBox(algorithm), content: content, containerAxis: .some(algorithm.axis))
    // The spacing as written: the algorithm's is sanitised already, and what was changed is reported.
    node.argumentProblems = StackAlgorithm.spacingProblems(layout.spacing)
    nodes.append(node)
}

/// What `HStackLayout` and `VStackLayout` share: one stack algorithm over their axis
/// (`StackAlgorithm`), written once; each public type only names its axis and alignment type.
protocol AxisStackLayout: Layout, BuiltInLayout where Cache == Void {
    /// The spacing as written (`algorithm` holds it sanitised).
    var spacing: CGFloat? { get }
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

/// The box for the built-in HStack and VStack: the same algorithm as `HStackLayout`/`VStackLayout`,
/// held concretely so the engine recognises its stacks and runs them on its flat records, without
/// generic dispatch or `LayoutSubview` proxies.
final class StackBox: AnyLayoutBox {
    let algorithm: StackAlgorithm

    init(_ algorithm: StackAlgorithm) {
        self.algorithm = algorithm
    }

    override var category: ViewKind { algorithm.axis == .horizontal ? .hstack : .vstack }
    override var stateAlignment: AlignmentKey? { algorithm.alignment }
    /// Made when asked (diagrams, outlines, diagnostics), not for every stack built.
    override var label: String { algorithm.label }
    override var orientation: Axis? { algorithm.axis }
    override var layoutTypeName: String { algorithm.axis == .horizontal ? "HStackLayout" : "VStackLayout" }

    // The engine sizes and places its stack nodes itself (`NodeOp.stack`), with the arrangement
    // kept in the node's slots; these serve the general paths (guides, `AnyLayout` wrappers).
    override func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
        algorithm.size(proposal, subviews)
    }

    override func placeSubviews(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) {
        algorithm.place(in: bounds, proposal, subviews)
    }

    override func spacing(_ subviews: LayoutSubviews) -> ViewSpacing {
        var result = ViewSpacing.zero
        for subview in subviews { result.formUnion(subview.spacing) }
        return result
    }

    override func explicitAlignment(_ key: AlignmentKey, in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGFloat? {
        algorithm.explicitAlignment(key, in: bounds, proposal, subviews)
    }

    override func hasSameLayout(as other: AnyLayoutBox) -> Bool {
        guard let other = other as? StackBox else { return false }
        return algorithm.axis == other.algorithm.axis && algorithm.alignment == other.algorithm.alignment && algorithm.spacing == other.algorithm.spacing
    }

    override func adoptCache(from other: AnyLayoutBox) -> Bool { false }

    /// The engine sizes and places its stacks from their record (`NodeOp.stack`).
    override func encode(into record: inout NodeRecord, for node: Node) {
        record.op = .stack
        record.axis = algorithm.axis
        record.stackSpacing = algorithm.spacing ?? .nan
        record.stackGuideFraction = algorithm.defaultFraction ?? .nan
    }

    /// The alignment a stack node's state keeps (given when the tree is numbered), or nil for a
    /// node that is not an `HStack`/`VStack`.
    static func stateAlignment(of node: Node) -> AlignmentKey? {
        node.withRule { rule in rule.stateAlignment }
    }

    // MARK: The fast path (`NodeOp.stack`)

    /// The algorithm of a stack node, from its record and state.
    @inline(__always)
    static func algorithm(_ r: NodeRecord, _ node: NodeContext) -> StackAlgorithm {
        let spacing = r.stackSpacing, fraction = r.stackGuideFraction
        return StackAlgorithm(axis: r.axis ?? .horizontal, alignment: node.stackAlignment,
                              spacing: spacing.isNaN ? nil : spacing, defaultFraction: fraction.isNaN ? nil : fraction)
    }

    /// A stack node's size for a (sane) proposal: its children arranged in its slots.
    @inline(__always)
    static func sizeFromRecord(_ p: ProposedViewSize, _ r: NodeRecord, _ node: NodeContext) -> CGSize {
        algorithm(r, node).arrange(p, node, range: 0..<Int(r.childCount), isSane: true).size
    }

    /// Places a stack node's children from the arrangement it made when it was measured for the
    /// same proposal (its memo), or arranges them again.
    static func placeFromRecord(in bounds: CGRect, _ p: ProposedViewSize, _ r: NodeRecord, _ node: NodeContext) {
        let count = Int(r.childCount)
        let algorithm = algorithm(r, node)
        let memo = node.stackMemo
        let alignmentLine = memo.isValid && memo.proposal == p
            ? memo.alignmentLine
            : algorithm.arrange(p, node, range: 0..<count, isSane: true).alignmentLine
        node.placingChildren {
            algorithm.place(alignmentLine: alignmentLine, in: bounds, p, node, range: 0..<count)
        }
    }
}

extension NodeRecord {
    /// `.stack`: the explicit spacing, NaN when unset (each neighbour pair's preference then).
    var stackSpacing: CGFloat {
        @inline(__always) get { p0 }
        set { p0 = newValue }
    }
    /// `.stack`: the default fraction of its alignment guide across the axis, NaN for a custom guide.
    var stackGuideFraction: CGFloat {
        @inline(__always) get { p1 }
        set { p1 = newValue }
    }
}

/// Makes the box for a layout: concrete boxes for the built-in stacks, a generic one otherwise.
func makeLayoutBox<L: Layout>(_ layout: L) -> AnyLayoutBox {
    if let stack = layout as? HStackLayout { return stack.box }
    if let stack = layout as? VStackLayout { return stack.box }
    return LayoutBox(layout)
}
