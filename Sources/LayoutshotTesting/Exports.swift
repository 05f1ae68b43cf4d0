// `import LayoutshotTesting` brings the record modes, configuration, verifier, the `diff`
// command's logic, the diff engine's tolerance types and the renderer.
@_exported import LayoutshotSnapshotCore
