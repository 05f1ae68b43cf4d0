import Foundation
import LayoutshotRender
import LayoutshotTool

/// `layoutshot-samples render [--force] | check | gallery`: this repository's samples (the scene
/// files of `Samples/` and the Swift sample layouts of `Samples/Swift`) into `Output/` and its
/// gallery pages, or `Output/` checked against a fresh render of them. The repository's own
/// executable (`swift run layoutshot-samples …`, `Scripts/render-samples`), not a product: the
/// `layoutshot` command users get renders scene files only and has no demo of its own.
///
/// The folders are found from this file's place in the checkout, so it works from any folder.
/// Exit status: 0 done or current, 1 a sample failed or `Output/` is stale, 2 a usage error.
@main @MainActor
enum SamplesCommand {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path
    static let samples = root + "/Samples"
    static let output = root + "/Output"
    /// The repository keeps PNG only.
    static let overrides = RenderOverrides(formats: [.png])

    static let usage = """
        usage: layoutshot-samples render [--force]   every sample into Output/, then its README.md and index.html
               layoutshot-samples check              Output/ against a fresh in-memory render (pictures and pages)
               layoutshot-samples gallery            Output/README.md and Output/index.html only
        """

    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        switch (arguments.first, arguments.dropFirst().filter { $0 != "--force" }.isEmpty) {
        case ("render", true): exit(render(force: arguments.contains("--force")))
        case ("check", true) where arguments.count == 1: exit(check())
        case ("gallery", true) where arguments.count == 1: exit(gallery())
        default:
            FileHandle.standardError.write(Data((usage + "\n").utf8))
            exit(2)
        }
    }

    static func render(force: Bool) -> Int32 {
        let inputs = SceneFiles.expand([samples]).map(SceneInput.file) + SwiftSamples.names.map(SceneInput.swiftSample)
        let session = RenderSession(inputs: inputs, outputDirectory: output, overrides: overrides, force: force,
                                    swiftSamples: SwiftSamples.all)
        do {
            let report = try session.run { event in
                if case .finished(let result, _, _) = event {
                    switch result.outcome {
                    case .rendered(let files): print("rendered \(result.label): \(files.count) file\(files.count == 1 ? "" : "s")")
                    case .skipped: break
                    case .failed(let messages): FileHandle.standardError.write(Data((messages.joined(separator: "\n") + "\n").utf8))
                    }
                }
            }
            print(report.summary)
            if report.exitCode != 0 { return report.exitCode }
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            return 1
        }
        return gallery()
    }

    static func gallery() -> Int32 {
        let catalog = SampleCatalog.load(paths: [samples], swiftSamples: SwiftSamples.all, overrides: overrides)
        guard catalog.problems.isEmpty else {
            FileHandle.standardError.write(Data((catalog.problems.joined(separator: "\n") + "\n").utf8))
            return 1
        }
        do {
            let written = try Gallery(items: catalog.items, outputDirectory: output).write()
            print("wrote \(written.joined(separator: " and ")) (\(catalog.items.count) samples)")
            return 0
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            return 1
        }
    }

    static func check() -> Int32 {
        let check = OutputCheck(paths: [samples], outputDirectory: output, swiftSamples: SwiftSamples.all, overrides: overrides)
        let report = check.run()
        let text = report.text(outputDirectory: "Output", updateCommand: "./Scripts/render-samples --force")
        if report.isCurrent {
            print(text)
        } else {
            FileHandle.standardError.write(Data((text + "\n").utf8))
        }
        return report.exitCode
    }
}
