import Foundation
import Layoutshot

/// `layoutshot frames`: a computed layout as JSON for other tools — every view depth first with
/// its kind, id, label, depth, parent, the proposal it was placed with and its frame in root
/// coordinates (points, the root's top left at 0, 0). Keys are sorted, so the same scene gives the
/// same bytes.
public enum FramesExport {
    /// One layout of the document.
    struct Layout: Encodable {
        var width: Double?
        var height: Double?
        var size: Size
        var nodes: [Node]
        var diagnostics: [String]
    }

    struct Size: Encodable {
        var width: Double
        var height: Double
    }

    struct Rect: Encodable {
        var x: Double
        var y: Double
        var width: Double
        var height: Double
    }

    struct Proposal: Encodable {
        var width: Double?
        var height: Double?
    }

    struct Node: Encodable {
        var index: Int
        var parent: Int?
        var depth: Int
        var kind: String
        var id: String?
        var label: String
        var proposal: Proposal
        var frame: Rect
    }

    struct Document: Encodable {
        var scene: String
        var source: String
        var layouts: [Layout]
    }

    /// The JSON document for `layouts` of the scene `name` read from `source`.
    public static func json(scene name: String, source: String, layouts: [ComputedLayout]) -> String {
        let document = Document(scene: name, source: source, layouts: layouts.map(layout))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain structs of finite numbers and strings cannot fail; non-finite lengths
        // (an unbounded proposal) are written as null by `number`.
        let data = (try? encoder.encode(document)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    /// Several documents of `json(scene:source:layouts:)` as one JSON array, each indented as an
    /// element (the bytes `JSONEncoder` would give the array of the documents).
    public static func array(_ documents: [String]) -> String {
        if documents.isEmpty { return "[\n\n]" }
        let elements = documents.map { document in
            document.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n")
        }
        return "[\n" + elements.joined(separator: ",\n") + "\n]"
    }

    private static func layout(_ computed: ComputedLayout) -> Layout {
        Layout(width: number(computed.proposal.width), height: number(computed.proposal.height),
               size: Size(width: Double(computed.size.width), height: Double(computed.size.height)),
               nodes: computed.nodes.map { node in
                   Node(index: node.index, parent: node.parent, depth: node.depth, kind: node.kind.rawValue,
                        id: node.id.map { String(describing: $0.base) }, label: node.label,
                        proposal: Proposal(width: number(node.proposal.width), height: number(node.proposal.height)),
                        frame: Rect(x: Double(node.frame.minX), y: Double(node.frame.minY),
                                    width: Double(node.frame.width), height: Double(node.frame.height)))
               },
               diagnostics: computed.diagnostics.map { "\($0)" })
    }

    /// A length as JSON holds it: nil for none and for ∞ (JSON has no infinity).
    private static func number(_ value: CGFloat?) -> Double? {
        guard let value, value.isFinite else { return nil }
        return Double(value)
    }
}
