/// A colour, as SwiftUI's `Color`; as a view it fills the space it is offered.
///
/// The named colours have SwiftUI's light-appearance values (iOS system colours). Two kinds exist,
/// as in SwiftUI: *semantic* colours (`primary`, `secondary`, and UIKit's `Color(.systemBackground)`,
/// `Color(.label)`, … through `UIColor`) adapt to the appearance, so a renderer's dark theme draws
/// them in dark-appearance values (`isSemantic`); every other colour, `Color.white` included, is
/// *fixed* and keeps its value in either appearance.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// Components in 0…1, not premultiplied.
    public var red: Double
    /// The green component, 0…1.
    public var green: Double
    /// The blue component, 0…1.
    public var blue: Double
    /// The opacity, 0 (clear) to 1 (opaque).
    public var opacity: Double
    /// The name it was made with, for labels ("blue"), or nil.
    public var name: String?

    /// A colour from sRGB components and an opacity, each 0…1.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.red = Color.clamp(red)
        self.green = Color.clamp(green)
        self.blue = Color.clamp(blue)
        self.opacity = Color.clamp(opacity)
    }

    /// A gray of `white` brightness (0 black, 1 white).
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    /// A colour from 0xRRGGBB.
    public init(hex: UInt32, opacity: Double = 1) {
        self.init(red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255, blue: Double(hex & 0xFF) / 255, opacity: opacity)
    }

    init(named name: String, _ r: Int, _ g: Int, _ b: Int, _ a: Double = 1) {
        self.init(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, opacity: a)
        self.name = name
    }

    private static func clamp(_ value: Double) -> Double {
        value.isNaN ? 0 : Swift.min(Swift.max(value, 0), 1)
    }

    /// The same colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        var copy = self
        copy.opacity = Color.clamp(self.opacity * opacity)
        copy.name = name.map { "\($0).opacity(\(formatLength(CGFloat(opacity))))" }
        return copy
    }

    /// Black.
    public static let black = Color(named: "black", 0, 0, 0)
    /// White: fixed, so it stays white in a dark theme.
    public static let white = Color(named: "white", 255, 255, 255)
    /// Fully transparent.
    public static let clear = Color(named: "clear", 0, 0, 0, 0)
    /// SwiftUI's gray (142, 142, 147).
    public static let gray = Color(named: "gray", 142, 142, 147)
    /// SwiftUI's red (255, 59, 48).
    public static let red = Color(named: "red", 255, 59, 48)
    /// SwiftUI's orange (255, 149, 0).
    public static let orange = Color(named: "orange", 255, 149, 0)
    /// SwiftUI's yellow (255, 204, 0).
    public static let yellow = Color(named: "yellow", 255, 204, 0)
    /// SwiftUI's green (52, 199, 89).
    public static let green = Color(named: "green", 52, 199, 89)
    /// SwiftUI's mint (0, 199, 190).
    public static let mint = Color(named: "mint", 0, 199, 190)
    /// SwiftUI's teal (48, 176, 199).
    public static let teal = Color(named: "teal", 48, 176, 199)
    /// SwiftUI's cyan (50, 173, 230).
    public static let cyan = Color(named: "cyan", 50, 173, 230)
    /// SwiftUI's blue (0, 122, 255).
    public static let blue = Color(named: "blue", 0, 122, 255)
    /// SwiftUI's indigo (88, 86, 214).
    public static let indigo = Color(named: "indigo", 88, 86, 214)
    /// SwiftUI's purple (175, 82, 222).
    public static let purple = Color(named: "purple", 175, 82, 222)
    /// SwiftUI's pink (255, 45, 85).
    public static let pink = Color(named: "pink", 255, 45, 85)
    /// SwiftUI's brown (162, 132, 94).
    public static let brown = Color(named: "brown", 162, 132, 94)
    /// The primary text colour: semantic, black in light appearance and white in dark.
    public static let primary = Color(named: "primary", 0, 0, 0)
    /// The secondary text colour: semantic, a translucent gray.
    public static let secondary = Color(named: "secondary", 60, 60, 67, 0.6)
    /// The accent colour: SwiftUI's default blue.
    public static let accentColor = Color(named: "accentColor", 0, 122, 255)

    /// A UIKit semantic colour, as SwiftUI's `Color(_: UIColor)`: `Color(.systemBackground)`.
    public init(_ color: UIColor) {
        self = color.color
    }

    /// A UIKit semantic colour, as SwiftUI's `Color(uiColor:)`.
    public init(uiColor: UIColor) {
        self = uiColor.color
    }

    /// The names of the colours that adapt to the appearance: `primary`, `secondary` and the
    /// `UIColor` semantic colours. Everything else is fixed.
    public static let semanticNames = Set(["primary", "secondary"] + UIColor.all.map(\.name))

    /// The name of the semantic colour this colour was made from (also after `.opacity(_:)`:
    /// `"primary"` for `Color.primary.opacity(0.5)`), or nil for a fixed colour.
    public var semanticName: String? {
        guard let name else { return nil }
        let base = name.split(separator: ".", maxSplits: 1).first.map(String.init) ?? name
        return Color.semanticNames.contains(base) ? base : nil
    }

    /// Whether the colour adapts to light and dark appearance (see `semanticName`).
    public var isSemantic: Bool { semanticName != nil }

    /// The named colours, by name (for scene files).
    public static let named: [String: Color] = [
        "black": .black, "white": .white, "clear": .clear, "gray": .gray, "grey": .gray, "red": .red,
        "orange": .orange, "yellow": .yellow, "green": .green, "mint": .mint, "teal": .teal,
        "cyan": .cyan, "blue": .blue, "indigo": .indigo, "purple": .purple, "pink": .pink,
        "brown": .brown, "primary": .primary, "secondary": .secondary, "accentColor": .accentColor,
    ].merging(UIColor.all.map { ($0.name, $0.color) }) { first, _ in first }

    public var description: String {
        if let name { return "Color.\(name)" }
        func c(_ v: Double) -> String { formatLength(CGFloat(v)) }
        return "Color(red: \(c(red)), green: \(c(green)), blue: \(c(blue))\(opacity < 1 ? ", opacity: \(c(opacity))" : ""))"
    }

    public static func == (lhs: Color, rhs: Color) -> Bool {
        lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.opacity == rhs.opacity
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(opacity)
    }

}

// As in SwiftUI, `View` is conformed to here and not in the type's declaration: a conformance there
// would make `Color` a main-actor type, and `static let accent = Color.blue` in an enum,
// `var color: Color = .gray` in a plain struct or `Color(red:green:blue:)` off the main actor would
// not compile in Swift 6. `Color` stays a nonisolated `Sendable` value; only its view code is
// main-actor code.
extension Color: View, PrimitiveView {
    func buildNodes(_ builder: inout GraphBuilder, into nodes: inout [Node]) {
        nodes.append(builder.makeLeaf(GreedyLeaf(content: .color), foreground: self))
    }
}
