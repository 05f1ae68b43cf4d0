import Foundation
import Layoutshot
import LayoutshotGraphics

/// Where `Image("name")` finds its pictures: folders and bundles a user adds. A name is looked up
/// as `name.png`, `name@2x.png`, `name@3x.png` (sized in points: pixels over the scale), also in an
/// asset catalogue's `name.imageset/` folder. Adding a place installs the finder as
/// `Image.assets`, so layout sizes images before the renderer draws them.
///
///     ImageAssets.addFolder("Tests/Fixtures/Images")
///     ImageAssets.addBundle(.module)
public enum ImageAssets {
    private static let lock = NSLock()
    // SAFETY (`nonisolated(unsafe)`): both are read and written only with `lock` held.
    nonisolated(unsafe) private static var folders: [String] = []
    nonisolated(unsafe) private static var cache: [String: Found?] = [:]

    struct Found {
        let path: String
        let scale: Int
        let surface: ImageSurface
        var points: CGSize { CGSize(width: CGFloat(surface.width) / CGFloat(scale), height: CGFloat(surface.height) / CGFloat(scale)) }
    }

    /// Looks for images in `path` too (later folders are searched after earlier ones).
    public static func addFolder(_ path: String) {
        lock.withLock {
            if !folders.contains(path) { folders.append(path) }
            cache.removeAll()
        }
        Image.assets = Resolver()
    }

    /// Looks for images in a bundle's resources (a test target's `Bundle.module`).
    public static func addBundle(_ bundle: Bundle) {
        addFolder(bundle.resourcePath ?? bundle.bundlePath)
    }

    /// Forgets every folder (and `Image.assets`).
    public static func reset() {
        lock.withLock {
            folders.removeAll()
            cache.removeAll()
        }
        Image.assets = nil
    }

    /// The folders searched, in order.
    public static var searchedFolders: [String] { lock.withLock { folders } }

    static func find(_ name: String) -> Found? {
        lock.lock()
        if let hit = cache[name] {
            lock.unlock()
            return hit
        }
        let places = folders
        lock.unlock()
        var found: Found?
        search: for folder in places {
            for candidate in candidates(name, in: folder) {
                // Only a picture inside the folder (a symbolic link that leaves it is skipped),
                // read as a bounded regular file.
                guard case .inside = containment(of: candidate.file, in: folder),
                      let bytes = try? PNGFile.bytes(atPath: candidate.file),
                      let image = try? PNGCodec.decode(bytes),
                      let surface = try? ImageSurface(image: image) else { continue }
                found = Found(path: candidate.file, scale: candidate.scale, surface: surface)
                break search
            }
        }
        lock.withLock { cache[name] = .some(found) }
        return found
    }

    /// Whether `name` may name a picture at all: a relative path without `..` components (an
    /// absolute path or `..` would reach any picture on the machine).
    static func isAllowedName(_ name: String) -> Bool {
        let components = name.split(separator: "/", omittingEmptySubsequences: false)
        return !name.isEmpty && !name.hasPrefix("/") && !components.contains("..") && !components.contains("")
            && !name.contains("\0")
    }

    /// The files `name` is looked up as in `folder`, in order: the folder, an asset catalogue's
    /// image set and the folder's own subfolders (a bundle keeps a copied `Images/` folder as it
    /// is), each at scales 1, 2 and 3. None for a name `isAllowedName` refuses.
    static func candidates(_ name: String, in folder: String) -> [(file: String, scale: Int)] {
        guard isAllowedName(name) else { return [] }
        let subfolders = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
            .map { folder + "/" + $0 }
            .filter { var isDirectory: ObjCBool = false; return FileManager.default.fileExists(atPath: $0, isDirectory: &isDirectory) && isDirectory.boolValue }
        return ([folder, folder + "/\(name).imageset"] + subfolders).flatMap { base in
            [1, 2, 3].map { scale in (base + "/" + name + (scale == 1 ? "" : "@\(scale)x") + ".png", scale) }
        }
    }

    enum Containment: Equatable {
        case missing
        case inside
        /// The file resolves (through symbolic links) to `target`, outside the folder.
        case outside(target: String)
    }

    /// Where `file` really is relative to `folder`, symbolic links resolved.
    static func containment(of file: String, in folder: String) -> Containment {
        guard let target = realPath(file) else { return .missing }
        guard let root = realPath(folder) else { return .outside(target: target) }
        return target.hasPrefix(root == "/" ? "/" : root + "/") ? .inside : .outside(target: target)
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The first file `name` would be found as in `folder` that is a symbolic link (or lies in a
    /// linked subfolder) resolving outside the folder, with where it leads; nil when there is
    /// none. The tool reports such a name at its place in the scene file before rendering.
    public static func linkOutsideFolder(named name: String, in folder: String) -> (file: String, target: String)? {
        for candidate in candidates(name, in: folder) {
            if case .outside(let target) = containment(of: candidate.file, in: folder) {
                return (candidate.file, target)
            }
        }
        return nil
    }

    struct Resolver: ImageAssetResolver {
        func size(ofImageNamed name: String) -> CGSize? { ImageAssets.find(name)?.points }
    }
}
