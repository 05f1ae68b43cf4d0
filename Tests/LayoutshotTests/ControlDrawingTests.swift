import Foundation
import Layoutshot
import Testing

/// Controls drawn whole, as iOS draws them: the parts each control's file describes, with the
/// sources cited there (Apple's Human Interface Guidelines and UIKit's metrics).
@MainActor @Suite struct ControlDrawingTests {
    func layout<V: View>(_ view: V, _ width: CGFloat? = nil, _ height: CGFloat? = nil) -> ComputedLayout {
        ComputedLayout(of: view, proposal: ProposedViewSize(width: width, height: height))
    }

    func texts(_ layout: ComputedLayout) -> [String] {
        layout.nodes.compactMap { node in
            if case .text(let text, _) = node.content { return text.lines.map(\.text).joined(separator: " ") }
            return nil
        }
    }

    func node(_ layout: ComputedLayout, text: String) -> LayoutNode? {
        layout.nodes.first { node in
            if case .text(let t, _) = node.content { return t.lines.map(\.text).joined(separator: " ") == text }
            return false
        }
    }

    /// The white raised segment of a segmented picker.
    func selectedSegment(_ layout: ComputedLayout) -> CGRect? {
        layout.nodes.first { $0.content == .shape(.roundedRectangle(cornerRadius: 7)) && $0.style.fill == .color(.white) }?.frame
    }

    /// `.textFieldStyle(.roundedBorder)` is UIKit's `UITextField.BorderStyle.roundedRect` (Apple's
    /// docs: "Displays a rounded-style border for the text field"): the text inset 7 points across
    /// and 6 down inside a rounded border with a 5-point corner; `.plain` and `.automatic` draw the
    /// text alone, as iOS's default text field does.
    @Test func aRoundedBorderTextFieldInsetsItsTextInARoundedBorder() throws {
        let plain = layout(TextField("Name", text: .constant("")), 300)
        let automatic = layout(TextField("Name", text: .constant("")).textFieldStyle(.automatic), 300)
        let rounded = layout(TextField("Name", text: .constant("")).textFieldStyle(.roundedBorder), 300)
        #expect(automatic.size == plain.size)
        #expect(layout(TextField("Name", text: .constant("")).textFieldStyle(.plain), 300).size == plain.size)
        #expect(rounded.size == CGSize(width: 300, height: plain.size.height + 12))
        let placeholder = try #require(node(rounded, text: "Name"))
        #expect(placeholder.frame.origin == CGPoint(x: 7, y: 6))
        let borders = rounded.nodes.filter { $0.content == .shape(.roundedRectangle(cornerRadius: 5)) }
        #expect(borders.count == 2, "the field's background and its border")
        #expect(borders.allSatisfy { $0.frame == CGRect(origin: .zero, size: rounded.size) })
        #expect(!plain.nodes.contains { $0.content == .shape(.roundedRectangle(cornerRadius: 5)) })
    }

    @Test func aSegmentedPickerRaisesTheSelectedSegment() throws {
        let picker = Picker("Size", selection: .constant(2)) {
            Text("Small").tag(1); Text("Medium").tag(2); Text("Large").tag(3)
        }.pickerStyle(.segmented)
        let computed = layout(picker, 300)
        #expect(computed.size == CGSize(width: 300, height: 32))
        // Three equal segments of 100 pt; the selected one (tag 2, the second) on a white segment 2 pt in.
        #expect(selectedSegment(computed) == CGRect(x: 102, y: 2, width: 96, height: 28))
        // 13 pt text (UIKit's segment font).
        if case .text(let text, _)? = node(computed, text: "Medium")?.content { #expect(text.font.size == 13) }
        // No tag equal to the selection: no segment raised.
        let none = layout(Picker("Size", selection: .constant(9)) { Text("A").tag(1); Text("B").tag(2) }.pickerStyle(.segmented), 300)
        #expect(selectedSegment(none) == nil)
    }

    @Test func aForEachTagsItsViewsWithTheirIDsInsideAPicker() throws {
        let picker = Picker("Fruit", selection: .constant("c")) {
            ForEach(["a", "b", "c"], id: \.self) { Text($0) }
        }.pickerStyle(.segmented)
        #expect(selectedSegment(layout(picker, 300)) == CGRect(x: 202, y: 2, width: 96, height: 28))
        // An explicit tag wins over the id.
        let tagged = Picker("Fruit", selection: .constant(0)) {
            ForEach(["a", "b", "c"], id: \.self) { Text($0).tag($0 == "a" ? 0 : 1) }
        }.pickerStyle(.segmented)
        #expect(selectedSegment(layout(tagged, 300))?.minX == 2)
    }

    @Test func aMenuPickerShowsTheSelectedValue() throws {
        let picker = Picker("Flavor", selection: .constant("b")) { Text("Apple").tag("a"); Text("Banana").tag("b") }
        // In a form row: the label, then the value and the up-down chevrons, in the secondary colour.
        let row = layout(Form { picker }, 390, 300)
        #expect(texts(row).contains("Flavor") && texts(row).contains("Banana") && !texts(row).contains("Apple"), "\(texts(row))")
        #expect(node(row, text: "Banana")?.style.foreground == .secondary)
        #expect(row.nodes.contains { $0.style.image == .system("chevron.up.chevron.down") })
        // Alone: the value in the accent colour, without the label.
        let alone = layout(picker)
        #expect(texts(alone) == ["Banana"])
        #expect(node(alone, text: "Banana")?.style.foreground == .accentColor)
    }

    @Test func aWheelPickerCentresTheSelectedRowAmongItsNeighbours() throws {
        let picker = Picker("Number", selection: .constant(3)) {
            ForEach(0..<8) { Text("Row \($0)") }
        }.pickerStyle(.wheel)
        let computed = layout(picker, 320)
        #expect(computed.size == CGSize(width: 320, height: 216))
        let selected = try #require(node(computed, text: "Row 3"))
        #expect(abs(selected.frame.midY - 108) < 1e-9, "centred: \(selected.frame)")
        // The rows either side are on the wheel: closer to the middle than 32 pt a row apart along
        // its surface, sin(32/108) × 108 ≈ 31.5 pt for the next one.
        let next = try #require(node(computed, text: "Row 4")), previous = try #require(node(computed, text: "Row 2"))
        #expect(abs(next.frame.midY - 108 - 108 * sin(32.0 / 108)) < 1e-6, "\(next.frame)")
        #expect(abs(108 - previous.frame.midY - 108 * sin(32.0 / 108)) < 1e-6, "\(previous.frame)")
        // The selection band: a 32 pt rounded band across the middle.
        #expect(computed.nodes.contains { $0.content == .shape(.roundedRectangle(cornerRadius: 8)) && $0.frame.height == 32 && abs($0.frame.midY - 108) < 1e-9 })
    }

    @Test func aTabViewShowsTheSelectedTabOverItsTabBar() throws {
        func tabs(_ selection: Binding<Int>?) -> some View {
            let content = Group {
                Text("Inbox content").tabItem { Label("Inbox", systemImage: "tray") }.tag(1)
                Text("Settings content").tabItem { Label("Settings", systemImage: "gear") }.tag(2)
            }
            return selection.map { AnyView(TabView(selection: $0) { content }) } ?? AnyView(TabView { content })
        }
        let second = layout(tabs(.constant(2)), 390, 844)
        #expect(texts(second).contains("Settings content") && !texts(second).contains("Inbox content"), "\(texts(second))")
        // Each tab's item in the bar: its icon (25 pt) and its title (10 pt).
        #expect(texts(second).contains("Inbox") && texts(second).contains("Settings"))
        let icons = second.nodes.filter { $0.style.image == .system("tray") || $0.style.image == .system("gear") }
        #expect(icons.count == 2 && icons.allSatisfy { $0.frame.size == CGSize(width: 25, height: 25) })
        #expect(icons.allSatisfy { $0.frame.minY >= 844 - 49 }, "in the bar: \(icons.map(\.frame))")
        if case .text(let title, _)? = node(second, text: "Settings")?.content { #expect(title.font.size == 10) }
        // The selected item is tinted, the others grey.
        #expect(node(second, text: "Settings")?.style.foreground == .accentColor)
        #expect(node(second, text: "Inbox")?.style.foreground == Color(.systemGray))
        let bar = try #require(second.nodes.first { $0.label.hasPrefix("tab bar") })
        #expect(bar.frame == CGRect(x: 0, y: 844 - 49, width: 390, height: 49))
        // Without a selection: the first tab.
        let first = layout(tabs(nil), 390, 844)
        #expect(texts(first).contains("Inbox content") && !texts(first).contains("Settings content"))
        #expect(node(first, text: "Inbox")?.style.foreground == .accentColor)
    }

    @Test func aSliderHasAFilledTrackAndAThumbAtItsValue() throws {
        let computed = layout(Slider(value: .constant(25.0), in: 0...100), 328)
        #expect(computed.size == CGSize(width: 328, height: 28))
        let thumb = try #require(computed.nodes.first { $0.content == .shape(.circle) && $0.style.fill == .color(.white) })
        // The thumb's centre runs from 14 to 328 − 14: at a quarter, 14 + 0.25 × 300.
        #expect(thumb.frame == CGRect(x: 89 - 14, y: 0, width: 28, height: 28))
        #expect(thumb.style.effects.contains { if case .shadow = $0 { return true }; return false } || computed.nodes.contains {
            $0.style.effects.contains { if case .shadow = $0 { return true }; return false } })
        let filled = try #require(computed.nodes.first { $0.content == .shape(.capsule) && $0.style.fill == .color(.accentColor) })
        #expect(filled.frame == CGRect(x: 0, y: 12, width: 89, height: 4), "from the leading end to the thumb's centre")
        let track = try #require(computed.nodes.first { $0.content == .shape(.capsule) && $0.style.fill == .color(Color(.systemFill)) })
        #expect(track.frame == CGRect(x: 0, y: 12, width: 328, height: 4))
    }

    @Test func aStepperHasMinusAndPlus() throws {
        let computed = layout(Stepper("Count", value: .constant(1), in: 0...5), 320)
        let minus = try #require(computed.nodes.first { $0.style.image == .system("minus") })
        let plus = try #require(computed.nodes.first { $0.style.image == .system("plus") })
        let control = try #require(computed.nodes.first { $0.content == .shape(.roundedRectangle(cornerRadius: 8)) })
        #expect(control.frame.size == CGSize(width: 94, height: 32))
        #expect(abs(minus.frame.midX - (control.frame.minX + 23.25)) < 1e-9 && abs(plus.frame.midX - (control.frame.maxX - 23.25)) < 1e-9,
                "centred in the halves either side of the 1 pt separator")
    }

    @Test func anIndeterminateProgressViewIsASpinnerOfEightSpokes() throws {
        let computed = layout(ProgressView())
        #expect(computed.size == CGSize(width: 20, height: 20))
        let spokes = computed.nodes.filter { $0.content == .shape(.capsule) }
        #expect(spokes.count == 8)
        let angles = computed.nodes.compactMap { node -> Double? in
            for effect in node.style.effects { if case .rotation(let radians, _) = effect { return radians } }
            return nil
        }
        #expect(angles.count == 8 && zip(angles, 0..<8).allSatisfy { abs($0 - Double($1) * .pi / 4) < 1e-9 }, "one spoke every 45°: \(angles)")
    }

    @Test func aCompactDatePickerShowsDateAndTimeChips() throws {
        let date = Date(timeIntervalSinceReferenceDate: 0) // 2001-01-01 00:00 UTC
        let both = texts(layout(DatePicker("Start", selection: .constant(date)), 390))
        #expect(both.first == "Start" && both.contains("Jan 1, 2001") && both.contains { $0.hasPrefix("12:00") && $0.hasSuffix("AM") }, "\(both)")
        let dateOnly = texts(layout(DatePicker("Start", selection: .constant(date), displayedComponents: [.date]), 390))
        #expect(dateOnly == ["Start", "Jan 1, 2001"])
    }

    @Test func aListsBackgroundCoversRowsTallerThanItAndItClipsThem() throws {
        let computed = layout(List { ForEach(0..<30) { Text("Row \($0)") } }, 390, 400)
        let backgrounds = computed.nodes.filter { $0.content == .color(Color(.systemGroupedBackground)) }
        let rowsBottom = computed.nodes.filter { $0.kind == ViewKind.text }.map(\.frame.maxY).max() ?? 0
        #expect(rowsBottom > 400, "the rows run past the list")
        #expect(backgrounds.contains { $0.frame.maxY >= rowsBottom }, "the grouped background is behind every row: \(backgrounds.map(\.frame))")
        #expect(backgrounds.contains { $0.frame == CGRect(x: 0, y: 0, width: 390, height: 400) }, "and fills the list")
        #expect(computed.nodes.contains { $0.style.clipShape != nil && $0.frame == CGRect(x: 0, y: 0, width: 390, height: 400) },
                "what runs past the list is clipped")
    }
}
