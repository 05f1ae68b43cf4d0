/// The shape of the container a view is in, as SwiftUI's `ContainerRelativeShape`
/// (https://developer.apple.com/documentation/swiftui/containerrelativeshape): "A shape that is
/// replaced by an inset version of the current container shape. If no container shape was defined,
/// is replaced by a rectangle." A container shape is defined with `.containerShape(_:)` around the
/// view; the shape view is then drawn as that shape in its own frame (inset by `inset(by:)`).
/// SwiftUI also shrinks it by the view's distance from the container (concentric corners); that
/// distance is not known when the view is built here, so a view inset in its container keeps the
/// container's corner radius.
public struct ContainerRelativeShape: Shape, InsettableShape {
    var insetAmount: CGFloat = 0
    /// The container's shape (a rectangle when none is set).
    public init() {}
    init(insetAmount: CGFloat) { self.insetAmount = insetAmount }
    /// A rectangle: the shape with no container shape defined (a view drawing it in a container
    /// defined with `.containerShape(_:)` draws the container's shape instead).
    public func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: insetAmount, dy: insetAmount)) }
    /// The shape inset by `amount` on every side.
    public func inset(by amount: CGFloat) -> ContainerRelativeShape { ContainerRelativeShape(insetAmount: insetAmount + amount) }

    /// The kind a shape view draws: the container's shape (inset as this one is) when one is defined around it.
    func resolvedKind(in environment: BuildEnvironment) -> ShapeKind {
        guard let container = environment.values[ContainerShapeKey.self] else { return ShapeKind(self) }
        if insetAmount == 0 { return ShapeKind(container) }
        return ShapeKind(container.inset(by: insetAmount))
    }
}

/// The container shape `.containerShape(_:)` defined around a view (nil: none, a rectangle).
private struct ContainerShapeKey: EnvironmentKey {
    static let defaultValue: AnyShape? = nil
}

extension View {
    /// Sets the container shape for the `ContainerRelativeShape`s inside, as SwiftUI's
    /// `containerShape(_:)` (iOS 15;
    /// https://developer.apple.com/documentation/swiftui/view/containershape(_:)): "Sets the container
    /// shape to use for any container relative shape within this view."
    nonisolated public func containerShape<T: InsettableShape>(_ shape: T) -> ModifiedContent<Self, _EnvironmentModifier> {
        let erased = AnyShape(shape)
        return environment { environment in environment.values[ContainerShapeKey.self] = erased }
    }
}

extension Shape where Self == ContainerRelativeShape {
    /// The shape of the container the view is in, as SwiftUI's `Shape.containerRelative`.
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}
