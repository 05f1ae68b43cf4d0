// Snapshot assertions name the diff engine's tolerance and verdict types and the renderer.
@_exported import LayoutshotDiff
@_exported import LayoutshotRender
