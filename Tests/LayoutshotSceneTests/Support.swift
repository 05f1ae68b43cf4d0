import Foundation
import Layoutshot
@testable import LayoutshotScene

/// The repository's root, from this file's path.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The `Samples/*.yaml` and `*.json` scene files.
func sampleScenePaths() -> [String] {
    let folder = repositoryRoot.appendingPathComponent("Samples")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".yaml") || ($0.hasSuffix(".json") && $0 != "scene.schema.json") }.sorted()
        .map { folder.appendingPathComponent($0).path }
}

/// Reads YAML (or JSON, by `path`), returning the scene or the diagnostics' descriptions.
@MainActor func read(_ text: String, path: String = "test.yaml", reader: SceneReader = SceneReader()) -> (scene: Scene?, errors: [String]) {
    do {
        return (try reader.read(text, path: path), [])
    } catch {
        return (nil, error.diagnostics.map(\.description))
    }
}

/// The errors reading `text` (empty when it reads).
@MainActor func errors(_ text: String, path: String = "test.yaml") -> [String] {
    read(text, path: path).errors
}

/// The frames of a laid-out tree, depth first, as text (for comparing two trees).
func frames(_ layout: ComputedLayout) -> [String] {
    layout.nodes.map { "\($0.depth) \($0.kind) \($0.frame)" }
}
