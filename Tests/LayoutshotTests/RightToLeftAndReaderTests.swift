import Foundation
import Layoutshot
import Testing

/// Right-to-left layout, `GeometryReader`'s proxy and `Canvas` sizing.
///
/// Right to left: "SwiftUI horizontally flips the x position of each view within its parent when
/// the mode switches" (https://developer.apple.com/documentation/swiftui/layoutsubviews/layoutdirection);
/// the direction comes from the environment
/// (https://developer.apple.com/documentation/swiftui/environmentvalues/layoutdirection,
/// https://developer.apple.com/documentation/swiftui/layoutdirection), so an HStack's first view
/// is at the right, `.leading` alignment and padding are on the right; images and text move but
/// are drawn unmirrored unless `flipsForRightToLeftLayoutDirection(true)`
/// (https://developer.apple.com/documentation/swiftui/view/flipsforrighttoleftlayoutdirection(_:)).
@MainActor
@Suite struct RightToLeftAndReaderTests {
    private func layout<V: View>(_ view: V, _ width: CGFloat? = nil, _ height: CGFloat? = nil) -> ComputedLayout {
        ComputedLayout(of: view, proposal: ProposedViewSize(width: width, height: height))
    }

    @Test func anHStacksFirstViewIsAtTheRight() {
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 30, height: 10).id("first")
            Color.blue.frame(width: 50, height: 10).id("second")
        }
        let ltr = layout(view)
        #expect(ltr.frame(of: "first") == CGRect(x: 0, y: 0, width: 30, height: 10))
        let rtl = layout(view.environment(\.layoutDirection, .rightToLeft))
        #expect(rtl.size == CGSize(width: 80, height: 10), "the size does not change")
        #expect(rtl.frame(of: "first") == CGRect(x: 50, y: 0, width: 30, height: 10))
        #expect(rtl.frame(of: "second") == CGRect(x: 0, y: 0, width: 50, height: 10))
    }

    @Test func leadingAlignmentAndLeadingPaddingAreOnTheRight() {
        // A 200-wide frame aligning its content to the leading edge; padding on the leading side;
        // a VStack aligning its views' leading edges.
        let view = VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 30, height: 10).id("short")
            Color.blue.frame(width: 100, height: 10).id("long")
        }
        .id("stack")
        .padding(.leading, 20)
        .frame(width: 200, alignment: .leading)
        .environment(\.layoutDirection, .rightToLeft)
        let computed = layout(view, 300, 300)
        #expect(computed.frame(of: "stack") == CGRect(x: 80, y: 0, width: 100, height: 20), "20 points from the right edge\n\(computed.outline)")
        #expect(computed.frame(of: "short") == CGRect(x: 150, y: 0, width: 30, height: 10), "leading is the right edge\n\(computed.outline)")
        #expect(computed.frame(of: "long") == CGRect(x: 80, y: 10, width: 100, height: 10))
    }

    @Test func aLeftToRightViewInsideARightToLeftOneIsNotMirrored() {
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 30, height: 10).id("a")
            HStack(spacing: 0) {
                Color.green.frame(width: 10, height: 10).id("c")
                Color.yellow.frame(width: 20, height: 10).id("d")
            }
            .environment(\.layoutDirection, .leftToRight)
            .id("inner")
        }
        .environment(\.layoutDirection, .rightToLeft)
        let computed = layout(view)
        #expect(computed.frame(of: "a") == CGRect(x: 30, y: 0, width: 30, height: 10))
        #expect(computed.frame(of: "inner") == CGRect(x: 0, y: 0, width: 30, height: 10), "placed from the right")
        #expect(computed.frame(of: "c") == CGRect(x: 0, y: 0, width: 10, height: 10), "but left to right inside\n\(computed.outline)")
        #expect(computed.frame(of: "d") == CGRect(x: 10, y: 0, width: 20, height: 10))
    }

    @Test func aCustomLayoutReadsTheDirectionAndIsMirroredForIt() {
        let seen = DirectionBox()
        let view = RecordingRow(seen: seen) {
            Color.red.frame(width: 10, height: 10).id("one")
            Color.blue.frame(width: 20, height: 10).id("two")
        }
        _ = layout(view)
        #expect(seen.directions.allSatisfy { $0 == .leftToRight } && !seen.directions.isEmpty)
        seen.directions = []
        let rtl = layout(view.environment(\.layoutDirection, .rightToLeft))
        #expect(seen.directions.allSatisfy { $0 == .rightToLeft } && !seen.directions.isEmpty, "\(seen.directions)")
        // The layout places left to right; SwiftUI flips the x positions.
        #expect(rtl.frame(of: "one") == CGRect(x: 20, y: 0, width: 10, height: 10))
        #expect(rtl.frame(of: "two") == CGRect(x: 0, y: 0, width: 20, height: 10))
    }

    @Test func flipsForRightToLeftMirrorsTheDrawingOnlyRightToLeft() {
        func flips(_ direction: LayoutDirection) -> Bool {
            let computed = layout(Image(systemName: "arrow.right").flipsForRightToLeftLayoutDirection(true).id("arrow")
                .environment(\.layoutDirection, direction))
            return computed.nodes.contains { node in
                node.style.effects.contains(.scale(CGSize(width: -1, height: 1), anchor: .center))
            }
        }
        #expect(flips(.rightToLeft))
        #expect(!flips(.leftToRight))
    }

    // MARK: GeometryReader

    @Test func aReadersProxyHasTheSizeTheReaderIsGiven() {
        let sizes = SizeBox()
        let view = GeometryReader { proxy in
            let _ = sizes.record(proxy.size, proxy.frame(in: .global))
            Color.red.frame(width: proxy.size.width / 2, height: proxy.size.height / 2).id("half")
        }
        .padding(10)
        .frame(width: 200, height: 100)
        let computed = layout(view, 300, 300)
        // The frame is 200×100, the padding leaves the reader 180×80 at (10, 10).
        #expect(computed.frame(of: "half") == CGRect(x: 10, y: 10, width: 90, height: 40), "\(computed.outline)")
        #expect(sizes.last?.0 == CGSize(width: 180, height: 80))
        #expect(sizes.last?.1 == CGRect(x: 10, y: 10, width: 180, height: 80))
        #expect(sizes.count <= 1 + 3, "built again a bounded number of times: \(sizes.count)")
    }

    @Test func aReaderBesideAFixedViewGetsTheRestOfTheRow() {
        let view = HStack(spacing: 0) {
            Color.blue.frame(width: 100)
            GeometryReader { proxy in Color.red.frame(width: proxy.size.width, height: 10).id("fill") }
        }
        let computed = layout(view, 300, 50)
        #expect(computed.frame(of: "fill") == CGRect(x: 100, y: 0, width: 200, height: 10), "\(computed.outline)")
        // A reader at the root gets the root's proposal: built once.
        let sizes = SizeBox()
        _ = layout(GeometryReader { proxy in let _ = sizes.record(proxy.size, .zero); Color.red }, 120, 80)
        #expect(sizes.count == 1 && sizes.last?.0 == CGSize(width: 120, height: 80))
    }

    @Test func aSweepAndAHostGiveEachReaderItsOwnSize() {
        let view = GeometryReader { proxy in Color.red.frame(width: proxy.size.width / 4, height: 5).id("quarter") }
            .padding(.horizontal, 10)
        let layouts = ComputedLayout.sweep(of: view, widths: [100, 220], height: 50)
        #expect(layouts[0].frame(of: "quarter")?.width == 20)
        #expect(layouts[1].frame(of: "quarter")?.width == 50)
        let host = LayoutHost(rootView: view, proposal: ProposedViewSize(width: 140, height: 50))
        #expect(host.layoutIfNeeded().frame(of: "quarter")?.width == 30)
    }

    @Test func aReadersGlobalFrameIsWhereItIsSeenRightToLeft() {
        // Right to left the HStack's first view is at the right ("SwiftUI horizontally flips the x
        // position of each view within its parent", Apple's LayoutDirection documentation), so the
        // reader, second, is seen at the left: its `.global` frame says so.
        let sizes = SizeBox()
        let view = HStack(spacing: 0) {
            Color.blue.frame(width: 100, height: 20)
            GeometryReader { proxy in
                let _ = sizes.record(proxy.size, proxy.frame(in: .global))
                Color.red.id("inside")
            }
            .frame(width: 60, height: 20)
        }
        let ltr = layout(view, 300, 50)
        #expect(sizes.last?.1 == CGRect(x: 100, y: 0, width: 60, height: 20), "\(ltr.outline)")
        let rtl = layout(view.environment(\.layoutDirection, .rightToLeft), 300, 50)
        #expect(rtl.frame(of: "inside") == CGRect(x: 0, y: 0, width: 60, height: 20), "\(rtl.outline)")
        #expect(sizes.last?.1 == CGRect(x: 0, y: 0, width: 60, height: 20), "the mirrored frame\n\(rtl.outline)")
        #expect(sizes.last?.1 == rtl.frame(of: "inside"))
        #expect(sizes.last?.0 == CGSize(width: 60, height: 20))
    }

    @Test func gradientUnitPointsAreMirroredRightToLeft() {
        // "The leading edge appears on the left in a left-to-right language environment and on the
        // right in a right-to-left environment" (https://developer.apple.com/documentation/swiftui/unitpoint/leading).
        func fill(_ direction: LayoutDirection, _ style: some ShapeStyle) -> ResolvedShapeStyle? {
            let computed = layout(Rectangle().fill(style).id("r").environment(\.layoutDirection, direction), 40, 10)
            return computed.node(withID: "r")?.style.fill
        }
        let stops = Gradient(colors: [.red, .blue]).stops
        let leadingToTrailing = LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
        #expect(fill(.leftToRight, leadingToTrailing) == .linearGradient(stops: stops, start: .leading, end: .trailing))
        #expect(fill(.rightToLeft, leadingToTrailing)
                == .linearGradient(stops: stops, start: UnitPoint(x: 1, y: 0.5), end: UnitPoint(x: 0, y: 0.5)),
                "red starts at the right")
        let diagonal = LinearGradient(colors: [.red, .blue], startPoint: .topLeading, endPoint: UnitPoint(x: 0.75, y: 1))
        #expect(fill(.rightToLeft, diagonal)
                == .linearGradient(stops: stops, start: UnitPoint(x: 1, y: 0), end: UnitPoint(x: 0.25, y: 1)))
        let radial = RadialGradient(colors: [.red, .blue], center: .leading, startRadius: 0, endRadius: 10)
        #expect(fill(.rightToLeft, radial) == .radialGradient(stops: stops, center: .trailing, startRadius: 0, endRadius: 10))
        // A background style and a stroke too; colours are unchanged.
        let background = layout(Color.clear.background(leadingToTrailing).environment(\.layoutDirection, .rightToLeft), 40, 10)
        #expect(background.nodes.contains { $0.style.fill == .linearGradient(stops: stops, start: .trailing, end: .leading) },
                "\(background.outline)")
        let stroked = layout(Circle().stroke(leadingToTrailing, lineWidth: 2).id("c").environment(\.layoutDirection, .rightToLeft), 40, 40)
        #expect(stroked.node(withID: "c")?.style.stroke?.style == .linearGradient(stops: stops, start: .trailing, end: .leading))
        #expect(fill(.rightToLeft, Color.red) == .color(.red))
    }

    // MARK: Images

    @Test func aResizableImageOfferedNothingIsItsOwnSizeSoAspectRatioKeepsItsShape() {
        // SwiftUI's `resizable()` image takes the size it is offered and its own when offered
        // nothing, so `.aspectRatio(contentMode: .fill)` fills with the picture's proportions
        // (https://developer.apple.com/documentation/swiftui/image/resizable(capinsets:resizingmode:)).
        WideTestPicture.install()
        let view = Image(WideTestPicture.name).resizable().aspectRatio(contentMode: .fill).id("cover")
            .frame(width: 360, height: 120)
        let computed = layout(view, 400, 400)
        // 320×120 filled into 360×120: scaled by 360/320 to 360×135, centred (7.5 over each edge).
        #expect(computed.frame(of: "cover") == CGRect(x: 0, y: -7.5, width: 360, height: 135), "\(computed.outline)")
        let ideal = layout(Image(WideTestPicture.name).resizable().id("i").fixedSize())
        #expect(ideal.frame(of: "i")?.size == CGSize(width: 320, height: 120))
    }

    // MARK: Canvas

    @Test func aCanvasIsGreedyLikeAShapeAndDrawsForItsFinalSize() {
        func drawing(_ computed: ComputedLayout) -> CanvasDrawing? {
            for node in computed.nodes {
                for case .graphics(.canvas(let drawing)) in node.style.effects { return drawing }
            }
            return nil
        }
        let canvas = Canvas { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red))
        }
        let framed = layout(VStack { canvas.frame(width: 120, height: 40).id("c") }, 300, 300)
        #expect(framed.frame(of: "c")?.size == CGSize(width: 120, height: 40))
        #expect(drawing(framed)?.size == CGSize(width: 120, height: 40))
        let greedy = layout(VStack(spacing: 0) { Color.blue.frame(height: 50); canvas.id("c") }, 300, 200)
        #expect(greedy.frame(of: "c") == CGRect(x: 0, y: 50, width: 300, height: 150), "\(greedy.outline)")
        #expect(drawing(greedy)?.size == CGSize(width: 300, height: 150))
        #expect(drawing(greedy)?.commands.count == 1)
        let ideal = layout(canvas.id("c").fixedSize())
        #expect(ideal.frame(of: "c")?.size == CGSize(width: 10, height: 10), "10×10 offered nothing, as a shape")
    }

    @Test func aCanvasRecordsTransformsOpacityAndClips() {
        let view = Canvas { context, size in
            var copy = context
            copy.opacity = 0.5
            copy.translateBy(x: 10, y: 5)
            copy.clip(to: Path(CGRect(x: 0, y: 0, width: 20, height: 20)))
            copy.fill(Path(CGRect(x: 0, y: 0, width: 40, height: 40)), with: .color(.blue))
            context.stroke(Path(CGRect(x: 1, y: 1, width: 8, height: 8)), with: .color(.red), lineWidth: 2)
        }
        .frame(width: 50, height: 50)
        let drawing = layout(view).nodes.lazy.flatMap(\.style.effects).compactMap { effect -> CanvasDrawing? in
            if case .graphics(.canvas(let d)) = effect { return d }
            return nil
        }.first
        let commands = drawing?.commands ?? []
        #expect(commands.count == 2)
        #expect(commands.first?.opacity == 0.5)
        #expect(commands.first?.transform == CGAffineTransform(translationX: 10, y: 5))
        #expect(commands.first?.clips.count == 1)
        #expect(commands.last?.transform == .identity && commands.last?.opacity == 1, "the copy's state stays in the copy")
    }
}

/// A 320×120 picture known only by name, installed in front of whatever resolver is set (other
/// names are answered as before, so other tests see no change).
private struct WideTestPicture: ImageAssetResolver {
    static let name = "layoutshot-test-wide-picture"
    let previous: ImageAssetResolver?
    func size(ofImageNamed name: String) -> CGSize? {
        name == Self.name ? CGSize(width: 320, height: 120) : previous?.size(ofImageNamed: name)
    }
    static func install() {
        if Image.assets?.size(ofImageNamed: name) == nil { Image.assets = WideTestPicture(previous: Image.assets) }
    }
}

// SAFETY (`@unchecked Sendable`, both boxes): each belongs to one test and is written by layout
// calls and read after the layout returns, one at a time on the test's thread.
private final class DirectionBox: @unchecked Sendable {
    var directions: [LayoutDirection] = []
}

private final class SizeBox: @unchecked Sendable {
    private(set) var values: [(CGSize, CGRect)] = []
    var last: (CGSize, CGRect)? { values.last }
    var count: Int { values.count }
    func record(_ size: CGSize, _ frame: CGRect) { values.append((size, frame)) }
}

/// A row laid out left to right that records the direction its subviews report.
private struct RecordingRow: Layout {
    let seen: DirectionBox
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.reduce(0) { $0 + $1.width }, height: sizes.map(\.height).max() ?? 0)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        seen.directions.append(subviews.layoutDirection)
        var x = bounds.minX
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(size))
            x += size.width
        }
    }
}
