import LayoutshotPixels
import Testing
@testable import LayoutshotGraphics

/// Images with the NONE or UP filter are encoded by png_whole_encode.c, which writes the chunks
/// itself: at level 1 the rows are deflated as they are filtered by our own compressor
/// (row_deflate.c), at other levels they are filtered into one buffer and deflated in one call to
/// libdeflate. The stream must be one valid zlib stream whose Adler-32 covers the whole image, in
/// chunks whose CRCs match.
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

    /// Level 1 is deflated by row_deflate.c as the rows are filtered. Images at its edges decode,
    /// through libpng (zlib) and through the fast decoder (libdeflate), to the pixels encoded, for
    /// RGB and RGBA and both filters: one pixel, one pixel wide, one row, rows just inside and
    /// past its 32 KiB window (where the row above can no longer be matched), incompressible
    /// noise over several of its 256 KiB segments (stored blocks), one colour, identical rows,
    /// diagonal hatching over a grid, and two colours at random (Huffman codes alone).
    @Test(arguments: [PNGEncodeOptions.fast, levelOneUpPNG])
    func levelOneRoundTripsAtTheCompressorsEdges(options: PNGEncodeOptions) throws {
        for (name, image) in Self.levelOneEdgeImages() {
            for channels in [PNGEncodeOptions.Channels.rgb, .rgba] {
                let png = try PNGCodec.encode(image, options: options.with(channels: channels))
                var expected = image.pixels
                if channels == .rgb { for i in stride(from: 3, to: expected.count, by: 4) { expected[i] = 255 } }
                for decoder in [PNGCodec.Decoder.libpng, .fastOnly] {
                    #expect(try PNGCodec.decode(png, using: decoder).pixels == expected, "\(name), \(channels), \(decoder)")
                }
                // Every IDAT chunk but the last holds 1 MiB, as when the stream was written at once.
                let idat = try #require(Self.chunks(png)).filter { $0.type == "IDAT" }
                #expect(idat.dropLast().allSatisfy { $0.data.count == 1 << 20 }, "\(name), \(channels)")
                // Incompressible rows grow by a few bytes per 64 KiB at most (stored blocks).
                let rows = image.height * (image.width * (channels == .rgb ? 3 : 4) + 1)
                #expect(idat.reduce(0) { $0 + $1.data.count } <= rows + rows / 1000 + 64, "\(name), \(channels)")
            }
        }
    }

    /// Two encodes of the same pixels at level 1 give the same bytes, and the bytes are those
    /// pinned here (CRC-32 and size of the file): row_deflate's output depends on the pixels
    /// alone, so a machine, compiler or CPU that gives other bytes is a bug, and so is a change to
    /// the compressor that was not meant to change its output (update the pin when it was).
    @Test func levelOneBytesArePinned() throws {
        let image = Self.hatching(width: 240, height: 160)
        let first = try PNGCodec.encode(image, options: .fast)
        #expect(try PNGCodec.encode(image, options: .fast) == first)
        #expect(try PNGCodec.decode(first) == image)
        #expect((first.count, HandmadePNG.crc32(first)) == (11143, 3_598_664_052))
    }

    /// The images of `levelOneRoundTripsAtTheCompressorsEdges`, by name.
    static func levelOneEdgeImages() -> [(String, RGBAImage)] {
        func image(_ width: Int, _ height: Int, _ pixel: (Int, Int) -> [UInt8]) -> RGBAImage {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(width * height * 4)
            for y in 0..<height { for x in 0..<width { bytes += pixel(x, y) } }
            return RGBAImage(width: width, height: height, pixels: bytes)!
        }
        var generator = SeededGenerator(seed: 11)
        let row = (0..<700).map { _ in [UInt8.random(in: 0...255, using: &generator), 90, 200, 255] }
        var twoColours = SeededGenerator(seed: 12)
        return [
            ("1×1", randomImage(width: 1, height: 1, opaque: false, seed: 1)),
            ("1×1 opaque", randomImage(width: 1, height: 1, opaque: true, seed: 2)),
            ("1×3000", image(1, 3000) { _, y in [UInt8(y / 40 % 256), 200, UInt8(y % 3 * 60), 255] }),
            ("3000×1", image(3000, 1) { x, _ in [UInt8(x / 40 % 256), 200, UInt8(x % 5 * 40), 255] }),
            ("8190×3", image(8190, 3) { x, y in [UInt8((x + y) / 7 % 256), UInt8(x % 251), 30, 255] }),
            ("8191×3", image(8191, 3) { x, y in [UInt8((x + y) / 7 % 256), UInt8(x % 251), 30, 255] }),
            ("12000×3", image(12000, 3) { x, y in [UInt8((x + y) / 9 % 256), 70, UInt8(x % 13), 255] }),
            ("noise 600×600", randomImage(width: 600, height: 600, opaque: false, seed: 3)),
            ("one colour 1000×300", image(1000, 300) { _, _ in [250, 250, 245, 255] }),
            ("identical rows 700×400", image(700, 400) { x, _ in row[x] }),
            ("hatching 600×400", hatching(width: 600, height: 400)),
            ("two colours 300×300", image(300, 300) { _, _ in Bool.random(using: &twoColours) ? [0, 0, 0, 255] : [255, 255, 255, 128] }),
        ]
    }

    /// A diagram-like picture: a light background with a grid, "\\" hatching in one band and "//"
    /// in another (each row the row above shifted by a pixel), a translucent box and some noise.
    static func hatching(width: Int, height: Int) -> RGBAImage {
        var generator = SeededGenerator(seed: 7)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                var pixel: [UInt8] = [246, 247, 249, 255]
                if x % 20 == 0 || y % 20 == 0 { pixel = [220, 226, 232, 255] }
                if y < height / 2, (x - y) % 6 == 0 || (x - y) % 6 == 1 { pixel = [150, 210, 170, 255] }
                if y >= height / 2, (x + y) % 8 == 0 { pixel = [120, 140, 220, 255] }
                if x > width / 4, x < width / 3, y > height / 5, y < height / 4 { pixel = [40, 40, 40, 120] }
                if x > width / 2, x < width / 2 + 30, y % 17 < 9 { pixel[0] = UInt8.random(in: 0...255, using: &generator) }
                bytes += pixel
            }
        }
        return RGBAImage(width: width, height: height, pixels: bytes)!
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
