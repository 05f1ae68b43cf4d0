import Layoutshot
import LayoutshotDiff
import LayoutshotRender
import LayoutshotSnapshotCore
import Testing

/// Asserts that `view`, laid out and rendered at each of `widths`, matches its reference images.
///
/// One API for Swift Testing and XCTest: failures go to the framework that is running
/// (`Issue.record` with the images as `Attachment`s in Swift Testing, `XCTFail` in XCTest), or to
/// the reporter set with `withLayoutSnapshotTesting(reporter:)`.
///
/// References live beside the test file at
/// `__Snapshots__/<TestFile>/<testName>.<name>.<width>.png` (`testCard()` → `testCard`); an
/// unnamed assertion is numbered instead, in the order the test runs them (`testCard.1.320.png`,
/// `testCard.2.320.png`, as swift-snapshot-testing numbers them), and one case of a parameterised
/// test adds its arguments (`card-style.compact.1.320.png`). Two assertions of one test that
/// would write the same file fail with a message saying so. They are compared by decoded pixels, never file bytes, with
/// the diff engine: a perceptual colour distance over `threshold`, anti-aliasing ignored, at most
/// `maxDiffPixels` pixels and `maxDiffPixelRatio` of them different (none when neither is set).
/// A different image size is its own failure. On a failure the rendered image and expected | diff
/// | actual are written to `$SNAPSHOT_ARTIFACTS/<TestFile>/` (default
/// `$TMPDIR/layoutshot-artifacts/<TestFile>/`) and the message says how many pixels differ, their
/// ratio, where, the largest distance, and the paths.
///
/// Which references are written depends on the `SnapshotRecordMode`: `record`, else
/// `withLayoutSnapshotTesting(record:)` or the `.layoutSnapshots(record:)` trait, else
/// `SNAPSHOT_TESTING_RECORD`, else `.never` when `CI` is set, else `.missing`. Writing a
/// reference fails the assertion ("re-run to assert"); none is ever overwritten outside `.all`
/// and `.failed`.
///
/// ```swift
/// @Test func card() {
///     assertLayoutSnapshot(of: CardView(), widths: [320, 480], named: "inbox")
/// }
/// ```
///
/// - Parameters:
///   - view: the view to snapshot.
///   - widths: proposed widths, one reference image each.
///   - height: proposed height; nil for the view's ideal height.
///   - name: names the snapshot in its file name, so a test can hold several.
///   - style: `.plain` draws what the app shows; `.diagram` adds every view's frame, rulers, a
///     legend and a margin. Nil: the configuration's style, else the renderer as it is, else plain.
///   - renderer: draws the images; nil: the configuration's, else `LayoutRenderer(style: .plain)`.
///   - threshold: per-pixel colour distance (0…1) under which a pixel counts as unchanged.
///   - maxDiffPixels: the most different pixels allowed.
///   - maxDiffPixelRatio: the largest ratio (0…1) of different pixels allowed.
///   - record: the record mode for this assertion.
///   - snapshotDirectory: replaces `__Snapshots__/<TestFile>` beside the test file.
///   - fileID: the test file's `#fileID`, which names the references' folder; leave the default.
///   - filePath: the test file's path, beside which `__Snapshots__` is; leave the default.
///   - testName: the test function's name, which starts each reference's name; leave the default.
///   - line: the line of the assertion, for the failure's place; leave the default.
///   - column: the column of the assertion, for the failure's place; leave the default.
@MainActor public func assertLayoutSnapshot<V: View>(
    of view: @autoclosure () throws -> V,
    widths: [CGFloat] = [320, 480, 768],
    height: CGFloat? = nil,
    named name: String? = nil,
    style: RenderStyle? = nil,
    renderer: LayoutRenderer? = nil,
    threshold: Double = 0.1,
    maxDiffPixels: Int? = nil,
    maxDiffPixelRatio: Double? = nil,
    record: SnapshotRecordMode? = nil,
    snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    snapshotBody(of: view, widths: widths, height: height, named: name, style: style, renderer: renderer,
                 threshold: threshold, maxDiffPixels: maxDiffPixels, maxDiffPixelRatio: maxDiffPixelRatio,
                 includeAntiAliasing: false, record: record, snapshotDirectory: snapshotDirectory,
                 fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
}

/// `assertLayoutSnapshot` with a whole `DiffTolerance` (for example one that counts
/// anti-aliased pixels).
@MainActor public func assertLayoutSnapshot<V: View>(
    of view: @autoclosure () throws -> V,
    widths: [CGFloat] = [320, 480, 768],
    height: CGFloat? = nil,
    named name: String? = nil,
    style: RenderStyle? = nil,
    renderer: LayoutRenderer? = nil,
    tolerance: DiffTolerance,
    record: SnapshotRecordMode? = nil,
    snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    snapshotBody(of: view, widths: widths, height: height, named: name, style: style, renderer: renderer,
                 threshold: tolerance.threshold, maxDiffPixels: tolerance.maxDiffPixels,
                 maxDiffPixelRatio: tolerance.maxDiffPixelRatio, includeAntiAliasing: tolerance.includeAntiAliasing,
                 record: record, snapshotDirectory: snapshotDirectory, fileID: fileID, filePath: filePath,
                 testName: testName, line: line, column: column)
}

/// Asserts that `view` matches its references on every device in every variant: one call for a
/// whole matrix, one file per picture, named `<test>.<name>.<device>.<variant>.png`
/// (`card.1.iPhone15.dark.png`, `card.1.iPad.light-3x.png`).
///
/// ```swift
/// @Test func card() {
///     assertLayoutSnapshot(of: CardView(), on: [.iPhoneSE, .iPhone15, .iPad], variants: [.light, .dark])
/// }
/// ```
///
/// The view is proposed each device's size inside its safe area (`SnapshotDevice`); a variant
/// sets the colour scheme and scale the diagram is drawn in. Everything else is as in
/// `assertLayoutSnapshot(of:widths:…)`.
@MainActor public func assertLayoutSnapshot<V: View>(
    of view: @autoclosure () throws -> V,
    on devices: [SnapshotDevice],
    variants: [SnapshotVariant] = [.light],
    named name: String? = nil,
    style: RenderStyle? = nil,
    renderer: LayoutRenderer? = nil,
    threshold: Double = 0.1,
    maxDiffPixels: Int? = nil,
    maxDiffPixelRatio: Double? = nil,
    record: SnapshotRecordMode? = nil,
    snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    checkSnapshots(threshold: threshold, maxDiffPixels: maxDiffPixels, maxDiffPixelRatio: maxDiffPixelRatio,
                   fileID: fileID, filePath: filePath, line: line, column: column) { tolerance in
        verifyLayoutSnapshot(of: view, on: SnapshotMatrix(devices: devices, variants: variants), named: name,
                             style: style, renderer: renderer, tolerance: tolerance, record: record,
                             snapshotDirectory: snapshotDirectory, filePath: String(describing: filePath),
                             testName: testName, arguments: currentTestCaseArguments(), line: line)
    }
}

/// The shared body of both overloads.
@MainActor private func snapshotBody<V: View>(
    of view: () throws -> V, widths: [CGFloat], height: CGFloat?, named name: String?, style: RenderStyle?,
    renderer: LayoutRenderer?,
    threshold: Double, maxDiffPixels: Int?, maxDiffPixelRatio: Double?, includeAntiAliasing: Bool,
    record: SnapshotRecordMode?, snapshotDirectory: String?, fileID: StaticString, filePath: StaticString,
    testName: String, line: UInt, column: UInt
) {
    checkSnapshots(threshold: threshold, maxDiffPixels: maxDiffPixels, maxDiffPixelRatio: maxDiffPixelRatio,
                   includeAntiAliasing: includeAntiAliasing,
                   fileID: fileID, filePath: filePath, line: line, column: column) { tolerance in
        verifyLayoutSnapshot(of: view, widths: widths, height: height, named: name, style: style, renderer: renderer,
                             tolerance: tolerance, record: record, snapshotDirectory: snapshotDirectory,
                             filePath: String(describing: filePath), testName: testName,
                             arguments: currentTestCaseArguments(), line: line)
    }
}

/// `checkSnapshots` from an assertion's own arguments: its tolerance and its source location.
func checkSnapshots(threshold: Double, maxDiffPixels: Int?, maxDiffPixelRatio: Double?, includeAntiAliasing: Bool = false,
                    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt,
                    _ verify: (DiffTolerance) -> [SnapshotFailure]) {
    checkSnapshots(DiffTolerance.checked(threshold: threshold, maxDiffPixels: maxDiffPixels,
                                         maxDiffPixelRatio: maxDiffPixelRatio, includeAntiAliasing: includeAntiAliasing),
                   at: SnapshotSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column), verify)
}

/// What every assertion does around its verification, written once: a bad tolerance argument is
/// the failure; otherwise (outside Swift Testing, once per run) the XCTest run observer is
/// registered and the snapshots are verified. Each failure goes to the configured reporter, else
/// to the running framework.
func checkSnapshots(_ tolerance: Result<DiffTolerance, SnapshotFailure>, at location: SnapshotSourceLocation,
                    _ verify: (DiffTolerance) -> [SnapshotFailure]) {
    let failures: [SnapshotFailure]
    switch tolerance {
    case .failure(let failure):
        failures = [failure]
    case .success(let tolerance):
        if Test.current == nil { SnapshotRunResetObserver.registerIfNeeded() }
        failures = verify(tolerance)
    }
    let reporter = LayoutSnapshotConfiguration.current.reporter ?? .automatic
    for failure in failures { reporter.report(failure, location) }
}
