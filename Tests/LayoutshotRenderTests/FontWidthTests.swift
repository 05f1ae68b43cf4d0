import Foundation
import Layoutshot
import LayoutshotPixels
import LayoutshotRender
import Testing

/// `Font.width(_:)` and `.fontWidth(_:)` (https://developer.apple.com/documentation/swiftui/font/width(_:)):
/// text of a narrower width is measured and drawn in the fonts' condensed face, passed to Pango as
/// a stretch. DejaVu Serif Condensed (Debian `fonts-dejavu-extra`) sets its letters about 10 %
/// narrower than DejaVu Serif; the system font (Inter) has no narrower face, no face here is
/// expanded, and nothing synthesises one.
@MainActor
@Suite struct FontWidthTests {
    let sample = "Condensed letters take less room"
    private var condensedInstalled: Bool {
        FileManager.default.isReadableFile(atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed.ttf")
    }

    let serif = Font.system(.body, design: .serif)

    @Test func condensedTextIsMeasuredNarrowerAndExpandedTextAsItIs() throws {
        let standard = sharedMeasurer.width(of: Substring(sample), font: serif)
        let condensed = sharedMeasurer.width(of: Substring(sample), font: serif.width(.condensed))
        let compressed = sharedMeasurer.width(of: Substring(sample), font: serif.width(.compressed))
        let expanded = sharedMeasurer.width(of: Substring(sample), font: serif.width(.expanded))
        // Inter has one width: the system font's condensed text keeps it.
        #expect(sharedMeasurer.width(of: Substring(sample), font: .body.width(.condensed)) == sharedMeasurer.width(of: Substring(sample), font: .body))
        if condensedInstalled {
            #expect(condensed < standard * 0.95 && condensed > standard * 0.8, "\(condensed) against \(standard)")
            #expect(compressed == condensed, "the nearest width the fonts have is the condensed face")
        } else {
            #expect(condensed == standard, "without a condensed face nothing is synthesised")
        }
        #expect(expanded == standard, "no expanded face: the normal width, not a faked one")
        // The monospaced design has no condensed face either.
        let mono = Font.system(size: 17, design: .monospaced)
        #expect(sharedMeasurer.width(of: Substring(sample), font: mono.width(.condensed)) == sharedMeasurer.width(of: Substring(sample), font: mono))
        #expect(Font.body.width(.condensed) != Font.body, "the width is part of the font")
        #expect(Font.body.width(.condensed).description == ".body.width(.condensed)")
    }

    @Test func theModifierLaysOutAndDrawsTheNarrowerFace() throws {
        try #require(condensedInstalled, "fonts-dejavu-extra is installed by Scripts/setup")
        let renderer = plainRenderer()
        let view = VStack(alignment: .leading, spacing: 4) {
            Text(sample).id("normal")
            Text(sample).fontWidth(.condensed).id("narrow")
            Text(sample).font(serif.width(.condensed)).id("font")
            Text(sample).id("inherited")
        }
        .font(serif)
        let layout = renderer.layout(view.background(Color.white), width: nil)
        let normal = try #require(layout.frame(of: "normal")), narrow = try #require(layout.frame(of: "narrow"))
        #expect(narrow.width < normal.width * 0.95, "\(narrow.width) against \(normal.width)")
        #expect(layout.frame(of: "font")?.width == narrow.width, "Font.width and .fontWidth are the same")
        let inherited = renderer.layout(VStack { Text(sample).id("t") }.fontWidth(.condensed).font(serif), width: nil)
        #expect(inherited.frame(of: "t")?.width == narrow.width, "the environment modifier reaches the text inside")
        // Drawn as measured: the ink of the condensed line ends inside its frame, well short of
        // where the normal line's ink ends.
        let image = try renderer.image(of: layout)
        func inkEnd(_ frame: CGRect) -> Int {
            let rect = pixelRect(of: frame, in: renderer.geometry(of: layout))
            var end = rect.minX
            for y in rect.minY..<rect.maxY {
                for x in rect.minX..<min(image.width, rect.maxX + 40) where image[x, y].r < 128 { end = max(end, x + 1) }
            }
            return end
        }
        let normalRect = pixelRect(of: normal, in: renderer.geometry(of: layout))
        let narrowRect = pixelRect(of: narrow, in: renderer.geometry(of: layout))
        #expect(inkEnd(narrow) <= narrowRect.maxX + 1, "the condensed ink fits its frame")
        if let folder = ProcessInfo.processInfo.environment["LAYOUTSHOT_TEST_PICTURES"] {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try renderer.write(layout, to: folder + "/font-width.png")
        }
        #expect(inkEnd(narrow) < inkEnd(normal) - 10, "and is narrower than the normal line's (\(inkEnd(narrow)) vs \(inkEnd(normal)), frames end at \(narrowRect.maxX), \(normalRect.maxX))")
    }
}
