/// A font, as SwiftUI's `Font`: a size, a weight and a design. The text styles have the sizes of
/// iOS's default Dynamic Type setting (body 17, title 28, …).
public struct Font: Hashable, Sendable, CustomStringConvertible {
    /// The point size, within `Font.sizeRange`: a size that is not a positive finite number is 17
    /// (the body size), and one above the range is the range's upper end, so that text sizes stay
    /// finite whatever the string.
    public var size: CGFloat {
        didSet { size = Font.sanitizedSize(size) }
    }
    /// Font sizes Layoutshot lays out: positive, at most 100,000 points.
    public static let sizeRange: ClosedRange<CGFloat> = CGFloat.leastNonzeroMagnitude...100_000

    static func sanitizedSize(_ size: CGFloat) -> CGFloat {
        guard size.isFinite, size > 0 else { return 17 }
        return Swift.min(size, sizeRange.upperBound)
    }
    /// The weight of the letters.
    public var weight: Weight
    /// The design: default, serif, rounded or monospaced.
    public var design: Design
    /// Whether the font is italic.
    public var isItalic: Bool = false
    /// The width of the letters, as `width(_:)` sets it (the renderer draws a narrower width in a
    /// condensed face when the fonts have one: `FontResolution`).
    public var fontWidth: Width = .standard
    /// The text style it was made from ("body"), for labels.
    public var styleName: String?
    /// The family a `Font.custom(_:size:)` font names (its PostScript or family name); nil for
    /// the system font. The renderer draws it from the user's font files (`FontFiles`).
    public var customName: String?
    /// The distance from one baseline to the next that the font's text style has on its platform
    /// (macOS's table: `Font.TextStyle.macOSFont`), set when a text style is resolved for macOS;
    /// nil elsewhere, where the renderer takes Apple's iOS line height for the point size. Lines
    /// are never closer than the font's own line (title's 26 points on macOS is less than SF Pro's
    /// 26.25-point line at 22 points: its lines are 26.25 apart).
    public var lineHeight: CGFloat?
    /// The text style a custom font's size scales with under Dynamic Type (body for
    /// `custom(_:size:)`, the style given to `custom(_:size:relativeTo:)`); nil for a fixed size.
    public var scalingStyle: TextStyle?

    /// A font of `size` points in the given weight and design.
    public init(size: CGFloat, weight: Weight = .regular, design: Design = .default) {
        self.size = Font.sanitizedSize(size)
        self.weight = weight
        self.design = design
    }

    /// A system font of `size` points, as SwiftUI's `Font.system(size:weight:design:)`.
    public static func system(size: CGFloat, weight: Weight = .regular, design: Design = .default) -> Font {
        Font(size: size, weight: weight, design: design)
    }

    /// A font from the user's own font files named `name` (a family or PostScript name), as
    /// SwiftUI's `Font.custom(_:size:)`: its size scales with Dynamic Type as body text does.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        custom(name, size: size, relativeTo: .body)
    }

    /// A custom font whose size scales with Dynamic Type as `textStyle` does, as SwiftUI's
    /// `Font.custom(_:size:relativeTo:)`.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        var font = Font(size: size)
        font.customName = name
        font.scalingStyle = textStyle
        return font
    }

    /// A custom font of a size that Dynamic Type does not change, as SwiftUI's
    /// `Font.custom(_:fixedSize:)`.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        var font = Font(size: fixedSize)
        font.customName = name
        return font
    }

    /// The system font of a text style, as SwiftUI's `Font.system(_:design:weight:)`.
    public static func system(_ style: TextStyle, design: Design = .default, weight: Weight? = nil) -> Font {
        var font = style.font
        font.design = design
        if let weight { font.weight = weight }
        return font
    }

    /// The weight of a font, from ultra light to black, as SwiftUI's `Font.Weight`.
    public enum Weight: String, Hashable, CaseIterable, Sendable {
        /// The nine weights, lightest first.
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        /// A CSS-style numeric weight (100…900).
        public var value: Int {
            switch self {
            case .ultraLight: return 100
            case .thin: return 200
            case .light: return 300
            case .regular: return 400
            case .medium: return 500
            case .semibold: return 600
            case .bold: return 700
            case .heavy: return 800
            case .black: return 900
            }
        }
    }

    /// The design of a font, as SwiftUI's `Font.Design`.
    public enum Design: String, Hashable, CaseIterable, Sendable {
        /// The default (sans serif), serif, rounded and monospaced designs.
        case `default`, serif, rounded, monospaced
    }

    /// The text styles of Dynamic Type, as SwiftUI's `Font.TextStyle`.
    public enum TextStyle: String, Hashable, CaseIterable, Sendable {
        /// The styles, largest first: at the default size, 34, 28, 22, 20, 17 (semibold), 15, 17, 16, 13, 12 and 11 points.
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        var font: Font {
            var font: Font
            switch self {
            case .largeTitle: font = Font(size: 34)
            case .title: font = Font(size: 28)
            case .title2: font = Font(size: 22)
            case .title3: font = Font(size: 20)
            case .headline: font = Font(size: 17, weight: .semibold)
            case .subheadline: font = Font(size: 15)
            case .body: font = Font(size: 17)
            case .callout: font = Font(size: 16)
            case .footnote: font = Font(size: 13)
            case .caption: font = Font(size: 12)
            case .caption2: font = Font(size: 11)
            }
            font.styleName = rawValue
            return font
        }
    }

    /// The large title style: 34 pt at the default text size.
    public static let largeTitle = TextStyle.largeTitle.font
    /// The title style: 28 pt.
    public static let title = TextStyle.title.font
    /// The second title style: 22 pt.
    public static let title2 = TextStyle.title2.font
    /// The third title style: 20 pt.
    public static let title3 = TextStyle.title3.font
    /// The headline style: 17 pt semibold.
    public static let headline = TextStyle.headline.font
    /// The subheadline style: 15 pt.
    public static let subheadline = TextStyle.subheadline.font
    public static let body = TextStyle.body.font
    /// The callout style: 16 pt.
    public static let callout = TextStyle.callout.font
    /// The footnote style: 13 pt.
    public static let footnote = TextStyle.footnote.font
    /// The caption style: 12 pt.
    public static let caption = TextStyle.caption.font
    /// The second caption style: 11 pt.
    public static let caption2 = TextStyle.caption2.font

    /// The font in another weight.
    public func weight(_ weight: Weight) -> Font {
        var copy = self
        copy.weight = weight
        return copy
    }

    /// The font in bold.
    public func bold() -> Font { weight(.bold) }

    /// The font in italic.
    public func italic() -> Font {
        var copy = self
        copy.isItalic = true
        return copy
    }

    public static func == (lhs: Font, rhs: Font) -> Bool {
        lhs.size == rhs.size && lhs.weight == rhs.weight && lhs.design == rhs.design && lhs.isItalic == rhs.isItalic
            && lhs.fontWidth == rhs.fontWidth && lhs.customName == rhs.customName && lhs.lineHeight == rhs.lineHeight
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(size)
        hasher.combine(weight)
        hasher.combine(design)
        hasher.combine(isItalic)
        hasher.combine(fontWidth)
        hasher.combine(customName)
        hasher.combine(lineHeight)
    }

    public var description: String {
        // Plain statements: one `??` chain of closures here took the type checker half a second.
        var text: String
        var styleWeight: Font.Weight?
        if let styleName {
            text = "." + styleName
            styleWeight = Font.TextStyle(rawValue: styleName)?.font.weight
        } else if let customName {
            text = ".custom(\"" + customName + "\", size: " + formatLength(size) + ")"
        } else {
            text = ".system(size: " + formatLength(size) + ")"
        }
        if weight != .regular && weight != styleWeight {
            text += ".weight(." + weight.rawValue + ")"
        }
        if isItalic { text += ".italic()" }
        if fontWidth != .standard { text += ".width(\(fontWidth))" }
        return text
    }
}

extension Font {
    /// The width of a font's letters, as SwiftUI's `Font.Width`
    /// (https://developer.apple.com/documentation/swiftui/font/width): compressed, condensed,
    /// standard, expanded, or a value between −1 and 1. A non-finite value is standard.
    public struct Width: Hashable, Sendable, CustomStringConvertible {
        /// The width, from −1 (narrowest) to 1 (widest); 0 is standard.
        public let value: CGFloat
        /// A width of `value`; a non-finite value is standard.
        public init(_ value: CGFloat) { self.value = value.isFinite ? value : 0 }
        /// The compressed, condensed, standard and expanded widths.
        public static let compressed = Width(-0.3), condensed = Width(-0.2), standard = Width(0), expanded = Width(0.2)

        public var description: String {
            switch self {
            case .compressed: return ".compressed"
            case .condensed: return ".condensed"
            case .standard: return ".standard"
            case .expanded: return ".expanded"
            default: return "Font.Width(\(formatLength(value)))"
            }
        }
    }

    /// The font with another width, as SwiftUI's `Font.width(_:)`: measured and drawn in a face of
    /// that width where the fonts have one (see `FontResolution.width(for:)`).
    public func width(_ width: Width) -> Font {
        var copy = self
        copy.fontWidth = width
        return copy
    }
    /// The font with monospaced digits (measured as it is).
    public func monospacedDigit() -> Font { self }
    /// The font with another line spacing, as SwiftUI's `Font.leading(_:)`; measured with its own.
    public func leading(_ leading: Leading) -> Font { self }

    /// Line spacing of a font, as SwiftUI's `Font.Leading`.
    public enum Leading: Hashable, Sendable { case standard, tight, loose }
}
