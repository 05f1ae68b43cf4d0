/// `.frame(width:height:alignment:)`: a fixed axis reports its value and proposes it to the
/// content; an unset axis passes the proposal through and reports the content's size. The content
/// is placed on `alignment` inside the frame
/// (https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:)).
/// The engine's fast paths (`NodeOp.fixedFrame`, `NodeOp.frame`) answer from the record this rule
/// writes, through the rule's own static functions (`sizeFromFixedRecord`, `sizeFromRecord`,
/// `placeFromRecord`), on the same geometry (`childProposal`, `size`, `childOrigin`).
struct FrameRule: AligningFrame, Equatable {
    // Three words, so that a frame fits in an `any ViewRule`'s inline buffer instead of a box of
    // its own: trees are full of framed views (each chip, cell and swatch is one), and a box is an
    // allocation and a free per frame. Unset lengths are NaN (lengths are sanitised, never NaN);
    // a centred frame has no alignment storage, a built-in alignment a shared one.
    private var storedWidth: CGFloat
    private var storedHeight: CGFloat
    private var storedAlignment: AlignmentStorage?

    init(width: CGFloat?, height: CGFloat?, alignment: Alignment) {
        storedWidth = width ?? .nan
        storedHeight = height ?? .nan
        storedAlignment = AlignmentStorage.storage(for: alignment)
    }

    var width: CGFloat? { storedWidth.isNaN ? nil : storedWidth }
    var height: CGFloat? { storedHeight.isNaN ? nil : storedHeight }
    var alignment: Alignment { storedAlignment?.alignment ?? .center }

    static func == (a: FrameRule, b: FrameRule) -> Bool {
        a.width == b.width && a.height == b.height && a.alignment == b.alignment
    }

    /// A frame's alignment other than `.center`, shared for the built-in ones.
    final class AlignmentStorage: Sendable {
        let alignment: Alignment
        /// The alignment's guides' default fractions (NaN for a custom guide), found once: every
        /// frame's record carries them (`encode`), and finding them is a type comparison per guide.
        let fractions: (x: CGFloat, y: CGFloat)
        private init(_ alignment: Alignment) {
            self.alignment = alignment
            fractions = (alignment.horizontal.key.defaultFraction ?? .nan, alignment.vertical.key.defaultFraction ?? .nan)
        }

        private static let builtIn: [AlignmentStorage] = [
            .leading, .trailing, .top, .bottom, .topLeading, .topTrailing, .bottomLeading, .bottomTrailing,
        ].map(AlignmentStorage.init)

        /// Nil for `.center`; a shared box for the other built-in alignments; a new one otherwise.
        /// (`.center`, the commonest, inline and by its guides' types: `Alignment.center` is a
        /// global read through its one-time initialiser's check, and `==` a call per guide.)
        @inline(__always)
        static func storage(for alignment: Alignment) -> AlignmentStorage? {
            if ObjectIdentifier(alignment.horizontal.key.id) == ObjectIdentifier(HorizontalCenterAlignment.self),
               ObjectIdentifier(alignment.vertical.key.id) == ObjectIdentifier(VerticalCenterAlignment.self) {
                return nil
            }
            return sharedOrNew(for: alignment)
        }

        @inline(never)
        private static func sharedOrNew(for alignment: Alignment) -> AlignmentStorage? {
            if alignment == .center { return nil }
            for storage in builtIn where storage.alignment == alignment { return storage }
            return AlignmentStorage(alignment)
        }
    }

    var label: String {
        var parts: [String] = []
        if let width { parts.append("width: \(formatLength(width))") }
        if let height { parts.append("height: \(formatLength(height))") }
        return frameLabel(parts)
    }

    func isProposalIndependent(_ children: NodeChildren) -> Bool {
        (width != nil && height != nil) || children.allSatisfy { $0.isProposalIndependent }
    }

    func encode(into record: inout NodeRecord, for node: Node) {
        // A frame's answers are valid by construction: its lengths are sanitised, and an unset
        // one is its content's answer, validated, for the same proposal on that axis.
        record.answersAreValid = true
        if let width, let height {
            record.op = .fixedFrame
            record.frameSize = CGSize(width: width, height: height)
        } else {
            record.op = .frame
            record.frameLengths = (width, height)
        }
        // (`.center`, stored as no storage, is ½ both ways.)
        record.frameAlignmentFractions = storedAlignment?.fractions ?? (0.5, 0.5)
    }

    func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        FrameRule.childProposal(width: width, height: height, p)
    }

    /// A fixed axis proposes its length; an unset one passes the proposal through.
    @inline(__always)
    static func childProposal(width: CGFloat?, height: CGFloat?, _ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? p.width, height: height ?? p.height)
    }

    /// A fixed axis reports its length; an unset one the content's.
    @inline(__always)
    static func size(width: CGFloat?, height: CGFloat?, child: CGSize) -> CGSize {
        CGSize(width: width ?? child.width, height: height ?? child.height)
    }

    /// Where the content goes in `bounds` on a built-in alignment, given as the fraction of the
    /// free space before it on each axis (0 leading/top, 0.5 centre, 1 trailing/bottom): the
    /// frame's guide and the content's coincide. (A custom guide, or explicit guides in the
    /// content, go through `placeChildren`, `AligningFrame`'s.)
    @inline(__always)
    static func childOrigin(in bounds: CGRect, fractions: (x: CGFloat, y: CGFloat), child: CGSize) -> CGPoint {
        CGPoint(x: bounds.minX + fractions.x * (bounds.width - child.width), y: bounds.minY + fractions.y * (bounds.height - child.height))
    }

    func sizeThatFits(_ p: ProposedViewSize, _ node: NodeContext) -> CGSize {
        FrameRule.size(width: width, height: height, child: node.measure(0, childProposal(p)))
    }

    // MARK: The fast paths (`NodeOp.fixedFrame`, `NodeOp.frame`)

    /// A frame with both lengths: that size, whatever it is offered; its content is measured for it
    /// (so that placing it, and guide questions through the frame, are answered from the cache).
    @inline(__always)
    static func sizeFromFixedRecord(_ p: ProposedViewSize, _ r: NodeRecord, _ node: NodeContext) -> CGSize {
        let size = r.frameSize
        _ = node.measure(id: node.child(0, of: r), ProposedViewSize(size))
        return size
    }

    /// A frame with one length set, or none.
    @inline(__always)
    static func sizeFromRecord(_ p: ProposedViewSize, _ r: NodeRecord, _ node: NodeContext) -> CGSize {
        let (width, height) = r.frameLengths
        return size(width: width, height: height, child: node.measure(id: node.child(0, of: r), childProposal(width: width, height: height, p)))
    }

    /// Places the content on a built-in alignment from the record; a custom guide (NaN fractions),
    /// or explicit guides in the content, go through the rule (`placeChildren`).
    @inline(__always)
    static func placeFromRecord(in bounds: CGRect, _ p: ProposedViewSize, _ r: NodeRecord, _ node: NodeContext) {
        let (fx, fy) = r.frameAlignmentFractions
        let child = node.child(0, of: r)
        guard !fx.isNaN, !fy.isNaN, !node.hasExplicitGuides(child) else {
            return node.node.rule.placeChildren(in: bounds, p, node)
        }
        let childProposal: ProposedViewSize
        if r.op == .fixedFrame {
            childProposal = ProposedViewSize(r.frameSize)
        } else {
            let (width, height) = r.frameLengths
            childProposal = FrameRule.childProposal(width: width, height: height, p)
        }
        let childSize = node.measure(id: child, childProposal)
        node.place(id: child, CGRect(origin: childOrigin(in: bounds, fractions: (fx, fy), child: childSize), size: childSize), childProposal)
    }
}

/// What both frames (`FrameRule`, `FlexibleFrame`) do with their content, written once: it is
/// proposed `childProposal` and placed on `alignment` inside the frame (its explicit guides
/// against the frame's defaults), and its guides move with it.
protocol AligningFrame: ModifierRule {
    var alignment: Alignment { get }
    /// What the frame proposes to its content for its own proposal.
    func childProposal(_ p: ProposedViewSize) -> ProposedViewSize
}

extension AligningFrame {
    func placeChildren(in bounds: CGRect, _ p: ProposedViewSize, _ node: NodeContext) {
        node.placeAligned(0, childProposal(p), in: bounds, alignment)
    }

    func explicitGuide(_ key: AlignmentKey, _ p: ProposedViewSize, size: CGSize, _ node: NodeContext) -> CGFloat? {
        node.alignedGuide(key, of: 0, childProposal(p), boxSize: size, alignment)
    }

    /// `.frame(…)` with the given arguments and the alignment when it is not `.center`.
    func frameLabel(_ arguments: [String]) -> String {
        var parts = arguments
        if alignment != .center { parts.append("alignment: .\(alignment.horizontal)/\(alignment.vertical)") }
        return ".frame(\(parts.joined(separator: ", ")))"
    }
}

extension NodeRecord {
    /// `.fixedFrame`: the frame's width and height.
    var frameSize: CGSize {
        @inline(__always) get { CGSize(width: p0, height: p1) }
        set { p0 = newValue.width; p1 = newValue.height }
    }
    /// `.frame`: the frame's width and height, nil where unset (kept as NaN: a frame's lengths
    /// are sanitised, never NaN).
    var frameLengths: (width: CGFloat?, height: CGFloat?) {
        @inline(__always) get { (p0.isNaN ? nil : p0, p1.isNaN ? nil : p1) }
        set { p0 = newValue.width ?? .nan; p1 = newValue.height ?? .nan }
    }
    /// `.fixedFrame`, `.frame`: the fraction of the free space before the child on each axis
    /// (where the alignment's built-in guide sits), NaN for a custom guide.
    var frameAlignmentFractions: (x: CGFloat, y: CGFloat) {
        @inline(__always) get { (p2, p3) }
        set { p2 = newValue.x; p3 = newValue.y }
    }
}

extension View {
    /// A frame of fixed size on the given axes, as SwiftUI's `.frame(width:height:alignment:)`: a fixed
    /// axis reports its value; an unset one passes the proposal through and reports the content's size.
    /// Negative or non-finite lengths are treated as unset (SwiftUI logs "Invalid frame dimension").
    @inlinable
    nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> ModifiedContent<Self, _NodeModifier> {
        ModifiedContent(content: self, modifier: .frame(width: width, height: height, alignment: alignment))
    }
}

extension _NodeModifier {
    /// The modifier of `.frame(width:height:alignment:)`. (The generic method is inlined into the
    /// caller's module, where the view's type is known: making the view then looks up no type at
    /// run time. What it does is here.)
    @usableFromInline
    static func frame(width: CGFloat?, height: CGFloat?, alignment: Alignment) -> _NodeModifier {
        var problems: [String] = []
        let width = FrameValue.sanitize(width, "width", &problems), height = FrameValue.sanitize(height, "height", &problems)
        return _NodeModifier(rule: FrameRule(width: width, height: height, alignment: alignment), decorations: [], problems: problems)
    }
}

enum FrameValue {
    /// A fixed frame's length: negative or non-finite is unset (SwiftUI logs "Invalid frame
    /// dimension (negative or non-finite)"); beyond `LayoutLength.maximum`, that maximum; each
    /// correction described in `problems`.
    /// (Inlined, with the corrections out of line: the commonest case, a valid length, costs a
    /// comparison or two where a call cost about 35 instructions, twice for every frame a view
    /// tree makes.)
    @inline(__always)
    static func sanitize(_ value: CGFloat?, _ axis: String, _ problems: inout [String]) -> CGFloat? {
        guard let value else { return nil }
        if value >= 0 && value <= LayoutLength.maximum { return value }
        return corrected(value, axis, &problems)
    }

    /// `sanitize` for a length out of range, negative or not a number.
    @inline(never)
    private static func corrected(_ value: CGFloat, _ axis: String, _ problems: inout [String]) -> CGFloat? {
        guard value.isFinite, value >= 0 else {
            problems.append("has an invalid \(axis) (\(describeSpacing(value)): negative or non-finite); treated as unset")
            return nil
        }
        if value > LayoutLength.maximum {
            problems.append("has a \(axis) of \(formatLength(value)); clamped to \(formatLength(LayoutLength.maximum))")
            return LayoutLength.maximum
        }
        return value
    }
}
