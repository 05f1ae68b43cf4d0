/// The frames of every view in a tree, laid out for one proposal: what a renderer draws and what
/// tests assert on.
///
/// ```swift
/// let computed = ComputedLayout(of: view, proposal: ProposedViewSize(width: 320, height: nil))
/// computed.size                // what the root answered
/// computed.frame(of: "badge")  // a view named with .id("badge"), in root coordinates
/// computed.nodes               // every view, depth first
/// ```
public struct ComputedLayout {
    /// The proposal the root received.
    public let proposal: ProposedViewSize
    /// What the root answered; the root sits at (0, 0) with this size.
    public let size: CGSize
    /// Every placed view, depth first (parents before children), in root coordinates.
    /// Made on first use from the pass's snapshot, so a layout that nobody lists costs nothing here.
    public var nodes: [LayoutNode] { storage.nodes }
    /// What the engine had to correct (bad input is clamped, never a crash).
    public let diagnostics: [LayoutDiagnostic]
    /// The work this layout did (measurements, cache hits, cache calls).
    public let statistics: LayoutStatistics
    let storage: ComputedLayoutStorage

    /// Lays out `view` for `proposal`.
    ///
    /// - Parameters:
    ///   - view: the root of the tree; its body and its subviews' bodies run on this thread.
    ///   - proposal: what the root is offered, as a window offers its content (nil for a dimension
    ///     asks for the ideal size).
    ///   - textMeasurer: measures text; the default is deterministic (fixed advances), the renderer
    ///     supplies real fonts.
    ///   - recordsTrace: keep every proposal each view received and its answers (`LayoutNode.trace`).
    ///   - cachesMeasurements: answer repeated proposals from each view's cache (the default). Turning it
    ///     off recomputes every answer: slower, and the same frames unless a custom layout depends on
    ///     being called a certain number of times — which is what it is for.
    ///
    /// Main-actor code, as SwiftUI's `ImageRenderer`: views are main-actor values, and the build
    /// asks for their bodies (the layout pass, which calls only `Layout` methods, is not).
    @MainActor public init<V: View>(of view: V, proposal: ProposedViewSize, textMeasurer: TextMeasurer = FixedAdvanceTextMeasurer.shared, recordsTrace: Bool = true, cachesMeasurements: Bool = true) {
        // Built on this thread (view bodies may be main-actor code), laid out where the tree fits.
        let tree = LayoutTree(view, textMeasurer: textMeasurer, recordsTrace: recordsTrace, proposal: proposal)
        tree.engine.cachesMeasurements = cachesMeasurements
        self = tree.layoutFittingReaders(proposal)
    }

    init(proposal: ProposedViewSize, size: CGSize, storage: ComputedLayoutStorage, diagnostics: [LayoutDiagnostic], statistics: LayoutStatistics) {
        self.proposal = proposal
        self.size = size
        self.storage = storage
        self.diagnostics = diagnostics
        self.statistics = statistics
    }

    /// How many views were placed.
    public var nodeCount: Int { storage.placed.count }

    /// Lays out the same tree at several proposed widths, reusing every measurement that does not
    /// depend on the width (each view's answers are cached by proposal across the widths, and each
    /// custom layout keeps its cache).
    @MainActor public static func sweep<V: View>(of view: V, widths: [CGFloat], height: CGFloat? = nil, textMeasurer: TextMeasurer = FixedAdvanceTextMeasurer.shared, recordsTrace: Bool = true) -> [ComputedLayout] {
        let tree = LayoutTree(view, textMeasurer: textMeasurer, recordsTrace: recordsTrace,
                              proposal: ProposedViewSize(width: widths.first, height: height))
        // Each width on its own: a size reader's content is built again (on this thread) when a
        // width gives it another frame.
        return widths.map { tree.layoutFittingReaders(ProposedViewSize(width: $0, height: height)) }
    }

    /// The frame of the view named `id` with `.id(_:)` (the first, if several share it), in root coordinates.
    public func frame<ID: Hashable>(of id: ID) -> CGRect? {
        node(withID: id)?.frame
    }

    /// The view named `id` with `.id(_:)`.
    public func node<ID: Hashable>(withID id: ID) -> LayoutNode? {
        storage.indexByID[AnyHashable(id)].map { nodes[$0] }
    }

    /// The proposals the view named `id` received in this layout and its answers, in order.
    public func trace<ID: Hashable>(of id: ID) -> [TraceEntry] {
        node(withID: id)?.trace ?? []
    }

    /// The children of a node, in order.
    public func children(of node: LayoutNode) -> [LayoutNode] {
        node.childIndices.map { nodes[$0] }
    }

    /// A plain-text outline of the tree with frames, one view per line: handy in test failures.
    public var outline: String {
        nodes.map { node in
            String(repeating: "  ", count: node.depth) + "\(node.label) \(describe(node.frame))"
        }.joined(separator: "\n")
    }
}

func describe(_ rect: CGRect) -> String {
    "(\(formatLength(rect.minX)), \(formatLength(rect.minY)), \(formatLength(rect.width))×\(formatLength(rect.height)))"
}

/// One placed view in a `ComputedLayout`.
public struct LayoutNode {
    /// Position in `ComputedLayout.nodes`.
    public let index: Int
    /// The parent's index (nil for the root).
    public let parent: Int?
    /// The children's indices in `ComputedLayout.nodes`, in order.
    public let childIndices: [Int]
    /// 0 for the root.
    public let depth: Int
    /// What kind of view the node is (for styling diagrams).
    public let kind: ViewKind
    /// The id given with `.id(_:)`.
    public let id: AnyHashable?
    /// How the view is written: `HStack(spacing: 8)`, `Text("Title")`, `.padding(16)`.
    public let label: String
    /// In root coordinates.
    public let frame: CGRect
    /// The proposal it was placed with.
    public let proposal: ProposedViewSize
    /// Every proposal it received during this layout and its answers, in order (empty when tracing is off).
    public let trace: [TraceEntry]
    /// How the node looks: colours, opacity, clip shape, border, effects, and the modifiers listed on it.
    public let style: NodeStyle
    /// What the renderer draws for the node itself.
    public let content: Content
    /// The `layoutPriority`.
    public let priority: Double

    /// What a renderer draws for the node itself.
    public enum Content: Equatable {
        /// Nothing of its own (a modifier, a custom layout's container).
        case none
        /// A colour filling the frame.
        case color(Color)
        /// A built-in or custom shape filling the frame.
        case shape(ShapeKind)
        /// Text broken into lines, aligned within the frame.
        case text(TextLayout, alignment: TextAlignment)
        /// A spacer, along the axis of the stack it is in (nil outside a stack).
        case spacer(Axis?)
        /// Padding of these insets around the child.
        case padding(EdgeInsets)
        /// A stack: its axis and the gaps between its children.
        case stack(Axis?, alignment: String)
        /// An alignment guide, by name.
        case alignmentGuide(String)
    }
}

/// A view tree resolved into nodes, with one engine: lays the tree out for any number of proposals.
final class LayoutTree {
    let engine: LayoutEngine
    var root: Node
    /// How many levels deep the tree is: how much stack a pass needs (`StackGuard.fits(depth:)`).
    var depth: Int
    /// Builds the current root view again (`SizeReaderPass.swift`).
    private(set) var rebuildRoot: (@MainActor (inout GraphBuilder) -> Node)?
    let tracksIdentity: Bool
    /// The slots of the `GeometryReader`s and `Canvas`es, once looked for; nil after a new build.
    var readerSlots: [Int]?
    /// Whether the tree may hold a view that reads its size (its builds made one, or a host's
    /// update kept nodes of a tree that had one).
    var hasSizeReaders = false
    /// The frames the size readers were built for, by their order (empty, or nil for one: the
    /// root's proposal at the origin).
    var readerFramesBuilt: [CGRect?] = []
    /// The frames of the named coordinate spaces the size readers were built with.
    var namedFramesBuilt: [AnyHashable: CGRect] = [:]
    /// The slots of the views that name their coordinate space, once looked for.
    var namedSpaceSlots: [Int]?
    /// The slots of the views that read preferences, once looked for.
    var preferenceSlots: [Int]?
    /// The preference values the drawing readers were built with, by build order.
    var preferenceValuesBuilt: [Int: Any] = [:]

    @MainActor init<V: View>(_ view: V, textMeasurer: TextMeasurer, recordsTrace: Bool, tracksIdentity: Bool = false,
                  proposal: ProposedViewSize = .unspecified) {
        var builder = GraphBuilder(tracksIdentity: tracksIdentity)
        builder.rootProposal = proposal
        let root = BuildingMeasurer.with(textMeasurer) { builder.buildRoot(view) }
        self.root = root
        self.tracksIdentity = tracksIdentity
        rebuildRoot = { $0.buildRoot(view) }
        hasSizeReaders = builder.sizeReaders > 0
        depth = builder.maximumDepth + 1
        engine = LayoutEngine(textMeasurer: textMeasurer, recordsTrace: recordsTrace, store: NodeStore(root: root, previous: nil, log: builder.log))
    }

    /// Drops every custom layout's cache. A cache may hold the layout's `subviews`, which hold their
    /// container's node, which holds the cache: without this, a layout that keeps its subviews in
    /// its cache (as users do) would keep its whole tree alive forever.
    deinit {
        // (Only nodes with children: a layout with no subviews has none to keep. Only `.general`
        // ones: a stack answered from its record has no cache, and asking each costs a call.)
        let store = engine.store
        for slot in store.containers where store.records[Int(slot)].op == .general {
            store.node(Int(slot)).layoutBox?.resetCache()
        }
    }

    /// The nodes by slot: depth first, parents before children.
    var order: SlotNodes { engine.store.nodes }

    /// Takes a new root view, keeping every node whose view did not change.
    @MainActor func update<V: View>(_ view: V) -> ReconciliationStatistics {
        let previous = engine.store
        var builder = GraphBuilder(reconcilingWith: root, measurementCount: { previous.measurementCount($0.slot) })
        root = builder.buildRoot(view)
        depth = builder.maximumDepth + 1
        rebuildRoot = { $0.buildRoot(view) }
        hasSizeReaders = hasSizeReaders || builder.sizeReaders > 0
        readerSlots = nil
        readerFramesBuilt = []
        namedSpaceSlots = nil
        namedFramesBuilt = [:]
        preferenceSlots = nil
        preferenceValuesBuilt = [:]
        let root = self.root
        let log = builder.log
        let store = NodeStore(root: root, previous: previous, log: log)
        engine.attach(store)
        // Old containers the update dropped let go of their caches (see `deinit`); a container
        // rebuilt around changed subviews has adopted a copy of its old cache already, and a kept
        // one shares its box with its copy in the new tree (`Node.copySubtree`).
        var kept = [Bool](repeating: false, count: previous.count)
        for old in store.keptPreviousSlots { kept[Int(old)] = true }
        for (slot, node) in previous.nodes.enumerated() where !kept[slot] {
            node.layoutBox?.resetCache()
        }
        return builder.statistics
    }

    /// A pass is running on this tree. A user's layout can reach its `LayoutHost` and ask it for
    /// another pass, or give it a new root view, from inside this one: that would swap the store
    /// the running pass reads through raw pointers, so the host answers without a pass instead.
    private(set) var isLayingOut = false

    func layout(_ proposal: ProposedViewSize) -> ComputedLayout {
        guard StackGuard.fits(depth: depth) else { return tooDeepForThisStack(proposal) }
        isLayingOut = true
        defer { isLayingOut = false }
        let before = engine.statistics
        let size = engine.layoutPass(proposal: proposal)
        return collect(proposal: proposal, size: size, statistics: engine.statistics - before)
    }

    /// What a pass asked for on a thread whose stack no longer holds the tree (it was built with
    /// more stack left, or on another thread) answers: nothing placed, size zero, and a
    /// diagnostic saying why, rather than a stack overflow.
    private func tooDeepForThisStack(_ proposal: ProposedViewSize) -> ComputedLayout {
        let diagnostic = LayoutDiagnostic(
            kind: .invalidArgument, path: root.label,
            message: "\(root.label) is \(depth) levels deep, more than what is left of this thread's stack lays out; "
                + "answered an empty layout (lay it out with more stack left, as where it was built, or nest fewer views)")
        let storage = ComputedLayoutStorage(placement: engine.store.placement, store: engine.store, pass: -1, traces: TraceLog(), tree: self)
        return ComputedLayout(proposal: proposal, size: .zero, storage: storage, diagnostics: [diagnostic], statistics: LayoutStatistics())
    }

    /// The pass's result: its placement buffers (which the next pass will not write into), the
    /// store, and the pass's traces. The public values are made from them on first use.
    /// What a host asked for a layout from inside its own pass answers when it has no earlier
    /// layout: nothing placed, size zero, and a diagnostic saying why.
    func reenteredLayout(_ proposal: ProposedViewSize) -> ComputedLayout {
        let diagnostic = LayoutDiagnostic(
            kind: .reentrantLayout, path: root.label,
            message: "\(root.label) was asked for a layout from inside its own layout pass (a Layout reached its LayoutHost); answered an empty layout")
        let storage = ComputedLayoutStorage(placement: engine.store.placement, store: engine.store, pass: -1, traces: TraceLog(), tree: self)
        return ComputedLayout(proposal: proposal, size: .zero, storage: storage, diagnostics: [diagnostic], statistics: LayoutStatistics())
    }

    private func collect(proposal: ProposedViewSize, size: CGSize, statistics: LayoutStatistics) -> ComputedLayout {
        let storage = ComputedLayoutStorage(
            placement: engine.store.placement, store: engine.store, pass: engine.pass,
            traces: engine.recordsTrace ? engine.traces : TraceLog(), tree: self)
        return ComputedLayout(proposal: proposal, size: size, storage: storage, diagnostics: engine.diagnostics, statistics: statistics)
    }

    func publicNodes(_ placed: [PlacedNode], nodes: SlotNodes, traces log: TraceLog) -> [LayoutNode] {
        let traces = log.isEmpty ? [] : log.bySlot(count: nodes.count)
        var children = [[Int]](repeating: [], count: placed.count)
        for (i, p) in placed.enumerated() where p.parent >= 0 { children[Int(p.parent)].append(i) }
        let rightToLeft = rightToLeftNodes(placed, nodes: nodes)
        return placed.enumerated().map { i, p in
            let node = nodes[Int(p.slot)]
            return LayoutNode(
                index: i, parent: p.parent >= 0 ? Int(p.parent) : nil, childIndices: children[i], depth: Int(p.depth),
                kind: node.category, id: node.id, label: node.label, frame: p.frame, proposal: p.proposal,
                trace: traces.isEmpty ? [] : traces[Int(p.slot)],
                style: rightToLeft?[i] == true ? node.style.mirroredForRightToLeft : node.style, content: content(of: node, p.proposal),
                priority: node.traits.priority)
        }
    }

    private func content(of node: Node, _ proposal: ProposedViewSize) -> LayoutNode.Content {
        node.rule.content(node, proposal: proposal, measurer: engine.textMeasurer)
    }
}

/// One placed node as the pass left it.
struct PlacedNode {
    let slot: Int32
    /// The parent's index among the placed nodes (-1 for the root).
    let parent: Int32
    let depth: Int32
    let frame: CGRect
    let proposal: ProposedViewSize
}

/// One pass's result, and the public values made from it on first use.
final class ComputedLayoutStorage {
    let placement: PassBuffers
    let store: NodeStore
    let pass: Int32
    /// In the order asked (empty when tracing is off).
    let traces: TraceLog
    let tree: LayoutTree

    init(placement: PassBuffers, store: NodeStore, pass: Int32, traces: TraceLog, tree: LayoutTree) {
        self.placement = placement
        self.store = store
        self.pass = pass
        self.traces = traces
        self.tree = tree
    }

    private let lock = NSLock()
    private var _placed: [PlacedNode]?
    private var _nodes: [LayoutNode]?
    private var _indexByID: [AnyHashable: Int]?

    /// The placed nodes, depth first. A node is in the layout when this pass placed it and its
    /// parent is in the layout (views a `ViewThatFits` did not choose are measured, not placed).
    var placed: [PlacedNode] {
        lock.lock()
        defer { lock.unlock() }
        return placedLocked()
    }

    private func placedLocked() -> [PlacedNode] {
        if let _placed { return _placed }
        var placed: [PlacedNode] = []
        placed.reserveCapacity(store.count)
        var publicIndex = [Int32](repeating: -1, count: store.count)
        for slot in 0..<store.count where placement.states.pass(slot) == pass {
            let parentSlot = store.records[slot].parent
            let parent = parentSlot >= 0 ? publicIndex[Int(parentSlot)] : -1
            if parentSlot >= 0 && parent < 0 { continue }
            publicIndex[slot] = Int32(placed.count)
            placed.append(PlacedNode(slot: Int32(slot), parent: parent, depth: Int32(store.node(slot).depth),
                                     frame: placement.states[slot].frame, proposal: placement.states[slot].proposal))
        }
        mirrorRightToLeft(&placed, nodes: store.nodes)
        _placed = placed
        return placed
    }

    var nodes: [LayoutNode] {
        lock.lock()
        defer { lock.unlock() }
        if let _nodes { return _nodes }
        let made = tree.publicNodes(placedLocked(), nodes: store.nodes, traces: traces)
        _nodes = made
        return made
    }

    var indexByID: [AnyHashable: Int] {
        lock.lock()
        defer { lock.unlock() }
        if let _indexByID { return _indexByID }
        var index: [AnyHashable: Int] = [:]
        for (i, p) in placedLocked().enumerated() {
            if let id = store.node(Int(p.slot)).id, index[id] == nil { index[id] = i }
        }
        _indexByID = index
        return index
    }
}

extension FixedAdvanceTextMeasurer {
    /// One shared instance (it holds no state).
    public static let shared = FixedAdvanceTextMeasurer()
}
