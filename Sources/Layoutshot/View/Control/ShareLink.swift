import Foundation

/// A type whose values can be shared or dragged, as `Transferable` of Apple's CoreTransferable
/// (which `import SwiftUI` brings): here only a marker, since a picture transfers nothing. The
/// types Apple makes transferable that a Linux program has conform: `String`, `URL`, `Data`,
/// `AttributedString`, `Image`; `Never` stands for "no preview".
public protocol Transferable {}

extension String: Transferable {}
extension URL: Transferable {}
extension Data: Transferable {}
extension AttributedString: Transferable {}
extension Image: Transferable {}
extension Never: Transferable {}

/// What a share sheet shows for an item, as SwiftUI's `SharePreview`: a title, an image and an icon.
public struct SharePreview<Image: Transferable, Icon: Transferable> {
    let title: Text

    public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) { title = Text(titleKey) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image, icon: Icon) { self.title = Text(title) }
}

extension SharePreview where Image == Never, Icon == Never {
    public init(_ titleKey: LocalizedStringKey) { title = Text(titleKey) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) { self.title = Text(title) }
}

extension SharePreview where Icon == Never {
    public init(_ titleKey: LocalizedStringKey, image: Image) { title = Text(titleKey) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image) { self.title = Text(title) }
}

extension SharePreview where Image == Never {
    public init(_ titleKey: LocalizedStringKey, icon: Icon) { title = Text(titleKey) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, icon: Icon) { self.title = Text(title) }
}

/// The label a `ShareLink` shows when given none, as SwiftUI's `DefaultShareLinkLabel`: "Share"
/// with the `square.and.arrow.up` symbol, in the accent colour as a button's label is.
nonisolated public struct DefaultShareLinkLabel: View {
    @MainActor public var body: some View { Label("Share", systemImage: "square.and.arrow.up") }
}

/// A control that opens the share sheet, as SwiftUI's `ShareLink` (iOS 16;
/// https://developer.apple.com/documentation/swiftui/sharelink): drawn as a button with its label
/// (`DefaultShareLinkLabel` unless one is given). The items, subject, message and previews are
/// what the share sheet would offer; a picture shows none of them.
nonisolated public struct ShareLink<Data: RandomAccessCollection, PreviewImage: Transferable, PreviewIcon: Transferable, Label: View>: View
    where Data.Element: Transferable {
    let label: Label

    public init(items: Data, subject: Text? = nil, message: Text? = nil,
                preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    @MainActor public var body: some View {
        label
            .foregroundColor(.accentColor)
            .annotated { $0.style.title = "ShareLink" }
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never {
    public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
        where Data == CollectionOfOne<I> {
        self.label = label()
    }
}

extension ShareLink {
    public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil,
                                 preview: SharePreview<PreviewImage, PreviewIcon>, @ViewBuilder label: () -> Label)
        where Data == CollectionOfOne<I> {
        self.label = label()
    }
}

extension ShareLink where Label == DefaultShareLinkLabel {
    public init(items: Data, subject: Text? = nil, message: Text? = nil,
                preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>) {
        self.init(items: items, subject: subject, message: message, preview: preview) { DefaultShareLinkLabel() }
    }

    public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil,
                                 preview: SharePreview<PreviewImage, PreviewIcon>) where Data == CollectionOfOne<I> {
        self.init(item: item, subject: subject, message: message, preview: preview) { DefaultShareLinkLabel() }
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel {
    public init(items: Data, subject: Text? = nil, message: Text? = nil) where Data.Element == URL {
        self.init(items: items, subject: subject, message: message) { DefaultShareLinkLabel() }
    }

    public init(items: Data, subject: Text? = nil, message: Text? = nil) where Data.Element == String {
        self.init(items: items, subject: subject, message: message) { DefaultShareLinkLabel() }
    }

    /// `ShareLink(item: url)`.
    public init(item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self.init(item: item, subject: subject, message: message) { DefaultShareLinkLabel() }
    }

    public init(item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {
        self.init(item: item, subject: subject, message: message) { DefaultShareLinkLabel() }
    }
}

extension ShareLink where Label == Layoutshot.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil,
                preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>) {
        self.init(items: items, subject: subject, message: message, preview: preview) {
            Layoutshot.Label(titleKey, systemImage: "square.and.arrow.up")
        }
    }

    public init<I: Transferable>(_ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil,
                                 preview: SharePreview<PreviewImage, PreviewIcon>) where Data == CollectionOfOne<I> {
        self.init(item: item, subject: subject, message: message, preview: preview) {
            Layoutshot.Label(titleKey, systemImage: "square.and.arrow.up")
        }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, I: Transferable>(_ title: S, item: I, subject: Text? = nil, message: Text? = nil,
                                                    preview: SharePreview<PreviewImage, PreviewIcon>) where Data == CollectionOfOne<I> {
        self.init(item: item, subject: subject, message: message, preview: preview) {
            Layoutshot.Label(title, systemImage: "square.and.arrow.up")
        }
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == Layoutshot.Label<Text, Image> {
    /// `ShareLink("Share the link", item: url)`.
    public init(_ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self.init(item: item, subject: subject, message: message) { Layoutshot.Label(titleKey, systemImage: "square.and.arrow.up") }
    }

    public init(_ titleKey: LocalizedStringKey, item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {
        self.init(item: item, subject: subject, message: message) { Layoutshot.Label(titleKey, systemImage: "square.and.arrow.up") }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self.init(item: item, subject: subject, message: message) { Layoutshot.Label(title, systemImage: "square.and.arrow.up") }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {
        self.init(item: item, subject: subject, message: message) { Layoutshot.Label(title, systemImage: "square.and.arrow.up") }
    }

    public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil) where Data.Element == URL {
        self.init(items: items, subject: subject, message: message) { Layoutshot.Label(titleKey, systemImage: "square.and.arrow.up") }
    }
}
