/// `.background` and `.overlay`: the content (child 0) keeps its size and place; the decoration
/// (child 1) is proposed the content's size and aligned on `alignment` over it, behind or in front.
/// The decoration never changes the size, the spacing or the guides
/// (https://developer.apple.com/documentation/swiftui/view/background(alignment:content:),
/// https://developer.apple.com/documentation/swiftui/view/overlay(alignment:content:)).
struct LayeredRule: ModifierRule, Equatable {
    enum Layer: Equatable { case behind, inFront }
    var layer: Layer
    var alignment: Alignment

    var category: ViewKind { layer == .behind ? .background : .overlay }
    var label: String { layer == .behind ? ".background" : ".overlay" }

    func isProposalIndependent(_ children: NodeChildren) -> Bool { children[0].isProposalIndependent }

    func sizeThatFits(_ p: ProposedViewSize, _ node: NodeContext) -> CGSize {
        node.measure(0, p)
    }

    func placeChildren(in bounds: CGRect, _ p: ProposedViewSize, _ node: NodeContext) {
        node.place(0, CGRect(origin: bounds.origin, size: node.measure(0, p)), p)
        node.placeAligned(1, ProposedViewSize(bounds.size), in: bounds, alignment)
    }

    func explicitGuide(_ key: AlignmentKey, _ p: ProposedViewSize, size: CGSize, _ node: NodeContext) -> CGFloat? {
        node.explicitGuide(key, of: 0, p, size: size)
    }
}

extension View {
    /// Layers `background` behind the view, proposed the view's size, as SwiftUI's `.background(_:alignment:)`.
    /// (Disfavoured, as in SwiftUI where it is deprecated: a colour or gradient argument takes the
    /// `ShapeStyle` overload, which draws it the same way.)
    @_disfavoredOverload
    nonisolated public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> ModifiedContent<Self, _NodeModifier> {
        layered(behind: background, alignment: alignment)
    }

    /// Layers the views the closure builds behind the view.
    nonisolated public func background<Background: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Background) -> ModifiedContent<Self, _NodeModifier> {
        layered(behind: content(), alignment: alignment)
    }

    /// Layers `overlay` in front of the view, proposed the view's size, as SwiftUI's `.overlay(_:alignment:)`.
    @_disfavoredOverload
    nonisolated public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> ModifiedContent<Self, _NodeModifier> {
        layered(over: overlay, alignment: alignment)
    }

    /// Layers the views the closure builds in front of the view.
    nonisolated public func overlay<Overlay: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Overlay) -> ModifiedContent<Self, _NodeModifier> {
        layered(over: content(), alignment: alignment)
    }

    nonisolated func layered<Background: View>(behind background: Background, alignment: Alignment) -> ModifiedContent<Self, _NodeModifier> {
        wrapped(LayeredRule(layer: .behind, alignment: alignment), decorations: [background])
    }

    nonisolated func layered<Overlay: View>(over overlay: Overlay, alignment: Alignment) -> ModifiedContent<Self, _NodeModifier> {
        wrapped(LayeredRule(layer: .inFront, alignment: alignment), decorations: [overlay])
    }
}
