/// A menu, as SwiftUI's `Menu`: closed, it shows its label in the accent colour.
public struct Menu<Label: View, Content: View>: View {
    let label: Label
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) { self.label = label() }
    public var body: some View { label.foregroundColor(.accentColor).annotated { $0.style.title = "Menu" } }
}

extension Menu where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.init(content: content) { Text(titleKey) } }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { self.init(content: content) { Text(title) } }
}

private struct MenuIndicatorVisibilityKey: EnvironmentKey { static let defaultValue = Visibility.automatic }

extension EnvironmentValues {
    /// Whether menus inside show their indicator (the chevron beside the label), as SwiftUI's
    /// `menuIndicatorVisibility`. A closed menu here draws its label alone, so no visibility adds one.
    public var menuIndicatorVisibility: Visibility {
        get { self[MenuIndicatorVisibilityKey.self] }
        set { self[MenuIndicatorVisibilityKey.self] = newValue }
    }
}

extension View {
    /// Sets whether menus inside show their indicator, as SwiftUI's `.menuIndicator(_:)`.
    public func menuIndicator(_ visibility: Visibility) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment { $0.values.menuIndicatorVisibility = visibility }
    }
}

/// A menu's look, as SwiftUI's `MenuStyle`: `.automatic`, `.button` and (deprecated in SwiftUI, still
/// in real code) `.borderlessButton`. Listed on the node; menus are drawn as their label.
public protocol MenuStyle {}

/// The platform's default menu look.
public struct DefaultMenuStyle: MenuStyle, Sendable {
    /// The default style.
    public init() {}
}

/// A menu drawn as a button.
public struct ButtonMenuStyle: MenuStyle, Sendable {
    /// The button style.
    public init() {}
}

/// A menu drawn as a borderless button.
public struct BorderlessButtonMenuStyle: MenuStyle, Sendable {
    /// The borderless button style.
    public init() {}
}

extension MenuStyle where Self == DefaultMenuStyle {
    /// The platform's default menu look.
    public static var automatic: DefaultMenuStyle { .init() }
}

extension MenuStyle where Self == ButtonMenuStyle {
    /// A menu drawn as a button.
    public static var button: ButtonMenuStyle { .init() }
}

extension MenuStyle where Self == BorderlessButtonMenuStyle {
    /// A menu drawn as a borderless button.
    public static var borderlessButton: BorderlessButtonMenuStyle { .init() }
}

extension View {
    /// Sets the style of menus inside, as SwiftUI's `menuStyle(_:)`. Listed on the node.
    public func menuStyle<S: MenuStyle>(_ style: S) -> ModifiedContent<Self, _AnnotationModifier> { interaction("menuStyle") }
}
