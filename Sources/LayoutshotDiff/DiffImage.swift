import LayoutshotPixels

/// Builds the picture a reviewer looks at when a snapshot fails: expected | diff | actual,
/// side by side, separated by a thin gutter.
///
/// The middle panel is a faded grey copy of the expected image (its luminance blended toward
/// white) with pixels that count as different painted red and pixels excused as anti-aliasing
/// painted yellow, as pixelmatch draws it. When the sizes differ there is no pixel comparison:
/// the picture is expected | actual, each padded to the taller height with `background`.
public struct DiffImage: Hashable, Sendable {
    /// The comparison whose classification the diff panel shows.
    public var engine: ImageDiff
    /// Width in pixels of the separator between panels; 0 for none.
    public var gutterWidth: Int
    /// Colour of the separator.
    public var gutterColor: RGBA
    /// Fill for the area below the shorter image when the heights differ.
    public var background: RGBA
    /// Colour of pixels that count as different.
    public var differentColor: RGBA
    /// Colour of pixels excused as anti-aliasing.
    public var antiAliasedColor: RGBA
    /// How much of the expected image's luminance survives in the diff panel (0 = white, 1 = the
    /// full grey image); 0.1 by default.
    public var fade: Double

    /// A builder with the given look; the defaults follow pixelmatch's diff output.
    public init(engine: ImageDiff = ImageDiff(),
                gutterWidth: Int = 2,
                gutterColor: RGBA = RGBA(r: 128, g: 128, b: 128),
                background: RGBA = .clear,
                differentColor: RGBA = RGBA(r: 255, g: 0, b: 0),
                antiAliasedColor: RGBA = RGBA(r: 255, g: 255, b: 0),
                fade: Double = 0.1) {
        precondition(gutterWidth >= 0, "gutterWidth must not be negative")
        precondition(fade >= 0 && fade <= 1, "fade must be within 0…1")
        self.engine = engine
        self.gutterWidth = gutterWidth
        self.gutterColor = gutterColor
        self.background = background
        self.differentColor = differentColor
        self.antiAliasedColor = antiAliasedColor
        self.fade = fade
    }

    /// expected | diff | actual for same-sized images, expected | actual otherwise.
    ///
    /// Width: the panels' widths plus a gutter between neighbours; height: the tallest panel.
    public func sideBySide(expected: RGBAImage, actual: RGBAImage) -> RGBAImage {
        let panels: [RGBAImage]
        if let panel = try? diffPanel(expected: expected, actual: actual) {
            panels = [expected, panel.image, actual]
        } else {
            panels = [expected, actual]
        }
        return concatenate(panels)
    }

    /// The middle panel alone, as pixelmatch's output image, with the comparison it shows.
    ///
    /// - Throws: ``ImageSizeMismatch`` when the dimensions differ.
    public func diffPanel(expected: RGBAImage, actual: RGBAImage)
        throws(ImageSizeMismatch) -> (image: RGBAImage, result: DiffResult) {
        if let mismatch = ImageSizeMismatch(expected: expected, actual: actual) { throw mismatch }
        let count = expected.pixelCount
        var classes = [UInt8](repeating: PixelClass.similar.rawValue, count: count)
        let result = PixelClassMap.with(&classes, for: expected) { map in
            engine.run(expected: expected, actual: actual, classes: map)
        }

        var output = [UInt8](repeating: 0, count: count * 4)
        let alphaScale = fade / 255
        let different = differentColor, antiAliased = antiAliasedColor
        if count == 0 { return (expected, result) }
        PixelPlane.with(expected) { source in
            // Flat areas repeat one colour: remember the last grey computed.
            var lastWord = ~source.word(atOffset: 0)
            var lastGrey: UInt8 = 0
            for index in 0..<count {
                let o = index &* 4
                switch classes[index] {
                case PixelClass.different.rawValue:
                    output[o] = different.r; output[o + 1] = different.g
                    output[o + 2] = different.b; output[o + 3] = different.a
                case PixelClass.antiAliased.rawValue:
                    output[o] = antiAliased.r; output[o + 1] = antiAliased.g
                    output[o + 2] = antiAliased.b; output[o + 3] = antiAliased.a
                default:
                    let word = source.word(atOffset: o)
                    if word != lastWord {
                        lastWord = word
                        lastGrey = fadedGrey(source.pixel(atOffset: o), alphaScale: alphaScale)
                    }
                    output[o] = lastGrey; output[o + 1] = lastGrey; output[o + 2] = lastGrey; output[o + 3] = 255
                }
            }
        }
        return (RGBAImage(width: expected.width, height: expected.height, pixels: output)!, result)
    }

    /// The pixel's luminance (Y of its straight colour) faded toward white by `fade` times its alpha.
    @inline(__always)
    private func fadedGrey(_ p: Pixel, alphaScale: Double) -> UInt8 {
        let luma = YIQ.luma(Double(p.r), Double(p.g), Double(p.b))
        let grey = YIQ.overWhite(luma, alpha: alphaScale * Double(p.a))
        // Non-negative, so adding ½ and truncating rounds half away from zero.
        return UInt8(Swift.min(255, Swift.max(0, grey) + 0.5))
    }

    /// The panels left to right with gutters between them, padded to the tallest.
    private func concatenate(_ panels: [RGBAImage]) -> RGBAImage {
        let height = panels.map(\.height).max() ?? 0
        let width = panels.map(\.width).reduce(0, +) + gutterWidth * Swift.max(0, panels.count - 1)
        var canvas = RGBAImage(width: width, height: height, fill: background)
        var x = 0
        for (index, panel) in panels.enumerated() {
            if index > 0 {
                fill(&canvas, x: x, width: gutterWidth, color: gutterColor)
                x += gutterWidth
            }
            copy(panel, into: &canvas, x: x)
            x += panel.width
        }
        return canvas
    }

    /// Copies `panel` row by row into `canvas` with its top-left corner at (`x`, 0).
    private func copy(_ panel: RGBAImage, into canvas: inout RGBAImage, x: Int) {
        let rowBytes = panel.bytesPerRow
        guard rowBytes > 0 else { return }
        let canvasRowBytes = canvas.bytesPerRow
        for y in 0..<panel.height {
            let target = y * canvasRowBytes + x * 4
            canvas.pixels.replaceSubrange(target..<target + rowBytes, with: panel.pixels[y * rowBytes..<(y + 1) * rowBytes])
        }
    }

    /// Paints a full-height vertical strip.
    private func fill(_ canvas: inout RGBAImage, x: Int, width: Int, color: RGBA) {
        for y in 0..<canvas.height {
            for column in x..<(x + width) { canvas[column, y] = color }
        }
    }
}
