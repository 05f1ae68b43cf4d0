/// `.fixedSize(horizontal:vertical:)`: proposes nil (the content's ideal size) on the fixed axes
/// and the proposal on the others, answers the content's size, and centres the content
/// (https://developer.apple.com/documentation/swiftui/view/fixedsize(horizontal:vertical:)).
struct FixedSizeRule: ModifierRule, Equatable {
    var horizontal: Bool
    var vertical: Bool

    var category: ViewKind { .fixedSize }
    var label: String { horizontal && vertical ? ".fixedSize()" : ".fixedSize(horizontal: \(horizontal), vertical: \(vertical))" }

    func isProposalIndependent(_ children: NodeChildren) -> Bool {
        (horizontal && vertical) || children.allSatisfy { $0.isProposalIndependent }
    }

    func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    }

    func sizeThatFits(_ p: ProposedViewSize, _ node: NodeContext) -> CGSize {
        node.measure(0, childProposal(p))
    }

    func placeChildren(in bounds: CGRect, _ p: ProposedViewSize, _ node: NodeContext) {
        node.placeAligned(0, childProposal(p), in: bounds, .center)
    }

    func explicitGuide(_ key: AlignmentKey, _ p: ProposedViewSize, size: CGSize, _ node: NodeContext) -> CGFloat? {
        node.alignedGuide(key, of: 0, childProposal(p), boxSize: size, .center)
    }
}

extension View {
    /// Proposes nil (the ideal size) to the content on both axes, as SwiftUI's `.fixedSize()`.
    nonisolated public func fixedSize() -> ModifiedContent<Self, _NodeModifier> {
        fixedSize(horizontal: true, vertical: true)
    }

    /// Proposes nil (the ideal size) on the chosen axes.
    nonisolated public func fixedSize(horizontal: Bool, vertical: Bool) -> ModifiedContent<Self, _NodeModifier> {
        wrapped(FixedSizeRule(horizontal: horizontal, vertical: vertical))
    }
}
