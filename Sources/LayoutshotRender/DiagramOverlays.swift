/// Extra information a diagram can show on top of the view frames.
public struct DiagramOverlays: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Padding as a hatched band between a `.padding` view and its content (over its background,
    /// under its content), with the inset lengths where they fit.
    public static let padding = DiagramOverlays(rawValue: 1 << 0)
    /// The gaps between a stack's children, tinted under the content and labelled with their length
    /// where a label fits.
    public static let spacing = DiagramOverlays(rawValue: 1 << 1)
    /// Each stack's alignment guide as a line across it, named (`leading`, `firstTextBaseline`, …).
    public static let alignmentGuides = DiagramOverlays(rawValue: 1 << 2)
    /// The layout trace beside the diagram: for every view, the proposal it was placed with, the
    /// size it chose and how many times it was asked.
    public static let trace = DiagramOverlays(rawValue: 1 << 3)

    /// Every overlay.
    public static let all: DiagramOverlays = [.padding, .spacing, .alignmentGuides, .trace]
}
