import LayoutshotPixels
import Testing
@testable import LayoutshotDiff

@Suite("DiffImage: expected | diff | actual")
struct DiffImageTests {
    static let red = RGBA(r: 255, g: 0, b: 0)
    static let yellow = RGBA(r: 255, g: 255, b: 0)

    @Test("the side-by-side has three panels and two gutters; outer panels are the inputs")
    func layout() {
        var expected = RGBAImage(width: 20, height: 10, fill: .white)
        expected[0, 0] = .black
        var actual = expected
        actual[15, 7] = RGBA(r: 0, g: 0, b: 255)
        let builder = DiffImage(gutterWidth: 3)
        let picture = builder.sideBySide(expected: expected, actual: actual)
        #expect(picture.width == 20 * 3 + 3 * 2)
        #expect(picture.height == 10)
        #expect(TestImages.panel(of: picture, x: 0, width: 20, height: 10) == expected)
        #expect(TestImages.panel(of: picture, x: 46, width: 20, height: 10) == actual)
        for y in 0..<10 {
            #expect(picture[20, y] == builder.gutterColor && picture[22, y] == builder.gutterColor)
            #expect(picture[43, y] == builder.gutterColor && picture[45, y] == builder.gutterColor)
        }
        let diffPanel = TestImages.panel(of: picture, x: 23, width: 20, height: 10)
        #expect(diffPanel == (try? builder.diffPanel(expected: expected, actual: actual).image))
    }

    @Test("changed pixels are red, unchanged pixels a faded grey of the expected image")
    func colours() throws {
        var expected = RGBAImage(width: 12, height: 12, fill: .white)
        expected[2, 2] = .black
        expected[9, 9] = RGBA(r: 0, g: 0, b: 0, a: 0)
        var actual = expected
        actual[6, 6] = .black
        let (panel, result) = try DiffImage().diffPanel(expected: expected, actual: actual)
        #expect(result.differentPixels == 1)
        #expect(panel[6, 6] == Self.red)
        // White stays white; black fades to 255 − 0.1·255 = 229.5 → 230; transparent is white.
        #expect(panel[0, 0] == RGBA(r: 255, g: 255, b: 255))
        #expect(panel[2, 2] == RGBA(r: 230, g: 230, b: 230))
        #expect(panel[9, 9] == RGBA(r: 255, g: 255, b: 255))
        // A change under the threshold is drawn as unchanged.
        var subtle = expected
        subtle[4, 4] = RGBA(r: 250, g: 250, b: 250)
        let subtlePanel = try DiffImage().diffPanel(expected: expected, actual: subtle).image
        #expect(subtlePanel[4, 4] == RGBA(r: 255, g: 255, b: 255))
    }

    @Test("anti-aliased pixels are yellow; red and yellow counts match the result")
    func antiAliasedYellow() throws {
        let expected = AntiAliasingTests.disc(offsetX: 0)
        var actual = AntiAliasingTests.disc(offsetX: 1)
        actual[2, 60] = .black  // one real change far from the disc
        let (panel, result) = try DiffImage().diffPanel(expected: expected, actual: actual)
        var reds = 0, yellows = 0
        for y in 0..<panel.height {
            for x in 0..<panel.width {
                if panel[x, y] == Self.red { reds += 1 }
                if panel[x, y] == Self.yellow { yellows += 1 }
            }
        }
        #expect(result.differentPixels == 1 && panel[2, 60] == Self.red)
        #expect(reds == result.differentPixels)
        #expect(yellows == result.antiAliasedPixels)
        #expect(yellows > 10)
        // Including anti-aliasing paints those pixels red instead.
        let including = try DiffImage(engine: ImageDiff(includeAntiAliasing: true))
            .diffPanel(expected: expected, actual: actual).image
        #expect(including.pixels.withUnsafeBytes { bytes in
            stride(from: 0, to: bytes.count, by: 4).filter { bytes[$0] == 255 && bytes[$0 + 1] == 0 && bytes[$0 + 2] == 0 }.count
        } == yellows + 1)
    }

    @Test("a size mismatch still shows both images side by side, padded to the taller")
    func sizeMismatch() {
        let expected = RGBAImage(width: 8, height: 5, fill: .black)
        let actual = RGBAImage(width: 6, height: 9, fill: RGBA(r: 0, g: 0, b: 255))
        let builder = DiffImage(gutterWidth: 2, background: RGBA(r: 1, g: 2, b: 3))
        let picture = builder.sideBySide(expected: expected, actual: actual)
        #expect(picture.width == 8 + 2 + 6)
        #expect(picture.height == 9)
        #expect(TestImages.panel(of: picture, x: 0, width: 8, height: 5) == expected)
        #expect(picture[0, 5] == RGBA(r: 1, g: 2, b: 3))
        #expect(picture[7, 8] == RGBA(r: 1, g: 2, b: 3))
        #expect(picture[8, 8] == builder.gutterColor)
        #expect(TestImages.panel(of: picture, x: 10, width: 6, height: 9) == actual)
        #expect(throws: ImageSizeMismatch.self) { try builder.diffPanel(expected: expected, actual: actual) }
    }

    @Test("empty images give an empty diff panel")
    func emptyImages() throws {
        let empty = RGBAImage(width: 0, height: 0)
        let (panel, result) = try DiffImage().diffPanel(expected: empty, actual: empty)
        #expect(panel.width == 0 && panel.height == 0 && result.differentPixels == 0)
        #expect(DiffImage(gutterWidth: 2).sideBySide(expected: empty, actual: empty).width == 4)
    }

    @Test("no gutter when its width is 0")
    func noGutter() {
        let image = RGBAImage(width: 4, height: 4, fill: .white)
        #expect(DiffImage(gutterWidth: 0).sideBySide(expected: image, actual: image).width == 12)
    }

    @Test("past the size limits, the panels are cropped to the change, then scaled down")
    func boundedPicture() {
        // 300×40 images with one changed pixel at (250, 20); at most 400 pixels a side.
        let expected = RGBAImage(width: 300, height: 40, fill: .white)
        var actual = expected
        actual[250, 20] = .black
        var builder = DiffImage(gutterWidth: 2)
        builder.maximumSide = 400
        // Full size: 3 × 300 + 4 = 904 wide, over 400: cropped to the change ± 16 pixels.
        let cropped = builder.framedSideBySide(expected: expected, actual: actual)
        #expect(cropped.crop == PixelBounds(minX: 234, minY: 4, maxX: 266, maxY: 36))
        #expect(cropped.scale == 1)
        #expect(cropped.image.width == 3 * 33 + 4 && cropped.image.height == 33)
        #expect(cropped.image[33 + 2 + 16, 16] == Self.red, "the changed pixel, in the diff panel")
        #expect(cropped.image[2 * 33 + 4 + 16, 16] == .black, "and in the actual panel")
        #expect(cropped.note == " (cropped to the change: x 234…266, y 4…36)")
        // A change spread over the whole width cannot be cropped: scaled 1:3 (3 × 100 + 4 ≤ 400).
        var spread = actual
        spread[0, 0] = .black
        spread[299, 39] = .black
        let scaled = builder.framedSideBySide(expected: expected, actual: spread)
        #expect(scaled.crop == nil)
        #expect(scaled.scale == 3)
        #expect(scaled.image.width == 3 * 100 + 4 && scaled.image.height == 14)
        #expect(scaled.image[100 + 2 + 83, 6] == Self.red, "a block with a changed pixel is red")
        #expect(scaled.image[100 + 2 + 50, 6] != Self.red)
        // Images of different sizes are scaled, never cropped.
        builder.maximumPixels = 2_000
        let mismatch = builder.framedSideBySide(expected: expected, actual: RGBAImage(width: 10, height: 10, fill: .white))
        #expect(mismatch.image.width * mismatch.image.height <= 2_000)
        #expect(mismatch.scale > 1 && mismatch.crop == nil)
        // Within the limits nothing changes.
        #expect(DiffImage().framedSideBySide(expected: expected, actual: actual).image == DiffImage().sideBySide(expected: expected, actual: actual))
        #expect(DiffImage().framedSideBySide(expected: expected, actual: actual).note == "")
    }
}
