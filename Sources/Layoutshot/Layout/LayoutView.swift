/// A view laid out by a `Layout`: what `layout { … }` (its `callAsFunction`) returns.
///
/// Not main-actor code itself, as SwiftUI's `_VariadicView.Tree` (what its `callAsFunction`
/// returns) is not: its `View` conformance is in an extension, so `callAsFunction`, like the
/// layout's own methods, is nonisolated, and `MyLayout { … }` works in a stored property's
/// initial value.
public struct LayoutView<L: Layout, Content: View> {
    let layout: L
    let content: Content
}

extension LayoutView: View, PrimitiveView {
    func buildNodes(_ builder: inout GraphBuilder, into nodes: inout [Node]) {
        let box = makeLayoutBox(layout)
        nodes.append(builder.makeNode(box, content: content, containerAxis: .some(box.orientation)))
    }
}
