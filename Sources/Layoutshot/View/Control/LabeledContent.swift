/// A value with a label, as SwiftUI's `LabeledContent` (iOS 16;
/// https://developer.apple.com/documentation/swiftui/labeledcontent), drawn by the environment's
/// style (`.labeledContentStyle(_:)`): your own `LabeledContentStyle`, or iOS's automatic style
/// as it draws it in a form: the label at the leading edge, the content at the trailing edge in
/// the secondary colour, on one row aligned by their first baselines.
nonisolated public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    /// The style `init(_ configuration:)` draws: the one outside the style that made it.
    var style: ErasedStyle<LabeledContentStyleConfiguration>? = nil
    @Environment(\.labeledContentStyle) private var environmentStyle

    /// A labelled view: `LabeledContent { Text(value) } label: { Text("Name") }`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    @MainActor public var body: some View {
        (style ?? environmentStyle)
            .makeBody(LabeledContentStyleConfiguration(label: .init(part: StyleConfigurationPart(label)), content: .init(part: StyleConfigurationPart(content))))
            .annotated { $0.style.title = "LabeledContent" }
    }
}

extension LabeledContent where Label == LabeledContentStyleConfiguration.Label, Content == LabeledContentStyleConfiguration.Content {
    /// The labelled content a style is drawing, drawn by the style outside that style, as
    /// SwiftUI's `LabeledContent(_ configuration:)`.
    public init(_ configuration: LabeledContentStyleConfiguration) {
        label = configuration.label
        content = configuration.content
        style = configuration.outerStyle ?? LabeledContentStyleConfiguration.defaultStyle
    }
}

/// What a labelled-content style draws, as SwiftUI's `LabeledContentStyleConfiguration`.
public struct LabeledContentStyleConfiguration: StyleConfiguration {
    /// The label, type-erased: SwiftUI's `LabeledContentStyleConfiguration.Label`, a main-actor
    /// view (https://developer.apple.com/documentation/swiftui/labeledcontentstyleconfiguration/label-swift.struct).
    @MainActor @preconcurrency
    public struct Label: View {
        let part: StyleConfigurationPart
        /// The part as the labeled content was given it.
        @MainActor public var body: AnyView { part.view }
    }
    /// The content, type-erased: SwiftUI's `LabeledContentStyleConfiguration.Content`, a main-actor
    /// view (https://developer.apple.com/documentation/swiftui/labeledcontentstyleconfiguration/content-swift.struct).
    @MainActor @preconcurrency
    public struct Content: View {
        let part: StyleConfigurationPart
        /// The part as the labeled content was given it.
        @MainActor public var body: AnyView { part.view }
    }
    /// The label of the labelled content.
    public let label: LabeledContentStyleConfiguration.Label
    /// The content of the labelled content.
    public let content: LabeledContentStyleConfiguration.Content
    var outerStyle: ErasedStyle<LabeledContentStyleConfiguration>?
    /// The platform's default style, drawn where no modifier sets one.
    static var defaultStyle: ErasedStyle<LabeledContentStyleConfiguration> { ErasedStyle { AnyView(AutomaticLabeledContentStyle().makeBody(configuration: $0)) } }

    init(label: Label, content: Content) {
        self.label = label
        self.content = content
    }
}

/// How labelled content looks, as SwiftUI's `LabeledContentStyle`: `.automatic` or your own
/// `makeBody(configuration:)`.
@MainActor @preconcurrency
public protocol LabeledContentStyle {
    /// The type of view the style draws.
    associatedtype Body: View
    /// What the style is given to draw.
    typealias Configuration = LabeledContentStyleConfiguration
    /// The view of labelled content in this style.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// iOS's labelled content: the label leading, the content trailing in the secondary colour.
nonisolated public struct AutomaticLabeledContentStyle: LabeledContentStyle {
    /// The automatic style.
    public init() {}
    /// The label and the content on one row, aligned by their first baselines.
    nonisolated public func makeBody(configuration: Configuration) -> some View {
        StyleBody(configuration) { configuration in
            HStack(alignment: .firstTextBaseline) {
                configuration.label
                Spacer(minLength: 0)
                configuration.content.foregroundStyle(.secondary).multilineTextAlignment(.trailing)
            }
        }
    }
}

extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
    /// The platform's default look.
    /// (`@MainActor @preconcurrency`, as SwiftUI's: https://developer.apple.com/documentation/swiftui/labeledcontentstyle/automatic.)
    @MainActor @preconcurrency public static var automatic: AutomaticLabeledContentStyle { .init() }
}

extension EnvironmentValues {
    /// The style of labelled content inside (`labeledContentStyle(_:)`).
    var labeledContentStyle: ErasedStyle<LabeledContentStyleConfiguration> {
        get { self[StyleKey<LabeledContentStyleConfiguration>.self] }
        set { self[StyleKey<LabeledContentStyleConfiguration>.self] = newValue }
    }
}

extension View {
    /// Sets the style of labelled content inside, as SwiftUI's `labeledContentStyle(_:)`.
    nonisolated public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> ModifiedContent<Self, _StyleModifier<S>> {
        controlStyle(\.labeledContentStyle, style) { AnyView($0.makeBody(configuration: $1)) }
    }
}

extension LabeledContent where Label == Text {
    /// A view labelled with a localized title: `LabeledContent("Volume") { Slider(…) }`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// A text value with a title: `LabeledContent("Name", value: person.name)`.
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }

    @_disfavoredOverload
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }

    /// A formatted value with a title: `LabeledContent("Age", value: age, format: .number)`.
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
        where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(format.format(value)) }, label: { Text(titleKey) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
        where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(format.format(value)) }, label: { Text(title) })
    }
}
