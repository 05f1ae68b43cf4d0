#ifndef LAYOUTSHOT_PNG_H
#define LAYOUTSHOT_PNG_H

// libpng behind a setjmp boundary, an encoder for single-filter PNGs (level 1 on our own deflater
// for image rows, other levels on libdeflate), plus the pixel-format conversions between cairo's
// image formats and straight RGBA. No function here longjmps into its caller: libpng errors come
// back as a status code and a message.

#include <stddef.h>
#include <stdint.h>

/// Result of an encode or decode call.
typedef enum {
    LSP_OK = 0,
    /// The bytes do not start with the PNG signature.
    LSP_NOT_PNG = 1,
    /// libpng rejected the data (corrupt, truncated, unsupported); see the message.
    LSP_INVALID = 2,
    /// The image is larger than the caller's limits.
    LSP_TOO_LARGE = 3,
    /// Allocation failed, or the caller's output callback reported a failure.
    LSP_FAILED = 4,
    /// Only from lsp_png_decode_rgba_using with LSP_DECODER_FAST: the fast decoder hands this
    /// file to libpng (palette, 16-bit, interlaced, tRNS, or something unusual about the file).
    LSP_UNSUPPORTED = 5
} lsp_status;

/// Which decoder lsp_png_decode_rgba_using runs.
typedef enum {
    /// The fast decoder (8-bit grey, grey + alpha, RGB, RGBA, not interlaced: chunks parsed here,
    /// IDAT inflated by libdeflate in one call) where it applies, libpng for everything else.
    LSP_DECODER_AUTOMATIC = 0,
    /// libpng only.
    LSP_DECODER_LIBPNG = 1,
    /// The fast decoder only: LSP_UNSUPPORTED where it would hand the file to libpng. For tests.
    LSP_DECODER_FAST = 2
} lsp_decoder;

/// How the source pixels of an encode are laid out in memory.
typedef enum {
    /// Bytes r, g, b, a with straight (not premultiplied) alpha.
    LSP_SOURCE_RGBA = 0,
    /// cairo's CAIRO_FORMAT_ARGB32: native-endian 32-bit words, premultiplied alpha.
    LSP_SOURCE_CAIRO_ARGB32 = 1,
    /// cairo's CAIRO_FORMAT_RGB24: native-endian 32-bit words, the top byte unused.
    LSP_SOURCE_CAIRO_RGB24 = 2
} lsp_source_layout;

/// Receives encoded bytes; returns 0 on success, anything else to abort the encode.
typedef int (*lsp_write_fn)(void *user, const uint8_t *data, size_t length);

/// Encodes `height` rows of `width` pixels, `stride` bytes apart, as an 8-bit PNG.
/// `write_alpha` chooses RGBA (non-zero) or RGB output. `level` is the deflate level 0...9,
/// `filters` a mask of libpng's PNG_FILTER_* bits, `strategy` a zlib strategy (Z_FILTERED...).
/// With one filter, NONE or UP, the rows are deflated at level 1 as they are filtered by our own
/// compressor for image rows (row_deflate.c), at other levels in one call by libdeflate (neither
/// has strategies); with several, libpng chooses a filter per row and zlib deflates.
/// On failure writes a NUL-terminated reason into `message`.
lsp_status lsp_png_encode(const uint8_t *pixels, uint32_t width, uint32_t height, size_t stride,
                          lsp_source_layout layout, int write_alpha, int level, int filters,
                          int strategy, lsp_write_fn write, void *user,
                          char *message, size_t message_size);

/// The decoders' limits, checked on the chunk headers before anything is allocated for a file
/// (and set as libpng's own user limits too):
/// - a chunk other than image data (text, ICC profile, suggested palette, unknown chunks) holds at
///   most LSP_CHUNK_DATA_LIMIT bytes, compressed or inflated;
/// - libpng keeps at most LSP_CHUNK_CACHE_LIMIT ancillary chunks of variable count (sPLT, text,
///   unknown chunks) and skips the rest;
/// - width, height and pixel count are the caller's `max_side` and `max_pixels`;
/// - the image data must be able to inflate to the declared size: a deflate stream expands at
///   most LSP_DEFLATE_MAX_RATIO times (one 258-byte match in two bits), so a file whose image
///   data is shorter than the pixels' bits divided by that ratio is truncated or corrupt.
/// - the image data may inflate to at most LSP_IMAGE_DATA_ALLOWANCE bytes more than the image's
///   rows need (filter bytes included; every Adam7 pass's rows when interlaced). Decoding stops
///   inflating once the rows are complete, so its time is bounded by the image's size, not the
///   stream's: a stream that would inflate further (16 GiB of zeros behind a 1×1 image) is refused.
/// A file over a limit is refused with LSP_INVALID (LSP_TOO_LARGE for the size) and a message
/// naming the chunk and the limit, and no decoder allocates memory for it.
#define LSP_CHUNK_DATA_LIMIT 8000000u
#define LSP_CHUNK_CACHE_LIMIT 1000u
#define LSP_DEFLATE_MAX_RATIO 1032u
#define LSP_IMAGE_DATA_ALLOWANCE 65536u

/// Decodes a PNG of any colour type and bit depth into 8-bit straight RGBA (palette and grey
/// expanded, 16-bit scaled down, opaque alpha added where the file has none).
/// Always stores the image size in `width` and `height` once the header is read, and returns
/// LSP_TOO_LARGE for images wider or taller than `max_side` or with more than `max_pixels` pixels.
/// With `rgba` NULL it stops there (a size query); otherwise `rgba_size` must be
/// `width * height * 4` and the pixels are written to `rgba`.
lsp_status lsp_png_decode_rgba(const uint8_t *bytes, size_t length, uint32_t max_side,
                               uint64_t max_pixels, uint32_t *width, uint32_t *height,
                               uint8_t *rgba, size_t rgba_size, char *message, size_t message_size);

/// lsp_png_decode_rgba with a choice of decoder (the tests compare the fast decoder with libpng).
lsp_status lsp_png_decode_rgba_using(lsp_decoder decoder, const uint8_t *bytes, size_t length,
                                     uint32_t max_side, uint64_t max_pixels, uint32_t *width,
                                     uint32_t *height, uint8_t *rgba, size_t rgba_size,
                                     char *message, size_t message_size);

/// Non-zero when every pixel's alpha is 255. `layout` as for lsp_png_encode.
int lsp_pixels_are_opaque(const uint8_t *pixels, uint32_t width, uint32_t height, size_t stride,
                          lsp_source_layout layout);

/// Converts `count` cairo ARGB32 (premultiplied) or RGB24 pixels to straight RGBA bytes,
/// rounding to the nearest value when un-premultiplying.
void lsp_cairo_to_rgba(const uint32_t *source, uint8_t *rgba, size_t count, lsp_source_layout layout);

/// Converts `count` straight RGBA pixels to cairo ARGB32 (premultiplied, rounded to nearest).
void lsp_rgba_to_cairo_argb32(const uint8_t *rgba, uint32_t *destination, size_t count);

/// One picture placed in an image that lsp_png_encode_layers composes: `height` rows of `width`
/// pixels, `stride` bytes apart, whose top-left pixel lands at (`x`, `y`).
typedef struct {
    const uint8_t *pixels;
    size_t stride;
    uint32_t x, y, width, height;
} lsp_layer;

/// Encodes a `width` × `height` image made of `background` (one pixel in `layout`, a cairo
/// format) with each layer's pixels copied over it in order, as lsp_png_encode would encode that
/// image, without making it: each row is composed as it is filtered. Copying, not blending: the
/// result is what cairo would composite only where the layers are opaque. `filters` must be one
/// of NONE or UP.
lsp_status lsp_png_encode_layers(uint32_t width, uint32_t height, uint32_t background,
                                 const lsp_layer *layers, size_t layer_count, lsp_source_layout layout,
                                 int write_alpha, int level, int filters,
                                 lsp_write_fn write, void *user, char *message, size_t message_size);

/// The SHA-256 digest of `length` bytes at `data` into `digest`, on the x86 SHA extensions
/// (sha256_x86.c). Returns 1, or 0 without touching `digest` where the processor has no SHA
/// extensions (the caller hashes in portable code then).
int lsp_sha256(const uint8_t *data, size_t length, uint8_t digest[32]);

#endif
