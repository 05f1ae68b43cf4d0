import Foundation
import LayoutshotDiff
import LayoutshotRender

/// Renders `view` at each of `widths` and checks each image against its reference, returning the
/// failures instead of reporting them: the framework-free core of `assertLayoutSnapshot`, for
/// building other assertions. See `assertLayoutSnapshot` for the parameters.
///
/// An unnamed call takes the next number of the test's run (``SnapshotTestRun``) as its name, a
/// reference already written by another assertion of the same run is refused, and the test's
/// artifacts from earlier runs are deleted at its first assertion.
///
/// - Parameters:
///   - arguments: a parameterised test case's arguments, which name its files (nil for none).
///   - line: the assertion's line, named when another assertion claims its file.
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
    testName: String,
    arguments: String? = nil,
    line: UInt? = nil
) -> [SnapshotFailure] {
    let configuration = LayoutSnapshotConfiguration.current

    // Numbered (and stale artifacts cleared) before anything can fail, so the numbers of the
    // assertions after this one do not depend on whether it rendered.
    var paths = SnapshotPaths(filePath: filePath, testName: testName, name: nil, arguments: arguments,
                              snapshotDirectory: snapshotDirectory,
                              artifactsRoot: configuration.effectiveArtifactsDirectory)
    let run = SnapshotTestRun.current
    let scope = paths.referenceDirectory + "/" + paths.testPrefix
    if run.begin(scope) {
        SnapshotFiles.removeArtifacts(startingWith: paths.testPrefix + ".", in: paths.artifactsDirectory)
    }
    paths.name = SnapshotPaths.sanitize(name ?? String(run.nextNumber(in: scope)))
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
    let geometries: [DiagramGeometry]
    do {
        let renderer = try renderer ?? configuration.renderer ?? LayoutRenderer()
        let view = try view()
        let layouts = renderer.layouts(view, widths: widths, height: height)
        images = try layouts.map { try renderer.image(of: $0) }
        geometries = layouts.map { renderer.geometry(of: $0) }
    } catch {
        return [SnapshotFailure(kind: .error, message: "Could not render the snapshot \(name.map { "\"\($0)\" " } ?? "")of \"\(testName)\": \(error)")]
    }

    let verifier = SnapshotVerifier(record: mode, recordSource: source, tolerance: tolerance)
    let owner = line.map { "\(filePath):\($0)" } ?? "another assertion"
    var failures: [SnapshotFailure] = []
    for ((width, image), geometry) in zip(zip(widths, images), geometries) {
        let width = Double(width)
        let reference = paths.referencePath(width: width)
        if let first = run.claim(reference, by: owner) {
            failures.append(SnapshotFailure(
                kind: .error,
                message: "\(label(width)) would use the reference \(reference), which \(first) already used "
                    + "in this run of \"\(testName)\"\(arguments.map { " (\($0))" } ?? ""). Give each assertion "
                    + "its own named:, or make the arguments of a parameterised test describe themselves differently.",
                width: width, referencePath: reference))
            continue
        }
        if let failure = verifier.verify(image, width: width, paths: paths, label: label(width),
                                         testName: testName, geometry: geometry) {
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
