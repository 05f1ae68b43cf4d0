import Testing
import Layoutshot

enum MidAccount: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.bottom] }
}

extension VerticalAlignment {
    static let midAccount = VerticalAlignment(MidAccount.self)
}

/// Modifiers, by table. Expected values follow SwiftUI's modifier rules as objc.io's "SwiftUI
/// Layout Explained" and Apple's documentation state them (each case names its source), computed by hand.
@MainActor
@Suite struct ModifierTests {
    nonisolated static let cases: [LayoutCase] = [
        LayoutCase("padding proposes less and adds back", source: "padding(_:_:) (https://developer.apple.com/documentation/swiftui/view/padding(_:_:)): the content is proposed the size less the insets, which are added back",
                   proposal: .init(width: 100, height: nil), size: .init(width: 100, height: 30),
                   frames: ["c": rect(10, 10, 80, 10)]) {
            Color.red.id("c").padding(10)
        },
        LayoutCase("default padding is 16", source: "padding(_:_:) (https://developer.apple.com/documentation/swiftui/view/padding(_:_:)): nil length means the system default, 16 on iOS (WWDC19 Building Custom Views with SwiftUI, https://developer.apple.com/videos/play/wwdc2019/237/)",
                   proposal: .unspecified, size: .init(width: 42, height: 42), frames: ["c": rect(16, 16, 10, 10)]) {
            Color.red.id("c").padding()
        },
        LayoutCase("padding on some edges", source: "padding(_:_:) (https://developer.apple.com/documentation/swiftui/view/padding(_:_:)): the content is proposed the size less the insets, which are added back",
                   proposal: .unspecified, size: .init(width: 30, height: 10), frames: ["c": rect(20, 0, 10, 10)]) {
            Color.red.id("c").padding(.leading, 20)
        },
        LayoutCase("fixed frame aligns its content", source: "frame(width:height:alignment:) (https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:)): a fixed frame aligns its content inside",
                   proposal: .unspecified, size: .init(width: 100, height: 50), frames: ["t": rect(0, 0, 42.5, 20.4)]) {
            Text("Hello").id("t").frame(width: 100, height: 50, alignment: .topLeading)
        },
        LayoutCase("fixed width, height passed through", source: "frame(width:height:alignment:) (https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:)): an unspecified dimension takes the child's size for that axis",
                   proposal: .init(width: 300, height: 40), size: .init(width: 100, height: 40), frames: ["c": rect(0, 0, 100, 40)]) {
            Color.red.id("c").frame(width: 100)
        },
        LayoutCase("a frame with one length aligns its content on the other axis too", source: "frame(width:height:alignment:) (https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:)): the unset height is the content's, and the content is placed on the alignment inside the frame",
                   proposal: .init(width: 300, height: 200), size: .init(width: 100, height: 20.4), frames: ["t": rect(100 - 42.5, 0, 42.5, 20.4)]) {
            Text("Hello").id("t").frame(width: 100, alignment: .bottomTrailing)
        },
        LayoutCase("a frame with one length overflows on its alignment", source: "frame(width:height:alignment:) (https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:)) and swiftui-lab.com, Frame Behaviors with SwiftUI, https://swiftui-lab.com/frame-behaviors/: the child keeps its size and is aligned in the frame",
                   proposal: .init(width: 300, height: 200), size: .init(width: 300, height: 10), frames: ["c": rect(0, -15, 300, 40)]) {
            Color.red.frame(height: 40).id("c").frame(height: 10, alignment: .center)
        },
        LayoutCase("content larger than its frame overflows, centred", source: "frame(width:height:alignment:) (https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:)) and swiftui-lab.com, Frame Behaviors with SwiftUI, https://swiftui-lab.com/frame-behaviors/: the child keeps its size and is aligned in the frame",
                   proposal: .unspecified, size: .init(width: 30, height: 20.4), frames: ["t": rect((30 - 93.5) / 2, 0, 93.5, 20.4)]) {
            Text("Hello World").id("t").fixedSize().frame(width: 30)
        },
        LayoutCase("maxWidth clamps the proposal", source: "https://developer.apple.com/documentation/swiftui/view/frame(minwidth:idealwidth:maxwidth:minheight:idealheight:maxheight:alignment:); swiftui-lab.com, Frame Behaviors with SwiftUI, https://swiftui-lab.com/frame-behaviors/: with only a maximum, the frame clamps the proposal",
                   proposal: .init(width: 300, height: 10), size: .init(width: 200, height: 10), frames: ["c": rect(0, 0, 200, 10)]) {
            Color.red.id("c").frame(maxWidth: 200)
        },
        LayoutCase("min and max with a nil proposal clamp the child", source: "https://developer.apple.com/documentation/swiftui/view/frame(minwidth:idealwidth:maxwidth:minheight:idealheight:maxheight:alignment:); swiftui-lab.com, Frame Behaviors with SwiftUI, https://swiftui-lab.com/frame-behaviors/: with a nil proposal the child's size is clamped to min…max",
                   proposal: .unspecified, size: .init(width: 50, height: 10), frames: ["c": rect(20, 0, 10, 10)]) {
            Color.red.id("c").frame(minWidth: 50, maxWidth: 150)
        },
        LayoutCase("ideal width answers a nil proposal", source: "https://developer.apple.com/documentation/swiftui/view/frame(minwidth:idealwidth:maxwidth:minheight:idealheight:maxheight:alignment:): the ideal dimension answers an unspecified proposal",
                   proposal: .unspecified, size: .init(width: 80, height: 10), frames: ["c": rect(0, 0, 80, 10)]) {
            Color.red.id("c").frame(idealWidth: 80)
        },
        LayoutCase("maxWidth .infinity fills", source: "https://developer.apple.com/documentation/swiftui/view/frame(minwidth:idealwidth:maxwidth:minheight:idealheight:maxheight:alignment:): maxWidth .infinity takes the proposed width",
                   proposal: .init(width: 320, height: nil), size: .init(width: 320, height: 20.4), frames: ["t": rect(0, 0, 42.5, 20.4)]) {
            Text("Hello").id("t").frame(maxWidth: .infinity, alignment: .leading)
        },
        LayoutCase("fixedSize ignores the proposal", source: "fixedSize() (https://developer.apple.com/documentation/swiftui/view/fixedsize()): the view is proposed its ideal size whatever its parent offers",
                   proposal: .init(width: 20, height: 20), size: .init(width: 93.5, height: 20.4), frames: [:]) {
            Text("Hello World").fixedSize()
        },
        LayoutCase("fixedSize on one axis", source: "fixedSize(horizontal:vertical:) (https://developer.apple.com/documentation/swiftui/view/fixedsize(horizontal:vertical:)): the fixed axes are proposed their ideal size (nil)",
                   proposal: .init(width: 50, height: 100), size: .init(width: 42.5, height: 40.8), frames: [:]) {
            Text("Hello World").fixedSize(horizontal: false, vertical: true)
        },
        LayoutCase("ZStack aligns bottom trailing", source: "ZStack (https://developer.apple.com/documentation/swiftui/zstack): children overlaid and aligned on the stack's alignment; the stack is as large as the union of its children",
                   proposal: .unspecified, size: .init(width: 100, height: 50), frames: ["small": rect(80, 30, 20, 20)]) {
            ZStack(alignment: .bottomTrailing) {
                Color.red.frame(width: 100, height: 50)
                Color.blue.frame(width: 20, height: 20).id("small")
            }
        },
        LayoutCase("ZStack: lower priority children get the stack's size", source: "ZStack and layoutPriority(_:) (https://developer.apple.com/documentation/swiftui/view/layoutpriority(_:)): in a ZStack the children of highest priority size the stack, the others are offered its size",
                   proposal: .init(width: 300, height: 300), size: .init(width: 42.5, height: 20.4), frames: ["back": rect(0, 0, 42.5, 20.4)]) {
            ZStack {
                Color.red.id("back").layoutPriority(-1)
                Text("Hello")
            }
        },
        LayoutCase("background is proposed the content's size", source: "background(alignment:content:) (https://developer.apple.com/documentation/swiftui/view/background(alignment:content:)): the background is proposed the content's size",
                   proposal: .unspecified, size: .init(width: 33.5, height: 28.4), frames: ["bg": rect(0, 0, 33.5, 28.4)]) {
            Text("Tag").padding(4).background(Color.blue.id("bg"))
        },
        LayoutCase("overlay alignment", source: "overlay(alignment:content:) (https://developer.apple.com/documentation/swiftui/view/overlay(alignment:content:)): the overlay is aligned in the content's frame",
                   proposal: .unspecified, size: .init(width: 100, height: 100), frames: ["dot": rect(90, 0, 10, 10)]) {
            Color.red.frame(width: 100, height: 100).overlay(Color.blue.frame(width: 10, height: 10).id("dot"), alignment: .topTrailing)
        },
        LayoutCase("alignment guide moves a view", source: "alignmentGuide(_:computeValue:) (https://developer.apple.com/documentation/swiftui/view/alignmentguide(_:computevalue:)-9mdoh): the explicit guide moves the view in its stack",
                   proposal: .unspecified, size: .init(width: 100, height: 28),
                   frames: ["shifted": rect(20, 0, 50, 10), "plain": rect(0, 18, 100, 10)]) {
            VStack(alignment: .leading) {
                Color.red.frame(width: 50, height: 10).alignmentGuide(.leading) { _ in -20 }.id("shifted")
                Color.red.frame(width: 100, height: 10).id("plain")
            }
        },
        // First child's guide is its bottom (20, the default); the VStack's is its second child's
        // centre: 10 + 8 + 5 = 23. The stack is 23 above the line and max(0, 28 − 23) below.
        LayoutCase("a custom alignment through a nested stack", source: "AlignmentID (https://developer.apple.com/documentation/swiftui/alignmentid): a custom guide set deep in one stack aligns it with a sibling stack",
                   proposal: .unspecified, size: .init(width: 28, height: 28),
                   frames: ["left": rect(0, 3, 10, 20), "inner": rect(18, 0, 10, 28), "marked": rect(18, 18, 10, 10)]) {
            HStack(alignment: .midAccount) {
                Color.red.frame(width: 10, height: 20).id("left")
                VStack {
                    Color.blue.frame(width: 10, height: 10)
                    Color.blue.frame(width: 10, height: 10).alignmentGuide(.midAccount) { d in d[VerticalAlignment.center] }.id("marked")
                }.id("inner")
            }
        },
        LayoutCase("layout values reach the layout through modifiers", source: "LayoutValueKey semantics (traits travel outward)",
                   proposal: .unspecified, size: .init(width: 30, height: 10), frames: ["wide": rect(0, 0, 30, 10)]) {
            WidthFromValue { Color.red.layoutValue(key: PreferredWidth.self, value: 30).padding(0).id("wide") }
        },
    ]

    @Test(arguments: cases) func table(_ row: LayoutCase) {
        row.check()
    }

    /// Apple's documentation of `offset(x:y:)`: "The original dimensions of the view aren't
    /// changed by offsetting the contents" — the offset view keeps its size, its place in its
    /// parent and its alignment guides; only its content is placed (and drawn) shifted.
    @Test func offsetMovesOnlyTheContent() {
        let view = VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 20, height: 10).id("content").offset(x: 7, y: -3).id("offset")
            Color.blue.frame(width: 40, height: 10).id("below")
        }
        let computed = ComputedLayout(of: view, proposal: .unspecified)
        #expect(computed.size == CGSize(width: 40, height: 20))
        #expect(computed.frame(of: "offset") == CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(computed.frame(of: "content") == CGRect(x: 7, y: -3, width: 20, height: 10))
        #expect(computed.frame(of: "below") == CGRect(x: 0, y: 10, width: 40, height: 10))
        #expect(computed.nodes.contains { $0.label.hasPrefix(".offset(x: 7, y: -3)") })
        // An explicit guide inside the offset is the content's, not moved by the offset.
        let guided = ComputedLayout(of: VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 20, height: 10).alignmentGuide(.leading) { _ in 5 }.offset(x: 30).id("a")
            Color.blue.frame(width: 20, height: 10).id("b")
        }, proposal: .unspecified)
        #expect(guided.frame(of: "a")!.minX == 0)
        #expect(guided.frame(of: "b")!.minX == 5)
    }

    @Test func aNonFiniteOffsetIsZeroWithADiagnostic() {
        let computed = ComputedLayout(of: Color.red.frame(width: 10, height: 10).id("c").offset(x: .nan, y: .infinity), proposal: .unspecified)
        #expect(computed.frame(of: "c") == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(computed.diagnostics.filter { $0.kind == .invalidArgument }.count == 2)
    }

    @Test func flexibleFrameContradictionIsClamped() {
        // min > max: SwiftUI logs "Contradictory frame constraints"; Layoutshot keeps the minimum.
        let computed = ComputedLayout(of: Color.red.frame(minWidth: 100, maxWidth: 50).id("c"), proposal: .init(width: 300, height: 10))
        #expect(computed.size == CGSize(width: 100, height: 10))
    }

    /// A flexible frame's min, ideal and max on one axis, and the widths a `Color` so framed answers
    /// for a nil, a 0 and a 1,000-point proposal.
    struct FrameOrdering: CustomTestStringConvertible, Sendable {
        let min, ideal, max: CGFloat?
        let unspecified, zero, wide: CGFloat
        var testDescription: String { "min \(min.map { "\($0)" } ?? "nil"), ideal \(ideal.map { "\($0)" } ?? "nil"), max \(max.map { "\($0)" } ?? "nil")" }
    }

    /// Every ordering of min, ideal and max. The values are normalised as SwiftUI's `_FlexFrameLayout`
    /// initialiser does, by raising (OpenSwiftUI's `FlexFrameLayoutTests`, which call it: a negative
    /// minimum is 0, the ideal is raised to the minimum, the maximum to the ideal); the widths then
    /// follow the flexible frame's rules (objc.io, *Thinking in SwiftUI*, "Flexible Frames"): a nil
    /// proposal answers the ideal; otherwise the proposal clamped to [min, max] (a missing bound
    /// lets the child's size through; a colour takes what it is offered, 10 for nil). With
    /// min > max and no ideal SwiftUI keeps both (and logs "Contradictory frame constraints");
    /// Layoutshot lets the minimum win.
    nonisolated static let orderings: [FrameOrdering] = [
        FrameOrdering(min: 10, ideal: 20, max: 30, unspecified: 20, zero: 10, wide: 30),
        FrameOrdering(min: 10, ideal: 30, max: 20, unspecified: 30, zero: 10, wide: 30),   // max raised to 30
        FrameOrdering(min: 20, ideal: 10, max: 30, unspecified: 20, zero: 20, wide: 30),   // ideal raised to 20
        FrameOrdering(min: 20, ideal: 30, max: 10, unspecified: 30, zero: 20, wide: 30),   // max raised to 30
        FrameOrdering(min: 30, ideal: 10, max: 20, unspecified: 30, zero: 30, wide: 30),   // ideal 30, then max 30
        FrameOrdering(min: 30, ideal: 20, max: 10, unspecified: 30, zero: 30, wide: 30),   // ideal 30, then max 30
        FrameOrdering(min: 30, ideal: 10, max: nil, unspecified: 30, zero: 30, wide: 1000),
        FrameOrdering(min: nil, ideal: 30, max: 20, unspecified: 30, zero: 0, wide: 30),   // the issue's example: ideal 30, max 30
        FrameOrdering(min: 30, ideal: nil, max: 20, unspecified: 30, zero: 30, wide: 30),  // contradictory: the minimum wins
        FrameOrdering(min: -10, ideal: -20, max: -30, unspecified: 0, zero: 0, wide: 0),   // 0, 0, 0
        FrameOrdering(min: nil, ideal: -5, max: nil, unspecified: 0, zero: 0, wide: 1000), // ideal raised to 0
        FrameOrdering(min: nil, ideal: nil, max: -5, unspecified: 0, zero: 0, wide: 0),    // max raised to 0
    ]

    @Test(arguments: orderings) func flexibleFrameNormalisesByRaising(_ row: FrameOrdering) {
        for (proposal, expected) in [(nil, row.unspecified), (0, row.zero), (1000, row.wide)] as [(CGFloat?, CGFloat)] {
            let view = Color.red.frame(minWidth: row.min, idealWidth: row.ideal, maxWidth: row.max)
            let computed = ComputedLayout(of: view, proposal: ProposedViewSize(width: proposal, height: 10))
            #expect(computed.size.width == expected, "proposed \(proposal.map { "\($0)" } ?? "nil")")
        }
        // The height, not given, is untouched.
        #expect(ComputedLayout(of: Color.red.frame(minWidth: row.min, idealWidth: row.ideal, maxWidth: row.max), proposal: .unspecified).size.height == 10)
    }

    @Test func aNegativeMinimumIsZeroNotAbsent() {
        // SwiftUI's initialiser turns a negative minimum into 0 (OpenSwiftUI's FlexFrameLayoutTests,
        // "initializationClampsNegativeMinValues"); with a minimum, a frame reports at most the
        // proposal even when its content is wider (max(min(proposal, child), minimum)).
        let view = Color.red.frame(width: 100).id("c").frame(minWidth: -10).id("frame")
        let computed = ComputedLayout(of: view, proposal: ProposedViewSize(width: 50, height: 10))
        #expect(computed.frame(of: "frame") == rect(0, 0, 50, 10))
        #expect(computed.frame(of: "c") == rect(-25, 0, 100, 10))
    }

    @Test func textModifiersReachText() {
        let computed = ComputedLayout(of: VStack { Text("Hi").id("t") }.font(.system(size: 20)), proposal: .unspecified)
        // 20 pt: 10 per character, lines 24 tall.
        #expect(computed.frame(of: "t") == rect(0, 0, 20, 24))
    }
}

struct PreferredWidth: LayoutValueKey {
    static let defaultValue: CGFloat = 10
}

/// Sizes each subview to its PreferredWidth, stacked horizontally without gaps.
struct WidthFromValue: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: subviews.reduce(0) { $0 + $1[PreferredWidth.self] }, height: 10)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for subview in subviews {
            let width = subview[PreferredWidth.self]
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(width: width, height: 10))
            x += width
        }
    }
}
