// The PNG module's error messages (see png_error.h).
#include "png_error.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

void lsp_set_message(char *message, size_t size, const char *text) {
    if (message == NULL || size == 0) return;
    strncpy(message, text, size - 1);
    message[size - 1] = '\0';
}

lsp_status lsp_fail(lsp_status status, char *message, size_t message_size, const char *format, ...) {
    char text[256];
    va_list arguments;
    va_start(arguments, format);
    vsnprintf(text, sizeof text, format, arguments);
    va_end(arguments);
    lsp_set_message(message, message_size, text);
    return status;
}
