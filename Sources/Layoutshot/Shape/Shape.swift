/// A 2D shape drawn in the frame it is given, as SwiftUI's `Shape`: its `path(in:)` outlines it,
/// and as a view it takes the size it is offered (10×10 for an unspecified proposal), filled with
/// the foreground style unless `.fill(_:)` or `.stroke(_:lineWidth:)` says otherwise.
///
/// As in Apple's SDK, a shape's own code is not main-actor code (SwiftUI draws shapes off the main
/// thread): the protocol is `nonisolated`, so a user's shape type is not made main-actor by its
/// `View` conformance.
nonisolated public protocol Shape: Sendable, Animatable, View {
    /// The shape's outline in `rect`, the frame it is placed in.
    func path(in rect: CGRect) -> Path
    /// The size the shape takes for `proposal`: the default takes what it is offered (10×10 for an unspecified proposal), as SwiftUI's shapes do.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    public var body: _ShapeView<Self> { _ShapeView(shape: self) }

    /// The shape filled with `content` (a colour, a gradient, a material …).
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self> {
        var view = _ShapeView(shape: self)
        view.fillStyle = content._resolved() ?? .foregroundPlaceholder
        view.eoFill = style.isEOFilled
        return view
    }

    /// The shape's outline, `lineWidth` wide, centred on the path.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<Self> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Outlines the shape with `content` in the given stroke style, centred on its path, as SwiftUI's `stroke(_:style:antialiased:)`.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self> {
        var view = _ShapeView(shape: self)
        view.fillStyle = nil
        view.stroke = ShapeStroke(style: content._resolved(), stroke: style.sanitized, inset: false)
        return view
    }

    /// The outline as a shape (SwiftUI's `stroke(lineWidth:)` and `stroke(style:)` return `some
    /// Shape`): drawn in the foreground style, and `.fill(_:)` after it colours the outline.
    public func stroke(lineWidth: CGFloat = 1) -> _ShapeView<Self> { stroke(style: StrokeStyle(lineWidth: lineWidth)) }
    /// Outlines the shape with the foreground style in the given stroke style, as SwiftUI's `stroke(style:)`.
    public func stroke(style: StrokeStyle) -> _ShapeView<Self> {
        var view = stroke(ForegroundStyle(), style: style)
        view.isStrokedShape = true
        return view
    }

    /// The part of the outline between two fractions of its length.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _TrimmedShape<Self> {
        _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
    }

    /// The shape moved by `offset`, as SwiftUI's `Shape.offset(_:)`.
    public func offset(_ offset: CGSize) -> OffsetShape<Self> { OffsetShape(shape: self, offset: offset) }
    /// The shape moved by `x` and `y`, as SwiftUI's `Shape.offset(x:y:)`.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> { OffsetShape(shape: self, offset: CGSize(width: x, height: y)) }
    /// The shape turned by `angle` about `anchor`, as SwiftUI's `Shape.rotation(_:anchor:)`.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> { RotatedShape(shape: self, angle: angle, anchor: anchor) }
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
    }
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }
    /// The shape transformed by `transform`, as SwiftUI's `Shape.transform(_:)`.
    public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> { TransformedShape(shape: self, transform: transform) }
}

/// A shape that can be inset, as SwiftUI's `InsettableShape` (for `strokeBorder`).
public protocol InsettableShape: Shape {
    /// The type of the shape inset by an amount.
    associatedtype InsetShape: InsettableShape
    /// The shape inset by `amount` points on every side, so a stroke of twice that width fits inside the frame.
    func inset(by amount: CGFloat) -> InsetShape
}

extension InsettableShape {
    /// The outline drawn inside the shape's frame, `lineWidth` wide.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<Self> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Outlines the shape inside its frame with `content`, as SwiftUI's `strokeBorder(_:style:antialiased:)`.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self> {
        var view = _ShapeView(shape: self)
        view.stroke = ShapeStroke(style: content._resolved(), stroke: style.sanitized, inset: true)
        return view
    }

    /// Outlines the shape inside its frame with the foreground style, as SwiftUI's `strokeBorder(lineWidth:antialiased:)`.
    public func strokeBorder(lineWidth: CGFloat = 1) -> _ShapeView<Self> { strokeBorder(ForegroundStyle(), lineWidth: lineWidth) }
}

/// How a path is filled, as SwiftUI's `FillStyle`.
public struct FillStyle: Hashable, Sendable {
    /// Whether the even-odd rule decides what is inside (else the non-zero winding rule).
    public var isEOFilled: Bool
    /// Whether edges are antialiased.
    public var isAntialiased: Bool
    /// A fill style with the given rule and antialiasing.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// How an outline is drawn, as SwiftUI's `StrokeStyle`.
public struct StrokeStyle: Hashable, Sendable {
    /// The width of the line, in points.
    public var lineWidth: CGFloat
    /// How line ends are drawn.
    public var lineCap: LineCap
    /// How corners are drawn.
    public var lineJoin: LineJoin
    /// The limit, relative to the line width, past which a mitred corner is bevelled.
    public var miterLimit: CGFloat
    /// The lengths of dashes and gaps, alternately; empty for a solid line.
    public var dash: [CGFloat]
    /// How far into the dash pattern the line starts.
    public var dashPhase: CGFloat

    /// A stroke style with the given width, ends, corners, miter limit and dashes.
    public init(lineWidth: CGFloat = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, miterLimit: CGFloat = 10,
                dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    /// Non-finite or negative widths are 0, dashes must be finite and not all zero.
    var sanitized: StrokeStyle {
        var copy = self
        if !(lineWidth.isFinite && lineWidth >= 0) { copy.lineWidth = 0 }
        if !miterLimit.isFinite { copy.miterLimit = 10 }
        copy.dash = dash.map { $0.isFinite ? Swift.max($0, 0) : 0 }
        if copy.dash.allSatisfy({ $0 == 0 }) { copy.dash = [] }
        if !dashPhase.isFinite { copy.dashPhase = 0 }
        return copy
    }
}

/// Line ends, as CoreGraphics' `CGLineCap`.
public enum LineCap: Hashable, Sendable { case butt, round, square }
/// Line corners, as CoreGraphics' `CGLineJoin`.
public enum LineJoin: Hashable, Sendable { case miter, round, bevel }
/// CoreGraphics' name for `LineCap`.
public typealias CGLineCap = LineCap
/// CoreGraphics' name for `LineJoin`.
public typealias CGLineJoin = LineJoin

/// A shape's outline as the renderer draws it.
public struct ShapeStroke: Hashable, Sendable {
    /// The stroke's style (nil for the foreground).
    public var style: ResolvedShapeStyle?
    /// The line's width, ends, corners and dashes.
    public var stroke: StrokeStyle
    /// Drawn inside the frame (`strokeBorder`) rather than centred on the path.
    public var inset: Bool
}

/// A shape as a view: filled or stroked, as SwiftUI's shape views.
///
/// As SwiftUI's `_ShapeView` (a `ShapeView`, whose protocol removes the main actor), a nonisolated
/// `Sendable` value: `static let dot = Circle().fill(.red)` compiles anywhere in Swift 6.
public struct _ShapeView<Content: Shape>: Sendable {
    public var shape: Content
    var fillStyle: ResolvedShapeStyle?
    var eoFill = false
    var stroke: ShapeStroke?
    /// Made by `stroke(lineWidth:)` or `stroke(style:)`, which are shapes in SwiftUI (the outline).
    var isStrokedShape = false

    init(shape: Content) { self.shape = shape }

    /// Fills the shape too (SwiftUI lets a stroked view be filled: `.stroke(.red).fill(…)`). After
    /// `stroke(lineWidth:)` or `stroke(style:)`, whose result is the outline as a shape, it fills
    /// that outline: `.stroke().fill(.white)` is a white outline, the inside stays empty.
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Content> {
        var copy = self
        if isStrokedShape, var stroke = copy.stroke {
            stroke.style = content._resolved()
            copy.stroke = stroke
            copy.isStrokedShape = false
            return copy
        }
        copy.fillStyle = content._resolved() ?? .foregroundPlaceholder
        return copy
    }

    /// Strokes the shape too (`.fill(…).stroke(…)`).
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<Content> {
        var copy = self
        copy.stroke = ShapeStroke(style: content._resolved(), stroke: StrokeStyle(lineWidth: lineWidth).sanitized, inset: false)
        if copy.fillStyle == nil && stroke == nil { copy.fillStyle = .foregroundPlaceholder }
        return copy
    }

}

extension _ShapeView: View, PrimitiveView {
    func buildNodes(_ builder: inout GraphBuilder, into nodes: inout [Node]) {
        let kind = (shape as? ContainerRelativeShape)?.resolvedKind(in: builder.environment) ?? ShapeKind(shape)
        let foreground = builder.environment.foreground
        let foregroundStyle = builder.environment.foregroundStyle
        let explicitFill = fillStyle == .foregroundPlaceholder ? nil : fillStyle
        let filled = fillStyle != nil || self.stroke == nil
        let stroke = self.stroke
        nodes.append(builder.makeLeaf(GreedyLeaf(content: .shape(kind))) { node in
            let style = explicitFill ?? foregroundStyle
            node.style.fill = filled ? style : nil
            node.style.isFilled = filled
            node.style.foreground = style?.color ?? foreground
            node.style.stroke = stroke.map { stroke in
                var stroke = stroke
                if stroke.style == nil { stroke.style = foregroundStyle ?? foreground.map(ResolvedShapeStyle.color) }
                return stroke
            }
        })
    }
}

/// A type-erased shape, as SwiftUI's `AnyShape`.
public struct AnyShape: Shape, InsettableShape, Hashable {
    private let box: Box

    private final class Box: Sendable {
        let path: @Sendable (CGRect) -> Path
        let typeName: String
        /// The built-in shape erased, which the renderer draws directly.
        let kind: ShapeKind?
        init(_ path: @escaping @Sendable (CGRect) -> Path, typeName: String, kind: ShapeKind? = nil) {
            self.path = path
            self.typeName = typeName
            self.kind = kind
        }
    }

    /// A type-erased `shape`.
    public init<S: Shape>(_ shape: S) {
        if let erased = shape as? AnyShape {
            box = erased.box
        } else {
            var kind = (shape as? ShapeKindConvertible)?.shapeKind
            if case .custom? = kind { kind = nil }
            box = Box({ rect in shape.path(in: rect) }, typeName: String(describing: S.self), kind: kind)
        }
    }

    /// Erases a shape that is drawn from its path (a built-in shape inset, or with uneven corners):
    /// asks it for no kind, which would erase it again.
    init<S: Shape>(drawnFromPath shape: S) {
        box = Box({ rect in shape.path(in: rect) }, typeName: String(describing: S.self), kind: nil)
    }

    private init(box: Box) { self.box = box }

    /// The erased shape's own kind when it is a built-in one.
    var builtInKind: ShapeKind? { box.kind }

    public func path(in rect: CGRect) -> Path { box.path(rect) }

    /// The wrapped shape inset by `amount`; a shape that cannot be inset is returned unchanged.
    public func inset(by amount: CGFloat) -> AnyShape {
        let path = box.path
        return AnyShape(box: Box({ rect in path(rect.insetBy(dx: amount, dy: amount)) }, typeName: box.typeName))
    }

    /// The erased shape's type, for diagrams.
    public var typeName: String { box.typeName }

    public static func == (lhs: AnyShape, rhs: AnyShape) -> Bool { lhs.box === rhs.box }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(box)) }
}

/// `shape.trim(from:to:)`.
public struct _TrimmedShape<S: Shape>: Shape {
    public var shape: S
    public var startFraction: CGFloat
    public var endFraction: CGFloat
    public func path(in rect: CGRect) -> Path { shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction) }
}

/// A shape moved by an offset, as SwiftUI's `OffsetShape`.
public struct OffsetShape<Content: Shape>: Shape {
    /// The shape that is moved.
    public var shape: Content
    /// How far it moves.
    public var offset: CGSize
    public func path(in rect: CGRect) -> Path { shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height) }
}

/// A shape turned about an anchor, as SwiftUI's `RotatedShape`.
public struct RotatedShape<Content: Shape>: Shape {
    /// The shape that is turned.
    public var shape: Content
    /// The angle it turns by.
    public var angle: Angle
    /// The point of the frame it turns about.
    public var anchor: UnitPoint
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(CGAffineTransform(rotationAngle: CGFloat(angle.radians)).around(anchor, in: rect))
    }
}

/// A shape scaled about an anchor, as SwiftUI's `ScaledShape`.
public struct ScaledShape<Content: Shape>: Shape {
    /// The shape that is scaled.
    public var shape: Content
    public var scale: CGSize
    /// The point of the frame it is scaled about.
    public var anchor: UnitPoint
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(CGAffineTransform(scaleX: scale.width, y: scale.height).around(anchor, in: rect))
    }
}

/// A shape transformed by an affine transform, as SwiftUI's `TransformedShape`.
public struct TransformedShape<Content: Shape>: Shape {
    /// The shape that is transformed.
    public var shape: Content
    /// The transform applied to its path.
    public var transform: CGAffineTransform
    public func path(in rect: CGRect) -> Path { shape.path(in: rect).applying(transform) }
}

extension Path: Shape {
    public func path(in rect: CGRect) -> Path { self }
}

extension ShapeKind {
    /// The kind a shape is drawn as: a built-in one directly, any other from its path.
    init<S: Shape>(_ shape: S) {
        if let kind = (shape as? ShapeKindConvertible)?.shapeKind {
            self = kind
        } else if let erased = shape as? AnyShape, let kind = erased.builtInKind {
            self = kind
        } else {
            self = .custom(AnyShape(shape))
        }
    }

    /// The outline of the shape in `rect`, as the renderer draws it.
    public func path(in rect: CGRect) -> Path {
        switch self {
        case .rectangle: return Path(rect)
        case .roundedRectangle(let radius): return Path(roundedRect: rect, cornerRadius: radius)
        case .capsule:
            let r = Swift.min(rect.width, rect.height) / 2
            return Path(roundedRect: rect, cornerRadius: r)
        case .circle:
            let side = Swift.min(rect.width, rect.height)
            return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
        case .ellipse: return Path(ellipseIn: rect)
        case .custom(let shape):
            // SwiftUI asks a shape for its path in its own coordinates (origin zero) and draws it
            // where the view is: a path built from the rect's size alone lands in the frame too.
            guard rect.origin != .zero else { return shape.path(in: rect) }
            return shape.path(in: CGRect(origin: .zero, size: rect.size)).offsetBy(dx: rect.minX, dy: rect.minY)
        }
    }
}

extension CGAffineTransform {
    /// The transform applied about `anchor` of `rect` instead of the origin.
    func around(_ anchor: UnitPoint, in rect: CGRect) -> CGAffineTransform {
        let x = rect.minX + rect.width * anchor.x, y = rect.minY + rect.height * anchor.y
        return CGAffineTransform(translationX: -x, y: -y).concatenating(self).concatenating(CGAffineTransform(translationX: x, y: y))
    }
}

/// The built-in shapes the renderer draws directly (any other shape is drawn from its path).
public protocol ShapeKindConvertible {
    /// Which built-in shape this is.
    var shapeKind: ShapeKind { get }
}
