import LayoutshotScene

/// What the tool refuses about a scene or its output, with the fix.
public enum ToolError: Error, Equatable, CustomStringConvertible {
    /// The renderer draws at 1, 2 or 3 pixels per point only.
    case unsupportedScale(scene: String, scale: Double)
    /// A file would land outside the output folder.
    case outsideOutput(fileName: String, output: String)
    /// Two inputs produce scenes of the same name, so their files would overwrite each other.
    case duplicateName(name: String, first: String)
    /// The output folder cannot be made or is not a folder.
    case outputFolder(path: String, reason: String)

    public var description: String {
        switch self {
        case let .unsupportedScale(scene, scale):
            return "scene '\(scene)': scale \(scale) is not supported by the renderer (use scale: 1, 2 or 3)"
        case let .outsideOutput(fileName, output):
            let problem = SceneName.problem(with: fileName, maximumLength: SceneName.maximumFileNameLength)
                ?? "it would land outside the output folder \(output)"
            return "refusing to write '\(fileName)' in \(output): \(problem) (give the scene a plain name: letters, digits, - _ .)"
        case let .duplicateName(name, first):
            return "scene name '\(name)' is already used by \(first), so their files would overwrite each other (give one of them another name:)"
        case let .outputFolder(path, reason):
            return "cannot use the output folder \(path): \(reason)"
        }
    }
}
