import Foundation
import Layoutshot
import LayoutshotRender
import LayoutshotScene

/// Something the tool renders: a scene file read into views, or one of the Swift sample layouts.
///
/// An item knows its name (the stem of its output files), its gallery text, how it asks to be
/// rendered, the text its content hash starts from, and how to lay itself out at given widths.
public struct SceneItem: @unchecked Sendable {
    // SAFETY (`@unchecked Sendable`): `makeLayouts` is the one member whose captures are not
    // `Sendable` (the scene's view tree, a Swift sample's view function); the closure is
    // `@MainActor`, so they are only used on the main actor, where the tool lays every item out
    // (`WorkerPool.pipeline`); the other members are `Sendable` values.


    /// The stem of every output file (`tags` → `tags-320.png`); a plain file name (`SceneName`).
    public var name: String
    /// The gallery heading.
    public var title: String
    /// An optional gallery description.
    public var summary: String?
    /// The render section of the scene (or the Swift sample's defaults), before command-line overrides.
    public var options: RenderOptions
    /// Where the item comes from.
    public var input: SceneInput
    /// The text the content hash covers: the scene file's source, or the Swift sample's identity.
    public var source: String
    /// Where the scene file's `render:` and `widths:` values are, for errors found while
    /// rendering; nil for Swift samples and files without them.
    public var renderLocation: SceneLocation?
    public var widthsLocation: SceneLocation?

    private let makeLayouts: @MainActor (LayoutRenderer, [Int], Int?) -> [ComputedLayout]

    /// An item that lays itself out with `makeLayouts(renderer, widths, height)`, one layout per width.
    public init(name: String, title: String, summary: String?, options: RenderOptions, input: SceneInput, source: String,
                makeLayouts: @escaping @MainActor (LayoutRenderer, [Int], Int?) -> [ComputedLayout]) {
        self.name = name
        self.title = title
        self.summary = summary
        self.options = options
        self.input = input
        self.source = source
        self.makeLayouts = makeLayouts
    }

    /// A scene read from a file: all widths are laid out in one sweep, sharing measurements.
    /// (Main-actor: the scene's views are used there only.)
    @MainActor public init(scene: Scene) {
        let view = scene.view
        // A scene's named images are looked up beside it and in its subfolders (`Samples/Images`).
        let folder = (scene.path as NSString).deletingLastPathComponent
        self.init(name: scene.name, title: scene.title, summary: scene.summary, options: scene.render,
                  input: .file(scene.path), source: scene.source) { renderer, widths, height in
            ImageAssets.addFolder(folder.isEmpty ? "." : folder)
            return renderer.layouts(view, widths: widths.map { CGFloat($0) }, height: height.map { CGFloat($0) })
        }
        renderLocation = scene.renderLocation
        widthsLocation = scene.widthsLocation
    }

    /// The item laid out at each of `widths` with `renderer`'s text measurer, in order (main-actor
    /// code: it makes and lays out views).
    @MainActor public func layouts(with renderer: LayoutRenderer, widths: [Int], height: Int?) -> [ComputedLayout] {
        makeLayouts(renderer, widths, height)
    }
}

/// Where a `SceneItem` comes from, before it is read.
public enum SceneInput: Hashable, Sendable, CustomStringConvertible {
    /// A scene file (YAML, or JSON by its extension), as named on the command line.
    case file(String)
    /// A Swift sample by name: one of the items the command hands in (the `layoutshot` command
    /// hands in the `LayoutshotSamples` layouts).
    case swiftSample(String)

    /// The file's path, or `swift sample <name>`.
    public var description: String {
        switch self {
        case .file(let path): return path
        case .swiftSample(let name): return "swift sample \(name)"
        }
    }

    /// Reads the input into an item; a Swift sample is looked up by name in `swiftSamples`.
    ///
    /// - Throws: the reader's `SceneError` with `file:line:column` diagnostics; a Swift sample
    ///   that is not in `swiftSamples` is reported the same way, at line 0.
    @MainActor public func load(reader: SceneReader = SceneReader(), swiftSamples: [SceneItem] = []) throws(SceneError) -> SceneItem {
        switch self {
        case .file(let path):
            let scene = try reader.read(contentsOfFile: path)
            // Named images are looked up in the scene's folder: one that resolves outside it
            // through a symbolic link is refused at its place, as `..` and absolute names are
            // by the reader.
            let folder = (path as NSString).deletingLastPathComponent
            let escapes = scene.imageReferences.compactMap { reference -> SceneDiagnostic? in
                guard let link = ImageAssets.linkOutsideFolder(named: reference.name, in: folder.isEmpty ? "." : folder) else { return nil }
                return SceneDiagnostic(path: path, line: reference.location.line, column: reference.location.column,
                                       message: "the image '\(reference.name)' is \(link.file), a symbolic link to \(link.target) "
                                        + "outside the scene's folder: named images must be inside it (copy the picture into the folder instead of linking it)")
            }
            if !escapes.isEmpty { throw SceneError(diagnostics: escapes) }
            return SceneItem(scene: scene)
        case .swiftSample(let name):
            guard let sample = swiftSamples.first(where: { $0.name == name }) else {
                let known = swiftSamples.isEmpty ? "none" : swiftSamples.map(\.name).joined(separator: ", ")
                throw SceneError(diagnostics: [SceneDiagnostic(path: description, line: 0, column: 0,
                                                               message: "no Swift sample is named '\(name)' (known: \(known))")])
            }
            return sample
        }
    }
}
