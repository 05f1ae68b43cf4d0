import ArgumentParser
import Foundation
import LayoutshotTool

/// `layoutshot render PATH… --out DIR [--widths 320,480,768] [--format png,svg] [--force] [--jobs N] [--shard i/n]`
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render scene files to PNG, SVG or PDF at each width, plus a contact sheet.",
        discussion: """
        Each PATH is a scene file (.yaml, .yml, .json) or a folder of them. Every scene is written \
        as <name>-<width>.<ext> for each width and format, and <name>-widths.<ext> (all widths side \
        by side). Scenes whose inputs are unchanged since their last render are skipped (a content \
        hash kept in DIR/.layoutshot-cache.json); --force renders them anyway.

        Exit status: 0 when every scene rendered or was skipped, 1 when any scene failed (the \
        others are still rendered), 2 for a usage error.
        """
    )

    @Argument(help: ArgumentHelp("Scene files or folders of scene files.", valueName: "path"))
    var paths: [String] = []

    @Option(name: .customLong("out"), help: ArgumentHelp("The output folder (created when missing).", valueName: "dir"))
    var output: String

    @OptionGroup var overrideOptions: OverrideOptions

    @Flag(help: "Render scenes even when nothing changed since their last render.")
    var force = false

    @OptionGroup var jobsOption: JobsOption

    @Option(help: ArgumentHelp("Render only shard i of n (scenes sorted by name, every n-th), for CI matrices.", valueName: "i/n"))
    var shard: String?

    func validate() throws {
        try InputPaths.validate(paths, example: "render scenes --out docs/img")
        _ = try Shard.parsed(shard)
    }

    func run() throws {
        // ArgumentParser runs commands on the main thread; reading scenes and laying views out is
        // main-actor code.
        try MainActor.assumeIsolated { try runOnMainActor() }
    }

    @MainActor private func runOnMainActor() throws {
        let files = SceneFiles.expand(paths)
        if files.isEmpty {
            throw ValidationError(InputPaths.noSceneFiles(in: paths))
        }
        let all = files.map(SceneInput.file)
        let inputs = try Shard.parsed(shard).map { $0.select(all, key: \.description) } ?? all
        let session = RenderSession(
            inputs: inputs, outputDirectory: output,
            overrides: try overrideOptions.overrides(),
            force: force, jobs: jobsOption.count)
        let console = Console()
        let report: RenderReport
        do {
            report = try session.run { event in console.show(event) }
        } catch {
            console.error("error: \(error)")
            throw ExitCode(1)
        }
        console.finish()
        console.line(report.summary, toError: !report.failures.isEmpty)
        if report.exitCode != 0 { throw ExitCode(report.exitCode) }
    }
}
