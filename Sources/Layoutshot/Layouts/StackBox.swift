/// The box for the built-in HStack and VStack: the same algorithm as `HStackLayout`/`VStackLayout`,
/// held concretely so the engine's hottest path runs without generic dispatch (a generic
/// `LayoutBox<L>` reaches its cache and layout through value witnesses; profiling showed that as a
/// fifth of a pass over a deep tree of stacks).
final class StackBox: AnyLayoutBox {
    let algorithm: StackAlgorithm
    let stackLabel: String

    init(_ algorithm: StackAlgorithm, label: String) {
        self.algorithm = algorithm
        self.stackLabel = label
    }

    override var category: ViewKind { algorithm.axis == .horizontal ? .hstack : .vstack }
    override var label: String { stackLabel }
    override var orientation: Axis? { algorithm.axis }
    override var layoutTypeName: String { algorithm.axis == .horizontal ? "HStackLayout" : "VStackLayout" }

    /// The arrangement of the last `sizeThatFits`: placement is almost always for that same
    /// proposal (a view is placed with the proposal it was last measured for), and then it needs no
    /// second distribution. Any change to the children's measurements also re-measures this stack
    /// (invalidation runs up the ancestors), which replaces the memo before placement reads it.
    @exclusivity(unchecked) private var memo: (proposal: ProposedViewSize, slots: [StackAlgorithm.Slot], alignmentLine: CGFloat)?

    override func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
        algorithm.arrange(proposal, subviews) { slots, size, alignmentLine in
            if subviews.startIndex == 0, subviews.endIndex == subviews.owner?.children.count {
                var stored = memo?.slots ?? []
                memo = nil
                stored.removeAll(keepingCapacity: true)
                stored.append(contentsOf: slots)
                memo = (proposal, stored, alignmentLine)
            }
            return size
        }
    }

    override func placeSubviews(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) {
        if let memo, memo.proposal == proposal, subviews.startIndex == 0, memo.slots.count == subviews.count,
           subviews.endIndex == subviews.owner?.children.count {
            memo.slots.withUnsafeBufferPointer { slots in
                algorithm.place(slots, alignmentLine: memo.alignmentLine, in: bounds, proposal, subviews)
            }
        } else {
            algorithm.place(in: bounds, proposal, subviews)
        }
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
}

extension HStackLayout {
    var box: StackBox { StackBox(algorithm, label: label) }
}

extension VStackLayout {
    var box: StackBox { StackBox(algorithm, label: label) }
}

/// Makes the box for a layout: concrete boxes for the built-in stacks, a generic one otherwise.
func makeLayoutBox<L: Layout>(_ layout: L) -> AnyLayoutBox {
    if let stack = layout as? HStackLayout { return stack.box }
    if let stack = layout as? VStackLayout { return stack.box }
    return LayoutBox(layout)
}
