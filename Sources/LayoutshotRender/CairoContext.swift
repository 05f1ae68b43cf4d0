import LayoutshotGraphics

/// The graphics layer's cairo drawing context. `Layoutshot` has a `GraphicsContext` of its own,
/// SwiftUI's (what a `Canvas` draws with); the renderer names cairo's by this alias.
typealias CairoContext = LayoutshotGraphics.GraphicsContext
