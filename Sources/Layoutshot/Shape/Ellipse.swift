/// An ellipse filling the frame it is given, as SwiftUI's `Ellipse`.
public struct Ellipse: Shape, InsettableShape {
    var insetAmount: CGFloat = 0
    public init() {}
    init(insetAmount: CGFloat) { self.insetAmount = insetAmount }
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect.insetBy(dx: insetAmount, dy: insetAmount)) }
    public func inset(by amount: CGFloat) -> Ellipse { Ellipse(insetAmount: insetAmount + amount) }
}

extension Ellipse: ShapeKindConvertible { public var shapeKind: ShapeKind { insetAmount == 0 ? .ellipse : .custom(AnyShape(drawnFromPath: self)) } }

extension Shape where Self == Ellipse {
    /// An ellipse, as SwiftUI's `Shape.ellipse`.
    public static var ellipse: Ellipse { Ellipse() }
}
