/// What a comparison of two same-sized images found.
public struct DiffResult: Hashable, Sendable, CustomStringConvertible {
    /// Width of both images.
    public var width: Int
    /// Height of both images.
    public var height: Int
    /// Pixels whose colour distance exceeds the threshold and that are not excused as anti-aliasing.
    public var differentPixels: Int
    /// Pixels over the threshold that were classified as anti-aliasing and therefore not counted
    /// (always 0 when the comparison includes anti-aliasing).
    public var antiAliasedPixels: Int
    /// The smallest rectangle holding every counted different pixel; nil when there is none.
    public var changedBounds: PixelBounds?
    /// The largest colour distance found between any two corresponding pixels (counted or not),
    /// on the 0…1 scale of `threshold`: any threshold at or above it accepts every pixel.
    public var maxDistance: Double

    /// A result with the given values.
    public init(width: Int, height: Int, differentPixels: Int, antiAliasedPixels: Int,
                changedBounds: PixelBounds?, maxDistance: Double) {
        self.width = width
        self.height = height
        self.differentPixels = differentPixels
        self.antiAliasedPixels = antiAliasedPixels
        self.changedBounds = changedBounds
        self.maxDistance = maxDistance
    }

    /// The number of pixels compared: `width * height`.
    public var totalPixels: Int { width * height }

    /// `differentPixels / totalPixels`, 0 for an empty image.
    public var differentRatio: Double {
        totalPixels == 0 ? 0 : Double(differentPixels) / Double(totalPixels)
    }

    /// Whether no pixel counted as different.
    public var isEqual: Bool { differentPixels == 0 }

    /// "1,234 pixels (ratio 0.0031 of all image pixels) are different; the change is inside
    /// x 10…42, y 5…19; largest distance 0.73", or "0 pixels … are different" when equal.
    public var summary: String {
        let noun = differentPixels == 1 ? "pixel" : "pixels"
        let verb = differentPixels == 1 ? "is" : "are"
        var text = "\(NumberFormatting.grouped(differentPixels)) \(noun) (ratio "
            + "\(NumberFormatting.ratio(differentRatio)) of all image pixels) \(verb) different"
        if let changedBounds {
            text += "; the change is inside \(changedBounds)"
        }
        text += "; largest distance \(NumberFormatting.fixed(maxDistance, decimals: 2))"
        if antiAliasedPixels > 0 {
            text += "; \(NumberFormatting.grouped(antiAliasedPixels)) anti-aliased "
                + (antiAliasedPixels == 1 ? "pixel" : "pixels") + " ignored"
        }
        return text
    }

    public var description: String { summary }
}
