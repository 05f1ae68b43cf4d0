import CLayoutshotCairo
import CLayoutshotPNG
import LayoutshotPixels

/// A raster surface in memory: cairo's image surface.
///
/// Draw on it with a `GraphicsContext`, read it back with `pixels()` or encode it with
/// `PNGCodec.encode(_:options:)`. Coordinates are pixels; apply `GraphicsContext.scale(x:y:)` to
/// draw in points at 2×.
public final class ImageSurface: GraphicsSurface {
    /// The pixel format of an image surface.
    public enum Format: Hashable, Sendable {
        /// 8-bit alpha and colour (stored premultiplied by cairo).
        case argb32
        /// 8-bit colour, always opaque.
        case rgb24

        var cairoFormat: cairo_format_t {
            switch self {
            case .argb32: return CAIRO_FORMAT_ARGB32
            case .rgb24: return CAIRO_FORMAT_RGB24
            }
        }

        var sourceLayout: lsp_source_layout {
            switch self {
            case .argb32: return LSP_SOURCE_CAIRO_ARGB32
            case .rgb24: return LSP_SOURCE_CAIRO_RGB24
            }
        }
    }

    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// The pixel format.
    public let format: Format
    /// The cairo surface (opaque outside the graphics layer).
    public let surfaceHandle: SurfaceHandle

    /// A transparent (`argb32`) or black (`rgb24`) surface.
    ///
    /// - Throws: `GraphicsError.imageTooLarge` above `limits`, `.invalidSize` for negative sizes,
    ///   `.cairo` if cairo cannot allocate it.
    public init(width: Int, height: Int, format: Format = .argb32, limits: SurfaceLimits = .default) throws {
        try limits.check(width: width, height: height)
        self.width = width
        self.height = height
        self.format = format
        surfaceHandle = try SurfaceHandle(
            adopting: cairo_image_surface_create(format.cairoFormat, Int32(clamping: width), Int32(clamping: height)),
            operation: "cairo_image_surface_create(\(width)×\(height))"
        )
    }

    /// An `argb32` surface holding `image` (straight RGBA converted to cairo's premultiplied form),
    /// for example to draw a decoded PNG into a diagram.
    public convenience init(image: RGBAImage, limits: SurfaceLimits = .default) throws {
        try self.init(width: image.width, height: image.height, format: .argb32, limits: limits)
        let surface = surfaceHandle.pointer
        cairo_surface_flush(surface)
        if let data = cairo_image_surface_get_data(surface), image.pixelCount > 0 {
            let stride = Int(cairo_image_surface_get_stride(surface))
            image.pixels.withUnsafeBufferPointer { source in
                for y in 0..<height {
                    let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                    lsp_rgba_to_cairo_argb32(source.baseAddress! + y * image.bytesPerRow, row, width)
                }
            }
        }
        cairo_surface_mark_dirty(surface)
    }

    /// The surface's pixels as straight (un-premultiplied) RGBA, rounded to the nearest value.
    /// `rgb24` surfaces read back fully opaque.
    public func pixels() -> RGBAImage {
        guard width > 0, height > 0 else { return RGBAImage(width: width, height: height) }
        let layout = format.sourceLayout
        let bytes = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
            withPixelData { data, stride, _ in
                guard let data else { return }
                for y in 0..<height {
                    let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                    lsp_cairo_to_rgba(row, buffer.baseAddress! + y * width * 4, width, layout)
                }
            }
            count = width * height * 4
        }
        return RGBAImage(width: width, height: height, pixels: bytes)!
    }

    /// Calls `body` with cairo's pixel memory (after flushing pending drawing; nil for an empty
    /// surface), its stride in bytes and its layout. The pointer is valid only inside `body`.
    func withPixelData<R>(_ body: (UnsafePointer<UInt8>?, Int, lsp_source_layout) throws -> R) rethrows -> R {
        let surface = surfaceHandle.pointer
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface).map { UnsafePointer($0) }
        return try withExtendedLifetime(self) { try body(data, stride, format.sourceLayout) }
    }

    /// The surface as PNG bytes from cairo's own writer (`cairo_surface_write_to_png_stream`):
    /// zlib's default level with libpng's adaptive filters. Slower than `PNGCodec`; kept as a
    /// reference point for benchmarks.
    func cairoPNGData() throws -> [UInt8] {
        let sink = ByteSink(reservingCapacity: width * height / 2)
        let status = withExtendedLifetime(sink) {
            cairo_surface_write_to_png_stream(surfaceHandle.pointer, ByteSink.cairoWrite, sink.opaquePointer)
        }
        try checkCairo(status, "cairo_surface_write_to_png_stream")
        return sink.bytes
    }
}
