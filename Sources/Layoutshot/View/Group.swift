/// A group of views that its container lays out as its own subviews, as SwiftUI's `Group`.
nonisolated public struct Group<Content: View>: View, PrimitiveView {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    @MainActor func buildNodes(_ builder: inout GraphBuilder, into nodes: inout [Node]) {
        builder.append(content, into: &nodes)
    }
}
