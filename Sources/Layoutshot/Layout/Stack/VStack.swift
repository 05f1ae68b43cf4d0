/// A view that arranges its children in a vertical line, as SwiftUI's `VStack`.
nonisolated public struct VStack<Content: View>: View, PrimitiveView {
    let layout: VStackLayout
    let content: Content

    /// A vertical stack of the views `content` builds, aligned on `alignment`, `spacing` points apart (nil: the views' own spacing preferences, 8 points between most views).
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.layout = VStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    @MainActor func buildNodes(_ builder: inout GraphBuilder, into nodes: inout [Node]) {
        buildAxisStack(layout, content: content, &builder, into: &nodes)
    }
}

/// A vertical stack as a `Layout`, as SwiftUI's `VStackLayout`.
public struct VStackLayout: AxisStackLayout, Equatable {
    /// How the subviews are aligned horizontally.
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?

    /// A vertical stack layout with the given alignment and spacing (nil: the subviews' own preferences).
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties { properties(.vertical) }

    var algorithm: StackAlgorithm { StackAlgorithm(axis: .vertical, alignment: alignment.key, spacing: spacing) }
}
