import Foundation

/// Finds scene files: a path names a scene file, or a folder whose `*.yaml`, `*.yml` and `*.json`
/// files (not `*.schema.json`, not hidden files, not subfolders) are scenes.
public enum SceneFiles {
    /// The extensions of scene files.
    public static let extensions: Set<String> = ["yaml", "yml", "json"]

    /// Why `paths` cannot be searched, one message per bad path with the fix; empty when all are usable.
    public static func problems(with paths: [String]) -> [String] {
        paths.compactMap { path in
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                return "\(path): no such file or folder (pass a scene file or a folder of scene files)"
            }
            if !isDirectory.boolValue && !isSceneFile(path) {
                return "\(path): not a scene file (scene files end in .yaml, .yml or .json)"
            }
            return nil
        }
    }

    /// Whether `path` names a scene file by its extension (a JSON Schema is not a scene).
    public static func isSceneFile(_ path: String) -> Bool {
        let name = (path as NSString).lastPathComponent
        let ext = (name as NSString).pathExtension.lowercased()
        return extensions.contains(ext) && !name.lowercased().hasSuffix(".schema.json")
    }

    /// The scene files `paths` name, in order: each file as given, each folder's scene files
    /// sorted by name. A file reached twice is listed once.
    public static func expand(_ paths: [String]) -> [String] {
        var seen = Set<String>()
        var files: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            let found: [String]
            if isDirectory.boolValue {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
                found = names.filter { !$0.hasPrefix(".") && isSceneFile($0) }
                    .sorted()
                    .map { join(path, $0) }
                    .filter { file in
                        var nested: ObjCBool = false
                        return FileManager.default.fileExists(atPath: file, isDirectory: &nested) && !nested.boolValue
                    }
            } else {
                found = [path]
            }
            for file in found where seen.insert(URL(fileURLWithPath: file).standardizedFileURL.path).inserted {
                files.append(file)
            }
        }
        return files
    }

    /// `folder/name`, without doubling a trailing slash.
    static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}
