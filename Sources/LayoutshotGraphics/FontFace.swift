import CLayoutshotCairo
import Foundation

/// One face in a font file as fontconfig reads it: its family names, PostScript name, weight and
/// slant. What `Font.custom("Name-Bold", size:)` is matched against: SwiftUI accepts a family or a
/// PostScript name.
public struct FontFace: Hashable, Sendable {
    /// The file it is in.
    public var path: String
    /// The family names the file declares (the first is the usual one).
    public var families: [String]
    /// The PostScript name (`Poppins-SemiBold`), or nil when the file gives none.
    public var postScriptName: String?
    /// The weight on the CSS scale (100…900), from fontconfig's weight.
    public var weight: Int
    /// Whether the face is italic or oblique.
    public var isItalic: Bool

    /// The faces of every font file in `paths` (`.ttf`, `.otf`, `.ttc`), in order; a file that is
    /// not a font has none.
    public static func faces(inFiles paths: [String]) -> [FontFace] {
        guard !paths.isEmpty else { return [] }
        return FontLock.withLock {
            guard let config = FcConfigCreate() else { return [] }
            defer { FcConfigDestroy(config) }
            var faces: [FontFace] = []
            for path in paths {
                guard FcConfigAppFontAddFile(config, path) != FcFalse else { continue }
            }
            // SAFETY: the set belongs to `config`, alive until the deferred destroy; patterns are
            // only read, and the strings copied out before it ends.
            guard let set = FcConfigGetFonts(config, FcSetApplication) else { return [] }
            for index in 0..<Int(set.pointee.nfont) {
                guard let pattern = set.pointee.fonts[index] else { continue }
                func string(_ object: String, _ n: Int32) -> String? {
                    var value: UnsafeMutablePointer<FcChar8>?
                    guard FcPatternGetString(pattern, object, n, &value) == FcResultMatch, let value else { return nil }
                    return String(cString: value)
                }
                var families: [String] = []
                while let family = string(FC_FAMILY, Int32(families.count)) { families.append(family) }
                var weight: Int32 = 0, slant: Int32 = 0
                _ = FcPatternGetInteger(pattern, FC_WEIGHT, 0, &weight)
                _ = FcPatternGetInteger(pattern, FC_SLANT, 0, &slant)
                faces.append(FontFace(path: string(FC_FILE, 0) ?? "", families: families,
                                      postScriptName: string(FC_POSTSCRIPT_NAME, 0),
                                      weight: Int(FcWeightToOpenType(Int32(weight))),
                                      isItalic: slant != FC_SLANT_ROMAN))
            }
            return faces.sorted { ($0.path, $0.weight, $0.isItalic ? 1 : 0) < ($1.path, $1.weight, $1.isItalic ? 1 : 0) }
        }
    }
}
