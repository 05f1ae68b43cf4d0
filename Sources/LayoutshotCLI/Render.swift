import ArgumentParser
import Foundation
import LayoutshotTool

/// `layoutshot render PATH… [--widths 320,480,768] [--format png,svg] [--out DIR] [--force] [--jobs N] [--swift-samples]`
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render scene files (and the Swift samples) to PNG, SVG or PDF at each width, plus a contact sheet.",
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

    @OptionGroup var overrideOptions: OverrideOptions

    @Option(name: .customLong("out"), help: ArgumentHelp("The output folder (created when missing).", valueName: "dir"))
    var output = "Output"

    @Flag(help: "Render scenes even when nothing changed since their last render.")
    var force = false

    @Option(help: ArgumentHelp("Scenes rendered at once (default: all cores).", valueName: "n"))
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Flag(help: "Also render the Swift sample layouts of Samples/Swift (swift-weather, …).")
    var swiftSamples = false

    func validate() throws {
        if paths.isEmpty && !swiftSamples {
            throw ValidationError("Pass at least one scene file or folder, e.g. `layoutshot render Samples`.")
        }
        let problems = SceneFiles.problems(with: paths)
        if !problems.isEmpty { throw ValidationError(problems.joined(separator: "\n")) }
        guard (1...256).contains(jobs) else {
            throw ValidationError("--jobs must be 1…256, got \(jobs) (omit it to use every core).")
        }
    }

    func run() throws {
        let files = SceneFiles.expand(paths)
        if files.isEmpty && !swiftSamples {
            throw ValidationError("No scene files (.yaml, .yml, .json) in \(paths.joined(separator: ", ")).")
        }
        let inputs = files.map(SceneInput.file) + (swiftSamples ? SwiftSamples.names.map(SceneInput.swiftSample) : [])
        let session = RenderSession(
            inputs: inputs, outputDirectory: output,
            overrides: try overrideOptions.overrides(),
            force: force, jobs: jobs)
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
