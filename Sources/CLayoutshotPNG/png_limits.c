// Bounds checked before either decoder allocates anything for a file: a walk over the chunk
// headers (no data is read but the 13 bytes of IHDR) that refuses what no decoder could decode
// within the documented limits (CLayoutshotPNG.h, LSP_CHUNK_DATA_LIMIT and LSP_DEFLATE_MAX_RATIO):
// a chunk that claims more bytes than the file has left, a chunk other than image data over
// 8,000,000 bytes, an image larger than the caller's limits, or image data too short to inflate
// to the declared size. Each refusal names the chunk or the limit; a tiny file can no longer make
// a decoder allocate gigabytes for data it does not hold.
#include "CLayoutshotPNG.h"
#include "png_error.h"
#include "png_internal.h"

#include <libdeflate.h>
#include <string.h>

static uint32_t be32(const uint8_t *p) {
    return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | (uint32_t)p[3];
}

/// Printable chunk name (the four type bytes, '?' for anything that is not a letter).
static void chunk_name(const uint8_t *type, char name[5]) {
    for (int i = 0; i < 4; i++) {
        const uint8_t c = type[i];
        name[i] = (char)(((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z')) ? c : '?');
    }
    name[4] = '\0';
}

/// Bits per pixel of an IHDR colour type and bit depth; 0 for combinations PNG does not define
/// (the decoders then report the file as invalid).
static unsigned bits_per_pixel(uint8_t color, uint8_t depth) {
    switch (color) {
    case 0: return depth;          // grey
    case 2: return 3u * depth;     // RGB
    case 3: return depth;          // palette
    case 4: return 2u * depth;     // grey + alpha
    case 6: return 4u * depth;     // RGBA
    default: return 0;
    }
}

lsp_status lsp_png_check_limits(const uint8_t *bytes, size_t length, uint32_t max_side, uint64_t max_pixels,
                                uint32_t *width, uint32_t *height, char *message, size_t message_size) {
    // The caller has checked the 8-byte signature.
    size_t offset = 8;
    int seen_header = 0;
    uint32_t w = 0, h = 0;
    unsigned bpp = 0;
    uint64_t idat_bytes = 0;
    int seen_end = 0;
    char name[5];
    while (length - offset >= 8) {
        const uint32_t declared = be32(bytes + offset);
        chunk_name(bytes + offset + 4, name);
        if (declared > 0x7fffffffu) {
            return lsp_fail(LSP_INVALID, message, message_size,
                          "the %s chunk at byte %zu declares a length of %u bytes, above PNG's limit of "
                          "2147483647 (corrupt PNG)", name, offset, declared);
        }
        if ((uint64_t)declared + 12 > length - offset) {
            return lsp_fail(LSP_INVALID, message, message_size,
                          "the data ends inside the %s chunk that starts at byte %zu: it declares %u bytes "
                          "of data and %zu follow (truncated PNG)", name, offset, declared, length - offset - 8);
        }
        const uint8_t *type = bytes + offset + 4;
        const int is_idat = memcmp(type, "IDAT", 4) == 0;
        if (!seen_header) {
            // The decoders explain a file that does not start with a well-formed IHDR.
            if (memcmp(type, "IHDR", 4) != 0 || declared != 13) return LSP_OK;
            seen_header = 1;
            const uint8_t *data = bytes + offset + 8;
            // A damaged size must not be believed (libpng checks the CRC of IHDR before using it).
            if ((uint32_t)libdeflate_crc32(0, type, 17) != be32(data + 13)) {
                return lsp_fail(LSP_INVALID, message, message_size,
                              "the IHDR chunk at byte %zu fails its CRC check (corrupt data)", offset);
            }
            w = be32(data);
            h = be32(data + 4);
            bpp = bits_per_pixel(data[9], data[8]);
            *width = w;
            *height = h;
            if ((uint64_t)w > max_side || (uint64_t)h > max_side || (uint64_t)w * h > max_pixels) {
                return lsp_fail(LSP_TOO_LARGE, message, message_size,
                              "the image is %u×%u pixels, over the decoder's limits", w, h);
            }
        } else if (is_idat) {
            idat_bytes += declared;
        } else if (declared > LSP_CHUNK_DATA_LIMIT) {
            return lsp_fail(LSP_INVALID, message, message_size,
                          "the %s chunk at byte %zu holds %u bytes, over the decoder's limit of %u bytes "
                          "for a chunk other than image data", name, offset, declared,
                          (unsigned)LSP_CHUNK_DATA_LIMIT);
        }
        if (memcmp(type, "IEND", 4) == 0) { // Nothing after IEND is read.
            seen_end = 1;
            break;
        }
        offset += (size_t)declared + 12;
    }
    if (!seen_header || bpp == 0 || w == 0 || h == 0) return LSP_OK;
    // Inflated, the image data holds at least every pixel's bits (plus a filter byte a row, and
    // more when interlaced); deflate expands at most LSP_DEFLATE_MAX_RATIO times. Doubles: the
    // product of two 31-bit sides and 64 bits a pixel does not fit in 64 bits.
    const double least_inflated = (double)w * (double)h * (double)bpp / 8.0;
    const double most_inflated = (double)idat_bytes * LSP_DEFLATE_MAX_RATIO + 64.0;
    if (least_inflated > most_inflated) {
        if (!seen_end) {
            return lsp_fail(LSP_INVALID, message, message_size,
                          "the data ends before the image does: no complete chunk header at byte %zu "
                          "(truncated PNG)", offset);
        }
        return lsp_fail(LSP_INVALID, message, message_size,
                      "the %u×%u image needs at least %.0f bytes of pixel data, but its %llu bytes of "
                      "compressed image data inflate to at most %.0f (deflate expands at most %u×; "
                      "truncated or corrupt PNG)", w, h, least_inflated, (unsigned long long)idat_bytes,
                      most_inflated, (unsigned)LSP_DEFLATE_MAX_RATIO);
    }
    return LSP_OK;
}
