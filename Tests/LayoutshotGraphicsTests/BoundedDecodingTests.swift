import Foundation
import LayoutshotTestSupport
import Testing
@testable import LayoutshotGraphics

/// Crafted PNGs that declare far more than they hold: each is refused from its chunk headers,
/// before any decoder allocates for it, with a message naming the chunk or the limit. The limits
/// are documented in CLayoutshotPNG.h and the README ("Graphics layer").
@Suite struct BoundedDecodingTests {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    static func header(width: UInt32, height: UInt32, bitDepth: UInt8 = 8, colorType: UInt8 = 2) -> [UInt8] {
        HandmadePNG.chunk("IHDR", HandmadePNG.bigEndian(width) + HandmadePNG.bigEndian(height) + [bitDepth, colorType, 0, 0, 0])
    }

    /// A 4×4 picture followed by a `type` chunk that declares 0x7fffffff bytes and holds about 3 KB:
    /// without a limit libpng allocates (and zeroes) 2 GiB for it before finding the file short.
    static func hugeAncillary(_ type: String, palette: Bool) -> [UInt8] {
        var png = signature + header(width: 4, height: 4, colorType: palette ? 3 : 2)
        if palette { png += HandmadePNG.chunk("PLTE", [0, 0, 0, 255, 255, 255]) }
        png += HandmadePNG.bigEndian(0x7fff_ffff) + Array(type.utf8) + [UInt8](repeating: 0x41, count: 3_000)
        return png
    }

    /// 78 bytes declaring 16,384 × 6,103 RGBA (just under 100 megapixels): 400 MB of pixels from
    /// 10 bytes of stored image data.
    static let hugeDimensions: [UInt8] = signature + header(width: 16_384, height: 6_103, colorType: 6)
        + HandmadePNG.chunk("IDAT", HandmadePNG.zlibStored([UInt8](repeating: 0, count: 10)))
        + HandmadePNG.chunk("IEND", [])

    /// A complete chunk over the 8,000,000-byte limit for chunks other than image data.
    static let oversizedText: [UInt8] = {
        let image = HandmadePNG.make(width: 2, height: 2, bitDepth: 8, colorType: 2,
                                     scanlines: [[UInt8]](repeating: [UInt8](repeating: 9, count: 6), count: 2),
                                     extraChunks: [("tEXt", Array("Comment\u{0}".utf8) + [UInt8](repeating: 0x61, count: 8_000_000))])
        return image
    }()

    private func failure(_ png: [UInt8], using decoder: PNGCodec.Decoder) -> String {
        do {
            let image = try PNGCodec.decode(png, using: decoder)
            return "decoded \(image.width)×\(image.height)"
        } catch {
            return "\(error)"
        }
    }

    @Test(arguments: ["tEXt", "zTXt", "iTXt", "sPLT", "iCCP", "prVt"])
    func aChunkLongerThanTheFileIsRefusedByItsHeader(type: String) {
        for palette in [false, true] {
            let png = Self.hugeAncillary(type, palette: palette)
            #expect(png.count < 3_200)
            for decoder in [PNGCodec.Decoder.automatic, .libpng] {
                let message = failure(png, using: decoder)
                #expect(message.contains("the data ends inside the \(type) chunk that starts at byte"), "\(message)")
                #expect(message.contains("declares 2147483647 bytes"), "\(message)")
            }
        }
    }

    @Test func declaredDimensionsNeedTheImageDataToHoldThem() {
        #expect(Self.hugeDimensions.count == 78)
        for decoder in [PNGCodec.Decoder.automatic, .libpng] {
            let message = failure(Self.hugeDimensions, using: decoder)
            #expect(message.contains("the 16384×6103 image needs at least 399966208 bytes of pixel data"), "\(message)")
            #expect(message.contains("deflate expands at most 1032×"), "\(message)")
        }
    }

    @Test func chunksOverTheLimitAreRefusedNamingIt() {
        for decoder in [PNGCodec.Decoder.automatic, .libpng] {
            let message = failure(Self.oversizedText, using: decoder)
            #expect(message.contains("the tEXt chunk at byte 33 holds 8000008 bytes, over the decoder's limit of 8000000 bytes"), "\(message)")
        }
        // Just under the limit, the same file decodes (the chunk is ignored).
        let fits = HandmadePNG.make(width: 2, height: 2, bitDepth: 8, colorType: 2,
                                    scanlines: [[UInt8]](repeating: [UInt8](repeating: 9, count: 6), count: 2),
                                    extraChunks: [("tEXt", Array("Comment\u{0}".utf8) + [UInt8](repeating: 0x61, count: 7_999_992))])
        #expect(failure(fits, using: .automatic) == "decoded 2×2")
        #expect(failure(fits, using: .libpng) == "decoded 2×2")
    }

    /// Every crafted file in a child process limited to 400,000 KB of address space, less than
    /// the 16,384 × 6,103 file's pixel buffer alone (which used to be allocated, and trap, before
    /// any data was read): each is refused without the process coming near the limit, and a real
    /// picture in the same process still decodes.
    @Test func craftedFilesUnderAMemoryLimit() throws {
        let probe = try #require(BuiltProduct.url("layoutshot-graphics-probe"), "build the package first")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutshot-bounded-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [String: [UInt8]] = ["dimensions.png": Self.hugeDimensions, "oversized.png": Self.oversizedText]
        for type in ["tEXt", "zTXt", "iTXt", "sPLT"] {
            files["\(type)-rgb.png"] = Self.hugeAncillary(type, palette: false)
            files["\(type)-palette.png"] = Self.hugeAncillary(type, palette: true)
        }
        files["real.png"] = try PNGCodec.encode(randomImage(width: 300, height: 200, opaque: false, seed: 3))
        let paths = files.keys.sorted().map { folder.appendingPathComponent($0).path }
        for (name, bytes) in files { try Data(bytes).write(to: folder.appendingPathComponent(name)) }

        let script = "ulimit -v 400000; exec \"$0\" --decode \"$@\""
        let result = try runChildProcess(URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", script, probe.path] + paths)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == paths.count + 1, "\(result.stdout)\(result.stderr)")
        for line in lines.dropLast() {
            if line.contains("real.png") {
                #expect(line.hasSuffix(": 300×200"), "\(line)")
            } else {
                #expect(line.contains(": error: PNG decoding failed: "), "\(line)")
            }
        }
        let peak = Int(lines.last?.split(separator: " ").last ?? "") ?? .max
        // The 8 MB file itself and the runtime: far below one 400 MB buffer or a 2 GiB chunk.
        #expect(peak < 120_000, "peak resident memory \(peak) KB")
    }

    /// A 1×1 RGBA file whose image data inflates to 16 GiB (16.7 MB: deflate's best ratio over
    /// zeros, in 1 MiB IDAT chunks). libpng inflated all of it after the one row (38 s) and then
    /// accepted the file; now inflating stops once the rows and the allowance are done, and the
    /// file is refused. Run in a child process under a 400,000 KB address-space limit and a
    /// 60-second timeout (the fixed decoder takes a fraction of a second).
    @Test func imageDataThatInflatesPastTheRowsIsRefused() throws {
        let bomb = HostileFiles.inflatingPNG()
        #expect(bomb.count > 16_000_000 && bomb.count < 17_000_000)
        for decoder in [PNGCodec.Decoder.automatic, .libpng] {
            let message = failure(bomb, using: decoder)
            #expect(message.contains("the image data inflates to more than the 1×1 image's 5 bytes"), "\(message)")
            #expect(message.contains("allows 65536 bytes more"), "\(message)")
        }
        // A little trailing data (within the documented allowance) is still accepted, as libpng
        // accepts it; just past the allowance it is refused.
        let within = HostileFiles.inflatingPNG(inflatedBytes: 5 + 60_000)
        let past = HostileFiles.inflatingPNG(inflatedBytes: 5 + 70_000)
        for decoder in [PNGCodec.Decoder.automatic, .libpng] {
            #expect(failure(within, using: decoder) == "decoded 1×1")
            #expect(failure(past, using: decoder).contains("inflates to more than"))
        }

        let probe = try #require(BuiltProduct.url("layoutshot-graphics-probe"), "build the package first")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("layoutshot-inflating-\(UUID().uuidString).png")
        try Data(bomb).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let script = "ulimit -v 400000; exec timeout 60 \"$0\" --decode \"$@\""
        let result = try runChildProcess(URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", script, probe.path, file.path])
        #expect(result.status == 0, "exit \(result.status) (124: timed out): \(result.stderr)")
        #expect(result.stdout.contains(": error: PNG decoding failed: the image data inflates to more than"), "\(result.stdout)")
    }
}
