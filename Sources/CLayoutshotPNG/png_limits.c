// Bounds checked before either decoder allocates anything for a file: a walk over the chunk
// headers (no data is read but the 13 bytes of IHDR) that refuses what no decoder could decode
// within the documented limits (CLayoutshotPNG.h, LSP_CHUNK_DATA_LIMIT and LSP_DEFLATE_MAX_RATIO):
// a chunk that claims more bytes than the file has left, a chunk other than image data over
// 8,000,000 bytes, an image larger than the caller's limits, or image data too short to inflate
// to the declared size. Before libpng decodes a file, lsp_png_check_image_data inflates its image
// data into a scratch buffer and refuses a stream that goes on past the image's rows (the fast
// decoder inflates into a buffer of exactly the rows' size and stops there by itself). Each refusal names the chunk or the limit; a tiny file can no longer make
// a decoder allocate gigabytes for data it does not hold.
#include "CLayoutshotPNG.h"
#include "png_error.h"
#include "png_internal.h"

#include <libdeflate.h>
#include <string.h>
#include <zlib.h>

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

// MARK: - Bounded inflate

/// Bytes of image data (filter bytes included) `width`×`height` pixels of `bits` bits need,
/// interlaced (Adam7: seven passes, each its own rows) or not.
static uint64_t image_data_size(uint32_t width, uint32_t height, unsigned bits, int interlaced) {
    static const uint32_t x0[7] = { 0, 4, 0, 2, 0, 1, 0 }, y0[7] = { 0, 0, 4, 0, 2, 0, 1 };
    static const uint32_t dx[7] = { 8, 8, 4, 4, 2, 2, 1 }, dy[7] = { 8, 8, 8, 4, 4, 2, 2 };
    if (!interlaced) return (uint64_t)height * (((uint64_t)width * bits + 7) / 8 + 1);
    uint64_t total = 0;
    for (int pass = 0; pass < 7; pass++) {
        const uint64_t w = width > x0[pass] ? (width - x0[pass] + dx[pass] - 1) / dx[pass] : 0;
        const uint64_t h = height > y0[pass] ? (height - y0[pass] + dy[pass] - 1) / dy[pass] : 0;
        if (w != 0 && h != 0) total += h * ((w * bits + 7) / 8 + 1);
    }
    return total;
}

lsp_status lsp_png_check_image_data(const uint8_t *bytes, size_t length, char *message, size_t message_size) {
    // The caller has checked the signature and lsp_png_check_limits has walked the chunk headers
    // (every declared length fits in the file), so this walk only reads what is there.
    size_t offset = 8;
    uint32_t w = 0, h = 0;
    unsigned bits = 0;
    int interlaced = 0, seen_header = 0, in_idat = 0;
    uint64_t expected = 0, allowed = 0, produced = 0;
    uint8_t scratch[16384];
    z_stream stream;
    memset(&stream, 0, sizeof stream);
    int started = 0;
    lsp_status result = LSP_OK;
    while (length - offset >= 12) {
        const uint32_t declared = be32(bytes + offset);
        const uint8_t *type = bytes + offset + 4;
        if ((uint64_t)declared + 12 > length - offset) break;
        const uint8_t *data = bytes + offset + 8;
        if (!seen_header) {
            if (memcmp(type, "IHDR", 4) != 0 || declared != 13) return LSP_OK; // libpng explains.
            seen_header = 1;
            w = be32(data);
            h = be32(data + 4);
            bits = bits_per_pixel(data[9], data[8]);
            interlaced = data[12] == 1;
            if (bits == 0 || w == 0 || h == 0) return LSP_OK;
            expected = image_data_size(w, h, bits, interlaced);
            allowed = expected + LSP_IMAGE_DATA_ALLOWANCE;
        } else if (memcmp(type, "IDAT", 4) == 0) {
            if (!started) {
                if (inflateInit(&stream) != Z_OK) return LSP_OK; // libpng reports the failure.
                started = 1;
            }
            in_idat = 1;
            stream.next_in = (Bytef *)data;
            stream.avail_in = declared;
            while (stream.avail_in > 0) {
                stream.next_out = scratch;
                stream.avail_out = sizeof scratch;
                const int status = inflate(&stream, Z_NO_FLUSH);
                produced += sizeof scratch - stream.avail_out;
                if (produced > allowed) {
                    result = lsp_fail(LSP_INVALID, message, message_size,
                                      "the image data inflates to more than the %u×%u image's %llu bytes "
                                      "(the decoder allows %u bytes more and stopped at %llu; corrupt or "
                                      "hostile PNG: re-encode the image)", w, h, (unsigned long long)expected,
                                      (unsigned)LSP_IMAGE_DATA_ALLOWANCE, (unsigned long long)produced);
                    goto done;
                }
                // The end of the stream, or data libpng explains better (a bad zlib header or
                // block): stop here, the data is not too long.
                if (status == Z_STREAM_END || (status != Z_OK && status != Z_BUF_ERROR)) goto done;
                if (status == Z_BUF_ERROR && stream.avail_out != 0) break;
            }
        } else if (in_idat || memcmp(type, "IEND", 4) == 0) {
            break; // libpng reads only the first run of consecutive IDAT chunks.
        }
        offset += (size_t)declared + 12;
    }
done:
    if (started) inflateEnd(&stream);
    return result;
}
