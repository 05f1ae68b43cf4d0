import Glibc

/// Reads input files (images, references, files in an output folder) with bounds: only a regular
/// file is read, and at most a given number of bytes. A named pipe, a device (`/dev/zero`), a
/// directory or a socket is refused at once, without a byte read and without waiting for a writer
/// (the file is opened non-blocking, so opening a pipe nobody writes to returns at once), and a
/// file larger than the limit is refused before anything is allocated for it. The scene reader
/// does the same for scene files with its own limit (`SceneReader.maximumFileSize`).
package enum RegularFile {
    /// Why a file was not read; `description` says why and what to do.
    package enum Refusal: Error, Hashable, Sendable, CustomStringConvertible {
        /// The system's error number and reason ("No such file or directory", "Permission denied"…).
        case system(code: Int32, reason: String)
        /// Not a regular file: `kind` is "a named pipe (FIFO)", "a character device", ….
        case notRegular(kind: String)
        /// Larger than `limit` bytes.
        case tooLarge(size: Int, limit: Int)

        /// Whether the file does not exist (a missing file is often not an error).
        package var isMissing: Bool {
            if case .system(let code, _) = self { return code == ENOENT }
            return false
        }

        package var description: String {
            switch self {
            case .system(_, let reason): return reason
            case .notRegular(let kind): return "it is \(kind), not a regular file"
            case let .tooLarge(size, limit):
                return "the file is \(size) bytes, over the limit of \(limit) bytes (\(limit >> 20) MiB) for an input file"
            }
        }
    }

    /// What kind of file `mode` (a `stat` mode) is, in words.
    static func kind(of mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: return "a directory"
        case S_IFIFO: return "a named pipe (FIFO)"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFSOCK: return "a socket"
        default: return "not a file"
        }
    }

    /// The whole file at `path`, when it is a regular file of at most `limit` bytes; with
    /// `prefix`, only its first `limit` bytes (any size of file).
    package static func read(atPath path: String, limit: Int, prefix: Bool = false) throws(Refusal) -> [UInt8] {
        // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer for ever. It
        // changes nothing for a regular file.
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard fd >= 0 else { throw .system(code: errno, reason: String(cString: strerror(errno))) }
        defer { close(fd) }
        var status = stat()
        guard fstat(fd, &status) == 0 else { throw .system(code: errno, reason: String(cString: strerror(errno))) }
        guard (status.st_mode & S_IFMT) == S_IFREG else { throw .notRegular(kind: kind(of: status.st_mode)) }
        let size = Int(status.st_size)
        if size > limit && !prefix { throw .tooLarge(size: size, limit: limit) }
        // One byte more than the limit is read at most: a file that grew past it since `fstat`
        // is caught. The buffer starts at the size `fstat` gave and grows only for such a file.
        var capacity = min(max(size, 0), limit) + 1
        var bytes = [UInt8](repeating: 0, count: capacity)
        var filled = 0
        while true {
            if filled == capacity {
                if capacity > limit { break }
                capacity = min(capacity * 2, limit + 1)
                bytes += [UInt8](repeating: 0, count: capacity - bytes.count)
            }
            // SAFETY: reads at most `capacity - filled` bytes into the array's own storage, after
            // the `filled` bytes already read (`bytes.count == capacity`).
            let count = bytes.withUnsafeMutableBytes { buffer in
                Glibc.read(fd, buffer.baseAddress! + filled, capacity - filled)
            }
            if count < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                throw .system(code: errno, reason: String(cString: strerror(errno)))
            }
            if count == 0 { break }
            filled += count
        }
        if filled > limit {
            if prefix { return Array(bytes[0..<limit]) }
            throw .tooLarge(size: max(size, filled), limit: limit)
        }
        bytes.removeLast(bytes.count - filled)
        return bytes
    }
}
