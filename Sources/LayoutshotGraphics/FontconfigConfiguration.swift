import CLayoutshotCairo

/// Owns a private fontconfig configuration holding exactly the files of a `FontSet`.
///
/// Built with `FcConfigCreate` and a generated configuration, it never reads the process-wide
/// default configuration, so `FONTCONFIG_FILE`, `FONTCONFIG_PATH` and user settings have no effect
/// on which fonts are used or how they are rasterised.
final class FontconfigConfiguration {
    let pointer: OpaquePointer

    init(fontSet: FontSet) throws {
        try fontSet.checkInstalled()
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
    }

    deinit {
        FcConfigDestroy(pointer)
    }
}
