import Foundation
import LayoutshotGraphics
import LayoutshotPixels
import Testing

/// `fillHatched` on an image surface fills through a tile widened to whole tiles of at least
/// 128 pixels (`GraphicsContext.widenedTile`); these tests pin that the widening changes nothing:
/// the hatching still repeats every `spacing` device pixels across and down, past the wide
/// tile's own edges.
@Suite struct HatchingTests {
    /// A `width`×`height` area hatched every 5 points at `scale`, moved by a fraction of a point
    /// (so the pattern is sampled between pixels too), on a white page.
    private func hatched(scale: Double, width: Double, height: Double) throws -> RGBAImage {
        let surface = try ImageSurface(width: Int((width + 10) * scale), height: Int((height + 10) * scale))
        let context = try GraphicsContext(surface)
        context.setColor(.white)
        context.paint()
        context.scale(x: scale, y: scale)
        context.translate(x: 0.3, y: 0.7)
        context.addRect(CGRect(x: 2, y: 2, width: width, height: height))
        context.fillHatched(spacing: 5, lineWidth: 0.75, color: GraphicsColor(rgb: 0x16A34A, alpha: 0.45))
        try context.checkStatus()
        return surface.pixels()
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func hatchingRepeatsEverySpacingPastTheWideTile(scale: Double) throws {
        let image = try hatched(scale: scale, width: 300, height: 40)
        let step = Int(5 * scale)
        // Whole pixels inside the area (its antialiased edges left out).
        let minX = Int((2.3 * scale).rounded(.up)) + 1, maxX = Int((302.3 * scale).rounded(.down)) - 1
        let minY = Int((2.7 * scale).rounded(.up)) + 1, maxY = Int((42.7 * scale).rounded(.down)) - 1
        #expect(maxX - minX > 2 * 128, "the area spans more than one wide tile")
        var inked = 0, mismatches = 0
        for y in minY...maxY {
            for x in minX...maxX {
                if image[x, y] != RGBA(r: 255, g: 255, b: 255) { inked += 1 }
                if x + step <= maxX, image[x, y] != image[x + step, y] { mismatches += 1 }
                if y + step <= maxY, image[x, y] != image[x, y + step] { mismatches += 1 }
            }
        }
        #expect(inked > (maxX - minX) * (maxY - minY) / 10, "lines were drawn")
        #expect(mismatches == 0)
    }

    /// The first hatching of a context drawn inside a bounded group away from the origin (a
    /// translucent or clipped view's group) hatches like the same area drawn outside any group.
    /// The tile is kept for the whole drawing; it was once made in the open group's device space,
    /// which does not hold the tile's square at the origin, and came out empty everywhere.
    @Test func aFirstHatchingInsideAGroupIsDrawn() throws {
        func draw(inGroup: Bool) throws -> RGBAImage {
            let surface = try ImageSurface(width: 200, height: 120)
            let context = try GraphicsContext(surface)
            context.setColor(.white)
            context.paint()
            let area = CGRect(x: 120, y: 60, width: 60, height: 40)
            if inGroup { context.beginGroup(bounds: area) }
            context.addRect(area)
            context.fillHatched(spacing: 5, lineWidth: 0.75, color: GraphicsColor(rgb: 0x16A34A, alpha: 0.45))
            if inGroup { context.endGroup() }
            try context.checkStatus()
            return surface.pixels()
        }
        let grouped = try draw(inGroup: true), plain = try draw(inGroup: false)
        var inked = 0
        for y in 0..<plain.height {
            for x in 0..<plain.width where plain[x, y] != RGBA(r: 255, g: 255, b: 255) { inked += 1 }
        }
        #expect(inked > 500, "the area is hatched (\(inked) pixels)")
        #expect(grouped.pixels == plain.pixels)
    }
}
