import LayoutshotPixels

/// Diagram-like pictures for diff benchmarks, drawn with coverage-based anti-aliasing so the diff
/// engine meets soft edges as it does in rendered layouts.
public enum SyntheticPictures {
    /// Blends `color` over the pixel with `coverage` (0…1).
    public static func paint(_ image: inout RGBAImage, x: Int, y: Int, color: RGBA, coverage: Double) {
        guard coverage > 0 else { return }
        let under = image[x, y]
        func mix(_ top: UInt8, _ bottom: UInt8) -> UInt8 {
            UInt8((Double(top) * coverage + Double(bottom) * (1 - coverage)).rounded())
        }
        image[x, y] = RGBA(r: mix(color.r, under.r), g: mix(color.g, under.g), b: mix(color.b, under.b), a: 255)
    }

    /// A disc with a soft edge.
    public static func disc(_ image: inout RGBAImage, cx: Double, cy: Double, radius: Double, color: RGBA) {
        let y0 = max(0, Int(cy - radius) - 2), y1 = min(image.height - 1, Int(cy + radius) + 2)
        let x0 = max(0, Int(cx - radius) - 2), x1 = min(image.width - 1, Int(cx + radius) + 2)
        guard y0 <= y1, x0 <= x1 else { return }
        for y in y0...y1 {
            for x in x0...x1 {
                let dx = Double(x) + 0.5 - cx, dy = Double(y) + 0.5 - cy
                paint(&image, x: x, y: y, color: color,
                      coverage: max(0, min(1, radius + 0.5 - (dx * dx + dy * dy).squareRoot())))
            }
        }
    }

    /// A box with fractional (so anti-aliased) edges.
    public static func box(_ image: inout RGBAImage, minX: Double, minY: Double, maxX: Double, maxY: Double, color: RGBA) {
        for y in max(0, Int(minY))...min(image.height - 1, Int(maxY)) {
            let coverY = max(0, min(Double(y + 1), maxY) - max(Double(y), minY))
            for x in max(0, Int(minX))...min(image.width - 1, Int(maxX)) {
                let coverX = max(0, min(Double(x + 1), maxX) - max(Double(x), minX))
                paint(&image, x: x, y: y, color: color, coverage: coverX * coverY)
            }
        }
    }

    /// A white `size`×`size` page with 12×12 soft-edged boxes and discs in colours from `seed`, then
    /// `marks` (small red discs) drawn last; `recolour` changes the colour of one box.
    public static func diagram(size: Int, seed: UInt64, marks: [(Double, Double)], recolour: Bool = false) -> RGBAImage {
        var image = RGBAImage(width: size, height: size, fill: .white)
        var state = seed
        func next() -> Double {  // a small LCG: the same picture every run
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / Double(1 << 53)
        }
        for row in 0..<12 {
            for column in 0..<12 {
                let x = Double(column) * 165 + 20.3, y = Double(row) * 165 + 20.7
                var color = RGBA(r: UInt8(next() * 200), g: UInt8(next() * 200), b: UInt8(next() * 200))
                let w = 120 + next() * 20, h = 60 + next() * 20, r = 25 + next() * 10
                if recolour && row == 5 && column == 7 { color = RGBA(r: 20, g: 160, b: 90) }
                box(&image, minX: x, minY: y, maxX: x + w, maxY: y + h, color: color)
                disc(&image, cx: x + 60, cy: y + 115, radius: r, color: color)
            }
        }
        for (cx, cy) in marks { disc(&image, cx: cx, cy: cy, radius: 12.3, color: RGBA(r: 200, g: 30, b: 30)) }
        return image
    }
}
