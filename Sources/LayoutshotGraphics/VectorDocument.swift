import CLayoutshotCairo

/// A one-page SVG or PDF document written into memory.
///
/// Draw on it with a `GraphicsContext`, then call `finish()` for the bytes. Output is
/// deterministic: SVG 1.1 in px units with cairo's process-global ids (`surfaceN`, `imageN`, …)
/// renumbered in order of appearance; PDF without a creation date.
public final class VectorDocument: GraphicsSurface {
    /// The document format.
    public enum Format: Hashable, Sendable {
        /// SVG 1.1, sizes in px. Glyphs are written as outlines, so viewing needs no fonts.
        case svg
        /// PDF (cairo's default version), 1 unit = 1 pt.
        case pdf
    }

    /// SVG or PDF.
    public let format: Format
    /// Page width in user units (px for SVG, pt for PDF).
    public let width: Double
    /// Page height in user units.
    public let height: Double
    /// The cairo surface (opaque outside the graphics layer).
    public let surfaceHandle: SurfaceHandle
    private let sink: ByteSink
    private var output: [UInt8]?

    /// A blank page. Throws `GraphicsError.invalidSize` for negative or non-finite sizes and
    /// `.cairo` if cairo cannot create the surface.
    public init(format: Format, width: Double, height: Double) throws {
        guard width.isFinite, height.isFinite, width >= 0, height >= 0 else {
            throw GraphicsError.invalidSize(width: width, height: height)
        }
        self.format = format
        self.width = width
        self.height = height
        let sink = ByteSink()
        self.sink = sink
        switch format {
        case .svg:
            surfaceHandle = try SurfaceHandle(
                adopting: cairo_svg_surface_create_for_stream(ByteSink.cairoWrite, sink.opaquePointer, width, height),
                operation: "cairo_svg_surface_create_for_stream"
            )
            cairo_svg_surface_restrict_to_version(surfaceHandle.pointer, CAIRO_SVG_VERSION_1_1)
            cairo_svg_surface_set_document_unit(surfaceHandle.pointer, CAIRO_SVG_UNIT_PX)
        case .pdf:
            surfaceHandle = try SurfaceHandle(
                adopting: cairo_pdf_surface_create_for_stream(ByteSink.cairoWrite, sink.opaquePointer, width, height),
                operation: "cairo_pdf_surface_create_for_stream"
            )
            // An empty creation date makes cairo 1.16 omit /CreationDate instead of writing "now".
            cairo_pdf_surface_set_metadata(surfaceHandle.pointer, CAIRO_PDF_METADATA_CREATE_DATE, "")
        }
        try surfaceHandle.checkStatus("configuring the \(format) surface")
    }

    /// An SVG document of `width`×`height` px.
    public static func svg(width: Double, height: Double) throws -> VectorDocument {
        try VectorDocument(format: .svg, width: width, height: height)
    }

    /// A PDF document of `width`×`height` pt.
    public static func pdf(width: Double, height: Double) throws -> VectorDocument {
        try VectorDocument(format: .pdf, width: width, height: height)
    }

    /// Finishes the document and returns its bytes. Drawing after this has no effect (a context
    /// drawing on it reports `CAIRO_STATUS_SURFACE_FINISHED` from `checkStatus()`). Calling it
    /// again returns the same bytes.
    ///
    /// - Throws: `GraphicsError.cairo` with the surface's sticky status.
    public func finish() throws -> [UInt8] {
        if let output { return output }
        // Finishing writes the glyph outlines, through FreeType.
        FontLock.withLock { cairo_surface_finish(surfaceHandle.pointer) }
        try surfaceHandle.checkStatus("finishing the \(format) document")
        let bytes = format == .svg ? SVGIdentifierRenumbering.renumber(sink.bytes) : sink.bytes
        sink.bytes = []
        output = bytes
        return bytes
    }

    deinit {
        // Finish while the sink is certainly alive: cairo writes the rest of the document on finish.
        FontLock.withLock { cairo_surface_finish(surfaceHandle.pointer) }
    }
}
