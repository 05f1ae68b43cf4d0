import Foundation
@testable import Layoutshot
import Testing

/// The safe area of a screen, as SwiftUI lays it out.
///
/// - The root view is proposed the size inside the safe area and, smaller, is centred in it:
///   "By default, SwiftUI positions your content within the safe area" (WWDC21 "What's new in
///   SwiftUI", https://developer.apple.com/videos/play/wwdc2021/10021/), centred as a frame
///   centres its content (`frame(width:height:alignment:)`: `alignment` defaults to `.center`).
/// - `.ignoresSafeArea(_:edges:)`: "To extend your content into these regions, you can ignore
///   safe areas on specific edges by applying this modifier"
///   (https://developer.apple.com/documentation/swiftui/view/ignoressafearea(_:edges:)); the
///   view "could extend outside the safe area to the bounds of the screen for the specified
///   edges" (`edgesIgnoringSafeArea(_:)`). Its frame in its parent's layout is unchanged; where
///   it touches an ignored edge of the safe area its content reaches the screen's edge. WWDC21's
///   "What's new in SwiftUI" makes a background reach past the safe area with
///   `.background { Color.red.ignoresSafeArea() }`.
/// - `.background(_:ignoresSafeAreaEdges:)`: "The set of edges for which to ignore safe area
///   insets when adding the background. The default value is all"
///   (https://developer.apple.com/documentation/swiftui/view/background(_:ignoressafeareaedges:)).
///
/// The screen is the iPhone 15's: 393×852 points (Human Interface Guidelines, "Layout"), 59 points
/// on top and 34 below (Use Your Loaf, "iPhone 15 Screen Sizes"), so the safe area is
/// (0, 59, 393×759).
@MainActor
@Suite struct SafeAreaTests {
    static let insets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
    static let safe = CGRect(x: 0, y: 59, width: 393, height: 759)

    private func onScreen<V: View>(_ view: V) -> ComputedLayout {
        ComputedLayout(of: view._onScreen(safeArea: Self.insets), proposal: ProposedViewSize(width: 393, height: 852))
    }

    @Test func theScreenIsItsSizeAndAGreedyRootFillsTheSafeArea() {
        let computed = onScreen(Color.blue.id("blue"))
        #expect(computed.size == CGSize(width: 393, height: 852))
        #expect(computed.frame(of: "blue") == Self.safe, "\(computed.outline)")
    }

    @Test func aRootSmallerThanTheSafeAreaIsCentredInIt() {
        let computed = onScreen(Color.blue.frame(width: 100, height: 40).id("card"))
        // Centre of the safe area: x 393 / 2 = 196.5, y 59 + 759 / 2 = 438.5.
        #expect(computed.frame(of: "card") == CGRect(x: 146.5, y: 418.5, width: 100, height: 40), "\(computed.outline)")
    }

    @Test func aColourIgnoringTheSafeAreaFillsTheWholeScreen() {
        let computed = onScreen(Color.blue.id("blue").ignoresSafeArea())
        #expect(computed.frame(of: "blue") == CGRect(x: 0, y: 0, width: 393, height: 852), "\(computed.outline)")
    }

    @Test func onlyTheIgnoredEdgesAreReached() {
        let top = onScreen(Color.blue.id("blue").ignoresSafeArea(edges: .top))
        #expect(top.frame(of: "blue") == CGRect(x: 0, y: 0, width: 393, height: 59 + 759))
        let bottom = onScreen(Color.blue.id("blue").ignoresSafeArea(.container, edges: .bottom))
        #expect(bottom.frame(of: "blue") == CGRect(x: 0, y: 59, width: 393, height: 759 + 34))
        let deprecated = onScreen(Color.blue.id("blue").edgesIgnoringSafeArea(.vertical))
        #expect(deprecated.frame(of: "blue") == CGRect(x: 0, y: 0, width: 393, height: 852))
    }

    @Test func aViewBackgroundIgnoringTheSafeAreaReachesUnderTheStatusBarAndTheContentStays() {
        let view = VStack { Text("Title").id("title") }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .id("content")
            .background(Color.yellow.id("background").ignoresSafeArea())
        let computed = onScreen(view)
        #expect(computed.frame(of: "content") == Self.safe, "\(computed.outline)")
        #expect(computed.frame(of: "background") == CGRect(x: 0, y: 0, width: 393, height: 852), "\(computed.outline)")
    }

    @Test func aStyleBackgroundIgnoresTheSafeAreaByDefaultAndNotWhenToldNot() {
        func background(_ computed: ComputedLayout) -> CGRect? {
            computed.nodes.last?.frame
        }
        let byDefault = onScreen(Color.clear.background(.blue.opacity(0.5)))
        #expect(background(byDefault) == CGRect(x: 0, y: 0, width: 393, height: 852), "\(byDefault.outline)")
        let kept = onScreen(Color.clear.background(.blue.opacity(0.5), ignoresSafeAreaEdges: []))
        #expect(background(kept) == Self.safe, "\(kept.outline)")
        let colour = onScreen(Color.clear.id("content").background(Color.red, ignoresSafeAreaEdges: .top))
        let red = colour.nodes.first { $0.label == "Color.red" }?.frame
        #expect(red == CGRect(x: 0, y: 0, width: 393, height: 59 + 759), "\(colour.outline)")
    }

    @Test func aViewAwayFromTheSafeAreasEdgesIsNotExtended() {
        let computed = onScreen(Color.blue.id("blue").ignoresSafeArea().padding(20))
        #expect(computed.frame(of: "blue") == CGRect(x: 20, y: 79, width: 353, height: 719), "\(computed.outline)")
    }

    @Test func theParentsLayoutDoesNotChangeOnlyTheIgnoringViewReachesOut() {
        let computed = onScreen(VStack(spacing: 0) {
            Color.red.id("top").ignoresSafeArea()
            Color.blue.id("bottom")
        })
        // The VStack splits the safe area's 759 points in two halves of 379.5; the red half,
        // touching the top, reaches the screen's top; the blue half stays in the safe area.
        #expect(computed.frame(of: "top") == CGRect(x: 0, y: 0, width: 393, height: 59 + 379.5), "\(computed.outline)")
        #expect(computed.frame(of: "bottom") == CGRect(x: 0, y: 438.5, width: 393, height: 379.5), "\(computed.outline)")
    }

    @Test func aSmallViewIgnoringTheSafeAreaButNotTouchingItStaysWhereItWas() {
        // Centred in the safe area, the card touches none of its edges: nothing to extend.
        let computed = onScreen(Color.blue.frame(width: 100, height: 40).id("card").ignoresSafeArea())
        #expect(computed.frame(of: "card") == CGRect(x: 146.5, y: 418.5, width: 100, height: 40), "\(computed.outline)")
        // A flexible frame that does touch them is given the whole screen and centres the card in it.
        let flexible = onScreen(Color.blue.frame(width: 100, height: 40).id("card")
            .frame(maxWidth: .infinity, maxHeight: .infinity).ignoresSafeArea())
        #expect(flexible.frame(of: "card") == CGRect(x: 146.5, y: 406, width: 100, height: 40), "\(flexible.outline)")
    }

    @Test func withoutAScreenIgnoringTheSafeAreaChangesNothing() {
        let plain = ComputedLayout(of: Color.blue.id("blue").padding(10), proposal: ProposedViewSize(width: 100, height: 80))
        let ignoring = ComputedLayout(of: Color.blue.id("blue").ignoresSafeArea().padding(10), proposal: ProposedViewSize(width: 100, height: 80))
        #expect(ignoring.frame(of: "blue") == plain.frame(of: "blue"))
        #expect(ignoring.frame(of: "blue") == CGRect(x: 10, y: 10, width: 80, height: 60))
        #expect(ignoring.size == plain.size)
        // A style background outside a screen adds no node.
        let background = ComputedLayout(of: Color.clear.background(.blue), proposal: ProposedViewSize(width: 50, height: 50))
        #expect(!background.nodes.contains { $0.label.contains("ignoresSafeArea") }, "\(background.outline)")
    }
}
