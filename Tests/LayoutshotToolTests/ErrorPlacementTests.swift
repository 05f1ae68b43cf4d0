import Foundation
import Layoutshot
import LayoutshotRender
import LayoutshotScene
import Testing
@testable import LayoutshotTool

/// Errors found while rendering are placed at the scene file's key that decides them, on one
/// line, and limits are checked where the input is read rather than failing later with another
/// reason.
@MainActor
@Suite struct ErrorPlacementTests {
    @Test func aWidthTooWideForAnyPictureIsPlacedAtWidths() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        // The widest width whose picture fits the 16,384-pixel limit (the default `SurfaceLimits`)
        // at scale 1, from the tool's own renderer: what the diagram adds around the proposed width
        // (margins, rulers) is measured on an empty view.
        let renderer = try SceneRendering.renderer(for: RenderOptions(widths: [120], scale: 1, overlays: [.padding]),
                                                   measurer: PangoTextMeasurer(), scene: "wide")
        let probe = renderer.geometry(of: renderer.layout(Color.clear.frame(width: 1, height: 1), width: 1000))
        let widest = 16_384 - (probe.pixelWidth - 1000)
        let scene = try folder.write(smallScene(name: "wide", widths: [widest, widest + 1]), as: "wide.yaml")
        let report = try RenderSession(inputs: [.file(scene)], outputDirectory: folder.file("out")).run()
        guard case .failed(let messages) = report.results[0].outcome else { Issue.record("rendered"); return }
        #expect(messages == ["\(scene):5:11: cannot render scene 'wide': width \(widest + 1) makes a picture 16385 px wide at 1× with the margins and rulers, over the limit of 16384 px (use widths of at most \(widest) at this scale, or a lower scale)"])
        // The widest itself passes the check (and nothing of the failed scene is written).
        #expect(throws: Never.self) { try RenderSession.checkWidths([widest], renderer: renderer) }
        #expect(!FileManager.default.fileExists(atPath: folder.file("out/wide-\(widest).png")))
    }

    @Test func theLongestSceneNameRenders() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let name = String(repeating: "n", count: 100)
        let scene = try folder.write(smallScene(name: name, widths: [120]), as: "long.yaml")
        let report = try RenderSession(inputs: [.file(scene)], outputDirectory: folder.file("out")).run()
        #expect(report.exitCode == 0, "\(report.summary)")
        #expect(FileManager.default.fileExists(atPath: folder.file("out/\(name)-widths.png")))
    }

    @Test func anOutputFolderInsideAFileIsAPlainMessage() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write(smallScene(name: "card"), as: "card.yaml")
        try folder.write("not a folder", as: "afile")
        let run = try layoutshot(["render", "card.yaml", "--out", "afile/sub"], in: folder.path)
        #expect(run.status == 1)
        #expect(run.error == "error: cannot use the output folder afile/sub: 'afile' is a file, not a folder (choose another --out)\n")
    }
}
