import Foundation
import Layoutshot
import LayoutshotGraphics

/// How `Image(systemName:)` is drawn. Apple's SF Symbols may not be used outside Apple's systems,
/// so a symbol whose name `SymbolCatalogue` lists is drawn as a look-alike glyph of Google's
/// Material Icons (`FontSet.materialIcons`); any other name keeps the labelled placeholder and is
/// reported by `LayoutRenderer.unknownSymbols(in:)`.
///
/// The glyph fills the image's frame as a symbol fills its own (the core sizes the frame from the
/// font: `Image.symbolSide`): Material glyphs are drawn on a 24-unit grid with their live area in
/// the middle 20 units, so the em is 24/20 of the frame's shorter side, centred on the frame, and
/// the live area covers the frame. A symbol takes its font's weight, as SF Symbols do: Material
/// Icons has one weight, which stands for regular; each step heavier (medium, semibold, bold,
/// heavy, black) widens the outlines by 1/100 of the em on every side. Lighter weights are drawn
/// regular. The colour is the foreground style's (`foregroundStyle`, `foregroundColor`), or the
/// primary label colour.
public enum SymbolImages {
    /// A Material Icons glyph: its name in Google's catalogue and its code point.
    public struct Glyph: Hashable, Sendable {
        public var materialName: String
        public var codePoint: UInt32
    }

    /// Every SF Symbol name drawn as a glyph, with its glyph.
    public static let glyphs: [String: Glyph] = parse(SymbolCatalogue.source)

    /// The names of `SymbolCatalogue.source`, in its order (most used first).
    public static let names: [String] = SymbolCatalogue.source.split(separator: "\n").compactMap {
        $0.split(separator: " ").first.map(String.init)
    }

    /// The glyph drawn for the SF Symbol `name`, or nil when it has none.
    public static func glyph(for name: String) -> Glyph? { glyphs[name] }

    /// The em of the glyph drawn in a frame whose shorter side is `side`.
    static func em(forSide side: CGFloat) -> CGFloat { side * 24 / 20 }

    /// How much the outlines of a symbol in `weight` are widened on each side, in ems.
    static func emboldening(for weight: Font.Weight) -> CGFloat {
        CGFloat(max(0, weight.value - 400) / 100) * 0.01
    }

    static func parse(_ source: String) -> [String: Glyph] {
        var table: [String: Glyph] = [:]
        for line in source.split(separator: "\n") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count == 3, let code = UInt32(fields[2], radix: 16) else { continue }
            table[String(fields[0])] = Glyph(materialName: String(fields[1]), codePoint: code)
        }
        return table
    }
}

/// An `Image(systemName:)` whose name has no look-alike glyph: drawn as a labelled placeholder.
public struct UnknownSymbolDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// The labels of the views from the root down to the image, as in `LayoutDiagnostic.path`.
    public var path: String
    /// The SF Symbol name.
    public var name: String

    public var description: String {
        "\(path): no look-alike for the SF Symbol “\(name)”; it is drawn as a labelled placeholder "
            + "(add a line for it to Sources/LayoutshotRender/SymbolCatalogue.swift)"
    }
}

extension LayoutRenderer {
    /// Every `Image(systemName:)` in `layout` whose name has no look-alike glyph, in tree order.
    public func unknownSymbols(in layout: ComputedLayout) -> [UnknownSymbolDiagnostic] {
        let nodes = layout.nodes
        var found: [UnknownSymbolDiagnostic] = []
        for index in nodes.indices {
            guard case .system(let name)? = nodes[index].style.image, SymbolImages.glyph(for: name) == nil else { continue }
            var labels: [String] = []
            var current: Int? = index
            while let at = current {
                labels.append(nodes[at].label)
                current = nodes[at].parent
            }
            found.append(UnknownSymbolDiagnostic(path: labels.reversed().joined(separator: " > "), name: name))
        }
        return found
    }
}

extension DiagramPainter {
    /// Draws the look-alike of the symbol of node `index`; false when its name has none.
    func drawSymbol(_ name: String, of index: Int, opacity: Double) -> Bool {
        guard let glyph = SymbolImages.glyph(for: name), let scalar = Unicode.Scalar(glyph.codePoint) else { return false }
        let node = nodes[index]
        let frame = node.frame
        let em = SymbolImages.em(forSide: min(frame.width, frame.height))
        guard em > 0 else { return true }
        // The plain look's system colours (label, tint, dark mode), the diagram's palette in a diagram.
        let color = resolve(node.style.fill?.color ?? node.style.foreground)
        let weight = node.style.symbolFont?.weight ?? .regular
        let font = TextFont(size: Double(em))
        let text = String(Character(scalar))
        renderer.textMeasurer.withSymbolEngine { engine in
            let metrics = engine.metrics(for: font)
            let width = engine.width(of: text, font: font)
            // The em square centred on the frame: the glyph's box runs from the ascent above the
            // baseline to the descent below it.
            let baseline = Double(frame.midY) + (metrics.ascent - metrics.descent) / 2
            engine.drawOutlines(text, font: font, color: color.withAlpha(color.alpha * opacity),
                                emboldening: Double(SymbolImages.emboldening(for: weight) * em),
                                x: Double(frame.midX) - width / 2, y: baseline, in: context)
        }
        return true
    }
}
