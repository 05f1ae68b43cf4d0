import Testing
import Layoutshot

/// Where a layout puts the values it is handed, so that they outlive it.
///
/// SAFETY (`@unchecked Sendable`, as the layouts holding it must be): written by the layout
/// passes of the one tree it is given to and read by the test, all on the main actor.
final class SubviewKeeper: @unchecked Sendable {
    var subviews: LayoutSubviews?
    var first: LayoutSubview?
    var dimensions: ViewDimensions?

    /// Lets go of what was kept. The keeper is held by the layout whose subviews it keeps, which
    /// hold their container: a cycle a test that keeps them must break itself.
    func release() {
        subviews = nil
        first = nil
        dimensions = nil
    }
}

/// A layout that keeps its subviews, as users do in their caches (a caching flow layout keeps
/// sizes; others keep the proxies themselves), and lays them out in a column.
struct KeepingLayout: Layout {
    let keeper: SubviewKeeper

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        keeper.subviews = subviews
        keeper.first = subviews.first
        keeper.dimensions = subviews.first?.dimensions(in: .unspecified)
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
            y += size.height
        }
    }
}

private struct Weight: LayoutValueKey { static let defaultValue = 0.0 }

/// Values a layout hands to user code stay safe to use after the layout is gone: they answer with
/// defaults and report the use, never reading freed memory. (Run under `swift test
/// --sanitize=address` too: a use after free fails there even when it happens to return garbage.)
@MainActor
@Suite(.serialized) struct KeptSubviewsTests {
    /// Lays a tree out and lets everything but the keeper go.
    func keepFromGoneLayout() -> SubviewKeeper {
        let keeper = SubviewKeeper()
        let view = KeepingLayout(keeper: keeper) {
            Color.red.frame(width: 30, height: 20).layoutPriority(2).layoutValue(key: Weight.self, value: 3)
                .alignmentGuide(.leading) { _ in 7 }
            Text("Kept")
        }
        // Only plain values go into expectations: Swift Testing may hold what an expectation
        // captured (the layout itself) after it returns, which would keep the layout alive.
        let (keptSize, width) = {
            let computed = ComputedLayout(of: view, proposal: ProposedViewSize(width: 200, height: nil))
            // While the layout lives, the kept values answer as the layout did.
            return (keeper.first?.sizeThatFits(.unspecified), computed.size.width)
        }()
        #expect(keptSize == CGSize(width: 30, height: 20))
        #expect(width == 34)  // "Kept": 4 characters at 8.5 (FixedAdvanceTextMeasurer)
        return keeper
    }

    @Test func subviewsKeptPastTheirLayoutAnswerDefaults() throws {
        _ = LayoutDiagnostic.detachedUses()
        for _ in 0..<50 {
            let keeper = keepFromGoneLayout()
            let first = try #require(keeper.first)
            let subviews = try #require(keeper.subviews)
            // What the node itself carries is still known.
            #expect(first.priority == 2)
            #expect(first[Weight.self] == 3)
            #expect(subviews.count == 2)
            // What needs the engine answers with defaults.
            #expect(first.sizeThatFits(ProposedViewSize(width: 100, height: 100)) == .zero)
            #expect(subviews[1].sizeThatFits(.unspecified) == .zero)
            let dimensions = first.dimensions(in: .unspecified)
            #expect(dimensions.width == 0 && dimensions.height == 0)
            #expect(dimensions[.leading] == 0)
            #expect(first.spacing == ViewSpacing())
            first.place(at: .zero, proposal: .unspecified)
            // Dimensions kept from the live layout lose their explicit guide (7), keeping the default.
            let kept = try #require(keeper.dimensions)
            #expect(kept.width == 30)
            #expect(kept[explicit: .leading] == nil)
            #expect(kept[.leading] == 0)
            keeper.release()
        }
        let uses = LayoutDiagnostic.detachedUses()
        #expect(uses.count == 100)  // the first 100 uses are kept
        #expect(uses.allSatisfy { $0.kind == .detachedSubview })
        #expect(uses.first?.description.contains("after its layout was gone; answered 0×0") == true)
        #expect(uses.contains { $0.message.contains("was placed after its layout was gone; placement ignored") })
        #expect(LayoutDiagnostic.detachedUses().isEmpty)
    }

    /// Kept subviews handed to a built-in layout: it finds no engine and answers its empty size.
    @Test func keptSubviewsInABuiltInLayoutAnswerEmpty() throws {
        for _ in 0..<20 {
            let keeper = keepFromGoneLayout()
            let subviews = try #require(keeper.subviews)
            var flowCache = FlowLayout().makeCache(subviews: subviews)
            #expect(FlowLayout().sizeThatFits(proposal: .unspecified, subviews: subviews, cache: &flowCache) == .zero)
            var stackCache: Void = VStackLayout().makeCache(subviews: subviews)
            #expect(VStackLayout().sizeThatFits(proposal: .unspecified, subviews: subviews, cache: &stackCache) == .zero)
            FlowLayout().placeSubviews(in: CGRect(x: 0, y: 0, width: 50, height: 50), proposal: .unspecified, subviews: subviews, cache: &flowCache)
            keeper.release()
        }
        _ = LayoutDiagnostic.detachedUses()
    }

    /// A host's update that removes a view: the engine lives on, but the subview kept from the
    /// old tree is no longer in it, so it answers defaults instead of reading another view's slot.
    @Test func subviewsOfViewsAHostRemovedAnswerDefaults() throws {
        _ = LayoutDiagnostic.detachedUses()
        let keeper = SubviewKeeper()
        let host = LayoutHost(rootView: KeepingLayout(keeper: keeper) {
            Color.red.frame(width: 30, height: 20)
            Color.blue.frame(width: 10, height: 10)
        }, proposal: .init(width: 100, height: nil))
        host.layoutIfNeeded()
        let old = try #require(keeper.first)
        #expect(old.sizeThatFits(.unspecified) == CGSize(width: 30, height: 20))
        host.setRootView(HStack { Text("Other") })
        host.setNeedsLayout()
        let layout = host.layoutIfNeeded()
        #expect(layout.size == CGSize(width: 42.5, height: 20.4))  // 5 characters at 8.5, one line of 20.4
        for _ in 0..<20 {
            #expect(old.sizeThatFits(.unspecified) == .zero)
        }
        #expect(LayoutDiagnostic.detachedUses().count == 20)
        keeper.release()
    }
}

/// A layout that, asked its ideal size, asks a kept handle to itself for its minimum: the engine is
/// re-entered for the same container while that container's cache is borrowed by the outer call.
struct ReenteringLayout: Layout {
    let keeper: SubviewKeeper

    func makeCache(subviews: Subviews) -> Int { 0 }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) -> CGSize {
        cache += 1
        if proposal == .unspecified, let me = keeper.first {
            let minimum = me.sizeThatFits(.zero)
            return CGSize(width: minimum.width + 1, height: minimum.height + 1)
        }
        return CGSize(width: 40, height: 30)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) {}
}

@MainActor
@Suite struct ReentrantLayoutTests {
    /// The inner call answers from a copy of the cache; the outer call's answer uses the inner one.
    @Test func aLayoutAskingItselfDuringItsOwnCallAnswers() {
        for _ in 0..<20 {
            let keeper = SubviewKeeper()
            let view = KeepingLayout(keeper: keeper) {
                ReenteringLayout(keeper: keeper) { Color.red }
            }
            let size = ComputedLayout(of: view, proposal: .unspecified).size
            // KeepingLayout asks its child for .unspecified; the child asks itself for .zero (40×30).
            #expect(size == CGSize(width: 41, height: 31))
            keeper.release()
        }
    }
}

/// A layout that keeps its subviews in its cache, as users do.
struct CachingSubviewsLayout: Layout {
    struct Cache { var subviews: Subviews }

    func makeCache(subviews: Subviews) -> Cache { Cache(subviews: subviews) }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        cache.subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        cache.subviews.first?.place(at: bounds.origin, proposal: proposal)
    }
}

@MainActor
@Suite struct CachedSubviewsTests {
    /// Subviews kept in a layout's cache do not keep the tree alive once its layout is gone.
    @Test func aTreeWhoseCacheKeepsItsSubviewsIsFreed() {
        final class Tracked { }
        weak var weakTracked: Tracked?
        for _ in 0..<20 {
            let tracked = Tracked()
            weakTracked = tracked
            let view = CachingSubviewsLayout { Color.red.frame(width: 12, height: 8) }
                .layoutValue(key: TrackedKey.self, value: tracked)
            let width = ComputedLayout(of: view, proposal: .unspecified).size.width
            #expect(width == 12)
        }
        // The last tree's layout value (the tracked object) went with the tree.
        #expect(weakTracked == nil)
    }

    /// The same for a container a host's update drops while the host lives on.
    @Test func aContainerAnUpdateDropsIsFreed() {
        final class Tracked { }
        weak var weakTracked: Tracked?
        let host: LayoutHost = {
            let tracked = Tracked()
            weakTracked = tracked
            return LayoutHost(rootView: VStack {
                CachingSubviewsLayout { Color.red.frame(width: 12, height: 8) }
                    .layoutValue(key: TrackedKey.self, value: tracked)
            }, proposal: .unspecified)
        }()
        host.layoutIfNeeded()
        let before = weakTracked != nil
        #expect(before)
        host.setRootView(VStack { Color.blue.frame(width: 5, height: 5) })
        let width = host.layoutIfNeeded().size.width
        #expect(width == 5)
        #expect(weakTracked == nil)
    }
    /// The same when the update keeps a sibling of the dropped container: the kept nodes move
    /// into the new tree's arena (nodes are records in their tree's arena, `NodeArena`), so the
    /// old arena, with the dropped container in it, goes with the old tree.
    @Test func aContainerDroppedBesideKeptViewsIsFreed() {
        final class Tracked { }
        weak var weakTracked: Tracked?
        let header = Text("Header").equatable()
        let host: LayoutHost = {
            let tracked = Tracked()
            weakTracked = tracked
            return LayoutHost(rootView: VStack {
                header
                CachingSubviewsLayout { Color.red.frame(width: 12, height: 8) }
                    .layoutValue(key: TrackedKey.self, value: tracked)
            }, proposal: .unspecified)
        }()
        let before = host.layoutIfNeeded().size.height
        #expect(weakTracked != nil)
        host.setRootView(VStack {
            header
            Color.blue.frame(width: 5, height: 5)
        })
        let after = host.layoutIfNeeded()
        #expect(host.lastUpdate.nodesKept >= 1, "the header is kept")
        #expect(host.lastUpdate.equatableViewsSkipped == 1)
        // VStack's default spacing between the two rows is the same; only the second row changed.
        #expect(after.size.height == before - 8 + 5)
        #expect(weakTracked == nil)
    }
}

private struct TrackedKey: LayoutValueKey { static var defaultValue: AnyObject? { nil } }

/// Where a layout finds its own host.
///
/// SAFETY (`@unchecked Sendable`): one test owns it, and its layout reads and writes it on the
/// test's thread, during the host's own layout pass.
final class HostBox: @unchecked Sendable {
    var host: LayoutHost?
    var answers: [ComputedLayout] = []
}

/// A layout that, while it is measured, gives its own host a new root view and asks it to lay out.
struct HostReachingLayout: Layout {
    let box: HostBox

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let box = self.box
        // The pass runs on the host's thread, the main actor's (the tree is shallow): checked.
        MainActor.assumeIsolated {
            if let host = box.host {
                host.setRootView(Color.blue.frame(width: 5, height: 5))
                box.answers.append(host.layoutIfNeeded())
            }
        }
        return subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, proposal: proposal)
    }
}

@MainActor
@Suite struct ReentrantHostTests {
    /// The nested request is answered without a pass (empty, with a diagnostic, the first time; the
    /// last layout after that), and the new root view waits for the next call.
    @Test func aHostAskedFromInsideItsOwnPassAnswersWithoutOne() throws {
        let box = HostBox()
        let host = LayoutHost(rootView: HostReachingLayout(box: box) { Color.red.frame(width: 30, height: 20) },
                              proposal: .unspecified)
        box.host = host
        let first = host.layoutIfNeeded()
        #expect(first.size == CGSize(width: 30, height: 20))
        let nested = try #require(box.answers.first)
        #expect(nested.size == .zero)
        #expect(nested.nodeCount == 0)
        #expect(nested.diagnostics.map(\.kind) == [.reentrantLayout])
        // The root view given inside the pass is applied by the next call.
        box.host = nil
        #expect(host.needsLayout)
        let second = host.layoutIfNeeded()
        #expect(second.size == CGSize(width: 5, height: 5))
        box.answers = []
    }
}
