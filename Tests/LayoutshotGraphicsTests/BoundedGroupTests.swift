import Foundation
import LayoutshotGraphics
import LayoutshotPixels
import Testing

/// `beginGroup(bounds:)` costs the group's own area; these tests pin that it draws exactly what an
/// unbounded group draws inside its bounds and nothing outside them.
@Suite struct BoundedGroupTests {
    /// Overlapping translucent shapes and an antialiased circle, at fractional positions under a
    /// 2× scale, drawn through a group composited at 0.4.
    private func draw(bounds: CGRect?) throws -> RGBAImage {
        let surface = try ImageSurface(width: 120, height: 90)
        let context = try GraphicsContext(surface)
        context.setColor(GraphicsColor(rgb: 0xF0F0E8))
        context.paint()
        context.scale(x: 2, y: 2)
        if let bounds { context.beginGroup(bounds: bounds) } else { context.beginGroup() }
        context.setColor(GraphicsColor(rgb: 0x3366CC))
        context.addRect(CGRect(x: 5.3, y: 4.7, width: 30.2, height: 20.45))
        context.fill()
        context.setColor(GraphicsColor(rgb: 0xCC3333, alpha: 0.7))
        context.addEllipse(in: CGRect(x: 20.25, y: 10.6, width: 25.5, height: 25.1))
        context.fill()
        context.endGroup(opacity: 0.4)
        try context.checkStatus()
        return surface.pixels()
    }

    @Test func boundsCoveringTheDrawingGiveTheSamePixels() throws {
        let unbounded = try draw(bounds: nil)
        // The union of both shapes' extents, not on whole pixels at 2×.
        let bounded = try draw(bounds: CGRect(x: 5.3, y: 4.7, width: 40.45, height: 31.0))
        #expect(bounded.pixels == unbounded.pixels)
    }

    @Test func drawingOutsideTheBoundsIsCutOff() throws {
        let unbounded = try draw(bounds: nil)
        let bounded = try draw(bounds: CGRect(x: 0, y: 0, width: 15, height: 45))
        // Inside the bounds (30 pixels wide at 2×) the same; the circle to the right is gone.
        for y in 0..<90 {
            for x in 0..<30 { #expect(bounded[x, y] == unbounded[x, y]) }
        }
        let page = RGBA(r: 0xF0, g: 0xF0, b: 0xE8)
        #expect(unbounded[70, 45] != page)
        #expect(bounded[70, 45] == page)
    }

    @Test func nestedBoundedGroupsRestoreTheClip() throws {
        let surface = try ImageSurface(width: 40, height: 40)
        let context = try GraphicsContext(surface)
        context.beginGroup(bounds: CGRect(x: 0, y: 0, width: 10, height: 10))
        context.beginGroup(bounds: CGRect(x: 0, y: 0, width: 5, height: 5))
        context.endGroup(opacity: 0.5)
        context.endGroup(opacity: 0.5)
        // After both groups the whole surface is drawable again.
        context.setColor(.black)
        context.addRect(CGRect(x: 30, y: 30, width: 5, height: 5))
        context.fill()
        try context.checkStatus()
        #expect(surface.pixels()[32, 32] == RGBA(r: 0, g: 0, b: 0))
    }
}
