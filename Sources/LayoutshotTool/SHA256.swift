import LayoutshotGraphics

/// SHA-256 (FIPS 180-4), for content hashes of scenes and their render settings.
///
/// Foundation on Linux has no digest API and the tool needs only this one, so it is written out
/// here rather than pulling in a cryptography package.
///
/// ```swift
/// var hash = SHA256()
/// hash.update("abc")
/// hash.hexDigest()   // "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
/// ```
public struct SHA256: Sendable {
    private var state: [UInt32] = [
        0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
    ]
    private var buffer: [UInt8] = []
    private var length: UInt64 = 0
    /// The message schedule, reused by every block (a fresh array per 64-byte block cost a heap
    /// allocation each: most of the time of hashing a rendered picture).
    private var schedule = [UInt32](repeating: 0, count: 64)

    /// A hash of nothing yet.
    public init() {
        buffer.reserveCapacity(64)
    }

    /// Adds bytes to the message. Contiguous bytes (arrays, `Data`, native strings' UTF-8) are
    /// hashed 64-byte block by block where they lie, without copying.
    public mutating func update<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        if MessageBytes.withContiguous(bytes, { update(contiguous: $0) }) { return }
        for byte in bytes {
            buffer.append(byte)
            length &+= 1
            if buffer.count == 64 {
                MessageBytes.with(buffer) { Self.compress(&state, &schedule, $0, at: 0) }
                buffer.removeAll(keepingCapacity: true)
            }
        }
    }

    private mutating func update(contiguous input: MessageBytes) {
        length &+= UInt64(input.count)
        var offset = 0
        if !buffer.isEmpty {
            let taken = min(64 - buffer.count, input.count)
            input.append(0..<taken, to: &buffer)
            offset = taken
            guard buffer.count == 64 else { return }
            MessageBytes.with(buffer) { Self.compress(&state, &schedule, $0, at: 0) }
            buffer.removeAll(keepingCapacity: true)
        }
        while input.count - offset >= 64 {
            Self.compress(&state, &schedule, input, at: offset)
            offset += 64
        }
        input.append(offset..<input.count, to: &buffer)
    }

    /// Adds a string's UTF-8 bytes to the message.
    public mutating func update(_ text: String) {
        update(text.utf8)
    }

    /// The 32-byte digest of everything added (the hash itself is not changed).
    public func digest() -> [UInt8] {
        var copy = self
        let bitLength = length &* 8
        copy.buffer.append(0x80)
        if copy.buffer.count > 56 {
            while copy.buffer.count < 64 { copy.buffer.append(0) }
            MessageBytes.with(copy.buffer) { Self.compress(&copy.state, &copy.schedule, $0, at: 0) }
            copy.buffer.removeAll(keepingCapacity: true)
        }
        while copy.buffer.count < 56 { copy.buffer.append(0) }
        for shift in stride(from: 56, through: 0, by: -8) {
            copy.buffer.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift)))
        }
        MessageBytes.with(copy.buffer) { Self.compress(&copy.state, &copy.schedule, $0, at: 0) }
        return copy.state.flatMap { word in
            [UInt8(truncatingIfNeeded: word >> 24), UInt8(truncatingIfNeeded: word >> 16),
             UInt8(truncatingIfNeeded: word >> 8), UInt8(truncatingIfNeeded: word)]
        }
    }

    /// The digest as 64 lowercase hexadecimal digits.
    public func hexDigest() -> String {
        Self.hexString(digest())
    }

    /// The hex digest of `bytes`.
    public static func hex<Bytes: Sequence>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        var hash = SHA256()
        hash.update(bytes)
        return hash.hexDigest()
    }

    /// The hex digest of `bytes`, on the processor's SHA extensions where it has them
    /// (`HardwareSHA256`, several times as fast: the tool hashes every file it writes), in
    /// portable code otherwise. The same digest either way.
    public static func hex(_ bytes: [UInt8]) -> String {
        guard let digest = HardwareSHA256.digest(of: bytes) else {
            var hash = SHA256()
            hash.update(bytes)
            return hash.hexDigest()
        }
        return Self.hexString(digest)
    }

    private static func hexString(_ digest: [UInt8]) -> String {
        let digits = Array("0123456789abcdef")
        var text = ""
        for byte in digest {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0f)])
        }
        return text
    }

    private static let k: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    ]

    /// The 64-byte block at `offset` of `block` into `state`; `w` (64 words) is scratch space.
    private static func compress(_ state: inout [UInt32], _ w: inout [UInt32], _ block: MessageBytes, at offset: Int) {
        for i in 0..<16 { w[i] = block.bigEndianWord(at: offset + i * 4) }
        for i in 16..<64 {
            let s0 = rotr(w[i - 15], 7) ^ rotr(w[i - 15], 18) ^ (w[i - 15] >> 3)
            let s1 = rotr(w[i - 2], 17) ^ rotr(w[i - 2], 19) ^ (w[i - 2] >> 10)
            w[i] = w[i - 16] &+ s0 &+ w[i - 7] &+ s1
        }
        var a = state[0], b = state[1], c = state[2], d = state[3]
        var e = state[4], f = state[5], g = state[6], h = state[7]
        for i in 0..<64 {
            let s1 = rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)
            let choice = (e & f) ^ (~e & g)
            let t1 = h &+ s1 &+ choice &+ k[i] &+ w[i]
            let s0 = rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)
            let majority = (a & b) ^ (a & c) ^ (b & c)
            let t2 = s0 &+ majority
            h = g; g = f; f = e; e = d &+ t1
            d = c; c = b; b = a; a = t1 &+ t2
        }
        state[0] &+= a; state[1] &+= b; state[2] &+= c; state[3] &+= d
        state[4] &+= e; state[5] &+= f; state[6] &+= g; state[7] &+= h
    }

    private static func rotr(_ x: UInt32, _ n: UInt32) -> UInt32 { (x >> n) | (x << (32 - n)) }
}

/// Message bytes read where they lie: the hash's one buffer type, and its only unsafe code.
///
/// A value is valid only inside the `with…` call that made it (it borrows the bytes' storage).
private struct MessageBytes {
    private let bytes: UnsafeRawBufferPointer

    private init(_ bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

    /// Runs `body` on `sequence`'s bytes when they are contiguous (arrays, `Data`, native strings'
    /// UTF-8); false, without running it, otherwise.
    static func withContiguous<Bytes: Sequence>(_ sequence: Bytes, _ body: (MessageBytes) -> Void) -> Bool
        where Bytes.Element == UInt8 {
        // SAFETY: the storage is borrowed for the duration of `body`, which does not keep the value.
        sequence.withContiguousStorageIfAvailable { body(MessageBytes(UnsafeRawBufferPointer($0))) } != nil
    }

    /// Runs `body` on the bytes of `array`.
    static func with<R>(_ array: [UInt8], _ body: (MessageBytes) -> R) -> R {
        // SAFETY: as above.
        array.withUnsafeBytes { body(MessageBytes($0)) }
    }

    var count: Int { bytes.count }

    /// The four bytes from `offset` as a big-endian word.
    func bigEndianWord(at offset: Int) -> UInt32 {
        precondition(offset >= 0 && offset + 4 <= bytes.count, "MessageBytes: word out of range")
        // SAFETY: the four bytes are inside the buffer (checked above).
        return UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16
            | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
    }

    /// Appends the bytes in `range` to `array`.
    func append(_ range: Range<Int>, to array: inout [UInt8]) {
        precondition(range.lowerBound >= 0 && range.upperBound <= bytes.count, "MessageBytes: range out of bounds")
        // SAFETY: the range is inside the buffer (checked above).
        array.append(contentsOf: bytes[range])
    }
}
