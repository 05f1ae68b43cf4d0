import Foundation
import Layoutshot
import LayoutshotGraphics
import LayoutshotRender
import LayoutshotScene

/// `layoutshot gallery`: `README.md` (Markdown: each sample's contact sheet) and `index.html` (one
/// static page, no external assets: each width at its true size), one entry per sample, images
/// linked relatively.
///
/// The pages depend only on the samples (names, titles, summaries, widths, formats, colours, where
/// the scene files are relative to the output folder) and the sizes of the rendered pictures,
/// never on time or machine, so writing them twice gives the same bytes and `check` can tell when
/// they are stale.
public struct Gallery: Sendable {
    public static let markdownFileName = "README.md"
    public static let htmlFileName = "index.html"

    /// The samples shown, in order.
    public var items: [SceneItem]
    /// The output folder the pages live in (scene files are linked relative to it).
    public var outputDirectory: String

    public init(items: [SceneItem], outputDirectory: String) {
        self.items = items
        self.outputDirectory = outputDirectory
    }

    /// Every image file the pages link to, by name, in order.
    public var linkedFiles: [String] {
        items.flatMap { SceneRendering.plannedFiles(name: $0.name, options: $0.options).map(\.fileName) }
    }

    /// Writes both pages into the output folder atomically, after checking that every image they
    /// link to exists.
    ///
    /// - Throws: `GalleryError.missingImages` (nothing is written then), or a write error.
    @MainActor public func write() throws -> [String] {
        let folder = try OutputFolder(outputDirectory)
        let missing = linkedFiles.filter { !folder.contains($0) }
        guard missing.isEmpty else { throw GalleryError.missingImages(missing, outputDirectory: outputDirectory) }
        let pages = [(Self.markdownFileName, markdown()), (Self.htmlFileName, html())]
        for (name, text) in pages {
            try AtomicFile.write(Array(text.utf8), to: folder.toolFileLocation(name))
        }
        return pages.map { (outputDirectory as NSString).appendingPathComponent($0.0) }
    }

    // MARK: Entries

    /// One gallery entry: a sample, and its dark twin when there is one (a sample named
    /// `<name>-dark`), shown side by side.
    struct Entry {
        var item: SceneItem
        var dark: SceneItem?
    }

    /// The entries in order: every item once, a `<name>-dark` item folded into `<name>`'s entry.
    var entries: [Entry] {
        let names = Set(items.map(\.name))
        return items.compactMap { item in
            if item.name.hasSuffix("-dark"), names.contains(String(item.name.dropLast(5))) { return nil }
            return Entry(item: item, dark: items.first { $0.name == item.name + "-dark" })
        }
    }

    // MARK: Markdown

    /// The Markdown page: per sample its contact sheet (every width at its true relative size,
    /// wrapped to fit a page) and links to each width's picture.
    @MainActor public func markdown() -> String {
        let scenes = items.filter { if case .file = $0.input { return true }; return false }.count
        var out = """
        # Layoutshot gallery

        Every sample rendered by `layoutshot render`: \(scenes) scene file\(scenes == 1 ? "" : "s") and \
        \(items.count - scenes) Swift sample\(items.count - scenes == 1 ? "" : "s"), each as a contact sheet \
        of every width at its true size. Written by `layoutshot gallery` (also as [index.html](index.html)); \
        `layoutshot render` renders them again and `layoutshot check` tells whether these \
        files are current.

        \(Self.colourNote)

        ## Contents


        """
        for entry in entries {
            out += "- [\(markdownEscaped(entry.item.title))](#\(entry.item.name))\n"
        }
        for entry in entries {
            let item = entry.item
            let shown = shownFormat(item.options)
            out += "\n<a id=\"\(item.name)\"></a>\n\n## \(markdownEscaped(item.title))\n\n"
            if let summary = item.summary { out += "\(markdownEscaped(summary))\n\n" }
            out += meta(item, markdown: true) + "\n\n"
            if let colours = colourLine(entry, markdown: true) { out += colours + "\n\n" }
            for variant in [item] + (entry.dark.map { [$0] } ?? []) {
                if entry.dark != nil { out += "**\(variant.options.theme.rawValue.capitalized)**\n\n" }
                out += "![\(markdownEscaped(variant.title)) at \(widthList(variant.options.widths)) points](\(variant.name)-widths.\(shown.rawValue))\n\n"
                let files = SceneRendering.plannedFiles(name: variant.name, options: variant.options)
                out += "Each width: " + variant.options.widths.map { "[\($0) pt](\(variant.name)-\($0).\(shown.rawValue))" }.joined(separator: " · ")
                out += " · Files: " + files.map { "[\($0.fileName)](\($0.fileName))" }.joined(separator: " · ") + "\n\n"
            }
        }
        return out
    }

    // MARK: HTML

    /// The HTML page: a light or dark page (following the reader's setting), a contents list, and
    /// per sample each width's picture at its true size (points), wrapping, each with its caption,
    /// light and dark side by side when the sample has a dark twin. A small script records on
    /// `<body>` how many images loaded and whether the page scrolls sideways (`data-images`,
    /// `data-loaded`, `data-shrunk`, `data-overflow`), for the gallery's browser test.
    @MainActor public func html() -> String {
        var body = ""
        for entry in entries {
            let item = entry.item
            let shown = shownFormat(item.options)
            let title = htmlEscaped(item.title)
            body += "<section id=\"\(item.name)\">\n<h2><a href=\"#\(item.name)\">\(title)</a></h2>\n"
            if let summary = item.summary { body += "<p>\(htmlEscaped(summary))</p>\n" }
            body += "<p class=\"meta\">\(meta(item, markdown: false))</p>\n"
            if let colours = colourLine(entry, markdown: false) { body += "<p class=\"meta\">\(colours)</p>\n" }
            body += "<div class=\"widths\">\n"
            let variants = [item] + (entry.dark.map { [$0] } ?? [])
            for width in item.options.widths {
                body += "<figure><div class=\"pair\">"
                for variant in variants where variant.options.widths.contains(width) {
                    let file = "\(variant.name)-\(width).\(shown.rawValue)"
                    body += "<a href=\"\(file)\"><img src=\"\(file)\"\(sizeAttributes(file, scale: variant.options.scale)) "
                        + "alt=\"\(htmlEscaped(variant.title)), \(width) pt\(entry.dark == nil ? "" : ", \(variant.options.theme.rawValue)")\"></a>"
                }
                let links = variants.flatMap { variant in
                    variant.options.formats.map { format in
                        "<a href=\"\(variant.name)-\(width).\(format.rawValue)\">\(entry.dark == nil ? "" : variant.options.theme.rawValue + " ")\(format.rawValue)</a>"
                    }
                }.joined(separator: " ")
                body += "</div><figcaption>\(width) pt\(entry.dark == nil ? "" : " · light | dark") · \(links)</figcaption></figure>\n"
            }
            body += "</div>\n<p class=\"files\">All widths in one picture: "
                + variants.map { "<a href=\"\($0.name)-widths.\(shown.rawValue)\">\($0.name)-widths.\(shown.rawValue)</a>" }.joined(separator: ", ")
                + "</p>\n<p class=\"files\">Files: "
                + variants.flatMap { SceneRendering.plannedFiles(name: $0.name, options: $0.options) }
                    .map { "<a href=\"\($0.fileName)\">\($0.fileName)</a>" }.joined(separator: " ")
                + "</p>\n</section>\n"
        }
        let contents = entries.map { "<li><a href=\"#\($0.item.name)\">\(htmlEscaped($0.item.title))</a></li>" }.joined(separator: "\n")
        return """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>Layoutshot gallery</title>
        <style>
        :root { color-scheme: light dark; --bg: #f5f5f7; --card: #ffffff; --text: #1d1d1f; --muted: #6e6e73; --accent: #0a66d8; --line: #d2d2d7; }
        @media (prefers-color-scheme: dark) { :root { --bg: #111113; --card: #1c1c1f; --text: #f5f5f7; --muted: #a1a1a6; --accent: #5aa2ff; --line: #38383c; } }
        * { box-sizing: border-box; }
        body { margin: 0; background: var(--bg); color: var(--text); font: 16px/1.5 system-ui, -apple-system, "Segoe UI", "DejaVu Sans", sans-serif; }
        header, main { max-width: 1200px; margin: 0 auto; padding: 24px; }
        header h1 { margin: 0 0 8px; font-size: 28px; }
        header p { margin: 0 0 8px; color: var(--muted); }
        nav ul { display: flex; flex-wrap: wrap; gap: 8px; list-style: none; padding: 0; margin: 16px 0 0; }
        nav a { display: inline-block; padding: 4px 12px; border-radius: 999px; background: var(--card); border: 1px solid var(--line); color: var(--text); text-decoration: none; font-size: 14px; }
        nav a:hover { border-color: var(--accent); }
        section { background: var(--card); border: 1px solid var(--line); border-radius: 14px; padding: 20px 24px; margin: 0 0 24px; }
        h2 { margin: 0 0 4px; font-size: 21px; }
        h2 a { color: inherit; text-decoration: none; }
        .meta, .files { color: var(--muted); font-size: 14px; margin: 4px 0; overflow-wrap: anywhere; }
        .widths + .files { margin-top: 16px; }
        .files a { margin-right: 8px; }
        a { color: var(--accent); }
        code { font: 13px ui-monospace, "DejaVu Sans Mono", monospace; }
        .widths { display: flex; flex-wrap: wrap; gap: 24px 28px; align-items: flex-start; margin-top: 16px; }
        figure { margin: 0; max-width: 100%; }
        .pair { display: flex; flex-wrap: wrap; gap: 8px; }
        .pair a { display: block; max-width: 100%; }
        figure img { display: block; max-width: 100%; height: auto; border: 1px solid var(--line); border-radius: 6px; }
        figcaption { color: var(--muted); font-size: 13px; margin-top: 6px; }
        </style>
        </head>
        <body>
        <header>
        <h1>Layoutshot gallery</h1>
        <p>Every sample at every width, at its true size, rendered by <code>layoutshot render</code> and written by <code>layoutshot gallery</code>.</p>
        <p>\(htmlEscaped(Self.colourNote).replacingOccurrences(of: "`", with: ""))</p>
        <nav><ul>
        \(contents)
        </ul></nav>
        </header>
        <main>
        \(body)</main>
        <script>
        addEventListener("load", () => {
          const images = Array.from(document.images), root = document.documentElement, data = document.body.dataset;
          data.images = images.length;
          data.loaded = images.filter(i => i.complete && i.naturalWidth > 0).length;
          data.shrunk = images.filter(i => i.hasAttribute("width") && Math.abs(i.getBoundingClientRect().width - Number(i.getAttribute("width"))) > 1).length;
          data.overflow = root.scrollWidth > root.clientWidth ? "yes" : "no";
        });
        </script>
        </body>
        </html>

        """
    }

    // MARK: Pieces

    /// The format whose pictures the pages show: PNG when rendered, else SVG, else the first.
    private func shownFormat(_ options: RenderOptions) -> RenderOptions.ImageFormat {
        options.formats.contains(.png) ? .png : options.formats.contains(.svg) ? .svg : options.formats[0]
    }

    /// "Scene `tags.yaml` · widths 320, 480, 768 pt · png, svg"; the scene file linked relatively.
    private func meta(_ item: SceneItem, markdown: Bool) -> String {
        let origin: String
        switch item.input {
        case .file(let path):
            let name = (path as NSString).lastPathComponent
            let link = Self.relativePath(from: outputDirectory, to: path)
            origin = markdown ? "Scene [`\(name)`](\(link))" : "Scene <a href=\"\(htmlEscaped(link))\"><code>\(htmlEscaped(name))</code></a>"
        case .swiftSample:
            origin = markdown ? "Swift sample (`Samples/Swift`)" : "Swift sample (<code>Samples/Swift</code>)"
        }
        let widths = item.options.widths.map(String.init).joined(separator: ", ")
        let formats = item.options.formats.map(\.rawValue).joined(separator: ", ")
        return "\(origin) · widths \(widths) pt · \(formats) · scale \(Self.number(item.options.scale))×"
            + (item.options.overlays.isEmpty ? "" : " · overlays: " + item.options.overlays.map(\.rawValue).joined(separator: ", "))
    }

    /// How diagrams draw colours, as SwiftUI resolves them.
    static let colourNote = "Semantic colours (`primary`, `secondary`, `systemBackground`, `label`, …) adapt to the "
        + "diagram's theme, as SwiftUI's do in dark mode; every other colour (`white`, `blue`, hex and RGB values) is "
        + "fixed and keeps its value in both themes."

    /// "Fixed colours: white, blue · adapting: primary, secondary", from the views of the sample
    /// at its first width; nil when it names none.
    @MainActor private func colourLine(_ entry: Entry, markdown: Bool) -> String? {
        guard let measurer = try? PangoTextMeasurer.shared(), let width = entry.item.options.widths.first else { return nil }
        let renderer = LayoutRenderer(textMeasurer: measurer)
        var fixed: [String] = [], semantic: [String] = []
        for item in [entry.item] + (entry.dark.map { [$0] } ?? []) {
            for layout in item.layouts(with: renderer, widths: [width], height: item.options.height) {
                for node in layout.nodes {
                    var colours: [Color] = []
                    if case .color(let color) = node.content { colours.append(color) }
                    if let foreground = node.style.foreground { colours.append(foreground) }
                    if let border = node.style.border { colours.append(border.color) }
                    for color in colours where color.opacity > 0 {
                        if let name = color.semanticName {
                            if !semantic.contains(name) { semantic.append(name) }
                        } else {
                            let name = Self.colourName(color)
                            if !fixed.contains(name) { fixed.append(name) }
                        }
                    }
                }
            }
        }
        guard !fixed.isEmpty || !semantic.isEmpty else { return nil }
        func list(_ names: [String]) -> String {
            names.map { markdown ? "`\($0)`" : "<code>\(htmlEscaped($0))</code>" }.joined(separator: ", ")
        }
        var parts: [String] = []
        if !fixed.isEmpty { parts.append("Fixed colours (the same in light and dark): " + list(fixed)) }
        if !semantic.isEmpty { parts.append("adapting: " + list(semantic)) }
        return parts.joined(separator: " · ")
    }

    /// A fixed colour's name without its opacity (`blue`), or its hex value (`#F2F2F7`).
    static func colourName(_ color: Color) -> String {
        if let name = color.name { return String(name.split(separator: ".", maxSplits: 1)[0]) }
        func byte(_ value: Double) -> String { String(format: "%02X", Int((value * 255).rounded())) }
        return "#" + byte(color.red) + byte(color.green) + byte(color.blue)
    }

    /// ` width="384" height="210"`: a PNG's size in points (pixels ÷ scale), read from its header
    /// in the output folder, so the page shows each picture at its true size; empty when unknown.
    private func sizeAttributes(_ file: String, scale: Double) -> String {
        // (A regular file only: a named pipe in the folder is not waited on.)
        guard file.hasSuffix(".png"), scale > 0,
              let header = try? RegularFile.read(atPath: (outputDirectory as NSString).appendingPathComponent(file), limit: 24, prefix: true)
        else { return "" }
        // The signature, then the IHDR chunk: length, "IHDR", width and height big-endian.
        guard header.count == 24, header[12...15].elementsEqual(Array("IHDR".utf8)) else { return "" }
        func int(_ at: Int) -> Int { header[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        let width = Int((Double(int(16)) / scale).rounded()), height = Int((Double(int(20)) / scale).rounded())
        return " width=\"\(width)\" height=\"\(height)\""
    }

    private func widthList(_ widths: [Int]) -> String {
        let names = widths.map(String.init)
        guard names.count > 1 else { return names.joined() }
        return names.dropLast().joined(separator: ", ") + " and " + names.last!
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    /// `file` relative to `folder`, by their absolute standardised paths (`../Samples/tags.yaml`).
    static func relativePath(from folder: String, to file: String) -> String {
        let from = URL(fileURLWithPath: folder).standardizedFileURL.pathComponents
        let to = URL(fileURLWithPath: file).standardizedFileURL.pathComponents
        var common = 0
        while common < from.count, common < to.count, from[common] == to[common] { common += 1 }
        return (Array(repeating: "..", count: from.count - common) + to[common...]).joined(separator: "/")
    }

    private func htmlEscaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    private func markdownEscaped(_ text: String) -> String {
        var out = ""
        for character in text {
            if "\\`*_[]<>|#".contains(character) { out.append("\\") }
            out.append(character)
        }
        return out
    }
}

/// Why the gallery was not written.
public enum GalleryError: Error, Equatable, CustomStringConvertible {
    /// Pictures the pages would link to are not in the output folder.
    case missingImages([String], outputDirectory: String)

    public var description: String {
        switch self {
        case let .missingImages(files, outputDirectory):
            let shown = files.prefix(8).joined(separator: ", ") + (files.count > 8 ? ", … (\(files.count) in all)" : "")
            return "\(outputDirectory) lacks \(shown); render the scenes into it first (layoutshot render <scene files or folders> --out \(outputDirectory))"
        }
    }
}
