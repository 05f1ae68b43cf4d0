import CLayoutshotPNG
import LayoutshotPixels

/// Encodes images as PNG in memory and decodes PNG bytes, with libpng.
///
/// libpng errors never unwind through Swift: the C layer catches them and they arrive here as
/// `GraphicsError.notPNG`, `.pngDecodingFailed` or `.pngEncodingFailed`.
public enum PNGCodec {
    /// Encodes a straight-RGBA image.
    ///
    /// - Throws: `GraphicsError.pngEncodingFailed` (for example for a 0×0 image, which PNG cannot
    ///   represent).
    public static func encode(_ image: RGBAImage, options: PNGEncodeOptions = .default) throws -> [UInt8] {
        try image.pixels.withUnsafeBufferPointer { buffer in
            try encode(pixels: buffer.baseAddress, width: image.width, height: image.height,
                       stride: image.bytesPerRow, layout: LSP_SOURCE_RGBA, options: options)
        }
    }

    /// Encodes a surface straight from cairo's memory, converting one row at a time (no full-size
    /// RGBA copy). Same output as `encode(surface.pixels(), options:)`.
    public static func encode(_ surface: ImageSurface, options: PNGEncodeOptions = .default) throws -> [UInt8] {
        try surface.withPixelData { data, stride, layout in
            try encode(pixels: data, width: surface.width, height: surface.height,
                       stride: stride, layout: layout, options: options)
        }
    }

    /// Encodes a `width` × `height` image of `background`'s one pixel with each layer's pixels
    /// copied over it at its place, in order, without making that image: each row is composed as
    /// it is filtered (the NONE or UP filter only). The bytes are those `encode(_:options:)` gives
    /// for a surface of that size painted with the pixel and with each layer drawn at its place,
    /// wherever the layers are opaque (pixels are copied, not blended). A contact sheet of
    /// pictures already drawn is encoded this way, without a sheet-sized surface.
    ///
    /// - Parameters:
    ///   - background: a 1×1 surface whose pixel fills what no layer covers.
    ///   - layers: surfaces of `background`'s format, each at whole pixels (`x`, `y`); a layer
    ///     reaching past the image is cut off.
    /// - Throws: `GraphicsError.pngEncodingFailed` for an empty image, mixed formats, a layer
    ///   outside the image, or options with several filters.
    public static func encode(width: Int, height: Int, background: ImageSurface,
                              layers: [(surface: ImageSurface, x: Int, y: Int)],
                              options: PNGEncodeOptions = .default) throws -> [UInt8] {
        guard width > 0, height > 0, width <= Int(UInt32.max), height <= Int(UInt32.max) else {
            throw GraphicsError.pngEncodingFailed(reason: "PNG cannot store a \(width)×\(height) image")
        }
        guard background.width >= 1, background.height >= 1,
              layers.allSatisfy({ $0.surface.format == background.format && $0.x >= 0 && $0.y >= 0 && $0.x < width && $0.y < height }) else {
            throw GraphicsError.pngEncodingFailed(reason: "layers must share the background's format and start inside the \(width)×\(height) image")
        }
        guard options.filters == .none || options.filters == .up else {
            throw GraphicsError.pngEncodingFailed(reason: "layers are encoded with the NONE or UP filter only")
        }
        return try background.withPixelData { backgroundData, _, layout in
            guard let backgroundData else { throw GraphicsError.pngEncodingFailed(reason: "the background surface has no pixels") }
            // SAFETY: the background surface holds at least one 32-bit pixel (checked above),
            // borrowed for this call; the load does not assume alignment.
            let pixel = UnsafeRawPointer(backgroundData).loadUnaligned(as: UInt32.self)
            return try withLayerPixels(layers[...], []) { placed in
                let writeAlpha: Bool
                switch options.channels {
                case .rgba: writeAlpha = true
                case .rgb: writeAlpha = false
                case .automatic:
                    writeAlpha = layout != LSP_SOURCE_CAIRO_RGB24 && (pixel >> 24 != 0xFF || placed.contains {
                        lsp_pixels_are_opaque($0.pixels, $0.width, $0.height, $0.stride, layout) == 0
                    })
                }
                let output = ByteSink(reservingCapacity: PNGCodec.outputReservation(width: width, height: height))
                var message = [CChar](repeating: 0, count: 256)
                // SAFETY: every layer's pointer is borrowed from its surface for this call, with
                // its own stride and size (`withLayerPixels`); lsp_png_encode_layers reads only
                // inside them and calls the closure with its own output bytes.
                let status = withExtendedLifetime(output) {
                    placed.withUnsafeBufferPointer { layerBuffer in
                        lsp_png_encode_layers(UInt32(width), UInt32(height), pixel, layerBuffer.baseAddress, layerBuffer.count,
                                              layout, writeAlpha ? 1 : 0, Int32(options.compressionLevel), options.filters.rawValue,
                                              ByteSink.pngWrite, output.opaquePointer, &message, message.count)
                    }
                }
                try check(status, message: message, decoding: false)
                return output.bytes
            }
        }
    }

    /// Runs `body` with every layer's pixels borrowed at once (one `withPixelData` inside another).
    private static func withLayerPixels<R>(_ rest: ArraySlice<(surface: ImageSurface, x: Int, y: Int)>, _ placed: [lsp_layer],
                                           _ body: ([lsp_layer]) throws -> R) throws -> R {
        guard let first = rest.first else { return try body(placed) }
        return try first.surface.withPixelData { data, stride, _ in
            guard let data else { throw GraphicsError.pngEncodingFailed(reason: "a layer surface has no pixels") }
            let layer = lsp_layer(pixels: data, stride: stride, x: UInt32(first.x), y: UInt32(first.y),
                                  width: UInt32(first.surface.width), height: UInt32(first.surface.height))
            return try withLayerPixels(rest.dropFirst(), placed + [layer], body)
        }
    }

    /// Decodes any PNG (palette, grey, 16-bit, interlaced, with or without alpha) to 8-bit
    /// straight RGBA. 8-bit grey, grey + alpha, RGB and RGBA files that are not interlaced go
    /// through a faster decoder on libdeflate (the same pixels as libpng's); libpng decodes the rest.
    ///
    /// - Throws: `GraphicsError.notPNG` when the signature is missing, `.pngDecodingFailed` for
    ///   corrupt or truncated data, `.imageTooLarge` above `limits`.
    public static func decode(_ bytes: [UInt8], limits: SurfaceLimits = .default) throws -> RGBAImage {
        try decode(bytes, limits: limits, using: .automatic)
    }

    /// The width and height a PNG declares, read from its chunk headers: nothing is inflated and
    /// nothing allocated for the pixels, whatever the size (a caller can refuse a picture too large
    /// for what it would do with it before decoding it).
    ///
    /// - Throws: as `decode`, but never `.imageTooLarge`.
    public static func size(of bytes: [UInt8]) throws -> (width: Int, height: Int) {
        try bytes.withUnsafeBufferPointer { input in
            guard let base = input.baseAddress, input.count > 0 else { throw GraphicsError.notPNG }
            var message = [CChar](repeating: 0, count: 256)
            var width: UInt32 = 0
            var height: UInt32 = 0
            let status = lsp_png_decode_rgba_using(LSP_DECODER_AUTOMATIC, base, input.count, .max, .max,
                                                   &width, &height, nil, 0, &message, message.count)
            try check(status, message: message, decoding: true)
            return (Int(width), Int(height))
        }
    }

    /// Which decoder `decode(_:limits:using:)` runs.
    enum Decoder {
        /// The fast decoder (8-bit grey, grey + alpha, RGB or RGBA, not interlaced, no tRNS:
        /// chunks parsed and CRC-checked in C, the image data inflated by libdeflate in one call)
        /// where it applies; libpng for every other file and for anything unusual.
        case automatic
        /// libpng only.
        case libpng
        /// The fast decoder only; `GraphicsError.pngDecodingFailed` where it would hand the file
        /// to libpng. For the tests that compare it with libpng.
        case fastOnly

        var c: lsp_decoder {
            switch self {
            case .automatic: return LSP_DECODER_AUTOMATIC
            case .libpng: return LSP_DECODER_LIBPNG
            case .fastOnly: return LSP_DECODER_FAST
            }
        }
    }

    static func decode(_ bytes: [UInt8], limits: SurfaceLimits = .default, using decoder: Decoder) throws -> RGBAImage {
        try bytes.withUnsafeBufferPointer { input in
            guard let base = input.baseAddress, input.count > 0 else { throw GraphicsError.notPNG }
            var message = [CChar](repeating: 0, count: 256)
            var width: UInt32 = 0
            var height: UInt32 = 0
            let maxSide = UInt32(clamping: limits.maxSide)
            let maxPixels = UInt64(clamping: limits.maxPixels)
            // First call: the size only (no output buffer), checked against the limits.
            var status = lsp_png_decode_rgba_using(decoder.c, base, input.count, maxSide, maxPixels,
                                                   &width, &height, nil, 0, &message, message.count)
            if status == LSP_TOO_LARGE {
                throw GraphicsError.imageTooLarge(width: Int(width), height: Int(height), limit: limits)
            }
            try check(status, message: message, decoding: true)

            let count = Int(width) * Int(height) * 4
            let pixels = try [UInt8](unsafeUninitializedCapacity: count) { output, initialized in
                status = lsp_png_decode_rgba_using(decoder.c, base, input.count, maxSide, maxPixels,
                                                   &width, &height, output.baseAddress, count,
                                                   &message, message.count)
                // On failure the buffer may be partly written; hand back fully zeroed bytes.
                if status != LSP_OK { output.initialize(repeating: 0) }
                initialized = count
                try check(status, message: message, decoding: true)
            }
            return RGBAImage(width: Int(width), height: Int(height), pixels: pixels)!
        }
    }

    /// The surface as PNG bytes from cairo's own writer (`cairo_surface_write_to_png_stream`:
    /// zlib's default level, every filter, always RGBA for `argb32`). For benchmarks and
    /// comparisons; `encode` is faster.
    public static func cairoWriteToPNG(_ surface: ImageSurface) throws -> [UInt8] {
        try surface.cairoPNGData()
    }

    // MARK: - Private

    private static func encode(pixels: UnsafePointer<UInt8>?, width: Int, height: Int, stride: Int,
                               layout: lsp_source_layout, options: PNGEncodeOptions) throws -> [UInt8] {
        guard width > 0, height > 0, let pixels else {
            throw GraphicsError.pngEncodingFailed(reason: "PNG cannot store a \(width)×\(height) image")
        }
        let (w, h) = (UInt32(width), UInt32(height))
        let writeAlpha: Bool
        switch options.channels {
        case .rgba: writeAlpha = true
        case .rgb: writeAlpha = false
        case .automatic: writeAlpha = lsp_pixels_are_opaque(pixels, w, h, stride, layout) == 0
        }

        let output = ByteSink(reservingCapacity: outputReservation(width: width, height: height))
        var message = [CChar](repeating: 0, count: 256)
        let status = withExtendedLifetime(output) {
            lsp_png_encode(pixels, w, h, stride, layout, writeAlpha ? 1 : 0,
                           Int32(options.compressionLevel), options.filters.rawValue,
                           options.strategy.rawValue, ByteSink.pngWrite, output.opaquePointer, &message, message.count)
        }
        try check(status, message: message, decoding: false)
        return output.bytes
    }

    /// Room reserved for an encoded picture: a byte a pixel, more than a diagram needs (the chip
    /// benchmark's pictures take 0.7), so the file is written without the buffer growing and being
    /// copied as it fills; the pages not written are never touched.
    static func outputReservation(width: Int, height: Int) -> Int {
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        return overflow ? 1 << 20 : Swift.min(pixels, 1 << 30) + 1024
    }

    private static func check(_ status: lsp_status, message: [CChar], decoding: Bool) throws {
        guard status != LSP_OK else { return }
        if status == LSP_NOT_PNG { throw GraphicsError.notPNG }
        let text = message.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        let reason = text.isEmpty ? "libpng status \(status.rawValue)" : text
        throw decoding ? GraphicsError.pngDecodingFailed(reason: reason)
                       : GraphicsError.pngEncodingFailed(reason: reason)
    }
}
