import LayoutshotDiff
import LayoutshotPixels
import LayoutshotRender
import SnapshotTesting

extension Snapshotting where Value == RGBAImage, Format == RGBAImage {
    /// Snapshots an image as a PNG reference, compared by pixels with Layoutshot's engine.
    public static var layoutImage: Snapshotting { layoutImage() }

    /// Snapshots an image as a PNG reference with the given tolerance
    /// (see `Diffing.layoutImage(threshold:maxDiffPixels:maxDiffPixelRatio:)`).
    public static func layoutImage(threshold: Double = 0.1, maxDiffPixels: Int? = nil,
                                   maxDiffPixelRatio: Double? = nil) -> Snapshotting {
        Snapshotting(pathExtension: "png",
                     diffing: .layoutImage(threshold: threshold, maxDiffPixels: maxDiffPixels,
                                           maxDiffPixelRatio: maxDiffPixelRatio))
    }

    /// Snapshots an image as a PNG reference with a whole `DiffTolerance`.
    public static func layoutImage(tolerance: DiffTolerance) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .layoutImage(tolerance: tolerance))
    }
}
