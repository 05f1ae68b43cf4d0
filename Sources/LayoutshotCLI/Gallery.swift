import ArgumentParser
import Foundation
import LayoutshotTool

/// `layoutshot gallery PATH… --out DIR [--widths …] [--format …]`
struct Gallery: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write README.md and index.html into the output folder: every scene at every width.",
        discussion: """
        Each PATH is a scene file or a folder of them, as for `render`. The pages link the rendered \
        pictures relatively and are deterministic (sorted, no dates). Render first; every picture \
        the pages show must exist. Pass the --widths and --format the folder was rendered with, if any.

        Exit status: 0 when written, 1 when a scene cannot be read or pictures are missing, 2 for \
        a usage error.
        """
    )

    @Argument(help: ArgumentHelp("Scene files or folders of scene files.", valueName: "path"))
    var paths: [String] = []

    @Option(name: .customLong("out"), help: ArgumentHelp("The output folder the scenes were rendered into.", valueName: "dir"))
    var output: String

    @OptionGroup(title: "As rendered with") var overrideOptions: OverrideOptions

    func validate() throws {
        try InputPaths.validate(paths, example: "gallery scenes --out docs/img")
    }

    func run() throws {
        // ArgumentParser runs commands on the main thread; reading scenes and laying views out is
        // main-actor code.
        try MainActor.assumeIsolated { try runOnMainActor() }
    }

    @MainActor private func runOnMainActor() throws {
        var errors = ErrorOutput()
        let catalog = SampleCatalog.load(paths: paths, swiftSamples: [], overrides: try overrideOptions.overrides())
        if !catalog.problems.isEmpty {
            print(catalog.problems.joined(separator: "\n"), to: &errors)
            print("error: the gallery was not written: fix the scene files above", to: &errors)
            throw ExitCode(1)
        }
        if catalog.items.isEmpty {
            throw ValidationError(InputPaths.noSceneFiles(in: paths))
        }
        do {
            let written = try LayoutshotTool.Gallery(items: catalog.items, outputDirectory: output).write()
            let count = catalog.items.count
            print("wrote \(written.joined(separator: " and ")) (\(count) scene\(count == 1 ? "" : "s"))")
        } catch {
            print("error: \(error)", to: &errors)
            throw ExitCode(1)
        }
    }
}
