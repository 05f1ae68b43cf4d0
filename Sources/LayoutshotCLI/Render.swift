import ArgumentParser
import Foundation
import LayoutshotTool

/// `layoutshot render PATH… [--widths 320,480,768] [--format png,svg] [--out DIR] [--force] [--jobs N] [--shard i/n] [--swift-samples]`
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

    @Flag(help: "Also render Layoutshot's own Swift sample layouts (swift-weather, …).")
    var swiftSamples = false

    @Option(help: ArgumentHelp("Render only shard i of n (scenes sorted by name, every n-th), for CI matrices.", valueName: "i/n"))
    var shard: String?

    func validate() throws {
        if paths.isEmpty && !swiftSamples {
            throw ValidationError("Pass at least one scene file or folder, e.g. `layoutshot render Samples`.")
        }
        let problems = SceneFiles.problems(with: paths)
        if !problems.isEmpty { throw ValidationError(problems.joined(separator: "\n")) }
        guard (1...256).contains(jobs) else {
            throw ValidationError("--jobs must be 1…256, got \(jobs) (omit it to use every core).")
        }
        _ = try parsedShard()
    }

    private func parsedShard() throws -> Shard? {
        do {
            return try shard.map { try Shard(parsing: $0) }
        } catch let error as ShardError {
            throw ValidationError(error.message)
        }
    }

    func run() throws {
        // ArgumentParser runs commands on the main thread; reading scenes and laying views out is
        // main-actor code.
        try MainActor.assumeIsolated { try runOnMainActor() }
    }

    @MainActor private func runOnMainActor() throws {
        let files = SceneFiles.expand(paths)
        if files.isEmpty && !swiftSamples {
            throw ValidationError("No scene files (.yaml, .yml, .json) in \(paths.joined(separator: ", ")).")
        }
        let all = files.map(SceneInput.file) + (swiftSamples ? SwiftSamples.names.map(SceneInput.swiftSample) : [])
        let inputs = try parsedShard().map { $0.select(all, key: \.description) } ?? all
        let session = RenderSession(
            inputs: inputs, outputDirectory: output,
            overrides: try overrideOptions.overrides(),
            force: force, jobs: jobs, swiftSamples: swiftSamples ? SwiftSamples.all : [])
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
