/// Colours and shapes take whatever they are offered, and 10 on an axis where nothing is
/// (`ProposedViewSize.replacingUnspecifiedDimensions()`; Apple's documentation of `Shape`: "a
/// shape fills the space offered"). The engine's fast path (`NodeOp.greedy`) calls `size`.
struct GreedyLeaf: ViewRule {
    /// A colour's value is its node's `foreground` (which the view sets): the rule stays small
    /// enough to be kept in place, where a colour in it would need a box of its own per view.
    enum Content { case color, shape(ShapeKind) }
    let content: Content

    var category: ViewKind {
        if case .color = content { return .color }
        return .shape
    }

    var label: String {
        switch content {
        case .color: return Color.clear.description
        case .shape(let shape): return shape.label
        }
    }

    func label(of node: Node) -> String {
        if case .color = content { return (node.foreground ?? .clear).description }
        return label
    }

    func encode(into record: inout NodeRecord) { record.op = .greedy }

    @inline(__always)
    static func size(_ p: ProposedViewSize) -> CGSize { p.replacingUnspecifiedDimensions() }

    func sizeThatFits(_ p: ProposedViewSize, _ node: NodeContext) -> CGSize { Self.size(p) }

    func describesSame(as other: any ViewRule) -> Bool {
        guard let other = other as? GreedyLeaf else { return false }
        // (A colour's value is in the nodes' styles, which are compared with them.)
        switch (content, other.content) {
        case (.color, .color): return true
        case let (.shape(a), .shape(b)): return a == b
        default: return false
        }
    }

    func content(_ node: Node, proposal: ProposedViewSize, measurer: TextMeasurer) -> LayoutNode.Content {
        switch content {
        case .color: return .color(node.foreground ?? .clear)
        case .shape(let shape): return .shape(shape)
        }
    }
}

/// A rectangle, as SwiftUI's `Rectangle`: it takes the size it is offered.
public struct Rectangle: Shape, InsettableShape {
    var insetAmount: CGFloat = 0
    public init() {}
    init(insetAmount: CGFloat) { self.insetAmount = insetAmount }
    public func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: insetAmount, dy: insetAmount)) }
    public func inset(by amount: CGFloat) -> Rectangle { Rectangle(insetAmount: insetAmount + amount) }
}

/// A rectangle with rounded corners, as SwiftUI's `RoundedRectangle`.
public struct RoundedRectangle: Shape, InsettableShape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0
    public var cornerRadius: CGFloat { Swift.min(cornerSize.width, cornerSize.height) }
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        let radius = cornerRadius.isFinite ? Swift.max(cornerRadius, 0) : 0
        self.cornerSize = CGSize(width: radius, height: radius)
        self.style = style
    }
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        func clean(_ value: CGFloat) -> CGFloat { value.isFinite ? Swift.max(value, 0) : 0 }
        self.cornerSize = CGSize(width: clean(cornerSize.width), height: clean(cornerSize.height))
        self.style = style
    }
    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect.insetBy(dx: insetAmount, dy: insetAmount), cornerSize: cornerSize, style: style)
    }
    public func inset(by amount: CGFloat) -> RoundedRectangle {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
}

/// A rectangle with a radius for each corner, as SwiftUI's `UnevenRoundedRectangle` (drawn with
/// the smallest of the four radii: the renderer's rounded rectangle has one radius).
public struct UnevenRoundedRectangle: Shape {
    public var cornerRadii: RectangleCornerRadii
    public var style: RoundedCornerStyle
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }
    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadii: RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                                                    bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius), style: style)
    }
    public func path(in rect: CGRect) -> Path {
        let r = cornerRadii
        let limit = Swift.min(rect.width, rect.height) / 2
        func clamp(_ value: CGFloat) -> CGFloat { Swift.max(0, Swift.min(value, limit)) }
        let (tl, tr, br, bl) = (clamp(r.topLeading), clamp(r.topTrailing), clamp(r.bottomTrailing), clamp(r.bottomLeading))
        return Path { p in
            p.move(to: CGPoint(x: rect.minX + tl, y: rect.minY))
            p.addLine(to: CGPoint(x: rect.maxX - tr, y: rect.minY))
            if tr > 0 { p.addArc(tangent1End: CGPoint(x: rect.maxX, y: rect.minY), tangent2End: CGPoint(x: rect.maxX, y: rect.maxY), radius: tr) }
            p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - br))
            if br > 0 { p.addArc(tangent1End: CGPoint(x: rect.maxX, y: rect.maxY), tangent2End: CGPoint(x: rect.minX, y: rect.maxY), radius: br) }
            p.addLine(to: CGPoint(x: rect.minX + bl, y: rect.maxY))
            if bl > 0 { p.addArc(tangent1End: CGPoint(x: rect.minX, y: rect.maxY), tangent2End: CGPoint(x: rect.minX, y: rect.minY), radius: bl) }
            p.addLine(to: CGPoint(x: rect.minX, y: rect.minY + tl))
            if tl > 0 { p.addArc(tangent1End: CGPoint(x: rect.minX, y: rect.minY), tangent2End: CGPoint(x: rect.maxX, y: rect.minY), radius: tl) }
            p.closeSubpath()
        }
    }
}

/// The radii of a rectangle's corners, as SwiftUI's `RectangleCornerRadii`.
public struct RectangleCornerRadii: Hashable, Sendable {
    public var topLeading, bottomLeading, bottomTrailing, topTrailing: CGFloat
    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }
}

/// A capsule (a rectangle with fully rounded ends), as SwiftUI's `Capsule`.
public struct Capsule: Shape, InsettableShape {
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0
    public init(style: RoundedCornerStyle = .circular) { self.style = style }
    public func path(in rect: CGRect) -> Path { ShapeKind.capsule.path(in: rect.insetBy(dx: insetAmount, dy: insetAmount)) }
    public func inset(by amount: CGFloat) -> Capsule {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
}

/// A circle inscribed in the frame it is given, as SwiftUI's `Circle`.
public struct Circle: Shape, InsettableShape {
    var insetAmount: CGFloat = 0
    public init() {}
    init(insetAmount: CGFloat) { self.insetAmount = insetAmount }
    public func path(in rect: CGRect) -> Path { ShapeKind.circle.path(in: rect.insetBy(dx: insetAmount, dy: insetAmount)) }
    public func inset(by amount: CGFloat) -> Circle { Circle(insetAmount: insetAmount + amount) }
}

/// An ellipse filling the frame it is given, as SwiftUI's `Ellipse`.
public struct Ellipse: Shape, InsettableShape {
    var insetAmount: CGFloat = 0
    public init() {}
    init(insetAmount: CGFloat) { self.insetAmount = insetAmount }
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect.insetBy(dx: insetAmount, dy: insetAmount)) }
    public func inset(by amount: CGFloat) -> Ellipse { Ellipse(insetAmount: insetAmount + amount) }
}

/// The shape of the container a view is in, as SwiftUI's `ContainerRelativeShape` (a rectangle
/// here: no container gives it a corner radius).
public struct ContainerRelativeShape: Shape, InsettableShape {
    var insetAmount: CGFloat = 0
    public init() {}
    init(insetAmount: CGFloat) { self.insetAmount = insetAmount }
    public func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: insetAmount, dy: insetAmount)) }
    public func inset(by amount: CGFloat) -> ContainerRelativeShape { ContainerRelativeShape(insetAmount: insetAmount + amount) }
}

extension GraphBuilder {
    mutating func makeShape(_ shape: ShapeKind) -> Node {
        let foreground = environment.foreground
        return makeLeaf(GreedyLeaf(content: .shape(shape))) { node in node.foreground = foreground }
    }
}

/// How text lines align with each other, as SwiftUI's `TextAlignment`.
public enum TextAlignment: Hashable, CaseIterable, Sendable {
    case leading, center, trailing
}
