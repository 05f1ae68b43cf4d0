import Foundation
import Layoutshot
import Testing

// Views and modifiers seen missing in real code (issue 29), with SwiftUI's names, signatures and
// the semantics Apple documents.

@MainActor @Suite struct SwiftUIMissingAPITests {
    /// `containerRelativeFrame(_:alignment:_:)`: the closure gets the container's length and the
    /// axis, and its answer is the frame's length (Apple: "…a size relative to the nearest
    /// container"; the container here is the proposal).
    @Test func containerRelativeFrameWithAClosure() {
        var axes: [Axis] = []
        let view = Color.red
            .containerRelativeFrame([.horizontal, .vertical], alignment: .topLeading) { length, axis in
                axes.append(axis)
                return axis == .horizontal ? length * 0.8 : length / 4
            }
            .id("card")
        let layout = ComputedLayout(of: view, proposal: ProposedViewSize(width: 400, height: 800))
        #expect(layout.frame(of: "card")?.size == CGSize(width: 320, height: 200))
        #expect(axes.contains(.horizontal) && axes.contains(.vertical))
    }

    /// `containerRelativeFrame(_:count:span:spacing:)`: Apple documents the length as
    /// `(container - spacing × (count - 1)) / count × span + spacing × (span - 1)`.
    @Test func containerRelativeFrameWithCountAndSpan() {
        let view = Color.red.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10).id("card")
        let layout = ComputedLayout(of: view, proposal: ProposedViewSize(width: 400, height: 100))
        let width = try! #require(layout.frame(of: "card")?.width)
        #expect(abs(width - ((400 - 20) / 3 * 2 + 10)) < 1e-9)
        #expect(layout.frame(of: "card")?.height == 100)
    }

    /// `GeometryProxy.bounds(of:)`: the named space's bounds in the reader's coordinates, nil for
    /// a name no view gives (Apple: "Returns the given coordinate space's bounds rectangle,
    /// converted to the local coordinate space").
    @Test func geometryProxyBoundsOfANamedSpace() {
        final class Seen: @unchecked Sendable { var bounds: CGRect?; var missing: CGRect? = .zero; var frame: CGRect? }
        let seen = Seen()
        let view = VStack(spacing: 0) {
            Color.clear.frame(width: 50, height: 30)
            GeometryReader { proxy in
                let _ = (seen.bounds = proxy.bounds(of: .named("card")), seen.missing = proxy.bounds(of: .named("nowhere")),
                         seen.frame = proxy.frame(in: .named("card")))
                Color.red
            }
            .frame(width: 50, height: 20)
        }
        .padding(10)
        .coordinateSpace(.named("card"))
        _ = ComputedLayout(of: view, proposal: ProposedViewSize(width: 100, height: 100))
        // The padded stack is 70 × 70 (50 wide, 30 + 20 high, 10 around); the reader sits at (10, 40) in it.
        #expect(seen.bounds == rect(-10, -40, 70, 70))
        #expect(seen.missing == nil)
        #expect(seen.frame == rect(10, 40, 50, 20))
    }

    /// `LabeledContent`: the label at the leading edge, the value at the trailing edge.
    @Test func labeledContentPutsTheValueAtTheTrailingEdge() {
        let view = LabeledContent {
            Color.red.frame(width: 40, height: 20).id("value")
        } label: {
            Color.blue.frame(width: 60, height: 20).id("label")
        }
        let layout = ComputedLayout(of: view, proposal: ProposedViewSize(width: 300, height: 100))
        #expect(layout.frame(of: "label")?.minX == 0)
        #expect(layout.frame(of: "value")?.maxX == 300)
        let text = LabeledContent("Name", value: "Ada")
        _ = ComputedLayout(of: text, proposal: ProposedViewSize(width: 300, height: 100))
    }

    /// `ContentUnavailableView` takes the space it is offered and centres its parts.
    @Test func contentUnavailableViewFillsItsProposal() {
        let view = ContentUnavailableView("No Mail", systemImage: "tray", description: Text("New mail appears here.")).id("empty")
        let layout = ComputedLayout(of: view, proposal: ProposedViewSize(width: 390, height: 600))
        #expect(layout.frame(of: "empty")?.size == CGSize(width: 390, height: 600))
        _ = ComputedLayout(of: ContentUnavailableView.search(text: "tea"), proposal: ProposedViewSize(width: 390, height: 600))
    }

    /// `NavigationLink(_:destination:)` with a title and a destination closure, `NavigationPath`.
    @Test func navigationLinkWithATitleAndNavigationPath() throws {
        let link = NavigationLink("Settings") { Text("Destination") }
        _ = ComputedLayout(of: List { link }, proposal: ProposedViewSize(width: 390, height: 600))
        var path = NavigationPath()
        path.append("detail")
        path.append(42)
        #expect(path.count == 2)
        let data = try JSONEncoder().encode(try #require(path.codable))
        let restored = NavigationPath(try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data))
        #expect(restored == path)
        path.removeLast()
        #expect(path.count == 1 && !path.isEmpty)
        path.removeLast(5)
        #expect(path.isEmpty)
    }

    /// `List(_:rowContent:)` and `ForEach` over a constant range.
    @Test func listAndForEachOverARange() {
        let view = List(0..<3) { index in Text("Row \(index)").id("row\(index)") }
        let layout = ComputedLayout(of: view, proposal: ProposedViewSize(width: 390, height: 600))
        #expect(layout.frame(of: "row2") != nil)
        let stack = VStack(spacing: 0) { ForEach(0..<4) { Color.red.frame(height: 10).id("r\($0)") } }
        #expect(ComputedLayout(of: stack, proposal: ProposedViewSize(width: 10, height: 100)).frame(of: "r3")?.minY == 30)
    }

    /// `UIScreen.main.bounds`: the screen views are laid out for (an iPhone 15 by default).
    @Test func uiScreenAnswersTheCurrentScreen() {
        #expect(UIScreen.main.bounds == rect(0, 0, 393, 852))
        ScreenContext.$current.withValue(ScreenContext.Screen(size: CGSize(width: 375, height: 667), scale: 2)) {
            #expect(UIScreen.main.bounds.size == CGSize(width: 375, height: 667))
            #expect(UIScreen.main.nativeBounds.size == CGSize(width: 750, height: 1334))
        }
    }

    /// `menuIndicator(_:)` and the deprecated `colorScheme(_:)` set what they set in the environment.
    @Test func menuIndicatorAndColorSchemeSetTheEnvironment() {
        struct Reader: View {
            @Environment(\.menuIndicatorVisibility) var indicator
            @Environment(\.colorScheme) var scheme
            var body: some View {
                Color.red.frame(width: indicator == .hidden ? 10 : 20, height: scheme == .dark ? 10 : 20).id("r")
            }
        }
        let layout = ComputedLayout(of: Reader().menuIndicator(.hidden).colorScheme(.dark), proposal: .unspecified)
        #expect(layout.frame(of: "r")?.size == CGSize(width: 10, height: 10))
    }

    /// `ShareLink` compiles in its common forms and is drawn as its label.
    @Test func shareLinkCompilesInItsCommonForms() {
        let url = URL(string: "https://example.com")!
        let view = VStack {
            ShareLink(item: url)
            ShareLink("Share", item: url)
            ShareLink(item: "text", subject: Text("Subject")) { Text("Send").id("send") }
            ShareLink(item: url, preview: SharePreview("Example"))
        }
        #expect(ComputedLayout(of: view, proposal: ProposedViewSize(width: 390, height: 600)).frame(of: "send") != nil)
    }
}

private struct TallestKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

private struct HighlightKey: PreferenceKey {
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = nextValue() ?? value }
}

/// A key whose `reduce` does nothing, as globulus/swiftui-flow-layout's height key.
private struct FirstValueKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {}
}

private struct ContentHeightKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

/// Sizes itself from its content's preference, through `@State` set in `onPreferenceChange`, as
/// wrapping-stack packages do (dkk/WrappingHStack).
private struct SizedFromPreference: View {
    @State private var height: CGFloat = 0
    var body: some View {
        GeometryReader { _ in
            Color.red.frame(height: 80)
                .background(GeometryReader { proxy in Color.clear.preference(key: ContentHeightKey.self, value: proxy.size.height) })
        }
        .frame(height: height)
        .onPreferenceChange(ContentHeightKey.self) { height = $0 }
    }
}

@MainActor @Suite struct PreferenceTests {
    /// Views' values reduce with the key's `reduce` in their order, and a view drawn from the
    /// value gets it in the same picture (Apple, `PreferenceKey.reduce(value:nextValue:)` and
    /// `overlayPreferenceValue(_:_:)`); `onPreferenceChange` is called with it.
    @Test func valuesReduceAndAnOverlayDrawsTheirValue() {
        final class Seen: @unchecked Sendable { var values: [CGFloat] = [] }
        let seen = Seen()
        let view = VStack(spacing: 0) {
            Color.red.frame(width: 10, height: 20).preference(key: TallestKey.self, value: 20)
            Color.blue.frame(width: 10, height: 35).preference(key: TallestKey.self, value: 35)
        }
        .overlayPreferenceValue(TallestKey.self, alignment: .topLeading) { tallest in
            Color.green.frame(width: tallest, height: 1).id("bar")
        }
        .onPreferenceChange(TallestKey.self) { seen.values.append($0) }
        let layout = ComputedLayout(of: view, proposal: ProposedViewSize(width: 100, height: 100))
        #expect(layout.frame(of: "bar")?.width == 35)
        #expect(seen.values.last == 35)
    }

    /// `reduce` combines "the preference value from one tree with that of its next sibling"
    /// (Apple, `PreferenceKey.reduce(value:nextValue:)`): the first value is not reduced into the
    /// default, so a key whose `reduce` does nothing keeps its first value (wrapped in containers).
    @Test func aNoOpReduceKeepsTheFirstValue() {
        final class Seen: @unchecked Sendable { var values: [CGFloat] = [] }
        let seen = Seen()
        let view = ZStack {
            VStack {
                Color.clear.frame(height: 10).preference(key: FirstValueKey.self, value: 42)
                Color.clear.frame(height: 10).preference(key: FirstValueKey.self, value: 7)
            }
        }
        .onPreferenceChange(FirstValueKey.self) { seen.values.append($0) }
        _ = ComputedLayout(of: view, proposal: ProposedViewSize(width: 100, height: 100))
        #expect(seen.values.last == 42)
    }

    /// `@State` an `onPreferenceChange` action sets is laid out: SwiftUI "updates the parts of the
    /// view hierarchy that depend on the value" when a state changes
    /// (https://developer.apple.com/documentation/swiftui/state), so a view sized from its content's
    /// preference is shown at its content's height, not at the state's initial 0.
    @Test func stateSetByAPreferenceActionIsLaidOut() {
        let layout = ComputedLayout(of: SizedFromPreference().id("sized"), proposal: ProposedViewSize(width: 200, height: 500))
        #expect(layout.frame(of: "sized")?.size == CGSize(width: 200, height: 80))
    }

    /// An anchor resolves in the reading `GeometryReader`'s coordinates (Apple, `GeometryProxy`'s
    /// `subscript(_:)`: "Resolves the value of an anchor to the container view").
    @Test func anAnchorResolvesInTheReadersCoordinates() {
        final class Seen: @unchecked Sendable { var rect: CGRect? }
        let seen = Seen()
        let view = VStack(spacing: 0) {
            Color.clear.frame(width: 50, height: 30)
            Color.red.frame(width: 50, height: 20).anchorPreference(key: HighlightKey.self, value: .bounds) { $0 }
        }
        .overlayPreferenceValue(HighlightKey.self) { anchor in
            GeometryReader { proxy in
                let _ = (seen.rect = anchor.map { proxy[$0] })
                Color.clear
            }
        }
        _ = ComputedLayout(of: view, proposal: ProposedViewSize(width: 100, height: 100))
        #expect(seen.rect == rect(0, 30, 50, 20))
    }

    /// `onGeometryChange(for:of:action:)` (Apple: "Adds an action to be performed when a value,
    /// created from a geometry proxy, changes"; "The geometry of the view is provided to the transform
    /// closure"): the proxy is the view's own geometry after layout — its size, and its frame in the
    /// global space where the stack placed it — and a picture's one frame calls the action once, the
    /// two-value form with the same old and new value.
    @Test func onGeometryChangeReadsTheViewsPlacedGeometry() {
        final class Seen: @unchecked Sendable { var frames: [CGRect] = []; var sizes: [(CGSize, CGSize)] = [] }
        let seen = Seen()
        let view = VStack(spacing: 0) {
            Color.clear.frame(width: 50, height: 30)
            Color.red.frame(width: 60, height: 20)
                .onGeometryChange(for: CGRect.self, of: { $0.frame(in: .global) }) { seen.frames.append($0) }
                .onGeometryChange(for: CGSize.self, of: { $0.size }) { old, new in seen.sizes.append((old, new)) }
        }
        _ = ComputedLayout(of: view, proposal: ProposedViewSize(width: 100, height: 100))
        // The stack (60×50) is the root, at the origin; the red view is its second row, below 30 points.
        #expect(seen.frames == [rect(0, 30, 60, 20)])
        #expect(seen.sizes.count == 1)
        #expect(seen.sizes.first?.0 == CGSize(width: 60, height: 20) && seen.sizes.first?.1 == CGSize(width: 60, height: 20))
    }

    /// `Animation.interpolatingSpring(mass:stiffness:damping:initialVelocity:)` with SwiftUI's defaults
    /// (`mass` 1, `initialVelocity` 0: Apple's declaration), beside iOS 17's duration form.
    @Test func interpolatingSpringTakesAMass() {
        let heavy = Animation.interpolatingSpring(mass: 3, stiffness: 1000, damping: 500, initialVelocity: 0)
        #expect(heavy == .interpolatingSpring(mass: 3, stiffness: 1000, damping: 500))
        #expect(Animation.interpolatingSpring(stiffness: 1000, damping: 500) == .interpolatingSpring(mass: 1, stiffness: 1000, damping: 500))
        #expect(heavy != .interpolatingSpring(stiffness: 1000, damping: 500))
        #expect(Animation.interpolatingSpring(duration: 0.5, bounce: 0) == .interpolatingSpring(duration: 0.5))
    }

    /// `UIHostingController(rootView:).sizeThatFits(in:)` (Apple: "Calculates and returns the most
    /// appropriate size for the current view"): the view laid out for that proposal; UIKit's
    /// `.greatestFiniteMagnitude` asks for the ideal size (dkk/WrappingHStack measures its items so).
    @Test func hostingControllerSizeThatFitsLaysTheViewOut() {
        let unlimited = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)
        let text = Text("Hosted text")
        let ideal = ComputedLayout(of: text, proposal: .unspecified).size
        #expect(UIHostingController(rootView: text).sizeThatFits(in: unlimited) == ideal)
        let narrow = UIHostingController(rootView: text).sizeThatFits(in: CGSize(width: ideal.width / 2, height: 1000))
        #expect(narrow.width <= ideal.width / 2 && narrow.height > ideal.height)
        let greedy = UIHostingController(rootView: Color.red.frame(maxWidth: .infinity, minHeight: 20))
        #expect(greedy.sizeThatFits(in: CGSize(width: 120, height: 300)) == CGSize(width: 120, height: 300))
        #expect(greedy.sizeThatFits(in: unlimited).height == 20)
    }

    /// `TextRenderer` (iOS 18; Apple: `textRenderer(_:)` "Returns a new view such that any text views
    /// within it will use renderer to draw themselves"): the text takes the size the renderer's
    /// `sizeThatFits(proposal:text:)` answers (by default the text's own), and `draw(layout:in:)`
    /// gets the text's lines, top to bottom, for the frame it was given.
    @Test func aTextRendererSizesAndDrawsTheText() {
        final class Seen: @unchecked Sendable { var lines: [[Text.Layout.Line]] = [] }
        struct Recording: TextRenderer {
            let seen: Seen
            var extraWidth: CGFloat = 0
            var animatableData: EmptyAnimatableData { get { EmptyAnimatableData() } set {} }
            func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
                seen.lines.append(Array(layout))
                for line in layout { ctx.draw(line) }
            }
            func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize {
                let size = text.sizeThatFits(proposal)
                return CGSize(width: size.width + extraWidth, height: size.height)
            }
        }
        let seen = Seen()
        let words = "one two three four five six seven eight"
        let plain = ComputedLayout(of: Text(words).frame(width: 60).id("t"), proposal: .unspecified)
        let drawn = ComputedLayout(of: Text(words).textRenderer(Recording(seen: seen)).frame(width: 60).id("t"), proposal: .unspecified)
        // Sized as the text: the same frame, and the lines the text breaks into at that width.
        #expect(drawn.frame(of: "t") == plain.frame(of: "t"))
        let lines = seen.lines.last ?? []
        #expect(lines.count > 2)
        #expect(zip(lines, lines.dropFirst()).allSatisfy { $0.origin.y < $1.origin.y })
        #expect(lines.allSatisfy { $0.typographicBounds.width <= 60 + 1e-6 && $0.count == 1 })
        // The renderer's own size wins.
        let wider = ComputedLayout(of: HStack(spacing: 0) { Text("Hi").textRenderer(Recording(seen: seen, extraWidth: 30)).id("hi") },
                                   proposal: .unspecified)
        let hi = ComputedLayout(of: Text("Hi").id("hi"), proposal: .unspecified)
        #expect(wider.frame(of: "hi")?.width == (hi.frame(of: "hi")?.width ?? 0) + 30)
    }

    /// `VectorArithmetic.scaled(by:)` and `interpolated(towards:amount:)` (iOS 17), as Apple
    /// defines them from `scale(by:)`, `+` and `-`.
    @Test func vectorArithmeticScalesAndInterpolates() {
        #expect(2.5.scaled(by: 2) == 5)
        #expect(CGFloat(10).interpolated(towards: 20, amount: 0.25) == 12.5)
        let pair = AnimatablePair(1.0, 4.0).scaled(by: 0.5)
        #expect(pair.first == 0.5 && pair.second == 2)
    }

    /// `Path.strokedPath(_:)`: the area a stroke covers, half the width each side of the line.
    @Test func strokedPathCoversTheStroke() {
        var line = Path()
        line.move(to: CGPoint(x: 0, y: 10))
        line.addLine(to: CGPoint(x: 40, y: 10))
        let outline = line.strokedPath(StrokeStyle(lineWidth: 4))
        #expect(outline.boundingRect == rect(0, 8, 40, 4))
        let capped = line.strokedPath(StrokeStyle(lineWidth: 4, lineCap: .square))
        #expect(capped.boundingRect == rect(-2, 8, 44, 4))
        let dashed = line.strokedPath(StrokeStyle(lineWidth: 4, dash: [10, 10]))
        #expect(dashed.boundingRect == rect(0, 8, 30, 4))
    }
}
