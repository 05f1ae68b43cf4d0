/// Measures text for layout. The core is pure, so measurement is injected: tests use the
/// deterministic `FixedAdvanceTextMeasurer`; the renderer supplies one backed by real fonts (Pango),
/// so that the frames computed here fit the glyphs drawn there.
///
/// Line breaking is the core's (`TextLayoutEngine`): a measurer only answers the width of a run of
/// text on one line and the font's vertical metrics.
public protocol TextMeasurer: AnyObject {
    /// The advance width of `text` set on one line in `font`.
    func width(of text: Substring, font: Font) -> CGFloat
    /// The font's vertical metrics.
    func metrics(of font: Font) -> FontMetrics
    /// A name and version that identify the measurer's results (fonts and their versions), so that
    /// caches of rendered output can tell when measurements may have changed.
    var identifier: String { get }
}

/// A font's vertical metrics, in points.
public struct FontMetrics: Hashable, Sendable {
    /// From the top of a line to its baseline.
    public var ascent: CGFloat
    /// From the baseline to the bottom of a line.
    public var descent: CGFloat
    /// Extra space around every line, half above and half below it (part of each line's height).
    public var leading: CGFloat
    /// Extra space between two lines only: none above the first line or below the last, as
    /// SwiftUI sets multiline text (a one-line `Text` is its font's ascent and descent tall; each
    /// further line adds the text style's line height). The Pango measurer gives the system font
    /// the difference between Apple's published line height for the size and the ascent and
    /// descent (`PangoTextMeasurer`).
    public var lineSpacing: CGFloat

    /// Metrics of the given ascent, descent, leading and spacing between lines.
    public init(ascent: CGFloat, descent: CGFloat, leading: CGFloat = 0, lineSpacing: CGFloat = 0) {
        self.ascent = ascent
        self.descent = descent
        self.leading = leading
        self.lineSpacing = lineSpacing
    }

    /// The height of one line: its ascent, descent and leading.
    public var lineHeight: CGFloat { ascent + descent + leading }

    /// The distance from one line's top to the next's: `lineHeight` and `lineSpacing`.
    public var linePitch: CGFloat { lineHeight + lineSpacing }

    /// The height of `count` lines: each line's height and the spacing between them.
    public func height(ofLines count: Int) -> CGFloat {
        count <= 0 ? 0 : CGFloat(count) * lineHeight + CGFloat(count - 1) * lineSpacing
    }
}

/// A deterministic measurer for tests and for machines without fonts: every character advances by a
/// fixed fraction of the font size (wide, East Asian characters by twice that), and lines have fixed
/// metrics. With the defaults, 17-point text advances 8.5 per character and lines are 20.4 tall
/// (ascent 13.6, descent 3.4, leading 3.4).
public final class FixedAdvanceTextMeasurer: TextMeasurer, Sendable {
    /// The advance of an ordinary character, as a fraction of the font size.
    public let advance: CGFloat
    /// From the top of a line to its baseline, as a fraction of the font size.
    public let ascent: CGFloat
    /// From the baseline to the bottom of a line, as a fraction of the font size.
    public let descent: CGFloat
    /// Extra space between lines, as a fraction of the font size.
    public let leading: CGFloat
    /// Bold text is this much wider (fraction of the advance).
    public let boldExtra: CGFloat

    /// A measurer with the given fractions of the font size; the defaults give 8.5-point characters and 20.4-point lines at 17 points.
    public init(advance: CGFloat = 0.5, ascent: CGFloat = 0.8, descent: CGFloat = 0.2, leading: CGFloat = 0.2, boldExtra: CGFloat = 0.1) {
        self.advance = advance
        self.ascent = ascent
        self.descent = descent
        self.leading = leading
        self.boldExtra = boldExtra
    }

    /// The advance of `text`: one `advance` of the font size per character, two for wide characters, none for zero-width ones; bold is `boldExtra` wider.
    public func width(of text: Substring, font: Font) -> CGFloat {
        var units: CGFloat = 0
        for scalar in text.unicodeScalars {
            units += FixedAdvanceTextMeasurer.isWide(scalar) ? 2 : (FixedAdvanceTextMeasurer.isZeroWidth(scalar) ? 0 : 1)
        }
        let perUnit = font.size * advance * (font.weight.value >= 600 ? 1 + boldExtra : 1)
        return units * perUnit
    }

    /// Fixed fractions of the font size.
    public func metrics(of font: Font) -> FontMetrics {
        FontMetrics(ascent: font.size * ascent, descent: font.size * descent, leading: font.size * leading)
    }

    /// The measurer's parameters, so caches tell two measurers apart.
    public var identifier: String { "fixed-advance(\(advance),\(ascent),\(descent),\(leading),\(boldExtra))" }

    static func isZeroWidth(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x200B...0x200D, 0x2060, 0xFEFF, 0x0300...0x036F: return true
        default: return false
        }
    }

    /// East Asian wide characters: Hangul, CJK, kana, full-width forms.
    static func isWide(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x1F300...0x1FAFF, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
