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
            // The folder, an asset catalogue's image set, and the folder's own subfolders (a
            // bundle keeps a copied `Images/` folder as it is).
            let subfolders = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
                .map { folder + "/" + $0 }
                .filter { var isDirectory: ObjCBool = false; return FileManager.default.fileExists(atPath: $0, isDirectory: &isDirectory) && isDirectory.boolValue }
            for base in [folder, folder + "/\(name).imageset"] + subfolders {
                for scale in [1, 2, 3] {
                    let file = base + "/" + name + (scale == 1 ? "" : "@\(scale)x") + ".png"
                    guard let data = FileManager.default.contents(atPath: file),
                          let image = try? PNGCodec.decode([UInt8](data)),
                          let surface = try? ImageSurface(image: image) else { continue }
                    found = Found(path: file, scale: scale, surface: surface)
                    break search
                }
            }
        }
        lock.withLock { cache[name] = .some(found) }
        return found
    }

    struct Resolver: ImageAssetResolver {
        func size(ofImageNamed name: String) -> CGSize? { ImageAssets.find(name)?.points }
    }
}
