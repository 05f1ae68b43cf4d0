import Layoutshot
import LayoutshotGraphics

/// How the core's `Font` (size, weight, italic, width, design) becomes the graphics layer's font: the
/// `FontSet` of its design and a `TextFont` of its size, weight and slant.
///
/// Every family comes from Debian's `fonts-inter` (the system font: Latin, Greek, Cyrillic),
/// `fonts-dejavu-core` (Arabic, symbols; the serif and monospaced designs), `fonts-nanum`
/// (Hangul), `fonts-noto-cjk` (Han, Kana) and `fonts-noto-color-emoji` (emoji), tried in that
/// order for each character:
///
/// | design | Latin | Hangul | Han, Kana | emoji |
/// |---|---|---|---|---|
/// | `.default`, `.rounded` | Inter below 20 pt, Inter Display from 20 (then DejaVu Sans) | NanumGothic | Noto Sans CJK SC | Noto Color Emoji |
/// | `.serif` | DejaVu Serif | NanumMyeongjo | Noto Serif CJK SC | Noto Color Emoji |
/// | `.monospaced` | DejaVu Sans Mono | NanumGothicCoding | Noto Sans Mono CJK SC | Noto Color Emoji |
///
/// Arabic comes from DejaVu Sans in every design (the serif and monospaced faces lack it).
///
/// The system font is drawn as SF Pro is on an iPhone: Inter (SF Pro Text's proportions) below
/// 20 points and Inter Display (SF Pro Display's) from 20, in all nine weights, with Apple's
/// tracking for the point size (`tracking(forSize:)`), the line metrics of SF Pro
/// (`systemMetrics(size:)`) and Apple's line height per size between lines (`systemLineHeight`).
/// A user may point it at other files (`FontFiles.setSystemFont`), and `Font.custom` names their
/// own files (`FontFiles`).
///
/// There is no rounded face in those packages, so `.rounded` uses the default set. Weights map by
/// their numeric value (regular 400, semibold 600, …); Inter has all nine, the serif and
/// monospaced sets regular and bold (the nearest is used); italic is Inter's own, synthesised by
/// the text engine in the other families.
public enum FontResolution {
    /// The fonts used for text of `design`, with the user's registered font files (`FontFiles`)
    /// in the default set.
    public static func fontSet(for design: Font.Design) -> FontSet {
        fontSet(for: design, files: FontFiles.snapshot)
    }

    static func fontSet(for design: Font.Design, files: FontFiles.State) -> FontSet {
        switch design {
        case .default, .rounded:
            var set = FontSet.standard
            set.optionalFiles += files.files.map { FontSet.File(path: $0, aptPackage: "(registered with FontFiles)") }
            return set
        case .serif:
            return FontSet(
                files: [
                    .init(path: "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf", aptPackage: "fonts-dejavu-core"),
                    .init(path: "/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf", aptPackage: "fonts-dejavu-core"),
                    .init(path: "/usr/share/fonts/truetype/nanum/NanumMyeongjo.ttf", aptPackage: "fonts-nanum"),
                    .init(path: "/usr/share/fonts/truetype/nanum/NanumMyeongjoBold.ttf", aptPackage: "fonts-nanum"),
                ] + arabicFallbackFiles + FontSet.fallbackFiles(cjk: ["NotoSerifCJK-Regular.ttc", "NotoSerifCJK-Bold.ttc"]),
                families: ["DejaVu Serif", "NanumMyeongjo"],
                fallbackFamilies: ["DejaVu Sans"] + FontSet.fallbackFamilies(cjk: "Noto Serif CJK SC"),
                optionalFiles: [
                    .init(path: "/usr/share/fonts/truetype/dejavu/DejaVuSerifCondensed.ttf", aptPackage: "fonts-dejavu-extra"),
                    .init(path: "/usr/share/fonts/truetype/dejavu/DejaVuSerifCondensed-Bold.ttf", aptPackage: "fonts-dejavu-extra"),
                ]
            )
        case .monospaced:
            return FontSet(
                files: [
                    .init(path: "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf", aptPackage: "fonts-dejavu-core"),
                    .init(path: "/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf", aptPackage: "fonts-dejavu-core"),
                    .init(path: "/usr/share/fonts/truetype/nanum/NanumGothicCoding.ttf", aptPackage: "fonts-nanum"),
                    .init(path: "/usr/share/fonts/truetype/nanum/NanumGothicCodingBold.ttf", aptPackage: "fonts-nanum"),
                ] + arabicFallbackFiles + FontSet.fallbackFiles(cjk: ["NotoSansCJK-Regular.ttc", "NotoSansCJK-Bold.ttc"]),
                families: ["DejaVu Sans Mono", "NanumGothicCoding"],
                fallbackFamilies: ["DejaVu Sans"] + FontSet.fallbackFamilies(cjk: "Noto Sans Mono CJK SC")
            )
        }
    }

    /// DejaVu Serif and DejaVu Sans Mono have no Arabic: their sets fall back to DejaVu Sans for it.
    private static let arabicFallbackFiles: [FontSet.File] = [
        .init(path: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", aptPackage: "fonts-dejavu-core"),
        .init(path: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf", aptPackage: "fonts-dejavu-core"),
    ]

    /// The size (points, drawn as user units), weight, slant, width, family and tracking of `font`.
    public static func textFont(for font: Font) -> TextFont {
        textFont(for: font, files: FontFiles.snapshot)
    }

    static func textFont(for font: Font, files: FontFiles.State) -> TextFont {
        var weight = TextFont.Weight(rawValue: font.weight.value) ?? .regular
        var italic = font.isItalic
        let size = Double(font.size)
        if let name = font.customName {
            // A PostScript name picks its face's weight and slant; a family keeps the font's.
            guard let found = FontFiles.resolve(name, in: files) else {
                return systemTextFont(size: size, weight: weight, italic: italic, width: width(for: font.fontWidth), files: files)
            }
            if let faceWeight = found.weight { weight = TextFont.Weight(rawValue: (faceWeight + 50) / 100 * 100) ?? weight }
            if let faceItalic = found.italic { italic = italic || faceItalic }
            return TextFont(size: size, weight: weight, italic: italic, width: width(for: font.fontWidth), family: found.family)
        }
        switch font.design {
        case .default, .rounded:
            return systemTextFont(size: size, weight: weight, italic: italic, width: width(for: font.fontWidth), files: files)
        case .serif, .monospaced:
            return TextFont(size: size, weight: weight, italic: italic, width: width(for: font.fontWidth))
        }
    }

    private static func systemTextFont(size: Double, weight: TextFont.Weight, italic: Bool, width: TextFont.Width,
                                       files: FontFiles.State) -> TextFont {
        let display = size >= displaySize
        let family = display ? (files.systemDisplay ?? "Inter Display") : (files.systemText ?? "Inter")
        return TextFont(size: size, weight: weight, italic: italic, width: width, family: family,
                        tracking: tracking(forSize: size))
    }

    /// From this size up SF Pro is drawn in its Display cut (Apple, Human Interface Guidelines,
    /// Typography: "SF Pro Display … 20 points and above"), and Layoutshot in Inter Display.
    public static let displaySize = 20.0

    /// Apple's tracking for SF Pro at `size` points, in points: the HIG's "Tracking values" table
    /// for iOS, iPadOS and visionOS
    /// (https://developer.apple.com/design/human-interface-guidelines/typography#Tracking-values),
    /// interpolated between the sizes it lists; 0 from 80 points up, +0.24 below 6.
    public static func tracking(forSize size: Double) -> Double {
        guard size.isFinite else { return 0 }
        let table = trackingTable
        if size <= table[0].size { return table[0].points }
        for (low, high) in zip(table, table.dropFirst()) where size <= high.size {
            let t = (size - low.size) / (high.size - low.size)
            return low.points + (high.points - low.points) * t
        }
        return 0
    }

    /// (size, tracking in points) as the HIG lists them for SF Pro on iOS.
    static let trackingTable: [(size: Double, points: Double)] = [
        (6, 0.24), (7, 0.23), (8, 0.21), (9, 0.17), (10, 0.12), (11, 0.06), (12, 0), (13, -0.08),
        (14, -0.15), (15, -0.23), (16, -0.31), (17, -0.43), (18, -0.44), (19, -0.45), (20, -0.45),
        (21, -0.36), (22, -0.26), (23, -0.1), (24, 0.07), (25, 0.15), (26, 0.22), (27, 0.29),
        (28, 0.38), (29, 0.4), (30, 0.4), (31, 0.39), (32, 0.41), (33, 0.4), (34, 0.4), (35, 0.38),
        (36, 0.37), (37, 0.36), (38, 0.37), (39, 0.38), (40, 0.37), (41, 0.36), (42, 0.37),
        (43, 0.38), (44, 0.37), (45, 0.35), (46, 0.36), (47, 0.37), (48, 0.35), (49, 0.33),
        (50, 0.34), (51, 0.35), (52, 0.33), (53, 0.31), (54, 0.32), (56, 0.3), (58, 0.28),
        (60, 0.26), (62, 0.24), (64, 0.22), (66, 0.19), (68, 0.17), (70, 0.14), (72, 0.14),
        (76, 0.07), (80, 0),
    ]

    /// SF Pro's ascent and descent as fractions of the point size (its `hhea` table: 1950 and
    /// 494 units of 2048; UIKit's `UIFont.systemFont(ofSize: 17)` answers an ascender of 16.19 and
    /// a descender of −4.10, a line of 20.29 points). A one-line `Text` is that tall in SwiftUI:
    /// the swift-snapshot-testing recordings of a one-line body `Text` are 41 pixels at 2×
    /// (`Corpus/recordings.tsv`).
    public static let systemAscent = 1950.0 / 2048, systemDescent = 494.0 / 2048

    /// The distance from one baseline to the next of system text of `size` points: Apple's
    /// published line heights ("leading") of the iOS text styles at the default Dynamic Type size
    /// (HIG, Typography, "Dynamic Type sizes": caption 2 11/13, caption 12/16, footnote 13/18,
    /// subheadline 15/20, callout 16/21, body and headline 17/22, title 3 20/25, title 2 22/28,
    /// title 28/34, large title 34/41), interpolated between those sizes and in proportion beyond
    /// them. SwiftUI's multiline text matches it: four lines of body text are 86.5 points tall
    /// (20.29 + 3 × 22, recorded at 2×).
    public static func systemLineHeight(size: Double) -> Double {
        let table = lineHeightTable
        guard size.isFinite, size > 0 else { return 0 }
        if size <= table[0].size { return size * table[0].height / table[0].size }
        for (low, high) in zip(table, table.dropFirst()) where size <= high.size {
            let t = (size - low.size) / (high.size - low.size)
            return low.height + (high.height - low.height) * t
        }
        let last = table[table.count - 1]
        return size * last.height / last.size
    }

    static let lineHeightTable: [(size: Double, height: Double)] = [
        (11, 13), (12, 16), (13, 18), (15, 20), (16, 21), (17, 22), (20, 25), (22, 28), (28, 34), (34, 41),
    ]

    /// Whether `font` is drawn in the system font (with SF Pro's metrics and line heights): the
    /// default and rounded designs, and a custom name nothing registered declares.
    static func isSystem(_ font: Font, files: FontFiles.State) -> Bool {
        if let name = font.customName { return FontFiles.resolve(name, in: files) == nil }
        return font.design == .default || font.design == .rounded
    }

    /// SwiftUI's `Font.Width` values (compressed −0.3, condensed −0.2, standard 0, expanded 0.2)
    /// as Pango stretches: each to the nearest named width, halfway between them.
    ///
    /// Only DejaVu Sans and DejaVu Serif have a condensed face (`FontSet.optionalFiles`, when
    /// `fonts-dejavu-extra` is installed), which fontconfig also picks for `.compressed` (the
    /// nearest width it has): serif text is drawn condensed. The system font (Inter) has one
    /// width, and no font here has an expanded face, and Pango synthesises no width, so system
    /// text of any width and `.expanded` text are measured and drawn at the normal width, as is
    /// every width in the monospaced design, the Hangul, CJK and emoji fallbacks, and any width
    /// when the condensed files are missing. Nothing is faked by scaling glyphs.
    static func width(for width: Font.Width) -> TextFont.Width {
        switch width.value {
        case ..<(-0.25): return .extraCondensed
        case ..<(-0.1): return .condensed
        case ...0.1: return .normal
        default: return .expanded
        }
    }

    /// The designs that share one set of fonts are measured by one engine.
    static func engineKey(for design: Font.Design) -> Font.Design {
        design == .rounded ? .default : design
    }
}
