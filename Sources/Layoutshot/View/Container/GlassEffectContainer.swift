/// A view whose Liquid Glass shapes SwiftUI renders together and morphs into one another, as
/// SwiftUI's `GlassEffectContainer` (iOS 26,
/// https://developer.apple.com/documentation/swiftui/glasseffectcontainer), declared as Apple
/// declares it (`@MainActor @preconcurrency`).
///
/// It lays its content out as the content lays itself out (the container adds no layout; Apple's
/// examples give it one stack); each view with `glassEffect(_:in:)` draws its own glass. Shapes
/// nearer than `spacing` blend into one on a device; here they stay apart.
@MainActor @preconcurrency
public struct GlassEffectContainer<Content: View>: View {
    /// How near glass shapes come before they blend.
    let spacing: CGFloat?
    let content: Content

    /// A container of `content`'s glass shapes, blending those nearer than `spacing`.
    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.spacing = spacing
        self.content = content()
    }

    /// The content.
    public var body: some View { content }
}
