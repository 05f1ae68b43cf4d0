/// The shape of the container a view is in, as SwiftUI's `ContainerRelativeShape` (a rectangle
/// here: no container gives it a corner radius).
public struct ContainerRelativeShape: Shape, InsettableShape {
    var insetAmount: CGFloat = 0
    public init() {}
    init(insetAmount: CGFloat) { self.insetAmount = insetAmount }
    public func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: insetAmount, dy: insetAmount)) }
    public func inset(by amount: CGFloat) -> ContainerRelativeShape { ContainerRelativeShape(insetAmount: insetAmount + amount) }
}
