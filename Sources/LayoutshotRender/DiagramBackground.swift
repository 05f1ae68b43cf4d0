/// Whether a diagram has a page behind it.
public enum DiagramBackground: Hashable, Sendable {
    /// The theme's page and canvas colours are painted: every pixel is opaque, and PNG files are
    /// written without an alpha channel.
    case opaque
    /// Nothing is painted behind the views and annotations: PNG files keep an alpha channel, for
    /// pages with their own background.
    case transparent
}
