/// The UIKit semantic colours SwiftUI code names through `Color(.systemBackground)` or
/// `Color(uiColor: .label)`: only their names and light-appearance values, since Layoutshot has no
/// UIKit. Renderers draw them in their theme's matching colour (see `Color.isSemantic`).
///
/// Light values as UIKit answers them on iOS 13 and later (published in Noah Gilmore's
/// "Dark Mode UIColor compatibility" table, noahgilmore.com/blog/dark-mode-uicolor-compatibility).
public struct UIColor: Hashable, Sendable {
    /// The UIKit name, which is also the scene-file colour name.
    public let name: String
    let color: Color

    private init(_ name: String, _ r: Int, _ g: Int, _ b: Int, _ a: Double = 1) {
        self.name = name
        self.color = Color(named: name, r, g, b, a)
    }

    /// The background of a screen: white in light appearance, black in dark.
    public static let systemBackground = UIColor("systemBackground", 255, 255, 255)
    /// Content grouped on a background (cards, cells).
    public static let secondarySystemBackground = UIColor("secondarySystemBackground", 242, 242, 247)
    /// Content grouped inside secondary content.
    public static let tertiarySystemBackground = UIColor("tertiarySystemBackground", 255, 255, 255)
    /// The background of a grouped list.
    public static let systemGroupedBackground = UIColor("systemGroupedBackground", 242, 242, 247)
    /// Cards on a grouped background.
    public static let secondarySystemGroupedBackground = UIColor("secondarySystemGroupedBackground", 255, 255, 255)
    /// Primary text.
    public static let label = UIColor("label", 0, 0, 0)
    /// Secondary text.
    public static let secondaryLabel = UIColor("secondaryLabel", 60, 60, 67, 0.6)
    /// Thin separator lines.
    public static let separator = UIColor("separator", 60, 60, 67, 0.29)

    /// Content grouped inside secondary content on a grouped background.
    public static let tertiarySystemGroupedBackground = UIColor("tertiarySystemGroupedBackground", 242, 242, 247)
    /// Tertiary text.
    public static let tertiaryLabel = UIColor("tertiaryLabel", 60, 60, 67, 0.3)
    /// Quaternary text.
    public static let quaternaryLabel = UIColor("quaternaryLabel", 60, 60, 67, 0.18)
    /// The placeholder text of text fields.
    public static let placeholderText = UIColor("placeholderText", 60, 60, 67, 0.3)
    /// Separator lines that hide what is behind them.
    public static let opaqueSeparator = UIColor("opaqueSeparator", 198, 198, 200)
    /// Links.
    public static let link = UIColor("link", 0, 122, 255)
    /// Fills of thin, small shapes (a slider's track).
    public static let systemFill = UIColor("systemFill", 120, 120, 128, 0.2)
    /// Fills of medium shapes (a switch's background).
    public static let secondarySystemFill = UIColor("secondarySystemFill", 120, 120, 128, 0.16)
    /// Fills of large shapes (input fields, search bars).
    public static let tertiarySystemFill = UIColor("tertiarySystemFill", 118, 118, 128, 0.12)
    /// Fills of large areas with complex content.
    public static let quaternarySystemFill = UIColor("quaternarySystemFill", 116, 116, 128, 0.08)
    /// The system's base gray.
    public static let systemGray = UIColor("systemGray", 142, 142, 147)
    /// A lighter gray (UIKit's `systemGray2`).
    public static let systemGray2 = UIColor("systemGray2", 174, 174, 178)
    /// A lighter gray (UIKit's `systemGray3`).
    public static let systemGray3 = UIColor("systemGray3", 199, 199, 204)
    /// A lighter gray (UIKit's `systemGray4`).
    public static let systemGray4 = UIColor("systemGray4", 209, 209, 214)
    /// A lighter gray (UIKit's `systemGray5`).
    public static let systemGray5 = UIColor("systemGray5", 229, 229, 234)
    /// The lightest gray (UIKit's `systemGray6`), as behind grouped cards.
    public static let systemGray6 = UIColor("systemGray6", 242, 242, 247)
    /// The system blue (a different value in dark appearance).
    public static let systemBlue = UIColor("systemBlue", 0, 122, 255)
    /// The system red.
    public static let systemRed = UIColor("systemRed", 255, 59, 48)
    /// The system green.
    public static let systemGreen = UIColor("systemGreen", 52, 199, 89)
    /// The system orange.
    public static let systemOrange = UIColor("systemOrange", 255, 149, 0)
    /// The system yellow.
    public static let systemYellow = UIColor("systemYellow", 255, 204, 0)
    /// The system pink.
    public static let systemPink = UIColor("systemPink", 255, 45, 85)
    /// The system purple.
    public static let systemPurple = UIColor("systemPurple", 175, 82, 222)
    /// The system indigo.
    public static let systemIndigo = UIColor("systemIndigo", 88, 86, 214)
    /// The system teal.
    public static let systemTeal = UIColor("systemTeal", 48, 176, 199)
    /// The system mint.
    public static let systemMint = UIColor("systemMint", 0, 199, 190)
    /// The system cyan.
    public static let systemCyan = UIColor("systemCyan", 50, 173, 230)
    /// The system brown.
    public static let systemBrown = UIColor("systemBrown", 162, 132, 94)

    /// Every semantic colour above.
    public static let all: [UIColor] = [
        .systemBackground, .secondarySystemBackground, .tertiarySystemBackground, .systemGroupedBackground,
        .secondarySystemGroupedBackground, .label, .secondaryLabel, .separator, .tertiarySystemGroupedBackground,
        .tertiaryLabel, .quaternaryLabel, .placeholderText, .opaqueSeparator, .link, .systemFill, .secondarySystemFill,
        .tertiarySystemFill, .quaternarySystemFill, .systemGray, .systemGray2, .systemGray3, .systemGray4, .systemGray5,
        .systemGray6, .systemBlue, .systemRed, .systemGreen, .systemOrange, .systemYellow, .systemPink, .systemPurple,
        .systemIndigo, .systemTeal, .systemMint, .systemCyan, .systemBrown,
    ]

    /// Dark-appearance values of the colours that are not the theme's own text, canvas or grouped
    /// background (from Apple's Human Interface Guidelines, "Color": iOS system colours and system
    /// grays, https://developer.apple.com/design/human-interface-guidelines/color).
    public static let darkValues: [String: Color] = [
        "tertiaryLabel": Color(named: "tertiaryLabel", 235, 235, 245, 0.3),
        "quaternaryLabel": Color(named: "quaternaryLabel", 235, 235, 245, 0.16),
        "placeholderText": Color(named: "placeholderText", 235, 235, 245, 0.3),
        "opaqueSeparator": Color(named: "opaqueSeparator", 56, 56, 58),
        "link": Color(named: "link", 9, 132, 255),
        "systemFill": Color(named: "systemFill", 120, 120, 128, 0.36),
        "secondarySystemFill": Color(named: "secondarySystemFill", 120, 120, 128, 0.32),
        "tertiarySystemFill": Color(named: "tertiarySystemFill", 118, 118, 128, 0.24),
        "quaternarySystemFill": Color(named: "quaternarySystemFill", 118, 118, 128, 0.18),
        "tertiarySystemBackground": Color(named: "tertiarySystemBackground", 44, 44, 46),
        "tertiarySystemGroupedBackground": Color(named: "tertiarySystemGroupedBackground", 44, 44, 46),
        "systemGray": Color(named: "systemGray", 142, 142, 147),
        "systemGray2": Color(named: "systemGray2", 99, 99, 102),
        "systemGray3": Color(named: "systemGray3", 72, 72, 74),
        "systemGray4": Color(named: "systemGray4", 58, 58, 60),
        "systemGray5": Color(named: "systemGray5", 44, 44, 46),
        "systemGray6": Color(named: "systemGray6", 28, 28, 30),
        "systemBlue": Color(named: "systemBlue", 10, 132, 255),
        "systemRed": Color(named: "systemRed", 255, 69, 58),
        "systemGreen": Color(named: "systemGreen", 48, 209, 88),
        "systemOrange": Color(named: "systemOrange", 255, 159, 10),
        "systemYellow": Color(named: "systemYellow", 255, 214, 10),
        "systemPink": Color(named: "systemPink", 255, 55, 95),
        "systemPurple": Color(named: "systemPurple", 191, 90, 242),
        "systemIndigo": Color(named: "systemIndigo", 94, 92, 230),
        "systemTeal": Color(named: "systemTeal", 64, 200, 224),
        "systemMint": Color(named: "systemMint", 102, 212, 207),
        "systemCyan": Color(named: "systemCyan", 100, 210, 255),
        "systemBrown": Color(named: "systemBrown", 172, 142, 104),
    ]

    // Fixed UIKit colours (`UIColor.red` …): the same in both appearances, as SwiftUI's.
    private init(fixed color: Color) {
        self.name = color.name ?? "color"
        self.color = color
    }
    /// White in both appearances.
    public static let white = UIColor(fixed: .white)
    /// Black in both appearances.
    public static let black = UIColor(fixed: .black)
    /// Fully transparent.
    public static let clear = UIColor(fixed: .clear)
    /// A fixed gray.
    public static let gray = UIColor(fixed: .gray)
    /// A fixed red.
    public static let red = UIColor(fixed: .red)
    /// A fixed green.
    public static let green = UIColor(fixed: .green)
    /// A fixed blue.
    public static let blue = UIColor(fixed: .blue)
    /// A fixed orange.
    public static let orange = UIColor(fixed: .orange)
    /// A fixed yellow.
    public static let yellow = UIColor(fixed: .yellow)
    /// A fixed purple.
    public static let purple = UIColor(fixed: .purple)
    /// A fixed brown.
    public static let brown = UIColor(fixed: .brown)
    /// A fixed cyan.
    public static let cyan = UIColor(fixed: .cyan)
    /// A fixed dark gray (one third white).
    public static let darkGray = UIColor(fixed: Color(white: 1.0 / 3))
    /// A fixed light gray (two thirds white).
    public static let lightGray = UIColor(fixed: Color(white: 2.0 / 3))

    /// A colour from components, as `UIColor(red:green:blue:alpha:)`.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(fixed: Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha)))
    }

    /// A gray of `white` brightness (0 black, 1 white) and `alpha` opacity, as `UIColor(white:alpha:)`.
    public init(white: CGFloat, alpha: CGFloat) {
        self.init(fixed: Color(white: Double(white), opacity: Double(alpha)))
    }

    /// The colour with opacity `alpha`, as UIKit's `withAlphaComponent(_:)`.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(fixed: color.opacity(Double(alpha) / Swift.max(color.opacity, 1e-9)))
    }
}

/// AppKit's name for the same colours, for code written for macOS.
public typealias NSColor = UIColor
