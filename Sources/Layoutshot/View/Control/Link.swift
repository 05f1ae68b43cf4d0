/// A link, as SwiftUI's `Link`: its label in the accent colour.
nonisolated public struct Link<Label: View>: View {
    let label: Label
    public init(destination: URL, @ViewBuilder label: () -> Label) { self.label = label() }
    @MainActor public var body: some View { label.foregroundColor(.accentColor).annotated { $0.style.title = "Link" } }
}

extension Link where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: URL) { self.init(destination: destination) { Text(titleKey) } }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) { self.init(destination: destination) { Text(title) } }
}
