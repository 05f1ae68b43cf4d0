// A PNG encoder that deflates the image in two halves on two threads, for the row filters NONE
// and UP. The halves are raw deflate streams: the first ends with a sync flush (byte aligned, not
// final), the second finishes the stream, so their concatenation is one valid deflate stream; the
// zlib header and the Adler-32 (combined from the halves') wrap it as PNG requires. Always two
// halves, whatever the machine: the bytes must not depend on the number of cores.

#include "CLayoutshotPNG.h"
#include "png_error.h"
#include "png_internal.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

typedef struct {
    const uint8_t *pixels;
    uint32_t width;
    size_t stride;
    lsp_source_layout layout;
    int write_alpha;
    int level;
    int strategy;
    int filter_up;
    uint32_t row_begin;
    uint32_t row_end;
    int finish;
    uint8_t *out;
    size_t out_length;
    uLong adler;
    int ok;
} lsp_part;

/// One source row as PNG pixel bytes (RGB or RGBA, straight alpha).
static void pixel_row(const lsp_part *part, uint32_t y, uint8_t *row) {
    const uint8_t *source = part->pixels + (size_t)y * part->stride;
    if (part->layout == LSP_SOURCE_RGBA && part->write_alpha) {
        memcpy(row, source, (size_t)part->width * 4);
    } else {
        lsp_convert_row(source, row, part->width, part->layout, part->write_alpha);
    }
}

static void *deflate_part(void *argument) {
    lsp_part *part = (lsp_part *)argument;
    part->ok = 0;
    const size_t row_bytes = (size_t)part->width * (part->write_alpha ? 4 : 3);
    const size_t rows = part->row_end - part->row_begin;
    uint8_t *line = malloc(row_bytes + 1);
    uint8_t *current = malloc(row_bytes ? row_bytes : 1);
    uint8_t *previous = calloc(row_bytes ? row_bytes : 1, 1);
    z_stream stream;
    memset(&stream, 0, sizeof stream);
    if (line == NULL || current == NULL || previous == NULL ||
        deflateInit2(&stream, part->level, Z_DEFLATED, -15, 8, part->strategy) != Z_OK) {
        free(line); free(current); free(previous);
        return NULL;
    }
    const size_t capacity = deflateBound(&stream, (uLong)((row_bytes + 1) * rows)) + 64;
    part->out = malloc(capacity);
    if (part->out == NULL) {
        deflateEnd(&stream);
        free(line); free(current); free(previous);
        return NULL;
    }
    stream.next_out = part->out;
    stream.avail_out = (uInt)capacity;
    part->adler = adler32(0L, Z_NULL, 0);
    if (part->filter_up && part->row_begin > 0) pixel_row(part, part->row_begin - 1, previous);
    int ok = 1;
    for (uint32_t y = part->row_begin; y < part->row_end && ok; y++) {
        pixel_row(part, y, current);
        if (part->filter_up) {
            line[0] = 2;  // PNG filter type Up
            for (size_t i = 0; i < row_bytes; i++) line[i + 1] = (uint8_t)(current[i] - previous[i]);
            uint8_t *swap = previous; previous = current; current = swap;
        } else {
            line[0] = 0;  // PNG filter type None
            memcpy(line + 1, current, row_bytes);
        }
        part->adler = adler32(part->adler, line, (uInt)(row_bytes + 1));
        stream.next_in = line;
        stream.avail_in = (uInt)(row_bytes + 1);
        while (stream.avail_in > 0 && ok) ok = deflate(&stream, Z_NO_FLUSH) == Z_OK && stream.avail_out > 0;
    }
    if (ok) {
        int status = deflate(&stream, part->finish ? Z_FINISH : Z_SYNC_FLUSH);
        ok = part->finish ? status == Z_STREAM_END : status == Z_OK;
    }
    part->out_length = capacity - stream.avail_out;
    deflateEnd(&stream);
    free(line); free(current); free(previous);
    part->ok = ok;
    return NULL;
}

static void put32(uint8_t *p, uint32_t v) {
    p[0] = (uint8_t)(v >> 24); p[1] = (uint8_t)(v >> 16); p[2] = (uint8_t)(v >> 8); p[3] = (uint8_t)v;
}

/// Writes one chunk: length, type, data, CRC of type and data.
static int write_chunk(lsp_write_fn write, void *user, const char type[4], const uint8_t *data, size_t length) {
    uint8_t header[8];
    put32(header, (uint32_t)length);
    memcpy(header + 4, type, 4);
    uLong crc = crc32(0L, (const Bytef *)type, 4);
    if (length) crc = crc32(crc, data, (uInt)length);
    uint8_t trailer[4];
    put32(trailer, (uint32_t)crc);
    return write(user, header, 8) == 0 && (length == 0 || write(user, data, length) == 0) && write(user, trailer, 4) == 0;
}

int lsp_png_encode_parallel_supported(int filters, uint32_t height) {
    return height >= 64 && (filters == LSP_FILTER_NONE || filters == LSP_FILTER_UP);
}

lsp_status lsp_png_encode_parallel(const uint8_t *pixels, uint32_t width, uint32_t height, size_t stride,
                                   lsp_source_layout layout, int write_alpha, int level, int filters,
                                   int strategy, lsp_write_fn write, void *user,
                                   char *message, size_t message_size) {
    lsp_part parts[2];
    const uint32_t split = height / 2;
    for (int i = 0; i < 2; i++) {
        parts[i] = (lsp_part){ pixels, width, stride, layout, write_alpha, level, strategy,
                               filters == LSP_FILTER_UP, i == 0 ? 0 : split, i == 0 ? split : height,
                               i == 1, NULL, 0, 0, 0 };
    }
    pthread_t second;
    const int threaded = pthread_create(&second, NULL, deflate_part, &parts[1]) == 0;
    deflate_part(&parts[0]);
    if (threaded) pthread_join(second, NULL); else deflate_part(&parts[1]);
    lsp_status result = LSP_OK;
    if (!parts[0].ok || !parts[1].ok) {
        lsp_set_message(message, message_size, "zlib could not compress the image (out of memory?)");
        result = LSP_FAILED;
    } else {
        static const uint8_t signature[8] = { 0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n' };
        uint8_t ihdr[13];
        put32(ihdr, width);
        put32(ihdr + 4, height);
        ihdr[8] = 8;                        // bit depth
        ihdr[9] = write_alpha ? 6 : 2;      // RGBA or RGB
        ihdr[10] = 0; ihdr[11] = 0; ihdr[12] = 0;  // deflate, adaptive filtering, no interlace
        // zlib header: deflate with a 32 KiB window; the level hint follows the requested level.
        const uint8_t flevel = level <= 1 ? 0 : (level <= 5 ? 1 : (level == 6 ? 2 : 3));
        uint8_t zheader[2] = { 0x78, (uint8_t)(flevel << 6) };
        zheader[1] = (uint8_t)(zheader[1] + (31 - ((zheader[0] * 256 + zheader[1]) % 31)) % 31);
        uint8_t ztrailer[4];
        put32(ztrailer, (uint32_t)adler32_combine(parts[0].adler, parts[1].adler,
                                                  (z_off_t)((size_t)(height - split) * ((size_t)width * (write_alpha ? 4 : 3) + 1))));
        const size_t total = 2 + parts[0].out_length + parts[1].out_length + 4;
        uint8_t *idat = malloc(total);
        if (idat == NULL) {
            lsp_set_message(message, message_size, "out of memory for the image data");
            result = LSP_FAILED;
        } else {
            memcpy(idat, zheader, 2);
            memcpy(idat + 2, parts[0].out, parts[0].out_length);
            memcpy(idat + 2 + parts[0].out_length, parts[1].out, parts[1].out_length);
            memcpy(idat + total - 4, ztrailer, 4);
            int ok = write(user, signature, 8) == 0 && write_chunk(write, user, "IHDR", ihdr, 13);
            // IDAT chunks of at most 1 MiB, as encoders commonly write them.
            for (size_t offset = 0; ok && offset < total; offset += 1 << 20) {
                size_t length = total - offset < (1 << 20) ? total - offset : (1 << 20);
                ok = write_chunk(write, user, "IDAT", idat + offset, length);
            }
            ok = ok && write_chunk(write, user, "IEND", NULL, 0);
            free(idat);
            if (!ok) {
                lsp_set_message(message, message_size, "the output callback reported a failure");
                result = LSP_FAILED;
            }
        }
    }
    free(parts[0].out);
    free(parts[1].out);
    return result;
}
