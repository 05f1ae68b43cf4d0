import Foundation
import Layoutshot
import LayoutshotPixels
import LayoutshotRender
import Testing

/// `GraphicsContext`'s filters, layers and symbols as the renderer draws them. Semantics from
/// Apple's documentation (https://developer.apple.com/documentation/swiftui/graphicscontext):
/// a filter "only affects content that you draw into the context after adding the filter"
/// (`GraphicsContext.Filter`); `Filter.shadow(color:radius:x:y:blendMode:options:)` draws a shadow
/// below the object, `.shadowOnly` "draw[s] only the shadow, and omit[s] the source object"
/// (`GraphicsContext.ShadowOptions`); `colorMultiply(_:)` multiplies each channel;
/// `alphaThreshold(min:max:color:)` turns pixels whose alpha is within the range into the constant
/// colour and the others transparent (Apple's documentation of the filter, paraphrased);
/// `drawLayer(content:)` draws into a new transparency layer composited as one;
/// `clipToLayer(opacity:options:content:)` adds the layer's shape to the clip;
/// `resolveSymbol(id:)` finds the view tagged `id` among the canvas's symbols.
@MainActor
@Suite struct CanvasLayerTests {
    /// Writes the picture for a person to look at when `LAYOUTSHOT_TEST_PICTURES` names a folder.
    private func keep(_ renderer: LayoutRenderer, _ layout: ComputedLayout, _ name: String) throws {
        guard let folder = ProcessInfo.processInfo.environment["LAYOUTSHOT_TEST_PICTURES"] else { return }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try renderer.write(layout, to: folder + "/" + name + ".png")
    }

    private func render(_ width: CGFloat = 100, _ height: CGFloat = 60, name: String = #function,
                        _ draw: @escaping (inout GraphicsContext, CGSize) -> Void) throws -> (RGBAImage, PixelRect, ComputedLayout) {
        let view = Canvas(renderer: draw).frame(width: width, height: height).id("canvas").background(Color.white)
        let renderer = plainRenderer()
        let layout = renderer.layout(view, width: nil)
        let image = try renderer.image(of: layout)
        try keep(renderer, layout, "canvas-" + name.prefix { $0 != "(" } + "-\(Int(image[image.width / 2, image.height / 2].r))")
        return (image, pixelRect(of: try #require(layout.frame(of: "canvas")), in: renderer.geometry(of: layout)), layout)
    }

    @Test func aBlurFilterBlursWhatIsDrawnAfterIt() throws {
        // A 20-point black square at (40, 20), blurred with a standard deviation of 4: grey one
        // radius outside its edge, where the unblurred square leaves white.
        let square = Path(CGRect(x: 40, y: 20, width: 20, height: 20))
        let (sharp, r1, _) = try render { context, _ in context.fill(square, with: .color(.black)) }
        let (blurred, r2, _) = try render { context, _ in
            context.addFilter(.blur(radius: 4))
            context.fill(square, with: .color(.black))
        }
        #expect(sharp[r1.minX + 64, r1.minY + 30].r > 250, "white beside the sharp square")
        let beside = blurred[r2.minX + 64, r2.minY + 30]
        #expect((150...245).contains(Int(beside.r)), "the blur spreads past the edge: \(beside)")
        #expect(blurred[r2.minX + 50, r2.minY + 30].r < 40, "still dark in the middle")
        // Drawn before the filter: sharp.
        let (before, r3, _) = try render { context, _ in
            let copy = context
            copy.fill(square, with: .color(.black))
            context.addFilter(.blur(radius: 4))
        }
        #expect(before[r3.minX + 64, r3.minY + 30].r > 250)
    }

    @Test func aShadowFilterDrawsAnOffsetCopyBehindOrAlone() throws {
        let square = Path(CGRect(x: 10, y: 10, width: 20, height: 20))
        let (image, r, _) = try render { context, _ in
            context.addFilter(.shadow(color: .black, radius: 0, x: 40, y: 0))
            context.fill(square, with: .color(Color(hex: 0xFF0000)))
        }
        let object = image[r.minX + 20, r.minY + 20], shadow = image[r.minX + 60, r.minY + 20]
        #expect(object.r > 240 && object.g < 20, "the square is drawn: \(object)")
        #expect(shadow.r < 20 && shadow.g < 20 && shadow.b < 20, "its shadow 40 points right, black: \(shadow)")
        let (only, r2, _) = try render { context, _ in
            context.addFilter(.shadow(color: .black, radius: 0, x: 40, y: 0, options: .shadowOnly))
            context.fill(square, with: .color(Color(hex: 0xFF0000)))
        }
        #expect(only[r2.minX + 20, r2.minY + 20].r > 250 && only[r2.minX + 20, r2.minY + 20].g > 250, "no object with .shadowOnly")
        #expect(only[r2.minX + 60, r2.minY + 20].r < 20)
        // An inner shadow (.invertsAlpha) cannot be drawn: a plain one is, and the layout says so.
        let (_, _, inner) = try render { context, _ in
            context.addFilter(.shadow(radius: 2, options: [.invertsAlpha, .shadowAbove]))
            context.fill(square, with: .color(Color(hex: 0xFF0000)))
        }
        #expect(inner.diagnostics.contains { $0.message.contains(".invertsAlpha") }, "\(inner.diagnostics.map(\.message))")
    }

    @Test func colourMultiplyAndAlphaThresholdFilters() throws {
        let all = Path(CGRect(x: 0, y: 0, width: 100, height: 60))
        let (multiplied, r1, _) = try render { context, _ in
            context.addFilter(.colorMultiply(Color(red: 0, green: 0, blue: 1)))
            context.fill(all, with: .color(.white))
        }
        let blue = multiplied[r1.minX + 50, r1.minY + 30]
        #expect(blue.b > 240 && blue.r < 15 && blue.g < 15, "white times blue is blue: \(blue)")
        // Black at 60 % opacity: alpha 0.6 is within 0.5…1, so it becomes solid green; above 0.7 it is not.
        let (kept, r2, _) = try render { context, _ in
            context.addFilter(.alphaThreshold(min: 0.5, color: Color(red: 0, green: 1, blue: 0)))
            context.fill(Path(CGRect(x: 0, y: 0, width: 50, height: 60)), with: .color(.black.opacity(0.6)))
        }
        let green = kept[r2.minX + 25, r2.minY + 30]
        #expect(green.g > 240 && green.r < 15, "within the range: the constant colour: \(green)")
        #expect(kept[r2.minX + 75, r2.minY + 30].r > 250, "transparent outside the range (the white behind shows)")
        let (dropped, r3, _) = try render { context, _ in
            context.addFilter(.alphaThreshold(min: 0.7, color: Color(red: 0, green: 1, blue: 0)))
            context.fill(Path(CGRect(x: 0, y: 0, width: 50, height: 60)), with: .color(.black.opacity(0.6)))
        }
        let gone = dropped[r3.minX + 25, r3.minY + 30]
        #expect(gone.r > 250 && gone.g > 250, "below the range: transparent: \(gone)")
    }

    @Test func aLayerIsCompositedAsOneWithTheContextsOpacity() throws {
        // Two overlapping black squares at half opacity: drawn one by one the overlap is darker;
        // in one layer the layer is faded as a whole, so the overlap is as grey as the rest.
        func squares(_ context: inout GraphicsContext) {
            context.fill(Path(CGRect(x: 10, y: 10, width: 40, height: 40)), with: .color(.black))
            context.fill(Path(CGRect(x: 30, y: 10, width: 40, height: 40)), with: .color(.black))
        }
        let (separate, r1, _) = try render { context, _ in
            context.opacity = 0.5
            squares(&context)
        }
        let (layered, r2, _) = try render { context, _ in
            context.opacity = 0.5
            context.drawLayer { layer in squares(&layer) }
        }
        let single1 = separate[r1.minX + 15, r1.minY + 30].r, overlap1 = separate[r1.minX + 40, r1.minY + 30].r
        let single2 = layered[r2.minX + 15, r2.minY + 30].r, overlap2 = layered[r2.minX + 40, r2.minY + 30].r
        #expect(overlap1 + 40 < single1, "one by one, the overlap is darker: \(overlap1) vs \(single1)")
        #expect(abs(Int(overlap2) - Int(single2)) <= 2 && (110...145).contains(Int(single2)), "one layer: \(overlap2) vs \(single2)")
    }

    @Test func clipToLayerClipsToWhatTheLayerFills() throws {
        let (image, r, _) = try render { context, size in
            context.clipToLayer { layer in layer.fill(Path(ellipseIn: CGRect(x: 20, y: 0, width: 60, height: 60)), with: .color(.black)) }
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(Color(hex: 0x0000FF)))
        }
        #expect(image[r.minX + 50, r.minY + 30].b > 240 && image[r.minX + 50, r.minY + 30].r < 15, "inside the circle")
        #expect(image[r.minX + 22, r.minY + 3].r > 250, "outside it, nothing drawn")
        #expect(image[r.minX + 5, r.minY + 30].r > 250)
        let (inverse, r2, _) = try render { context, size in
            context.clipToLayer(options: .inverse) { layer in layer.fill(Path(ellipseIn: CGRect(x: 20, y: 0, width: 60, height: 60)), with: .color(.black)) }
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(Color(hex: 0x0000FF)))
        }
        #expect(inverse[r2.minX + 50, r2.minY + 30].r > 250, "the inverse clip leaves the circle out")
        #expect(inverse[r2.minX + 5, r2.minY + 30].b > 240)
    }

    @Test func aResolvedSymbolIsDrawnWhereItIsPut() throws {
        let view = Canvas { context, size in
            if let mark = context.resolveSymbol(id: "mark") {
                #expect(mark.size == CGSize(width: 20, height: 20), "the tagged view at its size in the canvas")
                context.draw(mark, at: CGPoint(x: 30, y: 30))
                context.draw(mark, in: CGRect(x: 60, y: 10, width: 30, height: 40))
            }
            #expect(context.resolveSymbol(id: "missing") == nil)
        } symbols: {
            Color(hex: 0x0000FF).frame(width: 20, height: 20).tag("mark")
            Text("unused")
        }
        .frame(width: 100, height: 60).id("canvas").background(Color.white)
        let renderer = plainRenderer()
        let layout = renderer.layout(view, width: nil)
        let image = try renderer.image(of: layout)
        let r = pixelRect(of: try #require(layout.frame(of: "canvas")), in: renderer.geometry(of: layout))
        try keep(renderer, layout, "canvas-symbols")
        // Centred on (30, 30): 20 points from 20 to 40.
        #expect(image[r.minX + 21, r.minY + 21].b > 240 && image[r.minX + 21, r.minY + 21].r < 15)
        #expect(image[r.minX + 38, r.minY + 38].b > 240)
        #expect(image[r.minX + 18, r.minY + 30].r > 250, "nothing left of it")
        #expect(image[r.minX + 42, r.minY + 30].r > 250, "nothing right of it")
        // Scaled into (60, 10, 30×40).
        #expect(image[r.minX + 62, r.minY + 12].b > 240 && image[r.minX + 88, r.minY + 48].b > 240)
        #expect(image[r.minX + 92, r.minY + 30].r > 250)
    }
}
