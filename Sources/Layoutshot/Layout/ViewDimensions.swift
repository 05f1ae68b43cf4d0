/// A view's size and its alignment guides, as SwiftUI's `ViewDimensions`.
///
/// Subscripting with a guide gives its explicit value if the view (or a descendant, merged) sets one
/// with `.alignmentGuide(_:computeValue:)` or as text baselines, otherwise the guide's default value.
public struct ViewDimensions: Equatable {
    /// The view's width.
    public let width: CGFloat
    /// The view's height.
    public let height: CGFloat
    let source: GuideSource?

    init(size: CGSize, source: GuideSource?) {
        self.width = size.width
        self.height = size.height
        self.source = source
    }

    var size: CGSize { CGSize(width: width, height: height) }

    /// The position of the horizontal `guide` in the view: its explicit value if it has one, else the guide's default.
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        self[explicit: guide] ?? guide.key.id.defaultValue(in: self)
    }

    /// The position of the vertical `guide` in the view: its explicit value if it has one, else the guide's default.
    public subscript(guide: VerticalAlignment) -> CGFloat {
        self[explicit: guide] ?? guide.key.id.defaultValue(in: self)
    }

    /// The explicit value of the horizontal `guide`, set with `.alignmentGuide(_:computeValue:)` or by a layout; nil when there is none.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? {
        source?.explicitValue(guide.key, size: size)
    }

    /// The explicit value of the vertical `guide`, set with `.alignmentGuide(_:computeValue:)` or by a layout; nil when there is none.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
        source?.explicitValue(guide.key, size: size)
    }

    /// Two dimensions are equal when their sizes are; SwiftUI compares guides too, which it can
    /// only do for the same view.
    public static func == (lhs: ViewDimensions, rhs: ViewDimensions) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height && lhs.source?.node == rhs.source?.node
    }
}

/// Where a `ViewDimensions` finds explicit guides: a node measured for one proposal.
///
/// A `ViewDimensions` is a value its receiver may keep (an `alignmentGuide` closure can store the
/// dimensions it is given), so it must not outlive the engine unsafely: the engine is held weakly,
/// and once the layout is gone the dimensions answer with the guides' defaults. (Weakly, not
/// strongly: a closure the tree holds may keep the dimensions, which would keep the tree.)
struct GuideSource {
    weak var engine: LayoutEngine?
    let node: Node
    /// The node's arena, weakly for the same reason: the node is read only while it lives (`Node`).
    weak var arena: NodeArena?
    let proposal: ProposedViewSize

    init(engine: LayoutEngine, node: Node, proposal: ProposedViewSize) {
        self.engine = engine
        self.node = node
        self.arena = node.arena
        self.proposal = proposal
    }

    func explicitValue(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        // Nil once the layout is gone, or when a host's update removed the node from the tree.
        guard let engine, let arena, engine.holds(node) else { return nil }
        defer { withExtendedLifetime(arena) {} }
        return engine.explicitGuide(key, of: node, proposal: proposal, size: size)
    }
}
