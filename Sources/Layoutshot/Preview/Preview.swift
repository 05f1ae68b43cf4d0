/// A type that produces previews, as SwiftUI's `PreviewProvider`: its `previews` are the views
/// Layoutshot renders for it (one picture each).
@MainActor @preconcurrency
public protocol PreviewProvider: _PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Previews { get }
    static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    public static var platform: PreviewPlatform? { nil }
}

/// The unconstrained part of `PreviewProvider`, as SwiftUI's `_PreviewProvider`.
public protocol _PreviewProvider {}

/// The platform a preview is for, as SwiftUI's `PreviewPlatform`.
public enum PreviewPlatform: Hashable, Sendable {
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
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
}

/// How a device is held, as SwiftUI's `InterfaceOrientation`.
public struct InterfaceOrientation: Hashable, Sendable, CaseIterable {
    let name: String
    public static let portrait = InterfaceOrientation(name: "portrait")
    public static let portraitUpsideDown = InterfaceOrientation(name: "portraitUpsideDown")
    public static let landscapeLeft = InterfaceOrientation(name: "landscapeLeft")
    public static let landscapeRight = InterfaceOrientation(name: "landscapeRight")
    public static let allCases: [InterfaceOrientation] = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
    var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// What a preview asks for, as SwiftUI's `PreviewTrait`: `.sizeThatFitsLayout`,
/// `.fixedLayout(width:height:)`, `.landscapeLeft` …
public struct PreviewTrait<T>: Sendable {
    public let kind: PreviewTraitKind
    init(_ kind: PreviewTraitKind) { self.kind = kind }
}

/// The traits Layoutshot reads from a preview.
public enum PreviewTraitKind: Hashable, Sendable {
    case layout(PreviewLayout)
    case orientation(InterfaceOrientation)
    case other(String)
}

extension PreviewTrait where T == Preview.ViewTraits {
    public static var sizeThatFitsLayout: PreviewTrait<T> { PreviewTrait(.layout(.sizeThatFits)) }
    public static var defaultLayout: PreviewTrait<T> { PreviewTrait(.layout(.device)) }
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> { PreviewTrait(.layout(.fixed(width: width, height: height))) }
    public static var portrait: PreviewTrait<T> { PreviewTrait(.orientation(.portrait)) }
    public static var portraitUpsideDown: PreviewTrait<T> { PreviewTrait(.orientation(.portraitUpsideDown)) }
    public static var landscapeLeft: PreviewTrait<T> { PreviewTrait(.orientation(.landscapeLeft)) }
    public static var landscapeRight: PreviewTrait<T> { PreviewTrait(.orientation(.landscapeRight)) }
    /// A modifier applied to the previewed view (`.modifier(SampleData())`); kept by name.
    public static func modifier<M>(_ modifier: M) -> PreviewTrait<T> { PreviewTrait(.other(String(describing: M.self))) }
}

/// One `#Preview`: its name, traits, where it was declared and the view it shows.
public struct Preview {
    /// The traits of view previews, as SwiftUI's `Preview.ViewTraits`.
    public enum ViewTraits {}

    public let name: String?
    public let traits: [PreviewTraitKind]
    /// The file (`Module/File.swift`) and line of the `#Preview`.
    public let fileID: String
    public let line: Int
    private let makeView: @MainActor () -> any View

    public init(_ name: String? = nil, traits: PreviewTrait<ViewTraits>..., fileID: String = #fileID, line: Int = #line,
                @ViewBuilder body: @escaping @MainActor () -> any View) {
        self.name = name
        self.traits = traits.map(\.kind)
        self.fileID = fileID
        self.line = line
        self.makeView = body
    }

    /// The previewed view.
    @MainActor public func makeBody() -> AnyView { AnyView(erasing: makeView()) }

    /// The layout the traits ask for (`.device` unless a layout trait says otherwise).
    public var layout: PreviewLayout {
        for trait in traits { if case .layout(let layout) = trait { return layout } }
        return .device
    }

    /// A name for files: the preview's own, or the file's name and the line.
    public var displayName: String {
        if let name, !name.isEmpty { return name }
        let file = fileID.split(separator: "/").last.map(String.init) ?? fileID
        return (file.hasSuffix(".swift") ? String(file.dropLast(6)) : file) + "-\(line)"
    }
}

/// What `#Preview` declares: a type whose `preview` is the preview. (SwiftUI's macro registers
/// previews with Xcode the same way.)
@MainActor @preconcurrency
public protocol LayoutshotPreviewRegistry {
    static var preview: Preview { get }
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
    public func previewLayout(_ value: PreviewLayout) -> ModifiedContent<Self, _AnnotationModifier> { interaction("previewLayout") }
    public func previewDisplayName(_ value: String?) -> ModifiedContent<Self, _AnnotationModifier> { interaction("previewDisplayName") }
    public func previewDevice(_ value: PreviewDevice?) -> ModifiedContent<Self, _AnnotationModifier> { interaction("previewDevice") }
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> ModifiedContent<Self, _AnnotationModifier> { interaction("previewInterfaceOrientation") }
}
