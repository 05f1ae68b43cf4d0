/// A view that displays one or more lines of text, as SwiftUI's `Text`.
///
/// With a nil width it answers its one-line ideal size; narrower, it wraps at spaces (inside a word
/// only when the word alone is too wide) and answers its wrapped size. `.lineLimit(_:)`, a proposed
/// height, `.fixedSize()` and `.multilineTextAlignment(_:)` behave as in SwiftUI.
public struct Text: Equatable, Sendable {
    /// The characters the text shows.
    public var content: String
    var font: Font?
    var weight: Font.Weight?
    var isItalic = false
    var width: Font.Width?
    /// The design `fontDesign(_:)` or `monospaced(_:)` chose, over the font's.
    var design: Font.Design?
    var color: Color?

    /// A text showing `content` as it is (no localization lookup).
    public init(_ content: String) { self.content = content }
    /// A text showing the characters of `content`.
    /// A string's text, shown as it is (SwiftUI's disfavoured overload: a literal is a `LocalizedStringKey`).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { self.content = String(content) }
    /// A text showing `content` verbatim, as SwiftUI's `Text(verbatim:)`.
    public init(verbatim content: String) { self.content = content }

    /// How a truncated line is shortened, as SwiftUI's `Text.TruncationMode` (Layoutshot truncates at the tail).
    public enum TruncationMode: Hashable, Sendable {
        /// Cut at the head, the tail or the middle of the line (drawn at the tail).
        case head, tail, middle
    }

    /// The text in `font`, as SwiftUI's `Text.font(_:)`; nil uses the environment's.
    public func font(_ font: Font?) -> Text {
        var copy = self
        copy.font = font
        return copy
    }

    /// The text in `weight`, as SwiftUI's `Text.fontWeight(_:)`.
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        var copy = self
        copy.weight = weight
        return copy
    }

    /// The width of the letters, as SwiftUI's `Text.fontWidth(_:)`.
    public func fontWidth(_ width: Font.Width?) -> Text {
        var copy = self
        copy.width = width
        return copy
    }

    /// The text in bold, as SwiftUI's `Text.bold()`.
    public func bold() -> Text { fontWeight(.bold) }
    /// The text in bold when `isActive`, as SwiftUI's `Text.bold(_:)`.
    public func bold(_ isActive: Bool) -> Text { isActive ? fontWeight(.bold) : self }

    /// The text in italic, as SwiftUI's `Text.italic()`.
    public func italic() -> Text {
        var copy = self
        copy.isItalic = true
        return copy
    }

    /// The text in `color`, as SwiftUI's `Text.foregroundColor(_:)`.
    public func foregroundColor(_ color: Color?) -> Text {
        var copy = self
        copy.color = color
        return copy
    }

}

// `View` in an extension, as in SwiftUI: `Text` stays a nonisolated `Sendable` value (see `Color`).
extension Text: View, PrimitiveView {
    func buildNodes(_ builder: inout GraphBuilder, into nodes: inout [Node]) {
        var font = (self.font ?? builder.environment.font).resolved(for: builder.environment.values.dynamicTypeSize, platform: builder.environment.values.platform)
        if let weight { font.weight = weight }
        if isItalic { font.isItalic = true }
        if let width { font.fontWidth = width }
        if let design { font.design = design }
        var string = self.content
        switch builder.environment.values.textCase {
        case .uppercase?: string = string.uppercased()
        case .lowercase?: string = string.lowercased()
        case nil: break
        }
        let content = TextContent(string: string, font: font, lineLimit: builder.environment.lineLimit, alignment: builder.environment.multilineTextAlignment,
                                  lineSpacing: builder.environment.values.lineSpacing)
        let color = self.color ?? builder.environment.foreground
        if let renderer = builder.environment.values[TextRendererKey.self] {
            // Drawn by a `TextRenderer` (`TextRenderer.swift`).
            return buildRendered(by: renderer, font: font, string: string, lineLimit: content.lineLimit,
                                 alignment: content.alignment, color: color, &builder, into: &nodes)
        }
        nodes.append(builder.makeLeaf(TextNode(content), foreground: color))
    }
}

/// What a text node shows and how.
struct TextContent: Equatable {
    var string: String
    var font: Font
    var lineLimit: Int?
    var alignment: TextAlignment
    /// Space added between lines (`.lineSpacing(_:)`).
    var lineSpacing: CGFloat = 0
}

/// A text node's content and its line layouts for the proposals it has seen.
final class TextNode {
    let content: TextContent
    private var layouts: [ProposedViewSize: TextLayout] = [:]
    /// The one-line width and the line height, measured once: most text fits on one line, and
    /// then its size needs no line breaking at all.
    private var singleLine: (width: CGFloat, lineHeight: CGFloat)?
    private let isSingleParagraph: Bool

    init(_ content: TextContent) {
        self.content = content
        self.isSingleParagraph = !content.string.contains("\n")
    }

    /// The size for a proposal: without breaking lines when the text fits on one line.
    func size(for proposal: ProposedViewSize, measurer: TextMeasurer) -> CGSize {
        if content.string.isEmpty { return .zero }
        if isSingleParagraph {
            let line = singleLine ?? {
                let measured = (measurer.width(of: Substring(content.string.trimmingTrailingSpacesString()), font: content.font),
                                Swift.max(measurer.metrics(of: content.font).lineHeight, 0))
                singleLine = measured
                return measured
            }()
            if proposal.width.map({ line.width <= $0 + TextLayoutEngine.epsilon }) ?? true {
                return CGSize(width: line.width, height: line.lineHeight)
            }
        }
        return layout(for: proposal, measurer: measurer).size
    }

    func layout(for proposal: ProposedViewSize, measurer: TextMeasurer) -> TextLayout {
        if let cached = layouts[proposal] { return cached }
        // Agree with `size(for:)`: text that fits on one line is one line, whatever the breaker's sums say.
        let fitsOnOneLine = isSingleParagraph && size(for: ProposedViewSize(width: nil, height: nil), measurer: measurer).width <= (proposal.width ?? .infinity) + TextLayoutEngine.epsilon
        let layout = TextLayoutEngine.layout(content.string, font: content.font, width: fitsOnOneLine ? nil : proposal.width, lineLimit: content.lineLimit, height: proposal.height,
                                             lineSpacing: content.lineSpacing, measurer: measurer)
        if layouts.count > 64 { layouts.removeAll() }
        layouts[proposal] = layout
        return layout
    }

    func invalidate() {
        layouts.removeAll()
        singleLine = nil
    }
}

/// Text takes the width it needs up to the proposal, wrapping at word boundaries (its ideal size
/// is one line per paragraph), and is as tall as its lines; it sets its first and last baselines
/// as explicit guides (https://developer.apple.com/documentation/swiftui/text; objc.io, "SwiftUI
/// Layout Explained"). Measured through the injected `TextMeasurer`.
extension TextNode: ViewRule {
    var category: ViewKind { .text }

    var label: String {
        let string = content.string
        let shown = string.count > 40 ? String(string.prefix(39)) + "…" : string
        return "Text(\"\(shown.replacingOccurrences(of: "\n", with: "\\n"))\")"
    }

    var guides: GuideMask { .textBaselines }

    func sizeThatFits(_ p: ProposedViewSize, _ node: NodeContext) -> CGSize {
        size(for: p, measurer: node.textMeasurer)
    }

    func explicitGuide(_ key: AlignmentKey, _ p: ProposedViewSize, size: CGSize, _ node: NodeContext) -> CGFloat? {
        guard key.isTextBaseline else { return nil }
        let layout = layout(for: p, measurer: node.textMeasurer)
        return key.combination == .minimum ? layout.firstBaseline : layout.lastBaseline
    }

    func describesSame(as other: any ViewRule) -> Bool {
        (other as? TextNode)?.content == content
    }

    func content(_ node: Node, proposal: ProposedViewSize, measurer: TextMeasurer) -> LayoutNode.Content {
        .text(layout(for: proposal, measurer: measurer), alignment: content.alignment)
    }
}
