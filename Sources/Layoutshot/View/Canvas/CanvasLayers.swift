import Foundation

// `GraphicsContext`'s filters, layers and symbols, as SwiftUI's
// (https://developer.apple.com/documentation/swiftui/graphicscontext):
// - `addFilter(_:options:)`: "The filter only affects content that you draw into the context after
//   adding the filter" (https://developer.apple.com/documentation/swiftui/graphicscontext/filter).
//   Each later drawing call records the filters in force; the renderer draws the call into a
//   group of pixels and runs them (blur, colour matrices, alpha threshold), shadows drawn as a
//   blurred copy in the shadow's colour behind the drawing (above it with `.shadowAbove`, alone
//   with `.shadowOnly`).
// - `drawLayer(content:)`: what the closure draws is one layer, composited with the context's
//   opacity, clips and filters (the closure's context starts with none of its own).
// - `clipToLayer(opacity:options:content:)`: the clip is the area the closure fills.
// - `resolveSymbol(id:)`: the view among the canvas's `symbols` tagged `id`, laid out, and drawn
//   with `draw(_:at:anchor:)` or `draw(_:in:)`.

/// A filter a canvas's drawing goes through (`GraphicsContext.addFilter(_:options:)`).
public enum CanvasFilter: Hashable, Sendable {
    /// A Gaussian blur whose standard deviation is `radius` points.
    case blur(radius: CGFloat, opaque: Bool)
    /// A colour matrix (`colorMultiply`, `grayscale`, `saturation`, …).
    case colorMatrix(ColorMatrix)
    /// Pixels whose alpha is within `min`…`max` become `color`, the others transparent.
    case alphaThreshold(min: Double, max: Double, color: Color)
    /// A copy of the drawing in `color`, blurred by `radius` and moved by `x` and `y`.
    case shadow(color: Color, radius: CGFloat, x: CGFloat, y: CGFloat, above: Bool, only: Bool)
}

extension GraphicsContext {
    /// An image-processing operation on what is drawn after it is added, as SwiftUI's
    /// `GraphicsContext.Filter`.
    public struct Filter: Sendable {
        let resolved: CanvasFilter?
        /// What of the filter is not drawn, reported when it is added.
        var unsupported: String? = nil

        /// A Gaussian blur, as `Filter.blur(radius:options:)`.
        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter {
            let clean = radius.isFinite ? max(0, radius) : 0
            return Filter(resolved: clean > 0 ? .blur(radius: clean, opaque: options.contains(.opaque)) : nil)
        }
        /// A drop shadow, as `Filter.shadow(color:radius:x:y:blendMode:options:)`: behind the
        /// drawing, above it with `.shadowAbove`, alone with `.shadowOnly`. Another blend mode than
        /// `.normal` and `.invertsAlpha` (an inner shadow) cannot be drawn here: a plain shadow is
        /// drawn and the canvas reports it (an `.invalidArgument` diagnostic).
        public static func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
                                  y: CGFloat = 0, blendMode: BlendMode = .normal, options: ShadowOptions = ShadowOptions()) -> Filter {
            func clean(_ v: CGFloat) -> CGFloat { v.isFinite ? v : 0 }
            var unsupported: [String] = []
            if blendMode != .normal { unsupported.append("blend mode \(blendMode)") }
            if options.contains(.invertsAlpha) { unsupported.append(".invertsAlpha") }
            return Filter(resolved: .shadow(color: color, radius: max(0, clean(radius)), x: clean(x), y: clean(y),
                                            above: options.contains(.shadowAbove), only: options.contains(.shadowOnly)),
                          unsupported: unsupported.isEmpty ? nil : "a shadow's " + unsupported.joined(separator: " and ")
                              + " is not drawn; drawn as a plain shadow")
        }
        /// Each colour channel multiplied by `color`'s, as `Filter.colorMultiply(_:)`.
        public static func colorMultiply(_ color: Color) -> Filter { Filter(resolved: .colorMatrix(.multiply(color))) }
        /// Pixels whose alpha is within `min`…`max` become `color`, the rest transparent, as
        /// `Filter.alphaThreshold(min:max:color:)`.
        public static func alphaThreshold(min: Double, max: Double = 1, color: Color = Color.black) -> Filter {
            Filter(resolved: .alphaThreshold(min: min.isFinite ? min : 0, max: max.isFinite ? max : 1, color: color))
        }
        /// A colour matrix, as `Filter.colorMatrix(_:)`.
        public static func colorMatrix(_ matrix: ColorMatrix) -> Filter { Filter(resolved: .colorMatrix(matrix)) }
        /// Turns colours towards gray by `amount` (0 none, 1 fully), as `Filter.grayscale(_:)`.
        public static func grayscale(_ amount: Double) -> Filter {
            Filter(resolved: .colorMatrix(.saturation(1 - (amount.isFinite ? Swift.min(1, Swift.max(0, amount)) : 0))))
        }
        /// Scales colour saturation by `amount` (1 unchanged), as `Filter.saturation(_:)`.
        public static func saturation(_ amount: Double) -> Filter { Filter(resolved: .colorMatrix(.saturation(amount.isFinite ? amount : 1))) }
        /// Adds `amount` to each colour channel (0 unchanged), as `Filter.brightness(_:)`.
        public static func brightness(_ amount: Double) -> Filter { Filter(resolved: .colorMatrix(.brightness(amount.isFinite ? amount : 0))) }
        /// Scales contrast about middle gray by `amount` (1 unchanged), as `Filter.contrast(_:)`.
        public static func contrast(_ amount: Double) -> Filter { Filter(resolved: .colorMatrix(.contrast(amount.isFinite ? amount : 1))) }
        /// Turns hues by `angle`, as `Filter.hueRotation(_:)`.
        public static func hueRotation(_ angle: Angle) -> Filter {
            Filter(resolved: .colorMatrix(.hueRotation(angle.radians.isFinite ? angle.radians : 0)))
        }
        /// Inverts colours by `amount` (1 fully), as `Filter.colorInvert(_:)`.
        public static func colorInvert(_ amount: Double = 1) -> Filter {
            amount > 0 ? Filter(resolved: .colorMatrix(.inverted)) : Filter(resolved: nil)
        }
        /// Makes the luminance the alpha and the colour black, as `Filter.luminanceToAlpha`.
        public static var luminanceToAlpha: Filter { Filter(resolved: .colorMatrix(.luminanceToAlpha)) }
    }

    /// Options for `addFilter(_:options:)`, as SwiftUI's `GraphicsContext.FilterOptions`
    /// (Layoutshot filters in sRGB).
    public struct FilterOptions: OptionSet, Sendable {
        /// The option bits.
        public let rawValue: UInt32
        /// Options with the given bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Filter in linear colour (Layoutshot filters in sRGB).
        public static let linearColor = FilterOptions(rawValue: 1)
    }

    /// Options for `Filter.blur(radius:options:)`, as SwiftUI's `GraphicsContext.BlurOptions`.
    public struct BlurOptions: OptionSet, Sendable {
        /// The option bits.
        public let rawValue: UInt32
        /// Options with the given bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Keeps the blur inside the drawing's area (its edge pixels repeat).
        public static let opaque = BlurOptions(rawValue: 1)
        /// Dithers the result (no effect here).
        public static let dithersResult = BlurOptions(rawValue: 2)
    }

    /// Options for `Filter.shadow(…)`, as SwiftUI's `GraphicsContext.ShadowOptions`.
    public struct ShadowOptions: OptionSet, Sendable {
        /// The option bits.
        public let rawValue: UInt32
        /// Options with the given bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Draws the shadow above the content instead of under it.
        public static let shadowAbove = ShadowOptions(rawValue: 1)
        /// Draws the shadow alone, without the content.
        public static let shadowOnly = ShadowOptions(rawValue: 2)
        /// Casts the shadow from the content's inverted alpha (an inner shadow).
        public static let invertsAlpha = ShadowOptions(rawValue: 4)
        /// Draws the shadow without compositing it as a group first.
        public static let disablesGroup = ShadowOptions(rawValue: 8)
    }

    /// Adds a filter that everything drawn after it in this context goes through, as SwiftUI's
    /// `addFilter(_:options:)`.
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
        if let unsupported = filter.unsupported { recorder.report("addFilter: " + unsupported) }
        if let resolved = filter.resolved { filters.append(resolved) }
    }

    /// Draws into a new layer, composited as one with this context's opacity, clips and filters,
    /// as SwiftUI's `drawLayer(content:)`. The closure's context has this one's transform and
    /// clips; its state changes stay inside.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        let commands = try recordLayer(content)
        guard !commands.isEmpty else { return }
        var outer = self
        outer.transform = .identity
        outer.record(.layer(commands))
    }

    /// Adds to the clip the area `content` fills, as SwiftUI's `clipToLayer(opacity:options:content:)`.
    /// The area is the union of the paths the closure fills (in their transforms); what it
    /// strokes, writes or draws as images does not reach the clip (reported as a diagnostic), and
    /// `opacity` does not fade it (a clip is all or nothing here).
    public mutating func clipToLayer(opacity: Double = 1, options: ClipOptions = ClipOptions(),
                                     content: (inout GraphicsContext) throws -> Void) rethrows {
        let commands = try recordLayer(content)
        var area = Path()
        var skipped = false
        func collect(_ commands: [CanvasDrawing.Command]) {
            for command in commands {
                switch command.operation {
                case .fill(let path, _, _): area.addPath(path.applying(command.transform))
                case .layer(let inner): collect(inner)
                default: skipped = true
                }
            }
        }
        collect(commands)
        if skipped { recorder.report("clipToLayer: only filled paths make the clip; strokes, text and images in it are left out") }
        clips.append(CanvasDrawing.Clip(path: area, transform: .identity, eoFill: false, inverse: options.contains(.inverse)))
    }

    /// What `content` draws in a fresh context with this one's transform and clips, and none of
    /// its filters or opacity (the layer gets those as a whole).
    private func recordLayer(_ content: (inout GraphicsContext) throws -> Void) rethrows -> [CanvasDrawing.Command] {
        let layerRecorder = Recorder()
        layerRecorder.symbols = recorder.symbols
        var inner = self
        inner.recorder = layerRecorder
        inner.filters = []
        inner.opacity = 1
        try content(&inner)
        for problem in layerRecorder.problems { recorder.report(String(problem.dropFirst("Canvas: ".count))) }
        return layerRecorder.commands
    }

    // MARK: Symbols

    /// A canvas symbol laid out at its size, as SwiftUI's `GraphicsContext.ResolvedSymbol`.
    public struct ResolvedSymbol {
        /// The symbol's size.
        public let size: CGSize
        /// What drawing it draws, with its top-left corner at the origin.
        let commands: [CanvasDrawing.Command]
    }

    /// The symbol tagged `id` among the canvas's `symbols`, or nil, as SwiftUI's `resolveSymbol(id:)`.
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? {
        recorder.symbols?.symbols[AnyHashable(id)]
    }

    /// Draws `symbol` with its `anchor` point at `point`, as SwiftUI's `draw(_:at:anchor:)`.
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
        guard point.x.isFinite, point.y.isFinite, anchor.x.isFinite, anchor.y.isFinite else {
            return recorder.report("draw(_:at:) of a symbol at a non-finite point; skipped")
        }
        draw(symbol, in: CGRect(x: point.x - anchor.x * symbol.size.width, y: point.y - anchor.y * symbol.size.height,
                                width: symbol.size.width, height: symbol.size.height))
    }

    /// Draws `symbol` scaled into `rect`, as SwiftUI's `draw(_:in:)`.
    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {
        guard [rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite) else {
            return recorder.report("draw(_:in:) of a symbol in a non-finite rectangle; skipped")
        }
        guard symbol.size.width > 0, symbol.size.height > 0, !symbol.commands.isEmpty else { return }
        let place = CGAffineTransform(translationX: rect.minX, y: rect.minY)
            .scaledBy(x: rect.width / symbol.size.width, y: rect.height / symbol.size.height)
            .concatenating(transform)
        let placed = symbol.commands.map { command in
            var moved = command
            moved.transform = command.transform.concatenating(place)
            moved.clips = clips + command.clips.map { clip in
                var clip = clip
                clip.transform = clip.transform.concatenating(place)
                return clip
            }
            return moved
        }
        var outer = self
        outer.transform = .identity
        outer.record(.layer(placed))
    }
}

/// A canvas's symbols, laid out once when the canvas is built: each view of `symbols` tagged with
/// `.tag(_:)`, offered the canvas's size as a `ZStack` offers it, and turned into the drawing
/// commands a canvas replays (colours and shapes as fills and strokes, text, images). Text is
/// measured with fixed advances (a canvas is built before the renderer's fonts are known).
final class ResolvedSymbols {
    let symbols: [AnyHashable: GraphicsContext.ResolvedSymbol]

    @MainActor init<Symbols: View>(_ views: Symbols, size: CGSize, environment: EnvironmentValues) {
        let layout = ComputedLayout(of: ZStack(alignment: .topLeading) { views }, proposal: ProposedViewSize(size))
        let nodes = layout.nodes
        let tree = layout.storage.store.nodes
        let placed = layout.storage.placed
        var found: [AnyHashable: GraphicsContext.ResolvedSymbol] = [:]
        guard let root = nodes.first else { symbols = [:]; return }
        for index in root.childIndices {
            guard let tag = tree[Int(placed[index].slot)].tag, found[tag] == nil else { continue }
            let frame = nodes[index].frame
            var commands: [CanvasDrawing.Command] = []
            Self.commands(of: index, in: nodes, origin: frame.origin, opacity: 1, into: &commands)
            found[tag] = GraphicsContext.ResolvedSymbol(size: frame.size, commands: commands)
        }
        symbols = found
    }

    private static func commands(of index: Int, in nodes: [LayoutNode], origin: CGPoint, opacity: Double,
                                 into commands: inout [CanvasDrawing.Command]) {
        let node = nodes[index]
        let style = node.style
        let opacity = opacity * style.opacity
        let frame = node.frame.offsetBy(dx: -origin.x, dy: -origin.y)
        func add(_ operation: CanvasDrawing.Operation) {
            commands.append(CanvasDrawing.Command(operation: operation, transform: .identity, opacity: opacity, clips: []))
        }
        switch node.content {
        case .color(let color):
            add(.fill(Path(frame), .style(.color(color)), eoFill: false))
        case .shape(let kind):
            if let stroke = style.stroke {
                add(.stroke(kind.path(in: frame), .style(stroke.style), stroke.stroke))
            } else if style.isFilled {
                add(.fill(kind.path(in: frame), .style(style.fill), eoFill: false))
            }
        case .text(let text, _):
            add(.textInRect(text.lines.map(\.text).joined(separator: "\n"), font: text.font, color: style.foreground, in: frame))
        default:
            break
        }
        if let image = style.image { add(.image(image, in: frame)) }
        for child in node.childIndices { Self.commands(of: child, in: nodes, origin: origin, opacity: opacity, into: &commands) }
    }
}
