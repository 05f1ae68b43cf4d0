/// A view laid out by a `Layout`: what `layout { … }` (its `callAsFunction`) returns.
///
/// Not main-actor code itself, as SwiftUI's `_VariadicView.Tree` (what its `callAsFunction`
/// returns) is not: its `View` conformance is in an extension, so `callAsFunction`, like the
/// layout's own methods, is nonisolated, and `MyLayout { … }` works in a stored property's
/// initial value.
public struct LayoutView<L: Layout, Content: View> {
    let layout: L
    let content: Content

    /// Reached from `Layout.callAsFunction`, which is emitted into its callers as SwiftUI's is.
    @usableFromInline init(layout: L, content: Content) {
        self.layout = layout
        self.content = content
    }
}

extension LayoutView: View, PrimitiveView {
    func buildNodes(_ builder: inout GraphBuilder, into nodes: inout [Node]) {
        let box = makeLayoutBox(layout)
        nodes.append(builder.makeNode(box, content: content, containerAxis: .some(box.orientation)))
    }
}
