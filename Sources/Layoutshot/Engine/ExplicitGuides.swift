extension LayoutEngine {
    /// The explicit value of a guide in the node at `slot` measured for `proposal` at `size`, or nil.
    ///
    /// A fast "no" from the node's guide mask (nothing below sets this guide); otherwise the node's
    /// rule answers (`ViewRule.explicitGuide`): text sets its baselines, `.alignmentGuide` its
    /// guide, modifiers shift their content's, containers ask their layout.
    func explicitGuide(_ key: AlignmentKey, of slot: Int, proposal: ProposedViewSize, size: CGSize) -> CGFloat? {
        let node = self.node(slot)
        guard node.mayHaveExplicitGuide(key) else { return nil }
        return node.rule.explicitGuide(key, proposal, size: size, context(slot))
    }

    func explicitGuide(_ key: AlignmentKey, of node: Node, proposal: ProposedViewSize, size: CGSize) -> CGFloat? {
        explicitGuide(key, of: node.slot, proposal: proposal, size: size)
    }
}
