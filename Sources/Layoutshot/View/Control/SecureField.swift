/// A text field for secrets, as SwiftUI's `SecureField`: a dot for each character of the text, or
/// the placeholder when it is empty, drawn by the environment's text-field style as a `TextField`
/// is (`.textFieldStyle(.roundedBorder)` or your own `TextFieldStyle`).
nonisolated public struct SecureField<Label: View>: View {
    let placeholder: String
    let count: Int
    @Environment(\.textFieldStyle) private var style
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) where Label == Text {
        placeholder = titleKey.key
        count = text.wrappedValue.count
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) where Label == Text {
        placeholder = String(title)
        count = text.wrappedValue.count
    }
    @MainActor public var body: some View {
        // The field a style is given: the dots (or the placeholder) drawn as a text field draws its text.
        style.make(TextField<_TextFieldStyleLabel>(placeholder: placeholder, text: String(repeating: "•", count: count), styled: false))
            .annotated { $0.style.title = "SecureField" }
    }
}
