/// A grid that fills its columns row by row and grows vertically, as SwiftUI's `LazyVGrid`.
///
/// "Lazy" means nothing here: every item is laid out. Columns are sized as SwiftUI sizes them (see
/// `LazyGridLayout`); each item is proposed its column's width and an unspecified height; a row is as
/// tall as its tallest item; rows are `spacing` apart (8 when nil).
nonisolated public struct LazyVGrid<Content: View>: View, LayoutContainerView {
    let layout: LazyGridLayout
    let content: Content

    /// Creates a vertical grid.
    ///
    /// - Parameters:
    ///   - columns: the columns.
    ///   - alignment: how items align horizontally in their cells (a column's `GridItem.alignment`
    ///     overrides it); vertically they are centred.
    ///   - spacing: the gap between rows; nil for 8.
    ///   - content: the items, in reading order.
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.layout = LazyGridLayout(tracks: columns, axis: .vertical, cellAlignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing)
        self.content = content()
    }
}
