import LayoutshotGraphics
import LayoutshotTool
import Testing

/// The content hash's digest against FIPS 180-4's vectors and values from Python's hashlib, at
/// the lengths where padding changes (55, 56 and 64 bytes) and across block boundaries.
@MainActor
@Suite struct SHA256Tests {
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
        (String(repeating: "a", count: 55), "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318"),
        (String(repeating: "a", count: 64), "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb"),
        (String(repeating: "레이아웃", count: 100), "ddcc8a971c3054c00b87aa2304a6acb8852e9dbec8586cadb8fda99ea35f5754"),
    ])
    func matchesKnownDigests(message: String, digest: String) {
        #expect(SHA256.hex(Array(message.utf8)) == digest)  // the SHA extensions where present
        var portable = SHA256()
        portable.update(message)
        #expect(portable.hexDigest() == digest)
    }

    /// The SHA-extension digest (sha256_x86.c, where the processor has them) equals the portable
    /// one at every length across four blocks (every padding case) and on a picture-sized input.
    @Test func hardwareDigestEqualsPortableDigest() throws {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt8 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return UInt8(truncatingIfNeeded: state >> 33)
        }
        let bytes = (0..<(3 << 20)).map { _ in next() }
        for length in Array(0...260) + [4095, 65_536, bytes.count] {
            let message = Array(bytes.prefix(length))
            var portable = SHA256()
            portable.update(message)
            if let hardware = HardwareSHA256.digest(of: message) {
                #expect(hardware == portable.digest(), "length \(length)")
            }
            #expect(SHA256.hex(message) == portable.hexDigest(), "length \(length)")
        }
    }

    @Test func incrementalUpdatesEqualOneUpdate() {
        let text = String(repeating: "layout ", count: 40)
        var pieces = SHA256()
        for chunk in text.split(separator: " ", omittingEmptySubsequences: false) {
            pieces.update(String(chunk))
            pieces.update(" ")
        }
        var whole = SHA256()
        whole.update(text + " ")
        #expect(pieces.hexDigest() == whole.hexDigest())
        #expect(pieces.digest().count == 32)
    }
}
