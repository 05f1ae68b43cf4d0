import ArgumentParser
import Foundation
import LayoutshotTool

/// `layoutshot check [--samples Samples] [--out Output] [--no-swift-samples] [--widths …] [--format …]`
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Re-render the samples in memory and compare them with the output folder.",
        discussion: """
        PNGs are compared pixel by pixel (anti-aliasing ignored), SVG and PDF byte for byte, and \
        README.md and index.html with what `layoutshot gallery` writes. Pass the --widths and \
        --format the folder was rendered with, if any. Missing files are stale. \
        For differing pictures an expected | diff | actual image and the fresh render are written \
        to $SNAPSHOT_ARTIFACTS (or a temporary folder). Nothing in the output folder is changed.

        Exit status: 0 when the output folder is current, 1 when it is stale, 2 for a usage error.
        """
    )

    @Option(help: ArgumentHelp("The folder of scene files.", valueName: "dir"))
    var samples = "Samples"

    @Option(name: .customLong("out"), help: ArgumentHelp("The output folder to check.", valueName: "dir"))
    var output = "Output"

    @Flag(inversion: .prefixedNo, help: "Include the Swift sample layouts (swift-weather, …).")
    var swiftSamples = true

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
    }

    func run() throws {
        let report = OutputCheck(samplesDirectory: samples, outputDirectory: output, includeSwiftSamples: swiftSamples,
                                 overrides: try overrideOptions.overrides(), jobs: jobs).run()
        if report.isCurrent {
            print(report.text(outputDirectory: output))
        } else {
            var errors = ErrorOutput()
            print(report.text(outputDirectory: output), to: &errors)
            throw ExitCode(report.exitCode)
        }
    }
}
