import Foundation
import LayoutshotScene

/// The samples `check` and `gallery` cover: the scene files the paths name (a folder's sorted by
/// file name, as `render` reads them) and the Swift samples a caller hands in after them.
public struct SampleCatalog: Sendable {
    /// The items that could be read, in gallery order.
    public var items: [SceneItem]
    /// The diagnostics of scene files that could not be read (`file:line:column: message`).
    public var problems: [String]

    /// Reads the scene files of the folder `samplesDirectory` (nil: none); see `load(paths:…)`.
    @MainActor public static func load(samplesDirectory: String?, swiftSamples: [SceneItem], overrides: RenderOverrides = RenderOverrides(),
                            reader: SceneReader = SceneReader()) -> SampleCatalog {
        load(paths: samplesDirectory.map { [$0] } ?? [], swiftSamples: swiftSamples, overrides: overrides, reader: reader)
    }

    /// Reads the scene files `paths` name (files, or folders of them: `SceneFiles.expand`) and adds
    /// `swiftSamples` after them, each with `overrides` applied to its options (as `render` applies
    /// them). Two items with one name are a problem, the second left out. The files are read one
    /// after another on the main actor, since reading a scene makes its views.
    @MainActor public static func load(paths: [String], swiftSamples: [SceneItem], overrides: RenderOverrides = RenderOverrides(),
                            reader: SceneReader = SceneReader()) -> SampleCatalog {
        let files = SceneFiles.expand(paths)
        // On the main actor: reading makes views.
        let loaded: [Result<SceneItem, SceneError>] = files.map { file in
            do throws(SceneError) { return .success(try SceneInput.file(file).load(reader: reader)) } catch { return .failure(error) }
        }
        var items: [SceneItem] = []
        var problems: [String] = []
        var owners: [String: String] = [:]
        func add(_ original: SceneItem) {
            var item = original
            item.options = overrides.applied(to: item.options)
            if let first = owners[item.name] {
                problems.append("\(item.input): " + ToolError.duplicateName(name: item.name, first: first).description)
            } else {
                owners[item.name] = item.input.description
                items.append(item)
            }
        }
        for result in loaded {
            switch result {
            case .success(let item): add(item)
            case .failure(let error): problems += error.diagnostics.map(\.description)
            }
        }
        swiftSamples.forEach(add)
        return SampleCatalog(items: items, problems: problems)
    }
}
