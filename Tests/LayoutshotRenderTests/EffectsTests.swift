import Foundation
import Layoutshot
import LayoutshotRender
import Testing

/// Drawing effects change the picture, not the layout: rotation and scale turn and grow what a view
/// draws about its anchor (https://developer.apple.com/documentation/swiftui/view/rotationeffect(_:anchor:)),
/// a shadow falls outside the view, offset as asked, and shape styles draw gradients.
@MainActor
@Suite struct EffectsTests {
    /// Writes the picture for a person to look at when `LAYOUTSHOT_TEST_PICTURES` names a folder.
    private func keep(_ renderer: LayoutRenderer, _ layout: ComputedLayout, _ name: String) throws {
        guard let folder = ProcessInfo.processInfo.environment["LAYOUTSHOT_TEST_PICTURES"] else { return }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try renderer.write(layout, to: folder + "/" + name + ".png")
    }

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

    /// `shadow(color:radius:x:y:)` (https://developer.apple.com/documentation/swiftui/view/shadow(color:radius:x:y:)):
    /// "radius: A measure of how much to blur the shadow"; the default colour is
    /// `Color(.sRGBLinear, white: 0, opacity: 0.33)`. Layoutshot's rule is a Gaussian of standard
    /// deviation `radius` (as `blur(radius:)`), so one radius past the shadow's edge it is
    /// 1 − Φ(1) ≈ 16 % of its full strength and three radii out it has faded.
    @Test func aShadowIsABlurredSilhouetteAtTheColoursOpacity() throws {
        let renderer = plainRenderer()
        // A black square's shadow at full opacity, not offset: the blur shows around the square.
        let soft = ZStack { Color.black.frame(width: 40, height: 40).shadow(color: .black, radius: 4).id("square") }
            .frame(width: 100, height: 100).background(Color.white)
        let layout = renderer.layout(soft, width: nil)
        #expect(layout.frame(of: "square")?.size == CGSize(width: 40, height: 40), "no effect on layout")
        let image = try renderer.image(of: layout)
        let rect = pixelRect(of: try #require(layout.frame(of: "square")), in: renderer.geometry(of: layout))
        let y = (rect.minY + rect.maxY) / 2
        let edge = image[rect.maxX, y], oneOut = image[rect.maxX + 4, y], far = image[rect.maxX + 14, y]
        #expect((100...160).contains(Int(edge.r)), "half strength just outside the edge: \(edge)")
        #expect((195...232).contains(Int(oneOut.r)), "one radius out, about 16 % black: \(oneOut)")
        #expect(far.r > 250, "three radii out it has faded: \(far)")
        #expect(try renderer.image(of: layout) == image, "the same pixels every run")

        // The default colour: black at 0.33 opacity, so a hard shadow on white is 67 % white.
        let faint = ZStack { Color.white.frame(width: 20, height: 20).shadow(radius: 0, x: 10, y: 10).id("card") }
            .frame(width: 60, height: 60).background(Color.white)
        let faintLayout = renderer.layout(faint, width: nil)
        let card = pixelRect(of: try #require(faintLayout.frame(of: "card")), in: renderer.geometry(of: faintLayout))
        let under = try renderer.image(of: faintLayout)[card.maxX + 4, card.maxY + 4]
        #expect(abs(Int(under.r) - 171) <= 2 && under.r == under.g && under.g == under.b, "255 × (1 − 0.33) ≈ 171: \(under)")
        try keep(renderer, layout, "shadow-soft")
        // What people write: a card with the default shadow, text with a coloured one.
        let cards = VStack(spacing: 24) {
            Text("Card").padding(24).background(RoundedRectangle(cornerRadius: 12).fill(Color.white)).shadow(radius: 8, x: 0, y: 4)
            Text("Glow").font(.largeTitle.bold()).foregroundColor(.white).shadow(color: .blue, radius: 3)
        }
        .padding(30).background(Color(white: 0.95))
        try keep(renderer, renderer.layout(cards, width: nil), "shadow-card")
        try keep(LayoutRenderer(textMeasurer: sharedMeasurer, scale: .x2), LayoutRenderer(textMeasurer: sharedMeasurer, scale: .x2).layout(cards, width: nil), "shadow-card-diagram")
    }

    /// "offset(x:y:)": the view's drawing moves (https://developer.apple.com/documentation/swiftui/view/offset(x:y:)),
    /// and its shadow, the silhouette of that drawing, moves with it.
    @Test func aShadowFollowsTheViewsOffset() throws {
        let view = ZStack {
            Color.white.frame(width: 20, height: 20).offset(x: 30).shadow(color: .black, radius: 0, x: 0, y: 10).id("moved")
        }
        .frame(width: 100, height: 60).background(Color.white)
        let renderer = plainRenderer()
        let layout = renderer.layout(view, width: nil)
        let laidOut = pixelRect(of: try #require(layout.frame(of: "moved")), in: renderer.geometry(of: layout))
        let image = try renderer.image(of: layout)
        let midX = (laidOut.minX + laidOut.maxX) / 2
        let below = laidOut.maxY + 5
        #expect(image[midX + 30, below].r < 10, "the shadow is under the moved square: \(image[midX + 30, below])")
        #expect(image[midX, below].r > 250, "nothing where the square was laid out: \(image[midX, below])")
    }

    /// List row separators (https://developer.apple.com/documentation/swiftui/view/listrowseparator(_:edges:)):
    /// drawn as a hairline in `Color(.separator)` from the row's content inset, none under a
    /// card's last row. At 2× the 0.5 pt line is one pixel row.
    @Test func listRowSeparatorsAreDrawnBetweenRowsOnly() throws {
        let renderer = plainRenderer(scale: .x2)
        let view = NavigationStack {
            List { Text("One").id("one"); Text("Two").id("two"); Text("Three").id("three") }.navigationTitle("Rows")
        }
        .frame(width: 390, height: 400)
        let layout = renderer.layout(view, width: nil)
        let image = try renderer.image(of: layout)
        try keep(renderer, layout, "list-separators")
        let geometry = renderer.geometry(of: layout)
        let separators = layout.nodes.filter { $0.kind == .shape && $0.frame.height == 0.5 }
        #expect(separators.count == 2)
        let card = pixel(DiagramTheme.light.resolve(Color(.secondarySystemGroupedBackground)))
        for line in separators {
            let rect = pixelRect(of: line.frame, in: geometry)
            #expect(rect.maxY - rect.minY == 1, "one pixel row: \(rect)")
            let drawn = image[rect.minX + 20, rect.minY]
            #expect(drawn != card && drawn.r < card.r && drawn.r > 180, "a light grey hairline: \(drawn) on \(card)")
            #expect(image[rect.minX - 8, rect.minY] == card, "not inside the row's content inset")
        }
        let three = pixelRect(of: try #require(layout.frame(of: "three")), in: geometry)
        let rowBottom = three.maxY + 11 * 2 + 1
        #expect(image[three.minX + 20, rowBottom - 2] == card, "no separator under the last row")
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
