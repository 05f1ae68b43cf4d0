/// An axis-aligned rectangle of whole pixels, in image coordinates (origin top left, y down).
///
/// Used for the bounding box of a change: the smallest rectangle holding every pixel
/// that counted as different.
public struct PixelBounds: Hashable, Sendable, CustomStringConvertible {
    /// The leftmost column.
    public var x: Int
    /// The topmost row.
    public var y: Int
    /// The number of columns, at least 1 for a box around pixels.
    public var width: Int
    /// The number of rows, at least 1 for a box around pixels.
    public var height: Int

    /// A rectangle with the given origin and size.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The rectangle spanning the inclusive column range `minX...maxX` and row range `minY...maxY`.
    public init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        self.init(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    /// The last column inside the rectangle (inclusive).
    public var maxX: Int { x + width - 1 }
    /// The last row inside the rectangle (inclusive).
    public var maxY: Int { y + height - 1 }

    /// Whether the pixel at (`px`, `py`) lies inside.
    public func contains(x px: Int, y py: Int) -> Bool {
        px >= x && px <= maxX && py >= y && py <= maxY
    }

    /// The smallest rectangle holding both.
    public func union(_ other: PixelBounds) -> PixelBounds {
        PixelBounds(minX: Swift.min(x, other.x), minY: Swift.min(y, other.y),
                    maxX: Swift.max(maxX, other.maxX), maxY: Swift.max(maxY, other.maxY))
    }

    /// Inclusive ranges, as a reviewer reads them: `x 10…42, y 5…19`.
    public var description: String { "x \(x)…\(maxX), y \(y)…\(maxY)" }
}
