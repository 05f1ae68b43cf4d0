extension LayoutEngine {
    /// The explicit value of a guide in a node measured for `proposal` at `size`, or nil.
    ///
    /// Text sets its baselines; `.alignmentGuide` sets its guide; padding and frames shift their
    /// content's guides by where the content sits; containers ask their layout (by default the merged
    /// guides of their subviews).
    func explicitGuide(_ key: AlignmentKey, of node: Node, proposal: ProposedViewSize, size: CGSize) -> CGFloat? {
        guard node.mayHaveExplicitGuide(key) else { return nil }
        switch node.kind {
        case .text(let text):
            guard key.isTextBaseline else { return nil }
            let layout = text.layout(for: proposal, measurer: textMeasurer)
            return key.combination == .minimum ? layout.firstBaseline : layout.lastBaseline

        case .alignmentGuide(let override):
            let child = node.children[0]
            let childSize = self.size(of: child, proposal)
            let dims = ViewDimensions(size: childSize, source: GuideSource(engine: self, node: child, proposal: proposal))
            if override.key == key {
                let value = override.computeValue(dims)
                if !value.isFinite {
                    diagnose(.invalidSize, node, "computed a non-finite value for the \(key.name) guide; ignored")
                    return nil
                }
                return value
            }
            return explicitGuide(key, of: child, proposal: proposal, size: childSize)

        case .padding(let insets):
            let child = node.children[0]
            let cp = paddingProposal(proposal, insets)
            let childSize = self.size(of: child, cp)
            return explicitGuide(key, of: child, proposal: cp, size: childSize).map {
                $0 + (key.axis == .horizontal ? insets.leading : insets.top)
            }

        case .frame(let width, let height, let alignment):
            let cp = ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
            return alignedChildGuide(key, node.children[0], cp, boxSize: size, alignment)

        case .flexibleFrame(let frame):
            return alignedChildGuide(key, node.children[0], flexibleFrameChildProposal(frame, proposal), boxSize: size, frame.alignment)

        case .fixedSize(let horizontal, let vertical):
            return alignedChildGuide(key, node.children[0], fixedSizeProposal(proposal, horizontal, vertical), boxSize: size, .center)

        case .background, .overlay:
            return explicitGuide(key, of: node.children[0], proposal: proposal, size: size)

        case .viewThatFits(let axes):
            let chosen = self.node(chosenChild(of: node.slot, axes: axes, proposal))
            return explicitGuide(key, of: chosen, proposal: proposal, size: self.size(of: chosen, proposal))

        case .layout(let box):
            let memo = GuideCacheKey(key: key, proposal: proposal)
            if cachesMeasurements, let cached = node.guideCache[memo] { return cached }
            var value = box.explicitAlignment(key, in: CGRect(origin: .zero, size: size), proposal, LayoutSubviews(owner: node, engine: self))
            if let v = value, !v.isFinite {
                diagnose(.invalidSize, node, "returned a non-finite explicit \(key.name) guide; ignored")
                value = nil
            }
            if cachesMeasurements { node.guideCache[memo] = value }
            return value

        case .color, .shape, .spacer, .empty:
            return nil
        }
    }

    private func alignedChildGuide(_ key: AlignmentKey, _ child: Node, _ cp: ProposedViewSize, boxSize: CGSize, _ alignment: Alignment) -> CGFloat? {
        let childSize = self.size(of: child, cp)
        guard let value = explicitGuide(key, of: child, proposal: cp, size: childSize) else { return nil }
        let offset = alignedOffset(child.slot, cp, childSize: childSize, in: boxSize, alignment)
        return value + (key.axis == .horizontal ? offset.x : offset.y)
    }
}
