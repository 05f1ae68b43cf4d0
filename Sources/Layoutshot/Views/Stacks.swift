/// A view that arranges its children in a horizontal line, as SwiftUI's `HStack`.
public struct HStack<Content: View>: View, PrimitiveView {
    let layout: HStackLayout
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.layout = HStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    func buildNodes(_ builder: inout GraphBuilder, into nodes: inout [Node]) {
        let node = builder.makeNode(layout.box, content: content, containerAxis: .horizontal)
        node.argumentProblems = StackAlgorithm.spacingProblems(layout.spacing)
        nodes.append(node)
    }
}

/// A view that arranges its children in a vertical line, as SwiftUI's `VStack`.
public struct VStack<Content: View>: View, PrimitiveView {
    let layout: VStackLayout
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.layout = VStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    func buildNodes(_ builder: inout GraphBuilder, into nodes: inout [Node]) {
        let node = builder.makeNode(layout.box, content: content, containerAxis: .vertical)
        node.argumentProblems = StackAlgorithm.spacingProblems(layout.spacing)
        nodes.append(node)
    }
}

/// A view that overlays its children, aligned on both axes, as SwiftUI's `ZStack`.
public struct ZStack<Content: View>: View, LayoutContainerView {
    let layout: ZStackLayout
    let content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.layout = ZStackLayout(alignment: alignment)
        self.content = content()
    }
}

/// A view laid out by a `Layout`: what `layout { … }` (its `callAsFunction`) returns.
public struct LayoutView<L: Layout, Content: View>: View, PrimitiveView {
    let layout: L
    let content: Content

    func buildNodes(_ builder: inout GraphBuilder, into nodes: inout [Node]) {
        let box = makeLayoutBox(layout)
        nodes.append(builder.makeNode(box, content: content, containerAxis: .some(box.orientation)))
    }
}

