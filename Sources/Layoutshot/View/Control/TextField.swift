/// A text field, as SwiftUI's `TextField`: one line of body text as wide as it is offered, showing
/// the text or, when empty, the placeholder in the placeholder colour. `.controlSize(_:)` leaves it
/// as it is: an iOS text field's font is the environment's. `.textFieldStyle(.roundedBorder)` draws
/// it as UIKit's `UITextField.BorderStyle.roundedRect`: the text inset 7 points across and 6 down
/// (34 points tall at the 17-point body size, UIKit's default height for that style) on the
/// system background in a rounded border.
nonisolated public struct TextField<Label: View>: View {
    let placeholder: String
    let text: String
    /// False for the field a style is given (`TextField<_TextFieldStyleLabel>`), which draws the
    /// text alone: the style puts its own look around it.
    var styled = true
    @Environment(\.textFieldStyle) private var style
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) where Label == Text {
        placeholder = titleKey.key
        self.text = text.wrappedValue
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) where Label == Text {
        placeholder = String(title)
        self.text = text.wrappedValue
    }
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) where Label == Text {
        placeholder = prompt?.content ?? titleKey.key
        self.text = text.wrappedValue
    }
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) where Label == Text {
        placeholder = titleKey.key
        self.text = text.wrappedValue
    }
    public init<V, F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<V>, format: F) where Label == Text, F.FormatInput == V, F.FormatOutput == String {
        placeholder = titleKey.key
        text = format.format(value.wrappedValue)
    }
    init(placeholder: String, text: String, styled: Bool) {
        self.placeholder = placeholder
        self.text = text
        self.styled = styled
    }
    @MainActor public var body: some View {
        if styled {
            style.make(TextField<_TextFieldStyleLabel>(placeholder: placeholder, text: text, styled: false))
                .annotated { $0.style.title = "TextField" }
        } else {
            Text(text.isEmpty ? placeholder : text)
                .foregroundColor(text.isEmpty ? Color(.placeholderText) : nil)
                .lineLimit(1)
                .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}

/// The label of the text field a `TextFieldStyle` is given, as SwiftUI's `_TextFieldStyleLabel`.
nonisolated public struct _TextFieldStyleLabel: View {
    let title: String
    /// The field's title.
    @MainActor public var body: Text { Text(verbatim: title) }
}

/// A text field's look, as SwiftUI's `TextFieldStyle`: `.automatic` and `.plain` (the text alone,
/// iOS's default), `.roundedBorder` (UIKit's rounded-rectangle border), or your own. SwiftUI's
/// one requirement is underscored but public, and custom styles on the web implement it:
/// `func _body(configuration: TextField<Self._Label>) -> some View { configuration.padding(10)… }`,
/// where `configuration` is the field drawn without a style.
///
/// Not main-actor, and its styles plain structs with nonisolated static members, as SwiftUI
/// declares them (`protocol TextFieldStyle`, https://developer.apple.com/documentation/swiftui/textfieldstyle,
/// and https://developer.apple.com/documentation/swiftui/textfieldstyle/roundedborder). Apple does
/// not document the underscored `_body`; it is main-actor here, so a style's `_body` (which takes
/// that isolation from the requirement) may call view modifiers, which are main-actor in Layoutshot.
public protocol TextFieldStyle {
    /// The type of view the style draws.
    associatedtype _Body: View
    /// The label type of the field the style is given.
    typealias _Label = _TextFieldStyleLabel
    /// The view of a text field in this style, around `configuration`, the field with no style.
    @ViewBuilder @MainActor @preconcurrency func _body(configuration: TextField<Self._Label>) -> Self._Body
}

/// The platform's default text-field look: on iOS the text alone, as `.plain`.
public struct DefaultTextFieldStyle: TextFieldStyle {
    /// The default style.
    public init() {}
    /// The field as it is.
    @MainActor public func _body(configuration: TextField<_Label>) -> some View { configuration }
}

/// The text alone, with no border or background.
public struct PlainTextFieldStyle: TextFieldStyle {
    /// The plain style.
    public init() {}
    /// The field as it is.
    @MainActor public func _body(configuration: TextField<_Label>) -> some View { configuration }
}

/// UIKit's rounded-rectangle text field: the text on the system background in a thin rounded
/// border, inset 7 points across and 6 down (34 points tall at the 17-point body size, UIKit's
/// default height for that style).
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    /// The rounded-border style.
    public init() {}
    /// The text's inset from the border, across and down (points).
    static let insets = CGSize(width: 7, height: 6)
    /// The border's corner radius (points).
    static let cornerRadius: CGFloat = 5
    /// The field in its border.
    @MainActor public func _body(configuration: TextField<_Label>) -> some View {
        configuration
            .padding(.horizontal, Self.insets.width)
            .padding(.vertical, Self.insets.height)
            .background {
                RoundedRectangle(cornerRadius: Self.cornerRadius)
                    .fill(Color(.systemBackground))
                    .overlay {
                        RoundedRectangle(cornerRadius: Self.cornerRadius)
                            .strokeBorder(Color(.opaqueSeparator), lineWidth: 0.5)
                    }
            }
    }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The platform's default look.
    public static var automatic: DefaultTextFieldStyle { .init() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// The text alone.
    public static var plain: PlainTextFieldStyle { .init() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// The text in a rounded border.
    public static var roundedBorder: RoundedBorderTextFieldStyle { .init() }
}

/// The environment's text-field style, type-erased.
struct AnyTextFieldStyle {
    let make: @MainActor (TextField<_TextFieldStyleLabel>) -> AnyView
}

private struct TextFieldStyleKey: EnvironmentKey {
    static var defaultValue: AnyTextFieldStyle { AnyTextFieldStyle { AnyView(DefaultTextFieldStyle()._body(configuration: $0)) } }
}

extension EnvironmentValues {
    /// The look of text fields inside (`textFieldStyle(_:)`).
    var textFieldStyle: AnyTextFieldStyle {
        get { self[TextFieldStyleKey.self] }
        set { self[TextFieldStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of text fields inside, as SwiftUI's `textFieldStyle(_:)`: a built-in style
    /// or your own `TextFieldStyle`.
    nonisolated public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> ModifiedContent<Self, _StyleModifier<S>> {
        ModifiedContent(content: self, modifier: _StyleModifier(style: style) { style, environment in
            environment.values.textFieldStyle = AnyTextFieldStyle { AnyView(style._body(configuration: $0)) }
        })
    }
}
