/// What a container arranged by `StackAlgorithm` keeps between measuring and placing: the stack's
/// alignment, the arrangement it last computed for the whole of itself (`StackMemo`), and one
/// arrangement slot and one service-order entry per child, in which it arranges its children in
/// place.
///
/// Only stacks have one: an `HStack`/`VStack` (`NodeOp.stack`, given one when the tree is
/// numbered, with its alignment) and a container whose own layout runs a stack over its subviews
/// (a custom `Layout` calling `HStackLayout`, `AnyLayout`), given one the first time it is
/// arranged. A node's `NodeRecord.stackIndex` says which; the slots are taken from arenas the
/// first time the stack is arranged. A tree of modifiers and leaves pays nothing for them.
/// Released with the owning `NodeStore`.
struct StackStates {
    struct Entry {
        /// The stack's alignment guide across its axis (`NodeOp.stack`; unused otherwise).
        var alignment: AlignmentKey
        var memo = StackMemo()
        /// One per child (nil until the stack is first arranged).
        var slots: TableWindow<StackAlgorithm.Slot>? = nil
        var order: TableWindow<Int32>? = nil
    }

    let entries: Pool<Entry>
    private let slotRuns: Arena<StackAlgorithm.Slot>
    private let orderRuns: Arena<Int32>

    /// Room for `capacity` stacks before the entries grow.
    init(capacity: Int) {
        entries = Pool(capacity: capacity)
        slotRuns = Arena()
        orderRuns = Arena()
    }

    func release() {
        entries.release()
        slotRuns.release()
        orderRuns.release()
    }

    /// A new entry, for a stack with `alignment`; its index.
    func add(alignment: AlignmentKey) -> Int32 {
        Int32(entries.append(Entry(alignment: alignment)))
    }

    /// The slots and service order of entry `index`, for `childCount` children, taken on first use.
    @inline(__always)
    func windows(_ index: Int, childCount: Int) -> (slots: TableWindow<StackAlgorithm.Slot>, order: TableWindow<Int32>) {
        if let slots = entries[index].slots, let order = entries[index].order { return (slots, order) }
        return takeWindows(index, childCount: childCount)
    }

    @inline(never)
    private func takeWindows(_ index: Int, childCount: Int) -> (slots: TableWindow<StackAlgorithm.Slot>, order: TableWindow<Int32>) {
        let slots = slotRuns.take(childCount, StackAlgorithm.Slot())
        let order = orderRuns.take(childCount, 0)
        entries[index].slots = slots
        entries[index].order = order
        return (slots, order)
    }
}
/// The arrangement a stack last computed for itself, kept in its `StackStates` entry with its
/// slots: placement is almost always for the proposal the stack was last measured for, and then
/// it needs no second distribution.
struct StackMemo {
    var proposal = ProposedViewSize.unspecified
    var alignmentLine: CGFloat = 0
    var isValid = false
}

