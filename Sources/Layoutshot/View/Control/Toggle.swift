/// A switch, as SwiftUI's `Toggle`: its label, then the 51×31 pt switch at the trailing edge; it
/// takes the width it is offered (https://developer.apple.com/design/human-interface-guidelines/toggles).
/// `.controlSize(_:)` leaves it as it is: iOS's switch (`UISwitch`) has one size.
///
/// On, the switch is green, or the colour `.tint(_:)` set (SwiftUI's `tint(_:)` recolours a
/// switch; `.accentColor(_:)` does not, https://developer.apple.com/documentation/swiftui/view/tint(_:)-93mfq).
public struct Toggle<Label: View>: View {
    let label: Label
    let isOn: Bool
    @Environment(\._tint) private var tint
    @Environment(\._inGroupedList) private var inList
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.isOn = isOn.wrappedValue
    }
    public var body: some View {
        HStack {
            label
            Spacer()
            Capsule().fill(isOn ? (tint ?? Color.green) : Color(.systemFill)).frame(width: 51, height: 31)
                .overlay(alignment: isOn ? .trailing : .leading) { Circle().fill(Color.white).frame(width: 27, height: 27).padding(2) }
                // In a list or form row the switch is centred on the row and does not make it
                // taller: a toggle row is 44 pt, as one line of text makes it (recorded on a
                // 390-point iPhone, home-assistant/iOS at e5fd7b163c44,
                // `Tests/App/Settings/__Snapshots__/PrivacyView.test/testUI.light.png`: each
                // toggle's card is 44 pt tall, where the switch and the row's 11-point insets
                // would make 53).
                .frame(height: inList ? 0 : nil)
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

/// macOS's checkbox toggle style, as SwiftUI's `CheckboxToggleStyle` (SwiftUI offers it on macOS
/// only; multiplatform code names it behind `#if os(macOS)` or not at all): drawn as a switch.
public struct CheckboxToggleStyle: Sendable { public init() {} }

public protocol ToggleStyle {}

extension SwitchToggleStyle: ToggleStyle {}

extension ButtonToggleStyle: ToggleStyle {}

extension DefaultToggleStyle: ToggleStyle {}

extension CheckboxToggleStyle: ToggleStyle {}

extension ToggleStyle where Self == SwitchToggleStyle { public static var `switch`: SwitchToggleStyle { .init() } }

extension ToggleStyle where Self == ButtonToggleStyle { public static var button: ButtonToggleStyle { .init() } }

extension ToggleStyle where Self == DefaultToggleStyle { public static var automatic: DefaultToggleStyle { .init() } }

extension ToggleStyle where Self == CheckboxToggleStyle { public static var checkbox: CheckboxToggleStyle { .init() } }
