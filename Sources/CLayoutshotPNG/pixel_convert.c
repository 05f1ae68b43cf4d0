// Conversions between cairo's native-endian 32-bit pixels and straight RGBA bytes.
#include "CLayoutshotPNG.h"
#include "png_internal.h"

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

/// Pixels `from`..<`count`, one at a time.
static void cairo_to_rgba_portable(const uint32_t *source, uint8_t *rgba, size_t from, size_t count,
                                   int has_alpha) {
    for (size_t i = from; i < count; i++) {
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

#if defined(__x86_64__) || defined(__i386__)
#include <tmmintrin.h>
#define LSP_HAVE_SSSE3_CONVERT 1

/// Little-endian words 0xAARRGGBB are the bytes B, G, R, A; RGBA wants R, G, B, A.
#define LSP_BGRA_TO_RGBA _mm_setr_epi8(2, 1, 0, 3, 6, 5, 4, 7, 10, 9, 8, 11, 14, 13, 12, 15)

/// Pixels `i`..<`i` + 4 of an ARGB32 row: one byte shuffle when all four are opaque, zeros when
/// all four are transparent (the bytes the portable loop writes), the portable loop otherwise.
__attribute__((target("ssse3")))
static inline void cairo_to_rgba_4(const uint32_t *source, uint8_t *rgba, size_t i, __m128i v) {
    const __m128i alpha = _mm_set1_epi32((int)0xff000000u);
    const __m128i alphas = _mm_and_si128(v, alpha);
    __m128i *out = (__m128i *)(rgba + i * 4);
    if (_mm_movemask_epi8(_mm_cmpeq_epi8(alphas, alpha)) == 0xffff) {
        _mm_storeu_si128(out, _mm_shuffle_epi8(v, LSP_BGRA_TO_RGBA));
    } else if (_mm_movemask_epi8(_mm_cmpeq_epi8(alphas, _mm_setzero_si128())) == 0xffff) {
        _mm_storeu_si128(out, _mm_setzero_si128());
    } else {
        cairo_to_rgba_portable(source, rgba, i, i + 4, 1);
    }
}

/// The conversion with SSSE3 byte shuffles: sixteen pixels a step when all sixteen are opaque (one
/// test for four vectors), else four at a time (`cairo_to_rgba_4`); the last few pixels of a row
/// one at a time. A plain snapshot is almost all opaque, so converting one costs little more than
/// copying it (the portable loop alone spends about 20 instructions a pixel: 64 million for an
/// iPhone screen at 3×).
__attribute__((target("ssse3")))
static void cairo_to_rgba_ssse3(const uint32_t *source, uint8_t *rgba, size_t count, int has_alpha) {
    const __m128i order = LSP_BGRA_TO_RGBA;
    const __m128i alpha = _mm_set1_epi32((int)0xff000000u);
    size_t i = 0;
    if (!has_alpha) { // RGB24: the top byte is unused; the output is opaque.
        for (; i + 4 <= count; i += 4) {
            const __m128i v = _mm_loadu_si128((const __m128i *)(source + i));
            _mm_storeu_si128((__m128i *)(rgba + i * 4), _mm_or_si128(_mm_shuffle_epi8(v, order), alpha));
        }
        cairo_to_rgba_portable(source, rgba, i, count, 0);
        return;
    }
    for (; i + 16 <= count; i += 16) {
        const __m128i v0 = _mm_loadu_si128((const __m128i *)(source + i));
        const __m128i v1 = _mm_loadu_si128((const __m128i *)(source + i + 4));
        const __m128i v2 = _mm_loadu_si128((const __m128i *)(source + i + 8));
        const __m128i v3 = _mm_loadu_si128((const __m128i *)(source + i + 12));
        const __m128i all = _mm_and_si128(_mm_and_si128(v0, v1), _mm_and_si128(v2, v3));
        if (_mm_movemask_epi8(_mm_cmpeq_epi8(_mm_and_si128(all, alpha), alpha)) == 0xffff) {
            __m128i *out = (__m128i *)(rgba + i * 4);
            _mm_storeu_si128(out, _mm_shuffle_epi8(v0, order));
            _mm_storeu_si128(out + 1, _mm_shuffle_epi8(v1, order));
            _mm_storeu_si128(out + 2, _mm_shuffle_epi8(v2, order));
            _mm_storeu_si128(out + 3, _mm_shuffle_epi8(v3, order));
        } else {
            cairo_to_rgba_4(source, rgba, i, v0);
            cairo_to_rgba_4(source, rgba, i + 4, v1);
            cairo_to_rgba_4(source, rgba, i + 8, v2);
            cairo_to_rgba_4(source, rgba, i + 12, v3);
        }
    }
    for (; i + 4 <= count; i += 4) {
        cairo_to_rgba_4(source, rgba, i, _mm_loadu_si128((const __m128i *)(source + i)));
    }
    cairo_to_rgba_portable(source, rgba, i, count, 1);
}
#endif

#if LSP_HAVE_SSSE3_CONVERT
/// Opaque pixels from the start of `source` as RGB bytes, four at a time: returns how many were
/// converted (a multiple of 4), stopping before the first group of four with a pixel that is not
/// opaque, and 4 pixels before the end (each store writes 16 bytes, of which the next group
/// overwrites the last 4).
__attribute__((target("ssse3")))
static size_t cairo_opaque_to_rgb_ssse3(const uint32_t *source, uint8_t *rgb, size_t count, int has_alpha) {
    // B, G, R of four pixels, in R, G, B order; the last four bytes are zero.
    const __m128i toRGB = _mm_setr_epi8(2, 1, 0, 6, 5, 4, 10, 9, 8, 14, 13, 12, -1, -1, -1, -1);
    const __m128i alpha = _mm_set1_epi32((int)0xff000000u);
    size_t x = 0;
    for (; x + 8 <= count; x += 4) {
        const __m128i pixels = _mm_loadu_si128((const __m128i *)(source + x));
        if (has_alpha && _mm_movemask_epi8(_mm_cmpeq_epi32(_mm_and_si128(pixels, alpha), alpha)) != 0xFFFF) break;
        _mm_storeu_si128((__m128i *)(rgb + x * 3), _mm_shuffle_epi8(pixels, toRGB));
    }
    return x;
}
#endif

size_t lsp_cairo_opaque_to_rgb(const uint32_t *source, uint8_t *rgb, size_t count, lsp_source_layout layout) {
#if LSP_HAVE_SSSE3_CONVERT
    if (__builtin_cpu_supports("ssse3")) {
        return cairo_opaque_to_rgb_ssse3(source, rgb, count, layout == LSP_SOURCE_CAIRO_ARGB32);
    }
#endif
    (void)source; (void)rgb; (void)count; (void)layout;
    return 0;
}

void lsp_cairo_to_rgba(const uint32_t *source, uint8_t *rgba, size_t count, lsp_source_layout layout) {
    const int has_alpha = layout == LSP_SOURCE_CAIRO_ARGB32;
#if LSP_HAVE_SSSE3_CONVERT
    if (__builtin_cpu_supports("ssse3")) {
        cairo_to_rgba_ssse3(source, rgba, count, has_alpha);
        return;
    }
#endif
    cairo_to_rgba_portable(source, rgba, 0, count, has_alpha);
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
