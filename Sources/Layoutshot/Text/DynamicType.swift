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

extension Font {
    /// The font at a Dynamic Type size: a text-style font takes the style's size there; a font of
    /// a fixed size (`.system(size:)`) keeps it, as in SwiftUI.
    public func resolved(for dynamicTypeSize: DynamicTypeSize) -> Font {
        guard dynamicTypeSize != .large, let name = styleName, let style = TextStyle(rawValue: name) else { return self }
        var copy = self
        copy.size = style.size(for: dynamicTypeSize)
        return copy
    }
}
