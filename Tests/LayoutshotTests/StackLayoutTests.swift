import Testing
import Layoutshot

/// Stacks, by table. Text uses the deterministic measurer: body text advances 8.5 per character
/// and lines are 20.4 tall.
@MainActor
@Suite struct StackLayoutTests {
    nonisolated static let cases: [LayoutCase] = [
        LayoutCase("three flexible views share equally", source: "objc.io, How an HStack Lays out Its Children, https://www.objc.io/blog/2020/11/10/hstacks-child-ordering/ (three rectangles in 300: 100 each)",
                   proposal: .init(width: 300, height: 100), size: .init(width: 300, height: 100),
                   frames: ["a": rect(0, 0, 100, 100), "b": rect(100, 0, 100, 100), "c": rect(200, 0, 100, 100)]) {
            HStack(spacing: 0) { Color.red.id("a"); Color.green.id("b"); Color.blue.id("c") }
        },
        LayoutCase("maxWidth 100 beside minWidth 100 in 150 overflows", source: "objc.io, How an HStack Lays out Its Children, https://www.objc.io/blog/2020/11/10/hstacks-child-ordering/ (maxWidth 100 gets 75, minWidth 100 gets 100: the stack overflows 150)",
                   proposal: .init(width: 150, height: 10), size: .init(width: 175, height: 10),
                   frames: ["max": rect(0, 0, 75, 10), "min": rect(75, 0, 100, 10)]) {
            HStack(spacing: 0) {
                Color.red.frame(maxWidth: 100).id("max")
                Color.blue.frame(minWidth: 100).id("min")
            }
        },
        LayoutCase("a Spacer is served last", source: "Spacer's default minimum length 8 (https://kyleye.top/posts/everything-you-should-know-about-spacer/, from OpenSwiftUI) and the flexibility ordering (SwiftUI Field Guide, HStack, https://www.swiftuifieldguide.com/layout/hstack/): the spacer keeps its minimum, the colour takes the rest",
                   proposal: .init(width: 400, height: 10), size: .init(width: 400, height: 10),
                   frames: ["f80": rect(0, 0, 80, 10), "color": rect(80, 0, 252, 10), "spacer": rect(332, 5, 8, 0), "f60": rect(340, 0, 60, 10)]) {
            HStack(spacing: 0) {
                Color.red.frame(width: 80).id("f80")
                Color.green.id("color")
                Spacer().id("spacer")
                Color.blue.frame(width: 60).id("f60")
            }
        },
        LayoutCase("8 between views, nothing next to a Spacer", source: "ViewSpacing (https://developer.apple.com/documentation/swiftui/viewspacing): 8 between views on iOS; a Spacer prefers no spacing (OpenSwiftUI's Spacer, https://kyleye.top/posts/everything-you-should-know-about-spacer/)",
                   proposal: .init(width: 100, height: nil), size: .init(width: 100, height: 10),
                   frames: ["a": rect(0, 0, 10, 10), "b": rect(18, 0, 10, 10), "c": rect(90, 0, 10, 10)]) {
            HStack {
                Color.red.frame(width: 10, height: 10).id("a")
                Color.red.frame(width: 10, height: 10).id("b")
                Spacer()
                Color.red.frame(width: 10, height: 10).id("c")
            }
        },
        LayoutCase("explicit spacing wins", source: "HStack(alignment:spacing:content:) (https://developer.apple.com/documentation/swiftui/hstack/init(alignment:spacing:content:)): an explicit spacing replaces the default",
                   proposal: .init(width: nil, height: nil), size: .init(width: 35, height: 10),
                   frames: ["b": rect(25, 0, 10, 10)]) {
            HStack(spacing: 15) { Color.red.frame(width: 10, height: 10); Color.red.frame(width: 10, height: 10).id("b") }
        },
        LayoutCase("layout priority gets served first", source: "layoutPriority(_:) (https://developer.apple.com/documentation/swiftui/view/layoutpriority(_:)): the higher priority is offered the space the lower ones' minimums leave; WWDC19 Building Custom Views with SwiftUI, https://developer.apple.com/videos/play/wwdc2019/237/",
                   proposal: .init(width: 200, height: 10), size: .init(width: 200, height: 10),
                   frames: ["high": rect(0, 0, 150, 10), "low": rect(150, 0, 50, 10)]) {
            HStack(spacing: 0) {
                Color.red.frame(minWidth: 50).layoutPriority(1).id("high")
                Color.blue.frame(minWidth: 50).id("low")
            }
        },
        LayoutCase("nil proposal: the sum of ideal sizes", source: "WWDC19 Building Custom Views with SwiftUI, https://developer.apple.com/videos/play/wwdc2019/237/: a stack offered no size is the sum of its children's ideal sizes and the spacing; shapes and colours answer 10×10 to a nil proposal (objc.io, Thinking in SwiftUI, 2023, chapter Layout)",
                   proposal: .unspecified, size: .init(width: 28, height: 10),
                   frames: ["b": rect(18, 0, 10, 10)]) {
            HStack { Color.red; Color.blue.id("b") }
        },
        LayoutCase("zero proposal: the sum of minimums plus gaps", source: "SwiftUI Field Guide, HStack, https://www.swiftuifieldguide.com/layout/hstack/: each child is proposed zero to find its minimum; the stack adds the spacing",
                   proposal: .zero, size: .init(width: 8 + 20, height: 20),
                   frames: ["fixed": rect(8, 0, 20, 20)]) {
            HStack { Color.red; Color.blue.frame(width: 20, height: 20).id("fixed") }
        },
        LayoutCase("VStack aligns trailing", source: "VStack(alignment:spacing:content:) (https://developer.apple.com/documentation/swiftui/vstack): children aligned on the guide; width from the aligned children",
                   proposal: .unspecified, size: .init(width: 100, height: 28),
                   frames: ["narrow": rect(50, 0, 50, 10), "wide": rect(0, 18, 100, 10)]) {
            VStack(alignment: .trailing) {
                Color.red.frame(width: 50, height: 10).id("narrow")
                Color.red.frame(width: 100, height: 10).id("wide")
            }
        },
        LayoutCase("HStack aligns top and centre", source: "SwiftUI Field Guide, HStack, https://www.swiftuifieldguide.com/layout/hstack/: each child is proposed zero to find its minimum; the stack adds the spacing",
                   proposal: .unspecified, size: .init(width: 28, height: 40),
                   frames: ["short": rect(0, 0, 10, 10), "tall": rect(18, 0, 10, 40)]) {
            HStack(alignment: .top) {
                Color.red.frame(width: 10, height: 10).id("short")
                Color.red.frame(width: 10, height: 40).id("tall")
            }
        },
        LayoutCase("text wraps at a third between two colours", source: "SwiftUI Field Guide, HStack, https://www.swiftuifieldguide.com/layout/hstack/: the text is the least flexible child and is offered a third of the width, so it wraps",
                   proposal: .init(width: 150, height: nil), size: .init(width: 150, height: 61.2),
                   frames: ["left": rect(0, 25.6, 58, 10), "text": rect(58, 0, 34, 61.2), "right": rect(92, 25.6, 58, 10)]) {
            HStack(spacing: 0) { Color.red.id("left"); Text("aaaa bbbb cccc").id("text"); Color.blue.id("right") }
        },
        LayoutCase("VStack distributes height like HStack distributes width", source: "SwiftUI Field Guide, HStack, https://www.swiftuifieldguide.com/layout/hstack/: HStack and VStack use the same algorithm with the axes swapped",
                   proposal: .init(width: 50, height: 100), size: .init(width: 50, height: 100),
                   frames: ["top": rect(0, 0, 50, 20), "fill": rect(0, 28, 50, 72)]) {
            VStack { Color.red.frame(height: 20).id("top"); Color.blue.id("fill") }
        },
        // Baselines sit 0.9 em below a line's top (half the 0.2 em leading plus the 0.8 em ascent):
        // 15.3 for 17 pt, 36 for 40 pt. The stack is 36 above the line and max(5.1, 12) below it.
        LayoutCase("first text baseline alignment", source: "VerticalAlignment.firstTextBaseline (https://developer.apple.com/documentation/swiftui/verticalalignment/firsttextbaseline): children aligned on their first baselines",
                   proposal: .unspecified, size: .init(width: 42.5 + 8 + 60, height: 48),
                   frames: ["small": rect(0, 36 - 15.3, 42.5, 20.4), "big": rect(50.5, 0, 60, 48)]) {
            HStack(alignment: .firstTextBaseline) {
                Text("small").id("small")
                Text("big").font(.system(size: 40)).id("big")
            }
        },
        LayoutCase("an empty stack is zero-sized", source: "WWDC19 Building Custom Views with SwiftUI, https://developer.apple.com/videos/play/wwdc2019/237/: a stack's size is its children's sizes and spacing; with none it is zero",
                   proposal: .init(width: 100, height: 100), size: .zero, frames: [:]) {
            HStack {}
        },
    ]

    @Test(arguments: cases) func table(_ row: LayoutCase) {
        row.check()
    }

    @Test func spacerInVStackGrowsVertically() {
        let computed = ComputedLayout(of: VStack(spacing: 0) { Color.red.frame(height: 10); Spacer().id("s") }, proposal: .init(width: 40, height: 100))
        #expect(computed.frame(of: "s") == rect(20, 10, 0, 90))
    }

    @Test func spacerMinLength() {
        let computed = ComputedLayout(of: HStack(spacing: 0) { Color.red; Spacer(minLength: 30).id("s") }, proposal: .init(width: 20, height: 10))
        // The Spacer keeps its minimum (30) and the colour gets what is left, nothing: the stack overflows.
        #expect(computed.frame(of: "s")?.width == 30)
        #expect(computed.size.width == 30)
    }

    @Test func stackLayoutAsLayoutMatchesStackView() {
        let a = ComputedLayout(of: HStackLayout(alignment: .top, spacing: 4) { Color.red.frame(width: 10, height: 30); Color.blue.id("b") }, proposal: .init(width: 100, height: nil))
        let b = ComputedLayout(of: HStack(alignment: .top, spacing: 4) { Color.red.frame(width: 10, height: 30); Color.blue.id("b") }, proposal: .init(width: 100, height: nil))
        #expect(a.frame(of: "b") == b.frame(of: "b"))
        #expect(a.frame(of: "b") == rect(14, 0, 86, 10))
        #expect(a.nodes[0].kind == .hstack)
    }
}
