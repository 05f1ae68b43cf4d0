import Layoutshot
import LayoutshotGraphics

/// The colours of a diagram: page, grid, rulers, text, and one style per view family.
///
/// `.light` and `.dark` are tuned for documentation pages of either appearance. Every property is
/// public, so a theme can be adjusted (`var theme = DiagramTheme.light; theme.stack.color = …`).
public struct DiagramTheme: Hashable, Sendable {
    /// How the frames of one view family are drawn.
    public struct FamilyStyle: Hashable, Sendable {
        /// The outline, chip and band colour.
        public var color: GraphicsColor
        /// Outline dash pattern in points (empty: solid).
        public var dash: [Double]
        /// Opacity of the tint filled inside the frame, under the content (0: none). Nested frames
        /// of the family add up, so depth shows as a deeper tint.
        public var tint: Double

        /// A style of `color`, solid unless `dash` is given, untinted unless `tint` is given.
        public init(color: GraphicsColor, dash: [Double] = [], tint: Double = 0) {
            self.color = color
            self.dash = dash
            self.tint = tint
        }
    }

    /// A short name ("light", "dark") for file names and captions.
    public var name: String
    /// Around the diagram and behind rulers.
    public var page: GraphicsColor
    /// Behind the laid-out views, and `Color(.systemBackground)` (and the other backgrounds of
    /// the top level: tertiary, secondary grouped).
    public var canvas: GraphicsColor
    /// `Color(.secondarySystemBackground)` and `Color(.systemGroupedBackground)`: a surface one
    /// step off the canvas.
    public var groupedBackground: GraphicsColor
    /// The 10-point grid lines on the canvas.
    public var gridLines: GraphicsColor
    /// Ruler ticks and numbers.
    public var ruler: GraphicsColor
    /// Captions, trace rows, and `Color.primary` / text without a colour.
    public var text: GraphicsColor
    /// Secondary captions and `Color.secondary`.
    public var secondaryText: GraphicsColor
    /// The proposed-width marker.
    public var proposal: GraphicsColor
    /// Alignment guide lines.
    public var guide: GraphicsColor
    /// Spacing gaps between stack children.
    public var spacing: GraphicsColor
    /// Text on id chips and value pills.
    public var chipText: GraphicsColor

    /// Stacks and custom layouts: solid outlines, heavier near the root, tinted inside.
    public var stack: FamilyStyle
    /// Flow layouts: long dashes, tinted inside.
    public var flow: FamilyStyle
    /// Grids: solid outlines, tinted inside.
    public var grid: FamilyStyle
    /// Spacers: short dashes and hatching.
    public var spacer: FamilyStyle
    /// Padding: dotted outlines (and the band, with the `.padding` overlay).
    public var padding: FamilyStyle
    /// Frames, fixed sizes, backgrounds, overlays and alignment guides: grey dashes.
    public var frame: FamilyStyle
    /// Text, colours and shapes: a thin translucent outline.
    public var leaf: FamilyStyle

    /// The style of a view family.
    public func style(for family: ViewFamily) -> FamilyStyle {
        switch family {
        case .stack: return stack
        case .flow: return flow
        case .grid: return grid
        case .spacer: return spacer
        case .padding: return padding
        case .frame: return frame
        case .leaf: return leaf
        }
    }

    /// Whether the theme is a dark appearance (its canvas is dark): system colours take their
    /// dark values.
    public var isDark: Bool { canvas.red + canvas.green + canvas.blue < 1.5 }

    /// A view's colour as drawn in this theme, as SwiftUI resolves colours for an appearance:
    /// semantic colours adapt and fixed colours keep their value (`Color.isSemantic`).
    /// `Color.primary`, `Color(.label)` and no colour at all become the theme's text colour;
    /// `Color.secondary` and `Color(.secondaryLabel)` its secondary text colour;
    /// `Color(.systemBackground)` its canvas; `Color(.secondarySystemBackground)` its grouped
    /// background; `Color(.separator)` a faint secondary text colour. An `.opacity(_:)` applied to
    /// a semantic colour is kept. `Color.white` stays white, also on a dark page, as in SwiftUI.
    public func resolve(_ color: Color?) -> GraphicsColor {
        guard let color else { return text }
        guard let name = color.semanticName, let base = Color.named[name] else {
            return GraphicsColor(red: color.red, green: color.green, blue: color.blue, alpha: color.opacity)
        }
        let adapted: GraphicsColor
        switch name {
        case "primary", "label": adapted = text
        case "secondary", "secondaryLabel": adapted = secondaryText
        case "secondarySystemBackground", "systemGroupedBackground": adapted = groupedBackground
        case "separator": adapted = secondaryText.withAlpha(secondaryText.alpha * 0.45)
        case "systemBackground", "secondarySystemGroupedBackground": adapted = canvas
        default:
            // The other system colours: Apple's own light or dark value (`UIColor.darkValues`).
            let value = isDark ? (UIColor.darkValues[name] ?? base) : base
            adapted = GraphicsColor(red: value.red, green: value.green, blue: value.blue, alpha: value.opacity)
        }
        // The opacity the view added on top of the semantic colour's own.
        let added = base.opacity > 0 ? color.opacity / base.opacity : color.opacity
        return adapted.withAlpha(min(1, adapted.alpha * added))
    }

    /// Dark lines and text on white; families in saturated mid tones.
    public static let light = DiagramTheme(
        name: "light",
        page: GraphicsColor(rgb: 0xF8FAFC),
        canvas: GraphicsColor(rgb: 0xFFFFFF),
        groupedBackground: GraphicsColor(rgb: 0xF2F2F7),
        gridLines: GraphicsColor(rgb: 0xEDF1F6),
        ruler: GraphicsColor(rgb: 0x8391A5),
        text: GraphicsColor(rgb: 0x0F172A),
        secondaryText: GraphicsColor(rgb: 0x64748B),
        proposal: GraphicsColor(rgb: 0xDC2626),
        guide: GraphicsColor(rgb: 0x0891B2),
        spacing: GraphicsColor(rgb: 0xDB2777),
        chipText: GraphicsColor(rgb: 0xFFFFFF),
        stack: FamilyStyle(color: GraphicsColor(rgb: 0x2563EB), tint: 0.045),
        flow: FamilyStyle(color: GraphicsColor(rgb: 0x0D9488), dash: [7, 2.5], tint: 0.045),
        grid: FamilyStyle(color: GraphicsColor(rgb: 0x7C3AED), tint: 0.045),
        spacer: FamilyStyle(color: GraphicsColor(rgb: 0xEA580C), dash: [3, 2.5]),
        padding: FamilyStyle(color: GraphicsColor(rgb: 0x16A34A), dash: [1.5, 2]),
        frame: FamilyStyle(color: GraphicsColor(rgb: 0x64748B), dash: [4, 3]),
        leaf: FamilyStyle(color: GraphicsColor(rgb: 0x334155, alpha: 0.55))
    )

    /// Light lines and text on a deep slate page; families in brighter tones.
    public static let dark = DiagramTheme(
        name: "dark",
        page: GraphicsColor(rgb: 0x0B1220),
        canvas: GraphicsColor(rgb: 0x111A2E),
        groupedBackground: GraphicsColor(rgb: 0x1E293B),
        gridLines: GraphicsColor(rgb: 0x1B2640),
        ruler: GraphicsColor(rgb: 0x7C8BA3),
        text: GraphicsColor(rgb: 0xE2E8F0),
        secondaryText: GraphicsColor(rgb: 0x94A3B8),
        proposal: GraphicsColor(rgb: 0xF87171),
        guide: GraphicsColor(rgb: 0x22D3EE),
        spacing: GraphicsColor(rgb: 0xF472B6),
        chipText: GraphicsColor(rgb: 0x0B1220),
        stack: FamilyStyle(color: GraphicsColor(rgb: 0x60A5FA), tint: 0.07),
        flow: FamilyStyle(color: GraphicsColor(rgb: 0x2DD4BF), dash: [7, 2.5], tint: 0.07),
        grid: FamilyStyle(color: GraphicsColor(rgb: 0xA78BFA), tint: 0.07),
        spacer: FamilyStyle(color: GraphicsColor(rgb: 0xFB923C), dash: [3, 2.5]),
        padding: FamilyStyle(color: GraphicsColor(rgb: 0x4ADE80), dash: [1.5, 2]),
        frame: FamilyStyle(color: GraphicsColor(rgb: 0x94A3B8), dash: [4, 3]),
        leaf: FamilyStyle(color: GraphicsColor(rgb: 0xCBD5E1, alpha: 0.5))
    )
}
