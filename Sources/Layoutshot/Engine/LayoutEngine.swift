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
    // SAFETY (the six `@exclusivity(unchecked)` below): they drop the runtime exclusivity check
    // from the hot paths. Sound because every access to them is one short statement (`+= 1`, an
    // append, an assignment, a read) that calls no other code while it runs: a user's `Layout` that
    // re-enters the engine (asking a subview's size inside its own `sizeThatFits`) does so between
    // two such accesses, never inside one, so no two accesses overlap. The engine is not
    // `Sendable`: one thread at a time.
    @exclusivity(unchecked) var statistics = LayoutStatistics()
    @exclusivity(unchecked) var diagnostics: [LayoutDiagnostic] = []
    /// Trace entries for the current pass, by slot.
    @exclusivity(unchecked) var traces: [[TraceEntry]] = []
    /// The current pass; a node placed in an earlier one is "not placed yet".
    @exclusivity(unchecked) var pass: Int32 = 0
    /// The slot of the container whose `placeSubviews` is running (placements from elsewhere are diagnosed).
    @exclusivity(unchecked) var placingOwner = -1
    /// Placements captured instead of committed, while computing a default explicit alignment.
    @exclusivity(unchecked) var probes: [[ProbedPlacement]] = []

    /// The tree, flat. The buffers are the store's, borrowed for its life: the hot paths read and
    /// write them without reference counting.
    private(set) var store: NodeStore
    private var buffers: Buffers

    /// The store's buffers.
    ///
    /// SAFETY: borrowed, never owned: `Buffers` is made only from `store` (in `init` and `attach`,
    /// which replace both together), and the engine holds `store` strongly, so the pointers are
    /// valid for as long as the engine can read them. A store is replaced only by
    /// `LayoutTree.update`, between passes.
    struct Buffers {
        var records: UnsafeMutablePointer<NodeRecord>
        var childSlots: UnsafeMutablePointer<Int32>
        var slots: UnsafeMutablePointer<StackAlgorithm.Slot>
        var serviceOrder: UnsafeMutablePointer<Int32>
        var caches: MeasurementCaches
        var spacings: UnsafeMutablePointer<ViewSpacing?>
        var memos: UnsafeMutablePointer<StackMemo>
        var placed: UnsafeMutablePointer<PlacedState>

        init(_ store: NodeStore) {
            records = store.records
            childSlots = store.children
            slots = store.slots
            serviceOrder = store.serviceOrder
            caches = store.caches
            spacings = store.spacings
            memos = store.memos
            placed = store.placement.states
        }
    }

    var records: UnsafeMutablePointer<NodeRecord> { @inline(__always) get { buffers.records } }
    var childSlots: UnsafeMutablePointer<Int32> { @inline(__always) get { buffers.childSlots } }
    var slots: UnsafeMutablePointer<StackAlgorithm.Slot> { @inline(__always) get { buffers.slots } }
    var serviceOrder: UnsafeMutablePointer<Int32> { @inline(__always) get { buffers.serviceOrder } }
    var caches: MeasurementCaches { @inline(__always) get { buffers.caches } }
    var spacings: UnsafeMutablePointer<ViewSpacing?> { @inline(__always) get { buffers.spacings } }
    var memos: UnsafeMutablePointer<StackMemo> { @inline(__always) get { buffers.memos } }
    /// Where the current pass put each node.
    var placed: UnsafeMutablePointer<PlacedState> { @inline(__always) get { buffers.placed } }

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
        let slot = node.slot
        return slot >= 0 && slot < store.count && store.nodes[slot] === node
    }

    /// Takes the store of an updated tree.
    func attach(_ store: NodeStore) {
        self.store = store
        buffers = Buffers(store)
    }

    /// Makes sure the pass about to run writes into buffers no earlier `ComputedLayout` holds.
    func preparePlacementBuffers() {
        if !isKnownUniquelyReferenced(&store.placement) {
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
        }
    }

    /// The node at a slot (for the general paths).
    @inline(__always)
    func node(_ slot: Int) -> Node { store.nodes[slot] }

    /// The slot of a node's `k`-th child.
    @inline(__always)
    func child(_ slot: Int, _ k: Int) -> Int {
        Int(childSlots[Int(records[slot].firstChild) + k])
    }

    /// The slots of children `range` of the node at `owner`.
    ///
    /// SAFETY: a view into the store's `children` (the node's entries are contiguous and
    /// `range` lies within its child count: callers pass a `LayoutSubviews` range). Valid while
    /// the engine holds this store; the built-in layouts use it within one call, during which the
    /// store is not replaced.
    @inline(__always)
    func children(of owner: Int, _ range: Range<Int>) -> UnsafeBufferPointer<Int32> {
        UnsafeBufferPointer(start: childSlots + Int(records[owner].firstChild) + range.lowerBound, count: range.count)
    }

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
        if answersFromCacheQuickly {
            if let cached = caches.answer(slot, p) {
                statistics.cacheHits &+= 1
                return cached
            }
            // A colour or shape seen for the first time (with room for its answer): computed,
            // stored and counted here, without a call.
            if records[slot].op == .greedy && caches.count(slot) < MeasurementCaches.inlineCapacity {
                let size = p.replacingUnspecifiedDimensions()
                _ = caches.store(slot, p, size)
                statistics.measurements &+= 1
                statistics.leafMeasurements &+= 1
                return size
            }
        }
        return measureSlowly(slot, p)
    }

    /// Everything but a quick cache hit: a traced hit, a spilled answer, or a miss, which computes,
    /// validates, stores and counts the answer.
    @inline(never)
    private func measureSlowly(_ slot: Int, _ p: ProposedViewSize) -> CGSize {
        // (The quick path has looked at the inline answers already: only the spill is left.)
        if cachesMeasurements, let cached = answersFromCacheQuickly ? spilledSize(slot, p) : cachedSize(slot, p) {
            statistics.cacheHits &+= 1
            if recordsTrace { traces[slot].append(TraceEntry(proposal: p, size: cached, cached: true)) }
            return cached
        }
        // Colours and shapes, and fixed frames around them, the most common views, without a call.
        let r = records + slot
        var size: CGSize
        switch r.pointee.op {
        case .greedy:
            size = p.replacingUnspecifiedDimensions()
        case .fixedFrame where measureGreedyLeafInFixedFrame(Int(childSlots[Int(r.pointee.firstChild)]), r.pointee.frameSize):
            size = r.pointee.frameSize
        default:
            size = computeSize(slot, p)
        }
        switch r.pointee.op {
        case .greedy, .fixedFrame, .empty:
            // Valid by construction: the (sane) proposal with 10 for nil, a sanitised frame, zero.
            break
        default:
            size = validate(size, of: slot, for: p)
        }
        if cachesMeasurements, !caches.store(slot, p, size) { store.spillAnswer(slot, p, size) }
        count(records[slot].statistic)
        if recordsTrace { traces[slot].append(TraceEntry(proposal: p, size: size, cached: false)) }
        return size
    }

    func measure(_ node: Node, _ p: ProposedViewSize) -> CGSize {
        measure(node.slot, p)
    }

    @inline(__always)
    private func cachedSize(_ slot: Int, _ p: ProposedViewSize) -> CGSize? {
        if let size = caches.answer(slot, p) { return size }
        if caches.isIndependent(slot) { return nil }
        if caches.count(slot) > MeasurementCaches.inlineCapacity { return store.spilledSize(slot, p) }
        return nil
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

    /// The common kinds in closed form on the node's record; the rest by its `NodeKind`.
    private func computeSize(_ slot: Int, _ p: ProposedViewSize) -> CGSize {
        let r = records + slot
        switch r.pointee.op {
        case .greedy:
            // Shapes and colours take whatever they are offered; 10×10 when nothing is offered.
            return p.replacingUnspecifiedDimensions()

        case .spacer:
            // A Spacer grows along its stack's axis from its minimum length (8 by default) and is
            // 0 across it; outside a stack it grows both ways.
            let minimum = r.pointee.spacerMinLength
            switch r.pointee.axis {
            case .horizontal?: return CGSize(width: Swift.max(p.width ?? minimum, minimum), height: 0)
            case .vertical?: return CGSize(width: 0, height: Swift.max(p.height ?? minimum, minimum))
            case nil: return CGSize(width: Swift.max(p.width ?? minimum, minimum), height: Swift.max(p.height ?? minimum, minimum))
            }

        case .empty:
            return .zero

        case .fixedFrame:
            // A fixed frame reports its size and proposes it to its child.
            let size = r.pointee.frameSize
            let child = Int(childSlots[Int(r.pointee.firstChild)])
            if !measureGreedyLeafInFixedFrame(child, size) {
                _ = measure(child, ProposedViewSize(width: size.width, height: size.height))
            }
            return size

        case .padding:
            // Padding proposes the proposal less the insets and adds them to the child's answer.
            let insets = r.pointee.insets
            let horizontal = insets.leading + insets.trailing, vertical = insets.top + insets.bottom
            let child = measure(Int(childSlots[Int(r.pointee.firstChild)]), ProposedViewSize(
                width: p.width.map { Swift.max($0 - horizontal, 0) },
                height: p.height.map { Swift.max($0 - vertical, 0) }))
            return CGSize(width: child.width + horizontal, height: child.height + vertical)

        case .stack:
            return stackAlgorithm(slot).arrange(p, self, owner: slot, range: 0..<Int(r.pointee.childCount), isSane: true).size

        case .general:
            return computeGeneralSize(slot, p)
        }
    }

    /// A colour or shape in a fixed frame (a chip, a cell, a swatch) is only ever asked for the
    /// frame's size: by the frame, when it is measured and placed, and by guide questions through
    /// it. Its answer is that size, and its cache holds at most that one entry, so the question is
    /// answered without computing or validating anything, counted and cached exactly as `measure` would. Returns false
    /// (ask `measure`) when the child is something else, or when tracing or caching is off.
    @inline(__always)
    func measureGreedyLeafInFixedFrame(_ child: Int, _ size: CGSize) -> Bool {
        guard records[child].op == .greedy, cachesMeasurements, !recordsTrace else { return false }
        let p = ProposedViewSize(width: size.width, height: size.height)
        statistics.sizeQueries &+= 1
        // (A colour or shape is never independent of its proposal: `answer` looks at every entry.)
        if caches.answer(child, p) != nil || (caches.count(child) > MeasurementCaches.inlineCapacity && store.spilledSize(child, p) != nil) {
            statistics.cacheHits &+= 1
        } else {
            // (A child kept by a host's update may hold an answer for its old frame's size.)
            if !caches.store(child, p, size) { store.spillAnswer(child, p, size) }
            count(.leaf)
        }
        return true
    }

    /// The algorithm of the stack at `slot`.
    @inline(__always)
    func stackAlgorithm(_ slot: Int) -> StackAlgorithm {
        let r = records + slot
        let spacing = r.pointee.stackSpacing
        let fraction = r.pointee.stackGuideFraction
        return StackAlgorithm(axis: r.pointee.axis ?? .horizontal, alignment: store.stackAlignments[slot], spacing: spacing.isNaN ? nil : spacing,
                              defaultFraction: fraction.isNaN ? nil : fraction)
    }

    @inline(never)
    private func computeGeneralSize(_ slot: Int, _ p: ProposedViewSize) -> CGSize {
        let node = self.node(slot)
        switch node.kind {
        case .layout(let box):
            return box.sizeThatFits(p, LayoutSubviews(owner: node, engine: self))

        case .color, .shape:
            return p.replacingUnspecifiedDimensions()

        case .spacer, .empty:
            // Always answered from the record (see `computeSize`).
            return .zero

        case .text(let text):
            return text.size(for: p, measurer: textMeasurer)

        case .padding(let insets):
            let child = measure(child(slot, 0), paddingProposal(p, insets))
            return CGSize(width: child.width + insets.horizontal, height: child.height + insets.vertical)

        case .frame(let width, let height, _):
            // A fixed dimension reports its value; an unset one passes the proposal through and
            // reports the child's size.
            let child = measure(child(slot, 0), ProposedViewSize(width: width ?? p.width, height: height ?? p.height))
            return CGSize(width: width ?? child.width, height: height ?? child.height)

        case .flexibleFrame(let frame):
            return flexibleFrameSize(frame, slot: slot, p)

        case .fixedSize(let horizontal, let vertical):
            // fixedSize proposes nil (the ideal size) on the fixed axes.
            return measure(child(slot, 0), fixedSizeProposal(p, horizontal, vertical))

        case .alignmentGuide:
            return measure(child(slot, 0), p)

        case .background, .overlay:
            // The decoration never changes the size: it is proposed the content's size when placed.
            return measure(child(slot, 0), p)

        case .viewThatFits(let axes):
            return measure(chosenChild(of: slot, axes: axes, p), p)
        }
    }

    func paddingProposal(_ p: ProposedViewSize, _ insets: EdgeInsets) -> ProposedViewSize {
        ProposedViewSize(
            width: p.width.map { Swift.max($0 - insets.horizontal, 0) },
            height: p.height.map { Swift.max($0 - insets.vertical, 0) })
    }

    func fixedSizeProposal(_ p: ProposedViewSize, _ horizontal: Bool, _ vertical: Bool) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    }

    /// What a flexible frame proposes to its child: the proposal clamped to [min, max] on each
    /// axis, or the ideal value (else nil) when the proposal is nil.
    func flexibleFrameChildProposal(_ f: FlexibleFrame, _ p: ProposedViewSize) -> ProposedViewSize {
        func axis(_ offered: CGFloat?, _ minimum: CGFloat?, _ ideal: CGFloat?, _ maximum: CGFloat?) -> CGFloat? {
            guard var value = offered else { return ideal }
            if let maximum { value = Swift.min(value, maximum) }
            if let minimum { value = Swift.max(value, minimum) }
            return value
        }
        return ProposedViewSize(
            width: axis(p.width, f.minWidth, f.idealWidth, f.maxWidth),
            height: axis(p.height, f.minHeight, f.idealHeight, f.maxHeight))
    }

    /// SwiftUI's flexible frame sizing, per axis: with a nil proposal and an ideal value, the ideal;
    /// with both min and max, the proposal clamped to them; with min only, max(min(proposal, child), min);
    /// with max only, min(max(proposal, child), max); otherwise the child's size. (A nil proposal counts
    /// as the child's size in these formulas.)
    private func flexibleFrameSize(_ f: FlexibleFrame, slot: Int, _ p: ProposedViewSize) -> CGSize {
        let child = measure(self.child(slot, 0), flexibleFrameChildProposal(f, p))
        func axis(_ offered: CGFloat?, _ childLength: CGFloat, _ minimum: CGFloat?, _ ideal: CGFloat?, _ maximum: CGFloat?) -> CGFloat {
            if offered == nil, let ideal { return ideal }
            switch (minimum, maximum) {
            case let (minimum?, maximum?):
                return Swift.max(Swift.min(offered ?? childLength, maximum), minimum)
            case let (minimum?, nil):
                return Swift.max(Swift.min(offered ?? childLength, childLength), minimum)
            case let (nil, maximum?):
                return Swift.min(Swift.max(offered ?? childLength, childLength), maximum)
            case (nil, nil):
                return childLength
            }
        }
        return CGSize(
            width: axis(p.width, child.width, f.minWidth, f.idealWidth, f.maxWidth),
            height: axis(p.height, child.height, f.minHeight, f.idealHeight, f.maxHeight))
    }

    /// `ViewThatFits`: the first child whose ideal size fits the proposal on the constrained axes
    /// (its ideal size being its answer for nil on those axes), else the last.
    func chosenChild(of slot: Int, axes: Axis.Set, _ p: ProposedViewSize) -> Int {
        let ideal = ProposedViewSize(
            width: axes.contains(.horizontal) ? nil : p.width,
            height: axes.contains(.vertical) ? nil : p.height)
        let count = Int(records[slot].childCount)
        for k in 0..<(count - 1) {
            let child = self.child(slot, k)
            let size = measure(child, ideal)
            let fitsWidth = !axes.contains(.horizontal) || p.width.map { size.width <= $0 } ?? true
            let fitsHeight = !axes.contains(.vertical) || p.height.map { size.height <= $0 } ?? true
            if fitsWidth && fitsHeight { return child }
        }
        return child(slot, count - 1)
    }

    // MARK: Spacing

    /// A node's preferred spacing: a Spacer prefers none; containers ask their layout (by default the
    /// union of their subviews'); modifiers pass their content's through; other views prefer the default.
    func spacing(of slot: Int) -> ViewSpacing {
        if let cached = spacings[slot] { return cached }
        let result: ViewSpacing
        let r = records + slot
        switch r.pointee.op {
        case .greedy:
            result = ViewSpacing()
        case .spacer, .empty:
            result = .zero
        case .fixedFrame, .padding:
            result = spacing(of: Int(childSlots[Int(r.pointee.firstChild)]))
        case .stack:
            var union = ViewSpacing.zero
            for child in children(of: slot, 0..<Int(r.pointee.childCount)) { union.formUnion(spacing(of: Int(child))) }
            result = union
        case .general:
            result = generalSpacing(slot)
        }
        spacings[slot] = result
        return result
    }

    func spacing(of node: Node) -> ViewSpacing {
        spacing(of: node.slot)
    }

    private func generalSpacing(_ slot: Int) -> ViewSpacing {
        let node = self.node(slot)
        switch node.kind {
        case .spacer, .empty:
            return .zero
        case .layout(let box):
            return box.spacing(LayoutSubviews(owner: node, engine: self))
        case .padding, .frame, .flexibleFrame, .fixedSize, .alignmentGuide, .background, .overlay:
            return spacing(of: child(slot, 0))
        case .viewThatFits:
            var union = ViewSpacing.zero
            for k in 0..<Int(records[slot].childCount) { union.formUnion(spacing(of: child(slot, k))) }
            return union
        case .color, .shape, .text:
            return ViewSpacing()
        }
    }

    // MARK: Diagnostics

    func diagnose(_ kind: LayoutDiagnostic.Kind, _ node: Node, _ message: String) {
        guard diagnostics.count < 1000 else { return }
        diagnostics.append(LayoutDiagnostic(kind: kind, path: node.path, message: "\(node.label) \(message)"))
    }

    func diagnose(_ kind: LayoutDiagnostic.Kind, _ slot: Int, _ message: String) {
        guard diagnostics.count < 1000 else { return }
        diagnose(kind, node(slot), message)
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
