/// A text field for secrets, as SwiftUI's `SecureField`: dots for the text.
public struct SecureField<Label: View>: View {
    let placeholder: String
    let count: Int
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) where Label == Text {
        placeholder = titleKey.key
        count = text.wrappedValue.count
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) where Label == Text {
        placeholder = String(title)
        count = text.wrappedValue.count
    }
    public var body: some View {
        Text(count == 0 ? placeholder : String(repeating: "•", count: count))
            .foregroundColor(count == 0 ? Color(.placeholderText) : nil)
            .lineLimit(1)
            .frame(maxWidth: .infinity, alignment: .leading)
            .annotated { $0.style.title = "SecureField" }
    }
}
