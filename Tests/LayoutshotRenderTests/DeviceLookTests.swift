import Foundation
import Layoutshot
import LayoutshotGraphics
import LayoutshotPixels
import LayoutshotRender
import Testing

/// Text as an iPhone sets it, checked against recordings of real SwiftUI (`Corpus/recordings.tsv`:
/// swift-snapshot-testing PNGs at 2×, whose size is the view's size rounded up to a pixel).
@MainActor
@Suite struct SystemTextTests {
    /// The body-text recordings of davdroman/TextBuilder (one-line `Text`s, `.fixedSize()`, at 2×):
    /// string, the words drawn bold, and the recorded width in points (pixels / 2).
    static let recordedBodyWidths: [(text: String, bold: String?, width: CGFloat)] = [
        ("Lorem ipsum dolor sit amet, consectetur", "sit", 308.5),
        ("Loremipsum dolorsitamet, consectetur", "sit", 295.5),
        ("Lorem sit amet, consectetur 1 2 3", "sit", 255.5),
        ("amet, consectetur", nil, 139),
    ]

    /// The width of `text` in body text with the `bold` word bold, as SwiftUI's concatenated `Text`.
    static func bodyWidth(_ text: String, bold: String?) -> CGFloat {
        guard let bold, let range = text.range(of: bold) else { return sharedMeasurer.width(of: Substring(text), font: .body) }
        return sharedMeasurer.width(of: text[..<range.lowerBound], font: .body)
            + sharedMeasurer.width(of: text[range], font: .body.bold())
            + sharedMeasurer.width(of: text[range.upperBound...], font: .body)
    }

    @Test func bodyTextIsAsWideAsSFPro() {
        for sample in Self.recordedBodyWidths {
            let width = Self.bodyWidth(sample.text, bold: sample.bold)
            // The README's table of widths is these lines.
            print("width table: \(sample.text) | \(sample.width) | \((width * 10).rounded() / 10)")
            // The recording rounds the width up to half a point; Inter with Apple's tracking lands within 1.5 points.
            #expect(abs(width - sample.width) <= 1.5, "\"\(sample.text)\": \(width) against SF Pro's \(sample.width)")
        }
    }

    @Test func oneLineOfBodyTextIsSFProsLineAndFourLinesAddTheStyleLineHeight() {
        // Recorded: one line 41 px at 2× (20.5 pt, SF Pro's 20.29 rounded up to a pixel); four lines
        // ("Lorem\nipsum dolor\nsit\namet, consectetur") 173 px (86.5 pt): 20.29 + 3 × 22.
        let one = TextLayoutEngine.layout("Lorem", font: .body, width: nil, lineLimit: nil, measurer: sharedMeasurer)
        #expect(abs(one.size.height - 20.29) < 0.01, "\(one.size.height)")
        let four = TextLayoutEngine.layout("Lorem\nipsum dolor\nsit\namet, consectetur", font: .body, width: nil, lineLimit: nil,
                                           measurer: sharedMeasurer)
        #expect(four.lines.count == 4)
        #expect((four.size.height * 2).rounded(.up) == 173, "\(four.size.height)")
        #expect(abs(four.lines[1].baseline - four.lines[0].baseline - 22) < 1e-9, "body lines are 22 points apart (HIG)")
        #expect((four.size.width * 2).rounded(.up) >= 276 && (four.size.width * 2).rounded(.up) <= 280, "\(four.size.width)")
    }

    @Test func largeTextUsesTheDisplayCutAndAppleTracking() {
        #expect(FontResolution.textFont(for: .body).family == "Inter")
        #expect(FontResolution.textFont(for: .title3).family == "Inter Display", "20 points and up: Display")
        #expect(FontResolution.textFont(for: .body).tracking == -0.43, "HIG: 17 pt tracks -0.43")
        #expect(FontResolution.textFont(for: .largeTitle).tracking == 0.40, "HIG: 34 pt tracks +0.40")
        #expect(abs(FontResolution.tracking(forSize: 16.5) - (-0.37)) < 1e-9, "between listed sizes: interpolated")
        #expect(FontResolution.tracking(forSize: 120) == 0)
        // Tracking follows every character, the last one too: "aa" is twice "a".
        let a = sharedMeasurer.width(of: "a", font: .body), aa = sharedMeasurer.width(of: "aa", font: .body)
        #expect(abs(aa - 2 * a) < 0.01, "every character carries its tracking, the last one too")
    }

    @Test func nineWeightsAreNineFaces() {
        var widths: [CGFloat] = []
        for weight in [Font.Weight.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black] {
            widths.append(sharedMeasurer.width(of: "Weights", font: .system(size: 17, weight: weight)))
            #expect(sharedMeasurer.resolvedFamilies(of: "Weights", font: .system(size: 17, weight: weight)) == ["Inter"])
        }
        #expect(Set(widths).count == 9, "each weight is its own face: \(widths)")
        #expect(widths == widths.sorted(), "heavier is wider in Inter, as in SF Pro: \(widths)")
    }

    @Test func fallbacksStayForOtherScripts() {
        #expect(sharedMeasurer.resolvedFamilies(of: "안녕", font: .body) == ["NanumGothic"])
        #expect(sharedMeasurer.resolvedFamilies(of: "你", font: .body) == ["Noto Sans CJK SC"])
        #expect(sharedMeasurer.resolvedFamilies(of: "😀", font: .body) == ["Noto Color Emoji"])
        #expect(sharedMeasurer.resolvedFamilies(of: "مرحبا", font: .body) == ["DejaVu Sans"])
        #expect(sharedMeasurer.missingGlyphCount(in: "Hello 안녕 漢字 😀 مرحبا", font: .body) == 0)
    }
}

/// `Font.custom` draws with the user's files (`FontFiles`), matched by family or PostScript name.
/// The tests register DejaVu Serif's files, which every machine with the fonts has, as if they
/// were an app's own, for their own task only (`FontFiles.withFiles`), so the other tests running
/// at the same time draw what they always do.
@Suite struct CustomFontTests {
    let serif = "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf"
    let serifBold = "/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf"

    @Test func customFontsDrawFromRegisteredFiles() throws {
        let sample = "Brand type"
        try FontFiles.withFiles([]) {
            let unregistered = sharedMeasurer.width(of: Substring(sample), font: .custom("DejaVu Serif", size: 17))
            #expect(unregistered == sharedMeasurer.width(of: Substring(sample), font: .body), "an unknown name draws the system font, as in SwiftUI")
            #expect(FontFiles.unknownNames(in: [.custom("DejaVu Serif", size: 17)]) == ["DejaVu Serif"])
        }
        try FontFiles.withFiles([serif, serifBold]) {
            let serifWidth = sharedMeasurer.width(of: Substring(sample), font: .system(size: 17, design: .serif))
            #expect(sharedMeasurer.width(of: Substring(sample), font: .custom("DejaVu Serif", size: 17)) == serifWidth)
            #expect(sharedMeasurer.resolvedFamilies(of: sample, font: .custom("DejaVu Serif", size: 17)) == ["DejaVu Serif"])
            // A PostScript name picks its face: the bold one.
            let bold = sharedMeasurer.width(of: Substring(sample), font: .custom("DejaVuSerif-Bold", size: 17))
            #expect(bold == sharedMeasurer.width(of: Substring(sample), font: .system(size: 17, weight: .bold, design: .serif)))
            #expect(bold > serifWidth)
            #expect(FontFiles.unknownNames(in: [.custom("DejaVu Serif", size: 17), .custom("Nope", size: 3)]) == ["Nope"])
        }
        // Scales with Dynamic Type as body does; a fixed size does not.
        #expect(Font.custom("DejaVu Serif", size: 17).resolved(for: .accessibility1).size == 28)
        #expect(Font.custom("DejaVu Serif", size: 20, relativeTo: .title3).resolved(for: .xxxLarge).size == 26)
        #expect(Font.custom("DejaVu Serif", fixedSize: 17).resolved(for: .accessibility1).size == 17)
    }

    @Test func theSystemFontCanPointAtTheUsersFiles() throws {
        #expect(throws: RenderError.self) { try FontFiles.withFiles([serif], systemFamily: "Nope") {} }
        try FontFiles.withFiles([serif, serifBold], systemFamily: "DejaVu Serif") {
            #expect(sharedMeasurer.resolvedFamilies(of: "Body", font: .body) == ["DejaVu Serif"])
            #expect(sharedMeasurer.resolvedFamilies(of: "Title", font: .largeTitle) == ["DejaVu Serif"])
            #expect(FontResolution.textFont(for: .body).tracking == -0.43, "Apple's tracking still applies")
        }
        #expect(sharedMeasurer.resolvedFamilies(of: "Body", font: .body) == ["Inter"], "outside, the system font is Inter again")
    }

    @Test func theProcessWideRegistrationFindsFilesInFolders() throws {
        #expect(throws: RenderError.self) { try FontFiles.setSystemFont(family: "No Such Family") }
        #expect(FontFiles.registeredFiles.allSatisfy { FileManager.default.isReadableFile(atPath: $0) })
    }

    @Test func badFontFoldersAreRefusedWithTheFix() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("layoutshot-no-fonts-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: empty) }
        #expect(throws: RenderError.noFontFiles(path: empty)) { try FontFiles.addFolder(empty) }
        #expect(throws: RenderError.fontFolderUnreadable(path: empty + "/missing")) { try FontFiles.addFolder(empty + "/missing") }
        let notAFont = empty + "/fake.ttf"
        _ = FileManager.default.createFile(atPath: notAFont, contents: Data("not a font".utf8))
        #expect(throws: RenderError.notAFontFile(path: notAFont)) { try FontFiles.addFolder(empty) }
        #expect(RenderError.noFontFiles(path: "/x").description.contains(".ttf"))
    }
}

/// `view` laid out at 100 points with the shared measurer.
@MainActor func sharedMeasurerLayout<V: View>(_ view: V) -> ComputedLayout {
    ComputedLayout(of: view, proposal: ProposedViewSize(width: 100, height: nil), textMeasurer: sharedMeasurer)
}

/// The plain look: Apple's system colours for the views' colour scheme, platform and tint.
@MainActor
@Suite struct SystemColorTests {
    func render<V: View>(_ view: V, width: CGFloat = 100, style: RenderStyle = .plain) throws -> RGBAImage {
        let renderer = LayoutRenderer(textMeasurer: sharedMeasurer).styled(style)
        return try renderer.image(of: renderer.layout(view, width: width))
    }

    @Test func plainPicturesHaveNoChromeAndTheScreensBackground() throws {
        let image = try render(Color.clear.frame(width: 40, height: 20))
        #expect(image.width == 100 && image.height == 20, "the proposed width, no margin, rulers or legend")
        #expect(image[5, 5] == RGBA(r: 255, g: 255, b: 255, a: 255), "systemBackground, light")
        let dark = try render(Color.clear.frame(width: 40, height: 20).preferredColorScheme(.dark))
        #expect(dark[5, 5] == RGBA(r: 0, g: 0, b: 0, a: 255), "preferredColorScheme(.dark) makes the whole screen black")
    }

    @Test func semanticColoursTakeApplesValues() throws {
        func colour(_ color: Color, _ scheme: ColorScheme) throws -> RGBA {
            try render(color.frame(width: 10, height: 10).environment(\.colorScheme, scheme))[5, 5]
        }
        #expect(try colour(Color(.systemBackground), .dark) == RGBA(r: 0, g: 0, b: 0, a: 255))
        #expect(try colour(Color(.secondarySystemBackground), .dark) == RGBA(r: 28, g: 28, b: 30, a: 255))
        #expect(try colour(Color(.systemGroupedBackground), .light) == RGBA(r: 242, g: 242, b: 247, a: 255))
        #expect(try colour(Color(.label), .dark) == RGBA(r: 255, g: 255, b: 255, a: 255))
        #expect(try colour(.primary, .light) == RGBA(r: 0, g: 0, b: 0, a: 255))
        #expect(try colour(.blue, .dark) == RGBA(r: 10, g: 132, b: 255, a: 255), "SwiftUI's standard colours are the system colours")
        #expect(try colour(.white, .dark) == RGBA(r: 255, g: 255, b: 255, a: 255), "white is fixed")
        // secondaryLabel (235, 235, 245) at 60 % over black.
        #expect(try colour(.secondary, .dark) == RGBA(r: 141, g: 141, b: 147, a: 255))
        // The diagram keeps its own palette: dark `systemBackground` is its slate canvas, not black.
        let diagram = try LayoutRenderer(textMeasurer: sharedMeasurer, theme: .dark, overlays: [], showsRulers: false,
                                         showsFrames: false, showsGrid: false, margin: 0, showsLegend: false)
            .image(of: sharedMeasurerLayout(Color(.systemBackground).frame(width: 10, height: 10)))
        #expect(diagram[5, 5] == RGBA(r: 0x11, g: 0x1A, b: 0x2E, a: 255))
    }

    @Test func tintAndAccentColourChangeWhatSwiftUIWouldChange() throws {
        struct Card: View {
            var body: some View {
                Button("Join") {}.buttonStyle(.borderedProminent).frame(width: 80, height: 40)
            }
        }
        let plain = try render(Card())
        let tinted = try render(Card().tint(.purple))
        #expect(plain != tinted, "a tinted card differs from the untinted one")
        #expect(plain[40, 5] == RGBA(r: 0, g: 122, b: 255, a: 255), "untinted: the system blue")
        #expect(tinted[40, 5] == RGBA(r: 175, g: 82, b: 222, a: 255), "tinted: the system purple")
        let accent = try render(Card().accentColor(.green))
        #expect(accent[40, 5] == RGBA(r: 52, g: 199, b: 89, a: 255))
        let both = try render(Card().tint(.orange).accentColor(.green))
        #expect(both[40, 5] == RGBA(r: 255, g: 149, b: 0, a: 255), ".tint wins over .accentColor")
    }

    /// `glassEffect(_:in:)` "Renders a shape anchored behind a view with the Liquid Glass material"
    /// over the view's whole frame, in a capsule unless told otherwise, and leaves the view's size
    /// alone (https://developer.apple.com/documentation/swiftui/view/glasseffect(_:in:)). Drawn as
    /// `Glass` describes: 55 % of the system background over what is behind (the system blue, 0 122 255).
    @Test func glassIsATranslucentFillInItsShapeBehindTheView() throws {
        func card(_ glass: Glass?) -> some View {
            Group {
                if let glass { Color.clear.frame(width: 80, height: 30).glassEffect(glass) } else { Color.clear.frame(width: 80, height: 30) }
            }
            .padding(10).background(Color.blue)
        }
        let regular = try render(card(.regular))
        #expect(regular.width == 100 && regular.height == 50, "the glass does not change the view's size")
        let centre = regular[50, 25]
        #expect(abs(Int(centre.r) - 140) <= 1 && abs(Int(centre.g) - 195) <= 1 && centre.b == 255, "\(centre): 55 % white over blue")
        #expect(regular[11, 11] == RGBA(r: 0, g: 122, b: 255, a: 255), "outside the capsule's round end: the blue behind")
        let clear = try render(card(.clear))[50, 25]
        #expect(abs(Int(clear.r) - 51) <= 1, "\(clear): clear glass is 20 % white")
        let tinted = try render(card(.regular.tint(.red)))[50, 25]
        #expect(tinted.r > 220 && tinted.g < 100, "\(tinted): the tint over the glass")
        #expect(try render(card(.identity)) == render(card(nil)), "identity glass draws nothing")
        let shaped = try render(Color.clear.frame(width: 80, height: 30).glassEffect(in: .rect(cornerRadius: 4)).padding(10).background(Color.blue))
        #expect(shaped[13, 13].r > 100, "a rounded rectangle reaches nearer the corner than the capsule")
    }

    @Test func macOSTakesItsOwnTextSizesAndColours() throws {
        let text = Text("Body").environment(\.platform, .macOS)
        let layout = ComputedLayout(of: text, proposal: .unspecified, textMeasurer: sharedMeasurer)
        #expect(layout.nodes[layout.nodes.count - 1].frame.height < 16, "body is 13 points on macOS")
        #expect(Font.body.resolved(for: .large, platform: .macOS).size == 13)
        let headline = Font.headline.resolved(for: .accessibility3, platform: .macOS)
        #expect(headline.size == 13 && headline.weight == .bold, "macOS ignores Dynamic Type; headline is 13 bold")
        #expect(Font.body.resolved(for: .accessibility3, platform: .iOS).size == 40, "HIG: AX3 body is 40 on iOS")
        // HIG, Typography, "macOS built-in text styles": body 13/16, headline 13/16, footnote 10/13,
        // large title 26/32, title 22/26. One line is SF Pro's ascent and descent tall (13 ×
        // 2444/2048 = 15.51 for body); each further line adds the style's line height, never less
        // than a line (title's 26 is less than its 26.25-point line: lines do not overlap).
        for (style, size, pitch) in [(Font.body, 13.0, 16.0), (.headline, 13, 16), (.footnote, 10, 13), (.largeTitle, 26, 32), (.title, 22, 26)] {
            let lines = Text("One\nTwo\nThree").font(style).fixedSize().environment(\.platform, .macOS)
            let frame = ComputedLayout(of: lines, proposal: .unspecified, textMeasurer: sharedMeasurer).nodes.last!.frame
            let line = size * 2444 / 2048
            let expected = line + 2 * max(pitch, line)
            #expect(abs(frame.height - expected) < 0.01, "\(style) on macOS: \(frame.height), want \(expected)")
        }
        let iOSBody = ComputedLayout(of: Text("One\nTwo").fixedSize(), proposal: .unspecified, textMeasurer: sharedMeasurer).nodes.last!.frame
        #expect(abs(iOSBody.height - (17 * 2444 / 2048 + 22)) < 0.01, "iOS body keeps its 22-point line height")
        let mac = try render(Color.clear.frame(width: 10, height: 10).environment(\.platform, .macOS))
        #expect(mac[5, 5] == RGBA(r: 236, g: 236, b: 236, a: 255), "a Mac window's background")
    }
}

/// `.controlSize(_:)` as iOS draws it: bordered buttons take UIKit's button-configuration sizes
/// (`BorderedButtonMetrics`), `ProgressView()` UIKit's large indicator under `.large`, and the
/// controls UIKit draws in one size keep it.
@MainActor
@Suite struct ControlSizeTests {
    /// The frame of the outermost node of `view` laid out at its ideal size.
    func frame<V: View>(_ view: V) -> CGRect {
        ComputedLayout(of: view, proposal: .unspecified, textMeasurer: sharedMeasurer).nodes[0].frame
    }

    /// One line of system text of `font`: SF Pro's ascent and descent (`FontResolution`).
    func lineHeight(_ font: Font) -> CGFloat { font.size * 2444 / 2048 }

    @Test func borderedButtonsTakeEachSizesFontAndInsets() {
        // (size, label font, across, down): UIKit's mini, small, medium and large button sizes.
        let sizes: [(ControlSize, Font, CGFloat, CGFloat)] = [
            (.mini, .subheadline, 8, 3), (.small, .subheadline, 10, 5), (.regular, .body, 12, 7),
            (.large, .body, 20, 14), (.extraLarge, .body, 20, 14),
        ]
        for (size, font, across, down) in sizes {
            for prominent in [false, true] {
                let button = prominent
                    ? AnyView(Button("Continue") {}.buttonStyle(.borderedProminent).controlSize(size))
                    : AnyView(Button("Continue") {}.buttonStyle(.bordered).controlSize(size))
                let frame = frame(button)
                let width = sharedMeasurer.width(of: "Continue", font: font) + 2 * across
                #expect(abs(frame.width - width) < 0.01, "\(size) width \(frame.width), want \(width)")
                #expect(abs(frame.height - (lineHeight(font) + 2 * down)) < 0.01, "\(size) height \(frame.height)")
            }
        }
        // Regular is iOS's 34.3-point bordered button: 20.29 of body text and 7 above and below.
        #expect(abs(frame(Button("OK") {}.buttonStyle(.bordered)).height - 34.29) < 0.01)
    }

    @Test func aFontTheCodeSetWinsOverTheSizesFont() {
        let frame = frame(Button("Go") {}.buttonStyle(.bordered).font(.title).controlSize(.small))
        #expect(abs(frame.height - (lineHeight(.title) + 10)) < 0.01, "title text in small insets: \(frame.height)")
        #expect(abs(frame.width - (sharedMeasurer.width(of: "Go", font: .title) + 20)) < 0.01)
    }

    @Test func theSpinnerIsUIKitsLargeIndicatorUnderLarge() {
        #expect(frame(ProgressView()).size == CGSize(width: 20, height: 20))
        #expect(frame(ProgressView().controlSize(.small)).size == CGSize(width: 20, height: 20), "iOS has no smaller indicator")
        #expect(frame(ProgressView().controlSize(.large)).size == CGSize(width: 37, height: 37))
        #expect(frame(ProgressView().controlSize(.extraLarge)).size == CGSize(width: 37, height: 37))
    }

    @Test func controlsUIKitDrawsInOneSizeKeepIt() {
        struct Controls: View {
            var body: some View {
                VStack {
                    Toggle("Wi-Fi", isOn: .constant(true))
                    Slider(value: .constant(0.5))
                    Stepper("Count", value: .constant(1), in: 0...3)
                    Picker("Mode", selection: .constant(1)) { Text("One").tag(1); Text("Two").tag(2) }.pickerStyle(.segmented)
                    TextField("Name", text: .constant(""))
                }
            }
        }
        let regular = ComputedLayout(of: Controls(), proposal: ProposedViewSize(width: 320, height: nil), textMeasurer: sharedMeasurer)
        for size in [ControlSize.mini, .large] {
            let sized = ComputedLayout(of: Controls().controlSize(size), proposal: ProposedViewSize(width: 320, height: nil), textMeasurer: sharedMeasurer)
            #expect(sized.size == regular.size, "\(size): \(sized.size) against \(regular.size)")
        }
    }

    @Test func tintAndColorSchemeStillColourSizedButtons() throws {
        let renderer = LayoutRenderer(textMeasurer: sharedMeasurer).styled(.plain)
        let button = Button("Continue") {}.buttonStyle(.borderedProminent).controlSize(.large)
        let plain = try renderer.image(of: renderer.layout(button, width: 200))
        let tinted = try renderer.image(of: renderer.layout(button.tint(.purple), width: 200))
        let dark = try renderer.image(of: renderer.layout(button.tint(.purple).preferredColorScheme(.dark), width: 200))
        // 14 points of inset above the label: (100, 5) is the button's background.
        #expect(plain[100, 5] == RGBA(r: 0, g: 122, b: 255, a: 255), "the system blue")
        #expect(tinted[100, 5] == RGBA(r: 175, g: 82, b: 222, a: 255), "the system purple")
        #expect(dark[100, 5] == RGBA(r: 191, g: 90, b: 242, a: 255), "the system purple, dark")
        // A switch is green, and takes `.tint` (not `.accentColor`), at any control size.
        let toggle = Toggle("On", isOn: .constant(true)).controlSize(.large)
        func switchColour(_ view: some View) throws -> RGBA {
            let image = try renderer.image(of: renderer.layout(view, width: 200))
            return image[200 - 40, image.height / 2]
        }
        #expect(try switchColour(toggle) == RGBA(r: 52, g: 199, b: 89, a: 255), "the system green")
        #expect(try switchColour(toggle.tint(.purple)) == RGBA(r: 175, g: 82, b: 222, a: 255), "tinted purple")
        #expect(try switchColour(toggle.accentColor(.purple)) == RGBA(r: 52, g: 199, b: 89, a: 255), "the accent colour leaves it green")
    }
}
