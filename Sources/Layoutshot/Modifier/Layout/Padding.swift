/// `.padding`: proposes the proposal less the insets to its content (never below zero), adds the
/// insets to the content's answer, and places the content inset from its own origin
/// (https://developer.apple.com/documentation/swiftui/view/padding(_:_:); objc.io, "SwiftUI Layout
/// Explained"). Its spacing is its content's; its content's guides move with the content.
/// The engine's fast path (`NodeOp.padding`: `sizeFromRecord`, `placeFromRecord`) runs the same
/// geometry on the insets in the record.
struct PaddingRule: ModifierRule, Equatable {
    // Three words, so that the rule fits in an `any ViewRule`'s inline buffer instead of a box of
    // its own: insets equal top and bottom and leading and trailing (`.padding()`, `.padding(8)`,
    // `.padding(.horizontal, 12)`) are two numbers; any others live in a box.
    private var vertical: CGFloat
    private var horizontal: CGFloat
    private var uneven: Uneven?

    init(insets: EdgeInsets) {
        if insets.top == insets.bottom && insets.leading == insets.trailing {
            vertical = insets.top
            horizontal = insets.leading
            uneven = nil
        } else {
            vertical = 0
            horizontal = 0
            uneven = Uneven(insets)
        }
    }

    /// Insets that differ between opposite edges.
    final class Uneven: Sendable {
        let insets: EdgeInsets
        init(_ insets: EdgeInsets) { self.insets = insets }
    }

    var insets: EdgeInsets {
        uneven?.insets ?? EdgeInsets(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal)
    }

    static func == (a: PaddingRule, b: PaddingRule) -> Bool { a.insets == b.insets }

    var category: ViewKind { .padding }

    var label: String {
        let i = insets
        if i.top == i.leading && i.leading == i.bottom && i.bottom == i.trailing {
            return ".padding(\(formatLength(i.top)))"
        }
        return ".padding(top: \(formatLength(i.top)), leading: \(formatLength(i.leading)), bottom: \(formatLength(i.bottom)), trailing: \(formatLength(i.trailing)))"
    }

    func encode(into record: inout NodeRecord, for node: Node) {
        record.op = .padding
        record.insets = insets
    }

    /// The fast path (`NodeOp.padding`): the same geometry on the insets in the record.
    @inline(__always)
    static func sizeFromRecord(_ p: ProposedViewSize, _ r: NodeRecord, _ node: NodeContext) -> CGSize {
        Geometry(insets: r.insets).sizeThatFits(p, node)
    }

    @inline(__always)
    static func placeFromRecord(in bounds: CGRect, _ p: ProposedViewSize, _ r: NodeRecord, _ node: NodeContext) {
        Geometry(insets: r.insets).placeChildren(in: bounds, p, node)
    }

    func sizeThatFits(_ p: ProposedViewSize, _ node: NodeContext) -> CGSize {
        Geometry(insets: insets).sizeThatFits(p, node)
    }

    func placeChildren(in bounds: CGRect, _ p: ProposedViewSize, _ node: NodeContext) {
        Geometry(insets: insets).placeChildren(in: bounds, p, node)
    }

    /// What padding does with its insets: the rule answers through it, and so does the engine's
    /// fast path, on the insets in the record (without making a rule).
    struct Geometry {
        let insets: EdgeInsets

        @inline(__always)
        func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
            ProposedViewSize(width: p.width.map { Swift.max($0 - insets.horizontal, 0) },
                             height: p.height.map { Swift.max($0 - insets.vertical, 0) })
        }

        @inline(__always)
        func sizeThatFits(_ p: ProposedViewSize, _ node: NodeContext) -> CGSize {
            let child = node.measure(0, childProposal(p))
            return CGSize(width: child.width + insets.horizontal, height: child.height + insets.vertical)
        }

        @inline(__always)
        func placeChildren(in bounds: CGRect, _ p: ProposedViewSize, _ node: NodeContext) {
            let cp = childProposal(p)
            let size = node.measure(0, cp)
            node.place(0, CGRect(x: bounds.minX + insets.leading, y: bounds.minY + insets.top, width: size.width, height: size.height), cp)
        }
    }

    func explicitGuide(_ key: AlignmentKey, _ p: ProposedViewSize, size: CGSize, _ node: NodeContext) -> CGFloat? {
        let insets = insets
        let cp = Geometry(insets: insets).childProposal(p)
        let childSize = node.size(0, cp)
        return node.explicitGuide(key, of: 0, cp, size: childSize).map {
            $0 + (key.axis == .horizontal ? insets.leading : insets.top)
        }
    }

    func content(_ node: Node, proposal: ProposedViewSize, measurer: TextMeasurer) -> LayoutNode.Content { .padding(insets) }
}

extension NodeRecord {
    /// `.padding`: the insets.
    var insets: EdgeInsets {
        @inline(__always) get { EdgeInsets(top: p0, leading: p1, bottom: p2, trailing: p3) }
        set { p0 = newValue.top; p1 = newValue.leading; p2 = newValue.bottom; p3 = newValue.trailing }
    }
}

extension View {
    /// Adds 16 points of padding on every edge, as SwiftUI's `.padding()`.
    @inlinable
    nonisolated public func padding() -> ModifiedContent<Self, _NodeModifier> {
        padding(.all, nil)
    }

    /// Adds `length` points of padding on every edge.
    @inlinable
    nonisolated public func padding(_ length: CGFloat) -> ModifiedContent<Self, _NodeModifier> {
        padding(.all, length)
    }

    /// Adds padding on the given edges: `length`, or 16 when nil.
    @inlinable
    nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> ModifiedContent<Self, _NodeModifier> {
        ModifiedContent(content: self, modifier: .padding(edges, length))
    }

    /// Adds the given insets.
    @inlinable
    nonisolated public func padding(_ insets: EdgeInsets) -> ModifiedContent<Self, _NodeModifier> {
        ModifiedContent(content: self, modifier: .padding(insets))
    }
}

extension _NodeModifier {
    /// The modifiers of the `padding` methods. (The generic methods are inlined into the caller's
    /// module, where the view's type is known: making the view then looks up no type at run time.
    /// What they do is here.)
    @usableFromInline
    static func padding(_ edges: Edge.Set, _ length: CGFloat?) -> _NodeModifier {
        let value = length ?? 16
        return padding(EdgeInsets(
            top: edges.contains(.top) ? value : 0,
            leading: edges.contains(.leading) ? value : 0,
            bottom: edges.contains(.bottom) ? value : 0,
            trailing: edges.contains(.trailing) ? value : 0))
    }

    @usableFromInline
    static func padding(_ insets: EdgeInsets) -> _NodeModifier {
        var problems: [String] = []
        let clean = EdgeInsets(top: PaddingValue.sanitize(insets.top, "top", &problems), leading: PaddingValue.sanitize(insets.leading, "leading", &problems),
                               bottom: PaddingValue.sanitize(insets.bottom, "bottom", &problems), trailing: PaddingValue.sanitize(insets.trailing, "trailing", &problems))
        return _NodeModifier(rule: PaddingRule(insets: clean), decorations: [], problems: problems)
    }
}

enum PaddingValue {
    /// Padding must be a finite number within ±`LayoutLength.maximum` (beyond, that maximum; not
    /// finite, 0), each correction described in `problems`; negative padding is allowed (it
    /// shrinks), as in SwiftUI.
    /// (Inlined, with the corrections out of line, as `FrameValue.sanitize`: four times a padding.)
    @inline(__always)
    static func sanitize(_ value: CGFloat, _ edge: String, _ problems: inout [String]) -> CGFloat {
        if LayoutLength.isWithin(value) { return value }
        return corrected(value, edge, &problems)
    }

    /// `sanitize` for a padding beyond the maximum or not a number.
    @inline(never)
    private static func corrected(_ value: CGFloat, _ edge: String, _ problems: inout [String]) -> CGFloat {
        guard value.isFinite else {
            problems.append("has a \(edge) padding of \(describeSpacing(value)); used 0")
            return 0
        }
        let clamped = LayoutLength.clamped(value)
        if clamped != value { problems.append("has a \(edge) padding of \(formatLength(value)); clamped to \(formatLength(clamped))") }
        return clamped
    }
}
