#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(ucrt)
import ucrt
#endif

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
                     classes: UnsafeMutablePointer<UInt8>?) -> DiffTally {
        var tally = DiffTally()
        let width = expected.width
        let bytesPerRow = width * 4
        let a = UnsafeRawPointer(expected.base)
        let b = UnsafeRawPointer(actual.base)

        for y in rows {
            let rowStart = y &* bytesPerRow
            if memcmp(a + rowStart, b + rowStart, bytesPerRow) == 0 { continue }

            var x = 0
            while x < width {
                let offset = rowStart &+ x &* 4
                // Skip runs of identical pixels two at a time.
                if x &+ 1 < width,
                   a.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                    == b.loadUnaligned(fromByteOffset: offset, as: UInt64.self) {
                    x &+= 2
                    continue
                }
                if a.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
                    == b.loadUnaligned(fromByteOffset: offset, as: UInt32.self) {
                    x &+= 1
                    continue
                }

                let squared = YIQ.squaredDistance(expected.base + offset, actual.base + offset)
                if squared > tally.maxSquaredDistance { tally.maxSquaredDistance = squared }
                if squared > squaredLimit {
                    if !includeAntiAliasing
                        && (AntiAliasing.isAntiAliased(x: x, y: y, in: expected, other: actual)
                            || AntiAliasing.isAntiAliased(x: x, y: y, in: actual, other: expected)) {
                        tally.antiAliasedPixels &+= 1
                        classes?[y &* width &+ x] = PixelClass.antiAliased.rawValue
                    } else {
                        tally.differentPixels &+= 1
                        if x < tally.minX { tally.minX = x }
                        if x > tally.maxX { tally.maxX = x }
                        if y < tally.minY { tally.minY = y }
                        tally.maxY = y
                        classes?[y &* width &+ x] = PixelClass.different.rawValue
                    }
                }
                x &+= 1
            }
        }
        return tally
    }
}
