/// Rewrites cairo's SVG element ids so that equal drawings give equal bytes.
///
/// Cairo names some SVG elements after process-global counters (`surface12`, `image7`), so the same
/// drawing made twice in one process differs. Every id of the form `letters` + `digits` (optionally
/// followed by more, as in `glyph0-3`), whether defined (`id="…"`) or referenced (`#…`, as in
/// `xlink:href="#surface5"` and `url(#clip1)`), gets its number replaced by a per-prefix counter in
/// order of first appearance. Ids without digits (cairo's `alpha` filter) are left alone.
enum SVGIdentifierRenumbering {
    static func renumber(_ svg: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(svg.count + svg.count / 64)
        var mapping: [[UInt8]: [UInt8]] = [:]  // prefix + old number -> new number
        var counters: [[UInt8]: Int] = [:]
        let idMarker = Array("id=\"".utf8)
        let hash = UInt8(ascii: "#")

        svg.withUnsafeBufferPointer { bytes in
            let count = bytes.count
            var i = 0
            var copiedUpTo = 0
            while i < count {
                // Find where a name may start: after `#` or after `id="`.
                var nameStart = -1
                if bytes[i] == hash {
                    nameStart = i + 1
                } else if bytes[i] == idMarker[0], i + 4 <= count, bytes[i + 1] == idMarker[1],
                          bytes[i + 2] == idMarker[2], bytes[i + 3] == idMarker[3],
                          i == 0 || !isLetter(bytes[i - 1]) {
                    nameStart = i + 4
                }
                guard nameStart >= 0 else { i += 1; continue }
                var j = nameStart
                while j < count, isLetter(bytes[j]) { j += 1 }
                let digitsStart = j
                while j < count, isDigit(bytes[j]) { j += 1 }
                guard digitsStart > nameStart, j > digitsStart else { i = max(i + 1, digitsStart); continue }

                let prefix = Array(bytes[nameStart..<digitsStart])
                let key = Array(bytes[nameStart..<j])
                let number: [UInt8]
                if let known = mapping[key] {
                    number = known
                } else {
                    let next = counters[prefix, default: 0] + 1
                    counters[prefix] = next
                    number = Array(String(next).utf8)
                    mapping[key] = number
                }
                result.append(contentsOf: bytes[copiedUpTo..<digitsStart])
                result.append(contentsOf: number)
                copiedUpTo = j
                i = j
            }
            result.append(contentsOf: bytes[copiedUpTo..<count])
        }
        return result
    }

    @inline(__always)
    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
    }

    @inline(__always)
    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= 0x30 && byte <= 0x39
    }
}
