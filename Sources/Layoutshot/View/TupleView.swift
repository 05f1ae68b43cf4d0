/// Several views side by side in a container, as SwiftUI's `TupleView` (made by `@ViewBuilder`).
/// The `View` conformance is in an extension, so the type and its initialiser are not main-actor:
/// `@ViewBuilder`, which is not, makes one anywhere.
public struct TupleView<T> {
    public var value: T
    let children: [any View]

    init(value: T, children: [any View]) {
        self.value = value
        self.children = children
    }
}

extension TupleView: View, PrimitiveView {
    func buildNodes(_ builder: inout GraphBuilder, into nodes: inout [Node]) {
        for (offset, child) in children.enumerated() {
            builder.append(child, into: &nodes, identity: offset)
        }
    }
}
