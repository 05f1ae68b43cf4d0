import LayoutshotPixels
import Testing
@testable import LayoutshotDiff

@Suite("ImageDiff: counting, bounds, threshold")
struct ImageDiffTests {
    let white = RGBAImage(width: 40, height: 30, fill: .white)

    @Test("identical images have no differences")
    func identical() throws {
        var image = white
        TestImages.softDisc(&image, centerX: 20, centerY: 15, radius: 9, color: RGBA(r: 30, g: 90, b: 200))
        let result = try ImageDiff().compare(expected: image, actual: TestImages.copy(image))
        #expect(result.differentPixels == 0)
        #expect(result.antiAliasedPixels == 0)
        #expect(result.changedBounds == nil)
        #expect(result.maxDistance == 0)
        #expect(result.totalPixels == 1200)
        #expect(result.differentRatio == 0)
    }

    @Test("one changed pixel is counted with a one-pixel bounding box")
    func oneChangedPixel() throws {
        var actual = white
        actual[7, 11] = RGBA(r: 255, g: 0, b: 0)
        let result = try ImageDiff().compare(expected: white, actual: actual)
        #expect(result.differentPixels == 1)
        #expect(result.changedBounds == PixelBounds(x: 7, y: 11, width: 1, height: 1))
        #expect(result.differentRatio == 1.0 / 1200)
        #expect(result.maxDistance > 0.5)
    }

    @Test("the bounding box spans every changed pixel, including the image corners")
    func boundingBox() throws {
        var actual = white
        actual[39, 2] = .black
        actual[3, 29] = .black
        actual[20, 17] = .black
        let result = try ImageDiff().compare(expected: white, actual: actual)
        #expect(result.differentPixels == 3)
        let bounds = try #require(result.changedBounds)
        #expect(bounds == PixelBounds(x: 3, y: 2, width: 37, height: 28))
        #expect(bounds.description == "x 3…39, y 2…29")
        #expect(bounds.maxX == 39 && bounds.maxY == 29)
    }

    // For greys, I and Q vanish, so the normalised distance of a grey step d is
    // d · √(0.5053 / 35215) ≈ 0.003788 · d: threshold 0.1 lies between d = 26 and d = 27.
    @Test("a grey step below the threshold is not counted, one above is",
          arguments: [(UInt8(229), 0), (UInt8(228), 1)])
    func threshold(grey: UInt8, expected: Int) throws {
        var actual = white
        actual[5, 5] = RGBA(r: grey, g: grey, b: grey)
        let result = try ImageDiff(threshold: 0.1).compare(expected: white, actual: actual)
        #expect(result.differentPixels == expected)
        let distance = Double(255 - Int(grey)) * (0.5053 / 35215).squareRoot()
        #expect(abs(result.maxDistance - distance) < 1e-6)
    }

    @Test("threshold 0 counts the smallest change; threshold 1 counts nothing")
    func thresholdExtremes() throws {
        var actual = white
        actual[1, 1] = RGBA(r: 254, g: 255, b: 255)
        actual[30, 20] = .black
        #expect(try ImageDiff(threshold: 0).compare(expected: white, actual: actual).differentPixels == 2)
        #expect(try ImageDiff(threshold: 1).compare(expected: white, actual: actual).differentPixels == 0)
    }

    @Test("black against white is close to the largest distance")
    func largestDistance() throws {
        var actual = white
        actual[0, 0] = .black
        let result = try ImageDiff().compare(expected: white, actual: actual)
        #expect(abs(result.maxDistance - (0.5053 * 255 * 255 / 35215).squareRoot()) < 1e-6)
        #expect(result.maxDistance < 1)
    }

    @Test("different sizes throw a size mismatch with a clear message")
    func sizeMismatch() {
        let expected = RGBAImage(width: 320, height: 200, fill: .white)
        let actual = RGBAImage(width: 321, height: 200, fill: .white)
        #expect(throws: ImageSizeMismatch(expectedWidth: 320, expectedHeight: 200,
                                          actualWidth: 321, actualHeight: 200)) {
            try ImageDiff().compare(expected: expected, actual: actual)
        }
        let mismatch = ImageSizeMismatch(expected: expected, actual: actual)
        #expect(mismatch?.description == "Image sizes differ: expected 320×200, actual 321×200")
        #expect(ImageSizeMismatch(expected: expected, actual: expected) == nil)
    }

    @Test("empty images compare equal")
    func emptyImages() throws {
        let empty = RGBAImage(width: 0, height: 0)
        let result = try ImageDiff().compare(expected: empty, actual: empty)
        #expect(result.differentPixels == 0 && result.totalPixels == 0 && result.differentRatio == 0)
    }

    @Test("every pixel of a fully different image is counted")
    func fullyDifferent() throws {
        let black = RGBAImage(width: 40, height: 30, fill: .black)
        let result = try ImageDiff().compare(expected: white, actual: black)
        #expect(result.differentPixels == 1200)
        #expect(result.changedBounds == PixelBounds(x: 0, y: 0, width: 40, height: 30))
        #expect(result.differentRatio == 1)
    }

    @Test("the summary reads like Playwright's message")
    func summary() throws {
        var actual = white
        actual[10, 5] = .black
        actual[12, 19] = .black
        let result = try ImageDiff().compare(expected: white, actual: actual)
        #expect(result.summary == "2 pixels (ratio 0.0017 of all image pixels) are different; "
            + "the change is inside x 10…12, y 5…19; largest distance 0.97")
    }
}
