/// A description of one column of a `LazyVGrid` (or one row of a `LazyHGrid`), as SwiftUI's `GridItem`.
public struct GridItem: Equatable, Sendable {
    /// How big the column (row) is.
    public enum Size: Equatable, Sendable {
        /// Exactly this long.
        case fixed(CGFloat)
        /// A share of the space left after fixed columns and spacing, clamped to `minimum…maximum`.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// A share of the space left, holding as many items of at least `minimum` as fit
        /// (each at most `maximum`).
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// The size of the column (row).
    public var size: Size
    /// The gap after this column (row) to the next; nil for the default (8).
    public var spacing: CGFloat?
    /// How items sit in their cells; nil for the grid's alignment (centred on the other axis).
    public var alignment: Alignment?

    /// Creates a grid item.
    public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}
