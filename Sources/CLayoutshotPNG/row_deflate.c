// A deflate compressor for PNG level 1, specialised for filtered image rows: the pixels of
// diagrams are mostly flat background, rows equal to the row above, axis-aligned lines, text, and
// diagonal hatching (a row equal to the row above shifted by one pixel). So instead of hashing
// every byte, as general compressors do, matches are looked for at a few distances that such
// pictures repeat at: the last match's distance, one pixel (runs), one row (the row above), one
// row ± one pixel (diagonals), and one candidate from a small hash table of 4-byte sequences that
// is updated only where a literal or a match starts. Matches, of 4 bytes or more, are extended 8
// bytes at a time and taken greedily. The symbols are coded in blocks of at most RD_MAX_ITEMS
// symbols, each as the smallest of a dynamic Huffman block, a fixed Huffman block and stored
// blocks (RFC 1951 3.2.4 to 3.2.7), so incompressible input grows by a few bytes per 64 KiB at
// most (rd_bound).
//
// Determinism: the output is a function of the input bytes, the row length and the bytes per
// pixel alone. The input is cut into segments of RD_SEGMENT bytes at fixed stream offsets
// whatever pieces the caller feeds, no match crosses a segment's end, and a block never spans two
// segments; every table starts zeroed; no decision reads a byte past the input seen; multi-byte
// loads are read as little-endian numbers on every machine; Huffman codes are built with ties
// broken by symbol number. No SIMD, threads, time or addresses are involved (Adler-32, a fixed
// function of the bytes, is libdeflate's).

#include "row_deflate.h"

#include <libdeflate.h>
#include <stdlib.h>
#include <string.h>

/// How far back a match may reach (RFC 1951 3.2.5: distances 1...32768).
#define RD_WINDOW 32768u
/// Input bytes compressed together; matches and blocks never cross a segment's end. At least
/// RD_WINDOW, so that after a segment its last RD_WINDOW bytes are the next one's history.
#define RD_SEGMENT (256u * 1024u)
/// The most symbols (literals and matches) in one block.
#define RD_MAX_ITEMS 65536u
/// log2 of the hash table's entries.
#define RD_HASH_BITS 15u
/// The shortest match taken; fewer bytes than this left in a segment are literals.
#define RD_MIN_MATCH 4u
#define RD_MAX_MATCH 258u

/// The block being gathered is a list of sequences: a number of literals, the next bytes of the
/// input, then a match, stored as distance code << 24 | (length - 3) << 15 | (distance - 1).
typedef struct {
    uint32_t literals;
    uint32_t match;
} rd_sequence;

struct rd_stream {
    size_t row_length, pixel_bytes;
    uint8_t *window;       // RD_WINDOW bytes of history, then the segment being filled
    size_t history;        // bytes of history before the segment (0 in the first segment)
    size_t fill;           // bytes of the segment filled
    uint32_t adler;
    uint32_t last_distance;
    uint32_t *hash;        // 1 << RD_HASH_BITS offsets in `window` of 4-byte sequences (see parse_fast)
    rd_sequence *sequences;  // the block's sequences (at most RD_MAX_ITEMS)
    size_t sequence_count;
    uint32_t literals;     // literals after the last sequence
    uint32_t lit_freq[286], dist_freq[30];
    uint8_t length_symbol[256];  // match length - 3 → length symbol - 257
    uint8_t distance_code[512];  // distance - 1 below 256, else 256 + (distance - 1) / 128 → code
    uint8_t *out;          // compressed bytes not yet taken, then room for the bit writer
    size_t out_length, out_capacity;
    uint64_t bits;         // bits not yet in `out`, the first in the lowest bit
    unsigned bit_count;    // how many (0...7 between writes)
    int failed;
    int finished;
};

// RFC 1951 3.2.5: the base length and extra bits of the length symbols 257...285, the base
// distance and extra bits of the distance codes 0...29.
static const uint16_t length_base[29] = { 3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31,
                                          35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258 };
static const uint8_t length_extra[29] = { 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2,
                                          3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0 };
static const uint16_t distance_base[30] = { 1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193,
                                            257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145,
                                            8193, 12289, 16385, 24577 };
static const uint8_t distance_extra[30] = { 0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6,
                                            7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13 };
/// RFC 1951 3.2.7: the order in which the code length code's lengths are sent.
static const uint8_t code_length_order[19] = { 16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15 };

// ---- Bytes as little-endian numbers, the same on every machine ----

/// The 4 bytes at `p` as a little-endian number.
static inline uint32_t load32(const uint8_t *p) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    uint32_t v;
    memcpy(&v, p, 4);
    return v;
#else
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
#endif
}

/// The 8 bytes at `p` as a little-endian number.
static inline uint64_t load64(const uint8_t *p) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    uint64_t v;
    memcpy(&v, p, 8);
    return v;
#else
    return (uint64_t)load32(p) | (uint64_t)load32(p + 4) << 32;
#endif
}

/// Writes `v` at `p` as 8 little-endian bytes.
static inline void store64(uint8_t *p, uint64_t v) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    memcpy(p, &v, 8);
#else
    for (int i = 0; i < 8; i++) p[i] = (uint8_t)(v >> (8 * i));
#endif
}

/// The number of trailing zero bits of `v` (not 0).
static inline unsigned trailing_zeros(uint64_t v) {
#if defined(__GNUC__) || defined(__clang__)
    return (unsigned)__builtin_ctzll(v);
#else
    unsigned n = 0;
    while (!(v & 1)) { v >>= 1; n++; }
    return n;
#endif
}

// ---- Output ----

/// Makes room for `count` more bytes in `out` past `out_length` plus 8 for the bit writer's
/// whole-word stores; 0 (and the stream failed) when out of memory.
static int reserve(rd_stream *s, size_t count) {
    if (s->failed) return 0;
    const size_t needed = s->out_length + count + 8;
    if (needed <= s->out_capacity) return 1;
    size_t capacity = s->out_capacity * 2;
    if (capacity < needed) capacity = needed;
    uint8_t *grown = realloc(s->out, capacity);
    if (grown == NULL) {
        s->failed = 1;
        return 0;
    }
    s->out = grown;
    s->out_capacity = capacity;
    return 1;
}

/// Adds the low `count` bits of `value` (count ≤ 32, value < 2^count) after the bits written.
/// Holds because bit_count ≤ 7 between calls: 7 + 32 < 64 bits in `bits`.
static inline void put_bits(rd_stream *s, uint64_t value, unsigned count) {
    s->bits |= value << s->bit_count;
    s->bit_count += count;
    // The whole bytes go to `out` (reserve made room for 8 past the block's bytes), the rest stays.
    store64(s->out + s->out_length, s->bits);
    s->out_length += s->bit_count >> 3;
    s->bits >>= s->bit_count & ~7u;  // bit_count ≤ 7 + 32 here: a shift of at most 32
    s->bit_count &= 7;
}

/// Pads the bits written with zeros to a whole byte (RFC 1951 3.2.4, before a stored block's LEN).
static void align_to_byte(rd_stream *s) {
    if (s->bit_count) put_bits(s, 0, 8 - s->bit_count);
}

// ---- Huffman codes (RFC 1951 3.2.2) ----

/// Code lengths for the `n` (≤ 288) symbols of `freq`, at most `limit` bits, into `lengths`:
/// a Huffman code (two-queue construction over the used symbols sorted by frequency, then
/// symbol number; at equal weights a leaf is taken before a merged node), its deepest codes
/// moved up until none is longer than `limit` (the method of JPEG's Annex K.3, which keeps the
/// code complete), and the lengths handed out again shortest to most frequent. With fewer than
/// two symbols used, two symbols get 1 bit so that every decoder sees a complete code.
static void build_lengths(const uint32_t *freq, unsigned n, unsigned limit, uint8_t *lengths) {
    uint16_t symbols[288];
    unsigned used = 0;
    memset(lengths, 0, n);
    for (unsigned s = 0; s < n; s++) if (freq[s]) symbols[used++] = (uint16_t)s;
    if (used < 2) {
        const unsigned first = used ? symbols[0] : 0;
        lengths[first] = 1;
        lengths[first == 0 ? 1 : 0] = 1;
        return;
    }
    // Sorted by (frequency, symbol), a total order, so the result is fixed: a stable radix sort by
    // frequency, in two 9-bit digits, of the symbols, which are in increasing order. A frequency is
    // below 2^18: a block has at most RD_MAX_ITEMS symbols and the end of block, a header at most
    // 286 + 30 code lengths.
    uint16_t sorted[288];
    for (unsigned shift = 0; shift < 18; shift += 9) {
        unsigned bucket[513] = { 0 };
        for (unsigned i = 0; i < used; i++) bucket[((freq[symbols[i]] >> shift) & 511) + 1]++;
        for (unsigned b = 1; b < 513; b++) bucket[b] += bucket[b - 1];
        for (unsigned i = 0; i < used; i++) sorted[bucket[(freq[symbols[i]] >> shift) & 511]++] = symbols[i];
        memcpy(symbols, sorted, used * sizeof *symbols);
    }
    // Nodes 0..used-1 are the leaves in that order, used..2*used-2 the merged nodes in the order
    // made (their weights never decrease, so the smallest two are at the queues' fronts).
    uint32_t weight[2 * 288];
    uint16_t parent[2 * 288];
    unsigned depth[2 * 288];
    for (unsigned i = 0; i < used; i++) weight[i] = freq[symbols[i]];
    unsigned leaf = 0, merged = used;
    for (unsigned next = used; next < 2 * used - 1; next++) {
        unsigned pick[2];
        for (int k = 0; k < 2; k++) {
            if (leaf < used && (merged == next || weight[leaf] <= weight[merged])) pick[k] = leaf++;
            else pick[k] = merged++;
        }
        weight[next] = weight[pick[0]] + weight[pick[1]];
        parent[pick[0]] = parent[pick[1]] = (uint16_t)next;
    }
    // A parent is made after its children: from the root down, each depth is its parent's + 1.
    const unsigned root = 2 * used - 2;
    depth[root] = 0;
    for (unsigned i = root; i-- > 0;) depth[i] = depth[parent[i]] + 1;
    // Codes per length; a depth is at most used - 1 < 288.
    unsigned count[288] = { 0 };
    unsigned deepest = 0;
    for (unsigned i = 0; i < used; i++) {
        count[depth[i]]++;
        if (depth[i] > deepest) deepest = depth[i];
    }
    // Two codes of the deepest length i become one of length i - 1, and one code of the longest
    // length j < i - 1 that has codes becomes two of length j + 1: the Kraft sum stays 1 and the
    // count of codes the same. Such a j ≥ 1 exists: were all codes at lengths i - 1 and i, there
    // would be at least 2^(i-1) ≥ 2^limit of them, more than the symbols (288 < 2^15, 19 < 2^7).
    // count[i] is even each time: the codes longer than i are gone, and the Kraft sum, 1, minus
    // the shorter codes' part is a multiple of 2^-(i-1).
    for (unsigned i = deepest; i > limit; i--) {
        while (count[i] > 0) {
            unsigned j = i - 2;
            while (count[j] == 0) j--;
            count[i] -= 2;
            count[i - 1] += 1;
            count[j + 1] += 2;
            count[j] -= 1;
        }
    }
    // The most frequent symbols (last in the sorted order) get the shortest codes.
    unsigned length = 1, i = used;
    while (i > 0) {
        while (count[length] == 0) length++;
        count[length]--;
        lengths[symbols[--i]] = (uint8_t)length;
    }
}

/// The canonical codes of RFC 1951 3.2.2 for `lengths` (at most 15 bits), bit-reversed because
/// the bit writer sends the lowest bit first and Huffman codes go most significant bit first
/// (RFC 1951 3.1.1).
static void build_codes(const uint8_t *lengths, unsigned n, uint16_t *codes) {
    unsigned count[16] = { 0 }, next[16];
    for (unsigned s = 0; s < n; s++) count[lengths[s]]++;
    count[0] = 0;
    unsigned code = 0;
    for (unsigned bits = 1; bits < 16; bits++) {
        code = (code + count[bits - 1]) << 1;
        next[bits] = code;
    }
    for (unsigned s = 0; s < n; s++) {
        const unsigned len = lengths[s];
        if (len == 0) { codes[s] = 0; continue; }
        unsigned c = next[len]++, reversed = 0;
        for (unsigned b = 0; b < len; b++) { reversed = (reversed << 1) | (c & 1); c >>= 1; }
        codes[s] = (uint16_t)reversed;
    }
}

// ---- Blocks ----

/// The data bits of the block's symbols under the given code lengths, extra bits included.
static uint64_t data_bits(const rd_stream *s, const uint8_t *lit_lengths, const uint8_t *dist_lengths) {
    uint64_t total = 0;
    for (unsigned i = 0; i < 257; i++) total += (uint64_t)s->lit_freq[i] * lit_lengths[i];
    for (unsigned i = 257; i < 286; i++) total += (uint64_t)s->lit_freq[i] * (lit_lengths[i] + length_extra[i - 257]);
    for (unsigned i = 0; i < 30; i++) total += (uint64_t)s->dist_freq[i] * (dist_lengths[i] + distance_extra[i]);
    return total;
}

/// Bits of `length` bytes as stored blocks of at most 65535 bytes (RFC 1951 3.2.4), starting
/// `bit_count` bits into a byte: each a 3-bit header, padding to a byte, LEN, NLEN and the bytes.
static uint64_t stored_bits(size_t length, unsigned bit_count) {
    uint64_t total = 0;
    unsigned at = bit_count;
    do {
        const size_t chunk = length < 65535 ? length : 65535;
        total += 3 + (8 - (at + 3) % 8) % 8 + 32 + 8 * (uint64_t)chunk;
        at = 0;
        length -= chunk;
    } while (length > 0);
    return total;
}

/// Writes the bytes [data, data + length) as stored blocks (RFC 1951 3.2.4), the last final if
/// `final`.
static void write_stored(rd_stream *s, const uint8_t *data, size_t length, int final) {
    do {
        const size_t chunk = length < 65535 ? length : 65535;
        length -= chunk;
        put_bits(s, (final && length == 0) ? 1 : 0, 3);  // BFINAL, BTYPE 00
        align_to_byte(s);
        put_bits(s, chunk | (uint32_t)(chunk ^ 0xFFFF) << 16, 32);  // LEN, NLEN
        memcpy(s->out + s->out_length, data, chunk);
        s->out_length += chunk;
        data += chunk;
    } while (length > 0);
}

/// Writes the block's symbols, whose bytes start at `data`, with the given codes, and the
/// end-of-block code. The bit writer's state and the tables are local copies here, so the
/// compiler keeps them in registers and does not reload them after each byte store. Bits are
/// stored after every three literals (at most 7 + 3 · 15 < 64 bits) and after each match (at
/// most 7 + 15 + 5 + 15 + 13 < 64); reserve made room for the block's bytes and 8 more for the
/// last store.
static void write_symbols(rd_stream *s, const uint8_t *data,
                          const uint16_t *restrict lit_codes, const uint8_t *restrict lit_lengths,
                          const uint16_t *dist_codes, const uint8_t *dist_lengths) {
    // Literals straight from the code tables. Per match length - 3: code and extra bits | bit
    // count << 24. Per distance code: code | length << 16 (the extra bits are added per match).
    uint32_t length_entry[256], distance_entry[30];
    for (unsigned i = 0; i < 256; i++) {
        const unsigned ls = s->length_symbol[i];
        length_entry[i] = (lit_codes[257 + ls] | (i + 3 - length_base[ls]) << lit_lengths[257 + ls])
                          | (uint32_t)(lit_lengths[257 + ls] + length_extra[ls]) << 24;
    }
    for (unsigned i = 0; i < 30; i++) distance_entry[i] = dist_codes[i] | (uint32_t)dist_lengths[i] << 16;
    const rd_sequence *const sequences = s->sequences;
    const size_t count = s->sequence_count;
    uint8_t *out = s->out + s->out_length;
    uint64_t bits = s->bits;
    unsigned n = s->bit_count;
    const uint8_t *in = data;
#define RD_PUT_LITERAL(byte) do { const unsigned b_ = (byte); bits |= (uint64_t)lit_codes[b_] << n; n += lit_lengths[b_]; } while (0)
#define RD_FLUSH() do { store64(out, bits); out += n >> 3; bits >>= n & ~7u; n &= 7; } while (0)
    for (size_t i = 0; i <= count; i++) {
        // The last round writes the literals after the last match.
        size_t literals = i < count ? sequences[i].literals : s->literals;
        for (; literals >= 3; literals -= 3, in += 3) {
            RD_PUT_LITERAL(in[0]); RD_PUT_LITERAL(in[1]); RD_PUT_LITERAL(in[2]);
            RD_FLUSH();
        }
        for (; literals > 0; literals--, in++) {
            RD_PUT_LITERAL(in[0]);
            RD_FLUSH();
        }
        if (i == count) break;
        const uint32_t match = sequences[i].match;
        const uint32_t length = length_entry[(match >> 15) & 0xFF];
        bits |= (uint64_t)(length & 0xFFFFFF) << n;
        n += length >> 24;
        const uint32_t distance = (match & 0x7FFF) + 1;
        const unsigned dc = match >> 24;
        const uint32_t entry = distance_entry[dc];
        bits |= (uint64_t)((entry & 0xFFFF) | (distance - distance_base[dc]) << (entry >> 16)) << n;
        n += (entry >> 16) + distance_extra[dc];
        RD_FLUSH();
        in += ((match >> 15) & 0xFF) + 3;
    }
#undef RD_PUT_LITERAL
#undef RD_FLUSH
    s->out_length = (size_t)(out - s->out);
    s->bits = bits;
    s->bit_count = n;
    put_bits(s, lit_codes[256], lit_lengths[256]);  // end of block
}

/// Writes the gathered symbols, which stand for the bytes [data, data + length), as one block,
/// the last of the stream if `final`: a dynamic Huffman block (RFC 1951 3.2.7), a fixed one
/// (3.2.6) or stored blocks (3.2.4), whichever is fewest bits (at equal size the first of those).
/// Then the symbol counts start again.
static void write_block(rd_stream *s, const uint8_t *data, size_t length, int final) {
    s->lit_freq[256] = 1;
    uint8_t lit_lengths[286], dist_lengths[30];
    build_lengths(s->lit_freq, 286, 15, lit_lengths);
    build_lengths(s->dist_freq, 30, 15, dist_lengths);

    // The dynamic header: HLIT and HDIST drop trailing unused codes (at least 257 and 1 remain).
    unsigned hlit = 286, hdist = 30;
    while (hlit > 257 && lit_lengths[hlit - 1] == 0) hlit--;
    while (hdist > 1 && dist_lengths[hdist - 1] == 0) hdist--;
    uint8_t all[286 + 30];
    memcpy(all, lit_lengths, hlit);
    memcpy(all + hlit, dist_lengths, hdist);
    // The lengths run-length coded as one sequence (3.2.7): 16 repeats the previous length 3-6
    // times, 17 writes 3-10 zeros, 18 writes 11-138. `runs` holds symbol | extra value << 5.
    uint16_t runs[286 + 30];
    unsigned run_count = 0;
    uint32_t cl_freq[19] = { 0 };
    for (unsigned i = 0, total = hlit + hdist; i < total;) {
        const uint8_t value = all[i];
        unsigned run = 1;
        while (i + run < total && all[i + run] == value) run++;
        i += run;
        if (value == 0) {
            while (run >= 11) {
                const unsigned r = run < 138 ? run : 138;
                runs[run_count++] = (uint16_t)(18 | (r - 11) << 5); cl_freq[18]++;
                run -= r;
            }
            if (run >= 3) { runs[run_count++] = (uint16_t)(17 | (run - 3) << 5); cl_freq[17]++; run = 0; }
        } else {
            runs[run_count++] = value; cl_freq[value]++;
            run--;
            while (run >= 3) {
                const unsigned r = run < 6 ? run : 6;
                runs[run_count++] = (uint16_t)(16 | (r - 3) << 5); cl_freq[16]++;
                run -= r;
            }
        }
        while (run > 0) { runs[run_count++] = value; cl_freq[value]++; run--; }
    }
    uint8_t cl_lengths[19];
    uint16_t cl_codes[19];
    build_lengths(cl_freq, 19, 7, cl_lengths);
    build_codes(cl_lengths, 19, cl_codes);
    unsigned hclen = 19;
    while (hclen > 4 && cl_lengths[code_length_order[hclen - 1]] == 0) hclen--;
    static const uint8_t run_extra[19] = { [16] = 2, [17] = 3, [18] = 7 };
    uint64_t dynamic = 3 + 5 + 5 + 4 + 3 * hclen;
    for (unsigned i = 0; i < run_count; i++) dynamic += cl_lengths[runs[i] & 31] + run_extra[runs[i] & 31];
    dynamic += data_bits(s, lit_lengths, dist_lengths);

    // The fixed code (3.2.6), over all 288 literal/length codes: 286 and 287 are never sent but
    // have codes, which the canonical construction must count for the 9-bit codes after them.
    uint8_t fixed_lit[288], fixed_dist[30];
    memset(fixed_lit, 8, 144); memset(fixed_lit + 144, 9, 112); memset(fixed_lit + 256, 7, 24);
    memset(fixed_lit + 280, 8, 8); memset(fixed_dist, 5, 30);
    const uint64_t fixed = 3 + data_bits(s, fixed_lit, fixed_dist);
    const uint64_t stored = stored_bits(length, s->bit_count);

    const uint64_t best = dynamic <= fixed ? (dynamic <= stored ? dynamic : stored) : (fixed <= stored ? fixed : stored);
    if (reserve(s, (size_t)(best / 8) + 2)) {
        if (best == dynamic) {
            uint16_t lit_codes[286], dist_codes[30];
            build_codes(lit_lengths, 286, lit_codes);
            build_codes(dist_lengths, 30, dist_codes);
            put_bits(s, (final ? 1 : 0) | 2 << 1, 3);  // BFINAL, BTYPE 10
            put_bits(s, (hlit - 257) | (hdist - 1) << 5 | (hclen - 4) << 10, 14);
            for (unsigned i = 0; i < hclen; i++) put_bits(s, cl_lengths[code_length_order[i]], 3);
            for (unsigned i = 0; i < run_count; i++) {
                const unsigned symbol = runs[i] & 31;
                put_bits(s, cl_codes[symbol] | (uint64_t)(runs[i] >> 5) << cl_lengths[symbol],
                         cl_lengths[symbol] + run_extra[symbol]);
            }
            write_symbols(s, data, lit_codes, lit_lengths, dist_codes, dist_lengths);
        } else if (best == fixed) {
            uint16_t lit_codes[288], dist_codes[30];
            build_codes(fixed_lit, 288, lit_codes);
            build_codes(fixed_dist, 30, dist_codes);
            put_bits(s, (final ? 1 : 0) | 1 << 1, 3);  // BFINAL, BTYPE 01
            write_symbols(s, data, lit_codes, fixed_lit, dist_codes, fixed_dist);
        } else {
            write_stored(s, data, length, final);
        }
    }
    s->sequence_count = 0;
    s->literals = 0;
    memset(s->lit_freq, 0, sizeof s->lit_freq);
    memset(s->dist_freq, 0, sizeof s->dist_freq);
}

// ---- Matching ----

/// How many bytes from `start` on (up to `limit`) `a` and `b` have in common, given that the
/// first `start` are equal. Reads a[0..limit) and b[0..limit) only: 8 bytes at a time while 8
/// remain before `limit`, then one at a time.
static inline size_t extend(const uint8_t *a, const uint8_t *b, size_t start, size_t limit) {
    size_t n = start;
    while (n + 8 <= limit) {
        const uint64_t x = load64(a + n) ^ load64(b + n);
        if (x) return n + (trailing_zeros(x) >> 3);
        n += 8;
    }
    while (n < limit && a[n] == b[n]) n++;
    return n;
}

/// The hash table slot of the 4 bytes `v`.
static inline uint32_t hash4(uint32_t v) {
    return (v * 0x9E3779B1u) >> (32 - RD_HASH_BITS);
}

/// The distance code (RFC 1951 3.2.5) of distance `d` (1...32768), from the stream's table.
static inline unsigned distance_code(const rd_stream *s, uint32_t d) {
    const uint32_t x = d - 1;
    return s->distance_code[x < 256 ? x : 256 + (x >> 7)];  // x ≤ 32767: index ≤ 511
}

#if defined(__GNUC__) || defined(__clang__)
#define RD_ALWAYS_INLINE inline __attribute__((always_inline))
#else
#define RD_ALWAYS_INLINE inline
#endif

/// Where the parse of a segment is, and the block being gathered: its symbols are its literals,
/// (p - block_start) - matched, and its `count` matches.
typedef struct {
    const uint8_t *p;
    const uint8_t *literal_start;  // where the literals since the last match start
    const uint8_t *block_start;
    size_t count;                  // sequences in the block
    size_t matched;                // bytes of the block in matches
    uint32_t last;                 // the last match's distance
} rd_cursor;

/// Adds a match of `length` bytes at `distance` at the cursor to the block and moves past it.
static RD_ALWAYS_INLINE void add_match(rd_stream *restrict s, rd_cursor *c, size_t length, uint32_t distance) {
    const unsigned code = distance_code(s, distance);
    rd_sequence *const sequence = &s->sequences[c->count++];  // count < RD_MAX_ITEMS: see compress_segment
    sequence->literals = (uint32_t)(c->p - c->literal_start);
    sequence->match = (uint32_t)code << 24 | (uint32_t)(length - 3) << 15 | (distance - 1);
    s->lit_freq[257 + s->length_symbol[length - 3]]++;
    s->dist_freq[code]++;
    c->last = distance;
    c->p += length;
    c->matched += length;
    c->literal_start = c->p;
}

/// The parse where it is simplest and most of the time goes: from the cursor to `stop`, where
/// every distance up to RD_WINDOW reaches into the window, 8 bytes or more are left before `end`
/// (stop ≤ end - 7) and the block has room for each step's symbol. Candidates at distances
/// `pixel`, the last match's, `row` - `pixel`, `row`, `row` + `pixel` (all ≤ RD_WINDOW) and the
/// hash's. Called with `pixel` a constant where it can be, so that the compiler can address the
/// candidates from two pointers with constant offsets, leaving registers for the rest.
static RD_ALWAYS_INLINE void parse_fast(rd_stream *restrict s, rd_cursor *c, const uint8_t *stop, const uint8_t *end,
                                        const uint32_t pixel, const uint32_t row) {
    const uint8_t *const window = s->window;
    uint32_t *restrict const hash = s->hash;
    uint32_t *restrict const lit_freq = s->lit_freq;
    const uint8_t *p = c->p;
    uint32_t last = c->last;
    while (p < stop) {
        const uint32_t here = load32(p);
        // Offsets in the window, kept as they are when the window moves down by RD_SEGMENT, a
        // multiple of RD_WINDOW: a difference of two, taken modulo RD_WINDOW, is the distance
        // between the two places if they are less than RD_WINDOW apart. A stale or colliding
        // entry only gives a distance (1...RD_WINDOW) to compare bytes at.
        const uint32_t position = (uint32_t)(p - window);
        const uint32_t slot = hash4(here);
        const uint32_t h = ((position - hash[slot] - 1) & (RD_WINDOW - 1)) + 1;
        hash[slot] = position;
        // Most positions are literals: first only whether any candidate's first 4 bytes are
        // equal, without a branch each.
        const uint8_t *const above = p - row;
        const int any = (int)(load32(p - pixel) == here) | (int)(load32(p - last) == here) | (int)(load32(above + pixel) == here)
                      | (int)(load32(above) == here) | (int)(load32(above - pixel) == here) | (int)(load32(p - h) == here);
        if (!any) {
            lit_freq[*p]++;
            p++;
            continue;
        }
        // How many of the first 8 bytes are equal at each candidate, up to 7: the trailing zero
        // bytes of the difference, with the top bit set so that it is never 0 (p - d + 8 ≤ p + 8
        // ≤ end).
        const uint64_t here8 = load64(p);
        const uint32_t d[6] = { pixel, last, row - pixel, row, row + pixel, h };
        unsigned equal[6];
#define RD_EQUAL(k) equal[k] = trailing_zeros((here8 ^ load64(p - d[k])) | 1ull << 63) >> 3
        RD_EQUAL(0); RD_EQUAL(1); RD_EQUAL(2); RD_EQUAL(3); RD_EQUAL(4); RD_EQUAL(5);
#undef RD_EQUAL
        // The first of the longest in the order of `d`: the pixel distance first (on flat areas
        // it is the whole match at once, and the cheapest distance to code), then the last
        // match's (along diagonals), then the row's neighbours from nearest to farthest, then the
        // hash's. `any` makes the longest at least 4.
        unsigned best = equal[0], which = 0;
#define RD_PICK(k) if (equal[k] > best) { best = equal[k]; which = k; }
        RD_PICK(1) RD_PICK(2) RD_PICK(3) RD_PICK(4) RD_PICK(5)
#undef RD_PICK
        size_t length = best;
        uint32_t distance = d[which];
        if (best == 7) {
            // At least 7 equal: extend each such candidate (the longest wins, the first at equal
            // lengths), skipping one that differs where the best so far ends.
            const size_t remaining = (size_t)(end - p);
            const size_t limit = remaining < RD_MAX_MATCH ? remaining : RD_MAX_MATCH;  // ≥ 8
            length = extend(p, p - distance, 7, limit);
            for (unsigned k = which + 1; k < 6 && length < limit; k++) {
                if (equal[k] == 7 && d[k] != distance && p[length] == (p - d[k])[length]) {
                    const size_t other = extend(p, p - d[k], 7, limit);
                    if (other > length) { length = other; distance = d[k]; }
                }
            }
        }
        c->p = p;
        add_match(s, c, length, distance);
        p = c->p;
        last = distance;
    }
    c->p = p;
    c->last = last;
}

/// One step of the parse anywhere (near the stream's start or the segment's end): the same
/// candidates as parse_fast, each checked for being in the window (d ≤ reach) and for its bytes
/// being input (limit).
static void parse_step(rd_stream *restrict s, rd_cursor *c, const uint8_t *oldest, const uint8_t *end,
                       const uint32_t pixel, const uint32_t row) {
    const uint8_t *const p = c->p;
    const size_t remaining = (size_t)(end - p);
    if (remaining < RD_MIN_MATCH) {  // too few bytes left for a match: a literal
        s->lit_freq[*p]++;
        c->p++;
        return;
    }
    const uint32_t here = load32(p);  // p + 4 ≤ end
    const uint32_t position = (uint32_t)(p - s->window);
    const uint32_t slot = hash4(here);
    const uint32_t hashed = ((position - s->hash[slot] - 1) & (RD_WINDOW - 1)) + 1;
    s->hash[slot] = position;
    const size_t limit = remaining < RD_MAX_MATCH ? remaining : RD_MAX_MATCH;
    const size_t back = (size_t)(p - oldest);
    const uint32_t reach = back < RD_WINDOW ? (uint32_t)back : RD_WINDOW;
    size_t best = 0;
    uint32_t best_distance = 0;
    // In parse_fast's order; a candidate must have its first 4 bytes equal, and to be longer than
    // the best so far, its byte at `best` (best < limit ≤ remaining: p[best] is input).
    const uint32_t order[6] = { pixel, c->last, row - pixel, row, row + pixel, hashed };
    for (int k = 0; k < 6 && best < limit; k++) {
        const uint32_t d = order[k];
        if (d <= reach && d != best_distance && load32(p - d) == here && (best == 0 || p[best] == (p - d)[best])) {
            const size_t length = extend(p, p - d, 4, limit);
            if (length > best) { best = length; best_distance = d; }
        }
    }
    if (best == 0) {
        s->lit_freq[*p]++;
        c->p++;
    } else {
        add_match(s, c, best, best_distance);
    }
}

/// Compresses the filled segment into symbols and blocks; the last block is final if `final`.
/// Every byte read is in [segment - history, segment + fill): the window's history and the
/// segment's input.
static void compress_segment(rd_stream *s, int final) {
    uint8_t *const segment = s->window + RD_WINDOW;
    const uint8_t *const oldest = segment - s->history;
    const uint8_t *const end = segment + s->fill;
    // From here on every distance up to RD_WINDOW reaches into the window.
    const uint8_t *const everywhere = oldest + RD_WINDOW;
    // The candidates besides the last match's and the hash's: a pixel back, a row back, a row
    // and a pixel back either way. For rows too long for that (row + pixel > RD_WINDOW, wider
    // than 8191 pixels of 4 bytes), two pixels stand for the row instead. row_length >
    // pixel_bytes (a row holds a filter byte and at least one pixel), so every distance is ≥ 1.
    const uint32_t pixel = (uint32_t)s->pixel_bytes;
    const uint32_t row = s->row_length + pixel <= RD_WINDOW ? (uint32_t)s->row_length : 2 * pixel;
    // The previous segment's last block was written: the block starts empty here.
    rd_cursor c = { segment, segment, segment, 0, 0, s->last_distance };
    while (c.p < end) {
        const size_t symbols = (size_t)(c.p - c.block_start) - c.matched + c.count;
        if (symbols >= RD_MAX_ITEMS) {
            s->sequence_count = c.count;
            s->literals = (uint32_t)(c.p - c.literal_start);
            write_block(s, c.block_start, (size_t)(c.p - c.block_start), 0);
            c.count = 0;
            c.matched = 0;
            c.block_start = c.literal_start = c.p;
            continue;
        }
        if (c.p >= everywhere && end - c.p >= 8) {
            // Each step adds one symbol and takes at least one byte: fewer than `room` steps
            // are taken before p reaches p + room, so the block never has more than
            // RD_MAX_ITEMS symbols.
            const size_t room = RD_MAX_ITEMS - symbols;
            const uint8_t *stop = end - 7;
            if ((size_t)(stop - c.p) > room) stop = c.p + room;
            if (pixel == 3) parse_fast(s, &c, stop, end, 3, row);
            else if (pixel == 4) parse_fast(s, &c, stop, end, 4, row);
            else parse_fast(s, &c, stop, end, pixel, row);
        } else {
            parse_step(s, &c, oldest, end, pixel, row);
        }
    }
    s->sequence_count = c.count;
    s->literals = (uint32_t)(c.p - c.literal_start);
    s->last_distance = c.last;
    if (c.p > c.block_start || final) write_block(s, c.block_start, (size_t)(end - c.block_start), final);
}

/// Compresses the full segment and moves its last RD_WINDOW bytes down as the next one's history.
static void next_segment(rd_stream *s) {
    s->adler = libdeflate_adler32(s->adler, s->window + RD_WINDOW, s->fill);
    compress_segment(s, 0);
    // RD_SEGMENT ≥ RD_WINDOW: the segment's last RD_WINDOW bytes start at window + RD_SEGMENT.
    memmove(s->window, s->window + RD_SEGMENT, RD_WINDOW);
    s->history = RD_WINDOW;
    s->fill = 0;
}

// ---- Interface ----

rd_stream *rd_create(size_t row_length, size_t pixel_bytes) {
    if (pixel_bytes == 0 || pixel_bytes > 8 || row_length <= pixel_bytes || row_length > UINT32_MAX / 2) return NULL;
    rd_stream *s = calloc(1, sizeof *s);
    if (s == NULL) return NULL;
    s->row_length = row_length;
    s->pixel_bytes = pixel_bytes;
    s->adler = 1;
    s->window = malloc(RD_WINDOW + RD_SEGMENT);  // only bytes written as input are read
    s->hash = calloc((size_t)1 << RD_HASH_BITS, sizeof *s->hash);
    s->sequences = malloc(RD_MAX_ITEMS * sizeof *s->sequences);
    if (s->window == NULL || s->hash == NULL || s->sequences == NULL || !reserve(s, 2)) {
        rd_destroy(s);
        return NULL;
    }
    for (unsigned symbol = 0; symbol < 29; symbol++) {
        const unsigned last = symbol == 27 ? 257 : length_base[symbol] + (1u << length_extra[symbol]) - 1;
        for (unsigned length = length_base[symbol]; length <= last && length <= 258; length++)
            s->length_symbol[length - 3] = (uint8_t)symbol;
    }
    // Distances 257 and up fall in codes of 128 or more distances each, aligned to 128.
    for (unsigned code = 0; code < 30; code++) {
        for (unsigned d = distance_base[code]; d < distance_base[code] + (1u << distance_extra[code]); d++) {
            const unsigned x = d - 1;
            s->distance_code[x < 256 ? x : 256 + (x >> 7)] = (uint8_t)code;
        }
    }
    s->last_distance = (uint32_t)pixel_bytes;
    // RFC 1950 2.2: CM 8 (deflate), CINFO 7 (32 KiB window); FLEVEL 0 (fastest), FCHECK so that
    // the 16-bit header is a multiple of 31 (0x7801 = 31 · 991).
    s->out[0] = 0x78;
    s->out[1] = 0x01;
    s->out_length = 2;
    return s;
}

void rd_destroy(rd_stream *s) {
    if (s == NULL) return;
    free(s->window);
    free(s->hash);
    free(s->sequences);
    free(s->out);
    free(s);
}

uint8_t *rd_input(rd_stream *s, size_t *space) {
    if (s->failed || s->finished) { *space = 0; return NULL; }
    // A full segment is compressed only when more input comes, so that rd_finish knows which
    // block is the last.
    if (s->fill == RD_SEGMENT) next_segment(s);
    *space = RD_SEGMENT - s->fill;
    return s->window + RD_WINDOW + s->fill;
}

void rd_commit(rd_stream *s, size_t count) {
    s->fill += count;
}

int rd_write(rd_stream *s, const uint8_t *data, size_t length) {
    while (length > 0) {
        size_t space;
        uint8_t *to = rd_input(s, &space);
        if (to == NULL) return 0;
        const size_t count = length < space ? length : space;
        memcpy(to, data, count);
        rd_commit(s, count);
        data += count;
        length -= count;
    }
    return !s->failed;
}

int rd_finish(rd_stream *s) {
    if (s->failed || s->finished) return !s->failed;
    s->adler = libdeflate_adler32(s->adler, s->window + RD_WINDOW, s->fill);
    compress_segment(s, 1);
    if (reserve(s, 5)) {
        align_to_byte(s);
        for (int i = 3; i >= 0; i--) s->out[s->out_length++] = (uint8_t)(s->adler >> (8 * i));  // RFC 1950: big-endian
    }
    s->finished = 1;
    return !s->failed;
}

const uint8_t *rd_output(const rd_stream *s, size_t *length) {
    *length = s->out_length;
    return s->out;
}

void rd_take(rd_stream *s, size_t count) {
    memmove(s->out, s->out + count, s->out_length - count);
    s->out_length -= count;
}

int rd_failed(const rd_stream *s) {
    return s->failed;
}

uint64_t rd_bound(uint64_t length) {
    // Each block is at most its bytes as stored blocks: per stored block of ≤ 65535 bytes, 3 header
    // bits and padding (≤ 2 bytes with the previous block's last bits) and LEN, NLEN (4 bytes).
    // A block ends at RD_MAX_ITEMS symbols (each ≥ 1 byte) or at a segment's end, so there are at
    // most length / 65535 + length / RD_MAX_ITEMS + length / RD_SEGMENT + 2 stored blocks. Plus
    // the zlib header (2), the final padding (1) and the Adler-32 (4).
    const uint64_t blocks = length / 65535 + length / RD_MAX_ITEMS + length / RD_SEGMENT + 2;
    return length + 6 * blocks + 2 + 1 + 4;
}
