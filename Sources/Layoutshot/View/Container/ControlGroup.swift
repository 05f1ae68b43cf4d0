/// Controls side by side, as SwiftUI's `ControlGroup`, drawn by the environment's control group
/// style (`.controlGroupStyle(_:)`): the built-in styles put them in a row; your own
/// `ControlGroupStyle` draws what it likes.
nonisolated public struct ControlGroup<Content: View>: View {
    let content: Content
    /// The style `init(_ configuration:)` draws: the one outside the style that made it.
    var style: ErasedStyle<ControlGroupStyleConfiguration>? = nil
    @Environment(\.controlGroupStyle) private var environmentStyle
    /// A group of the controls `content` builds.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    @MainActor public var body: some View {
        (style ?? environmentStyle)
            .makeBody(ControlGroupStyleConfiguration(label: .init(part: StyleConfigurationPart(EmptyView())), content: .init(part: StyleConfigurationPart(content))))
            .annotated { $0.style.title = "ControlGroup" }
    }
}

extension ControlGroup where Content == ControlGroupStyleConfiguration.Content {
    /// The control group a style is drawing, drawn by the style outside that style, as SwiftUI's
    /// `ControlGroup(_ configuration:)`: `ControlGroup(configuration).border(Color.red)`.
    /// Nonisolated, as SwiftUI declares it (https://developer.apple.com/documentation/swiftui/controlgroup/init(_:)).
    nonisolated public init(_ configuration: ControlGroupStyleConfiguration) {
        content = configuration.content
        style = configuration.outerStyle ?? ControlGroupStyleConfiguration.defaultStyle
    }
}

/// What a control group style draws, as SwiftUI's `ControlGroupStyleConfiguration`.
public struct ControlGroupStyleConfiguration: StyleConfiguration {
    /// The group's label, type-erased: SwiftUI's `ControlGroupStyleConfiguration.Label`, a main-actor
    /// view (https://developer.apple.com/documentation/swiftui/controlgroupstyleconfiguration/label-swift.struct).
    @MainActor @preconcurrency
    public struct Label: View {
        let part: StyleConfigurationPart
        /// The part as the control group was given it.
        @MainActor public var body: AnyView { part.view }
    }
    /// The group's controls, type-erased: SwiftUI's `ControlGroupStyleConfiguration.Content`, a main-actor
    /// view (https://developer.apple.com/documentation/swiftui/controlgroupstyleconfiguration/content-swift.struct).
    @MainActor @preconcurrency
    public struct Content: View {
        let part: StyleConfigurationPart
        /// The part as the control group was given it.
        @MainActor public var body: AnyView { part.view }
    }
    /// The group's label (empty: the groups here have none).
    public let label: ControlGroupStyleConfiguration.Label
    /// The group's controls.
    public let content: ControlGroupStyleConfiguration.Content
    var outerStyle: ErasedStyle<ControlGroupStyleConfiguration>?
    /// The platform's default style, drawn where no modifier sets one.
    static var defaultStyle: ErasedStyle<ControlGroupStyleConfiguration> { ErasedStyle { AnyView(AutomaticControlGroupStyle().makeBody(configuration: $0)) } }

    init(label: Label, content: Content) {
        self.label = label
        self.content = content
    }
}

/// How control groups look, as SwiftUI's `ControlGroupStyle`: `.automatic`, `.navigation`, or
/// your own `makeBody(configuration:)`.
@MainActor @preconcurrency
public protocol ControlGroupStyle {
    /// The type of view the style draws.
    associatedtype Body: View
    /// What the style is given to draw.
    typealias Configuration = ControlGroupStyleConfiguration
    /// The view of a control group in this style.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The platform's default control group look: the controls in a row.
nonisolated public struct AutomaticControlGroupStyle: ControlGroupStyle {
    /// The automatic style.
    public init() {}
    /// The controls in a row.
    nonisolated public func makeBody(configuration: Configuration) -> some View {
        StyleBody(configuration) { configuration in HStack { configuration.content } }
    }
}

/// Controls as a navigation bar shows them: in a row.
nonisolated public struct NavigationControlGroupStyle: ControlGroupStyle {
    /// The navigation style.
    public init() {}
    /// The controls in a row.
    nonisolated public func makeBody(configuration: Configuration) -> some View {
        StyleBody(configuration) { configuration in HStack { configuration.content } }
    }
}

extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
    /// The platform's default look.
    /// (`@MainActor @preconcurrency`, as SwiftUI's: https://developer.apple.com/documentation/swiftui/controlgroupstyle/automatic.)
    @MainActor @preconcurrency public static var automatic: AutomaticControlGroupStyle { .init() }
}

extension ControlGroupStyle where Self == NavigationControlGroupStyle {
    /// Controls as a navigation bar shows them.
    /// (`@MainActor @preconcurrency`, as SwiftUI's: https://developer.apple.com/documentation/swiftui/controlgroupstyle/navigation.)
    @MainActor @preconcurrency public static var navigation: NavigationControlGroupStyle { .init() }
}

extension EnvironmentValues {
    /// The style of control groups inside (`controlGroupStyle(_:)`).
    var controlGroupStyle: ErasedStyle<ControlGroupStyleConfiguration> {
        get { self[StyleKey<ControlGroupStyleConfiguration>.self] }
        set { self[StyleKey<ControlGroupStyleConfiguration>.self] = newValue }
    }
}

extension View {
    /// Sets the style of control groups inside, as SwiftUI's `controlGroupStyle(_:)`.
    nonisolated public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> ModifiedContent<Self, _StyleModifier<S>> {
        controlStyle(\.controlGroupStyle, style) { AnyView($0.makeBody(configuration: $1)) }
    }
}
