/// A text field, as SwiftUI's `TextField`: one line of body text as wide as it is offered, showing
/// the text or, when empty, the placeholder in the placeholder colour. `.controlSize(_:)` leaves it
/// as it is: an iOS text field's font is the environment's. `.textFieldStyle(.roundedBorder)` draws
/// it as UIKit's `UITextField.BorderStyle.roundedRect`: the text inset 7 points across and 6 down
/// (34 points tall at the 17-point body size, UIKit's default height for that style) on the
/// system background in a rounded border.
public struct TextField<Label: View>: View {
    let placeholder: String
    let text: String
    @Environment(\._textFieldStyle) private var style
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
    public var body: some View {
        let field = Text(text.isEmpty ? placeholder : text)
            .foregroundColor(text.isEmpty ? Color(.placeholderText) : nil)
            .lineLimit(1)
            .frame(maxWidth: .infinity, alignment: .leading)
        if style == .roundedBorder {
            field
                .padding(.horizontal, RoundedBorderTextFieldStyle.insets.width)
                .padding(.vertical, RoundedBorderTextFieldStyle.insets.height)
                .background {
                    RoundedRectangle(cornerRadius: RoundedBorderTextFieldStyle.cornerRadius)
                        .fill(Color(.systemBackground))
                        .overlay {
                            RoundedRectangle(cornerRadius: RoundedBorderTextFieldStyle.cornerRadius)
                                .strokeBorder(Color(.opaqueSeparator), lineWidth: 0.5)
                        }
                }
                .annotated { $0.style.title = "TextField" }
        } else {
            field.annotated { $0.style.title = "TextField" }
        }
    }
}

/// Text-field looks, as the `TextFieldStyle` values carry them.
public enum _TextFieldStyleKind: Hashable, Sendable { case plain, roundedBorder }

/// A text field's look, as SwiftUI's `TextFieldStyle`: `.automatic` and `.plain` (the text alone,
/// iOS's default) or `.roundedBorder` (UIKit's rounded-rectangle border).
public protocol TextFieldStyle {
    /// Which look the style draws.
    var _kind: _TextFieldStyleKind { get }
}

/// The platform's default text-field look: on iOS the text alone, as `.plain`.
public struct DefaultTextFieldStyle: TextFieldStyle {
    /// The default style.
    public init() {}
    public var _kind: _TextFieldStyleKind { .plain }
}

/// The text alone, with no border or background.
public struct PlainTextFieldStyle: TextFieldStyle {
    /// The plain style.
    public init() {}
    public var _kind: _TextFieldStyleKind { .plain }
}

/// UIKit's rounded-rectangle text field: the text on the system background in a thin rounded
/// border.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    /// The rounded-border style.
    public init() {}
    public var _kind: _TextFieldStyleKind { .roundedBorder }
    /// The text's inset from the border, across and down (points).
    static let insets = CGSize(width: 7, height: 6)
    /// The border's corner radius (points).
    static let cornerRadius: CGFloat = 5
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

private struct TextFieldStyleKey: EnvironmentKey { static let defaultValue = _TextFieldStyleKind.plain }

extension EnvironmentValues {
    /// The look of text fields inside (`textFieldStyle(_:)`).
    public var _textFieldStyle: _TextFieldStyleKind {
        get { self[TextFieldStyleKey.self] }
        set { self[TextFieldStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of text fields inside, as SwiftUI's `textFieldStyle(_:)`.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentModifier> {
        let kind = style._kind
        return environment { $0.values._textFieldStyle = kind }
    }
}
