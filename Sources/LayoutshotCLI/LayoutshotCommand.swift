import ArgumentParser

/// `layoutshot`: the root command. Each subcommand lives in its own file and is listed here;
/// `render`, `check` and `gallery` join `diff` later.
@main
struct LayoutshotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layoutshot",
        abstract: "Layout diagrams and pixel snapshots of SwiftUI-style layouts on Linux.",
        subcommands: [Diff.self]
    )
}
