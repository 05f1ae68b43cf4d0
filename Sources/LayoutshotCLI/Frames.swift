import ArgumentParser
import Foundation
import LayoutshotRender
import LayoutshotScene
import LayoutshotTool

/// `layoutshot frames SCENE [--widths 320,480]`
struct Frames: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print the computed frames of a scene as JSON, for other tools.",
        discussion: """
        The scene is laid out at each of its widths (or --widths) with text measured by Pango, as \
        `render` draws it. The JSON has one layout per width: the proposal, the root's size, the \
        layout's diagnostics, and every view depth first with its index, parent, depth, kind, id, \
        label, the proposal it was placed with and its frame in root coordinates (points; an \
        unbounded proposal is null). Keys are sorted: the same scene prints the same bytes.

        Exit status: 0 when printed, 1 when the scene cannot be read, 2 for a usage error.
        """
    )

    @Argument(help: ArgumentHelp("A scene file (.yaml, .yml, .json).", valueName: "scene"))
    var scene: String

    @Option(help: ArgumentHelp("Widths in points, comma-separated, each 1…16384; replaces the scene's own widths.", valueName: "w,w,…"))
    var widths: String?

    func validate() throws {
        let problems = SceneFiles.problems(with: [scene])
        if !problems.isEmpty { throw ValidationError(problems.joined(separator: "\n")) }
        _ = try overrideWidths()
    }

    func run() throws {
        // ArgumentParser runs commands on the main thread; reading scenes and laying views out is
        // main-actor code.
        try MainActor.assumeIsolated { try runOnMainActor() }
    }

    @MainActor private func runOnMainActor() throws {
        var errors = ErrorOutput()
        do {
            var item = try SceneReader().read(contentsOfFile: scene)
            if let widths = try overrideWidths() { item.render.widths = widths }
            let layouts = item.layouts(textMeasurer: try PangoTextMeasurer.shared())
            print(FramesExport.json(scene: item.name, source: scene, layouts: layouts))
        } catch let error as SceneError {
            print(error.description, to: &errors)
            throw ExitCode(1)
        }
    }

    private func overrideWidths() throws -> [Int]? {
        do {
            return try widths.map { try ArgumentLists.widths($0) }
        } catch let error as ArgumentListError {
            throw ValidationError(error.message)
        }
    }
}
