// `import LayoutshotRender` is enough to lay out views and render them: the core, the pixel buffer,
// and the few graphics types the renderer's API names (limits, PNG options, errors, decoding).
// LayoutshotGraphics is not re-exported whole: its `FontMetrics` would clash with the core's.
@_exported import Layoutshot
@_exported import LayoutshotPixels
@_exported import struct LayoutshotGraphics.SurfaceLimits
@_exported import struct LayoutshotGraphics.PNGEncodeOptions
@_exported import struct LayoutshotGraphics.GraphicsColor
@_exported import enum LayoutshotGraphics.GraphicsError
@_exported import enum LayoutshotGraphics.PNGCodec
@_exported import class LayoutshotGraphics.ImageSurface
