/// SwiftUI's stack algorithm, for either axis, in three phases: gaps, distribution along the major
/// axis, alignment across it.
///
/// Sources: objc.io "SwiftUI Layout Explained" and "Thinking in SwiftUI" (stack layout chapter,
/// Chris Eidhof and Florian Kugler). Published measurements these rules
/// reproduce are in the table tests (`StackLayoutTests`).
struct StackAlgorithm {
    let axis: Axis
    /// The guide children are aligned on, across the major axis.
    let alignment: AlignmentKey
    let spacing: CGFloat?
    /// The guide's default as a fraction of the length across the stack, for built-in guides.
    let defaultFraction: CGFloat?

    init(axis: Axis, alignment: AlignmentKey, spacing: CGFloat?) {
        self.init(axis: axis, alignment: alignment, spacing: spacing, defaultFraction: alignment.defaultFraction)
    }

    /// With the guide's fraction already known (a stack node's record keeps it).
    init(axis: Axis, alignment: AlignmentKey, spacing: CGFloat?, defaultFraction: CGFloat?) {
        self.axis = axis
        self.alignment = alignment
        self.spacing = StackAlgorithm.sanitizedSpacing(spacing)
        self.defaultFraction = defaultFraction
    }

    /// How the stack is written: `HStack(alignment: .top, spacing: 8)`, arguments left at their
    /// defaults omitted.
    var label: String {
        let isCenter = alignment == (axis == .horizontal ? VerticalAlignment.center.key : HorizontalAlignment.center.key)
        return "\(axis == .horizontal ? "HStack" : "VStack")(\(stackArguments(isCenter ? nil : ".\(alignment.name)", spacing)))"
    }

    /// A stack's spacing as laid out: not finite is nil (the views' own spacing), beyond
    /// ±`LayoutLength.maximum` that maximum; negative spacing overlaps, as in SwiftUI.
    static func sanitizedSpacing(_ spacing: CGFloat?) -> CGFloat? {
        spacing.flatMap { $0.isFinite ? LayoutLength.clamped($0) : nil }
    }

    /// What `sanitizedSpacing` changed, for the stack's diagnostics.
    static func spacingProblems(_ spacing: CGFloat?) -> [String] {
        guard let spacing, StackAlgorithm.sanitizedSpacing(spacing) != spacing else { return [] }
        let used = StackAlgorithm.sanitizedSpacing(spacing).map(formatLength) ?? "the views' spacing (nil)"
        return ["has a spacing of \(describeSpacing(spacing)); used \(used)"]
    }

    /// One child's slot while arranging: what it was offered and what it took. The engine keeps
    /// one per child of every stack (`StackStates`), handed out by `NodeContext.stackWindows`.
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

    /// Runs the three phases for children `range` of the stack `tree` is handed for, arranging them
    /// in its slots (taken once per stack), and returns the stack's size and
    /// the distance from its minor origin to the alignment line. A whole stack's arrangement is kept
    /// (`StackMemo`) for its placement.
    @discardableResult
    func arrange(_ proposal: ProposedViewSize, _ tree: NodeContext, range: Range<Int>, isSane: Bool = false) -> (size: CGSize, alignmentLine: CGFloat) {
        let n = range.count
        let isWhole = range.lowerBound == 0 && n == tree.childCount
        guard n > 0 else {
            if isWhole { tree.stackMemo = StackMemo(proposal: proposal, alignmentLine: 0, isValid: true) }
            return (.zero, 0)
        }
        // A user layout may hand a stack any proposal: make it sane once, so children can be asked
        // through the engine's trusted path. (The engine's own proposals are sane already.)
        let p = isSane ? proposal : tree.sanitize(proposal)
        // The children's ids, and the stack slots arranged in place (one each per child). A
        // child's own arrangement (asked below, maybe through a user's layout that re-enters the
        // engine) uses its own children's, never these.
        let nodes = tree.childIDs(range)
        let (slots, order) = tree.stackWindows(range)
        // The slots are overwritten: a whole stack's memo is rewritten below, a partial arrangement spoils it.
        tree.stackMemo = StackMemo()
        // Every phase writes the fields it owns for every slot (minimum, maximum and priority only
        // where distribution reads them); only the first gap is never written.
        slots[0].gapBefore = 0
        let gaps = computeGaps(tree, nodes, slots)
        distribute(p, tree, nodes, slots, order, gaps: gaps)
        // An owner's guide mask covers its children's subtrees: empty means no explicit guides anywhere below.
        let (minorSize, minorOrigin) = align(p, tree, nodes, slots, noExplicitGuides: !tree.childrenHaveExplicitGuides)
        var major = gaps
        for i in 0..<n { major += slots[i].size[axis] }
        let size = axis == .horizontal ? CGSize(width: major, height: minorSize) : CGSize(width: minorSize, height: major)
        if isWhole { tree.stackMemo = StackMemo(proposal: proposal, alignmentLine: minorOrigin, isValid: true) }
        return (size, minorOrigin)
    }

    /// Arranges the subviews of a `Layout` call (`HStackLayout`, `VStackLayout`).
    func arrange(_ p: ProposedViewSize, _ subviews: LayoutSubviews) -> (size: CGSize, alignmentLine: CGFloat) {
        guard !subviews.isEmpty, let tree = subviews.tree else { return (.zero, 0) }
        return arrange(p, tree, range: subviews.startIndex..<subviews.endIndex)
    }

    // Phase 1: gaps. The explicit spacing if given; otherwise each neighbour pair's ViewSpacing
    // distance (8 between ordinary views, 0 next to a Spacer, which prefers no spacing).
    private func computeGaps(_ tree: NodeContext, _ nodes: TableWindow<Int32>, _ slots: TableWindow<Slot>) -> CGFloat {
        guard slots.count > 1 else { return 0 }
        if let spacing {
            var total: CGFloat = 0
            for i in 1..<slots.count {
                slots[i].gapBefore = spacing
                total += spacing
            }
            return total
        }
        var total: CGFloat = 0
        var previous = tree.spacing(id: Int(nodes[0]))
        for i in 1..<slots.count {
            let next = tree.spacing(id: Int(nodes[i]))
            let gap = previous.distance(to: next, along: axis)
            previous = next
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
    private func distribute(_ p: ProposedViewSize, _ tree: NodeContext, _ nodes: TableWindow<Int32>, _ slots: TableWindow<Slot>, _ order: TableWindow<Int32>, gaps: CGFloat) {
        let n = slots.count
        let minor = p[axis.orthogonal]
        guard let proposed = p[axis], proposed.isFinite else {
            let offer = ProposedViewSize(major: p[axis], minor: minor, axis: axis)
            for i in 0..<n {
                slots[i].offer = p[axis]
                slots[i].size = tree.measure(id: Int(nodes[i]), offer)
            }
            return
        }
        var sumOfMinimums: CGFloat = 0
        let zero = ProposedViewSize(major: 0, minor: minor, axis: axis)
        let infinite = ProposedViewSize(major: .infinity, minor: minor, axis: axis)
        for i in 0..<n {
            let node = Int(nodes[i])
            let minimumSize = tree.measure(id: node, zero)
            let minimum = minimumSize[axis]
            let maximum = tree.measure(id: node, infinite)[axis]
            slots[i].size = minimumSize
            slots[i].minimum = minimum
            slots[i].maximum = maximum
            slots[i].priority = tree.servicePriority(of: node)
            sumOfMinimums += minimum
        }
        // Proposed nothing (and no negative gaps): every share is max(negative, 0) = 0, so every child
        // takes its minimum, already measured.
        if proposed == 0 && gaps >= 0 {
            for i in 0..<n { slots[i].offer = 0 }
            return
        }
        // The order lives beside the slots (one entry per child): no allocation.
        for i in 0..<n { order[i] = Int32(i) }
        func servedBefore(_ a: Int, _ b: Int) -> Bool {
            StackAlgorithm.servedBefore(a, priority: slots[a].priority, minimum: slots[a].minimum, maximum: slots[a].maximum,
                                        b, priority: slots[b].priority, minimum: slots[b].minimum, maximum: slots[b].maximum)
        }
        if n <= 16 {
            // Stacks are small: an insertion sort beats the general sort's setup.
            for i in 1..<Swift.max(n, 1) {
                let item = order[i]
                var j = i
                while j > 0 && servedBefore(Int(item), Int(order[j - 1])) {
                    order[j] = order[j - 1]
                    j -= 1
                }
                order[j] = item
            }
        } else {
            var sorted = Array(0..<n)
            sorted.sort { servedBefore($0, $1) }
            for i in 0..<n { order[i] = Int32(sorted[i]) }
        }
        var available = proposed - gaps - sumOfMinimums
        var k = 0
        while k < n {
            // One priority group: add back its minimums.
            let priority = slots[Int(order[k])].priority
            var end = k
            while end < n && slots[Int(order[end])].priority == priority {
                available += slots[Int(order[end])].minimum
                end += 1
            }
            var remaining = end - k
            while k < end {
                let i = Int(order[k])
                let offer = Swift.max(available / CGFloat(remaining), 0)
                let size = tree.measure(id: Int(nodes[i]), ProposedViewSize(major: offer, minor: minor, axis: axis))
                slots[i].offer = offer
                slots[i].size = size
                available -= size[axis]
                remaining -= 1
                k += 1
            }
        }
    }

    // Phase 3: alignment across the major axis: children line up on the alignment guide; the stack's
    // minor size is the extent of the aligned children. Returns that size and the distance from the
    // stack's minor origin to the alignment line.
    private func align(_ p: ProposedViewSize, _ tree: NodeContext, _ nodes: TableWindow<Int32>, _ slots: TableWindow<Slot>, noExplicitGuides: Bool) -> (CGFloat, CGFloat) {
        let across = axis.orthogonal
        // A child that is infinitely long across the axis (it was offered ∞ and took it) makes the
        // stack infinitely long too; guides on an infinite length mean nothing, so none are asked.
        func infinitelyLong() -> (CGFloat, CGFloat) {
            for i in 0..<slots.count { slots[i].guide = 0 }
            return (.infinity, 0)
        }
        var low = CGFloat.infinity, high = -CGFloat.infinity
        let fraction = defaultFraction
        if let fraction, noExplicitGuides {
            // The common case: a built-in guide and no explicit guides below, a fraction of each
            // size (lengths checked for ∞ on the way, all at once).
            let horizontal = axis == .horizontal
            var longest: CGFloat = 0
            for i in 0..<slots.count {
                let length = horizontal ? slots[i].size.height : slots[i].size.width
                longest = Swift.max(longest, length)
                let guide = fraction * length
                slots[i].guide = guide
                low = Swift.min(low, -guide)
                high = Swift.max(high, length - guide)
            }
            return longest.isFinite ? (high - low, -low) : infinitelyLong()
        }
        for i in 0..<slots.count where !slots[i].size[across].isFinite {
            return infinitelyLong()
        }
        for i in 0..<slots.count {
            let size = slots[i].size
            let guide: CGFloat
            if let fraction, !tree.hasExplicitGuides(Int(nodes[i])) {
                guide = fraction * size[across]
            } else {
                guide = guideValue(tree, Int(nodes[i]), ProposedViewSize(major: slots[i].offer, minor: p[across], axis: axis), size)
            }
            slots[i].guide = guide
            low = Swift.min(low, -guide)
            high = Swift.max(high, size[across] - guide)
        }
        return (high - low, -low)
    }

    func guideValue(_ tree: NodeContext, _ id: NodeContext.ID, _ proposal: ProposedViewSize, _ size: CGSize) -> CGFloat {
        if tree.mayHaveExplicitGuide(id, alignment),
           let explicit = tree.explicitGuide(alignment, id: id, proposal, size: size) {
            return explicit
        }
        if let fraction = defaultFraction {
            return fraction * size[axis.orthogonal]
        }
        return alignment.id.defaultValue(in: ViewDimensions(size: size, source: nil))
    }


    /// The stack's size for a proposal.
    func size(_ p: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
        arrange(p, subviews).size
    }

    /// Places the children one after another along the axis from the bounds' origin, each aligned on
    /// the guide across it, proposed the length it was offered.
    func place(in bounds: CGRect, _ p: ProposedViewSize, _ subviews: LayoutSubviews) {
        guard !subviews.isEmpty, let tree = subviews.tree else { return }
        let range = subviews.startIndex..<subviews.endIndex
        let line = arrange(p, tree, range: range).alignmentLine
        place(alignmentLine: line, in: bounds, p, tree, range: range)
    }

    /// Places children `range` of the stack from the arrangement in its slots, made for the proposal `p`.
    func place(alignmentLine: CGFloat, in bounds: CGRect, _ p: ProposedViewSize, _ tree: NodeContext, range: Range<Int>) {
        var major = axis == .horizontal ? bounds.minX : bounds.minY
        let minorOrigin = axis == .horizontal ? bounds.minY : bounds.minX
        let minor = p[axis.orthogonal]
        let nodes = tree.childIDs(range)
        let slots = tree.stackWindows(range).slots
        let placer = tree.arrangedPlacer()
        for i in 0..<range.count {
            let slot = slots[i]
            major += slot.gapBefore
            let minorPosition = minorOrigin + alignmentLine - slot.guide
            let point = axis == .horizontal ? CGPoint(x: major, y: minorPosition) : CGPoint(x: minorPosition, y: major)
            tree.place(id: Int(nodes[i]), at: point, size: slot.size, proposal: ProposedViewSize(major: slot.offer, minor: minor, axis: axis), with: placer)
            major += slot.size[axis]
        }
    }

    /// The stack's explicit value for a guide: its children's explicit values where they sit,
    /// merged by the guide's `combineExplicit` rule (mean; minimum or maximum for text baselines).
    func explicitAlignment(_ key: AlignmentKey, in bounds: CGRect, _ p: ProposedViewSize, _ subviews: LayoutSubviews) -> CGFloat? {
        guard let tree = subviews.tree, subviews.contains(where: { $0.node.mayHaveExplicitGuide(key) }) else { return nil }
        let range = subviews.startIndex..<subviews.endIndex
        let alignmentLine = arrange(p, tree, range: range).alignmentLine
        let sane = tree.sanitize(p)
        let nodes = tree.childIDs(range)
        let slots = tree.stackWindows(range).slots
        var values: [CGFloat] = []
        var major: CGFloat = 0
        for i in 0..<range.count {
            let slot = slots[i]
            major += slot.gapBefore
            let proposal = ProposedViewSize(major: slot.offer, minor: sane[axis.orthogonal], axis: axis)
            if let value = tree.explicitGuide(key, id: Int(nodes[i]), proposal, size: slot.size) {
                let origin = key.axis == axis ? major : alignmentLine - slot.guide
                values.append(origin + value)
            }
            major += slot.size[axis]
        }
        return key.combination.combine(values)
    }
}

extension StackAlgorithm {
    /// SwiftUI's order of service among a stack's children (and a grid's tracks): higher layout
    /// priority first; within a priority, least flexible first (flexibility = maximum − minimum
    /// length along the axis); between two infinitely flexible children, the larger minimum is
    /// the less flexible; otherwise in order (stable). Sources: objc.io, "SwiftUI Layout
    /// Explained: HStack" and "Thinking in SwiftUI", stack chapter.
    @inline(__always)
    static func servedBefore(_ a: Int, priority pa: Double, minimum mina: CGFloat, maximum maxa: CGFloat,
                             _ b: Int, priority pb: Double, minimum minb: CGFloat, maximum maxb: CGFloat) -> Bool {
        if pa != pb { return pa > pb }
        let fa = maxa - mina, fb = maxb - minb
        if fa.isInfinite && fb.isInfinite && mina != minb { return mina > minb }
        if fa != fb { return fa < fb }
        return a < b
    }
}

extension CGSize {
    @inline(__always)
    subscript(axis: Axis) -> CGFloat {
        axis == .horizontal ? width : height
    }
}
