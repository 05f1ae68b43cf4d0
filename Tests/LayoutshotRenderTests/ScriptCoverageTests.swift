import Foundation
import Layoutshot
import LayoutshotGraphics
import LayoutshotRender
import Testing

/// Every script a docs page is likely to show is drawn with real glyphs from the pinned fonts,
/// never the missing-glyph box, and a character no font has is reported.
@MainActor
@Suite struct ScriptCoverageTests {
    /// One sample per script, with the families that may draw it (from the font list in
    /// `FontSet.standard`: Inter covers Latin, DejaVu Sans Arabic, NanumGothic Hangul and the Hanja
    /// and Kana of KS X 1001, Noto Sans CJK SC the rest of Han, Noto Color Emoji emoji).
    nonisolated static let scripts: [(name: String, text: String, families: Set<String>)] = [
        ("Latin", "Layout", ["Inter"]),
        ("Hangul", "레이아웃", ["NanumGothic"]),
        ("Han", "你好世界", ["NanumGothic", "Noto Sans CJK SC"]),
        ("Kana", "ひらがなカタカナ", ["NanumGothic", "Noto Sans CJK SC"]),
        ("Arabic", "مرحبا بالعالم", ["DejaVu Sans"]),
        ("emoji", "😀🚀", ["Noto Color Emoji"]),
    ]

    @Test(arguments: 0..<scripts.count)
    func everyScriptHasRealGlyphs(index: Int) throws {
        let (name, text, families) = Self.scripts[index]
        for design in Font.Design.allCases {
            let font = Font.system(size: 17, design: design)
            #expect(sharedMeasurer.missingGlyphCount(in: text, font: font) == 0, "\(name) in \(design) draws a missing-glyph box")
        }
        #expect(Set(sharedMeasurer.resolvedFamilies(of: text, font: .body)).isSubset(of: families), "\(name) is drawn by \(families)")
        // Drawn: ink across most of the text's measured width, at 1× and 3×.
        for scale in [DiagramScale.x1, .x3] {
            let renderer = plainRenderer(scale: scale, background: .transparent)
            let layout = renderer.layout(Text(text).id("t"), width: nil)
            let frame = try #require(layout.frame(of: "t"))
            let ink = try #require(inkBounds(try renderer.image(of: layout)), "\(name) draws something")
            #expect(CGFloat(ink.maxX - ink.minX) > frame.width * CGFloat(scale.rawValue) * 0.6, "\(name) at \(scale.rawValue)×")
        }
    }

    @Test func allScriptsInOneLineMeasureAsTheirParts() {
        let line = Self.scripts.map(\.text).joined(separator: " ")
        #expect(sharedMeasurer.missingGlyphCount(in: line, font: .body) == 0)
        #expect(Set(sharedMeasurer.resolvedFamilies(of: line, font: .body))
                == ["Inter", "DejaVu Sans", "NanumGothic", "Noto Sans CJK SC", "Noto Color Emoji"])
        // 你 is not in NanumGothic: the CJK fallback draws it.
        #expect(sharedMeasurer.resolvedFamilies(of: "你", font: .body) == ["Noto Sans CJK SC"])
    }

    @Test func arabicRunsRightToLeft() {
        // Shaped right to left, the joined Arabic word is narrower than its letters side by side
        // in their isolated forms would be; and it resolves to one run of DejaVu Sans.
        let word = "مرحبا"
        let isolated = word.map { sharedMeasurer.width(of: Substring(String($0)), font: .body) }.reduce(0, +)
        #expect(sharedMeasurer.width(of: Substring(word), font: .body) < isolated)
    }

    /// Noto Color Emoji is a CBDT font (colour bitmaps at 109 px per em). Cairo scales the bitmap
    /// glyph for every size and scale; the result is in colour and identical on every run.
    @Test func emojiAreInColourAndDeterministicAtEveryScale() throws {
        for scale in DiagramScale.allCases {
            let renderer = plainRenderer(scale: scale, background: .transparent)
            let layout = renderer.layout(Text("🚀").font(.system(size: 24)), width: nil)
            let image = try renderer.image(of: layout)
            var coloured = 0
            for i in stride(from: 0, to: image.pixels.count, by: 4) where image.pixels[i + 3] > 128 {
                let (r, g, b) = (Int(image.pixels[i]), Int(image.pixels[i + 1]), Int(image.pixels[i + 2]))
                if max(r, g, b) - min(r, g, b) > 60 { coloured += 1 }
            }
            #expect(coloured > 20 * scale.rawValue * scale.rawValue, "the rocket is drawn in colour at \(scale.rawValue)×")
            #expect(try renderer.png(of: layout) == (try renderer.png(of: layout)))
        }
    }

    @Test func aCharacterNoFontHasIsReported() throws {
        let renderer = plainRenderer()
        let layout = renderer.layout(VStack { Text("ok").id("fine"); Text("box \u{10FFFD}").id("private") }, width: nil)
        let problems = renderer.missingGlyphs(in: layout)
        #expect(problems.count == 1)
        let problem = try #require(problems.first)
        #expect(problem.text == "box \u{10FFFD}")
        #expect(problem.characters == ["\u{10FFFD}"])
        #expect(problem.description.contains("U+10FFFD") && problem.description.contains("private"), "\(problem)")
        #expect(renderer.missingGlyphs(in: renderer.layout(Text("你好 😀 ok"), width: nil)).isEmpty)
    }
}
