/// Pixels per point of raster output (and the size factor of SVG and PDF pages).
public enum DiagramScale: Int, Hashable, Sendable, CaseIterable {
    case x1 = 1
    case x2 = 2
    case x3 = 3

    /// The factor as a floating-point number.
    public var factor: Double { Double(rawValue) }
}
