import Foundation
import Layoutshot

/// The layout trace as a table beside the diagram: one row per view, indented by depth, with the
/// proposal it was placed with, the size it chose and how often it was asked.
struct TracePanel {
    struct Row {
        var depth: Int
        var family: ViewFamily
        var label: String
        var values: String
    }

    static let maxRows = 300
    static let rowHeight: CGFloat = 13
    static let headerHeight: CGFloat = 22
    static let padding: CGFloat = 10
    static let indentStep: CGFloat = 9
    static let maxIndent: CGFloat = 90
    static let swatchSize: CGFloat = 6
    static let columnGap: CGFloat = 14
    static let maxLabelCharacters = 40

    var rows: [Row]
    /// Views left out after `maxRows`.
    var omitted: Int
    /// Where the values column starts, from the panel's left edge.
    var valuesX: CGFloat
    var size: CGSize

    static let title = "Layout trace · proposal → size"

    init(layout: ComputedLayout, measurer: PangoTextMeasurer) {
        let nodes = layout.nodes
        rows = nodes.prefix(Self.maxRows).map { node in
            var label = node.label
            if label.count > Self.maxLabelCharacters { label = String(label.prefix(Self.maxLabelCharacters - 1)) + "…" }
            var values = "\(PointFormatting.string(node.proposal)) → \(PointFormatting.string(node.frame.size))"
            if node.trace.count > 1 { values += "  (asked \(node.trace.count)×)" }
            return Row(depth: node.depth, family: node.kind.family, label: label, values: values)
        }
        omitted = max(0, nodes.count - Self.maxRows)

        var labelColumn: CGFloat = 0
        var valuesWidth: CGFloat = 0
        for row in rows {
            labelColumn = max(labelColumn, Self.indent(row.depth) + Self.swatchSize + 5
                              + measurer.width(of: Substring(row.label), font: DiagramMetrics.traceFont))
            valuesWidth = max(valuesWidth, measurer.width(of: Substring(row.values), font: DiagramMetrics.traceFont))
        }
        valuesX = (Self.padding + labelColumn + Self.columnGap).rounded(.up)
        let titleWidth = measurer.width(of: Substring(Self.title), font: DiagramMetrics.traceHeaderFont)
        let width = max(valuesX + valuesWidth, Self.padding + titleWidth) + Self.padding
        let lines = CGFloat(rows.count + (omitted > 0 ? 1 : 0))
        size = CGSize(width: width.rounded(.up),
                      height: (Self.headerHeight + lines * Self.rowHeight + Self.padding).rounded(.up))
    }

    static func indent(_ depth: Int) -> CGFloat {
        min(CGFloat(depth) * indentStep, maxIndent)
    }
}
