import Foundation
import LayoutshotTestSupport
import LayoutshotTool
import Testing

/// The package's root folder (for `Samples/` and `Output/`).
let packageRoot = BuiltProduct.packageRoot

/// A new empty folder under the system's temporary folder, removed by `cleanUp()`.
struct TemporaryFolder {
    let url: URL
    var path: String { url.path }

    init() throws {
        let template = NSTemporaryDirectory() + "layoutshot-tool-tests-XXXXXX"
        var buffer = Array(template.utf8CString)
        guard let made = mkdtemp(&buffer) else { throw POSIXError(.EIO) }
        url = URL(fileURLWithPath: String(cString: made))
    }

    /// `name` inside the folder.
    func file(_ name: String) -> String { url.appendingPathComponent(name).path }

    /// Writes `text` as `name` (creating subfolders) and returns its path.
    @discardableResult
    func write(_ text: String, as name: String) throws -> String {
        let path = file(name)
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// Every file name under the folder, relative, sorted (hidden files included).
    func listing() -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: path)
        var names: [String] = []
        while let name = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: file(name), isDirectory: &isDirectory), !isDirectory.boolValue { names.append(name) }
        }
        return names.sorted()
    }

    func cleanUp() {
        try? FileManager.default.removeItem(at: url)
    }
}

/// A tiny scene: a padded card with text and a coloured box, at scale 1, two widths.
func smallScene(name: String, title: String = "A small card", widths: [Int] = [120, 200], formats: String = "[png]",
                text: String = "Hello") -> String {
    """
    name: \(name)
    title: \(title)
    summary: A card for the tool's tests.
    render:
      widths: [\(widths.map(String.init).joined(separator: ", "))]
      formats: \(formats)
      scale: 1
      overlays: [padding]
    view:
      padding: 8
      content:
        hstack:
          spacing: 6
          children:
            - { color: blue, frame: { width: 20, height: 20 } }
            - text: \(text)
    """
}

/// The result of running the `layoutshot` binary.
struct Run {
    var status: Int32
    var output: String
    var error: String
    /// Standard output and error together, for messages that may go to either.
    var all: String { output + error }
}

/// Runs the `layoutshot` binary from the build products folder with `arguments` in `directory`.
func layoutshot(_ arguments: [String], in directory: String, environment: [String: String] = [:]) throws -> Run {
    let binary = try #require(BuiltProduct.url("layoutshot"), "the layoutshot binary was not built (swift build --build-tests builds it)")
    var env = ProcessInfo.processInfo.environment
    env.removeValue(forKey: "SNAPSHOT_ARTIFACTS")
    for (key, value) in environment { env[key] = value }
    let result = try runChildProcess(binary, arguments: arguments, environment: env, currentDirectory: URL(fileURLWithPath: directory))
    return Run(status: result.status, output: result.stdout, error: result.stderr)
}

/// The modification time of `path`, to tell whether a file was rewritten.
func modificationDate(_ path: String) throws -> Date {
    try #require(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date)
}
