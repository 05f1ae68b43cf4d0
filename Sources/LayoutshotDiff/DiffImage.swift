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

    /// The largest picture `sideBySide` makes, a side and in pixels: the renderer's limits
    /// (`SurfaceLimits.default`: 16,384 pixels a side, 100 megapixels), so that the picture can
    /// always be encoded, decoded and shown by the same tools. Past them the panels are cropped
    /// to the changed area and, if that is still too large, scaled down (``Framed``).
    public var maximumSide = 16_384
    /// See ``maximumSide``.
    public var maximumPixels = 100_000_000
    /// Pixels kept around the changed area when the panels are cropped.
    public static let cropMargin = 16

    /// A side-by-side picture and what part of the images it shows.
    public struct Framed: Sendable {
        /// expected | diff | actual, or expected | actual.
        public var image: RGBAImage
        /// The region of the images the panels show when they were cropped to the changed area
        /// (the change's bounding box plus ``DiffImage/cropMargin``); nil for the whole images.
        public var crop: PixelBounds?
        /// How many image pixels a panel pixel stands for along each side (1: full size).
        public var scale: Int

        /// "", or " (cropped to x 10…90, y 0…40; scaled 1:4)" for a message.
        public var note: String {
            var parts: [String] = []
            if let crop { parts.append("cropped to the change: x \(crop.x)…\(crop.maxX), y \(crop.y)…\(crop.maxY)") }
            if scale > 1 { parts.append("scaled 1:\(scale)") }
            return parts.isEmpty ? "" : " (" + parts.joined(separator: "; ") + ")"
        }
    }

    /// expected | diff | actual for same-sized images, expected | actual otherwise.
    ///
    /// Width: the panels' widths plus a gutter between neighbours; height: the tallest panel.
    /// Within ``maximumSide`` and ``maximumPixels``: see ``framedSideBySide(expected:actual:)``.
    public func sideBySide(expected: RGBAImage, actual: RGBAImage) -> RGBAImage {
        framedSideBySide(expected: expected, actual: actual).image
    }

    /// ``sideBySide(expected:actual:)`` with what it shows. When the full-size picture would
    /// exceed ``maximumSide`` or ``maximumPixels``, the panels of same-sized images are cropped to
    /// the changed area, and panels still too large are scaled down by the smallest whole factor
    /// that fits (a scaled diff panel marks a block red when any pixel in it differs).
    public func framedSideBySide(expected: RGBAImage, actual: RGBAImage) -> Framed {
        guard ImageSizeMismatch(expected: expected, actual: actual) == nil else {
            let scale = fittingScale(widths: [expected.width, actual.width], height: Swift.max(expected.height, actual.height))
            if scale == 1 { return Framed(image: concatenate([expected, actual]), crop: nil, scale: 1) }
            let panels = [expected, actual].map { reduce($0, region: PixelBounds(x: 0, y: 0, width: $0.width, height: $0.height), scale: scale) }
            return Framed(image: concatenate(panels), crop: nil, scale: scale)
        }
        let count = expected.pixelCount
        var classes = [UInt8](repeating: PixelClass.similar.rawValue, count: count)
        let result = PixelClassMap.with(&classes, for: expected) { map in
            engine.run(expected: expected, actual: actual, classes: map)
        }
        var region = PixelBounds(x: 0, y: 0, width: expected.width, height: expected.height)
        var crop: PixelBounds?
        if fittingScale(widths: [region.width, region.width, region.width], height: region.height) > 1,
           let changed = result.changedBounds {
            let margin = Self.cropMargin
            let box = PixelBounds(minX: Swift.max(0, changed.x - margin), minY: Swift.max(0, changed.y - margin),
                                  maxX: Swift.min(expected.width - 1, changed.maxX + margin),
                                  maxY: Swift.min(expected.height - 1, changed.maxY + margin))
            if box != region { region = box; crop = box }
        }
        let scale = fittingScale(widths: [region.width, region.width, region.width], height: region.height)
        let panel = diffPanel(expected: expected, classes: classes, region: region, scale: scale)
        let panels = [reduce(expected, region: region, scale: scale), panel, reduce(actual, region: region, scale: scale)]
        return Framed(image: concatenate(panels), crop: crop, scale: scale)
    }

    /// The smallest whole factor by which panels of these widths and `height`, side by side with
    /// gutters, fit within the limits.
    private func fittingScale(widths: [Int], height: Int) -> Int {
        func fits(_ scale: Int) -> Bool {
            let width = widths.reduce(0) { $0 + ($1 + scale - 1) / scale } + gutterWidth * Swift.max(0, widths.count - 1)
            let tall = (height + scale - 1) / scale
            return width <= maximumSide && tall <= maximumSide && width * tall <= maximumPixels
        }
        var scale = 1
        while !fits(scale) && scale < Swift.max(1, height, widths.max() ?? 1) { scale += 1 }
        return scale
    }

    /// `region` of `image`, each `scale`×`scale` block averaged into one pixel (the whole image,
    /// as it is, for the full region at scale 1).
    private func reduce(_ image: RGBAImage, region: PixelBounds, scale: Int) -> RGBAImage {
        if scale == 1 && region == PixelBounds(x: 0, y: 0, width: image.width, height: image.height) { return image }
        let width = (region.width + scale - 1) / scale, height = (region.height + scale - 1) / scale
        var out = [UInt8](repeating: 0, count: width * height * 4)
        let source = image.pixels
        for y in 0..<height {
            for x in 0..<width {
                let x0 = region.x + x * scale, y0 = region.y + y * scale
                let x1 = Swift.min(region.x + region.width, x0 + scale), y1 = Swift.min(region.y + region.height, y0 + scale)
                var sum = (0, 0, 0, 0)
                for sy in y0..<y1 {
                    for sx in x0..<x1 {
                        let o = (sy * image.width + sx) * 4
                        sum.0 += Int(source[o]); sum.1 += Int(source[o + 1]); sum.2 += Int(source[o + 2]); sum.3 += Int(source[o + 3])
                    }
                }
                let n = (x1 - x0) * (y1 - y0), o = (y * width + x) * 4
                out[o] = UInt8(sum.0 / n); out[o + 1] = UInt8(sum.1 / n); out[o + 2] = UInt8(sum.2 / n); out[o + 3] = UInt8(sum.3 / n)
            }
        }
        return RGBAImage(width: width, height: height, pixels: out)!
    }

    /// The diff panel of `region` at `scale`: a block is red when any of its pixels differs,
    /// yellow when any was excused as anti-aliasing, else the faded grey of its first pixel.
    private func diffPanel(expected: RGBAImage, classes: [UInt8], region: PixelBounds, scale: Int) -> RGBAImage {
        if scale == 1 && region == PixelBounds(x: 0, y: 0, width: expected.width, height: expected.height) {
            return fullPanel(expected: expected, classes: classes)
        }
        let width = (region.width + scale - 1) / scale, height = (region.height + scale - 1) / scale
        var out = [UInt8](repeating: 0, count: width * height * 4)
        let alphaScale = fade / 255
        PixelPlane.with(expected) { source in
            for y in 0..<height {
                for x in 0..<width {
                    let x0 = region.x + x * scale, y0 = region.y + y * scale
                    let x1 = Swift.min(region.x + region.width, x0 + scale), y1 = Swift.min(region.y + region.height, y0 + scale)
                    var strongest = PixelClass.similar.rawValue
                    for sy in y0..<y1 {
                        for sx in x0..<x1 {
                            let c = classes[sy * expected.width + sx]
                            if c == PixelClass.different.rawValue { strongest = c } else if c == PixelClass.antiAliased.rawValue && strongest != PixelClass.different.rawValue { strongest = c }
                        }
                    }
                    let o = (y * width + x) * 4
                    let color: RGBA
                    switch strongest {
                    case PixelClass.different.rawValue: color = differentColor
                    case PixelClass.antiAliased.rawValue: color = antiAliasedColor
                    default:
                        let grey = fadedGrey(source.pixel(x0, y0), alphaScale: alphaScale)
                        color = RGBA(r: grey, g: grey, b: grey)
                    }
                    out[o] = color.r; out[o + 1] = color.g; out[o + 2] = color.b; out[o + 3] = color.a
                }
            }
        }
        return RGBAImage(width: width, height: height, pixels: out)!
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
        return (fullPanel(expected: expected, classes: classes), result)
    }

    /// The diff panel of the whole image at full size, from each pixel's class.
    private func fullPanel(expected: RGBAImage, classes: [UInt8]) -> RGBAImage {
        let count = expected.pixelCount
        var output = [UInt8](repeating: 0, count: count * 4)
        let alphaScale = fade / 255
        let different = differentColor, antiAliased = antiAliasedColor
        if count == 0 { return expected }
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
        return RGBAImage(width: expected.width, height: expected.height, pixels: output)!
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
