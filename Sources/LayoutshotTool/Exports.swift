// `import LayoutshotTool` brings the types its API names: scenes and their render options, and
// the renderer (which brings the layout core).
@_exported import LayoutshotRender
@_exported import LayoutshotScene
