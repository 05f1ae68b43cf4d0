import LayoutshotPixels
import LayoutshotTestSupport

enum TestImages {
    /// Random bytes, alpha included.
    static func random(width: Int, height: Int, using rng: inout SeededGenerator) -> RGBAImage {
        let bytes = (0..<(width * height * 4)).map { _ in UInt8.random(in: 0...255, using: &rng) }
        return RGBAImage(width: width, height: height, pixels: bytes)!
    }

    /// A copy with its own storage, so comparisons cannot take a shared-buffer shortcut.
    static func copy(_ image: RGBAImage) -> RGBAImage {
        RGBAImage(width: image.width, height: image.height, pixels: image.pixels.map { $0 })!
    }

    /// Paints `color` with `coverage` (0…1) over the opaque pixel at (x, y).
    static func paint(_ image: inout RGBAImage, x: Int, y: Int, color: RGBA, coverage: Double) {
        guard coverage > 0 else { return }
        let under = image[x, y]
        func mix(_ top: UInt8, _ bottom: UInt8) -> UInt8 {
            UInt8((Double(top) * coverage + Double(bottom) * (1 - coverage)).rounded())
        }
        image[x, y] = RGBA(r: mix(color.r, under.r), g: mix(color.g, under.g), b: mix(color.b, under.b), a: 255)
    }

    /// A filled rectangle with fractional edges, anti-aliased by exact pixel coverage.
    static func softRect(_ image: inout RGBAImage, minX: Double, minY: Double, maxX: Double, maxY: Double,
                         color: RGBA) {
        for y in 0..<image.height {
            let coverY = max(0, min(Double(y + 1), maxY) - max(Double(y), minY))
            guard coverY > 0 else { continue }
            for x in 0..<image.width {
                let coverX = max(0, min(Double(x + 1), maxX) - max(Double(x), minX))
                paint(&image, x: x, y: y, color: color, coverage: coverX * coverY)
            }
        }
    }

    /// A filled disc whose rim is anti-aliased: coverage falls from 1 to 0 over one pixel.
    static func softDisc(_ image: inout RGBAImage, centerX: Double, centerY: Double, radius: Double,
                         color: RGBA) {
        for y in 0..<image.height {
            for x in 0..<image.width {
                let dx = Double(x) + 0.5 - centerX, dy = Double(y) + 0.5 - centerY
                let distance = (dx * dx + dy * dy).squareRoot()
                paint(&image, x: x, y: y, color: color, coverage: max(0, min(1, radius + 0.5 - distance)))
            }
        }
    }

    /// The pixels of a rectangle of `image`, row by row.
    static func panel(of image: RGBAImage, x: Int, width: Int, height: Int) -> RGBAImage {
        var out = RGBAImage(width: width, height: height)
        for py in 0..<height { for px in 0..<width { out[px, py] = image[x + px, py] } }
        return out
    }
}
