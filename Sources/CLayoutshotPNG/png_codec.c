// PNG encoding and decoding with libpng. libpng reports errors by longjmp-ing to the most recent
// setjmp; every setjmp lives in this file, so no longjmp ever crosses a Swift frame. The Swift
// write callback always returns normally; a failure it reports is turned into png_error here.
#include "CLayoutshotPNG.h"
#include "png_error.h"
#include "png_internal.h"

#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    char *message;
    size_t message_size;
} lsp_error_sink;

static void set_message(char *message, size_t size, const char *text) {
    lsp_set_message(message, size, text);
}

static void lsp_error(png_structp png, png_const_charp text) {
    lsp_error_sink *sink = (lsp_error_sink *)png_get_error_ptr(png);
    if (sink != NULL) set_message(sink->message, sink->message_size, text);
    png_longjmp(png, 1);
}

static void lsp_warning(png_structp png, png_const_charp text) {
    (void)png;
    (void)text; // Warnings (bad ancillary chunks, for instance) are not failures; stay quiet.
}

// MARK: - Encoding

typedef struct {
    lsp_write_fn write;
    void *user;
    volatile int failed;
} lsp_writer;

static void lsp_write_data(png_structp png, png_bytep data, size_t length) {
    lsp_writer *writer = (lsp_writer *)png_get_io_ptr(png);
    if (writer->write(writer->user, data, length) != 0) {
        writer->failed = 1;
        png_error(png, "the output callback failed");
    }
}

static void lsp_flush(png_structp png) { (void)png; }

// One row of source pixels in the layout libpng is told to expect.
void lsp_convert_row(const uint8_t *source, uint8_t *row, uint32_t width,
                     lsp_source_layout layout, int write_alpha) {
    if (layout == LSP_SOURCE_RGBA) { // write_alpha is 0 here: drop alpha.
        for (uint32_t x = 0; x < width; x++) {
            row[x * 3] = source[x * 4];
            row[x * 3 + 1] = source[x * 4 + 1];
            row[x * 3 + 2] = source[x * 4 + 2];
        }
        return;
    }
    const uint32_t *words = (const uint32_t *)source;
    if (write_alpha) {
        lsp_cairo_to_rgba(words, row, width, layout);
        return;
    }
    const int has_alpha = layout == LSP_SOURCE_CAIRO_ARGB32;
    for (uint32_t x = 0; x < width; x++) {
        if ((x & 63) == 0) {
            // Runs of opaque pixels (most of a diagram) several at a time.
            x += (uint32_t)lsp_cairo_opaque_to_rgb(words + x, row + (size_t)x * 3, width - x, layout);
            if (x >= width) break;
        }
        uint32_t p = words[x];
        uint32_t a = has_alpha ? p >> 24 : 255;
        if (a == 255) {
            row[x * 3] = (uint8_t)(p >> 16);
            row[x * 3 + 1] = (uint8_t)(p >> 8);
            row[x * 3 + 2] = (uint8_t)p;
        } else {
            uint8_t rgba[4];
            lsp_cairo_to_rgba(&p, rgba, 1, layout);
            memcpy(row + x * 3, rgba, 3);
        }
    }
}

lsp_status lsp_png_encode(const uint8_t *pixels, uint32_t width, uint32_t height, size_t stride,
                          lsp_source_layout layout, int write_alpha, int level, int filters,
                          int strategy, lsp_write_fn write, void *user,
                          char *message, size_t message_size) {
    set_message(message, message_size, "");
    // A single simple filter: libdeflate over the whole filtered image (png_whole_encode.c).
    if (lsp_png_encode_whole_supported(filters)) {
        (void)strategy;  // zlib's strategy; libdeflate has none.
        return lsp_png_encode_whole(pixels, width, height, stride, layout, write_alpha, level, filters,
                                    write, user, message, message_size);
    }
    lsp_error_sink sink = { message, message_size };
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &sink, lsp_error, lsp_warning);
    if (png == NULL) {
        set_message(message, message_size, "libpng could not allocate its write structure");
        return LSP_FAILED;
    }
    png_infop info = png_create_info_struct(png);
    if (info == NULL) {
        png_destroy_write_struct(&png, NULL);
        set_message(message, message_size, "libpng could not allocate its info structure");
        return LSP_FAILED;
    }
    const int channels = write_alpha ? 4 : 3;
    const int direct = layout == LSP_SOURCE_RGBA && write_alpha;
    uint8_t *row = NULL;
    if (!direct) {
        row = malloc((size_t)(width ? width : 1) * channels);
        if (row == NULL) {
            png_destroy_write_struct(&png, &info);
            set_message(message, message_size, "out of memory for a row buffer");
            return LSP_FAILED;
        }
    }
    lsp_writer writer = { write, user, 0 };

    if (setjmp(png_jmpbuf(png))) {
        free(row);
        png_destroy_write_struct(&png, &info);
        return writer.failed ? LSP_FAILED : LSP_INVALID;
    }

    png_set_write_fn(png, &writer, lsp_write_data, lsp_flush);
    png_set_IHDR(png, info, width, height, 8,
                 write_alpha ? PNG_COLOR_TYPE_RGB_ALPHA : PNG_COLOR_TYPE_RGB,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_compression_level(png, level);
    png_set_compression_strategy(png, strategy);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, filters);
    // Fewer, larger IDAT chunks and output callbacks.
    png_set_compression_buffer_size(png, 128 * 1024);
    png_write_info(png, info);
    for (uint32_t y = 0; y < height; y++) {
        const uint8_t *source = pixels + (size_t)y * stride;
        if (direct) {
            png_write_row(png, source);
        } else {
            lsp_convert_row(source, row, width, layout, write_alpha);
            png_write_row(png, row);
        }
    }
    png_write_end(png, info);

    free(row);
    png_destroy_write_struct(&png, &info);
    return LSP_OK;
}

// MARK: - Decoding

typedef struct {
    const uint8_t *data;
    size_t length;
    size_t offset;
} lsp_reader;

static void lsp_read_data(png_structp png, png_bytep out, size_t count) {
    lsp_reader *reader = (lsp_reader *)png_get_io_ptr(png);
    if (reader->length - reader->offset < count) {
        png_error(png, "the data ends before the image does (truncated PNG)");
    }
    memcpy(out, reader->data + reader->offset, count);
    reader->offset += count;
}

static lsp_status check_signature(const uint8_t *bytes, size_t length, char *message, size_t message_size) {
    if (length < 8 || png_sig_cmp(bytes, 0, 8) != 0) {
        set_message(message, message_size, "the data does not start with the PNG signature");
        return LSP_NOT_PNG;
    }
    return LSP_OK;
}

static png_structp create_reader(lsp_error_sink *sink, png_infop *info, char *message, size_t message_size) {
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, sink, lsp_error, lsp_warning);
    if (png == NULL) {
        set_message(message, message_size, "libpng could not allocate its read structure");
        return NULL;
    }
    *info = png_create_info_struct(png);
    if (*info == NULL) {
        png_destroy_read_struct(&png, NULL, NULL);
        set_message(message, message_size, "libpng could not allocate its info structure");
        return NULL;
    }
    return png;
}

lsp_status lsp_png_decode_rgba(const uint8_t *bytes, size_t length, uint32_t max_side,
                               uint64_t max_pixels, uint32_t *width, uint32_t *height,
                               uint8_t *rgba, size_t rgba_size, char *message, size_t message_size) {
    return lsp_png_decode_rgba_using(LSP_DECODER_AUTOMATIC, bytes, length, max_side, max_pixels,
                                     width, height, rgba, rgba_size, message, message_size);
}

static lsp_status decode_with_libpng(const uint8_t *bytes, size_t length, uint32_t max_side,
                                     uint64_t max_pixels, uint32_t *width, uint32_t *height,
                                     uint8_t *rgba, size_t rgba_size, char *message, size_t message_size);

lsp_status lsp_png_decode_rgba_using(lsp_decoder decoder, const uint8_t *bytes, size_t length,
                                     uint32_t max_side, uint64_t max_pixels, uint32_t *width,
                                     uint32_t *height, uint8_t *rgba, size_t rgba_size,
                                     char *message, size_t message_size) {
    set_message(message, message_size, "");
    lsp_status status = check_signature(bytes, length, message, message_size);
    if (status != LSP_OK) return status;
    status = lsp_png_check_limits(bytes, length, max_side, max_pixels, width, height, message, message_size);
    if (status != LSP_OK) return status;
    if (decoder != LSP_DECODER_LIBPNG) {
        status = lsp_png_decode_fast(bytes, length, max_side, max_pixels, width, height, rgba, rgba_size,
                                     message, message_size);
        if (status != LSP_FAST_FALLBACK) return status;
        if (decoder == LSP_DECODER_FAST) {
            set_message(message, message_size, "the fast decoder hands this file to libpng");
            return LSP_UNSUPPORTED;
        }
        set_message(message, message_size, "");
    }
    if (rgba != NULL) { // libpng would inflate the whole stream, however long: bound it first.
        status = lsp_png_check_image_data(bytes, length, message, message_size);
        if (status != LSP_OK) return status;
    }
    return decode_with_libpng(bytes, length, max_side, max_pixels, width, height, rgba, rgba_size,
                              message, message_size);
}

static lsp_status decode_with_libpng(const uint8_t *bytes, size_t length, uint32_t max_side,
                                     uint64_t max_pixels, uint32_t *width, uint32_t *height,
                                     uint8_t *rgba, size_t rgba_size, char *message, size_t message_size) {
    lsp_error_sink sink = { message, message_size };
    png_infop info = NULL;
    png_structp png = create_reader(&sink, &info, message, message_size);
    if (png == NULL) return LSP_FAILED;
    lsp_reader reader = { bytes, length, 0 };
    volatile lsp_status result = LSP_OK;
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_read_struct(&png, &info, NULL);
        return result == LSP_OK ? LSP_INVALID : result;
    }
    png_set_read_fn(png, &reader, lsp_read_data);
    // libpng's own limits, the same as lsp_png_check_limits's (a second line of defence: without
    // them libpng allocates whatever length an ancillary chunk declares, up to 2 GiB).
    png_set_user_limits(png, max_side < 0x7fffffffu ? max_side : 0x7fffffffu,
                        max_side < 0x7fffffffu ? max_side : 0x7fffffffu);
    png_set_chunk_cache_max(png, LSP_CHUNK_CACHE_LIMIT);
    png_set_chunk_malloc_max(png, LSP_CHUNK_DATA_LIMIT);
#if defined(PNG_IGNORE_ADLER32)
    /* zlib's Adler-32 over the image data repeats what each chunk's CRC (still checked) already
     * guards; skipping it is a fifth of inflate's time on a large diagram. */
    png_set_option(png, PNG_IGNORE_ADLER32, PNG_OPTION_ON);
#endif
    png_read_info(png, info);
    const uint32_t w = png_get_image_width(png, info);
    const uint32_t h = png_get_image_height(png, info);
    *width = w;
    *height = h;
    if (w > max_side || h > max_side || (uint64_t)w * h > max_pixels) {
        result = LSP_TOO_LARGE;
        png_error(png, "the image is larger than the decoder's limits");
    }
    if (rgba == NULL) { // Size query only.
        png_destroy_read_struct(&png, &info, NULL);
        return LSP_OK;
    }
    if (rgba_size != (size_t)w * h * 4) {
        result = LSP_FAILED;
        png_error(png, "the output buffer does not fit the image");
    }

    const int color_type = png_get_color_type(png, info);
    const int bit_depth = png_get_bit_depth(png, info);
    const int has_trns = png_get_valid(png, info, PNG_INFO_tRNS) != 0;
    if (color_type == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
    if (color_type == PNG_COLOR_TYPE_GRAY && bit_depth < 8) png_set_expand_gray_1_2_4_to_8(png);
    if (has_trns) png_set_tRNS_to_alpha(png);
    if (bit_depth == 16) png_set_scale_16(png);
    if (color_type == PNG_COLOR_TYPE_GRAY || color_type == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(png);
    if (!(color_type & PNG_COLOR_MASK_ALPHA) && !has_trns) png_set_add_alpha(png, 0xff, PNG_FILLER_AFTER);
    const int passes = png_set_interlace_handling(png);
    png_read_update_info(png, info);
    if (png_get_rowbytes(png, info) != (size_t)w * 4) {
        png_error(png, "libpng did not produce 8-bit RGBA rows");
    }
    for (int pass = 0; pass < passes; pass++) {
        for (uint32_t y = 0; y < h; y++) {
            png_read_row(png, rgba + (size_t)y * w * 4, NULL);
        }
    }
    png_read_end(png, NULL);
    png_destroy_read_struct(&png, &info, NULL);
    return LSP_OK;
}
