import LayoutshotPixels
import Testing
@testable import LayoutshotDiff

@Suite("Alpha: pixels are composited over white before comparing")
struct AlphaTests {
    func compareOnePixel(_ expected: RGBA, _ actual: RGBA) throws -> DiffResult {
        try ImageDiff(threshold: 0).compare(expected: RGBAImage(width: 3, height: 3, fill: expected),
                                            actual: RGBAImage(width: 3, height: 3, fill: actual))
    }

    @Test("fully transparent equals opaque white")
    func transparentIsWhite() throws {
        let result = try compareOnePixel(.clear, .white)
        #expect(result.differentPixels == 0)
        #expect(result.maxDistance == 0)
    }

    @Test("transparent pixels of different colours are equal")
    func transparentColoursAreEqual() throws {
        #expect(try compareOnePixel(RGBA(r: 255, g: 0, b: 0, a: 0), RGBA(r: 0, g: 0, b: 255, a: 0))
            .differentPixels == 0)
    }

    @Test("transparent differs from opaque black")
    func transparentIsNotBlack() throws {
        let result = try compareOnePixel(.clear, .black)
        #expect(result.differentPixels == 9)
        #expect(result.maxDistance > 0.9)
    }

    @Test("half-transparent black over white equals the opaque grey it blends to")
    func halfTransparentBlack() throws {
        // 255 + (0 − 255) · 128/255 = 127 exactly.
        #expect(try compareOnePixel(RGBA(r: 0, g: 0, b: 0, a: 128), RGBA(r: 127, g: 127, b: 127))
            .differentPixels == 0)
        #expect(try compareOnePixel(RGBA(r: 0, g: 0, b: 0, a: 128), RGBA(r: 140, g: 140, b: 140))
            .differentPixels == 9)
    }

    @Test("an alpha change is a colour change")
    func alphaChange() throws {
        let result = try ImageDiff().compare(expected: RGBAImage(width: 3, height: 3, fill: .black),
                                             actual: RGBAImage(width: 3, height: 3, fill: RGBA(r: 0, g: 0, b: 0, a: 100)))
        #expect(result.differentPixels == 9)
    }
}
