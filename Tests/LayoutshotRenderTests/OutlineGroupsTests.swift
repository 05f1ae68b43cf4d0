import Foundation
@testable import LayoutshotRender
import Testing

/// `drawOutlines` strokes the outlines of a batch per group of outlines that may share a pixel;
/// these pin how the batch is split (a split that put two touching outlines apart would darken
/// the pixels where they meet, and one that kept everything together would cost the sweep of one
/// path again).
@Suite struct OutlineGroupsTests {
    let margin: CGFloat = 3  // a 1-point line and two 1-point device pixels

    @Test func outlinesFarApartAreStrokedOnTheirOwn() {
        let frames = [CGRect(x: 0, y: 0, width: 40, height: 20), CGRect(x: 60, y: 0, width: 40, height: 20),
                      CGRect(x: 0, y: 40, width: 40, height: 20)]
        #expect(OutlineGroups.groups(of: frames, margin: margin) == [[0], [1], [2]])
    }

    @Test func outlinesWithinTheMarginShareAGroup() {
        // 4 points apart: the grown frames (3 points each side) overlap.
        let frames = [CGRect(x: 0, y: 0, width: 40, height: 20), CGRect(x: 44, y: 0, width: 40, height: 20),
                      CGRect(x: 200, y: 200, width: 10, height: 10)]
        #expect(OutlineGroups.groups(of: frames, margin: margin) == [[0, 1], [2]])
    }

    @Test func anOutlineWellInsideAnotherIsApartFromIt() {
        // A root padding around a flow of chips: the chips lie inside its untouched interior.
        let root = CGRect(x: 0, y: 0, width: 500, height: 300)
        let chips = (0..<5).map { CGRect(x: 20 + CGFloat($0) * 90, y: 20, width: 80, height: 24) }
        let groups = OutlineGroups.groups(of: [root] + chips, margin: margin)
        #expect(groups == [[0], [1], [2], [3], [4], [5]])
    }

    @Test func anOutlineNearTheEdgeOfAnotherJoinsIt() {
        // A child flush with its parent's left edge: both outlines run along the same pixels.
        let parent = CGRect(x: 0, y: 0, width: 200, height: 100)
        let child = CGRect(x: 0, y: 30, width: 50, height: 20)
        let apart = CGRect(x: 100, y: 30, width: 50, height: 20)
        #expect(OutlineGroups.groups(of: [parent, child, apart], margin: margin) == [[0, 1], [2]])
    }

    @Test func chainsOfTouchingOutlinesFormOneGroup() {
        // 0 touches 1 and 1 touches 2, 0 and 2 are apart: one group, in the order given.
        let frames = [CGRect(x: 0, y: 0, width: 20, height: 20), CGRect(x: 300, y: 0, width: 20, height: 20),
                      CGRect(x: 22, y: 0, width: 20, height: 20), CGRect(x: 44, y: 0, width: 20, height: 20)]
        #expect(OutlineGroups.groups(of: frames, margin: margin) == [[0, 2, 3], [1]])
    }

    @Test func outlinesNestedTooDeeplyStayOnePath() {
        // 3,000 concentric frames, each well inside the next: no two outlines share a pixel, but
        // every frame's box overlaps every other's, so the sweep would compare all pairs. Past
        // its budget the batch is kept whole (one path, as before the split).
        let frames = (0..<3_000).map { index -> CGRect in
            let grow = CGFloat(index) * 7
            return CGRect(x: -grow, y: -grow, width: 10 + 2 * grow, height: 10 + 2 * grow)
        }
        #expect(OutlineGroups.groups(of: frames, margin: margin) == [Array(frames.indices)])
        // A few of them are split as usual.
        #expect(OutlineGroups.groups(of: Array(frames.prefix(20)), margin: margin) == (0..<20).map { [$0] })
    }

    @Test func noFramesNoGroups() {
        #expect(OutlineGroups.groups(of: [], margin: margin).isEmpty)
        #expect(OutlineGroups.groups(of: [CGRect(x: 1, y: 1, width: 0, height: 5)], margin: margin) == [[0]])
    }
}
