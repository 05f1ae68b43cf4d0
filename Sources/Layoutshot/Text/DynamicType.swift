extension Font.TextStyle {
    /// The style's point size at a Dynamic Type size: Apple's published iOS table (Human Interface
    /// Guidelines, Typography, "Dynamic Type sizes",
    /// https://developer.apple.com/design/human-interface-guidelines/typography#Specifications).
    /// `large` is the default and matches `Font.body` and the other text styles.
    public func size(for dynamicTypeSize: DynamicTypeSize) -> CGFloat {
        let column: Int
        switch self {
        case .largeTitle: column = 0
        case .title: column = 1
        case .title2: column = 2
        case .title3: column = 3
        case .headline: column = 4
        case .body: column = 5
        case .callout: column = 6
        case .subheadline: column = 7
        case .footnote: column = 8
        case .caption: column = 9
        case .caption2: column = 10
        }
        return Font.TextStyle.dynamicTypeTable[DynamicTypeSize.allCases.firstIndex(of: dynamicTypeSize)!][column]
    }

    /// Rows: xSmall … accessibility5; columns: large title, title 1, title 2, title 3, headline, body,
    /// callout, subheadline, footnote, caption 1, caption 2.
    static let dynamicTypeTable: [[CGFloat]] = [
        [31, 25, 19, 17, 14, 14, 13, 12, 12, 11, 11],
        [32, 26, 20, 18, 15, 15, 14, 13, 12, 11, 11],
        [33, 27, 21, 19, 16, 16, 15, 14, 12, 11, 11],
        [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11],
        [36, 30, 24, 22, 19, 19, 18, 17, 15, 14, 13],
        [38, 32, 26, 24, 21, 21, 20, 19, 17, 16, 15],
        [40, 34, 28, 26, 23, 23, 22, 21, 19, 18, 17],
        [44, 38, 34, 31, 28, 28, 26, 25, 23, 22, 20],
        [48, 43, 39, 37, 33, 33, 32, 30, 27, 26, 24],
        [52, 48, 44, 43, 40, 40, 38, 36, 33, 32, 29],
        [56, 53, 50, 49, 47, 47, 44, 42, 38, 37, 34],
        [60, 58, 56, 55, 53, 53, 51, 49, 44, 43, 40],
    ]
}

extension Font.TextStyle {
    /// The style's point size, weight and line height on macOS, which has no Dynamic Type:
    /// Apple's published macOS table (Human Interface Guidelines, Typography, "macOS built-in text
    /// styles", https://developer.apple.com/design/human-interface-guidelines/typography#macOS-built-in-text-styles):
    /// large title 26/32, title 22/26, title 2 17/22, title 3 15/20, headline 13/16 bold, body
    /// 13/16, callout 12/15, subheadline 11/14, footnote 10/13, caption 10/13, caption 2 10/13
    /// medium (size/line height in points).
    public var macOSFont: (size: CGFloat, weight: Font.Weight, lineHeight: CGFloat) {
        switch self {
        case .largeTitle: return (26, .regular, 32)
        case .title: return (22, .regular, 26)
        case .title2: return (17, .regular, 22)
        case .title3: return (15, .regular, 20)
        case .headline: return (13, .bold, 16)
        case .body: return (13, .regular, 16)
        case .callout: return (12, .regular, 15)
        case .subheadline: return (11, .regular, 14)
        case .footnote: return (10, .regular, 13)
        case .caption: return (10, .regular, 13)
        case .caption2: return (10, .medium, 13)
        }
    }
}

extension Font {
    /// The font at a Dynamic Type size on `platform`: on iOS a text-style font takes the style's
    /// size there and a custom font (`Font.custom(_:size:)`) scales with its style; a font of a
    /// fixed size (`.system(size:)`, `custom(_:fixedSize:)`) keeps it, as in SwiftUI. On macOS a
    /// text style takes the macOS table's size, weight and line height (`TextStyle.macOSFont`,
    /// kept in `Font.lineHeight`) and Dynamic Type changes nothing, as on a Mac.
    public func resolved(for dynamicTypeSize: DynamicTypeSize, platform: Platform = .iOS) -> Font {
        if platform == .macOS {
            guard let name = styleName, let style = TextStyle(rawValue: name) else { return self }
            var copy = self
            let mac = style.macOSFont
            copy.size = mac.size
            copy.lineHeight = mac.lineHeight
            // A weight the code chose (`.headline.weight(.black)`) is kept; the style's own becomes the Mac's.
            if weight == style.font.weight { copy.weight = mac.weight }
            return copy
        }
        guard dynamicTypeSize != .large else { return self }
        if let name = styleName, let style = TextStyle(rawValue: name) {
            var copy = self
            copy.size = style.size(for: dynamicTypeSize)
            return copy
        }
        if let style = scalingStyle {
            var copy = self
            copy.size = size * style.size(for: dynamicTypeSize) / style.size(for: .large)
            return copy
        }
        return self
    }
}
