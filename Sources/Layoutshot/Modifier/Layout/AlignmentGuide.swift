/// `.alignmentGuide(_:computeValue:)`: the content's size and place, with one guide's value given
/// by a closure of the content's dimensions; every other guide is the content's
/// (https://developer.apple.com/documentation/swiftui/view/alignmentguide(_:computevalue:)-6y3u2).
/// A non-finite value is ignored, with a diagnostic.
struct AlignmentGuideRule: ModifierRule {
    let key: AlignmentKey
    let computeValue: (ViewDimensions) -> CGFloat

    var category: ViewKind { .alignmentGuide }
    var label: String { ".alignmentGuide(.\(key.name))" }
    var guides: GuideMask { .custom }
    // (Closures cannot be compared: a host's update always makes a new node.)

    func sizeThatFits(_ p: ProposedViewSize, _ node: NodeContext) -> CGSize {
        node.measure(0, p)
    }

    func placeChildren(in bounds: CGRect, _ p: ProposedViewSize, _ node: NodeContext) {
        node.place(0, CGRect(origin: bounds.origin, size: node.measure(0, p)), p)
    }

    func explicitGuide(_ key: AlignmentKey, _ p: ProposedViewSize, size: CGSize, _ node: NodeContext) -> CGFloat? {
        let dims = node.dimensions(of: 0, p)
        guard key == self.key else { return node.explicitGuide(key, of: 0, p, size: dims.size) }
        let value = computeValue(dims)
        if !value.isFinite {
            node.diagnose(.invalidSize, "computed a non-finite value for the \(key.name) guide; ignored")
            return nil
        }
        return value
    }

    func content(_ node: Node, proposal: ProposedViewSize, measurer: TextMeasurer) -> LayoutNode.Content { .alignmentGuide(key.name) }
}

extension View {
    /// Sets the view's horizontal alignment guide, as SwiftUI's `.alignmentGuide(_:computeValue:)`.
    nonisolated public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> ModifiedContent<Self, _NodeModifier> {
        wrapped(AlignmentGuideRule(key: g.key, computeValue: computeValue))
    }

    /// Sets the view's vertical alignment guide.
    nonisolated public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> ModifiedContent<Self, _NodeModifier> {
        wrapped(AlignmentGuideRule(key: g.key, computeValue: computeValue))
    }
}
