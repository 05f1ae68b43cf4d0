// Small, Foundation-free number formatting for human-readable diff messages.

enum NumberFormatting {
    /// `1234567` → `"1,234,567"`.
    static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var out = ""
        out.reserveCapacity(digits.count + digits.count / 3 + 1)
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return value < 0 ? "-" + out : out
    }

    /// `value` with exactly `decimals` digits after the point, rounded half away from zero.
    /// Intended for the small non-negative ratios and distances of diff reports.
    static func fixed(_ value: Double, decimals: Int) -> String {
        precondition(decimals >= 0 && decimals <= 15, "unsupported number of decimals")
        guard value.isFinite else { return String(value) }
        var scale: Double = 1
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (value.magnitude * scale).rounded(.toNearestOrAwayFromZero)
        guard scaled < 9.0e15 else { return String(value) }
        let units = UInt64(scaled)
        let whole = units / UInt64(scale)
        let fraction = units % UInt64(scale)
        var text = String(whole)
        if decimals > 0 {
            let fractionDigits = String(fraction)
            text += "." + String(repeating: "0", count: decimals - fractionDigits.count) + fractionDigits
        }
        return value < 0 && units != 0 ? "-" + text : text
    }

    /// A ratio with at least `minimumDecimals` decimals, and more when needed so that a
    /// non-zero value shows two significant digits instead of rounding to `0.0000`.
    static func ratio(_ value: Double, minimumDecimals: Int = 4) -> String {
        var decimals = minimumDecimals
        if value > 0 {
            var threshold = 1.0
            for _ in 0..<minimumDecimals { threshold /= 10 }
            // Add a decimal while the value would show fewer than two significant digits.
            while decimals < 12 && value < threshold * 10 {
                decimals += 1
                threshold /= 10
            }
        }
        return fixed(value, decimals: decimals)
    }
}
