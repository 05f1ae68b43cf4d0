/// A choice among tagged views, as SwiftUI's `Picker`: in a form row, its label with the choice
/// trailing; `.segmented`, a 32 pt tall segmented control as wide as it is offered.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let label: Label
    let content: Content
    @Environment(\._pickerStyle) private var style
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }
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
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

/// Picker looks, as SwiftUI's `PickerStyle`.
public enum _PickerStyleKind: Hashable, Sendable { case menu, segmented, wheel, inline, navigationLink }

public protocol PickerStyle { var _kind: _PickerStyleKind { get } }

public struct MenuPickerStyle: PickerStyle { public init() {}; public var _kind: _PickerStyleKind { .menu } }

public struct SegmentedPickerStyle: PickerStyle { public init() {}; public var _kind: _PickerStyleKind { .segmented } }

public struct WheelPickerStyle: PickerStyle { public init() {}; public var _kind: _PickerStyleKind { .wheel } }

public struct InlinePickerStyle: PickerStyle { public init() {}; public var _kind: _PickerStyleKind { .inline } }

public struct NavigationLinkPickerStyle: PickerStyle { public init() {}; public var _kind: _PickerStyleKind { .navigationLink } }

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
    public func pickerStyle<S: PickerStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentModifier> {
        let kind = style._kind
        return environment { $0.values._pickerStyle = kind }
    }
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> ModifiedContent<Self, _AnnotationModifier> { interaction("toggleStyle") }
    public func textFieldStyle<S>(_ style: S) -> ModifiedContent<Self, _AnnotationModifier> { interaction("textFieldStyle") }
    public func progressViewStyle<S>(_ style: S) -> ModifiedContent<Self, _AnnotationModifier> { interaction("progressViewStyle") }
    public func datePickerStyle<S>(_ style: S) -> ModifiedContent<Self, _AnnotationModifier> { interaction("datePickerStyle") }
    public func menuStyle<S>(_ style: S) -> ModifiedContent<Self, _AnnotationModifier> { interaction("menuStyle") }
}
