import Foundation
import LayoutshotTestSupport
import LayoutshotPixels
import Testing
@testable import LayoutshotGraphics
@testable import layoutshot_graphics_probe

@Suite struct DeterminismTests {
    @Test func sameDrawingTwiceInOneProcessGivesIdenticalBytes() throws {
        let engine = try TextEngine()
        let first = try ProbeScene.render(engine: engine)
        let second = try ProbeScene.render(engine: engine)
        let otherEngine = try ProbeScene.render(engine: try TextEngine())
        let (samePNG, sameSVG) = (first.png == second.png, first.svg == second.svg)
        #expect(samePNG, "PNG bytes differ between two renderings")
        #expect(sameSVG, "SVG bytes differ between two renderings")
        let (samePNGAcrossEngines, sameSVGAcrossEngines) = (first.png == otherEngine.png, first.svg == otherEngine.svg)
        #expect(samePNGAcrossEngines, "PNG bytes differ between two engines")
        #expect(sameSVGAcrossEngines, "SVG bytes differ between two engines")
        let svg = String(decoding: first.svg, as: UTF8.self)
        #expect(svg.contains("version=\"1.1\""))
        #expect(svg.contains("width=\"\(ProbeScene.width)px\""))
        #expect(svg.contains("<image"), "the scene should exercise cairo's global image ids")
    }

    @Test func pdfIsDeterministicAndUndated() throws {
        func render() throws -> [UInt8] {
            let engine = try TextEngine()
            let document = try VectorDocument.pdf(width: Double(ProbeScene.width), height: Double(ProbeScene.height))
            let context = try GraphicsContext(document)
            ProbeScene.draw(in: context, engine: engine)
            try context.checkStatus()
            return try document.finish()
        }
        let first = try render()
        #expect(first.starts(with: Array("%PDF-".utf8)))
        let same = try first == render()
        #expect(same, "two renderings of the same PDF differ")
        #expect(!String(decoding: first, as: UTF8.self).contains("CreationDate"))
    }

    @Test func drawingOnAFinishedDocumentIsReported() throws {
        let document = try VectorDocument.svg(width: 10, height: 10)
        let context = try GraphicsContext(document)
        let bytes = try document.finish()
        #expect(try document.finish() == bytes)
        context.addRect(x: 0, y: 0, width: 5, height: 5)
        context.fill()
        #expect(throws: GraphicsError.self) { try context.checkStatus() }
    }

    @Test func svgIdsAreRenumberedInOrderOfAppearance() {
        let input = ##"<g id="surface57"><use xlink:href="#image12"/><image id="image12"/><path clip-path="url(#clip3)"/><symbol id="glyph4-2"/><use xlink:href="#glyph4-2"/><use xlink:href="#surface57"/><filter id="alpha"/><rect fill="rgb(1%,2%,3%)"/></g>"##
        let expected = ##"<g id="surface1"><use xlink:href="#image1"/><image id="image1"/><path clip-path="url(#clip1)"/><symbol id="glyph1-2"/><use xlink:href="#glyph1-2"/><use xlink:href="#surface1"/><filter id="alpha"/><rect fill="rgb(1%,2%,3%)"/></g>"##
        let output = SVGIdentifierRenumbering.renumber(Array(input.utf8))
        #expect(String(decoding: output, as: UTF8.self) == expected)
    }

    /// Cairo writes a bitmap (a colour emoji's glyph) twice when its glyph cache remade it between
    /// two uses; the copy is dropped and its uses point at the first, so the bytes do not depend
    /// on what else the process drew. Images that differ after their id are all kept.
    @Test func svgImagesWrittenTwiceAreMerged() {
        let input = ##"<defs><image id="image7" width="2" xlink:href="data:A"/>\##n<image id="image8" width="2" xlink:href="data:B"/>\##n<image id="image9" width="2" xlink:href="data:A"/>\##n</defs><use xlink:href="#image7"/><use xlink:href="#image9"/><use xlink:href="#image8"/>"##
        let expected = ##"<defs><image id="image1" width="2" xlink:href="data:A"/>\##n<image id="image2" width="2" xlink:href="data:B"/>\##n</defs><use xlink:href="#image1"/><use xlink:href="#image1"/><use xlink:href="#image2"/>"##
        let output = SVGIdentifierRenumbering.renumber(Array(input.utf8))
        #expect(String(decoding: output, as: UTF8.self) == expected)
    }

    /// Runs the probe executable with a hostile environment (Korean locale, a fontconfig file that
    /// turns on full hinting, subpixel order and no antialiasing, and prefers NanumGothic for
    /// everything) and compares its files with this process's rendering.
    @Test func childProcessWithHostileEnvironmentGivesIdenticalBytes() throws {
        let probe = try #require(Self.probeExecutable(), "build layoutshot-graphics-probe first (swift build)")
        let directory = NSTemporaryDirectory() + "layoutshot-probe-\(UInt64.random(in: 0...UInt64.max))"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = try HostileEnvironment.run(probe, arguments: [directory], directory: directory)
        try #require(result.status == 0, "probe failed: \(result.stderr)")

        let engine = try TextEngine()
        let local = try ProbeScene.render(engine: engine)
        let childPNG = try #require(FileManager.default.contents(atPath: directory + "/scene.png"))
        let childSVG = try #require(FileManager.default.contents(atPath: directory + "/scene.svg"))
        let childMeasurements = try String(contentsOfFile: directory + "/measurements.txt", encoding: .utf8)
        #expect(childMeasurements == ProbeScene.measurements(engine: engine))
        // Compare as Bools so a failure reports sizes, not a dump of every byte.
        let sameSVG = [UInt8](childSVG) == local.svg
        #expect(sameSVG, "SVG differs: child \(childSVG.count) bytes, in-process \(local.svg.count) bytes")
        let samePNG = [UInt8](childPNG) == local.png
        #expect(samePNG, "PNG differs: child \(childPNG.count) bytes, in-process \(local.png.count) bytes")
        if !samePNG {
            let differing = zip(try PNGCodec.decode([UInt8](childPNG)).pixels, try PNGCodec.decode(local.png).pixels)
                .filter { $0 != $1 }.count
            Issue.record("\(differing) channel values differ between the child's PNG and this process's")
        }
    }

    /// `layoutshot-graphics-probe` next to the test bundle in the build products directory
    /// (`.build/<triple>/debug`), or in the package's `.build/debug`.
    static func probeExecutable() -> URL? {
        BuiltProduct.url("layoutshot-graphics-probe")
    }
}
