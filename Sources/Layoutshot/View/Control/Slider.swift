/// A slider, as SwiftUI's `Slider` on iOS: as wide as it is offered and 28 pt tall (its thumb); a
/// 4 pt track in the system fill across the whole width, filled in the accent colour from its
/// leading end to the thumb, and the thumb, a white 28 pt circle with a soft shadow, at the
/// value's place: its centre runs from 14 pt in at the minimum to 14 pt in from the trailing end
/// at the maximum, so the thumb never overhangs the track (UIKit's slider,
/// https://developer.apple.com/design/human-interface-guidelines/sliders). The label is not
/// drawn: on iOS it only names the slider for accessibility. `.controlSize(_:)` leaves it as it
/// is: iOS's slider has one size.
nonisolated public struct Slider<Label: View, ValueLabel: View>: View {
    let fraction: Double
    /// A slider at `value` within `bounds`, moving in steps of `step`.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where Label == EmptyView, ValueLabel == EmptyView, V.Stride: BinaryFloatingPoint {
        fraction = Self.fraction(value.wrappedValue, in: bounds)
    }
    /// A slider at `value` within `bounds`.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where Label == EmptyView, ValueLabel == EmptyView, V.Stride: BinaryFloatingPoint {
        fraction = Self.fraction(value.wrappedValue, in: bounds)
    }
    /// A slider with a label (read by VoiceOver; not drawn on iOS).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label)
        where ValueLabel == EmptyView, V.Stride: BinaryFloatingPoint {
        fraction = Self.fraction(value.wrappedValue, in: bounds)
    }

    /// Where `value` is between the bounds, from 0 to 1 (clamped; 0 for an empty range or NaN).
    static func fraction<V: BinaryFloatingPoint>(_ value: V, in bounds: ClosedRange<V>) -> Double {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        let fraction = span > 0 ? Double(value - bounds.lowerBound) / span : 0
        return fraction.isNaN ? 0 : min(1, max(0, fraction))
    }

    /// The thumb's diameter and the track's thickness.
    static var thumbDiameter: CGFloat { SliderLayout.thumbDiameter }
    static var trackHeight: CGFloat { 4 }

    @MainActor public var body: some View {
        LayoutView(layout: SliderLayout(fraction: fraction), content: Group {
            Capsule().fill(Color(.systemFill)).frame(height: Self.trackHeight)
            Capsule().fill(Color.accentColor).frame(height: Self.trackHeight)
            Circle().fill(Color.white)
                .overlay(Circle().strokeBorder(Color.black.opacity(0.04), lineWidth: 0.5))
                .shadow(color: Color.black.opacity(0.15), radius: 4, x: 0, y: 3)
                .frame(width: Self.thumbDiameter, height: Self.thumbDiameter)
        })
        .annotated { $0.style.title = "Slider" }
    }
}

/// Places a slider's track (first), its filled part (second) and its thumb (third) for `fraction`.
struct SliderLayout: Layout {
    let fraction: Double
    /// The thumb's diameter: the slider's height.
    static let thumbDiameter: CGFloat = 28
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let side = Self.thumbDiameter
        return CGSize(width: proposal.width ?? side, height: side)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        guard subviews.count == 3 else { return }
        let side = Self.thumbDiameter
        let thumbX = bounds.minX + side / 2 + CGFloat(fraction) * max(0, bounds.width - side)
        subviews[0].place(at: CGPoint(x: bounds.minX, y: bounds.midY), anchor: .leading, proposal: ProposedViewSize(width: bounds.width, height: nil))
        subviews[1].place(at: CGPoint(x: bounds.minX, y: bounds.midY), anchor: .leading,
                          proposal: ProposedViewSize(width: thumbX - bounds.minX, height: nil))
        subviews[2].place(at: CGPoint(x: thumbX, y: bounds.midY), anchor: .center, proposal: .unspecified)
    }
}
