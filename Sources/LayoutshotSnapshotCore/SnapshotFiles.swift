import Foundation
import LayoutshotGraphics

/// Writes files atomically into directories it creates as needed. Package-wide: the `diff`
/// command (LayoutshotTool) writes its picture through it too.
package enum SnapshotFiles {
    /// Creates `path`'s directory (and parents) if needed and writes `bytes` atomically.
    package static func write(_ bytes: [UInt8], to path: String) throws {
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw GraphicsError.fileWriteFailed(path: path, reason: "cannot create directory \(directory)")
        }
        try AtomicFile.write(bytes, to: path)
    }

    /// Whether something exists at `path`.
    static func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: path)
    }

    /// Deletes the PNGs in `directory` whose names start with `prefix` (a test's artifacts from an
    /// earlier run). A missing directory or a file that cannot be deleted is left alone: stale
    /// artifacts are a nuisance, not a failure.
    static func removeArtifacts(startingWith prefix: String, in directory: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(".png") {
            try? FileManager.default.removeItem(atPath: directory + "/" + name)
        }
    }
}
