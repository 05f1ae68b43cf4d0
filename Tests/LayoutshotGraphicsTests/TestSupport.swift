import Foundation
import LayoutshotPixels
@_exported import LayoutshotTestSupport

/// A random image; `opaque` forces alpha to 255.
func randomImage(width: Int, height: Int, opaque: Bool, seed: UInt64) -> RGBAImage {
    var generator = SeededGenerator(seed: seed)
    var bytes = [UInt8](repeating: 0, count: width * height * 4)
    for i in bytes.indices {
        bytes[i] = (opaque && i % 4 == 3) ? 255 : UInt8.random(in: 0...255, using: &generator)
    }
    return RGBAImage(width: width, height: height, pixels: bytes)!
}

/// The bounding box of pixels whose alpha is above `threshold`, or nil if there are none.
func inkBounds(_ image: RGBAImage, threshold: UInt8 = 0) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
    var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
    for y in 0..<image.height {
        for x in 0..<image.width where image.pixels[(y * image.width + x) * 4 + 3] > threshold {
            minX = min(minX, x); maxX = max(maxX, x)
            minY = min(minY, y); maxY = max(maxY, y)
        }
    }
    return minX == Int.max ? nil : (minX, minY, maxX, maxY)
}

/// Builds PNG files by hand (stored, uncompressed zlib blocks) so the decoder can be tested on
/// colour types and bit depths the encoder never writes.
enum HandmadePNG {
    /// `scanlines` are the raw rows without filter bytes; each gets filter type 0.
    static func make(width: Int, height: Int, bitDepth: UInt8, colorType: UInt8,
                     scanlines: [[UInt8]], extraChunks: [(String, [UInt8])] = []) -> [UInt8] {
        var raw: [UInt8] = []
        for row in scanlines { raw.append(0); raw.append(contentsOf: row) }
        var ihdr: [UInt8] = []
        ihdr += bigEndian(UInt32(width)) + bigEndian(UInt32(height))
        ihdr += [bitDepth, colorType, 0, 0, 0]
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png += chunk("IHDR", ihdr)
        for (type, data) in extraChunks { png += chunk(type, data) }
        png += chunk("IDAT", zlibStored(raw))
        png += chunk("IEND", [])
        return png
    }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeBytes = Array(type.utf8)
        return bigEndian(UInt32(data.count)) + typeBytes + data + bigEndian(crc32(typeBytes + data))
    }

    static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let count = min(65_535, data.count - offset)
            let final: UInt8 = offset + count == data.count ? 1 : 0
            out += [final, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
            out += data[offset..<offset + count]
            offset += count
        } while offset < data.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in data { a = (a + UInt32(byte)) % 65_521; b = (b + a) % 65_521 }
        return out + bigEndian(b << 16 | a)
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = (crc >> 1) ^ (crc & 1 == 1 ? 0xEDB8_8320 : 0) }
        }
        return ~crc
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }
}
