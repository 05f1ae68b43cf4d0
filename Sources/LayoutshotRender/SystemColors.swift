import Layoutshot
import LayoutshotGraphics

/// Apple's system colours in light and dark appearance, on iOS and macOS: what the plain look
/// (`RenderStyle.plain`) draws SwiftUI's colours in, as the device would.
///
/// Values are Apple's published ones (Human Interface Guidelines, "Color": system colours and
/// system grays for iOS and macOS, https://developer.apple.com/design/human-interface-guidelines/color;
/// UIKit's "UI element colors" as UIKit answers them on iOS 13–17, tabulated in Noah Gilmore's
/// "Dark Mode UIColor compatibility", noahgilmore.com/blog/dark-mode-uicolor-compatibility; and
/// AppKit's `NSColor` label, separator and background colours for macOS).
///
/// SwiftUI's standard colours (`Color.red`, `.blue`, … and `Color.accentColor`) are the system
/// colours and adapt: `Color.blue` is (0, 122, 255) in light and (10, 132, 255) in dark; `white`,
/// `black` and `clear` are fixed. `Color.primary` is `label`, `Color.secondary` `secondaryLabel`.
/// A colour made from components is drawn as it is.
public enum SystemColors {
    /// `color` (nil: the primary text colour) as drawn in `appearance`; an `.opacity(_:)` the view
    /// applied to a system colour is kept, and `Color.accentColor` and `TintShapeStyle` take the
    /// appearance's tint (`.tint`, `.accentColor`).
    public static func resolve(_ color: Color?, in appearance: NodeAppearance) -> GraphicsColor {
        guard let color else { return value(named: "label", in: appearance)! }
        guard let name = baseName(of: color) else { return graphics(color) }
        if name == "accentColor", let tint = appearance.effectiveTint {
            return adding(opacityOf: color, over: Color.named[name]!, to: resolve(tint, in: appearance))
        }
        guard let base = Color.named[name], let adapted = value(named: name, in: appearance) else { return graphics(color) }
        return adding(opacityOf: color, over: base, to: adapted)
    }

    /// The screen's background in `appearance`: `systemBackground` on iOS (white, black), the
    /// window background on macOS.
    public static func background(of appearance: NodeAppearance) -> GraphicsColor {
        value(named: "systemBackground", in: appearance)!
    }

    /// The name of the system colour `color` was made from (`"blue"` for `Color.blue.opacity(0.5)`),
    /// or nil for a colour made from components.
    static func baseName(of color: Color) -> String? {
        guard let name = color.name else { return nil }
        let base = name.split(separator: ".", maxSplits: 1).first.map(String.init) ?? name
        return Color.named[base] != nil ? base : nil
    }

    /// The opacity the view added on top of the system colour's own.
    private static func adding(opacityOf color: Color, over base: Color, to adapted: GraphicsColor) -> GraphicsColor {
        let added = base.opacity > 0 ? color.opacity / base.opacity : color.opacity
        return adapted.withAlpha(min(1, adapted.alpha * added))
    }

    private static func graphics(_ color: Color) -> GraphicsColor {
        GraphicsColor(red: color.red, green: color.green, blue: color.blue, alpha: color.opacity)
    }

    /// The system colour `name` in `appearance`, or nil for a name that is not a system colour.
    public static func value(named name: String, in appearance: NodeAppearance) -> GraphicsColor? {
        let dark = appearance.colorScheme == .dark
        let table: [String: RGBA]
        switch appearance.platform {
        case .iOS: table = dark ? iOSDark : iOSLight
        case .macOS: table = (dark ? macOSDark : macOSLight).merging(dark ? iOSDark : iOSLight) { mac, _ in mac }
        }
        guard let value = table[aliases[name] ?? name] else { return nil }
        return GraphicsColor(red: Double(value.r) / 255, green: Double(value.g) / 255, blue: Double(value.b) / 255, alpha: value.a)
    }

    struct RGBA {
        var r: Int, g: Int, b: Int, a: Double
        init(_ r: Int, _ g: Int, _ b: Int, _ a: Double = 1) { (self.r, self.g, self.b, self.a) = (r, g, b, a) }
    }

    /// SwiftUI's names for the same system colours.
    static let aliases: [String: String] = [
        "primary": "label", "secondary": "secondaryLabel", "accentColor": "systemBlue",
        "red": "systemRed", "orange": "systemOrange", "yellow": "systemYellow", "green": "systemGreen",
        "mint": "systemMint", "teal": "systemTeal", "cyan": "systemCyan", "blue": "systemBlue",
        "indigo": "systemIndigo", "purple": "systemPurple", "pink": "systemPink", "brown": "systemBrown",
        "gray": "systemGray",
    ]

    /// Fixed in both appearances.
    static let fixed: [String: RGBA] = ["white": RGBA(255, 255, 255), "black": RGBA(0, 0, 0), "clear": RGBA(0, 0, 0, 0)]

    static let iOSLight: [String: RGBA] = fixed.merging([
        "label": RGBA(0, 0, 0), "secondaryLabel": RGBA(60, 60, 67, 0.6), "tertiaryLabel": RGBA(60, 60, 67, 0.3),
        "quaternaryLabel": RGBA(60, 60, 67, 0.18), "placeholderText": RGBA(60, 60, 67, 0.3),
        "separator": RGBA(60, 60, 67, 0.29), "opaqueSeparator": RGBA(198, 198, 200), "link": RGBA(0, 122, 255),
        "systemBackground": RGBA(255, 255, 255), "secondarySystemBackground": RGBA(242, 242, 247),
        "tertiarySystemBackground": RGBA(255, 255, 255), "systemGroupedBackground": RGBA(242, 242, 247),
        "secondarySystemGroupedBackground": RGBA(255, 255, 255), "tertiarySystemGroupedBackground": RGBA(242, 242, 247),
        "systemFill": RGBA(120, 120, 128, 0.2), "secondarySystemFill": RGBA(120, 120, 128, 0.16),
        "tertiarySystemFill": RGBA(118, 118, 128, 0.12), "quaternarySystemFill": RGBA(116, 116, 128, 0.08),
        "systemGray": RGBA(142, 142, 147), "systemGray2": RGBA(174, 174, 178), "systemGray3": RGBA(199, 199, 204),
        "systemGray4": RGBA(209, 209, 214), "systemGray5": RGBA(229, 229, 234), "systemGray6": RGBA(242, 242, 247),
        "systemBlue": RGBA(0, 122, 255), "systemRed": RGBA(255, 59, 48), "systemGreen": RGBA(52, 199, 89),
        "systemOrange": RGBA(255, 149, 0), "systemYellow": RGBA(255, 204, 0), "systemPink": RGBA(255, 45, 85),
        "systemPurple": RGBA(175, 82, 222), "systemIndigo": RGBA(88, 86, 214), "systemTeal": RGBA(48, 176, 199),
        "systemMint": RGBA(0, 199, 190), "systemCyan": RGBA(50, 173, 230), "systemBrown": RGBA(162, 132, 94),
    ]) { a, _ in a }

    static let iOSDark: [String: RGBA] = fixed.merging([
        "label": RGBA(255, 255, 255), "secondaryLabel": RGBA(235, 235, 245, 0.6), "tertiaryLabel": RGBA(235, 235, 245, 0.3),
        "quaternaryLabel": RGBA(235, 235, 245, 0.16), "placeholderText": RGBA(235, 235, 245, 0.3),
        "separator": RGBA(84, 84, 88, 0.6), "opaqueSeparator": RGBA(56, 56, 58), "link": RGBA(9, 132, 255),
        "systemBackground": RGBA(0, 0, 0), "secondarySystemBackground": RGBA(28, 28, 30),
        "tertiarySystemBackground": RGBA(44, 44, 46), "systemGroupedBackground": RGBA(0, 0, 0),
        "secondarySystemGroupedBackground": RGBA(28, 28, 30), "tertiarySystemGroupedBackground": RGBA(44, 44, 46),
        "systemFill": RGBA(120, 120, 128, 0.36), "secondarySystemFill": RGBA(120, 120, 128, 0.32),
        "tertiarySystemFill": RGBA(118, 118, 128, 0.24), "quaternarySystemFill": RGBA(118, 118, 128, 0.18),
        "systemGray": RGBA(142, 142, 147), "systemGray2": RGBA(99, 99, 102), "systemGray3": RGBA(72, 72, 74),
        "systemGray4": RGBA(58, 58, 60), "systemGray5": RGBA(44, 44, 46), "systemGray6": RGBA(28, 28, 30),
        "systemBlue": RGBA(10, 132, 255), "systemRed": RGBA(255, 69, 58), "systemGreen": RGBA(48, 209, 88),
        "systemOrange": RGBA(255, 159, 10), "systemYellow": RGBA(255, 214, 10), "systemPink": RGBA(255, 55, 95),
        "systemPurple": RGBA(191, 90, 242), "systemIndigo": RGBA(94, 92, 230), "systemTeal": RGBA(64, 200, 224),
        "systemMint": RGBA(102, 212, 207), "systemCyan": RGBA(100, 210, 255), "systemBrown": RGBA(172, 142, 104),
    ]) { a, _ in a }

    /// macOS's own values where they differ from iOS's: AppKit's label colours (black or white at
    /// 85, 50, 25 and 10 % opacity), separator, window and control backgrounds, and the macOS
    /// column of the HIG's system colours.
    static let macOSLight: [String: RGBA] = [
        "label": RGBA(0, 0, 0, 0.85), "secondaryLabel": RGBA(0, 0, 0, 0.5), "tertiaryLabel": RGBA(0, 0, 0, 0.25),
        "quaternaryLabel": RGBA(0, 0, 0, 0.1), "placeholderText": RGBA(0, 0, 0, 0.25), "separator": RGBA(0, 0, 0, 0.1),
        "systemBackground": RGBA(236, 236, 236), "systemGroupedBackground": RGBA(236, 236, 236),
        "secondarySystemBackground": RGBA(255, 255, 255), "secondarySystemGroupedBackground": RGBA(255, 255, 255),
        "tertiarySystemBackground": RGBA(255, 255, 255), "tertiarySystemGroupedBackground": RGBA(255, 255, 255),
        "systemGreen": RGBA(40, 205, 65), "systemTeal": RGBA(89, 173, 196), "systemCyan": RGBA(85, 190, 240),
    ]

    static let macOSDark: [String: RGBA] = [
        "label": RGBA(255, 255, 255, 0.85), "secondaryLabel": RGBA(255, 255, 255, 0.55), "tertiaryLabel": RGBA(255, 255, 255, 0.25),
        "quaternaryLabel": RGBA(255, 255, 255, 0.1), "placeholderText": RGBA(255, 255, 255, 0.25), "separator": RGBA(255, 255, 255, 0.1),
        "systemBackground": RGBA(50, 50, 50), "systemGroupedBackground": RGBA(50, 50, 50),
        "secondarySystemBackground": RGBA(30, 30, 30), "secondarySystemGroupedBackground": RGBA(30, 30, 30),
        "tertiarySystemBackground": RGBA(30, 30, 30), "tertiarySystemGroupedBackground": RGBA(30, 30, 30),
        "systemGreen": RGBA(50, 215, 75), "systemTeal": RGBA(106, 196, 220), "systemCyan": RGBA(90, 200, 245),
        "systemGray": RGBA(152, 152, 157),
    ]
}
