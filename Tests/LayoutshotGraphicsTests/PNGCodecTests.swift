import LayoutshotPixels
import Testing
@testable import LayoutshotGraphics

@Suite struct PNGCodecTests {
    static let settings: [PNGEncodeOptions] = [
        .fast, .smallest, .fast.with(channels: .rgba), .smallest.with(channels: .rgba),
        PNGEncodeOptions(compressionLevel: 0, filters: .none, strategy: .default),
        PNGEncodeOptions(compressionLevel: 3, filters: [.sub, .paeth], strategy: .runLength),
    ]

    @Test(arguments: settings)
    func roundTripsImagesWithAlpha(options: PNGEncodeOptions) throws {
        for (index, size) in [(1, 1), (17, 9), (64, 48)].enumerated() {
            let image = randomImage(width: size.0, height: size.1, opaque: false, seed: UInt64(index + 10))
            let png = try PNGCodec.encode(image, options: options)
            #expect(png[25] == 6, "colour type RGBA expected for translucent pixels")
            #expect(try PNGCodec.decode(png) == image)
        }
    }

    @Test(arguments: settings)
    func roundTripsOpaqueImages(options: PNGEncodeOptions) throws {
        let image = randomImage(width: 33, height: 21, opaque: true, seed: 99)
        let png = try PNGCodec.encode(image, options: options)
        // Automatic channels write RGB (colour type 2) for opaque images.
        #expect(png[25] == (options.channels == .rgba ? 6 : 2))
        #expect(try PNGCodec.decode(png) == image)
        let rgb = try PNGCodec.encode(image, options: options.with(channels: .rgb))
        #expect(rgb[25] == 2)
        #expect(try PNGCodec.decode(rgb) == image)
    }

    @Test func rgbOutputDropsAlpha() throws {
        var image = RGBAImage(width: 2, height: 1, fill: RGBA(r: 10, g: 20, b: 30, a: 40))
        image[1, 0] = RGBA(r: 1, g: 2, b: 3, a: 255)
        let decoded = try PNGCodec.decode(try PNGCodec.encode(image, options: .fast.with(channels: .rgb)))
        #expect(decoded[0, 0] == RGBA(r: 10, g: 20, b: 30, a: 255))
        #expect(decoded[1, 0] == RGBA(r: 1, g: 2, b: 3, a: 255))
    }

    /// Size first is smaller than speed first: on a diagram, level 9 without filters (the renderer's
    /// `smallestPNG`); on a photograph-like image, `.smallest` (level 9, every filter). `.smallest`
    /// is not smaller than `.fast` on every diagram: level 1's deflater for image rows
    /// (row_deflate.c) beats zlib's level 9 with adaptive filters on flat colours, 2,430 against
    /// 2,827 bytes on this one (libdeflate's level 1, which deflated `.fast` before, did not).
    @Test func smallestIsSmallerThanFast() throws {
        let image = try sampleDiagram().pixels()
        let fast = try PNGCodec.encode(image, options: .fast)
        let smallest = try PNGCodec.encode(image, options: PNGEncodeOptions(compressionLevel: 9, filters: .none, strategy: .default))
        #expect(smallest.count < fast.count)
        #expect(try PNGCodec.decode(smallest) == image)

        var generator = SeededGenerator(seed: 4)
        var bytes: [UInt8] = []
        for y in 0..<120 {
            for x in 0..<160 {
                let noise = Int.random(in: -2...2, using: &generator)
                bytes += [UInt8(clamping: x + noise), UInt8(clamping: y * 2 + noise), UInt8(clamping: (x + y) / 2 + 40 + noise), 255]
            }
        }
        let photo = try #require(RGBAImage(width: 160, height: 120, pixels: bytes))
        let photoSmallest = try PNGCodec.encode(photo, options: .smallest)
        #expect(photoSmallest.count < (try PNGCodec.encode(photo, options: .fast)).count)
        #expect(try PNGCodec.decode(photoSmallest) == photo)
    }

    @Test(arguments: [PNGEncodeOptions.fast, .smallest, .fast.with(channels: .rgba)])
    func encodingASurfaceMatchesEncodingItsPixels(options: PNGEncodeOptions) throws {
        let surface = try sampleDiagram()
        #expect(try PNGCodec.encode(surface, options: options) == PNGCodec.encode(surface.pixels(), options: options))

        // Translucent surface: the direct path un-premultiplies exactly like pixels().
        let translucent = try ImageSurface(width: 30, height: 20)
        let context = try GraphicsContext(translucent)
        context.setColor(GraphicsColor(red: 0.9, green: 0.3, blue: 0.6, alpha: 0.37))
        context.addCircle(centerX: 15, centerY: 10, radius: 9)
        context.fill()
        let direct = try PNGCodec.encode(translucent, options: options)
        #expect(direct == (try PNGCodec.encode(translucent.pixels(), options: options)))
        #expect(try PNGCodec.decode(direct) == translucent.pixels())
    }

    @Test func cairosWriterDecodesToTheSamePixels() throws {
        let surface = try sampleDiagram()
        let cairo = try PNGCodec.cairoWriteToPNG(surface)
        #expect(try PNGCodec.decode(cairo) == surface.pixels())
    }

    @Test func rejectsDataThatIsNotPNG() throws {
        #expect(throws: GraphicsError.notPNG) { try PNGCodec.decode([]) }
        #expect(throws: GraphicsError.notPNG) { try PNGCodec.decode(Array("GIF89a, not a PNG at all".utf8)) }
        #expect(throws: GraphicsError.notPNG) { try PNGCodec.decode([0x89, 0x50, 0x4E]) }
    }

    @Test func rejectsTruncatedAndCorruptData() throws {
        let png = try PNGCodec.encode(randomImage(width: 40, height: 30, opaque: false, seed: 5))
        for length in [8, 20, 33, 60, png.count / 2, png.count - 13, png.count - 1] {
            #expect(throws: GraphicsError.self, "truncated to \(length) bytes") {
                try PNGCodec.decode(Array(png[0..<length]))
            }
            do {
                _ = try PNGCodec.decode(Array(png[0..<length]))
            } catch let error as GraphicsError {
                guard case .pngDecodingFailed(let reason) = error else {
                    Issue.record("unexpected \(error)")
                    continue
                }
                #expect(!reason.isEmpty)
            }
        }
        var corrupt = png
        corrupt[corrupt.count / 2] ^= 0xFF  // Inside IDAT: the CRC no longer matches.
        #expect {
            try PNGCodec.decode(corrupt)
        } throws: { error in
            if case .pngDecodingFailed = error as? GraphicsError { return true }
            return false
        }
        // Random bytes after a valid signature.
        var generator = SeededGenerator(seed: 77)
        for _ in 0..<50 {
            let garbage = Array(png[0..<8]) + (0..<200).map { _ in UInt8.random(in: 0...255, using: &generator) }
            #expect(throws: GraphicsError.self) { try PNGCodec.decode(garbage) }
        }
    }

    @Test func refusesImagesAboveTheLimits() throws {
        let png = try PNGCodec.encode(RGBAImage(width: 300, height: 2, fill: .white))
        let limits = SurfaceLimits(maxSide: 256, maxPixels: 10_000)
        #expect(throws: GraphicsError.imageTooLarge(width: 300, height: 2, limit: limits)) {
            try PNGCodec.decode(png, limits: limits)
        }
        #expect(try PNGCodec.decode(png).width == 300)
    }

    @Test func refusesEmptyImages() throws {
        #expect {
            try PNGCodec.encode(RGBAImage(width: 0, height: 5))
        } throws: { error in
            if case .pngEncodingFailed = error as? GraphicsError { return true }
            return false
        }
        let empty = try ImageSurface(width: 0, height: 0)
        #expect(empty.pixels() == RGBAImage(width: 0, height: 0))
        #expect {
            try PNGCodec.encode(empty)
        } throws: { error in
            if case .pngEncodingFailed = error as? GraphicsError { return true }
            return false
        }
    }

    @Test func decodesPaletteGreyAnd16BitFiles() throws {
        // 2×2 palette image, 8-bit indices, with tRNS making index 1 half transparent.
        let palette = HandmadePNG.make(
            width: 2, height: 2, bitDepth: 8, colorType: 3, scanlines: [[0, 1], [2, 0]],
            extraChunks: [("PLTE", [255, 0, 0, 0, 255, 0, 0, 0, 255]), ("tRNS", [255, 128])])
        let paletteImage = try PNGCodec.decode(palette)
        #expect(paletteImage[0, 0] == RGBA(r: 255, g: 0, b: 0, a: 255))
        #expect(paletteImage[1, 0] == RGBA(r: 0, g: 255, b: 0, a: 128))
        #expect(paletteImage[0, 1] == RGBA(r: 0, g: 0, b: 255, a: 255))

        // 1-bit grey: 8 pixels in one byte, 1 = white.
        let grey1 = HandmadePNG.make(width: 8, height: 1, bitDepth: 1, colorType: 0, scanlines: [[0b1010_0000]])
        let greyImage = try PNGCodec.decode(grey1)
        #expect(greyImage[0, 0] == RGBA.white)
        #expect(greyImage[1, 0] == RGBA.black)
        #expect(greyImage[2, 0] == RGBA.white)
        #expect(greyImage[7, 0] == RGBA.black)

        // 8-bit grey + alpha.
        let greyAlpha = HandmadePNG.make(width: 1, height: 1, bitDepth: 8, colorType: 4, scanlines: [[90, 200]])
        #expect(try PNGCodec.decode(greyAlpha)[0, 0] == RGBA(r: 90, g: 90, b: 90, a: 200))

        // 16-bit RGB: scaled to 8 bits by rounding (0x8080 -> 0x80, 0xFFFF -> 0xFF).
        let rgb16 = HandmadePNG.make(width: 1, height: 1, bitDepth: 16, colorType: 2,
                                     scanlines: [[0xFF, 0xFF, 0x80, 0x80, 0x00, 0x00]])
        #expect(try PNGCodec.decode(rgb16)[0, 0] == RGBA(r: 255, g: 128, b: 0, a: 255))

    }

    /// An opaque 160×120 drawing with flat areas, lines and antialiased edges.
    private func sampleDiagram() throws -> ImageSurface {
        let surface = try ImageSurface(width: 160, height: 120)
        let context = try GraphicsContext(surface)
        context.setColor(.white)
        context.paint()
        for i in 0..<12 {
            context.setColor(GraphicsColor(rgb: UInt32(0x204080 + i * 0x0A1005)))
            context.addRoundedRect(x: Double(i * 13), y: Double(i * 9), width: 40, height: 24, cornerRadius: 5)
            context.fillPreserve()
            context.setColor(.black)
            context.stroke()
        }
        return surface
    }
}
