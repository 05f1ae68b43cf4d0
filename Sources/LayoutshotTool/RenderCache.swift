import Foundation
import LayoutshotGraphics
import LayoutshotRender

/// What the last render of each scene used and wrote, kept as `.layoutshot-cache.json` in the
/// output folder, so that unchanged scenes are skipped.
///
/// A scene is skipped when its content hash (`ContentHash`) equals the recorded one and every file
/// recorded for it still exists. The cache is machine-specific (it covers the build of the tool
/// and the installed fonts) and is not committed; losing it only means rendering again.
public struct RenderCache: Codable, Equatable, Sendable {
    /// The file name in the output folder.
    public static let fileName = ".layoutshot-cache.json"
    /// Bumped when the cache's layout changes; an older cache is ignored.
    public static let formatVersion = 1

    /// The last render of one scene.
    public struct Entry: Codable, Equatable, Sendable {
        /// The content hash of the scene's inputs when it was rendered.
        public var hash: String
        /// The files written, by name, in order.
        public var files: [String]

        public init(hash: String, files: [String]) {
            self.hash = hash
            self.files = files
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

    /// The cache in `folder`, or an empty one when it is missing, unreadable or of another version.
    public static func load(from folder: OutputFolder) -> RenderCache {
        guard let data = FileManager.default.contents(atPath: folder.toolFileLocation(fileName)),
              let cache = try? JSONDecoder().decode(RenderCache.self, from: data),
              cache.version == formatVersion else {
            return RenderCache()
        }
        return cache
    }

    /// Writes the cache into `folder` atomically, keys sorted so that equal caches are equal bytes.
    public func save(to folder: OutputFolder) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try AtomicFile.write(encoder.encode(self), to: folder.toolFileLocation(Self.fileName))
    }

    /// Whether `name` was rendered with `hash` and all its files are still in `folder`.
    public func isCurrent(_ name: String, hash: String, in folder: OutputFolder) -> Bool {
        guard let entry = scenes[name], entry.hash == hash else { return false }
        return entry.files.allSatisfy { folder.contains($0) }
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
            + "rulers=\(options.rulers) legend=\(options.legend) sheetWidth=\(options.sheetWidth)"
    }
}

/// Versions that go into content hashes and the gallery.
public enum ToolVersion {
    /// The `layoutshot` command's version.
    public static let version = "0.1.0"
    /// How the tool draws scenes (renderer settings, file naming); bump when output changes
    /// without the program being rebuilt (it seldom is: the build stamp covers code changes).
    public static let rendererVersion = "layoutshot-render/1 png=smallest frames grid margin=16"

    /// The running program's size and modification time (`/proc/self/exe`), so that any rebuild
    /// invalidates the cache; "unknown" when they cannot be read.
    public static let buildStamp: String = {
        let path = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments.first ?? ""
        var status = stat()
        guard !path.isEmpty, stat(path, &status) == 0 else { return "unknown" }
        return "\(path) size=\(status.st_size) mtime=\(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec)"
    }()
}
