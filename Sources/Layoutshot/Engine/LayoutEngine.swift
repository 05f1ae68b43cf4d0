/// Measures and places a graph of nodes: the layout conversation between parents and children.
///
/// One engine serves one tree for its whole life (a `ComputedLayout`, a sweep, a `LayoutHost`),
/// so the per-node measurement caches and the user layouts' caches outlive a single pass.
/// The rules each case implements are SwiftUI's, cited where they are implemented.
final class LayoutEngine {
    let textMeasurer: TextMeasurer
    var recordsTrace: Bool {
        didSet { answersFromCacheQuickly = cachesMeasurements && !recordsTrace }
    }
    /// Off only to check that caching changes nothing (every question is then computed afresh).
    var cachesMeasurements = true {
        didSet { answersFromCacheQuickly = cachesMeasurements && !recordsTrace }
    }
    /// Caching on and no trace to record: a cached answer is returned as it is found.
    private(set) var answersFromCacheQuickly: Bool
    /// What the current pass counts and collects (see `PassState`).
    let state = PassState()
    var statistics: LayoutStatistics {
        @inline(__always) get { state.statistics }
        @inline(__always) _modify { yield &state.statistics }
    }
    var diagnostics: [LayoutDiagnostic] {
        get { state.diagnostics }
        _modify { yield &state.diagnostics }
    }
    var traces: TraceLog {
        get { state.traces }
        _modify { yield &state.traces }
    }
    var pass: Int32 {
        @inline(__always) get { state.pass }
        set { state.pass = newValue }
    }
    var placingOwner: Int {
        @inline(__always) get { state.placingOwner }
        set { state.placingOwner = newValue }
    }
    var probes: [[ProbedPlacement]] {
        @inline(__always) get { state.probes }
        _modify { yield &state.probes }
    }

    /// The tree, flat. The engine keeps copies of the store's tables (each a reference to the
    /// store's memory) so that the hot paths read them without going through the store; `attach`
    /// replaces both together, so they always belong to the store the engine holds.
    private(set) var store: NodeStore
    private var buffers: Buffers

    struct Buffers {
        var records: Table<NodeRecord>
        var childSlots: Table<Int32>
        var stacks: StackStates
        var caches: MeasurementCaches
        var placed: PlacementTable
        /// The store's `missMarks` during a pass that may copy placements (`reuse`), else nil.
        var missMarks: Table<Int32>?

        init(_ store: NodeStore) {
            records = store.records
            childSlots = store.children
            stacks = store.stacks
            caches = store.caches
            placed = store.placement.states
        }
    }

    /// During a pass that may copy placements: the previous pass's buffers (still held by its
    /// `ComputedLayout`, and by the store as its spare), that pass's number, and the store's
    /// `reusableEnds()`. See `placeDescendants`.
    struct PlacementReuse {
        let previous: PassBuffers
        let previousPass: Int32
        let ends: Table<Int32>
    }
    private(set) var reuse: PlacementReuse?
    /// How many placements passes have copied from the pass before instead of placing (tests
    /// read it to see that a sweep copies what did not move).
    var copiedPlacements = 0

    var records: Table<NodeRecord> { @inline(__always) get { buffers.records } }
    var childSlots: Table<Int32> { @inline(__always) get { buffers.childSlots } }
    var caches: MeasurementCaches { @inline(__always) get { buffers.caches } }
    /// Where the current pass put each node.
    var placed: PlacementTable { @inline(__always) get { buffers.placed } }

    init(textMeasurer: TextMeasurer, recordsTrace: Bool, store: NodeStore) {
        self.textMeasurer = textMeasurer
        self.recordsTrace = recordsTrace
        self.answersFromCacheQuickly = !recordsTrace
        self.store = store
        self.buffers = Buffers(store)
        link.engine = self
    }

    deinit {
        // Kept subviews find nil from here on (see `EngineLink`).
        link.engine = nil
    }

    /// What the values handed to user code reach the engine through (see `EngineLink`).
    let link = EngineLink()

    /// Whether `node` is in the current tree: a node a host's update removed keeps a stale slot.
    @inline(__always)
    func holds(_ node: Node) -> Bool {
        // (The arenas compared first, without reading the node: a node of another tree's arena
        // is not read here, and its caller holds that arena alive: `Node`.)
        guard node.lives(in: store.arena) else { return false }
        let slot = node.slot
        return slot >= 0 && slot < store.count && store.node(slot) == node
    }

    /// Takes the store of an updated tree.
    func attach(_ store: NodeStore) {
        self.store = store
        buffers = Buffers(store)
    }

    /// Makes sure the pass about to run writes into buffers no earlier `ComputedLayout` holds.
    ///
    /// Returns the previous pass's buffers when they are still held (the pass writes into others).
    @discardableResult
    func preparePlacementBuffers() -> PassBuffers? {
        if isKnownUniquelyReferenced(&store.placement) { return nil }
        let held = store.placement
        var spare = store.sparePlacement
        store.sparePlacement = nil
        if isKnownUniquelyReferenced(&spare), let spare {
            store.placement = spare
        } else {
            store.placement = PassBuffers(count: held.count)
        }
        store.sparePlacement = held
        buffers.placed = store.placement.states
        return held
    }

    /// The node at a slot (for the general paths).
    @inline(__always)
    func node(_ slot: Int) -> Node { store.node(slot) }

    /// The slot of a node's `k`-th child.
    @inline(__always)
    func child(_ slot: Int, _ k: Int) -> Int {
        Int(childSlots[Int(records[slot].firstChild) + k])
    }

    /// The slots of children `range` of the node at `owner` (valid while the engine holds this
    /// store: within one call of a built-in layout).
    @inline(__always)
    func children(of owner: Int, _ range: Range<Int>) -> TableWindow<Int32> {
        store.childWindow(childSlots, of: owner, range)
    }

    /// The parent of a node in the current tree (nil for the root).
    func parent(of node: Node) -> Node? {
        guard holds(node) else { return nil }
        let parent = Int(records[node.slot].parent)
        return parent >= 0 ? self.node(parent) : nil
    }

    /// The context a rule is handed for the node at `slot`.
    @inline(__always)
    func context(_ slot: Int) -> NodeContext { NodeContext(self, slot) }

    // MARK: Proposals

    /// NaN becomes nil (with a diagnostic: it is a bug in the caller), a negative or -∞ dimension 0,
    /// a finite dimension beyond `LayoutLength.maximum` that maximum (with a diagnostic); ∞ stays.
    @inline(__always)
    func sanitize(_ proposal: ProposedViewSize, for slot: Int) -> ProposedViewSize {
        var p = proposal
        if let w = p.width, !(w >= 0) || (w > LayoutLength.maximum && w.isFinite) {
            p.width = sanitizedDimension(w, "width", slot)
        }
        if let h = p.height, !(h >= 0) || (h > LayoutLength.maximum && h.isFinite) {
            p.height = sanitizedDimension(h, "height", slot)
        }
        return p
    }

    @inline(never)
    private func sanitizedDimension(_ value: CGFloat, _ axis: String, _ slot: Int) -> CGFloat? {
        if value.isNaN {
            diagnose(.invalidProposal, slot, "was proposed a NaN \(axis); treated as unspecified (nil)")
            return nil
        }
        if value > LayoutLength.maximum {
            diagnose(.invalidProposal, slot, "was proposed a \(axis) of \(formatLength(value)); clamped to \(formatLength(LayoutLength.maximum))")
            return LayoutLength.maximum
        }
        return 0
    }

    // MARK: Sizes

    /// The node's size for a proposal: from its cache, or computed once and cached.
    func size(of slot: Int, _ proposal: ProposedViewSize) -> CGSize {
        measure(slot, sanitize(proposal, for: slot))
    }

    func size(of node: Node, _ proposal: ProposedViewSize) -> CGSize {
        size(of: node.slot, proposal)
    }

    /// `size(of:_:)` for proposals the engine made itself, which are never NaN or negative
    /// (0, ∞, shares clamped at 0, or dimensions passed through from a sanitised proposal).
    @inline(__always)
    func measure(_ slot: Int, _ p: ProposedViewSize) -> CGSize {
        statistics.sizeQueries &+= 1
        // (A traced pass takes this path too, and records what `measureSlowly` would have.)
        if cachesMeasurements {
            if let cached = caches.answer(slot, p) {
                statistics.cacheHits &+= 1
                if recordsTrace { recordTrace(slot, p, cached, cached: true) }
                return cached
            }
            // A colour or shape seen for the first time (with room for its answer): computed,
            // stored and counted here, without a call.
            if records[slot].op == .greedy && caches.count(slot) < MeasurementCaches.inlineCapacity {
                let size = GreedyLeaf.size(p)
                _ = caches.store(slot, p, size)
                if let marks = buffers.missMarks { markMiss(slot, marks) }
                statistics.measurements &+= 1
                statistics.leafMeasurements &+= 1
                if recordsTrace { recordTrace(slot, p, size, cached: false) }
                return size
            }
        }
        return measureSlowly(slot, p)
    }

    /// Appends to the pass's trace.
    private func recordTrace(_ slot: Int, _ p: ProposedViewSize, _ size: CGSize, cached: Bool) {
        traces.append(slot, p, size, cached: cached)
    }

    /// Everything but a quick cache hit: a spilled answer, or a miss, which computes, validates,
    /// stores and counts the answer.
    @inline(never)
    private func measureSlowly(_ slot: Int, _ p: ProposedViewSize) -> CGSize {
        // (The quick path has looked at the inline answers already: only the spill is left.)
        if cachesMeasurements, let cached = spilledSize(slot, p) {
            statistics.cacheHits &+= 1
            if recordsTrace { recordTrace(slot, p, cached, cached: true) }
            return cached
        }
        if let marks = buffers.missMarks { markMiss(slot, marks) }
        var size = computeSize(slot, p)
        // (An op whose answers are valid by construction is not checked: a colour's or shape's
        // answer is its sane proposal with 10 for nil; a frame's is its sanitised lengths and, on
        // an unset axis, its content's answer, validated, for the same proposal on that axis.)
        if !records[slot].answersAreValid { size = validate(size, of: slot, for: p) }
        if cachesMeasurements, !caches.store(slot, p, size) { store.spillAnswer(slot, p, size) }
        count(records[slot].statistic)
        if recordsTrace { recordTrace(slot, p, size, cached: false) }
        return size
    }

    @inline(__always)
    private func spilledSize(_ slot: Int, _ p: ProposedViewSize) -> CGSize? {
        guard !caches.isIndependent(slot), caches.count(slot) > MeasurementCaches.inlineCapacity else { return nil }
        return store.spilledSize(slot, p)
    }

    @inline(__always)
    private func count(_ kind: StatisticKind) {
        statistics.measurements &+= 1
        switch kind {
        case .leaf: statistics.leafMeasurements &+= 1
        case .text:
            statistics.leafMeasurements &+= 1
            statistics.textMeasurements &+= 1
        case .layout: statistics.layoutMeasurements &+= 1
        case .other: break
        }
    }

    /// A size must be finite, non-negative and within `LayoutLength.maximum`, except that a view may
    /// answer ∞ where it was offered ∞.
    @inline(__always)
    private func validate(_ size: CGSize, of slot: Int, for p: ProposedViewSize) -> CGSize {
        if size.width >= 0, size.height >= 0,
           size.width <= LayoutLength.maximum || (size.width.isInfinite && p.width == .infinity),
           size.height <= LayoutLength.maximum || (size.height.isInfinite && p.height == .infinity) {
            return size
        }
        return repair(size, of: slot, for: p)
    }

    @inline(never)
    private func repair(_ size: CGSize, of slot: Int, for p: ProposedViewSize) -> CGSize {
        func check(_ value: CGFloat, _ offered: CGFloat?, _ axis: String) -> CGFloat {
            if value.isNaN {
                diagnose(.invalidSize, slot, "answered a NaN \(axis) for \(p); used 0")
                return 0
            }
            if value < 0 {
                diagnose(.invalidSize, slot, "answered a negative \(axis) (\(formatLength(value))) for \(p); used 0")
                return 0
            }
            if value.isInfinite && offered != .infinity {
                let replacement = offered ?? 0
                diagnose(.invalidSize, slot, "answered an infinite \(axis) for \(p); used \(formatLength(replacement))")
                return replacement
            }
            if value.isFinite && value > LayoutLength.maximum {
                diagnose(.invalidSize, slot, "answered a \(axis) of \(formatLength(value)) for \(p); clamped to \(formatLength(LayoutLength.maximum))")
                return LayoutLength.maximum
            }
            return value
        }
        return CGSize(width: check(size.width, p.width, "width"), height: check(size.height, p.height, "height"))
    }

    /// The kinds every tree is full of answer from their record, through their rule's own static
    /// functions (`NodeOp`); the rest by asking the node's rule. The engine only dispatches.
    @inline(__always)
    private func computeSize(_ slot: Int, _ p: ProposedViewSize) -> CGSize {
        let r = records[slot]
        switch r.op {
        case .greedy: return GreedyLeaf.size(p)
        case .spacer: return SpacerRule.sizeFromRecord(p, r)
        case .fixedFrame: return FrameRule.sizeFromFixedRecord(p, r, context(slot))
        case .frame: return FrameRule.sizeFromRecord(p, r, context(slot))
        case .padding: return PaddingRule.sizeFromRecord(p, r, context(slot))
        case .stack: return StackBox.sizeFromRecord(p, r, context(slot))
        case .general: return askRule(slot, p)
        }
    }

    @inline(never)
    private func askRule(_ slot: Int, _ p: ProposedViewSize) -> CGSize {
        node(slot).rule.sizeThatFits(p, context(slot))
    }

    /// Notes that `slot` computed an answer in this pass, and so, for `placeDescendants`, every
    /// subtree it is in (its ancestors, up to the first already noted).
    @inline(never)
    private func markMiss(_ slot: Int, _ marks: Table<Int32>) {
        var current = slot
        while current >= 0 && marks[current] != pass {
            marks[current] = pass
            current = Int(records[current].parent)
        }
    }

    /// Starts or ends a pass's copying of placements (`placeDescendants`).
    func setReuse(_ reuse: PlacementReuse?) {
        self.reuse = reuse
        buffers.missMarks = reuse == nil ? nil : store.missMarks
    }

    // MARK: Stack state

    /// The arrangement slots and service order of children `range` of `owner`, which a stack
    /// arranges in place (`StackStates`; taken the first time the owner is arranged).
    @inline(__always)
    func stackWindows(of owner: Int, _ range: Range<Int>) -> (slots: TableWindow<StackAlgorithm.Slot>, order: TableWindow<Int32>) {
        let count = Int(records[owner].childCount)
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "child range out of bounds")
        let whole = buffers.stacks.windows(stackIndex(of: owner), childCount: count)
        return (whole.slots.window(range), whole.order.window(range))
    }

    /// The alignment guide of the stack at `owner` (`NodeOp.stack`: given when the tree is numbered).
    @inline(__always)
    func stackAlignment(of owner: Int) -> AlignmentKey {
        buffers.stacks.entries[Int(records[owner].stackIndex)].alignment
    }

    /// What the stack at `owner` last arranged for the whole of itself (invalid if nothing).
    @inline(__always)
    func stackMemo(of owner: Int) -> StackMemo {
        let index = Int(records[owner].stackIndex)
        return index >= 0 ? buffers.stacks.entries[index].memo : StackMemo()
    }

    @inline(__always)
    func setStackMemo(_ memo: StackMemo, of owner: Int) {
        buffers.stacks.entries[stackIndex(of: owner)].memo = memo
    }

    /// The owner's entry in the stack states, taken for a container whose own layout runs a stack.
    @inline(__always)
    private func stackIndex(of owner: Int) -> Int {
        let index = records[owner].stackIndex
        if index >= 0 { return Int(index) }
        let taken = buffers.stacks.add(alignment: VerticalAlignment.center.key)
        records[owner].stackIndex = taken
        return Int(taken)
    }

    // MARK: Spacing

    /// A node's preferred spacing, asked of its rule once per tree and kept (see `ViewRule.spacing`).
    func spacing(of slot: Int) -> ViewSpacing {
        if let cached = store.keptSpacing(of: slot) { return cached }
        let result = node(slot).rule.spacing(context(slot))
        store.keepSpacing(result, of: slot)
        return result
    }

    func spacing(of node: Node) -> ViewSpacing {
        spacing(of: node.slot)
    }

    // MARK: Diagnostics

    func diagnose(_ kind: LayoutDiagnostic.Kind, _ node: Node, _ message: String) {
        diagnose(kind, node.slot, message)
    }

    func diagnose(_ kind: LayoutDiagnostic.Kind, _ slot: Int, _ message: String) {
        guard diagnostics.count < 1000 else { return }
        diagnostics.append(LayoutDiagnostic(kind: kind, path: store.path(of: slot), message: "\(node(slot).label) \(message)"))
    }

    // MARK: Invalidation

    /// Drops the measurements of the node at `slot` and of its ancestors (whose sizes may depend on it).
    func invalidateMeasurements(from slot: Int) {
        var current = slot
        while current >= 0 {
            store.invalidate(current)
            current = Int(records[current].parent)
        }
    }
}
