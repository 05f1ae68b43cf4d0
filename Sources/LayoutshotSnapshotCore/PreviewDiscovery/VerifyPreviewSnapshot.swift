import Foundation
import Layoutshot
import LayoutshotDiff
import LayoutshotRender

/// Renders a discovered preview on every device of `matrix` in every variant and checks each
/// picture against its reference, returning the failures: the framework-free core of
/// `assertPreviewSnapshot`.
///
/// References are `<test>.<snapshotName>.<device>.<variant>.png` beside the test file
/// (`previews.CardView-Dark.iPhone15.light.png`); a `PreviewProvider`'s views add their name or
/// number (`previews.CardView_Previews-1.iPhone15.light.png`). The preview's traits decide the
/// proposal: by default each device's size inside its safe area; `.landscapeLeft`/`.landscapeRight`
/// turn each device (`iPhone15-landscape`); `.sizeThatFitsLayout` draws the view at its ideal size
/// once per variant (`….sizeThatFits.light.png`) and `.fixedLayout(width:height:)` at that size
/// (`….fixed-300x200.light.png`), whatever the devices.
///
/// Every failure message starts with the preview's place (`Cards/CardView.swift:12`, or the
/// provider's type), so a failure of the one test that checks every preview says which it was.
@MainActor
public func verifyPreviewSnapshot(
    _ preview: DiscoveredPreview,
    on matrix: SnapshotMatrix,
    style: RenderStyle? = nil,
    renderer: LayoutRenderer? = nil,
    tolerance: DiffTolerance,
    record: SnapshotRecordMode? = nil,
    snapshotDirectory: String? = nil,
    filePath: String,
    testName: String,
    line: UInt? = nil
) -> [SnapshotFailure] {
    verifyPreview(preview, on: matrix, widths: [], style: style, renderer: renderer, tolerance: tolerance, record: record,
                  snapshotDirectory: snapshotDirectory, filePath: filePath, testName: testName, line: line)
}

/// `verifyPreviewSnapshot`, with each device-sized preview also drawn at each of `widths` (its
/// ideal height, `….w320.light.png`), as `PreviewGallery` asks.
@MainActor
func verifyPreview(
    _ preview: DiscoveredPreview, on matrix: SnapshotMatrix, widths: [CGFloat], style: RenderStyle? = nil, renderer: LayoutRenderer?,
    tolerance: DiffTolerance, record: SnapshotRecordMode?, snapshotDirectory: String?, filePath: String,
    testName: String, line: UInt?
) -> [SnapshotFailure] {
    if let problem = preview.problem {
        return [SnapshotFailure(kind: .error, message: problem)]
    }
    guard !matrix.variants.isEmpty && !(matrix.devices.isEmpty && widths.isEmpty) else {
        return [SnapshotFailure(kind: .error, message: "No devices or no variants to snapshot \(preview.place) on: pass at least one of each.")]
    }
    guard let previews = PreviewCatalog.shared.resolve(preview) else {
        return [SnapshotFailure(kind: .error, message: "The preview \(preview.place) is not in this test process: pass a value from DiscoveredPreview.all.")]
    }
    if previews.isEmpty {
        return [SnapshotFailure(kind: .error, message: "\(preview.place) has no views in its previews: give it at least one, or delete it.")]
    }
    // `previews(_:)` names its files `previews.…`: the one argument is the preview, named after it.
    let testName = SnapshotVerifier.filter(testName)
    var failures: [SnapshotFailure] = []
    var usedNames: [String: Int] = [:]
    for (index, item) in previews.enumerated() {
        var name = preview.snapshotName
        if preview.kind == .provider {
            // A view's own previewDisplayName, else its number; a repeated name gets -2, -3.
            let label = item.name.map(SnapshotPaths.sanitize).flatMap { $0.isEmpty ? nil : $0 } ?? String(index + 1)
            name += "-" + label
            usedNames[name.lowercased(), default: 0] += 1
            if let count = usedNames[name.lowercased()], count > 1 { name += "-\(count)" }
        }
        let request = SnapshotRequest(name: name, tolerance: tolerance, record: record, snapshotDirectory: snapshotDirectory,
                                      filePath: filePath, testName: testName, arguments: nil, line: line, style: style)
        var paths = request.numberedPaths()
        let view = item.makeBody()
        let place = preview.kind == .provider ? "\(preview.place), view \(index + 1)" + (item.name.map { " \"\($0)\"" } ?? "")
            : preview.place
        var itemShots = matrix.devices.isEmpty ? [] : shots(for: item, on: matrix)
        if item.layout == .device {
            itemShots += widths.flatMap { width in
                matrix.variants.map {
                    SnapshotShot(fileLabel: "w\(SnapshotPaths.widthLabel(Double(width))).\($0.fileLabel)",
                                 phrase: "at width \(SnapshotPaths.widthLabel(Double(width))) (\($0.fileLabel))",
                                 proposal: ProposedViewSize(width: width, height: nil), variant: $0)
                }
            }
        }
        let found = request.verify({ view }, shots: itemShots, renderer: renderer, paths: &paths)
        failures += found.map { failure in
            var failure = failure
            failure.message = "Preview \(place): " + failure.message
            return failure
        }
    }
    return failures
}

/// The pictures of one preview: device by device (turned for a landscape trait), each in every
/// variant; or, for a size-that-fits or fixed layout, one per variant.
func shots(for preview: Preview, on matrix: SnapshotMatrix) -> [SnapshotShot] {
    switch preview.layout {
    case .device:
        let devices = preview.orientation.isLandscape ? matrix.devices.map(\.landscape) : matrix.devices
        return SnapshotMatrix(devices: devices, variants: matrix.variants).cells.map {
            SnapshotShot(fileLabel: $0.fileLabel, phrase: "on \($0.device.name) (\($0.variant.fileLabel))",
                         proposal: $0.device.proposal, variant: $0.variant, screen: $0.device.isFullScreen ? $0.device : nil,
                         platform: $0.device.platform, device: $0.device)
        }
    case .sizeThatFits:
        return matrix.variants.map {
            SnapshotShot(fileLabel: "sizeThatFits." + $0.fileLabel, phrase: "at its ideal size (\($0.fileLabel))",
                         proposal: .unspecified, variant: $0)
        }
    case .fixed(let width, let height):
        let size = SnapshotPaths.widthLabel(Double(width)) + "x" + SnapshotPaths.widthLabel(Double(height))
        return matrix.variants.map {
            SnapshotShot(fileLabel: "fixed-\(size)." + $0.fileLabel, phrase: "at \(size) (\($0.fileLabel))",
                         proposal: ProposedViewSize(width: width, height: height), variant: $0)
        }
    }
}

extension DiscoveredPreview {
    /// Where the preview is declared, for messages: `Cards/CardView.swift:12 "Dark"`, `Cards.CardView_Previews`.
    var place: String {
        switch kind {
        case .macro: return "\(fileID ?? "?"):\(line)" + (name.map { " \"\($0)\"" } ?? "")
        case .provider: return module + "." + (name ?? typeKey)
        }
    }
}
