/// A title with an icon, as SwiftUI's `Label`: the icon, then the title, 8 pt apart, centred on
/// each other (the `.titleAndIcon` look of lists and menus).
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon
    @Environment(\._labelStyle) private var style

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public var body: some View {
        style.make(LabelStyleConfiguration(title: .init(view: AnyView(title)), icon: .init(view: AnyView(icon))))
            .annotated { $0.style.title = "Label" }
    }
}

extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }
}

/// What a label style draws, as SwiftUI's `LabelStyleConfiguration`.
public struct LabelStyleConfiguration {
    public struct Title: View {
        let view: AnyView
        public var body: AnyView { view }
    }
    public struct Icon: View {
        let view: AnyView
        public var body: AnyView { view }
    }
    public let title: Title
    public let icon: Icon
}

/// How labels look, as SwiftUI's `LabelStyle`: built-in `.titleOnly`, `.iconOnly`, `.titleAndIcon`,
/// or a user's own `makeBody(configuration:)`.
@MainActor @preconcurrency
public protocol LabelStyle {
    associatedtype Body: View
    typealias Configuration = LabelStyleConfiguration
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The icon, then the title, 8 pt apart.
public struct TitleAndIconLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { HStack(spacing: 8) { configuration.icon; configuration.title } }
}
public struct TitleOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}
public struct IconOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}
public struct DefaultLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { TitleAndIconLabelStyle().makeBody(configuration: configuration) }
}
extension LabelStyle where Self == TitleOnlyLabelStyle { public static var titleOnly: TitleOnlyLabelStyle { .init() } }
extension LabelStyle where Self == IconOnlyLabelStyle { public static var iconOnly: IconOnlyLabelStyle { .init() } }
extension LabelStyle where Self == TitleAndIconLabelStyle { public static var titleAndIcon: TitleAndIconLabelStyle { .init() } }
extension LabelStyle where Self == DefaultLabelStyle { public static var automatic: DefaultLabelStyle { .init() } }

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
    public func labelStyle<S: LabelStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment { $0.values._labelStyle = _AnyLabelStyle { AnyView(style.makeBody(configuration: $0)) } }
    }
    /// Hides the labels of controls inside, as SwiftUI's `.labelsHidden()`.
    public func labelsHidden() -> ModifiedContent<Self, _AnnotationModifier> { interaction("labelsHidden") }
}

/// A thin line between views, as SwiftUI's `Divider`: across a `VStack` (or outside stacks) it is a
/// horizontal line as wide as it is offered, in an `HStack` a vertical one; 1 pt thick here (SwiftUI
/// draws a hairline of one pixel) in the separator colour
/// (https://developer.apple.com/documentation/swiftui/divider).
public struct Divider: View, PrimitiveView {
    public init() {}
    func buildNodes(_ builder: inout GraphBuilder, into nodes: inout [Node]) {
        let line = Rectangle().fill(Color(.separator))
        if builder.enclosingAxis == .horizontal {
            builder.append(line.frame(width: 1).annotated { $0.style.title = "Divider" }, into: &nodes)
        } else {
            builder.append(line.frame(height: 1).annotated { $0.style.title = "Divider" }, into: &nodes)
        }
    }
}
