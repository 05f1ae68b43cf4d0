import Foundation

/// A value that draws the text views inside a view, as SwiftUI's `TextRenderer` (iOS 18;
/// https://developer.apple.com/documentation/swiftui/textrenderer), set with `.textRenderer(_:)`.
///
/// A text view inside is laid out as any text is (its lines broken by the core's rules), sized by
/// the renderer's `sizeThatFits(proposal:text:)` (by default the text's own size), and drawn by
/// `draw(layout:in:)` into a graphics context of its frame, as a `Canvas` is, instead of drawing
/// itself. Each line is one run here: a `Text` has one font and colour.
public protocol TextRenderer: Animatable {
    /// Draws `layout`, the text's lines, into `ctx`.
    func draw(layout: Text.Layout, in ctx: inout GraphicsContext)
    /// The size of the text for `proposal`; `text` measures the text itself.
    func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize
    /// How far the drawing may reach outside the text's frame.
    var displayPadding: EdgeInsets { get }
}

extension TextRenderer {
    /// The text's own size, as SwiftUI's default.
    public func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize { text.sizeThatFits(proposal) }
    /// None, as SwiftUI's default.
    public var displayPadding: EdgeInsets { EdgeInsets() }
}

/// A text a `TextRenderer` sizes, as SwiftUI's `TextProxy`.
public struct TextProxy {
    let measure: (ProposedViewSize) -> CGSize

    /// The size the text takes for `proposal`, as it would without the renderer.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { measure(proposal) }
}

extension Text {
    /// A text's lines as a `TextRenderer` gets them, as SwiftUI's `Text.Layout`: a collection of
    /// lines, top to bottom, in the text's own coordinates.
    public struct Layout: RandomAccessCollection, Equatable {
        let lines: [Line]
        /// Whether lines were cut (by a line limit or the height), the last one ending in "…".
        public var isTruncated: Bool

        /// The first line's index (0).
        public var startIndex: Int { lines.startIndex }
        /// One past the last line's index.
        public var endIndex: Int { lines.endIndex }
        /// The line at `index`, from the top.
        public subscript(index: Int) -> Line { lines[index] }

        /// A line's extent, as SwiftUI's `Text.Layout.TypographicBounds`: from the origin on the
        /// baseline, its width, and the font's ascent, descent and leading.
        public struct TypographicBounds: Equatable, Sendable {
            /// The left end of the baseline.
            public var origin: CGPoint
            /// The advance width.
            public var width: CGFloat
            /// The height above the baseline.
            public var ascent: CGFloat
            /// The depth below the baseline.
            public var descent: CGFloat
            /// The gap the font puts between lines.
            public var leading: CGFloat
            /// The line's box: from the ascent above the baseline to the descent below it.
            public var rect: CGRect { CGRect(x: origin.x, y: origin.y - ascent, width: width, height: ascent + descent) }
        }

        /// One line of the text, as SwiftUI's `Text.Layout.Line`: its runs (one here).
        public struct Line: RandomAccessCollection, Equatable {
            let text: String
            let font: Font
            let color: Color?
            /// The line's top, from the text's top.
            let top: CGFloat
            /// The left end of the line's baseline.
            public var origin: CGPoint
            /// The line's extent.
            public var typographicBounds: TypographicBounds

            /// The first run's index (0).
            public var startIndex: Int { 0 }
            /// One past the last run's index (a line here is one run).
            public var endIndex: Int { 1 }
            /// The run at `index` (only 0: the whole line).
            public subscript(index: Int) -> Run {
                precondition(index == 0, "Text.Layout.Line: index \(index) out of range (a line here is one run)")
                return Run(line: self)
            }
        }

        /// A run of one style in a line, as SwiftUI's `Text.Layout.Run` (the whole line here).
        public struct Run: Equatable {
            let line: Line
            /// The run's extent.
            public var typographicBounds: TypographicBounds { line.typographicBounds }
        }

        /// How lines and runs are drawn, as SwiftUI's `Text.Layout.DrawingOptions`.
        public struct DrawingOptions: OptionSet, Sendable {
            /// The options' bits.
            public let rawValue: UInt32
            /// The options of `rawValue`'s bits.
            public init(rawValue: UInt32) { self.rawValue = rawValue }
            /// Turns off the subpixel quantization the layout asks for (nothing to turn off here).
            public static let disablesSubpixelQuantization = DrawingOptions(rawValue: 1)
        }

        /// The lines of `layout` as a renderer gets them, each placed as `alignment` places it in `width`.
        init(_ layout: TextLayout, width: CGFloat, alignment: TextAlignment, color: Color?) {
            let factor: CGFloat = alignment == .center ? 0.5 : alignment == .trailing ? 1 : 0
            let metrics = layout.metrics
            lines = layout.lines.map { line in
                let x = (width - line.width) * factor
                let origin = CGPoint(x: x, y: line.baseline)
                return Line(text: line.text, font: layout.font, color: color, top: line.top, origin: origin,
                            typographicBounds: TypographicBounds(origin: origin, width: line.width, ascent: metrics.ascent,
                                                                 descent: metrics.descent, leading: metrics.leading))
            }
            isTruncated = layout.isTruncated
        }
    }
}

extension GraphicsContext {
    /// Draws a text line where the layout put it, in its font and colour, as SwiftUI's
    /// `GraphicsContext.draw(_:options:)` for a `Text.Layout.Line`.
    public func draw(_ line: Text.Layout.Line, options: Text.Layout.DrawingOptions = .init()) {
        guard line.origin.x.isFinite, line.top.isFinite else { return recorder.report("draw(_:options:) of a line at a non-finite point; skipped") }
        record(.text(line.text, font: line.font, color: line.color, at: CGPoint(x: line.origin.x, y: line.top), anchor: .topLeading))
    }

    /// Draws a run: its line.
    public func draw(_ run: Text.Layout.Run, options: Text.Layout.DrawingOptions = .init()) {
        draw(run.line, options: options)
    }
}

/// The renderer `.textRenderer(_:)` set, erased.
final class AnyTextRenderer: @unchecked Sendable {
    // SAFETY (`@unchecked Sendable`): the environment is main-actor data (views are built on the
    // main actor); the renderer is only called while the text views inside are built there.
    let draw: (Text.Layout, inout GraphicsContext) -> Void
    let sizeThatFits: (ProposedViewSize, TextProxy) -> CGSize
    init<R: TextRenderer>(_ renderer: R) {
        draw = { renderer.draw(layout: $0, in: &$1) }
        sizeThatFits = { renderer.sizeThatFits(proposal: $0, text: $1) }
    }
}

struct TextRendererKey: EnvironmentKey {
    static var defaultValue: AnyTextRenderer? { nil }
}

extension View {
    /// Draws the text views inside with `renderer`, as SwiftUI's `textRenderer(_:)` (iOS 18):
    /// "Returns a new view such that any text views within it will use renderer to draw themselves."
    nonisolated public func textRenderer<T: TextRenderer>(_ renderer: T) -> ModifiedContent<Self, _EnvironmentModifier> {
        let erased = AnyTextRenderer(renderer)
        return environment { environment in environment.values[TextRendererKey.self] = erased }
    }
}

/// Sizes a text drawn by a renderer with the renderer's `sizeThatFits(proposal:text:)`; its one
/// subview is the text (hidden: the renderer draws it), placed in the whole frame.
struct _TextRendererLayout: Layout {
    let renderer: AnyTextRenderer

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let text = subviews.first else { return .zero }
        return renderer.sizeThatFits(proposal, TextProxy(measure: { text.sizeThatFits($0) }))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(bounds.size))
    }
}

extension Text {
    /// A text inside `.textRenderer(_:)`: sized by the renderer, and drawn by it in a canvas over
    /// the (hidden) text, with the lines the text breaks into for the canvas's size.
    @MainActor func buildRendered(by renderer: AnyTextRenderer, font: Font, string: String, lineLimit: Int?,
                       alignment: TextAlignment, color: Color?, _ builder: inout GraphBuilder, into nodes: inout [Node]) {
        // The lines the text itself breaks into for the canvas's size (`TextNode`, so that they
        // agree), measured as the tree is (the canvas runs on the building thread: user code).
        let node = TextNode(TextContent(string: string, font: font, lineLimit: lineLimit, alignment: alignment,
                                        lineSpacing: builder.environment.values.lineSpacing))
        let drawn = Canvas { context, size in
            let measurer = BuildingMeasurer.current ?? FixedAdvanceTextMeasurer.shared
            let layout = node.layout(for: ProposedViewSize(size), measurer: measurer)
            renderer.draw(Text.Layout(layout, width: size.width, alignment: alignment, color: color), &context)
        }
        let plain = self.hidden().environment { environment in environment.values[TextRendererKey.self] = nil }
        builder.append(_TextRendererLayout(renderer: renderer) { plain }.overlay(alignment: .topLeading) { drawn }, into: &nodes)
    }
}
