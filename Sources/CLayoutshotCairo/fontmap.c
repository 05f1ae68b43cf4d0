#include "shim.h"

int layoutshot_font_map_is_fc(PangoFontMap *font_map) {
    return PANGO_IS_FC_FONT_MAP(font_map) ? 1 : 0;
}

void layoutshot_font_map_set_config(PangoFontMap *font_map, FcConfig *config) {
    pango_fc_font_map_set_config(PANGO_FC_FONT_MAP(font_map), config);
}
