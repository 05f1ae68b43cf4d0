// Equally wide buttons in a column: Apple's `MyEqualWidthVStack`, from the sample code of "Composing
// custom layouts with SwiftUI" (WWDC22; "iOS 16 - SwiftUI Layout의 Cache에 대해" quotes its cache): a vertical stack whose subviews all get the size of the
// largest, with the sizes and spacing computed once in its cache. Written as Apple's sample (and
// consistently with its `MyEqualWidthHStack`, in LayoutshotTests), with only the import changed.
import Layoutshot // was: import SwiftUI

/// A custom vertical stack that offers all its subviews the width of its largest subview.
struct MyEqualWidthVStack: Layout {
    /// Returns a size that the layout container needs to arrange its subviews.
    func sizeThatFits(
        proposal: ProposedViewSize,
        subviews: Subviews,
        cache: inout CacheData
    ) -> CGSize {
        guard !subviews.isEmpty else { return .zero }

        return CGSize(
            width: cache.maxSize.width,
            height: cache.maxSize.height * CGFloat(subviews.count) + cache.totalSpacing)
    }

    /// Places the stack's subviews.
    func placeSubviews(
        in bounds: CGRect,
        proposal: ProposedViewSize,
        subviews: Subviews,
        cache: inout CacheData
    ) {
        guard !subviews.isEmpty else { return }

        let placementProposal = ProposedViewSize(width: cache.maxSize.width, height: cache.maxSize.height)
        var nextY = bounds.minY + cache.maxSize.height / 2

        for index in subviews.indices {
            subviews[index].place(
                at: CGPoint(x: bounds.midX, y: nextY),
                anchor: .center,
                proposal: placementProposal)
            nextY += cache.maxSize.height + cache.spacing[index]
        }
    }

    /// A type that stores cached data.
    /// - Tag: CacheData
    struct CacheData {
        let maxSize: CGSize
        let spacing: [CGFloat]
        let totalSpacing: CGFloat
    }

    /// Creates a cache for a given set of subviews.
    ///
    /// When the subviews change, SwiftUI calls the `updateCache(_:subviews:)`
    /// method. The `MyEqualWidthVStack` layout relies on the default
    /// implementation of that method, which just calls `makeCache(subviews:)`
    /// to recreate the cache.
    /// - Tag: makeCache
    func makeCache(subviews: Subviews) -> CacheData {
        let maxSize = maxSize(subviews: subviews)
        let spacing = spacing(subviews: subviews)
        let totalSpacing = spacing.reduce(0) { $0 + $1 }

        return CacheData(
            maxSize: maxSize,
            spacing: spacing,
            totalSpacing: totalSpacing)
    }

    /// Finds the largest ideal size of the subviews.
    private func maxSize(subviews: Subviews) -> CGSize {
        let subviewSizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let maxSize: CGSize = subviewSizes.reduce(.zero) { currentMax, subviewSize in
            CGSize(
                width: max(currentMax.width, subviewSize.width),
                height: max(currentMax.height, subviewSize.height))
        }

        return maxSize
    }

    /// Gets an array of preferred spacing sizes between subviews in the
    /// vertical dimension.
    private func spacing(subviews: Subviews) -> [CGFloat] {
        subviews.indices.map { index in
            guard index < subviews.count - 1 else { return 0 }
            return subviews[index].spacing.distance(
                to: subviews[index + 1].spacing,
                along: .vertical)
        }
    }
}

/// Apple's pet buttons in a `MyEqualWidthVStack` as a demo for renderers, centred in `width`.
public enum EqualWidthVStackSample {
    /// The buttons' labels (and ids).
    public static let pets = ["Goldfish", "Hamster", "Beta Fish"]

    /// The labels as equal-width capsules stacked vertically, in a frame `width` wide.
    @MainActor public static func view(width: CGFloat) -> some View {
        MyEqualWidthVStack {
            ForEach(pets, id: \.self) { pet in
                Text(pet)
                    .frame(maxWidth: .infinity)
                    .padding(8)
                    .background(Capsule().foregroundColor(.blue.opacity(0.2)))
                    .id(pet)
            }
        }
        .frame(width: width)
    }
}
