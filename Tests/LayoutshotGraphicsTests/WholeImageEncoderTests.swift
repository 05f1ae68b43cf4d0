import LayoutshotPixels
import Testing
@testable import LayoutshotGraphics

/// Images with the NONE or UP filter are filtered into one buffer and deflated in one call to
/// libdeflate (png_whole_encode.c), which writes the chunks itself: the stream must be one valid
/// zlib stream whose Adler-32 covers the whole image, in chunks whose CRCs match.
/// `LayoutRenderer.fastPNG` and `.smallestPNG` (the renderer is not a dependency of these tests).
let rendererFastPNG = PNGEncodeOptions(compressionLevel: 1, filters: .none, strategy: .filtered)
let rendererSmallestPNG = PNGEncodeOptions(compressionLevel: 9, filters: .none, strategy: .default)
/// Level 1 with the UP filter (`PNGEncodeOptions.fast` has none).
let levelOneUpPNG = PNGEncodeOptions(compressionLevel: 1, filters: .up, strategy: .filtered)

@Suite struct WholeImageEncoderTests {
    static let options: [PNGEncodeOptions] = [
        levelOneUpPNG,
        levelOneUpPNG.with(channels: .rgba),
        .fast,  // NONE
        PNGEncodeOptions(compressionLevel: 6, filters: .none, strategy: .default).with(channels: .rgba),
    ]

    @Test(arguments: options)
    func theImageIsOneValidStream(options: PNGEncodeOptions) throws {
        for (width, height, opaque) in [(97, 64, false), (130, 131, true), (1, 500, false), (3, 1, true)] {
            let image = randomImage(width: width, height: height, opaque: opaque, seed: UInt64(width * height))
            let png = try PNGCodec.encode(image, options: options)
            #expect(try PNGCodec.decode(png) == image)

            // The decoder skips zlib's Adler-32 (the chunk CRCs guard the data), so check it here:
            // rebuild the filtered rows the encoder deflated and compare their Adler-32 with the
            // stream's last four bytes.
            let chunks = try #require(Self.chunks(png))
            #expect(chunks.allSatisfy { $0.crcMatches })
            let idat = chunks.filter { $0.type == "IDAT" }.flatMap(\.data)
            let alpha = png[25] == 6
            let filterUp = options.filters == .up
            let channels = alpha ? 4 : 3
            var previous = [UInt8](repeating: 0, count: width * channels)
            var adler = Adler32()
            for y in 0..<height {
                var row: [UInt8] = []
                for x in 0..<width {
                    let p = image[x, y]
                    row += alpha ? [p.r, p.g, p.b, p.a] : [p.r, p.g, p.b]
                }
                adler.update([filterUp ? 2 : 0])
                adler.update(filterUp ? zip(row, previous).map { $0 &- $1 } : row)
                previous = row
            }
            let stored = idat.suffix(4).reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            #expect(stored == adler.value, "\(width)×\(height): Adler-32 \(stored) ≠ \(adler.value)")
            #expect(idat[0] == 0x78 && (UInt16(idat[0]) << 8 | UInt16(idat[1])) % 31 == 0, "zlib header")
        }
    }

    @Test func encodingIsTheSameEveryTime() throws {
        let image = randomImage(width: 300, height: 200, opaque: false, seed: 5)
        let first = try PNGCodec.encode(image, options: .fast)
        for _ in 0..<5 { #expect(try PNGCodec.encode(image, options: .fast) == first) }
    }

    /// An image composed of a background pixel and opaque layers, encoded row by row without
    /// making it (`PNGCodec.encode(width:height:background:layers:options:)`), is byte for byte
    /// the surface cairo composites from the same parts, for both filters and at levels 1 and 9,
    /// with a layer cut off at the right edge and layers that overlap.
    @Test(arguments: [levelOneUpPNG, rendererFastPNG, rendererSmallestPNG])
    func layersEncodeAsTheComposedSurface(options: PNGEncodeOptions) throws {
        let (width, height) = (150, 90)
        let background = try ImageSurface(width: 1, height: 1)
        let page = GraphicsColor(red: 0.95, green: 0.93, blue: 0.9, alpha: 1)
        let paint = try GraphicsContext(background)
        paint.setColor(page)
        paint.paint()
        let parts = try [(90, 40, 3, 5), (60, 70, 100, 10), (40, 30, 20, 30)].enumerated().map { index, part in
            (surface: try ImageSurface(image: randomImage(width: part.0, height: part.1, opaque: true, seed: UInt64(index + 1))),
             x: part.2, y: part.3)
        }
        let composed = try ImageSurface(width: width, height: height)
        let context = try GraphicsContext(composed)
        context.setColor(page)
        context.paint()
        for part in parts { context.drawImage(part.surface, x: Double(part.x), y: Double(part.y)) }
        let expected = try PNGCodec.encode(composed, options: options)
        let layered = try PNGCodec.encode(width: width, height: height, background: background, layers: parts, options: options)
        #expect(layered == expected)
        #expect(try PNGCodec.decode(layered) == composed.pixels())
        // A layer starting outside the image is refused, not read past.
        #expect(throws: GraphicsError.self) {
            try PNGCodec.encode(width: width, height: height, background: background, layers: [(parts[0].surface, width, 0)], options: options)
        }
    }

    /// Cairo pixels stored as RGB: runs of opaque pixels are converted several at a time, the
    /// translucent ones among them one by one (un-premultiplied); every pixel comes out as it
    /// would one at a time, at every offset and row length.
    @Test func cairoPixelsToRGBInRunsAndAlone() throws {
        for width in [1, 3, 7, 8, 9, 64, 65, 131] {
            var image = randomImage(width: width, height: 9, opaque: true, seed: UInt64(width))
            var pixels = image.pixels
            for i in stride(from: 3, to: pixels.count, by: 4) where (i / 4) % 37 == 5 || (i / 4) % 53 == 0 {
                pixels[i] = UInt8((i * 7) % 200)  // a few translucent pixels among opaque ones
            }
            image = try #require(RGBAImage(width: width, height: 9, pixels: pixels))
            let surface = try ImageSurface(image: image)
            let png = try PNGCodec.encode(surface, options: rendererFastPNG.with(channels: .rgb))
            var expected = surface.pixels().pixels
            for i in stride(from: 3, to: expected.count, by: 4) { expected[i] = 255 }
            #expect(try PNGCodec.decode(png).pixels == expected, "width \(width)")
        }
    }

    /// Every level 0...9 gives a valid file with the same pixels, and a higher level is never
    /// much larger (level 0 stores the rows: larger than the rows themselves).
    @Test func everyLevelDecodesToTheSamePixels() throws {
        // Bands and stripes, as diagrams have: compressible, with matches at many distances.
        var pixels: [UInt8] = []
        for y in 0..<90 {
            for x in 0..<120 { pixels += [UInt8(x / 8 * 16), UInt8(y / 6 * 16), UInt8((x + y) % 7 * 30), 255] }
        }
        let image = try #require(RGBAImage(width: 120, height: 90, pixels: pixels))
        var sizes: [Int] = []
        for level in 0...9 {
            let png = try PNGCodec.encode(image, options: PNGEncodeOptions(compressionLevel: level, filters: .none))
            #expect(try PNGCodec.decode(png) == image, "level \(level)")
            sizes.append(png.count)
        }
        #expect(sizes[0] > 120 * 90 * 3, "level 0 stores the rows")
        #expect(sizes[9] <= sizes[1], "level 9 (\(sizes[9]) bytes) is not larger than level 1 (\(sizes[1]))")
    }

    struct Chunk {
        let type: String
        let data: [UInt8]
        let crcMatches: Bool
    }

    static func chunks(_ png: [UInt8]) -> [Chunk]? {
        var chunks: [Chunk] = []
        var i = 8
        func u32(_ at: Int) -> UInt32 { png[at..<at + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) } }
        while i + 12 <= png.count {
            let length = Int(u32(i))
            guard i + 12 + length <= png.count else { return nil }
            let typeBytes = Array(png[i + 4..<i + 8])
            let data = Array(png[i + 8..<i + 8 + length])
            chunks.append(Chunk(type: String(decoding: typeBytes, as: UTF8.self), data: data,
                                crcMatches: HandmadePNG.crc32(typeBytes + data) == u32(i + 8 + length)))
            i += 12 + length
        }
        return chunks
    }
}

/// zlib's checksum, written out for the test.
struct Adler32 {
    var a: UInt32 = 1
    var b: UInt32 = 0
    mutating func update(_ bytes: [UInt8]) {
        for byte in bytes {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
    }
    var value: UInt32 { b << 16 | a }
}
