// A tag cloud: a layout that places its subviews in rows, wrapping to a new row when the next one
// does not fit. From "SwiftUI Study – Layout 프로토콜과 커스텀 레이아웃…" (its WrappingHLayout), with only
// the import changed and the article's own bugs fixed, each marked `// Fix:`.
import Layoutshot // was: import SwiftUI

struct WrappingHLayout: Layout {
    func sizeThatFits(
        proposal: ProposedViewSize,
        subviews: Subviews,
        cache: inout ()
    ) -> CGSize {
        let maxWidth = proposal.width ?? .infinity
        var x: CGFloat = 0
        var y: CGFloat = 0
        var rowHeight: CGFloat = 0
        // Fix: for an unspecified width the article answered `maxWidth`, i.e. an infinite width;
        // it now answers its widest row (its one row) then.
        var widestRow: CGFloat = 0

        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if x + size.width > maxWidth {
                x = 0
                y += rowHeight
                rowHeight = 0
            }
            x += size.width
            widestRow = max(widestRow, x)
            rowHeight = max(rowHeight, size.height)
        }

        return CGSize(width: proposal.width == nil ? widestRow : maxWidth, height: y + rowHeight)
    }

    func placeSubviews(
        in bounds: CGRect,
        proposal: ProposedViewSize,
        subviews: Subviews,
        cache: inout ()
    ) {
        let maxWidth = bounds.width
        var x: CGFloat = 0
        var y: CGFloat = 0
        var rowHeight: CGFloat = 0

        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if x + size.width > maxWidth {
                x = 0
                y += rowHeight
                rowHeight = 0
            }
            // Fix: the article passed the subview's centre but no anchor, and `place`'s default
            // anchor is `.topLeading`: every subview sat half its size down and to the right.
            subview.place(
                at: CGPoint(x: bounds.minX + x + size.width / 2,
                            y: bounds.minY + y + size.height / 2),
                anchor: .center,
                proposal: ProposedViewSize(size)
            )
            x += size.width
            rowHeight = max(rowHeight, size.height)
        }
    }
}

/// The article's `TagCloudView` (WrappingHLayout) as a demo for renderers, `width` wide.
public enum WrappingHSample {
    /// The tags (and their ids).
    public static let tags = ["Layout", "GeometryReader", "HStack", "VStack", "태그", "레이아웃", "SwiftUI", "iOS 16"]

    /// The tags as capsules in a `WrappingHLayout`, padded, in a frame `width` wide.
    @MainActor public static func view(width: CGFloat) -> some View {
        WrappingHLayout {
            ForEach(tags, id: \.self) { tag in
                Text(tag)
                    .padding(8)
                    .background(Color.blue.opacity(0.2))
                    .clipShape(Capsule())
                    .id(tag)
            }
        }
        .padding()
        .frame(width: width)
    }
}
