/// The lengths Layoutshot lays out: every proposal, size, position, frame value, padding, spacing
/// and guide value is within ±`maximum` points (10^12), so that sums over any tree stay finite.
/// A finite value beyond it is clamped to it where it enters the engine, and a frame that would
/// still come out non-finite or beyond it is clamped when it is committed, each with a diagnostic.
/// (∞ stays a proposal: "as much as you like"; a view that answers ∞ is handled as before.)
enum LayoutLength {
    static let maximum: CGFloat = 1_000_000_000_000

    /// `value` within ±maximum (NaN stays NaN: callers decide what it means).
    @inline(__always)
    static func clamped(_ value: CGFloat) -> CGFloat {
        value > maximum ? maximum : value < -maximum ? -maximum : value
    }

    /// True when `value` is a finite length within ±maximum.
    @inline(__always)
    static func isWithin(_ value: CGFloat) -> Bool { value >= -maximum && value <= maximum }
}

/// Something the engine had to correct: bad input never crashes a layout; it is clamped to a
/// documented result and reported here, naming the view (its path from the root) and the fix taken.
public struct LayoutDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: String, Hashable, Sendable {
        /// A NaN proposal (treated as nil).
        case invalidProposal
        /// A NaN, negative or unexpectedly infinite size (clamped).
        case invalidSize
        /// A placement at a non-finite position, or outside `placeSubviews`.
        case invalidPlacement
        /// A subview placed more than once in one `placeSubviews` (the last placement wins).
        case placedTwice
        /// A subview not placed by its container (placed at the centre, proposed the container's proposal).
        case notPlaced
        /// Contradictory or invalid modifier arguments (min > max, negative lengths).
        case invalidArgument
        /// A `LayoutSubview` kept past its layout and used (answered with defaults).
        case detachedSubview
        /// A `LayoutHost` asked to lay out from inside its own pass (answered without a pass).
        case reentrantLayout
    }

    /// What went wrong.
    public let kind: Kind
    /// Where: the labels of the views from the root down to the one concerned.
    public let path: String
    /// What was corrected, and how.
    public let message: String

    public var description: String { "\(path): \(message)" }
}

/// One question a view was asked and its answer, in the order asked.
public struct TraceEntry: Equatable, Sendable, CustomStringConvertible {
    /// The proposal the view received.
    public let proposal: ProposedViewSize
    /// The size it answered.
    public let size: CGSize
    /// True when the answer came from the view's measurement cache.
    public let cached: Bool

    public var description: String {
        "\(proposal) → \(formatLength(size.width))×\(formatLength(size.height))\(cached ? " (cached)" : "")"
    }
}

/// A pass's trace, flat: every question in the order asked, each with the slot it was asked of.
/// One log for the pass instead of an array per view; grouped by view when the public nodes are
/// made (`bySlot`).
///
/// A default layout records a trace, so this is written on every measurement of every view: three
/// or more entries a view. The entries are packed (40 bytes, against 60 for a public entry and its
/// slot) and kept in chunks of a fixed size (`TraceChunks`, in the storage folder), so the log
/// never copies itself to grow, an append is a capacity test and a store, and a chunk is small
/// enough to come from (and go back to) the allocator's heap, not fresh pages each pass.
struct TraceLog {
    /// One question, packed: the proposal's dimensions with NaN for nil (the engine measures only
    /// sanitised proposals, which are never NaN).
    struct Record {
        var slot: Int32
        var cached: Bool
        var proposedWidth: CGFloat
        var proposedHeight: CGFloat
        var size: CGSize

        var entry: TraceEntry {
            TraceEntry(proposal: ProposedViewSize(width: proposedWidth.isNaN ? nil : proposedWidth,
                                                  height: proposedHeight.isNaN ? nil : proposedHeight),
                       size: size, cached: cached)
        }
    }

    /// Entries a chunk holds (80 KB: below glibc's threshold for serving an allocation with mmap).
    static let chunkCapacity = 2048

    /// The entries (shared by the copies of a log until one of them appends: a finished pass's
    /// layout keeps a copy, and the engine starts a new log for its next pass).
    private var entries = TraceEntries<Record>(chunkCapacity: TraceLog.chunkCapacity)

    var count: Int { entries.count }
    var isEmpty: Bool { entries.count == 0 }

    @inline(__always)
    mutating func append(_ slot: Int, _ proposal: ProposedViewSize, _ size: CGSize, cached: Bool) {
        // (Written where it is kept, field by field: see `TraceChunks.reserve`.)
        entries.append { entry in
            entry.initialize(to: Record(slot: Int32(truncatingIfNeeded: slot), cached: cached,
                                        proposedWidth: proposal.width ?? .nan, proposedHeight: proposal.height ?? .nan, size: size))
        }
    }

    /// The entries by slot, each slot's in the order asked (`count` slots).
    func bySlot(count: Int) -> [[TraceEntry]] {
        var result = [[TraceEntry]](repeating: [], count: count)
        entries.forEach { record in
            if Int(record.slot) < count { result[Int(record.slot)].append(record.entry) }
        }
        return result
    }
}

/// Counts of the work a layout did: the numbers the caching tests and benchmarks assert on.
public struct LayoutStatistics: Hashable, Sendable {
    /// Every `sizeThatFits` question, answered from the cache or not.
    public var sizeQueries = 0
    /// Questions answered from a view's measurement cache.
    public var cacheHits = 0
    /// Sizes computed (cache misses), all kinds of views.
    public var measurements = 0
    /// Sizes computed for leaves: colours, shapes, text, spacers.
    public var leafMeasurements = 0
    /// Sizes computed for text.
    public var textMeasurements = 0
    /// Sizes computed by layout containers (stacks, flows, grids, custom layouts).
    public var layoutMeasurements = 0
    /// `makeCache` and `updateCache` calls on layouts.
    public var makeCacheCalls = 0
    /// `updateCache` calls on layouts.
    public var updateCacheCalls = 0
    /// Frames committed.
    public var placements = 0

    /// Statistics of a layout that has done nothing yet.
    public init() {}

    /// The difference between two snapshots of the counters.
    public static func - (lhs: LayoutStatistics, rhs: LayoutStatistics) -> LayoutStatistics {
        var d = LayoutStatistics()
        d.sizeQueries = lhs.sizeQueries - rhs.sizeQueries
        d.cacheHits = lhs.cacheHits - rhs.cacheHits
        d.measurements = lhs.measurements - rhs.measurements
        d.leafMeasurements = lhs.leafMeasurements - rhs.leafMeasurements
        d.textMeasurements = lhs.textMeasurements - rhs.textMeasurements
        d.layoutMeasurements = lhs.layoutMeasurements - rhs.layoutMeasurements
        d.makeCacheCalls = lhs.makeCacheCalls - rhs.makeCacheCalls
        d.updateCacheCalls = lhs.updateCacheCalls - rhs.updateCacheCalls
        d.placements = lhs.placements - rhs.placements
        return d
    }
}
