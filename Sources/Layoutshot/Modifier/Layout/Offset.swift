/// `.offset(x:y:)`: the content keeps its size and its parent's layout (the offset node answers
/// the content's size, spacing and guides); only where the content is placed, and so drawn, moves
/// by the offset (https://developer.apple.com/documentation/swiftui/view/offset(x:y:): "The
/// original dimensions of the view aren't changed by offsetting the contents").
struct OffsetRule: ModifierRule, Equatable {
    var offset: CGSize

    var label: String { ".offset(x: \(formatLength(offset.width)), y: \(formatLength(offset.height)))" }

    func sizeThatFits(_ p: ProposedViewSize, _ node: NodeContext) -> CGSize {
        node.measure(0, p)
    }

    func placeChildren(in bounds: CGRect, _ p: ProposedViewSize, _ node: NodeContext) {
        node.place(0, CGRect(origin: CGPoint(x: bounds.minX + offset.width, y: bounds.minY + offset.height), size: node.measure(0, p)), p)
    }

    /// The content's guides, unmoved: an offset does not move the view in its parent's layout.
    func explicitGuide(_ key: AlignmentKey, _ p: ProposedViewSize, size: CGSize, _ node: NodeContext) -> CGFloat? {
        node.explicitGuide(key, of: 0, p, size: size)
    }
}

extension View {
    /// Moves the view's drawing by `offset` without changing its layout, as SwiftUI's `.offset(_:)`.
    /// A non-finite component is 0, with a diagnostic.
    nonisolated public func offset(_ offset: CGSize) -> ModifiedContent<Self, _NodeModifier> {
        var problems: [String] = []
        func clean(_ value: CGFloat, _ axis: String) -> CGFloat {
            if value.isFinite { return LayoutLength.clamped(value) }
            problems.append("has an offset \(axis) of \(describeSpacing(value)); used 0")
            return 0
        }
        let safe = CGSize(width: clean(offset.width, "x"), height: clean(offset.height, "y"))
        return wrapped(OffsetRule(offset: safe), problems: problems)
    }

    /// Moves the view's drawing by `x` and `y`, as SwiftUI's `.offset(x:y:)`.
    nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self, _NodeModifier> {
        offset(CGSize(width: x, height: y))
    }
}
