/// A view that arranges its children in a horizontal line, as SwiftUI's `HStack`.
nonisolated public struct HStack<Content: View>: View, PrimitiveView {
    let layout: HStackLayout
    let content: Content

    /// A horizontal stack of the views `content` builds, aligned on `alignment`, `spacing` points apart (nil: the views' own spacing preferences, 8 points between most views).
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.layout = HStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    @MainActor func buildNodes(_ builder: inout GraphBuilder, into nodes: inout [Node]) {
        buildAxisStack(layout, content: content, &builder, into: &nodes)
    }
}

/// A horizontal stack as a `Layout`, as SwiftUI's `HStackLayout`.
public struct HStackLayout: AxisStackLayout, Equatable {
    /// How the subviews are aligned vertically.
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?

    /// A horizontal stack layout with the given alignment and spacing (nil: the subviews' own preferences).
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties { properties(.horizontal) }

    var algorithm: StackAlgorithm { StackAlgorithm(axis: .horizontal, alignment: alignment.key, spacing: spacing) }
}
