/// What a screen shows when it has nothing to show, as SwiftUI's `ContentUnavailableView` (iOS 17;
/// https://developer.apple.com/documentation/swiftui/contentunavailableview): the label (its icon
/// above its title), a description under it and actions under that, centred in all the space it
/// is offered.
///
/// Layoutshot's approximation of iOS's look (Apple publishes no metrics for it): the icon 48 pt
/// in the secondary colour, the title in `.title2` bold, the description in `.body` secondary,
/// centred lines; 8 pt between icon and title, 16 pt between the parts, 16 pt padding.
nonisolated public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    @MainActor public var body: some View {
        VStack(spacing: 16) {
            label
                .labelStyle(_UnavailableLabelStyle())
                .font(.title2.bold())
            description
                .font(.body)
                .foregroundStyle(.secondary)
            actions
        }
        .multilineTextAlignment(.center)
        .padding(16)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .annotated { $0.style.title = "ContentUnavailableView" }
    }
}

/// The icon above the title, as a `ContentUnavailableView` draws its label.
struct _UnavailableLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 8) {
            configuration.icon.font(.system(size: 48)).foregroundStyle(.secondary)
            configuration.title
        }
    }
}

extension ContentUnavailableView where Label == Layoutshot.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// `ContentUnavailableView("No Mail", systemImage: "tray.fill", description: Text("New mail appears here."))`.
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { Layoutshot.Label(title, systemImage: name) }, description: { description })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { Layoutshot.Label(title, systemImage: name) }, description: { description })
    }

    /// The same with an image of the app's assets.
    public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) {
        self.init(label: { Layoutshot.Label(title, image: name) }, description: { description })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String, description: Text? = nil) {
        self.init(label: { Layoutshot.Label { Text(title) } icon: { Image(name) } }, description: { description })
    }
}

/// The parts of `ContentUnavailableView.search`, as SwiftUI's `SearchUnavailableContent`.
public struct SearchUnavailableContent {
    /// "No Results" (or "No Results for “text”") with a magnifying glass.
    public struct Label: View {
        let text: String?
        @MainActor public var body: some View {
            Layoutshot.Label(text.map { "No Results for \u{201C}\($0)\u{201D}" } ?? "No Results", systemImage: "magnifyingglass")
        }
    }

    /// What to try: "Check the spelling or try a new search."
    public struct Description: View {
        @MainActor public var body: some View { Text("Check the spelling or try a new search.") }
    }

    /// None.
    public struct Actions: View {
        @MainActor public var body: some View { EmptyView() }
    }
}

extension ContentUnavailableView where Label == SearchUnavailableContent.Label,
                                       Description == SearchUnavailableContent.Description,
                                       Actions == SearchUnavailableContent.Actions {
    /// The view iOS shows for a search that found nothing.
    public static var search: ContentUnavailableView<Label, Description, Actions> { search(text: nil) }

    /// The same, naming what was searched for.
    public static func search(text: String) -> ContentUnavailableView<Label, Description, Actions> { search(text: Optional(text)) }

    private static func search(text: String?) -> ContentUnavailableView<Label, Description, Actions> {
        ContentUnavailableView(label: { SearchUnavailableContent.Label(text: text) },
                               description: { SearchUnavailableContent.Description() },
                               actions: { SearchUnavailableContent.Actions() })
    }
}
