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
    public var weight: Weight
    public var design: Design
    public var isItalic: Bool = false
    /// The width of the letters, as `width(_:)` sets it (the renderer draws a narrower width in a
    /// condensed face when the fonts have one: `FontResolution`).
    public var fontWidth: Width = .standard
    /// The text style it was made from ("body"), for labels.
    public var styleName: String?

    public init(size: CGFloat, weight: Weight = .regular, design: Design = .default) {
        self.size = Font.sanitizedSize(size)
        self.weight = weight
        self.design = design
    }

    public static func system(size: CGFloat, weight: Weight = .regular, design: Design = .default) -> Font {
        Font(size: size, weight: weight, design: design)
    }

    public static func system(_ style: TextStyle, design: Design = .default, weight: Weight? = nil) -> Font {
        var font = style.font
        font.design = design
        if let weight { font.weight = weight }
        return font
    }

    public enum Weight: String, Hashable, CaseIterable, Sendable {
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

    public enum Design: String, Hashable, CaseIterable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    public enum TextStyle: String, Hashable, CaseIterable, Sendable {
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

    public static let largeTitle = TextStyle.largeTitle.font
    public static let title = TextStyle.title.font
    public static let title2 = TextStyle.title2.font
    public static let title3 = TextStyle.title3.font
    public static let headline = TextStyle.headline.font
    public static let subheadline = TextStyle.subheadline.font
    public static let body = TextStyle.body.font
    public static let callout = TextStyle.callout.font
    public static let footnote = TextStyle.footnote.font
    public static let caption = TextStyle.caption.font
    public static let caption2 = TextStyle.caption2.font

    public func weight(_ weight: Weight) -> Font {
        var copy = self
        copy.weight = weight
        return copy
    }

    public func bold() -> Font { weight(.bold) }

    public func italic() -> Font {
        var copy = self
        copy.isItalic = true
        return copy
    }

    public static func == (lhs: Font, rhs: Font) -> Bool {
        lhs.size == rhs.size && lhs.weight == rhs.weight && lhs.design == rhs.design && lhs.isItalic == rhs.isItalic
            && lhs.fontWidth == rhs.fontWidth
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(size)
        hasher.combine(weight)
        hasher.combine(design)
        hasher.combine(isItalic)
        hasher.combine(fontWidth)
    }

    public var description: String {
        var text = styleName.map { ".\($0)" } ?? ".system(size: \(formatLength(size)))"
        if weight != .regular && (styleName == nil || weight != Font.TextStyle(rawValue: styleName!)?.font.weight) {
            text += ".weight(.\(weight.rawValue))"
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
        public let value: CGFloat
        public init(_ value: CGFloat) { self.value = value.isFinite ? value : 0 }
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
    public func leading(_ leading: Leading) -> Font { self }

    /// Line spacing of a font, as SwiftUI's `Font.Leading`.
    public enum Leading: Hashable, Sendable { case standard, tight, loose }
}
