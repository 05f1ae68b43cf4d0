import Foundation
import LayoutshotTestSupport
import Testing

extension FreshPackageTests {
    /// Builds in the end-to-end test's package folder (`FreshPackage(_:buildingIn:)`), whose
    /// dependency is the same (this checkout with `traits: []`), so the core is compiled once for
    /// every fresh package (whichever test comes first compiles it; its build output is checked
    /// for warnings in both): a user's package in the Swift 6 language mode (swift-tools-version 6.1, no
    /// `swiftLanguageModes`) written with the everyday idioms of SwiftUI code that compile with
    /// `import SwiftUI` in Swift 6, because SwiftUI declares colours, text, images, fonts, shapes,
    /// gradients and geometry as nonisolated `Sendable` values whose `View` conformance is in an
    /// extension (issue 29, "Isolation"): colours in an `EnvironmentKey`, themes as `static let`s,
    /// `var color: Color = .gray` in a plain struct, `Color(red:green:blue:)` off the main actor
    /// and across tasks, and main-actor views laid out on the main actor. It must build with no
    /// error and no warning.
    @Suite(.serialized) struct Swift6IdiomsTests {
        static let manifest = """
            // swift-tools-version: 6.1
            import PackageDescription

            let package = Package(
                name: "Idioms",
                dependencies: [
                    .package(path: "\(FreshPackage.checkout)", traits: []),
                ],
                targets: [
                    .target(name: "Idioms", dependencies: [.product(name: "Layoutshot", package: "\(FreshPackage.checkoutIdentity)")]),
                ]
            )
            """

        static let idioms = """
            import Layoutshot

            // A colour as an environment value's default.
            private struct AccentKey: EnvironmentKey {
                static let defaultValue: Color = .blue
            }

            extension EnvironmentValues {
                var accent: Color {
                    get { self[AccentKey.self] }
                    set { self[AccentKey.self] = newValue }
                }
            }

            // A theme of static constants.
            enum Theme {
                static let accent = Color.blue
                static let warning = Color(red: 1, green: 0.6, blue: 0)
                static let title = Font.title.bold()
                static let corner = RoundedRectangle(cornerRadius: 12)
                static let dot = Circle().fill(Color.red)
                static let fade = LinearGradient(colors: [.white, .gray], startPoint: .top, endPoint: .bottom)
                static let glow = RadialGradient(colors: [.yellow, .orange], center: .center, startRadius: 0, endRadius: 40)
                static let insets = EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
                static let tilt = Angle.degrees(12)
                static let anchor = UnitPoint.topLeading
                static let alignment = Alignment.bottomTrailing
                static let greeting = Text("Hello")
                static let star = Image(systemName: "star.fill")
                static let style = AnyShapeStyle(Color.green)
            }

            // Colours and text as stored properties of a plain (nonisolated) struct.
            struct Badge: Sendable {
                var color: Color = .gray
                var label: Text = Text("new")
                var padding = EdgeInsets(top: 2, leading: 6, bottom: 2, trailing: 6)
            }

            // Colours made off the main actor, and handed between tasks.
            nonisolated func tint(level: Double) -> Color {
                Color(red: level, green: 0.5, blue: 1 - level)
            }

            func loadPalette() async -> [Color] {
                await Task.detached { (0..<4).map { tint(level: Double($0) / 4) } }.value
            }

            // Views are main-actor values, as in SwiftUI; laying them out is main-actor code.
            struct Card: View {
                @Environment(\\.accent) private var accent
                var badge = Badge()

                var body: some View {
                    VStack(alignment: .leading, spacing: 8) {
                        Theme.greeting.font(Theme.title).foregroundColor(accent)
                        HStack {
                            Theme.star
                            badge.label.padding(badge.padding).background(badge.color)
                            Theme.dot.frame(width: 8, height: 8)
                        }
                    }
                    .padding(Theme.insets)
                    .background(Theme.fade, in: Theme.corner)
                }
            }

            @MainActor func cardSize() -> CGSize {
                ComputedLayout(of: Card().environment(\\.accent, Theme.warning), proposal: ProposedViewSize(width: 320, height: nil)).size
            }

            // Views made in a plain enum and in a nonisolated function: SwiftUI's view types,
            // initialisers and modifiers are nonisolated; only `body` is main-actor code.
            enum Shelf {
                case books
                var icon: some View { Image(systemName: "book").foregroundStyle(.blue).frame(width: 24, height: 24) }
                var row: some View {
                    HStack { icon; Text("Books").font(.headline); Spacer() }
                        .padding(.horizontal, 16)
                        .toggleStyle(.switch)
                }
            }

            nonisolated func shelfRows() -> some View {
                VStack(spacing: 0) { Shelf.books.row; Divider() }.buttonStyle(.bordered)
            }
            """

        /// Custom styles as SwiftUI code writes them (each protocol is `@MainActor @preconcurrency`
        /// in SwiftUI, so a style's `makeBody` builds views on the main actor); the shapes are those
        /// `CustomStyleTests` cites, written here: a checkbox toggle with its own `.checkbox`
        /// behind `#if !os(macOS)`, `Toggle(configuration)`, `configuration.isOn.toggle()` in a
        /// tap, a text field's `_body(configuration:)`, progress, menu, labelled content, form,
        /// group box, disclosure group and control group styles, and the built-in styles with
        /// SwiftUI's isolation: a main-actor theme storing them (with the main-actor `.automatic`),
        /// nonisolated code naming the nonisolated members, calling a built-in `makeBody` and making
        /// `GroupBox(configuration)`.
        static let styles = """
            import Layoutshot

            #if !os(macOS)
            struct CheckboxToggleStyle: ToggleStyle {
                func makeBody(configuration: Configuration) -> some View {
                    HStack {
                        configuration.label
                        Spacer()
                        Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
                            .foregroundColor(configuration.isOn ? .accentColor : .secondary)
                            .onTapGesture { configuration.isOn.toggle() }
                    }
                }
            }

            extension ToggleStyle where Self == CheckboxToggleStyle {
                static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
            }
            #endif

            struct RedBorderToggleStyle: ToggleStyle {
                func makeBody(configuration: Configuration) -> some View {
                    Toggle(configuration).padding().border(.red)
                }
            }

            struct SymbolToggleStyle: ToggleStyle {
                func makeBody(configuration: Configuration) -> some View {
                    Button {
                        configuration.isOn.toggle()
                    } label: {
                        Image(systemName: configuration.isMixed ? "minus.circle.fill" : configuration.isOn ? "checkmark.circle.fill" : "circle")
                        configuration.label
                    }
                }
            }

            struct CardTextFieldStyle: TextFieldStyle {
                func _body(configuration: TextField<Self._Label>) -> some View {
                    configuration
                        .padding(16)
                        .background(Color(UIColor.systemGray6))
                        .cornerRadius(12)
                }
            }

            struct GaugeProgressStyle: ProgressViewStyle {
                var strokeColor = Color.blue
                func makeBody(configuration: Configuration) -> some View {
                    let fraction = configuration.fractionCompleted ?? 0
                    return ZStack {
                        Circle().stroke(strokeColor.opacity(0.2), lineWidth: 8)
                        Text("\\(Int(fraction * 100))%")
                    }
                }
            }

            struct ShadowProgressViewStyle: ProgressViewStyle {
                func makeBody(configuration: Configuration) -> some View {
                    ProgressView(configuration).shadow(radius: 4)
                }
            }

            struct RedBorderMenuStyle: MenuStyle {
                func makeBody(configuration: Configuration) -> some View {
                    Menu(configuration).border(Color.red)
                }
            }

            struct VerticalLabeledContentStyle: LabeledContentStyle {
                func makeBody(configuration: Configuration) -> some View {
                    VStack(alignment: .leading) {
                        configuration.label
                        configuration.content.foregroundStyle(.secondary)
                    }
                }
            }

            extension LabeledContentStyle where Self == VerticalLabeledContentStyle {
                static var vertical: VerticalLabeledContentStyle { .init() }
            }

            struct PlainFormStyle: FormStyle {
                func makeBody(configuration: Configuration) -> some View {
                    ScrollView { VStack(alignment: .leading) { configuration.content } }
                }
            }

            struct CardGroupBoxStyle: GroupBoxStyle {
                func makeBody(configuration: Configuration) -> some View {
                    VStack(alignment: .leading, spacing: 8) {
                        configuration.label
                        configuration.content
                    }
                    .padding()
                    .background(in: RoundedRectangle(cornerRadius: 16, style: .continuous))
                }
            }

            struct PlainDisclosureGroupStyle: DisclosureGroupStyle {
                func makeBody(configuration: Configuration) -> some View {
                    VStack(spacing: 0) {
                        Button(action: { withAnimation { configuration.isExpanded.toggle() } }, label: { configuration.label })
                        if configuration.isExpanded { configuration.content }
                    }
                }
            }

            struct RedBorderedButtonStyle: PrimitiveButtonStyle {
                func makeBody(configuration: Configuration) -> some View {
                    Button(configuration).border(Color.red)
                }
            }

            struct RedBorderControlGroupStyle: ControlGroupStyle {
                func makeBody(configuration: Configuration) -> some View {
                    ControlGroup(configuration).border(Color.red)
                }
            }

            // The built-in styles' isolation is SwiftUI's. They are not `Sendable`, so a theme that
            // stores them is main-actor; it may hold the main-actor members too (`.automatic`,
            // `.plain`, `.columns`, `.navigation`).
            @MainActor enum Styles {
                static let toggle: DefaultToggleStyle = .automatic
                static let field = RoundedBorderTextFieldStyle()
                static let picker = SegmentedPickerStyle()
                static let list = InsetGroupedListStyle()
                static let progress: DefaultProgressViewStyle = .automatic
                static let button = BorderedProminentButtonStyle()
                static let plainButton: PlainButtonStyle = .plain
                static let label: DefaultLabelStyle = .automatic
                static let form: ColumnsFormStyle = .columns
                static let controls: NavigationControlGroupStyle = .navigation
                static let disclosure: AutomaticDisclosureGroupStyle = .automatic
            }

            // The nonisolated members and the styles' initialisers and `makeBody` are nonisolated,
            // so nonisolated code names them and draws with them.
            enum Looks {
                static var toggle: SwitchToggleStyle { .switch }
                static var toggleButton: ButtonToggleStyle { .button }
                static var button: BorderedButtonStyle { .bordered }
                static var borderless: BorderlessButtonStyle { .borderless }
                static var automaticButton: DefaultButtonStyle { .automatic }
                static var label: IconOnlyLabelStyle { .iconOnly }
                static var progress: LinearProgressViewStyle { .linear }
                static var menu: ButtonMenuStyle { .button }
                static var form: GroupedFormStyle { .grouped }
                static var field: RoundedBorderTextFieldStyle { .roundedBorder }
                static var picker: SegmentedPickerStyle { .segmented }
                static var list: InsetGroupedListStyle { .insetGrouped }
                static var defaultToggle: DefaultToggleStyle { DefaultToggleStyle() }
            }

            nonisolated func switchBody(_ configuration: ToggleStyleConfiguration) -> some View {
                Looks.toggle.makeBody(configuration: configuration)
            }

            nonisolated func defaultButtonBody(_ configuration: PrimitiveButtonStyleConfiguration) -> some View {
                Looks.automaticButton.makeBody(configuration: configuration)
            }

            nonisolated func outerGroupBox(_ configuration: GroupBoxStyleConfiguration) -> some View {
                GroupBox(configuration)
            }

            struct OuterGroupBoxStyle: GroupBoxStyle {
                func makeBody(configuration: Configuration) -> some View {
                    outerGroupBox(configuration).padding(2)
                }
            }

            struct PaddedSwitchToggleStyle: ToggleStyle {
                func makeBody(configuration: Configuration) -> some View {
                    switchBody(configuration).padding(4)
                }
            }

            struct Settings: View {
                @State private var wifi = true
                @State private var name = ""
                @State private var expanded = false

                var body: some View {
                    VStack {
                        Toggle("Wi-Fi", isOn: $wifi).toggleStyle(.checkbox)
                        Toggle("Bluetooth", isOn: $wifi).toggleStyle(RedBorderToggleStyle()).toggleStyle(SymbolToggleStyle())
                        Toggle("Airplane", isOn: $wifi).toggleStyle(Styles.toggle)
                        Toggle("Cellular", isOn: $wifi).toggleStyle(Looks.toggle).toggleStyle(PaddedSwitchToggleStyle())
                        TextField("Name", text: $name).textFieldStyle(CardTextFieldStyle())
                        TextField("Email", text: $name).textFieldStyle(Styles.field)
                        ProgressView(value: 0.4).progressViewStyle(GaugeProgressStyle())
                        ProgressView().progressViewStyle(ShadowProgressViewStyle())
                        Menu("Sort") { Button("Name") {} }.menuStyle(RedBorderMenuStyle())
                        LabeledContent("Version", value: "1.0").labeledContentStyle(.vertical)
                        GroupBox("Server") { Text("Online") }.groupBoxStyle(CardGroupBoxStyle())
                        GroupBox("Client") { Text("Idle") }.groupBoxStyle(OuterGroupBoxStyle())
                        DisclosureGroup("More", isExpanded: $expanded) { Text("Details") }.disclosureGroupStyle(PlainDisclosureGroupStyle())
                        ControlGroup { Button("Cut") {}; Button("Copy") {} }.controlGroupStyle(RedBorderControlGroupStyle())
                        Form { Text("Row") }.formStyle(PlainFormStyle())
                        Button("Save") {}.buttonStyle(RedBorderedButtonStyle()).buttonStyle(Styles.button)
                        Label("Inbox", systemImage: "tray").labelStyle(Styles.label)
                        Label("Sent", systemImage: "paperplane").labelStyle(Looks.label)
                        Button("Share") {}.buttonStyle(Looks.button)
                    }
                }
            }

            @MainActor func settingsSize() -> CGSize {
                ComputedLayout(of: Settings(), proposal: ProposedViewSize(width: 390, height: nil)).size
            }
            """

        @Test func idiomsBuildWithoutWarnings() throws {
            let package = try FreshPackage("Idioms", buildingIn: UserPackageEndToEndTests.packageName)
            try package.write(Self.manifest, to: "Package.swift")
            try package.write(Self.idioms, to: "Sources/Idioms/Idioms.swift")
            try package.write(Self.styles, to: "Sources/Idioms/Styles.swift")
            let build = try package.swift(["build"])
            let output = build.stdout + build.stderr
            #expect(build.status == 0, "\(output)")
            #expect(!output.contains("error:"), "\(output)")
            // Nothing warns: neither the idioms (each is an error or a warning in Swift 6 when the
            // type is main-actor) nor Layoutshot's own sources built in the user's package.
            #expect(!output.contains("warning:"), "\(output)")
        }
    }
}
