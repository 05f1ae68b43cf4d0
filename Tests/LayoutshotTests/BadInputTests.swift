import Testing
import Foundation
@testable import Layoutshot

/// Bad input never crashes: SwiftUI's behaviour where it has one, otherwise a clamped, documented
/// result and a diagnostic naming the view.
@MainActor
@Suite struct BadInputTests {
    @Test func nanProposalIsTreatedAsUnspecified() {
        let computed = ComputedLayout(of: Color.red.id("c"), proposal: .init(width: .nan, height: 20))
        #expect(computed.size == CGSize(width: 10, height: 20))
        #expect(computed.diagnostics.map(\.kind) == [.invalidProposal])
        #expect(computed.diagnostics[0].message.contains("NaN width"))
    }

    @Test func negativeProposalIsZero() {
        let computed = ComputedLayout(of: HStack { Color.red; Color.blue }, proposal: .init(width: -50, height: -1))
        #expect(computed.size == CGSize(width: 8, height: 0))
        #expect(computed.diagnostics.isEmpty)
    }

    @Test func infiniteRootProposalPlacesTheRootAtItsIdealSize() {
        let computed = ComputedLayout(of: VStack { Color.red; Text("Hi") }, proposal: .infinity)
        // A colour answers ∞ to ∞; the root is placed at its ideal size instead: 17 wide (the text),
        // 10 + 8 + 20.4 tall.
        #expect(computed.size == CGSize(width: 17, height: 38.4))
        #expect(computed.nodes.allSatisfy { $0.frame.isFiniteRect })
        #expect(computed.diagnostics.map(\.kind) == [.invalidSize])
    }

    @Test func negativeAndNonFiniteModifierArguments() {
        let computed = ComputedLayout(of: VStack(spacing: 0) {
            Color.red.frame(width: -5, height: .nan).id("a")
            Color.red.padding(.infinity).id("b")
            Color.red.frame(minWidth: -10, idealWidth: .infinity, maxWidth: .nan).id("c")
            Spacer(minLength: -3).id("s")
        }, proposal: .init(width: 40, height: 100))
        // Invalid frame lengths are unset (the proposal passes through); infinite padding is no padding;
        // a negative spacer minimum is 0.
        #expect(computed.frame(of: "a")?.width == 40)
        #expect(computed.frame(of: "b")?.width == 40)
        #expect(computed.frame(of: "c")?.width == 40)
        #expect(computed.frame(of: "s")?.height == 0 || computed.frame(of: "s")!.height >= 0)
        #expect(computed.nodes.allSatisfy { $0.frame.isFiniteRect })
    }

    @Test func correctedModifierArgumentsAreDiagnosedInEveryLayout() {
        let view = VStack(spacing: 0) {
            Color.red.frame(width: -5, height: 1e308).id("a")
            Color.red.padding(.infinity).id("b")
            Color.red.frame(minWidth: 30, maxWidth: 20).id("c")
        }
        let computed = ComputedLayout(of: view, proposal: .init(width: 40, height: 100))
        let messages = computed.diagnostics.filter { $0.kind == .invalidArgument }.map(\.message)
        // SwiftUI logs "Invalid frame dimension (negative or non-finite)" and "Contradictory frame
        // constraints specified."; Layoutshot says what it used instead, naming the view.
        #expect(messages.contains { $0.hasSuffix("has an invalid width (-5: negative or non-finite); treated as unset") })
        #expect(messages.contains { $0.hasSuffix("has a height of 1e+308; clamped to 1000000000000") })
        #expect(messages.filter { $0.contains("padding of ∞; used 0") }.count == 4)
        #expect(messages.contains { $0.hasSuffix("has width constraints min 30, ideal nil, max 20 that are contradictory or invalid; used min 30, ideal nil, max 20") })
        #expect(messages.count == 7)
        #expect(computed.diagnostics.first { $0.message.contains("-5") }?.path.hasSuffix("#a") == true)
        // Every layout reports them again: a sweep's layouts each have them.
        for layout in ComputedLayout.sweep(of: view, widths: [40, 80]) {
            #expect(layout.diagnostics.filter { $0.kind == .invalidArgument }.count == 7)
        }
        #expect(computed.nodes.allSatisfy { $0.frame.isFiniteRect })
    }

    @Test(arguments: [CGFloat.nan, .infinity, -.infinity, 1e308])
    func aStackSpacingThatIsNotALengthIsDiagnosed(spacing: CGFloat) {
        let view = HStack(spacing: spacing) { Color.red.frame(width: 10, height: 10).id("a"); Color.red.frame(width: 10, height: 10).id("b") }
            .layoutPriority(.nan)
        let computed = ComputedLayout(of: view, proposal: .unspecified)
        let messages = computed.diagnostics.filter { $0.kind == .invalidArgument }.map(\.message)
        if spacing.isFinite {
            // Clamped to the length bound, 10¹²; the second view, past it, is put at the bound.
            #expect(messages.contains { $0.hasSuffix("has a spacing of 1e+308; used 1000000000000") })
            #expect(computed.frame(of: "b")?.minX == 1_000_000_000_000)
            #expect(computed.diagnostics.contains { $0.kind == .invalidPlacement && $0.path.hasSuffix("#b") })
        } else {
            // Not a length: the views' own spacing, 8.
            #expect(messages.contains { $0.hasSuffix("has a spacing of \(spacing.isNaN ? "NaN" : spacing > 0 ? "∞" : "-∞"); used the views' spacing (nil)") })
            #expect(computed.frame(of: "b")?.minX == 18)
        }
        #expect(messages.contains { $0.hasSuffix("has a NaN layoutPriority; used 0") })
    }

    @Test func emptyContainers() {
        for view in [AnyView(HStack {}), AnyView(VStack {}), AnyView(ZStack {}), AnyView(ViewThatFits {}), AnyView(EmptyView())] {
            let computed = ComputedLayout(of: view, proposal: .init(width: 100, height: 100))
            #expect(computed.size == .zero)
        }
    }

    @Test func tenThousandChildren() {
        let computed = ComputedLayout(of: VStack(spacing: 1) { ForEach(0..<10_000, id: \.self) { Color.red.frame(height: 1).id($0) } }, proposal: .init(width: 10, height: nil))
        #expect(computed.size == CGSize(width: 10, height: 10_000 + 9_999))
        #expect(computed.frame(of: 9_999) == rect(0, 19_998, 10, 1))
    }

    @Test func aFiveHundredLevelTreeIsLaidOutWholeOnTheMainThread() {
        // 500 levels (750 levels of nodes): what the main thread's 8 MiB stack lays out whole
        // with room to spare in a debug build (see StackGuard).
        var view = AnyView(Text("deep").id("leaf"))
        for level in 0..<500 {
            let inner = view
            view = level % 2 == 0 ? AnyView(HStack { inner }.padding(1)) : AnyView(VStack { inner })
        }
        let computed = ComputedLayout(of: view, proposal: .init(width: 5_000, height: nil))
        #expect(computed.diagnostics.isEmpty)
        // 250 paddings of 1 on each side.
        #expect(computed.size == CGSize(width: 34 + 500, height: 20.4 + 500))
        #expect(computed.frame(of: "leaf") == rect(250, 250, 34, 20.4))
        #expect(computed.nodes.count == 751) // 500 stacks, 250 paddings, the text
        // The same through a host, which also keeps the tree.
        let host = LayoutHost(rootView: view, proposal: .init(width: 5_000, height: nil))
        #expect(host.layoutIfNeeded().size == computed.size)
    }

    @Test func aThousandLevelTreeDoesNotOverflowTheStack() {
        // 1,000 levels (1,500 levels of nodes): whole where the thread's stack holds its layout
        // pass, else cut off with the depth diagnostic; never a crash.
        let view = Self.chain(1_000)
        let computed = ComputedLayout(of: view, proposal: .init(width: 5_000, height: nil))
        if computed.diagnostics.isEmpty {
            // 500 paddings of 1 on each side.
            #expect(computed.size == CGSize(width: 34 + 1_000, height: 20.4 + 1_000))
            #expect(computed.frame(of: "leaf") == rect(500, 500, 34, 20.4))
            #expect(computed.nodes.count == 1_501) // 1,000 stacks, 500 paddings, the text
        } else {
            #expect(computed.diagnostics.map(\.kind) == [.invalidArgument])
            #expect(computed.frame(of: "leaf") == nil)
        }
        #expect(StackGuard.treeDepthLimit() < 1_500 || computed.diagnostics.isEmpty)
        // The same through a host, which also keeps the tree.
        let host = LayoutHost(rootView: view, proposal: .init(width: 5_000, height: nil))
        #expect(host.layoutIfNeeded().size == computed.size)
    }

    @Test(arguments: [1.9e20, 1e21, 1e300, CGFloat.greatestFiniteMagnitude])
    func textProposedAHugeHeightDoesNotTrap(height: CGFloat) {
        // The number of lines a height holds used to be converted to Int unchecked: a height over
        // about 1.9e20 (Int.max lines of 20.4) trapped. Such a height sets no line limit.
        let computed = ComputedLayout(of: Text("Hello World").id("t"), proposal: .init(width: 50, height: height))
        #expect(close(computed.frame(of: "t"), rect(0, 0, 42.5, 2 * lineHeight)))
        let framed = ComputedLayout(of: Text("Hello World").frame(height: height).id("f"), proposal: .init(width: 50, height: nil))
        #expect(framed.size.width == 42.5)
    }

    @Test func aTinyOrHugeFontStaysFinite() {
        // 1e-300 points: a line 1.2e-300 tall; any height holds more lines than an Int counts.
        let tiny = ComputedLayout(of: Text("Hi").font(.system(size: 1e-300)).id("t"), proposal: .init(width: 100, height: 1e6))
        #expect(tiny.frame(of: "t").map { $0.width.isFinite && $0.height.isFinite && $0.height > 0 } == true)
        // Sizes above Font.sizeRange are its upper end, 100,000 points: finite text however long.
        var font = Font.system(size: 1e308)
        #expect(font.size == 100_000)
        font.size = .infinity
        #expect(font.size == 17)
        let huge = ComputedLayout(of: Text(String(repeating: "x", count: 1_000)).font(.system(size: 1e308)), proposal: .unspecified)
        #expect(huge.size == CGSize(width: 1_000 * 50_000, height: 120_000))
    }

    @Test(arguments: [Int.max, 100_000_000, 1_001])
    func aHugeGridSpanIsClampedWithADiagnostic(span: Int) {
        // gridCellColumns(Int.max) overflowed the column count; 100,000,000 made 100,000,000
        // columns (over 20 GB). A span is at most 1,000 columns: memory stays with the views.
        let grid = Grid(horizontalSpacing: 0) {
            GridRow { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 10, height: 10).gridCellColumns(span).id("wide") }
            GridRow { Color.red.frame(width: 10, height: 10).id("next") }
        }
        let computed = ComputedLayout(of: grid, proposal: .unspecified)
        #expect(computed.frame(of: "next") == rect(0, 18, 10, 10))
        #expect(computed.size.width.isFinite && computed.size.width > 19)
        #expect(computed.diagnostics.contains { $0.kind == .invalidArgument && $0.message.contains("gridCellColumns \(span); it spans the maximum, 1000 columns") })
    }

    /// A chain of `levels` stacks and paddings around a text (or `leaf`), type-erased at every level.
    static func chain(_ levels: Int, around leaf: AnyView = AnyView(Text("deep").id("leaf"))) -> AnyView {
        var view = leaf
        for level in 0..<levels {
            let inner = view
            view = level % 2 == 0 ? AnyView(HStack { inner }.padding(1)) : AnyView(VStack { inner })
        }
        return view
    }

    @Test func aThirtyThousandLevelTreeIsCutOffLaidOutAndFreedWithoutOverflowingTheStack() {
        // Releasing the root used to release each level from inside the one above: about 27,000
        // nested deinitialisers (fewer in a debug build) overflowed the stack, and the test process
        // died. On the main thread the tree is now built only as deep as its stack lays out, and
        // the 45,000 views are freed one level at a time whether built or not.
        do {
            let computed = ComputedLayout(of: Self.chain(30_000), proposal: .init(width: 100_000, height: nil))
            #expect(computed.frame(of: "leaf") == nil)
            #expect(computed.diagnostics.count == 1)
            #expect(computed.diagnostics.first?.message.contains("the view tree is deeper than Layoutshot builds") == true)
            #expect(computed.nodes.count <= StackGuard.treeDepthLimit() + 1)
        }
        // The same tree kept and updated by a host, then freed.
        do {
            let host = LayoutHost(rootView: Self.chain(30_000), proposal: .init(width: 100_000, height: nil))
            let layout = host.layoutIfNeeded()
            #expect(layout.size.width.isFinite && layout.size.width > 0)
            #expect(layout.frame(of: "leaf") == nil)
        }
    }

    @Test func theLayoutPassUsesLessStackPerLevelThanTheGuardCounts() {
        // The depth limit divides the stack left by StackGuard.bytesPerLevel: a pass must use less
        // than that per level of nodes, or a tree under the limit could overflow the stack. Two
        // probes, 300 levels of nodes apart, note the stack address where the pass measures and
        // places them.
        let probe = StackProbe()
        let inner = AnyView(StackProbeLayout(probe: probe) { Color.red }.id("inner"))
        let deep = StackProbeLayout(probe: probe) { Self.chain(200, around: inner) }.id("outer")
        let computed = ComputedLayout(of: deep, proposal: .init(width: 5_000, height: nil))
        #expect(computed.diagnostics.isEmpty)
        guard let outer = computed.nodes.first(where: { $0.id == AnyHashable("outer") }),
              let innermost = computed.nodes.first(where: { $0.id == AnyHashable("inner") }) else {
            Issue.record("the probes were not laid out")
            return
        }
        let levels = innermost.depth - outer.depth
        #expect(levels >= 300)
        let sizing = Int(probe.sizing.max()! - probe.sizing.min()!) / levels
        let placing = Int(probe.placing.max()! - probe.placing.min()!) / levels
        #expect(sizing > 0 && sizing < StackGuard.bytesPerLevel, "\(sizing) bytes a level measuring")
        // (Placing does not recurse per level here: the probes are placed at one stack depth.)
        #expect(placing < StackGuard.bytesPerLevel, "\(placing) bytes a level placing")
    }

    /// Where a `StackProbeLayout` was measured and placed (stack addresses).
    ///
    /// SAFETY (`@unchecked Sendable`, as a `Layout`'s stored value must be): written and read
    /// only on the test's thread, by the one pass the test runs and then by the test.
    private final class StackProbe: @unchecked Sendable {
        var sizing: [UInt] = []
        var placing: [UInt] = []
    }

    /// A one-child layout that notes the stack address of each call.
    private struct StackProbeLayout: Layout {
        let probe: StackProbe
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            probe.sizing.append(StackGuard.stackAddress())
            return subviews.first?.sizeThatFits(proposal) ?? .zero
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            probe.placing.append(StackGuard.stackAddress())
            subviews.first?.place(at: bounds.origin, proposal: proposal)
        }
    }

    @Test func deepLayoutsOnShortLivedThreadsOfMixedStackSizes() {
        // A thread's id is the address of its descriptor, at the top of its stack. When a thread
        // with a large stack has exited, a new small-stack thread can be mapped at the top of the
        // freed range and get the dead thread's id. Stack bases used to be cached per thread id:
        // the new thread was handed the dead thread's base, counted stack it did not have, laid a
        // deep tree out and crashed (SIGSEGV, seen in CI). Each round here lays out, on a fresh
        // thread (as a Swift 5 user may), a tree deeper than that thread's stack holds: it is cut
        // off at what that stack holds, never more, with the depth diagnostic (or laid out whole
        // where it fits, on 64 MiB).
        let view = Given(Self.chain(3_000))
        for (round, stackSize) in [64 << 20, 1 << 20, 2 << 20, 512 << 10, 4 << 20, 1 << 20, 8 << 20, 2 << 20].enumerated() {
            let done = DispatchSemaphore(value: 0)
            let result = ResultBox()
            let thread = Thread {
                onThisThreadAsIfMainActor(Self.layOut, (view, result, CGFloat(10_000)))
                done.signal()
            }
            thread.stackSize = stackSize
            thread.start()
            done.wait()
            let holds = (stackSize - StackGuard.reserve(stackSize: stackSize)) / StackGuard.bytesPerLevel
            if holds > 4_600 {
                // The 4,501 levels of nodes fit (64 MiB): laid out whole.
                #expect(result.frame == rect(1_500, 1_500, 34, 20.4), "round \(round), a \(stackSize >> 10) KiB stack")
                #expect(result.diagnostics.isEmpty, "round \(round): \(result.diagnostics)")
            } else {
                #expect(result.frame == nil, "round \(round), a \(stackSize >> 10) KiB stack")
                // (The thread's own limit: a thread may get more stack than asked for, as a
                // 512 KiB one does here.)
                #expect(result.nodes > 0 && result.nodes <= result.limit + 2,
                        "round \(round): \(result.nodes) nodes on a \(stackSize >> 10) KiB stack, limit \(result.limit)")
                #expect(result.diagnostics.count == 1 && result.diagnostics[0].contains("the view tree is deeper than Layoutshot builds"),
                        "round \(round): \(result.diagnostics)")
            }
        }
    }

    @Test(arguments: [512 << 10, 8 << 20])
    func aTreeDeeperThanASecondaryThreadsStackIsCutOffWithADiagnostic(stackSize: Int) {
        // What a Swift 5 user may do: lay views out on a thread of their own with a small stack.
        // 250,000 levels of `AnyView(v.padding(1))` and a recursive body 200,000 deep are cut off
        // where that thread's stack runs low, with the diagnostic, not a SIGSEGV.
        var chain = AnyView(Color.red.frame(width: 2, height: 2).id("leaf"))
        for _ in 0..<250_000 { chain = AnyView(chain.padding(1)) }
        for (name, view) in [("chain", Given(chain)), ("recursive body", Given(AnyView(Recursive(depth: 200_000))))] {
            let done = DispatchSemaphore(value: 0)
            let result = ResultBox()
            let thread = Thread {
                onThisThreadAsIfMainActor(Self.layOut, (view, result, nil))
                done.signal()
            }
            thread.stackSize = stackSize
            thread.start()
            done.wait()
            #expect(result.size.width.isFinite && result.size.height.isFinite, "\(name)")
            #expect(result.diagnostics.contains { $0.contains("the view tree is deeper than Layoutshot builds") },
                    "\(name) on a \(stackSize >> 10) KiB thread: \(result.diagnostics)")
        }
    }

    /// Lays `view` out for `width` on this thread (see `onThisThreadAsIfMainActor`) and puts what
    /// the tests check in `result`.
    private static func layOut(_ arguments: (view: Given<AnyView>, result: ResultBox, width: CGFloat?)) {
        arguments.result.limit = StackGuard.treeDepthLimit()
        let computed = ComputedLayout(of: arguments.view.value, proposal: .init(width: arguments.width, height: nil))
        arguments.result.frame = computed.frame(of: "leaf")
        arguments.result.size = computed.size
        arguments.result.nodes = computed.nodes.count
        arguments.result.diagnostics = computed.diagnostics.map(\.message)
    }

    /// Views a test made for one thread of its own.
    ///
    /// SAFETY (`@unchecked Sendable`): made before the thread starts and used only by that
    /// thread, while the test waits for it.
    private struct Given<Value>: @unchecked Sendable {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    /// What a test thread hands back.
    ///
    /// SAFETY (`@unchecked Sendable`): written by the test thread before the semaphore is
    /// signalled, read after the wait for it returns, never at the same time.
    private final class ResultBox: @unchecked Sendable {
        var frame: CGRect?
        var size = CGSize.zero
        var nodes = 0
        var limit = 0
        var diagnostics: [String] = []
    }

    /// Lets a test see when the view that holds it is freed.
    private final class Canary {}
    private struct CanaryView: View {
        let canary: Canary
        var body: some View { Color.red }
    }

    @Test func aHundredThousandLevelViewChainIsFreedWithoutALayout() {
        // Only the views, nested through AnyView: freeing them used to take one nested
        // deinitialiser a level and overflow the stack. The innermost view holds a canary, which
        // is gone once the whole chain is.
        weak var canary: Canary?
        do {
            let held = Canary()
            canary = held
            var view = AnyView(CanaryView(canary: held))
            for level in 0..<100_000 {
                let inner = view
                view = level % 2 == 0 ? AnyView(HStack { inner }.padding(1)) : AnyView(VStack { inner })
            }
            #expect(canary != nil)
        }
        #expect(canary == nil, "every level of the chain was freed")
    }

    @Test func aTreeDeeperThanTheLimitIsCutOffWithADiagnostic() {
        // 250,000 levels of `AnyView(v.padding(1))` overflowed the stack (SIGSEGV, nothing
        // printed). Now the build stops at as many levels of views as what is left of this
        // thread's stack (the main thread's 8 MiB here) lays out: what is below is left out, and
        // the first place cut is reported with the number of levels.
        var view = AnyView(Color.red.frame(width: 2, height: 2).id("leaf"))
        for _ in 0..<250_000 { view = AnyView(view.padding(1)) }
        let computed = ComputedLayout(of: view, proposal: .unspecified)
        let cut = computed.diagnostics.filter { $0.message.contains("the view tree is deeper than Layoutshot builds") }
        #expect(cut.count == 1)
        #expect(cut.first?.kind == .invalidArgument)
        #expect(cut.first?.message.hasSuffix("are left out (flatten the tree: nest fewer views)") == true, "\(cut)")
        // "(N levels of views, …": N levels of paddings were built, around an empty (0×0) stack
        // in place of the rest; no more than the main thread's stack holds, and a few hundred at least.
        let message = cut.first?.message ?? ""
        let levels = message.range(of: "(").flatMap { open in
            Int(message[open.upperBound...].prefix { $0.isNumber })
        } ?? 0
        #expect(levels > 300 && levels <= ((8 << 20) - StackGuard.reserve(stackSize: 8 << 20)) / StackGuard.bytesPerLevel, "\(levels)")
        #expect(computed.size.width == CGFloat(2 * levels) && computed.size.height == CGFloat(2 * levels))
        #expect(computed.frame(of: "leaf") == nil)
    }

    /// A custom view whose body is itself, `depth` levels down: no node of its own per level.
    private struct Recursive: View {
        let depth: Int
        var body: some View {
            if depth == 0 { Color.red.frame(width: 3, height: 3).id("bottom") } else { Recursive(depth: depth - 1) }
        }
    }

    @Test func aRecursiveBodyDeeperThanTheBuildStackIsCutOffWithADiagnostic() {
        // 200,000 bodies, each building nothing but the next: the build's stack, not the tree's
        // depth, runs out. Cut off where this (the main) thread's stack runs low, with the same
        // diagnostic.
        let deep = ComputedLayout(of: Recursive(depth: 200_000), proposal: .unspecified)
        #expect(deep.diagnostics.contains { $0.kind == .invalidArgument && $0.message.contains("the view tree is deeper than Layoutshot builds") })
        #expect(deep.size.width.isFinite)
        // A shallow one is built whole, with no diagnostic.
        let shallow = ComputedLayout(of: Recursive(depth: 1_000), proposal: .unspecified)
        #expect(shallow.diagnostics.isEmpty)
        #expect(shallow.frame(of: "bottom") == rect(0, 0, 3, 3))
    }

    @Test func aLayoutThatPlacesASubviewTwiceOrNotAtAll() {
        struct Sloppy: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: 100, height: 100) }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                subviews[0].place(at: bounds.origin, proposal: .init(width: 10, height: 10))
                subviews[0].place(at: CGPoint(x: bounds.minX + 50, y: bounds.minY), proposal: .init(width: 20, height: 20))
            }
        }
        let computed = ComputedLayout(of: Sloppy { Color.red.id("twice"); Color.blue.id("never") }, proposal: .unspecified)
        #expect(computed.frame(of: "twice") == rect(50, 0, 20, 20), "the last placement wins")
        #expect(computed.frame(of: "never") == rect(45, 45, 10, 10), "centred with its ideal size")
        #expect(Set(computed.diagnostics.map(\.kind)) == [.placedTwice, .notPlaced])
        #expect(computed.diagnostics.first { $0.kind == .placedTwice }?.path == "Sloppy > Color.red #twice")
    }

    @Test func aLayoutThatAnswersNaNOrNegativeOrInfinity() {
        struct Broken: Layout {
            let answer: CGSize
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { answer }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                for s in subviews { s.place(at: CGPoint(x: CGFloat.nan, y: bounds.minY), proposal: .unspecified) }
            }
        }
        let answers: [CGSize] = [CGSize(width: CGFloat.nan, height: 5), CGSize(width: -3, height: 5), CGSize(width: CGFloat.infinity, height: 5)]
        for answer in answers {
            let computed = ComputedLayout(of: HStack { Broken(answer: answer) { Color.red.id("c") }.id("b") }, proposal: .init(width: 100, height: 100))
            #expect(computed.nodes.allSatisfy { $0.frame.isFiniteRect }, "\(answer)")
            #expect(computed.diagnostics.contains { $0.kind == LayoutDiagnostic.Kind.invalidSize }, "\(answer)")
            #expect(computed.diagnostics.contains { $0.kind == LayoutDiagnostic.Kind.invalidPlacement }, "\(answer)")
            #expect(computed.frame(of: "b")!.width >= 0)
        }
    }

    @Test func placingOutsidePlaceSubviewsIsIgnored() {
        struct Eager: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                subviews.first?.place(at: CGPoint(x: 99, y: 99), proposal: .unspecified)
                return CGSize(width: 20, height: 20)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                subviews.first?.place(at: bounds.origin, proposal: .unspecified)
            }
        }
        let computed = ComputedLayout(of: Eager { Color.red.id("c") }, proposal: .unspecified)
        #expect(computed.frame(of: "c") == rect(0, 0, 10, 10))
        #expect(computed.diagnostics.map(\.kind) == [.invalidPlacement])
    }
}

extension CGRect {
    var isFiniteRect: Bool { minX.isFinite && minY.isFinite && width.isFinite && height.isFinite && width >= 0 && height >= 0 }
}
