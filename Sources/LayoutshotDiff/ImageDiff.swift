import Dispatch
import LayoutshotPixels

/// The image comparison engine: a perceptual, anti-aliasing-aware pixel diff in pure Swift.
///
/// Each pair of corresponding pixels is composited over white and compared by squared YIQ
/// distance, as pixelmatch does; a pixel counts as different when its distance exceeds
/// `threshold` (on a 0…1 scale, 1 being the largest possible distance). Pixels over the threshold
/// that look like anti-aliasing in either image are reported separately and, by default, not counted.
///
/// ```swift
/// let result = try ImageDiff(threshold: 0.1).compare(expected: reference, actual: rendered)
/// if result.differentPixels > 0 { print(result.summary) }
/// ```
public struct ImageDiff: Hashable, Sendable {
    /// The colour distance (0…1) a pixel may differ by and still count as the same; 0.1 by default,
    /// as in pixelmatch. 0 counts every perceptible change. Values outside 0…1 are clamped.
    public var threshold: Double
    /// Whether pixels that look like anti-aliasing count as different. Off by default, so that
    /// edges moved by rasterisation differences between machines do not fail a snapshot.
    public var includeAntiAliasing: Bool
    /// The most threads one comparison may use (rows are split into bands; the result does not
    /// depend on the split). 1 keeps the comparison on the calling thread.
    public var maxThreads: Int

    /// An engine with the given settings.
    public init(threshold: Double = 0.1, includeAntiAliasing: Bool = false, maxThreads: Int = 1) {
        precondition(threshold >= 0 && threshold <= 1, "threshold must be within 0…1, got \(threshold)")
        precondition(maxThreads >= 1, "maxThreads must be at least 1")
        self.threshold = threshold
        self.includeAntiAliasing = includeAntiAliasing
        self.maxThreads = maxThreads
    }

    /// Compares `actual` with `expected`.
    ///
    /// - Throws: ``ImageSizeMismatch`` when the dimensions differ.
    public func compare(expected: RGBAImage, actual: RGBAImage) throws(ImageSizeMismatch) -> DiffResult {
        if let mismatch = ImageSizeMismatch(expected: expected, actual: actual) { throw mismatch }
        return run(expected: expected, actual: actual, classes: .none)
    }

    /// Compares two same-sized images, recording each pixel's ``PixelClass`` into `classes` (a map
    /// of `width * height` zeroed bytes, or `.none`).
    func run(expected: RGBAImage, actual: RGBAImage, classes: PixelClassMap) -> DiffResult {
        let width = expected.width, height = expected.height
        let squaredLimit = YIQ.squaredDistanceLimit(threshold: Swift.min(1, Swift.max(0, threshold)))
        let includeAntiAliasing = includeAntiAliasing
        var tally = DiffTally()

        if width > 0 && height > 0 {
            PixelPlane.with(expected, actual) { expectedPlane, actualPlane in
                let bands = bandCount(width: width, height: height)
                if bands == 1 {
                    tally = DiffScan.scan(expected: expectedPlane, actual: actualPlane, rows: 0..<height,
                                          squaredLimit: squaredLimit,
                                          includeAntiAliasing: includeAntiAliasing, classes: classes)
                } else {
                    // Each band writes only its own slot (and its own rows of `classes`);
                    // merging sums counts and takes extremes, so the split cannot change the result.
                    var partials = [DiffTally](repeating: DiffTally(), count: bands)
                    BandSlots.with(&partials) { slots in
                        DispatchQueue.concurrentPerform(iterations: bands) { band in
                            let rows = (height * band / bands)..<(height * (band + 1) / bands)
                            slots.set(band, DiffScan.scan(
                                expected: expectedPlane, actual: actualPlane, rows: rows,
                                squaredLimit: squaredLimit,
                                includeAntiAliasing: includeAntiAliasing, classes: classes))
                        }
                    }
                    for partial in partials { tally.merge(partial) }
                }
            }
        }

        return DiffResult(width: width, height: height,
                          differentPixels: tally.differentPixels,
                          antiAliasedPixels: tally.antiAliasedPixels,
                          changedBounds: tally.changedBounds,
                          maxDistance: YIQ.normalizedDistance(squared: tally.maxSquaredDistance))
    }

    /// How many row bands to scan in parallel: one unless threads are allowed and the image is
    /// large enough for the work to outweigh starting them.
    private func bandCount(width: Int, height: Int) -> Int {
        guard maxThreads > 1, width * height >= 1 << 18 else { return 1 }
        return Swift.min(maxThreads, height)
    }
}
