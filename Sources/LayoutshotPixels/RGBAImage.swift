/// One pixel: 8-bit red, green, blue and straight (not premultiplied) alpha, as PNG stores it.
public struct RGBA: Hashable, Sendable {
    public var r: UInt8
    public var g: UInt8
    public var b: UInt8
    public var a: UInt8

    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    public static let white = RGBA(r: 255, g: 255, b: 255)
    public static let black = RGBA(r: 0, g: 0, b: 0)
    public static let clear = RGBA(r: 0, g: 0, b: 0, a: 0)
}

/// A row-major RGBA image with no row padding: `pixels.count == width * height * 4`.
///
/// The common currency between the renderer (which decodes and encodes PNG into this format)
/// and the snapshot diff engine (which compares two of them).
public struct RGBAImage: Equatable, Sendable {
    public let width: Int
    public let height: Int
    /// `width * height * 4` bytes: r, g, b, a for each pixel, rows top to bottom.
    public var pixels: [UInt8]

    /// Wraps existing bytes. Returns nil when the byte count does not match the dimensions.
    public init?(width: Int, height: Int, pixels: [UInt8]) {
        guard width >= 0, height >= 0,
              width.multipliedReportingOverflow(by: height).overflow == false,
              pixels.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// An image filled with one colour.
    public init(width: Int, height: Int, fill: RGBA = .clear) {
        precondition(width >= 0 && height >= 0, "RGBAImage dimensions must not be negative")
        self.width = width
        self.height = height
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        if fill != .clear {
            bytes.withUnsafeMutableBufferPointer { buffer in
                var i = 0
                while i < buffer.count {
                    buffer[i] = fill.r
                    buffer[i + 1] = fill.g
                    buffer[i + 2] = fill.b
                    buffer[i + 3] = fill.a
                    i += 4
                }
            }
        }
        self.pixels = bytes
    }

    public var pixelCount: Int { width * height }
    public var bytesPerRow: Int { width * 4 }

    public subscript(x: Int, y: Int) -> RGBA {
        get {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) is outside \(width)×\(height)")
            let i = (y * width + x) * 4
            return RGBA(r: pixels[i], g: pixels[i + 1], b: pixels[i + 2], a: pixels[i + 3])
        }
        set {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) is outside \(width)×\(height)")
            let i = (y * width + x) * 4
            pixels[i] = newValue.r
            pixels[i + 1] = newValue.g
            pixels[i + 2] = newValue.b
            pixels[i + 3] = newValue.a
        }
    }
}
