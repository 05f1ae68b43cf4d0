import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Hostile inputs the reliability tests hand to the decoders, the tool and the assertions.
public enum HostileFiles {
    /// A valid 1×1 RGBA PNG (one transparent black pixel) whose image data inflates to about
    /// `inflatedBytes` (16 GiB by default) of zeros, split into IDAT chunks of `chunkSize` bytes:
    /// the probe's 16.7 MB file. Made without compressing anything: one dynamic-Huffman deflate
    /// block (RFC 1951, 3.2.7) whose codes are 1 bit for "length 258" and 1 bit for "distance 1",
    /// so each 258 zero bytes cost two zero bits (deflate's best ratio, 1032:1) and the bulk of
    /// the stream is zero bytes.
    public static func inflatingPNG(inflatedBytes: UInt64 = 16 << 30, chunkSize: Int = 1 << 20) -> [UInt8] {
        zeroPNG(width: 1, height: 1, inflatedBytes: inflatedBytes, chunkSize: chunkSize)
    }

    /// A valid RGBA PNG of `width`×`height` transparent black pixels (filter bytes and pixels all
    /// zero), its image data exactly `inflatedBytes` zero bytes (by default what the rows need):
    /// a 16,384×6,103 picture in 388 KB, made in a moment. See `inflatingPNG`.
    public static func zeroPNG(width: UInt32, height: UInt32, inflatedBytes: UInt64? = nil, chunkSize: Int = 1 << 20) -> [UInt8] {
        let inflatedBytes = inflatedBytes ?? UInt64(height) * (1 + 4 * UInt64(width))
        var bits = BitWriter()
        bits.write(1, count: 1)          // BFINAL
        bits.write(2, count: 2)          // BTYPE: dynamic Huffman codes
        bits.write(286 - 257, count: 5)  // HLIT: literal/length codes 0...285
        bits.write(0, count: 5)          // HDIST: one distance code
        bits.write(18 - 4, count: 4)     // HCLEN: 18 code-length code lengths
        // Code-length code lengths, in RFC 1951's order 16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4,
        // 12, 3, 13, 2, 14, 1: symbol 18 (a run of zeros) 1 bit, symbols 1 and 2 two bits.
        for length in [0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 2] { bits.write(UInt32(length), count: 3) }
        // Canonical codes: 18 -> 0, 1 -> 10, 2 -> 11 (Huffman codes go most significant bit first).
        let one: (UInt32, Int) = (0b10, 2), two: (UInt32, Int) = (0b11, 2)
        func zeros(_ run: UInt32) { bits.writeCode(0, count: 1); bits.write(run - 11, count: 7) }
        // Literal/length lengths: 0 -> 2, 1...255 -> 0, 256 -> 2, 257...284 -> 0, 285 -> 1; distance 0 -> 1.
        bits.writeCode(two.0, count: two.1)
        zeros(138); zeros(117)
        bits.writeCode(two.0, count: two.1)
        zeros(28)
        bits.writeCode(one.0, count: one.1)
        bits.writeCode(one.0, count: one.1)
        // Codes: 285 -> 0, literal 0 -> 10, end of block -> 11; distance 0 -> 0.
        bits.writeCode(0b10, count: 2)   // one literal zero byte
        let matches = (inflatedBytes - 1) / 258
        bits.writeZeroBits(matches * 2)  // each: length 258, distance 1
        let rest = inflatedBytes - 1 - matches * 258
        for _ in 0..<rest { bits.writeCode(0b10, count: 2) }  // literal zero bytes
        bits.writeCode(0b11, count: 2)   // end of block
        let inflated = inflatedBytes
        // Adler-32 of `inflated` zero bytes: a stays 1, b adds 1 per byte.
        let adler = UInt32(inflated % 65_521) << 16 | 1
        let stream: [UInt8] = [0x78, 0xDA] + bits.finished + bigEndian(adler)

        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png += chunk("IHDR", bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0])
        var crcOfZeros: [Int: UInt32] = [:]  // most chunks are all zeros: one CRC per length
        var offset = 0
        while offset < stream.count {
            let end = min(stream.count, offset + chunkSize)
            let data = stream[offset..<end]
            let crc: UInt32
            // Only the first 16 bytes (the block's header) and the last 72 (trailing literals,
            // end of block, Adler-32) are not zero.
            if offset >= 16 && end <= stream.count - 72 {
                if let known = crcOfZeros[data.count] {
                    crc = known
                } else {
                    crc = crc32(Array("IDAT".utf8) + data)
                    crcOfZeros[data.count] = crc
                }
            } else {
                crc = crc32(Array("IDAT".utf8) + data)
            }
            png += bigEndian(UInt32(data.count)) + Array("IDAT".utf8) + data + bigEndian(crc)
            offset = end
        }
        png += chunk("IEND", [])
        return png
    }

    /// Makes a named pipe at `path` (nothing ever writes to it: reading it blocks for ever).
    public static func makeFIFO(atPath path: String) throws {
        guard mkfifo(path, 0o600) == 0 else {
            throw NSError(domain: NSPOSIXErrorDomain, code: Int(errno), userInfo: [NSLocalizedDescriptionKey: "mkfifo \(path)"])
        }
    }

    /// A PNG chunk: length, type, data, CRC.
    public static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeBytes = Array(type.utf8)
        return bigEndian(UInt32(data.count)) + typeBytes + data + bigEndian(crc32(typeBytes + data))
    }

    public static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    private static let crcTable: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    /// PNG's CRC-32 (ISO 3309), table-driven.
    public static func crc32<C: Collection>(_ bytes: C) -> UInt32 where C.Element == UInt8 {
        let table = crcTable
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return ~crc
    }

    /// Bits packed as deflate packs them: fields least significant bit first, Huffman codes most
    /// significant bit first.
    private struct BitWriter {
        var bytes: [UInt8] = []
        private var current: UInt8 = 0
        private var used = 0

        mutating func bit(_ value: UInt32) {
            current |= UInt8(value & 1) << UInt8(used)
            used += 1
            if used == 8 { bytes.append(current); current = 0; used = 0 }
        }

        mutating func write(_ value: UInt32, count: Int) {
            for i in 0..<count { bit(value >> UInt32(i)) }
        }

        mutating func writeCode(_ code: UInt32, count: Int) {
            for i in (0..<count).reversed() { bit(code >> UInt32(i)) }
        }

        mutating func writeZeroBits(_ count: UInt64) {
            var left = count
            while left > 0 && used != 0 { bit(0); left -= 1 }
            bytes.append(contentsOf: repeatElement(0, count: Int(left / 8)))
            for _ in 0..<(left % 8) { bit(0) }
        }

        /// The bytes, the last one padded with zero bits.
        var finished: [UInt8] { used == 0 ? bytes : bytes + [current] }
    }
}
