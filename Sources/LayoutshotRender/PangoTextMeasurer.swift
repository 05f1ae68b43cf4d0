import Foundation
import Layoutshot
import LayoutshotGraphics

/// The core's `TextMeasurer` backed by Pango (the graphics layer's `TextEngine`), so that the
/// frames the core computes fit the glyphs the renderer draws: a `Text` measured here and drawn by
/// `LayoutRenderer` with the same measurer has exactly the advance widths and line metrics it was
/// laid out with.
///
/// Fonts follow `FontResolution` (Inter for the system font, DejaVu for serif and monospaced,
/// Nanum, Noto CJK and emoji after them, the user's `FontFiles`), loaded into private
/// fontconfig configurations, so measurements do not depend on the machine's font settings,
/// `LANG` or `FONTCONFIG_FILE`. The core does the line breaking; this type only answers widths of
/// single-line runs and vertical metrics.
///
/// Thread safety: one lock guards the Pango engines, so a measurer may be shared between threads
/// (calls are serialised). Create one measurer per thread for parallel work.
///
/// SAFETY (`@unchecked Sendable`): `engines` (Pango and fontconfig objects, whose pointers
/// LayoutshotGraphics owns) is read, written and used only with `lock` held; every other stored
/// property is a `let`.
public final class PangoTextMeasurer: TextMeasurer, @unchecked Sendable {
    /// The language Pango shapes with ("en" unless given).
    public let language: String
    /// Identifies the fonts (file names and sizes, the user's registered files) and the measuring
    /// rules, for caches of output.
    public var identifier: String {
        let files = FontFiles.snapshot
        guard !files.files.isEmpty || files.systemText != nil else { return baseIdentifier }
        return baseIdentifier + "; user: " + files.files.joined(separator: ",")
            + (files.systemText.map { "; system: \($0)/\(files.systemDisplay ?? $0)" } ?? "")
    }
    private let baseIdentifier: String

    private let lock = NSLock()
    /// One engine per set of fonts, made on first use (the default one at init), for each
    /// `FontFiles` generation: when the user registers fonts, engines are made with them.
    private var engines: [EngineKey: TextEngine]
    /// The icon font symbols are drawn with (`FontSet.materialIcons`, `SymbolImages.swift`).
    private let symbolEngine: TextEngine

    /// The default engine made at init, used when a later one cannot be made.
    private let initialEngine: TextEngine

    private struct EngineKey: Hashable {
        var design: Font.Design
        var generation: Int
    }

    /// Loads the default fonts (Inter, Inter Display, DejaVu Sans, NanumGothic, Noto CJK, Noto
    /// Color Emoji). The fonts of other designs load on the first text that uses them; a design
    /// whose files are missing falls back to the default fonts.
    ///
    /// - Throws: `GraphicsError.fontMissing` naming the apt package when a default font file or
    ///   the symbol font (`fonts-material-design-icons-iconfont`) is not installed, `.fontConfigurationFailed` when fontconfig or Pango cannot be set up.
    public init(language: String = "en") throws {
        self.language = language
        let files = FontFiles.snapshot
        initialEngine = try TextEngine(fontSet: FontResolution.fontSet(for: .default, files: files), language: language)
        engines = [EngineKey(design: .default, generation: files.generation): initialEngine]
        baseIdentifier = Self.makeIdentifier(language: language)
        symbolEngine = try TextEngine(fontSet: .materialIcons, language: language)
    }

    // MARK: TextMeasurer

    /// The advance width of `text` on one line in `font`, in points.
    public func width(of text: Substring, font: Font) -> CGFloat {
        withEngine(for: font) { engine, textFont in
            CGFloat(engine.width(of: String(text), font: textFont))
        }
    }

    /// The line metrics of `font`. The system font has SF Pro's ascent and descent
    /// (`FontResolution.systemAscent`) and, between lines, the line height of its text style on
    /// its platform (`Font.lineHeight`, macOS's table) or else Apple's iOS line height for the size
    /// (`FontResolution.systemLineHeight`); other fonts their own ascent and descent (the largest
    /// over the set's Latin and Hangul families, or the custom family's), no leading.
    public func metrics(of font: Font) -> Layoutshot.FontMetrics {
        if FontResolution.isSystem(font, files: FontFiles.snapshot) {
            let size = Double(font.size)
            let ascent = size * FontResolution.systemAscent, descent = size * FontResolution.systemDescent
            let pitch = font.lineHeight.map { Double($0) } ?? FontResolution.systemLineHeight(size: size)
            let spacing = Swift.max(0, pitch - ascent - descent)
            return Layoutshot.FontMetrics(ascent: CGFloat(ascent), descent: CGFloat(descent), leading: 0, lineSpacing: CGFloat(spacing))
        }
        return withEngine(for: font) { engine, textFont in
            let metrics = engine.metrics(for: textFont)
            return Layoutshot.FontMetrics(ascent: CGFloat(metrics.ascent), descent: CGFloat(metrics.descent), leading: 0)
        }
    }

    // MARK: Inspection

    /// How many characters of `text` no font has a glyph for (they would be drawn as boxes).
    public func missingGlyphCount(in text: String, font: Font) -> Int {
        withEngine(for: font) { engine, textFont in engine.missingGlyphCount(in: text, font: textFont) }
    }

    /// The font families that actually render `text`, in order (for example
    /// `["DejaVu Sans", "NanumGothic"]` for mixed Latin and Hangul).
    public func resolvedFamilies(of text: String, font: Font) -> [String] {
        withEngine(for: font) { engine, textFont in engine.resolvedFamilies(of: text, font: textFont) }
    }

    // MARK: Drawing support

    /// Runs `body` with the engine for `font`'s design and the resolved font, holding the lock.
    /// The renderer draws text through this, so drawing and measuring use the same engine.
    func withEngine<Result>(for font: Font, _ body: (TextEngine, TextFont) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        let files = FontFiles.snapshot
        // Custom fonts are in the default set, whatever design the font names.
        let design = font.customName == nil ? font.design : .default
        return try body(engineLocked(for: design, files: files), FontResolution.textFont(for: font, files: files))
    }

    /// Runs `body` with the symbol font's engine, holding the lock.
    func withSymbolEngine<Result>(_ body: (TextEngine) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(symbolEngine)
    }

    private func engineLocked(for design: Font.Design, files: FontFiles.State) -> TextEngine {
        let key = EngineKey(design: FontResolution.engineKey(for: design), generation: files.generation)
        if let engine = engines[key] { return engine }
        if engines.count > 16 {
            // Registrations come and go (tests' `FontFiles.withFiles`): keep the current generation's.
            engines = engines.filter { $0.key.generation == files.generation }
        }
        let defaultKey = EngineKey(design: .default, generation: files.generation)
        if key != defaultKey, engines[defaultKey] == nil { _ = engineLocked(for: .default, files: files) }
        // A missing serif or monospaced font is not fatal: that text uses the default fonts.
        let engine = (try? TextEngine(fontSet: FontResolution.fontSet(for: key.design, files: files), language: language))
            ?? engines[defaultKey] ?? initialEngine
        engines[key] = engine
        return engine
    }

    /// "pango(en): DejaVuSans.ttf:757076,…": every font file that may be used, with its size in
    /// bytes as a cheap version stamp.
    private static func makeIdentifier(language: String) -> String {
        var seen = Set<String>()
        var parts: [String] = []
        for set in [Font.Design.default, .serif, .monospaced].map(FontResolution.fontSet(for:)) + [.materialIcons] {
            for file in set.files + set.installedOptionalFiles where seen.insert(file.path).inserted {
                let size = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? NSNumber)?.intValue ?? -1
                parts.append("\(URL(fileURLWithPath: file.path).lastPathComponent):\(size)")
            }
        }
        return "pango(\(language)): " + parts.joined(separator: ",")
    }
}
