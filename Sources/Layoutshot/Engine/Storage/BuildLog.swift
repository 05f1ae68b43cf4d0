import Synchronization

/// The nodes one build made, in the order it made them, with the tree's shape and the nodes'
/// records, noted while each node was fresh.
///
/// A build makes every node after its children, so a tree built in one go is this list in post
/// order: each node right after the subtrees of its children. `NodeStore` numbers the tree from
/// what is noted here instead of reading the nodes again. Reading 100,000 scattered node records
/// after the build costs a cache miss or two each (on the nested benchmark tree that numbering took
/// a third of `ComputedLayout(of:proposal:)`: `Benchmarks/PROFILE.md`); when a node is made, its
/// children were made just before and are still in the cache.
///
/// What is noted, by position in the list: each node's parent, subtree size and children's
/// positions (a stack of the subtrees not yet claimed: a new node claims its children from the top
/// of it, checked by identity), and the depth the builder was at. From the depth the log predicts
/// the node's slot, which it gives the node at once, and when the node's parent claims it, it
/// writes the node's whole `NodeRecord`, its index in the arena and (with the parent's other
/// children) its slot among the children's entries, into buffers the store takes over as its
/// tables (`tablesIfPredictionsHold`). A prediction holds when each node was made one level below
/// the node that claims it, checked as it is claimed; when one does not (a view that makes nodes of
/// its own below it, several root views), `NodeStore` numbers the tree from the log's shape and
/// makes the records from the nodes instead, as it takes them from the log.
///
/// The log is only a hint: it stops noting (`isTree` false) as soon as a node's children are not
/// the subtrees just before it (a host's update that kept old nodes, a build that moved to a larger
/// stack part-way, whose other thread logs nothing), and `NodeStore.init` walks the tree from the
/// root instead when the log is not exactly the tree under the root (a node made and not used).
final class BuildLog {
    /// How many nodes the last build made, in any thread: room for as many at once (a
    /// program lays out trees of one size again and again: previews, tests, sweeps). Shared by
    /// the threads, not kept per thread: a build runs on a thread made for it when it needs a
    /// large stack (`StackGuard`), which would otherwise start from nothing every time and grow
    /// its buffers a dozen times. (Only a hint: relaxed loads and stores.)
    private static let lastCountStore = Atomic<Int>(0)

    /// How many nodes the last build made (a log's and an arena's first capacity).
    static var lastCount: Int { lastCountStore.load(ordering: .relaxed) }

    /// Notes how many nodes a build made (`GraphBuilder.buildRoot`, the one writer).
    static func noteCount(_ count: Int) { lastCountStore.store(count, ordering: .relaxed) }

    // SAFETY: `base` holds `count` initialised nodes (of `capacity`: plain values, positions in
    // their arena); only `append` adds to them, and `moveOut` hands each out once.
    //
    // SAFETY (`@exclusivity(unchecked)`, here and on every stored property below): a log is used
    // by the one thread that runs its build (through its arena, `NodeArena.setLog`), and none of its
    // methods calls out to anything that could reach the log again while it modifies a property
    // (`note` reads the node's rule and traits: the engine's own code, no user code), so no two
    // accesses overlap. The run-time checks cost a quarter of the build's time.
    @exclusivity(unchecked) private var base: UnsafeMutablePointer<Node>
    @exclusivity(unchecked) private var capacity: Int
    @exclusivity(unchecked) private(set) var count = 0
    /// Whether `moveOut` took the references (then `deinit` frees the buffer alone).
    @exclusivity(unchecked) private var movedOut = false

    /// Whether every node so far claimed its children from the subtrees just before it.
    @exclusivity(unchecked) private(set) var isTree = true
    /// The positions of the subtrees no node has claimed yet, oldest first: the first `openCount`
    /// elements (the column is not shrunk as nodes claim them, only written over).
    @exclusivity(unchecked) private var open = LogColumn<Int32>(capacity: 64)
    @exclusivity(unchecked) private var openCount = 0
    /// By position: each node's place in the shape (`LogEntry`), in one column, appended once
    /// a node (one capacity check where a column each cost five).
    @exclusivity(unchecked) private(set) var entries: LogColumn<LogEntry>
    /// The positions of each node's children, each node's together, in order
    /// (`LogEntry.firstChild`; the last node's end is `childEntries.count`).
    @exclusivity(unchecked) private(set) var childEntries: LogColumn<Int32>
    /// The same children by their predicted slots (`LogEntry.slot`): when every prediction holds,
    /// `NodeStore.children` as it is, taken over whole (`tablesIfPredictionsHold`).
    @exclusivity(unchecked) private var childSlots: LogColumn<Int32>
    /// How many of the nodes are stacks (room for their states in `NodeStore`).
    @exclusivity(unchecked) private(set) var stackCount = 0
    /// How many of the nodes have children (`NodeStore.containers`).
    @exclusivity(unchecked) private(set) var containerCount = 0

    /// The builder's depth, which it keeps here as it goes (`GraphBuilder.depth`): a node made at
    /// depth `d` whose subtree has `s` nodes and ends at position `p` of the list has slot
    /// `p - s + 1 + d` in depth-first order, if `d` is its depth in the finished tree, which is
    /// what the builder's depth is for every node a container or modifier makes of its content.
    @exclusivity(unchecked) var depth: Int32 = 0

    // SAFETY: `records` and `arenaIndices` have room for `recordCapacity` elements each (plain
    // data, no references); the record of the node at position `i`, and its index in the arena,
    // are written at its predicted slot (`predictedSlot(i)`) when its parent claims it, and
    // `written` marks the slot (one bit a slot, `recordCapacity` bits, zeroed when allocated). A
    // slot predicted twice stops the predictions (`predictionsMayHold`), so each write is to a
    // new slot; `slotsWritten` counts them and `highestSlotWritten` is the largest. The buffers
    // are handed over (`tablesIfPredictionsHold`) only when `count` slots were written, all
    // below `count`: every element below the node count is then initialised. Otherwise `deinit`
    // frees them.
    @exclusivity(unchecked) private var records: UnsafeMutablePointer<NodeRecord>
    @exclusivity(unchecked) private var arenaIndices: UnsafeMutablePointer<Int32>
    @exclusivity(unchecked) private var written: UnsafeMutablePointer<UInt64>
    @exclusivity(unchecked) private var recordCapacity: Int
    @exclusivity(unchecked) private var slotsWritten = 0
    @exclusivity(unchecked) private var highestSlotWritten = -1
    @exclusivity(unchecked) private var recordsTaken = false
    /// False once a prediction is known not to hold (a negative slot, or a child not made one
    /// level below the node that claims it): records are no longer written.
    @exclusivity(unchecked) private(set) var predictionsMayHold = true
    /// The positions of nodes with argument problems, and of stacks with their alignment guides
    /// (noted with the records, for `NodeStore` to list when it takes them).
    @exclusivity(unchecked) private(set) var problems: [Int32] = []
    @exclusivity(unchecked) private(set) var stackAlignments: [(position: Int32, key: AlignmentKey)] = []

    init() {
        capacity = Swift.max(1024, BuildLog.lastCount)
        base = .allocate(capacity: capacity)
        recordCapacity = capacity
        records = .allocate(capacity: recordCapacity)
        arenaIndices = .allocate(capacity: recordCapacity)
        written = BuildLog.allocateBits(recordCapacity)
        entries = LogColumn(capacity: capacity)
        childEntries = LogColumn(capacity: capacity)
        childSlots = LogColumn(capacity: capacity)
    }

    /// Room for `count` bits, all clear.
    private static func allocateBits(_ count: Int) -> UnsafeMutablePointer<UInt64> {
        let words = count / 64 + 1
        let bits = UnsafeMutablePointer<UInt64>.allocate(capacity: words)
        bits.initialize(repeating: 0, count: words)
        return bits
    }

    deinit {
        // SAFETY: see `base`: after `moveOut` the buffer holds no references any more.
        if !movedOut { base.deinitialize(count: count) }
        base.deallocate()
        // SAFETY: see `records`: plain data, nothing to deinitialise; freed here unless taken
        // (the three together: `tablesIfPredictionsHold`).
        if !recordsTaken {
            records.deallocate()
            arenaIndices.deallocate()
            childSlots.release()
        }
        written.deallocate()
        open.release()
        entries.release()
        childEntries.release()
    }

    /// Records `node`, a `category` made over `children` (`Node.init` calls it, through the arena
    /// the build makes its nodes in, with the children it holds, before it writes the node's
    /// record: the log reads neither back), and returns the slot and depth it predicts for the
    /// node, which the record starts with ((-1, 0) once the log stopped noting).
    @inline(__always)
    func noteMade(_ node: Node, _ category: ViewKind, children: borrowing NodeChildren) -> (slot: Int32, depth: Int32) {
        append(node, category, children: children)
    }

    @inline(__always)
    private func append(_ node: Node, _ category: ViewKind, children: borrowing NodeChildren) -> (slot: Int32, depth: Int32) {
        precondition(!movedOut, "a build log is read once")
        if count == capacity {
            let grown = UnsafeMutablePointer<Node>.allocate(capacity: capacity * 2)
            // SAFETY: moves the `count` initialised references into the new buffer, leaving the
            // old one uninitialised, which is then freed without releasing anything.
            grown.moveInitialize(from: base, count: count)
            base.deallocate()
            base = grown
            capacity *= 2
        }
        // SAFETY: `count < capacity`: an uninitialised element of the buffer.
        (base + count).initialize(to: node)
        count += 1
        guard isTree else { return (-1, 0) }
        return noteShape(category, children: children, at: Int32(count - 1))
    }

    /// Claims the children of the node just noted at `position` (a `category`) from the open
    /// subtrees and writes their records; returns the node's predicted slot and depth ((-1, 0) when
    /// the log stops noting here).
    private func noteShape(_ category: ViewKind, children kids: borrowing NodeChildren,
                           at position: Int32) -> (slot: Int32, depth: Int32) {
        let childCount = kids.count
        let start = openCount - childCount
        guard start >= 0 else { isTree = false; return (-1, 0) }
        let first = Int32(childEntries.count)
        var size: Int32 = 1
        // A prediction holds when each node was made one level below the node that claims it
        // (and the root at 0: `tablesIfPredictionsHold`), checked here, child by child.
        var childrenOneLevelDown = true
        for k in 0..<childCount {
            let j = Int(open[start + k])
            // SAFETY: `open` holds positions of initialised elements (below `count`).
            guard base[j] == kids[k] else { isTree = false; return (-1, 0) }
            entries[j].parent = position
            let child = entries[j]
            size += child.size
            childrenOneLevelDown = childrenOneLevelDown && child.depth == depth &+ 1
            childEntries.append(Int32(j))
            childSlots.append(child.slot)
        }
        if category == .hstack || category == .vstack { stackCount += 1 }
        if childCount != 0 { containerCount += 1 }
        // The node's slot and depth as predicted (see `depth`); `NodeStore` corrects them when a
        // prediction does not hold. Returned for the record `Node.init` writes next.
        let slot = position - size + 1 + depth
        entries.append(LogEntry(parent: -1, size: size, depth: depth, slot: slot, firstChild: first))
        if !childrenOneLevelDown { predictionsMayHold = false }
        if predictionsMayHold {
            for k in 0..<childCount {
                let j = Int(open[start + k])
                // SAFETY: `j` is below `count` (a position `open` holds): an initialised node.
                noteRecord(of: base[j], at: j, parentSlot: slot)
            }
        }
        // The claimed subtrees leave the stack and this one takes the place of the first.
        if start == open.count { open.append(position) } else { open[start] = position }
        openCount = start + 1
        return (slot, depth)
    }

    /// The slot the node at `position` is predicted to have (see `depth`).
    @inline(__always)
    func predictedSlot(_ position: Int) -> Int32 {
        entries[position].slot
    }

    /// Writes the record of the node at `position` (whole: its place in the tree too, by the
    /// predicted slots) and notes what the store lists of it. Its parent is being made: the
    /// builder has set everything the record reads (traits, a spacer's axis, argument problems).
    private func noteRecord(of node: Node, at position: Int, parentSlot: Int32) {
        let slot = Int(predictedSlot(position))
        guard slot >= 0 else { predictionsMayHold = false; return }
        if slot >= recordCapacity { growRecords(toHold: slot + 1) }
        // A slot predicted twice: the predictions do not describe a tree (see `records`).
        let word = slot &>> 6, bit = UInt64(1) &<< UInt64(slot & 63)
        guard written[word] & bit == 0 else { predictionsMayHold = false; return }
        written[word] |= bit
        slotsWritten += 1
        highestSlotWritten = Swift.max(highestSlotWritten, slot)
        let first = entries[position].firstChild
        let end = position + 1 < entries.count ? entries[position + 1].firstChild : Int32(childEntries.count)
        // SAFETY: `0 <= slot < recordCapacity` (checked and grown above); a record is plain data,
        // so writing over whatever is there needs no deinitialisation. (Written in place: see
        // `NodeStore.initializeRecord`.)
        let record = records + slot
        NodeStore.initializeRecord(record, for: node, parent: parentSlot, firstChild: first, childCount: end - first)
        (arenaIndices + slot).initialize(to: Int32(truncatingIfNeeded: node.index))
        if !node.argumentProblems.isEmpty { problems.append(Int32(position)) }
        if record.pointee.op == .stack, let alignment = StackBox.stateAlignment(of: node) {
            stackAlignments.append((Int32(position), alignment))
        }
    }

    @inline(never)
    private func growRecords(toHold needed: Int) {
        let capacity = Swift.max(needed, recordCapacity * 2)
        let grown = UnsafeMutablePointer<NodeRecord>.allocate(capacity: capacity)
        // SAFETY: copies the old buffers' bytes whole (plain data: written elements and bytes not
        // yet written, which are never read before they are written; the bits of the slots not
        // written are clear, in the old words and the new), then frees them.
        UnsafeMutableRawPointer(grown).copyMemory(from: records, byteCount: recordCapacity * MemoryLayout<NodeRecord>.stride)
        records.deallocate()
        records = grown
        let grownIndices = UnsafeMutablePointer<Int32>.allocate(capacity: capacity)
        grownIndices.update(from: arenaIndices, count: recordCapacity)
        arenaIndices.deallocate()
        arenaIndices = grownIndices
        let grownBits = BuildLog.allocateBits(capacity)
        grownBits.update(from: written, count: recordCapacity / 64 + 1)
        written.deallocate()
        written = grownBits
        recordCapacity = capacity
    }

    /// Whether the log is exactly the tree under `root` (then the root's record is written too).
    func isExactly(_ root: Node) -> Bool {
        guard isTree, !movedOut, count > 0, count == root.subtreeCount, openCount == 1,
              Int(open[0]) == count - 1, base[count - 1] == root, entries[count - 1].parent == -1 else { return false }
        if predictionsMayHold { noteRecord(of: root, at: count - 1, parentSlot: -1) }
        return true
    }

    /// The store's tables by slot, when every node's predicted slot is its slot in the finished
    /// tree: the records, each node's index in its arena, and the children's slots, each a table
    /// that takes the log's buffer over (nil when a prediction fails).
    ///
    /// A prediction holds when the node was made at its depth in the tree (`depth`): the root at
    /// 0, every other node at its parent's depth plus one, which `noteShape` checked as each
    /// parent claimed its children (`predictionsMayHold`). When every node's does, the predicted
    /// slots are the tree's depth-first numbering (`NodeStore.LogNumbering` derives the same
    /// slots from the true depths), so no other numbering needs to be made to compare them with;
    /// that they are (`count` distinct slots written, all below `count`) is checked all the same.
    /// Only for a log that is exactly the tree (`isExactly`: every node but the root claimed).
    func tablesIfPredictionsHold() -> (records: Table<NodeRecord>, arenaIndices: Table<Int32>, children: Table<Int32>)? {
        guard predictionsMayHold, !recordsTaken, count > 0, entries[count - 1].depth == 0,
              slotsWritten == count, highestSlotWritten < count, childSlots.count == count - 1 else { return nil }
        recordsTaken = true
        // SAFETY: every slot below `count` has been written, in both buffers (see `records`), each
        // has room for at least `count` elements, and the log no longer frees them. The children's
        // column holds `count - 1` initialised slots (every node but the root is a child once),
        // in a buffer of its own the log no longer frees either.
        return (Table(adopting: records, count: count), Table(adopting: arenaIndices, count: count),
                Table(adopting: childSlots.buffer, count: childSlots.count))
    }

    /// Hands each reference to `body` with its index, moving it out of the log (no retain or
    /// release: the receiver takes over the log's reference); the log is empty afterwards.
    func moveOut(_ body: (Int, consuming Node) -> Void) {
        precondition(!movedOut, "a build log is read once")
        movedOut = true
        for i in 0..<count {
            // SAFETY: each initialised element is moved out once; `movedOut` stops `deinit` (and
            // any other use) from touching them again.
            body(i, (base + i).move())
        }
    }
}

/// What a `BuildLog` notes of each node made, by position in the log.
struct LogEntry {
    /// The parent's position (-1 until it is made).
    var parent: Int32
    /// The number of nodes in the subtree, this one included.
    var size: Int32
    /// The depth the node was made at.
    var depth: Int32
    /// The node's predicted slot (see `BuildLog.depth`), found once, when it is made.
    var slot: Int32
    /// Where the node's children's positions start in `BuildLog.childEntries`.
    var firstChild: Int32
}

/// One column of a `BuildLog` (a number per node made, or per child entry): plain values in a
/// buffer the log owns alone, appended with one capacity check and read and written with one
/// bounds check, where an `Array` in a class's property checks its uniqueness on every write
/// (seven times a node in `noteShape`: `Benchmarks/PROFILE.md`). The log frees it in `deinit`.
struct LogColumn<Element: BitwiseCopyable> {
    // SAFETY: `base` has room for `capacity` elements, of which the first `count` are
    // initialised; plain values (`BitwiseCopyable`), so nothing is deinitialised. The owning
    // log calls `release()` once, in its `deinit`, and only the log reads or writes the column
    // (`NodeStore` reads a log's columns while it holds the log).
    private var base: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = Swift.max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    @inline(__always)
    mutating func append(_ element: Element) {
        if count == capacity { grow() }
        // SAFETY: `count < capacity`: room for one more.
        (base + count).initialize(to: element)
        count += 1
    }

    @inline(never)
    private mutating func grow() {
        let grown = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        // SAFETY: moves the `count` initialised plain values into the new buffer and frees the old.
        grown.moveInitialize(from: base, count: count)
        base.deallocate()
        base = grown
        capacity *= 2
    }

    subscript(index: Int) -> Element {
        @inline(__always) get {
            precondition(index >= 0 && index < count, "log column index out of range")
            // SAFETY: an initialised element (checked above).
            return base[index]
        }
        @inline(__always) set {
            precondition(index >= 0 && index < count, "log column index out of range")
            // SAFETY: an initialised element (checked above), plain data overwritten in place.
            base[index] = newValue
        }
    }

    /// The buffer, for a table to take over (`BuildLog.tablesIfPredictionsHold`; the owner then
    /// does not `release()` it).
    var buffer: UnsafeMutablePointer<Element> { base }

    /// Frees the buffer (the owning log's `deinit`; the column is not used afterwards).
    func release() {
        // SAFETY: see `base`: called once, by the owner, after its last use.
        base.deallocate()
    }
}
