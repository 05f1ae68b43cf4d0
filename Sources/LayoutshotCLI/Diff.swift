import ArgumentParser
import Foundation
import LayoutshotTool

/// `layoutshot diff EXPECTED ACTUAL [--threshold T] [--output DIFF.png]`.
struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Compare two PNG images pixel by pixel.",
        discussion: """
            Compares decoded pixels with a perceptual colour distance (pixelmatch's YIQ metric), \
            ignoring anti-aliased pixels. Exit status: 0 when the images match, 1 when they differ \
            (the number and ratio of different pixels, where they are and the largest distance are \
            printed) or their sizes differ, 2 when a file cannot be read or is not a PNG.
            """
    )

    @Argument(help: "The reference PNG.")
    var expected: String

    @Argument(help: "The PNG to check against it.")
    var actual: String

    @Option(help: "Colour distance (0…1) a pixel may differ by and still count as the same.")
    var threshold: Double = 0.1

    @Option(help: ArgumentHelp("Write expected | diff | actual as a PNG here.", valueName: "DIFF.png"))
    var output: String?

    func validate() throws {
        guard threshold >= 0 && threshold <= 1 else {
            throw ValidationError("--threshold must be within 0…1, got \(threshold)")
        }
        if let output, output.isEmpty {
            throw ValidationError("--output needs a file path")
        }
    }

    func run() throws {
        let outcome = DiffCommand.run(expected: expected, actual: actual, threshold: threshold, output: output)
        if outcome.isError {
            var errors = ErrorOutput()
            print(outcome.output, to: &errors)
        } else {
            print(outcome.output)
        }
        if outcome.exitCode != 0 { throw ExitCode(outcome.exitCode) }
    }
}
