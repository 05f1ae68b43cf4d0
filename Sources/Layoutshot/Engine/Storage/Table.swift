// The engine's unsafe code lives in this folder (`Engine/Storage`), and only here: flat buffers of
// plain data the hot paths read without reference counting (`Table`, `Pool`, `Arena`, `NodeStore`,
// `MeasurementCaches`, `PassBuffers`, a trace's `TraceChunks`), the counters a pass bumps on every
// measurement (`PassState`), the context a rule is handed (`NodeContext`), the link that values kept by user
// code reach the engine through (`EngineLink`), byte comparison of values (`valuesAreEqual`), a
// value as the type it is known to be, copied or lent in place (`sameTypeValue`, `withAddress(of:as:_:)` and `lending`)
// and the stack guard (`StackGuard`).
// Everything outside reads them through the safe interfaces below: bounds-checked subscripts, and
// windows (`TableWindow`) over a node's children.

/// A fixed-size buffer of plain values, indexed by slot: allocated and initialised in full once,
/// freed by its owner's `deinit` (`release()`).
///
/// Every subscript checks its index (`precondition`, kept in release builds): a wrong slot traps
/// instead of reading another node's memory. The addressors hand out the element in place, so
/// `table[i].field += 1` neither copies the element nor counts references.
struct Table<Element> {
    // SAFETY: `base` points at `count` initialised elements from `init` until `release()`; the
    // owner (`NodeStore`, `PassBuffers`) calls `release()` once, in its `deinit`, and the engine
    // reads a table only while it holds that owner (see `LayoutEngine.store`).
    private let base: UnsafeMutablePointer<Element>
    let count: Int

    init(repeating value: Element, count: Int) {
        self.count = count
        base = .allocate(capacity: Swift.max(count, 1))
        base.initialize(repeating: value, count: count)
    }

    /// `count` elements, element `i` made by `element(i)`: one pass that writes each element once
    /// (not a fill followed by a pass that writes some again).
    init(count: Int, _ element: (Int) -> Element) {
        self.count = count
        base = .allocate(capacity: Swift.max(count, 1))
        // SAFETY: each of the `count` elements is initialised once, in order, before the table is
        // used (`element` cannot reach it: the table is not made yet).
        for i in 0..<count { (base + i).initialize(to: element(i)) }
    }

    /// Takes over a buffer of at least `count` initialised elements, allocated with
    /// `UnsafeMutablePointer.allocate` (a `BuildLog`'s records: `recordsTable`). Elements past
    /// `count` must be plain data: `release()` deinitialises the first `count` only.
    init(adopting base: UnsafeMutablePointer<Element>, count: Int) {
        self.count = count
        self.base = base
    }

    /// Deinitialises and frees the elements (the owner's `deinit` calls it once).
    func release() {
        base.deinitialize(count: count)
        base.deallocate()
    }

    subscript(i: Int) -> Element {
        // SAFETY: the whole table as a window: its checked address is within the initialised
        // elements; the table is owned by one engine, used by one thread at a time.
        @inline(__always) unsafeAddress { UnsafePointer(whole.address(i)) }
        @inline(__always) nonmutating unsafeMutableAddress { whole.address(i) }
    }

    /// Every element, as one window (the subscript's index check is the window's).
    private var whole: TableWindow<Element> {
        @inline(__always) get { TableWindow(base: base, count: count) }
    }

    /// A window over elements `start ..< start + count` (a node's children's entries).
    @inline(__always)
    func window(_ start: Int, _ count: Int) -> TableWindow<Element> {
        precondition(start >= 0 && count >= 0 && start + count <= self.count, "Table window out of range")
        // SAFETY: checked to lie within the initialised elements.
        return TableWindow(base: base + start, count: count)
    }
}

/// A growable buffer of plain values, for what only some nodes need (`MeasurementCaches.more`,
/// `StackStates.entries`): `append` hands out the index of a new element, which stays valid for
/// the pool's life. Like a `Table`, a value that shares one buffer (copies of it are the same pool,
/// so the engine can keep one without reference counting), freed by its owner (`release()`).
///
/// Every subscript checks its index (kept in release builds). An element's address is handed out
/// only for the one access that asked for it (`pool[i].field = x`); `append` may move the
/// elements, and no access is in progress while it runs (it is a separate statement).
struct Pool<Element> {
    private struct Header {
        var base: UnsafeMutablePointer<Element>
        var capacity: Int
        var count: Int
    }

    // SAFETY: `header` is allocated and initialised in `init` and freed in `release()`, which the
    // owner calls once, in its `deinit`; `header.base` points at `capacity` elements of which the
    // first `count` are initialised. The pool belongs to one engine, used by one thread at a time,
    // and each access is one short statement that calls no other code (`append` grows the buffer
    // before it writes; a subscript computes an address), so no two accesses overlap.
    private let header: UnsafeMutablePointer<Header>

    init(capacity: Int = 0) {
        let capacity = Swift.max(capacity, 1)
        header = .allocate(capacity: 1)
        header.initialize(to: Header(base: .allocate(capacity: capacity), capacity: capacity, count: 0))
    }

    var count: Int { header.pointee.count }

    /// Deinitialises and frees the elements (the owner's `deinit` calls it once).
    func release() {
        header.pointee.base.deinitialize(count: header.pointee.count)
        header.pointee.base.deallocate()
        header.deinitialize(count: 1)
        header.deallocate()
    }

    /// Adds an element and returns its index.
    @inline(__always)
    func append(_ element: Element) -> Int {
        if header.pointee.count == header.pointee.capacity { grow() }
        let index = header.pointee.count
        // SAFETY: `count < capacity` after `grow`: the slot is allocated and not yet initialised.
        (header.pointee.base + index).initialize(to: element)
        header.pointee.count = index + 1
        return index
    }

    @inline(never)
    private func grow() {
        let old = header.pointee
        let newCapacity = Swift.max(64, old.capacity * 2)
        let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        // SAFETY: moves the `count` initialised elements into the new buffer (leaving the old one
        // uninitialised), then frees the old one.
        newBase.moveInitialize(from: old.base, count: old.count)
        old.base.deallocate()
        header.pointee.base = newBase
        header.pointee.capacity = newCapacity
    }

    subscript(i: Int) -> Element {
        @inline(__always) unsafeAddress { UnsafePointer(address(i)) }
        @inline(__always) nonmutating unsafeMutableAddress { address(i) }
    }

    @inline(__always)
    private func address(_ i: Int) -> UnsafeMutablePointer<Element> {
        precondition(UInt(bitPattern: i) < UInt(bitPattern: header.pointee.count), "Pool index out of range")
        // SAFETY: checked just above to be an initialised element.
        return header.pointee.base + i
    }
}

/// Runs of plain values that never move, handed out as windows (`StackStates`: a stack's
/// arrangement slots, taken the first time the stack is arranged). Allocated in chunks, each run
/// within one chunk, so a window stays valid while other runs are taken: a stack keeps its
/// window while it measures its children, which may take runs of their own. Freed by its owner
/// (`release()`).
struct Arena<Element> {
    private struct Header {
        var chunks: [(base: UnsafeMutablePointer<Element>, used: Int)] = []
        var next: UnsafeMutablePointer<Element>? = nil
        var remaining = 0
    }

    // SAFETY: `header` is allocated in `init` and freed in `release()` (the owner's `deinit`, once).
    // Each chunk's first `used` elements are initialised; `next` points just past them in the last
    // chunk, `remaining` elements before its end. A run is never moved or freed before `release()`.
    // One engine, one thread at a time, and no access calls other code: no two overlap.
    private let header: UnsafeMutablePointer<Header>
    private let chunkSize: Int

    init(chunkSize: Int = 4096) {
        self.chunkSize = chunkSize
        header = .allocate(capacity: 1)
        header.initialize(to: Header())
    }

    func release() {
        for chunk in header.pointee.chunks {
            chunk.base.deinitialize(count: chunk.used)
            chunk.base.deallocate()
        }
        header.deinitialize(count: 1)
        header.deallocate()
    }

    /// A new run of `count` elements, each `value`, as a window that stays valid until `release()`.
    func take(_ count: Int, _ value: Element) -> TableWindow<Element> {
        precondition(count >= 0, "negative run")
        if count > header.pointee.remaining || header.pointee.next == nil {
            let size = Swift.max(count, chunkSize)
            let base = UnsafeMutablePointer<Element>.allocate(capacity: size)
            header.pointee.chunks.append((base, 0))
            header.pointee.next = base
            header.pointee.remaining = size
        }
        // SAFETY: `next` has `remaining >= count` allocated, uninitialised elements after it in the
        // last chunk; they are initialised here and counted as used, so `release` frees them.
        let start = header.pointee.next!
        start.initialize(repeating: value, count: count)
        header.pointee.next = start + count
        header.pointee.remaining -= count
        header.pointee.chunks[header.pointee.chunks.count - 1].used += count
        return TableWindow(base: start, count: count)
    }
}

/// Consecutive elements of a `Table` (one node's children's entries), indexed from 0, each index
/// checked: what the built-in layouts arrange a container's children in, without allocating.
/// Valid while the table's owner lives; the engine hands windows only to calls it is running.
struct TableWindow<Element>: RandomAccessCollection {
    // SAFETY: made only by `Table.window`, which checks that the window lies within the table.
    private let base: UnsafeMutablePointer<Element>
    let count: Int

    fileprivate init(base: UnsafeMutablePointer<Element>, count: Int) {
        self.base = base
        self.count = count
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(i: Int) -> Element {
        @inline(__always) unsafeAddress { UnsafePointer(address(i)) }
        @inline(__always) nonmutating unsafeMutableAddress { address(i) }
    }

    /// Where element `i` is, after checking that `i` is within the window (kept in release builds:
    /// a wrong slot traps instead of reading another node's memory).
    @inline(__always)
    fileprivate func address(_ i: Int) -> UnsafeMutablePointer<Element> {
        precondition(UInt(bitPattern: i) < UInt(bitPattern: count), "Table index out of range")
        // SAFETY: checked just above against the window, which lies within its table's
        // initialised elements (`Table.window` checks that, and the whole table is a window).
        return base + i
    }

    /// Elements `range` of this window, as a window.
    @inline(__always)
    func window(_ range: Range<Int>) -> TableWindow<Element> {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "Table window out of range")
        // SAFETY: checked to lie within this window, which lies within its table.
        return TableWindow(base: base + range.lowerBound, count: range.count)
    }
}

/// Whether two values are equal: by `==` when the type is `Equatable`, otherwise by their bytes, as
/// SwiftUI compares views: plain data compares by value, references and closures by identity, and
/// two equal values in different storage (two copies of a string) count as different, which only
/// costs a re-measurement.
func valuesAreEqual<T>(_ a: T, _ b: T) -> Bool {
    if let a = a as? any Equatable {
        return a.isEqual(to: b)
    }
    // SAFETY: reads the bytes of two live values of the same type within the closures' scope; any
    // value may be viewed as bytes. Padding or distinct storage can only make equal values compare
    // unequal, which costs a re-measurement, never a wrong layout.
    return withUnsafeBytes(of: a) { ab in
        withUnsafeBytes(of: b) { bb in ab.elementsEqual(bb) }
    }
}

extension Equatable {
    func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
