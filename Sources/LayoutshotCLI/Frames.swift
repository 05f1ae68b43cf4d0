import ArgumentParser
import Foundation
import LayoutshotRender
import LayoutshotScene
import LayoutshotTool

/// `layoutshot frames PATH… [--widths 320,480]`
struct Frames: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print the computed frames of scene files as JSON, for other tools.",
        discussion: """
        Each PATH is a scene file or a folder of them, as for `render`. Each scene is laid out at \
        each of its widths (or --widths) with text measured by Pango, as `render` draws it. One \
        scene file prints one JSON object; several (or a folder) print a JSON array of them, in \
        `render`'s order. An object has one layout per width: the proposal, the root's size, the \
        layout's diagnostics, and every view depth first with its index, parent, depth, kind, id, \
        label, the proposal it was placed with and its frame in root coordinates (points; an \
        unbounded proposal is null). Keys are sorted: the same scenes print the same bytes.

        Exit status: 0 when printed, 1 when a scene cannot be read (nothing is printed), 2 for a \
        usage error.
        """
    )

    @Argument(help: ArgumentHelp("Scene files or folders of scene files.", valueName: "path"))
    var paths: [String] = []

    @Option(help: ArgumentHelp("Widths in points, comma-separated, each 1…16384; replaces each scene's own widths.", valueName: "w,w,…"))
    var widths: String?

    func validate() throws {
        try InputPaths.validate(paths, example: "frames card.yaml --widths 320")
        _ = try overrideWidths()
    }

    func run() throws {
        // ArgumentParser runs commands on the main thread; reading scenes and laying views out is
        // main-actor code.
        try MainActor.assumeIsolated { try runOnMainActor() }
    }

    @MainActor private func runOnMainActor() throws {
        var errors = ErrorOutput()
        let files = SceneFiles.expand(paths)
        if files.isEmpty { throw ValidationError(InputPaths.noSceneFiles(in: paths)) }
        let measurer = try PangoTextMeasurer.shared()
        var documents: [String] = []
        var failed = false
        for file in files {
            do {
                var item = try SceneReader().read(contentsOfFile: file)
                if let widths = try overrideWidths() { item.render.widths = widths }
                documents.append(FramesExport.json(scene: item.name, source: file, layouts: item.layouts(textMeasurer: measurer)))
            } catch let error as SceneError {
                print(error.description, to: &errors)
                failed = true
            }
        }
        if failed { throw ExitCode(1) }
        // One file named by itself: its object; otherwise an array of the objects.
        let single = paths.count == 1 && files.count == 1 && files[0] == paths[0]
        print(single ? documents[0] : FramesExport.array(documents))
    }

    private func overrideWidths() throws -> [Int]? {
        do {
            return try widths.map { try ArgumentLists.widths($0) }
        } catch let error as ArgumentListError {
            throw ValidationError(error.message)
        }
    }
}
