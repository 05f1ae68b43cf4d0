import Synchronization
/// An image, as SwiftUI's `Image`.
///
/// - `Image("name")` is its pixel size in points (an `@2x`/`@3x` file counts half or a third),
///   found by `Image.assets` — the core reads no files; the renderer's `ImageAssets` looks in the
///   folders and bundles a user configures. An image that cannot be found is 0×0, as SwiftUI draws
///   a missing asset, and is drawn as a labelled placeholder when resizable.
/// - `Image(systemName:)` takes the size SwiftUI gives a symbol at the current font (a square of
///   the font's point size scaled by `imageScale`, since symbols are designed to sit on the
///   text's cap height and match its size). Apple's SF Symbols cannot be drawn outside Apple's
///   systems: the renderer draws a look-alike from an open icon font for the most used names, in
///   the foreground style and the font's weight, and a labelled placeholder with the symbol's
///   name for the others (`LayoutRenderer.unknownSymbols(in:)` lists them).
/// - `.resizable()` takes the size it is offered, as SwiftUI's resizable images do; combine it
///   with `.aspectRatio(contentMode:)`, `.scaledToFit()` or `.scaledToFill()`.
public struct Image: Equatable, Sendable {
    /// What the image shows.
    public enum Source: Hashable, Sendable {
        /// An image of the app's assets, by name.
        case named(String)
        /// An SF Symbol, by name.
        case system(String)
    }

    /// The asset or symbol the image shows.
    public let source: Source
    var isResizable = false
    var capInsets = EdgeInsets()

    /// An image of the asset `name`, found by `Image.assets` (the renderer's `ImageAssets`); `bundle` is not searched.
    public init(_ name: String, bundle: Bundle? = nil) { source = .named(name) }
    /// An image of the asset `name`; Layoutshot ignores the variable value.
    public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil) { source = .named(name) }
    /// An image of the asset `name` that accessibility ignores.
    public init(decorative name: String, bundle: Bundle? = nil) { source = .named(name) }
    /// An SF Symbol, sized as SwiftUI sizes symbols at the current font and drawn as a labelled placeholder.
    public init(systemName: String) { source = .system(systemName) }
    /// An SF Symbol with a variable value (ignored), drawn as a labelled placeholder.
    public init(systemName: String, variableValue: Double?) { source = .system(systemName) }
    /// An image of a generated asset resource.
    public init(_ resource: ImageResource) { source = .named(resource.name) }

    /// How a resizable image fills its frame, as SwiftUI's `Image.ResizingMode`.
    public enum ResizingMode: Hashable, Sendable { case tile, stretch }
    /// As SwiftUI's `Image.TemplateRenderingMode`.
    public enum TemplateRenderingMode: Hashable, Sendable { case template, original }
    /// As SwiftUI's `Image.Interpolation`.
    public enum Interpolation: Hashable, Sendable { case none, low, medium, high }
    /// The size of a symbol relative to its font, as SwiftUI's `Image.Scale`.
    public enum Scale: Hashable, Sendable { case small, medium, large }

    /// The image resized to the frame it is offered, as SwiftUI's `resizable(capInsets:resizingMode:)`.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var copy = self
        copy.isResizable = true
        copy.capInsets = capInsets
        return copy
    }

    /// Draws the image as a template or as is, as SwiftUI's `renderingMode(_:)`; the picture is unchanged.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image { self }
    /// Sets the interpolation quality of a scaled image, as SwiftUI's `interpolation(_:)`; the picture is unchanged.
    public func interpolation(_ interpolation: Interpolation) -> Image { self }
    /// Turns antialiasing on or off, as SwiftUI's `antialiased(_:)`; the picture is unchanged.
    public func antialiased(_ isAntialiased: Bool) -> Image { self }
    /// Sets how the symbol is coloured, as SwiftUI's `Image.symbolRenderingMode(_:)`; placeholders are unchanged.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }

    /// Finds the sizes of named images (see `ImageAssetResolver`); nil: every named image is missing.
    public static var assets: ImageAssetResolver? {
        get { _assets.withLock { $0 } }
        set { _assets.withLock { $0 = newValue } }
    }
    private static let _assets = Mutex<ImageAssetResolver?>(nil)

    /// The symbol's side for a font size: the point size, scaled by `imageScale` (Apple's symbol
    /// scales, https://developer.apple.com/documentation/swiftui/image/scale: small about 0.8,
    /// large about 1.3 of medium).
    static func symbolSide(fontSize: CGFloat, scale: Scale) -> CGFloat {
        switch scale {
        case .small: return (fontSize * 0.8).rounded()
        case .medium: return fontSize.rounded()
        case .large: return (fontSize * 1.3).rounded()
        }
    }

}

// `View` in an extension, as in SwiftUI: `Image` stays a nonisolated `Sendable` value (see `Color`).
extension Image: View, PrimitiveView {
    @MainActor func buildNodes(_ builder: inout GraphBuilder, into nodes: inout [Node]) {
        let title: String
        let size: CGSize
        switch source {
        case .system(let name):
            title = "Image(systemName: \"\(name)\")"
            let font = builder.environment.font.resolved(for: builder.environment.values.dynamicTypeSize, platform: builder.environment.values.platform)
            let side = builder.environment.values._symbolSide
                ?? Image.symbolSide(fontSize: font.size, scale: builder.environment.values.imageScale)
            size = CGSize(width: side, height: side)
        case .named(let name):
            title = "Image(\"\(name)\")"
            size = Image.assets?.size(ofImageNamed: name) ?? .zero
        }
        let source = self.source
        let foreground = builder.environment.foreground
        var leaf = _ImageLeaf(source: source, title: title, foreground: foreground)
        if case .system = source {
            // A symbol is drawn in the foreground style and the font's weight.
            leaf.foregroundStyle = builder.environment.foregroundStyle
            leaf.symbolFont = builder.environment.font.resolved(for: builder.environment.values.dynamicTypeSize, platform: builder.environment.values.platform)
        }
        if isResizable {
            // A resizable image takes the size it is offered; offered nothing, its own size
            // (so `aspectRatio(contentMode:)` and `fixedSize()` keep the picture's shape).
            if size.width > 0, size.height > 0 {
                builder.append(leaf.frame(idealWidth: size.width, idealHeight: size.height).annotated { $0.style.title = title }, into: &nodes)
            } else {
                builder.append(leaf, into: &nodes)
            }
        } else {
            // An image that is not resizable is its own size whatever it is offered.
            builder.append(leaf.frame(width: size.width, height: size.height).annotated { $0.style.title = title }, into: &nodes)
        }
    }
}

/// The drawn part of an image: fills its frame.
struct _ImageLeaf: View, PrimitiveView {
    let source: Image.Source
    let title: String
    let foreground: Color?
    var foregroundStyle: ResolvedShapeStyle?
    var symbolFont: Font?
    @MainActor func buildNodes(_ builder: inout GraphBuilder, into nodes: inout [Node]) {
        let source = self.source, title = self.title, foreground = self.foreground
        let foregroundStyle = self.foregroundStyle, symbolFont = self.symbolFont
        nodes.append(builder.makeLeaf(GreedyLeaf(content: .shape(.rectangle))) { node in
            node.style.image = source
            node.style.title = title
            node.style.foreground = foreground
            node.style.fill = foregroundStyle
            node.style.symbolFont = symbolFont
        })
    }
}

/// Where named images come from: the renderer installs one that reads the folders and bundles a
/// user configures (`ImageAssets` in LayoutshotRender); a test may install its own.
public protocol ImageAssetResolver: Sendable {
    /// The image's size in points, nil when there is no such image.
    func size(ofImageNamed name: String) -> CGSize?
}

/// A generated image resource, as SwiftUI's `ImageResource` (Xcode's asset symbols).
public struct ImageResource: Hashable, Sendable {
    /// The resource's asset name.
    public let name: String
    /// A resource of the asset `name` in `bundle`.
    public init(name: String, bundle: Bundle) { self.name = name }
}

/// How symbols are coloured, as SwiftUI's `SymbolRenderingMode`.
public struct SymbolRenderingMode: Hashable, Sendable {
    let name: String
    /// One colour for every layer.
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    /// The symbol's own colours.
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
    /// One colour at several opacities, layer by layer.
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    /// A colour for each layer, from the foreground styles.
    public static let palette = SymbolRenderingMode(name: "palette")
}

/// A symbol variant, as SwiftUI's `SymbolVariants` (`.fill`, `.circle` …).
public struct SymbolVariants: Hashable, Sendable {
    let name: String
    /// No variant.
    public static let none = SymbolVariants(name: "none")
    /// The filled variant.
    public static let fill = SymbolVariants(name: "fill")
    /// The variant in a circle.
    public static let circle = SymbolVariants(name: "circle")
    /// The variant in a square.
    public static let square = SymbolVariants(name: "square")
    /// The variant in a rectangle.
    public static let rectangle = SymbolVariants(name: "rectangle")
    /// The slashed variant.
    public static let slash = SymbolVariants(name: "slash")
    /// This variant, filled.
    public var fill: SymbolVariants { .fill }
}

private struct ImageScaleKey: EnvironmentKey { static let defaultValue = Image.Scale.medium }

private struct SymbolSideKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }

extension EnvironmentValues {
    /// The size of symbols relative to their font: `medium` unless set with `.imageScale(_:)`.
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
    /// A side every symbol inside takes whatever its font, where a container sizes its symbols
    /// itself (a tab bar's items: `TabView`).
    var _symbolSide: CGFloat? {
        get { self[SymbolSideKey.self] }
        set { self[SymbolSideKey.self] = newValue }
    }
}

extension View {
    /// The size of symbols inside relative to their font, as SwiftUI's `.imageScale(_:)`.
    nonisolated public func imageScale(_ scale: Image.Scale) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment { $0.values.imageScale = scale }
    }
    /// Sets how symbols inside are coloured, as SwiftUI's `symbolRenderingMode(_:)`. Listed on the node.
    nonisolated public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> ModifiedContent<Self, _AnnotationModifier> { interaction("symbolRenderingMode") }
    /// Sets the variant of symbols inside, as SwiftUI's `symbolVariant(_:)`. Listed on the node.
    nonisolated public func symbolVariant(_ variant: SymbolVariants) -> ModifiedContent<Self, _AnnotationModifier> { interaction("symbolVariant") }
}

/// An image loaded from a URL, as SwiftUI's `AsyncImage`. A picture does not load anything: it
/// shows the placeholder (by default the system's secondary fill, which takes the offered size).
nonisolated public struct AsyncImage<Content: View>: View {
    let content: Content

    /// An image from `url`, shown as its placeholder (the system's secondary fill) since a picture loads nothing.
    public init(url: URL?, scale: CGFloat = 1) where Content == _ShapeView<Rectangle> {
        content = Rectangle().fill(Color(.secondarySystemFill))
    }

    /// An image from `url` with your content and placeholder; the placeholder is shown.
    public init<I: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
                         @ViewBuilder placeholder: @escaping () -> Content) {
        self.content = placeholder()
    }

    /// An image from `url` whose content depends on the loading phase; built with `.empty`.
    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
                @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.content = content(.empty)
    }

    @MainActor public var body: some View { content.annotated { $0.style.title = "AsyncImage" } }
}

/// Where an `AsyncImage` is, as SwiftUI's `AsyncImagePhase`: always `.empty` in a picture.
public enum AsyncImagePhase: Sendable {
    /// Nothing loaded yet: the phase a picture shows.
    case empty
    /// The image loaded.
    case success(Image)
    /// Loading failed.
    case failure(Error)
    /// The loaded image, if any.
    public var image: Image? { if case .success(let image) = self { return image }; return nil }
    /// The loading error, if any.
    public var error: Error? { if case .failure(let error) = self { return error }; return nil }
}
