import Foundation

/// The fonts a `TextEngine` may use, and only those: the files it loads into its private
/// fontconfig configuration and the family fallback order of every font description.
///
/// The standard set is Inter and Inter Display (Latin, Greek, Cyrillic; Debian `fonts-inter`, all
/// nine weights, upright and italic), whose proportions are close to SF Pro Text's and SF Pro
/// Display's; then DejaVu Sans (Arabic, symbols and what else Inter lacks; Debian
/// `fonts-dejavu-core`), NanumGothic (Hangul; Debian `fonts-nanum`), Noto Sans CJK SC (Han, Kana,
/// Bopomofo; Debian `fonts-noto-cjk`) and Noto Color Emoji (Debian `fonts-noto-color-emoji`).
/// Italic is Inter's own; in the other families it is synthesised (a 0.2 shear, as fontconfig's
/// usual `90-synthetic.conf` does).
public struct FontSet: Hashable, Sendable {
    /// One font file and the Debian package that installs it.
    public struct File: Hashable, Sendable {
        public var path: String
        public var aptPackage: String

        public init(path: String, aptPackage: String) {
            self.path = path
            self.aptPackage = aptPackage
        }
    }

    /// Every file is required: a missing one makes `TextEngine.init` throw
    /// `GraphicsError.fontMissing`.
    public var files: [File]
    /// Family names in fallback order, as the files declare them. Their ascents and descents set
    /// the line metrics of text.
    public var families: [String]
    /// Families tried after `families` for characters those lack (CJK, emoji). They never change
    /// line metrics, so adding a fallback leaves the layout of text the first families draw as it was.
    public var fallbackFamilies: [String]
    /// Faces loaded when installed and skipped when not: the condensed widths of the first
    /// families (DejaVu's, in Debian's `fonts-dejavu-extra`), which text of a narrower
    /// `TextFont.Width` is drawn in. Without them that text keeps the normal width: Pango and
    /// fontconfig synthesise no width.
    public var optionalFiles: [File]

    public init(files: [File], families: [String], fallbackFamilies: [String] = [], optionalFiles: [File] = []) {
        self.files = files
        self.families = families
        self.fallbackFamilies = fallbackFamilies
        self.optionalFiles = optionalFiles
    }

    /// The optional files that are installed, in order.
    public var installedOptionalFiles: [File] {
        optionalFiles.filter { FileManager.default.isReadableFile(atPath: $0.path) }
    }

    /// Inter (below 20 points) and Inter Display (from 20: `TextFont.family`), then DejaVu Sans,
    /// NanumGothic, Noto Sans CJK SC and Noto Color Emoji, from Debian's font directories.
    public static let standard = FontSet(
        files: interFiles + [
            File(path: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", aptPackage: "fonts-dejavu-core"),
            File(path: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf", aptPackage: "fonts-dejavu-core"),
            File(path: "/usr/share/fonts/truetype/nanum/NanumGothic.ttf", aptPackage: "fonts-nanum"),
            File(path: "/usr/share/fonts/truetype/nanum/NanumGothicBold.ttf", aptPackage: "fonts-nanum"),
        ] + fallbackFiles(cjk: ["NotoSansCJK-Regular.ttc", "NotoSansCJK-Bold.ttc"]),
        families: ["Inter", "DejaVu Sans", "NanumGothic"],
        fallbackFamilies: fallbackFamilies(cjk: "Noto Sans CJK SC"),
        optionalFiles: [
            File(path: "/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed.ttf", aptPackage: "fonts-dejavu-extra"),
            File(path: "/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed-Bold.ttf", aptPackage: "fonts-dejavu-extra"),
        ]
    )

    /// Inter's and Inter Display's nine weights, upright and italic (Debian `fonts-inter`).
    /// Loops rather than nested `flatMap` closures, which took the type checker a third of a second.
    public static let interFiles: [File] = {
        let weights: [String] = ["Thin", "ExtraLight", "Light", "Regular", "Medium", "SemiBold", "Bold", "ExtraBold", "Black"]
        var files: [File] = []
        for family in ["Inter", "InterDisplay"] {
            for weight in weights {
                let italic: String = weight == "Regular" ? "Italic" : weight + "Italic"
                for style in [weight, italic] {
                    files.append(File(path: "/usr/share/fonts/opentype/inter/" + family + "-" + style + ".otf", aptPackage: "fonts-inter"))
                }
            }
        }
        return files
    }()

    /// The CJK collection files (from `fonts-noto-cjk`) and the emoji font every set ends with.
    public static func fallbackFiles(cjk: [String]) -> [File] {
        cjk.map { File(path: "/usr/share/fonts/opentype/noto/\($0)", aptPackage: "fonts-noto-cjk") }
            + [File(path: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf", aptPackage: "fonts-noto-color-emoji")]
    }

    /// `cjk`, then the emoji family: the last families of every set, for scripts the first ones lack.
    public static func fallbackFamilies(cjk: String) -> [String] {
        [cjk, "Noto Color Emoji"]
    }

    /// Throws `GraphicsError.fontMissing` for the first file that is not a readable regular file.
    func checkInstalled() throws {
        for file in files {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: file.path, isDirectory: &isDirectory),
                  !isDirectory.boolValue,
                  FileManager.default.isReadableFile(atPath: file.path) else {
                throw GraphicsError.fontMissing(path: file.path, aptPackage: file.aptPackage)
            }
        }
    }

    /// The fontconfig configuration the engine parses: no font directories (the files are added one
    /// by one), no includes of system configuration, and rasterisation pinned so that neither
    /// `FONTCONFIG_FILE` nor user settings can change glyph shapes or positions.
    ///
    /// Noto Color Emoji is a CBDT font: its glyphs are colour bitmaps (one strike, 109 px per em)
    /// and nothing else. As fontconfig's own `10-scale-bitmap-fonts.conf` does, a font without
    /// outlines gets a matrix scaling its strike to the size asked for; cairo then draws the
    /// scaled bitmap at every size and scale, the same pixels each time. It is exempt from the outline-only rule
    /// (`embeddedbitmap` false, which with `antialias` set makes cairo refuse bitmap glyphs, so
    /// nothing would be drawn). Every other font loses its glyphs of the emoji blocks
    /// (U+1F000–U+1FAFF) at scan time, so an emoji is always drawn in colour by the emoji font,
    /// never as DejaVu's monochrome face for the few emoji it has.
    var fontconfigXML: String {
        """
        <?xml version="1.0"?>
        <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
        <fontconfig>
          <match target="font">
            <test name="family" compare="not_eq"><string>Noto Color Emoji</string></test>
            <edit name="antialias" mode="assign"><bool>true</bool></edit>
            <edit name="embeddedbitmap" mode="assign"><bool>false</bool></edit>
          </match>
          <match target="font">
            <edit name="rgba" mode="assign"><const>none</const></edit>
            <edit name="hinting" mode="assign"><bool>false</bool></edit>
            <edit name="hintstyle" mode="assign"><const>hintnone</const></edit>
            <edit name="autohint" mode="assign"><bool>false</bool></edit>
            <edit name="lcdfilter" mode="assign"><const>lcdnone</const></edit>
          </match>
          <match target="font">
            <test name="outline" compare="eq"><bool>false</bool></test>
            <edit name="pixelsizefixupfactor" mode="assign">
              <divide><name target="pattern">pixelsize</name><name target="font">pixelsize</name></divide>
            </edit>
          </match>
          <match target="font">
            <test name="outline" compare="eq"><bool>false</bool></test>
            <test name="pixelsizefixupfactor" compare="not_eq"><double>1.0</double></test>
            <edit name="matrix" mode="assign">
              <times>
                <name>matrix</name>
                <matrix><name>pixelsizefixupfactor</name><double>0</double><double>0</double><name>pixelsizefixupfactor</name></matrix>
              </times>
            </edit>
            <edit name="size" mode="assign"><divide><name>size</name><name>pixelsizefixupfactor</name></divide></edit>
          </match>
          <match target="scan">
            <test name="family" compare="not_eq"><string>Noto Color Emoji</string></test>
            <edit name="charset" mode="assign">
              <minus>
                <name>charset</name>
                <charset><range><int>0x1F000</int><int>0x1FAFF</int></range></charset>
              </minus>
            </edit>
          </match>
          <match target="font">
            <test name="slant" compare="eq"><const>roman</const></test>
            <test target="pattern" name="slant" compare="not_eq"><const>roman</const></test>
            <edit name="matrix" mode="assign">
              <times>
                <name>matrix</name>
                <matrix><double>1</double><double>0.2</double><double>0</double><double>1</double></matrix>
              </times>
            </edit>
            <edit name="slant" mode="assign"><const>oblique</const></edit>
          </match>
        </fontconfig>
        """
    }
}
