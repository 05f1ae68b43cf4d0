// Seed 003: "SwiftUI Study – Layout 프로토콜과 커스텀 레이아웃…" — WrappingHLayout (a tag cloud) and
// EqualWidthHLayout (equal cells). Only the import changed and the article's own bugs fixed, each
// marked `// Fix:`.
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

struct EqualWidthHLayout: Layout {
    func sizeThatFits(
        proposal: ProposedViewSize,
        subviews: Subviews,
        cache: inout ()
    ) -> CGSize {
        let count = CGFloat(subviews.count)
        let width = (proposal.width ?? 0) / max(count, 1)
        let height = subviews
            .map { $0.sizeThatFits(.unspecified).height }
            .max() ?? 0
        _ = width // Layoutshot: the article computes `width` and never uses it (a compiler warning).
        return CGSize(width: proposal.width ?? 0, height: height)
    }

    func placeSubviews(
        in bounds: CGRect,
        proposal: ProposedViewSize,
        subviews: Subviews,
        cache: inout ()
    ) {
        let count = CGFloat(subviews.count)
        guard count > 0 else { return }
        let cellWidth = bounds.width / count

        for (index, subview) in subviews.enumerated() {
            let x = bounds.minX + cellWidth * (CGFloat(index) + 0.5)
            let size = subview.sizeThatFits(
                ProposedViewSize(width: cellWidth, height: bounds.height)
            )
            // Fix: as in WrappingHLayout, the cell's centre was passed without `anchor: .center`.
            subview.place(
                at: CGPoint(x: x, y: bounds.midY),
                anchor: .center,
                proposal: ProposedViewSize(size)
            )
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

/// The article's EqualWidthHLayout example ("하나", "둘", "셋") as a demo for renderers, `width` wide.
public enum EqualWidthHSample {
    /// Three labels in equal cells across a frame `width` wide.
    @MainActor public static func view(width: CGFloat) -> some View {
        EqualWidthHLayout {
            Text("하나").id("하나")
            Text("둘").id("둘")
            Text("셋").id("셋")
        }
        .frame(maxWidth: .infinity)
        .frame(width: width)
    }
}
