import Foundation
import Layoutshot
import LayoutshotPixels
import LayoutshotRender
import Testing

@MainActor
@Suite struct PixelCoverageTests {
    /// A colour at whole points, away from the edges of the root.
    let view = VStack(spacing: 0) {
        Color.clear.frame(width: 10, height: 7)
        HStack(spacing: 0) {
            Color.clear.frame(width: 13, height: 20)
            Color(hex: 0x336699).frame(width: 24, height: 20).id("fill")
            Color.clear.frame(width: 5, height: 20)
        }
        Color.clear.frame(width: 4, height: 6)
    }

    @Test(arguments: [DiagramScale.x1, .x2, .x3])
    func filledFrameCoversExactlyItsPixels(scale: DiagramScale) throws {
        let renderer = plainRenderer(scale: scale)
        let layout = renderer.layout(view, width: nil)
        let frame = try #require(layout.frame(of: "fill"))
        #expect(frame == CGRect(x: 13, y: 7, width: 24, height: 20))
        let geometry = renderer.geometry(of: layout)
        let image = try renderer.image(of: layout)
        #expect(image.width == geometry.pixelWidth && image.height == geometry.pixelHeight)

        let fill = RGBA(r: 0x33, g: 0x66, b: 0x99)
        let expected = pixelRect(of: frame, in: geometry)
        let s = scale.rawValue
        #expect(expected.maxX - expected.minX == 24 * s && expected.maxY - expected.minY == 20 * s)
        var inside = 0, outsideFilled = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let isFill = image[x, y] == fill
                if expected.contains(x: x, y: y) {
                    if isFill { inside += 1 }
                } else if isFill {
                    outsideFilled += 1
                }
            }
        }
        #expect(inside == 24 * 20 * s * s, "every pixel of the frame is the colour")
        #expect(outsideFilled == 0, "no pixel outside the frame is the colour")
        // The ring just outside the frame is pure canvas: no antialiased bleed.
        let canvas = pixel(DiagramTheme.light.canvas)
        for x in expected.minX - 1...expected.maxX {
            #expect(image[x, expected.minY - 1] == canvas)
            #expect(image[x, expected.maxY] == canvas)
        }
        for y in expected.minY..<expected.maxY {
            #expect(image[expected.minX - 1, y] == canvas)
            #expect(image[expected.maxX, y] == canvas)
        }
    }

    @Test func twoTimesIsOneTimeScaledUp() throws {
        let one = plainRenderer(scale: .x1), two = plainRenderer(scale: .x2)
        let small = try one.image(of: one.layout(view, width: nil))
        let large = try two.image(of: two.layout(view, width: nil))
        #expect(large.width == small.width * 2 && large.height == small.height * 2)
        // Shapes without text at whole points: each 1× pixel is a 2×2 block of the same colour.
        var mismatches = 0
        for y in 0..<small.height {
            for x in 0..<small.width where large[2 * x + 1, 2 * y + 1] != small[x, y] { mismatches += 1 }
        }
        #expect(mismatches == 0)
    }

    @Test func shapesAreDrawnAsThemselves() throws {
        let renderer = plainRenderer(scale: .x2)
        let shapes = HStack(spacing: 10) {
            Circle().foregroundColor(.red).frame(width: 40, height: 40).id("circle")
            Capsule().foregroundColor(.red).frame(width: 60, height: 20).id("capsule")
            Rectangle().foregroundColor(.red).frame(width: 30, height: 30).id("rect")
        }
        let layout = renderer.layout(shapes, width: nil)
        let geometry = renderer.geometry(of: layout)
        let image = try renderer.image(of: layout)
        let red = pixel(renderer.theme.resolve(.red))
        func at(_ id: String, _ fx: CGFloat, _ fy: CGFloat) throws -> RGBA {
            let r = geometry.pictureRect(of: try #require(layout.frame(of: id)))
            return image[Int((r.minX + r.width * fx) * 2), Int((r.minY + r.height * fy) * 2)]
        }
        #expect(try at("circle", 0.5, 0.5) == red)
        #expect(try at("circle", 0.03, 0.03) != red, "a circle's corner is empty")
        #expect(try at("capsule", 0.5, 0.5) == red)
        #expect(try at("capsule", 0.01, 0.05) != red, "a capsule's corner is rounded")
        #expect(try at("rect", 0.02, 0.02) == red, "a rectangle fills its corner")
    }

    @Test func opacityAndClipShapeApplyToTheView() throws {
        let renderer = plainRenderer()
        let view = HStack(spacing: 0) {
            Color.black.frame(width: 20, height: 20).opacity(0.5).id("half")
            Color.black.frame(width: 20, height: 20).clipShape(Circle()).id("clipped")
        }
        let layout = renderer.layout(view, width: nil)
        let geometry = renderer.geometry(of: layout)
        let image = try renderer.image(of: layout)
        let half = pixelRect(of: try #require(layout.frame(of: "half")), in: geometry)
        let middle = image[half.minX + 10, half.minY + 10]
        #expect(middle.r > 120 && middle.r < 135, "black at half opacity over white is mid grey, got \(middle)")
        let clipped = pixelRect(of: try #require(layout.frame(of: "clipped")), in: geometry)
        #expect(image[clipped.minX + 10, clipped.minY + 10] == .black)
        #expect(image[clipped.minX, clipped.minY] == pixel(renderer.theme.canvas), "the clip circle cuts the corner")
    }

    /// A clip shape's antialiased edge applies once to everything the view draws, as a layer's
    /// mask does in Core Animation ("The layer's alpha channel determines how much of the layer's
    /// content and background shows through",
    /// https://developer.apple.com/documentation/quartzcore/calayer/mask). Two opaque fills
    /// stacked under a circle then show the same edge as one fill; clipping each fill instead
    /// would apply an edge pixel's coverage c twice (1 − (1 − c)², darker by up to a quarter).
    @Test(arguments: [(DiagramScale.x1, 1.0), (.x2, 1.0), (.x2, 0.6), (.x3, 0.6)])
    func clipShapeEdgeAppliesOnceToStackedContent(scale: DiagramScale, opacity: Double) throws {
        let renderer = plainRenderer(scale: scale)
        let stacked = ZStack { Color.black; Color.black }.frame(width: 21.3, height: 21.3).clipShape(Circle()).opacity(opacity)
        let single = Color.black.frame(width: 21.3, height: 21.3).clipShape(Circle()).opacity(opacity)
        let a = try renderer.image(of: renderer.layout(stacked, width: nil))
        let b = try renderer.image(of: renderer.layout(single, width: nil))
        #expect(a.width == b.width && a.height == b.height)
        let canvas = pixel(renderer.theme.canvas)
        var edge = 0, largest = 0
        for y in 0..<min(a.height, b.height) {
            for x in 0..<min(a.width, b.width) {
                let p = a[x, y], q = b[x, y]
                largest = max(largest, abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)))
                if q != canvas, q.r > UInt8(255 * (1 - opacity) + 2) { edge += 1 }
            }
        }
        #expect(edge > 20, "the circle has antialiased edge pixels (\(edge))")
        #expect(largest <= 1, "stacked content's edge differs from one fill's by \(largest)/255")
    }
}
