import Layoutshot
import LayoutshotGraphics

/// How the core's `Font` (size, weight, italic, width, design) becomes the graphics layer's font: the
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

    /// The size (points, drawn as user units), weight, slant and width of `font`.
    public static func textFont(for font: Font) -> TextFont {
        let weight = TextFont.Weight(rawValue: font.weight.value) ?? .regular
        return TextFont(size: Double(font.size), weight: weight, italic: font.isItalic, width: width(for: font.fontWidth))
    }

    /// SwiftUI's `Font.Width` values (compressed −0.3, condensed −0.2, standard 0, expanded 0.2)
    /// as Pango stretches: each to the nearest named width, halfway between them.
    ///
    /// Only DejaVu Sans and DejaVu Serif have a condensed face (`FontSet.optionalFiles`, when
    /// `fonts-dejavu-extra` is installed), which fontconfig also picks for `.compressed` (the
    /// nearest width it has). No font here has an expanded face, and Pango synthesises no width,
    /// so `.expanded` text is measured and drawn at the normal width, as is every width in the
    /// monospaced design, the Hangul, CJK and emoji fallbacks, and any width when the condensed
    /// files are missing. Nothing is faked by scaling glyphs.
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
