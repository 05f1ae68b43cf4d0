import ArgumentParser
import Foundation
import LayoutshotDiff
import LayoutshotSnapshotCore
import LayoutshotTool

/// `layoutshot check PATH… --out DIR [--gallery] [--threshold T] [--shard i/n] [--report DIR] [--widths …] [--format …] [--jobs N]`
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Re-render scene files in memory and compare them with an output folder.",
        discussion: """
        Each PATH is a scene file or a folder of them, as for `render`. PNGs are compared pixel by \
        pixel (anti-aliasing ignored), SVG and PDF byte for byte; with --gallery, README.md and \
        index.html too, with what `layoutshot gallery` writes. Pass the --widths and --format the \
        folder was rendered with, if any. Missing files are stale; other files in the folder are \
        not looked at. For differing pictures an expected | diff | actual image and the fresh \
        render are written to $SNAPSHOT_ARTIFACTS (or a temporary folder), with an HTML report of \
        every picture (failures first: expected | actual | diff, an onion-skin slider, the layout \
        trace of the view that changed, the command that accepts it) in report/index.html there; \
        --report DIR writes the report to DIR/report/index.html whatever the outcome. Nothing in \
        the output folder is changed.

        Exit status: 0 when the output folder is current, 1 when it is stale, 2 for a usage error \
        or a file in the folder that cannot be read (a named pipe, a device, a file over 256 MiB).
        """
    )

    @Argument(help: ArgumentHelp("Scene files or folders of scene files.", valueName: "path"))
    var paths: [String] = []

    @Option(name: .customLong("out"), help: ArgumentHelp("The output folder to check.", valueName: "dir"))
    var output: String

    @Flag(help: "Also compare README.md and index.html with what `layoutshot gallery` writes.")
    var gallery = false

    @Option(help: ArgumentHelp("Per-pixel colour distance (0…1) under which a pixel counts as unchanged (default: 0.1; 0 counts every changed pixel).", valueName: "t"))
    var threshold: Double?

    @Option(help: ArgumentHelp("Check only shard i of n (scenes sorted by name, every n-th); shard 1 also checks the gallery pages.", valueName: "i/n"))
    var shard: String?

    @Option(help: ArgumentHelp("Write the HTML report to <dir>/report/index.html, also when everything matches.", valueName: "dir"))
    var report: String?

    @OptionGroup(title: "As rendered with") var overrideOptions: OverrideOptions

    @OptionGroup var jobsOption: JobsOption

    func validate() throws {
        try InputPaths.validate(paths, example: "check scenes --out docs/img")
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: output, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ValidationError("--out \(output): no such folder (render it first: \(renderCommand()))")
        }
        if let threshold, !(threshold >= 0 && threshold <= 1) {
            throw ValidationError("--threshold must be within 0…1, got \(threshold) (0.1 is the default; 0 counts every changed pixel).")
        }
        _ = try Shard.parsed(shard)
    }

    func run() throws {
        // ArgumentParser runs commands on the main thread; reading scenes and laying views out is
        // main-actor code.
        try MainActor.assumeIsolated { try runOnMainActor() }
    }

    @MainActor private func runOnMainActor() throws {
        var check = OutputCheck(paths: paths, outputDirectory: output, overrides: try overrideOptions.overrides(),
                                tolerance: DiffTolerance(threshold: threshold ?? 0.1), checksGallery: gallery,
                                jobs: jobsOption.count)
        check.shard = try Shard.parsed(shard)
        check.reportDirectory = report
        check.acceptCommand = updateCommand()
        let outcome = check.run()
        let text = outcome.text(outputDirectory: output, updateCommand: updateCommand())
        if outcome.isCurrent {
            print(text)
        } else {
            var errors = ErrorOutput()
            print(text, to: &errors)
            throw ExitCode(outcome.exitCode)
        }
    }

    /// The `render` command that rewrites what this check compared, started as this one was.
    private func renderCommand(force: Bool = false) -> String {
        ([Invocation.commandName(), "render"] + paths.map(ArgumentLists.shellQuoted)
            + overrideOptions.arguments.map(ArgumentLists.shellQuoted)
            + ["--out", ArgumentLists.shellQuoted(output)] + (force ? ["--force"] : [])).joined(separator: " ")
    }

    /// The commands that rewrite what this check compared, with this check's own arguments (and
    /// the gallery's when it was compared).
    private func updateCommand() -> String {
        let render = renderCommand(force: true)
        guard gallery else { return render }
        let pages = ([Invocation.commandName(), "gallery"] + paths.map(ArgumentLists.shellQuoted)
                     + overrideOptions.arguments.map(ArgumentLists.shellQuoted)
                     + ["--out", ArgumentLists.shellQuoted(output)]).joined(separator: " ")
        return render + " && " + pages
    }
}
