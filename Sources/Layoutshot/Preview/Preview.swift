/// A type that produces previews, as SwiftUI's `PreviewProvider`: its `previews` are the views
/// Layoutshot renders for it (one picture each).
@MainActor @preconcurrency
public protocol PreviewProvider: _PreviewProvider {
    /// The type of view the provider previews.
    associatedtype Previews: View
    /// The views to preview: each top-level view is one preview.
    @ViewBuilder static var previews: Previews { get }
    /// The platform to preview on; nil lets the tool decide.
    static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    /// No platform: the test's devices decide.
    public static var platform: PreviewPlatform? { nil }
}

/// The unconstrained part of `PreviewProvider`, as SwiftUI's `_PreviewProvider`.
public protocol _PreviewProvider {}

/// The platform a preview is for, as SwiftUI's `PreviewPlatform`.
public enum PreviewPlatform: Hashable, Sendable {
    /// The platforms SwiftUI previews on.
    case iOS, macOS, tvOS, watchOS, visionOS
}

/// How a preview is sized, as SwiftUI's `PreviewLayout`.
public enum PreviewLayout: Hashable, Sendable {
    /// The device's screen.
    case device
    /// The view's own size (its ideal size).
    case sizeThatFits
    /// A fixed frame.
    case fixed(width: CGFloat, height: CGFloat)
}

/// A device to preview on, by its Xcode name, as SwiftUI's `PreviewDevice`.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Hashable, Sendable {
    /// The device's Xcode name ("iPhone 15").
    public let rawValue: String
    /// A device by its Xcode name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A device by its Xcode name, from a string literal.
    public init(stringLiteral value: String) { rawValue = value }
}

/// How a device is held, as SwiftUI's `InterfaceOrientation`.
public struct InterfaceOrientation: Hashable, Sendable, CaseIterable {
    let name: String
    /// Upright.
    public static let portrait = InterfaceOrientation(name: "portrait")
    /// Upside down.
    public static let portraitUpsideDown = InterfaceOrientation(name: "portraitUpsideDown")
    /// Turned with the top to the left (the home button, if any, on the right).
    public static let landscapeLeft = InterfaceOrientation(name: "landscapeLeft")
    /// Turned with the top to the right.
    public static let landscapeRight = InterfaceOrientation(name: "landscapeRight")
    /// Every orientation.
    public static let allCases: [InterfaceOrientation] = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
    /// Whether the device is held sideways (`landscapeLeft`, `landscapeRight`).
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// What a preview asks for, as SwiftUI's `PreviewTrait`: `.sizeThatFitsLayout`,
/// `.fixedLayout(width:height:)`, `.landscapeLeft` …
public struct PreviewTrait<T>: Sendable {
    /// What the trait asks for.
    public let kind: PreviewTraitKind
    init(_ kind: PreviewTraitKind) { self.kind = kind }
}

/// The traits Layoutshot reads from a preview.
public enum PreviewTraitKind: Hashable, Sendable {
    /// A layout: the device, the view's own size or a fixed size.
    case layout(PreviewLayout)
    /// An orientation of the device.
    case orientation(InterfaceOrientation)
    /// A trait Layoutshot reads and ignores, by name.
    case other(String)
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// Draws the preview at its ideal size, as SwiftUI's `.sizeThatFitsLayout`.
    public static var sizeThatFitsLayout: PreviewTrait<T> { PreviewTrait(.layout(.sizeThatFits)) }
    /// Draws the preview on the device's screen, as SwiftUI's `.defaultLayout`.
    public static var defaultLayout: PreviewTrait<T> { PreviewTrait(.layout(.device)) }
    /// Draws the preview in a fixed frame, as SwiftUI's `.fixedLayout(width:height:)`.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> { PreviewTrait(.layout(.fixed(width: width, height: height))) }
    /// Holds the device upright, as SwiftUI's `.portrait`.
    public static var portrait: PreviewTrait<T> { PreviewTrait(.orientation(.portrait)) }
    /// Holds the device upside down, as SwiftUI's `.portraitUpsideDown`.
    public static var portraitUpsideDown: PreviewTrait<T> { PreviewTrait(.orientation(.portraitUpsideDown)) }
    /// Turns the device to the left, as SwiftUI's `.landscapeLeft`.
    public static var landscapeLeft: PreviewTrait<T> { PreviewTrait(.orientation(.landscapeLeft)) }
    /// Turns the device to the right, as SwiftUI's `.landscapeRight`.
    public static var landscapeRight: PreviewTrait<T> { PreviewTrait(.orientation(.landscapeRight)) }
    /// A modifier applied to the previewed view (`.modifier(SampleData())`); kept by name.
    public static func modifier<M>(_ modifier: M) -> PreviewTrait<T> { PreviewTrait(.other(String(describing: M.self))) }
}

/// One `#Preview`, or one view of a `PreviewProvider`'s `previews`: its name, traits, where it was
/// declared and the view it shows.
public struct Preview {
    /// The traits of view previews, as SwiftUI's `Preview.ViewTraits`.
    public enum ViewTraits {}

    /// The preview's name, as given to `#Preview("Name")` or `previewDisplayName(_:)`; nil when unnamed.
    public let name: String?
    /// The traits the preview asks for, in order.
    public let traits: [PreviewTraitKind]
    /// The file (`Module/File.swift`) and line of the `#Preview`; for a `PreviewProvider`'s view,
    /// the provider's module and type (`Module/CardPreviews`) and 0.
    public let fileID: String
    /// The line of the `#Preview` in its file; 0 for a `PreviewProvider`'s view.
    public let line: Int
    /// For one view of a `PreviewProvider`: the provider's type (`CardPreviews`) and the view's
    /// place among its `previews` (0 for the first); nil for a `#Preview`.
    public let provider: (type: String, index: Int)?
    private let makeView: @MainActor () -> any View

    /// A preview of the view `body` builds, named `name`, with `traits`; `#Preview` expands to this, passing where it was written.
    public init(_ name: String? = nil, traits: PreviewTrait<ViewTraits>..., fileID: String = #fileID, line: Int = #line,
                @ViewBuilder body: @escaping @MainActor () -> any View) {
        self.name = name
        self.traits = traits.map(\.kind)
        self.fileID = fileID
        self.line = line
        self.provider = nil
        self.makeView = body
    }

    /// One view of a `PreviewProvider` (made on the main actor, where its `previews` were built).
    @MainActor init(provider: String, module: String, index: Int, name: String?, traits: [PreviewTraitKind], view: AnyView) {
        self.name = name
        self.traits = traits
        self.fileID = module + "/" + provider
        self.line = 0
        self.provider = (provider, index)
        self.makeView = { view }
    }

    /// The previewed view.
    @MainActor public func makeBody() -> AnyView { AnyView(erasing: makeView()) }

    /// The layout the traits ask for (`.device` unless a layout trait says otherwise).
    public var layout: PreviewLayout {
        for trait in traits { if case .layout(let layout) = trait { return layout } }
        return .device
    }

    /// The orientation the traits ask for (`.portrait` unless an orientation trait says otherwise).
    public var orientation: InterfaceOrientation {
        for trait in traits { if case .orientation(let orientation) = trait { return orientation } }
        return .portrait
    }

    /// The module the preview is declared in (the first part of `fileID`).
    public var module: String {
        fileID.split(separator: "/").first.map(String.init) ?? fileID
    }

    /// A name for files: the preview's own, or the file's name and the line (for a
    /// `PreviewProvider`'s view: its `previewDisplayName`, or the provider's type and the view's
    /// number, from 1).
    public var displayName: String {
        if let name, !name.isEmpty { return name }
        if let provider { return "\(provider.type)-\(provider.index + 1)" }
        let file = fileID.split(separator: "/").last.map(String.init) ?? fileID
        return (file.hasSuffix(".swift") ? String(file.dropLast(6)) : file) + "-\(line)"
    }

    /// The previews of a `PreviewProvider`, one per view as Xcode shows them: each top-level view
    /// of its `previews` (the views of a `@ViewBuilder` list, a `Group`, a `ForEach`, an `if`),
    /// with the `previewDisplayName`, `previewLayout` and `previewInterfaceOrientation` set on it.
    @MainActor public static func previews<P: PreviewProvider>(of provider: P.Type) -> [Preview] {
        let qualified = String(reflecting: provider)
        let module = qualified.split(separator: ".").first.map(String.init) ?? qualified
        let type = String(describing: provider)
        return PreviewSplitter.views(of: provider.previews).enumerated().map { index, found in
            Preview(provider: type, module: module, index: index, name: found.name, traits: found.traits, view: found.view)
        }
    }
}

/// What `#Preview` declares: a type whose `preview` is the preview. (SwiftUI's macro registers
/// previews with Xcode the same way.) `preview` is nonisolated so that previews can be listed
/// (their names and places) off the main actor; their views are made on it.
@MainActor @preconcurrency
public protocol LayoutshotPreviewRegistry {
    /// The preview the `#Preview` declares.
    nonisolated static var preview: Preview { get }
}

#if Previews
/// A preview of a view, as SwiftUI's `#Preview`: `#Preview { CardView() }`,
/// `#Preview("Dark", traits: .sizeThatFitsLayout) { … }`. Layoutshot renders it as a picture (the
/// `Previews` package trait provides the macro, built with swift-syntax).
@freestanding(declaration)
public macro Preview(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>..., @ViewBuilder body: @escaping @MainActor () -> any View)
    = #externalMacro(module: "LayoutshotMacros", type: "PreviewMacro")

/// Marks `@State` declared inside a `#Preview` body, as SwiftUI's `@Previewable`.
@attached(peer)
public macro Previewable() = #externalMacro(module: "LayoutshotMacros", type: "PreviewableMacro")
#endif

extension View {
    /// Sizes the preview, as SwiftUI's `previewLayout(_:)`: read by `assertPreviewSnapshot`.
    nonisolated public func previewLayout(_ value: PreviewLayout) -> _PreviewSettingView<Self> {
        _PreviewSettingView(content: self, setting: .trait(.layout(value)), interaction: "previewLayout")
    }
    /// Names the preview, as SwiftUI's `previewDisplayName(_:)`: used in reference file names.
    nonisolated public func previewDisplayName(_ value: String?) -> _PreviewSettingView<Self> {
        _PreviewSettingView(content: self, setting: .displayName(value), interaction: "previewDisplayName")
    }
    /// Chooses the preview's device, as SwiftUI's `previewDevice(_:)`: listed and ignored (the test's devices are used).
    nonisolated public func previewDevice(_ value: PreviewDevice?) -> _PreviewSettingView<Self> {
        _PreviewSettingView(content: self, setting: .trait(.other("previewDevice")), interaction: "previewDevice")
    }
    /// Turns the preview's device, as SwiftUI's `previewInterfaceOrientation(_:)`: read by `assertPreviewSnapshot`.
    nonisolated public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> _PreviewSettingView<Self> {
        _PreviewSettingView(content: self, setting: .trait(.orientation(value)), interaction: "previewInterfaceOrientation")
    }
}

/// A view with a preview setting (`.previewLayout(.sizeThatFits)`, `.previewDisplayName("Dark")`):
/// drawn as its content, with the setting listed on its node as the interactive modifiers are,
/// and read by `Preview.previews(of:)`.
nonisolated public struct _PreviewSettingView<Content: View>: View, PrimitiveView {
    let content: Content
    let setting: PreviewSetting
    let interaction: String

    @MainActor func buildNodes(_ builder: inout GraphBuilder, into nodes: inout [Node]) {
        builder.append(content.interaction(interaction), into: &nodes)
    }
}

/// Splits a `PreviewProvider`'s `previews` into the views Xcode shows one by one.
@MainActor enum PreviewSplitter {
    struct Found {
        var view: AnyView
        var name: String?
        var traits: [PreviewTraitKind]
    }

    static func views(of view: any View) -> [Found] {
        if let list = view as? any PreviewList { return list.previewChildren().flatMap { views(of: $0) } }
        var name: String?
        var traits: [PreviewTraitKind] = []
        var inner: any View = view
        while let setting = inner as? any PreviewSettingCarrier {
            switch setting.previewSetting {
            case .displayName(let value): if name == nil { name = value }
            case .trait(let trait): traits.append(trait)
            }
            inner = setting.previewContent
        }
        return [Found(view: AnyView(erasing: view), name: name, traits: traits)]
    }
}

/// A view that stands for several previews (or none).
@MainActor protocol PreviewList {
    func previewChildren() -> [any View]
}

extension TupleView: PreviewList { func previewChildren() -> [any View] { children } }
extension Group: PreviewList { func previewChildren() -> [any View] { [content] } }
extension AnyView: PreviewList { func previewChildren() -> [any View] { [view] } }
extension EmptyView: PreviewList { func previewChildren() -> [any View] { [] } }
extension Optional: PreviewList where Wrapped: View {
    func previewChildren() -> [any View] { map { [$0] } ?? [] }
}
extension _ConditionalContent: PreviewList {
    func previewChildren() -> [any View] {
        switch storage {
        case .trueContent(let view): return [view]
        case .falseContent(let view): return [view]
        }
    }
}
extension ForEach: PreviewList {
    func previewChildren() -> [any View] { data.map { content($0) } }
}

/// What a preview modifier sets.
enum PreviewSetting {
    case trait(PreviewTraitKind)
    case displayName(String?)
}

/// A `_PreviewSettingView`, seen through its setting and content.
@MainActor protocol PreviewSettingCarrier {
    var previewSetting: PreviewSetting { get }
    var previewContent: any View { get }
}

extension _PreviewSettingView: PreviewSettingCarrier {
    var previewSetting: PreviewSetting { setting }
    var previewContent: any View { content }
}
