import Testing
@testable import Layoutshot

/// A row that counts its body evaluations; equal rows (same title) skip their update.
struct CountingRow: View, Equatable {
    let title: String
    let counter: CallCounter

    var body: some View {
        counter.bodies += 1
        return HStack { Text(title).id(title); Spacer() }
    }

    // `nonisolated`, as a Swift 6 SwiftUI view's `==` must be: `Equatable` is not main-actor code.
    nonisolated static func == (lhs: CountingRow, rhs: CountingRow) -> Bool { lhs.title == rhs.title }
}

/// UIKit's update cycle (`setNeedsLayout`/`layoutIfNeeded`) and equatable views (`.equatable()`), on a long-lived layout.
@MainActor
@Suite struct LayoutHostTests {
    func list(_ titles: [String]) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(titles, id: \.self) { title in
                HStack { Text(title).id(title); Spacer() }
            }
        }
    }

    /// A fresh build is numbered from the build's log of the nodes it made (`BuildLog`); a host's
    /// update that kept nodes is numbered by walking the tree from the root. Both must give the
    /// same tree: the same kinds in the same depth-first order, at the same depths under the same
    /// parents, with the same frames, for stacks, spacers, modifiers, a group, decorations and a
    /// custom layout. (A group wrapped by one modifier makes its views before their wrappers, which
    /// is not a post-order list: that build is walked.)
    @Test func aTreeNumberedFromItsBuildLogMatchesOneNumberedByWalkingIt() {
        func screen(_ count: Int) -> some View {
            VStack(alignment: .leading, spacing: 4) {
                Text("Title").font(.headline)
                Group { Color.red.frame(width: 10, height: 10); Color.green.frame(width: 12, height: 12).padding(2) }
                HStack { Spacer(); Text("right").layoutPriority(1) }
                    .background(Color.gray)
                FlowLayout(spacing: 6) {
                    ForEach(0..<count, id: \.self) { i in Color.blue.frame(width: CGFloat(20 + i * 7), height: 16).id(i) }
                }
                Spacer(minLength: 3)
            }
            .padding(8)
        }
        let proposal = ProposedViewSize(width: 240, height: 400)
        let host = LayoutHost(rootView: screen(5), proposal: proposal)
        host.layoutIfNeeded()
        host.setRootView(screen(9))
        let walked = host.layoutIfNeeded()
        #expect(host.lastUpdate.nodesKept > 0, "the update kept nodes, so the store walked the tree")
        #expect(!walked.storage.store.numberedFromLog)
        let logged = ComputedLayout(of: screen(9), proposal: proposal)
        // (Under AddressSanitizer's fake stack frames the build continues on a large stack and
        // logs nothing there: the store walks, which the comparisons below still check.)
        if StackGuard.probesRealStack() { #expect(logged.storage.store.numberedFromLog) }
        #expect(logged.nodes.count == walked.nodes.count)
        #expect(logged.nodes.map(\.kind) == walked.nodes.map(\.kind))
        #expect(logged.nodes.map(\.depth) == walked.nodes.map(\.depth))
        #expect(logged.nodes.map(\.parent) == walked.nodes.map(\.parent))
        #expect(logged.nodes.map(\.frame) == walked.nodes.map(\.frame))
        #expect(logged.nodes.map(\.priority) == walked.nodes.map(\.priority))

        let wrappedGroup = Group { Color.red; Color.green }.padding(2)
        #expect(!ComputedLayout(of: wrappedGroup, proposal: proposal).storage.store.numberedFromLog)
    }

    /// The build log predicts each node's slot from the builder's depth and writes the node's
    /// record there while the node is fresh; the store takes those records only when every
    /// prediction holds, and otherwise makes them from the nodes. Either way each record must be
    /// the one a walk of the finished tree makes: kind, statistic, axis, guides, flags, parent,
    /// children, priority and parameters, slot by slot. Several decorations are stacked in a
    /// `ZStack` the builder makes at its modifier's depth, and several root views under a root made
    /// last: there the predictions fail and the store makes the records.
    @Test func recordsTheBuildLogWroteMatchRecordsMadeFromTheNodes() {
        func screen(withList: Bool) -> some View {
            VStack(alignment: .leading, spacing: 4) {
                Text("Title").font(.headline).foregroundColor(.red)
                Group { Color.red.frame(width: 10, height: 10); Color.green.frame(width: 12).padding(.leading, 2) }
                HStack { Spacer(minLength: 5); Text("right").layoutPriority(1) }
                    .background(Color.gray)
                    .overlay(alignment: .topLeading) { Color.blue.frame(width: 3, height: 3) }
                FlowLayout(spacing: 6) {
                    ForEach(0..<4, id: \.self) { i in Color.blue.frame(width: CGFloat(20 + i * 7), height: 16).id(i) }
                }
                .alignmentGuide(.leading) { $0.width / 2 }
                if withList { List { Text("a"); Text("b") } }
                ZStack { Color.clear; Spacer() }.frame(maxWidth: .infinity, minHeight: 4)
            }
            .padding(8)
        }
        // (Where a node's children's entries start differs: the log keeps them in the order the
        // nodes were made, a walk in depth-first order. The children's slots must agree.)
        func describe(_ store: NodeStore, _ slot: Int) -> String {
            let r = store.records[slot]
            let children = (0..<Int(r.childCount)).map { store.children[Int(r.firstChild) + $0] }
            return "\(r.op) \(r.statistic) \(String(describing: r.axis)) \(r.guideMask.rawValue) \(r.proposalIndependent) "
                + "\(r.servedLast) \(r.answersAreValid) \(r.parent) \(children) \(r.stackIndex >= 0) \(r.priority) \(r.parameterBits)"
        }
        let proposal = ProposedViewSize(width: 240, height: 400)
        // (A `List` groups its rows after making them, which is not a post-order list: walked.)
        let cases: [(AnyView, fromLog: Bool, predictionsHold: Bool)] = [
            (AnyView(screen(withList: false)), true, true),
            (AnyView(screen(withList: false).background { Color.red; Color.blue }), true, false),
            (AnyView(Group { screen(withList: false); Text("second root") }), true, false),
            (AnyView(screen(withList: true)), false, false),
        ]
        for (index, (view, fromLog, predictionsHold)) in cases.enumerated() {
            let logged = ComputedLayout(of: view, proposal: proposal)
            let store = logged.storage.store
            if StackGuard.probesRealStack() {
                #expect(store.numberedFromLog == fromLog, "case \(index)")
                #expect(store.recordsFromLog == predictionsHold, "case \(index)")
            }
            let walked = NodeStore(root: store.nodes[0], previous: nil)
            #expect(!walked.recordsFromLog)
            #expect(walked.count == store.count)
            for slot in 0..<min(walked.count, store.count) {
                #expect(walked.nodes[slot] == store.nodes[slot], "slot \(slot)")
                #expect(describe(walked, slot) == describe(store, slot), "slot \(slot): \(store.nodes[slot].label)")
                #expect(store.nodes[slot].slot == slot && store.nodes[slot].depth == walked.nodes[slot].depth)
            }
        }
    }

    @Test func layoutIfNeededLaysOutOnlyWhenNeeded() {
        let host = LayoutHost(rootView: list(["a", "b"]), proposal: .init(width: 100, height: nil))
        #expect(host.needsLayout)
        let first = host.layoutIfNeeded()
        host.layoutIfNeeded()
        #expect(host.layoutPassCount == 1)
        #expect(!host.needsLayout)
        // Any number of invalidations lead to one pass, and it measures nothing new.
        host.setNeedsLayout()
        host.setNeedsLayout()
        host.setNeedsLayout()
        let second = host.layoutIfNeeded()
        #expect(host.layoutPassCount == 2)
        #expect(second.statistics.measurements == 0)
        #expect(second.statistics.placements == first.statistics.placements)
        #expect(second.nodes.map(\.frame) == first.nodes.map(\.frame))
    }

    /// A layout keeps its pass's frames however many passes the host runs after it (the engine
    /// hands each layout its placement buffers and takes turns between two, or makes new ones,
    /// for later passes), including frames first read after those passes.
    @Test func earlierLayoutsKeepTheirFramesThroughLaterPasses() {
        let view = FlowLayout(spacing: 8) {
            ForEach(0..<40, id: \.self) { i in Color.blue.frame(width: CGFloat(20 + (i * 37) % 90), height: 24).id(i) }
        }
        func fresh(_ width: CGFloat) -> [CGRect] {
            ComputedLayout(of: view, proposal: ProposedViewSize(width: width, height: nil)).nodes.map(\.frame)
        }
        let host = LayoutHost(rootView: view, proposal: ProposedViewSize(width: 300, height: nil))
        let first = host.layoutIfNeeded()
        host.proposal = ProposedViewSize(width: 500, height: nil)
        var second: ComputedLayout? = host.layoutIfNeeded()
        host.proposal = ProposedViewSize(width: 700, height: nil)
        let third = host.layoutIfNeeded()
        #expect(second?.nodes.map(\.frame) == fresh(500))
        second = nil
        host.proposal = ProposedViewSize(width: 900, height: nil)
        let fourth = host.layoutIfNeeded()
        host.proposal = ProposedViewSize(width: 260, height: nil)
        let fifth = host.layoutIfNeeded()
        // Read for the first time only now, after four more passes.
        #expect(first.nodes.map(\.frame) == fresh(300))
        #expect(first.frame(of: 39) == ComputedLayout(of: view, proposal: ProposedViewSize(width: 300, height: nil)).frame(of: 39))
        #expect(third.nodes.map(\.frame) == fresh(700))
        #expect(fourth.nodes.map(\.frame) == fresh(900))
        #expect(fifth.nodes.map(\.frame) == fresh(260))
        #expect(Set([300, 700, 900, 260].map { fresh(CGFloat($0)) }).count == 4)
    }

    /// A colour kept by an update whose fixed frame changed size holds an answer for the old size:
    /// it must answer (and be counted) for the new one, traced or not.
    @Test func aKeptColourInAResizedFixedFrameAnswersForTheNewSize() {
        func card(_ side: CGFloat) -> some View {
            HStack(spacing: 0) {
                Color.blue.frame(width: side, height: side).id("chip")
                Color.red.frame(width: 5, height: 5)
            }
        }
        var updates: [ComputedLayout] = []
        for tracing in [false, true] {
            let host = LayoutHost(rootView: card(10), proposal: .unspecified, recordsTrace: tracing)
            host.layoutIfNeeded()
            host.setRootView(card(20))
            let after = host.layoutIfNeeded()
            #expect(host.lastUpdate.nodesKept >= 3)
            #expect(after.frame(of: "chip") == CGRect(x: 0, y: 0, width: 20, height: 20))
            #expect(after.nodes.first { $0.kind == .color }?.frame == CGRect(x: 0, y: 0, width: 20, height: 20))
            #expect(after.size == CGSize(width: 25, height: 20))
            // Only the blue colour is measured again (for 20×20); the red one keeps its answer.
            #expect(after.statistics.leafMeasurements == 1)
            updates.append(after)
        }
        #expect(updates[0].statistics == updates[1].statistics)
    }

    @Test func aNewProposalMeasuresOnlyWhatDependsOnIt() {
        let host = LayoutHost(rootView: list(["a", "b"]), proposal: .init(width: 100, height: nil))
        host.layoutIfNeeded()
        host.proposal = .init(width: 100, height: nil)
        #expect(!host.needsLayout, "the same proposal changes nothing")
        host.proposal = .init(width: 200, height: nil)
        let layout = host.layoutIfNeeded()
        #expect(layout.size.width == 200)
        // Each text is asked one new question, its share of the new width; its minimum and maximum
        // (proposals 0 and ∞) come from the cache.
        #expect(layout.statistics.textMeasurements == 2)
        let trace = layout.trace(of: "a")
        #expect(trace.filter { !$0.cached }.map(\.proposal) == [ProposedViewSize(width: 192, height: nil)])
    }

    @Test func changingOneRowKeepsTheOthersAndTheirMeasurements() {
        let host = LayoutHost(rootView: list(["a", "b", "c", "d", "e"]), proposal: .init(width: 100, height: nil))
        let before = host.layoutIfNeeded()
        host.setRootView(list(["a", "b", "C", "d", "e"]))
        let after = host.layoutIfNeeded()
        // 16 nodes: the VStack and five rows of HStack, Text and Spacer. The ForEach id "C" is a new
        // identity, so its row (HStack, Text, Spacer) is new, and the VStack above it; the other four
        // rows are kept, with their measurements.
        #expect(host.lastUpdate.nodesCreated == 4)
        #expect(host.lastUpdate.nodesKept == 12)
        #expect(host.lastUpdate.measurementsKept > 0)
        // Only the new text is measured (three questions: minimum, maximum, share).
        #expect(after.statistics.textMeasurements == 3)
        #expect(after.statistics.measurements < before.statistics.measurements)
        #expect(after.frame(of: "C") == before.frame(of: "c"))
    }

    @Test func equatableViewsEqualToTheirOldValueAreNotRebuilt() {
        let counter = CallCounter()
        func rows(_ titles: [String]) -> some View {
            VStack(spacing: 0) { ForEach(titles, id: \.self) { CountingRow(title: $0, counter: counter) } }
        }
        let host = LayoutHost(rootView: rows(["a", "b", "c"]), proposal: .init(width: 100, height: nil))
        host.layoutIfNeeded()
        #expect(counter.bodies == 3)
        host.setRootView(rows(["a", "b", "c", "d"]))
        host.layoutIfNeeded()
        #expect(counter.bodies == 4, "only the new row's body is evaluated")
        #expect(host.lastUpdate.equatableViewsSkipped == 3)
    }

    @Test func equatableModifierSkipsTheUpdate() {
        let counter = CallCounter()
        let host = LayoutHost(rootView: VStack { CountingRow(title: "x", counter: counter).equatable() }, proposal: .unspecified)
        host.layoutIfNeeded()
        host.setRootView(VStack { CountingRow(title: "x", counter: counter).equatable() })
        host.layoutIfNeeded()
        #expect(counter.bodies == 1)
        host.setRootView(VStack { CountingRow(title: "y", counter: counter).equatable() })
        let layout = host.layoutIfNeeded()
        #expect(counter.bodies == 2)
        #expect(layout.frame(of: "y") != nil)
    }

    @Test func invalidatingAViewRemeasuresItAndItsAncestorsOnly() {
        let host = LayoutHost(rootView: list(["a", "b"]), proposal: .init(width: 100, height: nil))
        host.layoutIfNeeded()
        #expect(host.invalidateMeasurements(of: "a"))
        #expect(!host.invalidateMeasurements(of: "missing"))
        let layout = host.layoutIfNeeded()
        #expect(layout.statistics.textMeasurements == 3, "text a, asked its three questions again")
        #expect(layout.trace(of: "b").allSatisfy { $0.cached })
    }
}

/// The layout conversation, recorded.
@MainActor
@Suite struct TraceTests {
    @Test func traceRecordsProposalsAndAnswersInOrder() {
        let computed = ComputedLayout(of: HStack(spacing: 0) { Color.red; Text("Hello").id("t") }, proposal: .init(width: 100, height: nil))
        let trace = computed.trace(of: "t")
        // The stack asks for the minimum and the maximum, then offers a share (the colour, more flexible,
        // comes after the text: half of 100). Placing reuses that distribution and places the text
        // with its share, answered from the cache.
        let zero = ProposedViewSize(width: 0, height: nil), infinite = ProposedViewSize(width: .infinity, height: nil), share = ProposedViewSize(width: 50, height: nil)
        #expect(trace.map(\.proposal) == [zero, infinite, share, share])
        #expect(trace.map(\.cached) == [false, false, false, true])
        #expect(trace[1].size == CGSize(width: 42.5, height: 20.4))
        // At width 0 each character gets a line of its own: 5 lines of 20.4.
        #expect(trace[0].description == "0×nil → 8.5×102")
        #expect(trace[3].description == "50×nil → 42.5×20.4 (cached)")
    }

    @Test func traceCanBeTurnedOff() {
        let computed = ComputedLayout(of: Text("Hi").id("t"), proposal: .unspecified, recordsTrace: false)
        #expect(computed.trace(of: "t").isEmpty)
        #expect(computed.frame(of: "t") != nil)
    }

    /// A layout keeps its pass's trace (the log's entries are shared with the engine's until the
    /// engine appends for another pass, which then writes a log of its own): a host's second pass,
    /// at another width, changes nothing in the first layout's trace, read after it.
    @Test func aKeptLayoutsTraceIsNotChangedByTheNextPass() {
        let host = LayoutHost(rootView: HStack(spacing: 0) { Color.red; Text("Hello").id("t") }, proposal: .init(width: 100, height: nil))
        let first = host.layoutIfNeeded()
        host.proposal = ProposedViewSize(width: 60, height: nil)
        let second = host.layoutIfNeeded()
        let share = ProposedViewSize(width: 50, height: nil)
        #expect(first.trace(of: "t").map(\.proposal) == [ProposedViewSize(width: 0, height: nil), ProposedViewSize(width: .infinity, height: nil), share, share])
        #expect(second.trace(of: "t").allSatisfy { $0.proposal.width != 50 })
    }

    /// Copies of a trace log each keep their own entries, whichever appends after the copy is
    /// made, across chunks (`TraceLog.chunkCapacity` entries each).
    @Test func copiesOfATraceLogKeepTheirOwnEntries() {
        var log = TraceLog()
        let n = TraceLog.chunkCapacity + 5
        for i in 0..<n { log.append(i % 3, ProposedViewSize(width: CGFloat(i), height: nil), CGSize(width: i, height: 1), cached: false) }
        var copy = log
        log.append(0, .zero, .zero, cached: true)
        copy.append(1, .unspecified, CGSize(width: -1, height: -1), cached: false)
        copy.append(2, .unspecified, CGSize(width: -2, height: -2), cached: false)
        log.append(0, .zero, CGSize(width: 7, height: 7), cached: true)
        #expect(log.count == n + 2)
        #expect(copy.count == n + 2)
        let original = log.bySlot(count: 3), copied = copy.bySlot(count: 3)
        #expect(original[0].suffix(2).map(\.size) == [.zero, CGSize(width: 7, height: 7)])
        // Neither sees the other's appends.
        #expect(original[1].allSatisfy { $0.size.height == 1 } && original[2].allSatisfy { $0.size.height == 1 })
        #expect(copied[1].last?.size == CGSize(width: -1, height: -1))
        #expect(copied[2].last?.size == CGSize(width: -2, height: -2))
        #expect(copied[0].allSatisfy { !$0.cached })
        // The shared entries, in order, in both.
        #expect(original[0].prefix(3).map(\.proposal.width) == [0, 3, 6])
        #expect(copied[0].prefix(3).map(\.proposal.width) == [0, 3, 6])
        #expect(original.map(\.count).reduce(0, +) == n + 2)
    }
}
