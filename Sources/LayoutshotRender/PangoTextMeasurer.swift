import Foundation
import Layoutshot
import LayoutshotGraphics

/// The core's `TextMeasurer` backed by Pango (the graphics layer's `TextEngine`), so that the
/// frames the core computes fit the glyphs the renderer draws: a `Text` measured here and drawn by
/// `LayoutRenderer` with the same measurer has exactly the advance widths and line metrics it was
/// laid out with.
///
/// Fonts follow `FontResolution` (DejaVu and Nanum, per `Font.Design`), loaded into private
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
    /// Identifies the fonts (file names and sizes) and the measuring rules, for caches of output.
    public let identifier: String

    private let lock = NSLock()
    /// One engine per set of fonts, made on first use (the default one at init).
    private var engines: [Font.Design: TextEngine]

    /// Loads the default fonts (DejaVu Sans, NanumGothic). The fonts of other designs load on the
    /// first text that uses them; a design whose files are missing falls back to the default fonts.
    ///
    /// - Throws: `GraphicsError.fontMissing` naming the apt package when a default font file is
    ///   not installed, `.fontConfigurationFailed` when fontconfig or Pango cannot be set up.
    public init(language: String = "en") throws {
        self.language = language
        engines = [.default: try TextEngine(fontSet: FontResolution.fontSet(for: .default), language: language)]
        identifier = Self.makeIdentifier(language: language)
    }

    // MARK: TextMeasurer

    /// The advance width of `text` on one line in `font`, in points.
    public func width(of text: Substring, font: Font) -> CGFloat {
        withEngine(for: font) { engine, textFont in
            CGFloat(engine.width(of: String(text), font: textFont))
        }
    }

    /// Ascent and descent of `font` (the largest over its Latin and Hangul families), no leading.
    public func metrics(of font: Font) -> Layoutshot.FontMetrics {
        withEngine(for: font) { engine, textFont in
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
        return try body(engineLocked(for: font.design), FontResolution.textFont(for: font))
    }

    private func engineLocked(for design: Font.Design) -> TextEngine {
        let key = FontResolution.engineKey(for: design)
        if let engine = engines[key] { return engine }
        // A missing serif or monospaced font is not fatal: that text uses the default fonts.
        let engine = (try? TextEngine(fontSet: FontResolution.fontSet(for: key), language: language)) ?? engines[.default]!
        engines[key] = engine
        return engine
    }

    /// "pango(en): DejaVuSans.ttf:757076,…": every font file that may be used, with its size in
    /// bytes as a cheap version stamp.
    private static func makeIdentifier(language: String) -> String {
        var seen = Set<String>()
        var parts: [String] = []
        for design in [Font.Design.default, .serif, .monospaced] {
            let set = FontResolution.fontSet(for: design)
            for file in set.files + set.installedOptionalFiles where seen.insert(file.path).inserted {
                let size = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? NSNumber)?.intValue ?? -1
                parts.append("\(URL(fileURLWithPath: file.path).lastPathComponent):\(size)")
            }
        }
        return "pango(\(language)): " + parts.joined(separator: ",")
    }
}
