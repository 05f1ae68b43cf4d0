import CLayoutshotCairo
import Foundation

/// Owns a private fontconfig configuration holding exactly the files of a `FontSet`.
///
/// Built with `FcConfigCreate` and a generated configuration, it never reads the process-wide
/// default configuration, so `FONTCONFIG_FILE`, `FONTCONFIG_PATH` and user settings have no effect
/// on which fonts are used or how they are rasterised. The process-wide default is replaced by an
/// empty private configuration before the first engine is made, so the system's configuration
/// is never loaded beside it either and no font cache is ever written.
final class FontconfigConfiguration {
    let pointer: OpaquePointer

    init(fontSet: FontSet) throws {
        try fontSet.checkInstalled()
        _ = Self.replaceTheDefaultConfiguration
        guard let config = FcConfigCreate() else {
            throw GraphicsError.fontConfigurationFailed(reason: "FcConfigCreate returned NULL (out of memory)")
        }
        pointer = config  // From here on deinit releases it, also when init throws below.

        let xml = Array(fontSet.fontconfigXML.utf8) + [0]
        guard FcConfigParseAndLoadFromMemory(pointer, xml, FcTrue) != FcFalse else {
            throw GraphicsError.fontConfigurationFailed(reason: "fontconfig rejected the generated configuration")
        }
        let rules = fontSet.fontconfigXML
        for file in fontSet.files {
            guard addFontFile(file.path, rules: rules) else {
                throw GraphicsError.fontConfigurationFailed(
                    reason: "fontconfig could not load \(file.path) (reinstall \(file.aptPackage))")
            }
        }
        // Optional faces (condensed widths) that fail to load are left out, as if not installed.
        for file in fontSet.installedOptionalFiles {
            _ = addFontFile(file.path, rules: rules)
        }
    }

    /// What `FcConfigAppFontAddFile` does for a font file, with the file scanned once per process.
    ///
    /// fontconfig 2.14 adds a file by querying every face in it with FreeType
    /// (`FcFreeTypeQueryAll`: names, styles and the set of characters each face covers, which
    /// means walking its whole character map) and editing each face's pattern with the
    /// configuration's `<match target="scan">` rules (`FcConfigSubstitute` with `FcMatchScan`), into
    /// the configuration's application font set. A render makes one configuration per text engine
    /// (the main thread's measurer and each worker's), and the scan took about 50 ms each time,
    /// half of it for the two Noto Sans CJK collections (ten faces each). Here the edited patterns
    /// are kept for the process, keyed by the configuration's rules and the file, and each
    /// configuration gets its own copies (`FcPatternDuplicate`), in the same order: the same font
    /// set as `FcConfigAppFontAddFile` builds, so the same fonts are chosen and drawn.
    ///
    /// fontconfig has no public call that gives a configuration its application font set, so a
    /// configuration's first file is added by `FcConfigAppFontAddFile` itself (which makes the
    /// set); the copies go into that set (`FcConfigGetFonts`).
    private func addFontFile(_ path: String, rules: String) -> Bool {
        guard let set = FcConfigGetFonts(pointer, FcSetApplication) else {
            return FcConfigAppFontAddFile(pointer, path) != FcFalse
        }
        guard let patterns = Self.scanned.patterns(of: path, rules: rules, editedBy: pointer) else { return false }
        for pattern in patterns.fonts {
            guard let copy = FcPatternDuplicate(pattern) else { return false }
            // FcFontSetAdd takes the copy; on failure it is still this function's to free.
            guard FcFontSetAdd(set, copy) != FcFalse else {
                FcPatternDestroy(copy)
                return false
            }
        }
        return patterns.edited
    }

    /// The scanned font files of the process (`addFontFile`).
    private static let scanned = ScannedFontFiles()

    deinit {
        FcConfigDestroy(pointer)
    }

    /// Makes fontconfig's process-wide current configuration an empty private one, once, before
    /// any Pango font map exists.
    ///
    /// Pango's fontconfig font map calls `FcInit()` on a thread of its own when it is created,
    /// and `FcInit()` loads the default configuration (`/etc/fonts/fonts.conf`, every font
    /// directory) unless a current one is set; loading it scans the system's font folders and
    /// rewrites any stale cache in `/var/cache/fontconfig` or `~/.cache/fontconfig`. With this
    /// configuration current (no font folders, no cache folders, no includes), `FcInit()` uses it
    /// instead: fontconfig reads nothing but the engine's own font files and writes nothing.
    private static let replaceTheDefaultConfiguration: Void = {
        guard let empty = FcConfigCreate() else { return }
        let xml = Array(#"<?xml version="1.0"?><fontconfig></fontconfig>"#.utf8) + [0]
        if FcConfigParseAndLoadFromMemory(empty, xml, FcTrue) != FcFalse {
            _ = FcConfigSetCurrent(empty) // takes its own reference
        }
        FcConfigDestroy(empty)
    }()
}

/// Font files scanned by fontconfig once per process: each file's face patterns, edited by the
/// scan rules of a configuration (`FontconfigConfiguration.addFontFile`). The patterns are never
/// changed after the scan and are kept until the process ends; configurations get copies, which
/// share the patterns' character sets by reference count (fontconfig counts atomically).
///
/// SAFETY (`@unchecked Sendable`): `scans` is read and written only while `lock` is held, and the
/// patterns it holds are never changed after their scan (configurations get copies).
private final class ScannedFontFiles: @unchecked Sendable {
    /// One file's faces, scanned and edited.
    struct Scan {
        /// The faces' patterns, owned here.
        var fonts: [OpaquePointer]
        /// Whether every face's scan-rule edit succeeded (`FcConfigAppFontAddFile`'s result).
        var edited: Bool
    }

    private let lock = NSLock()
    private var scans: [String: Scan] = [:]

    /// The faces of the font file at `path` edited by `rules` (a configuration's XML), scanned
    /// and edited by `config` (a configuration made from `rules`) the first time they are asked
    /// for; nil when FreeType finds no face in the file.
    func patterns(of path: String, rules: String, editedBy config: OpaquePointer) -> Scan? {
        lock.lock()
        defer { lock.unlock() }
        let key = rules + "\u{0}" + path
        if let scan = scans[key] { return scan }
        guard let set = FcFontSetCreate() else { return nil }
        defer { FcFontSetDestroy(set) }
        // Every face (id -1), into `set`, as FcFileScanFontConfig does; 0 faces is a failure.
        guard FcFreeTypeQueryAll(path, UInt32.max, nil, nil, set) > 0 else { return nil }
        var scan = Scan(fonts: [], edited: true)
        for index in 0..<Int(set.pointee.nfont) {
            // SAFETY: `fonts` holds `nfont` patterns owned by `set`; each is edited in place,
            // then a reference is taken before the set (and its references) is destroyed.
            guard let font = set.pointee.fonts[index] else { continue }
            if FcConfigSubstitute(config, font, FcMatchScan) == FcFalse { scan.edited = false }
            FcPatternReference(font)
            scan.fonts.append(font)
        }
        scans[key] = scan
        return scan
    }
}
