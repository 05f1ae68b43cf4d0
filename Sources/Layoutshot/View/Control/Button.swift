/// A control that runs an action, as SwiftUI's `Button`. A picture shows it unpressed, drawn by the
/// environment's button style (`.buttonStyle(_:)`): iOS's default (`.automatic`, borderless) is its
/// label in the accent colour with no padding; `.bordered` and `.borderedProminent` add the
/// capsule-like rounded background (https://developer.apple.com/documentation/swiftui/buttonstyle).
public struct Button<Label: View>: View {
    let label: Label
    let role: ButtonRole?
    @Environment(\._buttonStyle) private var style

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        role = nil
    }

    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.role = role
    }

    public var body: some View {
        style.makeBody(ButtonStyleConfiguration(label: .init(AnyView(label)), isPressed: false, role: role))
            .annotated { $0.style.title = "Button" }
    }
}

extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) { self.init(action: action) { Text(titleKey) } }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) { self.init(action: action) { Text(title) } }
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) { self.init(role: role, action: action) { Text(titleKey) } }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) { self.init(role: role, action: action) { Text(title) } }
}

extension Button where Label == Layoutshot.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { Layoutshot.Label(titleKey, systemImage: systemImage) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { Layoutshot.Label(title, systemImage: systemImage) }
    }
}

/// What a button is for, as SwiftUI's `ButtonRole`.
public struct ButtonRole: Hashable, Sendable {
    let name: String
    public static let destructive = ButtonRole(name: "destructive")
    public static let cancel = ButtonRole(name: "cancel")
}

/// What a button style draws, as SwiftUI's `ButtonStyleConfiguration`.
public struct ButtonStyleConfiguration {
    /// The button's label, as a view.
    public struct Label: View {
        let view: AnyView
        init(_ view: AnyView) { self.view = view }
        public var body: AnyView { view }
    }
    public let label: ButtonStyleConfiguration.Label
    /// Always false: a picture shows the button at rest.
    public let isPressed: Bool
    public let role: ButtonRole?
}

/// How a button looks, as SwiftUI's `ButtonStyle`.
@MainActor @preconcurrency
public protocol ButtonStyle {
    associatedtype Body: View
    typealias Configuration = ButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// A button style that also decides when the action runs, as SwiftUI's `PrimitiveButtonStyle`.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    typealias Configuration = PrimitiveButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// What a primitive button style draws, as SwiftUI's `PrimitiveButtonStyleConfiguration`.
public struct PrimitiveButtonStyleConfiguration {
    public let label: ButtonStyleConfiguration.Label
    public let role: ButtonRole?
    public func trigger() {}
}

/// The default button look on iOS: the label in the accent colour.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label.foregroundColor(configuration.role == .destructive ? .red : .accentColor)
    }
}

/// `.borderless`: the label in the accent colour.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label.foregroundColor(configuration.role == .destructive ? .red : .accentColor)
    }
}

/// `.plain`: the label as it is.
public struct PlainButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// `.bordered`: the label in the accent colour on a tinted rounded rectangle, 12 pt across and
/// 7 pt down inside (iOS's regular control size).
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundColor(configuration.role == .destructive ? .red : .accentColor)
            .padding(.horizontal, 12).padding(.vertical, 7)
            .background(RoundedRectangle(cornerRadius: 8).fill(Color(.systemFill)))
    }
}

/// `.borderedProminent`: white label on the accent colour.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundColor(.white)
            .padding(.horizontal, 12).padding(.vertical, 7)
            .background(RoundedRectangle(cornerRadius: 8).fill(configuration.role == .destructive ? Color.red : Color.accentColor))
    }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle { public static var automatic: DefaultButtonStyle { DefaultButtonStyle() } }
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle { public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() } }
extension PrimitiveButtonStyle where Self == PlainButtonStyle { public static var plain: PlainButtonStyle { PlainButtonStyle() } }
extension PrimitiveButtonStyle where Self == BorderedButtonStyle { public static var bordered: BorderedButtonStyle { BorderedButtonStyle() } }
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle { public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() } }

/// The environment's button style, type-erased.
public struct _AnyButtonStyle {
    let make: @MainActor (ButtonStyleConfiguration) -> AnyView
    @MainActor func makeBody(_ configuration: ButtonStyleConfiguration) -> AnyView { make(configuration) }
}

private struct ButtonStyleKey: EnvironmentKey {
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
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment { $0.values._buttonStyle = _AnyButtonStyle { AnyView(style.makeBody(configuration: $0)) } }
    }

    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment {
            $0.values._buttonStyle = _AnyButtonStyle { configuration in
                AnyView(style.makeBody(configuration: PrimitiveButtonStyleConfiguration(label: configuration.label, role: configuration.role)))
            }
        }
    }

    public func buttonBorderShape(_ shape: ButtonBorderShape) -> ModifiedContent<Self, _AnnotationModifier> { interaction("buttonBorderShape") }
    public func controlSize(_ controlSize: ControlSize) -> ModifiedContent<Self, _AnnotationModifier> { interaction("controlSize") }
}

/// The shape of a bordered button, as SwiftUI's `ButtonBorderShape`.
public struct ButtonBorderShape: Sendable {
    public static let automatic = ButtonBorderShape(), capsule = ButtonBorderShape(), roundedRectangle = ButtonBorderShape()
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { ButtonBorderShape() }
}

/// The size of controls, as SwiftUI's `ControlSize`.
public enum ControlSize: Hashable, CaseIterable, Sendable { case mini, small, regular, large, extraLarge }
