import Foundation
import LayoutshotDiff
import LayoutshotGraphics
import LayoutshotPixels
import LayoutshotRender
import SnapshotTesting

extension Diffing where Value == RGBAImage {
    /// Compares images by decoded pixels with Layoutshot's diff engine (pixelmatch's perceptual
    /// YIQ distance, anti-aliasing ignored) and stores them as PNG.
    ///
    /// A failure's message says how many pixels differ, their ratio, where and by how much (or
    /// that the sizes differ), attaches expected | diff | actual as `difference.png`, and — since
    /// swift-snapshot-testing drops attachments on Linux — also writes that picture to its
    /// artifacts folder (`SNAPSHOT_ARTIFACTS`, else the temporary directory, as
    /// swift-snapshot-testing chooses it) as `layoutshot-difference-<hash>.png`, and says where.
    ///
    /// - Parameters:
    ///   - threshold: per-pixel colour distance (0…1) under which a pixel counts as unchanged.
    ///   - maxDiffPixels: the most different pixels allowed.
    ///   - maxDiffPixelRatio: the largest ratio (0…1) of different pixels allowed. With neither
    ///     limit, no pixel may differ.
    public static func layoutImage(threshold: Double = 0.1, maxDiffPixels: Int? = nil,
                                   maxDiffPixelRatio: Double? = nil) -> Diffing {
        layoutImage(tolerance: DiffTolerance.validated(threshold: threshold, maxDiffPixels: maxDiffPixels,
                                                       maxDiffPixelRatio: maxDiffPixelRatio))
    }

    /// ``layoutImage(threshold:maxDiffPixels:maxDiffPixelRatio:)`` with a whole `DiffTolerance`.
    public static func layoutImage(tolerance: DiffTolerance) -> Diffing {
        layoutImage(tolerance: DiffTolerance.validated(tolerance))
    }

    /// The strategy for a checked tolerance, or one that fails every comparison with the reason.
    static func layoutImage(tolerance checked: Result<DiffTolerance, DiffTolerance.Invalid>) -> Diffing {
        .diff(
            toData: { image in
                // A 0×0 image stands for "could not be rendered": PNG cannot hold it, store nothing.
                guard image.width > 0, image.height > 0,
                      let bytes = try? PNGCodec.encode(image, options: LayoutRenderer.smallestPNG) else { return Data() }
                return Data(bytes)
            },
            fromData: { data in
                // An empty image marks a reference that is not a readable PNG; `diff` says so.
                (try? PNGCodec.decode([UInt8](data))) ?? RGBAImage(width: 0, height: 0)
            },
            diffV2: { reference, actual in
                let tolerance: DiffTolerance
                switch checked {
                case .success(let value): tolerance = value
                case .failure(let invalid): return (invalid.description, [])
                }
                if actual.pixelCount == 0 {
                    return ("The view could not be rendered (the reason was recorded as a separate issue).", [])
                }
                if reference.pixelCount == 0 {
                    return ("The reference is not a readable PNG (empty, truncated or another format): "
                            + "delete it or record it again.", [])
                }
                let verdict = tolerance.verdict(expected: reference, actual: actual)
                guard let message = verdict.message else { return nil }
                let picture = DiffImage(engine: tolerance.engine).sideBySide(expected: reference, actual: actual)
                let panels = verdict.result == nil ? "expected | actual" : "expected | diff | actual"
                guard let png = try? PNGCodec.encode(picture, options: LayoutRenderer.fastPNG) else {
                    return (message, [])
                }
                return ("\(message). Attached: difference.png (\(panels)); " + DifferenceFile.write(png),
                        [.data(Data(png), name: "difference.png")])
            }
        )
    }
}

/// The expected | diff | actual picture written beside swift-snapshot-testing's own artifacts.
enum DifferenceFile {
    /// Writes `png` to the artifacts folder under a name derived from its bytes (the same failure
    /// gives the same file) and says where, or why it could not.
    static func write(_ png: [UInt8], environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let folder = environment["SNAPSHOT_ARTIFACTS"].flatMap { $0.isEmpty ? nil : $0 } ?? NSTemporaryDirectory()
        // FNV-1a, 64 bits: a stable name, not a security measure.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in png { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let path = URL(fileURLWithPath: folder, isDirectory: true)
            .appendingPathComponent("layoutshot-difference-" + String(hash, radix: 16) + ".png").path
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try AtomicFile.write(png, to: path)
            return "written to \(path)."
        } catch {
            return "it could not be written to \(path): \(error)."
        }
    }
}
