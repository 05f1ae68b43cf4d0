import Testing
import Layoutshot

/// Random view trees from a seeded generator: stacks, paddings, frames, text, colours, spacers,
/// flows, grids, lazy grids, `ViewThatFits`, alignment guides, backgrounds, offsets and a custom
/// `Layout`.
@MainActor struct RandomTree {
    var generator: SeededGenerator
    var nextID = 0

    init(seed: UInt64) { generator = SeededGenerator(seed: seed) }

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &generator) }
    mutating func length(_ range: ClosedRange<CGFloat>) -> CGFloat { CGFloat(Int.random(in: Int(range.lowerBound)...Int(range.upperBound), using: &generator)) }
    mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &generator) < p }

    mutating func view(depth: Int) -> AnyView {
        nextID += 1
        let id = nextID
        if depth == 0 || chance(0.25) { return leaf().id(id).erased }
        switch int(0...15) {
        case 0, 1:
            let children = (0..<int(1...4)).map { _ in view(depth: depth - 1) }
            let spacing: CGFloat? = chance(0.5) ? nil : length(0...12)
            let alignment: VerticalAlignment = [.top, .center, .bottom, .firstTextBaseline][int(0...3)]
            return HStack(alignment: alignment, spacing: spacing) { ForEach(children.indices, id: \.self) { children[$0] } }.id(id).erased
        case 2, 3:
            let children = (0..<int(1...4)).map { _ in view(depth: depth - 1) }
            let spacing: CGFloat? = chance(0.5) ? nil : length(0...12)
            let alignment: HorizontalAlignment = [.leading, .center, .trailing][int(0...2)]
            return VStack(alignment: alignment, spacing: spacing) { ForEach(children.indices, id: \.self) { children[$0] } }.id(id).erased
        case 4:
            let children = (0..<int(1...3)).map { _ in view(depth: depth - 1) }
            return ZStack(alignment: [.center, .topLeading, .bottomTrailing][int(0...2)]) { ForEach(children.indices, id: \.self) { children[$0] } }.id(id).erased
        case 5:
            return view(depth: depth - 1).padding(length(0...16)).id(id).erased
        case 6:
            let inner = view(depth: depth - 1)
            return (chance(0.5)
                ? inner.frame(width: chance(0.5) ? length(0...120) : nil, height: chance(0.5) ? length(0...60) : nil).erased
                : inner.frame(minWidth: chance(0.5) ? length(0...40) : nil, maxWidth: chance(0.5) ? (chance(0.5) ? .infinity : length(40...200)) : nil).erased).id(id).erased
        case 7:
            let inner = view(depth: depth - 1)
            return (chance(0.5) ? inner.fixedSize().erased : inner.layoutPriority(Double(int(-1...2))).erased).id(id).erased
        case 8:
            let children = (0..<int(1...6)).map { _ in view(depth: depth - 1) }
            return FlowLayout(spacing: chance(0.5) ? nil : length(0...10))({ ForEach(children.indices, id: \.self) { children[$0] } }).id(id).erased
        case 9:
            let rows = (0..<int(1...3)).map { _ in (0..<int(1...3)).map { _ in view(depth: max(depth - 2, 0)) } }
            return Grid(alignment: [.center, .topLeading][int(0...1)]) {
                ForEach(rows.indices, id: \.self) { r in GridRow { ForEach(rows[r].indices, id: \.self) { rows[r][$0] } } }
            }.id(id).erased
        case 10:
            let children = (0..<int(1...6)).map { _ in view(depth: depth - 1) }
            let columns = chance(0.5) ? [GridItem(.adaptive(minimum: length(20...80)))] : [GridItem(.fixed(length(10...60))), GridItem(.flexible())]
            return LazyVGrid(columns: columns) { ForEach(children.indices, id: \.self) { children[$0] } }.id(id).erased
        case 11:
            let children = (0..<int(1...3)).map { _ in view(depth: depth - 1) }
            return ViewThatFits(in: [[.horizontal, .vertical], .horizontal][int(0...1)]) { ForEach(children.indices, id: \.self) { children[$0] } }.id(id).erased
        case 12:
            let shift = length(0...20)
            return view(depth: depth - 1).alignmentGuide(.leading) { $0.width / 2 - shift }.alignmentGuide(VerticalAlignment.center) { $0.height / 3 }.id(id).erased
        case 13:
            return view(depth: depth - 1).background(Color.gray).overlay(alignment: .topTrailing) { Color.red.frame(width: 4, height: 4) }.id(id).erased
        case 14:
            return view(depth: depth - 1).offset(x: length(0...30), y: length(0...30)).id(id).erased
        default:
            let children = (0..<int(1...4)).map { _ in view(depth: depth - 1) }
            return DiagonalLayout(step: length(0...20))({ ForEach(children.indices, id: \.self) { children[$0] } }).id(id).erased
        }
    }

    mutating func leaf() -> AnyView {
        switch int(0...4) {
        case 0: return Color.red.erased
        case 1: return Color.blue.frame(width: length(0...50), height: length(0...30)).erased
        case 2: return Spacer(minLength: chance(0.5) ? nil : length(0...20)).erased
        default:
            let words = ["one", "two", "three", "레이아웃", "wrap", "layoutshot", "a"]
            return Text((0..<int(1...5)).map { _ in words[int(0...words.count - 1)] }.joined(separator: " ")).erased
        }
    }
}

extension View {
    var erased: AnyView { AnyView(self) }
}

/// A user's `Layout` for the random trees: children one after another down a diagonal, each
/// proposed half the proposal, with a cache of their sizes and an explicit leading guide.
struct DiagonalLayout: Layout {
    var step: CGFloat

    func makeCache(subviews: Subviews) -> [CGSize] { [] }

    func sizes(_ proposal: ProposedViewSize, _ subviews: Subviews) -> [CGSize] {
        let half = ProposedViewSize(width: proposal.width.map { $0 / 2 }, height: proposal.height.map { $0 / 2 })
        return subviews.map { $0.sizeThatFits(half) }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout [CGSize]) -> CGSize {
        cache = sizes(proposal, subviews)
        var size = CGSize.zero
        for (i, s) in cache.enumerated() {
            size.width = max(size.width, CGFloat(i) * step + s.width)
            size.height = max(size.height, CGFloat(i) * step + s.height)
        }
        return size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout [CGSize]) {
        let half = ProposedViewSize(width: proposal.width.map { $0 / 2 }, height: proposal.height.map { $0 / 2 })
        for (i, subview) in subviews.enumerated() {
            subview.place(at: CGPoint(x: bounds.minX + CGFloat(i) * step, y: bounds.minY + CGFloat(i) * step), proposal: half)
        }
    }

    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout [CGSize]) -> CGFloat? {
        guide == .leading ? bounds.minX + step : nil
    }
}

@MainActor
@Suite struct PropertyTests {
    nonisolated static let seeds: [UInt64] = Array(1...40)

    func proposals(_ g: inout RandomTree) -> [ProposedViewSize] {
        [.unspecified, .zero, .init(width: g.length(0...400), height: nil), .init(width: g.length(0...400), height: g.length(0...400))]
    }

    @Test(arguments: seeds) func framesAreFiniteDeterministicAndIndependentOfCaching(seed: UInt64) {
        var g = RandomTree(seed: seed)
        let view = g.view(depth: 4)
        for proposal in proposals(&g) {
            let a = ComputedLayout(of: view, proposal: proposal)
            let b = ComputedLayout(of: view, proposal: proposal)
            let uncached = ComputedLayout(of: view, proposal: proposal, cachesMeasurements: false)
            #expect(a.nodes.allSatisfy { $0.frame.isFiniteRect }, "seed \(seed) \(proposal)\n\(a.outline)")
            #expect(a.nodes.map(\.frame) == b.nodes.map(\.frame), "not deterministic: seed \(seed)")
            #expect(a.nodes.map(\.frame) == uncached.nodes.map(\.frame), "caching changed a frame: seed \(seed) \(proposal)")
            #expect(a.size == uncached.size)
            #expect(a.diagnostics.isEmpty, "seed \(seed): \(a.diagnostics)")
        }
    }

    @Test(arguments: seeds) func stackChildrenNeverOverlapAlongTheAxis(seed: UInt64) {
        var g = RandomTree(seed: seed)
        let view = g.view(depth: 5)
        for proposal in proposals(&g) {
            let computed = ComputedLayout(of: view, proposal: proposal)
            for node in computed.nodes where node.kind == .hstack || node.kind == .vstack {
                let children = computed.children(of: node)
                for (a, b) in zip(children, children.dropFirst()) {
                    let gap = node.kind == .hstack ? b.frame.minX - a.frame.maxX : b.frame.minY - a.frame.maxY
                    #expect(gap >= -1e-9, "seed \(seed): \(a.label) and \(b.label) overlap by \(-gap) in \(node.label)")
                }
            }
        }
    }

    /// Without a trace the engine answers cache hits, colours in fixed frames and arranged
    /// placements on quick paths that count what they skip; with one it asks every question. The
    /// counts and frames must not tell the two apart, in single layouts and across a sweep.
    @Test(arguments: seeds) func quickPathsCountExactlyAsTracedLayouts(seed: UInt64) {
        var g = RandomTree(seed: seed)
        let view = g.view(depth: 5)
        let widths: [CGFloat] = [0, 90, 320, 777]
        let traced = ComputedLayout.sweep(of: view, widths: widths, recordsTrace: true)
        let quick = ComputedLayout.sweep(of: view, widths: widths, recordsTrace: false)
        for (t, q) in zip(traced, quick) {
            #expect(t.statistics == q.statistics, "seed \(seed) \(t.proposal): \(t.statistics) vs \(q.statistics)")
            #expect(t.nodes.map(\.frame) == q.nodes.map(\.frame), "seed \(seed) \(t.proposal)")
            #expect(t.nodes.map(\.proposal) == q.nodes.map(\.proposal), "seed \(seed) \(t.proposal)")
            // The trace holds exactly the questions counted, when every view is placed (a
            // `ViewThatFits` measures children it does not show: their questions are not in `nodes`).
            let traced = t.nodes.reduce(0) { $0 + $1.trace.count }
            if t.nodes.contains(where: { $0.kind == .viewThatFits }) {
                #expect(traced <= t.statistics.sizeQueries)
            } else {
                #expect(traced == t.statistics.sizeQueries)
            }
        }
    }

    @Test(arguments: seeds.prefix(15)) func sweepEqualsSeparateLayouts(seed: UInt64) {
        var g = RandomTree(seed: seed)
        let view = g.view(depth: 4)
        let widths: [CGFloat] = [0, 120, 320, 777]
        let sweep = ComputedLayout.sweep(of: view, widths: widths)
        for (layout, width) in zip(sweep, widths) {
            let separate = ComputedLayout(of: view, proposal: .init(width: width, height: nil))
            #expect(layout.nodes.map(\.frame) == separate.nodes.map(\.frame), "seed \(seed) width \(width)")
        }
    }
}
