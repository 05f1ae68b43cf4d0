/// One tab of a `TabView`, as iOS 18's `Tab` (https://developer.apple.com/documentation/swiftui/tab):
/// its content, shown when it is selected, and its label in the tab bar.
///
/// SwiftUI builds tabs with a `TabContentBuilder`; here a `Tab` is a view that is its content
/// with `tabItem` and, when it has a value, `tag`, so `TabView { Tab("Home", systemImage:
/// "house") { … } }` and `TabView(selection: $tab) { Tab("Home", systemImage: "house", value: 0)
/// { … } }` draw as the same tabs written with `tabItem` and `tag` do.
nonisolated public struct Tab<Value: Hashable, Content: View, Label: View>: View {
    let value: Value?
    let content: Content
    let label: Label

    /// A tab of `content` labelled by `label`, selected when the selection equals `value`.
    public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.value = value
        self.content = content()
        self.label = label()
    }

    /// The tab's content, labelled in the bar, and tagged with its value.
    @MainActor public var body: some View {
        if let value {
            content.tabItem { label }.tag(value)
        } else {
            content.tabItem { label }
        }
    }
}

extension Tab where Value == Never {
    /// A tab of `content` labelled by `label`, in a `TabView` without a selection.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.value = nil
        self.content = content()
        self.label = label()
    }
}

extension Tab where Label == Layoutshot.Label<Text, Image> {
    /// A tab titled `title` with the symbol `systemImage`, selected when the selection equals `value`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content) { Layoutshot.Label(title, systemImage: systemImage) }
    }

    /// A tab titled `titleKey` with the symbol `systemImage`, selected when the selection equals `value`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content) { Layoutshot.Label(titleKey, systemImage: systemImage) }
    }
}

extension Tab where Value == Never, Label == Layoutshot.Label<Text, Image> {
    /// A tab titled `title` with the symbol `systemImage`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Layoutshot.Label(title, systemImage: systemImage) }
    }

    /// A tab titled `titleKey` with the symbol `systemImage`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Layoutshot.Label(titleKey, systemImage: systemImage) }
    }
}
