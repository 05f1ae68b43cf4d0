import Testing
import Layoutshot

/// The `Layout` protocol family's API and default behaviours, as SwiftUI documents them.
@MainActor
@Suite struct LayoutProtocolTests {
    @Test func proposedViewSizeConstants() {
        #expect(ProposedViewSize.zero == ProposedViewSize(width: 0, height: 0))
        #expect(ProposedViewSize.unspecified == ProposedViewSize(width: nil, height: nil))
        #expect(ProposedViewSize.infinity == ProposedViewSize(width: .infinity, height: .infinity))
        // SwiftUI's default replacement is 10×10.
        #expect(ProposedViewSize(width: 30, height: nil).replacingUnspecifiedDimensions() == CGSize(width: 30, height: 10))
        #expect(ProposedViewSize.unspecified.replacingUnspecifiedDimensions(by: CGSize(width: 1, height: 2)) == CGSize(width: 1, height: 2))
        #expect(ProposedViewSize(CGSize(width: 3, height: 4)) == ProposedViewSize(width: 3, height: 4))
    }

    @Test func viewSpacingDistances() {
        let view = ViewSpacing()
        #expect(view.distance(to: ViewSpacing(), along: .horizontal) == 8)
        #expect(view.distance(to: .zero, along: .vertical) == 0)
        var union = ViewSpacing.zero
        union.formUnion(view, edges: .leading)
        #expect(ViewSpacing().distance(to: union, along: .horizontal) == 8)
        #expect(union.distance(to: ViewSpacing(), along: .horizontal) == 0)
    }

    @Test func viewDimensionsDefaultsAndExplicitGuides() {
        var seen: ViewDimensions?
        let view = Color.red.frame(width: 40, height: 20)
            .alignmentGuide(.leading) { d in
                seen = d
                return d[HorizontalAlignment.center]
            }
        _ = ComputedLayout(of: VStack(alignment: .leading) { view; Color.blue.frame(width: 10, height: 10) }, proposal: .unspecified)
        let d = try! #require(seen)
        #expect(d.width == 40 && d.height == 20)
        #expect(d[.leading] == 0 && d[HorizontalAlignment.center] == 20 && d[.trailing] == 40)
        #expect(d[.top] == 0 && d[VerticalAlignment.center] == 10 && d[.bottom] == 20)
        #expect(d[explicit: HorizontalAlignment.leading] == nil)
        #expect(d[.firstTextBaseline] == 20) // no text: the bottom
    }

    @Test func anyLayoutSwitchesLayoutsKeepingSubviews() {
        func view(_ wide: Bool) -> some View {
            let layout = wide ? AnyLayout(HStackLayout(spacing: 0)) : AnyLayout(VStackLayout(spacing: 0))
            return layout {
                Color.red.frame(width: 10, height: 10).id("a")
                Color.blue.frame(width: 10, height: 10).id("b")
            }
        }
        #expect(ComputedLayout(of: view(true), proposal: .unspecified).frame(of: "b") == rect(10, 0, 10, 10))
        #expect(ComputedLayout(of: view(false), proposal: .unspecified).frame(of: "b") == rect(0, 10, 10, 10))
        // Spacers inside follow the erased layout's orientation.
        let spaced = ComputedLayout(of: AnyLayout(VStackLayout(spacing: 0)) { Spacer().id("s") }, proposal: .init(width: 50, height: 50))
        #expect(spaced.frame(of: "s")?.height == 50)
    }

    @Test func subviewsCollectionAndRanges() {
        var counted = 0
        var tail = 0
        var direction: LayoutDirection?
        // SAFETY (`@unchecked Sendable`, as a `Layout` must be): `body` writes the test's locals;
        // the one pass that calls it runs on the test's thread, before the test reads them.
        struct Probe: Layout, @unchecked Sendable {
            let body: (LayoutSubviews) -> Void
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                body(subviews)
                return .zero
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                for s in subviews { s.place(at: bounds.origin, proposal: .unspecified) }
            }
        }
        let probe = Probe(body: { subviews in
            counted = subviews.count
            tail = subviews[1...].count
            direction = subviews.layoutDirection
            #expect(subviews[1..<3].first == subviews[1])
            #expect(subviews[1..<3].startIndex == 1)
        })
        _ = ComputedLayout(of: probe { ForEach(0..<4, id: \.self) { _ in Color.red } }, proposal: .unspecified)
        #expect(counted == 4 && tail == 3 && direction == .leftToRight)
    }

    @Test func unplacedSubviewsAreCentredAndProposedTheContainersProposal() {
        // Apple's documentation of `LayoutSubview.place(at:anchor:proposal:)`: "If you don't call
        // this method, the subview appears at the center of its layout container and uses the
        // layout container's size proposal."
        struct PlacesNothing: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: 100, height: 100) }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        let view = PlacesNothing { Color.red.id("c"); Text("Hi").id("t") }
        // Proposed 300 × 200, the container is 100 × 100: the colour takes 300 × 200 around (50, 50);
        // the text answers 17 × 20.4 for it.
        let computed = ComputedLayout(of: view, proposal: ProposedViewSize(width: 300, height: 200))
        #expect(computed.frame(of: "c") == rect(-100, -50, 300, 200))
        #expect(computed.node(withID: "c")?.proposal == ProposedViewSize(width: 300, height: 200))
        #expect(close(computed.frame(of: "t"), rect(50 - 8.5, 50 - 10.2, 17, 20.4)))
        #expect(computed.diagnostics.map(\.kind) == [.notPlaced, .notPlaced])
        #expect(computed.diagnostics.first?.message.contains("proposed the container's proposal") == true)
        // A nil proposal: the colour's ideal size, 10 × 10.
        let ideal = ComputedLayout(of: view, proposal: .unspecified)
        #expect(ideal.frame(of: "c") == rect(45, 45, 10, 10))
    }

    /// Stacks its subviews in Z, all at the top-leading corner, and merges guides by default.
    struct Overlapping: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            subviews.reduce(CGSize.zero) { size, subview in
                let s = subview.sizeThatFits(.unspecified)
                return CGSize(width: max(size.width, s.width), height: max(size.height, s.height))
            }
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for subview in subviews { subview.place(at: bounds.origin, proposal: .unspecified) }
        }
    }

    @Test(arguments: [false, true])
    func mergedBaselinesAreTheMinimumAndMaximumWhateverTheOrder(reversed: Bool) {
        // `VerticalAlignment.combineExplicit(_:)` (Apple's documentation): "firstTextBaseline returns
        // the minimum value, while lastTextBaseline returns the maximum value" — the default
        // `Layout.explicitAlignment` merges its subviews' guides with it. 17-point text has its
        // baseline at 1.7 + 13.6 = 15.3, 40-point text at 4 + 32 = 36 (the fixed-advance measurer).
        func texts() -> some View {
            Group {
                if reversed { Text("small"); Text("BIG").font(.system(size: 40)) } else { Text("BIG").font(.system(size: 40)); Text("small") }
            }
        }
        for (alignment, baseline) in [(VerticalAlignment.firstTextBaseline, 15.3), (.lastTextBaseline, 36)] as [(VerticalAlignment, CGFloat)] {
            // A 10-point square's baselines are its bottom: it sits with its bottom on the merged baseline.
            let view = HStack(alignment: alignment, spacing: 0) {
                Color.red.frame(width: 10, height: 10).id("mark")
                Overlapping { texts() }.id("z")
            }
            let computed = ComputedLayout(of: view, proposal: .unspecified)
            #expect(close(computed.frame(of: "mark")?.minY, baseline - 10), "\(alignment)")
            #expect(computed.frame(of: "z")?.minY == 0, "\(alignment)")
        }
    }

    @Test func combineExplicitIsPublicAndFollowsApplesDocumentation() {
        // `HorizontalAlignment.combineExplicit(_:)`: "the mean of all non-nil values" for the
        // built-in horizontal guides; `VerticalAlignment.combineExplicit(_:)`: the mean for most,
        // the minimum for firstTextBaseline, the maximum for lastTextBaseline.
        let values: [CGFloat?] = [30, nil, 10, 20]
        #expect(HorizontalAlignment.leading.combineExplicit(values) == 20)
        #expect(HorizontalAlignment.trailing.combineExplicit([nil, 4, 8]) == 6)
        #expect(VerticalAlignment.center.combineExplicit(values) == 20)
        #expect(VerticalAlignment.firstTextBaseline.combineExplicit(values) == 10)
        #expect(VerticalAlignment.lastTextBaseline.combineExplicit(values) == 30)
        #expect(VerticalAlignment.midAccount.combineExplicit(values) == 20)
        #expect(VerticalAlignment.firstTextBaseline.combineExplicit([nil, nil] as [CGFloat?]) == nil)
        #expect(HorizontalAlignment.center.combineExplicit([CGFloat?]()) == nil)
        // Any sequence of optional lengths.
        #expect(VerticalAlignment.lastTextBaseline.combineExplicit((1...4).lazy.map { CGFloat($0) as CGFloat? }) == 4)
    }

    @Test func placeAnchorsAndProposals() {
        struct AnchorAt: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: 100, height: 100) }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                subviews[0].place(at: CGPoint(x: bounds.maxX, y: bounds.maxY), anchor: .bottomTrailing, proposal: ProposedViewSize(width: 30, height: 20))
                subviews[1].place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: .unspecified)
            }
        }
        let computed = ComputedLayout(of: AnchorAt { Color.red.id("a"); Text("Hi").id("b") }, proposal: .unspecified)
        #expect(computed.frame(of: "a") == rect(70, 80, 30, 20))
        #expect(computed.frame(of: "b") == rect(50 - 8.5, 50 - 10.2, 17, 20.4))
        #expect(computed.node(withID: "a")?.proposal == ProposedViewSize(width: 30, height: 20))
    }

    @Test func defaultSpacingIsTheUnionOfTheSubviews() {
        // A custom layout of two Spacers prefers no spacing, so nothing is added next to it.
        let computed = ComputedLayout(of: HStack {
            Color.red.frame(width: 10, height: 10)
            WidthFromValue { Spacer() }.id("custom")
        }, proposal: .unspecified)
        #expect(computed.frame(of: "custom")?.minX == 10)
    }

    @Test func defaultExplicitAlignmentIsTheMeanOfTheSubviews() {
        // Two marked subviews at x 0 and 20 (guides 5 and 5): the custom layout's guide is 15 on average.
        struct Row: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: 30, height: 10) }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                for (i, s) in subviews.enumerated() { s.place(at: CGPoint(x: bounds.minX + CGFloat(i) * 20, y: bounds.minY), proposal: .init(width: 10, height: 10)) }
            }
        }
        let computed = ComputedLayout(of: VStack(alignment: .leading, spacing: 0) {
            Row {
                Color.red.alignmentGuide(.leading) { _ in 5 }
                Color.red.alignmentGuide(.leading) { _ in 5 }
            }.id("row")
            Color.blue.frame(width: 10, height: 10).id("plain")
        }, proposal: .unspecified)
        // The row's leading guide is (0 + 5 + 20 + 5) / 2 = 15: the row sits 15 left of the plain view.
        #expect(computed.frame(of: "plain")!.minX - computed.frame(of: "row")!.minX == 15)
    }

    @Test func resultBuilderControlFlow() {
        func view(_ flag: Bool, _ optional: String?) -> some View {
            VStack(spacing: 0) {
                if flag { Color.red.frame(height: 1).id("if") } else { Color.red.frame(height: 2).id("else") }
                if let optional { Text(optional).id("opt") }
                ForEach(0..<3) { i in Color.blue.frame(height: 3).id(i) }
                EmptyView()
                Group { Color.green.frame(height: 4); Color.green.frame(height: 4) }
                AnyView(Color.gray.frame(height: 5))
            }
        }
        let a = ComputedLayout(of: view(true, "x"), proposal: .init(width: 10, height: nil))
        #expect(a.frame(of: "if") != nil && a.frame(of: "else") == nil && a.frame(of: "opt") != nil)
        let expectedHeight: CGFloat = 1 + 20.4 + 9 + 8 + 5 // if-branch, text, three 3s, two 4s, AnyView's 5
        #expect(a.size.height == expectedHeight)
        let b = ComputedLayout(of: view(false, nil), proposal: .init(width: 10, height: nil))
        #expect(b.frame(of: "else") != nil && b.frame(of: "opt") == nil)
        #expect(b.frame(of: 2) == rect(0, 8, 10, 3))
    }
}
