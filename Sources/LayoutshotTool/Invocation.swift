import Foundation

/// How the person started the command, so that a suggested command repeats it: `layoutshot` when
/// it was found on the `PATH`, the path they typed (`./bin/layoutshot`), or `swift run layoutshot`
/// (`swift run -c release layoutshot`) when SwiftPM built it into the current package's `.build`.
public enum Invocation {
    /// The words that start the command again, from `arguments[0]` and the working folder.
    ///
    /// `swift run` starts the binary by its absolute path inside the package's build folder
    /// (`<package>/.build/<triple>/debug/layoutshot`); a shell that found it on the `PATH` passes the
    /// bare name; anything else is a path the person typed, repeated as typed.
    public static func commandName(arguments0: String = CommandLine.arguments.first ?? "layoutshot",
                                   currentDirectory: String = FileManager.default.currentDirectoryPath) -> String {
        let name = (arguments0 as NSString).lastPathComponent
        guard arguments0.contains("/") else { return name.isEmpty ? "layoutshot" : name }
        let build = (currentDirectory.hasSuffix("/") ? currentDirectory : currentDirectory + "/") + ".build/"
        let standardized = (arguments0 as NSString).standardizingPath
        if standardized.hasPrefix(build) {
            let configuration = standardized.split(separator: "/").dropLast().last.map(String.init)
            return configuration == "release" ? "swift run -c release \(name)" : "swift run \(name)"
        }
        return ArgumentLists.shellQuoted(arguments0)
    }
}
