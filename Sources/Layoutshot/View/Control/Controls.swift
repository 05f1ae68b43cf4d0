// Controls with iOS's default metrics, shown at rest with their initial values.

/// A switch, as SwiftUI's `Toggle`: its label, then the 51×31 pt switch at the trailing edge; it
/// takes the width it is offered (https://developer.apple.com/design/human-interface-guidelines/toggles).
public struct Toggle<Label: View>: View {
    let label: Label
    let isOn: Bool
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.isOn = isOn.wrappedValue
    }
    public var body: some View {
        HStack {
            label
            Spacer()
            Capsule().fill(isOn ? Color.green : Color(.systemFill)).frame(width: 51, height: 31)
                .overlay(alignment: isOn ? .trailing : .leading) { Circle().fill(Color.white).frame(width: 27, height: 27).padding(2) }
        }
        .annotated { $0.style.title = "Toggle" }
    }
}

extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) { self.init(isOn: isOn) { Text(titleKey) } }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) { self.init(isOn: isOn) { Text(title) } }
}

/// A toggle style, as SwiftUI's `ToggleStyle` (`.switch`, `.button`, `.checkbox`): drawn as a switch.
public struct SwitchToggleStyle: Sendable { public init(tint: Color? = nil) {} }
public struct ButtonToggleStyle: Sendable { public init() {} }
public struct DefaultToggleStyle: Sendable { public init() {} }
public protocol ToggleStyle {}
extension SwitchToggleStyle: ToggleStyle {}
extension ButtonToggleStyle: ToggleStyle {}
extension DefaultToggleStyle: ToggleStyle {}
extension ToggleStyle where Self == SwitchToggleStyle { public static var `switch`: SwitchToggleStyle { .init() } }
extension ToggleStyle where Self == ButtonToggleStyle { public static var button: ButtonToggleStyle { .init() } }
extension ToggleStyle where Self == DefaultToggleStyle { public static var automatic: DefaultToggleStyle { .init() } }

/// A choice among tagged views, as SwiftUI's `Picker`: in a form row, its label with the choice
/// trailing; `.segmented`, a 32 pt tall segmented control as wide as it is offered.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let label: Label
    let content: Content
    @Environment(\._pickerStyle) private var style
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.label = label
        self.content = content()
    }
    public var body: some View {
        Group {
            if style == .segmented {
                AnyView(HStack(spacing: 0) { content.frame(maxWidth: .infinity) }
                    .frame(height: 32)
                    .background(RoundedRectangle(cornerRadius: 8).fill(Color(.systemFill))))
            } else if style == .wheel {
                AnyView(VStack(spacing: 8) { content }.frame(maxWidth: .infinity).frame(height: 216).clipped())
            } else {
                AnyView(HStack { label; Spacer(); Image(systemName: "chevron.up.chevron.down").foregroundColor(.accentColor) })
            }
        }
        .annotated { $0.style.title = "Picker" }
    }
}

extension Picker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

/// Picker looks, as SwiftUI's `PickerStyle`.
public enum _PickerStyleKind: Hashable, Sendable { case menu, segmented, wheel, inline, navigationLink }
public protocol PickerStyle { var _kind: _PickerStyleKind { get } }
public struct MenuPickerStyle: PickerStyle { public init() {}; public var _kind: _PickerStyleKind { .menu } }
public struct SegmentedPickerStyle: PickerStyle { public init() {}; public var _kind: _PickerStyleKind { .segmented } }
public struct WheelPickerStyle: PickerStyle { public init() {}; public var _kind: _PickerStyleKind { .wheel } }
public struct InlinePickerStyle: PickerStyle { public init() {}; public var _kind: _PickerStyleKind { .inline } }
public struct NavigationLinkPickerStyle: PickerStyle { public init() {}; public var _kind: _PickerStyleKind { .navigationLink } }
public struct DefaultPickerStyle: PickerStyle { public init() {}; public var _kind: _PickerStyleKind { .menu } }
extension PickerStyle where Self == MenuPickerStyle { public static var menu: MenuPickerStyle { .init() } }
extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: SegmentedPickerStyle { .init() } }
extension PickerStyle where Self == WheelPickerStyle { public static var wheel: WheelPickerStyle { .init() } }
extension PickerStyle where Self == InlinePickerStyle { public static var inline: InlinePickerStyle { .init() } }
extension PickerStyle where Self == NavigationLinkPickerStyle { public static var navigationLink: NavigationLinkPickerStyle { .init() } }
extension PickerStyle where Self == DefaultPickerStyle { public static var automatic: DefaultPickerStyle { .init() } }

private struct PickerStyleKey: EnvironmentKey { static let defaultValue = _PickerStyleKind.menu }

extension EnvironmentValues {
    public var _pickerStyle: _PickerStyleKind {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }
}

extension View {
    public func pickerStyle<S: PickerStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentModifier> {
        let kind = style._kind
        return environment { $0.values._pickerStyle = kind }
    }
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> ModifiedContent<Self, _AnnotationModifier> { interaction("toggleStyle") }
    public func textFieldStyle<S>(_ style: S) -> ModifiedContent<Self, _AnnotationModifier> { interaction("textFieldStyle") }
    public func progressViewStyle<S>(_ style: S) -> ModifiedContent<Self, _AnnotationModifier> { interaction("progressViewStyle") }
    public func datePickerStyle<S>(_ style: S) -> ModifiedContent<Self, _AnnotationModifier> { interaction("datePickerStyle") }
    public func menuStyle<S>(_ style: S) -> ModifiedContent<Self, _AnnotationModifier> { interaction("menuStyle") }
}

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

/// A minus-plus control, as SwiftUI's `Stepper`: its label, then the 94×32 pt control trailing.
public struct Stepper<Label: View>: View {
    let label: Label
    public init(onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
    public var body: some View {
        HStack {
            label
            Spacer()
            RoundedRectangle(cornerRadius: 8).fill(Color(.systemFill)).frame(width: 94, height: 32)
        }
        .annotated { $0.style.title = "Stepper" }
    }
}

extension Stepper where Label == Text {
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1) {
        self.init(value: value, in: bounds, step: step) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1) {
        self.init(value: value, in: bounds, step: step) { Text(title) }
    }
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1) {
        self.init(value: value, step: step) { Text(titleKey) }
    }
}

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

/// A text field, as SwiftUI's `TextField`: one line of body text as wide as it is offered, showing
/// the text or, when empty, the placeholder in the placeholder colour.
public struct TextField<Label: View>: View {
    let placeholder: String
    let text: String
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) where Label == Text {
        placeholder = titleKey.key
        self.text = text.wrappedValue
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) where Label == Text {
        placeholder = String(title)
        self.text = text.wrappedValue
    }
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) where Label == Text {
        placeholder = prompt?.content ?? titleKey.key
        self.text = text.wrappedValue
    }
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) where Label == Text {
        placeholder = titleKey.key
        self.text = text.wrappedValue
    }
    public init<V, F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<V>, format: F) where Label == Text, F.FormatInput == V, F.FormatOutput == String {
        placeholder = titleKey.key
        text = format.format(value.wrappedValue)
    }
    public var body: some View {
        Text(text.isEmpty ? placeholder : text)
            .foregroundColor(text.isEmpty ? Color(.placeholderText) : nil)
            .lineLimit(1)
            .frame(maxWidth: .infinity, alignment: .leading)
            .annotated { $0.style.title = "TextField" }
    }
}

/// A text field for secrets, as SwiftUI's `SecureField`: dots for the text.
public struct SecureField<Label: View>: View {
    let placeholder: String
    let count: Int
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) where Label == Text {
        placeholder = titleKey.key
        count = text.wrappedValue.count
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) where Label == Text {
        placeholder = String(title)
        count = text.wrappedValue.count
    }
    public var body: some View {
        Text(count == 0 ? placeholder : String(repeating: "•", count: count))
            .foregroundColor(count == 0 ? Color(.placeholderText) : nil)
            .lineLimit(1)
            .frame(maxWidth: .infinity, alignment: .leading)
            .annotated { $0.style.title = "SecureField" }
    }
}

/// A link, as SwiftUI's `Link`: its label in the accent colour.
public struct Link<Label: View>: View {
    let label: Label
    public init(destination: URL, @ViewBuilder label: () -> Label) { self.label = label() }
    public var body: some View { label.foregroundColor(.accentColor).annotated { $0.style.title = "Link" } }
}

extension Link where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: URL) { self.init(destination: destination) { Text(titleKey) } }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) { self.init(destination: destination) { Text(title) } }
}

/// A menu, as SwiftUI's `Menu`: closed, it shows its label in the accent colour.
public struct Menu<Label: View, Content: View>: View {
    let label: Label
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) { self.label = label() }
    public var body: some View { label.foregroundColor(.accentColor).annotated { $0.style.title = "Menu" } }
}

extension Menu where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.init(content: content) { Text(titleKey) } }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { self.init(content: content) { Text(title) } }
}

/// A date picker, as SwiftUI's `DatePicker` in its compact style: the label, then the date trailing.
public struct DatePicker<Label: View>: View {
    let label: Label
    let date: Date
    public init(selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.label = label()
        date = selection.wrappedValue
    }
    public var body: some View {
        HStack {
            label
            Spacer()
            Text(date, style: .date).padding(.horizontal, 11).padding(.vertical, 6)
                .background(RoundedRectangle(cornerRadius: 6).fill(Color(.tertiarySystemFill)))
        }
        .annotated { $0.style.title = "DatePicker" }
    }
}

extension DatePicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }
}

/// Which parts of a date a picker shows, as SwiftUI's `DatePickerComponents`.
public struct DatePickerComponents: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let hourAndMinute = DatePickerComponents(rawValue: 1)
    public static let date = DatePickerComponents(rawValue: 2)
}
