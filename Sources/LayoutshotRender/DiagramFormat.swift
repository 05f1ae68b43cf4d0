/// The file formats a diagram can be written as.
public enum DiagramFormat: String, Hashable, Sendable, CaseIterable {
    /// A raster image through libpng (`LayoutRenderer.pngOptions`).
    case png
    /// SVG 1.1 in px units, glyphs as outlines (no fonts needed to view it).
    case svg
    /// A one-page PDF.
    case pdf

    /// "png", "svg" or "pdf".
    public var fileExtension: String { rawValue }

    /// The format named by a file extension (case-insensitive), or nil.
    public init?(fileExtension: String) {
        self.init(rawValue: fileExtension.lowercased())
    }

    /// The format a path's extension names, or nil.
    public init?(path: String) {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        self.init(fileExtension: String(path[path.index(after: dot)...]))
    }
}
