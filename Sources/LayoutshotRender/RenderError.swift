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
    /// `FontFiles.addFolder` was given something that is not a readable folder.
    case fontFolderUnreadable(path: String)
    /// `FontFiles.addFolder` found no `.ttf`, `.otf` or `.ttc` file in the folder.
    case noFontFiles(path: String)
    /// `FontFiles.addFiles` was given a file fontconfig reads no face from.
    case notAFontFile(path: String)
    /// `FontFiles.setSystemFont` named a family no registered file declares.
    case unknownFontFamily(name: String, registered: [String])

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
        case let .fontFolderUnreadable(path):
            return "cannot read fonts from \(path): it is not a readable folder; pass the folder holding your .ttf/.otf files"
        case let .noFontFiles(path):
            return "no font files (.ttf, .otf, .ttc) in \(path); put your font files there or pass their folder"
        case let .notAFontFile(path):
            return "\(path) is not a font file fontconfig can read; pass a .ttf, .otf or .ttc file"
        case let .unknownFontFamily(name, registered):
            return "no registered font file declares the family \"\(name)\" (registered: "
                + (registered.isEmpty ? "none" : registered.joined(separator: ", "))
                + "); register its files with FontFiles.addFolder or addFiles first"
        }
    }

    private static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
