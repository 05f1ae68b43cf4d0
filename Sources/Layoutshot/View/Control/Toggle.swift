/// A switch, as SwiftUI's `Toggle`, drawn by the environment's toggle style (`.toggleStyle(_:)`,
/// https://developer.apple.com/documentation/swiftui/togglestyle): a built-in one or your own
/// `ToggleStyle`'s `makeBody(configuration:)`, given the label, the `isOn` binding and `isMixed`.
///
/// iOS's default (`.automatic`, `.switch`) is its label, then the 51×31 pt switch at the
/// trailing edge; it takes the width it is offered
/// (https://developer.apple.com/design/human-interface-guidelines/toggles). `.controlSize(_:)`
/// leaves it as it is: iOS's switch (`UISwitch`) has one size. On, the switch is green, or the
/// colour `.tint(_:)` set (SwiftUI's `tint(_:)` recolours a switch; `.accentColor(_:)` does not,
/// https://developer.apple.com/documentation/swiftui/view/tint(_:)-93mfq). `.button` draws a
/// bordered button filled with the tint when on (`ButtonToggleStyle`). macOS's
/// `CheckboxToggleStyle` is not here, as it is not in iOS's SwiftUI: an app's own checkbox style
/// of that name is the one `.checkbox` finds.
nonisolated public struct Toggle<Label: View>: View {
    let label: Label
    let isOn: Binding<Bool>
    /// The style `init(_ configuration:)` draws: the one outside the style that made it.
    let style: ErasedStyle<ToggleStyleConfiguration>?
    @Environment(\.toggleStyle) private var environmentStyle

    /// A toggle bound to `isOn`, labelled with the view `label` builds.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.isOn = isOn
        style = nil
    }

    @MainActor public var body: some View {
        (style ?? environmentStyle)
            .makeBody(ToggleStyleConfiguration(label: .init(part: StyleConfigurationPart(label)), isOn: isOn, isMixed: false))
            .annotated { $0.style.title = "Toggle" }
    }
}

extension Toggle where Label == Text {
    /// A toggle titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) { self.init(isOn: isOn) { Text(titleKey) } }
    /// A toggle titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) { self.init(isOn: isOn) { Text(title) } }
}

extension Toggle where Label == Layoutshot.Label<Text, Image> {
    /// A toggle labelled with a title and an SF Symbol, as a `Label` (iOS 17).
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Layoutshot.Label(titleKey, systemImage: systemImage) }
    }
    /// A toggle labelled with a string title and an SF Symbol, as a `Label` (iOS 17).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Layoutshot.Label(title, systemImage: systemImage) }
    }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// The toggle a style is drawing, drawn by the style outside that style, as SwiftUI's
    /// `Toggle(_ configuration:)`: a style that only changes the current look writes
    /// `Toggle(configuration).padding().border(.red)`.
    /// Nonisolated, as SwiftUI declares it (https://developer.apple.com/documentation/swiftui/toggle/init(_:)).
    nonisolated public init(_ configuration: ToggleStyleConfiguration) {
        label = configuration.label
        isOn = configuration.$isOn
        style = configuration.outerStyle ?? ToggleStyleConfiguration.defaultStyle
    }
}

/// What a toggle style draws, as SwiftUI's `ToggleStyleConfiguration`.
public struct ToggleStyleConfiguration: StyleConfiguration {
    /// The toggle's label, type-erased, as SwiftUI's `ToggleStyleConfiguration.Label`: a main-actor
    /// view (https://developer.apple.com/documentation/swiftui/togglestyleconfiguration/label-swift.struct).
    @MainActor @preconcurrency
    public struct Label: View {
        let part: StyleConfigurationPart
        /// The label as the toggle was given it.
        @MainActor public var body: AnyView { part.view }
    }
    /// The toggle's label.
    public let label: ToggleStyleConfiguration.Label
    /// Whether the toggle is on: a binding the style may read and write (`configuration.isOn`,
    /// `configuration.$isOn`); a picture shows the value it has.
    @Binding public var isOn: Bool
    /// Whether the toggle stands for a mix of on and off values; false here, as no toggle made
    /// from several bindings is drawn mixed.
    public var isMixed: Bool
    var outerStyle: ErasedStyle<ToggleStyleConfiguration>?
    /// The platform's default style, drawn where no modifier sets one.
    static var defaultStyle: ErasedStyle<ToggleStyleConfiguration> { ErasedStyle { AnyView(DefaultToggleStyle().makeBody(configuration: $0)) } }

    init(label: Label, isOn: Binding<Bool>, isMixed: Bool) {
        self.label = label
        _isOn = isOn
        self.isMixed = isMixed
    }
}

/// How a toggle looks, as SwiftUI's `ToggleStyle`: built-in `.automatic`, `.switch`, `.button`,
/// or your own `makeBody(configuration:)`.
@MainActor @preconcurrency
public protocol ToggleStyle {
    /// The type of view the style draws.
    associatedtype Body: View
    /// What the style is given to draw.
    typealias Configuration = ToggleStyleConfiguration
    /// The view of a toggle in this style.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The switch: the label, then the 51×31 pt switch at the trailing edge.
///
/// As SwiftUI declares it: a `nonisolated struct`, not `Sendable`, whose initialisers and
/// `makeBody` are nonisolated (https://developer.apple.com/documentation/swiftui/switchtogglestyle).
nonisolated public struct SwitchToggleStyle: ToggleStyle {
    let tint: Color?
    /// The switch style.
    public init() { tint = nil }
    /// The switch style, green replaced by `tint` when on (deprecated in SwiftUI for `.tint(_:)`).
    public init(tint: Color) { self.tint = tint }
    /// The label and the switch (nonisolated, as SwiftUI's: the views are made when the toggle is built).
    nonisolated public func makeBody(configuration: Configuration) -> some View {
        let tint = tint
        return StyleBody(configuration) { _SwitchToggleBody(configuration: $0, tint: tint) }
    }
}

/// A toggle drawn as a button titled with its label, as SwiftUI's `ButtonToggleStyle`: "The button
/// indicates the `on` state by filling in the background with its tint color"
/// (https://developer.apple.com/documentation/swiftui/togglestyle/button).
///
/// Drawn as iOS's bordered button at the environment's control size (`BorderedButtonMetrics`: at
/// the regular size the label in the body font, 12 pt across and 7 pt down inside, 8 pt corners),
/// as wide as its label rather than the row a switch takes. On, it is `.borderedProminent`'s look:
/// the white label on the tint (the colour `.tint(_:)` sets, else the accent colour). Off, it is
/// `.bordered`'s: the label in the tint on the system fill (Apple's documentation describes the
/// `on` state only). The frames are the same either way. A `nonisolated struct` with a nonisolated
/// `makeBody`, as SwiftUI declares it
/// (https://developer.apple.com/documentation/swiftui/buttontogglestyle/makebody(configuration:)).
nonisolated public struct ButtonToggleStyle: ToggleStyle {
    /// The button style.
    public init() {}
    /// The bordered button, filled with the tint when on.
    nonisolated public func makeBody(configuration: Configuration) -> some View {
        StyleBody(configuration) { configuration in
            _BorderedButtonBody(label: ButtonStyleConfiguration.Label(part: configuration.label.part), role: nil,
                                prominent: configuration.isOn)
        }
    }
}

/// The platform's default: on iOS the switch. A `nonisolated struct` whose `init()` and
/// `makeBody` are nonisolated, as SwiftUI's
/// (https://developer.apple.com/documentation/swiftui/defaulttogglestyle/makebody(configuration:)).
nonisolated public struct DefaultToggleStyle: ToggleStyle {
    /// The default style.
    public init() {}
    /// The label and the switch.
    nonisolated public func makeBody(configuration: Configuration) -> some View {
        StyleBody(configuration) { _SwitchToggleBody(configuration: $0, tint: nil) }
    }
}

/// iOS's switch after the label.
struct _SwitchToggleBody: View {
    let configuration: ToggleStyleConfiguration
    let tint: Color?
    @Environment(\._tint) private var environmentTint
    @Environment(\._inGroupedList) private var inList

    var body: some View {
        HStack {
            configuration.label
            Spacer()
            Capsule().fill(configuration.isOn ? (tint ?? environmentTint ?? Color.green) : Color(.systemFill)).frame(width: 51, height: 31)
                .overlay(alignment: configuration.isOn ? .trailing : .leading) { Circle().fill(Color.white).frame(width: 27, height: 27).padding(2) }
                // In a list or form row the switch is centred on the row and does not make it
                // taller: a toggle row is 44 pt, as one line of text makes it (recorded on a
                // 390-point iPhone, home-assistant/iOS at e5fd7b163c44,
                // `Tests/App/Settings/__Snapshots__/PrivacyView.test/testUI.light.png`: each
                // toggle's card is 44 pt tall, where the switch and the row's 11-point insets
                // would make 53).
                .frame(height: inList ? 0 : nil)
        }
    }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// The switch (nonisolated, as SwiftUI's:
    /// https://developer.apple.com/documentation/swiftui/togglestyle/switch).
    nonisolated public static var `switch`: SwitchToggleStyle { .init() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// A button titled with the label, filled with the tint when on; nonisolated, as SwiftUI's
    /// (https://developer.apple.com/documentation/swiftui/togglestyle/button).
    nonisolated public static var button: ButtonToggleStyle { .init() }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The platform's default: the switch on iOS. Main-actor, as SwiftUI declares it
    /// (`@MainActor @preconcurrency`, https://developer.apple.com/documentation/swiftui/togglestyle/automatic),
    /// although `DefaultToggleStyle()` itself is nonisolated.
    @MainActor @preconcurrency public static var automatic: DefaultToggleStyle { .init() }
}


extension EnvironmentValues {
    /// The toggle style of toggles inside (`toggleStyle(_:)`).
    var toggleStyle: ErasedStyle<ToggleStyleConfiguration> {
        get { self[StyleKey<ToggleStyleConfiguration>.self] }
        set { self[StyleKey<ToggleStyleConfiguration>.self] = newValue }
    }
}

extension View {
    /// Sets the style of toggles inside, as SwiftUI's `toggleStyle(_:)`: a built-in style or your
    /// own `ToggleStyle`.
    nonisolated public func toggleStyle<S: ToggleStyle>(_ style: S) -> ModifiedContent<Self, _StyleModifier<S>> {
        controlStyle(\.toggleStyle, style) { AnyView($0.makeBody(configuration: $1)) }
    }
}
