import Foundation
import Layoutshot
import LayoutshotGraphics
import LayoutshotPixels
import LayoutshotRender
import Testing

/// Diagrams meant for documentation: labels in free space, a legend, contact sheets that fit a
/// page, and a dark theme that follows SwiftUI's semantic colours.
@MainActor
@Suite struct DiagramReadabilityTests {
    /// A report card whose title text carries an id at the top-left of a padded card, with
    /// small badges and chips close together: where the old chips landed on text.
    static var report: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack(spacing: 8) {
                Text("Weekly report").font(.headline).id("title")
                Spacer()
                Capsule().foregroundColor(.green).frame(width: 36, height: 18).id("status")
            }
            HStack(spacing: 12) {
                Text("docs").padding(6).background(Capsule().foregroundColor(Color(.secondarySystemBackground))).id("docs")
                Text("tests").padding(6).background(Capsule().foregroundColor(.blue.opacity(0.2))).id("tests")
                Text("bench").padding(6).background(RoundedRectangle(cornerRadius: 6).foregroundColor(.white)).id("bench")
            }
        }
        .padding(16)
        .background(Color(.systemBackground))
        .id("card")
    }

    static let views: [(String, AnyView)] = [
        ("report", AnyView(report)), ("card", AnyView(Samples.card)), ("settings", AnyView(GalleryTests.settingsRow)),
        ("paragraph", AnyView(GalleryTests.paragraph)),
    ]

    /// The views' names, as the test's arguments (nonisolated: Swift Testing reads its arguments
    /// off the main actor, and the views are main-actor values).
    nonisolated static let viewNames = ["report", "card", "settings", "paragraph"]

    @Test(arguments: viewNames)
    func labelsNeverCoverTextOrEachOther(name: String) throws {
        #expect(Self.views.map(\.0) == Self.viewNames)
        let view = try #require(Self.views.first { $0.0 == name }).1
        let renderer = LayoutRenderer(textMeasurer: sharedMeasurer, overlays: [.padding, .spacing, .alignmentGuides])
        for width: CGFloat in [180, 240, 320, 480, 768] {
            let layout = renderer.layout(view, width: width)
            let geometry = renderer.geometry(of: layout)
            let texts = layout.nodes.filter { if case .text = $0.content { return true }; return false }
                .map { geometry.pictureRect(of: $0.frame) }
            let ids = layout.nodes.compactMap(\.id).count
            #expect(ids > 0)
            for (i, label) in geometry.labels.enumerated() {
                let rect = label.rect.insetBy(dx: 0.25, dy: 0.25)
                #expect(!texts.contains { $0.intersects(rect) }, "\(name) at \(width): “\(label.text)” covers text")
                #expect(!geometry.labels[(i + 1)...].contains { $0.rect.intersects(rect) }, "\(name) at \(width): “\(label.text)” covers a label")
                #expect(CGRect(origin: .zero, size: geometry.size).contains(label.rect), "\(name) at \(width): “\(label.text)” is in the picture")
            }
            // Every id is either on the canvas or listed in the legend.
            let shown = Set(geometry.labels.map(\.text))
            #expect(layout.nodes.compactMap(\.id).allSatisfy { id in
                let text = "\(id.base)"
                return shown.contains(text) || geometry.unlabelledIDs.contains(text)
            }, "\(name) at \(width)")
            #expect(geometry.legend != nil)
        }
    }

    @Test func theTitleChipNoLongerSitsOnItsText() throws {
        let renderer = LayoutRenderer(textMeasurer: sharedMeasurer)
        let layout = renderer.layout(Self.report, width: 320)
        let geometry = renderer.geometry(of: layout)
        let title = geometry.pictureRect(of: try #require(layout.frame(of: "title")))
        let chip = try #require(geometry.labels.first { $0.text == "title" })
        #expect(!chip.rect.intersects(title))
        #expect(chip.rect.maxY <= title.minY + 0.5 || chip.rect.minX >= title.maxX || chip.rect.maxX <= title.minX,
                "beside or above its frame")
    }

    @Test func paddingIsHatchedUnderContentSoBackgroundsKeepTheirColour() throws {
        // The white rounded card behind "bench" keeps white pixels inside its padding band: the
        // hatching leaves most of the band as it was (a tint would have covered all of it).
        var renderer = LayoutRenderer(textMeasurer: sharedMeasurer, scale: .x2, overlays: [.padding])
        renderer.showsGrid = false
        renderer.theme.canvas = GraphicsColor(rgb: 0xDDDDDD)
        let layout = renderer.layout(Self.report, width: 320)
        let geometry = renderer.geometry(of: layout)
        let image = try renderer.image(of: layout)
        let bench = try #require(layout.node(withID: "bench"))
        let padding = try #require(layout.children(of: bench).first { $0.kind == .padding } ?? layout.nodes.first { $0.parent == bench.index && $0.kind == .padding })
        let band = pixelRect(of: padding.frame.insetBy(dx: 2, dy: 1.5), in: geometry)
        var white = 0, total = 0
        for y in band.minY..<(band.minY + 6) {
            for x in (band.minX + 8)..<(band.maxX - 8) {
                total += 1
                if image[x, y] == RGBA(r: 255, g: 255, b: 255, a: 255) { white += 1 }
            }
        }
        // Thin diagonal lines every 5 points leave a good part of it white; a tint left none.
        #expect(white > total / 5, "\(white) of \(total) pixels of the band are still the white background")
    }

    @Test func legendIsOnByDefaultAndOffWithOneOption() throws {
        var renderer = LayoutRenderer(textMeasurer: sharedMeasurer)
        let layout = renderer.layout(Samples.card, width: 300)
        let geometry = renderer.geometry(of: layout)
        let legend = try #require(geometry.legend)
        #expect(legend.minY >= geometry.canvasRect.maxY && legend.maxY <= geometry.size.height)
        let image = try renderer.image(of: layout)
        let rect = pixelRect(of: legend.offsetBy(dx: -geometry.contentOrigin.x, dy: -geometry.contentOrigin.y), in: geometry)
        #expect(countPixels(in: image, rect, differingFrom: pixel(renderer.theme.page)) > 500, "the legend is drawn")
        renderer.showsLegend = false
        let bare = renderer.geometry(of: layout)
        #expect(bare.legend == nil && bare.size.height < geometry.size.height)
    }

    @Test func contactSheetsWrapUnderTheirMaximumWidth() throws {
        var renderer = LayoutRenderer(textMeasurer: sharedMeasurer, scale: .x2)
        let layouts = renderer.layouts(Samples.card, widths: [200, 300, 768])
        let sheet = renderer.contactSheetGeometry(of: layouts)
        // 200 and 300 fit in 1,600 px side by side; 768 does not fit beside them and gets a row
        // of its own (a single panel may be wider than the limit).
        let widths = sheet.panels.map { Int($0.diagramRect.width) * 2 }
        #expect(widths[0] + widths[1] <= 1600 && widths[0] + widths[1] + widths[2] > 1600)
        #expect(sheet.panels[0].labelRect.minY == 0 && sheet.panels[1].labelRect.minY == 0)
        #expect(sheet.panels[1].labelRect.minX == sheet.panels[0].labelRect.maxX)
        #expect(sheet.panels[2].labelRect.minY == max(sheet.panels[0].diagramRect.maxY, sheet.panels[1].diagramRect.maxY))
        #expect(sheet.panels[2].labelRect.minX == 0)
        #expect(sheet.pixelWidth == max(widths[0] + widths[1], widths[2]))
        let image = try renderer.contactSheetImage(of: layouts)
        #expect(image.width == sheet.pixelWidth && image.height == sheet.pixelHeight)
        // Each panel is still exactly its own picture.
        for (panel, layout) in zip(sheet.panels, layouts) {
            let rect = PixelRect(minX: Int(panel.diagramRect.minX) * 2, minY: Int(panel.diagramRect.minY) * 2,
                                 maxX: Int(panel.diagramRect.maxX) * 2, maxY: Int(panel.diagramRect.maxY) * 2)
            #expect(crop(image, rect) == (try renderer.image(of: layout)))
        }
        // A wide limit puts them in one row again; a narrow one gives each its own row.
        renderer.maximumSheetPixelWidth = 100_000
        #expect(Set(renderer.contactSheetGeometry(of: layouts).panels.map(\.labelRect.minY)) == [0])
        renderer.maximumSheetPixelWidth = 1
        #expect(Set(renderer.contactSheetGeometry(of: layouts).panels.map(\.labelRect.minX)) == [0])
    }

    @Test func darkThemeAdaptsSemanticColoursAndKeepsFixedOnes() throws {
        let light = DiagramTheme.light, dark = DiagramTheme.dark
        // Semantic colours follow the theme (SwiftUI resolves them per appearance).
        #expect(dark.resolve(Color(.systemBackground)) == dark.canvas)
        #expect(light.resolve(Color(.systemBackground)) == light.canvas)
        #expect(dark.resolve(.primary) == dark.text && dark.resolve(Color(.label)) == dark.text)
        #expect(dark.resolve(.secondary) == dark.secondaryText && dark.resolve(Color(uiColor: .secondaryLabel)) == dark.secondaryText)
        #expect(dark.resolve(Color(.secondarySystemBackground)) == dark.groupedBackground)
        #expect(dark.resolve(Color.primary.opacity(0.5)) == dark.text.withAlpha(0.5), "opacity on a semantic colour is kept")
        // Fixed colours keep their value: white is white on a dark page, as in SwiftUI.
        #expect(dark.resolve(.white) == GraphicsColor(rgb: 0xFFFFFF))
        #expect(dark.resolve(.blue) == light.resolve(.blue))
        #expect(Color(.systemBackground).isSemantic && Color.secondary.opacity(0.3).isSemantic)
        #expect(!Color.white.isSemantic && !Color(red: 1, green: 1, blue: 1).isSemantic)

        // Drawn: text on Color(.systemBackground) stays readable in the dark theme.
        let view = Text("Readable").padding(8).background(Color(.systemBackground)).id("card")
        let renderer = LayoutRenderer(textMeasurer: sharedMeasurer, theme: .dark, overlays: [], showsRulers: false,
                                      showsFrames: false, showsGrid: false)
        let layout = renderer.layout(view, width: nil)
        let image = try renderer.image(of: layout)
        let geometry = renderer.geometry(of: layout)
        let frame = pixelRect(of: try #require(layout.frame(of: "card")), in: geometry)
        #expect(image[frame.minX + 2, frame.minY + 2] == pixel(dark.canvas), "the background adapted")
        #expect(countPixels(in: image, frame, differingFrom: pixel(dark.canvas)) > 50, "the text shows on it")
    }
}
