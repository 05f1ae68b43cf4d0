import Foundation
import Layoutshot
import LayoutshotGraphics
import LayoutshotPixels

extension LayoutRenderer {
    // MARK: One layout

    /// The diagram of `layout` as pixels (straight RGBA), for snapshot comparison.
    ///
    /// - Throws: `RenderError.imageTooLarge` above `limits`, `.layoutNotFinite`, or a
    ///   `GraphicsError` from cairo.
    public func image(of layout: ComputedLayout) throws -> RGBAImage {
        let plan = try checkedPlan(of: layout)
        return try rasterize(size: plan.geometry.size) { context in
            DiagramPainter(renderer: self, plan: plan, context: context).draw()
        }.pixels()
    }

    /// The diagram of `layout` as PNG, SVG or PDF bytes.
    ///
    /// PNG uses `pngOptions` (opaque backgrounds are stored as RGB, transparent ones as RGBA) at
    /// `scale` pixels per point; SVG (SVG 1.1, glyphs as outlines) and PDF are sized in points
    /// whatever the scale (a 320-pt layout is an SVG about 380 px wide); all are byte-for-byte
    /// deterministic.
    ///
    /// - Throws: `RenderError.imageTooLarge` above `limits` (for every format), `.layoutNotFinite`,
    ///   or a `GraphicsError` from cairo or libpng.
    public func render(_ layout: ComputedLayout, as format: DiagramFormat) throws -> [UInt8] {
        let plan = try checkedPlan(of: layout)
        return try output(size: plan.geometry.size, format: format) { context in
            DiagramPainter(renderer: self, plan: plan, context: context).draw()
        }
    }

    /// `render(_:as: .png)`.
    public func png(of layout: ComputedLayout) throws -> [UInt8] { try render(layout, as: .png) }

    /// The diagram of `layout` drawn on an image surface at `scale`: what `png(of:)` encodes, and
    /// what `contactSheetPNG(of:panels:)` places instead of drawing the diagram again.
    public func diagramSurface(of layout: ComputedLayout) throws -> ImageSurface {
        try drawnDiagram(of: layout).surface
    }

    /// The diagram of `layout` drawn on an image surface (`diagramSurface(of:)`), kept with the
    /// plan it was drawn from, for `contactSheetPNG(of:)`.
    public func drawnDiagram(of layout: ComputedLayout) throws -> DrawnDiagram {
        let plan = try checkedPlan(of: layout)
        let surface = try rasterize(size: plan.geometry.size) { context in
            DiagramPainter(renderer: self, plan: plan, context: context).draw()
        }
        return DrawnDiagram(layout: layout, surface: surface, plan: plan)
    }

    /// `surface` encoded as PNG with `pngOptions` (an opaque background stored as RGB).
    public func png(of surface: ImageSurface) throws -> [UInt8] {
        var options = pngOptions
        if options.channels == .automatic {
            // The background decides, without scanning the pixels.
            options.channels = background == .opaque ? .rgb : .rgba
        }
        return try PNGCodec.encode(surface, options: options)
    }

    /// `render(_:as: .svg)`.
    public func svg(of layout: ComputedLayout) throws -> [UInt8] { try render(layout, as: .svg) }

    /// `render(_:as: .pdf)`.
    public func pdf(of layout: ComputedLayout) throws -> [UInt8] { try render(layout, as: .pdf) }

    /// Lays `view` out at `width` × `height` and renders it.
    @MainActor public func render<V: View>(_ view: V, width: CGFloat?, height: CGFloat? = nil, as format: DiagramFormat) throws -> [UInt8] {
        try render(layout(view, width: width, height: height), as: format)
    }

    /// Writes the diagram of `layout` to `path` atomically (a temporary file renamed into place,
    /// so readers never see a partial file and a failure leaves none). The format is `format`, or
    /// the one the path's extension names.
    ///
    /// - Throws: `RenderError.unknownFormat` without a format or known extension, the errors of
    ///   `render(_:as:)`, and `GraphicsError.fileWriteFailed` naming the path and the reason.
    public func write(_ layout: ComputedLayout, to path: String, format: DiagramFormat? = nil) throws {
        guard let format = format ?? DiagramFormat(path: path) else { throw RenderError.unknownFormat(path: path) }
        try AtomicFile.write(render(layout, as: format), to: path)
    }

    // MARK: Surfaces

    /// The plan of `layout`, after checking that it can be drawn within the limits.
    func checkedPlan(of layout: ComputedLayout) throws -> DiagramPlan {
        guard layout.size.width.isFinite, layout.size.height.isFinite else {
            throw RenderError.layoutNotFinite(width: Double(layout.size.width), height: Double(layout.size.height))
        }
        let plan = plan(of: layout)
        try checkLimits(plan.geometry.size)
        return plan
    }

    /// Throws `RenderError.imageTooLarge` when `size` points at `scale` exceed `limits`.
    func checkLimits(_ size: CGSize) throws {
        let factor = CGFloat(scale.rawValue)
        let width = size.width * factor, height = size.height * factor
        let pixelWidth = width < CGFloat(Int.max / 2) ? Int(width.rounded(.up)) : Int.max / 2
        let pixelHeight = height < CGFloat(Int.max / 2) ? Int(height.rounded(.up)) : Int.max / 2
        do {
            try limits.check(width: pixelWidth, height: pixelHeight)
        } catch {
            throw RenderError.imageTooLarge(width: pixelWidth, height: pixelHeight,
                                            pointWidth: Double(size.width), pointHeight: Double(size.height),
                                            scale: scale.rawValue, limits: limits)
        }
    }

    /// An ARGB surface of `size` points at `scale`, drawn by `draw` in points.
    func rasterize(size: CGSize, _ draw: (CairoContext) throws -> Void) throws -> ImageSurface {
        let factor = scale.factor
        let surface = try ImageSurface(width: Int((Double(size.width) * factor).rounded(.up)),
                                       height: Int((Double(size.height) * factor).rounded(.up)),
                                       format: .argb32, limits: limits)
        let context = try CairoContext(surface)
        context.scale(x: factor, y: factor)
        try draw(context)
        try context.checkStatus()
        return surface
    }

    /// `size` points drawn by `draw` and encoded as `format`.
    func output(size: CGSize, format: DiagramFormat, _ draw: (CairoContext) throws -> Void) throws -> [UInt8] {
        switch format {
        case .png:
            return try png(of: rasterize(size: size, draw))
        case .svg, .pdf:
            // Vector pictures are sized in points (an SVG px is a CSS px, which is a point on
            // Apple's screens; a PDF unit is a point): the scale only sets raster pixels.
            let document = try VectorDocument(format: format == .svg ? .svg : .pdf,
                                              width: Double(size.width), height: Double(size.height))
            let context = try CairoContext(document)
            try draw(context)
            try context.checkStatus()
            return try document.finish()
        }
    }
}

/// A diagram drawn on an image surface by `LayoutRenderer.drawnDiagram(of:)`, with the plan it was
/// drawn from (where everything goes, the labels placed), so that
/// `LayoutRenderer.contactSheetPNG(of:)` places it in a contact sheet without drawing or planning
/// it again. Only the renderer that drew it (same scale, style, theme and overlays) should place it.
public struct DrawnDiagram {
    /// The layout drawn.
    public let layout: ComputedLayout
    /// The picture, as `LayoutRenderer.diagramSurface(of:)` returns it.
    public let surface: ImageSurface
    /// The plan the picture was drawn from.
    let plan: DiagramPlan
}
