import LayoutshotPixels

/// How different two images may be and still match, with the names Playwright's
/// `toHaveScreenshot` uses: `threshold`, `maxDiffPixels`, `maxDiffPixelRatio`.
///
/// `threshold` decides which pixels count as different; the two limits decide how many
/// different pixels a match allows. Every limit that is set must hold. When neither limit is set,
/// no different pixel is allowed (as if `maxDiffPixels` were 0).
///
/// ```swift
/// let verdict = DiffTolerance(maxDiffPixels: 20).verdict(expected: reference, actual: rendered)
/// if let failure = verdict.message { fail(failure) }  // nil when the images match
/// ```
public struct DiffTolerance: Hashable, Sendable {
    /// Per-pixel colour distance (0…1) below which a pixel counts as unchanged; 0.1 by default.
    public var threshold: Double
    /// The most different pixels a match allows; nil for no pixel-count limit of its own.
    /// When both limits are nil, the effective limit is 0 pixels.
    public var maxDiffPixels: Int?
    /// The largest ratio (0…1) of different pixels to all pixels a match allows; nil for none.
    public var maxDiffPixelRatio: Double?
    /// Whether pixels that look like anti-aliasing count as different; false by default.
    public var includeAntiAliasing: Bool

    /// A tolerance; the defaults allow no pixel over the 0.1 threshold, ignoring anti-aliasing.
    public init(threshold: Double = 0.1, maxDiffPixels: Int? = nil, maxDiffPixelRatio: Double? = nil,
                includeAntiAliasing: Bool = false) {
        precondition(threshold >= 0 && threshold <= 1, "threshold must be within 0…1, got \(threshold)")
        precondition(maxDiffPixels.map { $0 >= 0 } ?? true, "maxDiffPixels must not be negative")
        precondition(maxDiffPixelRatio.map { $0 >= 0 && $0 <= 1 } ?? true, "maxDiffPixelRatio must be within 0…1")
        self.threshold = threshold
        self.maxDiffPixels = maxDiffPixels
        self.maxDiffPixelRatio = maxDiffPixelRatio
        self.includeAntiAliasing = includeAntiAliasing
    }

    /// No pixel may differ by more than the default 0.1 threshold.
    public static let exact = DiffTolerance()

    /// The engine this tolerance compares with (`threshold` and `includeAntiAliasing`).
    public var engine: ImageDiff {
        ImageDiff(threshold: threshold, includeAntiAliasing: includeAntiAliasing)
    }

    /// Whether a comparison's different pixels stay within every limit that is set.
    public func accepts(_ result: DiffResult) -> Bool {
        if maxDiffPixels == nil && maxDiffPixelRatio == nil { return result.differentPixels == 0 }
        if let maxDiffPixels, result.differentPixels > maxDiffPixels { return false }
        if let maxDiffPixelRatio, result.differentRatio > maxDiffPixelRatio { return false }
        return true
    }

    /// The verdict on an existing comparison.
    public func verdict(for result: DiffResult) -> DiffVerdict {
        accepts(result) ? .match(result) : .differ(result, tolerance: self)
    }

    /// Compares `actual` with `expected` using `engine` and judges the result.
    public func verdict(expected: RGBAImage, actual: RGBAImage) -> DiffVerdict {
        verdict(expected: expected, actual: actual, using: engine)
    }

    /// Compares `actual` with `expected` using a given engine (for example one allowed more
    /// threads) and judges the result by this tolerance's limits.
    public func verdict(expected: RGBAImage, actual: RGBAImage, using engine: ImageDiff) -> DiffVerdict {
        do {
            return verdict(for: try engine.compare(expected: expected, actual: actual))
        } catch {
            return .sizeMismatch(error)
        }
    }

    /// "at most 10 pixels and a ratio of at most 0.0010", for failure messages.
    var allowanceDescription: String {
        var parts: [String] = []
        if let maxDiffPixels {
            parts.append("at most \(NumberFormatting.grouped(maxDiffPixels)) "
                + (maxDiffPixels == 1 ? "pixel" : "pixels"))
        }
        if let maxDiffPixelRatio {
            parts.append("a ratio of at most \(NumberFormatting.ratio(maxDiffPixelRatio))")
        }
        return parts.isEmpty ? "no different pixels" : parts.joined(separator: " and ")
    }
}

extension DiffTolerance {
    /// Why a tolerance's values are invalid: the checks `init` makes with preconditions, as text.
    package struct Invalid: Error, Hashable, Sendable, CustomStringConvertible {
        package var problems: [String]
        package var description: String { "Invalid snapshot tolerance: " + problems.joined(separator: "; ") + "." }
    }

    /// A tolerance from these values, or what is wrong with them, for the snapshot assertions and
    /// the swift-snapshot-testing strategy, which report a bad value instead of stopping the whole
    /// test process with `init`'s precondition. One check for both (package-wide).
    package static func validated(threshold: Double, maxDiffPixels: Int?, maxDiffPixelRatio: Double?,
                                  includeAntiAliasing: Bool = false) -> Result<DiffTolerance, Invalid> {
        var problems: [String] = []
        if !(threshold >= 0 && threshold <= 1) { problems.append("threshold must be within 0…1, got \(threshold)") }
        if let maxDiffPixels, maxDiffPixels < 0 { problems.append("maxDiffPixels must not be negative, got \(maxDiffPixels)") }
        if let ratio = maxDiffPixelRatio, !(ratio >= 0 && ratio <= 1) {
            problems.append("maxDiffPixelRatio must be within 0…1, got \(ratio)")
        }
        guard problems.isEmpty else { return .failure(Invalid(problems: problems)) }
        return .success(DiffTolerance(threshold: threshold, maxDiffPixels: maxDiffPixels,
                                      maxDiffPixelRatio: maxDiffPixelRatio, includeAntiAliasing: includeAntiAliasing))
    }

    /// `tolerance`'s values checked again (a `DiffTolerance` whose properties were set after `init`).
    package static func validated(_ tolerance: DiffTolerance) -> Result<DiffTolerance, Invalid> {
        validated(threshold: tolerance.threshold, maxDiffPixels: tolerance.maxDiffPixels,
                  maxDiffPixelRatio: tolerance.maxDiffPixelRatio, includeAntiAliasing: tolerance.includeAntiAliasing)
    }
}
