/// What a renderer needs from the environment to draw colours as SwiftUI would: the colour scheme
/// (`.preferredColorScheme`, `.environment(\.colorScheme, …)`), the platform, the tint (`.tint`)
/// and the accent colour (`.accentColor`). The engine marks each view where one of them changes
/// (`NodeStyle.appearance`); a renderer takes the nearest mark above a view.
public struct NodeAppearance: Hashable, Sendable {
    public var colorScheme: ColorScheme
    public var platform: Platform
    /// The colour `.tint(_:)` set, or nil.
    public var tint: Color?
    /// The colour `.accentColor(_:)` set, or nil.
    public var accentColor: Color?
    /// The scheme `.preferredColorScheme(_:)` asked for, or nil. In SwiftUI it sets the scheme
    /// of the whole presentation, not only of the views inside: a renderer draws the whole
    /// picture (its background too) in the first one it finds.
    public var preferredColorScheme: ColorScheme?

    public init(colorScheme: ColorScheme = .light, platform: Platform = .iOS, tint: Color? = nil, accentColor: Color? = nil,
                preferredColorScheme: ColorScheme? = nil) {
        self.colorScheme = colorScheme
        self.platform = platform
        self.tint = tint
        self.accentColor = accentColor
        self.preferredColorScheme = preferredColorScheme
    }

    /// The appearance `values` describe.
    public init(_ values: EnvironmentValues) {
        self.init(colorScheme: values.colorScheme, platform: values.platform, tint: values._tint, accentColor: values._accentColor,
                  preferredColorScheme: values._preferredColorScheme)
    }

    /// What `Color.accentColor`, `TintShapeStyle` and controls draw in: the tint, else the accent
    /// colour, else nil (the system blue). SwiftUI's `.tint` wins over `.accentColor` for
    /// controls; Layoutshot draws `Color.accentColor` with it too.
    public var effectiveTint: Color? { tint ?? accentColor }
}

private struct TintKey: EnvironmentKey { static let defaultValue: Color? = nil }
private struct AccentColorKey: EnvironmentKey { static let defaultValue: Color? = nil }
private struct PreferredColorSchemeKey: EnvironmentKey { static let defaultValue: ColorScheme? = nil }
private struct ControlSizeKey: EnvironmentKey { static let defaultValue = ControlSize.regular }

extension EnvironmentValues {
    /// The colour `.tint(_:)` set (nil: none). Not public in SwiftUI; controls read it.
    public var _tint: Color? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }
    /// The colour `.accentColor(_:)` set (nil: none).
    public var _accentColor: Color? {
        get { self[AccentColorKey.self] }
        set { self[AccentColorKey.self] = newValue }
    }
    /// The scheme the nearest `.preferredColorScheme(_:)` above asked for (nil: none).
    public var _preferredColorScheme: ColorScheme? {
        get { self[PreferredColorSchemeKey.self] }
        set { self[PreferredColorSchemeKey.self] = newValue }
    }
    /// The size of controls, as SwiftUI's `EnvironmentValues.controlSize` (`.controlSize(_:)`).
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
}

extension View {
    /// Tints the controls and `TintShapeStyle` inside, as SwiftUI's `.tint(_:)`: a bordered
    /// button, a toggle, a slider, `Color.accentColor` are drawn in it (nil keeps the surrounding one).
    nonisolated public func tint<S: ShapeStyle>(_ tint: S?) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment { environment in
            if case .color(let color)? = tint?._resolved() { environment.values._tint = color }
        }
    }

    /// `tint(_:)` with a colour.
    nonisolated public func tint(_ tint: Color?) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment { environment in
            if let tint { environment.values._tint = tint }
        }
    }

    /// Sets the accent colour of the views inside, as SwiftUI's `.accentColor(_:)`.
    nonisolated public func accentColor(_ accentColor: Color?) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment { environment in
            if let accentColor { environment.values._accentColor = accentColor }
        }
    }

    /// Sets the size of the controls inside, as SwiftUI's `.controlSize(_:)`.
    nonisolated public func controlSize(_ controlSize: ControlSize) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment { $0.values.controlSize = controlSize }
    }
}
