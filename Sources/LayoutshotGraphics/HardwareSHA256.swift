import CLayoutshotPNG

/// SHA-256 (FIPS 180-4) on the processor's SHA extensions (x86-64 processors since about 2017),
/// several times as fast as portable code: the `layoutshot` command records the digest of every
/// file it writes, megabytes per picture.
///
/// ```swift
/// HardwareSHA256.digest(of: Array("abc".utf8))   // ba7816bf…, or nil without the extensions
/// ```
public enum HardwareSHA256 {
    /// The 32-byte digest of `bytes`, or nil where the processor has no SHA extensions (hash in
    /// portable code then; the digest is the same).
    public static func digest(of bytes: [UInt8]) -> [UInt8]? {
        var digest = [UInt8](repeating: 0, count: 32)
        // SAFETY: both buffers are borrowed for the call only; lsp_sha256 reads `bytes.count`
        // bytes of the first and writes at most 32 bytes into the second, which holds 32.
        let done = bytes.withUnsafeBufferPointer { input in
            digest.withUnsafeMutableBufferPointer { output in
                lsp_sha256(input.baseAddress, input.count, output.baseAddress)
            }
        }
        return done == 1 ? digest : nil
    }
}
