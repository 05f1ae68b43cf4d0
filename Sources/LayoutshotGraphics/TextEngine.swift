import CLayoutshotCairo
import Foundation

/// Measures and draws single lines of text with Pango, deterministically.
///
/// Create one per renderer and reuse it: it owns a private fontconfig configuration with only the
/// `FontSet`'s files and pinned rasterisation (grey antialiasing, no hinting, no subpixel order),
/// a Pango font map using that configuration, and Pango contexts with explicit cairo font options,
/// unrounded glyph positions and an explicit language. Nothing depends on `LANG`,
/// `FONTCONFIG_FILE`, `FONTCONFIG_PATH` or the default font map, so the same text gives the same
/// widths and the same pixels in every process.
///
/// Text is a single line: Pango never wraps it (no width is set), never inserts hyphens, and shows
/// line separators as glyphs instead of breaking. The layout core does the wrapping and asks for
/// the widths of runs. Widths are cached by (string, font).
///
/// Not thread-safe: use an engine from one thread at a time. Engines on different threads may
/// run at once: the calls that reach FreeType, which all engines share, take `FontLock`.
public final class TextEngine {
    /// The fonts this engine loads and names.
    public let fontSet: FontSet
    /// The language set on the Pango contexts (a BCP 47 tag such as "en").
    public let language: String

    private let configuration: FontconfigConfiguration
    private let fontMap: GObjectHandle
    private let measureContext: GObjectHandle
    private let measureLayout: GObjectHandle
    private let drawContext: GObjectHandle
    private let drawLayout: GObjectHandle
    private var descriptions: [TextFont: FontDescriptionHandle] = [:]
    private var measureLayoutFont: TextFont?
    private var widthCache: [WidthKey: Double] = [:]
    private var metricsCache: [TextFont: FontMetrics] = [:]
    private var asciiCoverage: [TextFont: Bool] = [:]
    /// Shaped layouts for drawing, by text and font, for the device state `drawState`.
    private var drawnLayouts: [WidthKey: GObjectHandle] = [:]
    private var drawState: DrawState?

    /// What Pango's shaping for drawing depends on in a cairo context: the transform without its
    /// translation, and the kind of surface drawn on.
    private struct DrawState: Equatable {
        var xx: Double, yx: Double, xy: Double, yy: Double
        var target: UInt32
    }

    /// Layouts kept for drawing before they are dropped and made again.
    private static let drawnLayoutLimit = 4096

    private struct WidthKey: Hashable {
        var text: String
        var font: TextFont
    }

    /// Entries kept in the width cache before it is emptied and refilled.
    private static let widthCacheLimit = 200_000

    /// Sets up fonts and contexts.
    ///
    /// - Parameters:
    ///   - fontSet: the only fonts used; `.standard` is DejaVu Sans with NanumGothic for Hangul.
    ///   - language: the language Pango shapes and picks fonts for ("en" by default; Hangul runs
    ///     are always shaped as Korean).
    /// - Throws: `GraphicsError.fontMissing` naming the apt package when a font file is not
    ///   installed, `.fontConfigurationFailed` when fontconfig or Pango cannot be set up.
    public init(fontSet: FontSet = .standard, language: String = "en") throws {
        self.fontSet = fontSet
        self.language = language
        (configuration, fontMap, measureContext, measureLayout, drawContext, drawLayout) = try FontLock.withLock {
            try Self.makePangoObjects(fontSet: fontSet, language: language)
        }
    }

    /// The engine's fontconfig configuration, font map, and a context and layout each for
    /// measuring and drawing. Called holding `FontLock`.
    private static func makePangoObjects(fontSet: FontSet, language: String) throws -> (
        FontconfigConfiguration, GObjectHandle, GObjectHandle, GObjectHandle, GObjectHandle, GObjectHandle
    ) {
        // Each engine owns its configuration: Pango's font maps use their configuration on threads
        // of their own, outside `FontLock`, and with one shared by every engine of a font set
        // TextThreadingTests failed once in five full runs under load (a PNG differed). Only the
        // font files' scanned patterns are shared (copied into each configuration), so the files
        // are scanned once per process (`FontconfigConfiguration.addFontFile`).
        let configuration = try FontconfigConfiguration(fontSet: fontSet)

        guard let map = pango_cairo_font_map_new() else {
            throw GraphicsError.fontConfigurationFailed(reason: "pango_cairo_font_map_new returned NULL")
        }
        let mapHandle = GObjectHandle(adopting: UnsafeMutableRawPointer(map))
        guard layoutshot_font_map_is_fc(map) != 0 else {
            throw GraphicsError.fontConfigurationFailed(
                reason: "Pango's cairo font map does not use fontconfig, so fonts cannot be pinned")
        }
        layoutshot_font_map_set_config(map, configuration.pointer)
        let measureContext = try makeContext(fontMap: map, language: language)
        let drawContext = try makeContext(fontMap: map, language: language)
        return (configuration, mapHandle, measureContext, makeLayout(context: measureContext),
                drawContext, makeLayout(context: drawContext))
    }

    // MARK: - Measuring

    /// The advance width in pixels of `text` on one line (trailing spaces included), as drawn by
    /// `draw` at any scale. Cached.
    public func width(of text: String, font: TextFont) -> Double {
        let key = WidthKey(text: text, font: font)
        if let cached = widthCache[key] { return cached }
        let width: Double
        if text.isEmpty {
            width = 0
        } else {
            width = FontLock.withLock {
                setLayout(measureLayout, text: text, font: font, current: &measureLayoutFont)
                var logical = PangoRectangle()
                pango_layout_get_extents(measureLayout.opaque, nil, &logical)
                // Pango spaces letters between clusters only; Core Text's tracking also follows
                // the last one.
                return Double(logical.width) / Double(PANGO_SCALE) + font.tracking
            }
        }
        if widthCache.count >= Self.widthCacheLimit { widthCache.removeAll(keepingCapacity: true) }
        widthCache[key] = width
        return width
    }

    /// Ascent, descent and line height of `font`: those of its own family when it names one the
    /// set has, otherwise the largest over the font set's families (not its fallback families).
    public func metrics(for font: TextFont) -> FontMetrics {
        if let cached = metricsCache[font] { return cached }
        return FontLock.withLock { measureMetrics(for: font) }
    }

    private func measureMetrics(for font: TextFont) -> FontMetrics {
        var ascent = 0.0
        var descent = 0.0
        let pangoLanguage = pango_language_from_string(language)
        let families = font.family.map { [$0] } ?? fontSet.families
        for family in families {
            let description = FontDescriptionHandle(font: font, families: [family])
            guard let metrics = pango_context_get_metrics(measureContext.opaque, description.pointer, pangoLanguage) else {
                continue
            }
            ascent = max(ascent, Double(pango_font_metrics_get_ascent(metrics)) / Double(PANGO_SCALE))
            descent = max(descent, Double(pango_font_metrics_get_descent(metrics)) / Double(PANGO_SCALE))
            pango_font_metrics_unref(metrics)
        }
        let result = FontMetrics(ascent: ascent, descent: descent)
        metricsCache[font] = result
        return result
    }

    /// The families Pango picked for the runs of `text`, in order, without repeats: which font
    /// actually renders it (for example `["DejaVu Sans", "NanumGothic"]` for mixed Latin and Hangul).
    public func resolvedFamilies(of text: String, font: TextFont) -> [String] {
        guard !text.isEmpty else { return [] }
        return FontLock.withLock { familiesLocked(of: text, font: font) }
    }

    private func familiesLocked(of text: String, font: TextFont) -> [String] {
        setLayout(measureLayout, text: text, font: font, current: &measureLayoutFont)
        guard let line = pango_layout_get_line_readonly(measureLayout.opaque, 0) else { return [] }
        var families: [String] = []
        var run = line.pointee.runs
        while let node = run {
            if let glyphItem = node.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
               let pangoFont = glyphItem.pointee.item.pointee.analysis.font,
               let description = pango_font_describe(pangoFont) {
                if let family = pango_font_description_get_family(description) {
                    let name = String(cString: family)
                    if families.last != name && !families.contains(name) { families.append(name) }
                }
                pango_font_description_free(description)
            }
            run = node.pointee.next
        }
        return families
    }

    /// How many characters of `text` no font in the set has a glyph for (drawn as boxes). 0 means
    /// everything renders with real glyphs.
    public func missingGlyphCount(in text: String, font: TextFont) -> Int {
        guard !text.isEmpty else { return 0 }
        // Printable ASCII, where every character has a glyph in `font`'s fonts, has none missing:
        // fonts cover characters one by one, so shaping the 95 of them once answers for any text
        // of them (most labels), without shaping each.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }), coversPrintableASCII(font) { return 0 }
        return FontLock.withLock {
            setLayout(measureLayout, text: text, font: font, current: &measureLayoutFont)
            return Int(pango_layout_get_unknown_glyphs_count(measureLayout.opaque))
        }
    }

    /// Whether every printable ASCII character (U+0020...U+007E) has a glyph in `font`'s fonts. Cached.
    private func coversPrintableASCII(_ font: TextFont) -> Bool {
        if let known = asciiCoverage[font] { return known }
        let all = String(decoding: (UInt8(0x20)..<UInt8(0x7F)).map { $0 }, as: UTF8.self)
        let covered = FontLock.withLock {
            setLayout(measureLayout, text: all, font: font, current: &measureLayoutFont)
            return pango_layout_get_unknown_glyphs_count(measureLayout.opaque) == 0
        }
        asciiCoverage[font] = covered
        return covered
    }

    /// Empties the width cache (metrics are kept: they are few).
    public func clearCache() {
        widthCache.removeAll()
    }

    // MARK: - Drawing

    /// Draws `text` as one line in `color`, with the point chosen by `anchor` at (`x`, `y`) in the
    /// context's user space. The context's colour and path are left as they were.
    public func draw(_ text: String, font: TextFont, color: GraphicsColor,
                     x: Double, y: Double, anchor: TextAnchor = .baseline, in context: GraphicsContext) {
        guard !text.isEmpty else { return }
        FontLock.withLock { drawLocked(text, font: font, color: color, x: x, y: y, anchor: anchor, in: context) }
    }

    private func drawLocked(_ text: String, font: TextFont, color: GraphicsColor,
                            x: Double, y: Double, anchor: TextAnchor, in context: GraphicsContext) {
        let cr = context.pointer
        guard let line = startLine(text, font: font, color: color, x: x, y: y, anchor: anchor, in: cr) else { return }
        pango_cairo_show_layout_line(cr, line)
        cairo_restore(cr)
    }

    /// Draws `text` as one line in `color` with its glyph outlines widened by `emboldening` px
    /// on every side (a round-joined stroke of twice that width over the fill; 0 draws the plain
    /// outlines). Icon fonts have one weight; this is how a heavier weight is drawn with them.
    /// The point chosen by `anchor` is at (`x`, `y`); the context's colour and path are left as
    /// they were.
    public func drawOutlines(_ text: String, font: TextFont, color: GraphicsColor, emboldening: Double,
                             x: Double, y: Double, anchor: TextAnchor = .baseline, in context: GraphicsContext) {
        guard !text.isEmpty else { return }
        FontLock.withLock {
            let cr = context.pointer
            guard let line = startLine(text, font: font, color: color, x: x, y: y, anchor: anchor, in: cr) else { return }
            pango_cairo_layout_line_path(cr, line)
            if emboldening > 0 {
                cairo_fill_preserve(cr)
                cairo_set_line_width(cr, 2 * emboldening)
                cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
                cairo_stroke(cr)
            } else {
                cairo_fill(cr)
            }
            cairo_restore(cr)
        }
    }

    /// What `draw` and `drawOutlines` share: the shaped line of `text`, with the context saved,
    /// its path emptied, `color` set and the current point at the line's baseline start. The
    /// caller draws the line and restores the context; nil (nothing saved) when Pango has no line.
    /// The line belongs to a kept layout and is valid until the next draw. Called holding `FontLock`.
    private func startLine(_ text: String, font: TextFont, color: GraphicsColor, x: Double, y: Double,
                           anchor: TextAnchor, in cr: OpaquePointer) -> UnsafeMutablePointer<PangoLayoutLine>? {
        let baseline = anchor == .baseline ? y : y + metrics(for: font).ascent
        // Match the context's transform and target so glyphs are shaped for the device. Pango's
        // update sets the context's matrix, which marks every layout of the context changed (and
        // shapes kept layouts again), even when nothing it uses changed: so it runs only when the
        // transform's scale and rotation or the kind of target differ from the last draw (the
        // translation is ignored by Pango, and the font options are set on the context).
        var ctm = cairo_matrix_t()
        cairo_get_matrix(cr, &ctm)
        let state = DrawState(xx: ctm.xx, yx: ctm.yx, xy: ctm.xy, yy: ctm.yy,
                              target: cairo_surface_get_type(cairo_get_target(cr)).rawValue)
        if state != drawState {
            pango_cairo_update_layout(cr, drawLayout.opaque)  // the context every draw layout shares
            drawState = state
            drawnLayouts.removeAll(keepingCapacity: true)
        }
        // Each text keeps its shaped layout (a scene's widths draw the same labels again).
        let key = WidthKey(text: text, font: font)
        let layout: GObjectHandle
        if let kept = drawnLayouts[key] {
            layout = kept
        } else {
            if drawnLayouts.count >= Self.drawnLayoutLimit { drawnLayouts.removeAll(keepingCapacity: true) }
            layout = Self.makeLayout(context: drawContext)
            var current: TextFont?
            setLayout(layout, text: text, font: font, current: &current)
            drawnLayouts[key] = layout
        }
        guard let line = pango_layout_get_line_readonly(layout.opaque, 0) else { return nil }
        cairo_save(cr)
        cairo_new_path(cr)
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
        cairo_move_to(cr, x, baseline)
        return line
    }

    /// `draw` at a `CGPoint`.
    public func draw(_ text: String, font: TextFont, color: GraphicsColor,
                     at point: CGPoint, anchor: TextAnchor = .baseline, in context: GraphicsContext) {
        draw(text, font: font, color: color, x: point.x, y: point.y, anchor: anchor, in: context)
    }

    // MARK: - Setup

    private func description(for font: TextFont) -> FontDescriptionHandle {
        if let known = descriptions[font] { return known }
        var families = fontSet.families + fontSet.fallbackFamilies
        if let first = font.family {
            families.removeAll { $0 == first }
            families.insert(first, at: 0)
        }
        let made = FontDescriptionHandle(font: font, families: families)
        descriptions[font] = made
        return made
    }

    private func setLayout(_ layout: GObjectHandle, text: String, font: TextFont, current: inout TextFont?) {
        if current != font {
            pango_layout_set_font_description(layout.opaque, description(for: font).pointer)
            if current?.tracking != font.tracking { Self.setAttributes(of: layout, tracking: font.tracking) }
            current = font
        }
        var text = text
        text.withUTF8 { utf8 in
            utf8.withMemoryRebound(to: CChar.self) {
                pango_layout_set_text(layout.opaque, $0.baseAddress, Int32($0.count))
            }
        }
    }

    /// A context with pinned font options, unrounded glyph positions and an explicit language.
    private static func makeContext(fontMap: UnsafeMutablePointer<PangoFontMap>, language: String) throws -> GObjectHandle {
        guard let context = pango_font_map_create_context(fontMap) else {
            throw GraphicsError.fontConfigurationFailed(reason: "pango_font_map_create_context returned NULL")
        }
        let handle = GObjectHandle(adopting: UnsafeMutableRawPointer(context))
        let options = cairo_font_options_create()
        defer { cairo_font_options_destroy(options) }
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        try checkCairo(cairo_font_options_status(options), "cairo_font_options_create")
        pango_cairo_context_set_font_options(context, options)
        pango_context_set_round_glyph_positions(context, 0)
        pango_context_set_language(context, pango_language_from_string(language))
        pango_context_set_base_dir(context, PANGO_DIRECTION_LTR)
        return handle
    }

    /// A single-line layout: no width (so no wrapping or ellipsis), one paragraph, no hyphens.
    private static func makeLayout(context: GObjectHandle) -> GObjectHandle {
        let layout = GObjectHandle(adopting: UnsafeMutableRawPointer(pango_layout_new(context.opaque)))
        pango_layout_set_single_paragraph_mode(layout.opaque, 1)
        pango_layout_set_width(layout.opaque, -1)
        setAttributes(of: layout, tracking: 0)
        return layout
    }

    /// No hyphens, and `tracking` pixels of letter spacing between clusters (none when 0).
    private static func setAttributes(of layout: GObjectHandle, tracking: Double) {
        let attributes = pango_attr_list_new()
        defer { pango_attr_list_unref(attributes) }
        pango_attr_list_insert(attributes, pango_attr_insert_hyphens_new(0))
        if tracking != 0 {
            pango_attr_list_insert(attributes, pango_attr_letter_spacing_new(Int32((tracking * Double(PANGO_SCALE)).rounded())))
        }
        pango_layout_set_attributes(layout.opaque, attributes)
    }
}
