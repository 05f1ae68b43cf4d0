/// A placement captured while computing a default explicit alignment (nothing is committed).
struct ProbedPlacement {
    let subview: LayoutSubview
    let frame: CGRect
    let proposal: ProposedViewSize
}

extension LayoutEngine {
    /// Places the root at the origin with its own size, then every descendant, depth first.
    /// Returns the root's size.
    func layoutPass(proposal: ProposedViewSize) -> CGSize {
        let previous = preparePlacementBuffers()
        // The previous pass's placements can be copied when that pass was this engine's last on
        // this store (its root is placed by it), reported nothing, and counted as this one will.
        if let previous, answersFromCacheQuickly, diagnostics.isEmpty, store.count > 0, previous.states.pass(0) == pass,
           let ends = store.reusableEnds() {
            setReuse(PlacementReuse(previous: previous, previousPass: pass, ends: ends))
        } else {
            setReuse(nil)
        }
        defer { setReuse(nil) }
        pass += 1
        diagnostics.removeAll(keepingCapacity: true)
        for slot in store.argumentProblemSlots {
            for problem in node(slot).argumentProblems { diagnose(.invalidArgument, slot, problem) }
        }
        if recordsTrace {
            traces = TraceLog()
        }
        let root = 0
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
        placed[root] = PlacedState(frame: CGRect(origin: .zero, size: size), proposal: p, pass: pass)
        placeDescendants()
        return size
    }

    /// `LayoutSubview.place(at:anchor:proposal:)`: the anchor point of the subview's size for the
    /// proposal goes to `position`.
    func place(_ slot: Int, at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
        let p = sanitize(proposal, for: slot)
        var size = measure(slot, p)
        if !size.width.isFinite || !size.height.isFinite {
            let ideal = self.size(of: slot, .unspecified)
            diagnose(.invalidSize, slot, "was placed with \(p) and answered an infinite size; placed at its ideal size")
            if !size.width.isFinite { size.width = ideal.width.isFinite ? ideal.width : 0 }
            if !size.height.isFinite { size.height = ideal.height.isFinite ? ideal.height : 0 }
        }
        var origin = CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
        let parent = Int(records[slot].parent)
        if !origin.x.isFinite || !origin.y.isFinite {
            diagnose(.invalidPlacement, slot, "was placed at a non-finite position (\(formatLength(position.x)), \(formatLength(position.y))); used the container's origin")
            origin = parent >= 0 ? placed[parent].frame.origin : .zero
        }
        let frame = CGRect(origin: origin, size: size)
        if !probes.isEmpty {
            probes[probes.count - 1].append(ProbedPlacement(subview: LayoutSubview(link: link, node: node(slot)), frame: frame, proposal: p))
            return
        }
        if placingOwner < 0 || parent != placingOwner {
            diagnose(.invalidPlacement, slot, "was placed outside its container's placeSubviews; placement ignored")
            return
        }
        if placed.pass(slot) == pass {
            diagnose(.placedTwice, slot, "was placed more than once by \(parent >= 0 ? node(parent).label : "its container"); the last placement wins")
        }
        commit(slot, frame, p)
    }

    /// `place` for children a built-in layout has just arranged (the second and last way into
    /// placement): each child's `size` is what it answered for `proposal` in that arrangement, so
    /// the question `place` would ask again is answered from it (counted, and traced when the pass
    /// records a trace, as the cache hit it would be). What holds for the whole container (the
    /// engine's own placement of it, caching on, no placement probe) is checked once; uncached
    /// layouts, infinite sizes, placement probes and placements from outside the container's own
    /// placement take `place` itself.
    struct ArrangedPlacer {
        // (The engine is passed to each `place` rather than kept: a kept reference is retained
        // and released once per container.)
        let quick: Bool
        let tracing: Bool

        @inline(__always)
        init(_ engine: LayoutEngine, owner: Int) {
            quick = engine.cachesMeasurements && engine.probes.isEmpty && owner >= 0 && engine.placingOwner == owner
            tracing = engine.recordsTrace
        }

        @inline(__always)
        func place(_ slot: Int, at position: CGPoint, size: CGSize, proposal: ProposedViewSize, in engine: LayoutEngine) {
            let frame = CGRect(origin: position, size: size)
            // (A frame `commit` would store as it is is finite too: one test for both.)
            guard quick, (proposal.width ?? 0) >= 0, (proposal.height ?? 0) >= 0,
                  LayoutEngine.isStorable(frame), engine.placed.pass(slot) != engine.pass else {
                return engine.place(slot, at: position, anchor: .topLeading, proposal: proposal)
            }
            engine.statistics.sizeQueries &+= 1
            engine.statistics.cacheHits &+= 1
            // The proposal is sane (checked above), so it is what `place` would have asked with.
            if tracing { engine.traces.append(slot, proposal, size, cached: true) }
            engine.storePlacement(slot, frame, proposal)
        }
    }

    func place(_ node: Node, at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
        place(node.slot, at: position, anchor: anchor, proposal: proposal)
    }

    /// Runs `body` (a `placeSubviews` call) capturing the placements it makes instead of committing them.
    func probePlacements(of subviews: LayoutSubviews, _ body: () -> Void) -> [ProbedPlacement] {
        probes.append([])
        body()
        return probes.removeLast()
    }

    /// Positions every placed node's children inside its frame, depth first.
    ///
    /// Slots are in depth-first order and a node is placed only by its parent, so one scan of the
    /// containers in slot order reaches every placed one after its parent and places its children:
    /// no recursion (a thousand-level tree costs nothing extra) and no work list. The user's
    /// `placeSubviews` runs once per container.
    ///
    /// In a pass after another on the same tree whose result is still held (a sweep over widths,
    /// a host's next pass), a subtree of views answered from their records that is placed with the
    /// same frame and proposal as in that pass, and none of whose views computed anything in this
    /// pass, places its descendants exactly as then: each stack's memo is still the arrangement
    /// for that proposal and every question its placement would ask is answered from the cache.
    /// So its descendants' placements are copied, and counted as the placement would count them
    /// (one question, answered from the cache, and one placement per view placed). SwiftUI
    /// likewise leaves a view whose size and proposal did not change alone.
    func placeDescendants() {
        guard let reuse else {
            for slot in store.containers where placed.pass(Int(slot)) == pass {
                placeChildren(of: Int(slot))
            }
            return
        }
        let previous = reuse.previous.states
        let marks = store.missMarks!
        var skipUntil = 0
        for slot in store.containers {
            let slot = Int(slot)
            guard slot >= skipUntil, placed.pass(slot) == pass else { continue }
            let end = Int(reuse.ends[slot])
            if end > slot, marks[slot] != pass, previous[slot].placesLike(placed[slot], previousPass: reuse.previousPass) {
                copyPlacements(slot + 1 ..< end, from: previous, placedIn: reuse.previousPass)
                skipUntil = end
            } else {
                placeChildren(of: slot)
            }
        }
    }

    /// The placements of `slots` from the previous pass, as this pass's.
    private func copyPlacements(_ slots: Range<Int>, from previous: PlacementTable, placedIn previousPass: Int32) {
        let placed = self.placed
        let pass = self.pass
        var count = 0
        for slot in slots where previous.pass(slot) == previousPass {
            var state = previous[slot]
            state.pass = pass
            placed[slot] = state
            count += 1
        }
        statistics.sizeQueries &+= count
        statistics.cacheHits &+= count
        statistics.placements &+= count
        copiedPlacements &+= count
    }

    @inline(__always)
    func commit(_ slot: Int, _ frame: CGRect, _ proposal: ProposedViewSize) {
        storePlacement(slot, LayoutEngine.isStorable(frame) ? frame : boundedFrame(frame, of: slot), proposal)
    }

    /// Every frame stored is finite and within ±LayoutLength.maximum (its far edges then are too).
    @inline(__always)
    static func isStorable(_ frame: CGRect) -> Bool {
        LayoutLength.isWithin(frame.origin.x) && LayoutLength.isWithin(frame.origin.y)
            && frame.size.width >= 0 && frame.size.width <= LayoutLength.maximum
            && frame.size.height >= 0 && frame.size.height <= LayoutLength.maximum
    }

    /// Records a placement whose frame `isStorable`.
    @inline(__always)
    private func storePlacement(_ slot: Int, _ frame: CGRect, _ proposal: ProposedViewSize) {
        statistics.placements &+= 1
        placed[slot] = PlacedState(frame: frame, proposal: proposal, pass: pass)
    }

    /// A frame clamped into ±`LayoutLength.maximum` (NaN is 0), with a diagnostic.
    @inline(never)
    private func boundedFrame(_ frame: CGRect, of slot: Int) -> CGRect {
        func bound(_ v: CGFloat, low: CGFloat) -> CGFloat { v.isNaN ? 0 : Swift.min(Swift.max(v, low), LayoutLength.maximum) }
        let bounded = CGRect(x: bound(frame.origin.x, low: -LayoutLength.maximum), y: bound(frame.origin.y, low: -LayoutLength.maximum),
                             width: bound(frame.size.width, low: 0), height: bound(frame.size.height, low: 0))
        diagnose(.invalidPlacement, slot, "was given the frame (\(formatLength(frame.origin.x)), \(formatLength(frame.origin.y)), \(formatLength(frame.size.width)) × \(formatLength(frame.size.height))); clamped to (\(formatLength(bounded.origin.x)), \(formatLength(bounded.origin.y)), \(formatLength(bounded.width)) × \(formatLength(bounded.height))), within ±\(formatLength(LayoutLength.maximum)) points")
        return bounded
    }

    /// The offset that aligns a child of `childSize` inside a box of `boxSize` on `alignment`, using
    /// the child's explicit guides (the box's guides are their defaults).
    func alignedOffset(_ child: Int, _ childProposal: ProposedViewSize, childSize: CGSize, in boxSize: CGSize, _ alignment: Alignment) -> CGPoint {
        // Built-in guides on a child with no explicit guides: fractions of the two sizes.
        if records[child].guideMask.isEmpty, let fx = alignment.horizontal.key.defaultFraction, let fy = alignment.vertical.key.defaultFraction {
            return CGPoint(x: fx * (boxSize.width - childSize.width), y: fy * (boxSize.height - childSize.height))
        }
        let box = ViewDimensions(size: boxSize, source: nil)
        let dims = ViewDimensions(size: childSize, source: records[child].guideMask.isEmpty ? nil : GuideSource(engine: self, node: node(child), proposal: childProposal))
        return CGPoint(x: box[alignment.horizontal] - dims[alignment.horizontal],
                       y: box[alignment.vertical] - dims[alignment.vertical])
    }

    /// Places the children of the container at `slot` (placed already): the kinds answered from
    /// their record through their rule's own static functions (`NodeOp`), everything else by its
    /// rule. The engine only dispatches.
    private func placeChildren(of slot: Int) {
        let state = placed[slot]
        let r = records[slot]
        switch r.op {
        case .stack: StackBox.placeFromRecord(in: state.frame, state.proposal, r, context(slot))
        case .padding: PaddingRule.placeFromRecord(in: state.frame, state.proposal, r, context(slot))
        case .fixedFrame, .frame: FrameRule.placeFromRecord(in: state.frame, state.proposal, r, context(slot))
        case .general: placeByRule(slot, state.frame, state.proposal)
        case .greedy, .spacer: break
        }
    }

    @inline(never)
    private func placeByRule(_ slot: Int, _ bounds: CGRect, _ p: ProposedViewSize) {
        node(slot).rule.placeChildren(in: bounds, p, context(slot))
    }

    /// Runs `body` (a built-in layout placing its children) as the owner of the children of the
    /// node at `slot`: what `ArrangedPlacer` checks before it places without asking again.
    @inline(__always)
    func placingChildren(of slot: Int, _ body: () -> Void) {
        let saved = placingOwner
        placingOwner = slot
        body()
        placingOwner = saved
    }

    /// Measures `child` for `cp` and puts it in `bounds` on `alignment`.
    func placeAligned(_ child: Int, _ cp: ProposedViewSize, in bounds: CGRect, _ alignment: Alignment) {
        let size = measure(child, cp)
        let offset = alignedOffset(child, cp, childSize: size, in: bounds.size, alignment)
        commit(child, CGRect(origin: CGPoint(x: bounds.minX + offset.x, y: bounds.minY + offset.y), size: size), cp)
    }

    /// Runs a container's `placeSubviews` (`body`) as the owner of its children's placements, then
    /// places what it left unplaced: a subview the layout did not place "appears at the center of
    /// its layout container and uses the layout container's size proposal" (Apple's documentation
    /// of `LayoutSubview.place(at:anchor:proposal:)`): centred in the bounds, sized for `p`.
    func placeAsOwner(_ slot: Int, in bounds: CGRect, _ p: ProposedViewSize, _ body: () -> Void) {
        let saved = placingOwner
        placingOwner = slot
        body()
        placingOwner = saved
        for child in children(of: slot, 0..<Int(records[slot].childCount)) where placed.pass(Int(child)) != pass {
            let child = Int(child)
            diagnose(.notPlaced, child, "was not placed by \(node(slot).label); placed at the centre of its bounds, proposed the container's proposal")
            let size = self.size(of: child, p)
            commit(child, CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height), p)
        }
    }
}
