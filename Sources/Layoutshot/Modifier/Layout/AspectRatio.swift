/// How content fills a frame, as SwiftUI's `ContentMode`.
public enum ContentMode: Hashable, CaseIterable, Sendable {
    case fit, fill
}

/// `.aspectRatio(_:contentMode:)`: proposes its content the largest size of the ratio inside the
/// proposal (`.fit`) or the smallest covering it (`.fill`), and is the content's size. With no
/// ratio it uses the content's own (its ideal size's). An unspecified dimension follows from the
/// other; with neither, the content is proposed its ideal size. (Apple:
/// https://developer.apple.com/documentation/swiftui/view/aspectratio(_:contentmode:)-771ow; the
/// proposal rule as objc.io's "Thinking in SwiftUI" (2023), chapter Layout, describes it.)
struct AspectRatioLayout: Layout {
    let ratio: CGFloat?
    let mode: ContentMode

    func childProposal(_ proposal: ProposedViewSize, _ child: LayoutSubview) -> ProposedViewSize {
        var r = ratio ?? {
            let ideal = child.sizeThatFits(.unspecified)
            return ideal.height > 0 ? ideal.width / ideal.height : 1
        }()
        if !(r.isFinite && r > 0) { r = 1 }
        switch (proposal.width, proposal.height) {
        case (nil, nil): return .unspecified
        case (let w?, nil): return ProposedViewSize(width: w, height: w / r)
        case (nil, let h?): return ProposedViewSize(width: h * r, height: h)
        case (let w?, let h?):
            let byWidth = CGSize(width: w, height: w / r), byHeight = CGSize(width: h * r, height: h)
            let fits = byWidth.height <= h
            let size = (mode == .fit) == fits ? byWidth : byHeight
            return ProposedViewSize(size)
        }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        guard let child = subviews.first else { return .zero }
        return child.sizeThatFits(childProposal(proposal, child))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        guard let child = subviews.first else { return }
        child.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: childProposal(proposal, child))
    }
}

extension View {
    /// Constrains the view to an aspect ratio, as SwiftUI's `.aspectRatio(_:contentMode:)`.
    nonisolated public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        let ratio = aspectRatio.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        return LayoutView(layout: AspectRatioLayout(ratio: ratio, mode: contentMode), content: self)
            .annotated { $0.style.title = ".aspectRatio(\(ratio.map { formatLength($0) } ?? "nil"), contentMode: .\(contentMode))" }
    }

    /// Constrains the view to the ratio of `aspectRatio`'s width to its height.
    nonisolated public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.height > 0 ? aspectRatio.width / aspectRatio.height : nil, contentMode: contentMode)
    }

    /// `.aspectRatio(contentMode: .fit)`.
    nonisolated public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }
    /// `.aspectRatio(contentMode: .fill)`.
    nonisolated public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
}
