import LayoutshotPixels
import Testing
@testable import LayoutshotGraphics

@Suite struct TextEngineTests {
    static let samples = ["Layoutshot", "레이아웃 스냅샷", "Mixed 한글 text", "  spaces  ", "W", "가"]
    static let fonts: [TextFont] = [.regular(12), .bold(20), TextFont(size: 9.5, italic: true)]

    @Test func latinAndKoreanMeasureToPositiveWidths() throws {
        let engine = try TextEngine()
        for font in Self.fonts {
            for text in Self.samples {
                #expect(engine.width(of: text, font: font) > 0, "\(text) at \(font)")
            }
            #expect(engine.width(of: "", font: font) == 0)
            // Wider text is wider; bigger fonts are wider.
            #expect(engine.width(of: "한글 한글", font: font) > engine.width(of: "한글", font: font))
        }
        #expect(engine.width(of: "Layoutshot", font: .regular(24)) > engine.width(of: "Layoutshot", font: .regular(12)))
        #expect(engine.width(of: "Layoutshot", font: .bold(12)) > engine.width(of: "Layoutshot", font: .regular(12)))
    }

    @Test func widthsScaleLinearlyWithSize() throws {
        // Unhinted metrics, unrounded positions: twice the size is twice the width (to Pango's 1/1024 px).
        let engine = try TextEngine()
        for text in Self.samples {
            let small = engine.width(of: text, font: .regular(10))
            let large = engine.width(of: text, font: .regular(20))
            #expect(abs(large - 2 * small) < 0.02, "\(text): \(small) vs \(large)")
        }
    }

    @Test func hangulUsesNanumGothicAndLatinUsesInter() throws {
        let engine = try TextEngine()
        #expect(engine.resolvedFamilies(of: "Layoutshot", font: .regular(12)) == ["Inter"])
        #expect(engine.resolvedFamilies(of: "레이아웃", font: .regular(12)) == ["NanumGothic"])
        #expect(engine.resolvedFamilies(of: "Mixed 한글", font: .bold(12)) == ["Inter", "NanumGothic"])
        for text in Self.samples {
            #expect(engine.missingGlyphCount(in: text, font: .regular(12)) == 0, "\(text)")
        }
        // Something no font in the set covers is reported (Linear B syllable).
        #expect(engine.missingGlyphCount(in: "\u{10000}", font: .regular(12)) == 1)
    }

    @Test func measuringIsIdenticalAcrossEngines() throws {
        let first = try TextEngine()
        let second = try TextEngine()
        for font in Self.fonts {
            for text in Self.samples {
                #expect(first.width(of: text, font: font) == second.width(of: text, font: font))
            }
            #expect(first.metrics(for: font) == second.metrics(for: font))
        }
    }

    @Test func drawingDoesNotChangeMeasurements() throws {
        let engine = try TextEngine()
        let before = Self.samples.map { engine.width(of: $0, font: .regular(13)) }
        let surface = try ImageSurface(width: 300, height: 100)
        let context = try GraphicsContext(surface)
        context.scale(x: 2, y: 2)
        context.rotate(radians: 0.1)
        for text in Self.samples {
            engine.draw(text, font: .regular(13), color: .black, x: 5, y: 20, in: context)
        }
        engine.clearCache()
        let after = Self.samples.map { engine.width(of: $0, font: .regular(13)) }
        #expect(before == after)
    }

    @Test func metricsAreSaneAndShared() throws {
        let engine = try TextEngine()
        let metrics = engine.metrics(for: .regular(20))
        #expect(metrics.ascent > 14 && metrics.ascent < 24)
        #expect(metrics.descent > 2 && metrics.descent < 8)
        #expect(metrics.lineHeight == metrics.ascent + metrics.descent)
        let doubled = engine.metrics(for: .regular(40))
        #expect(abs(doubled.ascent - 2 * metrics.ascent) < 0.01)
    }

    /// Draws `text` with its top-left at (10, 10) and checks the ink stays in the line box.
    @Test(arguments: ["레이아웃 스냅샷 테스트", "Layoutshot jQy", "Mixed 한글 text"], [1.0, 2.0])
    func drawnTextInksInsideItsBox(text: String, scale: Double) throws {
        let engine = try TextEngine()
        let font = TextFont.regular(18)
        let width = engine.width(of: text, font: font)
        let metrics = engine.metrics(for: font)
        let surface = try ImageSurface(width: Int((width + 40) * scale), height: Int((metrics.lineHeight + 30) * scale))
        let context = try GraphicsContext(surface)
        context.scale(x: scale, y: scale)
        engine.draw(text, font: font, color: .black, x: 10, y: 10, anchor: .topLeft, in: context)
        try context.checkStatus()

        let image = surface.pixels()
        let bounds = try #require(inkBounds(image, threshold: 8))
        let inkPixels = stride(from: 3, to: image.pixels.count, by: 4).filter { image.pixels[$0] > 8 }.count
        #expect(Double(inkPixels) > width * scale * scale * 2, "too little ink: \(inkPixels) pixels")
        // Within the box (10, 10, width, lineHeight), with one pixel of slack for antialiasing.
        #expect(Double(bounds.minX) >= (10 - 1) * scale)
        #expect(Double(bounds.maxX) <= (10 + width + 1) * scale)
        #expect(Double(bounds.minY) >= (10 - 1) * scale)
        #expect(Double(bounds.maxY) <= (10 + metrics.lineHeight + 1) * scale)
        // And it spans most of the measured width.
        #expect(Double(bounds.maxX - bounds.minX) > width * scale * 0.8)
    }

    @Test func baselineAnchorPutsTheBaselineAtY() throws {
        let engine = try TextEngine()
        let surface = try ImageSurface(width: 100, height: 60)
        let context = try GraphicsContext(surface)
        // "HH" has no descender: the ink ends on the baseline.
        engine.draw("HH", font: .regular(20), color: .black, x: 10, y: 40, in: context)
        let bounds = try #require(inkBounds(surface.pixels(), threshold: 100))
        #expect(bounds.maxY == 39)
        #expect(bounds.minY < 30)
    }

    @Test func textIsNeverWrappedOrBroken() throws {
        let engine = try TextEngine()
        let font = TextFont.regular(14)
        let long = String(repeating: "긴 문장을 한 줄로 ", count: 10)
        let metrics = engine.metrics(for: font)
        // A newline is shown, not obeyed: still one line, wider than the text without it.
        #expect(engine.width(of: "first\nsecond", font: font) > engine.width(of: "firstsecond", font: font))
        let surface = try ImageSurface(width: 120, height: 100)
        let context = try GraphicsContext(surface)
        engine.draw(long, font: font, color: .black, x: 0, y: 10, anchor: .topLeft, in: context)
        engine.draw("first\nsecond", font: font, color: .black, x: 0, y: 40, anchor: .topLeft, in: context)
        let image = surface.pixels()
        // Nothing below the second line box: no wrapped continuation lines.
        let bounds = try #require(inkBounds(image))
        #expect(Double(bounds.maxY) <= 40 + metrics.lineHeight + 1)
        #expect(engine.width(of: long, font: font) > 1000)
    }

    @Test func missingFontsNameTheirPackage() throws {
        var fonts = FontSet.standard
        fonts.files.append(FontSet.File(path: "/nonexistent/fonts/Missing.ttf", aptPackage: "fonts-missing"))
        #expect(throws: GraphicsError.fontMissing(path: "/nonexistent/fonts/Missing.ttf", aptPackage: "fonts-missing")) {
            try TextEngine(fontSet: fonts)
        }
        let message = GraphicsError.fontMissing(path: "/x.ttf", aptPackage: "fonts-nanum").description
        #expect(message.contains("apt-get install fonts-nanum"))
    }
}
