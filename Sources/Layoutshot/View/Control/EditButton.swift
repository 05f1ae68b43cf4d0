/// The button that toggles a list's edit mode, as SwiftUI's `EditButton`
/// (https://developer.apple.com/documentation/swiftui/editbutton): "Edit" as a plain button in
/// the accent colour, as iOS shows it while the list is not being edited (a picture has no edit
/// mode, so it never reads "Done").
nonisolated public struct EditButton: View {
    /// The edit button.
    public init() {}

    /// "Edit", as a button.
    @MainActor public var body: some View {
        Button("Edit") {}
    }
}
