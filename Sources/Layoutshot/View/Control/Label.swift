/// A title with an icon, as SwiftUI's `Label`: the icon, then the title, 8 pt apart, centred on
/// each other (the `.titleAndIcon` look of lists and menus).
nonisolated public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon
    @Environment(\._labelStyle) private var style

    /// A label of the views `title` and `icon` build.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    @MainActor public var body: some View {
        style.make(LabelStyleConfiguration(title: .init(part: StyleConfigurationPart(title)), icon: .init(part: StyleConfigurationPart(icon))))
            .annotated { $0.style.title = "Label" }
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label titled with a localized key, with an SF Symbol (drawn as a labelled placeholder).
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }
    /// A label titled with a string, with an SF Symbol (drawn as a labelled placeholder).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }
    /// A label titled with a localized key, with the image asset `name`.
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }
}

/// What a label style draws, as SwiftUI's `LabelStyleConfiguration`.
public struct LabelStyleConfiguration {
    /// The label's title, as a view.
    @MainActor @preconcurrency
    public struct Title: View {
        let part: StyleConfigurationPart
        /// The title as the label was given it.
        @MainActor public var body: AnyView { part.view }
    }
    /// The label's icon, as a view.
    @MainActor @preconcurrency
    public struct Icon: View {
        let part: StyleConfigurationPart
        /// The icon as the label was given it.
        @MainActor public var body: AnyView { part.view }
    }
    /// The label's title.
    public let title: Title
    /// The label's icon.
    public let icon: Icon
}

/// How labels look, as SwiftUI's `LabelStyle`: built-in `.titleOnly`, `.iconOnly`, `.titleAndIcon`,
/// or a user's own `makeBody(configuration:)`.
@MainActor @preconcurrency
public protocol LabelStyle {
    /// The type of view the style draws.
    associatedtype Body: View
    /// What the style is given to draw.
    typealias Configuration = LabelStyleConfiguration
    /// The view of a label in this style.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The icon, then the title, 8 pt apart.
nonisolated public struct TitleAndIconLabelStyle: LabelStyle {
    /// The title-and-icon style.
    public init() {}
    nonisolated public func makeBody(configuration: Configuration) -> some View {
        StyleBody(configuration) { configuration in HStack(spacing: 8) { configuration.icon; configuration.title } }
    }
}
/// The title alone.
nonisolated public struct TitleOnlyLabelStyle: LabelStyle {
    /// The title-only style.
    public init() {}
    nonisolated public func makeBody(configuration: Configuration) -> some View {
        StyleBody(configuration) { configuration in configuration.title }
    }
}
/// The icon alone.
nonisolated public struct IconOnlyLabelStyle: LabelStyle {
    /// The icon-only style.
    public init() {}
    nonisolated public func makeBody(configuration: Configuration) -> some View {
        StyleBody(configuration) { configuration in configuration.icon }
    }
}
/// The platform's default: the icon, then the title.
nonisolated public struct DefaultLabelStyle: LabelStyle {
    /// The default style.
    public init() {}
    nonisolated public func makeBody(configuration: Configuration) -> some View {
        TitleAndIconLabelStyle().makeBody(configuration: configuration)
    }
}
// The label styles' isolation is SwiftUI's: `.automatic` is `@MainActor @preconcurrency`
// (https://developer.apple.com/documentation/swiftui/labelstyle/automatic), `.titleOnly`, `.iconOnly` and `.titleAndIcon` are nonisolated
// (https://developer.apple.com/documentation/swiftui/labelstyle/titleonly).
extension LabelStyle where Self == TitleOnlyLabelStyle { nonisolated public static var titleOnly: TitleOnlyLabelStyle { .init() } }
extension LabelStyle where Self == IconOnlyLabelStyle { nonisolated public static var iconOnly: IconOnlyLabelStyle { .init() } }
extension LabelStyle where Self == TitleAndIconLabelStyle { nonisolated public static var titleAndIcon: TitleAndIconLabelStyle { .init() } }
extension LabelStyle where Self == DefaultLabelStyle { @MainActor @preconcurrency public static var automatic: DefaultLabelStyle { .init() } }

/// The environment's label style, type-erased.
public struct _AnyLabelStyle {
    let make: @MainActor (LabelStyleConfiguration) -> AnyView
}

private struct LabelStyleKey: EnvironmentKey {
    static var defaultValue: _AnyLabelStyle { _AnyLabelStyle { AnyView(TitleAndIconLabelStyle().makeBody(configuration: $0)) } }
}

extension EnvironmentValues {
    public var _labelStyle: _AnyLabelStyle {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of labels inside, as SwiftUI's `labelStyle(_:)`.
    nonisolated public func labelStyle<S: LabelStyle>(_ style: S) -> ModifiedContent<Self, _StyleModifier<S>> {
        ModifiedContent(content: self, modifier: _StyleModifier(style: style) { style, environment in
            environment.values._labelStyle = _AnyLabelStyle { AnyView(style.makeBody(configuration: $0)) }
        })
    }
    /// Hides the labels of controls inside, as SwiftUI's `.labelsHidden()`.
    nonisolated public func labelsHidden() -> ModifiedContent<Self, _AnnotationModifier> { interaction("labelsHidden") }
}

/// A thin line between views, as SwiftUI's `Divider`: across a `VStack` (or outside stacks) it is a
/// horizontal line as wide as it is offered, in an `HStack` a vertical one; 1 pt thick here (SwiftUI
/// draws a hairline of one pixel) in the separator colour
/// (https://developer.apple.com/documentation/swiftui/divider).
nonisolated public struct Divider: View, PrimitiveView {
    /// A divider.
    public init() {}
    @MainActor func buildNodes(_ builder: inout GraphBuilder, into nodes: inout [Node]) {
        let line = Rectangle().fill(Color(.separator))
        if builder.enclosingAxis == .horizontal {
            builder.append(line.frame(width: 1).annotated { $0.style.title = "Divider" }, into: &nodes)
        } else {
            builder.append(line.frame(height: 1).annotated { $0.style.title = "Divider" }, into: &nodes)
        }
    }
}
