import Foundation
import Layoutshot

/// The key under a diagram: one entry per frame family the diagram shows (with its outline
/// style), the padding and spacing overlays with every length they stand for, alignment guides,
/// the proposed-width line, what an id chip is, and the ids whose chips had no room. Entries flow
/// left to right and wrap at the legend's width.
struct DiagramLegend {
    enum Swatch: Equatable {
        case family(ViewFamily)
        case padding
        /// A spacing gap with a pill holding the diagram's first spacing length.
        case spacing(String)
        case guide
        case proposal
        /// An id chip holding the text.
        case chip(String)
        /// No swatch: the entry is text only.
        case none
    }

    struct Entry {
        var swatch: Swatch
        var text: String
        /// Where the entry goes, relative to the legend's top-left corner.
        var origin: CGPoint
        var width: CGFloat
    }

    static let font = Font.system(size: 8)
    static let rowHeight: CGFloat = 14
    static let swatchWidth: CGFloat = 16
    static let entryGap: CGFloat = 12

    private(set) var entries: [Entry] = []
    private(set) var size: CGSize = .zero

    /// The entries for `layout`, wrapped at `width` points.
    init(layout: ComputedLayout, renderer: LayoutRenderer, annotations: DiagramAnnotations, width: CGFloat) {
        let nodes = layout.nodes
        // Indices, not `for node in nodes`: reading fields does not copy whole nodes. A bit per
        // family, not a Set: ViewFamily hashes its raw String, too slow for thousands of views.
        func bit(_ family: ViewFamily) -> Int {
            switch family {
            case .stack: return 1
            case .flow: return 2
            case .grid: return 4
            case .spacer: return 8
            case .padding: return 16
            case .frame: return 32
            case .leaf: return 64
            }
        }
        var presentBits = 0
        var hasIDs = false
        for index in nodes.indices where DiagramPlan.isFinite(nodes[index].frame) {
            presentBits |= bit(nodes[index].kind.family)
            if !hasIDs, nodes[index].id != nil { hasIDs = true }
        }
        var items: [(Swatch, String)] = []
        let names: [(ViewFamily, String)] = [
            (.stack, "stack / layout"), (.flow, "flow"), (.grid, "grid"), (.frame, "frame, background, overlay"),
            (.padding, "padding"), (.spacer, "spacer"), (.leaf, "text, colour, shape"),
        ]
        for (family, name) in names where presentBits & bit(family) != 0 {
            items.append((.family(family), name))
        }
        if renderer.overlays.contains(.padding), !annotations.paddingLengths.isEmpty {
            items.append((.padding, "padding inset " + Self.lengths(annotations.paddingLengths)))
        }
        if renderer.overlays.contains(.spacing), !annotations.spacingLengths.isEmpty {
            items.append((.spacing(PointFormatting.string(annotations.spacingLengths[0])),
                          "spacing " + Self.lengths(annotations.spacingLengths)))
        }
        if renderer.overlays.contains(.alignmentGuides) {
            items.append((.guide, "alignment guide"
                + (annotations.droppedGuides.isEmpty ? "" : " (no room to label every " + annotations.droppedGuides.joined(separator: ", ") + ")")))
        }
        if renderer.showsRulers, let proposed = layout.proposal.width, proposed.isFinite {
            items.append((.proposal, "proposed width"))
        }
        if hasIDs {
            items.append((.chip("id"), "a view's .id, in its family's colour"))
        }
        if !annotations.droppedIDs.isEmpty {
            items.append((.none, "no room to label:"))
            for id in annotations.droppedIDs { items.append((.chip(id), "")) }
        }

        let measurer = renderer.textMeasurer
        var x: CGFloat = 0, y: CGFloat = 0, widest: CGFloat = 0
        for (swatch, text) in items {
            let swatchWidth: CGFloat
            switch swatch {
            case .none: swatchWidth = 0
            case .chip(let id): swatchWidth = measurer.width(of: Substring(id), font: DiagramMetrics.chipFont) + 8 + (text.isEmpty ? 0 : 4)
            default: swatchWidth = Self.swatchWidth + 4
            }
            let entryWidth = (swatchWidth + measurer.width(of: Substring(text), font: Self.font)).rounded(.up)
            if x > 0, x + entryWidth > width {
                x = 0
                y += Self.rowHeight
            }
            entries.append(Entry(swatch: swatch, text: text, origin: CGPoint(x: x, y: y), width: entryWidth))
            x += entryWidth
            widest = max(widest, x)
            x += Self.entryGap
        }
        size = entries.isEmpty ? .zero : CGSize(width: widest, height: y + Self.rowHeight)
    }

    /// "8 pt", "8, 12 and 16 pt".
    static func lengths(_ values: [CGFloat]) -> String {
        let names = values.map { PointFormatting.string($0) }
        guard names.count > 1 else { return "\(names.joined()) pt" }
        return names.dropLast().joined(separator: ", ") + " and " + names.last! + " pt"
    }
}
