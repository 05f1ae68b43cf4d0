/// A view that draws with immediate-mode commands, as SwiftUI's `Canvas`
/// (https://developer.apple.com/documentation/swiftui/canvas): `renderer` gets a
/// `GraphicsContext` and the canvas's size. Like a shape it takes the whole proposal (10 points for
/// a nil dimension); the renderer is run with the size the layout finally gives the canvas (the
/// tree is built again when the first guess, the root's proposal, was wrong: `SizeReaderPass.swift`).
/// What it draws is recorded on the node (`GraphicsEffect.canvas`) and drawn by the renderer.
nonisolated public struct Canvas<Symbols: View>: View, PrimitiveView {
    let renderer: (inout GraphicsContext, CGSize) -> Void
    let isOpaque: Bool
    /// The views `resolveSymbol(id:)` finds by their `.tag(_:)` (`CanvasSymbols.swift`).
    let symbols: Symbols?

    /// A canvas that draws with `renderer`, given a graphics context and its size. `colorMode` and `rendersAsynchronously` change nothing here.
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols) {
        self.renderer = renderer
        self.isOpaque = opaque
        self.symbols = symbols()
    }

    @MainActor func buildNodes(_ builder: inout GraphBuilder, into nodes: inout [Node]) {
        let size = builder.nextReaderFrame().size
        let environment = builder.environment.publicValues
        let renderer = self.renderer
        let symbols = self.symbols
        let drawing = builder.userCode { () -> (CanvasDrawing, [String]) in
            let recorder = GraphicsContext.Recorder()
            if let symbols, !(symbols is EmptyView) {
                recorder.symbols = ResolvedSymbols(symbols, size: size, environment: environment)
            }
            var context = GraphicsContext(recorder: recorder, size: size, environment: environment)
            renderer(&context, size)
            return (CanvasDrawing(size: size, opaque: isOpaque, commands: recorder.commands), recorder.problems)
        }
        nodes.append(builder.makeLeaf(GreedyLeaf(content: .color)) { node in
            node.style.title = "Canvas"
            node.style.effects.append(.graphics(.canvas(drawing.0)))
            node.argumentProblems = drawing.1
        })
    }
}

extension Canvas where Symbols == EmptyView {
    /// A canvas whose renderer can draw the tagged views of `symbols` (`GraphicsContext.resolveSymbol(id:)`).
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {
        self.renderer = renderer
        self.isOpaque = opaque
        self.symbols = nil
    }
}

/// How a canvas blends colours, as SwiftUI's `ColorRenderingMode` (Layoutshot draws in sRGB).
public enum ColorRenderingMode: Hashable, Sendable {
    /// Non-linear sRGB, linear sRGB, or extended linear; drawn in sRGB.
    case nonLinear, linear, extendedLinear
}

/// What a `Canvas` drew, in order, in the canvas's coordinates: the renderer replays it.
public struct CanvasDrawing: Hashable, Sendable {
    /// The size the canvas's renderer was given.
    public var size: CGSize
    /// `Canvas(opaque: true)`: the canvas's area is filled with the background first, as SwiftUI's
    /// opaque canvas is (its undrawn pixels are not transparent).
    public var opaque: Bool
    /// The drawing calls, in order.
    public var commands: [Command]

    /// One drawing call, with the context's state when it was made.
    public struct Command: Hashable, Sendable {
        /// What the call draws.
        public var operation: Operation
        /// The context's transform: user space to the canvas's coordinates.
        public var transform: CGAffineTransform
        /// The context's opacity when the call was made.
        public var opacity: Double
        /// The clips in force, outermost first.
        public var clips: [Clip]
        /// The filters added with `addFilter(_:options:)` before the call, in the order added.
        public var filters: [CanvasFilter] = []
    }

    /// What one drawing call draws.
    public enum Operation: Hashable, Sendable {
        /// A path filled with a shading, with the even-odd rule when `eoFill`.
        case fill(Path, CanvasShading, eoFill: Bool)
        /// A path outlined with a shading and a stroke style.
        case stroke(Path, CanvasShading, StrokeStyle)
        /// Text at its ideal size (one line per paragraph) whose `anchor` unit point sits at `point`.
        case text(String, font: Font, color: Color?, at: CGPoint, anchor: UnitPoint)
        /// Text wrapped to a rectangle's width from its top-leading corner, cut at its height.
        case textInRect(String, font: Font, color: Color?, in: CGRect)
        /// An image scaled into a rectangle.
        case image(Image.Source, in: CGRect)
        /// What `drawLayer(content:)` drew (each command with its own transform, in the canvas's
        /// coordinates), composited as one layer with this command's opacity, clips and filters.
        case layer([Command])
    }

    /// A clip path in its own user space.
    public struct Clip: Hashable, Sendable {
        public var path: Path
        /// The transform of the clip's user space to the canvas's coordinates.
        public var transform: CGAffineTransform
        /// Whether the path is filled with the even-odd rule.
        public var eoFill: Bool
        /// `ClipOptions.inverse`: everything outside the path.
        public var inverse: Bool
    }
}

/// A canvas fill or stroke: a style laid over the path's bounds, or a gradient in the canvas's
/// own coordinates (SwiftUI's `GraphicsContext.Shading` gradients take points, not unit points).
public enum CanvasShading: Hashable, Sendable {
    /// A colour or a `ShapeStyle` (nil: the foreground colour).
    case style(ResolvedShapeStyle?)
    /// A linear gradient between two points of the canvas.
    case linearGradient(stops: [Gradient.Stop], start: CGPoint, end: CGPoint)
    /// A radial gradient around a point of the canvas.
    case radialGradient(stops: [Gradient.Stop], center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
    /// A conic gradient around a point of the canvas, from `angle`.
    case conicGradient(stops: [Gradient.Stop], center: CGPoint, angle: Angle)
}

/// The drawing context a `Canvas` hands its renderer, as SwiftUI's `GraphicsContext`
/// (https://developer.apple.com/documentation/swiftui/graphicscontext): a value with its own
/// transform, opacity and clip; every copy draws into the same canvas.
public struct GraphicsContext {
    final class Recorder {
        var commands: [CanvasDrawing.Command] = []
        /// What was wrong with the calls, and what was done instead (reported as diagnostics).
        var problems: [String] = []
        /// The canvas's symbols, laid out (nil for none).
        var symbols: ResolvedSymbols?
        func report(_ problem: String) {
            if problems.count < 8 { problems.append("Canvas: " + problem) }
        }
    }

    var recorder: Recorder
    let canvasSize: CGSize
    var clips: [CanvasDrawing.Clip] = []
    /// The filters later drawing goes through (`addFilter(_:options:)`).
    var filters: [CanvasFilter] = []

    /// The opacity drawings are made with (0…1).
    public var opacity: Double = 1
    /// How drawings blend (Layoutshot draws `.normal`).
    public var blendMode: BlendMode = .normal
    /// User space to the canvas's coordinates.
    public var transform: CGAffineTransform = .identity
    /// The environment the canvas was built in.
    public var environment: EnvironmentValues

    init(recorder: Recorder, size: CGSize, environment: EnvironmentValues) {
        self.recorder = recorder
        self.canvasSize = size
        self.environment = environment
    }

    /// The bounds of what can still be drawn on, in user space: the canvas, cut by the clips.
    public var clipBoundingRect: CGRect {
        var rect = CGRect(origin: .zero, size: canvasSize)
        for clip in clips where !clip.inverse {
            rect = rect.intersection(clip.path.boundingRect.applying(clip.transform))
        }
        return rect.isNull ? .zero : rect.applying(transform.inverted())
    }

    // MARK: Transforms

    /// Moves the origin of later drawing by `x` and `y`, as SwiftUI's `translateBy(x:y:)`.
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        transform = transform.translatedBy(x: clean(x, 0, "translateBy"), y: clean(y, 0, "translateBy"))
    }
    /// Scales later drawing by `x` and `y`, as SwiftUI's `scaleBy(x:y:)`.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        transform = transform.scaledBy(x: clean(x, 1, "scaleBy"), y: clean(y, 1, "scaleBy"))
    }
    /// Turns later drawing by `angle` about the origin, as SwiftUI's `rotate(by:)`.
    public mutating func rotate(by angle: Angle) { transform = transform.rotated(by: clean(CGFloat(angle.radians), 0, "rotate")) }
    /// Applies `matrix` to later drawing, as SwiftUI's `concatenate(_:)`.
    public mutating func concatenate(_ matrix: CGAffineTransform) {
        guard [matrix.a, matrix.b, matrix.c, matrix.d, matrix.tx, matrix.ty].allSatisfy(\.isFinite) else {
            return recorder.report("concatenate with a non-finite matrix; ignored")
        }
        transform = matrix.concatenating(transform)
    }

    private func clean(_ value: CGFloat, _ fallback: CGFloat, _ call: String) -> CGFloat {
        if value.isFinite { return value }
        recorder.report("\(call) with \(value); used \(formatLength(fallback))")
        return fallback
    }

    private func isFinite(_ path: Path, _ call: String) -> Bool {
        let bounds = path.boundingRect
        if bounds.isNull || [bounds.minX, bounds.minY, bounds.width, bounds.height].allSatisfy(\.isFinite) { return true }
        recorder.report("\(call) of a path with non-finite coordinates; skipped")
        return false
    }

    // MARK: Clipping

    /// Options for `clip(to:style:options:)`, as SwiftUI's `GraphicsContext.ClipOptions`.
    public struct ClipOptions: OptionSet, Sendable {
        /// The option bits.
        public let rawValue: UInt32
        /// Options with the given bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Clip to everything outside the path.
        public static let inverse = ClipOptions(rawValue: 1)
    }

    /// Cuts later drawing to `path` (in the current user space).
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        guard isFinite(path, "clip(to:)") else { return }
        clips.append(CanvasDrawing.Clip(path: path, transform: transform, eoFill: style.isEOFilled, inverse: options.contains(.inverse)))
    }

    // MARK: Drawing

    /// A colour, style or gradient to fill or stroke with, as SwiftUI's `GraphicsContext.Shading`.
    public struct Shading: Sendable {
        let resolved: CanvasShading
        /// A solid colour.
        public static func color(_ color: Color) -> Shading { Shading(resolved: .style(.color(color))) }
        /// A colour from components in `colorSpace` (drawn as sRGB).
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) -> Shading {
            .color(Color(red: red, green: green, blue: blue, opacity: opacity))
        }
        /// Any shape style.
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(resolved: .style(style._resolved())) }
        /// The foreground style.
        public static var foreground: Shading { Shading(resolved: .style(nil)) }
        /// A linear gradient between two points of the canvas, as SwiftUI's `linearGradient(_:startPoint:endPoint:options:)`.
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()) -> Shading {
            Shading(resolved: .linearGradient(stops: gradient.stops, start: startPoint, end: endPoint))
        }
        /// A radial gradient around a point of the canvas, as SwiftUI's `radialGradient(_:center:startRadius:endRadius:options:)`.
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat, options: GradientOptions = GradientOptions()) -> Shading {
            Shading(resolved: .radialGradient(stops: gradient.stops, center: center, startRadius: startRadius, endRadius: endRadius))
        }
        /// A conic gradient around a point of the canvas, as SwiftUI's `conicGradient(_:center:angle:options:)`.
        public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = .zero, options: GradientOptions = GradientOptions()) -> Shading {
            Shading(resolved: .conicGradient(stops: gradient.stops, center: center, angle: angle))
        }
    }

    /// How gradients repeat, as SwiftUI's `GraphicsContext.GradientOptions` (Layoutshot pads).
    public struct GradientOptions: OptionSet, Sendable {
        /// The option bits.
        public let rawValue: UInt32
        /// Options with the given bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Repeat the gradient past its end (drawn padded here).
        public static let `repeat` = GradientOptions(rawValue: 1)
        /// Mirror the gradient past its end (drawn padded here).
        public static let mirror = GradientOptions(rawValue: 2)
        /// Interpolate in linear colour (drawn in sRGB here).
        public static let linearColor = GradientOptions(rawValue: 4)
    }

    func record(_ operation: CanvasDrawing.Operation) {
        let opacity = self.opacity.isFinite ? min(1, max(0, self.opacity)) : 1
        recorder.commands.append(CanvasDrawing.Command(operation: operation, transform: transform, opacity: opacity, clips: clips,
                                                       filters: filters))
    }

    /// Fills `path` with `shading`.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        guard isFinite(path, "fill") else { return }
        record(.fill(path, shading.resolved, eoFill: style.isEOFilled))
    }

    /// Strokes `path` with `shading` and `style`.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        guard isFinite(path, "stroke") else { return }
        var style = style
        if !(style.lineWidth.isFinite && style.lineWidth >= 0) {
            recorder.report("stroke with a line width of \(style.lineWidth); used 1")
            style.lineWidth = 1
        }
        record(.stroke(path, shading.resolved, style))
    }

    /// Strokes `path` with `shading`, `lineWidth` wide.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    private func font(of text: Text) -> Font {
        var font = (text.font ?? environment.font ?? .body).resolved(for: environment.dynamicTypeSize, platform: environment.platform)
        if let weight = text.weight { font.weight = weight }
        if text.isItalic { font.isItalic = true }
        return font
    }

    /// Draws `text` at its ideal size with its `anchor` point at `point`, in its font and colour
    /// (the canvas's environment font, and the primary colour, when it sets none).
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        let font = font(of: text)
        guard point.x.isFinite, point.y.isFinite, anchor.x.isFinite, anchor.y.isFinite else {
            return recorder.report("draw(_:at:) at a non-finite point; skipped")
        }
        record(.text(text.content, font: font, color: text.color, at: point, anchor: anchor))
    }

    /// Draws `text` wrapped to `rect`'s width from its top-leading corner, cut at its height.
    public func draw(_ text: Text, in rect: CGRect) {
        guard [rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite) else {
            return recorder.report("draw(_:in:) in a non-finite rectangle; skipped")
        }
        record(.textInRect(text.content, font: font(of: text), color: text.color, in: rect.standardized))
    }

    /// Draws `image` at its own size (a named image's size from `Image.assets`, a symbol the size
    /// of the environment's font) with its `anchor` point at `point`.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        guard point.x.isFinite, point.y.isFinite, anchor.x.isFinite, anchor.y.isFinite else {
            return recorder.report("draw(_:at:) at a non-finite point; skipped")
        }
        let size: CGSize
        switch image.source {
        case .named(let name): size = Image.assets?.size(ofImageNamed: name) ?? .zero
        case .system:
            let side = Image.symbolSide(fontSize: (environment.font ?? .body).resolved(for: environment.dynamicTypeSize, platform: environment.platform).size, scale: environment.imageScale)
            size = CGSize(width: side, height: side)
        }
        record(.image(image.source, in: CGRect(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height,
                                               width: size.width, height: size.height)))
    }

    /// Draws `image` scaled into `rect`.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        guard [rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite) else {
            return recorder.report("draw(_:in:) in a non-finite rectangle; skipped")
        }
        record(.image(image.source, in: rect))
    }
}
