// Conversions between cairo's native-endian 32-bit pixels and straight RGBA bytes.
#include "CLayoutshotPNG.h"

// Nearest of c * 255 / a, for premultiplied c <= a (clamped for malformed input where c > a).
static inline uint8_t unpremultiply(uint32_t c, uint32_t a) {
    uint32_t v = (c * 255 + a / 2) / a;
    return v > 255 ? 255 : (uint8_t)v;
}

// Nearest of c * a / 255, exact for all 8-bit c and a.
static inline uint32_t premultiply(uint32_t c, uint32_t a) {
    uint32_t t = c * a + 128;
    return (t + (t >> 8)) >> 8;
}

void lsp_cairo_to_rgba(const uint32_t *source, uint8_t *rgba, size_t count, lsp_source_layout layout) {
    const int has_alpha = layout == LSP_SOURCE_CAIRO_ARGB32;
    for (size_t i = 0; i < count; i++) {
        uint32_t p = source[i];
        uint32_t a = has_alpha ? p >> 24 : 255;
        uint8_t *out = rgba + i * 4;
        if (a == 255) {
            out[0] = (uint8_t)(p >> 16);
            out[1] = (uint8_t)(p >> 8);
            out[2] = (uint8_t)p;
            out[3] = 255;
        } else if (a == 0) {
            out[0] = out[1] = out[2] = out[3] = 0;
        } else {
            out[0] = unpremultiply((p >> 16) & 0xff, a);
            out[1] = unpremultiply((p >> 8) & 0xff, a);
            out[2] = unpremultiply(p & 0xff, a);
            out[3] = (uint8_t)a;
        }
    }
}

void lsp_rgba_to_cairo_argb32(const uint8_t *rgba, uint32_t *destination, size_t count) {
    for (size_t i = 0; i < count; i++) {
        const uint8_t *in = rgba + i * 4;
        uint32_t a = in[3];
        if (a == 255) {
            destination[i] = 0xff000000u | ((uint32_t)in[0] << 16) | ((uint32_t)in[1] << 8) | in[2];
        } else if (a == 0) {
            destination[i] = 0;
        } else {
            destination[i] = (a << 24) | (premultiply(in[0], a) << 16)
                           | (premultiply(in[1], a) << 8) | premultiply(in[2], a);
        }
    }
}

int lsp_pixels_are_opaque(const uint8_t *pixels, uint32_t width, uint32_t height, size_t stride,
                          lsp_source_layout layout) {
    if (layout == LSP_SOURCE_CAIRO_RGB24) return 1;
    for (uint32_t y = 0; y < height; y++) {
        const uint8_t *row = pixels + (size_t)y * stride;
        if (layout == LSP_SOURCE_RGBA) {
            for (uint32_t x = 0; x < width; x++) {
                if (row[(size_t)x * 4 + 3] != 255) return 0;
            }
        } else {
            const uint32_t *words = (const uint32_t *)row;
            uint32_t all = 0xffffffffu;
            for (uint32_t x = 0; x < width; x++) all &= words[x];
            if ((all >> 24) != 255) return 0;
        }
    }
    return 1;
}
