/// A value with a label, as SwiftUI's `LabeledContent` (iOS 16;
/// https://developer.apple.com/documentation/swiftui/labeledcontent): drawn as iOS's automatic
/// style draws it in a form: the label at the leading edge, the content at the trailing edge in
/// the secondary colour, on one row aligned by their first baselines.
public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// A labelled view: `LabeledContent { Text(value) } label: { Text("Name") }`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    public var body: some View {
        HStack(alignment: .firstTextBaseline) {
            label
            Spacer(minLength: 0)
            content.foregroundStyle(.secondary).multilineTextAlignment(.trailing)
        }
        .annotated { $0.style.title = "LabeledContent" }
    }
}

extension LabeledContent where Label == Text {
    /// A view labelled with a localized title: `LabeledContent("Volume") { Slider(…) }`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// A text value with a title: `LabeledContent("Name", value: person.name)`.
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }

    @_disfavoredOverload
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }

    /// A formatted value with a title: `LabeledContent("Age", value: age, format: .number)`.
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
        where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(format.format(value)) }, label: { Text(titleKey) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
        where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(format.format(value)) }, label: { Text(title) })
    }
}
