/// Where a tree's nodes live: one record per node (`NodeData`) in one buffer, in the order the
/// build made them, and a node is a position in it (`Node`), not an object of its own.
///
/// A build makes a node for every view, padding and frame of its tree (87,381 views make 174,762
/// nodes in the nested benchmark tree). As objects, each cost an allocation, a header, a
/// reference count written on every copy and a free; as records they are appended to a buffer
/// that grows by doubling and is freed at once (`Benchmarks/PROFILE.md`, "Nodes as records").
///
/// An arena lives as long as anything that may read its nodes: the tree (`LayoutTree`), the store
/// numbered from it (`NodeStore`, which each `ComputedLayout` holds), and the values handed to user
/// code that name a node (`LayoutSubview`, `LayoutSubviews` hold it strongly; `GuideSource` weakly,
/// and checks it). Every build starts an arena of its own; a host's update copies the nodes it kept
/// into it (`GraphBuilder.importKept`), so an arena holds one tree and is freed with it.
final class NodeArena {
    // SAFETY: `base` has room for `capacity` records, of which the first `count` are initialised;
    // only `append` and `reserve` add to them (growing the buffer by moving them), and `deinit`
    // disposes of each once. Every read or write of a record goes through `record(_:)`, which
    // checks the index against `count`.
    //
    // SAFETY (`@exclusivity(unchecked)` on the stored properties): an arena is written by the
    // one thread that builds into it (a build runs on one thread: `GraphBuilder`); the records are
    // written after the build only by code that ran single-threaded before (`NodeStore.init`
    // numbering the tree, a host's update, a node's guide cache, as `Node`'s class fields were),
    // and each access is one short read or write of a record's field that calls no other code
    // while it runs, so no two accesses overlap. The run-time check would cost every read of a
    // node's field.
    @exclusivity(unchecked) private var base: UnsafeMutablePointer<NodeData>
    /// The nodes' rules, a column of their own beside the records (same indices, same count and
    /// capacity, same SAFETY as `base`): a rule is read in place (`Node.rule`'s `unsafeAddress`),
    /// never copied out to be asked something.
    @exclusivity(unchecked) private var rules: UnsafeMutablePointer<any ViewRule>
    @exclusivity(unchecked) private var capacity: Int
    @exclusivity(unchecked) private(set) var count = 0
    /// Makes `log` the log of the build running into this arena (nil: the build is over).
    func setLog(_ log: BuildLog?) {
        logReference = log.map { .passUnretained($0) }
    }

    /// SAFETY (unretained): set only by `GraphBuilder.buildRoot` (`setLog`), which holds the
    /// log for the whole build and clears this before it returns, so the reference is valid
    /// whenever it is read (by `Node.init`, during that build). Read through
    /// `_withUnsafeGuaranteedRef` (`noteMade`): no reference counting for each node made, where an
    /// `unowned(unsafe)` reference is retained and released around every call made on it (an
    /// atomic pair a node: `Benchmarks/PROFILE.md`).
    @exclusivity(unchecked) private var logReference: Unmanaged<BuildLog>?

    /// Tells the build's log, if any, of `node`, a `category` made over `children`, before its
    /// record is written; returns the slot and depth the log predicts for it (`BuildLog.depth`),
    /// or (-1, 0) when none is noted.
    @inline(__always)
    func noteMade(_ node: Node, _ category: ViewKind, children: borrowing NodeChildren) -> (slot: Int32, depth: Int32) {
        logReference?._withUnsafeGuaranteedRef { $0.noteMade(node, category, children: children) } ?? (-1, 0)
    }

    /// An arena with room for `capacity` nodes (it grows as needed).
    init(capacity: Int = 1024) {
        self.capacity = Swift.max(capacity, 16)
        base = .allocate(capacity: self.capacity)
        rules = .allocate(capacity: self.capacity)
    }

    deinit {
        // SAFETY: see `base`: the first `count` records and rules are initialised, each disposed
        // of once here.
        base.deinitialize(count: count)
        base.deallocate()
        rules.deinitialize(count: count)
        rules.deallocate()
    }

    /// Adds a node's record and returns its index (its log is told by the caller, `Node.init`).
    @inline(__always)
    func append(_ data: consuming NodeData, rule: consuming any ViewRule) -> Int {
        if count == capacity { grow() }
        // SAFETY: `count < capacity`: an uninitialised element of each buffer.
        (base + count).initialize(to: data)
        (rules + count).initialize(to: rule)
        count += 1
        return count - 1
    }

    /// Counts one more node and returns its index and the addresses of its record and rule, both
    /// uninitialised: the caller (`Node.init`) initialises them at once, before anything reads
    /// the arena (its `deinit` deinitialises `count` of each).
    @inline(__always)
    fileprivate func reserve() -> (Int, UnsafeMutablePointer<NodeData>, UnsafeMutablePointer<any ViewRule>) {
        if count == capacity { grow() }
        // SAFETY: `count < capacity`: the next element of each buffer, uninitialised.
        let index = count
        count += 1
        return (index, base + index, rules + index)
    }

    @inline(never)
    private func grow() {
        let grown = UnsafeMutablePointer<NodeData>.allocate(capacity: capacity * 2)
        // SAFETY: moves the `count` initialised records into the new buffer, leaving the old one
        // uninitialised, which is then freed without deinitialising anything.
        grown.moveInitialize(from: base, count: count)
        base.deallocate()
        base = grown
        let grownRules = UnsafeMutablePointer<any ViewRule>.allocate(capacity: capacity * 2)
        // SAFETY: the same for the rules.
        grownRules.moveInitialize(from: rules, count: count)
        rules.deallocate()
        rules = grownRules
        capacity *= 2
    }

    /// The address of the record of the node at `index`, for `Node`'s field accessors below,
    /// which read or write one field there (a field, not the whole record, is copied).
    ///
    /// SAFETY: the index is checked against `count`, so the address is that of an initialised
    /// record. It is used at once, for one field's read or write, and not kept: only `append` and
    /// `reserve` move the records (when they grow the buffer), and no field's accessor appends.
    @inline(__always)
    fileprivate func record(_ index: Int) -> UnsafeMutablePointer<NodeData> {
        precondition(index >= 0 && index < count, "node index out of range")
        return base + index
    }

    /// The address of the rule of the node at `index` (the same SAFETY as `record`).
    @inline(__always)
    fileprivate func rule(_ index: Int) -> UnsafeMutablePointer<any ViewRule> {
        precondition(index >= 0 && index < count, "node index out of range")
        return rules + index
    }
}

/// A node's fields, read and written in place in its arena's record (`NodeData`, `Node.swift`).
extension Node {
    /// The whole record, copied (a kept node's copy starts from it: `Node.copySubtree`).
    var data: NodeData { record().pointee }

    /// Makes a node from a record and a rule (a kept node's copy: `Node.copySubtree`); the arena's
    /// build log, if any, is not told.
    init(copying data: consuming NodeData, rule: consuming any ViewRule, to arena: NodeArena) {
        self.arenaReference = .passUnretained(arena)
        self.index = arena.append(data, rule: rule)
    }
    /// How the node lays out (its kind's rule, with its parameters).
    /// (Addressed where it lies; but a method called on it is called on a copy, which the compiler
    /// makes because it cannot know the call leaves the arena's memory alone: `withRule`.)
    var rule: any ViewRule {
        @inline(__always) unsafeAddress { UnsafePointer(ruleAddress()) }
    }

    /// Calls `body` with the node's rule where it lies in the arena, not copied: as `inout` only
    /// so that it is passed by address (a copy of an existential is a value-witness call, and a
    /// retain and a release for a rule that is a class: `Benchmarks/PROFILE.md`).
    ///
    /// SAFETY: the address is that of the node's initialised rule (`NodeArena.rule`), valid for
    /// the call: `body` only asks the rule (`encode`, `stateAlignment`), which neither writes it nor
    /// makes a node in its arena (the only way the rules move).
    @inline(__always)
    func withRule<R>(_ body: (inout any ViewRule) -> R) -> R {
        body(&ruleAddress().pointee)
    }
    /// The node's children: a modifier's one child without an array of its own. Fixed when the
    /// node is made, but for a host's update moving the children it kept into its arena
    /// (`GraphBuilder.importKept`).
    var children: NodeChildren {
        @inline(__always) _read { yield record().pointee.children }
        nonmutating set { record().pointee.children = newValue }
    }
    /// The node's layout traits (set by the builder: `ViewTraits.swift`, `TabView.swift`).
    var traits: Traits {
        @inline(__always) _read { yield record().pointee.traits }
        nonmutating _modify { yield &record().pointee.traits }
    }
    /// The fill or text colour: the one part of a style most leaves set (kept out of `extras`, so
    /// a plain coloured leaf allocates nothing more).
    var foreground: Color? {
        @inline(__always) get { record().pointee.foreground }
        nonmutating set { record().pointee.foreground = newValue }
    }
    /// What few nodes have (`NodeExtras`), nil until one of it is set.
    var extras: NodeExtras? {
        @inline(__always) get { record().pointee.extras }
        nonmutating set { record().pointee.extras = newValue }
    }
    /// The number of nodes in this subtree, this one included (the children are fixed at init):
    /// a `NodeStore` allocates its tables before it walks the tree, and walks it once.
    var subtreeCount: Int { Int(record().pointee.subtreeCount) }
    /// Where the node's measurements and placement live in its tree's `NodeStore` (-1 until the
    /// tree is numbered).
    var slot: Int {
        @inline(__always) get { Int(record().pointee.slot) }
        nonmutating set { record().pointee.slot = Int32(truncatingIfNeeded: newValue) }
    }
    var depth: Int {
        @inline(__always) get { Int(record().pointee.depth) }
        nonmutating set { record().pointee.depth = Int32(truncatingIfNeeded: newValue) }
    }
    /// For a node a host's update kept, its slot in the old tree's store (-1: made anew).
    var keptSlot: Int { Int(record().pointee.keptSlot) }
    /// What kind of view this is (computed once: the engine counts measurements by it).
    var category: ViewKind { record().pointee.category }
    /// For a `Spacer`: the orientation of the stack it is in (nil outside stacks: it grows both ways).
    var stackAxis: Axis? {
        @inline(__always) get { record().pointee.stackAxis }
        nonmutating set { record().pointee.stackAxis = newValue }
    }
    /// Which explicit guides may be set in this subtree (a fast "no" for `ViewDimensions`).
    var guideMask: GuideMask { record().pointee.guideMask }
    /// True when the node answers the same size whatever it is proposed: a fixed frame, or padding,
    /// a stack or a modifier around views that are themselves so (a card of fixed-size parts). Such
    /// a node is measured once; every later question is answered from that measurement.
    var isProposalIndependent: Bool { record().pointee.isProposalIndependent }
    var isSettled: Bool {
        @inline(__always) get { record().pointee.isSettled }
        nonmutating set { record().pointee.isSettled = newValue }
    }
}

/// A node of a tree: a view, a modifier or a leaf, as a position in its `NodeArena`.
///
/// Views are values; nodes are what the views build and what a host's update matches old against
/// new. The engine measures and places them through their tree's `NodeStore`, where each node's
/// measurements (keyed by proposal) live for as long as the node does, so a sweep over several
/// widths, or a host that re-lays out after a change, reuses every answer the change did not touch.
/// Its fields (`Node.swift`) are read and written in its arena's record.
struct Node: Hashable {
    /// SAFETY (`Unmanaged`, not retained): a node is a plain value (no reference counting when it
    /// is copied, stored in a child list or a table, compared, or read: a field is read through
    /// `_withUnsafeGuaranteedRef`, where an `unowned(unsafe)` reference is retained for each call
    /// on it), so something else must keep its arena alive for as long as the node is used.
    /// Every holder does: the builder holds the arena it builds into, `LayoutTree` and `NodeStore` hold the arena of their tree (the store
    /// outlives every pass and `ComputedLayout` over it), and values handed to user code that keep
    /// a node (`LayoutSubview`, `LayoutSubviews`) hold its arena strongly, `GuideSource` weakly
    /// with a check before each use. `Node` is internal: no user code can keep one otherwise.
    private let arenaReference: Unmanaged<NodeArena>
    /// Where the node's record is in `arena`.
    let index: Int

    /// The arena the node lives in (for holders that keep it: `LayoutSubview`).
    var arena: NodeArena { arenaReference.takeUnretainedValue() }

    /// Whether the node lives in `arena` (compared by address: nothing is read).
    @inline(__always)
    func lives(in arena: NodeArena) -> Bool { arenaReference.toOpaque() == Unmanaged.passUnretained(arena).toOpaque() }

    /// Makes a new node from its parts (`Node.init(_:childList:traits:foreground:in:)`).
    @inline(__always)
    init(rule: consuming any ViewRule, children: consuming NodeChildren, traits: consuming Traits, foreground: consuming Color?,
         subtreeCount: Int32, category: ViewKind, guideMask: GuideMask, isProposalIndependent: Bool, in arena: NodeArenaHandle) {
        let made = Node.reserve(category, children: children, in: arena)
        self = made.node
        // (The rule is moved in after the log's work, not before: see `reserve`.)
        made.rule.initialize(to: rule)
        Node.initializeData(made, children: children, traits: traits, foreground: foreground, subtreeCount: subtreeCount,
                              category: category, guideMask: guideMask, isProposalIndependent: isProposalIndependent)
    }

    /// Makes a new node whose rule the builder has just made, of a known type (`Node.init(made:)`):
    /// the rule becomes an existential where the arena keeps it, written there field by field.
    @inline(__always)
    init<Rule: ViewRule>(madeRule rule: consuming Rule, children: consuming NodeChildren, foreground: consuming Color?,
                         subtreeCount: Int32, category: ViewKind, guideMask: GuideMask, isProposalIndependent: Bool,
                         in arena: NodeArenaHandle) {
        let made = Node.reserve(category, children: children, in: arena)
        self = made.node
        made.rule.initialize(to: rule)
        Node.initializeData(made, children: children, traits: Traits(), foreground: foreground, subtreeCount: subtreeCount,
                              category: category, guideMask: guideMask, isProposalIndependent: isProposalIndependent)
    }

    /// Initialises the record (`NodeData`) `reserve` counted, the node's last step.
    @inline(__always)
    private static func initializeData(_ made: Reserved, children: consuming NodeChildren, traits: consuming Traits,
                                         foreground: consuming Color?, subtreeCount: Int32, category: ViewKind,
                                         guideMask: GuideMask, isProposalIndependent: Bool) {
        made.record.initialize(to: NodeData(children: children, traits: traits, foreground: foreground, extras: nil,
                                            subtreeCount: subtreeCount, slot: made.place.slot, depth: made.place.depth,
                                            category: category, stackAxis: nil, guideMask: guideMask,
                                            isProposalIndependent: isProposalIndependent))
    }

    /// A node `reserve` counted: the addresses of its record and rule (uninitialised) and the slot
    /// and depth the build's log predicts for it.
    private typealias Reserved = (node: Node, record: UnsafeMutablePointer<NodeData>, rule: UnsafeMutablePointer<any ViewRule>,
                                  place: (slot: Int32, depth: Int32))

    /// Counts a new node in `arena` and tells the build's log of it, a `category` made over
    /// `children`; returns the node, the addresses of its record and rule, both uninitialised,
    /// and the slot and depth the log predicts for it. The caller initialises the rule and the
    /// record at once, before anything reads the arena's node (the log, told here, reads only the
    /// records and rules of the children, made before).
    ///
    /// (The rule is moved in after the log's work, not before: the caller has just written it,
    /// field by field, into a temporary, and a copy of it at once is read back with loads the
    /// processor cannot forward from those stores, each waiting for them to be written: a
    /// colour's leaf spent 3.6 % of `ComputedLayout(of:proposal:)` there, `Benchmarks/PROFILE.md`.
    /// The log is told first, lent the children, which the record then takes: lent from the
    /// record, or kept for the log, they would be copied, a retain and a release of a container's
    /// child array.)
    @inline(__always)
    private static func reserve(_ category: ViewKind, children: borrowing NodeChildren, in arena: NodeArenaHandle) -> Reserved {
        // (The arena is reached through the handle only to reserve the slots: a closure may not
        // consume what it captures, and a copy of the rule is what `consuming` saves.)
        // SAFETY: `reserve` counted the slot and returned the addresses of its uninitialised
        // record and rule, which the caller initialises at once (see above).
        let (index, record, rule) = arena.reference._withUnsafeGuaranteedRef { $0.reserve() }
        let node = Node(reserved: index, in: arena)
        let place = arena.reference._withUnsafeGuaranteedRef { $0.noteMade(node, category, children: children) }
        return (node, record, rule, place)
    }

    @inline(__always)
    private init(reserved index: Int, in arena: NodeArenaHandle) {
        self.arenaReference = arena.reference
        self.index = index
    }

    /// The node at `index` of `arena` (a store names its nodes by their indices: `NodeStore.node`).
    /// The caller holds the arena for as long as it uses the node (see `arenaReference`).
    @inline(__always)
    init(at index: Int, in arena: NodeArena) {
        precondition(index >= 0 && index < arena.count, "node index out of range")
        self.arenaReference = .passUnretained(arena)
        self.index = index
    }

    /// The address of the node's rule (see `NodeArena.rule`), found without retaining the arena.
    @inline(__always)
    fileprivate func ruleAddress() -> UnsafeMutablePointer<any ViewRule> {
        let index = index
        return arenaReference._withUnsafeGuaranteedRef { $0.rule(index) }
    }

    /// The address of the node's record (see `NodeArena.record`), found without retaining the arena.
    @inline(__always)
    fileprivate func record() -> UnsafeMutablePointer<NodeData> {
        let index = index
        return arenaReference._withUnsafeGuaranteedRef { $0.record(index) }
    }

    static func == (lhs: Node, rhs: Node) -> Bool {
        lhs.arenaReference.toOpaque() == rhs.arenaReference.toOpaque() && lhs.index == rhs.index
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(arenaReference.toOpaque())
        hasher.combine(index)
    }
}

/// The arena a build makes its nodes in, as `Node.init` takes it: unretained.
///
/// SAFETY: made only from an arena someone holds strongly for as long as the handle is used: a
/// `GraphBuilder` keeps its arena (`arena`) beside its handle (`arenaHandle`), and the views that
/// make nodes of their own (`List`, `NavigationStack`, `VariadicView`) take the builder's handle
/// while the builder runs them. Passing the arena itself, loaded from the `inout` builder, cost
/// an atomic retain and release for every node made (`Benchmarks/PROFILE.md`).
struct NodeArenaHandle {
    fileprivate let reference: Unmanaged<NodeArena>

    init(_ arena: NodeArena) { reference = .passUnretained(arena) }
}
