/// The layout behind `LazyVGrid` (`axis == .vertical`: it grows vertically, its tracks are columns)
/// and `LazyHGrid` (`.horizontal`: its tracks are rows). Described for `LazyVGrid`; swap the axes for
/// `LazyHGrid`.
///
/// Column sizes, as objc.io measured SwiftUI's ("SwiftUI's Grid Views", 2020-11-23),
/// for a proposed width W:
/// 1. remaining = W − the fixed columns − the spacing between columns (each `GridItem.spacing`,
///    8 when nil, is the gap after its column);
/// 2. the other columns are taken in order, each offered remaining / (columns left):
///    `.flexible(minimum:maximum:)` takes the offer clamped to its bounds;
///    `.adaptive(minimum:maximum:)` fits n = max(1, ⌊(offer + s) / (minimum + s)⌋) tracks of
///    (offer − s·(n − 1)) / n each, s being its spacing, each at most `maximum`; what a column
///    takes is subtracted from remaining. The minimum only counts the tracks, it is not a minimum
///    width: offered less than its minimum, an adaptive column is one track of what it was offered
///    (0 when nothing is left). objc.io's quiz 2: `.flexible(minimum: 140)` + `.adaptive(minimum: 70)`
///    in 200 gives 140 and an adaptive column of 200 − 8 − 140 = 52.
///
/// Columns that need more than the proposed width (minimums, fixed columns and spacing adding up
/// to more than W) make the grid report their total width W′ > W; when it places its items the
/// grid lays the columns out again, by the same steps, at W′, so the flexible columns share the
/// extra space (objc.io, "SwiftUI's Grid Views", 2020-11-23, and the Swift Talk grid episodes that
/// re-implement the algorithm; published iOS measurement: `.flexible(minimum: 100)` +
/// `.flexible(minimum: 180)` proposed 300 reports 146 + 8 + 180 = 334 and draws columns of 163 and
/// 180, the grid centred 17 points left of its parent). The items then extend past the grid's
/// frame, as in SwiftUI. The grid always reports max(W, columns): columns narrower than W (fixed,
/// or capped by their maximum) are centred in a grid as wide as W.
///
/// With a nil or infinite width (measuring an ideal size) there is no share to hand out; Layoutshot
/// gives a fixed column its size, a flexible column the widest ideal width of its items clamped to
/// its bounds, and an adaptive column one track of that kind.
///
/// The grid is as wide as the larger of the proposed width and its tracks with the gaps between them,
/// and as tall as its rows (each as tall
/// as its tallest item, items proposed their track's width and a nil height) plus `spacing` (8 when
/// nil) between rows; the proposed height is ignored. Bad input: no columns gives an empty grid (its
/// items are placed at its origin, proposed `.zero`, with a diagnostic); an adaptive minimum below 1
/// (0 would make infinitely many tracks when spacing is 0) is raised to 1, a negative or NaN length
/// is treated as 0, a flexible or adaptive maximum below its minimum is raised to the minimum, and a
/// non-finite spacing is treated as nil, each with a diagnostic.
struct LazyGridLayout: Layout, BuiltInLayout, Equatable {
    var tracks: [GridItem]
    /// The axis the grid grows along: vertical for `LazyVGrid`.
    var axis: Axis
    var cellAlignment: Alignment
    var spacing: CGFloat?

    struct Cache {
        var arrangements = ArrangementStore<LazyGridArrangement>()
    }

    func makeCache(subviews: Subviews) -> Cache {
        Cache()
    }

    /// More adaptive tracks than this (a huge width over a tiny minimum) are cut, with a diagnostic.
    static let maximumAdaptiveTracks = 100_000

    /// The cross axis: the one the tracks divide (width for `LazyVGrid`).
    private var cross: Axis { axis.orthogonal }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        let arrangement = arrange(proposal[cross], subviews)
        cache.arrangements.store(arrangement, for: ArrangementKey(proposal[cross]))
        return arrangement.size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        var arrangement = cachedArrangement(proposal[cross], subviews, &cache)
        // Columns that need more than the proposal: the grid reported their larger width, and
        // lays them out again at that width, so flexible columns share what the others took
        // (see the type's documentation).
        if let offered = proposal[cross], offered.isFinite, arrangement.size[cross] > offered {
            let problems = arrangement.problems
            arrangement = cachedArrangement(arrangement.size[cross], subviews, &cache)
            arrangement.problems = problems
        }
        for problem in arrangement.problems {
            subviews.diagnose(.invalidArgument, problem)
        }
        let start = subviews.startIndex
        let count = arrangement.trackLengths.count
        guard count > 0 else {
            // No tracks: nothing to put the items in.
            for i in subviews.indices {
                subviews[i].place(at: bounds.origin, anchor: .topLeading, proposal: .zero)
            }
            return
        }
        guard let tree = subviews.tree else { return }
        // The nodes' slots directly, not LayoutSubview proxies: no reference counting per item.
        let nodes = tree.childIDs(start..<subviews.endIndex)
        // Each item's size is its answer to its proposal when the arrangement was made.
        let placer = tree.arrangedPlacer()
        for (i, cellOrigin) in arrangement.origins.enumerated() {
            let origin = CGPoint(x: bounds.minX + cellOrigin.x, y: bounds.minY + cellOrigin.y)
            let proposal = ProposedViewSize(major: nil, minor: arrangement.trackLengths[i % count], axis: axis)
            tree.place(id: Int(nodes[i]), at: origin, size: arrangement.sizes[i], proposal: proposal, with: placer)
        }
    }

    /// The arrangement for a cross length, from the cache when it was made before.
    private func cachedArrangement(_ length: CGFloat?, _ subviews: Subviews, _ cache: inout Cache) -> LazyGridArrangement {
        let key = ArrangementKey(length)
        if let cached = cache.arrangements.value(for: key) { return cached }
        let arrangement = arrange(length, subviews)
        cache.arrangements.store(arrangement, for: key)
        return arrangement
    }

    /// A track's size resolved to lengths, with its bounds cleaned up.
    private enum Resolved {
        case fixed(CGFloat)
        case flexible(CGFloat, CGFloat)
        case adaptive(CGFloat, CGFloat)
    }

    /// Cleans the tracks' sizes, describing what was wrong.
    private func resolvedTracks(_ problems: inout [String]) -> [Resolved] {
        let noun = axis == .vertical ? "column" : "row"
        func length(_ value: CGFloat, _ what: String, _ index: Int) -> CGFloat {
            if value.isNaN || value < 0 {
                problems.append("has \(noun) \(index) with a \(what) of \(describeSpacing(value)); used 0")
                return 0
            }
            return value
        }
        /// A flexible or adaptive track's maximum, raised to its minimum when below it.
        func cappedMaximum(_ value: CGFloat, _ lo: CGFloat, _ kind: String, _ index: Int) -> CGFloat {
            let hi = length(value, "maximum", index)
            guard hi < lo else { return hi }
            problems.append("has \(kind) \(noun) \(index) with maximum \(formatLength(hi)) below its minimum \(formatLength(lo)); used the minimum")
            return lo
        }
        return tracks.enumerated().map { index, item in
            switch item.size {
            case .fixed(let value):
                var v = length(value, "fixed size", index)
                if v.isInfinite {
                    problems.append("has \(noun) \(index) with an infinite fixed size; used 0")
                    v = 0
                }
                return .fixed(v)
            case .flexible(let minimum, let maximum):
                var lo = length(minimum, "minimum", index)
                if lo.isInfinite {
                    problems.append("has flexible \(noun) \(index) with an infinite minimum; used 0")
                    lo = 0
                }
                return .flexible(lo, cappedMaximum(maximum, lo, "flexible", index))
            case .adaptive(let minimum, let maximum):
                var lo = minimum
                if !(lo >= 1) || lo.isInfinite {
                    problems.append("has adaptive \(noun) \(index) with minimum \(describeSpacing(minimum)); an adaptive minimum must be at least 1 (used 1)")
                    lo = 1
                }
                return .adaptive(lo, cappedMaximum(maximum, lo, "adaptive", index))
            }
        }
    }

    /// The gap after track item `index` (its spacing, 8 when nil or not finite).
    private func gap(after index: Int) -> CGFloat {
        finiteSpacing(tracks[index].spacing) ?? ViewSpacing.defaultValue
    }

    /// Splits the cross length into tracks: their lengths, and the item each belongs to.
    func trackLayout(_ length: CGFloat?, _ subviews: Subviews, problems: inout [String]) -> (lengths: [CGFloat], items: [Int]) {
        let resolved = resolvedTracks(&problems)
        let count = resolved.count
        guard count > 0 else { return ([], []) }
        var lengths: [CGFloat] = []
        var owners: [Int] = []
        guard let total = length, total.isFinite else {
            // Ideal size: no share to hand out. A flexible or adaptive column is as wide as its
            // widest item (ideal), clamped; adaptive columns then hold one track.
            var widest = [CGFloat](repeating: 0, count: count)
            for (i, subview) in subviews.enumerated() {
                let ideal = subview.sizeThatFits(.unspecified)[cross]
                widest[i % count] = Swift.max(widest[i % count], ideal)
            }
            for (index, track) in resolved.enumerated() {
                switch track {
                case .fixed(let v): lengths.append(v)
                case .flexible(let lo, let hi), .adaptive(let lo, let hi): lengths.append(Swift.min(Swift.max(widest[index], lo), hi))
                }
                owners.append(index)
            }
            return (lengths, owners)
        }
        var remaining = total
        var flexibleCount = 0
        for (index, track) in resolved.enumerated() {
            if case .fixed(let v) = track { remaining -= v } else { flexibleCount += 1 }
            if index < count - 1 { remaining -= gap(after: index) }
        }
        for (index, track) in resolved.enumerated() {
            switch track {
            case .fixed(let v):
                lengths.append(v)
                owners.append(index)
            case .flexible(let lo, let hi):
                let offer = remaining / CGFloat(flexibleCount)
                let v = Swift.min(Swift.max(offer, lo), hi)
                lengths.append(v)
                owners.append(index)
                remaining -= v
                flexibleCount -= 1
            case .adaptive(let lo, let hi):
                let offer = remaining / CGFloat(flexibleCount)
                let s = gap(after: index)
                let fitting = ((offer + s) / (lo + s)).rounded(.down)
                var n = 1
                if fitting >= 1 {
                    if fitting > CGFloat(LazyGridLayout.maximumAdaptiveTracks) {
                        problems.append("has adaptive \(axis == .vertical ? "column" : "row") \(index) fitting \(formatLength(fitting)) tracks; used the first \(LazyGridLayout.maximumAdaptiveTracks)")
                        n = LazyGridLayout.maximumAdaptiveTracks
                    } else {
                        n = Int(fitting)
                    }
                }
                // The minimum only counts the tracks: one track offered less than the minimum is
                // that narrow (0 at least), not widened to the minimum.
                let each = Swift.min(Swift.max((offer - s * CGFloat(n - 1)) / CGFloat(n), 0), hi)
                for _ in 0..<n {
                    lengths.append(each)
                    owners.append(index)
                }
                remaining -= each * CGFloat(n) + s * CGFloat(n - 1)
                flexibleCount -= 1
            }
        }
        return (lengths, owners)
    }

    /// Computes tracks, lines and every item's origin for a cross length.
    func arrange(_ length: CGFloat?, _ subviews: Subviews) -> LazyGridArrangement {
        var problems: [String] = []
        if tracks.isEmpty {
            problems.append("has no \(axis == .vertical ? "columns" : "rows"); its \(subviews.count) views are not shown")
        }
        if let spacing, !spacing.isFinite {
            problems.append("has a non-finite spacing (\(describeSpacing(spacing))); used 8")
        }
        for (index, item) in tracks.enumerated() {
            if let s = item.spacing, !s.isFinite {
                problems.append("has a \(axis == .vertical ? "column" : "row") \(index) with a non-finite spacing (\(describeSpacing(s))); used 8")
            }
        }
        let (lengths, owners) = trackLayout(length, subviews, problems: &problems)
        let count = lengths.count
        guard count > 0 else {
            return LazyGridArrangement(size: .zero, trackLengths: [], origins: [], sizes: [], problems: problems)
        }
        // Track positions across the grid.
        var trackOffsets = [CGFloat](repeating: 0, count: count)
        var offset: CGFloat = 0
        for t in 0..<count {
            trackOffsets[t] = offset
            offset += lengths[t]
            if t < count - 1 { offset += gap(after: owners[t]) }
        }
        // A grid offered a finite length reports max(offered, its tracks), as SwiftUI's does
        // (objc.io, "SwiftUI's Grid Views"): tracks narrower than the offer (fixed, or capped by
        // their maximum) sit centred in the grid's full length.
        var crossSize = offset
        if let offered = length, offered.isFinite, offered > crossSize {
            let inset = (offered - crossSize) / 2
            for t in 0..<count { trackOffsets[t] += inset }
            crossSize = offered
        }
        let lineGap = finiteSpacing(spacing) ?? ViewSpacing.defaultValue

        // Lines (rows of a LazyVGrid): as long as their longest item along the grid's axis.
        let n = subviews.count
        let start = subviews.startIndex
        var origins = [CGPoint](repeating: .zero, count: n)
        var itemSizes = [CGSize](repeating: .zero, count: n)
        var position: CGFloat = 0
        var lineStart = 0
        let cellAlignments = owners.map { tracks[$0].alignment ?? cellAlignment }
        let cellFractions: [(CGFloat, CGFloat)?] = cellAlignments.map { alignment in
            guard let fx = alignment.horizontal.key.defaultFraction, let fy = alignment.vertical.key.defaultFraction else { return nil }
            return (fx, fy)
        }
        guard let tree = subviews.tree else {
            return LazyGridArrangement(size: .zero, trackLengths: lengths, origins: [], sizes: [], problems: problems)
        }
        let nodes = tree.childIDs(start..<subviews.endIndex)
        // One line's sizes (itemSizes[lineStart...]), read again to align the line.
        while lineStart < n {
            let lineEnd = Swift.min(lineStart + count, n)
            var lineLength: CGFloat = 0
            for i in lineStart..<lineEnd {
                let length = lengths[i - lineStart]
                let proposal = ProposedViewSize(major: nil, minor: length, axis: axis)
                // A sane track length goes straight to the engine's trusted path; anything else
                // is sanitised (and reported) per item.
                let size = length >= 0 ? tree.measure(id: Int(nodes[i]), proposal) : tree.size(id: Int(nodes[i]), proposal)
                itemSizes[i] = size
                lineLength = Swift.max(lineLength, size[axis])
            }
            for i in lineStart..<lineEnd {
                let t = i - lineStart
                let size = itemSizes[i]
                let cell = axis == .vertical ? CGSize(width: lengths[t], height: lineLength) : CGSize(width: lineLength, height: lengths[t])
                let dx: CGFloat, dy: CGFloat
                if let (fx, fy) = cellFractions[t], !tree.hasExplicitGuides(Int(nodes[i])) {
                    // Built-in guides, no explicit ones below: where the defaults put them.
                    dx = fx * cell.width - fx * size.width
                    dy = fy * cell.height - fy * size.height
                } else {
                    let subview = subviews[start + i]
                    let proposal = ProposedViewSize(major: nil, minor: lengths[t], axis: axis)
                    let alignment = cellAlignments[t]
                    dx = boxGuide(alignment.horizontal.key, cell) - guideValue(alignment.horizontal.key, of: subview, proposal, size)
                    dy = boxGuide(alignment.vertical.key, cell) - guideValue(alignment.vertical.key, of: subview, proposal, size)
                }
                origins[i] = axis == .vertical
                    ? CGPoint(x: trackOffsets[t] + dx, y: position + dy)
                    : CGPoint(x: position + dx, y: trackOffsets[t] + dy)
            }
            position += lineLength + lineGap
            lineStart = lineEnd
        }
        let mainSize = n == 0 ? 0 : position - lineGap
        let size = axis == .vertical ? CGSize(width: crossSize, height: mainSize) : CGSize(width: mainSize, height: crossSize)
        return LazyGridArrangement(size: size, trackLengths: lengths, origins: origins, sizes: itemSizes, problems: problems)
    }

    var category: ViewKind { axis == .vertical ? .lazyVGrid : .lazyHGrid }

    var label: String {
        let name = axis == .vertical ? "LazyVGrid" : "LazyHGrid"
        let noun = axis == .vertical ? "columns" : "rows"
        let items = tracks.map { item -> String in
            switch item.size {
            case .fixed(let v): return ".fixed(\(describeSpacing(v)))"
            case .flexible(let lo, let hi): return ".flexible(\(describeSpacing(lo))…\(describeSpacing(hi)))"
            case .adaptive(let lo, let hi): return ".adaptive(\(describeSpacing(lo))…\(describeSpacing(hi)))"
            }
        }
        var text = "\(name)(\(noun): [\(items.joined(separator: ", "))]"
        if let spacing { text += ", spacing: \(describeSpacing(spacing))" }
        return text + ")"
    }
}

/// A lazy grid's tracks and item origins for one cross length (origins relative to the grid's origin).
struct LazyGridArrangement {
    var size: CGSize
    var trackLengths: [CGFloat]
    var origins: [CGPoint]
    /// Each item's answer to its proposal (nil along the grid's axis, its track's length across).
    var sizes: [CGSize]
    /// Bad arguments, reported when placing.
    var problems: [String]
}
