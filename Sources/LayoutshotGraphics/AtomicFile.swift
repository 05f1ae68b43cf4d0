import Foundation
import Glibc

/// Writes files so that readers see either the old content or the complete new content, never a
/// partial file: write a temporary file in the same directory, fsync it, rename it over the target,
/// fsync the directory. The two steps are also available apart (`writeTemporary`, `commit`), for
/// writers that prepare several files before renaming any.
public enum AtomicFile {
    /// Replaces the file at `path` with `bytes`. The new file gets mode 0666 minus the umask.
    ///
    /// - Throws: `GraphicsError.fileWriteFailed` naming `path` and the system's reason (a missing
    ///   or unwritable directory, a full disk…). The temporary file is removed on every failure.
    public static func write(_ bytes: [UInt8], to path: String) throws {
        let temporaryPath = try writeTemporary(bytes, for: path)
        try commit(temporaryPath, to: path)
    }

    /// The first half of `write(_:to:)`: writes `bytes` to a new temporary file beside `path`,
    /// flushed to disk, and returns its path; `commit(_:to:)` renames it into place. Its name is
    /// `.<file name>.layoutshot-<process id>-<random>.tmp` (`isTemporaryName`), so that files left
    /// by a process that was killed can be recognised, and only those, and removed.
    ///
    /// - Throws: `GraphicsError.fileWriteFailed` naming `path`; the temporary file is removed.
    public static func writeTemporary(_ bytes: [UInt8], for path: String) throws -> String {
        let target = URL(fileURLWithPath: path)
        let directory = target.deletingLastPathComponent().path
        let name = target.lastPathComponent

        var fd: Int32 = -1
        var temporaryPath = ""
        for _ in 0..<8 {
            let suffix = String(UInt64.random(in: 0...UInt64.max), radix: 36)
            temporaryPath = directory + "/." + name + ".layoutshot-\(getpid())-" + suffix + ".tmp"
            fd = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if fd >= 0 || errno != EEXIST { break }
        }
        guard fd >= 0 else { throw failure(path, "cannot create a temporary file in \(directory)") }

        var succeeded = false
        defer {
            if !succeeded { unlink(temporaryPath) }
        }
        do {
            defer { if fd >= 0 { close(fd) } }
            try bytes.withUnsafeBytes { buffer in
                var offset = 0
                while offset < buffer.count {
                    let written = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                    if written < 0 {
                        if errno == EINTR { continue }
                        throw failure(path, "writing failed")
                    }
                    offset += written
                }
            }
            guard fsync(fd) == 0 else { throw failure(path, "fsync failed") }
            let closed = close(fd)
            fd = -1
            guard closed == 0 else { throw failure(path, "close failed") }
        }
        succeeded = true
        return temporaryPath
    }

    /// The second half of `write(_:to:)`: renames the temporary file `writeTemporary(_:for:)`
    /// made over `path` and flushes the directory. On failure the temporary file is removed.
    public static func commit(_ temporaryPath: String, to path: String) throws {
        guard rename(temporaryPath, path) == 0 else {
            let error = failure(path, "rename failed")
            unlink(temporaryPath)
            throw error
        }
        // Make the rename itself durable. Failing here leaves a complete file, so it is not an error.
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        let directoryFD = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if directoryFD >= 0 {
            _ = fsync(directoryFD)
            close(directoryFD)
        }
    }

    /// Whether `fileName` is a temporary file name of `writeTemporary(_:for:)`; then also the
    /// name of the file it was for and the id of the process that made it.
    public static func temporaryName(_ fileName: String) -> (target: String, processID: Int32)? {
        guard fileName.hasPrefix("."), fileName.hasSuffix(".tmp"),
              let marker = fileName.range(of: ".layoutshot-", options: .backwards) else { return nil }
        let target = String(fileName[fileName.index(after: fileName.startIndex)..<marker.lowerBound])
        let tail = fileName[marker.upperBound..<fileName.index(fileName.endIndex, offsetBy: -4)]
        let parts = tail.split(separator: "-", omittingEmptySubsequences: false)
        guard !target.isEmpty, parts.count == 2, let processID = Int32(parts[0]), processID > 0,
              !parts[1].isEmpty, parts[1].count <= 13,
              parts[1].allSatisfy({ ("0"..."9").contains($0) || ("a"..."z").contains($0) }) else { return nil }
        return (target, processID)
    }

    /// `write(_:to:)` for `Data`.
    public static func write(_ data: Data, to path: String) throws {
        try write([UInt8](data), to: path)
    }

    /// `write(_:to:)` for a file URL.
    public static func write(_ bytes: [UInt8], to url: URL) throws {
        try write(bytes, to: url.path)
    }

    /// `write(_:to:)` for `Data` and a file URL.
    public static func write(_ data: Data, to url: URL) throws {
        try write([UInt8](data), to: url.path)
    }

    /// A `fileWriteFailed` for `path` with `step` and the current `errno` text.
    private static func failure(_ path: String, _ step: String) -> GraphicsError {
        let reason = String(cString: strerror(errno))
        return GraphicsError.fileWriteFailed(path: path, reason: "\(step): \(reason)")
    }
}
