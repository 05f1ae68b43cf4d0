import Foundation
import Layoutshot
import LayoutshotDiff
import LayoutshotGraphics
import LayoutshotPixels
import LayoutshotRender
import LayoutshotScene

/// Command-line settings that replace a scene's own: `--widths`, `--format` and `--style`.
public struct RenderOverrides: Hashable, Sendable {
    /// Replaces `render.widths` when set.
    public var widths: [Int]?
    /// Replaces `render.formats` when set.
    public var formats: [RenderOptions.ImageFormat]?
    /// Replaces `render.style` when set (`plain` also turns overlays, rulers and legend off).
    public var style: RenderOptions.Style?

    public init(widths: [Int]? = nil, formats: [RenderOptions.ImageFormat]? = nil, style: RenderOptions.Style? = nil) {
        self.widths = widths
        self.formats = formats
        self.style = style
    }

    /// `options` with these overrides applied.
    public func applied(to options: RenderOptions) -> RenderOptions {
        var result = options
        if let widths { result.widths = widths }
        if let formats { result.formats = formats }
        if let style, style != result.style { result = result.styled(style) }
        return result
    }
}

/// One file rendered from a scene: a picture at one width, or the contact sheet of all widths.
public struct PlannedFile: Hashable, Sendable {
    /// The file name inside the output folder: `<name>-<width>.<ext>` or `<name>-widths.<ext>`.
    public var fileName: String
    public var format: RenderOptions.ImageFormat
    /// The proposed width, or nil for the contact sheet.
    public var width: Int?
}

/// Turns an item and its effective options into files: the renderer it needs, the file names,
/// and each file's bytes (or pixels, for comparisons).
public struct SceneRendering {
    /// The item rendered.
    public let item: SceneItem
    /// The item's options after overrides.
    public let options: RenderOptions
    /// The renderer configured from `options`.
    public let renderer: LayoutRenderer
    /// One layout per width of `options.widths`, in order.
    public let layouts: [ComputedLayout]
    /// The PNG pictures drawn for the widths so far, by width, for the PNG contact sheet to place
    /// instead of drawing every width again.
    private let drawn = DrawnPanels()

    private final class DrawnPanels {
        var diagrams: [Int: DrawnDiagram] = [:]
    }

    /// Configures a renderer for `options` on `measurer` and lays the item out at every width.
    ///
    /// - Throws: `ToolError.unsupportedScale` for a scale other than 1, 2 or 3.
    @MainActor public init(item: SceneItem, options: RenderOptions, measurer: PangoTextMeasurer) throws {
        self.item = item
        self.options = options
        renderer = try Self.renderer(for: options, measurer: measurer, scene: item.name)
        layouts = item.layouts(with: renderer, widths: options.widths, height: options.height)
    }

    private init(item: SceneItem, options: RenderOptions, renderer: LayoutRenderer, layouts: [ComputedLayout]) {
        self.item = item
        self.options = options
        self.renderer = renderer
        self.layouts = layouts
    }

    /// The same layouts, drawn with `measurer`: a worker's own (a measurer serialises its calls,
    /// so workers sharing one would take turns). Measurers made alike draw alike, so the pixels
    /// are the ones the measurer the layouts were measured with would draw.
    public func drawing(with measurer: PangoTextMeasurer) -> SceneRendering {
        return SceneRendering(item: item, options: options, renderer: renderer.measuring(with: measurer), layouts: layouts)
    }

    /// The renderer a scene's options describe: theme, scale, overlays (`alignment` is the
    /// alignment-guides overlay), rulers and legend, frames and grid on: the Swift API's defaults
    /// unless the scene says otherwise.
    public static func renderer(for options: RenderOptions, measurer: PangoTextMeasurer, scene: String) throws -> LayoutRenderer {
        guard options.scale == options.scale.rounded(), let scale = DiagramScale(rawValue: Int(options.scale)) else {
            throw ToolError.unsupportedScale(scene: scene, scale: options.scale)
        }
        var overlays: DiagramOverlays = []
        for overlay in options.overlays {
            switch overlay {
            case .padding: overlays.insert(.padding)
            case .spacing: overlays.insert(.spacing)
            case .alignment: overlays.insert(.alignmentGuides)
            case .trace: overlays.insert(.trace)
            case .rulers: break
            }
        }
        let renderer = LayoutRenderer(textMeasurer: measurer,
                                      theme: options.theme == .dark ? .dark : .light,
                                      scale: scale,
                                      overlays: overlays,
                                      showsRulers: options.rulers || options.overlays.contains(.rulers),
                                      showsLegend: options.legend,
                                      maximumSheetPixelWidth: options.sheetWidth,
                                      pngOptions: LayoutRenderer.smallestPNG)
        // The plain style draws what the app shows, whatever the diagram settings say.
        return options.style == .plain ? renderer.styled(.plain) : renderer
    }

    /// The files of a scene named `name` rendered with `options`: per format, one per width then
    /// the contact sheet.
    public static func plannedFiles(name: String, options: RenderOptions) -> [PlannedFile] {
        options.formats.flatMap { format in
            options.widths.map { PlannedFile(fileName: "\(name)-\($0).\(format.rawValue)", format: format, width: $0) }
                + [PlannedFile(fileName: "\(name)-widths.\(format.rawValue)", format: format, width: nil)]
        }
    }

    /// Texts with characters no installed font draws (they would show as boxes), once per text
    /// across the widths: `file: view path: no installed font draws U+…`; then the SF Symbols
    /// without a look-alike (drawn as labelled placeholders), once per view.
    public var warnings: [String] {
        var seen = Set<MissingGlyphDiagnostic>()
        var seenSymbols = Set<UnknownSymbolDiagnostic>()
        var lines: [String] = []
        for layout in layouts {
            for problem in renderer.missingGlyphs(in: layout) where seen.insert(problem).inserted {
                lines.append("\(item.input.description): \(problem)")
            }
            for symbol in renderer.unknownSymbols(in: layout) where seenSymbols.insert(symbol).inserted {
                lines.append("\(item.input.description): \(symbol)")
            }
        }
        return lines
    }

    /// This scene's files.
    public var plannedFiles: [PlannedFile] { Self.plannedFiles(name: item.name, options: options) }

    /// The encoded bytes of `file`.
    public func bytes(of file: PlannedFile) throws -> [UInt8] {
        let format = Self.diagramFormat(file.format)
        var renderer = self.renderer
        if let width = file.width {
            if format == .png {
                let diagram = try renderer.drawnDiagram(of: layout(at: width))
                let surface = diagram.surface
                drawn.diagrams[width] = diagram
                renderer.pngOptions = Self.pngOptions(pixels: surface.width * surface.height)
                return try renderer.png(of: surface)
            }
            return try renderer.render(layout(at: width), as: format)  // a vector format: no PNG options
        }
        let panels = options.widths.compactMap { drawn.diagrams[$0] }
        if format == .png, panels.count == layouts.count,
           panels.reduce(0, { $0 + $1.surface.width * $1.surface.height }) > Self.smallestPNGPixelLimit {
            // The sheet holds every panel, so it is over the limit too: no need to plan it here.
            renderer.pngOptions = Self.pngOptions(pixels: Self.smallestPNGPixelLimit + 1)
        } else {
            let geometry = renderer.contactSheetGeometry(of: layouts)
            renderer.pngOptions = Self.pngOptions(pixels: geometry.pixelWidth * geometry.pixelHeight)
        }
        if format == .png, panels.count == layouts.count {
            // Every width was drawn for its own file: the sheet places those pictures.
            defer { drawn.diagrams = [:] }
            return try renderer.contactSheetPNG(of: panels)
        }
        return try renderer.contactSheet(of: layouts, as: format)
    }

    /// Pictures up to this many pixels (a 2000 × 2000 picture) are encoded as small as deflate can
    /// (`LayoutRenderer.smallestPNG`, level 9); larger ones as the renderer encodes by default
    /// (`LayoutRenderer.fastPNG`: level 1, by Layoutshot's own deflater). A long scene's pictures
    /// are tens of megapixels: at level 6 or 9 deflating them takes most of a render (seconds),
    /// level 1 a fraction of that, for files about a third larger.
    public static let smallestPNGPixelLimit = 4_000_000

    /// How the tool encodes a PNG of `pixels` pixels (`smallestPNGPixelLimit`).
    public static func pngOptions(pixels: Int) -> PNGEncodeOptions {
        pixels <= smallestPNGPixelLimit ? LayoutRenderer.smallestPNG : LayoutRenderer.fastPNG
    }

    /// The pixels of a PNG `file` (straight RGBA), without encoding.
    public func pixels(of file: PlannedFile) throws -> RGBAImage {
        if let width = file.width {
            return try renderer.image(of: layout(at: width))
        }
        return try renderer.contactSheetImage(of: layouts)
    }

    /// Every planned file rendered in memory, in order.
    public func renderAll() throws -> [(file: PlannedFile, bytes: [UInt8])] {
        try plannedFiles.map { ($0, try bytes(of: $0)) }
    }

    /// The layout trace of the deepest view that overlaps `changedPixels` (a box in the picture's
    /// pixels) in the picture of `file`: its frame, then what it was proposed and answered. Empty
    /// for a contact sheet or when nothing changed.
    public func trace(of file: PlannedFile, changedPixels box: PixelBounds?) -> [String] {
        guard let width = file.width, let box else { return [] }
        let layout = layout(at: width)
        let changed = renderer.geometry(of: layout).rootRect(ofPixels: CGRect(x: box.x, y: box.y, width: box.width, height: box.height))
        guard let node = layout.nodes.filter({ $0.frame.intersects(changed) }).max(by: { $0.depth < $1.depth }) else { return [] }
        let f = node.frame
        return ["\(node.label): origin (\(PointFormatting.string(f.minX)), \(PointFormatting.string(f.minY))), "
                + "size \(PointFormatting.string(f.width))×\(PointFormatting.string(f.height))"]
            + node.trace.map(\.description)
    }

    private func layout(at width: Int) -> ComputedLayout {
        layouts[options.widths.firstIndex(of: width)!]
    }

    static func diagramFormat(_ format: RenderOptions.ImageFormat) -> DiagramFormat {
        switch format {
        case .png: return .png
        case .svg: return .svg
        case .pdf: return .pdf
        }
    }
}
