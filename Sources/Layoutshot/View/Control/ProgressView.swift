/// Progress, as SwiftUI's `ProgressView`: with a value, a 4 pt bar as wide as it is offered; without
/// one, a 20 pt spinner.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let fraction: Double?
    let label: Label?
    public init() where Label == EmptyView, CurrentValueLabel == EmptyView { fraction = nil; label = nil }
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) where Label == EmptyView, CurrentValueLabel == EmptyView {
        fraction = value.map { total > 0 ? min(1, max(0, Double($0 / total))) : 0 } ?? nil
        label = nil
    }
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) where Label == Text, CurrentValueLabel == EmptyView {
        fraction = value.map { total > 0 ? min(1, max(0, Double($0 / total))) : 0 } ?? nil
        label = Text(titleKey)
    }
    public init(_ titleKey: LocalizedStringKey) where Label == Text, CurrentValueLabel == EmptyView { fraction = nil; label = Text(titleKey) }
    public init(@ViewBuilder label: () -> Label) where CurrentValueLabel == EmptyView { fraction = nil; self.label = label() }
    public var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            if let label { label }
            if let fraction {
                Capsule().fill(Color(.systemFill)).frame(height: 4)
                    .overlay(alignment: .leading) { LayoutView(layout: FractionLayout(fraction: fraction), content: Capsule().fill(Color.accentColor)) }
            } else {
                Circle().stroke(Color(.systemGray3), lineWidth: 2).frame(width: 20, height: 20)
            }
        }
        .annotated { $0.style.title = "ProgressView" }
    }
}

/// Takes `fraction` of the width offered.
struct FractionLayout: Layout {
    let fraction: Double
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        CGSize(width: (proposal.width ?? 0) * CGFloat(fraction), height: proposal.height ?? 4)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        subviews.first?.place(at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(bounds.size))
    }
}
