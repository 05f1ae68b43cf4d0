import Synchronization

/// A proxy for one subview of a layout container, as SwiftUI's `LayoutSubview`.
///
/// Safe to keep: once its layout is gone (or its view left the tree of a `LayoutHost`), it answers
/// with defaults — size zero, no explicit guides, the default spacing; `place` does nothing — and
/// each such answer is reported in `LayoutDiagnostic.detachedUses()`.
public struct LayoutSubview: Equatable {
    let link: EngineLink
    let node: Node
    /// The node's arena, held: the node stays readable (its label, traits) for as long as the
    /// subview is kept, whatever became of its layout (`Node`).
    private let arena: NodeArena

    init(link: EngineLink, node: Node) {
        self.link = link
        self.node = node
        self.arena = node.arena
    }

    /// The engine, while it lives and the node is still in its tree; nil otherwise.
    @inline(__always)
    var engine: LayoutEngine? {
        guard let engine = link.engine, engine.holds(node) else { return nil }
        return engine
    }

    /// The subview's size for a proposal. Answers are cached per proposal for the whole layout pass.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        guard let engine else {
            DetachedUses.report(node, "was asked sizeThatFits(\(proposal)) after its layout was gone; answered 0×0")
            return .zero
        }
        return engine.size(of: node, proposal)
    }

    /// The subview's size and alignment guides for a proposal.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        guard let engine else {
            DetachedUses.report(node, "was asked dimensions(in: \(proposal)) after its layout was gone; answered 0×0 with default guides")
            return ViewDimensions(size: .zero, source: nil)
        }
        let size = engine.size(of: node, proposal)
        return ViewDimensions(size: size, source: GuideSource(engine: engine, node: node, proposal: proposal))
    }

    /// Places the subview: its `anchor` point goes to `position`, and it takes the size it answers for `proposal`.
    /// Call it once per subview in `placeSubviews`; a subview not placed "appears at the center of its
    /// layout container and uses the layout container's size proposal" (Apple's documentation of this
    /// method), with a `.notPlaced` diagnostic.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        guard let engine else {
            DetachedUses.report(node, "was placed after its layout was gone; placement ignored")
            return
        }
        engine.place(node, at: position, anchor: anchor, proposal: proposal)
    }

    /// The subview's preferred spacing.
    public var spacing: ViewSpacing {
        guard let engine else {
            DetachedUses.report(node, "was asked its spacing after its layout was gone; answered the default spacing")
            return ViewSpacing()
        }
        return engine.spacing(of: node)
    }

    /// The subview's layout priority (`.layoutPriority(_:)`), 0 by default.
    public var priority: Double { node.traits.priority }

    /// A layout value set with `.layoutValue(key:value:)`, or the key's default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        node.traits.value(key)
    }

    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
        lhs.node == rhs.node
    }
}

/// The subviews of a layout container, as SwiftUI's `LayoutSubviews`. Safe to keep, as `LayoutSubview`.
public struct LayoutSubviews: Equatable, RandomAccessCollection {
    public typealias Element = LayoutSubview
    public typealias Index = Int
    public typealias SubSequence = LayoutSubviews

    let owner: Node?
    /// The owner's arena, held (see `LayoutSubview.arena`).
    private let arena: NodeArena?
    let link: EngineLink
    public let startIndex: Int
    public let endIndex: Int

    init(owner: Node, engine: LayoutEngine) {
        self.owner = owner
        self.arena = owner.arena
        self.link = engine.link
        self.startIndex = 0
        self.endIndex = owner.children.count
    }

    init(owner: Node?, link: EngineLink, range: Range<Int>) {
        self.owner = owner
        self.arena = owner?.arena
        self.link = link
        self.startIndex = range.lowerBound
        self.endIndex = range.upperBound
    }

    /// The engine, while it lives and the container is still in its tree; nil otherwise (built-in
    /// layouts handed kept subviews then answer their empty defaults).
    @inline(__always)
    var engine: LayoutEngine? {
        guard let engine = link.engine, let owner, engine.holds(owner) else { return nil }
        return engine
    }

    /// The layout direction of the container's environment (`RightToLeft.swift`).
    public var layoutDirection: LayoutDirection { containerLayoutDirection }

    /// The subview at `index`.
    public subscript(index: Int) -> LayoutSubview {
        precondition(index >= startIndex && index < endIndex, "LayoutSubviews index \(index) out of range \(startIndex)..<\(endIndex)")
        return LayoutSubview(link: link, node: owner!.children[index])
    }

    /// The subviews in `bounds`, as a collection of their own.
    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        precondition(bounds.lowerBound >= startIndex && bounds.upperBound <= endIndex, "LayoutSubviews range \(bounds) out of range \(startIndex)..<\(endIndex)")
        return LayoutSubviews(owner: owner, link: link, range: bounds)
    }

    public func index(after i: Int) -> Int { i + 1 }
    public func index(before i: Int) -> Int { i - 1 }

    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
        lhs.owner == rhs.owner && lhs.startIndex == rhs.startIndex && lhs.endIndex == rhs.endIndex
    }
}

/// Uses of subviews whose layout is gone: no layout is running to report them in, so they are
/// kept here (the first 100 since they were last read) for `LayoutDiagnostic.detachedUses()`.
enum DetachedUses {
    static let limit = 100
    private static let list = Mutex<[LayoutDiagnostic]>([])

    static func report(_ node: Node, _ message: String) {
        // Only the node's own label: its parents may have been freed with their tree.
        let diagnostic = LayoutDiagnostic(kind: .detachedSubview, path: node.label, message: "\(node.label) \(message)")
        list.withLock { if $0.count < limit { $0.append(diagnostic) } }
    }

    static func take() -> [LayoutDiagnostic] {
        list.withLock { list in
            defer { list.removeAll() }
            return list
        }
    }
}

extension LayoutDiagnostic {
    /// Uses of a `LayoutSubview` or `LayoutSubviews` kept past the layout that made them (asked a
    /// size, spacing or dimensions, or placed), oldest first, at most 100; reading them clears them.
    public static func detachedUses() -> [LayoutDiagnostic] {
        DetachedUses.take()
    }
}
