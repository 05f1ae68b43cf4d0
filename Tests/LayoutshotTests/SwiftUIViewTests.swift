import Foundation
import Layoutshot
import Testing

/// Layout-bearing SwiftUI views, laid out as SwiftUI lays them out. Text uses the deterministic
/// measurer: 8.5 per character at 17 pt, lines 20.4 tall.
@MainActor @Suite struct SwiftUIViewTests {
    func layout<V: View>(_ view: V, _ width: CGFloat? = nil, _ height: CGFloat? = nil) -> ComputedLayout {
        ComputedLayout(of: view, proposal: ProposedViewSize(width: width, height: height))
    }

    @Test func symbolsTakeTheirFontsSize() {
        // A symbol is sized to its font (https://developer.apple.com/documentation/swiftui/image/init(systemname:)):
        // body is 17 pt, title 28 pt (Apple's Dynamic Type sizes at the default "large" setting).
        #expect(layout(Image(systemName: "star")).size == CGSize(width: 17, height: 17))
        #expect(layout(Image(systemName: "star").font(.title)).size == CGSize(width: 28, height: 28))
        #expect(layout(Image(systemName: "star").imageScale(.large)).size == CGSize(width: 22, height: 22))
        let node = layout(Image(systemName: "star.fill")).nodes.first { $0.style.image != nil }
        #expect(node?.style.image == .system("star.fill"))
        #expect(node?.label == "Image(systemName: \"star.fill\")")
    }

    @Test func resizableImagesTakeTheProposalAndAspectRatiosConstrainIt() {
        // resizable(): the image takes the size it is offered
        // (https://developer.apple.com/documentation/swiftui/image/resizable(capinsets:resizingmode:)).
        #expect(layout(Image("photo").resizable(), 120, 80).size == CGSize(width: 120, height: 80))
        // aspectRatio(1, .fit) in 120×80: the largest square inside, 80×80; .fill: the smallest covering, 120×120
        // (https://developer.apple.com/documentation/swiftui/view/aspectratio(_:contentmode:)-771ow).
        #expect(layout(Image("photo").resizable().aspectRatio(1, contentMode: .fit), 120, 80).size == CGSize(width: 80, height: 80))
        #expect(layout(Image("photo").resizable().aspectRatio(1, contentMode: .fill), 120, 80).size == CGSize(width: 120, height: 120))
        // 16:9 fit in a 320 wide column with no height: 320 × 180.
        #expect(layout(Color.blue.aspectRatio(16.0 / 9.0, contentMode: .fit), 320).size == CGSize(width: 320, height: 180))
        // scaledToFit with no ratio keeps the content's own ratio: a 17 pt symbol made resizable is square.
        #expect(layout(Image(systemName: "star").resizable().scaledToFit(), 100, 60).size == CGSize(width: 60, height: 60))
    }

    @Test func scrollViewsProposeNothingAlongTheirAxis() {
        // A vertical ScrollView offers its content an unspecified height and takes the size it is
        // offered (https://developer.apple.com/documentation/swiftui/scrollview).
        let computed = layout(ScrollView { Color.red.frame(height: 500).id("tall") }, 320, 400)
        #expect(computed.size == CGSize(width: 320, height: 400))
        #expect(computed.frame(of: "tall") == CGRect(x: 0, y: 0, width: 320, height: 500))
        let horizontal = layout(ScrollView(.horizontal) { HStack(spacing: 0) { ForEach(0..<10) { _ in Color.red.frame(width: 100) } } }, 320, 50)
        #expect(horizontal.nodes.filter { $0.kind == ViewKind.color }.map(\.frame.maxX).max() == 1000)
    }

    @Test func dividersFollowTheirStack() {
        let v = layout(VStack(spacing: 0) { Text("a"); Divider().id("line"); Text("b") }, 200)
        #expect(v.frame(of: "line")?.size == CGSize(width: 200, height: 1))
        let h = layout(HStack(spacing: 0) { Text("a"); Divider().id("line"); Text("b") }.frame(height: 30), 200)
        #expect(h.frame(of: "line")?.width == 1)
        #expect(h.frame(of: "line")?.height == 30)
    }

    @Test func controlsHaveIOSMetrics() {
        // A Toggle is 31 pt tall with its switch (51×31 pt,
        // https://developer.apple.com/design/human-interface-guidelines/toggles) trailing, and fills the width.
        let toggle = layout(Toggle("Wi-Fi", isOn: .constant(true)), 320)
        #expect(toggle.size == CGSize(width: 320, height: 31))
        // The default button is its label (borderless); .bordered adds 12 pt across and 7 pt down.
        #expect(layout(Button("Save") {}).size == CGSize(width: 34, height: 20.4))
        #expect(layout(Button("Save") {}.buttonStyle(.bordered)).size == CGSize(width: 34 + 24, height: 20.4 + 14))
        // A user's ButtonStyle draws the configuration's label.
        #expect(layout(Button("Save") {}.buttonStyle(PaddedStyle())).size == CGSize(width: 34 + 20, height: 20.4 + 20))
        // Label: icon, 8 pt, title.
        #expect(layout(Label("Inbox", systemImage: "tray")).size.width == 17 + 8 + 42.5)
        #expect(layout(Label("Inbox", systemImage: "tray").labelStyle(.titleOnly)).size.width == 42.5)
        // A linear ProgressView is a 4 pt bar as wide as it is offered.
        #expect(layout(ProgressView(value: 0.5), 200).size == CGSize(width: 200, height: 4))
    }

    @Test func listsAreInsetGrouped() {
        let list = layout(List { Text("One").id("one"); Text("Two").id("two") }, 390, 600)
        #expect(list.size == CGSize(width: 390, height: 600))
        // Rows at least 44 pt tall (https://developer.apple.com/design/human-interface-guidelines/layout:
        // 44×44 pt minimum), on a card 20 pt in from the edges of a 390-point list, the text 20 pt
        // in from the card's: as recorded on a 390-point iPhone (home-assistant/iOS at da28468f95e6,
        // GesturesSetupView.test/testUI.light.png: cards from x = 20 to 370, row text at x = 40).
        let one = list.frame(of: "one")!, two = list.frame(of: "two")!
        #expect(abs(one.minX - 40) < 1e-9, "\(one)")
        #expect(abs(two.minY - one.minY - 44) < 1e-9, "\(one) \(two)")
        let form = layout(Form { Section("Account") { Text("Name").id("name") } }, 390, 600)
        #expect(form.nodes.contains { $0.label.hasPrefix("Text(\"ACCOUNT\")") })
        #expect(abs(form.frame(of: "name")!.minX - 40) < 1e-9)
        #expect(abs(form.nodes.first { $0.label.hasPrefix("Text(\"ACCOUNT\")") }!.frame.minX - 40) < 1e-9, "the header lines up with the rows")
        // A toggle row is 44 pt like a text row: the switch is centred on it and does not make it
        // taller (PrivacyView.test/testUI.light.png of the same recordings: 44-point toggle cards).
        let toggles = layout(Form { Toggle("A", isOn: .constant(true)).id("a"); Toggle("B", isOn: .constant(false)).id("b") }, 390, 600)
        #expect(abs(toggles.frame(of: "b")!.minY - toggles.frame(of: "a")!.minY - 44) < 1e-9, "\(toggles.frame(of: "a")!) \(toggles.frame(of: "b")!)")
        // Narrower iPhones (320, 375) keep UIKit's 16-point margins: the card 16 in, the text 16 in from it.
        for width: CGFloat in [320, 375] {
            let narrow = layout(List { Text("One").id("one") }, width, 600)
            #expect(abs(narrow.frame(of: "one")!.minX - 32) < 1e-9, "\(width): \(narrow.frame(of: "one")!)")
        }
    }

    /// SwiftUI's row separators (https://developer.apple.com/documentation/swiftui/view/listrowseparator(_:edges:)):
    /// a hairline (one pixel at 2×: 0.5 pt) along the bottom of every row but a card's last in the
    /// inset-grouped style, starting at the row's content inset (20 pt on a 390-point list, where its text starts,
    /// `listRowSeparatorLeading`) and running to the card's trailing edge.
    @Test func listRowsAreSeparatedButNotAfterACardsLastRow() {
        let list = layout(List { Text("One").id("one"); Text("Two").id("two"); Text("Three").id("three") }, 390, 600)
        let separators = list.nodes.filter { $0.label.hasPrefix("row separator") }
        #expect(separators.count == 2, "between three rows, none after the last: \(separators.map(\.frame))")
        let one = list.frame(of: "one")!, two = list.frame(of: "two")!
        for (separator, above) in zip(separators, [one, two]) {
            let line = list.nodes.first { $0.kind == ViewKind.shape && $0.frame.height == 0.5 && abs($0.frame.maxY - separator.frame.maxY) < 1e-9 }
            #expect(line?.frame.minX == above.minX, "starts where the row's text starts: \(String(describing: line?.frame)) \(above)")
            #expect(line.map { abs($0.frame.maxX - (390 - 20)) < 1e-9 } == true, "ends at the card's trailing edge")
            // The row is 44 pt: its text is centred, so its bottom is 22 pt below the text's middle.
            #expect(abs(separator.frame.maxY - (above.midY + 22)) < 1e-9, "along the row's bottom: \(separator.frame) \(above)")
        }
        #expect(abs(two.minY - one.minY - 44) < 1e-9, "a separator takes no room")
        let form = layout(Form { Section("Account") { Text("Name") }; Section { Text("A"); Text("B") } }, 390, 600)
        #expect(form.nodes.filter { $0.label.hasPrefix("row separator") }.count == 1, "one between A and B, none under the one-row section")
    }

    /// A large navigation title on iPhone: the 44 pt navigation bar (UIKit's `UINavigationBar`
    /// height; HIG "Navigation bars", https://developer.apple.com/design/human-interface-guidelines/navigation-bars),
    /// under it a 52 pt large-title area (96 pt in all, Apple's iOS design templates), the title in
    /// Large Title bold (34 pt, HIG "Typography", https://developer.apple.com/design/human-interface-guidelines/typography)
    /// leading-aligned on the bar's 16 pt margin, 8 pt above the area's bottom (Layoutshot's
    /// approximation); the content centred in the rest.
    @Test func aNavigationTitleIsALargeTitleInABarAboveTheContent() {
        let screen = layout(NavigationStack { Text("Body").id("body").navigationTitle("Inbox") }, 390, 844)
        #expect(screen.size == CGSize(width: 390, height: 844))
        let title = screen.nodes.first { $0.label == "Text(\"Inbox\")" }
        #expect(title != nil, "the title is drawn")
        if case .text(let text, _)? = title?.content { #expect(text.font == Font.largeTitle.bold()) }
        // The deterministic measurer: 17 pt text is 8.5 wide a character, 20.4 a line; 34 pt twice
        // that, bold 10 % wider.
        let expected = CGRect(x: 16, y: 44 + 52 - 8 - 40.8, width: 5 * 17 * 1.1, height: 40.8)
        #expect(title.map { abs($0.frame.minX - expected.minX) + abs($0.frame.minY - expected.minY)
            + abs($0.frame.width - expected.width) + abs($0.frame.height - expected.height) < 1e-9 } == true,
                "\(String(describing: title?.frame))")
        let body = screen.frame(of: "body")!
        #expect(abs(body.midY - (96 + (844 - 96) / 2)) < 1e-9 && abs(body.midX - 195) < 1e-9, "centred below the bar: \(body)")
        // A list starts under the bar, and its grouped background shows behind the bar too.
        let list = layout(NavigationView { List { Text("Row").id("row") }.navigationTitle(Text("Settings")) }, 390, 844)
        #expect(list.nodes.contains { $0.label == "Text(\"Settings\")" })
        #expect(list.nodes.contains { $0.kind == ViewKind.color && $0.frame == CGRect(x: 0, y: 0, width: 390, height: 844) && $0.content == .color(Color(.systemGroupedBackground)) })
        // The list's first row: its 20 pt top inset, the 44 pt row holding 11 + 20.4 + 11, centred.
        #expect(abs(list.frame(of: "row")!.minY - (96 + 20 + (44 - 42.4) / 2 + 11)) < 1e-9, "\(list.frame(of: "row")!)")
        // Without a title there is no bar: the stack is its root view.
        #expect(layout(NavigationStack { Text("Body") }, 390, 844).size == CGSize(width: 4 * 8.5, height: 20.4))
        // A nested stack shows its own title; the outer one does not take it.
        let nested = layout(NavigationStack { NavigationStack { Text("x").navigationTitle("Inner") } }, 390, 844)
        #expect(nested.nodes.filter { $0.label == "Text(\"Inner\")" }.count == 1)
    }

    @Test func geometryReadersAndPositionsTakeTheProposal() {
        let reader = layout(GeometryReader { proxy in Color.red.frame(width: proxy.size.width / 2).id("half") }, 300, 200)
        #expect(reader.size == CGSize(width: 300, height: 200))
        #expect(reader.frame(of: "half") == CGRect(x: 0, y: 0, width: 150, height: 200))
        let positioned = layout(Color.red.frame(width: 10, height: 10).id("dot").position(x: 50, y: 20), 100, 100)
        #expect(positioned.frame(of: "dot") == CGRect(x: 45, y: 15, width: 10, height: 10))
        let offset = layout(HStack(spacing: 0) { Color.red.frame(width: 10, height: 10).offset(x: 5, y: 3).id("o"); Color.blue.frame(width: 10, height: 10).id("b") })
        #expect(offset.frame(of: "b")?.minX == 10, "offset does not move the view's neighbours")
        #expect(offset.nodes.contains { $0.frame == CGRect(x: 5, y: 3, width: 10, height: 10) && $0.kind == ViewKind.color })
    }

    @Test func textInterpolationAndConcatenation() {
        let value = 3.14159
        #expect(layout(Text("\(value, specifier: "%.1f") km")).nodes.contains { $0.label == "Text(\"3.1 km\")" })
        #expect(layout(Text("a") + Text("bc")).size.width == 3 * 8.5)
        #expect(layout(Text("Hi").textCase(.uppercase)).nodes.contains { $0.label == "Text(\"HI\")" })
    }
}

private struct PaddedStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.padding(10).background(Color.blue)
    }
}
