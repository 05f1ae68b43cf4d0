// The engine's unsafe code lives in this folder (`Engine/Storage`), and only here: flat buffers of
// plain data the hot paths read without reference counting (`Table`, `Pool`, `NodeStore`,
// `MeasurementCaches`, `PassBuffers`), the counters a pass bumps on every measurement
// (`PassState`), the context a rule is handed (`NodeContext`), the link that values kept by user
// code reach the engine through (`EngineLink`), byte comparison of values (`valuesAreEqual`) and
// the stack guard (`StackGuard`). Everything outside reads them through the safe interfaces below:
// bounds-checked subscripts, and windows (`TableWindow`) over a node's children.

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

/// A growable buffer of plain values, for what only some nodes need (`MeasurementCaches.more`):
/// `append` hands out the index of a new element, which stays valid for the pool's life. Freed
/// with the pool.
///
/// Every subscript checks its index (kept in release builds). An element's address is handed out
/// only for the one access that asked for it (`pool[i].field = x`); `append` may move the
/// elements, and no access is in progress while it runs (it is a separate statement).
final class Pool<Element> {
    // SAFETY: `base` points at `capacity` elements, of which the first `count` are initialised.
    // `@exclusivity(unchecked)`: each access is one short statement that calls no other code
    // (`append` grows the buffer before it writes; a subscript computes an address), so no two
    // overlap; the pool belongs to one engine, used by one thread at a time.
    @exclusivity(unchecked) private var base: UnsafeMutablePointer<Element>
    @exclusivity(unchecked) private var capacity: Int
    @exclusivity(unchecked) private(set) var count = 0

    init() {
        capacity = 0
        base = .allocate(capacity: 1)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    /// Adds an element and returns its index.
    func append(_ element: Element) -> Int {
        if count == capacity { grow() }
        // SAFETY: `count < capacity` after `grow`: the slot is allocated and not yet initialised.
        (base + count).initialize(to: element)
        count += 1
        return count - 1
    }

    @inline(never)
    private func grow() {
        let newCapacity = Swift.max(64, capacity * 2)
        let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        // SAFETY: moves the `count` initialised elements into the new buffer (leaving the old one
        // uninitialised), then frees the old one.
        newBase.moveInitialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    subscript(i: Int) -> Element {
        @inline(__always) unsafeAddress { UnsafePointer(address(i)) }
        @inline(__always) unsafeMutableAddress { address(i) }
    }

    @inline(__always)
    private func address(_ i: Int) -> UnsafeMutablePointer<Element> {
        precondition(UInt(bitPattern: i) < UInt(bitPattern: count), "Pool index out of range")
        // SAFETY: checked just above to be an initialised element.
        return base + i
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

    /// The same elements of a parallel table (children's stack slots beside their service order).
    @inline(__always)
    func parallel<Other>(in table: Table<Other>, of owner: Table<Element>) -> TableWindow<Other> {
        table.window(owner.offset(of: self), count)
    }
}

extension Table {
    /// Where `window` starts in this table.
    fileprivate func offset(of window: TableWindow<Element>) -> Int {
        // SAFETY: pointer arithmetic between two pointers into the same allocation (windows are
        // made only by `window(_:_:)` of this table's elements); checked by `window` on use.
        window.withBase { $0 - base }
    }
}

extension TableWindow {
    fileprivate func withBase<R>(_ body: (UnsafeMutablePointer<Element>) -> R) -> R { body(base) }
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
