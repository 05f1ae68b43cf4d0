#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(ucrt)
import ucrt
#endif
import LayoutshotPixels

/// The diff engine's pixel buffers: bounds-unchecked access to RGBA images and per-pixel maps
/// inside the hot loops. This file is the only unsafe code of LayoutshotDiff; everything else reads
/// and writes pixels through the types here, by value.
///
/// A plane is only valid inside the `with…` call that made it (it borrows the image's storage).
///
/// SAFETY (`@unchecked Sendable`): a plane only reads, and the image it reads is not written while
/// the plane exists (the image is a value borrowed for the producing call); the row bands that
/// share it across threads all finish before that call returns (`concurrentPerform` waits).
struct PixelPlane: @unchecked Sendable {
    private let base: UnsafePointer<UInt8>
    let width: Int
    let height: Int

    /// Runs `body` with planes over the pixels of two images (neither may be empty).
    static func with<R>(_ first: RGBAImage, _ second: RGBAImage, _ body: (PixelPlane, PixelPlane) -> R) -> R {
        precondition(first.pixelCount > 0 && second.pixelCount > 0, "PixelPlane: an empty image has no pixels")
        precondition(holdsEveryPixel(first) && holdsEveryPixel(second), "PixelPlane: pixels.count is not width * height * 4")
        // SAFETY: both buffers are borrowed for the duration of `body`, and hold `width * height
        // * 4` bytes (checked just above: `pixels` is a public `var`), which every access below
        // stays within.
        return first.pixels.withUnsafeBufferPointer { a in
            second.pixels.withUnsafeBufferPointer { b in
                body(PixelPlane(base: a.baseAddress!, width: first.width, height: first.height),
                     PixelPlane(base: b.baseAddress!, width: second.width, height: second.height))
            }
        }
    }

    /// Runs `body` with a plane over the pixels of `image` (not empty).
    static func with<R>(_ image: RGBAImage, _ body: (PixelPlane) -> R) -> R {
        precondition(image.pixelCount > 0, "PixelPlane: an empty image has no pixels")
        precondition(holdsEveryPixel(image), "PixelPlane: pixels.count is not width * height * 4")
        // SAFETY: as above, for one image.
        return image.pixels.withUnsafeBufferPointer { a in
            body(PixelPlane(base: a.baseAddress!, width: image.width, height: image.height))
        }
    }

    private static func holdsEveryPixel(_ image: RGBAImage) -> Bool {
        image.pixels.count == image.width * image.height * 4
    }

    private init(base: UnsafePointer<UInt8>, width: Int, height: Int) {
        self.base = base
        self.width = width
        self.height = height
    }

    /// The byte offset of pixel (`x`, `y`).
    @inline(__always)
    func offset(_ x: Int, _ y: Int) -> Int { (y &* width &+ x) &* 4 }

    /// The pixel at byte offset `offset` (a multiple of 4 inside the image).
    @inline(__always)
    func pixel(atOffset offset: Int) -> Pixel {
        // SAFETY: callers pass offsets of pixels inside the image (`offset(_:_:)` of in-range
        // coordinates); the four bytes are inside the buffer.
        Pixel(base[offset], base[offset &+ 1], base[offset &+ 2], base[offset &+ 3])
    }

    /// Pixel (`x`, `y`).
    @inline(__always)
    func pixel(_ x: Int, _ y: Int) -> Pixel { pixel(atOffset: offset(x, y)) }

    /// The four bytes of the pixel at byte `offset` as one word, for equality tests only (the
    /// channel order inside the word depends on the machine's byte order).
    @inline(__always)
    func word(atOffset offset: Int) -> UInt32 {
        // SAFETY: as `pixel(atOffset:)`; unaligned loads are allowed.
        UnsafeRawPointer(base).loadUnaligned(fromByteOffset: offset, as: UInt32.self)
    }

    /// The four bytes of pixel (`x`, `y`) as one word (see `word(atOffset:)`).
    @inline(__always)
    func word(_ x: Int, _ y: Int) -> UInt32 { word(atOffset: offset(x, y)) }

    /// The eight bytes of the two pixels from byte `offset` as one word, for equality tests only;
    /// the second pixel must be inside the image.
    @inline(__always)
    func pairWord(atOffset offset: Int) -> UInt64 {
        // SAFETY: callers check that the pixel after `offset` is in the row, so the eight bytes
        // are inside the buffer.
        UnsafeRawPointer(base).loadUnaligned(fromByteOffset: offset, as: UInt64.self)
    }

    /// Whether row `y` has the same bytes in both planes (same width).
    @inline(__always)
    func rowEquals(_ other: PixelPlane, row y: Int) -> Bool {
        let bytesPerRow = width &* 4
        let start = y &* bytesPerRow
        // SAFETY: both planes have `width` pixels per row and row `y` is inside both.
        return memcmp(base + start, other.base + start, bytesPerRow) == 0
    }
}

/// One pixel's straight RGBA bytes, read out of a plane.
struct Pixel {
    let r: UInt8, g: UInt8, b: UInt8, a: UInt8

    @inline(__always)
    init(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }
}

/// One byte per pixel, written by the row bands of one comparison (the pixel classes), or
/// nowhere when no map was asked for.
///
/// SAFETY (`@unchecked Sendable`): band `i` writes only the bytes of the rows in its own band
/// (`DiffScan.scan` writes pixel (`x`, `y`) for `y` in its rows), so no two threads write the same
/// byte; the map's array outlives the bands, which all finish before `concurrentPerform` returns.
struct PixelClassMap: @unchecked Sendable {
    private let base: UnsafeMutablePointer<UInt8>?
    private let width: Int

    /// No map: writes are dropped.
    static let none = PixelClassMap(base: nil, width: 0)

    private init(base: UnsafeMutablePointer<UInt8>?, width: Int) {
        self.base = base
        self.width = width
    }

    /// Runs `body` with a map of `image`'s pixels writing into `bytes` (one a pixel, row-major).
    static func with<R>(_ bytes: inout [UInt8], for image: RGBAImage, _ body: (PixelClassMap) -> R) -> R {
        precondition(bytes.count == image.width * image.height, "PixelClassMap: one byte a pixel")
        // SAFETY: the array is borrowed mutably for the duration of `body` and holds a byte for
        // every pixel of `image` (checked above); the scans write only pixels of images of its size.
        return bytes.withUnsafeMutableBufferPointer { buffer in
            body(PixelClassMap(base: buffer.baseAddress, width: image.width))
        }
    }

    /// Records `value` for pixel (`x`, `y`).
    @inline(__always)
    func set(_ x: Int, _ y: Int, _ value: UInt8) {
        // SAFETY: see the type's comment; (`x`, `y`) is a pixel of the image being scanned.
        base?[y &* width &+ x] = value
    }
}

/// The tally slots of a comparison's row bands, one each.
///
/// SAFETY (`@unchecked Sendable`): band `i` writes only slot `i`; the slots' array outlives the
/// bands, which all finish before `concurrentPerform` returns, and is read only after that.
struct BandSlots<Value>: @unchecked Sendable {
    private let base: UnsafeMutablePointer<Value>

    private init(base: UnsafeMutablePointer<Value>) { self.base = base }

    /// Runs `body` with slots writing into `values`.
    static func with<R>(_ values: inout [Value], _ body: (BandSlots) -> R) -> R {
        // SAFETY: the array is borrowed mutably for the duration of `body`; bands index it with
        // their band number, below its count.
        values.withUnsafeMutableBufferPointer { buffer in body(BandSlots(base: buffer.baseAddress!)) }
    }

    /// Stores band `index`'s value.
    @inline(__always)
    func set(_ index: Int, _ value: Value) {
        // SAFETY: see the type's comment.
        base[index] = value
    }
}
