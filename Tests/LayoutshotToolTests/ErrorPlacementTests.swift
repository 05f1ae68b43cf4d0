import Foundation
import LayoutshotTool
import Testing

/// Errors found while rendering are placed at the scene file's key that decides them, on one
/// line, and limits are checked where the input is read rather than failing later with another
/// reason.
@Suite struct ErrorPlacementTests {
    @Test func aWidthTooWideForAnyPictureIsPlacedAtWidths() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        // At scale 1 the diagram adds 60 points (two 16-point margins and the 28-point left ruler,
        // on by default): 16,324 points is the widest that fits the 16,384-pixel limit (the default
        // `SurfaceLimits`), 16,325 never renders.
        let scene = try folder.write(smallScene(name: "wide", widths: [16324, 16325]), as: "wide.yaml")
        let report = try RenderSession(inputs: [.file(scene)], outputDirectory: folder.file("out")).run()
        guard case .failed(let messages) = report.results[0].outcome else { Issue.record("rendered"); return }
        #expect(messages == ["\(scene):5:11: cannot render scene 'wide': width 16325 makes a picture 16385 px wide at 1× with the margins and rulers, over the limit of 16384 px (use widths of at most 16324 at this scale, or a lower scale)"])
        #expect(!FileManager.default.fileExists(atPath: folder.file("out/wide-16324.png")))
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
