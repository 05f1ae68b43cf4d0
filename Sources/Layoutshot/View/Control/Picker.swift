/// A choice among tagged views, as SwiftUI's `Picker`: in a form row, its label with the choice
/// trailing; `.segmented`, a 32 pt tall segmented control as wide as it is offered.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let label: Label
    let content: Content
    @Environment(\._pickerStyle) private var style
    /// A picker of the tagged views `content` builds, bound to `selection`, with a label.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }
    /// A picker with the given label view (SwiftUI's older spelling).
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.label = label
        self.content = content()
    }
    public var body: some View {
        Group {
            if style == .segmented {
                AnyView(HStack(spacing: 0) { content.frame(maxWidth: .infinity) }
                    .frame(height: 32)
                    .background(RoundedRectangle(cornerRadius: 8).fill(Color(.systemFill))))
            } else if style == .wheel {
                AnyView(VStack(spacing: 8) { content }.frame(maxWidth: .infinity).frame(height: 216).clipped())
            } else {
                AnyView(HStack { label; Spacer(); Image(systemName: "chevron.up.chevron.down").foregroundColor(.accentColor) })
            }
        }
        .annotated { $0.style.title = "Picker" }
    }
}

extension Picker where Label == Text {
    /// A picker titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }
    /// A picker titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

/// Picker looks, as SwiftUI's `PickerStyle`.
public enum _PickerStyleKind: Hashable, Sendable { case menu, segmented, wheel, inline, navigationLink }

/// Picker looks, as SwiftUI's `PickerStyle`: menu, segmented, wheel, inline or navigation link.
public protocol PickerStyle { var _kind: _PickerStyleKind { get } }

/// The menu look: the label with the choice trailing.
public struct MenuPickerStyle: PickerStyle { public init() {}; public var _kind: _PickerStyleKind { .menu } }

/// The segmented look: a 32 pt tall segmented control.
public struct SegmentedPickerStyle: PickerStyle { public init() {}; public var _kind: _PickerStyleKind { .segmented } }

/// The wheel look.
public struct WheelPickerStyle: PickerStyle { public init() {}; public var _kind: _PickerStyleKind { .wheel } }

/// The inline look: the choices listed.
public struct InlinePickerStyle: PickerStyle { public init() {}; public var _kind: _PickerStyleKind { .inline } }

/// The navigation-link look: a row that opens the choices.
public struct NavigationLinkPickerStyle: PickerStyle { public init() {}; public var _kind: _PickerStyleKind { .navigationLink } }

/// The platform's default: the menu look.
public struct DefaultPickerStyle: PickerStyle { public init() {}; public var _kind: _PickerStyleKind { .menu } }

extension PickerStyle where Self == MenuPickerStyle { public static var menu: MenuPickerStyle { .init() } }

extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: SegmentedPickerStyle { .init() } }

extension PickerStyle where Self == WheelPickerStyle { public static var wheel: WheelPickerStyle { .init() } }

extension PickerStyle where Self == InlinePickerStyle { public static var inline: InlinePickerStyle { .init() } }

extension PickerStyle where Self == NavigationLinkPickerStyle { public static var navigationLink: NavigationLinkPickerStyle { .init() } }

extension PickerStyle where Self == DefaultPickerStyle { public static var automatic: DefaultPickerStyle { .init() } }

private struct PickerStyleKey: EnvironmentKey { static let defaultValue = _PickerStyleKind.menu }

extension EnvironmentValues {
    public var _pickerStyle: _PickerStyleKind {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of pickers inside, as SwiftUI's `pickerStyle(_:)`.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentModifier> {
        let kind = style._kind
        return environment { $0.values._pickerStyle = kind }
    }
    /// Sets the style of toggles inside, as SwiftUI's `toggleStyle(_:)`. Listed on the node; toggles are drawn as switches.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> ModifiedContent<Self, _AnnotationModifier> { interaction("toggleStyle") }
    /// Sets the style of text fields inside, as SwiftUI's `textFieldStyle(_:)`. Listed on the node.
    public func textFieldStyle<S>(_ style: S) -> ModifiedContent<Self, _AnnotationModifier> { interaction("textFieldStyle") }
    /// Sets the style of progress views inside, as SwiftUI's `progressViewStyle(_:)`. Listed on the node.
    public func progressViewStyle<S>(_ style: S) -> ModifiedContent<Self, _AnnotationModifier> { interaction("progressViewStyle") }
    /// Sets the style of date pickers inside, as SwiftUI's `datePickerStyle(_:)`. Listed on the node.
    public func datePickerStyle<S>(_ style: S) -> ModifiedContent<Self, _AnnotationModifier> { interaction("datePickerStyle") }
    /// Sets the style of menus inside, as SwiftUI's `menuStyle(_:)`. Listed on the node.
    public func menuStyle<S>(_ style: S) -> ModifiedContent<Self, _AnnotationModifier> { interaction("menuStyle") }
}
