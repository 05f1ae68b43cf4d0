import Layoutshot
import Yams

extension SceneParser {
    func readScene(_ root: Node) -> Scene? {
        guard case .mapping = root else {
            report(at: root, "a scene file is \(mappingWord) with 'name', 'render' and 'view', found \(describe(root))")
            return nil
        }
        guard let fields = fields(root, what: "scene", allowed: Vocabulary.scene) else { return nil }

        if let schema = fields["$schema"] {
            _ = string(schema, for: "$schema", example: "\"$schema\": \"scene.schema.json\"")
        }
        let name = sceneName(fields)
        var title: String?
        if let node = fields["title"], let value = string(node, for: "title", anyScalar: true, example: "title: A tag cloud") {
            title = value
        }
        var summary: String?
        if let node = fields["summary"] {
            summary = string(node, for: "summary", anyScalar: true, example: "summary: Chips that wrap onto new lines")
        }
        var render = RenderOptions()
        if let node = fields["render"] { render = renderOptions(node) ?? render }

        guard let viewNode = fields["view"] else {
            report(at: root, "the scene has no 'view' (add the view tree to render, e.g. view: {text: Hello})")
            return nil
        }
        let view = self.view(viewNode, depth: 1)
        guard let name else { return nil }
        var scene = Scene(name: name, title: title ?? name, summary: summary, render: render, view: view, path: path, source: text)
        scene.imageReferences = imageReferences
        if let node = fields["render"] {
            let (line, column) = node.position
            scene.renderLocation = SceneLocation(line: line, column: column)
            if let widths = node.mapping?.first(where: { $0.key.string == "widths" })?.value {
                let (line, column) = widths.position
                scene.widthsLocation = SceneLocation(line: line, column: column)
            }
        }
        return scene
    }

    /// The scene's name, checked to be a safe file name; the file's stem when not given.
    private func sceneName(_ fields: Fields) -> String? {
        if let node = fields["name"] {
            guard let name = string(node, for: "name", anyScalar: true, example: "name: tags") else { return nil }
            if let problem = SceneName.problem(with: name) {
                report(at: node, "invalid scene name '\(Self.clip(name))': \(problem) (\(SceneName.advice(for: name)))")
                return nil
            }
            return name
        }
        let stem = SceneName.stem(of: path)
        if SceneName.problem(with: stem) != nil {
            report(1, 1, "the file name '\(Self.clip(stem))' is not a valid scene name; add one (\(SceneName.advice(for: stem)))")
            return nil
        }
        return stem
    }

    private func renderOptions(_ node: Node) -> RenderOptions? {
        guard let fields = fields(node, what: "render", allowed: Vocabulary.render,
                                  example: "render: {widths: [320, 480, 768]}") else { return nil }
        var options = RenderOptions()
        if let node = fields["style"] {
            let words = Dictionary(uniqueKeysWithValues: RenderOptions.Style.allCases.map { ($0.rawValue, $0) })
            if let style = keyword(node, for: "style", words, order: RenderOptions.Style.allCases.map(\.rawValue)) {
                options = options.styled(style)
            }
        }
        let lengths = RenderOptions.lengthRange
        if let node = fields["widths"], let items = list(node, for: "widths", allowsSingle: true, example: "widths: [320, 480, 768]") {
            var widths: [Int] = []
            if items.isEmpty { report(at: node, "'widths' needs at least one width (e.g. widths: [320, 480, 768])") }
            if items.count > 32 { report(at: node, "'widths' lists \(items.count) widths; at most 32 are allowed") }
            for item in items.prefix(32) {
                guard let width = integer(item, for: "widths", range: lengths, example: "widths: [320, 480, 768]") else { continue }
                if widths.contains(width) {
                    report(at: item, "width \(width) is listed twice (remove one)")
                } else {
                    widths.append(width)
                }
            }
            if !widths.isEmpty { options.widths = widths }
        }
        if let node = fields["height"], node.scalarValue != .null {
            options.height = integer(node, for: "height", range: lengths, example: "height: 600, or null for the ideal height")
        }
        if let node = fields["formats"], let items = list(node, for: "formats", allowsSingle: true, example: "formats: [png, svg]") {
            var formats: [RenderOptions.ImageFormat] = []
            if items.isEmpty { report(at: node, "'formats' needs at least one format (e.g. formats: [png, svg])") }
            let words = Dictionary(uniqueKeysWithValues: RenderOptions.ImageFormat.allCases.map { ($0.rawValue, $0) })
            for item in items {
                guard let format = keyword(item, for: "format", words, order: RenderOptions.ImageFormat.allCases.map(\.rawValue)) else { continue }
                if formats.contains(format) { report(at: item, "format \(format.rawValue) is listed twice (remove one)") } else { formats.append(format) }
            }
            if !formats.isEmpty { options.formats = formats }
        }
        if let node = fields["scale"], let scale = number(node, for: "scale", range: RenderOptions.scaleRange, example: "scale: 2") {
            options.scale = scale
        }
        if let node = fields["theme"] {
            let words = Dictionary(uniqueKeysWithValues: RenderOptions.Theme.allCases.map { ($0.rawValue, $0) })
            options.theme = keyword(node, for: "theme", words, order: RenderOptions.Theme.allCases.map(\.rawValue)) ?? options.theme
        }
        if let node = fields["overlays"], let items = list(node, for: "overlays", allowsSingle: true, example: "overlays: [padding, spacing]") {
            var overlays: [RenderOptions.Overlay] = []
            let words = Dictionary(uniqueKeysWithValues: RenderOptions.Overlay.allCases.map { ($0.rawValue, $0) })
            for item in items {
                guard let overlay = keyword(item, for: "overlay", words, order: RenderOptions.Overlay.allCases.map(\.rawValue)) else { continue }
                if overlays.contains(overlay) { report(at: item, "overlay \(overlay.rawValue) is listed twice (remove one)") } else { overlays.append(overlay) }
            }
            options.overlays = overlays
            if overlays.contains(.rulers) { options.rulers = true }
        }
        if let node = fields["rulers"], let rulers = bool(node, for: "rulers") {
            options.rulers = rulers
        }
        if let node = fields["legend"], let legend = bool(node, for: "legend") {
            options.legend = legend
        }
        if let node = fields["sheetWidth"],
           let width = integer(node, for: "sheetWidth", range: RenderOptions.sheetWidthRange, example: "sheetWidth: 1600") {
            options.sheetWidth = width
        }
        return options
    }
}

/// The rules for scene names, which become output file names.
public enum SceneName {
    /// The longest name allowed.
    public static let maximumLength = 100
    /// The longest output file name: a file system's limit (`NAME_MAX`). A scene's file names add
    /// at most `-widths.<ext>` or `-<width>.<ext>` to its name, far less than the difference.
    public static let maximumFileNameLength = 255

    /// Why `name` cannot name a scene's output files, or nil when it can: it must be 1…100 letters,
    /// digits, `-`, `_` or `.`, start with a letter or digit, and so can never be a path (`/`, `\`),
    /// a parent folder (`..`), a hidden file or absolute. The same rules, with
    /// `maximumFileNameLength`, hold for the output file names made from it.
    public static func problem(with name: String, maximumLength: Int = SceneName.maximumLength) -> String? {
        if name.isEmpty { return "it is empty" }
        if name.count > maximumLength { return "it is longer than \(maximumLength) characters" }
        if name.hasPrefix("/") || name.hasPrefix("~") || (name.count >= 2 && name.dropFirst().hasPrefix(":")) {
            return "it is an absolute path, which would write outside the output folder"
        }
        if name.contains("/") || name.contains("\\") { return "it contains a path separator, which would write into another folder" }
        if name == ".." || name.hasPrefix("..") { return "it starts with '..', which would write outside the output folder" }
        if name.hasPrefix(".") { return "it starts with '.', which would make a hidden file" }
        let allowed = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.")
        if let bad = name.unicodeScalars.first(where: { !allowed.contains($0) }) {
            return "it contains '\(bad == " " ? "a space" : String(bad))'; names may use only letters a-z and A-Z, digits, '-', '_' and '.'"
        }
        return nil
    }

    /// The fix for a bad name: a safe name made from it.
    static func advice(for name: String) -> String {
        let safe = sanitized(name)
        return safe.isEmpty ? "write e.g. name: my-scene" : "write e.g. name: \(safe)"
    }

    /// `name` with everything unsafe replaced or dropped: `../../x y` → `x-y`.
    static func sanitized(_ name: String) -> String {
        let last = name.split(whereSeparator: { $0 == "/" || $0 == "\\" }).last.map(String.init) ?? ""
        var result = ""
        for scalar in last.unicodeScalars {
            if ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "." || scalar == "-" {
                result.unicodeScalars.append(scalar)
            } else if !result.hasSuffix("-") {
                result += "-"
            }
        }
        while let first = result.first, first == "." || first == "-" || first == "_" { result.removeFirst() }
        while result.hasSuffix("-") { result.removeLast() }
        return String(result.prefix(maximumLength))
    }

    /// The file name without folders and extension: `Samples/tags.yaml` → `tags`.
    static func stem(of path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = file.lastIndex(of: "."), dot != file.startIndex else { return file }
        return String(file[..<dot])
    }
}
