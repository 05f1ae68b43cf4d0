import LayoutshotGraphics

/// What the renderer refuses, before drawing anything. Failures of the graphics layer (cairo,
/// libpng, fonts, writing files) arrive as `GraphicsError`.
public enum RenderError: Error, Equatable, CustomStringConvertible {
    /// The picture would be `width`×`height` pixels (`pointWidth`×`pointHeight` points at `scale`),
    /// more than `limits` allow.
    case imageTooLarge(width: Int, height: Int, pointWidth: Double, pointHeight: Double, scale: Int, limits: SurfaceLimits)
    /// The layout's size is not finite (a view answered an infinite size).
    case layoutNotFinite(width: Double, height: Double)
    /// A list of widths to render was empty.
    case noWidths
    /// A file path without a `.png`, `.svg` or `.pdf` extension, and no format given.
    case unknownFormat(path: String)

    /// What was refused and what to do about it.
    public var description: String {
        switch self {
        case let .imageTooLarge(width, height, pointWidth, pointHeight, scale, limits):
            return "diagram of \(width)×\(height) px (\(Self.format(pointWidth))×\(Self.format(pointHeight)) pt at \(scale)×) "
                + "exceeds the limit of \(limits.maxSide) px a side and \(limits.maxPixels) pixels; "
                + "lower the scale or the widths, or raise LayoutRenderer.limits"
        case let .layoutNotFinite(width, height):
            return "cannot draw a layout of size \(Self.format(width))×\(Self.format(height)): the root answered a non-finite size"
        case .noWidths:
            return "no widths to render: pass at least one proposed width"
        case let .unknownFormat(path):
            return "cannot tell the format of \(path): use a .png, .svg or .pdf extension or pass a format"
        }
    }

    private static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
