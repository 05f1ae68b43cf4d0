import Foundation
import Layoutshot

/// A `Text` with characters that no font of the renderer has: they would be drawn as the
/// missing-glyph box. `LayoutRenderer.missingGlyphs(in:)` finds them before anything is drawn.
public struct MissingGlyphDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// The labels of the views from the root down to the text, as in `LayoutDiagnostic.path`.
    public var path: String
    /// The text as laid out (its lines joined by spaces).
    public var text: String
    /// The characters without a glyph, in order of first appearance, without repeats.
    public var characters: [Character]

    public var description: String {
        let codes = characters.map { character in
            character.unicodeScalars.map { String(format: "U+%04X", $0.value) }.joined(separator: " ")
        }
        return "\(path): no installed font draws \(codes.joined(separator: ", ")) in “\(text)”; "
            + "they would show as boxes (use another character, or run Scripts/setup to install the pinned fonts)"
    }
}

extension LayoutRenderer {
    /// Every text in `layout` with a character none of the renderer's fonts has, in tree order.
    public func missingGlyphs(in layout: ComputedLayout) -> [MissingGlyphDiagnostic] {
        let nodes = layout.nodes
        var found: [MissingGlyphDiagnostic] = []
        for index in nodes.indices {
            guard case .text(let textLayout, _) = nodes[index].content else { continue }
            let text = textLayout.lines.map(\.text).joined(separator: " ")
            guard textMeasurer.missingGlyphCount(in: text, font: textLayout.font) > 0 else { continue }
            var characters: [Character] = []
            for character in text where !characters.contains(character)
                && textMeasurer.missingGlyphCount(in: String(character), font: textLayout.font) > 0 {
                characters.append(character)
            }
            var labels: [String] = []
            var current: Int? = index
            while let at = current {
                labels.append(nodes[at].label)
                current = nodes[at].parent
            }
            found.append(MissingGlyphDiagnostic(path: labels.reversed().joined(separator: " > "), text: text, characters: characters))
        }
        return found
    }
}
