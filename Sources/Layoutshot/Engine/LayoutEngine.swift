/// Measures and places a graph of nodes: the layout conversation between parents and children.
///
/// One engine serves one tree for its whole life (a `ComputedLayout`, a sweep, a `LayoutHost`),
/// so the per-node measurement caches and the user layouts' caches outlive a single pass.
/// The rules each case implements are SwiftUI's, cited where they are implemented.
final class LayoutEngine {
    let textMeasurer: TextMeasurer
    var recordsTrace: Bool
    /// Off only to check that caching changes nothing (every question is then computed afresh).
    var cachesMeasurements = true
    @exclusivity(unchecked) var statistics = LayoutStatistics()
    @exclusivity(unchecked) var diagnostics: [LayoutDiagnostic] = []
    /// Trace entries for the current pass, by node index.
    @exclusivity(unchecked) var traces: [[TraceEntry]] = []
    /// The current pass; a node placed in an earlier one is "not placed yet".
    @exclusivity(unchecked) var pass = 0
    /// The container whose `placeSubviews` is running (placements from elsewhere are diagnosed).
    @exclusivity(unchecked) var placingOwner: Node?
    /// Placements captured instead of committed, while computing a default explicit alignment.
    @exclusivity(unchecked) var probes: [[ProbedPlacement]] = []

    init(textMeasurer: TextMeasurer, recordsTrace: Bool) {
        self.textMeasurer = textMeasurer
        self.recordsTrace = recordsTrace
    }

    // MARK: Proposals

    /// NaN becomes nil (with a diagnostic: it is a bug in the caller), a negative or -∞ dimension 0.
    @inline(__always)
    func sanitize(_ proposal: ProposedViewSize, for node: Node) -> ProposedViewSize {
        var p = proposal
        if let w = p.width, !(w >= 0) {
            if w.isNaN { diagnose(.invalidProposal, node, "was proposed a NaN width; treated as unspecified (nil)") }
            p.width = w.isNaN ? nil : 0
        }
        if let h = p.height, !(h >= 0) {
            if h.isNaN { diagnose(.invalidProposal, node, "was proposed a NaN height; treated as unspecified (nil)") }
            p.height = h.isNaN ? nil : 0
        }
        return p
    }

    // MARK: Sizes

    /// The node's size for a proposal: from its cache, or computed once and cached.
    func size(of node: Node, _ proposal: ProposedViewSize) -> CGSize {
        measure(node, sanitize(proposal, for: node))
    }

    /// `size(of:_:)` for proposals the engine made itself, which are never NaN or negative
    /// (0, ∞, shares clamped at 0, or dimensions passed through from a sanitised proposal).
    @inline(__always)
    func measure(_ node: Node, _ p: ProposedViewSize) -> CGSize {
        statistics.sizeQueries += 1
        if cachesMeasurements, let cached = node.isProposalIndependent ? node.measurements.first : node.measurements.lookup(p) {
            statistics.cacheHits += 1
            if recordsTrace { traces[node.index].append(TraceEntry(proposal: p, size: cached, cached: true)) }
            return cached
        }
        var size = computeSize(of: node, p)
        size = validate(size, of: node, for: p)
        if cachesMeasurements { node.measurements.store(p, size) }
        statistics.countMeasurement(node.category)
        if recordsTrace { traces[node.index].append(TraceEntry(proposal: p, size: size, cached: false)) }
        return size
    }

    /// A size must be finite and non-negative, except that a view may answer ∞ where it was offered ∞.
    @inline(__always)
    private func validate(_ size: CGSize, of node: Node, for p: ProposedViewSize) -> CGSize {
        if size.width >= 0, size.height >= 0,
           size.width.isFinite || p.width == .infinity, size.height.isFinite || p.height == .infinity {
            return size
        }
        return repair(size, of: node, for: p)
    }

    @inline(never)
    private func repair(_ size: CGSize, of node: Node, for p: ProposedViewSize) -> CGSize {
        func check(_ value: CGFloat, _ offered: CGFloat?, _ axis: String) -> CGFloat {
            if value.isNaN {
                diagnose(.invalidSize, node, "answered a NaN \(axis) for \(p); used 0")
                return 0
            }
            if value < 0 {
                diagnose(.invalidSize, node, "answered a negative \(axis) (\(formatLength(value))) for \(p); used 0")
                return 0
            }
            if value.isInfinite && offered != .infinity {
                let replacement = offered ?? 0
                diagnose(.invalidSize, node, "answered an infinite \(axis) for \(p); used \(formatLength(replacement))")
                return replacement
            }
            return value
        }
        return CGSize(width: check(size.width, p.width, "width"), height: check(size.height, p.height, "height"))
    }

    private func computeSize(of node: Node, _ p: ProposedViewSize) -> CGSize {
        switch node.kind {
        case .layout(let box):
            return box.sizeThatFits(p, LayoutSubviews(owner: node, engine: self))

        case .color, .shape:
            // Shapes and colours take whatever they are offered; 10×10 when nothing is offered.
            return p.replacingUnspecifiedDimensions()

        case .spacer(let minLength):
            // A Spacer grows along its stack's axis from its minimum length (8 by default) and is
            // 0 across it; outside a stack it grows both ways.
            let minimum = minLength ?? ViewSpacing.defaultValue
            func along(_ offered: CGFloat?) -> CGFloat { Swift.max(offered ?? minimum, minimum) }
            switch node.stackAxis {
            case .horizontal?: return CGSize(width: along(p.width), height: 0)
            case .vertical?: return CGSize(width: 0, height: along(p.height))
            case nil: return CGSize(width: along(p.width), height: along(p.height))
            }

        case .empty:
            return .zero

        case .text(let text):
            return text.size(for: p, measurer: textMeasurer)

        case .padding(let insets):
            // Padding proposes the proposal less the insets and adds them to the child's answer.
            let child = measure(node.children[0], paddingProposal(p, insets))
            return CGSize(width: child.width + insets.horizontal, height: child.height + insets.vertical)

        case .frame(let width, let height, _):
            // A fixed dimension reports its value; an unset one passes the proposal through and
            // reports the child's size.
            if let width, let height { 
                _ = measure(node.children[0], ProposedViewSize(width: width, height: height))
                return CGSize(width: width, height: height)
            }
            let child = measure(node.children[0], ProposedViewSize(width: width ?? p.width, height: height ?? p.height))
            return CGSize(width: width ?? child.width, height: height ?? child.height)

        case .flexibleFrame(let frame):
            return flexibleFrameSize(frame, node: node, p)

        case .fixedSize(let horizontal, let vertical):
            // fixedSize proposes nil (the ideal size) on the fixed axes.
            return measure(node.children[0], fixedSizeProposal(p, horizontal, vertical))

        case .alignmentGuide:
            return measure(node.children[0], p)

        case .background, .overlay:
            // The decoration never changes the size: it is proposed the content's size when placed.
            return measure(node.children[0], p)

        case .viewThatFits(let axes):
            return measure(chosenChild(of: node, axes: axes, p), p)
        }
    }

    func paddingProposal(_ p: ProposedViewSize, _ insets: EdgeInsets) -> ProposedViewSize {
        ProposedViewSize(
            width: p.width.map { Swift.max($0 - insets.horizontal, 0) },
            height: p.height.map { Swift.max($0 - insets.vertical, 0) })
    }

    func fixedSizeProposal(_ p: ProposedViewSize, _ horizontal: Bool, _ vertical: Bool) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    }

    /// What a flexible frame proposes to its child: the proposal clamped to [min, max] on each
    /// axis, or the ideal value (else nil) when the proposal is nil.
    func flexibleFrameChildProposal(_ f: FlexibleFrame, _ p: ProposedViewSize) -> ProposedViewSize {
        func axis(_ offered: CGFloat?, _ minimum: CGFloat?, _ ideal: CGFloat?, _ maximum: CGFloat?) -> CGFloat? {
            guard var value = offered else { return ideal }
            if let maximum { value = Swift.min(value, maximum) }
            if let minimum { value = Swift.max(value, minimum) }
            return value
        }
        return ProposedViewSize(
            width: axis(p.width, f.minWidth, f.idealWidth, f.maxWidth),
            height: axis(p.height, f.minHeight, f.idealHeight, f.maxHeight))
    }

    /// SwiftUI's flexible frame sizing, per axis: with a nil proposal and an ideal value, the ideal;
    /// with both min and max, the proposal clamped to them; with min only, max(min(proposal, child), min);
    /// with max only, min(max(proposal, child), max); otherwise the child's size. (A nil proposal counts
    /// as the child's size in these formulas.)
    private func flexibleFrameSize(_ f: FlexibleFrame, node: Node, _ p: ProposedViewSize) -> CGSize {
        let child = measure(node.children[0], flexibleFrameChildProposal(f, p))
        func axis(_ offered: CGFloat?, _ childLength: CGFloat, _ minimum: CGFloat?, _ ideal: CGFloat?, _ maximum: CGFloat?) -> CGFloat {
            if offered == nil, let ideal { return ideal }
            switch (minimum, maximum) {
            case let (minimum?, maximum?):
                return Swift.max(Swift.min(offered ?? childLength, maximum), minimum)
            case let (minimum?, nil):
                return Swift.max(Swift.min(offered ?? childLength, childLength), minimum)
            case let (nil, maximum?):
                return Swift.min(Swift.max(offered ?? childLength, childLength), maximum)
            case (nil, nil):
                return childLength
            }
        }
        return CGSize(
            width: axis(p.width, child.width, f.minWidth, f.idealWidth, f.maxWidth),
            height: axis(p.height, child.height, f.minHeight, f.idealHeight, f.maxHeight))
    }

    /// `ViewThatFits`: the first child whose ideal size fits the proposal on the constrained axes
    /// (its ideal size being its answer for nil on those axes), else the last.
    func chosenChild(of node: Node, axes: Axis.Set, _ p: ProposedViewSize) -> Node {
        let ideal = ProposedViewSize(
            width: axes.contains(.horizontal) ? nil : p.width,
            height: axes.contains(.vertical) ? nil : p.height)
        for child in node.children.dropLast() {
            let size = measure(child, ideal)
            let fitsWidth = !axes.contains(.horizontal) || p.width.map { size.width <= $0 } ?? true
            let fitsHeight = !axes.contains(.vertical) || p.height.map { size.height <= $0 } ?? true
            if fitsWidth && fitsHeight { return child }
        }
        return node.children[node.children.count - 1]
    }

    // MARK: Spacing

    /// A node's preferred spacing: a Spacer prefers none; containers ask their layout (by default the
    /// union of their subviews'); modifiers pass their content's through; other views prefer the default.
    func spacing(of node: Node) -> ViewSpacing {
        if let cached = node.spacingCache { return cached }
        let result: ViewSpacing
        switch node.kind {
        case .spacer, .empty:
            result = .zero
        case .layout(let box):
            result = box.spacing(LayoutSubviews(owner: node, engine: self))
        case .padding, .frame, .flexibleFrame, .fixedSize, .alignmentGuide, .background, .overlay:
            result = spacing(of: node.children[0])
        case .viewThatFits:
            var union = ViewSpacing.zero
            for child in node.children { union.formUnion(spacing(of: child)) }
            result = union
        case .color, .shape, .text:
            result = ViewSpacing()
        }
        node.spacingCache = result
        return result
    }

    // MARK: Diagnostics

    func diagnose(_ kind: LayoutDiagnostic.Kind, _ node: Node, _ message: String) {
        guard diagnostics.count < 1000 else { return }
        diagnostics.append(LayoutDiagnostic(kind: kind, path: node.path, message: "\(node.label) \(message)"))
    }
}
