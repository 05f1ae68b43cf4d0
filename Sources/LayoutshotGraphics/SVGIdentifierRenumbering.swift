/// Rewrites cairo's SVG element ids so that equal drawings give equal bytes.
///
/// Cairo names some SVG elements after process-global counters (`surface12`, `image7`), so the same
/// drawing made twice in one process differs. Every id of the form `letters` + `digits` (optionally
/// followed by more, as in `glyph0-3`), whether defined (`id="…"`) or referenced (`#…`, as in
/// `xlink:href="#surface5"` and `url(#clip1)`), gets its number replaced by a per-prefix counter in
/// order of first appearance. Ids without digits (cairo's `alpha` filter) are left alone.
///
/// Cairo also writes one bitmap twice when its copy of it was remade between two uses: a colour
/// emoji's glyph image lives in cairo's process-wide glyph cache, which evicts entries at random
/// when full (other drawings, on other threads too, fill it). So before renumbering, an
/// `<image id="…" …/>` definition equal to an earlier one after its id is dropped and its uses
/// point at the earlier one: the document depends only on what was drawn.
enum SVGIdentifierRenumbering {
    static func renumber(_ svg: [UInt8]) -> [UInt8] {
        let (svg, aliases) = mergingDuplicateImages(svg)
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
                var key = Array(bytes[nameStart..<j])
                if let original = aliases[key] { key = original }
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

    /// `svg` without the `<image>` definitions that repeat an earlier one byte for byte after
    /// their id, and the dropped ids mapped to the ids they repeat.
    static func mergingDuplicateImages(_ svg: [UInt8]) -> (svg: [UInt8], aliases: [[UInt8]: [UInt8]]) {
        let opening = Array("<image id=\"".utf8)
        let closing = Array("/>".utf8)
        var firstWithBody: [ArraySlice<UInt8>: [UInt8]] = [:]
        var aliases: [[UInt8]: [UInt8]] = [:]
        var dropped: [Range<Int>] = []
        var searchFrom = 0
        while let start = firstIndex(of: opening, in: svg, from: searchFrom) {
            let idStart = start + opening.count
            guard let idEnd = svg[idStart...].firstIndex(of: UInt8(ascii: "\"")),
                  let close = firstIndex(of: closing, in: svg, from: idEnd) else { break }
            var end = close + closing.count
            if end < svg.count, svg[end] == UInt8(ascii: "\n") { end += 1 }
            let id = Array(svg[idStart..<idEnd])
            let body = svg[idEnd..<close]
            if let original = firstWithBody[body] {
                aliases[id] = original
                dropped.append(start..<end)
            } else {
                firstWithBody[body] = id
            }
            searchFrom = end
        }
        guard !dropped.isEmpty else { return (svg, [:]) }
        var result: [UInt8] = []
        result.reserveCapacity(svg.count)
        var copiedUpTo = 0
        for range in dropped {
            result.append(contentsOf: svg[copiedUpTo..<range.lowerBound])
            copiedUpTo = range.upperBound
        }
        result.append(contentsOf: svg[copiedUpTo...])
        return (result, aliases)
    }

    /// Where `pattern` next occurs in `bytes` at or after `from`.
    private static func firstIndex(of pattern: [UInt8], in bytes: [UInt8], from: Int) -> Int? {
        guard let first = pattern.first, pattern.count <= bytes.count else { return nil }
        var i = from
        let last = bytes.count - pattern.count
        while i <= last {
            if bytes[i] == first, bytes[i..<(i + pattern.count)].elementsEqual(pattern) { return i }
            i += 1
        }
        return nil
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
