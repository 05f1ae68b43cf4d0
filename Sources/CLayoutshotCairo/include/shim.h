#ifndef LAYOUTSHOT_CAIRO_SHIM_H
#define LAYOUTSHOT_CAIRO_SHIM_H

#include <cairo.h>
#include <cairo-svg.h>
#include <cairo-pdf.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>

// Swift does not import GObject's type-checking cast macros, so the two places that need a
// PangoFcFontMap go through these helpers (defined in fontmap.c).

/// Non-zero when `font_map` is a fontconfig-backed Pango font map (true for Pango's cairo font
/// map on Linux).
int layoutshot_font_map_is_fc(PangoFontMap *font_map);

/// Makes `font_map` resolve fonts with `config` instead of fontconfig's process-wide default.
void layoutshot_font_map_set_config(PangoFontMap *font_map, FcConfig *config);

/// Has the C library's allocator keep freed memory of blocks below `bytes` for reuse (glibc's
/// `mallopt` `M_TRIM_THRESHOLD` and `M_MMAP_THRESHOLD`); 1 when set, 0 when the C library has no
/// such switch (defined in memory.c).
int layoutshot_keep_freed_memory(int bytes);

#endif
