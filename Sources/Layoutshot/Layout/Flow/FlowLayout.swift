/// A layout that wraps its subviews into lines, as tag clouds and chips do.
///
/// ```swift
/// FlowLayout(alignment: .leading, spacing: 8, lineSpacing: 8) {
///     ForEach(tags, id: \.self) { Text($0).padding(8) }
/// }
/// ```
///
/// The rules (SwiftUI has no built-in flow layout, so these are Layoutshot's own, defined here and
/// pinned by `FlowLayoutTests`):
/// - each subview is measured at its ideal size (`.unspecified`);
/// - a line takes subviews, in order, while they fit the proposed width (neighbours `spacing` apart);
/// - a subview wider than the proposed width gets a line of its own and is proposed that width
///   (`ProposedViewSize(width: width, height: nil)`), so text in it wraps; it is the only subview
///   allowed to make a line wider than the proposal;
/// - `spacing` is the gap between neighbours in a line and `lineSpacing` the gap between lines;
///   nil uses the neighbours' `ViewSpacing` distance (8 between plain views; between lines, the union
///   of the bottom preferences of one line's subviews against the union of the top preferences of the
///   next). Negative values make neighbours overlap, as in SwiftUI's stacks; NaN or infinite values
///   are treated as nil and reported as a `LayoutDiagnostic`;
/// - lines are aligned by `alignment` within the widest line (the flow's width); subviews are centred
///   vertically in their line;
/// - the flow reports the width of its widest line and the height of its lines plus the gaps between
///   them; the proposed height is ignored (a flow is as tall as its lines);
/// - an unspecified (nil) or infinite width lays everything out on one line; a zero width gives every
///   subview a line of its own (each proposed width 0: its minimum width).
///
/// `sizeThatFits` and `placeSubviews` compute lines from the proposal only (never from the bounds'
/// size), so the two always agree for the same proposal. The arrangement is computed once per proposed
/// width and kept in the layout's `Cache` for `placeSubviews` (see `ArrangementStore` for why it can't
/// go stale); laying out 10,000 subviews is two linear passes.
public struct FlowLayout: Layout, BuiltInLayout, Equatable {
    /// How lines align within the widest line.
    public var alignment: HorizontalAlignment
    /// The gap between neighbours in a line; nil for their `ViewSpacing` distance.
    public var spacing: CGFloat?
    /// The gap between lines; nil for the lines' `ViewSpacing` distance.
    public var lineSpacing: CGFloat?

    /// Creates a flow layout.
    ///
    /// - Parameters:
    ///   - alignment: how lines align within the widest line.
    ///   - spacing: the gap between neighbours in a line; nil for their preferred spacing.
    ///   - lineSpacing: the gap between lines; nil for their preferred spacing.
    public init(alignment: HorizontalAlignment = .leading, spacing: CGFloat? = nil, lineSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
        self.lineSpacing = lineSpacing
    }

    /// The flow's cache: the arrangements computed for the last few proposed widths.
    public struct Cache {
        var arrangements = ArrangementStore<FlowArrangement>()
    }

    public func makeCache(subviews: Subviews) -> Cache {
        Cache()
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        let arrangement = arrange(width: proposal.width, subviews)
        cache.arrangements.store(arrangement, for: ArrangementKey(proposal.width))
        return arrangement.size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        reportBadArguments(subviews)
        let key = ArrangementKey(proposal.width)
        let arrangement: FlowArrangement
        if let cached = cache.arrangements.value(for: key) {
            arrangement = cached
        } else {
            arrangement = arrange(width: proposal.width, subviews)
            cache.arrangements.store(arrangement, for: key)
        }
        let wideProposal = ProposedViewSize(width: arrangement.limit, height: nil)
        let start = subviews.startIndex
        guard let tree = subviews.tree else { return }
        // The nodes' ids directly, not LayoutSubview proxies: no reference counting per item.
        let nodes = tree.childIDs(start..<subviews.endIndex)
        // The item's size is its answer to its proposal when the arrangement was made.
        let placer = tree.arrangedPlacer()
        for (i, item) in arrangement.items.enumerated() {
            let origin = CGPoint(x: bounds.minX + item.x, y: bounds.minY + item.y)
            let size = CGSize(width: item.width, height: item.height)
            let proposal = item.isWide ? wideProposal : .unspecified
            tree.place(id: Int(nodes[i]), at: origin, size: size, proposal: proposal, with: placer)
        }
    }

    private func reportBadArguments(_ subviews: Subviews) {
        if let spacing, !spacing.isFinite {
            subviews.diagnose(.invalidArgument, "has a non-finite spacing (\(describeSpacing(spacing))); used the subviews' preferred spacing")
        }
        if let lineSpacing, !lineSpacing.isFinite {
            subviews.diagnose(.invalidArgument, "has a non-finite lineSpacing (\(describeSpacing(lineSpacing))); used the lines' preferred spacing")
        }
    }

    /// Breaks the subviews into lines for a proposed width and positions them (relative to the
    /// flow's origin). Two linear passes: lines and x positions, then alignment and y positions.
    func arrange(width: CGFloat?, _ subviews: Subviews) -> FlowArrangement {
        let n = subviews.count
        // nil or ∞: one line. A proposal is never negative here (the engine sanitises it).
        let limit: CGFloat? = width.flatMap { $0.isFinite ? Swift.max($0, 0) : nil }
        let spacing = finiteSpacing(self.spacing)
        let lineSpacing = finiteSpacing(self.lineSpacing)
        let epsilon: CGFloat = 1e-9
        let start = subviews.startIndex
        var items = [FlowArrangement.Item]()
        items.reserveCapacity(n)
        var lines: [FlowArrangement.Line] = []

        var line = FlowArrangement.Line(start: 0)
        var previousSpacing = ViewSpacing.zero
        let wideProposal = ProposedViewSize(width: limit, height: nil)

        func closeLine(at end: Int) {
            guard end > line.start else { return }
            line.end = end
            lines.append(line)
            line = FlowArrangement.Line(start: end)
        }

        guard let tree = subviews.tree else {
            return FlowArrangement(size: .zero, limit: limit, items: [], lineCount: 0)
        }
        let nodes = tree.childIDs(start..<subviews.endIndex)
        for i in 0..<n {
            let node = Int(nodes[i])
            var size = tree.measure(id: node, .unspecified)
            let subviewSpacing = (spacing == nil || lineSpacing == nil) ? tree.spacing(id: node) : ViewSpacing.zero
            var isWide = false
            if let limit, size.width > limit + epsilon {
                // Too wide for any line: a line of its own, proposed the line width.
                closeLine(at: i)
                isWide = true
                size = tree.measure(id: node, wideProposal)
            }
            var x: CGFloat = 0
            if i > line.start {
                // The line holds subviews: does this one fit after them?
                let gap = spacing ?? previousSpacing.distance(to: subviewSpacing, along: .horizontal)
                let candidate = line.cursor + gap
                if !isWide, let limit, !(limit > 0 && candidate + size.width <= limit + epsilon) {
                    closeLine(at: i)
                } else if !isWide {
                    x = candidate
                }
            }
            items.append(FlowArrangement.Item(x: x, y: 0, width: size.width, height: size.height, isWide: isWide))
            line.cursor = x + size.width
            line.width = Swift.max(line.width, x + size.width)
            line.height = Swift.max(line.height, size.height)
            if lineSpacing == nil {
                line.top = unionEdge(line.top, subviewSpacing[.top], first: i == line.start)
                line.bottom = unionEdge(line.bottom, subviewSpacing[.bottom], first: i == line.start)
            }
            previousSpacing = subviewSpacing
            if isWide { closeLine(at: i + 1) }
        }
        closeLine(at: n)

        // Vertical positions and the flow's size.
        var widest: CGFloat = 0
        var y: CGFloat = 0
        for k in lines.indices {
            if k > 0 {
                let gap: CGFloat
                if let lineSpacing {
                    gap = lineSpacing
                } else if let bottom = lines[k - 1].bottom, let top = lines[k].top {
                    gap = Swift.max(bottom, top)
                } else {
                    gap = 0
                }
                y += gap
            }
            lines[k].y = y
            y += lines[k].height
            widest = Swift.max(widest, lines[k].width)
        }

        // Alignment within the widest line, and centring in each line.
        let guide = alignment.key
        let widestGuide = boxGuide(guide, CGSize(width: widest, height: 0))
        for line in lines {
            let dx = widestGuide - boxGuide(guide, CGSize(width: line.width, height: 0))
            for i in line.start..<line.end {
                items[i].x += dx
                items[i].y = line.y + (line.height - items[i].height) / 2
            }
        }
        return FlowArrangement(size: lines.isEmpty ? .zero : CGSize(width: widest, height: y), limit: limit, items: items, lineCount: lines.count)
    }

    /// `ViewSpacing.formUnion` for one edge: the larger preference; nil only when all are nil.
    @inline(__always)
    private func unionEdge(_ current: CGFloat?, _ next: CGFloat?, first: Bool) -> CGFloat? {
        if first { return next }
        switch (current, next) {
        case let (a?, b?): return Swift.max(a, b)
        case (nil, let b?): return b
        default: return current
        }
    }

    var category: ViewKind { .flow }

    var label: String {
        var parts: [String] = []
        if alignment != .leading { parts.append("alignment: .\(alignment)") }
        if let spacing { parts.append("spacing: \(describeSpacing(spacing))") }
        if let lineSpacing { parts.append("lineSpacing: \(describeSpacing(lineSpacing))") }
        return "FlowLayout(\(parts.joined(separator: ", ")))"
    }
}

/// A flow's lines and positions for one proposed width.
struct FlowArrangement {
    struct Item {
        /// Origin relative to the flow's origin.
        var x: CGFloat
        var y: CGFloat
        var width: CGFloat
        var height: CGFloat
        /// Wider than the proposal: alone on its line and proposed the line width.
        var isWide: Bool
    }

    struct Line {
        var start: Int
        /// One past the last subview, or −1 while the line is open.
        var end = -1
        /// Where the next subview would start (before the gap).
        var cursor: CGFloat = 0
        var width: CGFloat = 0
        var height: CGFloat = 0
        var y: CGFloat = 0
        /// The union of the subviews' top and bottom spacing preferences.
        var top: CGFloat? = nil
        var bottom: CGFloat? = nil

        init(start: Int) { self.start = start }
    }

    var size: CGSize
    /// The proposed width lines break at (nil: no limit).
    var limit: CGFloat?
    var items: [Item]
    var lineCount: Int
}
