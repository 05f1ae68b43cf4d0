/// A view that produces no nodes, as SwiftUI's `EmptyView`.
public struct EmptyView: View, PrimitiveView {
    public init() {}
    func buildNodes(_ builder: inout GraphBuilder, into nodes: inout [Node]) {}
}
