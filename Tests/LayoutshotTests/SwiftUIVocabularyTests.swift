import Foundation
import Layoutshot
import Testing

// Everyday SwiftUI code, compiled and laid out as SwiftUI would: previews, property wrappers,
// the environment, shapes and styles. Expected values cite Apple's documentation.

#Preview("Greeting", traits: .sizeThatFitsLayout) {
    Text("Hello")
}

#Preview {
    @Previewable @State var count = 3
    Text("Count \(count)")
}

struct GreetingPreviews: PreviewProvider {
    static var previews: some View {
        Text("Hello").padding()
    }
}

private struct AccentKey: EnvironmentKey {
    static let defaultValue = Color.blue
}

extension EnvironmentValues {
    var accent: Color {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }
}

/// Reads the environment in its body, as SwiftUI views do.
private struct SchemeBadge: View {
    @Environment(\.colorScheme) var colorScheme
    @Environment(\.accent) var accent
    @Environment(\.font) var font
    var body: some View {
        // Dark: wider, so the frame says which value the body read.
        Color.red.frame(width: colorScheme == .dark ? 40 : 20, height: accent == .green ? 30 : 10)
            .id(font == nil ? "no font" : "font")
    }
}

private final class Model: ObservableObject {
    @Published var name = "Ada"
}

@Observable private final class Settings {
    var width: CGFloat = 44
}

private struct ModelView: View {
    @EnvironmentObject var model: Model
    @Environment(Settings.self) var settings
    @State private var expanded = false
    @AppStorage("compact") private var compact = true
    @StateObject private var own = Model()
    var body: some View {
        VStack {
            Text(model.name).id("name")
            Color.blue.frame(width: settings.width, height: expanded ? 100 : (compact ? 10 : 50)).id("bar")
            Toggleish(isOn: $expanded)
        }
    }
}

private struct Toggleish: View {
    @Binding var isOn: Bool
    var body: some View { Color.gray.frame(width: isOn ? 60 : 30, height: 5).id("toggle") }
}

/// A custom shape, as users write them.
private struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

@MainActor @Suite struct SwiftUIVocabularyTests {
    /// `contentMargins(_:_:for:)` insets a scroll view's content inside the scrolling area
    /// (https://developer.apple.com/documentation/swiftui/view/contentmargins(_:_:for:)-1vg7o:
    /// "you can use this modifier to customize the margins of scrollable views like ScrollView",
    /// with `.contentMargins(.horizontal, 20.0, for: .scrollContent)`), from around the scroll view
    /// too (an environment value); `.scrollIndicators` margins move no content.
    @Test func contentMarginsInsetAScrollViewsContent() throws {
        func band(_ view: some View) throws -> CGRect {
            let layout = ComputedLayout(of: view.frame(width: 200, height: 300), proposal: .unspecified)
            return try #require(layout.frame(of: "band"))
        }
        let plain = ScrollView { Color.red.frame(height: 50).id("band") }
        #expect(try band(plain) == CGRect(x: 0, y: 0, width: 200, height: 50))
        #expect(try band(plain.contentMargins(.horizontal, 20, for: .scrollContent)) == CGRect(x: 20, y: 0, width: 160, height: 50))
        #expect(try band(plain.contentMargins(.top, 30)) == CGRect(x: 0, y: 30, width: 200, height: 50))
        #expect(try band(VStack { plain }.contentMargins(12)) == CGRect(x: 12, y: 12, width: 176, height: 50))
        #expect(try band(plain.contentMargins(20, for: .scrollIndicators)) == CGRect(x: 0, y: 0, width: 200, height: 50))
    }

    /// iOS 18's `Tab` (https://developer.apple.com/documentation/swiftui/tab) is a tab of the
    /// `TabView` it is in: the same tabs as content with `tabItem` and, given a value, `tag`.
    @Test func tabsAreTabItemsWithTags() {
        func picture(_ view: some View) -> [String] {
            ComputedLayout(of: view, proposal: ProposedViewSize(width: 390, height: 600)).nodes
                .map { "\($0.kind) \($0.frame) \($0.content)" }
        }
        let tabs = TabView { Tab("Home", systemImage: "house") { Color.red }; Tab("Inbox", systemImage: "tray") { Color.blue } }
        let items = TabView {
            Color.red.tabItem { Label { Text("Home") } icon: { Image(systemName: "house") } }
            Color.blue.tabItem { Label { Text("Inbox") } icon: { Image(systemName: "tray") } }
        }
        #expect(picture(tabs) == picture(items))
        let selected = TabView(selection: .constant(1)) {
            Tab("Home", systemImage: "house", value: 0) { Color.red }
            Tab("Inbox", systemImage: "tray", value: 1) { Color.blue }
        }
        let tagged = TabView(selection: .constant(1)) {
            Color.red.tabItem { Label { Text("Home") } icon: { Image(systemName: "house") } }.tag(0)
            Color.blue.tabItem { Label { Text("Inbox") } icon: { Image(systemName: "tray") } }.tag(1)
        }
        #expect(picture(selected) == picture(tagged))
        #expect(picture(selected) != picture(tabs), "the selection shows the second tab's content")
    }

    /// `EditButton` reads "Edit" outside edit mode (https://developer.apple.com/documentation/swiftui/editbutton),
    /// and `fontDesign(_:)` sets the design of the fonts inside
    /// (https://developer.apple.com/documentation/swiftui/view/fontdesign(_:)).
    @Test func editButtonAndFontDesign() throws {
        let edit = ComputedLayout(of: EditButton(), proposal: .unspecified)
        let button = ComputedLayout(of: Button("Edit") {}, proposal: .unspecified)
        #expect(edit.size == button.size)
        let text = try #require(ComputedLayout(of: Text("42").fontDesign(.monospaced), proposal: .unspecified).nodes.first { $0.kind == .text })
        guard case .text(let layout, _) = text.content else { Issue.record("not text"); return }
        #expect(layout.font.design == .monospaced)
    }

    /// iOS 17's shape members (`.clipShape(.rect(cornerRadius: 12))`, `.background(.blue, in: .capsule)`)
    /// are the shapes they name, with the defaults Apple documents: continuous corners for the
    /// rectangles (https://developer.apple.com/documentation/swiftui/shape/rect(cornerradius:style:)),
    /// a capsule's own default (circular) for `.capsule`.
    @Test func shapeMembersAreTheShapesTheyName() {
        let rounded: RoundedRectangle = .rect(cornerRadius: 12)
        #expect(rounded.cornerSize == CGSize(width: 12, height: 12) && rounded.style == .continuous)
        let oval: RoundedRectangle = .rect(cornerSize: CGSize(width: 8, height: 4), style: .circular)
        #expect(oval.cornerSize == CGSize(width: 8, height: 4) && oval.style == .circular)
        let uneven: UnevenRoundedRectangle = .rect(topLeadingRadius: 8, topTrailingRadius: 4)
        #expect(uneven.cornerRadii == RectangleCornerRadii(topLeading: 8, topTrailing: 4))
        let radii: UnevenRoundedRectangle = .rect(cornerRadii: RectangleCornerRadii(bottomLeading: 3))
        #expect(radii.cornerRadii == RectangleCornerRadii(bottomLeading: 3))
        let capsule: Capsule = .capsule
        #expect(capsule.style == .circular)
        #expect((Capsule.capsule(style: .continuous) as Capsule).style == .continuous)
        // A clip by a member draws as the clip by the shape it names: the same picture description.
        let byMember = ComputedLayout(of: Color.red.frame(width: 40, height: 20).clipShape(.rect(cornerRadius: 6)), proposal: .unspecified)
        let byShape = ComputedLayout(of: Color.red.frame(width: 40, height: 20).clipShape(RoundedRectangle(cornerRadius: 6)), proposal: .unspecified)
        #expect(byMember.nodes.map(\.style) == byShape.nodes.map(\.style))
        #expect(byMember.nodes.map(\.content) == byShape.nodes.map(\.content))
        #expect(byMember.nodes.map(\.frame) == byShape.nodes.map(\.frame))
    }

    @Test func previewProviderPreviewsLayOut() {
        let computed = ComputedLayout(of: GreetingPreviews.previews, proposal: .unspecified)
        // "Hello" is 5 × 8.5 wide with the deterministic measurer, plus the default padding of 16
        // on each side (https://developer.apple.com/documentation/swiftui/view/padding(_:_:)).
        #expect(computed.size.width == 42.5 + 32)
    }

    @Test func aPreviewDescribesItsViewNameAndTraits() {
        let preview = Preview("Card", traits: .fixedLayout(width: 100, height: 50)) { Text("Hi") }
        #expect(preview.name == "Card")
        #expect(preview.layout == .fixed(width: 100, height: 50))
        #expect(preview.displayName == "Card")
        #expect(preview.fileID.hasSuffix("SwiftUIVocabularyTests.swift"))
        let unnamed = Preview { Text("Hi") }
        #expect(unnamed.displayName == "SwiftUIVocabularyTests-\(unnamed.line)")
        #expect(ComputedLayout(of: preview.makeBody(), proposal: .unspecified).size.width == 17)
    }

    @Test func environmentValuesReachBodies() throws {
        let plain = ComputedLayout(of: SchemeBadge(), proposal: .unspecified)
        #expect(plain.size == CGSize(width: 20, height: 10), "defaults: light, blue accent")
        #expect(plain.frame(of: "no font") != nil, "@Environment(\\.font) is nil until set")
        // .environment(_:_:) sets a value for the views inside
        // (https://developer.apple.com/documentation/swiftui/view/environment(_:_:)).
        let dark = ComputedLayout(of: SchemeBadge().environment(\.colorScheme, .dark).environment(\.accent, .green).font(.title),
                                  proposal: .unspecified)
        #expect(dark.size == CGSize(width: 40, height: 30))
        #expect(dark.frame(of: "font") != nil)
        let preferred = ComputedLayout(of: SchemeBadge().preferredColorScheme(.dark), proposal: .unspecified)
        #expect(preferred.size.width == 40)
    }

    @Test func dynamicTypeSizesTextStyles() {
        // Body is 17 pt at the default size and 40 pt at accessibility3; footnote 13 and 33
        // (Apple's Dynamic Type table, https://developer.apple.com/design/human-interface-guidelines/typography#Specifications).
        #expect(Font.TextStyle.body.size(for: .large) == 17)
        #expect(Font.TextStyle.body.size(for: .accessibility3) == 40)
        #expect(Font.TextStyle.footnote.size(for: .accessibility3) == 33)
        #expect(Font.TextStyle.largeTitle.size(for: .xSmall) == 31)
        // The deterministic measurer: half an em per character, lines 1.2 em.
        let big = ComputedLayout(of: Text("Hi").dynamicTypeSize(.accessibility3), proposal: .unspecified)
        #expect(big.size == CGSize(width: 40, height: 48))
        // A fixed size does not scale, as in SwiftUI.
        let fixed = ComputedLayout(of: Text("Hi").font(.system(size: 10)).dynamicTypeSize(.accessibility3), proposal: .unspecified)
        #expect(fixed.size.width == 10)
        #expect(ComputedLayout(of: Image(systemName: "star").dynamicTypeSize(.xxxLarge), proposal: .unspecified).size.width == 23)
    }

    @Test func propertyWrappersHoldTheirInitialValues() throws {
        let view = ModelView().environmentObject(Model()).environment(Settings())
        let computed = ComputedLayout(of: view, proposal: .unspecified)
        #expect(computed.frame(of: "name")?.width == 3 * 8.5, "Ada")
        #expect(computed.frame(of: "bar")?.size == CGSize(width: 44, height: 10), "@State false, @AppStorage true")
        #expect(computed.frame(of: "toggle")?.width == 30, "the binding reads the state")

        @State var count = 1
        $count.wrappedValue = 5
        #expect(count == 5, "a binding writes through to its state")
        let constant = Binding.constant(3)
        constant.wrappedValue = 9
        #expect(constant.wrappedValue == 3)
    }

    @Test func customShapesDrawFromTheirPath() throws {
        let computed = ComputedLayout(of: Triangle().fill(.blue.gradient).frame(width: 40, height: 30).id("t"), proposal: .unspecified)
        let node = try #require(computed.nodes.first { $0.kind == ViewKind.shape })
        #expect(node.frame == CGRect(x: 0, y: 0, width: 40, height: 30))
        guard case .shape(.custom(let shape)) = node.content else { Issue.record("a custom shape: \(node.content)"); return }
        #expect(shape.path(in: node.frame).boundingRect == CGRect(x: 0, y: 0, width: 40, height: 30))
        guard case .linearGradient? = node.style.fill else { Issue.record("a gradient fill"); return }

        let stroked = ComputedLayout(of: Circle().stroke(.red, style: StrokeStyle(lineWidth: 3, dash: [4, 2])).frame(width: 10, height: 10),
                                     proposal: .unspecified)
        let circle = try #require(stroked.nodes.first { $0.kind == ViewKind.shape })
        #expect(circle.style.stroke?.stroke.lineWidth == 3)
        #expect(circle.style.stroke?.style == .color(.red))
    }

    /// `Color.gradient` runs from a lighter tint at the top to the colour at the bottom. Expected
    /// values: SwiftUI's own top stops measured with `ImageRenderer` (published with TUIkit's
    /// `AnyGradient`, https://github.com/wadetregaskis/TUIkit): grey 128 → HSL lightness 0.647,
    /// rgb(51, 102, 204) → 0.639, rgb(0, 153, 51) → 0.451; the bottom is the colour itself.
    @Test func colorGradientIsLighterAtTheTopAndTheColourAtTheBottom() throws {
        func lightness(_ c: Color) -> Double { (max(c.red, c.green, c.blue) + min(c.red, c.green, c.blue)) / 2 }
        for (base, measuredTop) in [(Color(red: 128 / 255, green: 128 / 255, blue: 128 / 255), 0.647),
                                    (Color(red: 51 / 255, green: 102 / 255, blue: 204 / 255), 0.639),
                                    (Color(red: 0, green: 153 / 255, blue: 51 / 255), 0.451)] {
            guard case .linearGradient(let stops, let start, let end)? = base.gradient._resolved() else {
                Issue.record("a linear gradient"); continue
            }
            #expect(start == .top && end == .bottom)
            #expect(stops.count == 2 && stops[1].color == base && stops[1].location == 1, "the colour itself at the bottom")
            #expect(abs(lightness(stops[0].color) - measuredTop) < 0.012, "top lightness \(lightness(stops[0].color)) vs SwiftUI's \(measuredTop)")
            // The hue is kept: the channels keep their order.
            let top = stops[0].color
            #expect((top.red <= top.green) == (base.red <= base.green) && (top.green <= top.blue) == (base.green <= base.blue))
        }
        guard case .linearGradient(let white, _, _)? = Color.white.gradient._resolved() else { Issue.record("a gradient"); return }
        #expect(white[0].color.red == 1 && white[0].color.green == 1 && white[0].color.blue == 1, "white stays white")
    }

    @Test func insetAndUnevenShapesAreDrawnFromTheirPath() throws {
        // An inset shape, or a corner radius that is not a number, once erased itself forever.
        let inset = ComputedLayout(of: Rectangle().inset(by: 2).frame(width: 20, height: 10), proposal: .unspecified)
        let node = try #require(inset.nodes.first { $0.kind == ViewKind.shape })
        guard case .shape(.custom(let shape)) = node.content else { Issue.record("\(node.content)"); return }
        #expect(shape.path(in: node.frame).boundingRect == CGRect(x: 2, y: 2, width: 16, height: 6))
        let nan = ComputedLayout(of: RoundedRectangle(cornerRadius: .nan).frame(width: 20, height: 10), proposal: .unspecified)
        #expect(nan.nodes.contains { $0.content == .shape(.roundedRectangle(cornerRadius: 0)) })
    }

    @Test func shapeStylesAsBackgrounds() throws {
        let view = Text("Hi")
            .padding()
            .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 12))
            .background(.gray.opacity(0.3))
            .foregroundStyle(.secondary)
            .onTapGesture {}
            .accessibilityLabel("Greeting")
        let computed = ComputedLayout(of: view, proposal: .unspecified)
        // Backgrounds take the content's size: 17 + 32 by 20.4 + 32.
        #expect(computed.size == CGSize(width: 49, height: 52.4))
        let shapes = computed.nodes.filter { $0.kind == ViewKind.shape }
        #expect(shapes.contains { if case .material? = $0.style.fill { return true }; return false })
        #expect(computed.nodes.contains { $0.style.interactions.contains("onTapGesture") })
    }

    /// `accessibilityAdjustableAction(_:)` (Apple's docs: "Adds an accessibility adjustable action
    /// to the view") changes no frame; it is listed on the view's node.
    @Test func anAdjustableActionIsListedAndChangesNoFrame() {
        var value = 3
        let plain = ComputedLayout(of: Text("Rating").padding(), proposal: .unspecified)
        let adjustable = ComputedLayout(of: Text("Rating").padding().accessibilityAdjustableAction { direction in
            value += direction == .increment ? 1 : -1
        }, proposal: .unspecified)
        #expect(adjustable.size == plain.size)
        #expect(adjustable.nodes.contains { $0.style.interactions.contains("accessibilityAdjustableAction") })
        #expect(value == 3, "nothing adjusts while laying out")
    }

    /// `menuStyle(_:)` takes SwiftUI's `MenuStyle` values (`.automatic`, `.button`,
    /// `.borderlessButton`); the menu keeps its label's frame and lists the style on its node.
    @Test func menuStylesAreSwiftUIsAndChangeNoFrame() {
        let menu = Menu("Sort") { Button("Name") {}; Button("Date") {} }
        let plain = ComputedLayout(of: menu, proposal: .unspecified)
        for styled in [ComputedLayout(of: menu.menuStyle(.borderlessButton), proposal: .unspecified),
                       ComputedLayout(of: menu.menuStyle(.button), proposal: .unspecified),
                       ComputedLayout(of: menu.menuStyle(.automatic), proposal: .unspecified)] {
            #expect(styled.size == plain.size)
            #expect(styled.nodes.contains { $0.style.interactions.contains("menuStyle") })
        }
    }

    @Test func uiKitColoursAndPaths() {
        #expect(Color(.systemGray6) == Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255))
        #expect(Color(.systemGray6).isSemantic)
        // A quarter turn maps +x to +y (https://developer.apple.com/documentation/corefoundation/cgaffinetransform).
        let turned = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(turned.x) < 1e-12 && abs(turned.y - 1) < 1e-12)
        let t = CGAffineTransform(translationX: 10, y: 5).scaledBy(x: 2, y: 2)
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 12, y: 7))
        #expect(CGPoint(x: 12, y: 7).applying(t.inverted()) == CGPoint(x: 1, y: 1))

        var arc = Path()
        arc.addArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: .degrees(0), endAngle: .degrees(360), clockwise: false)
        let box = arc.boundingRect
        #expect(abs(box.minX - 40) < 0.01 && abs(box.maxX - 60) < 0.01)
        #expect(Angle.degrees(180).radians == .pi)
        let half = Path(CGRect(x: 0, y: 0, width: 10, height: 10)).trimmedPath(from: 0, to: 0.5)
        #expect(half.boundingRect == CGRect(x: 0, y: 0, width: 10, height: 10), "two sides of four: to the bottom-right corner")
    }
}
