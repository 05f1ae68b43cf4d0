import Foundation
import LayoutshotGraphics
import LayoutshotScene

/// `layoutshot gallery`: `README.md` (Markdown) and `index.html` (one static page, no external
/// assets) showing every sample at every width and its contact sheet, images linked relatively.
///
/// The pages depend only on the samples (names, titles, summaries, widths, formats, where the
/// scene files are relative to the output folder), never on time or machine, so writing them twice
/// gives the same bytes and `check` can tell when they are stale.
public struct Gallery: @unchecked Sendable {
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
    public func write() throws -> [String] {
        let folder = try OutputFolder(outputDirectory)
        let missing = linkedFiles.filter { !folder.contains($0) }
        guard missing.isEmpty else { throw GalleryError.missingImages(missing, outputDirectory: outputDirectory) }
        let pages = [(Self.markdownFileName, markdown()), (Self.htmlFileName, html())]
        for (name, text) in pages {
            try AtomicFile.write(Array(text.utf8), to: folder.toolFileLocation(name))
        }
        return pages.map { (outputDirectory as NSString).appendingPathComponent($0.0) }
    }

    // MARK: Markdown

    /// The Markdown page.
    public func markdown() -> String {
        let scenes = items.filter { if case .file = $0.input { return true }; return false }.count
        var out = """
        # Layoutshot gallery

        Every sample rendered by `layoutshot render`: \(scenes) scene file\(scenes == 1 ? "" : "s") and \
        \(items.count - scenes) Swift sample\(items.count - scenes == 1 ? "" : "s"), each at every width and as a \
        contact sheet. Written by `layoutshot gallery` (also as [index.html](index.html)); \
        `./Scripts/render-samples` renders everything again and `layoutshot check` tells whether these \
        files are current.

        ## Contents


        """
        for item in items {
            out += "- [\(markdownEscaped(item.title))](#\(item.name))\n"
        }
        for item in items {
            let files = SceneRendering.plannedFiles(name: item.name, options: item.options)
            let shown = shownFormat(item.options)
            out += "\n<a id=\"\(item.name)\"></a>\n\n## \(markdownEscaped(item.title))\n\n"
            if let summary = item.summary { out += "\(markdownEscaped(summary))\n\n" }
            out += meta(item, markdown: true) + "\n\n"
            out += "![\(markdownEscaped(item.title)) at \(widthList(item.options.widths)) points](\(item.name)-widths.\(shown.rawValue))\n\n"
            out += "| " + item.options.widths.map { "\($0) pt" }.joined(separator: " | ") + " |\n"
            out += "|" + String(repeating: " --- |", count: item.options.widths.count) + "\n"
            out += "| " + item.options.widths.map { "![\(markdownEscaped(item.title)), \($0) pt](\(item.name)-\($0).\(shown.rawValue))" }
                .joined(separator: " | ") + " |\n\n"
            out += "Files: " + files.map { "[\($0.fileName)](\($0.fileName))" }.joined(separator: " · ") + "\n"
        }
        return out
    }

    // MARK: HTML

    /// The HTML page: a light or dark page (following the reader's setting), a contents list, and
    /// a card per sample with its contact sheet and each width.
    public func html() -> String {
        var body = ""
        for item in items {
            let files = SceneRendering.plannedFiles(name: item.name, options: item.options)
            let shown = shownFormat(item.options)
            let title = htmlEscaped(item.title)
            body += "<section id=\"\(item.name)\">\n<h2><a href=\"#\(item.name)\">\(title)</a></h2>\n"
            if let summary = item.summary { body += "<p>\(htmlEscaped(summary))</p>\n" }
            body += "<p class=\"meta\">\(meta(item, markdown: false))</p>\n"
            body += "<figure class=\"sheet\"><a href=\"\(item.name)-widths.\(shown.rawValue)\"><img src=\"\(item.name)-widths.\(shown.rawValue)\" alt=\"\(title) at \(widthList(item.options.widths)) points\" loading=\"lazy\"></a>"
            body += "<figcaption>all widths</figcaption></figure>\n<div class=\"widths\">\n"
            for width in item.options.widths {
                let links = item.options.formats.map { "<a href=\"\(item.name)-\(width).\($0.rawValue)\">\($0.rawValue)</a>" }.joined(separator: " ")
                body += "<figure><a href=\"\(item.name)-\(width).\(shown.rawValue)\"><img src=\"\(item.name)-\(width).\(shown.rawValue)\" alt=\"\(title), \(width) pt\" loading=\"lazy\"></a>"
                body += "<figcaption>\(width) pt · \(links)</figcaption></figure>\n"
            }
            body += "</div>\n<p class=\"files\">" + files.map { "<a href=\"\($0.fileName)\">\($0.fileName)</a>" }.joined(separator: " ") + "</p>\n</section>\n"
        }
        let contents = items.map { "<li><a href=\"#\($0.name)\">\(htmlEscaped($0.title))</a></li>" }.joined(separator: "\n")
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
        header p { margin: 0; color: var(--muted); }
        nav ul { display: flex; flex-wrap: wrap; gap: 8px; list-style: none; padding: 0; margin: 16px 0 0; }
        nav a { display: inline-block; padding: 4px 12px; border-radius: 999px; background: var(--card); border: 1px solid var(--line); color: var(--text); text-decoration: none; font-size: 14px; }
        nav a:hover { border-color: var(--accent); }
        section { background: var(--card); border: 1px solid var(--line); border-radius: 14px; padding: 20px 24px; margin: 0 0 24px; }
        h2 { margin: 0 0 4px; font-size: 21px; }
        h2 a { color: inherit; text-decoration: none; }
        .meta, .files { color: var(--muted); font-size: 14px; }
        .files a { margin-right: 8px; }
        a { color: var(--accent); }
        code { font: 13px ui-monospace, "DejaVu Sans Mono", monospace; }
        figure { margin: 0; }
        figcaption { color: var(--muted); font-size: 13px; margin-top: 4px; }
        .sheet { overflow-x: auto; padding-bottom: 8px; }
        .sheet img { display: block; max-width: none; height: auto; width: min(100%, 1200px); min-width: 720px; }
        .widths { display: flex; gap: 16px; overflow-x: auto; align-items: flex-start; margin-top: 16px; }
        .widths img { display: block; max-width: 360px; height: auto; border: 1px solid var(--line); border-radius: 6px; }
        </style>
        </head>
        <body>
        <header>
        <h1>Layoutshot gallery</h1>
        <p>Every sample at every width, rendered by <code>layoutshot render</code> and written by <code>layoutshot gallery</code>.</p>
        <nav><ul>
        \(contents)
        </ul></nav>
        </header>
        <main>
        \(body)</main>
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
            return "\(outputDirectory) lacks \(shown); render the samples first (layoutshot render Samples --swift-samples --out \(outputDirectory))"
        }
    }
}
