import Foundation
import LayoutshotDiff
import LayoutshotGraphics
import LayoutshotPixels
import LayoutshotRender
import LayoutshotSnapshotCore

/// The logic of `layoutshot diff EXPECTED ACTUAL [--threshold T] [--output DIFF.png]`, separate
/// from argument parsing so that it can be called and tested directly.
///
/// Exit codes follow `cmp` and `diff`: 0 when the images match (no pixel over the threshold, once
/// anti-aliasing is ignored), 1 when they differ (pixel counts, ratio, bounding box and largest
/// distance printed) or their sizes differ, 2 on an error (a file that cannot be read, is not a
/// PNG or cannot be decoded; a diff image that cannot be written), with a message naming the file.
public enum DiffCommand {
    /// Exit code when the images match.
    public static let matchExitCode: Int32 = 0
    /// Exit code when they differ.
    public static let differExitCode: Int32 = 1
    /// Exit code on an error.
    public static let errorExitCode: Int32 = 2

    /// What the command prints and how it exits.
    public struct Outcome: Hashable, Sendable {
        /// 0 match, 1 differ, 2 error.
        public var exitCode: Int32
        /// The text to print: to standard output for 0 and 1, to standard error for 2.
        public var output: String

        /// Whether `output` belongs on standard error.
        public var isError: Bool { exitCode == DiffCommand.errorExitCode }
    }

    /// Compares the PNG files `expected` and `actual` (decoded pixels, never bytes) at `threshold`
    /// (0…1, pixelmatch's scale), and writes expected | diff | actual to `output` when given
    /// (whatever the verdict, so scripts can rely on the file).
    ///
    /// Uses up to `maxThreads` threads: the two files decode in parallel, then the comparison
    /// splits its rows.
    public static func run(expected: String, actual: String, threshold: Double = 0.1,
                           output: String? = nil,
                           maxThreads: Int = ProcessInfo.processInfo.activeProcessorCount) -> Outcome {
        guard threshold >= 0 && threshold <= 1 else {
            return Outcome(exitCode: errorExitCode, output: "error: --threshold must be within 0…1, got \(threshold)")
        }
        let threads = Swift.max(1, maxThreads)
        let (expectedResult, actualResult) = threads > 1
            ? PNGFile.readPair(expected, actual)
            : (Result { () throws(PNGFile.ReadError) in try PNGFile.read(expected) },
               Result { () throws(PNGFile.ReadError) in try PNGFile.read(actual) })
        let expectedImage: RGBAImage, actualImage: RGBAImage
        switch (expectedResult, actualResult) {
        case (.success(let e), .success(let a)):
            expectedImage = e
            actualImage = a
        case (.failure(let error), _), (_, .failure(let error)):
            return Outcome(exitCode: errorExitCode, output: "error: \(error)")
        }

        let engine = ImageDiff(threshold: threshold, maxThreads: threads)
        var lines: [String] = []
        var exitCode: Int32
        do {
            let result = try engine.compare(expected: expectedImage, actual: actualImage)
            exitCode = result.isEqual ? matchExitCode : differExitCode
            lines.append((result.isEqual ? "Images match" : "Images differ")
                         + " (\(result.width)×\(result.height), threshold \(formatThreshold(threshold))): "
                         + result.summary)
        } catch {
            exitCode = differExitCode
            lines.append(error.description)
        }

        if let output {
            // Within the renderer's limits: cropped to the change, or scaled down, when the
            // full-size panels side by side would be larger (DiffImage.maximumSide).
            let picture = DiffImage(engine: engine).framedSideBySide(expected: expectedImage, actual: actualImage)
            do {
                try SnapshotFiles.write(try PNGCodec.encode(picture.image, options: LayoutRenderer.fastPNG), to: output)
                let panels = ImageSizeMismatch(expected: expectedImage, actual: actualImage) == nil
                    ? "expected | diff | actual" : "expected | actual"
                lines.append("Diff image (\(panels)\(picture.note.isEmpty ? "" : "; " + picture.note.dropFirst(2).dropLast())): \(output)")
            } catch {
                lines.append("error: could not write the diff image: \(error)")
                exitCode = errorExitCode
            }
        }
        return Outcome(exitCode: exitCode, output: lines.joined(separator: "\n"))
    }

    private static func formatThreshold(_ value: Double) -> String {
        var text = String(value)
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text
    }
}
