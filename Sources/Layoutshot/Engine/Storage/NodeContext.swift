/// What a `ViewRule` is handed for one call: its node and, by index, the node's children (0 is a
/// modifier's content). The small interface every rule lays its children out through: measure,
/// spacing, guides, place.
struct NodeContext {
    // SAFETY: `unowned(unsafe)`, so that the hot paths (padding, frames, spacers, answered through
    // their rules on every measurement) count no references. Sound because a context is made only
    // by the engine (`LayoutEngine.context(_:)`) for the call it is running and passed down as an
    // argument: `ViewRule` is internal, and no rule stores a context or lets it escape, so the
    // engine outlives every context. A user's `Layout` never sees one: it gets `LayoutSubviews`,
    // which reach the engine through `EngineLink` and are safe to keep.
    let engine: LayoutEngine
    let slot: Int

    @inline(__always)
    init(_ engine: LayoutEngine, _ slot: Int) {
        self.engine = engine
        self.slot = slot
    }

    /// The node (for the general paths: layout boxes, guide caches, labels).
    var node: Node { engine.node(slot) }
    var childCount: Int { Int(engine.records[slot].childCount) }
    /// The slot of child `k`.
    @inline(__always)
    func child(_ k: Int) -> Int { engine.child(slot, k) }

    /// Child `k`'s size for a proposal the rule made from its own (sane) proposal.
    @inline(__always)
    func measure(_ k: Int, _ proposal: ProposedViewSize) -> CGSize { engine.measure(child(k), proposal) }

    /// Child `k`'s preferred spacing.
    func spacing(_ k: Int) -> ViewSpacing { engine.spacing(of: child(k)) }

    /// Puts child `k` at `frame`, placed with `proposal`.
    @inline(__always)
    func place(_ k: Int, _ frame: CGRect, _ proposal: ProposedViewSize) { engine.commit(child(k), frame, proposal) }

    /// Measures child `k` for `proposal` and puts it in `bounds` on `alignment` (its explicit guides
    /// against the box's defaults).
    func placeAligned(_ k: Int, _ proposal: ProposedViewSize, in bounds: CGRect, _ alignment: Alignment) {
        engine.placeAligned(child(k), proposal, in: bounds, alignment)
    }

    /// Child `k`'s explicit value for a guide, measured for `proposal` at `size`.
    func explicitGuide(_ key: AlignmentKey, of k: Int, _ proposal: ProposedViewSize, size: CGSize) -> CGFloat? {
        engine.explicitGuide(key, of: child(k), proposal: proposal, size: size)
    }

    /// Child `k`'s explicit value for a guide where the child sits when aligned on `alignment` in a
    /// box of `boxSize` (frames), or nil.
    func alignedGuide(_ key: AlignmentKey, of k: Int, _ proposal: ProposedViewSize, boxSize: CGSize, _ alignment: Alignment) -> CGFloat? {
        let child = child(k)
        let childSize = engine.size(of: child, proposal)
        guard let value = engine.explicitGuide(key, of: child, proposal: proposal, size: childSize) else { return nil }
        let offset = engine.alignedOffset(child, proposal, childSize: childSize, in: boxSize, alignment)
        return value + (key.axis == .horizontal ? offset.x : offset.y)
    }

    /// Child `k`'s dimensions (size and guides) for a proposal, as an `alignmentGuide` closure sees them.
    func dimensions(of k: Int, _ proposal: ProposedViewSize) -> ViewDimensions {
        let child = child(k)
        return ViewDimensions(size: engine.size(of: child, proposal), source: GuideSource(engine: engine, node: engine.node(child), proposal: proposal))
    }

    /// The children as a user's `Layout` sees them.
    var subviews: LayoutSubviews { LayoutSubviews(owner: node, engine: engine) }
    var textMeasurer: TextMeasurer { engine.textMeasurer }
    /// False only when a test checks that caching changes nothing.
    var cachesMeasurements: Bool { engine.cachesMeasurements }

    /// Reports a problem with this node.
    func diagnose(_ kind: LayoutDiagnostic.Kind, _ message: String) { engine.diagnose(kind, slot, message) }
}

/// How the values a layout hands to user code (`LayoutSubview`, `LayoutSubviews`) reach their engine.
///
/// A user's `Layout` may keep its subviews anywhere (in its cache, in a global) and call them after
/// the `ComputedLayout` that made them is gone, or after a `LayoutHost` update removed their view.
/// They hold this link, not the engine: the engine sets `engine` when it is made and clears it in
/// its `deinit`, so a kept subview finds either a live engine or nil, never freed memory. (Holding
/// the engine strongly instead would keep every tree whose layout cache keeps its subviews alive
/// forever: engine → nodes → layout box → cache → subviews → engine.)
final class EngineLink {
    /// SAFETY: `unowned(unsafe)` costs no reference counting on the hot paths of built-in layouts,
    /// and it is sound because it is never dangling: `LayoutEngine.init` sets it and
    /// `LayoutEngine.deinit` sets it back to nil before the engine's memory is released. The engine
    /// and the values holding this link are not `Sendable`, so no other thread can read it while
    /// the engine is being destroyed. A user's layout that re-enters the engine (a kept subview asked
    /// during another pass of the same engine) finds it alive and is checked by `LayoutEngine.holds`.
    unowned(unsafe) var engine: LayoutEngine?

    init() {}
}

/// What a pass counts and collects while it runs, written on every measurement.
final class PassState {
    // SAFETY (the six `@exclusivity(unchecked)` below): they drop the runtime exclusivity check
    // from the hot paths. Sound because every access to them is one short statement (`+= 1`, an
    // append, an assignment, a read) that calls no other code while it runs: a user's `Layout` that
    // re-enters the engine (asking a subview's size inside its own `sizeThatFits`) does so between
    // two such accesses, never inside one, so no two accesses overlap. The engine is not
    // `Sendable`: one thread at a time.
    @exclusivity(unchecked) var statistics = LayoutStatistics()
    @exclusivity(unchecked) var diagnostics: [LayoutDiagnostic] = []
    /// Trace entries for the current pass, in the order asked.
    @exclusivity(unchecked) var traces = TraceLog()
    /// The current pass; a node placed in an earlier one is "not placed yet".
    @exclusivity(unchecked) var pass: Int32 = 0
    /// The slot of the container whose `placeSubviews` is running (placements from elsewhere are diagnosed).
    @exclusivity(unchecked) var placingOwner = -1
    /// Placements captured instead of committed, while computing a default explicit alignment.
    @exclusivity(unchecked) var probes: [[ProbedPlacement]] = []
}
