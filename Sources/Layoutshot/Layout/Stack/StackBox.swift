/// The box for the built-in HStack and VStack: the same algorithm as `HStackLayout`/`VStackLayout`,
/// held concretely so the engine recognises its stacks and runs them on its flat records, without
/// generic dispatch or `LayoutSubview` proxies.
final class StackBox: AnyLayoutBox {
    let algorithm: StackAlgorithm

    init(_ algorithm: StackAlgorithm) {
        self.algorithm = algorithm
    }

    override var category: ViewKind { algorithm.axis == .horizontal ? .hstack : .vstack }
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
    override func encode(into record: inout NodeRecord) {
        record.op = .stack
        record.axis = algorithm.axis
        record.stackSpacing = algorithm.spacing ?? .nan
        record.stackGuideFraction = algorithm.defaultFraction ?? .nan
    }
}

/// Makes the box for a layout: concrete boxes for the built-in stacks, a generic one otherwise.
func makeLayoutBox<L: Layout>(_ layout: L) -> AnyLayoutBox {
    if let stack = layout as? HStackLayout { return stack.box }
    if let stack = layout as? VStackLayout { return stack.box }
    return LayoutBox(layout)
}
