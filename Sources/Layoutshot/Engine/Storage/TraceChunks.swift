/// The entries of a pass's trace (`TraceLog`), appended in chunks of fixed size that this object
/// owns: an append is a capacity test and a store, where an array's checks its uniqueness and its
/// capacity first (a default layout appends three or more entries a view:
/// `Benchmarks/PROFILE.md`). Entries are only appended, never changed or removed.
final class TraceChunks<Element> {
    /// Entries a chunk holds.
    let chunkCapacity: Int
    // SAFETY: `chunks` holds the chunks allocated so far, each with room for `chunkCapacity`
    // elements; every chunk but the last is full, and the last (`tail`) holds `tailCount`
    // initialised elements. `deinit` deinitialises each initialised element (plain values in a
    // trace: nothing to do) and frees each chunk, once.
    //
    // SAFETY (`@exclusivity(unchecked)`, on each stored property): the object is used by the one
    // engine that appends to it, on one thread at a time, and by the layouts that keep it once
    // their pass ended, which only read; no method calls out to other code while it changes a
    // property, so no two accesses overlap.
    @exclusivity(unchecked) private var chunks: [UnsafeMutablePointer<Element>] = []
    @exclusivity(unchecked) private var tail: UnsafeMutablePointer<Element>?
    @exclusivity(unchecked) private var tailCount: Int
    /// The number of entries appended.
    @exclusivity(unchecked) private(set) var count = 0

    init(chunkCapacity: Int) {
        precondition(chunkCapacity > 0, "a chunk holds at least one entry")
        self.chunkCapacity = chunkCapacity
        tailCount = chunkCapacity
    }

    deinit {
        // SAFETY: see `chunks`: each was allocated by `startChunk`; its initialised elements
        // (all of a full chunk, `tailCount` of the last) are deinitialised and it is freed, once.
        for (index, chunk) in chunks.enumerated() {
            chunk.deinitialize(count: index == chunks.count - 1 ? tailCount : chunkCapacity)
            chunk.deallocate()
        }
    }

    @inline(__always)
    func append(_ element: Element) {
        if tailCount == chunkCapacity { startChunk() }
        // SAFETY: `tail` is the last chunk (set by `startChunk`, which ran if none had room) and
        // `tailCount < chunkCapacity`: an uninitialised element of it.
        (tail.unsafelyUnwrapped + tailCount).initialize(to: element)
        tailCount += 1
        count += 1
    }

    /// Counts one more entry when the object holds exactly `expected` entries (the appending log's
    /// own count: no other copy of the log appended since) and returns its address, uninitialised,
    /// which the caller initialises at once; nil, and nothing counted, otherwise.
    ///
    /// (The caller writes the entry where it is kept: an entry made in a temporary and copied in
    /// is read back with loads that span several of the stores just made, which the processor
    /// cannot forward, so each waits for them: `Benchmarks/PROFILE.md`.)
    @inline(__always)
    func reserve(after expected: Int) -> UnsafeMutablePointer<Element>? {
        guard count == expected else { return nil }
        if tailCount == chunkCapacity { startChunk() }
        // SAFETY: `tail` is the last chunk (set by `startChunk`, which ran if none had room) and
        // `tailCount < chunkCapacity`: an uninitialised element of it, counted here, which the
        // caller initialises before anything reads the entries.
        let slot = tail.unsafelyUnwrapped + tailCount
        tailCount += 1
        count += 1
        return slot
    }

    @inline(never)
    private func startChunk() {
        let chunk = UnsafeMutablePointer<Element>.allocate(capacity: chunkCapacity)
        chunks.append(chunk)
        tail = chunk
        tailCount = 0
    }

    /// Calls `body` with the first `limit` entries, in the order appended.
    func forEach(upTo limit: Int, _ body: (Element) -> Void) {
        precondition(limit >= 0 && limit <= count, "trace entries out of range")
        var left = limit
        for chunk in chunks where left > 0 {
            let n = Swift.min(left, chunkCapacity)
            // SAFETY: `n` elements of a chunk, all initialised: full chunks hold `chunkCapacity`,
            // and the last holds `tailCount`, which is at least what `limit <= count` leaves of it.
            for i in 0..<n { body(chunk[i]) }
            left -= n
        }
    }
}

/// A trace's entries as a value (`TraceLog` holds one): the first `count` entries of a
/// `TraceChunks`, which copies share until one of them appends. A copy that would append after
/// another copy did (the object holds more than its `count`) takes its entries into an object of
/// its own first, so no copy ever sees another's entries.
struct TraceEntries<Element> {
    let chunkCapacity: Int
    /// The entries (nil until the first append).
    private var owner: TraceChunks<Element>?
    // SAFETY: `unretained` is `owner`, unretained: both are set together (`appendToOwnCopy`) and
    // `owner` holds the object for as long as this value holds `unretained`, so the reference is
    // valid whenever it is used. Reading it counts no references: a load of `owner` before each
    // append retained and released the object around it (a default layout appends three or more
    // entries a view).
    private var unretained: Unmanaged<TraceChunks<Element>>?
    /// The number of entries of this value.
    private(set) var count = 0

    init(chunkCapacity: Int) {
        self.chunkCapacity = chunkCapacity
    }

    /// Appends the entry `write` initialises, at the address it is given (where the entry is kept).
    @inline(__always)
    mutating func append(_ write: (UnsafeMutablePointer<Element>) -> Void) {
        let expected = count
        // SAFETY: see `unretained`: the object is alive (held by `owner`) for the whole call.
        if let unretained, let slot = unretained._withUnsafeGuaranteedRef({ $0.reserve(after: expected) }) {
            write(slot)
            count += 1
            return
        }
        appendToOwnCopy(write)
    }

    /// The first entry, or one after another copy appended: this value's entries in an object of
    /// its own, then the new one.
    @inline(never)
    private mutating func appendToOwnCopy(_ write: (UnsafeMutablePointer<Element>) -> Void) {
        let own = TraceChunks<Element>(chunkCapacity: chunkCapacity)
        owner?.forEach(upTo: count) { own.append($0) }
        // SAFETY: `own` holds exactly the `count` entries just copied, so a slot is reserved,
        // which `write` initialises at once.
        write(own.reserve(after: count)!)
        owner = own
        unretained = Unmanaged.passUnretained(own)
        count += 1
    }

    /// Calls `body` with each entry, in the order appended.
    func forEach(_ body: (Element) -> Void) {
        owner?.forEach(upTo: count, body)
    }
}
