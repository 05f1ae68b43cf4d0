import LayoutshotScene

/// A comma-separated command-line list that could not be read; the message names the bad item
/// and the fix.
public struct ArgumentListError: Error, Equatable, CustomStringConvertible {
    public let message: String
    public var description: String { message }
}

/// Reads the comma-separated lists of `--widths` and `--format`.
public enum ArgumentLists {
    /// `argument` as a POSIX shell reads it back: unchanged when it holds only letters, digits and
    /// `-_./,:=@+`, else in single quotes (a quote inside written `'\''`).
    public static func shellQuoted(_ argument: String) -> String {
        let plain = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./,:=@+")
        if !argument.isEmpty && argument.allSatisfy(plain.contains) { return argument }
        return "'" + argument.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// `"320,480,768"` → `[320, 480, 768]`: whole numbers of points within
    /// `RenderOptions.lengthRange`, at least one, no repeats.
    public static func widths(_ text: String) throws(ArgumentListError) -> [Int] {
        let range = RenderOptions.lengthRange
        let example = "e.g. --widths 320,480,768"
        var widths: [Int] = []
        for raw in items(text) {
            if raw.isEmpty {
                throw ArgumentListError(message: "--widths has an empty item in '\(text)'; separate whole numbers with commas (\(example))")
            }
            guard let width = Int(raw) else {
                let number = Double(raw)
                let why: String
                if let number, number.isNaN { why = "is not a number" }
                else if let number, !number.isFinite { why = "is infinite" }
                else if let number, number < 0 { why = "is negative" }
                else if let number, number != number.rounded() { why = "is not a whole number of points" }
                else if number != nil { why = "is far too wide" }
                else { why = "is not a number" }
                throw ArgumentListError(message: "--widths: '\(raw)' \(why); widths are whole points from \(range.lowerBound) to \(range.upperBound) (\(example))")
            }
            guard range.contains(width) else {
                let why = width < range.lowerBound ? (width < 0 ? "is negative" : "is too small") : "is too wide"
                throw ArgumentListError(message: "--widths: \(width) \(why); widths are whole points from \(range.lowerBound) to \(range.upperBound) (\(example))")
            }
            if widths.contains(width) {
                throw ArgumentListError(message: "--widths: \(width) appears twice; list each width once (\(example))")
            }
            widths.append(width)
        }
        return widths
    }

    /// `"png,svg"` → `[.png, .svg]`: known formats, at least one, no repeats.
    public static func formats(_ text: String) throws(ArgumentListError) -> [RenderOptions.ImageFormat] {
        let known = RenderOptions.ImageFormat.allCases.map(\.rawValue).joined(separator: ", ")
        var formats: [RenderOptions.ImageFormat] = []
        for raw in items(text) {
            guard let format = RenderOptions.ImageFormat(rawValue: raw.lowercased()) else {
                throw ArgumentListError(message: "--format: '\(raw)' is not a format; use \(known), comma-separated (e.g. --format png,svg)")
            }
            if formats.contains(format) {
                throw ArgumentListError(message: "--format: \(raw) appears twice; list each format once (e.g. --format png,svg)")
            }
            formats.append(format)
        }
        return formats
    }

    private static func items(_ text: String) -> [String] {
        text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
    }
}
