/// A text field, as SwiftUI's `TextField`: one line of body text as wide as it is offered, showing
/// the text or, when empty, the placeholder in the placeholder colour. `.controlSize(_:)` leaves it
/// as it is: an iOS text field's font is the environment's.
public struct TextField<Label: View>: View {
    let placeholder: String
    let text: String
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
        Text(text.isEmpty ? placeholder : text)
            .foregroundColor(text.isEmpty ? Color(.placeholderText) : nil)
            .lineLimit(1)
            .frame(maxWidth: .infinity, alignment: .leading)
            .annotated { $0.style.title = "TextField" }
    }
}
