import Foundation
import Layoutshot
import LayoutshotRender
import Testing

@MainActor
@Suite struct TextRenderingTests {
    nonisolated static let samples: [(String, Font, CGFloat?)] = [
        ("Hello, world", .body, nil),
        ("Layout diagrams for documentation, wrapped at a proposed width", .body, 140),
        ("레이아웃 스냅샷 테스트", .title2, nil),
        ("Mixed 한글 and Latin text that wraps", .headline, 120),
        ("Bold jumpy glyphs: Qgjpy", Font.system(size: 15, weight: .bold), nil),
        ("Monospaced 0123456789", Font.system(size: 13, design: .monospaced), nil),
        ("Serif 세리프 text", Font.system(size: 15, design: .serif), nil),
    ]

    @Test(arguments: 0..<samples.count)
    func textStaysInsideItsFrame(index: Int) throws {
        let (string, font, width) = Self.samples[index]
        for scale in [DiagramScale.x1, .x2] {
            let renderer = plainRenderer(scale: scale, background: .transparent)
            let layout = renderer.layout(Text(string).font(font).id("text"), width: width)
            let frame = try #require(layout.frame(of: "text"))
            let geometry = renderer.geometry(of: layout)
            let image = try renderer.image(of: layout)
            let ink = try #require(inkBounds(image), "the text draws something")
            var allowed = pixelRect(of: frame, in: geometry)
            // Negative tracking (Apple's, from 13 to 23 points) ends the frame that much before the
            // last glyph's advance, as in SwiftUI: its ink may reach one pixel further.
            if FontResolution.textFont(for: font).tracking < 0 { allowed.maxX += 1 }
            #expect(ink.minX >= allowed.minX && ink.minY >= allowed.minY && ink.maxX <= allowed.maxX && ink.maxY <= allowed.maxY,
                    "ink \(ink) is outside the frame's pixels \(allowed) for \(string) at \(scale.rawValue)×")
            // And the frame is not much larger than the ink: it fits the glyphs.
            #expect(ink.maxX - ink.minX > (allowed.maxX - allowed.minX) * 8 / 10,
                    "ink \(ink) fills the frame's width \(allowed)")
        }
    }

    @Test func measurerAgreesWithTheDrawnLines() throws {
        let renderer = plainRenderer()
        let layout = renderer.layout(Text("Hello 한글").font(.title).id("t"), width: nil)
        guard case .text(let textLayout, _) = try #require(layout.node(withID: "t")).content else {
            Issue.record("not a text node"); return
        }
        #expect(textLayout.lines.count == 1)
        let width = sharedMeasurer.width(of: "Hello 한글", font: .title)
        #expect(textLayout.lines[0].width == width)
        #expect(try #require(layout.frame(of: "t")).width == width)
        let metrics = sharedMeasurer.metrics(of: .title)
        #expect(metrics.ascent > 20 && metrics.descent > 4 && metrics.ascent < 40, "28-point metrics: \(metrics)")
    }

    @Test func koreanRendersWithRealGlyphs() throws {
        let korean = "한글 렌더링: 가나다라마바사 아자차카타파하"
        #expect(sharedMeasurer.missingGlyphCount(in: korean, font: .body) == 0)
        #expect(sharedMeasurer.resolvedFamilies(of: "Korean 한글", font: .body) == ["Inter", "NanumGothic"])
        #expect(sharedMeasurer.missingGlyphCount(in: "\u{E000}\u{E001}", font: .body) > 0, "the check can fail")
        // Drawn: Hangul ink inside the frame, in every design.
        for design in Font.Design.allCases {
            #expect(sharedMeasurer.missingGlyphCount(in: korean, font: .system(size: 17, design: design)) == 0, "\(design)")
        }
        let renderer = plainRenderer(background: .transparent)
        let image = try renderer.image(of: renderer.layout(Text(korean), width: nil))
        let ink = try #require(inkBounds(image))
        #expect(ink.maxX - ink.minX > 200)
    }

    @Test func hangulWordsAreNotSplitWhileAWordFits() throws {
        let string = "대한민국 헌법은 모든 국민이 인간으로서의 존엄과 가치를 가진다고 규정한다"
        let words = Set(string.split(separator: " ").map(String.init))
        let renderer = plainRenderer()
        let longest = words.map { sharedMeasurer.width(of: Substring($0), font: .body) }.max()!
        for width in stride(from: longest.rounded(.up), through: 400, by: 23) {
            let layout = renderer.layout(Text(string).id("t"), width: width)
            guard case .text(let textLayout, _) = try #require(layout.node(withID: "t")).content else { return }
            #expect(textLayout.lines.count > 1 || width > 300)
            for line in textLayout.lines {
                for piece in line.text.split(separator: " ") {
                    #expect(words.contains(String(piece)), "“\(piece)” is part of a word at width \(width)")
                }
                #expect(line.width <= width + 1e-6)
            }
        }
        // Narrower than a word, the word breaks between syllables (and only then).
        let narrow = renderer.layout(Text("가나다라마바사").id("t"), width: 40)
        guard case .text(let narrowLayout, _) = try #require(narrow.node(withID: "t")).content else { return }
        #expect(narrowLayout.lines.count > 1)
        #expect(narrowLayout.lines.map(\.text).joined() == "가나다라마바사")
    }

    @Test func noHyphensAreInserted() throws {
        let renderer = plainRenderer(background: .transparent)
        let string = "Supercalifragilisticexpialidocious antidisestablishmentarianism"
        let layout = renderer.layout(Text(string).id("t"), width: 90)
        guard case .text(let textLayout, _) = try #require(layout.node(withID: "t")).content else { return }
        #expect(textLayout.lines.count >= 4)
        #expect(textLayout.lines.allSatisfy { !$0.text.contains("-") && !$0.text.contains("\u{2010}") })
        #expect(textLayout.lines.map(\.text).joined(separator: " ").replacingOccurrences(of: " ", with: "")
                == string.replacingOccurrences(of: " ", with: ""))
        // Each line drawn is as wide as measured: no extra hyphen glyph at the break.
        let image = try renderer.image(of: layout)
        let geometry = renderer.geometry(of: layout)
        let frame = geometry.pictureRect(of: try #require(layout.frame(of: "t")))
        for line in textLayout.lines {
            let band = PixelRect(minX: 0, minY: Int(frame.minY + line.top) + 1, maxX: image.width,
                                 maxY: Int(frame.minY + line.baseline) - 1)
            let ink = try #require(inkBounds(crop(image, band)))
            // The ink's right edge, in whole pixels, ends where the measured line does: a hyphen
            // would add several points.
            #expect(CGFloat(ink.maxX) <= (frame.minX + line.width).rounded(.up) + 1, "line “\(line.text)” drawn wider than measured")
        }
    }

    @Test func multilineAlignmentPlacesLines() throws {
        let renderer = plainRenderer(background: .transparent)
        func lastLineInk(_ alignment: TextAlignment) throws -> (PixelRect, CGRect) {
            let view = Text("A first line that is long\nshort").multilineTextAlignment(alignment).id("t")
            let layout = renderer.layout(view, width: nil)
            guard case .text(let textLayout, _) = try #require(layout.node(withID: "t")).content else { throw CancellationError() }
            let frame = renderer.geometry(of: layout).pictureRect(of: try #require(layout.frame(of: "t")))
            let line = textLayout.lines[1]
            let image = try renderer.image(of: layout)
            // The second line's box, less a pixel at the top where the first line's descenders may reach.
            let band = PixelRect(minX: 0, minY: Int((frame.minY + line.top).rounded(.up)) + 1, maxX: image.width, maxY: Int((frame.minY + line.top + textLayout.metrics.lineHeight).rounded(.up)))
            return (try #require(inkBounds(crop(image, band))), frame)
        }
        let (leading, frame) = try lastLineInk(.leading)
        let (center, _) = try lastLineInk(.center)
        let (trailing, _) = try lastLineInk(.trailing)
        #expect(abs(CGFloat(leading.minX) - frame.minX) <= 2)
        #expect(abs(CGFloat(trailing.maxX) - frame.maxX) <= 2)
        #expect(abs(CGFloat(center.minX + center.maxX) / 2 - frame.midX) <= 2, "centre \(center) in \(frame)")
    }

    @Test func textUsesItsColourAndTheThemeForPrimary() throws {
        var renderer = plainRenderer()
        let layout = renderer.layout(Text("██").foregroundColor(.red).font(.largeTitle), width: nil)
        let red = pixel(renderer.theme.resolve(.red))
        #expect(try renderer.image(of: layout).pixels.withUnsafeBufferPointer { buffer in
            stride(from: 0, to: buffer.count, by: 4).contains { buffer[$0] == red.r && buffer[$0 + 1] == red.g && buffer[$0 + 2] == red.b }
        })
        renderer.theme = .dark
        let primary = renderer.layout(Text("██").font(.largeTitle), width: nil)
        let textPixel = pixel(DiagramTheme.dark.text)
        #expect(try renderer.image(of: primary).pixels.withUnsafeBufferPointer { buffer in
            stride(from: 0, to: buffer.count, by: 4).contains { buffer[$0] == textPixel.r && buffer[$0 + 1] == textPixel.g && buffer[$0 + 2] == textPixel.b }
        }, "primary text is light on the dark theme")
    }
}
