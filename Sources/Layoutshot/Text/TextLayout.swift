/// Text broken into lines for one proposal: what `Text` measures to and what a renderer draws.
public struct TextLayout: Equatable, Sendable {
    /// One line of the text.
    public struct Line: Equatable, Sendable {
        /// The characters on the line (without the spaces where it broke).
        public var text: String
        /// Its advance width.
        public var width: CGFloat
        /// Its top, from the top of the text.
        public var top: CGFloat
        /// Its baseline, from the top of the text.
        public var baseline: CGFloat
    }

    /// The lines, top to bottom.
    public var lines: [Line]
    /// The size of the text: its widest line, and its lines' height.
    public var size: CGSize
    /// True when lines were cut by a line limit or the proposed height (the last one ends in "…").
    public var isTruncated: Bool
    /// The font the text is set in.
    public var font: Font
    /// The font's vertical metrics.
    public var metrics: FontMetrics

    /// The first line's baseline, from the top of the text (the `firstTextBaseline` guide).
    public var firstBaseline: CGFloat { lines.first?.baseline ?? 0 }
    /// The last line's baseline, from the top of the text (the `lastTextBaseline` guide).
    public var lastBaseline: CGFloat { lines.last?.baseline ?? 0 }
}

/// The core's line breaking, shared by every measurer so that layout and drawing agree:
///
/// - explicit newlines always break;
/// - otherwise lines break at spaces (a space at a break is dropped), greedily: a line takes words
///   while they fit the width;
/// - a word wider than the width alone breaks between characters (grapheme clusters), and only then;
///   no hyphen is added;
/// - when there are more lines than the line limit (or than fit a proposed height, at least one),
///   the last line kept ends in "…", shortened until it fits.
public enum TextLayoutEngine {
    static let ellipsis = "…"
    /// Tolerance for comparing widths (floating-point sums).
    static let epsilon: CGFloat = 1e-6

    /// Breaks `string` into lines for `width` (nil: one line per paragraph) with the core's rules, keeping at most `lineLimit` lines and those that fit `height`.
    ///
    /// `lineSpacing` is added between lines (`.lineSpacing(_:)`), over the font's own; a negative
    /// amount brings lines closer, never so close that they overlap.
    public static func layout(_ string: String, font: Font, width: CGFloat?, lineLimit: Int?, height: CGFloat? = nil,
                              lineSpacing: CGFloat = 0, measurer: TextMeasurer) -> TextLayout {
        let metrics = measurer.metrics(of: font)
        let lineHeight = Swift.max(metrics.lineHeight, 0)
        let extra = lineSpacing.isFinite ? lineSpacing : 0
        let linePitch = Swift.max(metrics.linePitch + extra, lineHeight)
        var maxLines = lineLimit.map { Swift.max($0, 1) } ?? Int.max
        if let height, height.isFinite, lineHeight > 0 {
            // How many lines the height holds, as a Double first: a huge height over a tiny line
            // (1e21 / 20.4, or anything over a 1e-300-point font) holds more lines than an Int counts,
            // and then the height sets no limit.
            let fitting = ((height + (linePitch - lineHeight) + epsilon) / linePitch).rounded(.down)
            if fitting < CGFloat(maxLines) {
                maxLines = Swift.max(1, Int(fitting))
            }
        }
        let limit = (width.map { $0.isFinite ? Swift.max($0, 0) : nil } ?? nil)

        var texts: [Substring] = []
        var truncated = false
        paragraphs: for paragraph in string.split(separator: "\n", omittingEmptySubsequences: false) {
            for line in breakParagraph(paragraph, font: font, width: limit, measurer: measurer) {
                if texts.count == maxLines {
                    truncated = true
                    break paragraphs
                }
                texts.append(line)
            }
        }

        var lines: [TextLayout.Line] = []
        lines.reserveCapacity(texts.count)
        for (index, text) in texts.enumerated() {
            var content = String(text)
            if truncated && index == texts.count - 1 {
                content = truncate(content, font: font, width: limit, measurer: measurer)
            }
            let top = CGFloat(index) * linePitch
            lines.append(.init(text: content, width: measurer.width(of: Substring(content), font: font), top: top, baseline: top + metrics.leading / 2 + metrics.ascent))
        }
        if string.isEmpty { lines = [] }
        let width = lines.reduce(0) { Swift.max($0, $1.width) }
        return TextLayout(lines: lines, size: CGSize(width: width, height: lines.isEmpty ? 0 : CGFloat(lines.count - 1) * linePitch + lineHeight), isTruncated: truncated, font: font, metrics: metrics)
    }

    /// Greedy breaking of one paragraph (no newlines in it).
    static func breakParagraph(_ paragraph: Substring, font: Font, width: CGFloat?, measurer: TextMeasurer) -> [Substring] {
        guard let width else { return [paragraph.trimmingTrailingSpaces()] }
        var lines: [Substring] = []
        var lineStart: Substring.Index? = nil
        var lineEnd = paragraph.startIndex
        var lineWidth: CGFloat = 0
        var index = paragraph.startIndex

        func flush() {
            if let start = lineStart { lines.append(paragraph[start..<lineEnd]) }
            lineStart = nil
            lineWidth = 0
        }

        while index < paragraph.endIndex {
            // The spaces before the next word, and the word.
            let spaceStart = index
            while index < paragraph.endIndex, paragraph[index] == " " { index = paragraph.index(after: index) }
            var wordStart = index
            while index < paragraph.endIndex, paragraph[index] != " " { index = paragraph.index(after: index) }
            guard wordStart < index else { break }
            // Spaces that open the paragraph belong to its first line (as in SwiftUI, and as in the
            // one-line layout for a nil width); only spaces where a line breaks are dropped.
            if lineStart == nil && lines.isEmpty && spaceStart == paragraph.startIndex { wordStart = spaceStart }
            let word = paragraph[wordStart..<index]
            let wordWidth = measurer.width(of: word, font: font)
            if lineStart != nil {
                let spaceWidth = measurer.width(of: paragraph[spaceStart..<wordStart], font: font)
                if lineWidth + spaceWidth + wordWidth <= width + epsilon {
                    lineWidth += spaceWidth + wordWidth
                    lineEnd = index
                    continue
                }
                flush()
            }
            if wordWidth <= width + epsilon {
                lineStart = wordStart
                lineEnd = index
                lineWidth = wordWidth
            } else {
                // The word alone is too wide: break it between characters.
                var pieceStart = wordStart
                var pieceWidth: CGFloat = 0
                var cursor = wordStart
                while cursor < index {
                    let next = paragraph.index(after: cursor)
                    let w = measurer.width(of: paragraph[cursor..<next], font: font)
                    if pieceStart < cursor && pieceWidth + w > width + epsilon {
                        lines.append(paragraph[pieceStart..<cursor])
                        pieceStart = cursor
                        pieceWidth = 0
                    }
                    pieceWidth += w
                    cursor = next
                }
                lineStart = pieceStart
                lineEnd = index
                lineWidth = pieceWidth
            }
        }
        flush()
        if lines.isEmpty { lines.append(paragraph[paragraph.startIndex..<paragraph.startIndex]) }
        return lines
    }

    /// The line shortened until it and "…" fit the width (at least "…").
    static func truncate(_ line: String, font: Font, width: CGFloat?, measurer: TextMeasurer) -> String {
        var text = Substring(line)
        while true {
            let candidate = String(text.trimmingTrailingSpaces()) + ellipsis
            if text.isEmpty || width == nil || measurer.width(of: Substring(candidate), font: font) <= width! + epsilon {
                return candidate
            }
            text = text.dropLast()
        }
    }
}

extension String {
    func trimmingTrailingSpacesString() -> String {
        guard last == " " else { return self }
        return String(Substring(self).trimmingTrailingSpaces())
    }
}

extension Substring {
    func trimmingTrailingSpaces() -> Substring {
        var end = endIndex
        while end > startIndex, self[index(before: end)] == " " { end = index(before: end) }
        return self[startIndex..<end]
    }
}
