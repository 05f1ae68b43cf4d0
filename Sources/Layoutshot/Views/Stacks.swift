/// A view that arranges its children in a horizontal line, as SwiftUI's `HStack`.
public struct HStack<Content: View>: View, PrimitiveView {
    let layout: HStackLayout
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.layout = HStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    func buildNodes(_ builder: inout GraphBuilder, into nodes: inout [Node]) {
        let node = builder.makeNode(.layout(layout.box), content: content, containerAxis: .horizontal)
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
        let node = builder.makeNode(.layout(layout.box), content: content, containerAxis: .vertical)
        node.argumentProblems = StackAlgorithm.spacingProblems(layout.spacing)
        nodes.append(node)
    }
}

/// A view that overlays its children, aligned on both axes, as SwiftUI's `ZStack`.
public struct ZStack<Content: View>: View, PrimitiveView {
    let layout: ZStackLayout
    let content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.layout = ZStackLayout(alignment: alignment)
        self.content = content()
    }

    func buildNodes(_ builder: inout GraphBuilder, into nodes: inout [Node]) {
        nodes.append(builder.makeNode(.layout(LayoutBox(layout)), content: content, containerAxis: .some(nil)))
    }
}

/// A view laid out by a `Layout`: what `layout { … }` (its `callAsFunction`) returns.
public struct LayoutView<L: Layout, Content: View>: View, PrimitiveView {
    let layout: L
    let content: Content

    func buildNodes(_ builder: inout GraphBuilder, into nodes: inout [Node]) {
        let box = makeLayoutBox(layout)
        nodes.append(builder.makeNode(.layout(box), content: content, containerAxis: .some(box.orientation)))
    }
}

/// Shows the first of its children that fits the proposal on the given axes, else the last,
/// as SwiftUI's `ViewThatFits`.
public struct ViewThatFits<Content: View>: View, PrimitiveView {
    let axes: Axis.Set
    let content: Content

    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    func buildNodes(_ builder: inout GraphBuilder, into nodes: inout [Node]) {
        let node = builder.makeNode(.viewThatFits(axes), content: content, containerAxis: .some(nil))
        if node.children.isEmpty {
            return // nothing to show: like EmptyView
        }
        nodes.append(node)
    }
}
