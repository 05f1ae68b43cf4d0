import Testing
import Layoutshot

/// SwiftUI's caching model (seeds 000 and 001): each view answers a distinct proposal once; a
/// layout's cache is made once and reaches both sizeThatFits and placeSubviews.
@MainActor
@Suite struct CachingTests {
    /// Ten CountingHStacks, each holding the next, with a text at the bottom.
    func chain(_ counters: [CallCounter]) -> AnyView {
        var view = AnyView(Text("Hello"))
        for counter in counters.reversed() {
            let inner = view
            view = AnyView(CountingHStack(counter: counter) { inner })
        }
        return view
    }

    @Test func tenLevelChainAsksEachLevelThreeTimes() {
        let counters = (0..<10).map { _ in CallCounter() }
        let computed = ComputedLayout(of: chain(counters), proposal: ProposedViewSize(width: 320, height: nil))
        // An HStack asks its child for its minimum (0), its maximum (∞) and its share (320 at the top;
        // 0 and ∞ again for the 0 and ∞ questions, which the cache answers). So every level is asked
        // exactly three distinct questions, once each, and places its child once.
        let expected: Set<ProposedViewSize> = [.init(width: 0, height: nil), .init(width: .infinity, height: nil), .init(width: 320, height: nil)]
        for (level, counter) in counters.enumerated() {
            #expect(counter.sizeThatFits == (level == 0 ? 1 : 3), "level \(level)")
            // Once to place, plus once per distinct proposal at which its parent aligned it on the centre
            // guide: the default explicitAlignment places the subviews to merge their guides. The top
            // level aligns its child at one proposal (320), the others at three; the last level holds
            // only text, which has no explicit centre, so nothing is merged there.
            let probes = level == 0 || level == 9 ? 0 : (level == 1 ? 1 : 3)
            #expect(counter.placeSubviews == 1 + probes, "level \(level)")
            #expect(Set(counter.proposals).isSubset(of: expected))
            #expect(counter.proposals.count == Set(counter.proposals).count, "a proposal was computed twice at level \(level)")
        }
        #expect(computed.statistics.textMeasurements == 3)
        #expect(computed.size == CGSize(width: 42.5, height: 20.4))
    }

    @Test func withoutTheCacheTheSameChainAsksExponentiallyMore() {
        let cached = (0..<6).map { _ in CallCounter() }
        let uncached = (0..<6).map { _ in CallCounter() }
        let a = ComputedLayout(of: chain(cached), proposal: ProposedViewSize(width: 320, height: nil))
        let b = ComputedLayout(of: chain(uncached), proposal: ProposedViewSize(width: 320, height: nil), cachesMeasurements: false)
        #expect(a.nodes.map(\.frame) == b.nodes.map(\.frame))
        #expect(uncached[5].sizeThatFits > 20 * cached[5].sizeThatFits)
    }

    @Test func everyTraceEntryAfterTheFirstForAProposalIsCached() {
        let computed = ComputedLayout(of: chain((0..<10).map { _ in CallCounter() }), proposal: ProposedViewSize(width: 320, height: nil))
        for node in computed.nodes {
            var seen = Set<ProposedViewSize>()
            for entry in node.trace {
                #expect(entry.cached == seen.contains(entry.proposal), "\(node.label): \(entry)")
                seen.insert(entry.proposal)
            }
        }
    }

    @Test func makeCacheRunsOnceAndTheSameCacheReachesBothCalls() {
        let counter = CallCounter()
        let sweep = ComputedLayout.sweep(of: CacheProbe(counter: counter) { Color.red; Color.blue }, widths: [100, 200, 300])
        #expect(sweep.count == 3)
        #expect(counter.makeCache == 1)
        #expect(counter.updateCache == 0)
        #expect(counter.sizeThatFits == 3)
        #expect(counter.placeSubviews == 3)
        #expect(sweep[0].statistics.makeCacheCalls == 1 && sweep[1].statistics.makeCacheCalls == 0)
    }

    @Test func updateCacheRunsWhenTheSubviewsChange() {
        let counter = CallCounter()
        func view(_ count: Int) -> some View {
            CacheProbe(counter: counter) { ForEach(0..<count, id: \.self) { _ in Color.red } }
        }
        let host = LayoutHost(rootView: view(2), proposal: .init(width: 100, height: 100))
        host.layoutIfNeeded()
        host.setRootView(view(2))
        host.layoutIfNeeded()
        #expect(counter.makeCache == 1 && counter.updateCache == 0, "same subviews: the cache stays as it is")
        host.setRootView(view(3))
        let layout = host.layoutIfNeeded()
        #expect(counter.makeCache == 1 && counter.updateCache == 1)
        #expect(layout.statistics.updateCacheCalls == 1)
        #expect(host.lastUpdate.layoutCachesKept == 1)
    }

    @Test func sweepReusesEveryWidthIndependentMeasurement() {
        let view = VStack(alignment: .leading) {
            Text("Title").id("title").fixedSize()
            HStack {
                Color.red.frame(width: 20, height: 20)
                Text("Some longer text that wraps").id("body")
            }
            Color.blue.frame(height: 10)
        }
        let widths: [CGFloat] = [120, 240, 480]
        let sweep = ComputedLayout.sweep(of: view, widths: widths)
        let separate = widths.map { ComputedLayout(of: view, proposal: .init(width: $0, height: nil)) }
        // The sweep computes each (view, proposal) pair once across all widths, except that a view
        // whose size cannot depend on its proposal (the fixed 20×20 frame, the fixed-size title) is
        // measured once whatever it is offered…
        var distinct = [Int: Set<ProposedViewSize>]()
        for layout in sweep {
            for node in layout.nodes { distinct[node.index, default: []].formUnion(node.trace.map(\.proposal)) }
        }
        let fixed = Set(sweep[0].nodes.filter { $0.label == ".frame(width: 20, height: 20)" || $0.label == ".fixedSize()" }.map(\.index))
        #expect(fixed.count == 2)
        for index in fixed {
            let computed = sweep.flatMap { $0.nodes[index].trace }.filter { !$0.cached }
            #expect(computed.count == 1, "\(sweep[0].nodes[index].label) measured \(computed.count) times")
            #expect(distinct[index]!.count > 1, "the test needs a fixed view that is offered several proposals")
        }
        let sweepMeasurements = sweep.reduce(0) { $0 + $1.statistics.measurements }
        #expect(sweepMeasurements == distinct.reduce(0) { $0 + (fixed.contains($1.key) ? 1 : $1.value.count) })
        // …which saves what separate layouts recompute.
        let separateMeasurements = separate.reduce(0) { $0 + $1.statistics.measurements }
        #expect(sweepMeasurements < separateMeasurements)
        // The fixed-size title does not depend on the width: measured in the first layout only.
        #expect(sweep[1].trace(of: "title").allSatisfy { $0.cached })
        #expect(sweep[2].trace(of: "title").allSatisfy { $0.cached })
        #expect(!sweep[1].trace(of: "body").allSatisfy { $0.cached })
        // And the frames are those of separate layouts.
        for (a, b) in zip(sweep, separate) { #expect(a.nodes.map(\.frame) == b.nodes.map(\.frame)) }
    }
}

/// A layout whose cache records its identity: a Void-free cache for the cache tests.
struct CacheProbe: Layout {
    let counter: CallCounter

    struct Cache {
        let serial: Int
    }

    func makeCache(subviews: Subviews) -> Cache {
        counter.makeCache += 1
        return Cache(serial: counter.makeCache)
    }

    func updateCache(_ cache: inout Cache, subviews: Subviews) {
        counter.updateCache += 1
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        counter.sizeThatFits += 1
        counter.proposals.append(ProposedViewSize(width: CGFloat(cache.serial), height: nil))
        return proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        counter.placeSubviews += 1
        #expect(counter.proposals.last?.width == CGFloat(cache.serial), "placeSubviews got a different cache than sizeThatFits")
        for subview in subviews { subview.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size)) }
    }
}
