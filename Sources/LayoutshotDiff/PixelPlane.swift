/// Read-only, bounds-unchecked access to the bytes of one RGBA image inside the hot loop.
///
/// Only valid while the `withUnsafeBufferPointer` call that produced `base` is running.
struct PixelPlane {
    let base: UnsafePointer<UInt8>
    let width: Int
    let height: Int

    /// The first byte of pixel (`x`, `y`).
    @inline(__always)
    func pixel(_ x: Int, _ y: Int) -> UnsafePointer<UInt8> {
        base + (y &* width &+ x) &* 4
    }

    /// The four bytes of pixel (`x`, `y`) as one word, for equality tests only
    /// (the channel order inside the word depends on the machine's byte order).
    @inline(__always)
    func word(_ x: Int, _ y: Int) -> UInt32 {
        UnsafeRawPointer(base).loadUnaligned(fromByteOffset: (y &* width &+ x) &* 4, as: UInt32.self)
    }
}
