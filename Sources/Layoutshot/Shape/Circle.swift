/// A circle inscribed in the frame it is given, as SwiftUI's `Circle`.
public struct Circle: Shape, InsettableShape {
    var insetAmount: CGFloat = 0
    public init() {}
    init(insetAmount: CGFloat) { self.insetAmount = insetAmount }
    public func path(in rect: CGRect) -> Path { ShapeKind.circle.path(in: rect.insetBy(dx: insetAmount, dy: insetAmount)) }
    public func inset(by amount: CGFloat) -> Circle { Circle(insetAmount: insetAmount + amount) }
}

extension Circle: ShapeKindConvertible { public var shapeKind: ShapeKind { insetAmount == 0 ? .circle : .custom(AnyShape(drawnFromPath: self)) } }

extension Shape where Self == Circle {
    /// A circle, as SwiftUI's `Shape.circle` (`.clipShape(.circle)`).
    public static var circle: Circle { Circle() }
}
