import ArgumentParser
import Foundation
import LayoutshotTool

/// `layoutshot gallery [--samples Samples] [--out Output] [--swift-samples] [--widths …] [--format …]`
struct Gallery: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write README.md and index.html into the output folder: every sample at every width.",
        discussion: """
        The pages link the rendered pictures relatively and are deterministic (sorted, no dates). \
        Render first; every picture the pages show must exist. Pass the --widths and --format \
        the folder was rendered with, if any.

        Exit status: 0 when written, 1 when a sample cannot be read or pictures are missing, 2 for \
        a usage error.
        """
    )

    @Option(help: ArgumentHelp("The folder of scene files.", valueName: "dir"))
    var samples = "Samples"

    @Option(name: .customLong("out"), help: ArgumentHelp("The output folder.", valueName: "dir"))
    var output = "Output"

    @Flag(inversion: .prefixedNo, help: "Include Layoutshot's own Swift sample layouts (swift-weather, …).")
    var swiftSamples = false

    @OptionGroup(title: "As rendered with") var overrideOptions: OverrideOptions

    func validate() throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: samples, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ValidationError("--samples \(samples): no such folder (pass the folder of scene files, e.g. --samples Samples)")
        }
    }

    func run() throws {
        // ArgumentParser runs commands on the main thread; reading scenes and laying views out is
        // main-actor code.
        try MainActor.assumeIsolated { try runOnMainActor() }
    }

    @MainActor private func runOnMainActor() throws {
        var errors = ErrorOutput()
        let catalog = SampleCatalog.load(samplesDirectory: samples, swiftSamples: swiftSamples ? SwiftSamples.all : [],
                                         overrides: try overrideOptions.overrides())
        if !catalog.problems.isEmpty {
            print(catalog.problems.joined(separator: "\n"), to: &errors)
            print("error: the gallery was not written: fix the scene files above", to: &errors)
            throw ExitCode(1)
        }
        do {
            let written = try LayoutshotTool.Gallery(items: catalog.items, outputDirectory: output).write()
            print("wrote \(written.joined(separator: " and ")) (\(catalog.items.count) samples)")
        } catch {
            print("error: \(error)", to: &errors)
            throw ExitCode(1)
        }
    }
}
