import Foundation
import LayoutshotGraphics

/// Puts scenes' files into the output folder so that a crash at any moment leaves, once the next
/// render has run, either a scene's old files or its new ones, and a cache that describes exactly
/// what is on disk. Used by `RenderSession` while it holds the folder's `OutputLock`.
///
/// Replacing a scene's files:
/// 1. every new file is written to a temporary file beside its target and flushed
///    (`AtomicFile.writeTemporary`); a failure removes them, and the old files and entry stand;
/// 2. the scene's cache entry is saved as pending: the new hash and digests, the temporary files
///    and the old files to remove;
/// 3. the temporary files are renamed into place and obsolete files removed;
/// 4. the entry is saved without its pending list.
///
/// `recover()`, at the start of every render, finishes step 3 for any entry left pending by a
/// render that was killed, then removes temporary files that dead processes left behind.
///
/// The cache file is saved in two halves so that workers do not wait for each other's disk
/// flushes: under `lock` the cache is encoded as it is then and numbered (`Snapshot`); after
/// `lock` is released the bytes are written and flushed to a temporary file, and renamed over the
/// cache file only if no later snapshot has been renamed already (a later one holds every change
/// of this one: snapshots are whole caches numbered in the order they were taken). So when a
/// save returns, the file on disk holds its changes, as a save under `lock` would.
final class RenderJournal: @unchecked Sendable {
    // SAFETY (`@unchecked Sendable`): `cache` and `taken` are only touched under `lock`,
    // `renamed` only under `saveLock`; `folder` is a `let`.
    let folder: OutputFolder
    private var cache: RenderCache
    private let lock = NSLock()
    /// The number of the last snapshot taken.
    private var taken = 0
    /// The number of the snapshot the cache file holds.
    private var renamed = 0
    private let saveLock = NSLock()

    /// The cache encoded when it was taken, and its number.
    private struct Snapshot {
        var number: Int
        var bytes: [UInt8]
    }

    /// The cache as it is now. Called holding `lock`.
    private func snapshotLocked() throws -> Snapshot {
        taken += 1
        return Snapshot(number: taken, bytes: try cache.encoded())
    }

    /// Writes `snapshot` to the cache file atomically, unless a later snapshot is there already.
    /// Called without `lock`.
    private func save(_ snapshot: Snapshot) throws {
        let location = folder.toolFileLocation(RenderCache.fileName)
        let temporary = try AtomicFile.writeTemporary(snapshot.bytes, for: location)
        try saveLock.withLock {
            guard snapshot.number > renamed else {
                unlink(temporary)
                return
            }
            try AtomicFile.commit(temporary, to: location)
            renamed = snapshot.number
        }
    }

    init(folder: OutputFolder) {
        self.folder = folder
        cache = RenderCache.load(from: folder)
    }

    /// The entry of `scene`, if any.
    func entry(_ scene: String) -> RenderCache.Entry? {
        lock.withLock { cache.scenes[scene] }
    }

    /// Whether `scene` is current for `hash` (`RenderCache.isCurrent`).
    func isCurrent(_ scene: String, hash: String) -> Bool {
        let snapshot = lock.withLock { cache }
        return snapshot.isCurrent(scene, hash: hash, in: folder)
    }

    /// Drops the entries of scenes not being rendered that describe no file in the folder
    /// (`RenderCache.dropEntries(notIn:in:)`) and saves the cache when any went.
    func dropEntries(notIn scenes: Set<String>) {
        let snapshot = lock.withLock { cache.dropEntries(notIn: scenes, in: folder) ? try? snapshotLocked() : nil }
        if let snapshot { try? save(snapshot) }
    }

    /// Finishes what a killed render left pending and removes its temporary files.
    func recover() {
        lock.lock()
        defer { lock.unlock() }
        var changed = false
        for (scene, entry) in cache.scenes {
            guard let pending = entry.pending else { continue }
            changed = true
            var complete = true
            for file in pending {
                guard let temporary = try? folder.location(ofTemporary: file.temporary),
                      let target = try? folder.location(of: file.name) else { complete = false; break }
                if FileManager.default.fileExists(atPath: temporary) {
                    do { try AtomicFile.commit(temporary, to: target) } catch { complete = false; break }
                } else if !FileManager.default.fileExists(atPath: target) {
                    complete = false // Neither the temporary file nor its target: render again.
                    break
                }
            }
            if complete {
                for name in entry.obsolete ?? [] { folder.remove(name) }
                cache.scenes[scene] = RenderCache.Entry(hash: entry.hash, files: entry.files)
            } else {
                cache.scenes[scene] = nil
            }
        }
        if changed, let snapshot = try? snapshotLocked() { try? save(snapshot) }
        removeDebris()
    }

    /// Removes `AtomicFile` temporary files in the folder whose process is gone. Files of a live
    /// process (another tool writing the gallery, say) and every other file are left alone.
    private func removeDebris() {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.resolvedPath) else { return }
        for name in names {
            guard let temporary = AtomicFile.temporaryName(name),
                  temporary.processID == getpid() || !Self.isRunning(temporary.processID),
                  let path = try? folder.location(ofTemporary: name) else { continue }
            unlink(path)
        }
    }

    private static func isRunning(_ processID: Int32) -> Bool {
        kill(processID, 0) == 0 || errno == EPERM
    }

    /// Replaces the files of `scene` with `files` (name and bytes, in order), recorded with `hash`.
    /// Returns the names written.
    ///
    /// - Throws: the first write, rename or cache error. Before anything is renamed the old files
    ///   and entry stand; after, the entry is dropped so the next render renders the scene again.
    func replace(scene: String, hash: String, with files: [(name: String, bytes: [UInt8])]) throws -> [String] {
        var written: [RenderCache.PendingFile] = []
        do {
            for file in files {
                let temporary = try AtomicFile.writeTemporary(file.bytes, for: folder.location(of: file.name))
                written.append(RenderCache.PendingFile(temporary: URL(fileURLWithPath: temporary).lastPathComponent, name: file.name))
            }
        } catch {
            removeTemporaries(written)
            throw error
        }
        let names = files.map(\.name)
        let records = files.map { RenderCache.File(name: $0.name, bytes: $0.bytes) }
        let previous = lock.withLock { cache.scenes[scene] }
        do {
            let pending = try lock.withLock {
                let obsolete = (cache.scenes[scene]?.fileNames ?? []).filter { !names.contains($0) }
                cache.scenes[scene] = RenderCache.Entry(hash: hash, files: records, pending: written, obsolete: obsolete)
                return try snapshotLocked()
            }
            try save(pending)
        } catch {
            // Only this worker writes this scene's entry: put the old one back.
            let snapshot = lock.withLock {
                cache.scenes[scene] = previous
                return try? snapshotLocked()
            }
            if let snapshot { try? save(snapshot) }
            removeTemporaries(written)
            throw error
        }
        for (index, file) in written.enumerated() {
            do {
                try AtomicFile.commit(folder.location(ofTemporary: file.temporary), to: folder.location(of: file.name))
            } catch {
                removeTemporaries(Array(written[(index + 1)...]))
                let snapshot = lock.withLock {
                    cache.scenes[scene] = nil
                    return try? snapshotLocked()
                }
                if let snapshot { try? save(snapshot) }
                throw error
            }
        }
        let done = try lock.withLock {
            for name in cache.scenes[scene]?.obsolete ?? [] { folder.remove(name) }
            cache.scenes[scene] = RenderCache.Entry(hash: hash, files: records)
            return try snapshotLocked()
        }
        try save(done)
        return names
    }

    private func removeTemporaries(_ files: [RenderCache.PendingFile]) {
        for file in files {
            if let path = try? folder.location(ofTemporary: file.temporary) { unlink(path) }
        }
    }
}
