/// A grid that fills its rows column by column and grows horizontally, as SwiftUI's `LazyHGrid`.
///
/// The transpose of `LazyVGrid`: rows are sized from the proposed height; each item is proposed its
/// row's height and an unspecified width; a column is as wide as its widest item.
nonisolated public struct LazyHGrid<Content: View>: View, LayoutContainerView {
    let layout: LazyGridLayout
    let content: Content

    /// Creates a horizontal grid.
    ///
    /// - Parameters:
    ///   - rows: the rows.
    ///   - alignment: how items align vertically in their cells (a row's `GridItem.alignment`
    ///     overrides it); horizontally they are centred.
    ///   - spacing: the gap between columns; nil for 8.
    ///   - content: the items, top to bottom, then left to right.
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.layout = LazyGridLayout(tracks: rows, axis: .horizontal, cellAlignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing)
        self.content = content()
    }
}
