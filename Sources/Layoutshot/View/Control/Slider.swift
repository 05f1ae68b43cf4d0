/// A track with a thumb, as SwiftUI's `Slider`: as wide as it is offered, 28 pt tall (the thumb).
public struct Slider<Label: View, ValueLabel: View>: View {
    let fraction: Double
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where Label == EmptyView, ValueLabel == EmptyView, V.Stride: BinaryFloatingPoint {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        fraction = span > 0 ? min(1, max(0, Double(value.wrappedValue - bounds.lowerBound) / span)) : 0
    }
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where Label == EmptyView, ValueLabel == EmptyView, V.Stride: BinaryFloatingPoint {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        fraction = span > 0 ? min(1, max(0, Double(value.wrappedValue - bounds.lowerBound) / span)) : 0
    }
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label)
        where ValueLabel == EmptyView, V.Stride: BinaryFloatingPoint {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        fraction = span > 0 ? min(1, max(0, Double(value.wrappedValue - bounds.lowerBound) / span)) : 0
    }
    public var body: some View {
        ZStack {
            Capsule().fill(Color(.systemFill)).frame(height: 4)
            GeometryLike(fraction: fraction)
        }
        .frame(height: 28)
        .annotated { $0.style.title = "Slider" }
    }
}

/// The filled part of a slider and its thumb, at `fraction` of the width.
struct GeometryLike: View {
    let fraction: Double
    var body: some View {
        LayoutView(layout: SliderThumbLayout(fraction: fraction), content: Circle().fill(Color.white).frame(width: 28, height: 28))
    }
}

struct SliderThumbLayout: Layout {
    let fraction: Double
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        CGSize(width: proposal.width ?? 28, height: 28)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let x = bounds.minX + 14 + CGFloat(fraction) * max(0, bounds.width - 28)
        subviews.first?.place(at: CGPoint(x: x, y: bounds.midY), anchor: .center, proposal: .unspecified)
    }
}
