// Tags that wrap onto new lines, with the subviews' ideal sizes kept in the layout's cache: the
// FlowLayout of "Building custom layout in SwiftUI. Caching.", named `CachingFlowLayout` here so it
// doesn't clash with Layoutshot's built-in `FlowLayout`. Only the import changed and the article's own bugs fixed, each marked `// Fix:`.
import Layoutshot // was: import SwiftUI

struct CachingFlowLayout: Layout {
    struct Cache {
        var sizes: [CGSize] = []
        // Fix: the article says "we populate our cache with the exact position values during the
        // placeSubviews function… we can check our cache and place subviews in the cached position",
        // but its code never stores or reads positions. They are stored here relative to the bounds'
        // origin and keyed by the proposed width, so another proposal never reuses these line breaks
        // (the stale-cache bug of flow layouts).
        var positions: [CGFloat?: [CGPoint]] = [:]
    }

    func makeCache(subviews: Subviews) -> Cache {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return Cache(sizes: sizes)
    }

    func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache.sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        // Fix (follows from the positions fix): positions of the old subviews must go too.
        cache.positions = [:]
    }

    // Fix: the article shows no sizeThatFits (the protocol requires one; its previous post has it).
    // This one breaks lines exactly as placeSubviews does below, so the two agree.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        var lineX: CGFloat = 0
        var lineY: CGFloat = 0
        var lineHeight: CGFloat = 0
        var width: CGFloat = 0
        for index in subviews.indices {
            if lineX + cache.sizes[index].width > (proposal.width ?? .infinity) {
                lineY += lineHeight
                lineHeight = 0
                lineX = 0
            }
            lineHeight = max(lineHeight, cache.sizes[index].height)
            lineX += cache.sizes[index].width
            width = max(width, lineX)
        }
        return CGSize(width: width, height: lineY + lineHeight)
    }

    func placeSubviews(
        in bounds: CGRect,
        proposal: ProposedViewSize,
        subviews: Subviews,
        cache: inout Cache
    ) {
        if let positions = cache.positions[proposal.width] {
            for index in subviews.indices {
                subviews[index].place(
                    at: CGPoint(x: bounds.minX + positions[index].x, y: bounds.minY + positions[index].y),
                    anchor: .center,
                    proposal: ProposedViewSize(cache.sizes[index])
                )
            }
            return
        }
        var positions: [CGPoint] = []
        var lineX = bounds.minX
        var lineY = bounds.minY
        var lineHeight: CGFloat = 0
        for index in subviews.indices {
            // Fix: the article compared `lineX` (which starts at bounds.minX) with the width, so a flow
            // not at x = 0 wrapped too early; the test uses the position within the line.
            // Fix: an unspecified width (`?? 0` in the article) put every subview on a line of its own;
            // nil asks for the ideal size, which for a flow is one line.
            if lineX - bounds.minX + cache.sizes[index].width > (proposal.width ?? .infinity) {
                lineY += lineHeight
                lineHeight = 0
                lineX = bounds.minX
            }
            let position = CGPoint(
                x: lineX + cache.sizes[index].width / 2,
                y: lineY + cache.sizes[index].height / 2
            )
            // you can populate cache
            // with additional information here
            positions.append(CGPoint(x: position.x - bounds.minX, y: position.y - bounds.minY))
            lineHeight = max(lineHeight, cache.sizes[index].height)
            lineX += cache.sizes[index].width
            subviews[index].place(
                at: position,
                anchor: .center,
                proposal: ProposedViewSize(cache.sizes[index])
            )
        }
        cache.positions[proposal.width] = positions
    }
}

/// A demo of `CachingFlowLayout` for renderers: tags wrapped in a layout `width` wide.
public enum CachingFlowSample {
    /// The tags (and their ids).
    public static let tags = ["SwiftUI", "Layout", "Cache", "makeCache", "updateCache", "sizeThatFits", "placeSubviews", "Flow"]

    /// The tags as capsules in a `CachingFlowLayout`, in a frame `width` wide.
    @MainActor public static func view(width: CGFloat) -> some View {
        CachingFlowLayout {
            ForEach(tags, id: \.self) { tag in
                Text(tag)
                    .padding(8)
                    .background(Color.blue.opacity(0.2))
                    .clipShape(Capsule())
                    .id(tag)
            }
        }
        .frame(width: width, alignment: .topLeading)
    }
}
