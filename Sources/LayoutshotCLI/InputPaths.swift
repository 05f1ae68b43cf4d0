import ArgumentParser
import Foundation
import LayoutshotTool

/// The one way every command names its inputs: positional paths, each a scene file or a folder of
/// scene files, at least one, none of them a default.
enum InputPaths {
    /// A usage error (exit status 2) when no path is given or a path cannot be used, naming each
    /// bad path and the fix; `example` is the rest of a command line that would work.
    static func validate(_ paths: [String], example: String) throws {
        if paths.isEmpty {
            throw ValidationError("Pass at least one scene file or folder of scene files, e.g. `\(Invocation.commandName()) \(example)`.")
        }
        let problems = SceneFiles.problems(with: paths)
        if !problems.isEmpty { throw ValidationError(problems.joined(separator: "\n")) }
    }

    /// The message for paths that hold no scene file.
    static func noSceneFiles(in paths: [String]) -> String {
        "No scene files (.yaml, .yml, .json) in \(paths.joined(separator: ", ")): pass scene files or folders that hold them."
    }
}

/// `--jobs`, shared by `render` and `check`.
struct JobsOption: ParsableArguments {
    // Optional, so that the help prints the default once, in words ("every core"), not the number
    // of cores of the machine the help was read on.
    @Option(help: ArgumentHelp("How many scenes to work on at once, 1…256 (default: every core).", valueName: "n"))
    var jobs: Int?

    func validate() throws {
        if let jobs, !(1...256).contains(jobs) {
            throw ValidationError("--jobs must be 1…256, got \(jobs) (omit it to use every core).")
        }
    }

    /// The number given, or the machine's cores.
    var count: Int { jobs ?? ProcessInfo.processInfo.activeProcessorCount }
}

extension Shard {
    /// `--shard i/n` read, or the parser's usage error naming the fix.
    static func parsed(_ text: String?) throws -> Shard? {
        do {
            return try text.map { try Shard(parsing: $0) }
        } catch let error as ShardError {
            throw ValidationError(error.message)
        }
    }
}
