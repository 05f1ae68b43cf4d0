/// A view that skips its update when its new value equals the old, as SwiftUI's `EquatableView`:
/// a `LayoutHost` keeps the old subtree, with its measurements, without building the new one.
nonisolated public struct EquatableView<Content: View & Equatable>: View, PrimitiveView {
    public var content: Content
    public init(content: Content) { self.content = content }
    @MainActor func buildNodes(_ builder: inout GraphBuilder, into nodes: inout [Node]) {
        builder.appendEquatable(content, into: &nodes)
    }
}

extension View where Self: Equatable {
    /// Wraps the view so that an update with an equal value keeps the old subtree.
    nonisolated public func equatable() -> EquatableView<Self> { EquatableView(content: self) }
}
