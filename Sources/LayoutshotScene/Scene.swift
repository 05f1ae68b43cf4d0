import Layoutshot
#if canImport(Glibc)
import Glibc
#endif

/// A scene file read into a view tree and how to render it.
///
/// ```swift
/// let scene = try SceneReader().read(contentsOfFile: "Samples/tags.yaml")
/// for layout in scene.layouts() { print(layout.size) }   // one per `scene.render.widths`
/// ```
public struct Scene {
    /// The scene's name: the stem of every file rendered from it (`tags` → `tags-320.png`).
    /// Checked to be a plain file name: letters, digits, `-`, `_` and `.`, not starting with `.`,
    /// so an output path made from it never leaves the output folder.
    public var name: String
    /// A human title for galleries; the name when the file gives none.
    public var title: String
    /// An optional longer description for galleries.
    public var summary: String?
    /// How to render the scene.
    public var render: RenderOptions
    /// The view tree, built through Layoutshot's public API.
    public var view: AnyView
    /// Where the scene was read from, as named to the reader.
    public var path: String
    /// The file's text exactly as read (for content hashes that decide whether to re-render).
    public var source: String
    /// Where the file's `render:` value and its `widths:` value start, for problems found after
    /// reading (a picture too large to render); nil when the file has none.
    public var renderLocation: SceneLocation?
    public var widthsLocation: SceneLocation?
    /// The named images the view uses (`image: portrait`), with where each is named: a renderer
    /// checks that none resolves outside the scene's folder (a symbolic link) before drawing.
    public var imageReferences: [SceneImageReference] = []

    public init(name: String, title: String, summary: String? = nil, render: RenderOptions = RenderOptions(), view: AnyView, path: String, source: String) {
        self.name = name
        self.title = title
        self.summary = summary
        self.render = render
        self.view = view
        self.path = path
        self.source = source
    }

    /// The proposal for one render width: the width and `render.height` (nil: the scene's ideal height).
    public func proposal(width: Int) -> ProposedViewSize {
        ProposedViewSize(width: CGFloat(width), height: render.height.map { CGFloat($0) })
    }

    /// The scene laid out at each of `render.widths`, in order, sharing measurements across widths.
    @MainActor public func layouts(textMeasurer: TextMeasurer = FixedAdvanceTextMeasurer.shared, recordsTrace: Bool = true) -> [ComputedLayout] {
        ComputedLayout.sweep(of: view, widths: render.widths.map { CGFloat($0) }, height: render.height.map { CGFloat($0) },
                             textMeasurer: textMeasurer, recordsTrace: recordsTrace)
    }
}

/// A 1-based line and column in a scene file, as `SceneDiagnostic` prints them.
public struct SceneLocation: Hashable, Sendable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}

/// How a scene is rendered: the `render:` section of a scene file.
public struct RenderOptions: Hashable, Sendable {
    /// Proposed widths in points, each rendered separately; 1…16,384, at least one, no repeats.
    public var widths: [Int]
    /// The proposed height in points, or nil to let the scene take its ideal height; 1…16,384.
    public var height: Int?
    /// The image formats to write; at least one, no repeats.
    public var formats: [ImageFormat]
    /// Pixels per point for raster formats; 1…3.
    public var scale: Double
    public var theme: Theme
    /// Diagram layers drawn with the views, in the order given: padding and spacing by default, as
    /// `LayoutRenderer`'s `overlays`. Listing them never turns the rulers off (`rulers` does).
    public var overlays: [Overlay]
    /// The caption and the rulers along the top and left edges with the proposed width marked: on
    /// by default, as `LayoutRenderer.showsRulers`.
    public var rulers: Bool
    /// The legend under each diagram: on by default, as `LayoutRenderer.showsLegend`.
    public var legend: Bool
    /// The widest contact sheet in pixels before its widths wrap into another row: 1,600 by
    /// default, as `LayoutRenderer.maximumSheetPixelWidth`; 100…1,000,000 (a sheet is still
    /// refused when it exceeds the renderer's surface limits, 16,384 px a side).
    public var sheetWidth: Int
    /// `plain` (what the app shows: no frames, rulers, grid, legend, overlays or margin, Apple's
    /// system colours, `theme: dark` for the dark colour scheme) or `diagram` (the default: the
    /// documentation diagram). The same word as `LayoutRenderer(style:)`, `assertLayoutSnapshot(style:)`
    /// and `layoutshot render --style`.
    public var style: Style = .diagram

    /// 320, 480 and 768 points wide: a phone, a large phone, a tablet.
    public static let defaultWidths = [320, 480, 768]
    /// The widths and the height a scene may ask for.
    public static let lengthRange = 1...16_384
    /// The scales a scene may ask for.
    public static let scaleRange: ClosedRange<Double> = 1...3

    /// 1,600 pixels, as `LayoutRenderer.maximumSheetPixelWidth`.
    public static let defaultSheetWidth = 1600
    /// The sheet widths a scene may ask for.
    public static let sheetWidthRange = 100...1_000_000

    /// Padding and spacing, as `LayoutRenderer`'s default overlays.
    public static let defaultOverlays: [Overlay] = [.padding, .spacing]

    public init(widths: [Int] = RenderOptions.defaultWidths, height: Int? = nil, formats: [ImageFormat] = [.png],
                scale: Double = 2, theme: Theme = .light, overlays: [Overlay] = RenderOptions.defaultOverlays,
                rulers: Bool = true, legend: Bool = true, sheetWidth: Int = RenderOptions.defaultSheetWidth) {
        self.widths = widths
        self.height = height
        self.formats = formats
        self.scale = scale
        self.theme = theme
        self.overlays = overlays
        self.rulers = rulers
        self.legend = legend
        self.sheetWidth = sheetWidth
    }

    /// How a scene is drawn (`LayoutshotRender.RenderStyle`).
    public enum Style: String, CaseIterable, Hashable, Sendable {
        case plain, diagram
    }

    /// These options in `style`: `plain` also turns the overlays, rulers and legend off.
    public func styled(_ style: Style) -> RenderOptions {
        var copy = self
        copy.style = style
        if style == .plain {
            copy.overlays = []
            copy.rulers = false
            copy.legend = false
        }
        return copy
    }

    /// An image format a scene can be rendered to.
    public enum ImageFormat: String, CaseIterable, Hashable, Sendable {
        case png, svg, pdf
    }

    /// The colours of the canvas and of the diagram overlays.
    public enum Theme: String, CaseIterable, Hashable, Sendable {
        case light, dark
    }

    /// A diagram layer over the views.
    public enum Overlay: String, CaseIterable, Hashable, Sendable {
        /// The padding of each `.padding` view, hatched, with its lengths.
        case padding
        /// The gaps between a stack's children, tinted, with their lengths.
        case spacing
        /// The alignment guides containers aligned their children on.
        case alignment
        /// Each view's proposals and answers, as labels.
        case trace
        /// Rulers along the top and leading edges, in points: the same as `rulers: true` (the
        /// default), kept so that older scene files still read.
        case rulers
    }
}

/// Reads scene files (YAML, or JSON when the file name ends in `.json`) into `Scene`s.
///
/// Every problem is reported as a `SceneDiagnostic` naming the file, line and column; the reader
/// collects as many as it can (up to `maximumDiagnostics`) before throwing a `SceneError`. It never
/// traps on bad input: sizes, depth and node count are bounded by the limits below.
public struct SceneReader: Sendable {
    /// The largest file read, in bytes (1 MiB by default).
    public var maximumFileSize: Int
    /// The deepest view tree, in views from the root (256 by default).
    public var maximumDepth: Int
    /// The most views in one scene, counting every modifier-carrying node once (10,000 by default).
    public var maximumViewCount: Int
    /// The reader stops collecting after this many problems (100 by default).
    public var maximumDiagnostics: Int

    public init(maximumFileSize: Int = 1 << 20, maximumDepth: Int = 256, maximumViewCount: Int = 10_000, maximumDiagnostics: Int = 100) {
        self.maximumFileSize = maximumFileSize
        self.maximumDepth = maximumDepth
        self.maximumViewCount = maximumViewCount
        self.maximumDiagnostics = maximumDiagnostics
    }

    /// Reads the scene file at `path`. The format follows the extension: `.json` is read as strict
    /// JSON, anything else as YAML.
    ///
    /// Main-actor code, as making views is (the reading functions below too).
    @MainActor public func read(contentsOfFile path: String) throws(SceneError) -> Scene {
        try read(Data(try Self.bytes(atPath: path, limit: maximumFileSize) { tooLarge(path: $0, size: $1) }), path: path)
    }

    /// The bytes of the scene file at `path`: a regular file of at most `limit` bytes, read with
    /// at most `limit + 1` bytes of memory. A named pipe, a device (`/dev/zero`) or a directory is
    /// refused at once (opened non-blocking: a pipe nobody writes to is not waited on). The same
    /// rule as `LayoutshotGraphics`' `RegularFile` for images, which this target does not depend on.
    static func bytes(atPath path: String, limit: Int, tooLarge: (String, Int) -> SceneDiagnostic) throws(SceneError) -> [UInt8] {
        func failure(_ reason: String) -> SceneError {
            SceneError(diagnostics: [SceneDiagnostic(path: path, line: 0, column: 0, message: "cannot read the file: \(reason)")])
        }
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard fd >= 0 else {
            if errno == ENOENT {
                throw SceneError(diagnostics: [SceneDiagnostic(path: path, line: 0, column: 0, message: "no such file (check the path)")])
            }
            throw failure(String(cString: strerror(errno)) + " (check the path and its permissions)")
        }
        defer { close(fd) }
        var status = stat()
        guard fstat(fd, &status) == 0 else { throw failure(String(cString: strerror(errno))) }
        guard (status.st_mode & S_IFMT) == S_IFREG else {
            let kind: String
            switch status.st_mode & S_IFMT {
            case S_IFDIR: kind = "a directory"
            case S_IFIFO: kind = "a named pipe (FIFO)"
            case S_IFCHR: kind = "a character device"
            case S_IFBLK: kind = "a block device"
            case S_IFSOCK: kind = "a socket"
            default: kind = "not a file"
            }
            if kind == "a directory" {
                throw SceneError(diagnostics: [SceneDiagnostic(path: path, line: 0, column: 0, message: "a folder, not a scene file (name a .yaml, .yml or .json file in it, or pass the folder to a command that reads every scene in it)")])
            }
            throw failure("it is \(kind), not a regular file (give the path of a scene file)")
        }
        if Int(status.st_size) > limit { throw SceneError(diagnostics: [tooLarge(path, Int(status.st_size))]) }
        let capacity = Int(status.st_size) + 1
        var bytes = [UInt8](repeating: 0, count: Swift.min(capacity, limit + 1))
        var filled = 0
        while true {
            if filled == bytes.count {
                if bytes.count > limit { break }
                bytes += [UInt8](repeating: 0, count: Swift.min(bytes.count, limit + 1 - bytes.count))
            }
            // SAFETY: reads at most `bytes.count - filled` bytes into the array's own storage,
            // after the `filled` bytes already read.
            let count = bytes.withUnsafeMutableBytes { buffer in
                Glibc.read(fd, buffer.baseAddress! + filled, buffer.count - filled)
            }
            if count < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                throw failure(String(cString: strerror(errno)))
            }
            if count == 0 { break }
            filled += count
        }
        if filled > limit { throw SceneError(diagnostics: [tooLarge(path, filled)]) }
        bytes.removeLast(bytes.count - filled)
        return bytes
    }

    /// Reads a scene from the bytes of a file; `path` names it in diagnostics and picks the format
    /// (`.json`: JSON, otherwise YAML) and the default scene name (the file name without extension).
    @MainActor public func read(_ data: Data, path: String) throws(SceneError) -> Scene {
        if data.count > maximumFileSize {
            throw SceneError(diagnostics: [tooLarge(path: path, size: data.count)])
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw SceneError(diagnostics: [Self.invalidUTF8(data, path: path)])
        }
        return try read(text, path: path)
    }

    /// Reads a scene from text; `path` names it in diagnostics and picks the format and default name.
    @MainActor public func read(_ text: String, path: String) throws(SceneError) -> Scene {
        if text.utf8.count > maximumFileSize {
            throw SceneError(diagnostics: [tooLarge(path: path, size: text.utf8.count)])
        }
        // libyaml's composer recurses once per level of the file (up to its limit of 1,000): it
        // runs on a large stack, whatever thread (a test runner's, a small worker's) asked. It makes
        // no view. The views are made here, on the main actor, by a walk at most
        // `maximumDepth` levels deep.
        let composed = LargeStack.run { SceneParser.compose(text) }
        return try SceneParser(path: path, text: text, reader: self).parse(composed).get()
    }

    /// Where `data` stops being UTF-8: the line and column of the first bad byte (columns counted
    /// in characters before it, as everywhere else), its value and its byte offset.
    static func invalidUTF8(_ data: Data, path: String) -> SceneDiagnostic {
        let bytes = [UInt8](data)
        var line = 1, lineStart = 0, offset = 0
        var bad: Int?
        while offset < bytes.count {
            let byte = bytes[offset]
            let length: Int
            switch byte {
            case 0x00...0x7F: length = 1
            case 0xC2...0xDF: length = 2
            case 0xE0...0xEF: length = 3
            case 0xF0...0xF4: length = 4
            default: length = 0
            }
            // The sequence must be complete and decode (no overlong forms, surrogates or values past U+10FFFF).
            if length == 0 || offset + length > bytes.count
                || String(bytes: bytes[offset..<offset + length], encoding: .utf8) == nil {
                bad = offset
                break
            }
            if byte == 0x0A { line += 1; lineStart = offset + 1 }
            offset += length
        }
        guard let bad else {
            return SceneDiagnostic(path: path, line: 0, column: 0, message: "the file is not valid UTF-8 text (save it as UTF-8)")
        }
        let column = (String(bytes: bytes[lineStart..<bad], encoding: .utf8)?.unicodeScalars.count ?? 0) + 1
        let value = String(bytes[bad], radix: 16, uppercase: true)
        return SceneDiagnostic(path: path, line: line, column: column,
                               message: "the file is not valid UTF-8 text: byte 0x\(value.count == 1 ? "0" + value : value) at byte offset \(bad) does not start a valid UTF-8 character (save the file as UTF-8)")
    }

    private func tooLarge(path: String, size: Int) -> SceneDiagnostic {
        SceneDiagnostic(path: path, line: 0, column: 0,
                        message: "the file is \(Self.formatBytes(size)) (\(size) bytes); scene files may be at most \(Self.formatBytes(maximumFileSize)) (split it into several scenes)")
    }

    static func formatBytes(_ count: Int) -> String {
        if count >= 1 << 20 {
            let mib = Double(count) / Double(1 << 20)
            return mib == mib.rounded() ? "\(Int(mib)) MiB" : String(format: "%.1f MiB", mib)
        }
        if count >= 1 << 10 {
            let kib = Double(count) / Double(1 << 10)
            return kib == kib.rounded() ? "\(Int(kib)) KiB" : String(format: "%.1f KiB", kib)
        }
        return "\(count) bytes"
    }
}

/// Runs nonisolated work that makes no view (parsing YAML) on a thread with a large stack and
/// waits for it.
enum LargeStack {
    static let size = 64 << 20

    /// Runs `body` on a new thread with a `size` stack and returns what it made. `body` is
    /// `@Sendable` and nonisolated, so nothing main-actor runs on that thread.
    static func run<T>(_ body: @escaping @Sendable () -> T) -> T {
        let box = Box<T>()
        box.work = body
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.value = box.work?()
            box.work = nil
            done.signal()
        }
        thread.stackSize = size
        thread.start()
        done.wait()
        return box.value!
    }

    // SAFETY (`@unchecked Sendable`): the caller writes `work` before the thread starts and
    // reads `value` after the semaphore says the thread is done with both (thread start and the
    // semaphore are full memory barriers), so no two threads touch the box at once. A value that
    // is not `Sendable` (YAML nodes) is handed over whole: the thread made it, keeps no reference
    // to it once it has stored it, and has finished before the caller reads it.
    private final class Box<T>: @unchecked Sendable {
        var work: (() -> T)?
        var value: T?
    }
}

/// A named image in a scene file and where it is named.
public struct SceneImageReference: Hashable, Sendable {
    /// The name, as `Image(_:)` takes it (relative to the scene's folder, no `..`).
    public var name: String
    /// Where the name is, in the scene file.
    public var location: SceneLocation

    public init(name: String, location: SceneLocation) {
        self.name = name
        self.location = location
    }
}
