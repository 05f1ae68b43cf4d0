import Foundation

/// A user's package, made by a test that follows the README as a user would: it depends on this
/// checkout by path and is built and tested with the plain `swift` commands the README gives.
///
/// It lives in this checkout's build folder, `.build/fresh-packages/<name>/`. Each `init` deletes
/// everything there but the package's own `.build` (its sources, references and artifacts are
/// written anew), so the first run builds Layoutshot
/// into it and later runs rebuild only what changed. A package made `buildingIn:` another builds
/// in that one's `.build` (`--scratch-path`), so two packages with the same dependency build
/// Layoutshot once between them (SwiftPM locks the folder, so they take turns).
/// `rm -rf .build` removes it all with the rest.
public struct FreshPackage {
    /// This checkout's root folder.
    public static let checkout = BuiltProduct.packageRoot.path
    /// The checkout's folder name, which SwiftPM makes the package's identity in `package:` arguments.
    public static let checkoutIdentity = BuiltProduct.packageRoot.lastPathComponent

    /// The package's folder.
    public let root: String
    /// `SNAPSHOT_ARTIFACTS` for every command (beside the package, emptied by `init`).
    public let artifacts: String
    /// The build folder of another fresh package that this one builds in, or nil for its own.
    public let sharedBuild: String?

    /// A fresh package folder named `name` (a folder name only), emptied but for its `.build`;
    /// `buildingIn` names another fresh package whose `.build` it builds in.
    public init(_ name: String, buildingIn other: String? = nil) throws {
        let base = Self.checkout + "/.build/fresh-packages"
        root = base + "/" + name
        artifacts = base + "/" + name + "-artifacts"
        sharedBuild = other.map { base + "/" + $0 + "/.build" }
        let files = FileManager.default
        try? files.removeItem(atPath: artifacts)
        try files.createDirectory(atPath: root, withIntermediateDirectories: true)
        for item in try files.contentsOfDirectory(atPath: root) where item != ".build" || sharedBuild != nil {
            try files.removeItem(atPath: root + "/" + item)
        }
    }

    /// Writes `text` to `path` (relative to the package), making its folder.
    public func write(_ text: String, to path: String) throws {
        let full = root + "/" + path
        try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try text.write(toFile: full, atomically: true, encoding: .utf8)
    }

    /// Makes the folder `path` (relative to the package).
    public func makeFolder(_ path: String) throws {
        try FileManager.default.createDirectory(atPath: root + "/" + path, withIntermediateDirectories: true)
    }

    /// Whether `path` (relative to the package) exists.
    public func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: root + "/" + path)
    }

    /// The environment of a user's shell: neither `CI` nor `SNAPSHOT_TESTING_RECORD` set (so
    /// missing references are recorded), nor Scripts/test's `LAYOUTSHOT_MACRO_LIBRARY` (so this
    /// checkout's manifest is the one a user's package reads), `SNAPSHOT_ARTIFACTS` pointing at
    /// `artifacts`, and `extra`.
    public func environment(_ extra: [String: String] = [:]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        for key in ["CI", "SNAPSHOT_TESTING_RECORD", "SNAPSHOT_ARTIFACTS", "LAYOUTSHOT_MACRO_LIBRARY"] {
            environment.removeValue(forKey: key)
        }
        environment["SNAPSHOT_ARTIFACTS"] = artifacts
        for (key, value) in extra { environment[key] = value }
        return environment
    }

    /// Runs `swift <arguments>` in the package, as a user types it, with `environment(extra)`
    /// (and `--scratch-path` after the subcommand when it builds in another package's folder).
    public func swift(_ arguments: [String], environment extra: [String: String] = [:]) throws -> ChildProcessResult {
        var arguments = arguments
        if let sharedBuild, !arguments.isEmpty { arguments.insert(contentsOf: ["--scratch-path", sharedBuild], at: 1) }
        return try runChildProcess(URL(fileURLWithPath: "/usr/bin/env"), arguments: ["swift"] + arguments,
                                   environment: environment(extra), currentDirectory: URL(fileURLWithPath: root))
    }
}
