/// A disclosure group, as SwiftUI's `DisclosureGroup`, drawn by the environment's disclosure
/// group style (`.disclosureGroupStyle(_:)`): iOS's default is its label with a chevron at the
/// trailing edge, and its content below when expanded; your own `DisclosureGroupStyle` is given
/// the label, the content and the `isExpanded` binding.
nonisolated public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let isExpanded: Binding<Bool>
    @Environment(\.disclosureGroupStyle) private var style
    /// A collapsed disclosure group (its label only).
    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        isExpanded = .constant(false)
    }
    /// A disclosure group expanded while `isExpanded` is true.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        self.isExpanded = isExpanded
    }
    @MainActor public var body: some View {
        style.makeBody(DisclosureGroupStyleConfiguration(label: .init(part: StyleConfigurationPart(label)), content: .init(part: StyleConfigurationPart(content)), isExpanded: isExpanded))
            .annotated { $0.style.title = "DisclosureGroup" }
    }
}

extension DisclosureGroup where Label == Text {
    /// A collapsed disclosure group labelled with a localized title.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) { self.init(content: content) { Text(titleKey) } }
    /// A collapsed disclosure group labelled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ label: S, @ViewBuilder content: @escaping () -> Content) { self.init(content: content) { Text(label) } }
    /// A disclosure group labelled with a localized title, expanded while `isExpanded` is true.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }
    /// A disclosure group labelled with a string, expanded while `isExpanded` is true.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ label: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(label) }
    }
}

/// What a disclosure group style draws, as SwiftUI's `DisclosureGroupStyleConfiguration` (iOS 16).
public struct DisclosureGroupStyleConfiguration: StyleConfiguration {
    /// The group's label, type-erased: SwiftUI's `DisclosureGroupStyleConfiguration.Label`, a main-actor
    /// view (https://developer.apple.com/documentation/swiftui/disclosuregroupstyleconfiguration/label-swift.struct).
    @MainActor @preconcurrency
    public struct Label: View {
        let part: StyleConfigurationPart
        /// The part as the disclosure group was given it.
        @MainActor public var body: AnyView { part.view }
    }
    /// The group's content, type-erased: SwiftUI's `DisclosureGroupStyleConfiguration.Content`, a main-actor
    /// view (https://developer.apple.com/documentation/swiftui/disclosuregroupstyleconfiguration/content-swift.struct).
    @MainActor @preconcurrency
    public struct Content: View {
        let part: StyleConfigurationPart
        /// The part as the disclosure group was given it.
        @MainActor public var body: AnyView { part.view }
    }
    /// The label of the disclosure group.
    public let label: DisclosureGroupStyleConfiguration.Label
    /// The content of the disclosure group, shown when it is expanded.
    public let content: DisclosureGroupStyleConfiguration.Content
    /// Whether the group is expanded: a binding the style may read and write.
    @Binding public var isExpanded: Bool
    var outerStyle: ErasedStyle<DisclosureGroupStyleConfiguration>?
    /// The platform's default style, drawn where no modifier sets one.
    static var defaultStyle: ErasedStyle<DisclosureGroupStyleConfiguration> { ErasedStyle { AnyView(AutomaticDisclosureGroupStyle().makeBody(configuration: $0)) } }

    init(label: Label, content: Content, isExpanded: Binding<Bool>) {
        self.label = label
        self.content = content
        _isExpanded = isExpanded
    }
}

/// How disclosure groups look, as SwiftUI's `DisclosureGroupStyle` (iOS 16): `.automatic` or your
/// own `makeBody(configuration:)`.
@MainActor @preconcurrency
public protocol DisclosureGroupStyle {
    /// The type of view the style draws.
    associatedtype Body: View
    /// What the style is given to draw.
    typealias Configuration = DisclosureGroupStyleConfiguration
    /// The view of a disclosure group in this style.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// iOS's disclosure group: the label and a chevron, the content below when expanded.
///
/// Unlike the other built-in styles, SwiftUI declares this one a main-actor type
/// (`@MainActor @preconcurrency struct AutomaticDisclosureGroupStyle`,
/// https://developer.apple.com/documentation/swiftui/automaticdisclosuregroupstyle), so its
/// initialiser and `makeBody` are main-actor too.
@MainActor @preconcurrency
public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle {
    /// The automatic style.
    public init() {}
    /// The label row, then the content when expanded.
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading) {
            HStack { configuration.label; Spacer(); Image(systemName: configuration.isExpanded ? "chevron.down" : "chevron.right").foregroundColor(.accentColor) }
            if configuration.isExpanded { configuration.content }
        }
    }
}

extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
    /// The platform's default look.
    /// (`@MainActor @preconcurrency`, as SwiftUI's: https://developer.apple.com/documentation/swiftui/disclosuregroupstyle/automatic.)
    @MainActor @preconcurrency public static var automatic: AutomaticDisclosureGroupStyle { .init() }
}

extension EnvironmentValues {
    /// The style of disclosure groups inside (`disclosureGroupStyle(_:)`).
    var disclosureGroupStyle: ErasedStyle<DisclosureGroupStyleConfiguration> {
        get { self[StyleKey<DisclosureGroupStyleConfiguration>.self] }
        set { self[StyleKey<DisclosureGroupStyleConfiguration>.self] = newValue }
    }
}

extension View {
    /// Sets the style of disclosure groups inside, as SwiftUI's `disclosureGroupStyle(_:)`.
    nonisolated public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> ModifiedContent<Self, _StyleModifier<S>> {
        controlStyle(\.disclosureGroupStyle, style) { AnyView($0.makeBody(configuration: $1)) }
    }
}
