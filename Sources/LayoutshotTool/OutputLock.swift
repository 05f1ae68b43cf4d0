import Foundation

/// An exclusive lock on an output folder, held by one render at a time.
///
/// It is `flock(2)` on the folder itself (no lock file is left behind): a second render of the
/// same folder waits until the first one ends, and the kernel releases the lock when the holder
/// exits in any way, `kill -9` included, so a crashed render never blocks the next one.
final class OutputLock {
    private let descriptor: Int32

    /// Takes the lock on `folder`; when another process holds it, calls `waiting` once and waits.
    ///
    /// - Throws: `ToolError.outputFolder` when the folder cannot be opened or locked.
    init(_ folder: OutputFolder, waiting: () -> Void) throws {
        descriptor = open(folder.resolvedPath, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw ToolError.outputFolder(path: folder.path, reason: "cannot open it to lock it (\(String(cString: strerror(errno))))")
        }
        if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { return }
        guard errno == EWOULDBLOCK else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw ToolError.outputFolder(path: folder.path, reason: "cannot lock it (\(reason))")
        }
        waiting()
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                let reason = String(cString: strerror(errno))
                close(descriptor)
                throw ToolError.outputFolder(path: folder.path, reason: "cannot lock it (\(reason))")
            }
        }
    }

    deinit {
        close(descriptor) // Releases the lock.
    }
}
