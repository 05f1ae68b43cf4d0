/// How the engine sizes a node and places its children. The kinds every tree is full of are
/// answered from flat data in closed form; everything else goes through the node's `NodeKind`.
enum NodeOp: UInt8 {
    /// Colours and shapes: whatever they are offered, 10 where nothing is.
    case greedy
    case spacer
    case empty
    /// `.frame(width:height:alignment:)` with both dimensions set.
    case fixedFrame
    case padding
    /// An HStack or a VStack.
    case stack
    /// Anything else: the engine switches over the node's `NodeKind`.
    case general
}

/// What `LayoutStatistics` counts a node's measurements as.
enum StatisticKind: UInt8 {
    case other, leaf, text, layout

    init(_ category: ViewKind) {
        switch category.family {
        case .leaf, .spacer: self = category == .text ? .text : .leaf
        case .stack, .flow, .grid: self = .layout
        default: self = .other
        }
    }
}

/// One node as the engine's hot paths read it: plain data, no references, so walking the tree
/// costs no reference counting.
struct NodeRecord {
    var op: NodeOp
    var statistic: StatisticKind
    /// For a stack: its axis; for a spacer: its stack's (nil outside stacks).
    var axis: Axis?
    var guideMask: GuideMask
    /// The node answers one size for every proposal (see `Node.isProposalIndependent`).
    var proposalIndependent: Bool
    /// A Spacer without an explicit priority: a stack serves it after everything else.
    var servedLast: Bool
    var parent: Int32
    /// Where the children's slots start in `NodeStore.children`, and how many there are.
    var firstChild: Int32
    var childCount: Int32
    var priority: Double
    /// The op's parameters, four numbers whose meaning depends on the op: read and written only
    /// through the named accessors below, one set per op.
    fileprivate var p0: CGFloat = 0, p1: CGFloat = 0, p2: CGFloat = 0, p3: CGFloat = 0

    // MARK: Parameters by op

    /// `.fixedFrame`: the frame's width and height.
    var frameSize: CGSize {
        @inline(__always) get { CGSize(width: p0, height: p1) }
        set { p0 = newValue.width; p1 = newValue.height }
    }
    /// `.fixedFrame`: the fraction of the free space before the child on each axis (where the
    /// alignment's built-in guide sits), NaN for a custom guide.
    var frameAlignmentFractions: (x: CGFloat, y: CGFloat) {
        @inline(__always) get { (p2, p3) }
        set { p2 = newValue.x; p3 = newValue.y }
    }
    /// `.padding`: the insets.
    var insets: EdgeInsets {
        @inline(__always) get { EdgeInsets(top: p0, leading: p1, bottom: p2, trailing: p3) }
        set { p0 = newValue.top; p1 = newValue.leading; p2 = newValue.bottom; p3 = newValue.trailing }
    }
    /// `.spacer`: the minimum length along the stack.
    var spacerMinLength: CGFloat {
        @inline(__always) get { p0 }
        set { p0 = newValue }
    }
    /// `.stack`: the explicit spacing, NaN when unset (each neighbour pair's preference then).
    var stackSpacing: CGFloat {
        @inline(__always) get { p0 }
        set { p0 = newValue }
    }
    /// `.stack`: the default fraction of its alignment guide across the axis, NaN for a custom guide.
    var stackGuideFraction: CGFloat {
        @inline(__always) get { p1 }
        set { p1 = newValue }
    }
}

/// The arrangement a stack last computed for itself, kept in `NodeStore.slots` at the stack's
/// children: placement is almost always for the proposal the stack was last measured for, and then
/// it needs no second distribution.
struct StackMemo {
    var proposal = ProposedViewSize.unspecified
    var alignmentLine: CGFloat = 0
    var isValid = false
}

/// The tree in flat buffers indexed by slot (depth-first order, parents before their children):
/// the nodes' structure, their measurement caches, and what the last pass placed.
///
/// A `Node` is what the views built and what reconciliation matches; its slot indexes these
/// buffers. The store owns every buffer (allocated once per tree shape, freed in `deinit`); the
/// engine borrows their pointers for the life of the store.
///
/// SAFETY (every buffer below): each is allocated in `init` with capacity `max(count, 1)` and
/// initialised there in full (`records` and `children` slot by slot in pass 2: every slot gets
/// its record, and the children's entries number `count - 1`); each index the engine uses is a
/// slot `< count` or an entry of `children`, which the same pass wrote; `deinit` frees each once.
/// The engine reads them only through `LayoutEngine.Buffers`, made from the store it holds, so
/// they are never read after the store is gone. `ViewSpacing?` and `AlignmentKey` hold no
/// references that need deinitialising beyond what `deallocate` drops (plain values, or
/// references kept alive elsewhere by the tree).
final class NodeStore {
    let count: Int
    /// The nodes by slot (for the general paths: custom layouts, guides, labels).
    let nodes: ContiguousArray<Node>
    /// The slots of nodes whose modifier arguments were corrected (see `Node.argumentProblems`).
    let argumentProblemSlots: [Int]
    let records: UnsafeMutablePointer<NodeRecord>
    /// A stack's alignment guide across its axis, by slot (read only for stacks).
    let stackAlignments: UnsafeMutablePointer<AlignmentKey>
    /// Every node's children's slots, each node's children contiguous.
    let children: UnsafeMutablePointer<Int32>
    /// One stack slot per entry of `children`: a stack arranges its children in place here.
    let slots: UnsafeMutablePointer<StackAlgorithm.Slot>
    /// One entry per entry of `children`: the order a stack serves its children in.
    let serviceOrder: UnsafeMutablePointer<Int32>
    let caches: MeasurementCaches
    /// Answers beyond a cache's inline capacity, by slot.
    var spill: [Int32: [MeasurementCaches.Entry]] = [:]
    let spacings: UnsafeMutablePointer<ViewSpacing?>
    let memos: UnsafeMutablePointer<StackMemo>
    /// The slots of nodes with children, in slot order: the nodes whose children a pass places.
    let containers: [Int32]
    /// What the current (or last) pass placed. A `ComputedLayout` keeps the buffers of its pass;
    /// the next pass takes new ones when they are still held (see `PassBuffers`).
    var placement: PassBuffers
    /// The buffers before `placement`, for the pass after next: a host keeps only its last layout,
    /// so passes take turns between two sets instead of faulting in new memory every time.
    var sparePlacement: PassBuffers?

    /// Numbers the tree under `root` depth first and lays it out flat. Nodes that were in `previous`
    /// (kept by a host's update) bring their measurements along.
    init(root: Node, previous: NodeStore?) {
        // Pass 1: slots in depth-first order.
        var order = ContiguousArray<Node>()
        var oldSlots: [Int32] = []
        var pending: [(Node, Int32)] = [(root, 0)]
        var problemSlots: [Int] = []
        while let (node, depth) = pending.popLast() {
            oldSlots.append(Int32(truncatingIfNeeded: node.slot))
            node.slot = order.count
            node.depth = Int(depth)
            if !node.argumentProblems.isEmpty { problemSlots.append(order.count) }
            order.append(node)
            for child in node.children.reversed() {
                child.parent = node
                pending.append((child, depth + 1))
            }
        }
        count = order.count
        nodes = order
        argumentProblemSlots = problemSlots
        let capacity = Swift.max(count, 1)
        records = .allocate(capacity: capacity)
        stackAlignments = .allocate(capacity: capacity)
        stackAlignments.initialize(repeating: VerticalAlignment.center.key, count: capacity)
        children = .allocate(capacity: capacity)
        slots = .allocate(capacity: capacity)
        slots.initialize(repeating: StackAlgorithm.Slot(), count: capacity)
        serviceOrder = .allocate(capacity: capacity)
        serviceOrder.initialize(repeating: 0, count: capacity)
        caches = MeasurementCaches(count: capacity)
        spacings = .allocate(capacity: capacity)
        spacings.initialize(repeating: nil, count: capacity)
        memos = .allocate(capacity: capacity)
        memos.initialize(repeating: StackMemo(), count: capacity)
        placement = PassBuffers(count: capacity)

        // Pass 2: records and child lists.
        var cursor: Int32 = 0
        var containers: [Int32] = []
        for (slot, node) in order.enumerated() {
            if !node.children.isEmpty { containers.append(Int32(slot)) }
            let first = cursor
            for child in node.children {
                children[Int(cursor)] = Int32(child.slot)
                cursor += 1
            }
            caches.setIndependent(slot, node.isProposalIndependent)
            (records + slot).initialize(to: NodeStore.record(
                for: node, parent: node.parent.map { Int32($0.slot) } ?? -1,
                firstChild: first, childCount: Int32(node.children.count)))
            if case .layout(let box) = node.kind, let stack = box as? StackBox {
                stackAlignments[slot] = stack.algorithm.alignment
            }
        }
        // A node cannot be its own descendant, so the root (slot 0) has no parent.
        records[0].parent = -1
        self.containers = containers

        // Measurements kept across an update.
        if let previous {
            for slot in 0..<count {
                let old = Int(oldSlots[slot])
                guard old >= 0, old < previous.count, previous.nodes[old] === order[slot] else { continue }
                caches.copy(slot, from: previous.caches, old)
                spacings[slot] = previous.spacings[old]
                if let spilled = previous.spill[Int32(old)] { spill[Int32(slot)] = spilled }
            }
        }
    }

    deinit {
        records.deinitialize(count: count)
        records.deallocate()
        stackAlignments.deallocate()
        children.deallocate()
        slots.deallocate()
        serviceOrder.deallocate()
        caches.deallocate()
        spacings.deallocate()
        memos.deallocate()
    }

    private static func record(for node: Node, parent: Int32, firstChild: Int32, childCount: Int32) -> NodeRecord {
        var r = NodeRecord(
            op: .general, statistic: StatisticKind(node.category), axis: nil, guideMask: node.guideMask,
            proposalIndependent: node.isProposalIndependent,
            servedLast: node.isSpacer && !node.traits.hasExplicitPriority,
            parent: parent, firstChild: firstChild, childCount: childCount,
            priority: node.traits.priority)
        switch node.kind {
        case .color, .shape:
            r.op = .greedy
        case .spacer(let minLength):
            r.op = .spacer
            r.spacerMinLength = minLength ?? ViewSpacing.defaultValue
            r.axis = node.stackAxis
        case .empty:
            r.op = .empty
        case .frame(let width?, let height?, let alignment):
            r.op = .fixedFrame
            r.frameSize = CGSize(width: width, height: height)
            r.frameAlignmentFractions = (alignment.horizontal.key.defaultFraction ?? .nan, alignment.vertical.key.defaultFraction ?? .nan)
        case .padding(let insets):
            r.op = .padding
            r.insets = insets
        case .layout(let box):
            if let stack = box as? StackBox {
                r.op = .stack
                r.axis = stack.algorithm.axis
                r.stackSpacing = stack.algorithm.spacing ?? .nan
                r.stackGuideFraction = stack.algorithm.defaultFraction ?? .nan
            }
        default:
            break
        }
        return r
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
        spacings[slot] = nil
        memos[slot].isValid = false
        nodes[slot].invalidateMeasurements()
    }
}

/// Where one pass put a node: its frame, the proposal it was placed with, and the number of the
/// pass that placed it (a node whose number is not the pass's was not placed).
struct PlacedState {
    var frame: CGRect
    var proposal: ProposedViewSize
    var pass: Int32
}

/// Where one pass put every node, by slot.
///
/// The pass's result is these buffers themselves: a `ComputedLayout` holds on to them instead of
/// copying 20,000 frames, and the next pass on the same tree, finding them still held, lays out
/// into other ones.
///
/// SAFETY: `states` is allocated and initialised in full in `init` and freed once in `deinit`;
/// it is indexed by slot (`< count`, the store's count).
final class PassBuffers {
    let count: Int
    let states: UnsafeMutablePointer<PlacedState>

    init(count: Int) {
        self.count = count
        states = .allocate(capacity: count)
        states.initialize(repeating: PlacedState(frame: .zero, proposal: .unspecified, pass: 0), count: count)
    }

    deinit {
        states.deallocate()
    }
}
