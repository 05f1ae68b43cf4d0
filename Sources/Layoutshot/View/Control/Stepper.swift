/// A minus-plus control, as SwiftUI's `Stepper` on iOS: its label, then UIKit's 94×32 pt stepper
/// trailing: a rounded rectangle (8 pt corners) in the tertiary fill, `minus` and `plus` symbols
/// in the primary colour centred in its halves (17 pt, medium), and an 18 pt separator between
/// them (https://developer.apple.com/design/human-interface-guidelines/steppers). `.controlSize(_:)`
/// leaves it as it is: UIKit's stepper has one size.
nonisolated public struct Stepper<Label: View>: View {
    let label: Label
    /// A stepper that calls the actions, with a label.
    public init(onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
    /// A stepper changing `value` by `step` within `bounds`, with a label.
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
    /// A stepper changing `value` by `step`, with a label.
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
    @MainActor public var body: some View {
        HStack {
            label
            Spacer()
            HStack(spacing: 0) {
                Image(systemName: "minus").frame(maxWidth: .infinity, maxHeight: .infinity)
                Rectangle().fill(Color(.separator)).frame(width: 1, height: 18)
                Image(systemName: "plus").frame(maxWidth: .infinity, maxHeight: .infinity)
            }
            .font(.system(size: 17, weight: .medium))
            .foregroundColor(.primary)
            .frame(width: 94, height: 32)
            .background(RoundedRectangle(cornerRadius: 8).fill(Color(.tertiarySystemFill)))
        }
        .annotated { $0.style.title = "Stepper" }
    }
}

extension Stepper where Label == Text {
    /// A stepper with a text label, within `bounds`.
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1) {
        self.init(value: value, in: bounds, step: step) { Text(titleKey) }
    }
    /// A stepper with a text label from a string, within `bounds`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1) {
        self.init(value: value, in: bounds, step: step) { Text(title) }
    }
    /// A stepper with a text label.
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1) {
        self.init(value: value, step: step) { Text(titleKey) }
    }
}
