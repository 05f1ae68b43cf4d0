/// What views read from their surroundings while they are turned into nodes, as SwiftUI's
/// environment: set by `.font(_:)`, `.foregroundColor(_:)`, `.lineLimit(_:)`, `.multilineTextAlignment(_:)`.
struct BuildEnvironment: Equatable {
    var font: Font = .body
    /// Whether `font` was set (`@Environment(\.font)` is nil until it is, as in SwiftUI).
    var fontIsSet = false
    var foreground: Color?
    /// The foreground when it is more than a colour (`.foregroundStyle(.linearGradient(…))`).
    var foregroundStyle: ResolvedShapeStyle?
    var lineLimit: Int?
    var multilineTextAlignment: TextAlignment = .leading
    var truncationMode: Text.TruncationMode = .tail
    /// Everything else views read with `@Environment` (the public `EnvironmentValues`).
    var values = EnvironmentValues()

    static func == (lhs: BuildEnvironment, rhs: BuildEnvironment) -> Bool {
        lhs.font == rhs.font && lhs.fontIsSet == rhs.fontIsSet && lhs.foreground == rhs.foreground
            && lhs.foregroundStyle == rhs.foregroundStyle
            && lhs.lineLimit == rhs.lineLimit && lhs.multilineTextAlignment == rhs.multilineTextAlignment
            && lhs.truncationMode == rhs.truncationMode && lhs.values.revision == rhs.values.revision
    }

    /// Nothing was set: bodies read every key's default.
    /// (`==` against a fresh `BuildEnvironment()`, field by field, cheapest first: the builder asks
    /// it for every user body it runs.)
    var isDefault: Bool {
        values.revision == 0 && !fontIsSet && foreground == nil && foregroundStyle == nil && lineLimit == nil
            && multilineTextAlignment == .leading && truncationMode == .tail && font == Font.body
    }

    /// The environment as `@Environment` reads it.
    var publicValues: EnvironmentValues {
        var result = values
        if fontIsSet { result.font = font }
        if lineLimit != nil { result.lineLimit = lineLimit }
        if multilineTextAlignment != .leading { result.multilineTextAlignment = multilineTextAlignment }
        if truncationMode != .tail { result.truncationMode = truncationMode }
        return result
    }

    /// Takes values set through `EnvironmentValues` (`.environment(\.font, …)` included).
    mutating func adopt(_ values: EnvironmentValues) {
        self.values = values
        font = values.font ?? .body
        fontIsSet = values.font != nil
        lineLimit = values.lineLimit
        multilineTextAlignment = values.multilineTextAlignment
        truncationMode = values.truncationMode
    }
}

/// The path that identifies a node among its container's nodes across updates: tuple positions,
/// `if`/`else` branches and `ForEach` ids from the container down to the node (SwiftUI's structural
/// and explicit identity).
struct IdentityKey: Hashable {
    var path: [AnyHashable]
}

/// Old nodes to match new ones against, when a `LayoutHost` takes a new root view.
struct HintCursor {
    private var byIdentity: [IdentityKey: [Node]] = [:]

    init(_ nodes: [Node]) {
        for node in nodes {
            if let key = node.identity {
                byIdentity[key, default: []].append(node)
            }
        }
    }

    mutating func take(_ key: IdentityKey) -> Node? {
        guard var queue = byIdentity[key], !queue.isEmpty else { return nil }
        let node = queue.removeFirst()
        byIdentity[key] = queue
        return node
    }
}

/// Counts of what an update kept.
public struct ReconciliationStatistics: Hashable, Sendable {
    /// Nodes kept as they were, with their measurements.
    public var nodesKept = 0
    /// Nodes made anew.
    public var nodesCreated = 0
    /// Equatable views equal to their old value: their bodies were not evaluated.
    public var equatableViewsSkipped = 0
    /// Measurements carried over in kept nodes.
    public var measurementsKept = 0
    /// Layout caches carried over into a changed container (`updateCache` runs on them).
    public var layoutCachesKept = 0
    public init() {}
}

/// Turns views into nodes; when given the old tree (a `LayoutHost` update), keeps every old node
/// whose view did not change, with its measurements.
///
/// Main-actor code, as SwiftUI's view updates are: it reads views (main-actor values), asks for
/// their bodies and runs their closures, all checked by the compiler. Every build starts on the
/// main actor (`ComputedLayout(of:)`, `LayoutHost` and the size-reader rebuilds are `@MainActor`)
/// and stays on its thread: a tree deeper than that thread's stack holds is cut off
/// (`StackGuard`), never continued elsewhere.
@MainActor struct GraphBuilder {
    var environment = BuildEnvironment() {
        didSet { environmentIsDefault = environment.isDefault }
    }
    /// `environment.isDefault`, kept: `userCode` asks it for every body and closure it runs.
    private var environmentIsDefault = true
    /// The orientation of the stack being filled, for its `Spacer`s.
    var enclosingAxis: Axis?
    /// True when matching against an old tree.
    let reconciling: Bool
    private var identityPath: [AnyHashable] = []
    private var cursor: HintCursor?
    var statistics = ReconciliationStatistics()
    var nodeCount = 0
    var maximumDepth = 0
    /// Views built that read their own size (`GeometryReader`, `Canvas`: see `nextReaderFrame`):
    /// a tree with none needs no size-reader pass.
    var sizeReaders = 0
    /// Views built that draw a preference's value (`Modifier/Preferences.swift`), in build order.
    var preferenceReaders = 0
    private var depth = 0 {
        // (The log predicts each node's slot from it: `BuildLog.depth`.)
        didSet { log?.depth = Int32(truncatingIfNeeded: depth) }
    }
    /// Outside these stack addresses the tree is cut off: a chain of bodies that makes no nodes
    /// (a recursive custom view) stops where this thread's stack runs low (see `StackGuard`).
    private let stackWindow = StackGuard.probesRealStack()
        ? StackGuard.buildStackWindow() : StackGuard.BuildStackWindow(limit: 0, top: .max)
    /// The deepest level of nodes built: what a layout pass from about here holds on this
    /// thread's stack (`StackGuard.treeDepthLimit()`).
    private let depthLimit = StackGuard.treeDepthLimit()
    /// Whether the tree was cut off at `depthLimit` or where the stack ran low (reported once, on
    /// the first view left out).
    private(set) var cutOff = false
    /// What the root will be proposed, when known (`GeometryReader` builds its content for it).
    var rootProposal = ProposedViewSize.unspecified

    /// - Parameters:
    ///   - oldRoot: the tree to match against (a host's update).
    ///   - tracksIdentity: record each node's identity, so a later update can match against this tree.
    /// How many measurements an old node holds (for `ReconciliationStatistics.measurementsKept`).
    private let measurementCount: (Node) -> Int

    /// The arena the nodes are made in: a new one for every build, so that a tree's arena holds
    /// its own nodes and what the build made of them, and is freed with the tree.
    let arena = NodeArena(capacity: BuildLog.lastCount)
    /// `arena`, as every node made in it takes it (unretained: the builder holds `arena`).
    let arenaHandle: NodeArenaHandle
    /// The old tree's arena, held while its nodes are matched and kept (`importKept`).
    private let oldArena: NodeArena?

    init(reconcilingWith oldRoot: Node? = nil, tracksIdentity: Bool = false, measurementCount: @escaping (Node) -> Int = { _ in 0 }) {
        self.reconciling = oldRoot != nil || tracksIdentity
        arenaHandle = NodeArenaHandle(arena)
        self.measurementCount = measurementCount
        oldArena = oldRoot?.arena
        if let oldRoot { cursor = HintCursor([oldRoot]) }
    }

    // MARK: Entry points

    /// The nodes the last `buildRoot` made, in order (`NodeStore` numbers the tree from it).
    var log: BuildLog?

    /// Builds the root: a single node (several top-level views are stacked as a `VStack` would).
    mutating func buildRoot<V: View>(_ view: V) -> Node {
        let log = BuildLog()
        self.log = log
        // (The arena notes each node it is given in the log, for as long as the builder holds it
        // in `log`: see `NodeArena.setLog`.)
        arena.setLog(log)
        let root = buildRootUnlogged(view)
        arena.setLog(nil)
        BuildLog.noteCount(arena.count)
        return importKept(root)
    }

    /// The tree with the old nodes it kept (a host's update) copied into this build's arena, so
    /// that the tree's nodes are all in one arena and the old one is freed with the old tree
    /// (whatever the update dropped goes with it). Only new nodes can have a kept child (a kept
    /// node's children are all kept), so the walk goes down the new nodes and copies each kept
    /// subtree it meets whole. A plain build keeps nothing: the tree is returned as it is.
    private func importKept(_ root: Node) -> Node {
        guard let oldArena else { return root }
        if root.lives(in: oldArena) { return root.copySubtree(into: arena) }
        var pending = [root]
        while let node = pending.popLast() {
            let children = node.children
            var copies: [Node]? = nil
            for (k, child) in children.enumerated() {
                if child.lives(in: arena) {
                    pending.append(child)
                } else {
                    if copies == nil { copies = Array(children) }
                    copies![k] = child.copySubtree(into: arena)
                }
            }
            if let copies { node.children = copies.count == 1 ? NodeChildren(only: copies[0]) : NodeChildren(copies) }
        }
        return root
    }

    private mutating func buildRootUnlogged<V: View>(_ view: V) -> Node {
        var nodes: [Node] = []
        append(view, into: &nodes)
        settle(&nodes)
        if nodes.count == 1 { return nodes[0] }
        // Several (or no) root views: SwiftUI would put them in an implicit VStack.
        let box = VStackLayout().box
        // (Before the root is made: a build log writes the children's records then.)
        for node in nodes where node.isSpacer { node.stackAxis = .vertical }
        let root = Node(box, children: nodes, in: arenaHandle)
        nodeCount += 1
        return root
    }

    /// Appends the nodes of any view: primitives build themselves; compositions build their body.
    mutating func append<V: View>(_ view: V, into nodes: inout [Node]) {
        if !stackWindow.contains(StackGuard.stackAddress()) || depth >= depthLimit {
            return cutOff(V.self, into: &nodes)
        }
        if let primitive = primitiveType(V.self) {
            buildPrimitive(view, as: primitive, into: &nodes)
        } else {
            appendComposed(view, into: &nodes)
        }
    }

    /// A view with a body (not a primitive): the body's nodes, or an equal view's old node.
    /// (A function of its own: unspecialised, `append` would otherwise find `V.Body`'s metadata
    /// on entry, for every view, primitives included.)
    @inline(never)
    private mutating func appendComposed<V: View>(_ view: V, into nodes: inout [Node]) {
        if reconciling, let equatable = view as? any Equatable & View {
            appendEquatableExistential(equatable, into: &nodes)
        } else {
            append(userCode { view.body }, into: &nodes)
        }
    }

    /// In place of a view below the deepest level Layoutshot builds: an empty 0×0 stack, with an
    /// `invalidArgument` diagnostic on the first such place naming the limit and the fix. The
    /// views below are never built (their bodies are not run).
    @inline(never)
    private mutating func cutOff<V: View>(_ type: V.Type, into nodes: inout [Node]) {
        // (An empty ZStack: 0×0, as SwiftUI's.)
        let node = makeLeaf(LayoutBox(ZStackLayout()))
        if !cutOff {
            cutOff = true
            node.argumentProblems = ["the view tree is deeper than Layoutshot builds and lays out "
                + "(\(depthLimit) levels of views, or a chain of bodies as deep as this thread's stack holds); "
                + "\(type) and the views below it are left out (flatten the tree: nest fewer views)"]
        }
        nodes.append(node)
    }

    /// Which view types met so far build their own nodes (nil for a type with a body): the
    /// conformance is looked up once per type and build, not once per view. (Metatypes, not
    /// objects: a lookup retains and releases nothing.)
    private var primitiveTypes = TypeTable<(any PrimitiveView.Type)?>()

    @inline(__always)
    private mutating func primitiveType<V: View>(_ type: V.Type) -> (any PrimitiveView.Type)? {
        if let known = primitiveTypes[type] { return known }
        return lookUpPrimitiveType(type)
    }

    @inline(never)
    private mutating func lookUpPrimitiveType<V: View>(_ type: V.Type) -> (any PrimitiveView.Type)? {
        let primitive = type as? any PrimitiveView.Type
        primitiveTypes[type] = .some(primitive)
        return primitive
    }

    /// `view.buildNodes`, for a view whose type `V` is `primitive` (`primitiveType(V.self)`): the
    /// view is lent where it lies, as a `P`, not copied (see `withAddress(of:as:_:)`). (Inlined into
    /// `append`: a frame fewer for every primitive view, `Benchmarks/PROFILE.md`.)
    @inline(__always)
    private mutating func buildPrimitive<V: View, P: PrimitiveView>(_ view: V, as primitive: P.Type, into nodes: inout [Node]) {
        withAddress(of: view, as: P.self) { address in
            lending(address, as: P.self) { view in view.buildNodes(&self, into: &nodes) }
        }
    }

    /// The primitive type of `V` when a view of it is to be built now (not below the deepest
    /// level built: then nil, and `append` cuts it off): for a view that its owner lends in place
    /// as that type (`AnyView`'s box), which calls its `buildNodes` itself.
    mutating func primitiveTypeToBuild<V: View>(_ type: V.Type) -> (any PrimitiveView.Type)? {
        guard stackWindow.contains(StackGuard.stackAddress()) && depth < depthLimit else { return nil }
        return primitiveType(type)
    }

    /// Runs user code (a view's `body`, a `ForEach` closure, a modifier's `body(content:)`) with
    /// the environment set above it as this thread's (`@Environment`).
    /// (Inlined: a call on an `inout` builder, as every `buildNodes` has, would otherwise pass a
    /// copy of the whole builder, some hundreds of bytes, for every view a `ForEach` makes.)
    @inline(__always)
    func userCode<T>(_ call: @MainActor () -> T) -> T {
        if environmentIsDefault { return call() }
        // A body reads `@Environment` values set above it: they are this thread's while it runs.
        return EnvironmentScope.with(environment.publicValues, call)
    }

    /// Appends a view under one more step of identity (a tuple position, a branch, a ForEach id).
    mutating func append<V: View, ID: Hashable>(_ view: V, into nodes: inout [Node], identity: ID) {
        guard reconciling else { return append(view, into: &nodes) }
        identityPath.append(AnyHashable(identity))
        append(view, into: &nodes)
        identityPath.removeLast()
    }

    mutating func appendAny(_ view: any View, into nodes: inout [Node]) {
        appendOpened(view, into: &nodes)
    }

    private mutating func appendOpened<V: View>(_ view: V, into nodes: inout [Node]) {
        append(view, into: &nodes)
    }

    private mutating func appendEquatableExistential<V: View & Equatable>(_ view: V, into nodes: inout [Node]) {
        appendEquatable(view, into: &nodes)
    }

    /// An Equatable view equal to the old one at the same place keeps the old node: its body is not
    /// evaluated and its measurements stay (the point of SwiftUI's `.equatable()`).
    mutating func appendEquatable<V: View & Equatable>(_ view: V, into nodes: inout [Node]) {
        if reconciling, let old = peekHint(), let source = old.sourceView as? V, source == view,
           old.sourceEnvironment == environment {
            _ = takeHint()
            statistics.equatableViewsSkipped += 1
            keep(old)
            nodes.append(old)
            return
        }
        let start = nodes.count
        if let primitive = view as? any PrimitiveView {
            primitive.buildNodes(&self, into: &nodes)
        } else {
            append(userCode { view.body }, into: &nodes)
        }
        // Remember the view on the node it became (only a view that became one node can be skipped).
        if nodes.count == start + 1 {
            nodes[start].sourceView = view
            nodes[start].sourceEnvironment = environment
        }
    }

    // MARK: Nodes

    /// The old node at the current identity, if any, without taking it.
    private func peekHint() -> Node? {
        guard var copy = cursor else { return nil }
        return copy.take(IdentityKey(path: identityPath))
    }

    private mutating func takeHint() -> Node? {
        cursor?.take(IdentityKey(path: identityPath))
    }

    /// Makes one node: the children come from `content`, built as a container's (their own identities,
    /// spacers oriented by `orientation`) or as a modifier's content.
    /// (Generic over the rule, as `makeLeaf`: see `Node.init(made:children:foreground:in:)`. A
    /// plain build's case inlined into the container's `buildNodes`, the matching one out of line:
    /// the build recurses through here for every container, see `buildPrimitive`.)
    @inline(__always)
    mutating func makeNode<Rule: ViewRule, Content: View>(_ kind: consuming Rule, content: Content, containerAxis: Axis?? = .none, configure: (Node) -> Void = { _ in }) -> Node {
        guard !reconciling else { return makeNodeMatching(kind, content: content, containerAxis: containerAxis, configure: configure) }
        let children = containerChildren(content, containerAxis: containerAxis)
        // (The rule and the children are moved into the node: a copy of a rule that is a class,
        // a stack's box, is a retain and a release.)
        return finish(Node(made: consume kind, children: NodeChildren(children), in: arenaHandle), hint: nil, configure: configure)
    }

    /// `makeNode` in a build that matches against an old tree (a host's): the children are built
    /// under an identity path of their own, matched against the old node's children.
    @inline(never)
    private mutating func makeNodeMatching<Rule: ViewRule, Content: View>(_ kind: consuming Rule, content: Content, containerAxis: Axis??, configure: (Node) -> Void) -> Node {
        let hint = takeHint()
        let savedPath = identityPath
        let savedCursor = cursor
        identityPath = []
        cursor = HintCursor(hint.map { Array($0.children) } ?? [])
        let children = containerChildren(content, containerAxis: containerAxis)
        // (Restored before `finish`, which gives the node its identity from the path.)
        identityPath = savedPath
        cursor = savedCursor
        return finish(Node(made: consume kind, children: NodeChildren(children), in: arenaHandle), hint: hint, configure: configure)
    }

    /// The nodes of a container's `content`, one level down, with spacers oriented by `containerAxis`.
    /// (`content` is not optional: unspecialised, an `Optional<Content>` is a run-time type lookup
    /// per container; a leaf is `makeLeaf`.)
    @inline(__always)
    private mutating func containerChildren<Content: View>(_ content: Content, containerAxis: Axis??) -> [Node] {
        var children: [Node] = []
        let savedAxis = enclosingAxis
        if case .some(let axis) = containerAxis { enclosingAxis = axis }
        depth += 1
        maximumDepth = Swift.max(maximumDepth, depth)
        append(content, into: &children)
        settle(&children)
        depth -= 1
        enclosingAxis = savedAxis
        return children
    }

    /// A leaf node (no children).
    mutating func makeLeaf<Rule: ViewRule>(_ kind: consuming Rule, configure: (Node) -> Void = { _ in }) -> Node {
        let hint = reconciling ? takeHint() : nil
        return finish(Node(made: consume kind, children: [], in: arenaHandle), hint: hint, configure: configure)
    }

    /// A leaf filled or written in `foreground` (a colour, a text), set as the node is made.
    /// (Inlined into the view's `buildNodes`: a frame fewer for every colour and text.)
    @inline(__always)
    mutating func makeLeaf<Rule: ViewRule>(_ kind: consuming Rule, foreground: Color?) -> Node {
        let hint = reconciling ? takeHint() : nil
        return finish(Node(made: consume kind, children: [], foreground: foreground, in: arenaHandle), hint: hint, configure: { _ in })
    }

    /// What every node made by `makeNode` or `makeLeaf` gets once it exists.
    @inline(__always)
    private mutating func finish(_ node: Node, hint: Node?, configure: (Node) -> Void) -> Node {
        nodeCount += 1
        if node.isSpacer { node.stackAxis = enclosingAxis }
        configure(node)
        if reconciling {
            node.identity = IdentityKey(path: identityPath)
            node.pendingHint = hint
        }
        return node
    }

    /// Wraps each node of `content` in a modifier node (SwiftUI applies a modifier on a `Group` to each
    /// of its views). Layout traits travel outward from the content to the modifier.
    /// (Inlined, with the general case out of line: a plain build's modifier, `wrapEach`, is built
    /// a frame higher, see `buildPrimitive`.)
    @inline(__always)
    mutating func modify<Content: View>(_ content: Content, into nodes: inout [Node], _ rule: any ViewRule, extra: [any View] = [], problems: [String] = []) {
        if !reconciling && extra.isEmpty { return wrapEach(content, into: &nodes, rule, problems: problems) }
        modifyMatching(content, into: &nodes, rule, extra: extra, problems: problems)
    }

    /// `modify` in a build that matches against an old tree, or of a modifier with decorations.
    @inline(never)
    private mutating func modifyMatching<Content: View>(_ content: Content, into nodes: inout [Node], _ rule: any ViewRule, extra: [any View], problems: [String]) {
        let hint = reconciling ? takeHint() : nil
        // The content's nodes are built at the end of `nodes` and replaced there by the nodes that
        // wrap them: no array of their own.
        let start = nodes.count
        let savedPath = reconciling ? identityPath : []
        let savedCursor = reconciling ? cursor : nil
        if reconciling {
            identityPath = []
            cursor = HintCursor(hint.map { [$0.children[0]] } ?? [])
        }
        depth += 1
        maximumDepth = Swift.max(maximumDepth, depth)
        append(content, into: &nodes)
        settle(&nodes, from: start)
        var decorations: [Node] = []
        if !extra.isEmpty {
            if reconciling {
                identityPath = ["decoration"]
                cursor = HintCursor(hint.map { Array($0.children.dropFirst()) } ?? [])
            }
            let savedAxis = enclosingAxis
            enclosingAxis = nil
            for view in extra { appendAny(view, into: &decorations) }
            settle(&decorations, from: 0)
            enclosingAxis = savedAxis
        }
        depth -= 1
        if reconciling {
            identityPath = savedPath
            cursor = savedCursor
        }
        for index in start..<nodes.count {
            let child = nodes[index]
            // (Traits through `init`, problems only when there are some: each write to a node's
            // property after `init` costs a run-time exclusivity check. The content alone is no
            // array: `NodeChildren`.)
            let node: Node
            if extra.isEmpty {
                node = Node(rule, child: child, traits: child.traits, in: arenaHandle)
            } else {
                // A decoration is one view: several become a ZStack, none an EmptyView.
                let decoration = decorations.count == 1 ? decorations[0] : Node(LayoutBox(ZStackLayout()), children: decorations, in: arenaHandle)
                node = Node(rule, children: [child, decoration], traits: child.traits, in: arenaHandle)
            }
            nodeCount += 1
            if !problems.isEmpty { node.argumentProblems = problems }
            if reconciling {
                node.identity = IdentityKey(path: identityPath)
                node.pendingHint = hint
            }
            nodes[index] = node
        }
    }

    /// `modify` in a build that matches nothing, for a modifier without decorations (padding,
    /// frames: most of a tree's modifiers): no identities, hints or decorations to keep.
    /// (Inlined into `modify`: a frame fewer for every modifier, see `buildPrimitive`.)
    @inline(__always)
    private mutating func wrapEach<Content: View>(_ content: Content, into nodes: inout [Node], _ rule: any ViewRule, problems: [String]) {
        let start = nodes.count
        depth += 1
        maximumDepth = Swift.max(maximumDepth, depth)
        append(content, into: &nodes)
        depth -= 1
        for index in start..<nodes.count {
            let child = nodes[index]
            let node = Node(rule, child: child, traits: child.traits, in: arenaHandle)
            nodeCount += 1
            if !problems.isEmpty { node.argumentProblems = problems }
            nodes[index] = node
        }
    }

    /// Applies `change` to each node of `content` (traits, ids, style: no node of their own).
    mutating func annotate<Content: View>(_ content: Content, into nodes: inout [Node], _ change: (Node) -> Void) {
        let start = nodes.count
        append(content, into: &nodes)
        for node in nodes[start...] { change(node) }
    }

    /// Builds `content` with a changed environment.
    mutating func withEnvironment<Content: View>(_ content: Content, into nodes: inout [Node], _ change: (inout BuildEnvironment) -> Void) {
        let saved = environment
        change(&environment)
        append(content, into: &nodes)
        environment = saved
    }

    // MARK: Reconciliation

    /// Matches freshly built nodes against their old counterparts, once everything that annotates
    /// them (ids, priorities, styles) has been applied: a container settles its children.
    @inline(__always)
    private mutating func settle(_ nodes: inout [Node], from start: Int = 0) {
        // (Inlined, so that a plain build, which matches nothing, makes no call per container.)
        if reconciling { settleMatching(&nodes, from: start) }
    }

    private mutating func settleMatching(_ nodes: inout [Node], from start: Int) {
        for i in start..<nodes.count {
            let node = nodes[i]
            if node.isSettled { continue }
            let hint = node.pendingHint
            node.pendingHint = nil
            node.isSettled = true
            nodes[i] = reconcile(node, with: hint)
        }
    }

    /// Keeps the old node when the new one describes the same view with the same (kept) children;
    /// otherwise uses the new node, carrying a container's layout cache over for `updateCache`.
    private mutating func reconcile(_ new: Node, with old: Node?) -> Node {
        guard let old else {
            statistics.nodesCreated += 1
            return new
        }
        let sameChildren = new.children.count == old.children.count && zip(new.children, old.children).allSatisfy { $0 == $1 }
        if sameChildren && new.describesSameView(as: old) {
            keep(old)
            return old
        }
        statistics.nodesCreated += 1
        if let newBox = new.layoutBox, let oldBox = old.layoutBox, newBox.adoptCache(from: oldBox) {
            statistics.layoutCachesKept += 1
        }
        return new
    }

    private mutating func keep(_ node: Node) {
        statistics.nodesKept += 1
        statistics.measurementsKept += measurementCount(node)
    }
}

/// A small map from types to values: open addressing on the type's identity with a multiplicative
/// hash. The builder asks it once per view, for a handful of distinct types per build, where a
/// `Dictionary` would hash each key with SipHash.
struct TypeTable<Value> {
    /// One array of key and value together: a lookup reads one element (one bounds check) where
    /// two arrays cost two (the builder asks once per view: `Benchmarks/PROFILE.md`).
    private struct Entry {
        var key: ObjectIdentifier?
        var value: Value?
    }
    private var entries = [Entry](repeating: Entry(key: nil, value: nil), count: 16)
    /// `entries.count - 1` (a power of two less one) and the shift that maps a hash into it.
    private var mask = 15
    private var shift = UInt(UInt.bitWidth - 4)
    private var count = 0

    @inline(__always)
    private func index(of key: ObjectIdentifier) -> Int {
        // Fibonacci hashing of the metadata address (its low bits are alignment, always zero).
        let hash = UInt(bitPattern: key) &* 0x9E37_79B9_7F4A_7C15
        return Int(hash >> shift)
    }

    subscript(type: Any.Type) -> Value? {
        // (Inlined: the builder asks it for every view, `GraphBuilder.primitiveType`.)
        @inline(__always) get {
            let key = ObjectIdentifier(type)
            var i = index(of: key)
            while true {
                let entry = entries[i]
                guard let stored = entry.key else { return nil }
                if stored == key { return entry.value }
                i = (i + 1) & mask
            }
        }
        set {
            guard let newValue else { return }
            if (count + 1) * 2 > entries.count { grow() }
            insert(ObjectIdentifier(type), newValue)
        }
    }

    private mutating func insert(_ key: ObjectIdentifier, _ value: Value) {
        var i = index(of: key)
        while let stored = entries[i].key, stored != key { i = (i + 1) & mask }
        if entries[i].key == nil { count += 1 }
        entries[i] = Entry(key: key, value: value)
    }

    private mutating func grow() {
        let old = entries
        entries = [Entry](repeating: Entry(key: nil, value: nil), count: old.count * 2)
        mask = entries.count - 1
        shift = UInt(UInt.bitWidth - entries.count.trailingZeroBitCount)
        count = 0
        for entry in old {
            if let key = entry.key, let value = entry.value { insert(key, value) }
        }
    }
}

/// Calls a primitive view type's `buildNodes` (see `GraphBuilder.primitiveBuild`).
extension Node {
    var isSpacer: Bool {
        category == .spacer
    }

    /// Same kind, parameters, traits, id and style (children are compared by the caller).
    func describesSameView(as other: Node) -> Bool {
        guard id == other.id, style == other.style, stackAxis == other.stackAxis,
              traits.priority == other.traits.priority, traits.hasExplicitPriority == other.traits.hasExplicitPriority,
              traits.values.count == other.traits.values.count,
              traits.values.allSatisfy({ key, value in other.traits.values[key].map { valuesAreEqualAny(value, $0) } ?? false })
        else { return false }
        return rule.describesSame(as: other.rule)
    }
}

/// Equality of two values of unknown type: `==` when the dynamic type is Equatable.
func valuesAreEqualAny(_ a: Any, _ b: Any) -> Bool {
    if let a = a as? any Equatable { return a.isEqual(to: b) }
    return false
}
