import LayoutshotPixels
import Testing
@testable import LayoutshotGraphics

@Suite struct ImageSurfaceTests {
    /// Fills (x, y, w, h) in user units at `scale` and checks every pixel of a 40×30 surface.
    @Test(arguments: [1.0, 2.0])
    func filledRectCoversExactlyItsPixels(scale: Double) throws {
        let surface = try ImageSurface(width: 40, height: 30)
        let context = try GraphicsContext(surface)
        context.scale(x: scale, y: scale)
        context.setColor(GraphicsColor(red: 1, green: 0, blue: 0))
        context.addRect(x: 3, y: 4, width: 7, height: 5)
        context.fill()
        try context.checkStatus()

        let image = surface.pixels()
        let (left, top) = (Int(3 * scale), Int(4 * scale))
        let (right, bottom) = (Int(10 * scale), Int(9 * scale))
        var mismatches = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let inside = x >= left && x < right && y >= top && y < bottom
                let expected = inside ? RGBA(r: 255, g: 0, b: 0, a: 255) : RGBA.clear
                if image[x, y] != expected { mismatches += 1 }
            }
        }
        #expect(mismatches == 0)
    }

    @Test(arguments: [0.5, 0.25, 0.75, 0.1])
    func unpremultiplyIsCorrectWithinOne(alpha: Double) throws {
        let surface = try ImageSurface(width: 4, height: 4)
        let context = try GraphicsContext(surface)
        let color = GraphicsColor(red: 200.0 / 255, green: 100.0 / 255, blue: 37.0 / 255, alpha: alpha)
        context.setColor(color)
        context.paint()
        let pixel = surface.pixels()[2, 2]
        #expect(abs(Int(pixel.a) - Int((alpha * 255).rounded())) <= 1)
        // Premultiplied storage loses precision at low alpha: one step of premultiplied value is
        // 255 / a straight steps.
        let tolerance = max(1, Int((255 / (alpha * 255)).rounded(.up)) / 2 + 1)
        #expect(abs(Int(pixel.r) - 200) <= tolerance)
        #expect(abs(Int(pixel.g) - 100) <= tolerance)
        #expect(abs(Int(pixel.b) - 37) <= tolerance)
        if alpha == 0.5 {
            #expect(abs(Int(pixel.r) - 200) <= 1 && abs(Int(pixel.g) - 100) <= 1 && abs(Int(pixel.b) - 37) <= 1)
        }
    }

    @Test func imageRoundTripsThroughASurface() throws {
        let opaque = randomImage(width: 37, height: 19, opaque: true, seed: 1)
        #expect(try ImageSurface(image: opaque).pixels() == opaque)

        // With alpha, premultiplying to 8 bits loses precision; alpha itself is exact and colour
        // comes back within the premultiplied step size.
        let translucent = randomImage(width: 37, height: 19, opaque: false, seed: 2)
        let back = try ImageSurface(image: translucent).pixels()
        for i in stride(from: 0, to: translucent.pixels.count, by: 4) {
            let a = Int(translucent.pixels[i + 3])
            #expect(Int(back.pixels[i + 3]) == a)
            guard a > 0 else { continue }
            let tolerance = 255 / (2 * a) + 1
            for c in 0..<3 where abs(Int(back.pixels[i + c]) - Int(translucent.pixels[i + c])) > tolerance {
                Issue.record("pixel \(i / 4) channel \(c): \(translucent.pixels[i + c]) -> \(back.pixels[i + c]) at alpha \(a)")
            }
        }
    }

    /// `pixels()` converts four pixels at a time where all four are opaque or all four transparent
    /// and one at a time elsewhere: every mix of the two, at every offset within a row of odd width,
    /// must give what the one-pixel rule gives (round(c × 255 ÷ a) of the premultiplied colour).
    @Test func readBackMatchesThePerPixelRuleInEveryMixOfRuns() throws {
        var generator = SeededGenerator(seed: 7)
        let width = 41, height = 23
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        var i = 0
        while i < width * height {
            // Runs of 1 to 9 pixels, each run opaque, transparent or translucent.
            let run = Int.random(in: 1...9, using: &generator)
            let kind = Int.random(in: 0..<3, using: &generator)
            for p in i..<min(i + run, width * height) {
                for c in 0..<3 { bytes[p * 4 + c] = UInt8.random(in: 0...255, using: &generator) }
                bytes[p * 4 + 3] = kind == 0 ? 255 : kind == 1 ? 0 : UInt8.random(in: 1...254, using: &generator)
            }
            i += run
        }
        let image = RGBAImage(width: width, height: height, pixels: bytes)!
        let back = try ImageSurface(image: image).pixels()
        var mismatches = 0
        for p in 0..<width * height {
            let a = Int(bytes[p * 4 + 3])
            for c in 0..<3 {
                // cairo's premultiplied byte, then the nearest straight value.
                let t = Int(bytes[p * 4 + c]) * a + 128
                let premultiplied = (t + (t >> 8)) >> 8
                let expected = a == 0 ? 0 : min(255, (premultiplied * 255 + a / 2) / a)
                if Int(back.pixels[p * 4 + c]) != expected { mismatches += 1 }
            }
            if Int(back.pixels[p * 4 + 3]) != a { mismatches += 1 }
        }
        #expect(mismatches == 0)
    }

    @Test func rgb24SurfacesReadBackOpaque() throws {
        let surface = try ImageSurface(width: 3, height: 2, format: .rgb24)
        let context = try GraphicsContext(surface)
        context.setColor(GraphicsColor(red: 0, green: 0, blue: 1, alpha: 1))
        context.paint()
        #expect(surface.pixels() == RGBAImage(width: 3, height: 2, fill: RGBA(r: 0, g: 0, b: 255)))
    }

    @Test func oversizedSurfacesAreRefused() throws {
        #expect(throws: GraphicsError.imageTooLarge(width: 16_385, height: 10, limit: .default)) {
            try ImageSurface(width: 16_385, height: 10)
        }
        #expect(throws: GraphicsError.imageTooLarge(width: 12_000, height: 12_000, limit: .default)) {
            try ImageSurface(width: 12_000, height: 12_000)
        }
        let small = SurfaceLimits(maxSide: 100, maxPixels: 5_000)
        #expect(throws: GraphicsError.imageTooLarge(width: 80, height: 80, limit: small)) {
            try ImageSurface(width: 80, height: 80, limits: small)
        }
        #expect(throws: GraphicsError.invalidSize(width: -1, height: 5)) {
            try ImageSurface(width: -1, height: 5)
        }
        #expect(try ImageSurface(width: 16_384, height: 1).width == 16_384)
    }

    @Test func drawingErrorsSurfaceInCheckStatus() throws {
        let surface = try ImageSurface(width: 4, height: 4)
        let context = try GraphicsContext(surface)
        context.restore()  // Unbalanced: cairo records CAIRO_STATUS_INVALID_RESTORE.
        #expect {
            try context.checkStatus()
        } throws: { error in
            guard case let .cairo(_, status, message) = error as? GraphicsError else { return false }
            return status != 0 && message.contains("restore")
        }
    }

    @Test func groupsCompositeAsOneLayer() throws {
        let surface = try ImageSurface(width: 20, height: 10)
        let context = try GraphicsContext(surface)
        context.setColor(GraphicsColor(red: 1, green: 0, blue: 0))
        context.withGroup(opacity: 0.5) {
            context.setColor(.black)
            context.addRect(x: 0, y: 0, width: 15, height: 10)
            context.fill()
            context.addRect(x: 5, y: 0, width: 15, height: 10)
            context.fill()
        }
        let image = surface.pixels()
        // The overlap is not darker than the rest: the group is composited once at 50%.
        #expect(image[10, 5] == image[2, 5])
        #expect(abs(Int(image[10, 5].a) - 128) <= 1)
        // The colour set before the group is still current afterwards.
        context.addRect(x: 0, y: 0, width: 1, height: 1)
        context.fill()
        #expect(surface.pixels()[0, 0] == RGBA(r: 255, g: 0, b: 0, a: 255))
    }
}
