import Foundation

/// The fonts a `TextEngine` may use, and only those: the files it loads into its private
/// fontconfig configuration and the family fallback order of every font description.
///
/// The standard set is DejaVu Sans (Latin, Greek, Cyrillic, symbols; Debian `fonts-dejavu-core`)
/// falling back to NanumGothic (Hangul; Debian `fonts-nanum`), regular and bold. Italic is
/// synthesised (a 0.2 shear, as fontconfig's usual `90-synthetic.conf` does).
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
    /// Family names in fallback order, as the files declare them.
    public var families: [String]

    public init(files: [File], families: [String]) {
        self.files = files
        self.families = families
    }

    /// DejaVu Sans, then NanumGothic, from Debian's font directories.
    public static let standard = FontSet(
        files: [
            File(path: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", aptPackage: "fonts-dejavu-core"),
            File(path: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf", aptPackage: "fonts-dejavu-core"),
            File(path: "/usr/share/fonts/truetype/nanum/NanumGothic.ttf", aptPackage: "fonts-nanum"),
            File(path: "/usr/share/fonts/truetype/nanum/NanumGothicBold.ttf", aptPackage: "fonts-nanum"),
        ],
        families: ["DejaVu Sans", "NanumGothic"]
    )

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
    var fontconfigXML: String {
        """
        <?xml version="1.0"?>
        <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
        <fontconfig>
          <match target="font">
            <edit name="antialias" mode="assign"><bool>true</bool></edit>
            <edit name="rgba" mode="assign"><const>none</const></edit>
            <edit name="hinting" mode="assign"><bool>false</bool></edit>
            <edit name="hintstyle" mode="assign"><const>hintnone</const></edit>
            <edit name="autohint" mode="assign"><bool>false</bool></edit>
            <edit name="lcdfilter" mode="assign"><const>lcdnone</const></edit>
            <edit name="embeddedbitmap" mode="assign"><bool>false</bool></edit>
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
