// `layoutshot-bench diff [--runs N]`: times the diff engine on 2000×2000 images compared in memory
// and prints a Markdown table.
//
// Cases: identical images; mostly identical (a few small areas changed, among them shapes whose
// anti-aliased edges moved by one pixel); fully different. Each is timed single-threaded and with
// two threads, after warm-up, reporting the fastest and the median of the runs.

import LayoutshotDiff
import LayoutshotPixels
import LayoutshotBenchSupport

@MainActor enum DiffBenchmark {
    static func run(runs: Int) {
        let size = 2000
        let warmUps = 3

        /// A layout-diagram-like picture; the mostly-identical case moves its `marks` by a pixel.
        func diagram(marks: [(Double, Double)]) -> RGBAImage {
            SyntheticPictures.diagram(size: size, seed: 42, marks: marks)
        }

        func copyOf(_ image: RGBAImage) -> RGBAImage {
            RGBAImage(width: image.width, height: image.height, pixels: image.pixels.map { $0 })!
        }

        // MARK: - Images

        let marks = [(150.4, 150.2), (1300.6, 1500.5), (1850.3, 820.8)]
        let expected = diagram(marks: marks)
        let identical = copyOf(expected)

        // Mostly identical: the three marks moved one pixel right (their anti-aliased rims change),
        // one box recoloured, and a short line of dark "text" pixels added.
        var mostly = diagram(marks: marks.map { ($0.0 + 1, $0.1) })
        SyntheticPictures.box(&mostly, minX: 685.3, minY: 680.7, maxX: 805.3, maxY: 740.7, color: RGBA(r: 10, g: 120, b: 10))
        for x in stride(from: 400, to: 520, by: 3) { mostly[x, 1900] = .black; mostly[x + 1, 1901] = .black }

        // Fully different: every pixel inverted.
        var inverted = copyOf(expected)
        inverted.pixels.withUnsafeMutableBufferPointer { bytes in
            for i in stride(from: 0, to: bytes.count, by: 4) {
                bytes[i] = 255 - bytes[i]; bytes[i + 1] = 255 - bytes[i + 1]; bytes[i + 2] = 255 - bytes[i + 2]
            }
        }

        // MARK: - Timing

        struct Row {
            var name: String
            var threads: Int
            var result: DiffResult
            var best: Duration
            var median: Duration
        }

        func milliseconds(_ d: Duration) -> Double {
            Double(d.components.seconds) * 1e3 + Double(d.components.attoseconds) * 1e-15
        }

        func format(_ value: Double, decimals: Int) -> String {
            var scale = 1.0
            for _ in 0..<decimals { scale *= 10 }
            let units = Int((value * scale).rounded())
            let whole = units / Int(scale), fraction = units % Int(scale)
            guard decimals > 0 else { return String(whole) }
            let digits = String(fraction)
            return "\(whole)." + String(repeating: "0", count: decimals - digits.count) + digits
        }

        let clock = ContinuousClock()

        func measure(_ name: String, _ actual: RGBAImage, threads: Int) -> Row {
            let engine = ImageDiff(maxThreads: threads)
            var result: DiffResult! = nil
            var times: [Duration] = []
            for run in 0..<(warmUps + runs) {
                let start = clock.now
                let r = try! engine.compare(expected: expected, actual: actual)
                let elapsed = clock.now - start
                result = r
                if run >= warmUps { times.append(elapsed) }
            }
            times.sort()
            return Row(name: name, threads: threads, result: result, best: times[0], median: times[times.count / 2])
        }

        var rows: [Row] = []
        for threads in [1, 2] {
            rows.append(measure("identical", identical, threads: threads))
            rows.append(measure("mostly identical", mostly, threads: threads))
            rows.append(measure("fully different", inverted, threads: threads))
        }

        let pixels = Double(size * size)
        print("Image diff, \(size)×\(size) RGBA in memory, threshold 0.1, anti-aliasing ignored; "
            + "\(runs) runs after \(warmUps) warm-ups.\n")
        print("| case | threads | different px | anti-aliased px | min ms | median ms | ns/pixel (min) |")
        print("|---|---:|---:|---:|---:|---:|---:|")
        for row in rows {
            let best = milliseconds(row.best)
            print("| \(row.name) | \(row.threads) | \(row.result.differentPixels) | \(row.result.antiAliasedPixels) "
                + "| \(format(best, decimals: 2)) | \(format(milliseconds(row.median), decimals: 2)) "
                + "| \(format(best * 1e6 / pixels, decimals: 3)) |")
        }

        // The diff picture for the mostly-identical pair (only built when a snapshot fails).
        var pictureTimes: [Duration] = []
        var pictureWidth = 0
        for run in 0..<(warmUps + max(3, runs / 3)) {
            let start = clock.now
            let picture = DiffImage().sideBySide(expected: expected, actual: mostly)
            let elapsed = clock.now - start
            pictureWidth = picture.width
            if run >= warmUps { pictureTimes.append(elapsed) }
        }
        pictureTimes.sort()
        print("\nDiff picture (expected | diff | actual, \(pictureWidth)×\(size)) for the mostly-identical pair: "
            + "min \(format(milliseconds(pictureTimes[0]), decimals: 2)) ms.")
        print("\nMostly identical: \(rows[1].result.summary)")
    }
}
