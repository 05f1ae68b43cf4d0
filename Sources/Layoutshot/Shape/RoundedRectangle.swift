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

extension RoundedRectangle: ShapeKindConvertible {
    public var shapeKind: ShapeKind {
        insetAmount == 0 && cornerSize.width == cornerSize.height ? .roundedRectangle(cornerRadius: cornerRadius) : .custom(AnyShape(drawnFromPath: self))
    }
}

extension Shape where Self == RoundedRectangle {
    /// A rectangle with rounded corners, as SwiftUI's `Shape.rect(cornerRadius:style:)`
    /// (`.clipShape(.rect(cornerRadius: 12))`; continuous corners unless `style` says otherwise,
    /// https://developer.apple.com/documentation/swiftui/shape/rect(cornerradius:style:)).
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }

    /// A rectangle with corners of `cornerSize`, as SwiftUI's `Shape.rect(cornerSize:style:)`.
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}
