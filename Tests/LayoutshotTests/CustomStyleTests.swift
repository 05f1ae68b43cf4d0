import Foundation
import Layoutshot
import Testing

// Custom styles as SwiftUI code writes them, compiled in the Swift 6 language mode (this target's)
// with `import Layoutshot` for `import SwiftUI`. Each style's shape is that of public code or of
// Apple's documentation, cited at the style; the code is written here. SwiftUI draws a control in a
// style by calling the style's `makeBody(configuration:)` for it ("The system calls this method for
// each Toggle instance in a view hierarchy where this style is the current toggle style",
// https://developer.apple.com/documentation/swiftui/togglestyle/makebody(configuration:)), so the
// control's frames are those of the views `makeBody` returns: the expected values below are those
// views laid out on their own, or the style's own paddings.

/// A checkbox: the shape of Caremo-app/Caremo-IOS, `Caremo/CheckboxToggleStyle.swift`, and of
/// Apple's checklist example (https://developer.apple.com/documentation/swiftui/togglestyle).
private struct ChecklistToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
                .id("box")
                .onTapGesture { configuration.isOn.toggle() }
            configuration.label
        }
    }
}

/// An app's own checkbox style under SwiftUI's macOS-only name, with its own `.checkbox`: the shape
/// of code that guards it with `#if !os(macOS)` for iOS, where SwiftUI has neither (the checkbox
/// toggle style is macOS-only, https://developer.apple.com/documentation/swiftui/checkboxtogglestyle).
/// Layoutshot, like iOS's SwiftUI, declares neither, so the app's names are the only ones.
fileprivate struct CheckboxToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square").id("box")
        }
    }
}

extension ToggleStyle where Self == CheckboxToggleStyle {
    fileprivate static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}

/// Apple's `RedBorderToggleStyle` (https://developer.apple.com/documentation/swiftui/toggle/init(_:)):
/// the current style's toggle, padded, with a border.
private struct RedBorderToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Toggle(configuration)
            .padding()
            .border(.red)
    }
}

/// A style that reads the binding's projected value (`configuration.$isOn`), which SwiftUI declares
/// (https://developer.apple.com/documentation/swiftui/togglestyleconfiguration/$ison), and `isMixed`.
private struct MixedAwareToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        let binding: Binding<Bool> = configuration.$isOn
        Text(configuration.isMixed ? "mixed" : (binding.wrappedValue ? "on" : "off")).id("state")
    }
}

/// A padded card around the field: the shape of rishaddev/mediaccess-app,
/// `mediaccess-app/Components/CustomTextFieldStyle.swift`.
private struct CardTextFieldStyle: TextFieldStyle {
    func _body(configuration: TextField<Self._Label>) -> some View {
        configuration
            .padding(.horizontal, 16)
            .padding(.vertical, 16)
            .background(Color(UIColor.systemGray6))
            .cornerRadius(12)
            .overlay(RoundedRectangle(cornerRadius: 12).stroke(Color.clear, lineWidth: 1))
    }
}

/// A bar of a fixed height whose fill is the fraction done; the shape of the custom bars the web
/// shows for `ProgressViewStyle` (`configuration.fractionCompleted ?? 0`, a `GeometryReader` for
/// the width).
private struct BarProgressStyle: ProgressViewStyle {
    var height: CGFloat = 20
    func makeBody(configuration: Configuration) -> some View {
        let fraction = configuration.fractionCompleted ?? 0
        return GeometryReader { geometry in
            RoundedRectangle(cornerRadius: 10).fill(Color.gray.opacity(0.3))
                .overlay(alignment: .leading) {
                    RoundedRectangle(cornerRadius: 10).fill(Color.blue)
                        .frame(width: geometry.size.width * fraction)
                        .id("fill")
                }
        }
        .frame(height: height)
    }
}

/// Apple's shadow example for `ProgressView(_ configuration:)`
/// (https://developer.apple.com/documentation/swiftui/progressview/init(_:)-9dmp3).
private struct ShadowProgressViewStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        ProgressView(configuration)
            .shadow(color: Color(red: 0, green: 0, blue: 0.6), radius: 4.0, x: 1.0, y: 2.0)
    }
}

/// Apple's `RedBorderMenuStyle` (https://developer.apple.com/documentation/swiftui/menu/init(_:)),
/// padded so that the frame shows the style was drawn.
private struct PaddedRedBorderMenuStyle: MenuStyle {
    func makeBody(configuration: Configuration) -> some View {
        Menu(configuration)
            .padding(8)
            .border(Color.red)
    }
}

/// The label above the content: the shape of FlineDev/HandySwiftUI,
/// `Sources/HandySwiftUI/Styles/VerticalLabeledContentStyle.swift`.
private struct VerticalLabeledContentStyle: LabeledContentStyle {
    var spacing: CGFloat = 4
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: spacing) {
            configuration.label.font(.footnote).foregroundColor(.secondary).id("label")
            configuration.content.id("content")
        }
    }
}

extension LabeledContentStyle where Self == VerticalLabeledContentStyle {
    fileprivate static var vertical: VerticalLabeledContentStyle { VerticalLabeledContentStyle() }
}

/// A card: the shape of Loriage/Beszel-Swift-App,
/// `Beszel-companion/UI/Common/Components/CardGroupBoxStyle.swift`.
private struct CardGroupBoxStyle: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            configuration.label
            configuration.content
        }
        .padding()
        .background(in: RoundedRectangle(cornerRadius: 16, style: .continuous))
    }
}

/// A disclosure group without the chevron: the shape of mbta/mobile_app,
/// `iosApp/iosApp/Pages/AlertDetails/PlainDisclosureGroupStyle.swift`.
private struct PlainDisclosureGroupStyle: DisclosureGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 0) {
            Button(action: { withAnimation { configuration.isExpanded.toggle() } }, label: { configuration.label })
                .foregroundStyle(Color.primary)
            if configuration.isExpanded {
                configuration.content
            }
        }
    }
}

/// A form as a padded stack (iOS 16's `FormStyle`), drawing the form outside it in
/// `Form(configuration)` for the inner case.
private struct PaddedFormStyle: FormStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 12) { configuration.content }.padding(20)
    }
}

/// Apple's `RedBorderControlGroupStyle`
/// (https://developer.apple.com/documentation/swiftui/controlgroup/init(_:)), padded.
private struct RedBorderControlGroupStyle: ControlGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        ControlGroup(configuration).padding(6).border(Color.red)
    }
}

/// Apple's `RedBorderedButtonStyle` (https://developer.apple.com/documentation/swiftui/button/init(_:)),
/// padded: the current button style with a border.
private struct PaddedRedBorderedButtonStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button(configuration).padding(10).border(Color.red)
    }
}

/// Built-in styles' bodies made by nonisolated code: SwiftUI declares the built-in styles, their
/// initialisers, the members `.switch` and `.bordered`, and their `makeBody` nonisolated
/// (https://developer.apple.com/documentation/swiftui/defaulttogglestyle/makebody(configuration:),
/// https://developer.apple.com/documentation/swiftui/togglestyle/switch,
/// https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/bordered).
nonisolated private func switchBody(_ configuration: ToggleStyleConfiguration) -> some View {
    SwitchToggleStyle.switch.makeBody(configuration: configuration)
}

nonisolated private func borderedBody(_ configuration: PrimitiveButtonStyleConfiguration) -> some View {
    BorderedButtonStyle.bordered.makeBody(configuration: configuration)
}

/// The toggle a style is drawing, made by nonisolated code: SwiftUI declares `Toggle(_:)`
/// nonisolated (https://developer.apple.com/documentation/swiftui/toggle/init(_:)).
nonisolated private func outerToggle(_ configuration: ToggleStyleConfiguration) -> Toggle<ToggleStyleConfiguration.Label> {
    Toggle(configuration)
}

/// `RedBorderToggleStyle` with its toggle made by `outerToggle`.
private struct NonisolatedRedBorderToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        outerToggle(configuration).padding().border(.red)
    }
}

/// A toggle style that draws the body `switchBody` made.
private struct NonisolatedSwitchToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View { switchBody(configuration) }
}

/// A button style that draws the body `borderedBody` made.
private struct NonisolatedBorderedButtonStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View { borderedBody(configuration) }
}

@MainActor @Suite struct CustomStyleTests {
    func layout<V: View>(_ view: V, _ width: CGFloat? = nil, _ height: CGFloat? = nil) -> ComputedLayout {
        ComputedLayout(of: view, proposal: ProposedViewSize(width: width, height: height))
    }

    /// A custom toggle style draws the toggle: a checkbox and its label, as wide as they are, not
    /// iOS's switch row that takes the width offered; the box follows `isOn`.
    @Test func aChecklistToggleStyleDrawsItsBoxAndLabel() throws {
        let on = layout(Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(ChecklistToggleStyle()), 300)
        let off = layout(Toggle("Wi-Fi", isOn: .constant(false)).toggleStyle(ChecklistToggleStyle()), 300)
        // The style's own views, laid out alone.
        let expected = layout(HStack { Image(systemName: "checkmark.square.fill").id("box"); Text("Wi-Fi") }, 300)
        #expect(on.size == expected.size)
        #expect(on.frame(of: "box") == expected.frame(of: "box"))
        #expect(on.size.width < 300, "the checkbox row is as wide as its box and label, not the offered 300")
        #expect(on.size != layout(Toggle("Wi-Fi", isOn: .constant(true)), 300).size)
        // The box is the image the style chose for the value.
        #expect(try #require(on.node(withID: "box")).label.contains("checkmark.square.fill"))
        #expect(try #require(off.node(withID: "box")).label.contains("\"square\""))
        #expect(on.nodes.contains { $0.style.title == "Toggle" })
    }

    /// `.checkbox` names the app's own checkbox style when it declares one.
    @Test func anAppsOwnCheckboxStyleWinsOverTheBuiltInName() {
        let computed = layout(Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(.checkbox), 300)
        let expected = layout(HStack { Text("Wi-Fi"); Image(systemName: "checkmark.square.fill").id("box") }, 300)
        #expect(computed.size == expected.size)
        #expect(computed.frame(of: "box") == expected.frame(of: "box"))
    }

    /// `Toggle(configuration)` draws the style outside the custom one: iOS's switch row when there
    /// is none, padded by 16 on each side (`padding()`'s default on iOS), so the switch row is offered
    /// 300 − 32 points; with a checklist style outside, the checklist, padded.
    @Test func toggleOfAConfigurationDrawsTheStyleOutside() throws {
        let bordered = layout(Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(RedBorderToggleStyle()), 300)
        let switchRow = layout(Toggle("Wi-Fi", isOn: .constant(true)), 268)
        #expect(bordered.size == CGSize(width: 300, height: switchRow.size.height + 32))
        let inner = try #require(bordered.nodes.last { $0.style.title == "Toggle" })
        #expect(inner.frame == CGRect(x: 16, y: 16, width: 268, height: switchRow.size.height))

        let stacked = layout(Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(RedBorderToggleStyle()).toggleStyle(ChecklistToggleStyle()), 300)
        let checklist = layout(Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(ChecklistToggleStyle()), 268)
        #expect(stacked.size == CGSize(width: checklist.size.width + 32, height: checklist.size.height + 32))
        #expect(stacked.frame(of: "box") == checklist.frame(of: "box")?.offsetBy(dx: 16, dy: 16))
    }

    /// The configuration carries the toggle's binding: the style reads the value the state holds.
    @Test func theConfigurationCarriesTheBinding() throws {
        var stored = true
        let binding = Binding(get: { stored }, set: { stored = $0 })
        let computed = layout(Toggle("Sound", isOn: binding).toggleStyle(MixedAwareToggleStyle()))
        guard case .text(let text, _)? = computed.node(withID: "state")?.content else { Issue.record("no state text"); return }
        #expect(text.lines.map(\.text) == ["on"])
        stored = false
        guard case .text(let off, _)? = layout(Toggle("Sound", isOn: binding).toggleStyle(MixedAwareToggleStyle())).node(withID: "state")?.content else {
            Issue.record("no state text"); return
        }
        #expect(off.lines.map(\.text) == ["off"])
    }

    /// The built-in toggle styles other than `.button` keep iOS's switch row.
    @Test func builtInToggleStylesKeepTheSwitch() {
        let plain = layout(Toggle("Wi-Fi", isOn: .constant(true)), 300)
        #expect(plain.size == CGSize(width: 300, height: 31))
        for styled in [layout(Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(.switch), 300),
                       layout(Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(.automatic), 300),
                       layout(Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(SwitchToggleStyle(tint: .orange)), 300)] {
            #expect(styled.size == plain.size)
            #expect(styled.nodes.map(\.frame) == plain.nodes.map(\.frame))
        }
    }

    /// `.button` draws the toggle as a button titled with its label, which "indicates the `on` state
    /// by filling in the background with its tint color"
    /// (https://developer.apple.com/documentation/swiftui/togglestyle/button): iOS's bordered
    /// button (12 pt across and 7 pt down inside at the regular control size, 8 pt corners,
    /// `BorderedButtonMetrics`), as wide as its label, filled with the accent colour when on and
    /// with the system fill when off, in the same frames; `.controlSize(.large)` gives it the large
    /// insets (20 and 14).
    @Test func theButtonToggleStyleIsABorderedButtonFilledWhenOn() throws {
        let on = layout(Toggle("Flag", isOn: .constant(true)).toggleStyle(.button), 300)
        let off = layout(Toggle("Flag", isOn: .constant(false)).toggleStyle(.button), 300)
        let title = layout(Text("Flag"))
        #expect(on.size == CGSize(width: title.size.width + 24, height: title.size.height + 14))
        #expect(on.size.width < 300, "a button is as wide as its label, not the row a switch takes")
        #expect(off.nodes.map(\.frame) == on.nodes.map(\.frame))
        let onFill = try #require(on.nodes.first { $0.content == .shape(.roundedRectangle(cornerRadius: 8)) })
        #expect(onFill.style.fill == .color(.accentColor))
        #expect(onFill.frame == CGRect(origin: .zero, size: on.size))
        let offFill = try #require(off.nodes.first { $0.content == .shape(.roundedRectangle(cornerRadius: 8)) })
        #expect(offFill.style.fill == .color(Color(.systemFill)))
        // The same frames as the bordered buttons of that label.
        #expect(on.size == layout(Button("Flag") {}.buttonStyle(.borderedProminent)).size)
        #expect(off.size == layout(Button("Flag") {}.buttonStyle(.bordered)).size)
        let large = layout(Toggle("Flag", isOn: .constant(true)).toggleStyle(.button).controlSize(.large), 300)
        #expect(large.size == CGSize(width: title.size.width + 40, height: title.size.height + 28))
    }

    /// A built-in style's body made by nonisolated code (its `makeBody` is nonisolated, as in
    /// SwiftUI) draws what the style draws: the same frames as `.switch` and `.bordered`; so does a
    /// `Toggle(configuration)` made there.
    @Test func aBuiltInBodyMadeByNonisolatedCodeDrawsTheStyle() {
        let viaSwitch = layout(Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(NonisolatedSwitchToggleStyle()), 300)
        let direct = layout(Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(.switch), 300)
        #expect(viaSwitch.size == CGSize(width: 300, height: 31))
        #expect(viaSwitch.nodes.map(\.frame) == direct.nodes.map(\.frame))
        let viaBordered = layout(Button("Save") {}.buttonStyle(NonisolatedBorderedButtonStyle()))
        let bordered = layout(Button("Save") {}.buttonStyle(.bordered))
        #expect(viaBordered.size == bordered.size)
        #expect(viaBordered.size != layout(Button("Save") {}).size)
        #expect(viaBordered.nodes.map(\.frame) == bordered.nodes.map(\.frame))
        // `Toggle(configuration)` made by nonisolated code draws the style outside, as in the main actor.
        let viaOuter = layout(Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(NonisolatedRedBorderToggleStyle()), 300)
        let redBorder = layout(Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(RedBorderToggleStyle()), 300)
        #expect(viaOuter.size == CGSize(width: 300, height: 31 + 32))
        #expect(viaOuter.nodes.map(\.frame) == redBorder.nodes.map(\.frame))
    }

    /// A custom `TextFieldStyle` (SwiftUI's underscored `_body(configuration:)`) pads the field it
    /// is given, which draws its text alone: 16 on each side around the plain field.
    @Test func aCustomTextFieldStylePadsThePlainField() {
        let plain = layout(TextField("Email", text: .constant("")), 300)
        let card = layout(TextField("Email", text: .constant("")).textFieldStyle(CardTextFieldStyle()), 300)
        #expect(card.size == CGSize(width: 300, height: plain.size.height + 32))
        func text(_ computed: ComputedLayout) -> LayoutNode? { computed.nodes.first { if case .text = $0.content { return true }; return false } }
        // The placeholder as the plain field draws it, 16 in from the card's corner.
        #expect(text(card)?.frame == text(plain)?.frame.offsetBy(dx: 16, dy: 16))
        #expect(card.nodes.contains { $0.style.title == "TextField" })
    }

    /// A `SecureField` takes the text-field style too, as in SwiftUI: its dots in the rounded
    /// border (7 across, 6 down) or in the custom card (16 on each side).
    @Test func aSecureFieldTakesTheTextFieldStyle() {
        let plain = layout(SecureField("Password", text: .constant("hunter2")), 300)
        let rounded = layout(SecureField("Password", text: .constant("hunter2")).textFieldStyle(.roundedBorder), 300)
        let card = layout(SecureField("Password", text: .constant("hunter2")).textFieldStyle(CardTextFieldStyle()), 300)
        #expect(plain.size == layout(TextField("Password", text: .constant("•••••••")), 300).size)
        #expect(rounded.size == CGSize(width: 300, height: plain.size.height + 12))
        #expect(card.size == CGSize(width: 300, height: plain.size.height + 32))
        #expect(card.nodes.contains { $0.style.title == "SecureField" })
        let dots = card.nodes.first { if case .text(let text, _) = $0.content { return text.lines.map(\.text) == ["•••••••"] }; return false }
        #expect(dots?.frame.origin == CGPoint(x: 16, y: 16))
    }

    /// A custom `ProgressViewStyle` is given `fractionCompleted`: a bar 20 pt tall, filled a
    /// quarter of the 200 points offered.
    @Test func aCustomProgressStyleDrawsTheFraction() {
        let bar = layout(ProgressView(value: 0.25).progressViewStyle(BarProgressStyle()), 200)
        #expect(bar.size == CGSize(width: 200, height: 20))
        #expect(bar.frame(of: "fill") == CGRect(x: 0, y: 0, width: 50, height: 20))
        let full = layout(ProgressView(value: 3.0, total: 2.0).progressViewStyle(BarProgressStyle()), 200)
        #expect(full.frame(of: "fill")?.width == 200, "the fraction is clamped to 1")
    }

    /// `ProgressView(configuration)` draws iOS's bar or spinner; a shadow does not change a frame.
    @Test func progressViewOfAConfigurationKeepsTheDefaultFrames() {
        for view in [AnyView(ProgressView(value: 0.5)), AnyView(ProgressView()), AnyView(ProgressView("Loading"))] {
            let plain = layout(view, 200)
            let shadowed = layout(view.progressViewStyle(ShadowProgressViewStyle()), 200)
            #expect(shadowed.size == plain.size)
        }
        for style in [AnyView(ProgressView(value: 0.5).progressViewStyle(.linear)), AnyView(ProgressView(value: 0.5).progressViewStyle(.circular)),
                      AnyView(ProgressView(value: 0.5).progressViewStyle(.automatic))] {
            #expect(layout(style, 200).nodes.map(\.frame) == layout(ProgressView(value: 0.5), 200).nodes.map(\.frame))
        }
    }

    /// A custom `MenuStyle` draws `Menu(configuration)`, the closed menu in the style outside,
    /// padded 8 on each side.
    @Test func aCustomMenuStyleDrawsTheMenuOfItsConfiguration() {
        let menu = Menu("Sort") { Button("Name") {}; Button("Date") {} }
        let plain = layout(menu)
        let padded = layout(menu.menuStyle(PaddedRedBorderMenuStyle()))
        #expect(padded.size == CGSize(width: plain.size.width + 16, height: plain.size.height + 16))
        #expect(padded.nodes.contains { $0.style.interactions.contains("menuStyle") })
    }

    /// A vertical `LabeledContentStyle` stacks the label (footnote) 4 pt above the content.
    @Test func aVerticalLabeledContentStyleStacksLabelAndValue() {
        let styled = layout(LabeledContent("Name", value: "Ada Lovelace").labeledContentStyle(.vertical), 300)
        let expected = layout(VStack(alignment: .leading, spacing: 4) {
            Text("Name").font(.footnote).id("label")
            Text("Ada Lovelace").id("content")
        }, 300)
        #expect(styled.size == expected.size)
        #expect(styled.frame(of: "label") == expected.frame(of: "label"))
        #expect(styled.frame(of: "content") == expected.frame(of: "content"))
        // The automatic style keeps its row: label leading, value trailing, the width offered.
        #expect(layout(LabeledContent("Name", value: "Ada").labeledContentStyle(.automatic), 300).size
                == layout(LabeledContent("Name", value: "Ada"), 300).size)
    }

    /// A card `GroupBoxStyle`: label and content 8 apart, padded 16, instead of the default's
    /// headline label.
    @Test func aCardGroupBoxStyleDrawsItsCard() {
        let styled = layout(GroupBox("Server") { Text("Online") }.groupBoxStyle(CardGroupBoxStyle()), 300)
        let expected = layout(VStack(alignment: .leading, spacing: 8) { Text("Server"); Text("Online") }.padding(16), 300)
        #expect(styled.size == expected.size)
        #expect(layout(GroupBox("Server") { Text("Online") }.groupBoxStyle(.automatic), 300).nodes.map(\.frame)
                == layout(GroupBox("Server") { Text("Online") }, 300).nodes.map(\.frame))
    }

    /// A `DisclosureGroupStyle` is given the `isExpanded` binding: collapsed, the label alone;
    /// expanded, the content below it with no gap (`spacing: 0`).
    @Test func aDisclosureGroupStyleFollowsIsExpanded() {
        let collapsed = layout(DisclosureGroup("Details", isExpanded: .constant(false)) { Text("Body").id("body") }
            .disclosureGroupStyle(PlainDisclosureGroupStyle()), 300)
        let expanded = layout(DisclosureGroup("Details", isExpanded: .constant(true)) { Text("Body").id("body") }
            .disclosureGroupStyle(PlainDisclosureGroupStyle()), 300)
        let label = layout(Text("Details"), 300)
        #expect(collapsed.size == label.size)
        #expect(collapsed.frame(of: "body") == nil)
        #expect(expanded.frame(of: "body")?.minY == label.size.height)
    }

    /// A custom `FormStyle` draws the form's content in its own stack; `Form(configuration)` in a
    /// style draws the grouped form.
    @Test func aFormStyleDrawsTheContent() {
        let styled = layout(Form { Text("One").id("one"); Text("Two").id("two") }.formStyle(PaddedFormStyle()), 300)
        let expected = layout(VStack(alignment: .leading, spacing: 12) { Text("One").id("one"); Text("Two").id("two") }.padding(20), 300)
        #expect(styled.size == expected.size)
        #expect(styled.frame(of: "one") == expected.frame(of: "one"))
        #expect(styled.frame(of: "two") == expected.frame(of: "two"))
        let grouped = layout(Form { Text("One") }.formStyle(.grouped), 300, 400)
        #expect(grouped.nodes.map(\.frame) == layout(Form { Text("One") }, 300, 400).nodes.map(\.frame))
    }

    /// `Button(configuration)` in a primitive button style draws the button style outside it: the
    /// default (the label alone) when there is none, the bordered button under `.bordered`; each
    /// padded 10 on every side.
    @Test func buttonOfAConfigurationDrawsTheStyleOutside() {
        let plain = layout(Button("Save") {})
        let padded = layout(Button("Save") {}.buttonStyle(PaddedRedBorderedButtonStyle()))
        #expect(padded.size == CGSize(width: plain.size.width + 20, height: plain.size.height + 20))
        let bordered = layout(Button("Save") {}.buttonStyle(.bordered))
        let stacked = layout(Button("Save") {}.buttonStyle(PaddedRedBorderedButtonStyle()).buttonStyle(.bordered))
        #expect(bordered.size != plain.size)
        #expect(stacked.size == CGSize(width: bordered.size.width + 20, height: bordered.size.height + 20))
    }

    /// `ControlGroup(configuration)` draws the row of controls, padded 6 on each side.
    @Test func aControlGroupStyleDrawsItsConfiguration() {
        let group = ControlGroup { Button("Cut") {}; Button("Copy") {} }
        let plain = layout(group)
        let styled = layout(group.controlGroupStyle(RedBorderControlGroupStyle()))
        #expect(styled.size == CGSize(width: plain.size.width + 12, height: plain.size.height + 12))
        #expect(layout(group.controlGroupStyle(.navigation)).size == plain.size)
    }
}
