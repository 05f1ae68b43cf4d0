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
        // Each line is moved by its alignment within the widest line, and each item centred
        // vertically in its line, here rather than in a second pass over the items.
        let guide = alignment.key
        let widestGuide = boxGuide(guide, CGSize(width: arrangement.size.width, height: 0))
        let items = arrangement.items
        let lines = arrangement.lines
        for k in lines.indices {
            let line = lines[k]
            let end = k + 1 < lines.count ? Int(lines[k + 1].start) : items.count
            let dx = widestGuide - boxGuide(guide, CGSize(width: line.width, height: 0))
            let proposal = line.isWide ? wideProposal : .unspecified
            for i in Int(line.start)..<end {
                let item = items[i]
                let origin = CGPoint(x: bounds.minX + (item.x + dx), y: bounds.minY + (line.y + (line.height - item.height) / 2))
                tree.place(id: Int(nodes[i]), at: origin, size: CGSize(width: item.width, height: item.height), proposal: proposal, with: placer)
            }
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

    /// Breaks the subviews into lines for a proposed width and positions them in their lines (the
    /// lines relative to the flow's origin): one linear pass. Each line's y is set when it closes
    /// (the gap to the line before needs only that line), so nothing but the lines is read again;
    /// the alignment of each line within the widest one is applied when the items are placed.
    func arrange(width: CGFloat?, _ subviews: Subviews) -> FlowArrangement {
        // With both gaps given, no subview's spacing preferences are read: the loop is compiled
        // without them (a flow of chips with fixed gaps is the common case, at every width).
        finiteSpacing(spacing) != nil && finiteSpacing(lineSpacing) != nil
            ? arrange(GivenGaps.self, width: width, subviews)
            : arrange(PreferredGaps.self, width: width, subviews)
    }

    private func arrange<Gaps: FlowGaps>(_: Gaps.Type, width: CGFloat?, _ subviews: Subviews) -> FlowArrangement {
        let n = subviews.count
        // nil or ∞: one line. A proposal is never negative here (the engine sanitises it).
        let limit: CGFloat? = width.flatMap { $0.isFinite ? Swift.max($0, 0) : nil }
        let spacing = finiteSpacing(self.spacing)
        let lineSpacing = finiteSpacing(self.lineSpacing)
        let epsilon: CGFloat = 1e-9
        let start = subviews.startIndex
        guard let tree = subviews.tree else {
            return FlowArrangement(size: .zero, limit: limit, items: [], lines: [])
        }
        var items = [FlowArrangement.Item]()
        items.reserveCapacity(n)
        var lines: [FlowArrangement.Line] = []

        // The open line: where it starts, where the next subview would start (before the gap),
        // its width and height, and the union of its subviews' top and bottom spacing preferences.
        var lineStart = 0
        var cursor: CGFloat = 0
        var lineWidth: CGFloat = 0
        var lineHeight: CGFloat = 0
        var lineTop: CGFloat? = nil
        var lineBottom: CGFloat? = nil
        // The closed lines: the bottom preference of the last one, where the next one starts
        // (its y before the gap), and the widest.
        var previousBottom: CGFloat? = nil
        var y: CGFloat = 0
        var widest: CGFloat = 0
        var previousSpacing = ViewSpacing.zero
        let wideProposal = ProposedViewSize(width: limit, height: nil)

        func closeLine(at end: Int, isWide: Bool) {
            guard end > lineStart else { return }
            if !lines.isEmpty {
                let gap: CGFloat
                if let lineSpacing {
                    gap = lineSpacing
                } else if let bottom = previousBottom, let top = lineTop {
                    gap = Swift.max(bottom, top)
                } else {
                    gap = 0
                }
                y += gap
            }
            lines.append(FlowArrangement.Line(start: Int32(lineStart), isWide: isWide, width: lineWidth, y: y, height: lineHeight))
            if lines.count == 1, end < n {
                // Room for as many lines again as the first one's subviews suggest (a quarter
                // more, for lines of narrower subviews): growing the array one doubling at a time
                // copied every line closed so far, and thousands of lines are common at a narrow width.
                let estimate = (n - end) / end
                lines.reserveCapacity(1 + estimate + estimate / 4 + 16)
            }
            y += lineHeight
            widest = Swift.max(widest, lineWidth)
            previousBottom = lineBottom
            lineStart = end
            cursor = 0
            lineWidth = 0
            lineHeight = 0
            lineTop = nil
            lineBottom = nil
        }

        let nodes = tree.childIDs(start..<subviews.endIndex)
        for i in 0..<n {
            let node = Int(nodes[i])
            var size = tree.measure(id: node, .unspecified)
            let subviewSpacing = Gaps.readsPreferences ? tree.spacing(id: node) : ViewSpacing.zero
            var isWide = false
            if let limit, size.width > limit + epsilon {
                // Too wide for any line: a line of its own, proposed the line width.
                closeLine(at: i, isWide: false)
                isWide = true
                size = tree.measure(id: node, wideProposal)
            }
            var x: CGFloat = 0
            if i > lineStart {
                // The line holds subviews: does this one fit after them?
                let gap = Gaps.readsPreferences ? spacing ?? previousSpacing.distance(to: subviewSpacing, along: .horizontal) : spacing ?? 0
                let candidate = cursor + gap
                if !isWide, let limit, !(limit > 0 && candidate + size.width <= limit + epsilon) {
                    closeLine(at: i, isWide: false)
                } else if !isWide {
                    x = candidate
                }
            }
            items.append(FlowArrangement.Item(x: x, width: size.width, height: size.height))
            cursor = x + size.width
            lineWidth = Swift.max(lineWidth, x + size.width)
            lineHeight = Swift.max(lineHeight, size.height)
            if Gaps.readsPreferences {
                if lineSpacing == nil {
                    lineTop = unionEdge(lineTop, subviewSpacing[.top], first: i == lineStart)
                    lineBottom = unionEdge(lineBottom, subviewSpacing[.bottom], first: i == lineStart)
                }
                previousSpacing = subviewSpacing
            }
            if isWide { closeLine(at: i + 1, isWide: true) }
        }
        closeLine(at: n, isWide: false)
        return FlowArrangement(size: lines.isEmpty ? .zero : CGSize(width: widest, height: y), limit: limit, items: items, lines: lines)
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

/// Whether `FlowLayout.arrange` reads the subviews' spacing preferences (a gap is nil), as a type,
/// so that each case is a loop of its own.
private protocol FlowGaps {
    static var readsPreferences: Bool { get }
}

/// Both gaps given: no preferences read.
private enum GivenGaps: FlowGaps {
    static var readsPreferences: Bool { false }
}

/// A gap left nil: the neighbours' (or lines') preferences decide it.
private enum PreferredGaps: FlowGaps {
    static var readsPreferences: Bool { true }
}

/// A flow's lines and positions for one proposed width.
struct FlowArrangement {
    struct Item {
        /// Origin within its line, before the line's alignment.
        var x: CGFloat
        var width: CGFloat
        var height: CGFloat
    }

    struct Line {
        /// Its first subview (the next line's `start`, or the item count, ends it). An `Int32`, as
        /// the engine's slots are: a tree has fewer nodes than that.
        var start: Int32
        /// Its one subview is wider than the proposal, and proposed the line width.
        var isWide: Bool
        var width: CGFloat
        /// Top, relative to the flow's origin.
        var y: CGFloat
        var height: CGFloat
    }

    var size: CGSize
    /// The proposed width lines break at (nil: no limit).
    var limit: CGFloat?
    var items: [Item]
    var lines: [Line]
    var lineCount: Int { lines.count }
}
