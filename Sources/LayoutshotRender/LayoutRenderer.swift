import Foundation
import Layoutshot
import LayoutshotGraphics

/// Draws computed layouts as diagrams for documentation: every view's frame as a box styled by its
/// family (stack, flow, grid, spacer, padding, frame, leaf), its depth and its id; `Text`, `Color`
/// and shapes drawn as themselves; optional overlays (padding, spacing, alignment guides, the
/// layout trace); rulers with the proposed width marked. Output is PNG, SVG or PDF bytes, an
/// `RGBAImage`, or files written atomically; several widths render as separate pictures or one
/// contact sheet.
///
/// ```swift
/// let renderer = try LayoutRenderer()
/// let layout = renderer.layout(card, width: 320)
/// try renderer.write(layout, to: "card.png")
/// try renderer.writeWidths(of: card, widths: [240, 320, 480], to: "docs/img", name: "card")
/// ```
///
/// A renderer is a value: copy it and change the copy (`var dark = renderer; dark.theme = .dark`).
/// Lay views out with the renderer's `textMeasurer` (as `layout(_:width:height:)` does) so text
/// frames fit the drawn glyphs. The same renderer settings and layout give identical bytes in
/// every process: fonts, rasterisation and SVG ids are pinned.
public struct LayoutRenderer: Sendable {
    /// How the views' own colours are drawn: `.plain` in Apple's system colours for each view's
    /// colour scheme, platform and tint (`SystemColors`), on the screen's background; `.diagram`
    /// in `theme`'s colours. `styled(_:)` also sets the chrome for a style; the initialisers'
    /// defaults are the diagram's.
    public var style: RenderStyle = .diagram
    /// Colours of the page, chrome and view families.
    public var theme: DiagramTheme
    /// Pixels per point.
    public var scale: DiagramScale
    /// Extra information drawn over the frames.
    public var overlays: DiagramOverlays
    /// The caption, the rulers along the top and left edges, and the proposed-width marker.
    public var showsRulers: Bool
    /// Each view's frame as a box styled by its family, and id chips. Off, only what the views
    /// themselves draw (text, colours, shapes, borders) is painted, as in an app.
    public var showsFrames: Bool
    /// A faint 10-point grid on the canvas.
    public var showsGrid: Bool
    /// An opaque page or a transparent one.
    public var background: DiagramBackground
    /// Empty space around everything, in points (rounded up to whole points).
    public var margin: CGFloat
    /// A legend under each diagram: the frame families drawn, padding, spacing, guides, the
    /// proposed width, what id chips are, and the labels there was no room for.
    public var showsLegend: Bool
    /// The widest contact sheet in pixels (points × scale) before its panels wrap into another row;
    /// 1,600 by default, which GitHub and documentation pages show readably. A single panel wider
    /// than this still gets a row of its own.
    public var maximumSheetPixelWidth: Int
    /// The largest picture drawn, checked in pixels after `scale` for every format.
    public var limits: SurfaceLimits
    /// How PNG bytes are compressed: `LayoutRenderer.fastPNG` (the default) or
    /// `LayoutRenderer.smallestPNG`; any `PNGEncodeOptions` works.
    public var pngOptions: PNGEncodeOptions
    /// Measures text for layouts and draws it: share one between renderers.
    public private(set) var textMeasurer: PangoTextMeasurer

    /// This renderer with every setting kept and text measured and drawn by `measurer`. Measurers
    /// made alike measure and draw alike, so a layout made with one renderer draws to the same
    /// pixels with the other: a thread drawing finished layouts can use a measurer of its own
    /// (a measurer serialises its calls, so threads sharing one take turns).
    public func measuring(with measurer: PangoTextMeasurer) -> LayoutRenderer {
        var copy = self
        copy.textMeasurer = measurer
        return copy
    }

    /// A renderer with the given measurer and settings.
    public init(textMeasurer: PangoTextMeasurer,
                theme: DiagramTheme = .light,
                scale: DiagramScale = .x1,
                overlays: DiagramOverlays = [.padding, .spacing],
                showsRulers: Bool = true,
                showsFrames: Bool = true,
                showsGrid: Bool = true,
                background: DiagramBackground = .opaque,
                margin: CGFloat = 16,
                showsLegend: Bool = true,
                maximumSheetPixelWidth: Int = 1600,
                limits: SurfaceLimits = .default,
                pngOptions: PNGEncodeOptions = LayoutRenderer.fastPNG) {
        self.textMeasurer = textMeasurer
        self.theme = theme
        self.scale = scale
        self.overlays = overlays
        self.showsRulers = showsRulers
        self.showsFrames = showsFrames
        self.showsGrid = showsGrid
        self.background = background
        self.margin = margin
        self.showsLegend = showsLegend
        self.maximumSheetPixelWidth = maximumSheetPixelWidth
        self.limits = limits
        self.pngOptions = pngOptions
    }

    /// A renderer using the process-wide shared measurer (`PangoTextMeasurer.shared()`).
    ///
    /// - Throws: `GraphicsError.fontMissing` when the fonts are not installed.
    public init(theme: DiagramTheme = .light,
                scale: DiagramScale = .x1,
                overlays: DiagramOverlays = [.padding, .spacing],
                showsRulers: Bool = true,
                showsFrames: Bool = true,
                showsGrid: Bool = true,
                background: DiagramBackground = .opaque,
                margin: CGFloat = 16,
                showsLegend: Bool = true,
                maximumSheetPixelWidth: Int = 1600,
                limits: SurfaceLimits = .default,
                pngOptions: PNGEncodeOptions = LayoutRenderer.fastPNG) throws {
        self.init(textMeasurer: try PangoTextMeasurer.shared(), theme: theme, scale: scale, overlays: overlays,
                  showsRulers: showsRulers, showsFrames: showsFrames, showsGrid: showsGrid,
                  background: background, margin: margin, showsLegend: showsLegend,
                  maximumSheetPixelWidth: maximumSheetPixelWidth, limits: limits, pngOptions: pngOptions)
    }

    /// Speed first, tuned for diagrams: level 1 and no row filter, deflated by Layoutshot's own
    /// compressor for image rows (`PNGEncodeOptions`). Diagrams
    /// are flat colours and antialiased text, where unfiltered rows compress as well as UP-filtered
    /// ones (slightly better, measured on the benchmark's pictures) and encode faster; several
    /// times faster than cairo's own PNG writer.
    public static let fastPNG = PNGEncodeOptions(compressionLevel: 1, filters: .none, strategy: .filtered)

    /// Size first, tuned for diagrams: level 9 and no row filter, deflated by libdeflate. On
    /// diagrams this is 10–25% smaller than `PNGEncodeOptions.smallest` (whose adaptive filters
    /// suit photographs, not flat colours) and several times slower than `fastPNG`.
    public static let smallestPNG = PNGEncodeOptions(compressionLevel: 9, filters: .none, strategy: .default)

    // MARK: Layout

    /// Lays `view` out for a proposed `width` (nil: its ideal width) and `height`, measuring text
    /// with this renderer's fonts. The trace is recorded when the `.trace` overlay is on.
    /// In the plain style a dark theme draws the view in the dark colour scheme
    /// (`.environment(\.colorScheme, .dark)` around it).
    @MainActor public func layout<V: View>(_ view: V, width: CGFloat?, height: CGFloat? = nil) -> ComputedLayout {
        ComputedLayout(of: inColorScheme(view), proposal: ProposedViewSize(width: width, height: height),
                       textMeasurer: textMeasurer, recordsTrace: overlays.contains(.trace))
    }

    /// `view` as this renderer lays it out: in the dark colour scheme when the style is plain and
    /// the theme dark, as it is otherwise.
    @MainActor func inColorScheme<V: View>(_ view: V) -> AnyView {
        style == .plain && theme.isDark ? AnyView(view.environment(\.colorScheme, .dark)) : AnyView(view)
    }

    /// Lays `view` out at each of `widths`, reusing measurements across them
    /// (`ComputedLayout.sweep`).
    @MainActor public func layouts<V: View>(_ view: V, widths: [CGFloat], height: CGFloat? = nil) -> [ComputedLayout] {
        ComputedLayout.sweep(of: inColorScheme(view), widths: widths, height: height, textMeasurer: textMeasurer,
                             recordsTrace: overlays.contains(.trace))
    }

    // MARK: Geometry

    /// Where everything goes in the diagram of `layout` with these settings.
    public func geometry(of layout: ComputedLayout) -> DiagramGeometry {
        plan(of: layout).geometry
    }

    /// The geometry and the trace panel (measured once, drawn later).
    func plan(of layout: ComputedLayout) -> DiagramPlan {
        DiagramPlan(layout: layout, renderer: self)
    }
}

extension PangoTextMeasurer {
    private static let sharedMeasurer = Result { try PangoTextMeasurer() }

    /// One measurer for the process, made on first use. Renderers made with `LayoutRenderer()`
    /// share it (calls are serialised by its lock).
    ///
    /// - Throws: the error of its first and only creation (`GraphicsError.fontMissing`, …).
    public static func shared() throws -> PangoTextMeasurer {
        try sharedMeasurer.get()
    }
}
