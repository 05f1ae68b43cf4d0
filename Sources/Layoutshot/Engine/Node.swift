/// What kind of view a node is, for the renderer and for people reading a layout.
public enum ViewKind: String, Hashable, Sendable, CaseIterable {
    /// Stacks, flows, grids and `ViewThatFits`.
    case hstack, vstack, zstack, flow, grid, gridRow, lazyVGrid, lazyHGrid, viewThatFits
    /// A custom `Layout`.
    case layout
    /// Spacers and layout modifiers.
    case spacer, padding, frame, fixedSize, alignmentGuide, background, overlay
    /// Leaves: text, colours, shapes and empty views.
    case text, color, shape, empty

    /// The family a diagram styles by: stacks, flows, grids, spacers, padding, frames, leaves.
    public var family: ViewFamily {
        switch self {
        case .hstack, .vstack, .zstack, .layout, .viewThatFits: return .stack
        case .flow: return .flow
        case .grid, .gridRow, .lazyVGrid, .lazyHGrid: return .grid
        case .spacer: return .spacer
        case .padding: return .padding
        case .frame, .fixedSize, .alignmentGuide, .background, .overlay: return .frame
        case .text, .color, .shape, .empty: return .leaf
        }
    }
}

/// The families of `ViewKind` a diagram tells apart.
public enum ViewFamily: String, Hashable, Sendable, CaseIterable {
    /// Stacks (and custom layouts), flows, grids, spacers, padding, frames and leaves.
    case stack, flow, grid, spacer, padding, frame, leaf
}

/// What a node is: its record in its arena (`NodeArena`), read and written through `Node`'s
/// fields below. (The stored fields are ordered so that the small ones share words.)
struct NodeData {
    /// The node's children (fixed when it is made).
    var children: NodeChildren
    /// The layout traits (`.layoutPriority`, `.layoutValue`, …).
    var traits: Traits
    var foreground: Color?
    var extras: NodeExtras?
    var subtreeCount: Int32
    var slot: Int32 = -1
    var depth: Int32 = 0
    /// For a node a host's update kept (copied from the old tree's arena: `GraphBuilder.importKept`),
    /// its slot in the old tree's store, where its measurements are; -1 for a node made anew.
    var keptSlot: Int32 = -1
    var category: ViewKind
    var stackAxis: Axis?
    var guideMask: GuideMask
    var isProposalIndependent: Bool
    var isSettled = false
}

/// A resolved view in the layout graph: a container, a modifier or a leaf (see `Node` in
/// `Storage/NodeArena.swift` for what a node is and where it lives).
extension Node {
    /// The explicit id (`.id(_:)`), if any.
    var id: AnyHashable? {
        get { extras?.id }
        nonmutating set { if newValue != nil || extras != nil { more.id = newValue } }
    }
    /// The value given with `.tag(_:)`, if any (a `Canvas` finds its symbols by it).
    var tag: AnyHashable? {
        get { extras?.tag }
        nonmutating set { if newValue != nil || extras != nil { more.tag = newValue } }
    }
    /// How the node looks (`foreground` here, the rest in `extras` once any of it is set).
    var style: NodeStyle {
        get {
            var style = extras?.style ?? NodeStyle()
            style.foreground = foreground
            return style
        }
        nonmutating set {
            foreground = newValue.foreground
            var rest = newValue
            rest.foreground = nil
            if extras != nil || rest != NodeStyle() { more.style = rest }
        }
    }
    /// `style.effects`, without making the rest of the style.
    var effects: [DrawingEffect] { extras?.effects ?? [] }

    /// The names given to the node's coordinate space (`.coordinateSpace(_:)`; `SizeReaderPass.swift`).
    var coordinateSpaces: [AnyHashable] {
        get { extras?.coordinateSpaces ?? [] }
        nonmutating set { if !newValue.isEmpty || extras != nil { more.coordinateSpaces = newValue } }
    }
    /// Preference values the node sets, innermost first.
    var preferenceWrites: [PreferenceWrite] {
        get { extras?.preferenceWrites ?? [] }
        nonmutating set { if !newValue.isEmpty || extras != nil { more.preferenceWrites = newValue } }
    }
    /// What reads the preferences of the node's subtree.
    var preferenceReads: [PreferenceRead] {
        get { extras?.preferenceReads ?? [] }
        nonmutating set { if !newValue.isEmpty || extras != nil { more.preferenceReads = newValue } }
    }
    /// What few nodes have (ids, most of a style, reconciliation state, argument problems, guide
    /// values), allocated on first write: a plain node is small and initialises little.
    private var more: NodeExtras {
        if let extras { return extras }
        let made = NodeExtras()
        extras = made
        return made
    }

    /// A container's explicit guide values by guide and proposal: the default merge places the
    /// subviews to find them, which must not be repeated for every question.
    func cachedGuide(_ key: GuideCacheKey) -> CGFloat?? {
        guard let extras else { return nil }
        return extras.guideCache[key]
    }
    func cacheGuide(_ value: CGFloat?, for key: GuideCacheKey) { more.guideCache[key] = value }

    // Reconciliation (LayoutHost): the user view this subtree came from, when it is Equatable.
    var sourceView: Any? {
        get { extras?.sourceView }
        nonmutating set { if newValue != nil || extras != nil { more.sourceView = newValue } }
    }
    var sourceEnvironment: BuildEnvironment? {
        get { extras?.sourceEnvironment }
        nonmutating set { if newValue != nil || extras != nil { more.sourceEnvironment = newValue } }
    }
    /// A key that identifies the node among its siblings across updates (its path of tuple
    /// positions, branches and ForEach ids: `GraphBuilder`'s `IdentityKey`). Kept as the key
    /// itself: an `AnyHashable` of it cost a conversion a node in a host's builds (some 600
    /// instructions: `AnyHashable.init` tries casts first) and a cast back on every update.
    var identity: IdentityKey? {
        get { extras?.identity }
        nonmutating set { if newValue != nil || extras != nil { more.identity = newValue } }
    }
    /// While building with reconciliation: the old node to compare with once the node is complete.
    var pendingHint: Node? {
        get { extras?.pendingHint }
        nonmutating set { if newValue != nil || extras != nil { more.pendingHint = newValue } }
    }
    /// What was wrong with the arguments of the modifier this node was made from, and the fix
    /// taken: reported as `.invalidArgument` diagnostics in every layout.
    var argumentProblems: [String] {
        get { extras?.argumentProblems ?? [] }
        nonmutating set { if !newValue.isEmpty || extras != nil { more.argumentProblems = newValue } }
    }

    /// A node over `children` (none: a leaf), in `arena`.
    @inline(__always)
    init(_ rule: consuming any ViewRule, children: consuming [Node] = [], traits: Traits = Traits(), in arena: NodeArenaHandle) {
        self.init(rule, childList: NodeChildren(consume children), traits: traits, in: arena)
    }

    /// A node over `children` (none: a leaf) whose rule the builder has just made, of a known type
    /// (`GraphBuilder.makeNode`, `makeLeaf`), filled or written in `foreground` (a colour, a text).
    ///
    /// (Generic over the rule: the rule is asked as its own type, and becomes an existential once,
    /// where the arena keeps it, after the build log's work. Made as an existential first, as an
    /// `any ViewRule` argument is, and copied into the arena at once, it was read back with loads
    /// the processor cannot forward from the stores that had just made it: `Benchmarks/PROFILE.md`.)
    @inline(__always)
    init<Rule: ViewRule>(made rule: consuming Rule, children: consuming NodeChildren, foreground: Color? = nil, in arena: NodeArenaHandle) {
        let facts = Node.ask(made: rule, children)
        let (guideMask, subtreeCount) = Node.summary(of: children, ownGuides: facts.guides)
        self.init(madeRule: rule, children: consume children, foreground: foreground, subtreeCount: subtreeCount,
                  category: facts.category, guideMask: guideMask, isProposalIndependent: facts.isProposalIndependent, in: arena)
    }

    /// A node over one child (a modifier's content): no array is made for it.
    init(_ rule: consuming any ViewRule, child: Node, traits: Traits = Traits(), in arena: NodeArenaHandle) {
        self.init(rule, childList: NodeChildren(only: child), traits: traits, in: arena)
    }

    @inline(__always)
    init(_ rule: consuming any ViewRule, childList children: consuming NodeChildren, traits: Traits, foreground: Color? = nil, in arena: NodeArenaHandle) {
        // (The rule is taken, `consuming`, asked first and moved into the record last: a borrowed
        // one is copied in through its value witnesses, and the caller's copy destroyed after.)
        let (category, isProposalIndependent, ownGuides) = Node.ask(rule, children)
        let (guideMask, subtreeCount) = Node.summary(of: children, ownGuides: ownGuides)
        self.init(rule: rule, children: consume children, traits: traits, foreground: foreground,
                  subtreeCount: subtreeCount, category: category, guideMask: guideMask,
                  isProposalIndependent: isProposalIndependent, in: arena)
    }

    /// A node's guide mask (its own guides and its children's) and the size of its subtree.
    @inline(__always)
    private static func summary(of children: borrowing NodeChildren, ownGuides: GuideMask) -> (GuideMask, Int32) {
        var guideMask = ownGuides
        var subtreeCount = 1
        children.forEach { child in
            guideMask.formUnion(child.guideMask)
            subtreeCount += child.subtreeCount
        }
        precondition(subtreeCount <= Int(Int32.max), "a tree of more than 2,147,483,647 views")
        return (guideMask, Int32(truncatingIfNeeded: subtreeCount))
    }

    /// What a node keeps of its rule's answers (asked through a borrow: a method called on the
    /// initialiser's `consuming` parameter would consume it).
    @inline(__always)
    private static func ask(_ rule: borrowing any ViewRule, _ children: NodeChildren) -> (ViewKind, Bool, GuideMask) {
        let facts = rule.nodeFacts(children)
        return (facts.category, facts.isProposalIndependent, facts.guides)
    }

    /// `ask` for a rule of a known type (no witness call where the type is known).
    @inline(__always)
    private static func ask<Rule: ViewRule>(made rule: borrowing Rule, _ children: NodeChildren) -> (category: ViewKind, isProposalIndependent: Bool, guides: GuideMask) {
        rule.nodeFacts(children)
    }

    /// A fast test: false means this subtree sets no explicit value for the guide.
    func mayHaveExplicitGuide(_ key: AlignmentKey) -> Bool {
        if guideMask.contains(.custom) { return true }
        return key.isTextBaseline && guideMask.contains(.textBaselines)
    }

    /// A copy of this node and its subtree in `arena` (a node a host's update kept, moved out of
    /// the old tree's arena: `GraphBuilder.importKept`). Each copy remembers the slot its original
    /// had (`keptSlot`), where the old store keeps its measurements. Made children first, with no
    /// recursion: a kept subtree may be as deep as the tree.
    func copySubtree(into arena: NodeArena) -> Node {
        // Each pending node with the copies of its children made so far.
        var pending: [(node: Node, copies: [Node])] = [(self, [])]
        while var top = pending.last {
            let children = top.node.children
            if top.copies.count < children.count {
                pending.append((children[top.copies.count], []))
                continue
            }
            pending.removeLast()
            var data = top.node.data
            data.children = top.copies.count == 1 ? NodeChildren(only: top.copies[0]) : NodeChildren(top.copies)
            data.keptSlot = data.slot
            data.slot = -1
            data.extras = data.extras?.copy()
            let copy = Node(copying: data, rule: top.node.rule, to: arena)
            guard !pending.isEmpty else { return copy }
            top = pending.removeLast()
            top.copies.append(copy)
            pending.append(top)
        }
        preconditionFailure("unreachable: the loop returns the copy of the subtree's top")
    }

    /// The layout box of a container node (nil for other kinds).
    var layoutBox: AnyLayoutBox? { rule.layoutBox }

    /// Drops what the node itself caches (its measurements live in the `NodeStore`, which calls this).
    func invalidateMeasurements() {
        extras?.guideCache.removeAll()
        (rule as? TextNode)?.invalidate()
    }
}

/// A node's children, as the node holds them: a modifier's one child on its own, without an array
/// (an allocation, a reference count and a free fewer for each of the modifiers a tree is full
/// of), or an array. Read like an array.
struct NodeChildren: RandomAccessCollection, ExpressibleByArrayLiteral {
    private enum Storage {
        case one(Node)
        case many([Node])
    }
    private var storage: Storage

    init(_ nodes: [Node]) { storage = .many(nodes) }
    init(only node: Node) { storage = .one(node) }
    init(arrayLiteral nodes: Node...) { storage = .many(nodes) }

    /// (Said here: the collection's own counts by `distance(from:to:)`, a call for every node made.)
    var count: Int {
        @inline(__always) get {
            switch storage {
            case .one: return 1
            case .many(let nodes): return nodes.count
            }
        }
    }

    var startIndex: Int { 0 }
    var endIndex: Int {
        switch storage {
        case .one: return 1
        case .many(let nodes): return nodes.count
        }
    }

    subscript(index: Int) -> Node {
        switch storage {
        case .one(let node):
            precondition(index == 0, "child index out of range")
            return node
        case .many(let nodes):
            return nodes[index]
        }
    }

    // (`forEach` and `allSatisfy` look at the storage once and walk the array as an array, where
    // the collection's own would go through an iterator and retain each child: `Node.init` and
    // the rules' `isProposalIndependent` run them for every node made.)

    @inline(__always)
    func forEach(_ body: (Node) throws -> Void) rethrows {
        switch storage {
        case .one(let node): try body(node)
        case .many(let nodes): for node in nodes { try body(node) }
        }
    }

    @inline(__always)
    func allSatisfy(_ predicate: (Node) throws -> Bool) rethrows -> Bool {
        switch storage {
        case .one(let node): return try predicate(node)
        case .many(let nodes):
            for node in nodes where !(try predicate(node)) { return false }
            return true
        }
    }

    /// The children as an array: the one held for several (no copy), a new one for one child
    /// (for code that walks the children with indices many times: `GridStructure`).
    var asArray: [Node] {
        switch storage {
        case .one(let node): return [node]
        case .many(let nodes): return nodes
        }
    }
}

/// A node's rarely set fields (`Node.extras`).
final class NodeExtras {
    var id: AnyHashable?
    var tag: AnyHashable?
    /// The style without its foreground (which the node keeps), in a box of its own made on the
    /// first write of a style that is not the default: a style is most of a kilobyte, and most
    /// nodes with extras have none (a `LayoutHost` gives every node an identity, an `.id(_:)`
    /// node needs only its id), so extras without a style stay a few words.
    var style: NodeStyle {
        get { styleBox?.style ?? NodeStyle() }
        set {
            if let styleBox { styleBox.style = newValue } else if newValue != NodeStyle() { styleBox = StyleBox(newValue) }
        }
    }
    private var styleBox: StyleBox?
    /// `style.effects`, without making a default style when there is none.
    var effects: [DrawingEffect] { styleBox?.style.effects ?? [] }
    var guideCache: [GuideCacheKey: CGFloat?] = [:]
    var sourceView: Any?
    var sourceEnvironment: BuildEnvironment?
    var identity: IdentityKey?
    var pendingHint: Node?
    var argumentProblems: [String] = []
    /// The names given to the node's coordinate space (`.coordinateSpace(_:)`, a scroll view's).
    var coordinateSpaces: [AnyHashable] = []
    /// Preference values the node sets, innermost first (`Modifier/Preferences.swift`).
    var preferenceWrites: [PreferenceWrite] = []
    /// What reads the preferences of the node's subtree (`Modifier/Preferences.swift`).
    var preferenceReads: [PreferenceRead] = []

    /// The same fields in an object of their own, for a node copied into another arena (a kept
    /// node: `GraphBuilder.importKept`), whose guide cache and reconciliation state are then its own.
    func copy() -> NodeExtras {
        let copy = NodeExtras()
        copy.id = id
        copy.tag = tag
        copy.styleBox = styleBox.map { StyleBox($0.style) }
        copy.guideCache = guideCache
        copy.sourceView = sourceView
        copy.sourceEnvironment = sourceEnvironment
        copy.identity = identity
        copy.argumentProblems = argumentProblems
        copy.coordinateSpaces = coordinateSpaces
        copy.preferenceWrites = preferenceWrites
        copy.preferenceReads = preferenceReads
        return copy
    }
}

/// `NodeExtras.style`'s box.
private final class StyleBox {
    var style: NodeStyle
    init(_ style: NodeStyle) { self.style = style }
}

struct GuideCacheKey: Hashable {
    let key: AlignmentKey
    let proposal: ProposedViewSize
}

struct GuideMask: OptionSet {
    let rawValue: UInt8
    static let textBaselines = GuideMask(rawValue: 1)
    static let custom = GuideMask(rawValue: 2)
}

/// The shapes Layoutshot knows how to draw.
public enum ShapeKind: Hashable, Sendable {
    /// A rectangle.
    case rectangle
    /// A rounded rectangle with corners of `cornerRadius`.
    case roundedRectangle(cornerRadius: CGFloat)
    /// A capsule: a rounded rectangle whose corners are half its shorter side.
    case capsule
    /// A circle in the middle of the frame, as wide as the shorter side.
    case circle
    /// An ellipse filling the frame.
    case ellipse
    /// Any other shape, drawn from its `path(in:)`.
    case custom(AnyShape)
}

/// How a node looks, for the renderer; it has no effect on layout.
public struct NodeStyle: Equatable, Sendable {
    /// The fill of a shape or colour, or the colour of text.
    public var foreground: Color?
    /// The view's opacity (`.opacity(_:)`), 0…1.
    public var opacity: Double = 1
    /// A shape the node is clipped to (`.clipShape`, `.cornerRadius`).
    public var clipShape: ShapeKind?
    /// A border drawn inside the frame (`.border(_:width:)`).
    public var border: Border?
    /// The style a shape is filled with when it is more than a colour (a gradient, a material).
    public var fill: ResolvedShapeStyle?
    /// A shape's outline (`stroke`, `strokeBorder`): drawn instead of the fill.
    public var stroke: ShapeStroke?
    /// Whether a shape is filled (false for a shape only stroked).
    public var isFilled = true
    /// Modifiers that change nothing in a picture (`onTapGesture`, `animation`, `accessibilityLabel`…),
    /// by name, for diagrams to list.
    public var interactions: [String] = []
    /// What an `Image` shows (the renderer draws the file, or a labelled placeholder).
    public var image: Image.Source?
    /// The font an `Image(systemName:)` was built under: its symbol is drawn in that weight.
    public var symbolFont: Font?
    /// How the view is named in diagrams when it is made of other views (`Button`, `Image("x")`).
    public var title: String?
    /// The title `.navigationTitle` gives the enclosing navigation stack, which draws it.
    public var navigationTitle: String?
    /// Effects drawn on the view and its content, with no effect on layout (`rotationEffect`,
    /// `scaleEffect`, `shadow`), outermost first.
    public var effects: [DrawingEffect] = []
    /// The drawing order among siblings (`.zIndex(_:)`): higher draws in front; equal values
    /// keep the order of the views.
    public var zIndex: Double = 0
    /// Set where the colour scheme, platform, tint or accent colour changes (`.preferredColorScheme`,
    /// `.tint`, …): this view and everything inside it are drawn in that appearance, until a
    /// deeper mark. Nil: the parent's.
    public var appearance: NodeAppearance?

    /// A border's colour and width.
    public struct Border: Equatable, Sendable {
        /// The border's colour.
        public var color: Color
        /// The border's width in points.
        public var width: CGFloat
    }

    /// A style with nothing set.
    public init() {}
}

/// A drawing effect of `NodeStyle.effects`.
public enum DrawingEffect: Hashable, Sendable {
    /// `rotationEffect(_:anchor:)`: radians, about a unit point of the frame.
    case rotation(Double, anchor: UnitPoint)
    /// `scaleEffect(_:anchor:)`.
    case scale(CGSize, anchor: UnitPoint)
    /// `transformEffect(_:)`, about the frame's origin.
    case transform(CGAffineTransform)
    /// `shadow(color:radius:x:y:)`.
    case shadow(Color, radius: CGFloat, x: CGFloat, y: CGFloat)
    /// Blur, colour filters, a `Canvas`'s drawing, a layout-direction change (`GraphicsEffect.swift`).
    case graphics(GraphicsEffect)
}
