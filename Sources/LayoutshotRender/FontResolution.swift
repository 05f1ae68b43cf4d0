import Layoutshot
import LayoutshotGraphics

/// How the core's `Font` (size, weight, italic, design) becomes the graphics layer's font: the
/// `FontSet` of its design and a `TextFont` of its size, weight and slant.
///
/// Every family comes from Debian's `fonts-dejavu-core` (Latin) and `fonts-nanum` (Hangul):
///
/// | design | Latin | Hangul |
/// |---|---|---|
/// | `.default`, `.rounded` | DejaVu Sans | NanumGothic |
/// | `.serif` | DejaVu Serif | NanumMyeongjo |
/// | `.monospaced` | DejaVu Sans Mono | NanumGothicCoding |
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
                ],
                families: ["DejaVu Serif", "NanumMyeongjo"]
            )
        case .monospaced:
            return FontSet(
                files: [
                    .init(path: "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf", aptPackage: "fonts-dejavu-core"),
                    .init(path: "/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf", aptPackage: "fonts-dejavu-core"),
                    .init(path: "/usr/share/fonts/truetype/nanum/NanumGothicCoding.ttf", aptPackage: "fonts-nanum"),
                    .init(path: "/usr/share/fonts/truetype/nanum/NanumGothicCodingBold.ttf", aptPackage: "fonts-nanum"),
                ],
                families: ["DejaVu Sans Mono", "NanumGothicCoding"]
            )
        }
    }

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
