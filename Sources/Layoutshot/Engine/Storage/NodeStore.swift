/// The tree in flat buffers indexed by slot (depth-first order, parents before their children):
/// the nodes' structure, their measurement caches, and what the last pass placed.
///
/// A `Node` is what the views built and what reconciliation matches; its slot indexes these
/// tables. The store owns every table (allocated once per tree shape, released in `deinit`); the
/// engine reads them for as long as it holds the store. Each node's children's entries in
/// `children` are contiguous: `childWindow` hands them out as a window. What only some nodes need
/// is kept apart, so that a tree of leaves and modifiers does not pay for it: stacks' arrangements
/// (`stacks`), preferred spacings (asked only where a stack has no explicit spacing).
final class NodeStore {
    let count: Int
    /// The arena the nodes live in (held for as long as the store: `Node`).
    let arena: NodeArena
    /// Each slot's node, as its index in `arena` (`node(_:)`, `nodes`).
    let arenaIndices: Table<Int32>
    /// The slots of nodes whose modifier arguments were corrected (see `Node.argumentProblems`).
    let argumentProblemSlots: [Int]
    let records: Table<NodeRecord>
    /// Every node's children's slots, each node's children contiguous.
    let children: Table<Int32>
    /// The stacks' alignments, arrangements and memos (`NodeRecord.stackIndex`).
    let stacks: StackStates
    let caches: MeasurementCaches
    /// Answers beyond a cache's inline capacity, by slot.
    var spill: [Int32: [MeasurementCaches.Entry]] = [:]
    /// Each node's preferred spacing once asked, by slot (made on the first question).
    private var spacings: Table<ViewSpacing?>?
    /// The slots of nodes with children, in slot order: the nodes whose children a pass places.
    let containers: [Int32]
    /// The slots in the previous store (a host's update) of the nodes this tree kept from it.
    let keptPreviousSlots: [Int32]
    /// Whether the tree was numbered from its build log (false: by walking it from the root).
    let numberedFromLog: Bool
    /// Whether the records are the ones the build log wrote (its slot predictions held).
    let recordsFromLog: Bool
    /// What the current (or last) pass placed. A `ComputedLayout` keeps the buffers of its pass;
    /// the next pass takes new ones when they are still held (see `PassBuffers`).
    var placement: PassBuffers
    /// The buffers before `placement`, for the pass after next: a host keeps only its last layout,
    /// so passes take turns between two sets instead of faulting in new memory every time.
    var sparePlacement: PassBuffers?
    /// For each slot, where its subtree ends (one past its last descendant's slot) when every view
    /// in the subtree is answered from its record (no `.general` op) and none has explicit
    /// guides; -1 otherwise. Made by the first pass that may copy placements (`reusableEnds()`).
    private var reusableEndsTable: Table<Int32>?
    /// For each slot, the last pass in which it or a descendant computed an answer (a cache miss);
    /// made with `reusableEndsTable`, when it has an end.
    private(set) var missMarks: Table<Int32>?
    /// Whether `reusableEnds()` has run.
    private var reusableEndsFound = false

    /// Numbers the tree under `root` depth first and lays it out flat. Nodes that were in `previous`
    /// (kept by a host's update) bring their measurements along.
    ///
    /// With `log` (the nodes the build made, in order: `BuildLog`), the store takes the tables the
    /// log wrote by slot when its slot predictions held, reading no node; when they did not, the
    /// tree is numbered from the log's list, in passes over it that read the nodes in sequence;
    /// without a log, or when it does not describe exactly this tree, by one walk from the root.
    /// Tables the log did not write are allocated first (the root knows its subtree's size) and
    /// each node is read once to fill them.
    init(root: Node, previous: NodeStore?, log: BuildLog? = nil) {
        count = root.subtreeCount
        arena = root.arena
        let capacity = Swift.max(count, 1)
        placement = PassBuffers(count: capacity)
        stacks = StackStates(capacity: log?.stackCount ?? 16)
        numberedFromLog = log?.isExactly(root) ?? false
        // From the log, when its predictions hold: the records, the nodes' places in the arena and
        // the children's slots it wrote by slot while the nodes were fresh, taken over whole.
        // Otherwise each node's record is made here: numbered from the log when it describes
        // exactly this tree, or by a walk from the root.
        let logged = numberedFromLog ? log?.tablesIfPredictionsHold() : nil
        recordsFromLog = logged != nil
        records = logged?.records ?? Table(repeating: NodeRecord(), count: capacity)
        arenaIndices = logged?.arenaIndices ?? Table(repeating: -1, count: capacity)
        children = logged?.children ?? Table(repeating: 0, count: capacity)

        var filler = Filler(records: records, children: children, arenaIndices: arenaIndices, stacks: stacks, arena: arena)
        var oldSlots: [Int32] = []
        if let log, logged != nil {
            filler.fill(fromPredictionsOf: log)
        } else if let log, numberedFromLog {
            filler.fill(from: log, LogNumbering(log))
        } else {
            oldSlots = filler.walk(from: root, count: count, keepingOldSlots: previous != nil)
        }
        argumentProblemSlots = filler.problemSlots.sorted()

        // One pass over the records, which are complete now: each node's cache head (marked when
        // the node answers one size for every proposal) and the list of containers, in slot order.
        // (Three passes before, over 64-byte records: `Benchmarks/PROFILE.md`.) The containers
        // were counted as the records were written, so the list is written into an array of that
        // size: appending checks the array's uniqueness and capacity for each.
        let records = records, containerCount = filler.containerCount
        var madeCaches: MeasurementCaches?
        containers = [Int32](unsafeUninitializedCapacity: containerCount) { buffer, initialized in
            var next = 0
            madeCaches = MeasurementCaches(count: capacity) { slot in
                if records[slot].childCount != 0 {
                    // SAFETY: `next < containerCount`, the buffer's capacity: the records with
                    // children were counted as they were written (checked all the same).
                    precondition(next < containerCount, "more containers than the records counted")
                    buffer[next] = Int32(slot)
                    next += 1
                }
                return records[slot].proposalIndependent
            }
            precondition(next == containerCount, "fewer containers than the records counted")
            initialized = next
        }
        caches = madeCaches!  // (made by the closure, which runs once)

        // Measurements kept across an update (the walk, with the old slots): a kept node is a copy
        // of the old one, which had slot `old` in `previous` (`Node.keptSlot`).
        var keptSpacings: Table<ViewSpacing?>?
        var keptPrevious: [Int32] = []
        if let previous, !oldSlots.isEmpty {
            for slot in 0..<count {
                let old = Int(oldSlots[slot])
                guard old >= 0, old < previous.count, previous.node(old).category == Node(at: Int(arenaIndices[slot]), in: arena).category else { continue }
                keptPrevious.append(Int32(old))
                caches.copy(slot, from: previous.caches, old)
                if let spacing = previous.spacings?[old] {
                    if keptSpacings == nil { keptSpacings = Table(repeating: nil, count: capacity) }
                    keptSpacings?[slot] = spacing
                }
                if let spilled = previous.spill[Int32(old)] { spill[Int32(slot)] = spilled }
            }
        }
        spacings = keptSpacings
        keptPreviousSlots = keptPrevious
    }

    /// The slots of a build log's nodes: the slot (the place in depth-first order) of the node at
    /// position `i` of a post-order list is `i - size + 1 + depth` (the nodes before its subtree
    /// in the list, plus its ancestors), its depth found from the root down (a parent is always
    /// later in the list than its children).
    struct LogNumbering {
        let depths: [Int32]
        let slots: [Int32]

        init(_ log: BuildLog) {
            let count = log.count
            let entries = log.entries
            var depths = [Int32](repeating: 0, count: count)
            var slots = [Int32](repeating: 0, count: count)
            // The slots are a permutation of 0..<count for any log that is a tree; the node array
            // is initialised by them, so that is checked.
            var taken = [Bool](repeating: false, count: count)
            for i in stride(from: count - 1, through: 0, by: -1) {
                let entry = entries[i]
                let parent = entry.parent
                let depth = parent < 0 ? 0 : depths[Int(parent)] + 1
                depths[i] = depth
                let slot = Int32(i) - entry.size + 1 + depth
                precondition(slot >= 0 && Int(slot) < count && !taken[Int(slot)], "the build log is not a tree")
                taken[Int(slot)] = true
                slots[i] = slot
            }
            self.depths = depths
            self.slots = slots
        }
    }

    /// Writes each node's record, its place in the arena and its children's entries into the
    /// store's tables.
    private struct Filler {
        let records: Table<NodeRecord>
        let children: Table<Int32>
        let arenaIndices: Table<Int32>
        let stacks: StackStates
        let arena: NodeArena
        var problemSlots: [Int] = []
        /// The records written with children (`NodeStore.containers`).
        var containerCount = 0

        /// What every node gets, however the tree was numbered (the walk, or the log's numbering).
        @inline(__always)
        mutating func fill(_ node: Node, slot: Int32, depth: Int32, parent: Int32, firstChild: Int32, childCount: Int32) {
            // (The store names its nodes by their index in its arena: every node of a tree lives in
            // the root's, as `GraphBuilder.importKept` moves the ones a host's update kept.)
            precondition(node.lives(in: arena), "a node of the tree lives in another arena")
            node.slot = Int(slot)
            node.depth = Int(depth)
            arenaIndices[Int(slot)] = Int32(truncatingIfNeeded: node.index)
            if !node.argumentProblems.isEmpty { problemSlots.append(Int(slot)) }
            var record = NodeRecord()
            withUnsafeMutablePointer(to: &record) {
                NodeStore.initializeRecord($0, for: node, parent: parent, firstChild: firstChild, childCount: childCount)
            }
            if record.op == .stack, let alignment = StackBox.stateAlignment(of: node) {
                record.stackIndex = stacks.add(alignment: alignment)
            }
            if childCount != 0 { containerCount += 1 }
            records[Int(slot)] = record
        }

        /// When the log's predictions held, it wrote the records, the arena indices and the
        /// children's slots (`BuildLog.tablesIfPredictionsHold`): what is left is what the store
        /// lists by slot (argument problems, stacks' states), found from the predicted slots. No
        /// node is read: each was given its slot when it was made.
        mutating func fill(fromPredictionsOf log: BuildLog) {
            for position in log.problems { problemSlots.append(Int(log.predictedSlot(Int(position)))) }
            for (position, key) in log.stackAlignments {
                records[Int(log.predictedSlot(Int(position)))].stackIndex = stacks.add(alignment: key)
            }
            containerCount = log.containerCount
        }

        /// Numbers the tree from its build log (`LogNumbering`), when the log is exactly the tree
        /// but its predictions did not hold: each node's record is made here, as it is taken from
        /// the log, in the order the nodes were made.
        mutating func fill(from log: BuildLog, _ numbering: LogNumbering) {
            let count = log.count
            let slots = numbering.slots, depths = numbering.depths
            let logEntries = log.entries, entries = log.childEntries
            // The shape first (parents, children's entries): the records below are written
            // whole, shape included, as each node is taken from the log.
            var parentSlots = [Int32](repeating: -1, count: count)
            for i in 0..<count {
                let first = logEntries[i].firstChild, end = i + 1 < count ? logEntries[i + 1].firstChild : Int32(entries.count)
                let slot = slots[i]
                for entry in Int(first)..<Int(end) {
                    let child = Int(entries[entry])
                    children[entry] = slots[child]
                    parentSlots[child] = slot
                }
            }
            log.moveOut { i, node in
                let first = logEntries[i].firstChild, end = i + 1 < count ? logEntries[i + 1].firstChild : Int32(entries.count)
                fill(node, slot: slots[i], depth: depths[i], parent: parentSlots[i], firstChild: first, childCount: end - first)
            }
        }

        /// Numbers the tree by one depth-first walk from the root; returns each slot's old slot
        /// when asked (a host's update carries measurements over by them).
        mutating func walk(from root: Node, count: Int, keepingOldSlots: Bool) -> [Int32] {
            var oldSlots: [Int32] = []
            if keepingOldSlots { oldSlots.reserveCapacity(count) }
            // Where each pending node's slot goes in `children` (its parent's entry; -1 for the root).
            var pending: [Pending] = [Pending(node: root, depth: 0, parent: -1, entry: -1)]
            var cursor: Int32 = 0
            var slot: Int32 = 0
            while let next = pending.popLast() {
                let node = next.node
                precondition(Int(slot) < count, "a node's children changed after it was made")
                if keepingOldSlots { oldSlots.append(Int32(truncatingIfNeeded: node.keptSlot)) }
                if next.entry >= 0 { children[Int(next.entry)] = slot }
                let nodeChildren = node.children
                let childCount = Int32(nodeChildren.count)
                let first = cursor
                cursor += childCount
                var entry = first + childCount
                for child in nodeChildren.reversed() {
                    entry -= 1
                    pending.append(Pending(node: child, depth: next.depth + 1, parent: slot, entry: entry))
                }
                fill(node, slot: slot, depth: next.depth, parent: next.parent, firstChild: first, childCount: childCount)
                slot += 1
            }
            precondition(Int(slot) == count, "a node's children changed after it was made")
            return oldSlots
        }
    }

    /// A node the walk in `init` has yet to reach.
    private struct Pending {
        let node: Node
        let depth: Int32
        let parent: Int32
        let entry: Int32
    }

    deinit {
        records.release()
        arenaIndices.release()
        children.release()
        stacks.release()
        caches.release()
        spacings?.release()
        reusableEndsTable?.release()
        missMarks?.release()
    }

    /// The subtree ends of `reusableEndsTable` (made on first use, with `missMarks`): a subtree
    /// whose views are all answered from their records places its descendants exactly as it did
    /// in an earlier pass when it is placed with the same frame and proposal and none of them has
    /// been asked anything new since (`LayoutEngine.placeDescendants`). Only subtrees more than
    /// one level deep get an end: a container of leaves (a frame around a colour) is placed faster
    /// than its earlier placement is compared.
    ///
    /// Nil when no subtree has an end (a flow of framed colours, anything under a custom layout).
    func reusableEnds() -> Table<Int32>? {
        if reusableEndsFound { return reusableEndsTable }
        reusableEndsFound = true
        let capacity = Swift.max(count, 1)
        let ends = Table<Int32>(repeating: -1, count: capacity)
        var anyEnd = false
        // Tables, not arrays: a write to an array checks that it is not shared, and this loop runs
        // once per tree in the pass after its first (a sweep's second width), over every slot.
        let sizes = Table<Int32>(repeating: 1, count: capacity)
        // Per slot: bit 0, a view in the subtree has a general rule or explicit guides; bit 1, a
        // child has children of its own.
        let flags = Table<UInt8>(repeating: 0, count: capacity)
        defer {
            sizes.release()
            flags.release()
        }
        // Children have larger slots than their parent: from the last slot back, each node's size
        // and flags are complete when it is reached. (The record's fields are read in place.)
        for slot in stride(from: count - 1, through: 0, by: -1) {
            var flag = flags[slot]
            if records[slot].op == .general || !records[slot].guideMask.isEmpty { flag |= 1 }
            if flag == 2 {
                ends[slot] = Int32(slot) + sizes[slot]
                anyEnd = true
            }
            let parent = Int(records[slot].parent)
            if parent >= 0 {
                sizes[parent] += sizes[slot]
                flags[parent] |= (flag & 1) | (records[slot].childCount > 0 ? 2 : 0)
            }
        }
        guard anyEnd else {
            ends.release()
            return nil
        }
        reusableEndsTable = ends
        missMarks = Table(repeating: 0, count: capacity)
        return ends
    }

    /// Writes a node's whole record, its place in the tree included, into `destination`
    /// (uninitialised, or a record to write over: plain data), where it is kept: the build log's
    /// records (`BuildLog.noteRecord`), or the store's own when it numbers the tree (`Filler`).
    ///
    /// (In place rather than returned: a record made field by field and then copied whole is read
    /// back with 16-byte loads that span several of the stores just made, which the processor
    /// cannot forward from its store buffer, so each waits for those stores to be written; the
    /// copy's first load took half the time of `record(for:)`, which returned it then:
    /// `Benchmarks/PROFILE.md`.)
    @inline(__always)
    static func initializeRecord(_ destination: UnsafeMutablePointer<NodeRecord>, for node: Node,
                                 parent: Int32, firstChild: Int32, childCount: Int32) {
        let category = node.category
        destination.initialize(to: NodeRecord(
            op: .general, statistic: StatisticKind(category), axis: nil, guideMask: node.guideMask,
            proposalIndependent: node.isProposalIndependent,
            servedLast: category == .spacer && !node.traits.hasExplicitPriority,
            parent: parent, firstChild: firstChild, childCount: childCount,
            priority: node.traits.priority))
        // SAFETY: `destination` was initialised just above; the rule writes its fields in place.
        // (The rule asked where it lies: `node.rule.encode` copies the rule first, see `withRule`;
        // each of the node's fields above is read where it lies too.)
        node.withRule { rule in rule.encode(into: &destination.pointee, for: node) }
    }

    /// The node at `slot`.
    @inline(__always)
    func node(_ slot: Int) -> Node { Node(at: Int(arenaIndices[slot]), in: arena) }

    /// The nodes by slot (for the general paths: custom layouts, guides, labels, diagrams).
    var nodes: SlotNodes { SlotNodes(store: self) }

    /// The children's entries of the node at `slot`, `range` of them, as a window into `table`
    /// (`children`).
    @inline(__always)
    func childWindow<Element>(_ table: Table<Element>, of slot: Int, _ range: Range<Int>) -> TableWindow<Element> {
        let r = records[slot]
        precondition(range.lowerBound >= 0 && range.upperBound <= Int(r.childCount), "child range out of bounds")
        return table.window(Int(r.firstChild) + range.lowerBound, range.count)
    }

    /// The labels from the root down to the node at `slot`, for diagnostics.
    func path(of slot: Int) -> String {
        var labels: [String] = []
        var current = slot
        while current >= 0 && current < count {
            labels.append(node(current).label)
            current = Int(records[current].parent)
        }
        return labels.reversed().joined(separator: " > ")
    }

    /// The node's preferred spacing, if it has been asked.
    func keptSpacing(of slot: Int) -> ViewSpacing? {
        spacings?[slot] ?? nil
    }

    /// Keeps a node's preferred spacing (the table is made on the first).
    func keepSpacing(_ spacing: ViewSpacing, of slot: Int) {
        if spacings == nil { spacings = Table(repeating: nil, count: Swift.max(count, 1)) }
        spacings?[slot] = spacing
    }

    /// The number of answers cached for a slot.
    func measurementCount(_ slot: Int) -> Int {
        guard slot >= 0, slot < count else { return 0 }
        return Int(caches.count(slot))
    }

    /// The answer for `p` beyond the inline entries.
    func spilledSize(_ slot: Int, _ p: ProposedViewSize) -> CGSize? {
        guard let entries = spill[Int32(slot)] else { return nil }
        let pw = p.width ?? -1, ph = p.height ?? -1
        for entry in entries where entry.matches(pw, ph) { return entry.size }
        return nil
    }

    func spillAnswer(_ slot: Int, _ p: ProposedViewSize, _ size: CGSize) {
        spill[Int32(slot), default: []].append(MeasurementCaches.Entry(p, size))
    }

    /// Drops a node's measurements (not its children's).
    func invalidate(_ slot: Int) {
        caches.removeAll(slot)
        spill[Int32(slot)] = nil
        spacings?[slot] = nil
        let stack = Int(records[slot].stackIndex)
        if stack >= 0 { stacks.entries[stack].memo.isValid = false }
        node(slot).invalidateMeasurements()
    }
}

/// A store's nodes by slot, read from its tables (`NodeStore.node(_:)`): depth first, parents
/// before their children. Holds the store, whose tables and arena it reads.
struct SlotNodes: RandomAccessCollection {
    let store: NodeStore
    var startIndex: Int { 0 }
    var endIndex: Int { store.count }
    subscript(slot: Int) -> Node {
        precondition(slot >= 0 && slot < store.count, "slot out of range")
        return store.node(slot)
    }
}

/// Where one pass put a node: its frame, the proposal it was placed with, and the number of the
/// pass that placed it (a node whose number is not the pass's was not placed).
///
/// The proposal is kept as two lengths with NaN for nil (placement proposals are sanitised, never
/// NaN). In a `PlacementTable` the pass number is kept apart from the rest (`PlacedGeometry`).
struct PlacedState {
    var geometry: PlacedGeometry
    var pass: Int32

    @inline(__always)
    init(frame: CGRect, proposal: ProposedViewSize, pass: Int32) {
        geometry = PlacedGeometry(frame: frame, proposedWidth: proposal.width ?? .nan, proposedHeight: proposal.height ?? .nan)
        self.pass = pass
    }

    @inline(__always)
    init(_ geometry: PlacedGeometry, pass: Int32) {
        self.geometry = geometry
        self.pass = pass
    }

    var frame: CGRect {
        @inline(__always) get { geometry.frame }
        @inline(__always) set { geometry.frame = newValue }
    }

    var proposal: ProposedViewSize {
        @inline(__always) get {
            ProposedViewSize(width: geometry.proposedWidth.isNaN ? nil : geometry.proposedWidth,
                             height: geometry.proposedHeight.isNaN ? nil : geometry.proposedHeight)
        }
    }

    /// Placed by `previousPass` with the frame and proposal `other` has.
    @inline(__always)
    func placesLike(_ other: PlacedState, previousPass: Int32) -> Bool {
        let a = geometry, b = other.geometry
        // (Lengths compare as numbers; an unset proposal is NaN on both sides.)
        return pass == previousPass
            && a.frame.origin.x == b.frame.origin.x && a.frame.origin.y == b.frame.origin.y
            && a.frame.size.width == b.frame.size.width && a.frame.size.height == b.frame.size.height
            && (a.proposedWidth == b.proposedWidth || (a.proposedWidth.isNaN && b.proposedWidth.isNaN))
            && (a.proposedHeight == b.proposedHeight || (a.proposedHeight.isNaN && b.proposedHeight.isNaN))
    }
}

/// A placement's frame and proposal: 48 bytes of plain data.
struct PlacedGeometry {
    var frame: CGRect
    var proposedWidth: CGFloat
    var proposedHeight: CGFloat
}

/// Where one pass put every node, by slot: the pass numbers in a table of their own (4 bytes a
/// node, zeroed when the table is made), frames and proposals (48 bytes a node) in memory that is
/// written only where a node is placed.
///
/// A pass writes one placement per node, and a sweep whose layouts are all kept writes each pass
/// into buffers of its own: making the buffers of a 20,000-view tree used to write 1.1 MB of empty
/// placements that the pass then wrote again, both into memory no cache held. Now a table is
/// made by zeroing 80 KB, and each placement is written once.
struct PlacementTable {
    // SAFETY: `geometry` points at `count` allocated `PlacedGeometry`s (plain data); element `i`
    // is initialised once a placement was stored at `i` (`set`, which initialises it whatever the
    // pass number), and `passes[i]` is 0 until then (`set` writes the placing pass's number, which
    // counts from 1: `LayoutEngine.layoutPass`). A read
    // (`get`) reads `geometry[i]` only where `passes[i]` is not 0, so never an uninitialised
    // element; `passes` checks the index for both. The owner (`PassBuffers`) frees the memory once,
    // in its `deinit` (`release()`), and the engine reads a table only while it holds the owner.
    private let geometry: UnsafeMutablePointer<PlacedGeometry>
    private let passes: Table<Int32>
    var count: Int { passes.count }

    init(count: Int) {
        passes = Table(repeating: 0, count: count)
        geometry = .allocate(capacity: Swift.max(count, 1))
    }

    /// Frees the memory (the owner's `deinit` calls it once). `PlacedGeometry` is plain data:
    /// nothing to deinitialise.
    func release() {
        geometry.deallocate()
        passes.release()
    }

    /// The number of the pass that placed the node at `slot` (0: none).
    @inline(__always)
    func pass(_ slot: Int) -> Int32 { passes[slot] }

    subscript(slot: Int) -> PlacedState {
        @inline(__always) get {
            let pass = passes[slot]
            // (Not placed: a zero frame, an unspecified proposal, pass 0.)
            guard pass != 0 else { return PlacedState(PlacedGeometry(frame: .zero, proposedWidth: .nan, proposedHeight: .nan), pass: 0) }
            // SAFETY: `passes[slot] != 0`: a placement was stored at `slot` (see above).
            return PlacedState(geometry[slot], pass: pass)
        }
        @inline(__always) nonmutating set {
            // The index is checked by `passes` (the pass number is written first). (Passes count
            // from 1; a state with pass 0 would read back as not placed, its geometry written.)
            passes[slot] = newValue.pass
            // SAFETY: `slot` is within the `count` allocated elements (checked by `passes` just
            // above); initialising plain data over an element, written before or not, is a store.
            (geometry + slot).initialize(to: newValue.geometry)
        }
    }
}

/// Where one pass put every node, by slot.
///
/// The pass's result is these buffers themselves: a `ComputedLayout` holds on to them instead of
/// copying 20,000 frames, and the next pass on the same tree, finding them still held, lays out
/// into other ones.
final class PassBuffers {
    let states: PlacementTable
    var count: Int { states.count }

    init(count: Int) {
        states = PlacementTable(count: count)
    }

    deinit {
        states.release()
    }
}
