import CLayoutshotCairo

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
        for file in fontSet.files {
            guard FcConfigAppFontAddFile(pointer, file.path) != FcFalse else {
                throw GraphicsError.fontConfigurationFailed(
                    reason: "fontconfig could not load \(file.path) (reinstall \(file.aptPackage))")
            }
        }
        // Optional faces (condensed widths) that fail to load are left out, as if not installed.
        for file in fontSet.installedOptionalFiles {
            _ = FcConfigAppFontAddFile(pointer, file.path)
        }
    }

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
