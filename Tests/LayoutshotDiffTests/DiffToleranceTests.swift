import LayoutshotPixels
import Testing
@testable import LayoutshotDiff

@Suite("DiffTolerance and DiffVerdict")
struct DiffToleranceTests {
    /// A 100×100 white image (10,000 pixels) and a copy with `count` isolated black pixels.
    static func pair(changed count: Int) -> (RGBAImage, RGBAImage) {
        let expected = RGBAImage(width: 100, height: 100, fill: .white)
        var actual = expected
        for i in 0..<count { actual[(i % 25) * 4, (i / 25) * 4] = .black }
        return (expected, actual)
    }

    @Test("by default no different pixel is allowed")
    func defaultAllowsNone() {
        let (expected, _) = Self.pair(changed: 0)
        #expect(DiffTolerance().verdict(expected: expected, actual: expected).isMatch)
        let (e1, a1) = Self.pair(changed: 1)
        let verdict = DiffTolerance().verdict(expected: e1, actual: a1)
        #expect(!verdict.isMatch)
        #expect(verdict.result?.differentPixels == 1)
    }

    @Test("maxDiffPixels: exactly at the limit passes, one over fails", arguments: [1, 5, 25])
    func maxDiffPixelsBoundary(limit: Int) {
        let tolerance = DiffTolerance(maxDiffPixels: limit)
        let (e1, atLimit) = Self.pair(changed: limit)
        let (e2, overLimit) = Self.pair(changed: limit + 1)
        #expect(tolerance.verdict(expected: e1, actual: atLimit).isMatch)
        #expect(!tolerance.verdict(expected: e2, actual: overLimit).isMatch)
    }

    @Test("maxDiffPixelRatio: exactly at the limit passes, one over fails",
          arguments: [(25, 0.0025), (3, 0.0003), (29, 0.0029)])
    func maxDiffPixelRatioBoundary(count: Int, ratio: Double) {
        let tolerance = DiffTolerance(maxDiffPixelRatio: ratio)
        let (e1, atLimit) = Self.pair(changed: count)
        let (e2, overLimit) = Self.pair(changed: count + 1)
        #expect(tolerance.verdict(expected: e1, actual: atLimit).isMatch)
        #expect(!tolerance.verdict(expected: e2, actual: overLimit).isMatch)
    }

    @Test("when both limits are set, both must hold")
    func bothLimits() {
        let (expected, actual) = Self.pair(changed: 25)  // ratio 0.0025
        #expect(DiffTolerance(maxDiffPixels: 25, maxDiffPixelRatio: 0.0025).verdict(expected: expected, actual: actual).isMatch)
        #expect(!DiffTolerance(maxDiffPixels: 24, maxDiffPixelRatio: 0.01).verdict(expected: expected, actual: actual).isMatch)
        #expect(!DiffTolerance(maxDiffPixels: 1000, maxDiffPixelRatio: 0.0024).verdict(expected: expected, actual: actual).isMatch)
    }

    @Test("the tolerance's threshold decides which pixels count")
    func thresholdPassesThrough() {
        let expected = RGBAImage(width: 10, height: 10, fill: .white)
        var actual = expected
        actual[3, 3] = RGBA(r: 200, g: 200, b: 200)  // distance ≈ 0.21
        #expect(!DiffTolerance(threshold: 0.2).verdict(expected: expected, actual: actual).isMatch)
        #expect(DiffTolerance(threshold: 0.25).verdict(expected: expected, actual: actual).isMatch)
    }

    @Test("accepts(_:) judges an existing result")
    func acceptsResult() {
        let result = DiffResult(width: 10, height: 10, differentPixels: 3, antiAliasedPixels: 0,
                                changedBounds: PixelBounds(x: 0, y: 0, width: 2, height: 2), maxDistance: 0.5)
        #expect(!DiffTolerance().accepts(result))
        #expect(DiffTolerance(maxDiffPixels: 3).accepts(result))
        #expect(DiffTolerance(maxDiffPixelRatio: 0.03).accepts(result))
        #expect(!DiffTolerance(maxDiffPixelRatio: 0.029).accepts(result))
    }

    @Test("a differ verdict carries Playwright's message and the allowance")
    func differMessage() throws {
        let expected = RGBAImage(width: 400, height: 250, fill: .white)
        var actual = expected
        for y in 5...19 { for x in 10...42 { actual[x, y] = RGBA(r: 0, g: 128, b: 255) } }
        let verdict = DiffTolerance(maxDiffPixels: 100).verdict(expected: expected, actual: actual)
        guard case .differ(let result, let tolerance) = verdict else {
            Issue.record("expected a differ verdict, got \(verdict)")
            return
        }
        #expect(result.differentPixels == 495)
        #expect(tolerance.maxDiffPixels == 100)
        let message = try #require(verdict.message)
        #expect(message.hasPrefix("495 pixels (ratio 0.0050 of all image pixels) are different; "
            + "the change is inside x 10…42, y 5…19; largest distance "))
        #expect(message.hasSuffix(" (allowed: at most 100 pixels)"))
    }

    @Test("large counts are grouped and tiny ratios keep two significant digits")
    func messageFormatting() {
        let result = DiffResult(width: 2000, height: 2000, differentPixels: 1234, antiAliasedPixels: 56,
                                changedBounds: PixelBounds(minX: 10, minY: 5, maxX: 42, maxY: 19),
                                maxDistance: 0.734)
        #expect(result.summary == "1,234 pixels (ratio 0.00031 of all image pixels) are different; "
            + "the change is inside x 10…42, y 5…19; largest distance 0.73; 56 anti-aliased pixels ignored")
    }

    @Test("different sizes give a size-mismatch verdict with its own message")
    func sizeMismatchVerdict() {
        let verdict = DiffTolerance(maxDiffPixelRatio: 1).verdict(
            expected: RGBAImage(width: 320, height: 200, fill: .white),
            actual: RGBAImage(width: 321, height: 200, fill: .white))
        guard case .sizeMismatch(let mismatch) = verdict else {
            Issue.record("expected a size mismatch, got \(verdict)")
            return
        }
        #expect(mismatch.actualWidth == 321)
        #expect(verdict.result == nil)
        #expect(!verdict.isMatch)
        #expect(verdict.message == "Image sizes differ: expected 320×200, actual 321×200")
    }

    @Test("a match has no message")
    func matchMessage() {
        let image = RGBAImage(width: 4, height: 4, fill: .white)
        #expect(DiffTolerance().verdict(expected: image, actual: image).message == nil)
    }
}
