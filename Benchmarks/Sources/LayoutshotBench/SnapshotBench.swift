// `layoutshot-bench snapshot [--runs N]`: what a snapshot comparison costs, against the tools
// people use; prints Markdown.
//
// Two 2000×2000 diagram-like images (a page of soft-edged boxes and discs; the second has three
// discs moved by one pixel and one box recoloured) are compared
//   - in memory (the diff engine on decoded pixels, one and two threads),
//   - from PNG files to a verdict (read and decode both + diff, what `layoutshot diff` does),
//   - with ImageMagick's `compare -metric AE` on the same files (a process per comparison, as it
//     is used; skipped with a note when `compare` is missing: `apt-get install imagemagick`),
//   - with the `blazediff` Python package's `compare` on the same files, timed inside one Python
//     process so interpreter start-up is not counted (skipped with a note when it cannot be
//     imported: `pip install blazediff`).
// Each case: warm-up runs, then the fastest and the median of the timed runs.

import Dispatch
import Foundation
import LayoutshotBenchSupport
import LayoutshotDiff
import LayoutshotGraphics
import LayoutshotPixels
import LayoutshotRender

@MainActor enum SnapshotBenchmark {
    static func run(runs: Int) throws {
        let size = 2000
        let warmUps = 2

        // MARK: - Pictures

        /// A white page with 12×12 soft-edged boxes and discs, then `marks` (small red discs) drawn last;
        /// `recolour` changes the colour of one box.
        func picture(marks: [(Double, Double)], recolour: Bool) -> RGBAImage {
            SyntheticPictures.diagram(size: size, seed: 7, marks: marks, recolour: recolour)
        }

        // MARK: - Timing

        func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

        struct Timing {
            var fastest: Double
            var median: Double
        }

        func time(_ body: () throws -> Void) rethrows -> Timing {
            for _ in 0..<warmUps { try body() }
            var samples: [Double] = []
            for _ in 0..<runs {
                let start = now()
                try body()
                samples.append(Double(now() - start) / 1e6)
            }
            samples.sort()
            return Timing(fastest: samples[0], median: samples[samples.count / 2])
        }

        func ms(_ value: Double) -> String { String(format: "%.1f ms", value) }

        /// Runs `executable` with `arguments`; returns its exit status and standard error.
        func runProcess(_ executable: String, _ arguments: [String]) throws -> (Int32, String) {
            let (status, data) = try runCapturing(executable, arguments, standardError: true)
            return (status, String(decoding: data, as: UTF8.self))
        }

        /// The first executable named `name` on PATH.
        func which(_ name: String) -> String? {
            for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
                let path = "\(directory)/\(name)"
                if FileManager.default.isExecutableFile(atPath: path) { return path }
            }
            return nil
        }

        // MARK: - Run

        let expected = picture(marks: [(150.4, 150.2), (1300.6, 1500.5), (1850.3, 820.8)], recolour: false)
        let actual = picture(marks: [(151.4, 150.2), (1301.6, 1500.5), (1851.3, 820.8)], recolour: true)

        let directory = NSTemporaryDirectory() + "layoutshot-snapshot-bench-\(getpid())"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let expectedPath = directory + "/expected.png", actualPath = directory + "/actual.png"
        // Stored as snapshot references are (zlib level 9, no row filter, RGB for opaque pictures).
        let expectedBytes = try PNGCodec.encode(expected, options: LayoutRenderer.smallestPNG)
        let actualBytes = try PNGCodec.encode(actual, options: LayoutRenderer.smallestPNG)
        try Data(expectedBytes).write(to: URL(fileURLWithPath: expectedPath))
        try Data(actualBytes).write(to: URL(fileURLWithPath: actualPath))

        var rows: [(String, Timing?, String)] = []
        var notes: [String] = []

        // In memory.
        var inMemoryResult: DiffResult!
        for threads in [1, 2] {
            let engine = ImageDiff(threshold: 0.1, maxThreads: threads)
            let timing = try time { inMemoryResult = try engine.compare(expected: expected, actual: actual) }
            rows.append(("Layoutshot, in memory (\(threads) thread\(threads == 1 ? "" : "s"))", timing,
                         "\(inMemoryResult.differentPixels) different, \(inMemoryResult.antiAliasedPixels) anti-aliased ignored"))
        }
        let inMemoryFastest = rows.map { $0.1!.fastest }.min()!

        // Files to verdict, as `layoutshot diff` reaches it: both files read and decoded (on two
        // threads when it has two), then compared at threshold 0.1, anti-aliasing ignored.
        func filesToVerdict(threads: Int) -> DiffResult? {
            let (first, second) = threads > 1
                ? PNGFile.readPair(expectedPath, actualPath)
                : (Result { () throws(PNGFile.ReadError) in try PNGFile.read(expectedPath) },
                   Result { () throws(PNGFile.ReadError) in try PNGFile.read(actualPath) })
            guard case .success(let a) = first, case .success(let b) = second else { return nil }
            return try? ImageDiff(threshold: 0.1, maxThreads: threads).compare(expected: a, actual: b)
        }
        var fileTimings: [Int: Timing] = [:]
        for threads in [1, 2] {
            var verdict: DiffResult?
            let timing = time { verdict = filesToVerdict(threads: threads) }
            precondition(verdict.map { !$0.isEqual } ?? false, "the two files should differ: \(String(describing: verdict))")
            fileTimings[threads] = timing
            rows.append(("Layoutshot, PNG files → verdict (\(threads) thread\(threads == 1 ? "" : "s"))", timing,
                         "differ, decode both + diff"))
        }
        let decodeTiming = time { _ = try? PNGCodec.decode(expectedBytes) }
        rows.append(("  of which: decoding one PNG", decodeTiming, "\(expectedBytes.count / 1024) KiB file"))
        let oursFiles = min(fileTimings[1]!.median, fileTimings[2]!.median)

        // ImageMagick.
        var magickMedian: Double?
        if let compare = which("compare"), (try? runProcess(compare, ["-version"]))?.0 == 0 {
            var status: Int32 = 0, count = ""
            let timing = try time {
                let (code, output) = try runProcess(compare, ["-metric", "AE", expectedPath, actualPath, "null:"])
                status = code
                count = output.trimmingCharacters(in: .whitespacesAndNewlines)
            }
            magickMedian = timing.median
            rows.append(("ImageMagick `compare -metric AE` (a process each)", timing, "exit \(status), \(count) different (no fuzz)"))
        } else {
            notes.append("ImageMagick's `compare` is not installed, so it was skipped: `apt-get install imagemagick`.")
        }

        // blazediff.
        var blazeMedian: Double?
        let python = which("python3") ?? which("python")
        let script = """
        import json, sys, time
        try:
            from blazediff import compare
        except ImportError as error:
            print(json.dumps({"error": str(error)})); sys.exit(0)
        a, b, warm, runs = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
        for _ in range(warm): r = compare(a, b, threshold=0.1)
        samples = []
        for _ in range(runs):
            t = time.perf_counter(); r = compare(a, b, threshold=0.1); samples.append((time.perf_counter() - t) * 1000)
        samples.sort()
        print(json.dumps({"fastest": samples[0], "median": samples[len(samples) // 2], "count": r.diff_count}))
        """
        if let python {
            let (_, data) = try runCapturing(python, ["-c", script, expectedPath, actualPath, String(warmUps), String(runs)], standardError: false)
            let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
            if let fastest = object?["fastest"] as? Double, let median = object?["median"] as? Double {
                blazeMedian = median
                rows.append(("blazediff (Python package, from files, in process)", Timing(fastest: fastest, median: median),
                             "\(object?["count"] ?? "?") different"))
            } else {
                notes.append("The `blazediff` Python package cannot be imported, so it was skipped: `pip install blazediff`.")
            }
        } else {
            notes.append("No python3 on PATH, so `blazediff` was skipped.")
        }

        // MARK: - Report

        print("## Snapshot comparison: two \(size)×\(size) images\n")
        print("\(runs) timed runs after \(warmUps) warm-ups; \(ProcessInfo.processInfo.activeProcessorCount) cores. "
              + "Files are PNGs as references are stored (zlib 9, RGB): \(expectedBytes.count / 1024) KiB and \(actualBytes.count / 1024) KiB.\n")
        print("| case | fastest | median | result |")
        print("|---|---:|---:|---|")
        for (name, timing, result) in rows {
            print("| \(name) | \(timing.map { ms($0.fastest) } ?? "–") | \(timing.map { ms($0.median) } ?? "–") | \(result) |")
        }
        print("")
        print("Targets:")
        print("- in memory under 10 ms: \(ms(inMemoryFastest)) fastest — \(inMemoryFastest < 10 ? "met" : "NOT met")")
        if let magickMedian {
            let ratio = magickMedian / oursFiles
            print("- files to verdict ≥ 5× faster than ImageMagick: \(String(format: "%.1f", ratio))× (medians) — \(ratio >= 5 ? "met" : "NOT met")")
        }
        if let blazeMedian {
            print("- files to verdict no slower than blazediff: \(ms(oursFiles)) vs \(ms(blazeMedian)) (medians) — "
                  + "\(oursFiles <= blazeMedian ? "met" : "NOT met")")
        }
        for note in notes { print("\nNote: \(note)") }
    }
}

/// Runs a program to its end and returns its exit status and one of its outputs (standard error,
/// or standard output), the other discarded.
func runCapturing(_ executable: String, _ arguments: [String], standardError: Bool) throws -> (Int32, Data) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardError = standardError ? pipe : FileHandle.nullDevice
    process.standardOutput = standardError ? FileHandle.nullDevice : pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, data)
}
