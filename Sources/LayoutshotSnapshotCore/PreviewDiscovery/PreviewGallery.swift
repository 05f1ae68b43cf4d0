import Foundation
import Layoutshot
import LayoutshotDiff
import LayoutshotGraphics
import LayoutshotRender

/// Pictures of every `#Preview` and `PreviewProvider` linked into the process, for docs: each on
/// the devices, in the variants and at the widths given, written into one folder with a gallery
/// page (`index.html`), without a test. `swift package layoutshot-render` (the package's command
/// plugin) builds a small program that links the user's library products and calls `main`.
///
/// The pictures are drawn and named exactly as the README's preview test records them (the same
/// code, `assertPreviewSnapshot`'s, in record mode): `previews.<preview>.<device>.<variant>.png`,
/// the same plain or diagram style (`style`, else `LayoutSnapshotConfiguration`'s, plain by
/// default), so a gallery and a test's references never disagree. Widths add `previews.<preview>.w<width>.<variant>.png`: the preview
/// at that width and its ideal height (previews with a size-that-fits or fixed layout are drawn
/// once per variant at their own size, whatever the devices and widths).
public struct PreviewGallery {
    public var outputDirectory: String
    public var devices: [SnapshotDevice]
    public var variants: [SnapshotVariant]
    public var widths: [CGFloat]
    /// Only previews of these modules; empty: every module's.
    public var modules: [String]
    /// `.plain` (the app as the device draws it) or `.diagram` (frames, rulers, legend, for
    /// docs about layout); nil: what the snapshot tests use (`LayoutSnapshotConfiguration`).
    public var style: RenderStyle?

    /// A gallery written into `outputDirectory`: every preview on `devices` in `variants`, and at
    /// each of `widths` (points), of `modules` (empty: all), drawn in `style`.
    public init(outputDirectory: String, devices: [SnapshotDevice] = [.iPhone15], variants: [SnapshotVariant] = [.light, .dark],
                widths: [CGFloat] = [], modules: [String] = [], style: RenderStyle? = nil) {
        self.outputDirectory = outputDirectory
        self.devices = devices
        self.variants = variants
        self.widths = widths
        self.modules = modules
        self.style = style
    }

    /// One preview's pictures, for the page.
    public struct Entry: Sendable {
        /// Where the preview is declared: its file and line, or its provider's name.
        public var place: String
        /// The pictures' file names in the gallery's folder, in the order drawn.
        public var pictures: [String]
    }

    /// Renders every preview into `outputDirectory` (pictures of an earlier gallery with the same
    /// names are replaced; nothing else in the folder is touched) and writes `index.html`. Throws
    /// when no preview is linked or a picture cannot be written, with what to do.
    @MainActor
    public func write() throws -> [Entry] {
        let previews = DiscoveredPreview.all(inModules: modules)
        if previews.count == 1, let problem = previews[0].problem {
            throw PreviewGalleryError(message: problem)
        }
        try FileManager.default.createDirectory(atPath: outputDirectory, withIntermediateDirectories: true)
        var entries: [Entry] = []
        var problems: [String] = []
        let matrix = SnapshotMatrix(devices: devices, variants: variants)
        for preview in previews {
            var written: [String] = []
            let failures = verifyPreview(preview, on: matrix, widths: widths, style: style, renderer: nil, tolerance: DiffTolerance(),
                                         record: .all, snapshotDirectory: outputDirectory, filePath: outputDirectory + "/Gallery.swift",
                                         testName: "previews", line: nil)
            for failure in failures {
                if failure.kind == .recorded, let path = failure.recordedPath ?? failure.referencePath {
                    written.append((path as NSString).lastPathComponent)
                } else {
                    problems.append(failure.message)
                }
            }
            entries.append(Entry(place: preview.place, pictures: written))
        }
        if !problems.isEmpty {
            throw PreviewGalleryError(message: problems.joined(separator: "\n"))
        }
        let scale = variants.first.map { Int(($0.scale ?? .x2).rawValue) } ?? 2
        try AtomicFile.write(Array(Self.html(entries, folder: outputDirectory, scale: scale).utf8), to: (outputDirectory as NSString).appendingPathComponent("index.html"))
        return entries
    }

    /// The gallery page: one section per preview (its place: file and line, or provider), its
    /// pictures at their size in points (2× pictures shown at half their pixels), no external assets.
    static func html(_ entries: [Entry], folder: String, scale: Int) -> String {
        func escape(_ text: String) -> String {
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
        }
        var page = """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>Previews</title>
            <style>
            body { font: 14px/1.4 system-ui, sans-serif; margin: 24px; background: #f4f4f6; color: #1c1c1e; }
            section { margin-bottom: 32px; } h2 { font-size: 16px; margin: 0 0 8px; }
            .row { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
            figure { margin: 0; } figcaption { font-size: 12px; color: #6c6c70; margin-top: 4px; }
            img { display: block; border: 1px solid #d1d1d6; background: #fff; }
            </style></head><body>
            <h1>Previews</h1>

            """
        for entry in entries {
            page += "<section><h2>\(escape(entry.place))</h2><div class=\"row\">\n"
            for picture in entry.pictures {
                // `previews.InboxRow-Unread.iPhone15.dark.png` → `InboxRow-Unread · iPhone15 · dark`.
                let label = picture.split(separator: ".").dropFirst().dropLast().joined(separator: " · ")
                let size = Self.pixelSize(ofPNG: (folder as NSString).appendingPathComponent(picture)).map { ($0.0 / scale, $0.1 / scale) }
                let dimensions = size.map { " width=\"\($0.0)\" height=\"\($0.1)\"" } ?? ""
                page += "<figure><img src=\"\(escape(picture))\"\(dimensions) alt=\"\(escape(picture))\">"
                    + "<figcaption>\(escape(label))</figcaption></figure>\n"
            }
            page += "</div></section>\n"
        }
        return page + "</body></html>\n"
    }

    /// The width and height a PNG's header gives (bytes 16…23, big-endian), or nil when the file
    /// is not a PNG; the page divides them by the variants' scale to show pictures in points.
    static func pixelSize(ofPNG path: String) -> (Int, Int)? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        let header = [UInt8](handle.readData(ofLength: 24))
        guard header.count == 24, header[0] == 0x89, header[1] == 0x50, header[12...15].elementsEqual(Array("IHDR".utf8)) else { return nil }
        func int(_ at: Int) -> Int { header[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (int(16), int(20))
    }

    /// `layoutshot-previews --out DIR [--device iPhone15,iPhoneSE] [--variant light,dark] [--width 320,…] [--module Name,…] [--style plain|diagram]`:
    /// the entry point of the program `swift package layoutshot-render` builds. Exit status 0
    /// when written, 1 when a preview failed or none was found, 2 for a usage error.
    @MainActor
    public static func main(arguments: [String] = Array(CommandLine.arguments.dropFirst())) -> Int32 {
        func fail(_ message: String, _ status: Int32) -> Int32 {
            FileHandle.standardError.write(Data((message + "\n").utf8))
            return status
        }
        var values: [String: String] = [:]
        var index = 0
        while index < arguments.count {
            let key = arguments[index]
            guard ["--out", "--device", "--variant", "--width", "--module", "--style"].contains(key), index + 1 < arguments.count else {
                return fail("unknown or incomplete option \(key); usage: layoutshot-render --out DIR [--device iPhone15,iPhoneSE] [--variant light,dark] [--width 320,768] [--module Name] [--style plain|diagram]", 2)
            }
            values[key] = arguments[index + 1]
            index += 2
        }
        guard let out = values["--out"] else { return fail("pass --out DIR, the folder for the pictures and index.html", 2) }
        func list(_ key: String) -> [String] {
            values[key].map { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty } } ?? []
        }
        let known: [SnapshotDevice] = [.iPhoneSE, .iPhone15, .iPhone15ProMax, .iPad]
        var devices: [SnapshotDevice] = []
        for name in list("--device") {
            guard let device = known.first(where: { $0.name.lowercased() == name.lowercased() }) else {
                return fail("--device \(name): not a device (known: \(known.map(\.name).joined(separator: ", ")))", 2)
            }
            devices.append(device)
        }
        var variants: [SnapshotVariant] = []
        for name in list("--variant") {
            switch name.lowercased() {
            case "light": variants.append(.light)
            case "dark": variants.append(.dark)
            default: return fail("--variant \(name): not a variant (light, dark)", 2)
            }
        }
        var widths: [CGFloat] = []
        for text in list("--width") {
            guard let width = Double(text), width.isFinite, width >= 1, width <= 16_384 else {
                return fail("--width \(text): widths are numbers of points within 1…16384", 2)
            }
            widths.append(CGFloat(width))
        }
        var style: RenderStyle?
        if let name = values["--style"] {
            guard let chosen = RenderStyle(rawValue: name.lowercased()) else {
                return fail("--style \(name): not a style (plain: the app as the device draws it; diagram: frames, rulers and legend)", 2)
            }
            style = chosen
        }
        if devices.isEmpty && widths.isEmpty { devices = [.iPhone15] }
        let gallery = PreviewGallery(outputDirectory: out, devices: devices, variants: variants.isEmpty ? [.light, .dark] : variants,
                                     widths: widths, modules: list("--module"), style: style)
        do {
            let entries = try gallery.write()
            let count = entries.reduce(0) { $0 + $1.pictures.count }
            print("wrote \(count) picture\(count == 1 ? "" : "s") of \(entries.count) preview\(entries.count == 1 ? "" : "s") and \((out as NSString).appendingPathComponent("index.html"))")
            return 0
        } catch {
            return fail("error: \(error)", 1)
        }
    }
}

/// Why a gallery was not written.
public struct PreviewGalleryError: Error, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}
