/// A view that produces no nodes, as SwiftUI's `EmptyView`.
/// (`View` in an extension: not main-actor, as `@ViewBuilder` makes one anywhere.)
public struct EmptyView: Sendable {
    /// An empty view.
    public init() {}
}

extension EmptyView: View, PrimitiveView {
    func buildNodes(_ builder: inout GraphBuilder, into nodes: inout [Node]) {}
}
