import Foundation
import LayoutshotPixels
import LayoutshotRender
import Testing

@MainActor
@Suite struct ThemeAndOverlayTests {
    let layoutRenderer = LayoutRenderer(textMeasurer: sharedMeasurer)

    @Test func darkThemeDiffersFromLight() throws {
        var dark = layoutRenderer
        dark.theme = .dark
        let layout = layoutRenderer.layout(Samples.card, width: 240)
        let lightImage = try layoutRenderer.image(of: layout)
        let darkImage = try dark.image(of: layout)
        #expect(lightImage.width == darkImage.width && lightImage.height == darkImage.height)
        #expect(lightImage[0, 0] == pixel(DiagramTheme.light.page))
        #expect(darkImage[0, 0] == pixel(DiagramTheme.dark.page))
        let differing = zip(lightImage.pixels, darkImage.pixels).filter { $0 != $1 }.count
        #expect(differing > lightImage.pixels.count / 2, "most of the picture changes with the theme")
        func luminance(_ image: RGBAImage) -> Double {
            stride(from: 0, to: image.pixels.count, by: 4).reduce(0.0) { $0 + Double(image.pixels[$1]) } / Double(image.pixelCount)
        }
        #expect(luminance(darkImage) < luminance(lightImage) / 2)
    }

    @Test func framesDrawInTheirFamilyColours() throws {
        var renderer = layoutRenderer
        renderer.showsGrid = false
        renderer.overlays = []
        let layout = renderer.layout(Samples.card, width: 240)
        let geometry = renderer.geometry(of: layout)
        let image = try renderer.image(of: layout)
        // The root is padding: its outline sits on its frame's edge, in the padding colour.
        let root = layout.nodes[0]
        #expect(root.kind.family == .padding)
        let rect = pixelRect(of: root.frame, in: geometry)
        let padding = pixel(renderer.theme.padding.color)
        // The left edge (whole points; id chips may stand on the top one).
        let edge = (rect.minY..<rect.maxY).filter { image[rect.minX, $0] == padding }.count
        // Dots of 1.5 points every 3.5: at 1× about one pixel in six is exactly the colour.
        #expect(edge > (rect.maxY - rect.minY) / 8, "a dotted padding outline along the left edge")
        // The VStack (depth 1, a stack) has a 1.5-point outline in the stack colour: its first
        // pixel column is solid where no child's outline is on top (in the gap below the title row).
        let stack = try #require(layout.nodes.first { $0.kind == .vstack })
        let titleRow = try #require(layout.nodes.first { $0.kind == .hstack })
        let stackRect = pixelRect(of: stack.frame, in: geometry)
        let gapY = pixelRect(of: titleRow.frame, in: geometry).maxY + 4
        #expect(image[stackRect.minX, gapY] == pixel(renderer.theme.stack.color))
        #expect(image[stackRect.minX + 3, gapY] != pixel(renderer.theme.stack.color), "the outline is thin")
        // An id chip: the title's chip straddles its frame's top edge in the leaf colour.
        let title = pixelRect(of: try #require(layout.frame(of: "title")), in: geometry)
        let chip = pixel(renderer.theme.leaf.color.withAlpha(1))
        #expect(image[title.minX + 4, title.minY - 3] == chip)
    }

    @Test func overlaysMarkPaddingSpacingGuidesAndTrace() throws {
        var renderer = layoutRenderer
        renderer.overlays = []
        let layout = renderer.layout(Samples.card, width: 240)
        let plain = try renderer.image(of: layout)
        let geometry = renderer.geometry(of: layout)

        // Padding: the band between the padding view and its content changes.
        renderer.overlays = [.padding]
        let padded = try renderer.image(of: layout)
        let root = pixelRect(of: layout.nodes[0].frame, in: geometry)
        let band = PixelRect(minX: root.minX + 2, minY: root.minY + 2, maxX: root.maxX - 2, maxY: root.minY + 10)
        #expect(crop(padded, band) != crop(plain, band))

        // Spacing: the 8-point gap below the title row changes; the title row itself does not.
        renderer.overlays = [.spacing]
        let spaced = try renderer.image(of: layout)
        let titleRow = try #require(layout.nodes.first { $0.kind == .hstack })
        let row = pixelRect(of: titleRow.frame, in: geometry)
        let gap = PixelRect(minX: row.minX + 40, minY: row.maxY + 1, maxX: row.maxX - 40, maxY: row.maxY + 7)
        #expect(crop(spaced, gap) != crop(plain, gap))

        // Guides: changes somewhere; trace: a panel to the right makes the picture wider.
        renderer.overlays = [.alignmentGuides]
        #expect(try renderer.image(of: layout) != plain)
        renderer.overlays = [.trace]
        let traced = renderer.geometry(of: renderer.layout(Samples.card, width: 240))
        let panel = try #require(traced.tracePanel)
        #expect(panel.minX > traced.canvasRect.maxX)
        #expect(traced.size.width > geometry.size.width + 150)
        #expect(geometry.tracePanel == nil)
    }

    @Test func rulersMarkTheProposedWidth() throws {
        var renderer = layoutRenderer
        renderer.showsGrid = false
        let narrow = renderer.layout(Samples.card, width: 300)
        let geometry = renderer.geometry(of: narrow)
        #expect(geometry.contentBounds.width == 300, "the canvas reaches the proposed width")
        let image = try renderer.image(of: narrow)
        let proposal = pixel(renderer.theme.proposal)
        // The marker's tip is just above the canvas at x = 300.
        let x = Int(geometry.contentOrigin.x + 300) - 1
        let markerRow = Int(geometry.canvasRect.minY) - DiagramGeometryProbe.headroom - 3
        #expect((x - 2...x + 1).contains { image[$0, markerRow] == proposal }, "proposed-width marker")
        renderer.showsRulers = false
        let bare = renderer.geometry(of: narrow)
        #expect(bare.size.height < geometry.size.height && bare.size.width < geometry.size.width)
    }
}

/// The chip headroom above the canvas when frames are shown (mirrors the renderer's metrics).
enum DiagramGeometryProbe {
    /// Room above the canvas for id chips (`DiagramMetrics.chipHeadroom`).
    static let headroom = 14
}
