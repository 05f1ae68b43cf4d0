// The perceptual colour metric: squared distance in the YIQ (NTSC) colour space, after
// blending semi-transparent pixels over white. Weights follow Kotsarenko & Ramos,
// "Measuring perceived color difference using YIQ NTSC transmission color space in mobile
// applications" (2010), as pixelmatch uses them, so thresholds mean the same in both tools.

/// The colour metric shared by the engine, the anti-aliasing detector and the diff image.
enum YIQ {
    /// The largest possible squared YIQ distance between two colours (black against white is
    /// slightly less; the bound covers the extreme chroma pairs). A threshold `t` in 0…1
    /// accepts squared distances up to `maxSquaredDistance * t * t`.
    static let maxSquaredDistance: Double = 35215

    /// The squared distance that a `threshold` in 0…1 allows.
    @inline(__always)
    static func squaredDistanceLimit(threshold: Double) -> Double {
        maxSquaredDistance * threshold * threshold
    }

    /// A squared distance expressed on the 0…1 scale of `threshold`.
    @inline(__always)
    static func normalizedDistance(squared: Double) -> Double {
        Swift.min(1, (squared / maxSquaredDistance).squareRoot())
    }

    @inline(__always)
    static func luma(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.29889531 + g * 0.58662247 + b * 0.11448223
    }

    @inline(__always)
    static func inPhase(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.59597799 - g * 0.27417610 - b * 0.32180189
    }

    @inline(__always)
    static func quadrature(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.21147017 - g * 0.52261711 + b * 0.31114694
    }

    /// `channel` (0…255) composited with straight `alpha` (0…1) over white.
    @inline(__always)
    static func overWhite(_ channel: Double, alpha: Double) -> Double {
        255 + (channel - 255) * alpha
    }

    /// The colour of the RGBA pixel `p`, composited over white.
    @inline(__always)
    static func blendedRGB(_ p: Pixel) -> (r: Double, g: Double, b: Double) {
        let r = Double(p.r), g = Double(p.g), b = Double(p.b)
        let a = p.a
        if a == 255 { return (r, g, b) }
        let alpha = Double(a) / 255
        return (overWhite(r, alpha: alpha), overWhite(g, alpha: alpha), overWhite(b, alpha: alpha))
    }

    /// Squared YIQ distance between the RGBA pixels `p` and `q`; 0 for identical bytes.
    ///
    /// Y, I and Q are linear in r, g, b, so each is applied once to the channel differences
    /// rather than to both colours. Swapping `p` and `q` only negates the differences, so the
    /// result is exactly symmetric.
    @inline(__always)
    static func squaredDistance(_ p: Pixel, _ q: Pixel) -> Double {
        let c1 = blendedRGB(p)
        let c2 = blendedRGB(q)
        let dr = c1.r - c2.r, dg = c1.g - c2.g, db = c1.b - c2.b
        let dy = luma(dr, dg, db)
        let di = inPhase(dr, dg, db)
        let dq = quadrature(dr, dg, db)
        return 0.5053 * dy * dy + 0.299 * di * di + 0.1957 * dq * dq
    }

    /// Brightness (Y) of the RGBA pixel `p`, composited over white.
    @inline(__always)
    static func blendedLuma(_ p: Pixel) -> Double {
        let c = blendedRGB(p)
        return luma(c.r, c.g, c.b)
    }
}
