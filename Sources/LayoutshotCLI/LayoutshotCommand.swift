import ArgumentParser
import Foundation

/// `layoutshot`: the root command. Each subcommand lives in its own file and is listed here.
///
/// Exit status: 0 success, 1 a failure the command reports (a scene failed, output is stale),
/// 2 a usage error (as `diff`, `cmp` and `grep` use it; the parser's own default would be 64).
@main
struct LayoutshotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layoutshot",
        abstract: "Layout diagrams and pixel snapshots of SwiftUI-style layouts on Linux.",
        subcommands: [Render.self, Check.self, Gallery.self]
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
