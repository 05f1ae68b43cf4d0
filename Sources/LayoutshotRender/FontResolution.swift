import Layoutshot
import LayoutshotGraphics

/// How the core's `Font` (size, weight, italic, design) becomes the graphics layer's font: the
/// `FontSet` of its design and a `TextFont` of its size, weight and slant.
///
/// Every family comes from Debian's `fonts-dejavu-core` (Latin, Greek, Cyrillic, Arabic),
/// `fonts-nanum` (Hangul), `fonts-noto-cjk` (Han, Kana) and `fonts-noto-color-emoji` (emoji),
/// tried in that order for each character:
///
/// | design | Latin | Hangul | Han, Kana | emoji |
/// |---|---|---|---|---|
/// | `.default`, `.rounded` | DejaVu Sans | NanumGothic | Noto Sans CJK SC | Noto Color Emoji |
/// | `.serif` | DejaVu Serif | NanumMyeongjo | Noto Serif CJK SC | Noto Color Emoji |
/// | `.monospaced` | DejaVu Sans Mono | NanumGothicCoding | Noto Sans Mono CJK SC | Noto Color Emoji |
///
/// Arabic comes from DejaVu Sans in every design (the serif and monospaced faces lack it).
///
/// There is no rounded face in those packages, so `.rounded` uses the default set. Weights map by
/// their numeric value (regular 400, semibold 600, …) and resolve to the nearest of the regular and
/// bold files; italic is synthesised by the text engine.
public enum FontResolution {
    /// The fonts used for text of `design`.
    public static func fontSet(for design: Font.Design) -> FontSet {
        switch design {
        case .default, .rounded:
            return .standard
        case .serif:
            return FontSet(
                files: [
                    .init(path: "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf", aptPackage: "fonts-dejavu-core"),
                    .init(path: "/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf", aptPackage: "fonts-dejavu-core"),
                    .init(path: "/usr/share/fonts/truetype/nanum/NanumMyeongjo.ttf", aptPackage: "fonts-nanum"),
                    .init(path: "/usr/share/fonts/truetype/nanum/NanumMyeongjoBold.ttf", aptPackage: "fonts-nanum"),
                ] + arabicFallbackFiles + FontSet.fallbackFiles(cjk: ["NotoSerifCJK-Regular.ttc", "NotoSerifCJK-Bold.ttc"]),
                families: ["DejaVu Serif", "NanumMyeongjo"],
                fallbackFamilies: ["DejaVu Sans"] + FontSet.fallbackFamilies(cjk: "Noto Serif CJK SC")
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

    /// The size (points, drawn as user units), weight and slant of `font`.
    public static func textFont(for font: Font) -> TextFont {
        let weight = TextFont.Weight(rawValue: font.weight.value) ?? .regular
        return TextFont(size: Double(font.size), weight: weight, italic: font.isItalic)
    }

    /// The designs that share one set of fonts are measured by one engine.
    static func engineKey(for design: Font.Design) -> Font.Design {
        design == .rounded ? .default : design
    }
}
