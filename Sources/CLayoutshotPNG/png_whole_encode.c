// A PNG encoder for the row filters NONE and UP. Level 1, the renderer's, is deflated by our own
// compressor for filtered rows (row_deflate.c), row by row as the rows are filtered: it looks for
// matches only where diagram pictures repeat (a pixel back, the row above and its diagonal
// neighbours, the last match's distance, one hash candidate) instead of hashing every byte, which
// makes it 1.4 to 4 times as fast as libdeflate's level 1 on our pictures with files about as
// large or smaller, and no image-sized buffer is made. Its output is a function of the filtered
// rows alone (fixed segments whatever the row sizes, no SIMD, no state outside the stream), so
// the same pixels give the same file on every machine.
//
// Other levels: the filtered rows, in one buffer, are deflated by libdeflate (`libdeflate-dev`)
// at the caller's level, in one call. Its output is a function of the input and the level alone
// for a given libdeflate (no threads, no timing, no state kept between calls; "deterministic for
// a particular version", its author in libdeflate issue 400).
//
// Level 1 was deflated by ISA-L's igzip for a while (about 2.5 times libdeflate's level 1 on
// diagram pixels, files about 5 % larger). It was dropped for byte determinism: in one CI run a
// child process's igzip stream for the same filtered rows was 4 bytes shorter than the parent's
// (the pixels equal), which could not be reproduced or explained here (uninitialised buffers,
// register contents, alignment, load, AVX2 against AVX-512 all gave the same bytes), and a
// picture whose bytes change between runs churns the references and docs images users commit.
// Then libdeflate's level 1 deflated it, about a third of the CPU of rendering the chip benchmark.
// The chunks are written here (signature, IHDR, IDAT of at most 1 MiB, IEND), as libpng would
// write them for these options.

#include "CLayoutshotPNG.h"
#include "png_error.h"
#include "png_internal.h"
#include "row_deflate.h"

#include <libdeflate.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

static void put32(uint8_t *p, uint32_t v) {
    p[0] = (uint8_t)(v >> 24); p[1] = (uint8_t)(v >> 16); p[2] = (uint8_t)(v >> 8); p[3] = (uint8_t)v;
}

/// Writes one chunk: length, type, data, CRC of type and data.
static int write_chunk(lsp_write_fn write, void *user, const char type[4], const uint8_t *data, size_t length) {
    uint8_t header[8];
    put32(header, (uint32_t)length);
    memcpy(header + 4, type, 4);
    uint32_t crc = libdeflate_crc32(0, type, 4);
    if (length) crc = libdeflate_crc32(crc, data, length);
    uint8_t trailer[4];
    put32(trailer, crc);
    return write(user, header, 8) == 0 && (length == 0 || write(user, data, length) == 0) && write(user, trailer, 4) == 0;
}

/// `data` as one zlib stream by libdeflate at `level` (0...12), into a buffer made here (`*out`,
/// freed by the caller); 0 when out of memory.
static size_t deflate_libdeflate(const uint8_t *data, size_t length, int level, uint8_t **out) {
    struct libdeflate_compressor *compressor = libdeflate_alloc_compressor(level < 0 ? 0 : (level > 12 ? 12 : level));
    if (compressor == NULL) return 0;
    const size_t bound = libdeflate_zlib_compress_bound(compressor, length);
    *out = malloc(bound);
    const size_t total = *out == NULL ? 0 : libdeflate_zlib_compress(compressor, data, length, *out, bound);
    libdeflate_free_compressor(compressor);
    return total;
}

int lsp_png_encode_whole_supported(int filters) {
    return filters == LSP_FILTER_NONE || filters == LSP_FILTER_UP;
}

/// Where an encode's rows come from: a whole image, or layers composed row by row.
typedef struct {
    const uint8_t *pixels;  // the whole image, or NULL for layers
    size_t stride;
    const lsp_layer *layers;
    size_t layer_count;
    uint32_t background;
    uint32_t *scratch;      // one composed row, for layers
} row_source;

/// Row `y` in the source layout: a row of the image, or the background with every layer that
/// covers the row copied over it, in order.
static const uint8_t *row_at(const row_source *source, uint32_t y, uint32_t width) {
    if (source->pixels != NULL) return source->pixels + (size_t)y * source->stride;
    uint32_t *row = source->scratch;
    for (uint32_t x = 0; x < width; x++) row[x] = source->background;
    for (size_t i = 0; i < source->layer_count; i++) {
        const lsp_layer *layer = &source->layers[i];
        if (y < layer->y || y - layer->y >= layer->height || layer->x >= width) continue;
        const uint32_t count = layer->width < width - layer->x ? layer->width : width - layer->x;
        memcpy(row + layer->x, layer->pixels + (size_t)(y - layer->y) * layer->stride, (size_t)count * 4);
    }
    return (const uint8_t *)row;
}

/// What filtering a row needs besides its source: the layout, the channels written, the filter,
/// and for the UP filter the previous row's unfiltered bytes (all zero before the first row) and a
/// row of scratch.
typedef struct {
    uint32_t width;
    size_t row_bytes;
    lsp_source_layout layout;
    int write_alpha;
    int filter_up;
    uint8_t *current;   // UP only: this row unfiltered
    uint8_t *previous;  // UP only: the row before, unfiltered
} row_filter;

/// Writes row `y`, filtered, to `line` (`row_bytes + 1` bytes: the filter type, then the row).
static void filter_row(const row_source *rows, row_filter *filter, uint32_t y, uint8_t *line) {
    const uint8_t *source = row_at(rows, y, filter->width);
    const int direct = filter->layout == LSP_SOURCE_RGBA && filter->write_alpha;
    if (!filter->filter_up) {
        line[0] = 0;  // PNG filter type None
        if (direct) memcpy(line + 1, source, filter->row_bytes);
        else lsp_convert_row(source, line + 1, filter->width, filter->layout, filter->write_alpha);
    } else {
        line[0] = 2;  // PNG filter type Up
        if (direct) memcpy(filter->current, source, filter->row_bytes);
        else lsp_convert_row(source, filter->current, filter->width, filter->layout, filter->write_alpha);
        for (size_t i = 0; i < filter->row_bytes; i++) line[i + 1] = (uint8_t)(filter->current[i] - filter->previous[i]);
        uint8_t *swap = filter->previous; filter->previous = filter->current; filter->current = swap;
    }
}

static lsp_status encode_rows(const row_source *source, uint32_t width, uint32_t height,
                              lsp_source_layout layout, int write_alpha, int level, int filters,
                              lsp_write_fn write, void *user, char *message, size_t message_size);

lsp_status lsp_png_encode_whole(const uint8_t *pixels, uint32_t width, uint32_t height, size_t stride,
                                lsp_source_layout layout, int write_alpha, int level, int filters,
                                lsp_write_fn write, void *user, char *message, size_t message_size) {
    const row_source source = { pixels, stride, NULL, 0, 0, NULL };
    return encode_rows(&source, width, height, layout, write_alpha, level, filters, write, user, message, message_size);
}

lsp_status lsp_png_encode_layers(uint32_t width, uint32_t height, uint32_t background,
                                 const lsp_layer *layers, size_t layer_count, lsp_source_layout layout,
                                 int write_alpha, int level, int filters,
                                 lsp_write_fn write, void *user, char *message, size_t message_size) {
    lsp_set_message(message, message_size, "");
    if (layout == LSP_SOURCE_RGBA || !lsp_png_encode_whole_supported(filters)) {
        lsp_set_message(message, message_size, "layers are encoded from cairo pixels with the NONE or UP filter only");
        return LSP_FAILED;
    }
    uint32_t *scratch = malloc((size_t)(width ? width : 1) * 4);
    if (scratch == NULL) {
        lsp_set_message(message, message_size, "out of memory for a row buffer");
        return LSP_FAILED;
    }
    const row_source source = { NULL, 0, layers, layer_count, background, scratch };
    const lsp_status status = encode_rows(&source, width, height, layout, write_alpha, level, filters,
                                          write, user, message, message_size);
    free(scratch);
    return status;
}

/// The PNG signature and the IHDR chunk.
static int write_header(lsp_write_fn write, void *user, uint32_t width, uint32_t height, int write_alpha) {
    static const uint8_t signature[8] = { 0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n' };
    uint8_t ihdr[13];
    put32(ihdr, width);
    put32(ihdr + 4, height);
    ihdr[8] = 8;                        // bit depth
    ihdr[9] = write_alpha ? 6 : 2;      // RGBA or RGB
    ihdr[10] = 0; ihdr[11] = 0; ihdr[12] = 0;  // deflate, adaptive filtering, no interlace
    return write(user, signature, 8) == 0 && write_chunk(write, user, "IHDR", ihdr, 13);
}

/// The largest IDAT chunk written: 1 MiB, as encoders commonly write them.
#define IDAT_BYTES ((size_t)1 << 20)

/// Writes `*length` bytes of `data` as IDAT chunks of IDAT_BYTES, or, when `all`, all of them
/// (the last chunk shorter); `*length` becomes the bytes left (fewer than IDAT_BYTES). The
/// chunks are the same however the stream arrives: every chunk but the last holds IDAT_BYTES.
static int write_idat(lsp_write_fn write, void *user, const uint8_t *data, size_t *length, int all) {
    size_t offset = 0;
    while (*length - offset >= IDAT_BYTES || (all && offset < *length)) {
        const size_t count = *length - offset < IDAT_BYTES ? *length - offset : IDAT_BYTES;
        if (!write_chunk(write, user, "IDAT", data + offset, count)) return 0;
        offset += count;
    }
    *length -= offset;
    return 1;
}

/// Level 1: the rows filtered straight into row_deflate's input and deflated as they come, the
/// stream written as IDAT chunks once IDAT_BYTES are ready. Writes the whole file; LSP_FAILED
/// with a message when out of memory or the output callback fails (what was written before is
/// then incomplete).
static lsp_status encode_rows_streaming(const row_source *rows, row_filter *filter, uint32_t width, uint32_t height,
                                        int write_alpha, lsp_write_fn write, void *user,
                                        char *message, size_t message_size) {
    const size_t line_bytes = filter->row_bytes + 1;
    rd_stream *stream = rd_create(line_bytes, write_alpha ? 4 : 3);
    uint8_t *line = NULL;  // a row that does not fit in row_deflate's input space, made when needed
    int out_of_memory = stream == NULL;
    int written = !out_of_memory && write_header(write, user, width, height, write_alpha);
    for (uint32_t y = 0; !out_of_memory && written && y < height; y++) {
        size_t space;
        uint8_t *to = rd_input(stream, &space);
        if (to != NULL && space >= line_bytes) {
            filter_row(rows, filter, y, to);
            rd_commit(stream, line_bytes);
        } else {
            if (line == NULL) line = malloc(line_bytes);
            if (line == NULL) {
                out_of_memory = 1;
                break;
            }
            filter_row(rows, filter, y, line);
            rd_write(stream, line, line_bytes);
        }
        out_of_memory = rd_failed(stream);
        if (!out_of_memory) {
            size_t length;
            const uint8_t *out = rd_output(stream, &length);
            const size_t before = length;
            written = write_idat(write, user, out, &length, 0);
            rd_take(stream, before - length);
        }
    }
    if (!out_of_memory && written) {
        out_of_memory = !rd_finish(stream);
        if (!out_of_memory) {
            size_t length;
            const uint8_t *out = rd_output(stream, &length);
            written = write_idat(write, user, out, &length, 1) && write_chunk(write, user, "IEND", NULL, 0);
        }
    }
    free(line);
    rd_destroy(stream);
    if (out_of_memory) {
        lsp_set_message(message, message_size, "out of memory for the compressed image data");
        return LSP_FAILED;
    }
    if (!written) {
        lsp_set_message(message, message_size, "the output callback reported a failure");
        return LSP_FAILED;
    }
    return LSP_OK;
}

static lsp_status encode_rows(const row_source *rows, uint32_t width, uint32_t height,
                              lsp_source_layout layout, int write_alpha, int level, int filters,
                              lsp_write_fn write, void *user, char *message, size_t message_size) {
    const size_t channels = write_alpha ? 4 : 3;
    const size_t row_bytes = (size_t)width * channels;
    if (width == 0 || height == 0 || row_bytes / channels != width || (row_bytes + 1) > SIZE_MAX / height) {
        lsp_set_message(message, message_size, "the image is too large to encode");
        return LSP_TOO_LARGE;
    }
    const size_t filtered_size = (row_bytes + 1) * height;
    const int filter_up = filters == LSP_FILTER_UP;
    // The UP filter subtracts the previous row's pixel bytes: keep the current and previous rows.
    row_filter filter = { width, row_bytes, layout, write_alpha, filter_up,
                          filter_up ? malloc(row_bytes) : NULL, filter_up ? calloc(row_bytes, 1) : NULL };
    if (filter_up && (filter.current == NULL || filter.previous == NULL)) {
        free(filter.current); free(filter.previous);
        lsp_set_message(message, message_size, "out of memory for the image data");
        return LSP_FAILED;
    }
    if (level == 1) {
        const lsp_status status = encode_rows_streaming(rows, &filter, width, height, write_alpha, write, user,
                                                        message, message_size);
        free(filter.current);
        free(filter.previous);
        return status;
    }
    // The filtered rows in one buffer, deflated in one call (libdeflate has no streaming interface).
    uint8_t *idat = NULL;
    size_t total = 0;
    uint8_t *filtered = malloc(filtered_size);
    if (filtered != NULL) {
        for (uint32_t y = 0; y < height; y++) filter_row(rows, &filter, y, filtered + (size_t)y * (row_bytes + 1));
        total = deflate_libdeflate(filtered, filtered_size, level, &idat);
    }
    free(filtered);
    free(filter.current);
    free(filter.previous);
    if (total == 0) {
        free(idat);
        lsp_set_message(message, message_size, "out of memory for the compressed image data");
        return LSP_FAILED;
    }
    int ok = write_header(write, user, width, height, write_alpha);
    ok = ok && write_idat(write, user, idat, &total, 1);
    ok = ok && write_chunk(write, user, "IEND", NULL, 0);
    free(idat);
    if (!ok) {
        lsp_set_message(message, message_size, "the output callback reported a failure");
        return LSP_FAILED;
    }
    return LSP_OK;
}
