import Foundation
import LayoutshotGraphics
import LayoutshotPixels
import Testing

/// `strokeRectangleOutlines` draws dashed rectangle outlines on image surfaces through a
/// coverage mask of the dashes' boxes, not cairo's stroker. The mask must give cairo's own pixels
/// (the rule in `DashedRectangleOutlines.swift`): these tests draw the same rectangles both ways,
/// `addRect` + `stroke()` a group at a time against `strokeRectangleOutlines`, and compare every
/// pixel.
@Suite struct DashedRectangleOutlineTests {
    /// A deterministic stream of doubles in 0..<1 (a linear congruential generator).
    private struct Numbers {
        var state: UInt64
        mutating func next() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / Double(1 << 53)
        }
    }

    /// `groups` outlined on a white 240×160 surface, one way or the other.
    private func outlined(_ groups: [[CGRect]], lineWidth: Double, dash: [Double], phase: Double,
                          color: GraphicsColor, translation: (Double, Double), scale: Double = 1,
                          viaMask: Bool) throws -> RGBAImage {
        let surface = try ImageSurface(width: Int(240 * scale), height: Int(160 * scale))
        let context = try GraphicsContext(surface)
        context.setColor(.white)
        context.paint()
        context.translate(x: translation.0, y: translation.1)
        context.scale(x: scale, y: scale)
        context.setColor(color)
        context.setLineWidth(lineWidth)
        context.setLineJoin(.miter)
        context.setDash(dash, phase: phase)
        if viaMask {
            context.strokeRectangleOutlines(groups)
        } else {
            for group in groups {
                for rect in group { context.addRect(rect) }
                context.stroke()
            }
        }
        try context.checkStatus()
        return surface.pixels()
    }

    private func differingPixels(_ a: RGBAImage, _ b: RGBAImage) -> Int {
        var count = 0
        for y in 0..<a.height {
            for x in 0..<a.width where a[x, y] != b[x, y] { count += 1 }
        }
        return count
    }

    /// Rectangles at fractional positions and sizes, each its own group, with the outline
    /// widths (0.75, 1, 1.5, 2), dash patterns (`DiagramTheme`'s, an odd-length one, a phase),
    /// opaque and translucent colours, whole and fractional translations and scales 1, 2 and 3.
    @Test(arguments: 0..<12)
    func sameSingleOutlinesAsCairosStroke(seed: Int) throws {
        var numbers = Numbers(state: UInt64(seed) &* 7919 &+ 17)
        let patterns: [([Double], Double)] = [([4, 3], 0), ([7, 2.5], 0), ([3, 2.5], 0), ([2, 2], 0), ([5, 2.5, 1], 0), ([4, 3], 1.25)]
        let (dash, phase) = patterns[seed % patterns.count]
        let lineWidth = [1.0, 1.5, 2.0, 0.75][seed % 4]
        var groups: [[CGRect]] = []
        // Rows of rectangles that do not touch: each is a group of its own.
        for row in 0..<4 {
            for column in 0..<4 {
                let x = 6 + Double(column) * 58 + numbers.next() * 4
                let y = 6 + Double(row) * 38 + numbers.next() * 4
                let width = 4 + numbers.next() * 44, height = 3 + numbers.next() * 26
                groups.append([CGRect(x: x, y: y, width: width, height: height)])
            }
        }
        let color = seed % 2 == 0 ? GraphicsColor(rgb: 0x2563EB) : GraphicsColor(rgb: 0x0D9488, alpha: 0.55)
        let translation = seed % 3 == 0 ? (0.0, 0.0) : (seed % 3 == 1 ? (3.0, -2.0) : (0.37, 0.81))
        // cairo 1.16's box stroker also takes transforms that scale (a diagram at 2× or 3×).
        let scale = [1.0, 2.0, 1.0, 3.0][seed % 4]
        let stroked = try outlined(groups, lineWidth: lineWidth, dash: dash, phase: phase, color: color,
                                   translation: translation, scale: scale, viaMask: false)
        let masked = try outlined(groups, lineWidth: lineWidth, dash: dash, phase: phase, color: color,
                                  translation: translation, scale: scale, viaMask: true)
        #expect(differingPixels(stroked, masked) == 0)
        #expect(differingPixels(stroked, try outlined([], lineWidth: 1, dash: dash, phase: 0, color: color,
                                                      translation: (0, 0), scale: scale, viaMask: false)) > 500, "outlines were drawn")
    }

    /// Overlapping and nested rectangles in one group (one path: a pixel two dashes cover is
    /// not darker) and rectangles on whole and half pixels.
    @Test func sameOverlappingOutlinesAsCairosStroke() throws {
        let group = [
            CGRect(x: 10.5, y: 10.5, width: 100, height: 60),
            CGRect(x: 10.5, y: 10.5, width: 100, height: 60),   // the same frame twice
            CGRect(x: 40.25, y: 30.6, width: 120.3, height: 50.2),  // crossing the first
            CGRect(x: 12, y: 12, width: 30, height: 20),          // inside, near the edge
        ]
        let others = [[CGRect(x: 20, y: 100, width: 200, height: 40)], [CGRect(x: 180.5, y: 8.5, width: 50, height: 80)]]
        for dash in [[4.0, 3.0], [7, 2.5], [1, 1]] {
            for width in [1.0, 2.0] {
                let stroked = try outlined([group] + others, lineWidth: width, dash: dash, phase: 0,
                                           color: GraphicsColor(rgb: 0x7C3AED, alpha: 0.8), translation: (0, 0), viaMask: false)
                let masked = try outlined([group] + others, lineWidth: width, dash: dash, phase: 0,
                                          color: GraphicsColor(rgb: 0x7C3AED, alpha: 0.8), translation: (0, 0), viaMask: true)
                #expect(differingPixels(stroked, masked) == 0, "dash \(dash), width \(width)")
            }
        }
    }
}
