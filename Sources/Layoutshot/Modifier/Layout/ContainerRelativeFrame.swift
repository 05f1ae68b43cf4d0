/// `.containerRelativeFrame(_:alignment:)` and its two other forms: a frame whose length on the
/// given axes is computed from the container's length, with the content proposed that length and
/// placed on `alignment` inside it; on the other axes the frame is the content's
/// (https://developer.apple.com/documentation/swiftui/view/containerrelativeframe(_:alignment:_:)).
///
/// The container is what the view is offered (Layoutshot lays out no window, so the nearest
/// container's length is the proposal). Where the proposal on an axis is unspecified or infinite
/// (the scrolling axis of a `ScrollView`), there is no length to relate to and the frame is the
/// content's on that axis.
struct ContainerRelativeFrameRule: ModifierRule {
    enum Length {
        /// The container's whole length.
        case whole
        /// `count` equal columns `spacing` apart, `span` of them (Apple's documented formula:
        /// `(length - spacing × (count - 1)) / count × span + spacing × (span - 1)`).
        case grid(count: Int, span: Int, spacing: CGFloat)
        /// A length the user's closure computes from the container's length and the axis.
        case custom((CGFloat, Axis) -> CGFloat)
    }

    var axes: Axis.Set
    var alignment: Alignment
    var length: Length

    var category: ViewKind { .frame }
    var label: String {
        switch length {
        case .whole: return ".containerRelativeFrame(\(axesLabel))"
        case .grid(let count, let span, let spacing):
            return ".containerRelativeFrame(\(axesLabel), count: \(count), span: \(span), spacing: \(formatLength(spacing)))"
        case .custom: return ".containerRelativeFrame(\(axesLabel)) { … }"
        }
    }

    private var axesLabel: String {
        axes == [.horizontal, .vertical] ? "[.horizontal, .vertical]" : axes.contains(.horizontal) ? ".horizontal" : ".vertical"
    }

    func isProposalIndependent(_ children: NodeChildren) -> Bool { false }

    /// The frame's length on `axis` for a container `container` long, or nil when it is the content's.
    func frameLength(_ container: CGFloat?, _ axis: Axis) -> CGFloat? {
        guard axes.contains(axis == .horizontal ? .horizontal : .vertical), let container, container.isFinite else { return nil }
        let value: CGFloat
        switch length {
        case .whole:
            value = container
        case .grid(let count, let span, let spacing):
            let count = CGFloat(Swift.max(count, 1)), span = CGFloat(Swift.max(span, 1))
            let spacing = spacing.isFinite ? spacing : 0
            value = (container - spacing * (count - 1)) / count * span + spacing * (span - 1)
        case .custom(let compute):
            value = compute(container, axis)
        }
        return value.isFinite ? Swift.max(value, 0) : nil
    }

    func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: frameLength(p.width, .horizontal) ?? p.width, height: frameLength(p.height, .vertical) ?? p.height)
    }

    func sizeThatFits(_ p: ProposedViewSize, _ node: NodeContext) -> CGSize {
        FrameRule.size(width: frameLength(p.width, .horizontal), height: frameLength(p.height, .vertical),
                       child: node.measure(0, childProposal(p)))
    }

    func placeChildren(in bounds: CGRect, _ p: ProposedViewSize, _ node: NodeContext) {
        node.placeAligned(0, childProposal(p), in: bounds, alignment)
    }

    func explicitGuide(_ key: AlignmentKey, _ p: ProposedViewSize, size: CGSize, _ node: NodeContext) -> CGFloat? {
        node.alignedGuide(key, of: 0, childProposal(p), boxSize: size, alignment)
    }
}

extension View {
    /// Positions the view in a frame as long as its container on `axes`, as SwiftUI's
    /// `.containerRelativeFrame(_:alignment:)`.
    nonisolated public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> ModifiedContent<Self, _NodeModifier> {
        wrapped(ContainerRelativeFrameRule(axes: axes, alignment: alignment, length: .whole))
    }

    /// Positions the view in a frame `span` of `count` columns (or rows) of its container long,
    /// `spacing` apart, as SwiftUI's `.containerRelativeFrame(_:count:span:spacing:alignment:)`.
    /// A count or span under 1 is 1.
    nonisolated public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat,
                                       alignment: Alignment = .center) -> ModifiedContent<Self, _NodeModifier> {
        wrapped(ContainerRelativeFrameRule(axes: axes, alignment: alignment, length: .grid(count: count, span: span, spacing: spacing)))
    }

    /// Positions the view in a frame whose length `length` computes from the container's length on
    /// each of `axes`, as SwiftUI's `.containerRelativeFrame(_:alignment:_:)`:
    /// `.containerRelativeFrame(.horizontal) { length, _ in length * 0.8 }`. A negative or
    /// non-finite answer leaves the axis to the content.
    nonisolated public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center,
                                       _ length: @escaping (CGFloat, Axis) -> CGFloat) -> ModifiedContent<Self, _NodeModifier> {
        wrapped(ContainerRelativeFrameRule(axes: axes, alignment: alignment, length: .custom(length)))
    }
}
