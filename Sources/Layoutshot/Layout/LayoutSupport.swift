// Helpers shared by the flow and grid layouts: an internal diagnostics hook, guide values without
// allocation on the common path, SwiftUI's stack distribution over abstract lengths, and a small
// proposal-keyed store for arrangements computed in `sizeThatFits` and reused in `placeSubviews`.

extension LayoutSubviews {
    /// Internal hook: lets a built-in layout report a bad argument as a `LayoutDiagnostic` on its
    /// container (the public `Layout` API has no way to do this). Call it from `placeSubviews`, which
    /// runs once per pass (sizes are cached across passes, so a diagnostic raised while measuring
    /// would appear in the first pass only). Ignored while the engine probes placements for a guide.
    func diagnose(_ kind: LayoutDiagnostic.Kind, _ message: String) {
        guard let engine, let owner, engine.probes.isEmpty else { return }
        engine.diagnose(kind, owner, message)
    }
}

/// The value of `key` in a subview of `size` measured for `proposal`: its explicit value when it has
/// one, else the guide's default. The fast path (no explicit guide in the subtree) allocates nothing.
@inline(__always)
func guideValue(_ key: AlignmentKey, of subview: LayoutSubview, _ proposal: ProposedViewSize, _ size: CGSize) -> CGFloat {
    if subview.node.mayHaveExplicitGuide(key),
       let explicit = subview.engine?.explicitGuide(key, of: subview.node, proposal: proposal, size: size) {
        return explicit
    }
    return key.id.defaultValue(in: ViewDimensions(size: size, source: nil))
}

/// The default value of a guide in a box of `size` (where a box of that size puts the guide).
@inline(__always)
func boxGuide(_ key: AlignmentKey, _ size: CGSize) -> CGFloat {
    key.id.defaultValue(in: ViewDimensions(size: size, source: nil))
}

/// SwiftUI's stack distribution (objc.io, "SwiftUI Layout Explained"; see `StackAlgorithm`) over `count`
/// abstract slots of one priority, used for grid columns and rows.
///
/// Each slot's length is whatever `answer(slot, offer)` returns. Slots are served in the stack's order
/// (`StackAlgorithm.servedBefore`, all of one priority), each offered `max(available / remaining, 0)`, and what it takes is
/// subtracted from `available`. Returns each slot's offer and length.
func distributeLengths(count: Int, available: CGFloat, minimum: [CGFloat], maximum: [CGFloat],
                       answer: (Int, CGFloat) -> CGFloat) -> (offers: [CGFloat], lengths: [CGFloat]) {
    var order = Array(0..<count)
    order.sort { a, b in
        StackAlgorithm.servedBefore(a, priority: 0, minimum: minimum[a], maximum: maximum[a], b, priority: 0, minimum: minimum[b], maximum: maximum[b])
    }
    var offers = [CGFloat](repeating: 0, count: count)
    var lengths = [CGFloat](repeating: 0, count: count)
    var remainingLength = available
    var remaining = count
    for slot in order {
        let offer = Swift.max(remainingLength / CGFloat(remaining), 0)
        let length = answer(slot, offer)
        offers[slot] = offer
        lengths[slot] = length
        remainingLength -= length
        remaining -= 1
    }
    return (offers, lengths)
}

/// Arrangements computed for a few proposals, by key: what a layout computes in `sizeThatFits` and
/// reuses in `placeSubviews` for the same key.
///
/// Why it cannot go stale: `sizeThatFits` always recomputes and overwrites its key's entry (the engine
/// asks it only when the container's own measurement for that proposal is missing, i.e. first asked or
/// invalidated), and the engine measures a container for its placement proposal before placing it, so
/// the entry `placeSubviews` finds was computed no earlier than the measurement the container's
/// frame came from. A change of subviews makes a new cache (`updateCache`). Different proposals never
/// share an entry.
struct ArrangementStore<Value> {
    private var keys: [ArrangementKey] = []
    private var values: [Value] = []
    /// Entries kept: a sweep over several widths plus the minimum and maximum probes of a stack.
    static var capacity: Int { 8 }

    func value(for key: ArrangementKey) -> Value? {
        for i in keys.indices where keys[i] == key { return values[i] }
        return nil
    }

    mutating func store(_ value: Value, for key: ArrangementKey) {
        if let i = keys.firstIndex(of: key) {
            values[i] = value
            return
        }
        if keys.count >= Self.capacity {
            keys.removeFirst()
            values.removeFirst()
        }
        keys.append(key)
        values.append(value)
    }

    var count: Int { keys.count }
}

/// A proposal reduced to what an arrangement depends on (nil dimensions stored as −1: sanitised
/// proposals are never negative).
struct ArrangementKey: Equatable {
    var a: CGFloat
    var b: CGFloat

    init(_ a: CGFloat?, _ b: CGFloat? = nil) {
        self.a = a ?? -1
        self.b = b ?? -1
    }
}

/// Spacing arguments must be finite: NaN or ±∞ is treated as nil (the default), with a diagnostic
/// raised from `placeSubviews`. Negative spacing is allowed and makes neighbours overlap, as it does in
/// SwiftUI's stacks.
@inline(__always)
func finiteSpacing(_ value: CGFloat?) -> CGFloat? {
    guard let value, value.isFinite else { return nil }
    return value
}

func describeSpacing(_ value: CGFloat) -> String {
    value.isNaN ? "NaN" : formatLength(value)
}
