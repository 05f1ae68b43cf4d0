import LayoutshotDiff
import LayoutshotRender
import LayoutshotSnapshotCore
import Testing

/// Asserts that a preview (a `#Preview` or a `PreviewProvider` found in the test process) matches
/// its references on every device in every variant. With `DiscoveredPreview.all` as a test's
/// arguments, one test checks every preview of a package:
///
/// ```swift
/// @MainActor @Test(arguments: DiscoveredPreview.all)
/// func previews(_ preview: DiscoveredPreview) {
///     assertPreviewSnapshot(preview, on: [.iPhoneSE, .iPhone15], variants: [.light, .dark])
/// }
/// // __Snapshots__/PreviewTests/previews.CardView-Dark.iPhone15.dark.png, …
/// ```
///
/// Files are `<test>.<snapshotName>.<device>.<variant>.png` (see ``DiscoveredPreview`` for the
/// names and `verifyPreviewSnapshot` for the preview traits that change the proposal); record
/// modes, tolerances, artifacts, the report and the accept command are those of
/// `assertLayoutSnapshot`, and every failure message starts with the preview's file and line.
/// Pictures are plain (the app's own look) unless `style: .diagram` (or a renderer) says otherwise.
@MainActor
public func assertPreviewSnapshot(
    _ preview: DiscoveredPreview,
    on devices: [SnapshotDevice] = [.iPhone15],
    variants: [SnapshotVariant] = [.light],
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
        verifyPreviewSnapshot(preview, on: SnapshotMatrix(devices: devices, variants: variants), style: style, renderer: renderer,
                              tolerance: tolerance, record: record, snapshotDirectory: snapshotDirectory,
                              filePath: String(describing: filePath), testName: testName, line: line)
    }
}

/// The previews found in the test process (see `LayoutshotSnapshotCore.DiscoveredPreview`), named
/// here so that a test that imports only `LayoutshotTesting` can write
/// `@Test(arguments: DiscoveredPreview.all)`.
public typealias DiscoveredPreview = LayoutshotSnapshotCore.DiscoveredPreview
