/// A proxy for one subview of a layout container, as SwiftUI's `LayoutSubview`.
public struct LayoutSubview: Equatable {
    unowned(unsafe) let engine: LayoutEngine
    let node: Node

    init(engine: LayoutEngine, node: Node) {
        self.engine = engine
        self.node = node
    }

    /// The subview's size for a proposal. Answers are cached per proposal for the whole layout pass.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        engine.size(of: node, proposal)
    }

    /// The subview's size and alignment guides for a proposal.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let size = engine.size(of: node, proposal)
        return ViewDimensions(size: size, source: GuideSource(engine: engine, node: node, proposal: proposal))
    }

    /// Places the subview: its `anchor` point goes to `position`, and it takes the size it answers for `proposal`.
    /// Call it once per subview in `placeSubviews`; a subview not placed "appears at the center of its
    /// layout container and uses the layout container's size proposal" (Apple's documentation of this
    /// method), with a `.notPlaced` diagnostic.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        engine.place(node, at: position, anchor: anchor, proposal: proposal)
    }

    /// The subview's preferred spacing.
    public var spacing: ViewSpacing { engine.spacing(of: node) }

    /// The subview's layout priority (`.layoutPriority(_:)`), 0 by default.
    public var priority: Double { node.traits.priority }

    /// A layout value set with `.layoutValue(key:value:)`, or the key's default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        node.traits.value(key)
    }

    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
        lhs.node === rhs.node
    }
}

/// The subviews of a layout container, as SwiftUI's `LayoutSubviews`.
public struct LayoutSubviews: Equatable, RandomAccessCollection {
    public typealias Element = LayoutSubview
    public typealias Index = Int
    public typealias SubSequence = LayoutSubviews

    let owner: Node?
    unowned(unsafe) let engineReference: LayoutEngine?
    public let startIndex: Int
    public let endIndex: Int

    init(owner: Node, engine: LayoutEngine) {
        self.owner = owner
        self.engineReference = engine
        self.startIndex = 0
        self.endIndex = owner.children.count
    }

    init(owner: Node?, engine: LayoutEngine?, range: Range<Int>) {
        self.owner = owner
        self.engineReference = engine
        self.startIndex = range.lowerBound
        self.endIndex = range.upperBound
    }

    var engine: LayoutEngine? { engineReference }

    /// The layout direction of the container: left to right (Layoutshot does not mirror layouts).
    public var layoutDirection: LayoutDirection { .leftToRight }

    public subscript(index: Int) -> LayoutSubview {
        precondition(index >= startIndex && index < endIndex, "LayoutSubviews index \(index) out of range \(startIndex)..<\(endIndex)")
        return LayoutSubview(engine: engineReference!, node: owner!.children[index])
    }

    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        precondition(bounds.lowerBound >= startIndex && bounds.upperBound <= endIndex, "LayoutSubviews range \(bounds) out of range \(startIndex)..<\(endIndex)")
        return LayoutSubviews(owner: owner, engine: engineReference, range: bounds)
    }

    public func index(after i: Int) -> Int { i + 1 }
    public func index(before i: Int) -> Int { i - 1 }

    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
        lhs.owner === rhs.owner && lhs.startIndex == rhs.startIndex && lhs.endIndex == rhs.endIndex
    }
}
