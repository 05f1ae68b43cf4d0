/// Which closed form the engine's hot paths use for a node. The kinds every tree is full of are
/// answered from their record (each op's rule writes the record in `ViewRule.encode(into:)` and
/// its size and placement are the same rule's functions, called on the record's parameters);
/// everything else asks the node's `ViewRule`.
enum NodeOp: UInt8 {
    /// Colours and shapes (`GreedyLeaf`): whatever they are offered, 10 where nothing is.
    case greedy
    /// `SpacerRule`.
    case spacer
    /// `.frame(width:height:alignment:)` with both dimensions set (`FrameRule`).
    case fixedFrame
    /// `PaddingRule`.
    case padding
    /// An HStack or a VStack (`StackBox`).
    case stack
    /// Anything else: the engine asks the node's rule.
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
    var op: NodeOp = .general
    var statistic: StatisticKind = .other
    /// For a stack: its axis; for a spacer: its stack's (nil outside stacks).
    var axis: Axis? = nil
    var guideMask: GuideMask = []
    /// The node answers one size for every proposal (see `Node.isProposalIndependent`).
    var proposalIndependent = false
    /// A Spacer without an explicit priority: a stack serves it after everything else.
    var servedLast = false
    var parent: Int32 = -1
    /// Where the children's slots start in `NodeStore.children`, and how many there are.
    var firstChild: Int32 = 0
    var childCount: Int32 = 0
    var priority: Double = 0
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
/// tables. The store owns every table (allocated once per tree shape, released in `deinit`); the
/// engine reads them for as long as it holds the store. Children's entries (`children`, `slots`,
/// `serviceOrder`) are contiguous per node: `childWindow` hands a node's entries out as a window.
final class NodeStore {
    let count: Int
    /// The nodes by slot (for the general paths: custom layouts, guides, labels).
    let nodes: ContiguousArray<Node>
    /// The slots of nodes whose modifier arguments were corrected (see `Node.argumentProblems`).
    let argumentProblemSlots: [Int]
    let records: Table<NodeRecord>
    /// A stack's alignment guide across its axis, by slot (read only for stacks).
    let stackAlignments: Table<AlignmentKey>
    /// Every node's children's slots, each node's children contiguous.
    let children: Table<Int32>
    /// One stack slot per entry of `children`: a stack arranges its children in place here.
    let slots: Table<StackAlgorithm.Slot>
    /// One entry per entry of `children`: the order a stack serves its children in.
    let serviceOrder: Table<Int32>
    let caches: MeasurementCaches
    /// Answers beyond a cache's inline capacity, by slot.
    var spill: [Int32: [MeasurementCaches.Entry]] = [:]
    let spacings: Table<ViewSpacing?>
    let memos: Table<StackMemo>
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
        // Pass 1: slots in depth-first order, and each node's parent slot.
        var order = ContiguousArray<Node>()
        var oldSlots: [Int32] = []
        var parents: [Int32] = []
        var pending: [(Node, Int32, Int32)] = [(root, 0, -1)]
        var problemSlots: [Int] = []
        while let (node, depth, parent) = pending.popLast() {
            oldSlots.append(Int32(truncatingIfNeeded: node.slot))
            let slot = Int32(order.count)
            node.slot = order.count
            node.depth = Int(depth)
            if !node.argumentProblems.isEmpty { problemSlots.append(order.count) }
            order.append(node)
            parents.append(parent)
            for child in node.children.reversed() {
                pending.append((child, depth + 1, slot))
            }
        }
        count = order.count
        nodes = order
        argumentProblemSlots = problemSlots
        let capacity = Swift.max(count, 1)
        stackAlignments = Table(repeating: VerticalAlignment.center.key, count: capacity)
        children = Table(repeating: 0, count: capacity)
        slots = Table(repeating: StackAlgorithm.Slot(), count: capacity)
        serviceOrder = Table(repeating: 0, count: capacity)
        caches = MeasurementCaches(count: capacity)
        spacings = Table(repeating: nil, count: capacity)
        memos = Table(repeating: StackMemo(), count: capacity)
        placement = PassBuffers(count: capacity)

        // Pass 2: records and child lists.
        var cursor: Int32 = 0
        var containers: [Int32] = []
        // Written straight into their table (no array to copy from).
        let records = Table(repeating: NodeRecord(), count: capacity)
        for (slot, node) in order.enumerated() {
            let childCount = node.children.count
            if childCount != 0 { containers.append(Int32(slot)) }
            let first = cursor
            for child in node.children {
                children[Int(cursor)] = Int32(child.slot)
                cursor += 1
            }
            caches.setIndependent(slot, node.isProposalIndependent)
            let record = NodeStore.record(for: node, parent: parents[slot], firstChild: first, childCount: Int32(childCount))
            records[slot] = record
            if record.op == .stack, let stack = node.layoutBox as? StackBox {
                stackAlignments[slot] = stack.algorithm.alignment
            }
        }
        self.records = records
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
        records.release()
        stackAlignments.release()
        children.release()
        slots.release()
        serviceOrder.release()
        caches.release()
        spacings.release()
        memos.release()
    }

    private static func record(for node: Node, parent: Int32, firstChild: Int32, childCount: Int32) -> NodeRecord {
        var r = NodeRecord(
            op: .general, statistic: StatisticKind(node.category), axis: nil, guideMask: node.guideMask,
            proposalIndependent: node.isProposalIndependent,
            servedLast: node.isSpacer && !node.traits.hasExplicitPriority,
            parent: parent, firstChild: firstChild, childCount: childCount,
            priority: node.traits.priority)
        node.rule.encode(into: &r)
        if r.op == .spacer { r.axis = node.stackAxis }
        return r
    }

    /// The children's entries of the node at `slot`, `range` of them, as a window into `table`
    /// (`children`, `slots` or `serviceOrder`).
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
            labels.append(nodes[current].label)
            current = Int(records[current].parent)
        }
        return labels.reversed().joined(separator: " > ")
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
final class PassBuffers {
    let states: Table<PlacedState>
    var count: Int { states.count }

    init(count: Int) {
        states = Table(repeating: PlacedState(frame: .zero, proposal: .unspecified, pass: 0), count: count)
    }

    deinit {
        states.release()
    }
}
