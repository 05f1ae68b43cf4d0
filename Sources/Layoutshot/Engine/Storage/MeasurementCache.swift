/// Every node's answers, keyed by proposal: the per-view cache SwiftUI keeps so that a view is
/// asked for its size at most once per distinct proposal.
///
/// Most views see only a handful of proposals in a pass (a stack asks each child for its minimum,
/// its maximum and its share), so the first four answers live inline and a linear scan beats
/// hashing; more spill into the `NodeStore`'s side table. The first answer sits with the count in a
/// small head, one per node; answers two to four in an entry of `more`, taken from a pool the
/// first time a node has a second answer. Views that are asked one question (fixed frames, what
/// they frame, anything whose size cannot depend on the proposal) never take one: a tree of such
/// views pays 40 bytes a node for its caches, not 136.
/// Plain data owned by the store: the engine reads it without reference counting.
struct MeasurementCaches {
    /// The head of a node's answers.
    struct Head {
        var count: Int32 = 0
        /// Where answers two to four are in `more` (`none` until a second answer is stored), or
        /// `independent`: the node answers one size for every proposal
        /// (`Node.isProposalIndependent`), so its first answer is its answer to everything and it
        /// never takes an entry.
        var extra: Int32 = Head.none
        var first = Entry.empty

        static let none: Int32 = -1
        static let independent: Int32 = -2
    }

    /// Answers two to four.
    struct More {
        var second = Entry.empty, third = Entry.empty, fourth = Entry.empty
    }

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

    static let inlineCapacity: Int32 = 4

    /// By slot; released by the owning `NodeStore`'s `deinit`.
    let heads: Table<Head>
    /// Answers two to four of the nodes that have had a second answer (`Head.extra`).
    let more: Pool<More>

    /// Empty caches for `count` nodes, the node at each slot marked when `isIndependent(slot)`
    /// (freed with `release()`).
    init(count: Int, isIndependent: (Int) -> Bool) {
        heads = Table(count: count) { slot in Head(extra: isIndependent(slot) ? Head.independent : Head.none) }
        more = Pool()
    }

    func release() {
        heads.release()
        more.release()
    }

    @inline(__always)
    func count(_ slot: Int) -> Int32 { heads[slot].count }

    @inline(__always)
    func isIndependent(_ slot: Int) -> Bool { heads[slot].extra == Head.independent }

    /// The first answer stored.
    @inline(__always)
    func first(_ slot: Int) -> CGSize? { heads[slot].count > 0 ? heads[slot].first.size : nil }

    /// The inline answer for `proposal`; the first for an independent node.
    @inline(__always)
    func answer(_ slot: Int, _ proposal: ProposedViewSize) -> CGSize? {
        let head = heads[slot]
        guard head.count > 0 else { return nil }
        if head.extra == Head.independent { return head.first.size }
        let pw = proposal.width ?? -1
        let ph = proposal.height ?? -1
        if head.first.matches(pw, ph) { return head.first.size }
        guard head.count > 1 else { return nil }
        let rest = more[Int(head.extra)]
        if rest.second.matches(pw, ph) { return rest.second.size }
        if head.count > 2, rest.third.matches(pw, ph) { return rest.third.size }
        if head.count > 3, rest.fourth.matches(pw, ph) { return rest.fourth.size }
        return nil
    }

    /// Stores an answer inline; false when the inline entries are full (the caller spills it).
    @inline(__always)
    func store(_ slot: Int, _ proposal: ProposedViewSize, _ size: CGSize) -> Bool {
        let entry = Entry(proposal, size)
        // An independent node's first answer answers everything: a second is not kept.
        if heads[slot].extra == Head.independent && heads[slot].count > 0 { return true }
        switch heads[slot].count {
        case 0: heads[slot].first = entry
        case 1: more[extra(slot)].second = entry
        case 2: more[Int(heads[slot].extra)].third = entry
        case 3: more[Int(heads[slot].extra)].fourth = entry
        default:
            heads[slot].count += 1
            return false
        }
        heads[slot].count += 1
        return true
    }

    /// The node's entry of `more`, taken from the pool on its second answer.
    @inline(__always)
    private func extra(_ slot: Int) -> Int {
        let extra = heads[slot].extra
        if extra >= 0 { return Int(extra) }
        let taken = more.append(More())
        heads[slot].extra = Int32(taken)
        return taken
    }

    /// Forgets the answers (the node keeps its entry of `more`, to refill).
    func removeAll(_ slot: Int) {
        heads[slot].count = 0
    }

    /// Copies a node's answers from another set of caches (a node kept by a host's update, into the
    /// caches of its new tree).
    func copy(_ slot: Int, from other: MeasurementCaches, _ otherSlot: Int) {
        var head = other.heads[otherSlot]
        if head.extra >= 0 { head.extra = Int32(more.append(other.more[Int(head.extra)])) }
        heads[slot] = head
    }
}
