import Foundation
import Layoutshot
import LayoutshotGraphics
import LayoutshotRender
import Testing

@MainActor
@Suite struct ErrorTests {
    let renderer = LayoutRenderer(textMeasurer: sharedMeasurer)

    @Test func oversizedImagesAreRefusedWithTheSizeAndTheLimit() throws {
        var limited = renderer
        limited.limits = SurfaceLimits(maxSide: 400, maxPixels: 1_000_000)
        limited.scale = .x2
        let layout = limited.layout(Samples.card, width: 260)
        let geometry = limited.geometry(of: layout)
        #expect(geometry.pixelWidth > 400)
        for format in DiagramFormat.allCases {
            #expect(throws: RenderError.imageTooLarge(width: geometry.pixelWidth, height: geometry.pixelHeight,
                                                      pointWidth: Double(geometry.size.width), pointHeight: Double(geometry.size.height),
                                                      scale: 2, limits: limited.limits)) {
                try limited.render(layout, as: format)
            }
        }
        do {
            _ = try limited.image(of: layout)
            Issue.record("an oversized image was drawn")
        } catch let error as RenderError {
            let message = error.description
            #expect(message.contains("\(geometry.pixelWidth)×\(geometry.pixelHeight) px"))
            #expect(message.contains("400 px a side"))
            #expect(message.contains("1000000 pixels"))
        }
        // The default limit: 16,384 px a side.
        let wide = renderer.layout(Color.red.frame(width: 17_000, height: 10), width: nil)
        #expect(throws: RenderError.self) { try renderer.png(of: wide) }
        // A 1× picture within the limit renders.
        limited.scale = .x1
        limited.limits = SurfaceLimits(maxSide: 2_000, maxPixels: 4_000_000)
        #expect(try limited.image(of: layout).width == geometry.pixelWidth / 2)
    }

    @Test func refusedImagesLeaveNoFile() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var limited = renderer
        limited.limits = SurfaceLimits(maxSide: 100, maxPixels: 10_000)
        let path = directory + "/big.png"
        #expect(throws: RenderError.self) { try limited.write(limited.layout(Samples.card, width: 260), to: path) }
        #expect(throws: RenderError.self) {
            try limited.writeWidths(of: Samples.card, widths: [60, 260], to: directory, name: "card")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty, "nothing written, not even a temporary file")
    }

    @Test func unwritableDestinationsThrowATypedErrorAndLeaveNoFile() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let layout = renderer.layout(Samples.card, width: 200)
        // A directory that does not exist.
        let missing = directory + "/missing/card.png"
        do {
            try renderer.write(layout, to: missing)
            Issue.record("writing into a missing directory succeeded")
        } catch GraphicsError.fileWriteFailed(let path, let reason) {
            #expect(path == missing)
            #expect(reason.contains("No such file or directory"))
        }
        // A "directory" that is a regular file.
        let file = directory + "/file"
        _ = FileManager.default.createFile(atPath: file, contents: Data([1, 2, 3]))
        #expect(throws: GraphicsError.self) { try renderer.write(layout, to: file + "/card.svg") }
        // A target that is a directory: rename fails, the temporary file is removed.
        let target = directory + "/taken.png"
        try FileManager.default.createDirectory(atPath: target + "/inside", withIntermediateDirectories: true)
        #expect(throws: GraphicsError.self) { try renderer.write(layout, to: target) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == ["file", "taken.png"])
        #expect(FileManager.default.contents(atPath: file) == Data([1, 2, 3]))
    }

    @Test func otherRefusals() throws {
        #expect(throws: RenderError.noWidths) { try renderer.contactSheet(of: Samples.card, widths: [], as: .png) }
        #expect(throws: RenderError.noWidths) { try renderer.renderings(of: Samples.card, widths: [], as: .svg) }
        #expect(throws: RenderError.unknownFormat(path: "/tmp/diagram.jpeg")) {
            try renderer.write(renderer.layout(Samples.card, width: 100), to: "/tmp/diagram.jpeg")
        }
    }
}
