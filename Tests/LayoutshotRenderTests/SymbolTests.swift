import Foundation
import Layoutshot
import LayoutshotGraphics
import LayoutshotPixels
import LayoutshotRender
import Testing

/// `Image(systemName:)` drawn as look-alikes from Material Icons (`SymbolCatalogue.swift`).
@MainActor @Suite struct SymbolTests {
    /// The code points `fonts-material-design-icons-iconfont` lists for each glyph name.
    static func packageCodePoints() throws -> [String: UInt32] {
        let path = "/usr/share/fonts-material-design-icons-iconfont/scss/_variables.scss"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        var points: [String: UInt32] = [:]
        for line in text.split(separator: "\n") {
            // 	"star": e838,
            let parts = line.split(separator: "\"")
            guard parts.count == 3, let code = UInt32(parts[2].filter(\.isHexDigit), radix: 16) else { continue }
            points[String(parts[1])] = code
        }
        return points
    }

    @Test func theCatalogueHasAtLeast300NamesEachOnARealGlyph() throws {
        #expect(SymbolImages.names.count >= 300)
        #expect(Set(SymbolImages.names).count == SymbolImages.names.count, "each name once")
        #expect(SymbolImages.glyphs.count == SymbolImages.names.count, "every line parses")
        let package = try Self.packageCodePoints()
        #expect(package.count > 2000)
        for name in SymbolImages.names {
            let glyph = try #require(SymbolImages.glyph(for: name))
            #expect(package[glyph.materialName] == glyph.codePoint, "\(name): \(glyph.materialName) is U+\(String(glyph.codePoint, radix: 16)) here")
        }
        // The glyphs are in the installed font.
        let engine = try TextEngine(fontSet: .materialIcons)
        for glyph in SymbolImages.glyphs.values {
            #expect(engine.missingGlyphCount(in: String(Character(Unicode.Scalar(glyph.codePoint)!)), font: TextFont(size: 17)) == 0)
        }
    }

    /// The catalogue follows the measured usage (`Scripts/symbol-usage/usage.tsv`): of the 100 names
    /// most widely used, at least 90 have a look-alike.
    @Test func theMostUsedNamesAreCovered() throws {
        let usage = try String(contentsOfFile: #filePath.replacingOccurrences(of: "Tests/LayoutshotRenderTests/SymbolTests.swift",
                                                                               with: "Scripts/symbol-usage/usage.tsv"), encoding: .utf8)
        let rows = usage.split(separator: "\n").map { $0.split(separator: "\t") }.filter { $0.count == 3 }
        let ranked = rows.sorted { (Int($0[1])!, Int($0[0])!) > (Int($1[1])!, Int($1[0])!) }.map { String($0[2]) }
        let top = ranked.prefix(100)
        let covered = top.filter { SymbolImages.glyph(for: $0) != nil }
        #expect(covered.count >= 90, "uncovered: \(top.filter { SymbolImages.glyph(for: $0) == nil })")
    }

    /// Renders `view` plainly at 1×.
    func render<V: View>(_ view: V) throws -> RGBAImage {
        let renderer = plainRenderer()
        return try renderer.image(of: renderer.layout(view, width: nil))
    }

    static func opaqueInk(_ image: RGBAImage, where matches: (RGBA) -> Bool) -> Int {
        var count = 0
        for y in 0..<image.height { for x in 0..<image.width where matches(image[x, y]) { count += 1 } }
        return count
    }

    @Test func aKnownSymbolIsDrawnInTheForegroundStyleAndNoDiagnostic() throws {
        let view = Image(systemName: "star.fill").font(.system(size: 40)).foregroundStyle(.red)
        let renderer = plainRenderer()
        let layout = renderer.layout(view, width: nil)
        #expect(renderer.unknownSymbols(in: layout).isEmpty)
        let image = try renderer.image(of: layout)
        let red = Self.opaqueInk(image) { $0.r > 200 && $0.g < 90 && $0.b < 90 }
        // A star fills about half of its 40 pt square.
        #expect(red > 400, "red star pixels: \(red)")
        let grey = Self.opaqueInk(image) { abs(Int($0.r) - Int($0.g)) < 8 && $0.r < 200 }
        #expect(grey == 0, "no grey placeholder outline")
    }

    /// In the plain look a symbol takes the system colours as text does: the label colour (black
    /// in light mode, white in dark, Apple's `UIColor.label`), and the tint for `.tint`; it was
    /// drawn in the diagram's slate ink (15, 23, 42) whatever the scheme.
    @Test func aSymbolIsDrawnInTheSystemColoursOfThePlainLook() throws {
        let renderer = LayoutRenderer(textMeasurer: sharedMeasurer).styled(.plain)
        func colours(_ view: some View) throws -> Set<RGBA> {
            let image = try renderer.image(of: renderer.layout(view, width: nil))
            var found: Set<RGBA> = []
            for y in 0..<image.height { for x in 0..<image.width where image[x, y].a == 255 { found.insert(image[x, y]) } }
            return found
        }
        let heart = Image(systemName: "heart.fill").font(.system(size: 40))
        #expect(try colours(heart).contains(RGBA(r: 0, g: 0, b: 0, a: 255)), "label: black")
        #expect(try !colours(heart).contains(RGBA(r: 15, g: 23, b: 42, a: 255)), "not the diagram's ink")
        #expect(try colours(heart.preferredColorScheme(.dark)).contains(RGBA(r: 255, g: 255, b: 255, a: 255)), "label, dark: white")
        #expect(try colours(heart.foregroundStyle(.tint).tint(.purple)).contains(RGBA(r: 175, g: 82, b: 222, a: 255)), "the tint: system purple")
    }

    @Test func anUnknownSymbolKeepsThePlaceholderAndIsReported() throws {
        let renderer = plainRenderer()
        let layout = renderer.layout(HStack { Image(systemName: "not.a.real.symbol").font(.system(size: 40)) }, width: nil)
        let problems = renderer.unknownSymbols(in: layout)
        #expect(problems.map(\.name) == ["not.a.real.symbol"])
        #expect(problems.first?.description.contains("SymbolCatalogue.swift") == true)
        #expect(problems.first?.path.hasPrefix("HStack") == true)
        let image = try renderer.image(of: layout)
        let grey = Self.opaqueInk(image) { abs(Int($0.r) - Int($0.g)) < 12 && $0.r < 200 }
        #expect(grey > 20, "the labelled placeholder's outline")
    }

    /// Symbols take their font's weight and `imageScale`, as SF Symbols do.
    @Test func weightAndScaleChangeTheSymbol() throws {
        func ink(_ view: some View) throws -> (count: Int, box: PixelRect?) {
            let image = try render(view)
            return (Self.opaqueInk(image) { $0.r < 128 }, inkBounds(image.mapAlphaToDarkness(), threshold: 0))
        }
        let regular = try ink(Image(systemName: "gear").font(.system(size: 30)))
        let bold = try ink(Image(systemName: "gear").font(.system(size: 30, weight: .bold)))
        let large = try ink(Image(systemName: "gear").font(.system(size: 30)).imageScale(.large))
        #expect(bold.count > regular.count + regular.count / 10, "bold \(bold.count) vs regular \(regular.count)")
        #expect(large.count > regular.count * 3 / 2, "large \(large.count) vs medium \(regular.count)")
    }
}

extension RGBAImage {
    /// Dark pixels as opaque, light ones as transparent (to find ink on a white page).
    func mapAlphaToDarkness() -> RGBAImage {
        var copy = self
        for i in stride(from: 0, to: copy.pixels.count, by: 4) {
            copy.pixels[i + 3] = copy.pixels[i] < 128 ? 255 : 0
        }
        return copy
    }
}
