/// A node's answers, keyed by proposal: the per-view cache SwiftUI keeps so that a view is asked
/// for its size at most once per distinct proposal.
///
/// Most views see only a handful of proposals in a pass (a stack asks each child for its minimum,
/// its maximum and its share), so the first four live inline and a linear scan beats hashing;
/// more spill into an array.
struct MeasurementCache {
    private var count = 0
    private var inline: (Entry, Entry, Entry, Entry) = (.empty, .empty, .empty, .empty)
    private var spill: [Entry] = []

    struct Entry {
        // nil proposals are stored as -1: sanitised proposals are never negative.
        var pw: CGFloat
        var ph: CGFloat
        var size: CGSize
        static let empty = Entry(pw: -2, ph: -2, size: .zero)
    }

    var isEmpty: Bool { count == 0 }

    /// The first answer stored (for views whose answer does not depend on the proposal).
    var first: CGSize? { count > 0 ? inline.0.size : nil }
    var entryCount: Int { count }

    @inline(__always)
    func lookup(_ proposal: ProposedViewSize) -> CGSize? {
        let pw = proposal.width ?? -1
        let ph = proposal.height ?? -1
        if count > 0, inline.0.pw == pw, inline.0.ph == ph { return inline.0.size }
        if count > 1, inline.1.pw == pw, inline.1.ph == ph { return inline.1.size }
        if count > 2, inline.2.pw == pw, inline.2.ph == ph { return inline.2.size }
        if count > 3, inline.3.pw == pw, inline.3.ph == ph { return inline.3.size }
        if count > 4 {
            for entry in spill where entry.pw == pw && entry.ph == ph { return entry.size }
        }
        return nil
    }

    @inline(__always)
    mutating func store(_ proposal: ProposedViewSize, _ size: CGSize) {
        let entry = Entry(pw: proposal.width ?? -1, ph: proposal.height ?? -1, size: size)
        switch count {
        case 0: inline.0 = entry
        case 1: inline.1 = entry
        case 2: inline.2 = entry
        case 3: inline.3 = entry
        default: spill.append(entry)
        }
        count += 1
    }

    mutating func removeAll() {
        count = 0
        spill.removeAll()
    }
}
