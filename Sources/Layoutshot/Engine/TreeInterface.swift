/// The tree as a built-in layout sees it: the narrow interface (children, measure, place,
/// spacing, guides) that `StackAlgorithm`, `FlowLayout`, the lazy grids and `Grid` lay their
/// children out through, as Taffy's layout algorithms see a tree only through its
/// `LayoutPartialTree` trait and never its storage. Nodes are named by their ids (`NodeContext.ID`,
/// the slot the store numbered them with, handed out by `childIDs`); how the engine keeps them
/// (`NodeStore`'s tables, the records, the children's entries) stays behind this interface.
///
/// A layout gets the interface for its container from its subviews (`LayoutSubviews.tree`, nil
/// when they were kept past their layout) or, for the kinds the engine answers from their record,
/// as the `NodeContext` the engine hands their rule.
extension NodeContext {
    /// A node of the tree, as the interface names it.
    typealias ID = Int

    // MARK: Structure

    /// How many children the node `id` has.
    @inline(__always)
    func childCount(of id: ID) -> Int { Int(engine.records[id].childCount) }

    /// The ids of children `range` of this node, in order (valid for the call: a window into the
    /// engine's storage, not a copy).
    @inline(__always)
    func childIDs(_ range: Range<Int>) -> TableWindow<Int32> { engine.children(of: slot, range) }

    /// The ids of children `range` of the node `id` (a grid reads its rows' cells).
    @inline(__always)
    func childIDs(of id: ID, _ range: Range<Int>) -> TableWindow<Int32> { engine.children(of: id, range) }

    /// The id of child `k` of this node, from the record the engine has just read for it (a fast
    /// path's: no second look at the record).
    @inline(__always)
    func child(_ k: Int, of record: NodeRecord) -> ID { Int(engine.childSlots[Int(record.firstChild) + k]) }

    /// The parent of the node `id` (nil for the root).
    func parent(of id: ID) -> ID? {
        let parent = Int(engine.records[id].parent)
        return parent >= 0 ? parent : nil
    }

    /// The node `id` as user code sees it (a `Layout`'s subview, an alignment guide's dimensions).
    func subview(_ id: ID) -> LayoutSubview { LayoutSubview(link: engine.link, node: engine.node(id)) }

    /// The interface for the node `id` (a grid's row reads its grid's arrangement).
    func context(for id: ID) -> NodeContext { NodeContext(engine, id) }

    /// The node `id`'s object (layout boxes, traits).
    func node(_ id: ID) -> Node { engine.node(id) }

    // MARK: Measuring

    /// The node `id`'s size for a proposal the layout made from its own sane one (0, ∞, nil,
    /// shares clamped at 0): straight to the measurement cache.
    @inline(__always)
    func measure(id: ID, _ proposal: ProposedViewSize) -> CGSize { engine.measure(id, proposal) }

    /// The node `id`'s size for any proposal: NaN, negative and too-large lengths are sanitised
    /// (and reported) first, as `LayoutSubview.sizeThatFits` does.
    @inline(__always)
    func size(id: ID, _ proposal: ProposedViewSize) -> CGSize { engine.size(of: id, proposal) }

    /// Child `k`'s size for any proposal (sanitised first).
    func size(_ k: Int, _ proposal: ProposedViewSize) -> CGSize { engine.size(of: child(k), proposal) }

    /// This node's proposal made sane (a user's layout may hand a built-in one anything).
    @inline(__always)
    func sanitize(_ proposal: ProposedViewSize) -> ProposedViewSize { engine.sanitize(proposal, for: slot) }

    /// The node `id`'s preferred spacing.
    @inline(__always)
    func spacing(id: ID) -> ViewSpacing { engine.spacing(of: id) }

    /// The order a stack serves the node `id` in: its layout priority, or −∞ for a `Spacer`
    /// without an explicit one (served after everything else).
    @inline(__always)
    func servicePriority(of id: ID) -> Double {
        let record = engine.records[id]
        return record.servedLast ? -.infinity : record.priority
    }

    // MARK: Guides

    /// Whether anything in the node `id`'s subtree sets an explicit guide (false: every guide is
    /// its built-in default).
    @inline(__always)
    func hasExplicitGuides(_ id: ID) -> Bool { !engine.records[id].guideMask.isEmpty }

    /// Whether anything below this node sets an explicit guide.
    @inline(__always)
    var childrenHaveExplicitGuides: Bool { !engine.records[slot].guideMask.isEmpty }

    /// Whether the node `id`'s subtree may set `key`.
    func mayHaveExplicitGuide(_ id: ID, _ key: AlignmentKey) -> Bool { engine.node(id).mayHaveExplicitGuide(key) }

    /// The node `id`'s explicit value for a guide, measured for `proposal` at `size`, or nil.
    func explicitGuide(_ key: AlignmentKey, id: ID, _ proposal: ProposedViewSize, size: CGSize) -> CGFloat? {
        engine.explicitGuide(key, of: id, proposal: proposal, size: size)
    }

    // MARK: Placing

    /// What places children the layout has just measured (see `LayoutEngine.ArrangedPlacer`).
    @inline(__always)
    func arrangedPlacer() -> LayoutEngine.ArrangedPlacer { LayoutEngine.ArrangedPlacer(engine, owner: slot) }

    /// Puts the node `id` at `position`, sized `size`, which is its answer to `proposal` in the
    /// arrangement the layout has just made.
    @inline(__always)
    func place(id: ID, at position: CGPoint, size: CGSize, proposal: ProposedViewSize, with placer: LayoutEngine.ArrangedPlacer) {
        placer.place(id, at: position, size: size, proposal: proposal, in: engine)
    }

    /// Puts the node `id` at `frame`, placed with `proposal` (sane: one the layout made).
    @inline(__always)
    func place(id: ID, _ frame: CGRect, _ proposal: ProposedViewSize) { engine.commit(id, frame, proposal) }

    /// Puts the node `id`'s `anchor` at `position`, measured for any proposal (checked and
    /// sanitised, as `LayoutSubview.place` does).
    func place(id: ID, at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
        engine.place(id, at: position, anchor: anchor, proposal: proposal)
    }

    /// Runs `body`, which places this node's children, as their owner (placements from anywhere
    /// else are diagnosed; an `ArrangedPlacer` made inside places without asking again).
    @inline(__always)
    func placingChildren(_ body: () -> Void) { engine.placingChildren(of: slot, body) }

    /// The proposal the node `id` was placed with in this pass (a grid's rows read their grid's).
    func placedProposal(of id: ID) -> ProposedViewSize { engine.placed[id].proposal }

    /// The frame the node `id` was placed at in this pass.
    func placedFrame(of id: ID) -> CGRect { engine.placed[id].frame }

    // MARK: A stack's scratch space

    /// The arrangement slots and service order of children `range` of this node, which a stack
    /// arranges in place (kept by the engine per stack: `StackStates`).
    @inline(__always)
    func stackWindows(_ range: Range<Int>) -> (slots: TableWindow<StackAlgorithm.Slot>, order: TableWindow<Int32>) {
        engine.stackWindows(of: slot, range)
    }

    /// This stack's alignment guide across its axis (an `HStack`'s or `VStack`'s, kept with its state).
    @inline(__always)
    var stackAlignment: AlignmentKey { engine.stackAlignment(of: slot) }

    /// What this stack last arranged for the whole of itself.
    @inline(__always)
    var stackMemo: StackMemo {
        get { engine.stackMemo(of: slot) }
        nonmutating set { engine.setStackMemo(newValue, of: slot) }
    }
}

extension LayoutSubviews {
    /// The tree interface for the subviews' container, while its engine lives and it is still in
    /// its tree; nil otherwise (built-in layouts handed kept subviews answer their empty defaults).
    @inline(__always)
    var tree: NodeContext? {
        guard let engine, let owner else { return nil }
        return NodeContext(engine, owner.slot)
    }
}
