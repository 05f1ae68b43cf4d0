#ifndef LAYOUTSHOT_ROW_DEFLATE_H
#define LAYOUTSHOT_ROW_DEFLATE_H

// A zlib stream compressor (RFC 1950, RFC 1951) for PNG level 1, specialised for filtered image
// rows (row_deflate.c). Internal to CLayoutshotPNG; not part of the module's interface.
//
// Input is fed in any pieces; the stream is cut into segments of a fixed size whatever the
// pieces, so the bytes produced are a function of the input bytes, the row length and the bytes
// per pixel alone.

#include <stddef.h>
#include <stdint.h>

typedef struct rd_stream rd_stream;

/// A new stream for rows of `row_length` bytes (the PNG filter byte included) of pixels of
/// `pixel_bytes` bytes (1...8); NULL when out of memory. The zlib header is already in the output.
rd_stream *rd_create(size_t row_length, size_t pixel_bytes);

/// Frees the stream and its buffers (NULL is allowed).
void rd_destroy(rd_stream *stream);

/// Where the next input bytes can be written directly, and how many (`*space`, at least 1
/// unless the stream has failed, then 0 and NULL); make them input with rd_commit.
uint8_t *rd_input(rd_stream *stream, size_t *space);

/// Makes the first `count` bytes at the pointer rd_input returned input (`count` ≤ its space).
void rd_commit(rd_stream *stream, size_t count);

/// Appends `length` bytes of input (copied); 0 when out of memory.
int rd_write(rd_stream *stream, const uint8_t *data, size_t length);

/// Ends the stream: the last block and the Adler-32; 0 when out of memory.
int rd_finish(rd_stream *stream);

/// The compressed bytes produced and not yet taken (`*length` of them).
const uint8_t *rd_output(const rd_stream *stream, size_t *length);

/// Drops the first `count` bytes of rd_output (the caller has written them).
void rd_take(rd_stream *stream, size_t count);

/// Non-zero once the stream has run out of memory (nothing more is done).
int rd_failed(const rd_stream *stream);

/// The most bytes a whole stream of `length` input bytes can take (header, blocks, Adler-32).
uint64_t rd_bound(uint64_t length);

#endif
