/// How one pixel compared, as recorded in an optional per-pixel class map.
enum PixelClass: UInt8 {
    /// Identical, or within the threshold.
    case similar = 0
    /// Over the threshold and counted.
    case different = 1
    /// Over the threshold but excused as anti-aliasing.
    case antiAliased = 2
}

/// Running totals of one scan over a band of rows; bands merge in any order to the same totals.
struct DiffTally {
    var differentPixels = 0
    var antiAliasedPixels = 0
    var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
    var maxSquaredDistance = 0.0

    var changedBounds: PixelBounds? {
        differentPixels == 0 ? nil : PixelBounds(minX: minX, minY: minY, maxX: maxX, maxY: maxY)
    }

    mutating func merge(_ other: DiffTally) {
        differentPixels += other.differentPixels
        antiAliasedPixels += other.antiAliasedPixels
        minX = Swift.min(minX, other.minX)
        minY = Swift.min(minY, other.minY)
        maxX = Swift.max(maxX, other.maxX)
        maxY = Swift.max(maxY, other.maxY)
        maxSquaredDistance = Swift.max(maxSquaredDistance, other.maxSquaredDistance)
    }
}

/// The hot loop: compares a band of rows of two same-sized images.
enum DiffScan {
    /// Scans `rows` of `expected` against `actual`.
    ///
    /// Identical rows are skipped with one `memcmp`; inside a differing row, identical pixels are
    /// skipped by comparing words; the YIQ distance is computed only for pixels whose bytes differ,
    /// and the anti-aliasing test only for pixels over `squaredLimit`. Nothing is allocated.
    /// When `classes` is given, pixels over the limit are recorded there (one byte per pixel,
    /// untouched for similar pixels, so it must start zeroed).
    static func scan(expected: PixelPlane, actual: PixelPlane, rows: Range<Int>,
                     squaredLimit: Double, includeAntiAliasing: Bool,
                     classes: PixelClassMap) -> DiffTally {
        var tally = DiffTally()
        let width = expected.width

        for y in rows {
            if expected.rowEquals(actual, row: y) { continue }

            var x = 0
            while x < width {
                let offset = expected.offset(x, y)
                // Skip runs of identical pixels two at a time.
                if x &+ 1 < width, expected.pairWord(atOffset: offset) == actual.pairWord(atOffset: offset) {
                    x &+= 2
                    continue
                }
                if expected.word(atOffset: offset) == actual.word(atOffset: offset) {
                    x &+= 1
                    continue
                }

                let squared = YIQ.squaredDistance(expected.pixel(atOffset: offset), actual.pixel(atOffset: offset))
                if squared > tally.maxSquaredDistance { tally.maxSquaredDistance = squared }
                if squared > squaredLimit {
                    if !includeAntiAliasing
                        && (AntiAliasing.isAntiAliased(x: x, y: y, in: expected, other: actual)
                            || AntiAliasing.isAntiAliased(x: x, y: y, in: actual, other: expected)) {
                        tally.antiAliasedPixels &+= 1
                        classes.set(x, y, PixelClass.antiAliased.rawValue)
                    } else {
                        tally.differentPixels &+= 1
                        if x < tally.minX { tally.minX = x }
                        if x > tally.maxX { tally.maxX = x }
                        if y < tally.minY { tally.minY = y }
                        tally.maxY = y
                        classes.set(x, y, PixelClass.different.rawValue)
                    }
                }
                x &+= 1
            }
        }
        return tally
    }
}
