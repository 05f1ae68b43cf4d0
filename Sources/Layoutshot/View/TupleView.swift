/// Several views side by side in a container, as SwiftUI's `TupleView` (made by `@ViewBuilder`).
public struct TupleView<T>: View, PrimitiveView {
    public var value: T
    let children: [any View]

    init(value: T, children: [any View]) {
        self.value = value
        self.children = children
    }

    func buildNodes(_ builder: inout GraphBuilder, into nodes: inout [Node]) {
        for (offset, child) in children.enumerated() {
            builder.append(child, into: &nodes, identity: offset)
        }
    }
}
