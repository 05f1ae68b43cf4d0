#ifndef LAYOUTSHOT_PNG_INTERNAL_H
#define LAYOUTSHOT_PNG_INTERNAL_H

// Shared between the libpng encoder and the whole-buffer encoder; not part of the module's interface.

#include "CLayoutshotPNG.h"

/// libpng's PNG_FILTER_NONE and PNG_FILTER_UP bits, as PNGEncodeOptions passes them.
#define LSP_FILTER_NONE 0x08
#define LSP_FILTER_UP 0x20

/// One source row as PNG pixel bytes: RGB when `write_alpha` is 0, else RGBA, straight alpha.
void lsp_convert_row(const uint8_t *source, uint8_t *row, uint32_t width,
                     lsp_source_layout layout, int write_alpha);

/// The opaque cairo pixels (ARGB32 or RGB24) at the start of `source` as RGB bytes, several at a
/// time with SSSE3: returns how many were converted, stopping at a group with a pixel that is not
/// opaque and a few pixels before the end; the caller converts the rest (pixel_convert.c).
size_t lsp_cairo_opaque_to_rgb(const uint32_t *source, uint8_t *rgb, size_t count, lsp_source_layout layout);

/// Non-zero when the whole-buffer encoder handles these filters (NONE or UP alone).
int lsp_png_encode_whole_supported(int filters);

/// `lsp_png_encode` for the filters NONE or UP: at level 1 the rows deflated as they are filtered
/// by row_deflate.c, at other levels the filtered rows in one buffer, deflated in one call to
/// libdeflate at `level` (png_whole_encode.c).
lsp_status lsp_png_encode_whole(const uint8_t *pixels, uint32_t width, uint32_t height, size_t stride,
                                lsp_source_layout layout, int write_alpha, int level, int filters,
                                lsp_write_fn write, void *user, char *message, size_t message_size);

/// What lsp_png_decode_fast answers when libpng must decode the file (see png_fast_decode.c).
#define LSP_FAST_FALLBACK ((lsp_status)-1)

/// The fast decoder, same contract as lsp_png_decode_rgba (the caller has checked the signature),
/// or LSP_FAST_FALLBACK.
lsp_status lsp_png_decode_fast(const uint8_t *bytes, size_t length, uint32_t max_side,
                               uint64_t max_pixels, uint32_t *width, uint32_t *height,
                               uint8_t *rgba, size_t rgba_size, char *message, size_t message_size);

/// Checks a PNG's chunk headers against the documented limits before anything is allocated for
/// it (see png_limits.c): LSP_OK, or LSP_INVALID / LSP_TOO_LARGE with a message naming the chunk
/// or the limit. Stores the declared size in `width` and `height` once IHDR is read.
lsp_status lsp_png_check_limits(const uint8_t *bytes, size_t length, uint32_t max_side, uint64_t max_pixels,
                                uint32_t *width, uint32_t *height, char *message, size_t message_size);

/// Inflates the image data (zlib, into a small scratch buffer, nothing kept) and refuses a stream
/// that inflates to more than the image's rows need plus LSP_IMAGE_DATA_ALLOWANCE bytes, stopping
/// as soon as it has: LSP_INVALID with a message naming the sizes. LSP_OK otherwise, including for
/// data libpng refuses anyway (too short, corrupt), which libpng then explains. Run before libpng
/// decodes a file: libpng inflates whatever follows the last row to the end of the stream.
lsp_status lsp_png_check_image_data(const uint8_t *bytes, size_t length, char *message, size_t message_size);

#endif
