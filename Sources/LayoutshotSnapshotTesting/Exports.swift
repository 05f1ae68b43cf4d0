// `import LayoutshotSnapshotTesting` is enough to write `assertSnapshot(of: view, as: .layoutImage(width: 320))`.
@_exported import LayoutshotDiff
@_exported import LayoutshotRender
@_exported import SnapshotTesting
