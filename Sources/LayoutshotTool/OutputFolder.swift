import Foundation
import LayoutshotGraphics
import LayoutshotScene

/// The output folder (`--out`): made on first use, and the only place the tool writes.
///
/// Every file name is checked twice before writing: it must be a plain file name (the scene
/// reader's `SceneName` rules, so no `/`, no leading `.` or `..`), and the path it resolves to
/// (after symbolic links in the folder's own path) must be directly inside the folder. Files are
/// written atomically (`AtomicFile`: a temporary file renamed into place), so a failure never
/// leaves a half-written picture.
public struct OutputFolder: Sendable {
    /// The folder as given.
    public let path: String
    /// The folder's absolute path with symbolic links resolved.
    public let resolvedPath: String

    /// Uses `path` as the output folder, creating it (and its parents) when missing.
    ///
    /// - Throws: `ToolError.outputFolder` when it exists as a file or cannot be created.
    public init(_ path: String, create: Bool = true) throws {
        self.path = path
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw ToolError.outputFolder(path: path, reason: "it is a file, not a folder") }
        } else if create {
            try Self.createFolders(path)
        }
        resolvedPath = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }

    /// Creates `path` and its missing parents with mkdir(2), so that a failure names the part
    /// that could not be made and why (`out/sub`: "'out' is a file, not a folder").
    ///
    /// - Throws: `ToolError.outputFolder`.
    private static func createFolders(_ path: String) throws {
        let absolute = path.hasPrefix("/")
        var built = absolute ? "" : "."
        for component in path.split(separator: "/") where component != "." && !component.isEmpty {
            built += "/" + component
            let shown = absolute ? built : String(built.dropFirst(2))
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: built, isDirectory: &isDirectory) {
                guard isDirectory.boolValue else {
                    throw ToolError.outputFolder(path: path, reason: "'\(shown)' is a file, not a folder (choose another --out)")
                }
                continue
            }
            if mkdir(built, 0o777) != 0 && errno != EEXIST {
                throw ToolError.outputFolder(path: path, reason: "cannot create '\(shown)': \(String(cString: strerror(errno)))")
            }
        }
    }

    /// The path to write `fileName` at, after checking that it stays inside the folder.
    ///
    /// - Throws: `ToolError.outsideOutput`.
    public func location(of fileName: String) throws -> String {
        guard SceneName.problem(with: fileName, maximumLength: SceneName.maximumFileNameLength) == nil else {
            throw ToolError.outsideOutput(fileName: fileName, output: path)
        }
        let candidate = URL(fileURLWithPath: resolvedPath).appendingPathComponent(fileName).standardizedFileURL.path
        guard (candidate as NSString).deletingLastPathComponent == resolvedPath else {
            throw ToolError.outsideOutput(fileName: fileName, output: path)
        }
        return candidate
    }

    /// The path of a temporary file of `AtomicFile.writeTemporary` in the folder, for a file the
    /// tool writes (a scene's file or the cache), after checking that the name is one (so a name
    /// read from the cache cannot point anywhere else).
    ///
    /// - Throws: `ToolError.outsideOutput`.
    func location(ofTemporary fileName: String) throws -> String {
        guard let temporary = AtomicFile.temporaryName(fileName), !fileName.contains("/"),
              SceneName.problem(with: temporary.target, maximumLength: SceneName.maximumFileNameLength) == nil
                || temporary.target == RenderCache.fileName else {
            throw ToolError.outsideOutput(fileName: fileName, output: path)
        }
        return URL(fileURLWithPath: resolvedPath).appendingPathComponent(fileName).path
    }

    /// The path of a tool file inside the folder (`.layoutshot-cache.json`, `README.md`), which
    /// need not follow scene-name rules but must still be a single path component.
    func toolFileLocation(_ fileName: String) -> String {
        precondition(!fileName.contains("/") && fileName != "." && fileName != "..")
        return URL(fileURLWithPath: resolvedPath).appendingPathComponent(fileName).path
    }

    /// Writes `bytes` as `fileName` atomically, after the checks of `location(of:)`.
    public func write(_ bytes: [UInt8], as fileName: String) throws {
        try AtomicFile.write(bytes, to: location(of: fileName))
    }

    /// The absolute path of `fileName` in the folder, nil for a name the folder refuses.
    public func path(of fileName: String) -> String? {
        try? location(of: fileName)
    }

    /// Whether `fileName` exists in the folder.
    public func contains(_ fileName: String) -> Bool {
        guard let location = try? location(of: fileName) else { return false }
        return FileManager.default.fileExists(atPath: location)
    }

    /// The bytes of `fileName`, or nil when it is missing, unreadable, not a regular file or
    /// larger than `PNGFile.maximumFileSize` (see `contents(of:)`).
    public func read(_ fileName: String) -> [UInt8]? {
        (try? contents(of: fileName)) ?? nil
    }

    /// The bytes of `fileName`, nil when it is missing or a name the folder refuses. Only a
    /// regular file of at most `limit` bytes is read (`RegularFile`): a named pipe or a device in
    /// the folder is refused at once, never waited on.
    package func contents(of fileName: String, limit: Int = PNGFile.maximumFileSize) throws(RegularFile.Refusal) -> [UInt8]? {
        guard let location = try? location(of: fileName) else { return nil }
        return try Self.contents(atPath: location, limit: limit)
    }

    /// The bytes of the tool file `fileName` (`toolFileLocation`), as `contents(of:)`.
    package func toolFileContents(_ fileName: String, limit: Int) throws(RegularFile.Refusal) -> [UInt8]? {
        try Self.contents(atPath: toolFileLocation(fileName), limit: limit)
    }

    private static func contents(atPath path: String, limit: Int) throws(RegularFile.Refusal) -> [UInt8]? {
        do {
            return try RegularFile.read(atPath: path, limit: limit)
        } catch where error.isMissing {
            return nil
        }
    }

    /// Removes `fileName` when it exists (a file a scene no longer produces).
    func remove(_ fileName: String) {
        guard let location = try? location(of: fileName) else { return }
        try? FileManager.default.removeItem(atPath: location)
    }
}
