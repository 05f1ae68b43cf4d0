import Foundation
import LayoutshotGraphics
import LayoutshotPixels
import Testing

/// The icon font symbols are drawn with (`FontSet.materialIcons`).
@Suite struct SymbolFontTests {
    /// Material Icons' "star" glyph (U+E838 in `fonts-material-design-icons-iconfont` 6.7.0).
    static let star = "\u{E838}"

    @Test func theIconFontComesFromItsDebianPackageAndDrawsItsGlyphs() throws {
        #expect(FontSet.materialIcons.files.map(\.aptPackage) == ["fonts-material-design-icons-iconfont"])
        let engine = try TextEngine(fontSet: .materialIcons)
        let font = TextFont(size: 24)
        #expect(engine.resolvedFamilies(of: Self.star, font: font) == ["Material Icons"])
        #expect(engine.missingGlyphCount(in: Self.star, font: font) == 0)
        // Every glyph of the set is one em wide (a 24-unit grid on a square em).
        #expect(abs(engine.width(of: Self.star, font: font) - 24) < 0.01)
    }

    @Test func aMissingIconFontNamesItsPackage() throws {
        var set = FontSet.materialIcons
        set.files[0].path = "/nonexistent/material-design-icons-iconfont/MaterialIcons-Regular.ttf"
        #expect(throws: GraphicsError.fontMissing(path: set.files[0].path, aptPackage: "fonts-material-design-icons-iconfont")) {
            _ = try TextEngine(fontSet: set)
        }
    }

    /// `drawOutlines` fills the glyph as `draw` does, and widening the outlines adds ink all round.
    @Test func outlinesAreTheGlyphAndEmboldeningWidensThem() throws {
        let engine = try TextEngine(fontSet: .materialIcons)
        func ink(_ draw: (GraphicsContext) -> Void) throws -> (count: Int, bounds: (minX: Int, minY: Int, maxX: Int, maxY: Int)?) {
            let surface = try ImageSurface(width: 60, height: 60)
            let context = try GraphicsContext(surface)
            draw(context)
            let image = surface.pixels()
            return (stride(from: 3, to: image.pixels.count, by: 4).filter { image.pixels[$0] > 127 }.count, inkBounds(image, threshold: 127))
        }
        let font = TextFont(size: 40)
        let shown = try ink { engine.draw(Self.star, font: font, color: .black, x: 10, y: 50, in: $0) }
        let plain = try ink { engine.drawOutlines(Self.star, font: font, color: .black, emboldening: 0, x: 10, y: 50, in: $0) }
        let bold = try ink { engine.drawOutlines(Self.star, font: font, color: .black, emboldening: 1, x: 10, y: 50, in: $0) }
        #expect(abs(shown.count - plain.count) <= shown.count / 50, "the outline path is the glyph: \(shown.count) vs \(plain.count)")
        #expect(bold.count > plain.count + 40, "widened by 1 px all round: \(bold.count) vs \(plain.count)")
        let p = try #require(plain.bounds), b = try #require(bold.bounds)
        for grown in [p.minX - b.minX, b.maxX - p.maxX, p.minY - b.minY, b.maxY - p.maxY] {
            #expect((1...2).contains(grown), "each side grows by about a pixel: \(p) → \(b)")
        }
    }
}
