import Layoutshot

/// How a renderer draws a layout: as the app looks on the device, or as a diagram for docs.
///
/// - `plain`: only what the views draw, on the screen's background, in Apple's system colours for
///   the views' colour scheme and platform (`SystemColors`): no frames, rulers, grid, legend,
///   overlays or margin. What snapshot tests draw unless asked for the diagram.
/// - `diagram`: every view's frame styled by its family, padding and spacing overlays, rulers
///   with the proposed width, a grid, a legend and a margin, in the renderer's `DiagramTheme`
///   (colours of a documentation page). What `layoutshot render` draws for `Output/`.
///
/// The same word is used everywhere: `LayoutRenderer(style: .plain)`,
/// `assertLayoutSnapshot(…, style: .diagram)`, `style: plain` in a scene file's `render:`
/// section, and `--style plain|diagram` on the command line.
public enum RenderStyle: String, Hashable, CaseIterable, Sendable {
    case plain, diagram
}

extension LayoutRenderer {
    /// A renderer of `style` with the process-wide shared measurer: `.plain` draws what an app
    /// shows, `.diagram` the documentation diagram (`LayoutRenderer()`'s defaults).
    ///
    /// - Throws: `GraphicsError.fontMissing` when the fonts are not installed.
    public init(style: RenderStyle, theme: DiagramTheme = .light, scale: DiagramScale = .x1) throws {
        self = try LayoutRenderer(theme: theme, scale: scale).styled(style)
    }

    /// This renderer drawing in `style`: `.plain` turns the frames, rulers, grid, legend,
    /// overlays and margin off; `.diagram` turns them on with `LayoutRenderer()`'s defaults
    /// (padding and spacing overlays, a 16-point margin). Theme, scale, background, limits and
    /// PNG options are kept.
    public func styled(_ style: RenderStyle) -> LayoutRenderer {
        var copy = self
        copy.style = style
        switch style {
        case .plain:
            copy.overlays = []
            copy.showsRulers = false
            copy.showsFrames = false
            copy.showsGrid = false
            copy.showsLegend = false
            copy.margin = 0
        case .diagram:
            copy.overlays = [.padding, .spacing]
            copy.showsRulers = true
            copy.showsFrames = true
            copy.showsGrid = true
            copy.showsLegend = true
            copy.margin = 16
        }
        return copy
    }
}
