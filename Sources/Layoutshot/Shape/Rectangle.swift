/// A rectangle, as SwiftUI's `Rectangle`: it takes the size it is offered.
public struct Rectangle: Shape, InsettableShape {
    var insetAmount: CGFloat = 0
    public init() {}
    init(insetAmount: CGFloat) { self.insetAmount = insetAmount }
    public func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: insetAmount, dy: insetAmount)) }
    public func inset(by amount: CGFloat) -> Rectangle { Rectangle(insetAmount: insetAmount + amount) }
}

extension Rectangle: ShapeKindConvertible { public var shapeKind: ShapeKind { insetAmount == 0 ? .rectangle : .custom(AnyShape(drawnFromPath: self)) } }

extension Shape where Self == Rectangle {
    /// A rectangle, as SwiftUI's `Shape.rect` (`.clipShape(.rect)`).
    public static var rect: Rectangle { Rectangle() }
}
