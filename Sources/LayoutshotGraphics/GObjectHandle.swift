import CLayoutshotCairo

/// Owns one reference to a GObject (a Pango font map, context or layout) and drops it on deinit.
final class GObjectHandle {
    let raw: UnsafeMutableRawPointer

    /// Takes ownership of a reference returned by a `*_new` / `*_create_*` function.
    init(adopting raw: UnsafeMutableRawPointer) {
        self.raw = raw
    }

    /// The object as an `OpaquePointer`, which is how Swift imports `PangoContext *` and
    /// `PangoLayout *`.
    var opaque: OpaquePointer { OpaquePointer(raw) }

    deinit {
        // The last reference to a font map releases its fonts, and with them FreeType faces.
        FontLock.withLock { g_object_unref(raw) }
    }
}

/// Owns a `PangoFontDescription` and frees it on deinit.
final class FontDescriptionHandle {
    let pointer: OpaquePointer

    /// A description of `font` naming `families` explicitly (never a default family), with an
    /// absolute size in device units so the context's resolution plays no part.
    init(font: TextFont, families: [String]) {
        pointer = pango_font_description_new()
        pango_font_description_set_family(pointer, families.joined(separator: ","))
        pango_font_description_set_absolute_size(pointer, font.size * Double(PANGO_SCALE))
        pango_font_description_set_weight(pointer, PangoWeight(rawValue: UInt32(font.weight.rawValue)))
        pango_font_description_set_style(pointer, font.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        let stretch: PangoStretch
        switch font.width {
        case .extraCondensed: stretch = PANGO_STRETCH_EXTRA_CONDENSED
        case .condensed: stretch = PANGO_STRETCH_CONDENSED
        case .normal: stretch = PANGO_STRETCH_NORMAL
        case .expanded: stretch = PANGO_STRETCH_EXPANDED
        }
        pango_font_description_set_stretch(pointer, stretch)
    }

    deinit {
        pango_font_description_free(pointer)
    }
}
