/// A container that arranges its rows (`GridRow`s) in a two-dimensional grid, as SwiftUI's `Grid`.
///
/// ```swift
/// Grid(alignment: .leading, horizontalSpacing: 12) {
///     GridRow { Text("Name"); Text("Value") }
///     Divider().gridCellUnsizedAxes(.horizontal)
///     GridRow { Text("Width"); Text("320").gridColumnAlignment(.trailing) }
/// }
/// ```
///
/// See `GridLayout` for the rules.
nonisolated public struct Grid<Content: View>: View, LayoutContainerView {
    let layout: GridLayout
    let content: Content

    /// Creates a grid.
    ///
    /// - Parameters:
    ///   - alignment: how cells align in their area (a column's `gridColumnAlignment` and a row's
    ///     `alignment` override it on their axis).
    ///   - horizontalSpacing: the gap between columns; nil for the default (8).
    ///   - verticalSpacing: the gap between rows; nil for the default (8).
    ///   - content: the rows: `GridRow`s, and views that each take a row of their own spanning every column.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.layout = GridLayout(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
        self.content = content()
    }
}
