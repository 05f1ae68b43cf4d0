import Foundation
import Layoutshot
import LayoutshotRender
import Testing

/// A translucent view is drawn through a group bounded by what it and its descendants draw; these
/// pin that nothing it draws is cut off by that bound.
@MainActor
@Suite struct TranslucencyTests {
    @Test func aTranslucentViewsOverflowingContentIsDrawn() throws {
        // A 40×40 colour in a 4×4 frame overflows it (SwiftUI does not clip frames); opacity
        // applies to everything the view draws, overflow included.
        let view = ZStack {
            Color(hex: 0xCC0000).frame(width: 40, height: 40).frame(width: 4, height: 4).opacity(0.5).id("small")
        }
        .frame(width: 60, height: 60)
        let renderer = plainRenderer()
        let layout = renderer.layout(view, width: nil)
        let frame = try #require(layout.frame(of: "small"))
        let image = try renderer.image(of: layout)
        let geometry = renderer.geometry(of: layout)
        let inner = pixelRect(of: frame, in: geometry)
        // 15 points left of the small frame: inside the overflowing colour, outside the frame.
        let outside = image[inner.minX - 15, inner.minY - 15]
        let canvas = pixel(DiagramTheme.light.canvas)
        #expect(outside != canvas)
        // Half red over the canvas.
        #expect(abs(Int(outside.r) - (0xCC + Int(canvas.r)) / 2) <= 1)
        #expect(abs(Int(outside.g) - Int(canvas.g) / 2) <= 1)
    }

    @Test func aTranslucentColourAloneIsItsColourAtThatOpacity() throws {
        // One fill needs no group: drawn directly with alpha × opacity. A half-opaque colour at
        // opacity 0.5 covers the canvas at a quarter.
        let view = ZStack {
            Color(hex: 0x0000CC, opacity: 0.5).frame(width: 40, height: 40).opacity(0.5).id("fill")
        }
        .frame(width: 60, height: 60)
        let renderer = plainRenderer()
        let layout = renderer.layout(view, width: nil)
        let rect = pixelRect(of: try #require(layout.frame(of: "fill")), in: renderer.geometry(of: layout))
        let image = try renderer.image(of: layout)
        let canvas = pixel(DiagramTheme.light.canvas)
        let centre = image[(rect.minX + rect.maxX) / 2, (rect.minY + rect.maxY) / 2]
        #expect(abs(Int(centre.b) - (Int(canvas.b) * 3 + 0xCC) / 4) <= 1, "\(centre)")
        #expect(abs(Int(centre.r) - Int(canvas.r) * 3 / 4) <= 1, "\(centre)")
        // Exactly the frame: the pixel just outside is the canvas.
        #expect(image[rect.maxX, (rect.minY + rect.maxY) / 2] == canvas)
    }

    @Test func aTranslucentFillInsideFramesAndPaddingsIsDrawnAsOneFill() throws {
        // `.opacity` on a frame or padding around one shape has no children to group: it is the
        // shape's own opacity. 80 such overlapping rectangles took 7–11 s through whole-area
        // groups (2.8 s with the opacity on the shape); now both draw the same direct fills.
        func overlapping(onShape: Bool) -> some View {
            ZStack(alignment: .topLeading) {
                ForEach(0..<80, id: \.self) { index in
                    let shape = Rectangle().fill(Color(hex: 0x2040C0))
                    Group {
                        if onShape {
                            shape.opacity(0.3).frame(width: 300, height: 200).padding(4)
                                .offset(x: CGFloat(index * 3), y: CGFloat(index * 2))
                        } else {
                            shape.frame(width: 300, height: 200).padding(4).opacity(0.3)
                                .offset(x: CGFloat(index * 3), y: CGFloat(index * 2))
                        }
                    }
                }
            }
            .frame(width: 560, height: 380, alignment: .topLeading)
        }
        let renderer = plainRenderer()
        let wrapped = try renderer.image(of: renderer.layout(overlapping(onShape: false), width: nil))
        let direct = try renderer.image(of: renderer.layout(overlapping(onShape: true), width: nil))
        #expect(wrapped == direct)
        // Where all 80 overlap, the blue is nearly opaque: 1 − 0.7⁸⁰ of it over the canvas.
        let canvas = pixel(DiagramTheme.light.canvas)
        let geometry = renderer.geometry(of: renderer.layout(overlapping(onShape: false), width: nil))
        let centre = pixelRect(of: CGRect(x: 250, y: 170, width: 2, height: 2), in: geometry)
        let deep = wrapped[centre.minX, centre.minY]
        #expect(abs(Int(deep.b) - 0xC0) <= 2 && abs(Int(deep.r) - 0x20) <= 2, "\(deep) over \(canvas)")
    }

    @Test func translucentTextKeepsItsInkOutsideItsFrame() throws {
        // Text framed far narrower than it is (`fixedSize` keeps it on one line) overflows the
        // frame on both sides; the group around the translucent view holds all of it.
        let text = Text("Overflowing text").fixedSize().frame(width: 10, height: 20)
        let renderer = plainRenderer()
        let opaque = try renderer.image(of: renderer.layout(ZStack { text }.frame(width: 200, height: 40), width: nil))
        let faded = try renderer.image(of: renderer.layout(ZStack { text.opacity(0.5) }.frame(width: 200, height: 40), width: nil))
        let canvas = pixel(DiagramTheme.light.canvas)
        let whole = PixelRect(minX: 0, minY: 0, maxX: opaque.width, maxY: opaque.height)
        let opaqueInk = countPixels(in: opaque, whole, differingFrom: canvas)
        let fadedInk = countPixels(in: faded, whole, differingFrom: canvas)
        #expect(opaqueInk > 200)
        // The same glyph coverage, each pixel lighter (a few faint edge pixels may round to the canvas).
        #expect(fadedInk >= opaqueInk * 95 / 100)
    }
}
