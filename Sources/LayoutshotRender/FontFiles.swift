import Foundation
import Layoutshot
import LayoutshotGraphics

/// The user's own font files: what `Font.custom(_:size:)` draws with, and optionally the system
/// font. Fonts are registered as named images are (`ImageAssets`): from a folder or from a
/// bundle's resources, before the views are laid out.
///
///     FontFiles.addBundle(.module)                 // Resources/Fonts/Poppins-*.ttf
///     Text("Hello").font(.custom("Poppins-SemiBold", size: 17))
///
/// A custom name matches a face's family (`Poppins`, with the font's weight and italic choosing
/// the face) or its PostScript name (`Poppins-SemiBold`, that face), as in SwiftUI. A name no
/// registered file declares draws in the system font, as SwiftUI does, and is listed by
/// `unknownNames`.
///
/// The system font is Inter and Inter Display (SF Pro's proportions; `FontResolution`). A user
/// who may use SF Pro (or another face) on Linux points it there with `setSystemFont(...)`; Apple's
/// tracking for the size is still applied.
///
/// Registering fonts changes what text measures: lay out after registering (renderers made before
/// pick the new fonts up; their measurer makes new engines on its next call).
public enum FontFiles {
    private static let lock = NSLock()
    // SAFETY: `state` is read and written only with `lock` held.
    nonisolated(unsafe) private static var state = State()

    struct State {
        var files: [String] = []
        var faces: [FontFace] = []
        var systemText: String?
        var systemDisplay: String?
        /// Bumped on every change, so measurers know their engines are stale.
        var generation = 0
    }

    /// The font file extensions read from folders.
    public static let fileExtensions: Set<String> = ["ttf", "otf", "ttc"]

    /// Registers every font file (`.ttf`, `.otf`, `.ttc`) in `path` and its subfolders.
    ///
    /// - Throws: `RenderError.fontFolderUnreadable` when `path` is not a readable folder, and
    ///   `.noFontFiles` when it holds no font file.
    public static func addFolder(_ path: String) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue,
              let enumerator = FileManager.default.enumerator(atPath: path) else {
            throw RenderError.fontFolderUnreadable(path: path)
        }
        var found: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let ext = (relative as NSString).pathExtension.lowercased()
            if fileExtensions.contains(ext) { found.append(path + "/" + relative) }
        }
        guard !found.isEmpty else { throw RenderError.noFontFiles(path: path) }
        try addFiles(found.sorted())
    }

    /// Registers the font files in a bundle's resources (a test target's `Bundle.module`).
    public static func addBundle(_ bundle: Bundle) throws {
        try addFolder(bundle.resourcePath ?? bundle.bundlePath)
    }

    /// Registers font files by path.
    ///
    /// - Throws: `RenderError.notAFontFile` naming the first file fontconfig reads no face from.
    public static func addFiles(_ paths: [String]) throws {
        var faces: [FontFace] = []
        for path in paths {
            let found = FontFace.faces(inFiles: [path])
            guard !found.isEmpty else { throw RenderError.notAFontFile(path: path) }
            faces += found
        }
        lock.withLock {
            for (path, face) in zip(paths, paths.map { p in faces.filter { $0.path == p } }) where !state.files.contains(path) {
                state.files.append(path)
                state.faces += face
            }
            state.generation += 1
        }
    }

    /// Draws system text (`.body`, `.system(size:)`, every text style of the default and rounded
    /// designs) in `family` below 20 points and in `displayFamily` (or `family`) from 20, as SF
    /// Pro switches from Text to Display; the files declaring them must be registered
    /// (`addFolder`, `addFiles`) first.
    ///
    /// - Throws: `RenderError.unknownFontFamily` when no registered file declares a family.
    public static func setSystemFont(family: String, displayFamily: String? = nil) throws {
        try lock.withLock {
            for name in [family, displayFamily].compactMap({ $0 }) where !state.faces.contains(where: { $0.families.contains(name) }) {
                throw RenderError.unknownFontFamily(name: name, registered: Set(state.faces.flatMap(\.families)).sorted())
            }
            state.systemText = family
            state.systemDisplay = displayFamily ?? family
            state.generation += 1
        }
    }

    /// Forgets every registered file and the system-font choice.
    public static func reset() {
        lock.withLock {
            state = State(generation: state.generation + 1)
        }
    }

    /// The registered files, in order.
    public static var registeredFiles: [String] { lock.withLock { state.files } }

    /// The registrations of `withFiles(_:systemFamily:displayFamily:_:)` for the task inside it.
    @TaskLocal static var scoped: State?

    static var snapshot: State { scoped ?? lock.withLock { state } }

    /// Runs `body` with only the font files `paths` registered (and, when given, the system font
    /// pointed at `systemFamily`), for the current task only: other tasks and threads keep the
    /// process-wide registrations. For tests that must not change what other tests draw.
    ///
    /// - Throws: what `addFiles` and `setSystemFont` throw, before `body` runs.
    public static func withFiles<R>(_ paths: [String], systemFamily: String? = nil, displayFamily: String? = nil,
                                    _ body: () throws -> R) throws -> R {
        var scopedState = State()
        for path in paths {
            let faces = FontFace.faces(inFiles: [path])
            guard !faces.isEmpty else { throw RenderError.notAFontFile(path: path) }
            scopedState.files.append(path)
            scopedState.faces += faces
        }
        for name in [systemFamily, displayFamily].compactMap({ $0 }) where !scopedState.faces.contains(where: { $0.families.contains(name) }) {
            throw RenderError.unknownFontFamily(name: name, registered: Set(scopedState.faces.flatMap(\.families)).sorted())
        }
        scopedState.systemText = systemFamily
        scopedState.systemDisplay = displayFamily ?? systemFamily
        scopedState.generation = lock.withLock {
            state.generation += 1
            return -state.generation  // negative: never a process-wide generation
        }
        return try $scoped.withValue(scopedState, operation: body)
    }

    /// The family, weight and italic that draw `name` at `weight`: a PostScript name picks its
    /// face; a family name keeps the requested weight. Nil when nothing registered declares it.
    static func resolve(_ name: String, in state: State) -> (family: String, weight: Int?, italic: Bool?)? {
        if let face = state.faces.first(where: { $0.postScriptName == name }), let family = face.families.first {
            return (family, face.weight, face.isItalic)
        }
        if let face = state.faces.first(where: { $0.families.contains(name) }) {
            return (face.families.contains(name) ? name : face.families[0], nil, nil)
        }
        return nil
    }

    /// The custom font names among `fonts` that no registered file declares.
    public static func unknownNames(in fonts: [Font]) -> [String] {
        let state = snapshot
        return Array(Set(fonts.compactMap(\.customName).filter { resolve($0, in: state) == nil })).sorted()
    }
}
