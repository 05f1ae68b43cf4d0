import Foundation
import Layoutshot
import LayoutshotRender
import Testing

@MainActor
@Suite struct PangoTextMeasurerTests {
    @Test func widthsGrowWithTextAndWeightAndDesignsDiffer() {
        let m = sharedMeasurer
        let regular = m.width(of: "Hello, world", font: .body)
        #expect(regular > 60 && regular < 140, "17-point text: \(regular)")
        #expect(m.width(of: "Hello, world!", font: .body) > regular)
        #expect(m.width(of: "Hello, world", font: Font.body.weight(.bold)) > regular)
        #expect(m.width(of: "", font: .body) == 0)
        // Monospaced: every character advances the same.
        let mono = Font.system(size: 13, design: .monospaced)
        #expect(abs(m.width(of: "iiii", font: mono) - m.width(of: "WWWW", font: mono)) < 1e-9)
        #expect(m.width(of: "iiii", font: .body) < m.width(of: "WWWW", font: .body))
        #expect(m.resolvedFamilies(of: "Serif", font: .system(size: 13, design: .serif)) == ["DejaVu Serif"])
        #expect(m.resolvedFamilies(of: "Mono", font: mono) == ["DejaVu Sans Mono"])
        #expect(m.resolvedFamilies(of: "Rounded", font: .system(size: 13, design: .rounded)) == ["Inter"])
        // Widths scale with the size (no hinting), once Apple's tracking for each size (5 letters) is
        // taken off; both sizes are Inter's Text cut (below 20 points).
        let small = m.width(of: "Scale", font: .system(size: 8)) - 5 * FontResolution.tracking(forSize: 8)
        let large = m.width(of: "Scale", font: .system(size: 16)) - 5 * FontResolution.tracking(forSize: 16)
        #expect(abs(large - 2 * small) < 0.01, "\(large) against 2 × \(small)")
    }

    @Test func identifierNamesTheFonts() {
        #expect(sharedMeasurer.identifier.hasPrefix("pango(en): "))
        #expect(sharedMeasurer.identifier.contains("DejaVuSans.ttf:"))
        #expect(sharedMeasurer.identifier.contains("NanumGothic.ttf:"))
    }

    @Test func aSharedMeasurerGivesTheSameAnswersFromManyThreads() async {
        let strings = (0..<200).map { "Label \($0) 한글 \($0 * 7)" }
        let fresh = try! PangoTextMeasurer()
        let expected = strings.map { fresh.width(of: Substring($0), font: .callout) }
        let measurer = try! PangoTextMeasurer()
        let results = await withTaskGroup(of: [CGFloat].self) { group in
            for _ in 0..<4 {
                group.addTask { strings.map { measurer.width(of: Substring($0), font: .callout) } }
            }
            var all: [[CGFloat]] = []
            for await result in group { all.append(result) }
            return all
        }
        #expect(results.count == 4)
        #expect(results.allSatisfy { $0 == expected })
    }

    @Test func layoutWithPangoDiffersFromTheFixedAdvanceMeasurer() {
        let renderer = LayoutRenderer(textMeasurer: sharedMeasurer)
        let pango = renderer.layout(Text("iiiiiiii").id("t"), width: nil)
        let fixed = ComputedLayout(of: Text("iiiiiiii").id("t"), proposal: .unspecified)
        #expect(pango.frame(of: "t")!.width < fixed.frame(of: "t")!.width, "narrow glyphs are narrower than fixed advances")
    }
}
