import Yams

/// A plain YAML scalar as the scene format reads it: quoted text is always a string, plain text is
/// null, a boolean, a number or a string (YAML 1.2's core schema, which JSON's values also fit).
enum ScalarValue: Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)

    init(_ scalar: Node.Scalar) {
        let text = scalar.string
        if scalar.style != .plain && scalar.style != .any {
            self = .string(text)
            return
        }
        switch text {
        case "", "~", "null", "Null", "NULL": self = .null
        case "true", "True", "TRUE": self = .bool(true)
        case "false", "False", "FALSE": self = .bool(false)
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": self = .number(.infinity)
        case "-.inf", "-.Inf", "-.INF": self = .number(-.infinity)
        case ".nan", ".NaN", ".NAN": self = .number(.nan)
        default:
            // Swift's Double(_:) also reads "inf", "infinity" and "nan"; the scene format keeps those
            // as words so that only the places that allow infinity accept them.
            let lowered = text.lowercased()
            if let first = text.unicodeScalars.first, "+-.0123456789".unicodeScalars.contains(first),
               !lowered.contains("inf"), !lowered.contains("nan"), !lowered.hasPrefix("0x"), let value = Double(text) {
                self = .number(value)
            } else {
                self = .string(text)
            }
        }
    }
}

extension Node {
    /// The position of the node's first character (1-based), or 1:1 when libyaml gave none.
    var position: (line: Int, column: Int) {
        guard let mark else { return (1, 1) }
        return (Swift.max(mark.line, 1), Swift.max(mark.column, 1))
    }

    var scalarValue: ScalarValue? {
        if case .scalar(let scalar) = self { return ScalarValue(scalar) }
        return nil
    }
}

/// Edit distance with transpositions (optimal string alignment), for did-you-mean suggestions.
func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a.lowercased().unicodeScalars), b = Array(b.lowercased().unicodeScalars)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous2 = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            let cost = a[i - 1] == b[j - 1] ? 0 : 1
            var value = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                value = Swift.min(value, previous2[j - 2] + 1)
            }
            current[j] = value
        }
        (previous2, previous, current) = (previous, current, previous2)
    }
    return previous[b.count]
}

/// The candidate a mistyped word most likely meant: the closest by edit distance when it is close
/// (at most a third of the word, and at least 1), else one that starts with the word or that the
/// word starts with (`clip` → `clipShape`). Nil when nothing is plausible.
func suggestion(for word: String, among candidates: [String]) -> String? {
    guard !word.isEmpty, word.count <= 64 else { return nil }
    var best: (String, Int)?
    for candidate in candidates {
        let distance = editDistance(word, candidate)
        if best == nil || distance < best!.1 { best = (candidate, distance) }
    }
    if let (candidate, distance) = best, distance <= Swift.max(1, word.count / 3) {
        return candidate
    }
    let lowered = word.lowercased()
    if lowered.count >= 3 {
        if let match = candidates.first(where: { $0.lowercased().hasPrefix(lowered) }) { return match }
        if let match = candidates.first(where: { lowered.hasPrefix($0.lowercased()) && $0.count >= 3 }) { return match }
    }
    return nil
}

/// Formats a number as a person would write it in a scene file.
func formatNumber(_ value: Double) -> String {
    if value.isNaN { return "NaN" }
    if value.isInfinite { return value > 0 ? "infinity" : "-infinity" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return String(value)
}
