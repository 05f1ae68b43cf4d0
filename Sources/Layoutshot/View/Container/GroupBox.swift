/// A box around grouped content, as SwiftUI's `GroupBox`, drawn by the environment's group box
/// style (`.groupBoxStyle(_:)`): iOS's default is the label (headline) above the content, 8 pt
/// apart, with 16 pt padding on a rounded card; your own `GroupBoxStyle` draws what it likes.
nonisolated public struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    /// The style `init(_ configuration:)` draws: the one outside the style that made it.
    var style: ErasedStyle<GroupBoxStyleConfiguration>? = nil
    @Environment(\.groupBoxStyle) private var environmentStyle
    /// A group box with a label above its content.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }
    @MainActor public var body: some View {
        (style ?? environmentStyle)
            .makeBody(GroupBoxStyleConfiguration(label: .init(part: StyleConfigurationPart(label)), content: .init(part: StyleConfigurationPart(content))))
            .annotated { $0.style.title = "GroupBox" }
    }
}

extension GroupBox where Label == EmptyView {
    /// A group box with no label.
    public init(@ViewBuilder content: () -> Content) { self.init(content: content) { EmptyView() } }
}

extension GroupBox where Label == Text {
    /// A group box labelled with a localized title.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.init(content: content) { Text(titleKey) } }
}

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
    /// The group box a style is drawing, drawn by the style outside that style, as SwiftUI's
    /// `GroupBox(_ configuration:)`.
    /// Nonisolated, as SwiftUI declares it (https://developer.apple.com/documentation/swiftui/groupbox/init(_:)).
    nonisolated public init(_ configuration: GroupBoxStyleConfiguration) {
        label = configuration.label
        content = configuration.content
        style = configuration.outerStyle ?? GroupBoxStyleConfiguration.defaultStyle
    }
}

/// What a group box style draws, as SwiftUI's `GroupBoxStyleConfiguration`.
public struct GroupBoxStyleConfiguration: StyleConfiguration {
    /// The group box's title, type-erased: SwiftUI's `GroupBoxStyleConfiguration.Label`, a main-actor
    /// view (https://developer.apple.com/documentation/swiftui/groupboxstyleconfiguration/label-swift.struct).
    @MainActor @preconcurrency
    public struct Label: View {
        let part: StyleConfigurationPart
        /// The part as the group box was given it.
        @MainActor public var body: AnyView { part.view }
    }
    /// The group box's content, type-erased: SwiftUI's `GroupBoxStyleConfiguration.Content`, a main-actor
    /// view (https://developer.apple.com/documentation/swiftui/groupboxstyleconfiguration/content-swift.struct).
    @MainActor @preconcurrency
    public struct Content: View {
        let part: StyleConfigurationPart
        /// The part as the group box was given it.
        @MainActor public var body: AnyView { part.view }
    }
    /// The view that titles the group box.
    public let label: GroupBoxStyleConfiguration.Label
    /// The content of the group box.
    public let content: GroupBoxStyleConfiguration.Content
    var outerStyle: ErasedStyle<GroupBoxStyleConfiguration>?
    /// The platform's default style, drawn where no modifier sets one.
    static var defaultStyle: ErasedStyle<GroupBoxStyleConfiguration> { ErasedStyle { AnyView(DefaultGroupBoxStyle().makeBody(configuration: $0)) } }

    init(label: Label, content: Content) {
        self.label = label
        self.content = content
    }
}

/// How group boxes look, as SwiftUI's `GroupBoxStyle`: `.automatic` or your own
/// `makeBody(configuration:)`.
@MainActor @preconcurrency
public protocol GroupBoxStyle {
    /// The type of view the style draws.
    associatedtype Body: View
    /// What the style is given to draw.
    typealias Configuration = GroupBoxStyleConfiguration
    /// The view of a group box in this style.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// iOS's group box: the headline label above the content, on a rounded card.
nonisolated public struct DefaultGroupBoxStyle: GroupBoxStyle {
    /// The default style.
    public init() {}
    /// The label and the content with 16 pt padding on the secondary background, 8 pt corners.
    nonisolated public func makeBody(configuration: Configuration) -> some View {
        StyleBody(configuration) { configuration in
            VStack(alignment: .leading, spacing: 8) { configuration.label.font(.headline); configuration.content }
                .padding(16)
                .background(RoundedRectangle(cornerRadius: 8).fill(Color(.secondarySystemBackground)))
        }
    }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    /// The platform's default look.
    /// (`@MainActor @preconcurrency`, as SwiftUI's: https://developer.apple.com/documentation/swiftui/groupboxstyle/automatic.)
    @MainActor @preconcurrency public static var automatic: DefaultGroupBoxStyle { .init() }
}

extension EnvironmentValues {
    /// The style of group boxes inside (`groupBoxStyle(_:)`).
    var groupBoxStyle: ErasedStyle<GroupBoxStyleConfiguration> {
        get { self[StyleKey<GroupBoxStyleConfiguration>.self] }
        set { self[StyleKey<GroupBoxStyleConfiguration>.self] = newValue }
    }
}

extension View {
    /// Sets the style of group boxes inside, as SwiftUI's `groupBoxStyle(_:)`.
    nonisolated public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> ModifiedContent<Self, _StyleModifier<S>> {
        controlStyle(\.groupBoxStyle, style) { AnyView($0.makeBody(configuration: $1)) }
    }
}
