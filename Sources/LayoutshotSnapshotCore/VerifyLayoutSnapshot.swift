import Foundation
import Layoutshot
import LayoutshotDiff
import LayoutshotGraphics
import LayoutshotPixels
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
@MainActor public func verifyLayoutSnapshot<V: View>(
    of view: () throws -> V,
    widths: [CGFloat],
    height: CGFloat? = nil,
    named name: String? = nil,
    style: RenderStyle? = nil,
    renderer: LayoutRenderer? = nil,
    tolerance: DiffTolerance,
    record: SnapshotRecordMode? = nil,
    snapshotDirectory: String? = nil,
    filePath: String,
    testName: String,
    arguments: String? = nil,
    line: UInt? = nil
) -> [SnapshotFailure] {
    let request = SnapshotRequest(name: name, tolerance: tolerance, record: record, snapshotDirectory: snapshotDirectory,
                                  filePath: filePath, testName: testName, arguments: arguments, line: line, style: style)
    var paths = request.numberedPaths()
    guard !widths.isEmpty else {
        return [SnapshotFailure(kind: .error, message: "No widths to snapshot: pass at least one width.")]
    }
    if let bad = widths.first(where: { !$0.isFinite || $0 < 0 }) {
        return [SnapshotFailure(kind: .error, message: "Cannot snapshot at width \(bad): widths must be finite and not negative.")]
    }
    if let height, !height.isFinite || height < 0 {
        return [SnapshotFailure(kind: .error, message: "Cannot snapshot at height \(height): a height must be finite and not negative (nil for the ideal height).")]
    }
    let shots = widths.map {
        SnapshotShot(fileLabel: SnapshotPaths.widthLabel(Double($0)), phrase: "at width \(SnapshotPaths.widthLabel(Double($0)))",
                     proposal: ProposedViewSize(width: $0, height: height), variant: nil)
    }
    return request.verify(view, shots: shots, renderer: renderer, paths: &paths)
}

/// Renders `view` on every device of `matrix` in every variant and checks each picture against its
/// reference `<test>.<name>.<device>.<variant>.png` (`card.1.iPhone15.dark.png`), returning the
/// failures: the framework-free core of `assertLayoutSnapshot(of:on:variants:)`.
@MainActor public func verifyLayoutSnapshot<V: View>(
    of view: () throws -> V,
    on matrix: SnapshotMatrix,
    named name: String? = nil,
    style: RenderStyle? = nil,
    renderer: LayoutRenderer? = nil,
    tolerance: DiffTolerance,
    record: SnapshotRecordMode? = nil,
    snapshotDirectory: String? = nil,
    filePath: String,
    testName: String,
    arguments: String? = nil,
    line: UInt? = nil
) -> [SnapshotFailure] {
    let request = SnapshotRequest(name: name, tolerance: tolerance, record: record, snapshotDirectory: snapshotDirectory,
                                  filePath: filePath, testName: testName, arguments: arguments, line: line, style: style)
    var paths = request.numberedPaths()
    let cells = matrix.cells
    guard !cells.isEmpty else {
        return [SnapshotFailure(kind: .error, message: "No devices or no variants to snapshot: pass at least one of each.")]
    }
    if let bad = matrix.devices.first(where: { !($0.size.width.isFinite && $0.size.height.isFinite) || $0.size.width < 0 || $0.size.height < 0 }) {
        return [SnapshotFailure(kind: .error, message: "Cannot snapshot on \(bad.name): a device's size must be finite and not negative, got \(bad.size.width)×\(bad.size.height).")]
    }
    let shots = cells.map {
        SnapshotShot(fileLabel: $0.fileLabel, phrase: "on \($0.device.name) (\($0.variant.fileLabel))",
                     proposal: $0.device.proposal, variant: $0.variant, screen: $0.device.isFullScreen ? $0.device : nil,
                     platform: $0.device.platform, device: $0.device)
    }
    return request.verify(view, shots: shots, renderer: renderer, paths: &paths)
}

/// One picture of an assertion: its name in files and messages, its proposal and its variant.
struct SnapshotShot {
    var fileLabel: String
    var phrase: String
    var proposal: ProposedViewSize
    var variant: SnapshotVariant?
    /// The device whose whole screen is the picture (``SnapshotDevice/fullScreen``), or nil for
    /// the root view alone at `proposal`.
    var screen: SnapshotDevice? = nil
    /// The device's platform, set in the view's environment (`EnvironmentValues.platform`).
    var platform: Platform = .iOS

    /// This shot's file label when its variant leaves the scale to the renderer and the renderer
    /// draws at `scale`: `iPhone15.light-3x` for a 3× renderer.
    func labelled(scale: DiagramScale) -> SnapshotShot {
        guard let variant, variant.scale == nil, fileLabel.hasSuffix(variant.fileLabel) else { return self }
        var copy = self
        copy.fileLabel = String(fileLabel.dropLast(variant.fileLabel.count)) + variant.fileLabel(scale: scale)
        copy.phrase = phrase.replacingOccurrences(of: "(\(variant.fileLabel))", with: "(\(variant.fileLabel(scale: scale)))")
        return copy
    }
    /// The device the view is laid out for (`UIScreen.main` answers its screen), or nil for the
    /// default screen (an iPhone 15's).
    var device: SnapshotDevice? = nil
}

/// What every snapshot assertion does around its pictures: numbering, stale artifacts, the record
/// mode, rendering, claims and verification.
struct SnapshotRequest {
    var name: String?
    var tolerance: DiffTolerance
    var record: SnapshotRecordMode?
    var snapshotDirectory: String?
    var filePath: String
    var testName: String
    var arguments: String?
    var line: UInt?
    /// The assertion's `style:` argument.
    var style: RenderStyle? = nil
    let configuration = LayoutSnapshotConfiguration.current
    let run = SnapshotTestRun.current

    /// The paths with this assertion's name or number. Numbered (and stale artifacts cleared)
    /// before anything can fail, so the numbers of the assertions after this one do not depend on
    /// whether it rendered.
    func numberedPaths() -> SnapshotPaths {
        var paths = SnapshotPaths(filePath: filePath, testName: testName, name: nil, arguments: arguments,
                                  snapshotDirectory: snapshotDirectory,
                                  artifactsRoot: configuration.effectiveArtifactsDirectory)
        let scope = paths.referenceDirectory + "/" + paths.testPrefix
        if run.begin(scope) {
            SnapshotFiles.removeArtifacts(startingWith: paths.testPrefix + ".", in: paths.artifactsDirectory)
        }
        paths.name = SnapshotPaths.sanitize(name ?? String(run.nextNumber(in: scope)))
        return paths
    }

    /// The renderer an assertion draws with: its `renderer:`, else the configuration's, else a
    /// plain one; in the assertion's or the configuration's style when one is given.
    func baseRenderer(_ renderer: LayoutRenderer?) throws -> LayoutRenderer {
        let given = renderer ?? configuration.renderer
        let style = self.style ?? configuration.style
        let base = try given ?? LayoutRenderer(style: style ?? .plain)
        return style.map { base.styled($0) } ?? base
    }

    @MainActor func verify<V: View>(_ view: () throws -> V, shots: [SnapshotShot], renderer: LayoutRenderer?,
                         paths: inout SnapshotPaths) -> [SnapshotFailure] {
        // A test process draws picture after picture: keep the freed buffers' pages for the next.
        ImageBufferReuse.keepFreedBuffers()
        // A variant that names no scale draws at the scale of the renderer the caller gave, else
        // at 2×. `LayoutRenderer`'s own default (1×) counts as no choice.
        let givenScale = (renderer ?? configuration.renderer)?.scale
        let callerScale = givenScale.flatMap { $0 == .x1 ? nil : $0 } ?? .x2
        let shots = shots.map { $0.labelled(scale: callerScale) }
        let label = { (shot: SnapshotShot) -> String in "Snapshot " + (name.map { "\"\($0)\" " } ?? "") + shot.phrase }

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

        var pictures: [(image: RGBAImage, geometry: DiagramGeometry, layout: ComputedLayout)] = []
        do {
            let base = try baseRenderer(renderer)
            // `UIScreen.main` answers the device's screen while the view is made and laid out.
            let given = try ScreenContext.$current.withValue(shots.first?.device?.screenContext ?? ScreenContext.current) { try view() }
            for shot in shots {
                let renderer = shot.variant?.applied(to: base) ?? base
                let view = shot.platform == .iOS ? AnyView(given) : AnyView(given.environment(\.platform, shot.platform))
                let layout = ScreenContext.$current.withValue(shot.device?.screenContext ?? ScreenContext.current) { () -> ComputedLayout in
                    if let screen = shot.screen {
                        // The screen hosts the root in its safe area (`_onScreen`), outside the variant's environment.
                        let content = shot.variant.map { $0.environment(for: view) } ?? AnyView(view)
                        return renderer.layout(content._onScreen(safeArea: screen.safeArea), width: screen.size.width, height: screen.size.height)
                    }
                    return shot.variant.map { renderer.layout($0.environment(for: view), width: shot.proposal.width, height: shot.proposal.height) }
                        ?? renderer.layout(view, width: shot.proposal.width, height: shot.proposal.height)
                }
                pictures.append((try renderer.image(of: layout), renderer.geometry(of: layout), layout))
            }
        } catch {
            return [SnapshotFailure(kind: .error, message: "Could not render the snapshot \(name.map { "\"\($0)\" " } ?? "")of \"\(testName)\": \(error)")]
        }

        let verifier = SnapshotVerifier(record: mode, recordSource: source, tolerance: tolerance)
        let owner = line.map { "\(filePath):\($0)" } ?? "another assertion"
        var failures: [SnapshotFailure] = []
        var entries: [SnapshotReportEntry] = []
        let reportPage = SnapshotReport.pagePath(artifactsRoot: configuration.effectiveArtifactsDirectory)
        for (shot, picture) in zip(shots, pictures) {
            let width = Double(shot.proposal.width ?? 0)
            let reference = paths.referencePath(label: shot.fileLabel)
            if let first = run.claim(reference, by: owner) {
                failures.append(SnapshotFailure(
                    kind: .error,
                    message: "\(label(shot)) would use the reference \(reference), which \(first) already used "
                        + "in this run of \"\(testName)\"\(arguments.map { " (\($0))" } ?? ""). Give each assertion "
                        + "its own named:, or make the arguments of a parameterised test describe themselves differently.",
                    width: width, referencePath: reference))
                continue
            }
            var failure = verifier.verify(picture.image, width: width, paths: paths, label: label(shot),
                                          testName: testName, geometry: picture.geometry, fileLabel: shot.fileLabel)
            if let found = failure, [.mismatch, .sizeMismatch, .missingReference].contains(found.kind) {
                failure?.message = Self.inserting("\n  report:    \(reportPage)", intoPathsOf: found.message)
            }
            entries.append(reportEntry(failure, shot: shot, layout: picture.layout, paths: paths))
            if let failure { failures.append(failure) }
        }
        SnapshotReport.add(entries, artifactsRoot: configuration.effectiveArtifactsDirectory)
        return failures
    }

    /// `line` after the last path line of `message` (before its "If the change…", "Record…" advice).
    static func inserting(_ line: String, intoPathsOf message: String) -> String {
        let advice = ["\nIf the change is intended", "\nRecord mode is .failed", "\nRecord it where"]
        guard let at = advice.compactMap({ message.range(of: $0)?.lowerBound }).min() else { return message + line }
        return String(message[..<at]) + line + String(message[at...])
    }

    /// The report's entry for one picture: its status, files, the trace of the deepest view that
    /// overlaps the change, and the accept command.
    private func reportEntry(_ failure: SnapshotFailure?, shot: SnapshotShot, layout: ComputedLayout,
                             paths: SnapshotPaths) -> SnapshotReportEntry {
        let written = { (path: String) -> String? in
            failure?.attachments.contains { $0.path == path } == true ? path : nil
        }
        var trace: [String] = []
        if let changed = failure?.changedRect,
           let node = layout.nodes.filter({ $0.frame.intersects(changed) }).max(by: { $0.depth < $1.depth }) {
            let f = node.frame
            trace = ["\(node.label): origin (\(PointFormatting.string(f.minX)), \(PointFormatting.string(f.minY))), "
                     + "size \(PointFormatting.string(f.width))×\(PointFormatting.string(f.height))"]
                + node.trace.map(\.description)
        }
        let status: SnapshotReportEntry.Status = failure == nil ? .passed : failure?.kind == .recorded ? .recorded : .failed
        let fileName = URL(fileURLWithPath: filePath).deletingPathExtension().lastPathComponent
        return SnapshotReportEntry(
            // The picture is named with the snapshot's name or number (`inbox.320`, `1.320`): two
            // assertions of one test at the same width are two entries, not one overwriting the other.
            test: testName + (arguments.map { " (\($0))" } ?? ""), testFile: fileName,
            picture: [paths.name, shot.fileLabel].compactMap { $0 }.joined(separator: "."),
            status: status, message: failure?.message ?? "", reference: paths.referencePath(label: shot.fileLabel),
            actual: written(paths.actualArtifactPath(label: shot.fileLabel)),
            diff: written(paths.diffArtifactPath(label: shot.fileLabel)), trace: trace,
            acceptCommand: status == .failed
                ? "SNAPSHOT_TESTING_RECORD=failed swift test --filter '\(SnapshotVerifier.filter(testName))'" : nil)
    }
}

extension DiffTolerance {
    /// A tolerance from the three knobs, or why they are invalid (instead of `DiffTolerance`'s
    /// precondition, which would stop the whole test process).
    public static func checked(threshold: Double, maxDiffPixels: Int?, maxDiffPixelRatio: Double?,
                               includeAntiAliasing: Bool = false) -> Result<DiffTolerance, SnapshotFailure> {
        validated(threshold: threshold, maxDiffPixels: maxDiffPixels, maxDiffPixelRatio: maxDiffPixelRatio,
                  includeAntiAliasing: includeAntiAliasing)
            .mapError { SnapshotFailure(kind: .error, message: $0.description) }
    }
}
