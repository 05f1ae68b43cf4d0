import ArgumentParser
import LayoutshotScene
import LayoutshotTool

/// `--widths`, `--format` and `--style`, shared by `render`, `check` and `gallery` so that the latter two
/// describe an output folder rendered with the same overrides.
struct OverrideOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Widths in points, comma-separated, each 1…16384; replaces each scene's own widths.", valueName: "w,w,…"))
    var widths: String?

    @Option(name: .customLong("format"), help: ArgumentHelp("Formats, comma-separated: png, svg, pdf; replaces each scene's own.", valueName: "f,f,…"))
    var formats: String?

    @Option(help: ArgumentHelp("plain (what the app shows: no frames, rulers, legend or margin; Apple's system colours) or diagram; replaces each scene's own style.", valueName: "plain|diagram"))
    var style: String?

    func validate() throws {
        _ = try overrides()
    }

    /// The options as given, to repeat them in a suggested command.
    var arguments: [String] {
        (widths.map { ["--widths", $0] } ?? []) + (formats.map { ["--format", $0] } ?? [])
            + (style.map { ["--style", $0] } ?? [])
    }

    /// The overrides, or the parser's usage error (exit status 2) naming the bad item and the fix.
    func overrides() throws -> RenderOverrides {
        do {
            let parsedStyle = try style.map { word -> RenderOptions.Style in
                guard let value = RenderOptions.Style(rawValue: word) else {
                    throw ValidationError("--style \(word): use plain or diagram")
                }
                return value
            }
            return RenderOverrides(widths: try widths.map { try ArgumentLists.widths($0) },
                                   formats: try formats.map { try ArgumentLists.formats($0) },
                                   style: parsedStyle)
        } catch let error as ArgumentListError {
            throw ValidationError(error.message)
        }
    }
}
