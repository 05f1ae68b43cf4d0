import Foundation
import LayoutshotGraphics
import LayoutshotRender
import LayoutshotScene

/// What the last render of each scene used and wrote, kept as `.layoutshot-cache.json` in the
/// output folder, so that unchanged scenes are skipped and an interrupted render is finished.
///
/// A scene is skipped when its content hash (`ContentHash`) equals the recorded one, it is not
/// pending, and every file recorded for it still holds the bytes recorded (their SHA-256). The
/// cache is machine-specific (it covers the build of the tool and the installed fonts) and is not
/// committed; losing it only means rendering again.
///
/// An entry is only believed about files its scene would write (`<name>-<width>.<ext>`,
/// `<name>-widths.<ext>`, `AtomicFile`'s temporary names for those): an entry naming any other
/// file is ignored as a whole, so a crafted cache cannot make a render delete or trust a file it
/// did not write.
public struct RenderCache: Codable, Equatable, Sendable {
    /// The file name in the output folder.
    public static let fileName = ".layoutshot-cache.json"
    /// Bumped when the cache's layout changes; an older cache is ignored.
    public static let formatVersion = 2
    /// The largest cache file read: 8 MiB, the entries of about 10,000 scenes. A larger one (or
    /// one that is not a regular file) is ignored as if missing: every scene renders again and
    /// the cache is written anew with the scenes rendered.
    public static let maximumFileSize = 8 << 20

    /// One file a scene wrote.
    public struct File: Codable, Equatable, Sendable {
        /// The file name in the output folder.
        public var name: String
        /// The hex SHA-256 of its bytes.
        public var sha256: String

        public init(name: String, sha256: String) {
            self.name = name
            self.sha256 = sha256
        }

        /// The record of `bytes` written as `name`.
        public init(name: String, bytes: [UInt8]) {
            self.init(name: name, sha256: SHA256.hex(bytes))
        }
    }

    /// A file of a scene's new render that is written but not yet renamed into place.
    public struct PendingFile: Codable, Equatable, Sendable {
        /// The temporary file in the output folder (`AtomicFile.writeTemporary`).
        public var temporary: String
        /// The name it is renamed to.
        public var name: String

        public init(temporary: String, name: String) {
            self.temporary = temporary
            self.name = name
        }
    }

    /// The last render of one scene.
    public struct Entry: Codable, Equatable, Sendable {
        /// The content hash of the scene's inputs when it was rendered.
        public var hash: String
        /// The files written, in order, with their digests.
        public var files: [File]
        /// While a render of the scene is being put in place: its temporary files, renamed in
        /// order. The next render finishes the renames (`RenderSession`), so the folder ends up
        /// with the whole new render, never a mix.
        public var pending: [PendingFile]?
        /// While pending: files of the previous render that the new one no longer produces, to
        /// remove once the renames are done.
        public var obsolete: [String]?

        public init(hash: String, files: [File], pending: [PendingFile]? = nil, obsolete: [String]? = nil) {
            self.hash = hash
            self.files = files
            self.pending = pending
            self.obsolete = obsolete
        }

        /// The file names, in order.
        public var fileNames: [String] { files.map(\.name) }

        /// Whether every file this entry names is one the scene `scene` would write.
        func namesOnlyFilesOf(scene: String) -> Bool {
            files.allSatisfy { RenderCache.isFile($0.name, of: scene) }
                && (obsolete ?? []).allSatisfy { RenderCache.isFile($0, of: scene) }
                && (pending ?? []).allSatisfy {
                    RenderCache.isFile($0.name, of: scene) && AtomicFile.temporaryName($0.temporary)?.target == $0.name
                }
        }
    }

    public var version: Int
    /// By scene name.
    public var scenes: [String: Entry]

    /// An empty cache.
    public init(scenes: [String: Entry] = [:]) {
        version = Self.formatVersion
        self.scenes = scenes
    }

    /// The cache in `folder`, or an empty one when it is missing, unreadable, larger than
    /// `maximumFileSize`, not a regular file or of another version. Entries with a name that is
    /// not a scene name, or that name files their scene would not write, are dropped.
    public static func load(from folder: OutputFolder) -> RenderCache {
        guard let bytes = try? folder.toolFileContents(fileName, limit: maximumFileSize),
              var cache = try? JSONDecoder().decode(RenderCache.self, from: Data(bytes)),
              cache.version == formatVersion else {
            return RenderCache()
        }
        cache.scenes = cache.scenes.filter { name, entry in
            SceneName.problem(with: name) == nil && entry.namesOnlyFilesOf(scene: name)
        }
        return cache
    }

    /// Drops the entries of scenes not in `scenes` (those a render is rendering) that describe
    /// nothing in `folder`: none of their files is there. An entry of a scene rendered earlier
    /// and not this time stays, so rendering one scene does not make the next full render redo
    /// the others; entries for scenes that never wrote a file here (a crafted or stale cache) go.
    /// Returns whether any entry was dropped.
    @discardableResult
    public mutating func dropEntries(notIn scenes: Set<String>, in folder: OutputFolder) -> Bool {
        let before = self.scenes.count
        self.scenes = self.scenes.filter { name, entry in
            scenes.contains(name) || entry.files.contains { folder.contains($0.name) }
        }
        return self.scenes.count != before
    }

    /// Writes the cache into `folder` atomically, keys sorted so that equal caches are equal bytes.
    public func save(to folder: OutputFolder) throws {
        try AtomicFile.write(encoded(), to: folder.toolFileLocation(Self.fileName))
    }

    /// The bytes `save(to:)` writes.
    public func encoded() throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return Array(try encoder.encode(self))
    }

    /// Whether `name` was rendered with `hash`, is not pending, and all its files are in
    /// `folder` with the bytes recorded.
    public func isCurrent(_ name: String, hash: String, in folder: OutputFolder) -> Bool {
        guard let entry = scenes[name], entry.hash == hash, entry.pending == nil else { return false }
        return entry.files.allSatisfy { file in
            guard let bytes = folder.read(file.name) else { return false }
            return File(name: file.name, bytes: bytes).sha256 == file.sha256
        }
    }

    /// Whether `fileName` is one the scene `scene` writes: `<scene>-<width>.<ext>` or
    /// `<scene>-widths.<ext>`, with a format's extension (`SceneRendering.plannedFiles`).
    public static func isFile(_ fileName: String, of scene: String) -> Bool {
        guard fileName.hasPrefix(scene + "-"),
              SceneName.problem(with: fileName, maximumLength: SceneName.maximumFileNameLength) == nil else { return false }
        let rest = fileName.dropFirst(scene.count + 1)
        guard let dot = rest.lastIndex(of: ".") else { return false }
        let stem = rest[..<dot], ext = rest[rest.index(after: dot)...]
        guard RenderOptions.ImageFormat(rawValue: String(ext)) != nil else { return false }
        return stem == "widths" || (!stem.isEmpty && stem.count <= 6 && stem.allSatisfy(\.isASCII) && Int(stem).map { $0 > 0 && String($0) == stem } == true)
    }
}

/// The content hash that decides whether a scene must be rendered again.
///
/// It covers the scene's source text, its effective options (after `--widths`/`--format`), the
/// tool's renderer version (`ToolVersion`), the build of the running program (its size and
/// modification time: a rebuilt renderer renders everything again), and the text measurer's
/// `identifier` (the font files and their sizes).
public enum ContentHash {
    /// The hex SHA-256 of everything that decides a scene's output.
    public static func of(_ item: SceneItem, options: RenderOptions, measurerIdentifier: String,
                          build: String = ToolVersion.buildStamp) -> String {
        var hash = SHA256()
        func field(_ key: String, _ value: String) {
            hash.update("\(key) \(value.utf8.count)\n")
            hash.update(value)
            hash.update("\n")
        }
        field("tool", ToolVersion.version)
        field("renderer", ToolVersion.rendererVersion)
        field("build", build)
        field("measurer", measurerIdentifier)
        field("name", item.name)
        field("options", canonical(options))
        field("source", item.source)
        return hash.hexDigest()
    }

    /// The options as one line, every field in a fixed order.
    public static func canonical(_ options: RenderOptions) -> String {
        "widths=\(options.widths.map(String.init).joined(separator: ",")) "
            + "height=\(options.height.map(String.init) ?? "ideal") "
            + "formats=\(options.formats.map(\.rawValue).joined(separator: ",")) "
            + "scale=\(options.scale) theme=\(options.theme.rawValue) "
            + "overlays=\(options.overlays.map(\.rawValue).joined(separator: ",")) "
            + "rulers=\(options.rulers) legend=\(options.legend) sheetWidth=\(options.sheetWidth) style=\(options.style.rawValue)"
    }
}

/// Versions that go into content hashes and the gallery.
public enum ToolVersion {
    /// The `layoutshot` command's version.
    public static let version = "0.1.0"
    /// How the tool draws scenes (renderer settings, file naming); bump when output changes
    /// without the program being rebuilt (it seldom is: the build stamp covers code changes).
    public static let rendererVersion = "layoutshot-render/1 png=smallest-up-to-4MP-then-level-6 frames grid margin=16"

    /// The running program's size and modification time (`/proc/self/exe`), so that any rebuild
    /// invalidates the cache; "unknown" when they cannot be read.
    public static let buildStamp: String = {
        let path = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments.first ?? ""
        var status = stat()
        guard !path.isEmpty, stat(path, &status) == 0 else { return "unknown" }
        return "\(path) size=\(status.st_size) mtime=\(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec)"
    }()
}
