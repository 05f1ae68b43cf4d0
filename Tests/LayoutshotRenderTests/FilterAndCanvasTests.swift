import Foundation
import Layoutshot
import LayoutshotPixels
import LayoutshotRender
import Testing

/// Blur, colour filters, angular gradients, `Canvas` and right-to-left placement, as the renderer
/// draws them. Semantics from Apple's documentation: `blur(radius:opaque:)`
/// (https://developer.apple.com/documentation/swiftui/view/blur(radius:opaque:)), `grayscale(_:)`,
/// `saturation(_:)`, `brightness(_:)` ("0 (no effect) and 1 (full white brightening)"),
/// `contrast(_:)`, `hueRotation(_:)`, `colorInvert()`, `colorMultiply(_:)`, `luminanceToAlpha()`,
/// `AngularGradient` (https://developer.apple.com/documentation/swiftui/angulargradient) and
/// `Canvas` (https://developer.apple.com/documentation/swiftui/canvas).
@MainActor
@Suite struct FilterAndCanvasTests {
    /// Writes the picture for a person to look at when `LAYOUTSHOT_TEST_PICTURES` names a folder.
    private func keep(_ renderer: LayoutRenderer, _ layout: ComputedLayout, _ name: String) throws {
        guard let folder = ProcessInfo.processInfo.environment["LAYOUTSHOT_TEST_PICTURES"] else { return }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try renderer.write(layout, to: folder + "/" + name + ".png")
    }

    private func centre(_ rect: PixelRect) -> (x: Int, y: Int) { ((rect.minX + rect.maxX) / 2, (rect.minY + rect.maxY) / 2) }

    @Test func aBlurSpreadsAGaussianAcrossTheEdgeAndIsTheSameEveryRun() throws {
        // A 40-point black square blurred with radius 4 on white. A Gaussian edge of standard
        // deviation 4: half-way grey on the edge, 1 − Φ(1) ≈ 16 % black one radius outside,
        // white three radii out, black at the centre.
        let view = ZStack { Color.black.frame(width: 40, height: 40).blur(radius: 4).id("square") }
            .frame(width: 100, height: 100).background(Color.white)
        let renderer = plainRenderer()
        let layout = renderer.layout(view, width: nil)
        #expect(layout.frame(of: "square")?.size == CGSize(width: 40, height: 40), "no effect on layout")
        let image = try renderer.image(of: layout)
        let rect = pixelRect(of: try #require(layout.frame(of: "square")), in: renderer.geometry(of: layout))
        let y = centre(rect).y
        let inside = image[centre(rect).x, y], edge = image[rect.maxX, y], oneOut = image[rect.maxX + 4, y], far = image[rect.maxX + 14, y]
        #expect(inside.r < 10, "\(inside)")
        #expect((100...160).contains(Int(edge.r)), "the edge is half grey: \(edge)")
        #expect((195...232).contains(Int(oneOut.r)), "one radius out, about 16 % black: \(oneOut)")
        #expect(far.r > 250, "three radii out it has faded: \(far)")
        #expect(try renderer.image(of: layout) == image, "deterministic")
        // Vector formats embed the blurred group as an image.
        #expect(try renderer.svg(of: layout).count > 0)
        #expect(try renderer.pdf(of: layout).count > 0)
        // At 2× the blur is twice as many pixels wide: the same picture, finer.
        let fine = plainRenderer(scale: .x2)
        let fineLayout = fine.layout(view, width: nil)
        let fineImage = try fine.image(of: fineLayout)
        let fineRect = pixelRect(of: try #require(fineLayout.frame(of: "square")), in: fine.geometry(of: fineLayout))
        let fineOneOut = fineImage[fineRect.maxX + 8, (fineRect.minY + fineRect.maxY) / 2]
        #expect(abs(Int(fineOneOut.r) - Int(oneOut.r)) <= 12, "\(fineOneOut) at 2× against \(oneOut) at 1×")
        try keep(renderer, layout, "blur")
        // The diagram look draws the same blur under its frame outlines.
        let diagram = LayoutRenderer(textMeasurer: sharedMeasurer)
        let diagramLayout = diagram.layout(view, width: nil)
        let diagramImage = try diagram.image(of: diagramLayout)
        let d = pixelRect(of: try #require(diagramLayout.frame(of: "square")), in: diagram.geometry(of: diagramLayout))
        let outside = diagramImage[d.maxX + 4 * diagram.scale.rawValue, (d.minY + d.maxY) / 2]
        #expect(outside.r < 245 && outside.r > 150, "the blur spreads past the frame in a diagram too: \(outside)")
        try keep(diagram, diagramLayout, "blur-diagram")
    }

    /// Apple's documentation of `zIndex(_:)`: "Views with a higher z index value are drawn on top
    /// of views with a lower one" among siblings; without one, later siblings draw on top.
    @Test func zIndexDrawsHigherSiblingsInFront() throws {
        let renderer = plainRenderer()
        let raised = renderer.layout(ZStack {
            Color(hex: 0xFF0000).frame(width: 40, height: 40).zIndex(1).id("red")
            Color(hex: 0x0000FF).frame(width: 40, height: 40)
        }, width: nil)
        let plain = renderer.layout(ZStack {
            Color(hex: 0xFF0000).frame(width: 40, height: 40).id("red")
            Color(hex: 0x0000FF).frame(width: 40, height: 40)
        }, width: nil)
        for (layout, expected) in [(raised, RGBA(r: 255, g: 0, b: 0, a: 255)), (plain, RGBA(r: 0, g: 0, b: 255, a: 255))] {
            let image = try renderer.image(of: layout)
            let rect = pixelRect(of: try #require(layout.frame(of: "red")), in: renderer.geometry(of: layout))
            #expect(image[centre(rect).x, centre(rect).y] == expected)
        }
        #expect(raised.frame(of: "red") == plain.frame(of: "red"), "zIndex does not change the layout")
    }

    @Test func anOpaqueBlurStaysInsideTheFrame() throws {
        let view = ZStack {
            HStack(spacing: 0) { Color(hex: 0xFF0000); Color(hex: 0x0000FF) }.frame(width: 40, height: 40).blur(radius: 6, opaque: true).id("pair")
        }
        .frame(width: 100, height: 100).background(Color.white)
        let renderer = plainRenderer()
        let layout = renderer.layout(view, width: nil)
        let image = try renderer.image(of: layout)
        let rect = pixelRect(of: try #require(layout.frame(of: "pair")), in: renderer.geometry(of: layout))
        let y = centre(rect).y
        let corner = image[rect.minX, rect.minY]
        #expect(corner.r > 200 && corner.g < 30 && corner.b < 60, "edge pixels repeat: the corner stays red, not faded to white: \(corner)")
        #expect(image[rect.minX - 2, y] == RGBA(r: 255, g: 255, b: 255, a: 255), "nothing spreads outside")
        let middle = image[centre(rect).x, y]
        #expect(middle.r > 90 && middle.b > 90, "red and blue mix across the seam: \(middle)")
        try keep(renderer, layout, "blur-opaque")
    }

    @Test func colourFiltersChangeColoursAsDocumented() throws {
        let renderer = plainRenderer()
        func colour<V: View>(_ view: V) throws -> RGBA {
            let layout = renderer.layout(ZStack { view.frame(width: 20, height: 20).id("v") }.frame(width: 30, height: 30).background(Color.white), width: nil)
            let rect = pixelRect(of: try #require(layout.frame(of: "v")), in: renderer.geometry(of: layout))
            return try renderer.image(of: layout)[centre(rect).x, centre(rect).y]
        }
        let red = Color(hex: 0xFF0000)
        func near(_ value: UInt8, _ expected: Int, _ tolerance: Int = 3) -> Bool { abs(Int(value) - expected) <= tolerance }
        // Grey by Rec. 709 luma (0.2126 of red): 54.
        let grey = try colour(red.grayscale(1))
        #expect(near(grey.r, 54) && near(grey.g, 54) && near(grey.b, 54), "\(grey)")
        #expect(try colour(red.saturation(0)) == grey)
        #expect(try colour(red.grayscale(0)) == RGBA(r: 255, g: 0, b: 0, a: 255), "0 is no effect")
        let brighter = try colour(Color.black.brightness(0.5))
        #expect(near(brighter.r, 128) && near(brighter.b, 128), "adds 0.5: \(brighter)")
        #expect(try colour(Color.black.brightness(1)) == RGBA(r: 255, g: 255, b: 255, a: 255), "1 is white")
        let flat = try colour(red.contrast(0))
        #expect(near(flat.r, 128) && near(flat.g, 128), "no contrast is middle grey: \(flat)")
        #expect(try colour(red.colorInvert()) == RGBA(r: 0, g: 255, b: 255, a: 255))
        let turned = try colour(red.hueRotation(.degrees(120)))
        #expect(turned.g > turned.r && turned.g > turned.b, "a third of a turn takes red towards green: \(turned)")
        let multiplied = try colour(Color.white.colorMultiply(Color(hex: 0x3366CC)))
        #expect(near(multiplied.r, 0x33) && near(multiplied.g, 0x66) && near(multiplied.b, 0xCC), "\(multiplied)")
        // Black with the luminance as alpha: a white square becomes black, a black one vanishes.
        #expect(try colour(Color.white.luminanceToAlpha()) == RGBA(r: 0, g: 0, b: 0, a: 255))
        #expect(try colour(Color.black.luminanceToAlpha()) == RGBA(r: 255, g: 255, b: 255, a: 255))
        // One picture of every filter on the same swatch, for a person to look at.
        let swatch = HStack(spacing: 0) { Color(hex: 0xFF3B30); Color(hex: 0x34C759); Color(hex: 0x007AFF); Color.white; Color.black }
            .frame(width: 50, height: 20)
        let sheet = VStack(alignment: .leading, spacing: 4) {
            HStack { swatch; Text("original") }
            HStack { swatch.grayscale(1); Text("grayscale(1)") }
            HStack { swatch.saturation(2); Text("saturation(2)") }
            HStack { swatch.brightness(0.3); Text("brightness(0.3)") }
            HStack { swatch.contrast(0.5); Text("contrast(0.5)") }
            HStack { swatch.hueRotation(.degrees(90)); Text("hueRotation(90°)") }
            HStack { swatch.colorInvert(); Text("colorInvert()") }
            HStack { swatch.colorMultiply(Color(hex: 0xFFCC00)); Text("colorMultiply(yellow)") }
            HStack { swatch.luminanceToAlpha(); Text("luminanceToAlpha()") }
            HStack { swatch.blur(radius: 2); Text("blur(radius: 2)") }
        }
        try keep(plainRenderer(scale: .x2), plainRenderer(scale: .x2).layout(sheet.padding(), width: nil), "filters")
        // A bad amount is clamped and reported.
        let bad = renderer.layout(Color.red.blur(radius: -.infinity).grayscale(.nan).frame(width: 10, height: 10), width: nil)
        #expect(bad.diagnostics.count == 2, "\(bad.diagnostics)")
        _ = try renderer.image(of: bad)
    }

    @Test func aFilterAppliesToTheViewAndEverythingInIt() throws {
        let view = VStack(spacing: 0) {
            Color(hex: 0xFF0000).frame(width: 20, height: 20).id("top")
            Text("Grey").foregroundColor(Color(hex: 0x0000FF))
        }
        .grayscale(1)
        let renderer = plainRenderer()
        let layout = renderer.layout(view, width: nil)
        let image = try renderer.image(of: layout)
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image[x, y]
                #expect(abs(Int(p.r) - Int(p.g)) <= 2 && abs(Int(p.g) - Int(p.b)) <= 2, "every pixel is grey at (\(x), \(y)): \(p)")
                if abs(Int(p.r) - Int(p.g)) > 2 { return }
            }
        }
        try keep(renderer, layout, "grayscale")
    }

    @Test func anAngularGradientSweepsAroundItsCentre() throws {
        // Red at 0° (pointing right), blue at 360°, turning clockwise: just below the rightward
        // axis is red, just above it blue, to the left the mix.
        let view = Circle().fill(AngularGradient(colors: [Color(hex: 0xFF0000), Color(hex: 0x0000FF)], center: .center))
            .frame(width: 100, height: 100).id("wheel")
        let renderer = plainRenderer()
        let layout = renderer.layout(view, width: nil)
        let image = try renderer.image(of: layout)
        let rect = pixelRect(of: try #require(layout.frame(of: "wheel")), in: renderer.geometry(of: layout))
        let (cx, cy) = centre(rect)
        let below = image[cx + 30, cy + 3], above = image[cx + 30, cy - 3], left = image[cx - 30, cy]
        #expect(below.r > 220 && below.b < 40, "\(below)")
        #expect(above.b > 220 && above.r < 40, "\(above)")
        #expect((100...155).contains(Int(left.r)) && (100...155).contains(Int(left.b)), "half way round: \(left)")
        let down = image[cx, cy + 30]
        #expect(down.r > down.b, "a quarter turn is mostly red: \(down)")
        try keep(renderer, layout, "angular")
        // SVG has no conic gradient (cairo rasterises the sweep there); PDF draws the mesh.
        #expect(try renderer.svg(of: layout).count > 0)
        #expect(try renderer.pdf(of: layout).count > 0)

        // A partial sweep: 0°…180°; the missing half is the last colour then the first, switching half way.
        let half = Rectangle().fill(AngularGradient(colors: [Color(hex: 0xFF0000), Color(hex: 0x0000FF)], center: .center,
                                                    startAngle: .zero, endAngle: .degrees(180)))
            .frame(width: 100, height: 100).id("half")
        let halfLayout = renderer.layout(half, width: nil)
        let halfImage = try renderer.image(of: halfLayout)
        let r2 = pixelRect(of: try #require(halfLayout.frame(of: "half")), in: renderer.geometry(of: halfLayout))
        let (hx, hy) = centre(r2)
        let upLeft = halfImage[hx - 30, hy - 10], upRight = halfImage[hx + 30, hy - 10]
        #expect(upLeft.b > 220 && upLeft.r < 40, "just past 180° it is still the last colour: \(upLeft)")
        #expect(upRight.r > 220 && upRight.b < 40, "just before 360° it is the first: \(upRight)")
        try keep(renderer, halfLayout, "angular-half")
    }

    @Test func aCanvasDrawsItsCommands() throws {
        let view = Canvas { context, size in
            context.fill(Path(CGRect(x: 0, y: 0, width: size.width / 2, height: size.height)), with: .color(Color(hex: 0xFF0000)))
            var turned = context
            turned.translateBy(x: size.width * 0.75, y: size.height / 2)
            turned.rotate(by: .degrees(45))
            turned.fill(Path(CGRect(x: -10, y: -10, width: 20, height: 20)), with: .color(Color(hex: 0x0000FF)))
            var clipped = context
            clipped.clip(to: Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20)))
            clipped.opacity = 0.5
            clipped.fill(Path(CGRect(x: 0, y: 0, width: 40, height: 40)), with: .color(.white))
            context.stroke(Path(CGRect(x: 60, y: 4, width: 30, height: 8)), with: .color(Color(hex: 0x00AA00)), lineWidth: 2)
            context.draw(Text("Hi").font(.system(size: 14)), at: CGPoint(x: size.width * 0.75, y: size.height - 10))
        }
        .frame(width: 120, height: 60).id("canvas")
        let renderer = plainRenderer()
        let layout = renderer.layout(view, width: nil)
        let image = try renderer.image(of: layout)
        let rect = pixelRect(of: try #require(layout.frame(of: "canvas")), in: renderer.geometry(of: layout))
        let left = image[rect.minX + 40, rect.minY + 40]
        #expect(left.r > 240 && left.g < 20, "the left half is red: \(left)")
        let (ox, oy) = (rect.minX + 90, rect.minY + 30)
        #expect(image[ox, oy].b > 200, "the turned square is blue at its centre")
        #expect(image[ox + 12, oy].b > 150, "a corner of the diamond reaches 14 points right (√2·10)")
        #expect(image[ox + 9, oy + 9].r > 200, "and its side is not where an unturned square's corner is: the canvas shows")
        let faded = image[rect.minX + 10, rect.minY + 10]
        #expect(faded.r > 240 && (110...145).contains(Int(faded.g)), "half-opaque white inside the clip circle: \(faded)")
        #expect(image[rect.minX + 1, rect.minY + 1] == RGBA(r: 255, g: 0, b: 0, a: 255), "outside the circle it is red")
        #expect(image[rect.minX + 60, rect.minY + 8].g > 120, "the stroked outline")
        var textInk = 0
        for y in (rect.minY + 40)..<(rect.minY + 58) { for x in (rect.minX + 80)..<(rect.minX + 100) where image[x, y].r < 120 { textInk += 1 } }
        #expect(textInk > 10, "the text is drawn about its anchor: \(textInk) dark pixels")
        try keep(renderer, layout, "canvas")
    }

    @Test func aCanvasWrapsTextInARectangleAndDrawsImagesAtTheirSize() throws {
        let view = Canvas { context, size in
            context.draw(Text("one two three four five").font(.system(size: 12)), in: CGRect(x: 4, y: 4, width: 50, height: 100))
            context.draw(Image(systemName: "star"), at: CGPoint(x: 90, y: 30))
        }
        .frame(width: 120, height: 110).id("canvas")
        let renderer = plainRenderer()
        let layout = renderer.layout(view, width: nil)
        let image = try renderer.image(of: layout)
        let rect = pixelRect(of: try #require(layout.frame(of: "canvas")), in: renderer.geometry(of: layout))
        let text = try #require(darkBounds(crop(image, PixelRect(minX: rect.minX, minY: rect.minY, maxX: rect.minX + 60, maxY: rect.maxY))))
        #expect(text.maxX <= 56, "wrapped inside the 50-point width: \(text)")
        #expect(text.maxY - text.minY > 26, "on several lines (each 14 points): \(text)")
        // A symbol is drawn as its placeholder, the size of the body font (17 points), centred on (90, 30).
        let around = crop(image, PixelRect(minX: rect.minX + 70, minY: rect.minY + 10, maxX: rect.minX + 110, maxY: rect.minY + 50))
        let symbol = try #require(nonCanvasBounds(around, canvas: image[rect.minX + 110, rect.minY + 100]))
        #expect(abs((symbol.minX + symbol.maxX) / 2 - 20) <= 1 && abs((symbol.minY + symbol.maxY) / 2 - 20) <= 1, "centred: \(symbol)")
        #expect((15...19).contains(symbol.maxX - symbol.minX), "17 points wide: \(symbol)")
        try keep(renderer, layout, "canvas-text-image")
    }

    /// The box of pixels that differ from the canvas colour.
    private func nonCanvasBounds(_ image: RGBAImage, canvas: RGBA) -> PixelRect? {
        var box: PixelRect?
        for y in 0..<image.height {
            for x in 0..<image.width where image[x, y] != canvas {
                box = PixelRect(minX: min(box?.minX ?? x, x), minY: min(box?.minY ?? y, y), maxX: max(box?.maxX ?? x + 1, x + 1), maxY: max(box?.maxY ?? y + 1, y + 1))
            }
        }
        return box
    }

    @Test func aCanvasWithNonFiniteCoordinatesStillRenders() throws {
        let view = Canvas { context, size in
            context.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(Color(hex: 0xFF0000)))
            context.fill(Path(CGRect(x: CGFloat.nan, y: 0, width: 20, height: .infinity)), with: .color(.blue))
            context.stroke(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.green), lineWidth: .nan)
            context.draw(Text("x"), at: CGPoint(x: CGFloat.infinity, y: 0))
            var broken = context
            broken.scaleBy(x: .nan, y: 0)
            broken.fill(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), with: .color(.blue))
        }
        .frame(width: 40, height: 40).id("canvas")
        let renderer = plainRenderer()
        let layout = renderer.layout(view, width: nil)
        let image = try renderer.image(of: layout)
        let rect = pixelRect(of: try #require(layout.frame(of: "canvas")), in: renderer.geometry(of: layout))
        #expect(image[rect.minX + 15, rect.minY + 15] == RGBA(r: 255, g: 0, b: 0, a: 255), "the good command is drawn; the others are skipped")
        #expect(layout.diagnostics.count == 4, "each bad call is reported: \(layout.diagnostics.map(\.message))")
    }

    @Test func rightToLeftPutsTheFirstViewOnTheRightAndKeepsTextReadable() throws {
        let view = HStack(spacing: 0) {
            Color(hex: 0xFF0000).frame(width: 40, height: 20)
            Text("abc").frame(width: 60, alignment: .leading).id("label")
        }
        .environment(\.layoutDirection, .rightToLeft)
        let renderer = plainRenderer()
        let layout = renderer.layout(view, width: nil)
        let image = try renderer.image(of: layout)
        let geometry = renderer.geometry(of: layout)
        let whole = pixelRect(of: CGRect(origin: .zero, size: layout.size), in: geometry)
        #expect(image[whole.maxX - 5, whole.minY + 10].r > 240, "red at the right")
        let label = pixelRect(of: try #require(layout.frame(of: "label")), in: geometry)
        // The text sits at the label's leading edge, its right, unmirrored.
        let ink = try #require(darkBounds(crop(image, label)))
        #expect(ink.maxX > (label.maxX - label.minX) - 6, "leading is the right: \(ink)")
        #expect(ink.minX > 20, "\(ink)")
        try keep(renderer, layout, "rtl")
        // In the diagram look the leading padding's length is labelled on the right, where it is.
        let diagram = LayoutRenderer(textMeasurer: sharedMeasurer, scale: .x2)
        let padded = Color(hex: 0xFF0000).frame(width: 60, height: 40).padding(.leading, 24).environment(\.layoutDirection, .rightToLeft)
        try keep(diagram, diagram.layout(padded, width: nil), "rtl-padding-diagram")
    }

    /// The box of pixels darker than mid grey.
    private func darkBounds(_ image: RGBAImage) -> PixelRect? {
        var box: PixelRect?
        for y in 0..<image.height {
            for x in 0..<image.width where image[x, y].r < 128 {
                box = PixelRect(minX: min(box?.minX ?? x, x), minY: min(box?.minY ?? y, y), maxX: max(box?.maxX ?? x + 1, x + 1), maxY: max(box?.maxY ?? y + 1, y + 1))
            }
        }
        return box
    }
}
