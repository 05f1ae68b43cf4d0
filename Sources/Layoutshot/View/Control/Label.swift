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
        Group {
            switch style {
            case .titleOnly: AnyView(title)
            case .iconOnly: AnyView(icon)
            case .titleAndIcon: AnyView(HStack(spacing: 8) { icon; title })
            }
        }
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

/// How labels show, as SwiftUI's `LabelStyle` (`.titleOnly`, `.iconOnly`, `.titleAndIcon`).
public enum _LabelStyleKind: Hashable, Sendable { case titleAndIcon, titleOnly, iconOnly }

public struct TitleOnlyLabelStyle: Sendable { public init() {} }
public struct IconOnlyLabelStyle: Sendable { public init() {} }
public struct TitleAndIconLabelStyle: Sendable { public init() {} }
public struct DefaultLabelStyle: Sendable { public init() {} }

/// A label style, as SwiftUI's `LabelStyle` (the built-in ones).
public protocol LabelStyle { var _kind: _LabelStyleKind { get } }
extension TitleOnlyLabelStyle: LabelStyle { public var _kind: _LabelStyleKind { .titleOnly } }
extension IconOnlyLabelStyle: LabelStyle { public var _kind: _LabelStyleKind { .iconOnly } }
extension TitleAndIconLabelStyle: LabelStyle { public var _kind: _LabelStyleKind { .titleAndIcon } }
extension DefaultLabelStyle: LabelStyle { public var _kind: _LabelStyleKind { .titleAndIcon } }
extension LabelStyle where Self == TitleOnlyLabelStyle { public static var titleOnly: TitleOnlyLabelStyle { .init() } }
extension LabelStyle where Self == IconOnlyLabelStyle { public static var iconOnly: IconOnlyLabelStyle { .init() } }
extension LabelStyle where Self == TitleAndIconLabelStyle { public static var titleAndIcon: TitleAndIconLabelStyle { .init() } }
extension LabelStyle where Self == DefaultLabelStyle { public static var automatic: DefaultLabelStyle { .init() } }

private struct LabelStyleKey: EnvironmentKey { static let defaultValue = _LabelStyleKind.titleAndIcon }

extension EnvironmentValues {
    public var _labelStyle: _LabelStyleKind {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

extension View {
    public func labelStyle<S: LabelStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentModifier> {
        let kind = style._kind
        return environment { $0.values._labelStyle = kind }
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
