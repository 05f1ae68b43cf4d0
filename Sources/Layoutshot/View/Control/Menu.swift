/// A menu, as SwiftUI's `Menu`, drawn by the environment's menu style (`.menuStyle(_:)`): closed,
/// the built-in styles show its label in the accent colour; your own `MenuStyle`'s
/// `makeBody(configuration:)` draws what it likes, `Menu(configuration)` being the menu in the
/// style outside it.
nonisolated public struct Menu<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    /// The style `init(_ configuration:)` draws: the one outside the style that made it.
    let style: ErasedStyle<MenuStyleConfiguration>?
    @Environment(\.menuStyle) private var environmentStyle
    /// A menu of the views `content` builds, shown closed as the view `label` builds.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        style = nil
    }
    @MainActor public var body: some View {
        (style ?? environmentStyle)
            .makeBody(MenuStyleConfiguration(label: .init(part: StyleConfigurationPart(label)), content: .init(part: StyleConfigurationPart(content))))
            .annotated { $0.style.title = "Menu" }
    }
}

extension Menu where Label == MenuStyleConfiguration.Label, Content == MenuStyleConfiguration.Content {
    /// The menu a style is drawing, drawn by the style outside that style, as SwiftUI's
    /// `Menu(_ configuration:)` (https://developer.apple.com/documentation/swiftui/menu/init(_:)):
    /// `Menu(configuration).border(Color.red)`.
    public init(_ configuration: MenuStyleConfiguration) {
        label = configuration.label
        content = configuration.content
        style = configuration.outerStyle ?? MenuStyleConfiguration.defaultStyle
    }
}

/// What a menu style draws, as SwiftUI's `MenuStyleConfiguration`: its label and content, which
/// SwiftUI keeps to `Menu(configuration)`.
public struct MenuStyleConfiguration: StyleConfiguration {
    /// The menu's label, type-erased: SwiftUI's `MenuStyleConfiguration.Label`, a main-actor
    /// view (https://developer.apple.com/documentation/swiftui/menustyleconfiguration/label).
    @MainActor @preconcurrency
    public struct Label: View {
        let part: StyleConfigurationPart
        /// The part as the menu was given it.
        @MainActor public var body: AnyView { part.view }
    }
    /// The menu's items, type-erased: SwiftUI's `MenuStyleConfiguration.Content`, a main-actor
    /// view (https://developer.apple.com/documentation/swiftui/menustyleconfiguration/content).
    @MainActor @preconcurrency
    public struct Content: View {
        let part: StyleConfigurationPart
        /// The part as the menu was given it.
        @MainActor public var body: AnyView { part.view }
    }
    let label: Label
    let content: Content
    var outerStyle: ErasedStyle<MenuStyleConfiguration>?
    /// The platform's default style, drawn where no modifier sets one.
    static var defaultStyle: ErasedStyle<MenuStyleConfiguration> { ErasedStyle { AnyView(DefaultMenuStyle().makeBody(configuration: $0)) } }

    init(label: Label, content: Content) {
        self.label = label
        self.content = content
    }
}

/// A closed menu as iOS's menu styles draw it: its label in the accent colour.
struct _ClosedMenuBody: View {
    let configuration: MenuStyleConfiguration
    var body: some View { configuration.label.foregroundColor(.accentColor) }
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
    nonisolated public func menuIndicator(_ visibility: Visibility) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment { $0.values.menuIndicatorVisibility = visibility }
    }
}

/// A menu's look, as SwiftUI's `MenuStyle`: `.automatic`, `.button` and (deprecated in SwiftUI, still
/// in real code) `.borderlessButton`, which draw a closed menu as its label in the accent colour,
/// or your own `makeBody(configuration:)`. The modifier is also listed on the node.
@MainActor @preconcurrency
public protocol MenuStyle {
    /// The type of view the style draws.
    associatedtype Body: View
    /// What the style is given to draw.
    typealias Configuration = MenuStyleConfiguration
    /// The view of a menu in this style.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The platform's default menu look.
nonisolated public struct DefaultMenuStyle: MenuStyle {
    /// The default style.
    public init() {}
    /// The label in the accent colour.
    nonisolated public func makeBody(configuration: Configuration) -> some View {
        StyleBody(configuration) { configuration in _ClosedMenuBody(configuration: configuration) }
    }
}

/// A menu drawn as a button.
nonisolated public struct ButtonMenuStyle: MenuStyle {
    /// The button style.
    public init() {}
    /// The label in the accent colour.
    nonisolated public func makeBody(configuration: Configuration) -> some View {
        StyleBody(configuration) { configuration in _ClosedMenuBody(configuration: configuration) }
    }
}

/// A menu drawn as a borderless button.
nonisolated public struct BorderlessButtonMenuStyle: MenuStyle {
    /// The borderless button style.
    public init() {}
    /// The label in the accent colour.
    nonisolated public func makeBody(configuration: Configuration) -> some View {
        StyleBody(configuration) { configuration in _ClosedMenuBody(configuration: configuration) }
    }
}

extension MenuStyle where Self == DefaultMenuStyle {
    /// The platform's default menu look.
    /// (`@MainActor @preconcurrency`, as SwiftUI's: https://developer.apple.com/documentation/swiftui/menustyle/automatic;
    /// `.button` and `.borderlessButton` are nonisolated.)
    @MainActor @preconcurrency public static var automatic: DefaultMenuStyle { .init() }
}

extension MenuStyle where Self == ButtonMenuStyle {
    /// A menu drawn as a button.
    nonisolated public static var button: ButtonMenuStyle { .init() }
}

extension MenuStyle where Self == BorderlessButtonMenuStyle {
    /// A menu drawn as a borderless button.
    nonisolated public static var borderlessButton: BorderlessButtonMenuStyle { .init() }
}

extension EnvironmentValues {
    /// The menu style of menus inside (`menuStyle(_:)`).
    var menuStyle: ErasedStyle<MenuStyleConfiguration> {
        get { self[StyleKey<MenuStyleConfiguration>.self] }
        set { self[StyleKey<MenuStyleConfiguration>.self] = newValue }
    }
}

extension View {
    /// Sets the style of menus inside, as SwiftUI's `menuStyle(_:)`: a built-in style or your own
    /// `MenuStyle`. Also listed on the node.
    nonisolated public func menuStyle<S: MenuStyle>(_ style: S) -> ModifiedContent<ModifiedContent<Self, _StyleModifier<S>>, _AnnotationModifier> {
        controlStyle(\.menuStyle, style) { AnyView($0.makeBody(configuration: $1)) }
            .interaction("menuStyle")
    }
}
