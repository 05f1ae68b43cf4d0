/// A control that runs an action, as SwiftUI's `Button`. A picture shows it unpressed, drawn by the
/// environment's button style (`.buttonStyle(_:)`): iOS's default (`.automatic`, borderless) is its
/// label in the accent colour with no padding; `.bordered` and `.borderedProminent` add the
/// capsule-like rounded background (https://developer.apple.com/documentation/swiftui/buttonstyle).
nonisolated public struct Button<Label: View>: View {
    let label: Label
    let role: ButtonRole?
    /// The style `init(_ configuration:)` draws: the one outside the primitive style that made it.
    var style: _AnyButtonStyle? = nil
    @Environment(\._buttonStyle) private var environmentStyle

    /// A button that shows `label` and runs `action` when tapped (never, in a picture).
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        role = nil
    }

    /// A button with a role (a destructive button's label is red).
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.role = role
    }

    @MainActor public var body: some View {
        (style ?? environmentStyle).makeBody(ButtonStyleConfiguration(label: .init(part: StyleConfigurationPart(label)), isPressed: false, role: role))
            .annotated { $0.style.title = "Button" }
    }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// The button a primitive style is drawing, drawn by the style outside that style, as
    /// SwiftUI's `Button(_ configuration:)`
    /// (https://developer.apple.com/documentation/swiftui/button/init(_:)): a style that
    /// only changes the current look writes `Button(configuration).padding()`.
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        label = configuration.label
        role = configuration.role
        style = configuration.outerStyle ?? ButtonStyleKey.defaultValue
    }
}

extension Button where Label == Text {
    /// A button titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) { self.init(action: action) { Text(titleKey) } }
    @_disfavoredOverload
    /// A button titled with a string.
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) { self.init(action: action) { Text(title) } }
    /// A button with a role, titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) { self.init(role: role, action: action) { Text(titleKey) } }
    @_disfavoredOverload
    /// A button with a role, titled with a string.
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) { self.init(role: role, action: action) { Text(title) } }
}

extension Button where Label == Layoutshot.Label<Text, Image> {
    /// A button with a title and an SF Symbol (drawn as a labelled placeholder), as a `Label`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { Layoutshot.Label(titleKey, systemImage: systemImage) }
    }
    @_disfavoredOverload
    /// A button with a string title and an SF Symbol, as a `Label`.
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { Layoutshot.Label(title, systemImage: systemImage) }
    }
}

/// What a button is for, as SwiftUI's `ButtonRole`.
public struct ButtonRole: Hashable, Sendable {
    let name: String
    /// A button that deletes or destroys: its label is drawn red.
    public static let destructive = ButtonRole(name: "destructive")
    /// A button that cancels.
    public static let cancel = ButtonRole(name: "cancel")
}

/// What a button style draws, as SwiftUI's `ButtonStyleConfiguration`.
public struct ButtonStyleConfiguration {
    /// The button's label, as a view.
    @MainActor @preconcurrency
    public struct Label: View {
        let part: StyleConfigurationPart
        /// The label as the button was given it.
        @MainActor public var body: AnyView { part.view }
    }
    /// The button's label.
    public let label: ButtonStyleConfiguration.Label
    /// Always false: a picture shows the button at rest.
    public let isPressed: Bool
    /// The button's role, if any.
    public let role: ButtonRole?
}

/// How a button looks, as SwiftUI's `ButtonStyle`.
@MainActor @preconcurrency
public protocol ButtonStyle {
    /// The type of view the style draws.
    associatedtype Body: View
    /// What the style is given to draw.
    typealias Configuration = ButtonStyleConfiguration
    /// The view of a button in this style.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// A button style that also decides when the action runs, as SwiftUI's `PrimitiveButtonStyle`.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    /// The type of view the style draws.
    associatedtype Body: View
    /// What the style is given to draw.
    typealias Configuration = PrimitiveButtonStyleConfiguration
    /// The view of a button in this style, which calls `configuration.trigger()` to run the action.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// What a primitive button style draws, as SwiftUI's `PrimitiveButtonStyleConfiguration`.
public struct PrimitiveButtonStyleConfiguration {
    /// The button's label, as a view.
    public typealias Label = ButtonStyleConfiguration.Label
    /// The button's label.
    public let label: ButtonStyleConfiguration.Label
    /// The button's role, if any.
    public let role: ButtonRole?
    /// Runs the button's action; does nothing in a picture.
    public func trigger() {}
    /// The style in effect outside the primitive style given this configuration.
    var outerStyle: _AnyButtonStyle? = nil
}

/// The default button look on iOS: the label in the accent colour.
nonisolated public struct DefaultButtonStyle: PrimitiveButtonStyle {
    /// The default button style.
    public init() {}
    nonisolated public func makeBody(configuration: Configuration) -> some View {
        StyleBody(configuration) { configuration in
            configuration.label.foregroundColor(configuration.role == .destructive ? .red : .accentColor)
        }
    }
}

/// `.borderless`: the label in the accent colour.
nonisolated public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    /// The borderless button style.
    public init() {}
    nonisolated public func makeBody(configuration: Configuration) -> some View {
        StyleBody(configuration) { configuration in
            configuration.label.foregroundColor(configuration.role == .destructive ? .red : .accentColor)
        }
    }
}

/// `.plain`: the label as it is.
nonisolated public struct PlainButtonStyle: PrimitiveButtonStyle {
    /// The plain button style.
    public init() {}
    nonisolated public func makeBody(configuration: Configuration) -> some View {
        StyleBody(configuration) { configuration in configuration.label }
    }
}

/// `.bordered`: the label in the accent colour on a rounded rectangle in the system fill, sized
/// by the environment's control size (`BorderedButtonMetrics`: 12 pt across and 7 pt down inside
/// at iOS's regular size).
nonisolated public struct BorderedButtonStyle: PrimitiveButtonStyle {
    /// The bordered button style.
    public init() {}
    nonisolated public func makeBody(configuration: Configuration) -> some View {
        StyleBody(configuration) { configuration in
            _BorderedButtonBody(label: configuration.label, role: configuration.role, prominent: false)
        }
    }
}

/// `.borderedProminent`: white label on the accent colour, sized as `.bordered` is.
nonisolated public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    /// The bordered prominent button style.
    public init() {}
    nonisolated public func makeBody(configuration: Configuration) -> some View {
        StyleBody(configuration) { configuration in
            _BorderedButtonBody(label: configuration.label, role: configuration.role, prominent: true)
        }
    }
}

/// The label font, insets and corner radius of an iOS bordered button at each control size
/// (`.controlSize(_:)`). SwiftUI's bordered styles on iOS are UIKit's button configurations
/// (`UIButton.Configuration.Size`: mini, small, medium, large,
/// https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/size-swift.enum):
///
/// | control size | label font | across | down | corners | height with one line of text |
/// |---|---|---|---|---|---|
/// | `.mini` | subheadline (15 pt) | 8 | 3 | 6 | 24 |
/// | `.small` | subheadline (15 pt) | 10 | 5 | 6 | 28 |
/// | `.regular` | body (17 pt) | 12 | 7 | 8 | 34.3 |
/// | `.large`, `.extraLarge` | body (17 pt) | 20 | 14 | 12 | 48.3 |
///
/// The label fonts are SwiftUI's control-size fonts as OpenSwiftUI reads them from SwiftUI
/// (`OpenSwiftUIProject/OpenSwiftUI`, `BorderlessButtonStyle.swift`: mini and small take the
/// subheadline style, regular, large and extra large the body style); a font the code set
/// (`.font(_:)`) wins. iOS has no larger size than large for buttons: extra large draws as large.
public struct BorderedButtonMetrics: Hashable, Sendable {
    /// The label's font when the code set none.
    public var font: Font
    /// The inset from the label to the background's leading and trailing edges.
    public var horizontalPadding: CGFloat
    /// The inset from the label to the background's top and bottom edges.
    public var verticalPadding: CGFloat
    /// The background's corner radius.
    public var cornerRadius: CGFloat

    /// The metrics of a bordered button at `controlSize`.
    public init(_ controlSize: ControlSize) {
        switch controlSize {
        case .mini: self.init(font: .subheadline, horizontalPadding: 8, verticalPadding: 3, cornerRadius: 6)
        case .small: self.init(font: .subheadline, horizontalPadding: 10, verticalPadding: 5, cornerRadius: 6)
        case .regular: self.init(font: .body, horizontalPadding: 12, verticalPadding: 7, cornerRadius: 8)
        case .large, .extraLarge: self.init(font: .body, horizontalPadding: 20, verticalPadding: 14, cornerRadius: 12)
        }
    }

    init(font: Font, horizontalPadding: CGFloat, verticalPadding: CGFloat, cornerRadius: CGFloat) {
        self.font = font
        self.horizontalPadding = horizontalPadding
        self.verticalPadding = verticalPadding
        self.cornerRadius = cornerRadius
    }
}

/// A bordered button as the environment's control size draws it.
struct _BorderedButtonBody: View {
    let label: ButtonStyleConfiguration.Label
    let role: ButtonRole?
    let prominent: Bool
    @Environment(\.controlSize) private var controlSize

    var body: some View {
        let metrics = BorderedButtonMetrics(controlSize)
        let accent = role == .destructive ? Color.red : Color.accentColor
        label
            .environment { environment in
                // The size's font unless the code chose one.
                if !environment.fontIsSet && metrics.font != .body {
                    environment.font = metrics.font
                    environment.fontIsSet = true
                }
            }
            .foregroundColor(prominent ? .white : accent)
            .padding(.horizontal, metrics.horizontalPadding).padding(.vertical, metrics.verticalPadding)
            .background(RoundedRectangle(cornerRadius: metrics.cornerRadius).fill(prominent ? accent : Color(.systemFill)))
    }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle { nonisolated public static var automatic: DefaultButtonStyle { DefaultButtonStyle() } }
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle { nonisolated public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() } }
// The button styles' isolation is SwiftUI's: `.plain` is `@MainActor @preconcurrency`
// (https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/plain), `.automatic`, `.borderless`, `.bordered` and
// `.borderedProminent` are nonisolated (https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/automatic).
extension PrimitiveButtonStyle where Self == PlainButtonStyle { @MainActor @preconcurrency public static var plain: PlainButtonStyle { PlainButtonStyle() } }
extension PrimitiveButtonStyle where Self == BorderedButtonStyle { nonisolated public static var bordered: BorderedButtonStyle { BorderedButtonStyle() } }
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle { nonisolated public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() } }

/// The environment's button style, type-erased.
public struct _AnyButtonStyle {
    let make: @MainActor (ButtonStyleConfiguration) -> AnyView
    @MainActor func makeBody(_ configuration: ButtonStyleConfiguration) -> AnyView { make(configuration) }
}

struct ButtonStyleKey: EnvironmentKey {
    static var defaultValue: _AnyButtonStyle {
        _AnyButtonStyle { configuration in
            AnyView(DefaultButtonStyle().makeBody(configuration: PrimitiveButtonStyleConfiguration(label: configuration.label, role: configuration.role)))
        }
    }
}

extension EnvironmentValues {
    public var _buttonStyle: _AnyButtonStyle {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the look of buttons inside, as SwiftUI's `.buttonStyle(_:)`.
    nonisolated public func buttonStyle<S: ButtonStyle>(_ style: S) -> ModifiedContent<Self, _StyleModifier<S>> {
        ModifiedContent(content: self, modifier: _StyleModifier(style: style) { style, environment in
            environment.values._buttonStyle = _AnyButtonStyle { AnyView(style.makeBody(configuration: $0)) }
        })
    }

    /// Sets the style of buttons inside, as SwiftUI's `buttonStyle(_:)`; `Button(configuration)`
    /// in the style draws the style outside it.
    nonisolated public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> ModifiedContent<Self, _StyleModifier<S>> {
        ModifiedContent(content: self, modifier: _StyleModifier(style: style) { style, environment in
            let outer = environment.values._buttonStyle
            environment.values._buttonStyle = _AnyButtonStyle { configuration in
                AnyView(style.makeBody(configuration: PrimitiveButtonStyleConfiguration(label: configuration.label, role: configuration.role, outerStyle: outer)))
            }
        })
    }

    /// Sets the shape of bordered buttons inside, as SwiftUI's `buttonBorderShape(_:)`. Listed on the node.
    nonisolated public func buttonBorderShape(_ shape: ButtonBorderShape) -> ModifiedContent<Self, _AnnotationModifier> { interaction("buttonBorderShape") }
}

/// The shape of a bordered button, as SwiftUI's `ButtonBorderShape`.
public struct ButtonBorderShape: Sendable {
    /// The automatic, capsule and rounded rectangle shapes.
    public static let automatic = ButtonBorderShape(), capsule = ButtonBorderShape(), roundedRectangle = ButtonBorderShape()
    /// A rounded rectangle with corners of `radius`.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { ButtonBorderShape() }
}

/// The size of controls, as SwiftUI's `ControlSize` (`.controlSize(_:)`). On iOS it changes the
/// bordered buttons (`BorderedButtonMetrics`) and the spinner of `ProgressView` (large: UIKit's
/// large indicator); the switch, slider, stepper, segmented control and text field keep UIKit's
/// one size, as on an iPhone.
public enum ControlSize: Hashable, CaseIterable, Sendable {
    /// The smallest size, as SwiftUI's `ControlSize.mini`.
    case mini
    /// A smaller size, as SwiftUI's `ControlSize.small`.
    case small
    /// The default size, as SwiftUI's `ControlSize.regular`.
    case regular
    /// A larger size, as SwiftUI's `ControlSize.large`.
    case large
    /// The largest size, as SwiftUI's `ControlSize.extraLarge`.
    case extraLarge
}
