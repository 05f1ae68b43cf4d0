// libFuzzer target for the PNG decoders (Scripts/fuzz builds it with -fsanitize=fuzzer,address,
// undefined). Every input goes through the limit check and both decoders as PNGCodec drives them:
// a size query, then a decode into a buffer of exactly the size reported, with the default
// limits (16,384 px a side, 100 megapixels) lowered to 4 megapixels so that valid huge images do
// not make the run slow. What the two decoders decode must be the same pixels.
#include "CLayoutshotPNG.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

static const uint32_t max_side = 16384;
static const uint64_t max_pixels = 4u << 20;

static int decode(lsp_decoder decoder, const uint8_t *data, size_t size, uint8_t **pixels, uint32_t *w, uint32_t *h) {
    char message[256];
    *pixels = NULL;
    lsp_status status = lsp_png_decode_rgba_using(decoder, data, size, max_side, max_pixels, w, h, NULL, 0,
                                                  message, sizeof message);
    if (status != LSP_OK) return 0;
    size_t count = (size_t)*w * *h * 4;
    *pixels = malloc(count ? count : 1);
    if (*pixels == NULL) return 0;
    status = lsp_png_decode_rgba_using(decoder, data, size, max_side, max_pixels, w, h, *pixels, count,
                                       message, sizeof message);
    if (status != LSP_OK) {
        free(*pixels);
        *pixels = NULL;
        return 0;
    }
    return 1;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    uint8_t *automatic = NULL, *libpng = NULL;
    uint32_t aw = 0, ah = 0, lw = 0, lh = 0;
    const int decoded_automatic = decode(LSP_DECODER_AUTOMATIC, data, size, &automatic, &aw, &ah);
    const int decoded_libpng = decode(LSP_DECODER_LIBPNG, data, size, &libpng, &lw, &lh);
    // The fast decoder only decodes what libpng decodes, to the same pixels.
    if (decoded_automatic && decoded_libpng) {
        if (aw != lw || ah != lh || memcmp(automatic, libpng, (size_t)aw * ah * 4) != 0) abort();
    } else if (decoded_automatic != decoded_libpng) {
        abort();
    }
    free(automatic);
    free(libpng);
    return 0;
}
