import Layoutshot

/// Every key and keyword the reader accepts, by the context it appears in. The reader checks keys
/// against these tables (anything else is an error with a did-you-mean), and a test checks that
/// `Samples/scene.schema.json` has exactly these properties in its `$defs` of the same names.
enum Vocabulary {
    // MARK: Objects: context name (a `$defs` entry in the schema) → its keys

    static let scene = ["$schema", "name", "title", "summary", "render", "view"]
    static let render = ["widths", "height", "formats", "scale", "theme", "style", "overlays", "rulers", "legend", "sheetWidth"]

    /// The keys that say what a view is: exactly one per view node.
    static let viewKinds = [
        "hstack", "vstack", "zstack", "flow", "grid", "gridRow", "lazyVGrid", "lazyHGrid", "viewThatFits", "group",
        "text", "color", "spacer", "rectangle", "roundedRectangle", "capsule", "circle", "ellipse",
        "empty", "image", "content",
    ]

    /// The modifier keys, in the order they are applied when written as keys of a view node
    /// (innermost first). The `modifiers:` list applies them in its own order, after these.
    static let modifiers = [
        // The content's environment: only the content sees them (not a background added below).
        "font", "lineLimit", "multilineTextAlignment", "foregroundColor",
        // Layout, inside out.
        "fixedSize", "frame", "padding",
        // Decorations, drawn around the padded view.
        "background", "overlay",
        // Drawing only.
        "clipShape", "cornerRadius", "border", "opacity",
        // What the container reads: outermost.
        "alignmentGuide", "gridCellColumns", "gridColumnAlignment", "gridCellUnsizedAxes", "gridCellAnchor",
        "layoutPriority", "id",
    ]

    static let view = viewKinds + modifiers + ["modifiers"]
    /// A view in `background:` or `overlay:`: a view plus where it sits.
    static let decoration = view + ["alignment"]
    /// One entry of a `modifiers:` list: exactly one modifier key.
    static let modifier = modifiers
    /// The modifiers a `modifiers:` list may name without a value (`- fixedSize`, `- padding`).
    static let bareModifiers = ["fixedSize", "padding"]

    static let hstack = ["alignment", "spacing", "children"]
    static let vstack = ["alignment", "spacing", "children"]
    static let zstack = ["alignment", "children"]
    static let flow = ["alignment", "spacing", "lineSpacing", "children"]
    static let grid = ["alignment", "horizontalSpacing", "verticalSpacing", "children"]
    static let gridRow = ["alignment", "children"]
    static let lazyVGrid = ["columns", "alignment", "spacing", "children"]
    static let lazyHGrid = ["rows", "alignment", "spacing", "children"]
    /// One column of a `lazyVGrid` (row of a `lazyHGrid`): exactly one of `fixed`, `flexible`, `adaptive`.
    static let gridItem = ["fixed", "flexible", "adaptive", "spacing", "alignment"]
    /// The bounds of a flexible or adaptive grid item.
    static let gridItemRange = ["minimum", "maximum"]
    static let unitPoint = ["x", "y"]
    static let viewThatFits = ["in", "children"]
    static let group = ["children"]
    static let spacer = ["minLength"]
    static let roundedRectangle = ["cornerRadius"]
    static let color = ["name", "red", "green", "blue", "white", "opacity"]
    static let frame = ["width", "height", "minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight", "alignment"]
    static let padding = ["all", "horizontal", "vertical", "top", "leading", "bottom", "trailing"]
    static let font = ["style", "size", "weight", "design", "italic"]
    static let fixedSize = ["horizontal", "vertical"]
    static let border = ["color", "width"]
    static let alignmentGuide = ["guide", "value"]
    static let clipShape = ["roundedRectangle"]
    static let image = ["name", "systemName", "resizable", "contentMode"]

    /// Every object context by its schema name.
    static let objects: [String: [String]] = [
        "scene": scene, "render": render, "view": view, "decoration": decoration, "modifier": modifier,
        "hstack": hstack, "vstack": vstack, "zstack": zstack, "flow": flow, "grid": grid, "gridRow": gridRow,
        "lazyVGrid": lazyVGrid, "lazyHGrid": lazyHGrid, "gridItem": gridItem, "gridItemRange": gridItemRange, "unitPoint": unitPoint, "viewThatFits": viewThatFits, "group": group,
        "spacer": spacer, "roundedRectangle": roundedRectangle, "color": color, "frame": frame, "padding": padding,
        "font": font, "fixedSize": fixedSize, "border": border, "alignmentGuide": alignmentGuide, "clipShape": clipShape,
        "image": image,
    ]

    // MARK: Keywords: schema `$defs` name → the strings accepted

    static let horizontalAlignments: [String: HorizontalAlignment] = ["leading": .leading, "center": .center, "trailing": .trailing]
    static let verticalAlignments: [String: VerticalAlignment] = [
        "top": .top, "center": .center, "bottom": .bottom,
        "firstTextBaseline": .firstTextBaseline, "lastTextBaseline": .lastTextBaseline,
    ]
    static let alignments: [String: Alignment] = [
        "center": .center, "leading": .leading, "trailing": .trailing, "top": .top, "bottom": .bottom,
        "topLeading": .topLeading, "topTrailing": .topTrailing, "bottomLeading": .bottomLeading, "bottomTrailing": .bottomTrailing,
        "centerFirstTextBaseline": .centerFirstTextBaseline, "centerLastTextBaseline": .centerLastTextBaseline,
        "leadingFirstTextBaseline": .leadingFirstTextBaseline, "leadingLastTextBaseline": .leadingLastTextBaseline,
        "trailingFirstTextBaseline": .trailingFirstTextBaseline, "trailingLastTextBaseline": .trailingLastTextBaseline,
    ]
    static let textAlignments: [String: TextAlignment] = ["leading": .leading, "center": .center, "trailing": .trailing]
    static let axes: [String: Axis.Set] = ["horizontal": .horizontal, "vertical": .vertical, "both": [.horizontal, .vertical]]
    static let shapes = ["rectangle", "capsule", "circle", "ellipse"]
    static let unitPoints: [String: UnitPoint] = [
        "center": .center, "leading": .leading, "trailing": .trailing, "top": .top, "bottom": .bottom,
        "topLeading": .topLeading, "topTrailing": .topTrailing, "bottomLeading": .bottomLeading, "bottomTrailing": .bottomTrailing,
    ]
    /// The guides an `alignmentGuide` can set (`center` is the horizontal centre, `verticalCenter` the vertical).
    static let guides = ["leading", "center", "trailing", "top", "verticalCenter", "bottom", "firstTextBaseline", "lastTextBaseline"]
    static let infinity = ["infinity", "inf", ".inf", ".infinity"]
    static let contentModes: [String: ContentMode] = ["fit": .fit, "fill": .fill]

    static let keywords: [String: [String]] = [
        "horizontalAlignment": horizontalAlignments.keys.sorted(),
        "verticalAlignment": verticalAlignments.keys.sorted(),
        "alignment": alignments.keys.sorted(),
        "textAlignment": textAlignments.keys.sorted(),
        "axes": axes.keys.sorted(),
        "shapeName": shapes.sorted(),
        "unitPointName": unitPoints.keys.sorted(),
        "guideName": guides.sorted(),
        "infinity": infinity.sorted(),
        "contentMode": contentModes.keys.sorted(),
        "colorName": Color.named.keys.sorted(),
        "fontStyle": Font.TextStyle.allCases.map(\.rawValue).sorted(),
        "fontWeight": Font.Weight.allCases.map(\.rawValue).sorted(),
        "fontDesign": Font.Design.allCases.map(\.rawValue).sorted(),
        "imageFormat": RenderOptions.ImageFormat.allCases.map(\.rawValue).sorted(),
        "theme": RenderOptions.Theme.allCases.map(\.rawValue).sorted(),
        "overlay": RenderOptions.Overlay.allCases.map(\.rawValue).sorted(),
    ]
}
