import Foundation
import LayoutshotGraphics
import LayoutshotRender
import Testing

@MainActor
@Suite struct FormatTests {
    let renderer = LayoutRenderer(textMeasurer: sharedMeasurer, overlays: .all)

    @Test func pngDecodesToTheRenderedPixels() throws {
        let layout = renderer.layout(Samples.card, width: 260)
        let image = try renderer.image(of: layout)
        let png = try renderer.png(of: layout)
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(try PNGCodec.decode(png) == image, "decode(png) is the image, pixel for pixel")
        // Opaque: stored as RGB (colour type 2); transparent: RGBA (6). IHDR's colour type is byte 25.
        #expect(png[25] == 2)
        var transparent = renderer
        transparent.background = .transparent
        let alphaPNG = try transparent.png(of: layout)
        #expect(alphaPNG[25] == 6)
        let alphaImage = try PNGCodec.decode(alphaPNG)
        #expect(alphaImage[0, 0].a == 0, "nothing is painted in a transparent corner")
        #expect(image[0, 0].a == 255)
    }

    @Test func smallestOptionGivesASmallerFileWithTheSamePixels() throws {
        let layout = renderer.layout(Samples.card, width: 260)
        var small = renderer
        small.pngOptions = LayoutRenderer.smallestPNG
        let fast = try renderer.png(of: layout), smallest = try small.png(of: layout)
        #expect(smallest.count < fast.count)
        #expect(try PNGCodec.decode(smallest) == PNGCodec.decode(fast))
        // The graphics layer's general-purpose `.smallest` (adaptive filters) is larger on diagrams.
        small.pngOptions = .smallest
        let adaptive = try small.png(of: layout)
        #expect(smallest.count < adaptive.count)
        #expect(try PNGCodec.decode(adaptive) == PNGCodec.decode(fast))
    }

    @Test func svgHasGlyphOutlinesPxUnitsAndIdenticalBytes() throws {
        let layout = renderer.layout(Samples.card, width: 260)
        let svg = try renderer.svg(of: layout)
        let again = try renderer.svg(of: renderer.layout(Samples.card, width: 260))
        #expect(svg == again, "the same view gives the same SVG bytes twice")
        let text = String(decoding: svg, as: UTF8.self)
        #expect(!text.contains("<text"), "no text elements: glyphs are paths")
        #expect(text.contains("<symbol") || text.contains("glyph"), "glyph outlines are defined")
        let geometry = renderer.geometry(of: layout)
        #expect(text.contains("width=\"\(Int(geometry.size.width))px\""))
        #expect(text.contains("height=\"\(Int(geometry.size.height))px\""))
    }

    @Test func svgIsInPointsAtEveryScale() throws {
        var double = renderer
        double.scale = .x2
        let layout = double.layout(Samples.card, width: 260)
        let size = double.geometry(of: layout).size
        let text = String(decoding: try double.svg(of: layout), as: UTF8.self)
        // Sized in points: the scale is for raster pixels only.
        #expect(text.contains("width=\"\(Int(size.width))px\""))
        let single = String(decoding: try renderer.svg(of: renderer.layout(Samples.card, width: 260)), as: UTF8.self)
        #expect(single.contains("width=\"\(Int(size.width))px\"") && single.contains("height=\"\(Int(size.height))px\""),
                "the same size at 1× and 2×")
    }

    @Test func pdfIsAPDFAndDeterministic() throws {
        let layout = renderer.layout(Samples.card, width: 260)
        let pdf = try renderer.pdf(of: layout)
        #expect(pdf.starts(with: Array("%PDF-".utf8)))
        #expect(try renderer.pdf(of: layout) == pdf)
    }

    @Test func writeChoosesTheFormatFromTheExtension() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let layout = renderer.layout(Samples.card, width: 200)
        for format in DiagramFormat.allCases {
            let path = "\(directory)/card.\(format.fileExtension.uppercased())"
            try renderer.write(layout, to: path)
            let bytes = try #require(FileManager.default.contents(atPath: path))
            #expect([UInt8](bytes) == (try renderer.render(layout, as: format)))
        }
        #expect(DiagramFormat(path: "/a.b/c") == nil)
        #expect(DiagramFormat(path: "x.svg") == .svg)
    }
}
