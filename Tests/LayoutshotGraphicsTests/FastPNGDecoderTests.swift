import LayoutshotPixels
import Testing
@testable import LayoutshotGraphics

/// The fast PNG decoder (png_fast_decode.c: libdeflate and its own row filters) against libpng,
/// byte for byte, on every filter type, colour type and bit depth, and on corrupt files.
@Suite struct FastPNGDecoderTests {
    // MARK: - Same pixels as libpng

    /// What both decoders make of `png`: the fast decoder must accept it and agree with libpng.
    private func expectSameAsLibpng(_ png: [UInt8], _ comment: Comment? = nil,
                                    sourceLocation: SourceLocation = #_sourceLocation) throws {
        let reference = try PNGCodec.decode(png, using: .libpng)
        let fast = try PNGCodec.decode(png, using: .fastOnly)
        #expect(fast == reference, comment, sourceLocation: sourceLocation)
        #expect(try PNGCodec.decode(png) == reference, comment, sourceLocation: sourceLocation)
    }

    static let filterSettings: [PNGEncodeOptions.Filters] = [.none, .sub, .up, .average, .paeth, .all]

    /// libpng's encoder (and the two-part encoder for NONE and UP) with each filter, compressed.
    @Test(arguments: filterSettings)
    func encoderFilesOfEveryFilter(filters: PNGEncodeOptions.Filters) throws {
        for level in [1, 6, 9] {
            for (width, height, opaque) in [(1, 1, true), (37, 3, false), (150, 90, true), (123, 70, false)] {
                let image = structuredImage(width: width, height: height, opaque: opaque, seed: UInt64(width * 7 + level))
                for channels in [PNGEncodeOptions.Channels.rgb, .rgba] {
                    let options = PNGEncodeOptions(compressionLevel: level, filters: filters).with(channels: channels)
                    let png = try PNGCodec.encode(image, options: options)
                    let reference = try PNGCodec.decode(png, using: .libpng)
                    #expect(try PNGCodec.decode(png) == reference)
                    // libpng shrinks the zlib window for small images (under 16 KB of image data);
                    // the fast decoder leaves those to libpng, and decodes the rest itself.
                    if png[33 + 8] == 0x78 {
                        #expect(try PNGCodec.decode(png, using: .fastOnly) == reference,
                                "\(width)×\(height) level \(level) \(channels)")
                    }
                    if channels == .rgba { #expect(reference == image) }
                }
            }
        }
    }

    /// Hand-filtered rows of every colour type the fast decoder handles, each row with a filter
    /// type (0...4 in turn, so every type also appears on the first row), at widths that leave
    /// every remainder for the vector loops.
    @Test(arguments: [UInt8(0), 2, 4, 6])
    func everyFilterTypeOfEveryColourType(colorType: UInt8) throws {
        for width in [1, 2, 3, 5, 7, 15, 16, 17, 33, 64, 129] {
            for firstFilter in 0..<5 {
                let height = 11
                let channels = FilteredPNG.channels(colorType)
                var generator = SeededGenerator(seed: UInt64(width * 31 + firstFilter))
                let rows = (0..<height).map { _ in
                    (0..<width * channels).map { _ in UInt8.random(in: 0...255, using: &generator) }
                }
                let filters = (0..<height).map { UInt8((firstFilter + $0) % 5) }
                let png = FilteredPNG.make(width: width, height: height, colorType: colorType, rows: rows, filters: filters)
                try expectSameAsLibpng(png, "colour type \(colorType), width \(width), filters from \(firstFilter)")
                // And the expected pixels, worked out here.
                let decoded = try PNGCodec.decode(png, using: .fastOnly)
                for y in [0, height - 1] {
                    for x in [0, width - 1] {
                        let p = rows[y][(x * channels)...]
                        let expected: RGBA
                        switch colorType {
                        case 0: expected = RGBA(r: p[p.startIndex], g: p[p.startIndex], b: p[p.startIndex], a: 255)
                        case 4: expected = RGBA(r: p[p.startIndex], g: p[p.startIndex], b: p[p.startIndex], a: p[p.startIndex + 1])
                        case 2: expected = RGBA(r: p[p.startIndex], g: p[p.startIndex + 1], b: p[p.startIndex + 2], a: 255)
                        default: expected = RGBA(r: p[p.startIndex], g: p[p.startIndex + 1], b: p[p.startIndex + 2], a: p[p.startIndex + 3])
                        }
                        #expect(decoded[x, y] == expected)
                    }
                }
            }
        }
    }

    /// Several IDAT chunks (one of them empty) and ancillary chunks before and after the image data.
    @Test func splitImageDataAndAncillaryChunks() throws {
        let image = structuredImage(width: 200, height: 120, opaque: true, seed: 3)
        let png = try PNGCodec.encode(image, options: .smallest.with(channels: .rgb))
        let chunks = FilteredPNG.chunks(of: png)
        let idat = chunks.filter { $0.type == "IDAT" }.flatMap(\.data)
        var rebuilt = Array(png[0..<8]) + HandmadePNG.chunk("IHDR", chunks[0].data)
        rebuilt += HandmadePNG.chunk("gAMA", HandmadePNG.bigEndian(45_455))
        rebuilt += HandmadePNG.chunk("tEXt", Array("Comment\0fast path".utf8))
        rebuilt += HandmadePNG.chunk("pHYs", HandmadePNG.bigEndian(2835) + HandmadePNG.bigEndian(2835) + [1])
        for (index, cut) in [(0, 1), (1, 100), (100, 100), (100, 5000), (5000, idat.count)].enumerated() {
            rebuilt += HandmadePNG.chunk("IDAT", Array(idat[cut.0..<cut.1]))
            if index == 2 { rebuilt += HandmadePNG.chunk("IDAT", []) }
        }
        rebuilt += HandmadePNG.chunk("tIME", [0x07, 0xEA, 1, 2, 3, 4, 5])
        rebuilt += HandmadePNG.chunk("IEND", []) + Array("bytes after IEND are ignored".utf8)
        try expectSameAsLibpng(rebuilt)
        #expect(try PNGCodec.decode(rebuilt) == image)
    }

    /// What the fast decoder leaves to libpng still decodes, through libpng.
    @Test func handsOtherFilesToLibpng() throws {
        let image = structuredImage(width: 40, height: 30, opaque: true, seed: 9)
        let rgbRows = (0..<image.height).map { y in
            (0..<image.width).flatMap { x -> [UInt8] in let p = image[x, y]; return [p.r, p.g, p.b] }
        }
        let plain = FilteredPNG.make(width: image.width, height: image.height, colorType: 2, rows: rgbRows,
                                     filters: Array(repeating: 0, count: image.height))
        try expectSameAsLibpng(plain)
        var cases: [(String, [UInt8])] = [
            ("interlaced", FilteredPNG.interlacedRGB(image)),
            ("tRNS", FilteredPNG.make(width: image.width, height: image.height, colorType: 2, rows: rgbRows,
                                      filters: Array(repeating: 2, count: image.height),
                                      before: [("tRNS", [0, rgbRows[0][0], 0, rgbRows[0][1], 0, rgbRows[0][2]])])),
            ("PLTE in RGB", FilteredPNG.make(width: image.width, height: image.height, colorType: 2, rows: rgbRows,
                                             filters: Array(repeating: 1, count: image.height),
                                             before: [("PLTE", [1, 2, 3, 4, 5, 6])])),
            ("palette", HandmadePNG.make(width: 2, height: 1, bitDepth: 8, colorType: 3, scanlines: [[0, 1]],
                                         extraChunks: [("PLTE", [255, 0, 0, 0, 255, 0])])),
            ("1-bit grey", HandmadePNG.make(width: 8, height: 1, bitDepth: 1, colorType: 0, scanlines: [[0b1010_0000]])),
            ("16-bit RGB", HandmadePNG.make(width: 1, height: 1, bitDepth: 16, colorType: 2,
                                            scanlines: [[0xFF, 0xFF, 0x80, 0x80, 0x00, 0x00]])),
        ]
        // A 4 KB zlib window (zlib checks distances against it; libdeflate does not).
        var smallWindow = plain
        FilteredPNG.editIDAT(&smallWindow) { data in
            data[0] = 0x48
            data[1] = UInt8(31 - (0x48 * 256) % 31)
        }
        cases.append(("4 KB window", smallWindow))
        // Bytes after the end of the deflate stream (libpng: a benign "extra compressed data").
        var trailing = plain
        FilteredPNG.editIDAT(&trailing) { data in data += [1, 2, 3] }
        cases.append(("data after the stream", trailing))
        // An ancillary chunk with a wrong CRC (libpng skips it).
        var badAncillary = plain
        badAncillary.insert(contentsOf: HandmadePNG.chunk("tEXt", Array("a\0b".utf8)).dropLast(1) + [0], at: 33)
        cases.append(("ancillary CRC", badAncillary))

        for (name, png) in cases {
            let reference = try PNGCodec.decode(png, using: .libpng)
            #expect(try PNGCodec.decode(png) == reference, "\(name)")
            #expect(throws: GraphicsError.self, "\(name) is not for the fast decoder") {
                try PNGCodec.decode(png, using: .fastOnly)
            }
        }
        #expect(try PNGCodec.decode(cases[0].1) == image, "interlaced")
    }

    @Test func sizeQueriesAndLimitsAsLibpng() throws {
        let png = try PNGCodec.encode(structuredImage(width: 300, height: 80, opaque: true, seed: 1))
        let limits = SurfaceLimits(maxSide: 256, maxPixels: 100_000)
        for decoder in [PNGCodec.Decoder.automatic, .libpng, .fastOnly] {
            #expect(throws: GraphicsError.imageTooLarge(width: 300, height: 80, limit: limits)) {
                try PNGCodec.decode(png, limits: limits, using: decoder)
            }
        }
    }

    // MARK: - Corrupt files

    private func decodingFailure(_ png: [UInt8], using decoder: PNGCodec.Decoder = .automatic) -> String? {
        do {
            _ = try PNGCodec.decode(png, using: decoder)
            return nil
        } catch GraphicsError.pngDecodingFailed(let reason) {
            return reason
        } catch {
            return "unexpected \(error)"
        }
    }

    @Test func truncatedFilesNameTheChunk() throws {
        let png = try PNGCodec.encode(structuredImage(width: 200, height: 100, opaque: true, seed: 4))
        for length in [12, 20, 33, 40, 41, png.count / 2, png.count - 13, png.count - 12, png.count - 1] {
            let reason = decodingFailure(Array(png[0..<length]))
            #expect(reason?.contains("truncated PNG") == true, "\(length) bytes: \(reason ?? "decoded")")
            #expect(decodingFailure(Array(png[0..<length]), using: .libpng) != nil)
        }
        #expect(decodingFailure(Array(png[0..<png.count / 2]))?.contains("inside the IDAT chunk") == true)
    }

    @Test func badCRCsNameTheChunk() throws {
        let png = try PNGCodec.encode(structuredImage(width: 200, height: 100, opaque: true, seed: 5))
        var idat = png
        idat[60] ^= 0x01
        #expect(decodingFailure(idat) == "the IDAT chunk at byte 33 fails its CRC check (corrupt data)")
        var header = png
        header[20] ^= 0x01 // the height
        #expect(decodingFailure(header) == "the IHDR chunk at byte 8 fails its CRC check (corrupt data)")
        #expect(decodingFailure(idat, using: .libpng) != nil)
        #expect(decodingFailure(header, using: .libpng) != nil)
    }

    @Test func badCompressedDataFailsAsInLibpng() throws {
        let png = try PNGCodec.encode(structuredImage(width: 200, height: 100, opaque: true, seed: 6))
        // CRCs fixed after each change, so the damage is in the zlib stream itself.
        var badHeader = png
        FilteredPNG.editIDAT(&badHeader) { data in data[0] = 0x79 }
        var badBlock = png
        FilteredPNG.editIDAT(&badBlock) { data in data[2] = 0xFF } // block type 3: reserved
        var short = png
        FilteredPNG.editIDAT(&short) { data in data.removeLast(data.count / 2) }
        var badFilter = FilteredPNG.make(width: 4, height: 2, colorType: 2, rows: [[UInt8]](repeating: Array(repeating: 9, count: 12), count: 2),
                                         filters: [0, 0])
        FilteredPNG.editIDAT(&badFilter) { data in
            let raw: [UInt8] = [0] + Array(repeating: 9, count: 12) + [5] + Array(repeating: 9, count: 12)
            data = HandmadePNG.zlibStored(raw)
        }
        for (name, file) in [("zlib header", badHeader), ("reserved block type", badBlock), ("half the data", short),
                             ("filter type 5", badFilter)] {
            let reason = decodingFailure(file)
            #expect(reason != nil && !reason!.isEmpty, "\(name)")
            #expect(reason == decodingFailure(file, using: .libpng), "\(name): libpng's reason")
        }
    }

    /// Random damage to the compressed data (CRCs fixed, so it reaches the inflater): the
    /// automatic decoder accepts exactly what libpng accepts, with the same pixels.
    @Test func damagedStreamsAreJudgedAsLibpngJudgesThem() throws {
        let png = try PNGCodec.encode(structuredImage(width: 64, height: 64, opaque: false, seed: 8),
                                      options: .smallest.with(channels: .rgba))
        var generator = SeededGenerator(seed: 2024)
        var decoded = 0
        for round in 0..<400 {
            var file = png
            FilteredPNG.editIDAT(&file) { data in
                for _ in 0..<(1 + round % 3) {
                    let at = Int.random(in: 2..<data.count, using: &generator)
                    data[at] ^= UInt8(1 << Int.random(in: 0..<8, using: &generator))
                }
            }
            let reference = Result { try PNGCodec.decode(file, using: .libpng) }
            let ours = Result { try PNGCodec.decode(file) }
            switch (reference, ours) {
            case let (.success(a), .success(b)):
                #expect(a == b, "round \(round)")
                decoded += 1
            case (.failure, .failure):
                break
            default:
                Issue.record("round \(round): libpng \(reference), automatic \(ours)")
            }
        }
        #expect(decoded < 400)
    }

    // MARK: - Helpers

    /// Flat areas, gradients and noise, so every filter type gets chosen by libpng's heuristics.
    private func structuredImage(width: Int, height: Int, opaque: Bool, seed: UInt64) -> RGBAImage {
        var image = RGBAImage(width: width, height: height, fill: .white)
        var generator = SeededGenerator(seed: seed)
        for y in 0..<height {
            for x in 0..<width {
                let band = (x / 16 + y / 8) % 4
                let noise = UInt8.random(in: 0...255, using: &generator)
                let a: UInt8 = opaque ? 255 : UInt8((x * 5 + y * 3) % 256)
                switch band {
                case 0: image[x, y] = RGBA(r: 240, g: 240, b: 250, a: a)
                case 1: image[x, y] = RGBA(r: UInt8(x % 256), g: UInt8(y % 256), b: UInt8((x + y) % 256), a: a)
                case 2: image[x, y] = RGBA(r: noise, g: noise &+ 40, b: 255 - noise, a: a)
                default: image[x, y] = RGBA(r: UInt8((x * y) % 256), g: 30, b: noise / 2, a: a)
                }
            }
        }
        return image
    }
}

/// PNG files with chosen row filters (stored zlib blocks, a 32K-window zlib header), Adam7
/// interlacing, and edits of a file's image data with the CRC recomputed.
enum FilteredPNG {
    static func channels(_ colorType: UInt8) -> Int {
        switch colorType {
        case 0: return 1
        case 4: return 2
        case 2: return 3
        default: return 4
        }
    }

    /// 8-bit rows (unfiltered pixel bytes), each filtered with its entry of `filters` (0...4).
    static func make(width: Int, height: Int, colorType: UInt8, rows: [[UInt8]], filters: [UInt8],
                     before: [(String, [UInt8])] = []) -> [UInt8] {
        let bpp = channels(colorType)
        var raw: [UInt8] = []
        var prior = [UInt8](repeating: 0, count: width * bpp)
        for (row, filter) in zip(rows, filters) {
            raw.append(filter)
            raw += filtered(row, prior: prior, filter: filter, bpp: bpp)
            prior = row
        }
        return file(width: width, height: height, colorType: colorType, interlaced: false, raw: raw, before: before)
    }

    /// An 8-bit RGB, Adam7-interlaced file of `image` (alpha dropped), filter 0 on every row.
    static func interlacedRGB(_ image: RGBAImage) -> [UInt8] {
        let passes = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
        var raw: [UInt8] = []
        for (x0, y0, dx, dy) in passes where x0 < image.width && y0 < image.height {
            for y in stride(from: y0, to: image.height, by: dy) {
                raw.append(0)
                for x in stride(from: x0, to: image.width, by: dx) {
                    let p = image[x, y]
                    raw += [p.r, p.g, p.b]
                }
            }
        }
        return file(width: image.width, height: image.height, colorType: 2, interlaced: true, raw: raw, before: [])
    }

    static func file(width: Int, height: Int, colorType: UInt8, interlaced: Bool, raw: [UInt8],
                     before: [(String, [UInt8])]) -> [UInt8] {
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png += HandmadePNG.chunk("IHDR", HandmadePNG.bigEndian(UInt32(width)) + HandmadePNG.bigEndian(UInt32(height))
                                 + [8, colorType, 0, 0, interlaced ? 1 : 0])
        for (type, data) in before { png += HandmadePNG.chunk(type, data) }
        png += HandmadePNG.chunk("IDAT", HandmadePNG.zlibStored(raw))
        png += HandmadePNG.chunk("IEND", [])
        return png
    }

    static func filtered(_ row: [UInt8], prior: [UInt8], filter: UInt8, bpp: Int) -> [UInt8] {
        row.indices.map { i in
            let a = i >= bpp ? Int(row[i - bpp]) : 0, b = Int(prior[i]), c = i >= bpp ? Int(prior[i - bpp]) : 0
            let predictor: Int
            switch filter {
            case 1: predictor = a
            case 2: predictor = b
            case 3: predictor = (a + b) / 2
            case 4:
                let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
            default: predictor = 0
            }
            return UInt8(truncatingIfNeeded: Int(row[i]) - predictor)
        }
    }

    /// The file's chunks, in order.
    static func chunks(of png: [UInt8]) -> [(type: String, data: [UInt8])] {
        var result: [(type: String, data: [UInt8])] = []
        var offset = 8
        while offset + 12 <= png.count {
            let length = png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: png[offset + 4..<offset + 8], as: UTF8.self)
            result.append((type, Array(png[offset + 8..<offset + 8 + length])))
            offset += length + 12
        }
        return result
    }

    /// Replaces the file's image data (all IDAT chunks, joined) with `edit`'s result, in one IDAT
    /// chunk with a correct CRC.
    static func editIDAT(_ png: inout [UInt8], _ edit: (inout [UInt8]) -> Void) {
        let all = chunks(of: png)
        var data = all.filter { $0.type == "IDAT" }.flatMap(\.data)
        edit(&data)
        var rebuilt = Array(png[0..<8])
        var wroteIDAT = false
        for chunk in all {
            if chunk.type == "IDAT" {
                if !wroteIDAT { rebuilt += HandmadePNG.chunk("IDAT", data) }
                wroteIDAT = true
            } else {
                rebuilt += HandmadePNG.chunk(chunk.type, chunk.data)
            }
        }
        png = rebuilt
    }
}
