/// A font request: size in pixels, weight and slant, and optionally the family tried first and
/// the tracking. The other families come from the engine's `FontSet`, so every description names
/// them explicitly.
public struct TextFont: Hashable, Sendable {
    /// Font weights on the CSS/OpenType scale. The standard font set has every weight (Inter's
    /// nine); in a set with fewer files a weight resolves to the nearest one it has.
    public enum Weight: Int, Hashable, Sendable, CaseIterable {
        case thin = 100, ultraLight = 200, light = 300, regular = 400, medium = 500
        case semibold = 600, bold = 700, heavy = 800, black = 900
    }

    /// The em size in pixels (user units).
    public var size: Double
    /// Regular, bold, … (resolved to the nearest file in the font set).
    public var weight: Weight
    /// Synthesised oblique in the standard font set.
    public var italic: Bool
    /// The width of the letters: a Pango stretch. Drawn in a face of that width when the font set
    /// has one (`FontSet.optionalFiles`); otherwise in the nearest face it has (Pango synthesises
    /// no width).
    public var width: Width
    /// The family tried before the set's own families (`Inter Display` for large system text, a
    /// user's custom font); nil: the set's families alone.
    public var family: String?
    /// Space added after every character (grapheme cluster), in pixels (user units), as Core
    /// Text's tracking: the text is that much wider per character, the last one included.
    public var tracking: Double

    /// Letter widths, as Pango's `PangoStretch` names them.
    public enum Width: Hashable, Sendable, CaseIterable {
        case extraCondensed, condensed, normal, expanded
    }

    public init(size: Double, weight: Weight = .regular, italic: Bool = false, width: Width = .normal,
                family: String? = nil, tracking: Double = 0) {
        self.size = size
        self.weight = weight
        self.italic = italic
        self.width = width
        self.family = family
        self.tracking = tracking.isFinite ? tracking : 0
    }

    /// A regular font of `size` px.
    public static func regular(_ size: Double) -> TextFont { TextFont(size: size) }

    /// A bold font of `size` px.
    public static func bold(_ size: Double) -> TextFont { TextFont(size: size, weight: .bold) }
}

/// Vertical metrics of a font, in pixels. Ascent and descent are the largest over all families of
/// the font set, so a line of Latin and a line of Hangul get the same height.
public struct FontMetrics: Hashable, Sendable {
    /// Distance from the top of the line box to the baseline.
    public var ascent: Double
    /// Distance from the baseline to the bottom of the line box.
    public var descent: Double
    /// `ascent + descent`: the height of a single line.
    public var lineHeight: Double { ascent + descent }

    public init(ascent: Double, descent: Double) {
        self.ascent = ascent
        self.descent = descent
    }
}

/// Which point of a line of text `TextEngine.draw` places at the given coordinates.
public enum TextAnchor: Hashable, Sendable {
    /// The left end of the baseline.
    case baseline
    /// The top-left corner of the line box (`FontMetrics.ascent` above the baseline).
    case topLeft
}
