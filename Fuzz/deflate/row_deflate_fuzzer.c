// libFuzzer target for the level-1 deflater (Sources/CLayoutshotPNG/row_deflate.c; Scripts/fuzz
// builds it with -fsanitize=fuzzer,address,undefined). The first bytes of an input choose the row
// length, the bytes per pixel, how often the rest is repeated (each copy changed a little, so that
// streams cross the deflater's 256 KiB segments while inputs stay small) and how the stream is
// fed; the stream must inflate (zlib) to exactly the bytes fed, stay within rd_bound, and be the
// same bytes as when the whole input is fed in one piece.
#include "row_deflate.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

/// The whole stream for `data`, fed in pieces of `piece` bytes (0: one piece), half of them
/// written through rd_input and rd_commit; NULL when out of memory.
static uint8_t *deflate_pieces(const uint8_t *data, size_t size, size_t row, size_t pixel, size_t piece, size_t *length) {
    rd_stream *stream = rd_create(row, pixel);
    if (stream == NULL) return NULL;
    size_t capacity = 1024, total = 0, at = 0;
    uint8_t *out = malloc(capacity);
    int turn = 0;
    while (out != NULL && at < size) {
        size_t count = piece == 0 ? size - at : piece;
        if (count > size - at) count = size - at;
        if (turn++ & 1) {
            size_t space;
            uint8_t *to = rd_input(stream, &space);
            if (to == NULL) break;
            if (count > space) count = space;
            memcpy(to, data + at, count);
            rd_commit(stream, count);
        } else if (!rd_write(stream, data + at, count)) {
            break;
        }
        at += count;
        // Take the output now and then, as the PNG encoder does.
        size_t ready;
        const uint8_t *bytes = rd_output(stream, &ready);
        if (ready > 4096) {
            if (total + ready > capacity) {
                capacity = 2 * (total + ready);
                uint8_t *grown = realloc(out, capacity);
                if (grown == NULL) { free(out); out = NULL; break; }
                out = grown;
            }
            memcpy(out + total, bytes, ready);
            total += ready;
            rd_take(stream, ready);
        }
    }
    if (out == NULL || at < size || !rd_finish(stream)) {
        free(out);
        rd_destroy(stream);
        return NULL;
    }
    size_t ready;
    const uint8_t *bytes = rd_output(stream, &ready);
    uint8_t *grown = realloc(out, total + ready + 1);
    if (grown == NULL) { free(out); rd_destroy(stream); return NULL; }
    out = grown;
    memcpy(out + total, bytes, ready);
    *length = total + ready;
    rd_destroy(stream);
    return out;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size < 4) return 0;
    const size_t pixel = 1 + data[0] % 8;
    const size_t row = pixel + 1 + (data[1] | (size_t)data[2] << 8) % 40000;
    const size_t copies = 1 + data[3] % 12;
    const size_t piece = data[3] / 12;  // 0: one piece, else pieces of 1...21 bytes times 997
    data += 4;
    size -= 4;
    const size_t total = size * copies;
    uint8_t *input = malloc(total + 1);
    if (input == NULL) return 0;
    for (size_t c = 0; c < copies; c++) {
        memcpy(input + c * size, data, size);
        if (size > 0) input[c * size + c % size] ^= (uint8_t)c;
    }
    size_t length = 0, whole_length = 0;
    uint8_t *stream = deflate_pieces(input, total, row, pixel, piece * 997, &length);
    uint8_t *whole = piece ? deflate_pieces(input, total, row, pixel, 0, &whole_length) : NULL;
    if (stream != NULL) {
        if (length > rd_bound(total)) abort();
        if (whole != NULL && (whole_length != length || memcmp(whole, stream, length) != 0)) abort();
        uint8_t *back = malloc(total + 1);
        uLongf back_length = total + 1;
        if (back != NULL) {
            if (uncompress(back, &back_length, stream, length) != Z_OK || back_length != total ||
                memcmp(back, input, total) != 0) abort();
            free(back);
        }
    }
    free(stream);
    free(whole);
    free(input);
    return 0;
}
