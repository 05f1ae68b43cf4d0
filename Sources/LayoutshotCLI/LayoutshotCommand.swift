import ArgumentParser
import Foundation
import LayoutshotTool

/// `layoutshot`: the root command. Each subcommand lives in its own file and is listed here.
///
/// Exit status, for every subcommand: 0 success, 1 a failure the command reports (a scene failed,
/// the output is stale, the images differ), 2 trouble — a usage error or an unreadable input — as
/// `diff(1)` and `cmp(1)` use it (the parser's own default for usage errors would be 64).
@main
struct LayoutshotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layoutshot",
        abstract: "Layout diagrams and pixel snapshots of SwiftUI-style layouts on Linux.",
        version: ToolVersion.version,
        subcommands: [Render.self, Check.self, Gallery.self, Diff.self, Frames.self]
    )

    /// Parses and runs, turning the parser's usage errors into exit status 2.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            if exitCode(for: error) == .validationFailure {
                var errors = ErrorOutput()
                print(fullMessage(for: error), to: &errors)
                Foundation.exit(2)
            }
            exit(withError: error)
        }
    }
}
