/// A node's answers, keyed by proposal: the per-view cache SwiftUI keeps so that a view is asked
/// for its size at most once per distinct proposal.
///
/// Most views see only a handful of proposals in a pass (a stack asks each child for its minimum,
/// its maximum and its share), so the first four live inline and a linear scan beats hashing.
/// It is plain data (no references): the engine keeps one per node in a flat buffer and reads it
/// without reference counting. More answers than four spill into the `NodeStore`'s side table.
struct MeasurementCache {
    private(set) var count: Int32 = 0
    /// The node answers one size for every proposal (`Node.isProposalIndependent`): its first
    /// answer is its answer to everything.
    var independent = false
    private var inline: (Entry, Entry, Entry, Entry) = (.empty, .empty, .empty, .empty)

    static let inlineCapacity: Int32 = 4

    struct Entry {
        // nil proposals are stored as -1: sanitised proposals are never negative.
        var pw: CGFloat
        var ph: CGFloat
        var size: CGSize
        static let empty = Entry(pw: -2, ph: -2, size: .zero)

        @inline(__always)
        init(pw: CGFloat, ph: CGFloat, size: CGSize) {
            self.pw = pw
            self.ph = ph
            self.size = size
        }

        @inline(__always)
        init(_ proposal: ProposedViewSize, _ size: CGSize) {
            self.init(pw: proposal.width ?? -1, ph: proposal.height ?? -1, size: size)
        }

        @inline(__always)
        func matches(_ pw: CGFloat, _ ph: CGFloat) -> Bool { self.pw == pw && self.ph == ph }
    }

    var isEmpty: Bool { count == 0 }

    /// The first answer stored (for views whose answer does not depend on the proposal).
    @inline(__always)
    var first: CGSize? { count > 0 ? inline.0.size : nil }

    /// The answer for `proposal`, inline: the first for an independent node.
    @inline(__always)
    func answer(_ proposal: ProposedViewSize) -> CGSize? {
        if independent { return first }
        return lookup(proposal)
    }

    /// The answer for `proposal` among the inline entries.
    @inline(__always)
    func lookup(_ proposal: ProposedViewSize) -> CGSize? {
        let pw = proposal.width ?? -1
        let ph = proposal.height ?? -1
        if count > 0, inline.0.matches(pw, ph) { return inline.0.size }
        if count > 1, inline.1.matches(pw, ph) { return inline.1.size }
        if count > 2, inline.2.matches(pw, ph) { return inline.2.size }
        if count > 3, inline.3.matches(pw, ph) { return inline.3.size }
        return nil
    }

    /// Stores an answer inline; false when the inline entries are full (the caller spills it).
    @inline(__always)
    mutating func store(_ proposal: ProposedViewSize, _ size: CGSize) -> Bool {
        let entry = Entry(proposal, size)
        switch count {
        case 0: inline.0 = entry
        case 1: inline.1 = entry
        case 2: inline.2 = entry
        case 3: inline.3 = entry
        default:
            count += 1
            return false
        }
        count += 1
        return true
    }

    mutating func removeAll() {
        count = 0
    }
}
