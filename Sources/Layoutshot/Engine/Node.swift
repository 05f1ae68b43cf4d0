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

/// A resolved view in the layout graph: a container, a modifier or a leaf.
///
/// Views are values; nodes are what the views build and what a host's update matches old against
/// new. The engine measures and places them through their tree's `NodeStore`, where each node's
/// measurements (keyed by proposal) live for as long as the node does, so a sweep over several
/// widths, or a host that re-lays out after a change, reuses every answer the change did not touch.
///
/// Its layout traits (`traits`) are stored by its superclass, `NodeTraitsStorage`, in the
/// storage folder: they are read for every node without a run-time exclusivity check.
final class Node: NodeTraitsStorage {
    /// How the node lays out (its kind's rule, with its parameters).
    let rule: any ViewRule
    /// The node's children (fixed at init): a modifier's one child without an array of its own.
    private(set) var children: NodeChildren
    /// The explicit id (`.id(_:)`), if any.
    var id: AnyHashable? {
        get { extras?.id }
        set { if newValue != nil || extras != nil { more.id = newValue } }
    }
    /// The value given with `.tag(_:)`, if any (a `Canvas` finds its symbols by it).
    var tag: AnyHashable? {
        get { extras?.tag }
        set { if newValue != nil || extras != nil { more.tag = newValue } }
    }
    /// The fill or text colour: the one part of a style most leaves set (kept out of `extras`, so a
    /// plain coloured leaf allocates nothing more).
    var foreground: Color?
    /// How the node looks (`foreground` here, the rest in `extras` once any of it is set).
    var style: NodeStyle {
        get {
            var style = extras?.style ?? NodeStyle()
            style.foreground = foreground
            return style
        }
        set {
            foreground = newValue.foreground
            var rest = newValue
            rest.foreground = nil
            if extras != nil || rest != NodeStyle() { more.style = rest }
        }
    }
    // (The stored fields are ordered so that the small ones share words: a node is 176 bytes, not
    // 208, and a tree has one per view.)
    /// The number of nodes in this subtree, this one included (the children are fixed at init):
    /// a `NodeStore` allocates its tables before it walks the tree, and walks it once.
    var subtreeCount: Int { Int(storedSubtreeCount) }
    private let storedSubtreeCount: Int32
    /// Where the node's measurements and placement live in its tree's `NodeStore` (-1 until the
    /// tree is numbered).
    var slot: Int {
        get { Int(storedSlot) }
        set { storedSlot = Int32(newValue) }
    }
    private var storedSlot: Int32 = -1
    var depth: Int {
        get { Int(storedDepth) }
        set { storedDepth = Int32(newValue) }
    }
    private var storedDepth: Int32 = 0
    /// What kind of view this is (computed once: the engine counts measurements by it).
    let category: ViewKind
    /// For a `Spacer`: the orientation of the stack it is in (nil outside stacks: it grows both ways).
    var stackAxis: Axis?
    /// Which explicit guides may be set in this subtree (a fast "no" for `ViewDimensions`).
    var guideMask: GuideMask = []
    /// True when the node answers the same size whatever it is proposed: a fixed frame, or padding,
    /// a stack or a modifier around views that are themselves so (a card of fixed-size parts). Such a
    /// node is measured once; every later question is answered from that measurement.
    let isProposalIndependent: Bool

    /// `style.effects`, without making the rest of the style.
    var effects: [DrawingEffect] { extras?.style.effects ?? [] }

    /// What few nodes have (ids, most of a style, reconciliation state, argument problems, guide
    /// values), allocated on first write: a plain node is small and initialises little.
    /// The names given to the node's coordinate space (`.coordinateSpace(_:)`; `SizeReaderPass.swift`).
    var coordinateSpaces: [AnyHashable] {
        get { extras?.coordinateSpaces ?? [] }
        set { if !newValue.isEmpty || extras != nil { more.coordinateSpaces = newValue } }
    }
    /// Preference values the node sets, innermost first.
    var preferenceWrites: [PreferenceWrite] {
        get { extras?.preferenceWrites ?? [] }
        set { if !newValue.isEmpty || extras != nil { more.preferenceWrites = newValue } }
    }
    /// What reads the preferences of the node's subtree.
    var preferenceReads: [PreferenceRead] {
        get { extras?.preferenceReads ?? [] }
        set { if !newValue.isEmpty || extras != nil { more.preferenceReads = newValue } }
    }
    private var extras: NodeExtras?
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
        set { if newValue != nil || extras != nil { more.sourceView = newValue } }
    }
    var sourceEnvironment: BuildEnvironment? {
        get { extras?.sourceEnvironment }
        set { if newValue != nil || extras != nil { more.sourceEnvironment = newValue } }
    }
    /// A key that identifies the node among its siblings across updates (a ForEach id).
    var identity: AnyHashable? {
        get { extras?.identity }
        set { if newValue != nil || extras != nil { more.identity = newValue } }
    }
    /// While building with reconciliation: the old node to compare with once the node is complete.
    var pendingHint: Node? {
        get { extras?.pendingHint }
        set { if newValue != nil || extras != nil { more.pendingHint = newValue } }
    }
    var isSettled = false
    /// What was wrong with the arguments of the modifier this node was made from, and the fix
    /// taken: reported as `.invalidArgument` diagnostics in every layout.
    var argumentProblems: [String] {
        get { extras?.argumentProblems ?? [] }
        set { if !newValue.isEmpty || extras != nil { more.argumentProblems = newValue } }
    }

    /// A subtree of at most this many nodes is at most this many levels deep: it is freed by the
    /// nested deinitialisers of its nodes, which then need a few dozen kilobytes of stack at most.
    private static let nestedFreeLimit: Int32 = 128

    deinit {
        // A deep tree is freed level by level, not by nested deinitialisers (which overflow the
        // stack some 27,000 levels down, or far sooner on a thread with a small stack): the
        // descendants only this node holds are detached here, in a loop, so each is freed with
        // no large subtree below it. A subtree small enough that its depth cannot matter
        // (`nestedFreeLimit`) is freed as usual: detaching costs each node a retain and a release.
        guard storedSubtreeCount > Node.nestedFreeLimit else { return }
        var pending = children.takeAll()
        while var node = pending.popLast() {
            if node.storedSubtreeCount > Node.nestedFreeLimit && isKnownUniquelyReferenced(&node) {
                var grandchildren = node.children.takeAll()
                // (Moved, not copied: popping a uniquely held array hands each node over.)
                while let grandchild = grandchildren.popLast() { pending.append(grandchild) }
            }
            // `node` is freed here, with at most `nestedFreeLimit` views below it, unless something
            // else still holds it.
        }
    }

    /// A node over `children` (none: a leaf).
    convenience init(_ rule: consuming any ViewRule, children: [Node] = [], traits: Traits = Traits()) {
        self.init(rule, childList: NodeChildren(children), traits: traits)
    }

    /// A leaf filled or written in `foreground` (a colour, a text): set as the node is made,
    /// not written afterwards (each write to a node's property after `init` costs a run-time
    /// exclusivity check).
    convenience init(_ rule: consuming any ViewRule, foreground: Color?) {
        self.init(rule, childList: [], traits: Traits(), foreground: foreground)
    }

    /// A node over one child (a modifier's content): no array is made for it.
    convenience init(_ rule: consuming any ViewRule, child: Node, traits: Traits = Traits()) {
        self.init(rule, childList: NodeChildren(only: child), traits: traits)
    }

    init(_ rule: consuming any ViewRule, childList children: NodeChildren, traits: Traits, foreground: Color? = nil) {
        // (The rule is taken, `consuming`, asked first and stored last, so that it is moved into
        // the node: a borrowed one is copied in through its value witnesses, and the caller's
        // copy destroyed after.)
        let (category, isProposalIndependent, ownGuides) = Node.ask(rule, children)
        self.category = category
        self.isProposalIndependent = isProposalIndependent
        var guideMask = ownGuides
        var subtreeCount = 1
        children.forEach { child in
            guideMask.formUnion(child.guideMask)
            subtreeCount += child.subtreeCount
        }
        precondition(subtreeCount <= Int(Int32.max), "a tree of more than 2,147,483,647 views")
        self.guideMask = guideMask
        self.storedSubtreeCount = Int32(truncatingIfNeeded: subtreeCount)
        self.rule = rule
        self.children = children
        self.foreground = foreground
        super.init(traits: traits)
        BuildLog.noteMade(self, children: children)
    }

    /// What a node keeps of its rule's answers (asked through a borrow: a method called on the
    /// initialiser's `consuming` parameter would consume it).
    @inline(__always)
    private static func ask(_ rule: borrowing any ViewRule, _ children: NodeChildren) -> (ViewKind, Bool, GuideMask) {
        (rule.category, rule.isProposalIndependent(children), rule.guides)
    }

    /// A fast test: false means this subtree sets no explicit value for the guide.
    func mayHaveExplicitGuide(_ key: AlignmentKey) -> Bool {
        if guideMask.contains(.custom) { return true }
        return key.isTextBaseline && guideMask.contains(.textBaselines)
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

    /// Hands over the children, leaving none (a node's teardown: `Node.deinit`).
    mutating func takeAll() -> [Node] {
        let taken = storage
        storage = .many([])
        switch taken {
        case .one(let node): return [node]
        case .many(let nodes): return nodes
        }
    }
}

/// A node's rarely set fields (`Node.extras`).
private final class NodeExtras {
    var id: AnyHashable?
    var tag: AnyHashable?
    /// The style without its foreground (which the node keeps).
    var style = NodeStyle()
    var guideCache: [GuideCacheKey: CGFloat?] = [:]
    var sourceView: Any?
    var sourceEnvironment: BuildEnvironment?
    var identity: AnyHashable?
    var pendingHint: Node?
    var argumentProblems: [String] = []
    /// The names given to the node's coordinate space (`.coordinateSpace(_:)`, a scroll view's).
    var coordinateSpaces: [AnyHashable] = []
    /// Preference values the node sets, innermost first (`Modifier/Preferences.swift`).
    var preferenceWrites: [PreferenceWrite] = []
    /// What reads the preferences of the node's subtree (`Modifier/Preferences.swift`).
    var preferenceReads: [PreferenceRead] = []
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
