/// The largest raster the graphics layer will allocate or decode.
///
/// Guards against a layout bug or a hostile PNG asking for gigabytes: 16,384 px a side and
/// 100 megapixels (400 MB of ARGB32) by default.
public struct SurfaceLimits: Hashable, Sendable {
    /// The maximum width and the maximum height, in pixels.
    public var maxSide: Int
    /// The maximum `width * height`.
    public var maxPixels: Int

    public init(maxSide: Int = 16_384, maxPixels: Int = 100_000_000) {
        self.maxSide = maxSide
        self.maxPixels = maxPixels
    }

    /// 16,384 px a side, 100 megapixels.
    public static let `default` = SurfaceLimits()

    /// Throws `GraphicsError.invalidSize` for negative sizes and `.imageTooLarge` above the limits.
    public func check(width: Int, height: Int) throws {
        guard width >= 0, height >= 0 else {
            throw GraphicsError.invalidSize(width: Double(width), height: Double(height))
        }
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        guard width <= maxSide, height <= maxSide, !overflow, pixels <= maxPixels else {
            throw GraphicsError.imageTooLarge(width: width, height: height, limit: self)
        }
    }
}
