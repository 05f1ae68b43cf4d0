// Equal cells in a row: a layout that gives every subview the width of the widest and places them
// side by side. From "SwiftUI Study – Layout 프로토콜과 커스텀 레이아웃…" (its EqualWidthHLayout), with
// only the import changed and the article's own bugs fixed, each marked `// Fix:`.
import Layoutshot // was: import SwiftUI

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
