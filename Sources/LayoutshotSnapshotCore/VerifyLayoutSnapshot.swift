import Foundation
import LayoutshotDiff
import LayoutshotRender

/// Renders `view` at each of `widths` and checks each image against its reference, returning the
/// failures instead of reporting them: the framework-free core of `assertLayoutSnapshot`, for
/// building other assertions. See `assertLayoutSnapshot` for the parameters.
///
/// - Returns: one failure per width that failed (in the order of `widths`), or a single failure
///   when nothing could be checked (no widths, the view or the renderer threw, a bad
///   `SNAPSHOT_TESTING_RECORD`); empty when every width matched.
public func verifyLayoutSnapshot<V: View>(
    of view: () throws -> V,
    widths: [CGFloat],
    height: CGFloat? = nil,
    named name: String? = nil,
    renderer: LayoutRenderer? = nil,
    tolerance: DiffTolerance,
    record: SnapshotRecordMode? = nil,
    snapshotDirectory: String? = nil,
    filePath: String,
    testName: String
) -> [SnapshotFailure] {
    let configuration = LayoutSnapshotConfiguration.current
    let label = { (width: Double) -> String in
        "Snapshot " + (name.map { "\"\($0)\" " } ?? "") + "at width \(SnapshotPaths.widthLabel(width))"
    }

    guard !widths.isEmpty else {
        return [SnapshotFailure(kind: .error, message: "No widths to snapshot: pass at least one width.")]
    }
    if let bad = widths.first(where: { !$0.isFinite || $0 < 0 }) {
        return [SnapshotFailure(kind: .error, message: "Cannot snapshot at width \(bad): widths must be finite and not negative.")]
    }
    if let height, !height.isFinite || height < 0 {
        return [SnapshotFailure(kind: .error, message: "Cannot snapshot at height \(height): a height must be finite and not negative (nil for the ideal height).")]
    }

    let mode: SnapshotRecordMode
    let source: String
    do {
        mode = try configuration.recordMode(explicit: record)
        source = record != nil ? "the record: argument"
            : configuration.record != nil ? "withLayoutSnapshotTesting or the .layoutSnapshots trait"
            : configuration.effectiveEnvironment.recordModeSource
    } catch {
        return [SnapshotFailure(kind: .error, message: "\(error).")]
    }

    let images: [RGBAImage]
    do {
        let renderer = try renderer ?? configuration.renderer ?? LayoutRenderer()
        let view = try view()
        images = try renderer.images(of: view, widths: widths, height: height)
    } catch {
        return [SnapshotFailure(kind: .error, message: "Could not render the snapshot \(name.map { "\"\($0)\" " } ?? "")of \"\(testName)\": \(error)")]
    }

    let paths = SnapshotPaths(filePath: filePath, testName: testName, name: name,
                              snapshotDirectory: snapshotDirectory,
                              artifactsRoot: configuration.effectiveArtifactsDirectory)
    let verifier = SnapshotVerifier(record: mode, recordSource: source, tolerance: tolerance)
    var failures: [SnapshotFailure] = []
    for (width, image) in zip(widths, images) {
        let width = Double(width)
        if let failure = verifier.verify(image, width: width, paths: paths, label: label(width),
                                         testName: testName) {
            failures.append(failure)
        }
    }
    return failures
}

extension DiffTolerance {
    /// A tolerance from the three knobs, or why they are invalid (instead of `DiffTolerance`'s
    /// precondition, which would stop the whole test process).
    public static func checked(threshold: Double, maxDiffPixels: Int?, maxDiffPixelRatio: Double?,
                               includeAntiAliasing: Bool = false) -> Result<DiffTolerance, SnapshotFailure> {
        var problems: [String] = []
        if !(threshold >= 0 && threshold <= 1) { problems.append("threshold must be within 0…1, got \(threshold)") }
        if let maxDiffPixels, maxDiffPixels < 0 { problems.append("maxDiffPixels must not be negative, got \(maxDiffPixels)") }
        if let ratio = maxDiffPixelRatio, !(ratio >= 0 && ratio <= 1) {
            problems.append("maxDiffPixelRatio must be within 0…1, got \(ratio)")
        }
        guard problems.isEmpty else {
            return .failure(SnapshotFailure(kind: .error, message: "Invalid snapshot tolerance: " + problems.joined(separator: "; ") + "."))
        }
        return .success(DiffTolerance(threshold: threshold, maxDiffPixels: maxDiffPixels,
                                      maxDiffPixelRatio: maxDiffPixelRatio, includeAntiAliasing: includeAntiAliasing))
    }
}
