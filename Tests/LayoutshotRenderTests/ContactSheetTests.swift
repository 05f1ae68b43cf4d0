import Foundation
import LayoutshotGraphics
import LayoutshotRender
import Testing

@MainActor
@Suite struct ContactSheetTests {
    let renderer = LayoutRenderer(textMeasurer: sharedMeasurer)
    let widths: [CGFloat] = [180, 260, 360]

    @Test func sheetPlacesEachWidthSideBySideUnderItsLabel() throws {
        let layouts = renderer.layouts(Samples.card, widths: widths)
        let geometry = renderer.contactSheetGeometry(of: layouts)
        let singles = layouts.map { renderer.geometry(of: $0) }
        #expect(geometry.panels.map(\.label) == ["180 pt", "260 pt", "360 pt"])
        #expect(geometry.size.width == singles.map(\.size.width).reduce(0, +))
        #expect(geometry.size.height == ContactSheetGeometry.labelHeight + singles.map(\.size.height).max()!)
        #expect(geometry.panels.map(\.diagram) == singles)

        let sheet = try renderer.contactSheetImage(of: layouts)
        #expect(sheet.width == geometry.pixelWidth && sheet.height == geometry.pixelHeight)
        let page = pixel(renderer.theme.page)
        for (panel, layout) in zip(geometry.panels, layouts) {
            // The label row has ink (the width's label) near its left, where the canvas starts.
            let label = PixelRect(minX: Int(panel.labelRect.minX), minY: 0, maxX: Int(panel.labelRect.maxX),
                                  maxY: Int(panel.labelRect.maxY))
            #expect(countPixels(in: sheet, label, differingFrom: page) > 100, "label \(panel.label) is drawn")
            // Each panel is exactly the separate picture of that width.
            let rect = PixelRect(minX: Int(panel.diagramRect.minX), minY: Int(panel.diagramRect.minY),
                                 maxX: Int(panel.diagramRect.maxX), maxY: Int(panel.diagramRect.maxY))
            #expect(crop(sheet, rect) == (try renderer.image(of: layout)), "panel \(panel.label) equals its own picture")
        }
        // Labels differ: the 180 and 260 label rows are not the same pixels.
        let a = geometry.panels[0].labelRect, b = geometry.panels[1].labelRect
        let width = Int(min(a.width, b.width))
        #expect(crop(sheet, PixelRect(minX: Int(a.minX), minY: 0, maxX: Int(a.minX) + width, maxY: Int(a.height)))
                != crop(sheet, PixelRect(minX: Int(b.minX), minY: 0, maxX: Int(b.minX) + width, maxY: Int(b.height))))
    }

    @Test(arguments: [DiagramScale.x1, .x2, .x3])
    func aSheetOfTheDrawnPanelsIsTheSheetDrawnAgain(scale: DiagramScale) throws {
        // `contactSheetPNG(of:panels:)` places the pictures drawn for the widths instead of
        // drawing them again; it must give exactly the sheet that draws them, at every scale and
        // when the sheet wraps into rows.
        var renderer = self.renderer
        renderer.scale = scale
        renderer.maximumSheetPixelWidth = 700
        let layouts = renderer.layouts(Samples.card, widths: widths)
        let panels = try layouts.map { try renderer.diagramSurface(of: $0) }
        let placed = try PNGCodec.decode(renderer.contactSheetPNG(of: layouts, panels: panels))
        let drawn = try renderer.contactSheetImage(of: layouts)
        #expect(renderer.contactSheetGeometry(of: layouts).panels.map(\.diagramRect.minY).contains { $0 > 0 }, "the sheet wraps")
        #expect(placed == drawn)
        // Panels that do not match the layouts are drawn instead of placed.
        let fallback = try PNGCodec.decode(renderer.contactSheetPNG(of: layouts, panels: Array(panels.dropLast())))
        #expect(fallback == drawn)
    }

    @Test func separateRenderingsMatchSingleRenders() throws {
        let renderings = try renderer.renderings(of: Samples.card, widths: widths, as: .png)
        #expect(renderings.map(\.width) == widths)
        for rendering in renderings {
            #expect(rendering.layout.proposal.width == rendering.width)
            #expect(rendering.bytes == (try renderer.png(of: renderer.layout(Samples.card, width: rendering.width))))
        }
        let images = try renderer.images(of: Samples.card, widths: widths)
        #expect(images.count == 3 && images[0].width < images[2].width)
    }

    @Test func sheetAtTwoTimesDoublesInPixels() throws {
        var double = renderer
        double.scale = .x2
        let layouts = double.layouts(Samples.card, widths: widths)
        let geometry = double.contactSheetGeometry(of: layouts)
        let image = try double.contactSheetImage(of: layouts)
        #expect(image.width == Int(geometry.size.width) * 2 && image.height == Int(geometry.size.height) * 2)
    }

    @Test func writeWidthsWritesEachWidthAndTheSheet() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let paths = try renderer.writeWidths(of: Samples.card, widths: [200, 320.5], to: directory, name: "card")
        #expect(paths.map { URL(fileURLWithPath: $0).lastPathComponent } == ["card-200.png", "card-320.5.png", "card-widths.png"])
        for path in paths {
            let bytes = try #require(FileManager.default.contents(atPath: path))
            #expect(try PNGCodec.decode([UInt8](bytes)).width > 100)
        }
    }
}
