import Foundation
import Layoutshot
import LayoutshotRender
import Testing

/// Drawing effects change the picture, not the layout: rotation and scale turn and grow what a view
/// draws about its anchor (https://developer.apple.com/documentation/swiftui/view/rotationeffect(_:anchor:)),
/// a shadow falls outside the view, offset as asked, and shape styles draw gradients.
@Suite struct EffectsTests {
    @Test func aRotatedBarDrawsAcrossItsOwnFrame() throws {
        // A 40×6 bar turned a quarter about its centre stands 40 tall: above its frame is red.
        let view = ZStack { Color(hex: 0xCC0000).frame(width: 40, height: 6).rotationEffect(.degrees(90)).id("bar") }
            .frame(width: 60, height: 60)
        let renderer = plainRenderer()
        let layout = renderer.layout(view, width: nil)
        let frame = try #require(layout.frame(of: "bar"))
        #expect(frame.size == CGSize(width: 40, height: 6), "the layout is unchanged")
        let image = try renderer.image(of: layout)
        let rect = pixelRect(of: frame, in: renderer.geometry(of: layout))
        let midX = (rect.minX + rect.maxX) / 2
        let canvas = pixel(DiagramTheme.light.canvas)
        #expect(image[midX, rect.minY - 8] != canvas, "the turned bar reaches above its frame")
        #expect(image[rect.minX + 2, (rect.minY + rect.maxY) / 2] == canvas, "and no longer fills its ends")
    }

    @Test func aShadowFallsOutsideTheViewAndScaleGrowsTheDrawing() throws {
        let view = ZStack {
            Color.white.frame(width: 20, height: 20).shadow(color: .black, radius: 0, x: 10, y: 10).id("card")
        }
        .frame(width: 60, height: 60)
        let renderer = plainRenderer()
        let layout = renderer.layout(view, width: nil)
        let rect = pixelRect(of: try #require(layout.frame(of: "card")), in: renderer.geometry(of: layout))
        let image = try renderer.image(of: layout)
        let shadow = image[rect.maxX + 4, rect.maxY + 4]
        #expect(shadow.r < 60 && shadow.g < 60 && shadow.b < 60, "black below right: \(shadow)")

        let scaled = ZStack { Color(hex: 0x0000CC).frame(width: 10, height: 10).scaleEffect(3).id("dot") }.frame(width: 60, height: 60)
        let scaledLayout = renderer.layout(scaled, width: nil)
        let dot = pixelRect(of: try #require(scaledLayout.frame(of: "dot")), in: renderer.geometry(of: scaledLayout))
        let scaledImage = try renderer.image(of: scaledLayout)
        #expect(scaledImage[dot.minX - 4, (dot.minY + dot.maxY) / 2].b > 150, "three times as wide about the centre")
    }

    @Test func aLinearGradientRunsFromItsStartToItsEnd() throws {
        let view = Rectangle().fill(LinearGradient(colors: [Color(hex: 0xFF0000), Color(hex: 0x0000FF)], startPoint: .leading, endPoint: .trailing))
            .frame(width: 100, height: 20).id("g")
        let renderer = plainRenderer()
        let layout = renderer.layout(view, width: nil)
        let rect = pixelRect(of: try #require(layout.frame(of: "g")), in: renderer.geometry(of: layout))
        let image = try renderer.image(of: layout)
        let y = (rect.minY + rect.maxY) / 2
        let left = image[rect.minX + 3, y], right = image[rect.maxX - 3, y]
        #expect(left.r > 200 && left.b < 60, "\(left)")
        #expect(right.b > 200 && right.r < 60, "\(right)")
    }
}
