/// The outcome of checking an image against its reference under a ``DiffTolerance``.
public enum DiffVerdict: Hashable, Sendable, CustomStringConvertible {
    /// The images match within the tolerance (the result may still list a few pixels the
    /// tolerance allowed, and anti-aliasing it ignored).
    case match(DiffResult)
    /// More pixels differ than `tolerance` allows.
    case differ(DiffResult, tolerance: DiffTolerance)
    /// The images have different dimensions, so no pixel comparison was made.
    case sizeMismatch(ImageSizeMismatch)

    /// Whether the images match.
    public var isMatch: Bool {
        if case .match = self { return true }
        return false
    }

    /// The pixel comparison, when one was made.
    public var result: DiffResult? {
        switch self {
        case .match(let result), .differ(let result, _): return result
        case .sizeMismatch: return nil
        }
    }

    /// A failure message in Playwright's words, nil for a match:
    /// "1,234 pixels (ratio 0.0031 of all image pixels) are different; the change is inside
    /// x 10…42, y 5…19; largest distance 0.73 (allowed: at most 100 pixels)",
    /// or "Image sizes differ: expected 320×200, actual 321×200".
    public var message: String? {
        switch self {
        case .match: return nil
        case .differ(let result, let tolerance):
            return "\(result.summary) (allowed: \(tolerance.allowanceDescription))"
        case .sizeMismatch(let mismatch): return mismatch.description
        }
    }

    public var description: String {
        switch self {
        case .match(let result): return "match: \(result.summary)"
        case .differ, .sizeMismatch: return message!
        }
    }
}
