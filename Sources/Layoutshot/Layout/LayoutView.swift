/// A view laid out by a `Layout`: what `layout { … }` (its `callAsFunction`) returns.
public struct LayoutView<L: Layout, Content: View>: View, PrimitiveView {
    let layout: L
    let content: Content

    func buildNodes(_ builder: inout GraphBuilder, into nodes: inout [Node]) {
        let box = makeLayoutBox(layout)
        nodes.append(builder.makeNode(box, content: content, containerAxis: .some(box.orientation)))
    }
}
