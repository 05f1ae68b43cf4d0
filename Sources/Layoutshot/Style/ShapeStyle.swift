/// A colour, gradient or material to fill or stroke with, as SwiftUI's `ShapeStyle`.
public protocol ShapeStyle: Sendable {
    /// The style as Layoutshot draws it (nil for a style it cannot draw: the foreground is used).
    func _resolved() -> ResolvedShapeStyle?
}

extension ShapeStyle {
    public func _resolved() -> ResolvedShapeStyle? { nil }

    /// The style with a shadow, as SwiftUI's `ShapeStyle.shadow(_:)`: drawn without the shadow.
    public func shadow(_ style: ShadowStyle) -> some ShapeStyle { _OpacityShapeStyle(resolved: _resolved()) }

    /// The style with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> some ShapeStyle {
        _OpacityShapeStyle(resolved: _resolved()?.multiplyingOpacity(by: opacity))
    }
}

/// A style as the renderer draws it: a colour, a gradient, or a material (a translucent tint).
public enum ResolvedShapeStyle: Hashable, Sendable {
    /// A solid colour.
    case color(Color)
    /// A linear gradient from `start` to `end` (unit points of the frame).
    case linearGradient(stops: [Gradient.Stop], start: UnitPoint, end: UnitPoint)
    /// A radial gradient around `center`; radii of at most 1 on both ends are fractions of the frame (an `EllipticalGradient`).
    case radialGradient(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
    /// An angular (conic) gradient around `center`, swept from `startAngle` to `endAngle`.
    case angularGradient(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle)
    /// A material: a translucent fill of the system background.
    case material(Material)

    /// "The environment's foreground", where a fill was asked for without a style.
    static let foregroundPlaceholder = ResolvedShapeStyle.color(Color(red: 0, green: 0, blue: 0, opacity: 0.000_001))

    /// One colour for the style: the colour, a gradient's middle stop, a material's tint.
    public var color: Color? {
        switch self {
        case .color(let color): return color
        case .linearGradient(let stops, _, _), .radialGradient(let stops, _, _, _), .angularGradient(let stops, _, _, _):
            return stops.isEmpty ? nil : stops[stops.count / 2].color
        case .material(let material): return material.tint
        }
    }

    func multiplyingOpacity(by opacity: Double) -> ResolvedShapeStyle {
        func fade(_ stops: [Gradient.Stop]) -> [Gradient.Stop] { stops.map { Gradient.Stop(color: $0.color.opacity(opacity), location: $0.location) } }
        switch self {
        case .color(let color): return .color(color.opacity(opacity))
        case .linearGradient(let stops, let start, let end): return .linearGradient(stops: fade(stops), start: start, end: end)
        case .radialGradient(let stops, let c, let r0, let r1): return .radialGradient(stops: fade(stops), center: c, startRadius: r0, endRadius: r1)
        case .angularGradient(let stops, let c, let a0, let a1): return .angularGradient(stops: fade(stops), center: c, startAngle: a0, endAngle: a1)
        case .material(var material):
            material.tint = material.tint.opacity(opacity)
            return .material(material)
        }
    }
}

struct _OpacityShapeStyle: ShapeStyle {
    let resolved: ResolvedShapeStyle?
    func _resolved() -> ResolvedShapeStyle? { resolved }
}

extension Color: ShapeStyle {
    public func _resolved() -> ResolvedShapeStyle? { .color(self) }
}

/// A type-erased style, as SwiftUI's `AnyShapeStyle`.
public struct AnyShapeStyle: ShapeStyle {
    private let resolved: ResolvedShapeStyle?
    /// Wraps `style`, keeping the way Layoutshot draws it.
    public init<S: ShapeStyle>(_ style: S) { resolved = style._resolved() }
    public func _resolved() -> ResolvedShapeStyle? { resolved }
}

/// The foreground style of the environment, as SwiftUI's `ForegroundStyle` (`.foreground`).
public struct ForegroundStyle: ShapeStyle {
    /// The environment's foreground style.
    public init() {}
}

/// The background style, as SwiftUI's `BackgroundStyle` (`.background`): the system background.
public struct BackgroundStyle: ShapeStyle {
    /// The background style of the environment.
    public init() {}
    public func _resolved() -> ResolvedShapeStyle? { .color(Color(.systemBackground)) }
}

/// The accent colour, as SwiftUI's `TintShapeStyle` (`.tint`).
public struct TintShapeStyle: ShapeStyle {
    /// The tint (accent) style.
    public init() {}
    public func _resolved() -> ResolvedShapeStyle? { .color(.accentColor) }
}

/// The colour of separators, as SwiftUI's `SeparatorShapeStyle` (`.separator`).
public struct SeparatorShapeStyle: ShapeStyle {
    /// The separator style.
    public init() {}
    public func _resolved() -> ResolvedShapeStyle? { .color(Color(.separator)) }
}

/// The levels of the foreground, as SwiftUI's `HierarchicalShapeStyle` (`.primary`, `.secondary`…).
public struct HierarchicalShapeStyle: ShapeStyle {
    let level: Int
    /// The primary foreground level: `Color.primary`.
    public static let primary = HierarchicalShapeStyle(level: 0)
    /// The secondary foreground level: `Color.secondary`.
    public static let secondary = HierarchicalShapeStyle(level: 1)
    /// The tertiary foreground level, drawn as UIKit's `tertiaryLabel`.
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    /// The quaternary foreground level, drawn as UIKit's `quaternaryLabel`.
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    /// The quinary foreground level, drawn as UIKit's `quaternaryLabel` (the lightest Layoutshot has).
    public static let quinary = HierarchicalShapeStyle(level: 4)
    public func _resolved() -> ResolvedShapeStyle? {
        switch level {
        case 0: return .color(.primary)
        case 1: return .color(.secondary)
        case 2: return .color(Color(.tertiaryLabel))
        default: return .color(Color(.quaternaryLabel))
        }
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The primary level of the foreground, as SwiftUI's `.primary` style.
    public static var primary: HierarchicalShapeStyle { .primary }
    /// The secondary level of the foreground, as SwiftUI's `.secondary` style.
    public static var secondary: HierarchicalShapeStyle { .secondary }
    /// The tertiary level of the foreground, as SwiftUI's `.tertiary` style.
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    /// The quaternary level of the foreground, as SwiftUI's `.quaternary` style.
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
    /// The quinary level of the foreground, as SwiftUI's `.quinary` style.
    public static var quinary: HierarchicalShapeStyle { .quinary }
}

extension ShapeStyle where Self == ForegroundStyle { public static var foreground: ForegroundStyle { ForegroundStyle() } }
extension ShapeStyle where Self == BackgroundStyle { public static var background: BackgroundStyle { BackgroundStyle() } }
extension ShapeStyle where Self == TintShapeStyle { public static var tint: TintShapeStyle { TintShapeStyle() } }
extension ShapeStyle where Self == SeparatorShapeStyle { public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() } }

extension ShapeStyle where Self == Color {
    /// Black, as a shape style.
    public static var black: Color { Color.black }
    /// White, as a shape style.
    public static var white: Color { Color.white }
    /// A clear colour, as a shape style: fills draw nothing.
    public static var clear: Color { Color.clear }
    /// SwiftUI's gray, as a shape style.
    public static var gray: Color { Color.gray }
    /// SwiftUI's red, as a shape style.
    public static var red: Color { Color.red }
    /// SwiftUI's orange, as a shape style.
    public static var orange: Color { Color.orange }
    /// SwiftUI's yellow, as a shape style.
    public static var yellow: Color { Color.yellow }
    /// SwiftUI's green, as a shape style.
    public static var green: Color { Color.green }
    /// SwiftUI's mint, as a shape style.
    public static var mint: Color { Color.mint }
    /// SwiftUI's teal, as a shape style.
    public static var teal: Color { Color.teal }
    /// SwiftUI's cyan, as a shape style.
    public static var cyan: Color { Color.cyan }
    /// SwiftUI's blue, as a shape style.
    public static var blue: Color { Color.blue }
    /// SwiftUI's indigo, as a shape style.
    public static var indigo: Color { Color.indigo }
    /// SwiftUI's purple, as a shape style.
    public static var purple: Color { Color.purple }
    /// SwiftUI's pink, as a shape style.
    public static var pink: Color { Color.pink }
    /// SwiftUI's brown, as a shape style.
    public static var brown: Color { Color.brown }
    /// The accent colour (SwiftUI's default blue), as a shape style.
    public static var accentColor: Color { Color.accentColor }
}

/// A blurred, tinted background, as SwiftUI's `Material`. Layoutshot draws it as a translucent fill
/// of the system background (no blur): thin materials let more through.
public struct Material: ShapeStyle, Hashable {
    /// How much of the background shows through: 0 none, 1 all.
    public var transparency: Double
    var tint: Color
    init(transparency: Double) {
        self.transparency = transparency
        self.tint = Color(.systemBackground).opacity(1 - transparency)
    }
    /// The most translucent material: 70 % of what is behind shows through.
    public static let ultraThin = Material(transparency: 0.7)
    /// A thin material: 55 % of what is behind shows through.
    public static let thin = Material(transparency: 0.55)
    /// The regular material: 40 % of what is behind shows through.
    public static let regular = Material(transparency: 0.4)
    /// A thick material: 25 % of what is behind shows through.
    public static let thick = Material(transparency: 0.25)
    /// The most opaque material: 10 % of what is behind shows through.
    public static let ultraThick = Material(transparency: 0.1)
    /// The material of bars (toolbars, tab bars): 20 % of what is behind shows through.
    public static let bar = Material(transparency: 0.2)
    public func _resolved() -> ResolvedShapeStyle? { .material(self) }
}

extension ShapeStyle where Self == Material {
    /// SwiftUI's `.ultraThinMaterial`: the most translucent material.
    public static var ultraThinMaterial: Material { .ultraThin }
    /// SwiftUI's `.thinMaterial`.
    public static var thinMaterial: Material { .thin }
    /// SwiftUI's `.regularMaterial`.
    public static var regularMaterial: Material { .regular }
    /// SwiftUI's `.thickMaterial`.
    public static var thickMaterial: Material { .thick }
    /// SwiftUI's `.ultraThickMaterial`: the most opaque material.
    public static var ultraThickMaterial: Material { .ultraThick }
    /// SwiftUI's `.bar` material, as toolbars use.
    public static var bar: Material { .bar }
}

// MARK: - Gradients

/// Colours along a line, as SwiftUI's `Gradient`.
public struct Gradient: Hashable, Sendable {
    /// A colour at a location (0…1), as SwiftUI's `Gradient.Stop`.
    public struct Stop: Hashable, Sendable {
        /// The stop's colour.
        public var color: Color
        /// Where the stop sits along the gradient, from 0 (start) to 1 (end).
        public var location: CGFloat
        /// A stop of `color` at `location`; the location is clamped to 0…1 (a non-finite one is 0).
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location.isFinite ? Swift.min(Swift.max(location, 0), 1) : 0
        }
    }

    /// The gradient's colour stops, in order.
    public var stops: [Stop]
    /// A gradient with the given stops.
    public init(stops: [Stop]) { self.stops = stops }
    /// A gradient of `colors` spread evenly from 0 to 1.
    public init(colors: [Color]) {
        let count = colors.count
        stops = colors.enumerated().map { Stop(color: $0.element, location: count > 1 ? CGFloat($0.offset) / CGFloat(count - 1) : 0) }
    }
}

/// A gradient made from one colour, as SwiftUI's `AnyGradient` (`Color.blue.gradient`): from top
/// to bottom (Apple: an `AnyGradient` used as a shape style "draws a linear gradient with
/// start-point [0.5, 0] and end-point [0.5, 1]",
/// https://developer.apple.com/documentation/swiftui/anygradient), a lighter tint of the colour at
/// the top to the colour itself at the bottom. The tint keeps the colour's hue and saturation and
/// raises its HSL lightness by 0.15: the one-number fit to SwiftUI's own renderer measured with
/// `ImageRenderer` (grey 128: lightness 0.502 at the bottom, 0.647 at the top; rgb(51, 102, 204):
/// 0.500 to 0.639; rgb(0, 153, 51): 0.300 to 0.451; white stays white), published with the
/// TUIkit project's `AnyGradient` (https://github.com/wadetregaskis/TUIkit).
public struct AnyGradient: ShapeStyle, Hashable {
    let base: Color

    /// How much lighter (HSL lightness, 0…1) the top of the gradient is than the colour.
    static let topLightening = 0.15

    public func _resolved() -> ResolvedShapeStyle? {
        .linearGradient(stops: [Gradient.Stop(color: AnyGradient.lightened(base, by: AnyGradient.topLightening), location: 0),
                                Gradient.Stop(color: base, location: 1)],
                        start: .top, end: .bottom)
    }

    /// `color` with its HSL lightness raised by `amount` (at most 1), hue, saturation and opacity kept.
    static func lightened(_ color: Color, by amount: Double) -> Color {
        let r = color.red, g = color.green, b = color.blue
        let maximum = Swift.max(r, g, b), minimum = Swift.min(r, g, b)
        let lightness = (maximum + minimum) / 2
        let delta = maximum - minimum
        let saturation = delta == 0 ? 0 : delta / (1 - Swift.abs(2 * lightness - 1))
        var hue = 0.0
        if delta > 0 {
            if maximum == r { hue = ((g - b) / delta).truncatingRemainder(dividingBy: 6) }
            else if maximum == g { hue = (b - r) / delta + 2 }
            else { hue = (r - g) / delta + 4 }
            if hue < 0 { hue += 6 }
        }
        let newLightness = Swift.min(1, lightness + amount)
        let chroma = (1 - Swift.abs(2 * newLightness - 1)) * saturation
        let x = chroma * (1 - Swift.abs(hue.truncatingRemainder(dividingBy: 2) - 1))
        let (r1, g1, b1): (Double, Double, Double)
        switch hue {
        case ..<1: (r1, g1, b1) = (chroma, x, 0)
        case ..<2: (r1, g1, b1) = (x, chroma, 0)
        case ..<3: (r1, g1, b1) = (0, chroma, x)
        case ..<4: (r1, g1, b1) = (0, x, chroma)
        case ..<5: (r1, g1, b1) = (x, 0, chroma)
        default: (r1, g1, b1) = (chroma, 0, x)
        }
        let m = newLightness - chroma / 2
        return Color(red: r1 + m, green: g1 + m, blue: b1 + m, opacity: color.opacity)
    }
}

extension Color {
    /// The colour as a gentle top-to-bottom gradient, lighter at the top, as SwiftUI's `Color.gradient`.
    public var gradient: AnyGradient { AnyGradient(base: self) }
}

/// A linear gradient, as SwiftUI's `LinearGradient`; as a view it fills the space it is offered.
public struct LinearGradient: ShapeStyle, Sendable {
    /// The gradient's colours.
    public var gradient: Gradient
    /// Where the gradient starts, as a unit point of the frame.
    public var startPoint: UnitPoint
    /// Where the gradient ends, as a unit point of the frame.
    public var endPoint: UnitPoint
    /// A linear gradient from `startPoint` to `endPoint`.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }
    /// A linear gradient of `colors`, spread evenly, from `startPoint` to `endPoint`.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }
    /// A linear gradient of `stops` from `startPoint` to `endPoint`.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }
    public func _resolved() -> ResolvedShapeStyle? { .linearGradient(stops: gradient.stops, start: startPoint, end: endPoint) }
}

// `View` in an extension, as in SwiftUI: a gradient stays a nonisolated `Sendable` value (see `Color`).
extension LinearGradient: View {
    public var body: _ShapeView<Rectangle> { Rectangle().fill(self) }
}

/// A radial gradient, as SwiftUI's `RadialGradient`.
public struct RadialGradient: ShapeStyle, Sendable {
    /// The gradient's colours.
    public var gradient: Gradient
    /// The centre of the circles, as a unit point of the frame.
    public var center: UnitPoint
    /// The radius, in points, at which the first colour is drawn.
    public var startRadius: CGFloat
    /// The radius, in points, at which the last colour is drawn.
    public var endRadius: CGFloat
    /// A radial gradient around `center` from `startRadius` to `endRadius`.
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }
    /// A radial gradient of `colors`, spread evenly, around `center`.
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    /// A radial gradient of `stops` around `center`.
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public func _resolved() -> ResolvedShapeStyle? {
        .radialGradient(stops: gradient.stops, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

// `View` in an extension, as in SwiftUI: a gradient stays a nonisolated `Sendable` value (see `Color`).
extension RadialGradient: View {
    public var body: _ShapeView<Rectangle> { Rectangle().fill(self) }
}

/// An angular (conic) gradient, as SwiftUI's `AngularGradient`.
public struct AngularGradient: ShapeStyle, Sendable {
    /// The gradient's colours.
    public var gradient: Gradient
    /// The centre of the sweep, as a unit point of the frame.
    public var center: UnitPoint
    /// The angle of the first colour.
    public var startAngle: Angle
    /// The angle of the last colour.
    public var endAngle: Angle
    /// An angular gradient around `center` from `startAngle` to `endAngle`; equal angles sweep a full turn, as in SwiftUI.
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle == startAngle ? startAngle + .degrees(360) : endAngle
    }
    /// An angular gradient of `colors`, spread evenly, around `center`.
    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// An angular gradient of `stops` around `center`.
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// A full-turn (conic) gradient around `center`, starting at `angle`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }
    /// A full-turn (conic) gradient of `colors` around `center`, starting at `angle`.
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }
    public func _resolved() -> ResolvedShapeStyle? {
        .angularGradient(stops: gradient.stops, center: center, startAngle: startAngle, endAngle: endAngle)
    }
}

// `View` in an extension, as in SwiftUI: a gradient stays a nonisolated `Sendable` value (see `Color`).
extension AngularGradient: View {
    public var body: _ShapeView<Rectangle> { Rectangle().fill(self) }
}

/// A radial gradient stretched to the frame, as SwiftUI's `EllipticalGradient` (drawn as a radial
/// gradient over the shorter side).
public struct EllipticalGradient: ShapeStyle, Sendable {
    /// The gradient's colours.
    public var gradient: Gradient
    /// The centre of the ellipses, as a unit point of the frame.
    public var center: UnitPoint
    /// The radius of the first colour, as a fraction of the frame.
    public var startRadiusFraction: CGFloat
    /// The radius of the last colour, as a fraction of the frame.
    public var endRadiusFraction: CGFloat
    /// An elliptical gradient around `center` with radii as fractions of the frame.
    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }
    /// An elliptical gradient of `colors`, spread evenly, around `center`.
    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    public func _resolved() -> ResolvedShapeStyle? {
        // Radii as fractions: the renderer scales a radial gradient's radii by the frame when both are ≤ 1.
        .radialGradient(stops: gradient.stops, center: center, startRadius: startRadiusFraction, endRadius: endRadiusFraction)
    }
}

// `View` in an extension, as in SwiftUI: a gradient stays a nonisolated `Sendable` value (see `Color`).
extension EllipticalGradient: View {
    public var body: _ShapeView<Rectangle> { Rectangle().fill(self) }
}

extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient style, as SwiftUI's `.linearGradient(_:startPoint:endPoint:)`.
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    /// A linear gradient of `colors`, as SwiftUI's `.linearGradient(colors:startPoint:endPoint:)`.
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
    /// A linear gradient of `stops`, as SwiftUI's `.linearGradient(stops:startPoint:endPoint:)`.
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    /// A radial gradient style, as SwiftUI's `.radialGradient(_:center:startRadius:endRadius:)`.
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    /// A radial gradient of `colors`, as SwiftUI's `.radialGradient(colors:center:startRadius:endRadius:)`.
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == AngularGradient {
    /// An angular gradient style, as SwiftUI's `.angularGradient(_:center:startAngle:endAngle:)`.
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// An angular gradient of `colors`, as SwiftUI's `.angularGradient(colors:center:startAngle:endAngle:)`.
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// A conic gradient (a full turn from `angle`), as SwiftUI's `.conicGradient(_:center:angle:)`.
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }
}

// MARK: - Modifiers

extension View {
    /// Fills the view's frame behind it with `style`, as SwiftUI's `.background(_:ignoresSafeAreaEdges:)`:
    /// on a screen, the fill reaches into the safe area on `edges` where the view touches it
    /// (`Layout/Modifier/SafeArea.swift`).
    nonisolated public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> ModifiedContent<Self, _NodeModifier> {
        // A colour is drawn as the colour view it also is (one node, labelled with its name).
        if let color = style as? Color { return layered(behind: _SafeAreaIgnoringFill(content: color, edges: edges), alignment: .center) }
        return layered(behind: _SafeAreaIgnoringFill(content: Rectangle().fill(style), edges: edges), alignment: .center)
    }

    /// Fills `shape` behind the view with `style`, as SwiftUI's `.background(_:in:fillStyle:)`.
    nonisolated public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> ModifiedContent<Self, _NodeModifier> {
        layered(behind: shape.fill(style, style: fillStyle), alignment: .center)
    }

    /// Fills `shape` behind the view with the background style, as SwiftUI's `.background(in:fillStyle:)`.
    nonisolated public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> ModifiedContent<Self, _NodeModifier> {
        layered(behind: shape.fill(BackgroundStyle(), style: fillStyle), alignment: .center)
    }

    /// Covers the view with `style`, as SwiftUI's `.overlay(_:ignoresSafeAreaEdges:)` (reaching
    /// into the safe area on `edges` as the background does).
    nonisolated public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> ModifiedContent<Self, _NodeModifier> {
        if let color = style as? Color { return layered(over: _SafeAreaIgnoringFill(content: color, edges: edges), alignment: .center) }
        return layered(over: _SafeAreaIgnoringFill(content: Rectangle().fill(style), edges: edges), alignment: .center)
    }

    /// Covers the view with `shape` filled with `style`, as SwiftUI's `.overlay(_:in:fillStyle:)`.
    nonisolated public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> ModifiedContent<Self, _NodeModifier> {
        layered(over: shape.fill(style, style: fillStyle), alignment: .center)
    }

    /// Draws a border of `content` inside the view's frame, as SwiftUI's `.border(_:width:)`.
    nonisolated public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> ModifiedContent<Self, _NodeModifier> {
        layered(over: Rectangle().strokeBorder(content, lineWidth: width), alignment: .center)
    }

}

/// A shadow of a shape style, as SwiftUI's `ShadowStyle`.
public struct ShadowStyle: Hashable, Sendable {
    let inner: Bool
    /// A drop shadow, as SwiftUI's `ShadowStyle.drop(color:radius:x:y:)`; Layoutshot draws styles without their shadow.
    public static func drop(color: Color = .black.opacity(0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle { ShadowStyle(inner: false) }
    /// An inner shadow, as SwiftUI's `ShadowStyle.inner(color:radius:x:y:)`; Layoutshot draws styles without their shadow.
    public static func inner(color: Color = .black.opacity(0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle { ShadowStyle(inner: true) }
}
