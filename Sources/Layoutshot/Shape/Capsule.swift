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

extension Capsule: ShapeKindConvertible { public var shapeKind: ShapeKind { insetAmount == 0 ? .capsule : .custom(AnyShape(drawnFromPath: self)) } }

extension Shape where Self == Capsule {
    /// A capsule, as SwiftUI's `Shape.capsule` (`.background(.blue, in: .capsule)`).
    public static var capsule: Capsule { Capsule() }

    /// A capsule with corners of `style`, as SwiftUI's `Shape.capsule(style:)`.
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}
