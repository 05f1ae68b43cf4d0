import ArgumentParser
import Foundation
import LayoutshotDiff
import LayoutshotSnapshotCore
import LayoutshotTool

/// `layoutshot check [--samples Samples] [--out Output] [--swift-samples] [--threshold T] [--shard i/n] [--report DIR] [--widths …] [--format …]`
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Re-render the samples in memory and compare them with the output folder.",
        discussion: """
        PNGs are compared pixel by pixel (anti-aliasing ignored), SVG and PDF byte for byte, and \
        README.md and index.html with what `layoutshot gallery` writes. Pass the --widths and \
        --format the folder was rendered with, if any. Missing files are stale. \
        For differing pictures an expected | diff | actual image and the fresh render are written \
        to $SNAPSHOT_ARTIFACTS (or a temporary folder), with an HTML report of every picture \
        (failures first: expected | actual | diff, an onion-skin slider, the layout trace of the view \
        that changed, the command that accepts it) in report/index.html there; --report DIR writes \
        the report to DIR/report/index.html whatever the outcome. Nothing in the output folder is changed.

        Exit status: 0 when the output folder is current, 1 when it is stale, 2 for a usage error.
        """
    )

    @Option(help: ArgumentHelp("The folder of scene files.", valueName: "dir"))
    var samples = "Samples"

    @Option(name: .customLong("out"), help: ArgumentHelp("The output folder to check.", valueName: "dir"))
    var output = "Output"

    @Flag(inversion: .prefixedNo, help: "Include Layoutshot's own Swift sample layouts (swift-weather, …).")
    var swiftSamples = false

    @Option(help: ArgumentHelp("Per-pixel colour distance (0…1) under which a pixel counts as unchanged.", valueName: "t"))
    var threshold: Double = 0.1

    @Option(help: ArgumentHelp("Check only shard i of n (samples sorted by name, every n-th); shard 1 also checks the gallery pages.", valueName: "i/n"))
    var shard: String?

    @Option(help: ArgumentHelp("Write the HTML report to <dir>/report/index.html, also when everything matches.", valueName: "dir"))
    var report: String?

    @OptionGroup(title: "As rendered with") var overrideOptions: OverrideOptions

    @Option(help: ArgumentHelp("Samples checked at once (default: all cores).", valueName: "n"))
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    func validate() throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: samples, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ValidationError("--samples \(samples): no such folder (pass the folder of scene files, e.g. --samples Samples)")
        }
        guard FileManager.default.fileExists(atPath: output, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ValidationError("--out \(output): no such folder (render first: layoutshot render \(samples) --swift-samples --out \(output))")
        }
        guard (1...256).contains(jobs) else {
            throw ValidationError("--jobs must be 1…256, got \(jobs) (omit it to use every core).")
        }
        guard threshold >= 0 && threshold <= 1 else {
            throw ValidationError("--threshold must be within 0…1, got \(threshold) (0.1 is the default; 0 counts every changed pixel).")
        }
        _ = try parsedShard()
    }

    func run() throws {
        // ArgumentParser runs commands on the main thread; reading scenes and laying views out is
        // main-actor code.
        try MainActor.assumeIsolated { try runOnMainActor() }
    }

    @MainActor private func runOnMainActor() throws {
        var check = OutputCheck(samplesDirectory: samples, outputDirectory: output, swiftSamples: swiftSamples ? SwiftSamples.all : [],
                                overrides: try overrideOptions.overrides(), tolerance: DiffTolerance(threshold: threshold),
                                jobs: jobs)
        check.shard = try parsedShard()
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

    /// The commands that rewrite what this check compared, with this check's own arguments.
    private func updateCommand() -> String {
        var shared = overrideOptions.arguments + (swiftSamples ? ["--swift-samples"] : [])
        shared = shared.map(ArgumentLists.shellQuoted)
        let render = (["layoutshot", "render", ArgumentLists.shellQuoted(samples)] + shared
                      + ["--out", ArgumentLists.shellQuoted(output), "--force"]).joined(separator: " ")
        let gallery = (["layoutshot", "gallery", "--samples", ArgumentLists.shellQuoted(samples)] + shared
                       + ["--out", ArgumentLists.shellQuoted(output)]).joined(separator: " ")
        return render + " && " + gallery
    }

    private func parsedShard() throws -> Shard? {
        do {
            return try shard.map { try Shard(parsing: $0) }
        } catch let error as ShardError {
            throw ValidationError(error.message)
        }
    }
}
