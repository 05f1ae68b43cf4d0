import LayoutshotPixels
import Testing
import LayoutshotTestSupport
@testable import LayoutshotDiff

@Suite("Properties over random images")
struct PropertyTests {
    @Test("an image always matches itself", arguments: 1...25)
    func selfMatch(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        let width = Int.random(in: 1...40, using: &rng), height = Int.random(in: 1...40, using: &rng)
        let image = TestImages.random(width: width, height: height, using: &rng)
        let threshold = Double.random(in: 0...1, using: &rng)
        let tolerance = DiffTolerance(threshold: threshold, includeAntiAliasing: Bool.random(using: &rng))
        let verdict = tolerance.verdict(expected: image, actual: TestImages.copy(image))
        #expect(verdict.isMatch)
        #expect(verdict.result?.maxDistance == 0)
        #expect(verdict.result?.antiAliasedPixels == 0)
        #expect(verdict.result?.changedBounds == nil)
    }

    @Test("comparing a with b finds what comparing b with a finds", arguments: 1...25)
    func symmetry(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        let width = Int.random(in: 1...40, using: &rng), height = Int.random(in: 1...40, using: &rng)
        // Smooth-ish content with flat areas, so that both real changes and anti-aliasing occur.
        var a = RGBAImage(width: width, height: height, fill: .white)
        for _ in 0..<3 {
            TestImages.softDisc(&a, centerX: Double.random(in: 0...Double(width), using: &rng),
                                centerY: Double.random(in: 0...Double(height), using: &rng),
                                radius: Double.random(in: 2...12, using: &rng),
                                color: RGBA(r: .random(in: 0...255, using: &rng), g: .random(in: 0...255, using: &rng),
                                            b: .random(in: 0...255, using: &rng)))
        }
        var b = a
        for _ in 0..<Int.random(in: 0...(width * height / 4), using: &rng) {
            b[Int.random(in: 0..<width, using: &rng), Int.random(in: 0..<height, using: &rng)] =
                RGBA(r: .random(in: 0...255, using: &rng), g: .random(in: 0...255, using: &rng),
                     b: .random(in: 0...255, using: &rng), a: .random(in: 0...255, using: &rng))
        }
        let threshold = Double.random(in: 0...0.5, using: &rng)
        for includeAntiAliasing in [true, false] {
            let engine = ImageDiff(threshold: threshold, includeAntiAliasing: includeAntiAliasing)
            let ab = try engine.compare(expected: a, actual: b)
            let ba = try engine.compare(expected: b, actual: a)
            #expect(ab == ba)
        }
    }

    @Test("splitting rows across threads gives the same result", arguments: [2, 3, 7])
    func threadsAreDeterministic(threads: Int) throws {
        var rng = SeededGenerator(seed: UInt64(threads))
        let width = 640, height = 480
        var a = RGBAImage(width: width, height: height, fill: .white)
        for _ in 0..<12 {
            let cx = Double.random(in: 0...640, using: &rng), cy = Double.random(in: 0...480, using: &rng)
            let r = Double.random(in: 3...20, using: &rng)
            TestImages.softRect(&a, minX: cx - r, minY: cy - r, maxX: cx + r, maxY: cy + r + 0.5, color: .black)
        }
        var b = TestImages.copy(a)
        // Shift a band of rows across likely split points by one pixel, and add real changes.
        for y in 100..<380 {
            for x in stride(from: width - 1, to: 0, by: -1) { b[x, y] = a[x - 1, y] }
        }
        for _ in 0..<200 { b[Int.random(in: 0..<width, using: &rng), Int.random(in: 0..<height, using: &rng)] = RGBA(r: 255, g: 0, b: 0) }
        let single = try ImageDiff(maxThreads: 1).compare(expected: a, actual: b)
        let split = try ImageDiff(maxThreads: threads).compare(expected: a, actual: b)
        #expect(single == split)
        #expect(single.differentPixels > 0 && single.antiAliasedPixels > 0)
    }
}
