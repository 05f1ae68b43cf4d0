// A faster decoder for the common PNG: 8-bit grey, grey + alpha, RGB or RGBA, not interlaced, no
// tRNS. It walks the chunks itself (checking every CRC), inflates all the IDAT data in one call to
// libdeflate (several times faster than zlib's inflate, which libpng drives one row at a time),
// undoes the row filters in place and widens each row straight into the caller's RGBA buffer.
//
// It decodes exactly what libpng does (the tests compare the two byte for byte) and it is
// conservative: anything outside that common case, or anything unusual about the file (palette,
// 16-bit or sub-byte depths, interlacing, tRNS, PLTE, an unknown critical chunk, a zlib header with
// a window smaller than 32K, data after the end of the deflate stream, too little or too much image
// data, a filter byte above 4, a bad CRC in an ancillary chunk, ...) makes it answer
// LSP_FAST_FALLBACK, and the caller decodes the file with libpng, which then decides whether the
// file is valid and what the pixels are. The fast decoder reports errors itself only where libpng
// certainly fails too: a file that ends early, or a critical chunk whose CRC does not match.
//
// Like libpng with PNG_IGNORE_ADLER32 (see png_codec.c), it does not verify zlib's Adler-32; the
// chunk CRCs guard the data.

#include "CLayoutshotPNG.h"
#include "png_error.h"
#include "png_internal.h"

#include <libdeflate.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static uint32_t read_u32(const uint8_t *p) {
    return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | (uint32_t)p[3];
}

static int is_letter(uint8_t c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'); }

static int type_is(const uint8_t *type, const char *name) { return memcmp(type, name, 4) == 0; }

/// The limit on one chunk other than image data: lsp_png_check_limits has refused longer ones
/// before this decoder runs, and libpng is given the same limit (png_set_chunk_malloc_max).
#define LSP_CHUNK_LIMIT LSP_CHUNK_DATA_LIMIT
/// libpng's default user limits on width and height (PNG_USER_WIDTH_MAX, PNG_USER_HEIGHT_MAX).
#define LSP_SIDE_LIMIT 1000000u

/// png_check_chunk_length's limit for one IDAT chunk of an 8-bit, non-interlaced image.
static uint64_t idat_chunk_limit(uint32_t width, uint32_t height, uint32_t channels) {
    const uint64_t max31 = 0x7fffffffu;
    uint64_t row_factor = (uint64_t)width * channels + 1;
    uint64_t limit = height > 0xffffffffu / row_factor ? max31 : (uint64_t)height * row_factor;
    if (row_factor > 32566) row_factor = 32566;
    limit += 6 + 5 * (limit / row_factor + 1);
    if (limit > max31) limit = max31;
    return limit < LSP_CHUNK_LIMIT ? LSP_CHUNK_LIMIT : limit;
}

// MARK: - Row filters

static inline uint8_t paeth(int a, int b, int c) {
    const int p = a + b - c;
    const int pa = abs(p - a), pb = abs(p - b), pc = abs(p - c);
    if (pa <= pb && pa <= pc) return (uint8_t)a;
    return (uint8_t)(pb <= pc ? b : c);
}

/// Undoes filter `type` (0...4) of the `length` bytes at `filtered` into `row`; `prior` is the
/// previous row, unfiltered (zeros for the first row); `bpp` the bytes per pixel (1...4). Out of
/// place, into a row buffer that stays in the cache, so the inflated data is only read once.
static inline void unfilter_bpp(uint8_t *restrict row, const uint8_t *restrict filtered,
                                const uint8_t *restrict prior, size_t length, int type, const size_t bpp) {
    const size_t head = bpp < length ? bpp : length;
    switch (type) {
    case 1: // Sub
        for (size_t i = 0; i < head; i++) row[i] = filtered[i];
        for (size_t i = bpp; i < length; i++) row[i] = (uint8_t)(filtered[i] + row[i - bpp]);
        break;
    case 2: // Up
        for (size_t i = 0; i < length; i++) row[i] = (uint8_t)(filtered[i] + prior[i]);
        break;
    case 3: // Average
        for (size_t i = 0; i < head; i++) row[i] = (uint8_t)(filtered[i] + (prior[i] >> 1));
        for (size_t i = bpp; i < length; i++) {
            row[i] = (uint8_t)(filtered[i] + ((row[i - bpp] + prior[i]) >> 1));
        }
        break;
    case 4: // Paeth
        for (size_t i = 0; i < head; i++) row[i] = (uint8_t)(filtered[i] + prior[i]);
        for (size_t i = bpp; i < length; i++) {
            row[i] = (uint8_t)(filtered[i] + paeth(row[i - bpp], prior[i], prior[i - bpp]));
        }
        break;
    default: // None
        memcpy(row, filtered, length);
        break;
    }
}

static void unfilter(uint8_t *row, const uint8_t *filtered, const uint8_t *prior, size_t length, int type,
                     size_t bpp) {
    // A constant bpp per call lets the compiler unroll and vectorise each variant.
    switch (bpp) {
    case 1: unfilter_bpp(row, filtered, prior, length, type, 1); break;
    case 2: unfilter_bpp(row, filtered, prior, length, type, 2); break;
    case 3: unfilter_bpp(row, filtered, prior, length, type, 3); break;
    default: unfilter_bpp(row, filtered, prior, length, type, 4); break;
    }
}

/// One unfiltered row as straight RGBA: what libpng's gray_to_rgb and add_alpha(0xff, after)
/// transformations make of 8-bit grey, grey + alpha and RGB. Portable version; `from` is the
/// first pixel to convert (the SSSE3 version below does the bulk of a row and leaves the tail).
static void widen_row_portable(const uint8_t *restrict row, uint8_t *restrict out, uint32_t from,
                               uint32_t width, uint32_t channels) {
    switch (channels) {
    case 1:
        for (uint32_t x = from; x < width; x++) {
            const uint8_t v = row[x];
            out[4 * x] = v; out[4 * x + 1] = v; out[4 * x + 2] = v; out[4 * x + 3] = 255;
        }
        break;
    case 2:
        for (uint32_t x = from; x < width; x++) {
            const uint8_t v = row[2 * x];
            out[4 * x] = v; out[4 * x + 1] = v; out[4 * x + 2] = v; out[4 * x + 3] = row[2 * x + 1];
        }
        break;
    case 3:
        for (uint32_t x = from; x < width; x++) {
            out[4 * x] = row[3 * x]; out[4 * x + 1] = row[3 * x + 1]; out[4 * x + 2] = row[3 * x + 2];
            out[4 * x + 3] = 255;
        }
        break;
    default:
        memcpy(out + 4 * (size_t)from, row + 4 * (size_t)from, (size_t)(width - from) * 4);
        break;
    }
}

#if defined(__x86_64__) || defined(__i386__)
#include <tmmintrin.h>
#define LSP_HAVE_SSSE3_WIDEN 1

/// The same conversion with SSSE3 byte shuffles (x86-64's baseline SSE2 has none, and the
/// compiler's SSE2 code for these loops is no faster than scalar): 4 to 16 pixels per step.
/// Returns the first pixel it did not convert.
__attribute__((target("ssse3")))
static uint32_t widen_row_ssse3(const uint8_t *restrict row, uint8_t *restrict out, uint32_t width,
                                uint32_t channels) {
    const size_t row_bytes = (size_t)width * channels;
    uint32_t x = 0;
    switch (channels) {
    case 1: { // 16 grey bytes -> 16 pixels
        const __m128i alpha = _mm_set1_epi32((int)0xff000000u);
        const __m128i m0 = _mm_setr_epi8(0, 0, 0, -1, 1, 1, 1, -1, 2, 2, 2, -1, 3, 3, 3, -1);
        const __m128i m1 = _mm_setr_epi8(4, 4, 4, -1, 5, 5, 5, -1, 6, 6, 6, -1, 7, 7, 7, -1);
        const __m128i m2 = _mm_setr_epi8(8, 8, 8, -1, 9, 9, 9, -1, 10, 10, 10, -1, 11, 11, 11, -1);
        const __m128i m3 = _mm_setr_epi8(12, 12, 12, -1, 13, 13, 13, -1, 14, 14, 14, -1, 15, 15, 15, -1);
        for (; (size_t)x + 16 <= row_bytes; x += 16) {
            const __m128i v = _mm_loadu_si128((const __m128i *)(row + x));
            __m128i *o = (__m128i *)(out + 4 * (size_t)x);
            _mm_storeu_si128(o, _mm_or_si128(_mm_shuffle_epi8(v, m0), alpha));
            _mm_storeu_si128(o + 1, _mm_or_si128(_mm_shuffle_epi8(v, m1), alpha));
            _mm_storeu_si128(o + 2, _mm_or_si128(_mm_shuffle_epi8(v, m2), alpha));
            _mm_storeu_si128(o + 3, _mm_or_si128(_mm_shuffle_epi8(v, m3), alpha));
        }
        break;
    }
    case 2: { // 16 bytes of grey + alpha -> 8 pixels
        const __m128i m0 = _mm_setr_epi8(0, 0, 0, 1, 2, 2, 2, 3, 4, 4, 4, 5, 6, 6, 6, 7);
        const __m128i m1 = _mm_setr_epi8(8, 8, 8, 9, 10, 10, 10, 11, 12, 12, 12, 13, 14, 14, 14, 15);
        for (; 2 * (size_t)x + 16 <= row_bytes; x += 8) {
            const __m128i v = _mm_loadu_si128((const __m128i *)(row + 2 * (size_t)x));
            __m128i *o = (__m128i *)(out + 4 * (size_t)x);
            _mm_storeu_si128(o, _mm_shuffle_epi8(v, m0));
            _mm_storeu_si128(o + 1, _mm_shuffle_epi8(v, m1));
        }
        break;
    }
    case 3: { // 16 bytes loaded, the first 12 (4 pixels) used per step
        const __m128i alpha = _mm_set1_epi32((int)0xff000000u);
        const __m128i m = _mm_setr_epi8(0, 1, 2, -1, 3, 4, 5, -1, 6, 7, 8, -1, 9, 10, 11, -1);
        for (; 3 * (size_t)x + 48 <= row_bytes; x += 16) { // 48 bytes -> 16 pixels
            const __m128i v0 = _mm_loadu_si128((const __m128i *)(row + 3 * (size_t)x));
            const __m128i v1 = _mm_loadu_si128((const __m128i *)(row + 3 * (size_t)x + 16));
            const __m128i v2 = _mm_loadu_si128((const __m128i *)(row + 3 * (size_t)x + 32));
            __m128i *o = (__m128i *)(out + 4 * (size_t)x);
            _mm_storeu_si128(o, _mm_or_si128(_mm_shuffle_epi8(v0, m), alpha));
            _mm_storeu_si128(o + 1, _mm_or_si128(_mm_shuffle_epi8(_mm_alignr_epi8(v1, v0, 12), m), alpha));
            _mm_storeu_si128(o + 2, _mm_or_si128(_mm_shuffle_epi8(_mm_alignr_epi8(v2, v1, 8), m), alpha));
            _mm_storeu_si128(o + 3, _mm_or_si128(_mm_shuffle_epi8(_mm_srli_si128(v2, 4), m), alpha));
        }
        for (; 3 * (size_t)x + 16 <= row_bytes; x += 4) {
            const __m128i v = _mm_loadu_si128((const __m128i *)(row + 3 * (size_t)x));
            _mm_storeu_si128((__m128i *)(out + 4 * (size_t)x), _mm_or_si128(_mm_shuffle_epi8(v, m), alpha));
        }
        break;
    }
    default:
        break;
    }
    return x;
}
#endif

static void widen_row(const uint8_t *restrict row, uint8_t *restrict out, uint32_t width, uint32_t channels,
                      int ssse3) {
    uint32_t from = 0;
#if LSP_HAVE_SSSE3_WIDEN
    if (ssse3) from = widen_row_ssse3(row, out, width, channels);
#else
    (void)ssse3;
#endif
    widen_row_portable(row, out, from, width, channels);
}

// MARK: - Decoding


lsp_status lsp_png_decode_fast(const uint8_t *bytes, size_t length, uint32_t max_side,
                               uint64_t max_pixels, uint32_t *width, uint32_t *height,
                               uint8_t *rgba, size_t rgba_size, char *message, size_t message_size) {
    // The caller has checked the 8-byte signature.
    uint32_t w = 0, h = 0, channels = 0;
    int seen_header = 0, seen_idat = 0, idat_ended = 0, seen_end = 0;
    size_t idat_first = 0;        // offset of the first IDAT chunk
    size_t idat_count = 0;        // IDAT chunks
    size_t idat_bytes = 0;        // their data, in total
    uint64_t idat_limit = 0;
    size_t offset = 8;
    char name[5] = { 0 };

    while (!seen_end) {
        if (length - offset < 8) {
            return lsp_fail(LSP_INVALID, message, message_size,
                        "the data ends before the image does: no complete chunk header at byte %zu "
                        "(truncated PNG)", offset);
        }
        const uint32_t chunk_length = read_u32(bytes + offset);
        const uint8_t *type = bytes + offset + 4;
        memcpy(name, type, 4);
        if (chunk_length > 0x7fffffffu || !is_letter(type[0]) || !is_letter(type[1]) ||
            !is_letter(type[2]) || !is_letter(type[3])) {
            return LSP_FAST_FALLBACK; // libpng's error ("invalid chunk type", …).
        }
        const int critical = type[0] >= 'A' && type[0] <= 'Z';
        const int is_idat = type_is(type, "IDAT");
        if (!seen_header && !type_is(type, "IHDR")) return LSP_FAST_FALLBACK;
        if (is_idat ? chunk_length > idat_limit : chunk_length > LSP_CHUNK_LIMIT) return LSP_FAST_FALLBACK;

        if (is_idat && !seen_idat) {
            // libpng's png_read_info stops here, at the first IDAT's header: the size is known
            // and checked against the limits; a size query ends.
            seen_idat = 1;
            idat_first = offset;
            if ((uint64_t)w > max_side || (uint64_t)h > max_side || (uint64_t)w * h > max_pixels) {
                lsp_set_message(message, message_size, "the image is larger than the decoder's limits");
                return LSP_TOO_LARGE;
            }
            if (rgba == NULL) return LSP_OK;
        }

        if (length - offset - 8 < (uint64_t)chunk_length + 4) {
            return lsp_fail(LSP_INVALID, message, message_size,
                        "the data ends inside the %s chunk that starts at byte %zu (truncated PNG)", name, offset);
        }
        const uint8_t *data = bytes + offset + 8;
        const uint32_t stored_crc = read_u32(data + chunk_length);
        if ((uint32_t)libdeflate_crc32(0, type, (size_t)chunk_length + 4) != stored_crc) {
            if (!critical) return LSP_FAST_FALLBACK; // libpng warns and skips the chunk.
            return lsp_fail(LSP_INVALID, message, message_size,
                        "the %s chunk at byte %zu fails its CRC check (corrupt data)", name, offset);
        }

        if (type_is(type, "IHDR")) {
            if (seen_header || chunk_length != 13) return LSP_FAST_FALLBACK;
            seen_header = 1;
            w = read_u32(data);
            h = read_u32(data + 4);
            *width = w;
            *height = h;
            const uint8_t depth = data[8], color = data[9];
            if (w == 0 || h == 0 || w > LSP_SIDE_LIMIT || h > LSP_SIDE_LIMIT || depth != 8 ||
                data[10] != 0 || data[11] != 0 || data[12] != 0) {
                return LSP_FAST_FALLBACK; // Other depths, interlaced, or invalid: libpng.
            }
            switch (color) {
            case 0: channels = 1; break;
            case 4: channels = 2; break;
            case 2: channels = 3; break;
            case 6: channels = 4; break;
            default: return LSP_FAST_FALLBACK; // Palette, or invalid.
            }
            idat_limit = idat_chunk_limit(w, h, channels);
        } else if (is_idat) {
            if (idat_ended) return LSP_FAST_FALLBACK; // IDAT chunks that are not consecutive.
            idat_count++;
            idat_bytes += chunk_length;
        } else {
            if (seen_idat) idat_ended = 1;
            if (type_is(type, "IEND")) {
                if (chunk_length != 0 || !seen_idat) return LSP_FAST_FALLBACK;
                seen_end = 1;
            } else if (critical || type_is(type, "tRNS")) {
                // PLTE, unknown critical chunks, transparency: libpng.
                return LSP_FAST_FALLBACK;
            }
            // Other ancillary chunks do not change the pixels libpng produces.
        }
        offset += (size_t)chunk_length + 12;
    }

    if (rgba_size != (size_t)w * h * 4) {
        lsp_set_message(message, message_size, "the output buffer does not fit the image");
        return LSP_FAILED;
    }

    // The zlib stream: all IDAT data, in order. One chunk is used where it lies.
    uint8_t *joined = NULL;
    const uint8_t *zdata;
    if (idat_count == 1) {
        zdata = bytes + idat_first + 8;
    } else {
        joined = malloc(idat_bytes ? idat_bytes : 1);
        if (joined == NULL) {
            lsp_set_message(message, message_size, "out of memory for the compressed image data");
            return LSP_FAILED;
        }
        size_t at = idat_first, filled = 0;
        for (size_t i = 0; i < idat_count; i++) {
            const uint32_t n = read_u32(bytes + at);
            memcpy(joined + filled, bytes + at + 8, n);
            filled += n;
            at += (size_t)n + 12;
        }
        zdata = joined;
    }
    // zlib header: deflate, a 32K window (smaller windows make zlib reject distances that
    // libdeflate accepts), a valid check value, no preset dictionary. Anything else: libpng.
    if (idat_bytes < 6 || zdata[0] != 0x78 || ((unsigned)zdata[0] << 8 | zdata[1]) % 31 != 0 ||
        (zdata[1] & 0x20) != 0) {
        free(joined);
        return LSP_FAST_FALLBACK;
    }

    const size_t row_bytes = (size_t)w * channels;
    const size_t raw_size = (row_bytes + 1) * h;
    // The inflated rows (a filter byte, then the filtered pixel bytes) go to the end of the RGBA
    // buffer when they fit (1 to 3 channels): no second image-sized buffer to allocate and fault
    // in. Row y is read whole into the row buffer before RGBA row y is written, and RGBA rows
    // 0...y end at 4w(y+1) <= the start of inflated row y+1 (rgba_size - raw_size + (y+1)(row_bytes+1)),
    // so nothing is overwritten before it is read. RGBA files need their own buffer.
    const int in_place = channels < 4;
    uint8_t *raw = in_place ? rgba + (rgba_size - raw_size) : malloc(raw_size);
    // Two unfiltered rows (the current one and the one above it), zeros above the first row.
    uint8_t *rows = calloc(2 * row_bytes, 1);
    struct libdeflate_decompressor *inflater = libdeflate_alloc_decompressor();
    if (raw == NULL || rows == NULL || inflater == NULL) {
        free(joined); free(rows);
        if (!in_place) free(raw);
        if (inflater != NULL) libdeflate_free_decompressor(inflater);
        lsp_set_message(message, message_size, "out of memory for the decompressed image data");
        return LSP_FAILED;
    }
    size_t consumed = 0, produced = 0;
    const enum libdeflate_result inflated = libdeflate_deflate_decompress_ex(
        inflater, zdata + 2, idat_bytes - 2, raw, raw_size, &consumed, &produced);
    libdeflate_free_decompressor(inflater);
    free(joined);
    // Exactly the image's data, followed by exactly the 4-byte Adler-32: otherwise (corrupt data,
    // too little or too much data, trailing bytes) libpng decides and explains.
    if (inflated != LIBDEFLATE_SUCCESS || produced != raw_size || consumed + 2 + 4 != idat_bytes) {
        if (!in_place) free(raw);
        free(rows);
        return LSP_FAST_FALLBACK;
    }

#if LSP_HAVE_SSSE3_WIDEN
    const int ssse3 = __builtin_cpu_supports("ssse3");
#else
    const int ssse3 = 0;
#endif
    uint8_t *row = rows, *prior = rows + row_bytes;
    for (uint32_t y = 0; y < h; y++) {
        const uint8_t *line = raw + (size_t)y * (row_bytes + 1);
        const int filter = line[0];
        if (filter > 4) { // libpng: "bad adaptive filter value".
            if (!in_place) free(raw);
            free(rows);
            return LSP_FAST_FALLBACK;
        }
        unfilter(row, line + 1, prior, row_bytes, filter, channels);
        widen_row(row, rgba + (size_t)y * w * 4, w, channels, ssse3);
        uint8_t *swap = prior; prior = row; row = swap;
    }
    if (!in_place) free(raw);
    free(rows);
    return LSP_OK;
}
