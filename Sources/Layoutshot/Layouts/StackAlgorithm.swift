/// SwiftUI's stack algorithm, for either axis, in three phases: gaps, distribution along the major
/// axis, alignment across it.
///
/// Sources: objc.io "SwiftUI Layout Explained" and "Thinking in SwiftUI" (stack layout chapter),
/// summarised in shared/notes/swiftui-layout-semantics.md. Published measurements these rules
/// reproduce are in the table tests (`StackLayoutTests`).
struct StackAlgorithm {
    let axis: Axis
    /// The guide children are aligned on, across the major axis.
    let alignment: AlignmentKey
    let spacing: CGFloat?

    /// One child's slot while arranging: what it was offered and what it took.
    struct Slot {
        var gapBefore: CGFloat = 0
        var minimum: CGFloat = 0
        var maximum: CGFloat = 0
        var priority: Double = 0
        var offer: CGFloat? = nil
        var size: CGSize = .zero
        /// The child's alignment guide value (across the major axis) for its size.
        var guide: CGFloat = 0
    }

    /// Runs the three phases and hands the slots and the stack's size to `body`.
    /// Slots live in temporary (usually stack) memory: no allocation per call for small stacks.
    func arrange<R>(_ p: ProposedViewSize, _ subviews: LayoutSubviews, _ body: (UnsafeMutableBufferPointer<Slot>, CGSize, CGFloat) -> R) -> R {
        let n = subviews.count
        guard n > 0, let engine = subviews.engine, let owner = subviews.owner else {
            return withUnsafeTemporaryAllocation(of: Slot.self, capacity: 1) { raw in
                body(UnsafeMutableBufferPointer(rebasing: raw[0..<0]), .zero, 0)
            }
        }
        // The hot path works on the nodes directly (no LayoutSubview proxies): one buffer, no retains per child.
        // A user layout may hand a stack any proposal: make it sane once, so children can be asked
        // through the engine's trusted path.
        let p = engine.sanitize(p, for: owner)
        return owner.children[subviews.startIndex..<subviews.endIndex].withUnsafeBufferPointer { nodes in
            withUnsafeTemporaryAllocation(of: Slot.self, capacity: n) { raw in
                let slots = UnsafeMutableBufferPointer(rebasing: raw[0..<n])
                _ = slots.initialize(repeating: Slot())
                defer { slots.deinitialize() }
                let gaps = computeGaps(engine, nodes, slots)
                distribute(p, engine, nodes, slots, gaps: gaps)
                let (minorSize, minorOrigin) = align(p, engine, nodes, slots)
                var major = gaps
                for slot in slots { major += slot.size[axis] }
                let size = axis == .horizontal ? CGSize(width: major, height: minorSize) : CGSize(width: minorSize, height: major)
                return body(slots, size, minorOrigin)
            }
        }
    }

    // Phase 1: gaps. The explicit spacing if given; otherwise each neighbour pair's ViewSpacing
    // distance (8 between ordinary views, 0 next to a Spacer, which prefers no spacing).
    private func computeGaps(_ engine: LayoutEngine, _ nodes: UnsafeBufferPointer<Node>, _ slots: UnsafeMutableBufferPointer<Slot>) -> CGFloat {
        guard slots.count > 1 else { return 0 }
        var total: CGFloat = 0
        var previous = spacing == nil ? engine.spacing(of: nodes[0]) : ViewSpacing.zero
        for i in 1..<slots.count {
            let gap: CGFloat
            if let spacing {
                gap = spacing
            } else {
                let next = engine.spacing(of: nodes[i])
                gap = previous.distance(to: next, along: axis)
                previous = next
            }
            slots[i].gapBefore = gap
            total += gap
        }
        return total
    }

    // Phase 2: distribution along the major axis.
    // - nil major proposal: every child gets nil (its ideal length).
    // - ∞: every child gets ∞.
    // - otherwise: measure each child at 0 and ∞; order by layout priority (high first; a Spacer is
    //   served last), then by flexibility (max − min, least flexible first; between two infinitely
    //   flexible children the larger minimum is less flexible); the order is stable. Available length
    //   is the proposal less the gaps and less the minimums of all lower-priority children; each child
    //   is offered max(available / remaining, 0) and what it takes is subtracted. Entering the next
    //   priority group adds back that group's minimums.
    private func distribute(_ p: ProposedViewSize, _ engine: LayoutEngine, _ nodes: UnsafeBufferPointer<Node>, _ slots: UnsafeMutableBufferPointer<Slot>, gaps: CGFloat) {
        let n = slots.count
        let minor = p[axis.orthogonal]
        guard let proposed = p[axis], proposed.isFinite else {
            for i in 0..<n {
                slots[i].offer = p[axis]
                slots[i].size = engine.measure(nodes[i], ProposedViewSize(major: p[axis], minor: minor, axis: axis))
            }
            return
        }
        var sumOfMinimums: CGFloat = 0
        for i in 0..<n {
            // The children outlive this call (the owner holds them): borrow without retaining.
            sumOfMinimums += Unmanaged.passUnretained(nodes[i])._withUnsafeGuaranteedRef { node -> CGFloat in
                let minimumSize = engine.measure(node, ProposedViewSize(major: 0, minor: minor, axis: axis))
                let minimum = minimumSize[axis]
                let maximum = engine.measure(node, ProposedViewSize(major: .infinity, minor: minor, axis: axis))[axis]
                slots[i].size = minimumSize
                slots[i].minimum = minimum
                slots[i].maximum = maximum
                slots[i].priority = node.isSpacer && !node.traits.hasExplicitPriority ? -.infinity : node.traits.priority
                return minimum
            }
        }
        // Proposed nothing (and no negative gaps): every share is max(negative, 0) = 0, so every child
        // takes its minimum, already measured.
        if proposed == 0 && gaps >= 0 {
            for i in 0..<n { slots[i].offer = 0 }
            return
        }
        withUnsafeTemporaryAllocation(of: Int.self, capacity: Swift.max(n, 1)) { raw in
            var order = UnsafeMutableBufferPointer(rebasing: raw[0..<n])
            for i in 0..<n { order.initializeElement(at: i, to: i) }
            func servedBefore(_ a: Int, _ b: Int) -> Bool {
                let sa = slots[a], sb = slots[b]
                if sa.priority != sb.priority { return sa.priority > sb.priority }
                let fa = sa.maximum - sa.minimum, fb = sb.maximum - sb.minimum
                if fa.isInfinite && fb.isInfinite && sa.minimum != sb.minimum { return sa.minimum > sb.minimum }
                if fa != fb { return fa < fb }
                return a < b
            }
            if n <= 16 {
                // Stacks are small: an insertion sort beats the general sort's setup.
                for i in 1..<Swift.max(n, 1) {
                    let item = order[i]
                    var j = i
                    while j > 0 && servedBefore(item, order[j - 1]) {
                        order[j] = order[j - 1]
                        j -= 1
                    }
                    order[j] = item
                }
            } else {
                order.sort(by: servedBefore)
            }
            var available = proposed - gaps - sumOfMinimums
            var k = 0
            while k < n {
                // One priority group: add back its minimums.
                let priority = slots[order[k]].priority
                var end = k
                while end < n && slots[order[end]].priority == priority {
                    available += slots[order[end]].minimum
                    end += 1
                }
                var remaining = end - k
                while k < end {
                    let i = order[k]
                    let offer = Swift.max(available / CGFloat(remaining), 0)
                    let size = engine.measure(nodes[i], ProposedViewSize(major: offer, minor: minor, axis: axis))
                    slots[i].offer = offer
                    slots[i].size = size
                    available -= size[axis]
                    remaining -= 1
                    k += 1
                }
            }
        }
    }

    // Phase 3: alignment across the major axis: children line up on the alignment guide; the stack's
    // minor size is the extent of the aligned children. Returns that size and the distance from the
    // stack's minor origin to the alignment line.
    private func align(_ p: ProposedViewSize, _ engine: LayoutEngine, _ nodes: UnsafeBufferPointer<Node>, _ slots: UnsafeMutableBufferPointer<Slot>) -> (CGFloat, CGFloat) {
        guard slots.count > 0 else { return (0, 0) }
        // A child that is infinitely long across the axis (it was offered ∞ and took it) makes the
        // stack infinitely long too; guides on an infinite length mean nothing, so none are asked.
        for slot in slots where !slot.size[axis.orthogonal].isFinite {
            return (.infinity, 0)
        }
        var low = CGFloat.infinity, high = -CGFloat.infinity
        let fraction = defaultFraction
        for i in 0..<slots.count {
            let size = slots[i].size
            let guide: CGFloat
            if let fraction, nodes[i].guideMask.isEmpty {
                guide = fraction * size[axis.orthogonal]
            } else {
                guide = guideValue(engine, nodes[i], ProposedViewSize(major: slots[i].offer, minor: p[axis.orthogonal], axis: axis), size)
            }
            slots[i].guide = guide
            low = Swift.min(low, -guide)
            high = Swift.max(high, size[axis.orthogonal] - guide)
        }
        return (high - low, -low)
    }

    func guideValue(_ engine: LayoutEngine, _ node: Node, _ proposal: ProposedViewSize, _ size: CGSize) -> CGFloat {
        if node.mayHaveExplicitGuide(alignment),
           let explicit = engine.explicitGuide(alignment, of: node, proposal: proposal, size: size) {
            return explicit
        }
        if let fraction = defaultFraction {
            return fraction * size[axis.orthogonal]
        }
        return alignment.id.defaultValue(in: ViewDimensions(size: size, source: nil))
    }

    /// The guide's default as a fraction of the length across the stack, for built-in guides.
    var defaultFraction: CGFloat? { alignment.defaultFraction }

    /// The stack's size for a proposal.
    func size(_ p: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
        arrange(p, subviews) { _, size, _ in size }
    }

    /// Places the children one after another along the axis from the bounds' origin, each aligned on
    /// the guide across it, proposed the length it was offered.
    func place(in bounds: CGRect, _ p: ProposedViewSize, _ subviews: LayoutSubviews) {
        arrange(p, subviews) { slots, _, alignmentLine in
            place(UnsafeBufferPointer(slots), alignmentLine: alignmentLine, in: bounds, p, subviews)
        }
    }

    /// Places the children from an arrangement already made for the proposal `p`.
    func place(_ slots: UnsafeBufferPointer<Slot>, alignmentLine: CGFloat, in bounds: CGRect, _ p: ProposedViewSize, _ subviews: LayoutSubviews) {
        guard let engine = subviews.engine, let owner = subviews.owner else { return }
        var major = axis == .horizontal ? bounds.minX : bounds.minY
        let minorOrigin = axis == .horizontal ? bounds.minY : bounds.minX
        let minor = p[axis.orthogonal]
        owner.children[subviews.startIndex..<subviews.endIndex].withUnsafeBufferPointer { nodes in
            for i in 0..<slots.count {
                major += slots[i].gapBefore
                let minorPosition = minorOrigin + alignmentLine - slots[i].guide
                let point = axis == .horizontal ? CGPoint(x: major, y: minorPosition) : CGPoint(x: minorPosition, y: major)
                engine.place(nodes[i], at: point, anchor: .topLeading, proposal: ProposedViewSize(major: slots[i].offer, minor: minor, axis: axis))
                major += slots[i].size[axis]
            }
        }
    }

    /// The stack's explicit value for a guide: its children's explicit values where they sit,
    /// combined as SwiftUI combines them (mean; first or last for text baselines).
    func explicitAlignment(_ key: AlignmentKey, in bounds: CGRect, _ p: ProposedViewSize, _ subviews: LayoutSubviews) -> CGFloat? {
        guard subviews.contains(where: { $0.node.mayHaveExplicitGuide(key) }) else { return nil }
        return arrange(p, subviews) { slots, _, alignmentLine in
            var values: [CGFloat] = []
            var major: CGFloat = 0
            for i in 0..<slots.count {
                major += slots[i].gapBefore
                let subview = subviews[subviews.startIndex + i]
                let proposal = ProposedViewSize(major: slots[i].offer, minor: p[axis.orthogonal], axis: axis)
                if let value = subview.engine.explicitGuide(key, of: subview.node, proposal: proposal, size: slots[i].size) {
                    let origin = key.axis == axis ? major : alignmentLine - slots[i].guide
                    values.append(origin + value)
                }
                major += slots[i].size[axis]
            }
            return combine(values, key.combination)
        }
    }
}

extension CGSize {
    @inline(__always)
    subscript(axis: Axis) -> CGFloat {
        axis == .horizontal ? width : height
    }
}
