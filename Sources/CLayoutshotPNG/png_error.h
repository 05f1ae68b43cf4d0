#ifndef LAYOUTSHOT_PNG_ERROR_H
#define LAYOUTSHOT_PNG_ERROR_H

// The error messages every part of the PNG module writes (the libpng codec, the fast decoder, the
// limits check, the two-part encoder): one module they all use, so none of them depends on the
// codec for its errors. Not part of the module's interface.

#include "CLayoutshotPNG.h"

#include <stddef.h>

/// Copies `text` into `message` (`size` bytes, always NUL-terminated, truncated when longer); does
/// nothing when `message` is NULL or `size` is 0.
void lsp_set_message(char *message, size_t size, const char *text);

/// Formats a message (printf-style, at most 255 bytes) into `message` and returns `status`.
lsp_status lsp_fail(lsp_status status, char *message, size_t message_size, const char *format, ...)
    __attribute__((format(printf, 4, 5)));

#endif
