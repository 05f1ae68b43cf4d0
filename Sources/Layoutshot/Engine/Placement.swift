/// A placement captured while computing a default explicit alignment (nothing is committed).
struct ProbedPlacement {
    let subview: LayoutSubview
    let frame: CGRect
    let proposal: ProposedViewSize
}

extension LayoutEngine {
    /// Places the root at the origin with its own size, then every descendant, depth first.
    /// Returns the root's size.
    func layoutPass(root: Node, proposal: ProposedViewSize, nodeCount: Int) -> CGSize {
        pass += 1
        diagnostics.removeAll(keepingCapacity: true)
        if recordsTrace {
            traces = Array(repeating: [], count: nodeCount)
        }
        var p = sanitize(proposal, for: root)
        var size = measure(root, p)
        // The root sits in a finite rectangle: where it answers ∞ (to an ∞ proposal), it is laid out
        // for nil on that axis instead (its ideal size), as a scroll view would.
        if !size.width.isFinite || !size.height.isFinite {
            let original = p
            if !size.width.isFinite { p.width = nil }
            if !size.height.isFinite { p.height = nil }
            size = measure(root, p)
            if !size.width.isFinite { size.width = 0 }
            if !size.height.isFinite { size.height = 0 }
            diagnose(.invalidSize, root, "answered an infinite size for \(original); laid out for \(p) instead (\(formatLength(size.width))×\(formatLength(size.height)))")
        }
        root.frame = CGRect(origin: .zero, size: size)
        root.placedProposal = p
        root.placedPass = pass
        placeDescendants(of: root)
        return size
    }

    /// `LayoutSubview.place(at:anchor:proposal:)`: the anchor point of the subview's size for the
    /// proposal goes to `position`.
    func place(_ node: Node, at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
        let p = sanitize(proposal, for: node)
        var size = measure(node, p)
        if !size.width.isFinite || !size.height.isFinite {
            let ideal = self.size(of: node, .unspecified)
            diagnose(.invalidSize, node, "was placed with \(p) and answered an infinite size; placed at its ideal size")
            if !size.width.isFinite { size.width = ideal.width.isFinite ? ideal.width : 0 }
            if !size.height.isFinite { size.height = ideal.height.isFinite ? ideal.height : 0 }
        }
        var origin = CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
        if !origin.x.isFinite || !origin.y.isFinite {
            diagnose(.invalidPlacement, node, "was placed at a non-finite position (\(formatLength(position.x)), \(formatLength(position.y))); used the container's origin")
            origin = node.parent?.frame.origin ?? .zero
        }
        let frame = CGRect(origin: origin, size: size)
        if !probes.isEmpty {
            probes[probes.count - 1].append(ProbedPlacement(subview: LayoutSubview(engine: self, node: node), frame: frame, proposal: p))
            return
        }
        if placingOwner == nil || node.parent !== placingOwner {
            diagnose(.invalidPlacement, node, "was placed outside its container's placeSubviews; placement ignored")
            return
        }
        if node.placedPass == pass {
            diagnose(.placedTwice, node, "was placed more than once by \(node.parent?.label ?? "its container"); the last placement wins")
        }
        statistics.placements += 1
        node.frame = frame
        node.placedProposal = p
        node.placedPass = pass
    }

    /// Runs `body` (a `placeSubviews` call) capturing the placements it makes instead of committing them.
    func probePlacements(of subviews: LayoutSubviews, _ body: () -> Void) -> [ProbedPlacement] {
        probes.append([])
        body()
        return probes.removeLast()
    }

    /// Positions a node's children inside its frame, then theirs.
    ///
    /// Iterative over the tree (an explicit stack), so a thousand-level tree does not recurse a
    /// thousand times here; the user's `placeSubviews` runs once per container.
    func placeDescendants(of root: Node) {
        var pending: [Node] = [root]
        while let node = pending.popLast() {
            placeChildren(of: node)
            // Childless views have nothing to place inside them: not pushed at all.
            for child in node.children.reversed() where child.placedPass == pass && !child.children.isEmpty {
                pending.append(child)
            }
        }
    }

    private func commit(_ child: Node, _ frame: CGRect, _ proposal: ProposedViewSize) {
        statistics.placements += 1
        child.frame = frame
        child.placedProposal = proposal
        child.placedPass = pass
    }

    /// The offset that aligns a child of `childSize` inside a box of `boxSize` on `alignment`, using
    /// the child's explicit guides (the box's guides are their defaults).
    func alignedOffset(_ child: Node, _ childProposal: ProposedViewSize, childSize: CGSize, in boxSize: CGSize, _ alignment: Alignment) -> CGPoint {
        // Built-in guides on a child with no explicit guides: fractions of the two sizes.
        if child.guideMask.isEmpty, let fx = alignment.horizontal.key.defaultFraction, let fy = alignment.vertical.key.defaultFraction {
            return CGPoint(x: fx * (boxSize.width - childSize.width), y: fy * (boxSize.height - childSize.height))
        }
        let box = ViewDimensions(size: boxSize, source: nil)
        let dims = ViewDimensions(size: childSize, source: child.guideMask.isEmpty ? nil : GuideSource(engine: self, node: child, proposal: childProposal))
        return CGPoint(x: box[alignment.horizontal] - dims[alignment.horizontal],
                       y: box[alignment.vertical] - dims[alignment.vertical])
    }

    private func placeChildren(of node: Node) {
        let bounds = node.frame
        let p = node.placedProposal
        switch node.kind {
        case .layout(let box):
            let saved = placingOwner
            placingOwner = node
            box.placeSubviews(in: bounds, p, LayoutSubviews(owner: node, engine: self))
            placingOwner = saved
            // SwiftUI places a subview that was not placed at the centre of the bounds, with its ideal size.
            for child in node.children where child.placedPass != pass {
                if case .viewThatFits = node.kind {} else {
                    diagnose(.notPlaced, child, "was not placed by \(node.label); placed at the centre of its bounds with its ideal size")
                }
                let size = measure(child, .unspecified)
                let frame = CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
                commit(child, frame.finiteOrZero, .unspecified)
            }

        case .padding(let insets):
            let child = node.children[0]
            let cp = paddingProposal(p, insets)
            let size = measure(child, cp)
            commit(child, CGRect(origin: CGPoint(x: bounds.minX + insets.leading, y: bounds.minY + insets.top), size: size), cp)

        case .frame(let width, let height, let alignment):
            let child = node.children[0]
            let cp = ProposedViewSize(width: width ?? p.width, height: height ?? p.height)
            placeAligned(child, cp, in: bounds, alignment)

        case .flexibleFrame(let frame):
            placeAligned(node.children[0], flexibleFrameChildProposal(frame, p), in: bounds, frame.alignment)

        case .fixedSize(let horizontal, let vertical):
            placeAligned(node.children[0], fixedSizeProposal(p, horizontal, vertical), in: bounds, .center)

        case .alignmentGuide:
            let child = node.children[0]
            commit(child, CGRect(origin: bounds.origin, size: measure(child, p)), p)

        case .background(let alignment), .overlay(let alignment):
            let content = node.children[0]
            commit(content, CGRect(origin: bounds.origin, size: measure(content, p)), p)
            placeAligned(node.children[1], ProposedViewSize(bounds.size), in: bounds, alignment)

        case .viewThatFits(let axes):
            let chosen = chosenChild(of: node, axes: axes, p)
            commit(chosen, CGRect(origin: bounds.origin, size: measure(chosen, p)), p)

        case .color, .shape, .spacer, .empty, .text:
            break
        }
    }

    private func placeAligned(_ child: Node, _ cp: ProposedViewSize, in bounds: CGRect, _ alignment: Alignment) {
        let size = measure(child, cp)
        let offset = alignedOffset(child, cp, childSize: size, in: bounds.size, alignment)
        commit(child, CGRect(origin: CGPoint(x: bounds.minX + offset.x, y: bounds.minY + offset.y), size: size).finiteOrZero, cp)
    }
}

extension CGRect {
    /// This rectangle, or its finite parts (non-finite values become 0).
    var finiteOrZero: CGRect {
        func f(_ v: CGFloat) -> CGFloat { v.isFinite ? v : 0 }
        if origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite { return self }
        return CGRect(x: f(origin.x), y: f(origin.y), width: f(size.width), height: f(size.height))
    }
}
