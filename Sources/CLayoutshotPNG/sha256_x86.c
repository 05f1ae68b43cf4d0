// SHA-256 (FIPS 180-4) on the x86 SHA extensions, for the tool's digests of the files it writes
// (`RenderCache`): a rendered picture of several megabytes is hashed about ten times as fast as
// by the portable Swift code (`SHA256` in LayoutshotTool), which the caller falls back to where
// these instructions are missing (`lsp_sha256` returns 0 there, and on other architectures).
//
// The state is kept as the instructions want it: (A, B, E, F) and (C, D, G, H) in two registers;
// each `sha256rnds2` does two rounds, `sha256msg1`/`sha256msg2` extend the message schedule four
// words at a time (Intel® SHA Extensions, Intel's white paper of 2013, and the Intel® 64 and
// IA-32 Architectures Software Developer's Manual, volume 2, SHA256RNDS2/SHA256MSG1/SHA256MSG2).

#include "CLayoutshotPNG.h"

#include <stdint.h>
#include <string.h>

#if defined(__x86_64__)
#include <cpuid.h>
#include <immintrin.h>

static const uint32_t K[64] = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
};

/// Whether this processor has the SHA extensions and SSSE3/SSE4.1, which the code below uses.
static int has_sha_extensions(void) {
    unsigned a, b, c, d;
    if (!__get_cpuid(1, &a, &b, &c, &d)) return 0;
    const int ssse3 = (c >> 9) & 1, sse41 = (c >> 19) & 1;
    if (!__get_cpuid_count(7, 0, &a, &b, &c, &d)) return 0;
    const int sha = (b >> 29) & 1;
    return ssse3 && sse41 && sha;
}

/// `blocks` 64-byte blocks from `data` into `state` (A...H in order).
__attribute__((target("sha,sse4.1,ssse3")))
static void sha256_blocks(uint32_t state[8], const uint8_t *data, size_t blocks) {
    // Big-endian words from the bytes.
    const __m128i byteSwap = _mm_set_epi64x(0x0c0d0e0f08090a0bULL, 0x0405060700010203ULL);
    __m128i dcba = _mm_loadu_si128((const __m128i *)&state[0]);
    __m128i hgfe = _mm_loadu_si128((const __m128i *)&state[4]);
    __m128i cdab = _mm_shuffle_epi32(dcba, 0xB1);
    __m128i efgh = _mm_shuffle_epi32(hgfe, 0x1B);
    __m128i abef = _mm_alignr_epi8(cdab, efgh, 8);
    __m128i cdgh = _mm_blend_epi16(efgh, cdab, 0xF0);
    for (; blocks > 0; blocks--, data += 64) {
        const __m128i abefStart = abef, cdghStart = cdgh;
        __m128i w[4];
#pragma GCC unroll 16
        for (int group = 0; group < 16; group++) {
            __m128i words;
            if (group < 4) {
                words = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(data + 16 * group)), byteSwap);
            } else {
                // W[t..t+3] from W[t-16..t-1]: msg1 adds σ0 of W[t-15..t-12] to W[t-16..t-13],
                // then W[t-7..t-4] is added, and msg2 adds σ1 of W[t-2..t+1].
                const __m128i previous = w[(group - 1) & 3];
                __m128i partial = _mm_sha256msg1_epu32(w[group & 3], w[(group + 1) & 3]);
                partial = _mm_add_epi32(partial, _mm_alignr_epi8(previous, w[(group + 2) & 3], 4));
                words = _mm_sha256msg2_epu32(partial, previous);
            }
            w[group & 3] = words;
            __m128i withK = _mm_add_epi32(words, _mm_loadu_si128((const __m128i *)&K[4 * group]));
            cdgh = _mm_sha256rnds2_epu32(cdgh, abef, withK);
            withK = _mm_shuffle_epi32(withK, 0x0E);
            abef = _mm_sha256rnds2_epu32(abef, cdgh, withK);
        }
        abef = _mm_add_epi32(abef, abefStart);
        cdgh = _mm_add_epi32(cdgh, cdghStart);
    }
    __m128i feba = _mm_shuffle_epi32(abef, 0x1B);
    __m128i dchg = _mm_shuffle_epi32(cdgh, 0xB1);
    dcba = _mm_blend_epi16(feba, dchg, 0xF0);
    hgfe = _mm_alignr_epi8(dchg, feba, 8);
    _mm_storeu_si128((__m128i *)&state[0], dcba);
    _mm_storeu_si128((__m128i *)&state[4], hgfe);
}

int lsp_sha256(const uint8_t *data, size_t length, uint8_t digest[32]) {
    static int available = -1;  // a benign race: every thread computes the same answer
    if (available < 0) available = has_sha_extensions();
    if (!available) return 0;
    uint32_t state[8] = {
        0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
    };
    const size_t whole = length / 64;
    sha256_blocks(state, data, whole);
    // The last partial block, 0x80, zeros and the message length in bits: one or two blocks.
    uint8_t tail[128] = { 0 };
    const size_t rest = length - whole * 64;
    if (rest) memcpy(tail, data + whole * 64, rest);
    tail[rest] = 0x80;
    const size_t tailBlocks = rest < 56 ? 1 : 2;
    const uint64_t bits = (uint64_t)length * 8;
    for (int i = 0; i < 8; i++) tail[tailBlocks * 64 - 1 - i] = (uint8_t)(bits >> (8 * i));
    sha256_blocks(state, tail, tailBlocks);
    for (int i = 0; i < 8; i++) {
        digest[4 * i] = (uint8_t)(state[i] >> 24);
        digest[4 * i + 1] = (uint8_t)(state[i] >> 16);
        digest[4 * i + 2] = (uint8_t)(state[i] >> 8);
        digest[4 * i + 3] = (uint8_t)state[i];
    }
    return 1;
}

#else

int lsp_sha256(const uint8_t *data, size_t length, uint8_t digest[32]) {
    (void)data; (void)length; (void)digest;
    return 0;
}

#endif
