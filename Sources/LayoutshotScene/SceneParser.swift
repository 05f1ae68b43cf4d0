import Layoutshot
import Yams

/// One read of one scene file: walks the YAML node tree, builds views and collects diagnostics.
@MainActor final class SceneParser {
    let path: String
    let text: String
    let reader: SceneReader
    let isJSON: Bool
    private(set) var diagnostics: [SceneDiagnostic] = []
    /// Set when the reader must stop walking: too many problems, or the view-count limit.
    var stopped = false
    var viewCount = 0
    var reportedDepth = false
    /// Every named image the view tree uses, in file order (`Scene.imageReferences`).
    var imageReferences: [SceneImageReference] = []

    init(path: String, text: String, reader: SceneReader) {
        self.path = path
        self.text = text
        self.reader = reader
        self.isJSON = path.lowercased().hasSuffix(".json")
    }

    // MARK: Diagnostics

    func report(_ line: Int, _ column: Int, _ message: String) {
        guard !stopped else { return }
        diagnostics.append(SceneDiagnostic(path: path, line: line, column: column, message: message))
        if diagnostics.count >= reader.maximumDiagnostics {
            diagnostics.append(SceneDiagnostic(path: path, line: line, column: column,
                                               message: "too many problems (\(reader.maximumDiagnostics)); fix these and read the file again"))
            stopped = true
        }
    }

    func report(at node: Node, _ message: String) {
        let (line, column) = node.position
        report(line, column, message)
    }

    /// `a mapping` in YAML, `an object` in JSON: the words of the file's own format.
    var mappingWord: String { isJSON ? "an object" : "a mapping" }
    var listWord: String { isJSON ? "an array" : "a list" }

    /// How a value reads in a message: `the string 'wide'`, `a mapping`, `null`, `-3`.
    func describe(_ node: Node) -> String {
        switch node {
        case .mapping: return mappingWord
        case .sequence: return listWord
        case .alias: return "an alias"
        case .scalar(let scalar):
            switch ScalarValue(scalar) {
            case .null: return "nothing (null)"
            case .bool(let value): return value ? "true" : "false"
            case .number(let value): return formatNumber(value)
            case .string(let string): return "the string '\(Self.clip(string))'"
            }
        }
    }

    static func clip(_ string: String) -> String {
        let oneLine = string.replacingOccurrences(of: "\n", with: "\\n")
        return oneLine.count > 40 ? String(oneLine.prefix(37)) + "..." : oneLine
    }

    /// `'key' expects WHAT, found FOUND (e.g. EXAMPLE)`.
    func expected(_ what: String, for key: String, found node: Node, example: String? = nil) {
        var message = "'\(key)' expects \(what), found \(describe(node))"
        if let example { message += " (e.g. \(example))" }
        report(at: node, message)
    }

    // MARK: Reading

    /// Reads the scene from `composed`, what `SceneParser.compose(_:)` made of the text.
    func parse(_ composed: Result<Node?, any Error>) -> Result<Scene, SceneError> {
        guard let root = check(composed) else {
            return .failure(SceneError(diagnostics: diagnostics))
        }
        let scene = readScene(root)
        let sorted = diagnostics.enumerated().sorted { a, b in
            (a.element.line, a.element.column, a.offset) < (b.element.line, b.element.column, b.offset)
        }.map(\.element)
        if let scene, sorted.isEmpty { return .success(scene) }
        if sorted.isEmpty {
            return .failure(SceneError(diagnostics: [SceneDiagnostic(path: path, line: 1, column: 1, message: "the scene could not be read")]))
        }
        return .failure(SceneError(diagnostics: sorted))
    }

    /// Parses `text` into YAML nodes. Nonisolated: it makes no view, so it may run on a thread with
    /// a large stack (libyaml's composer recurses once per level, up to its 1,000).
    nonisolated static func compose(_ text: String) -> Result<Node?, any Error> {
        // The basic resolver tags no plain scalar: the scene format reads scalars itself
        // (`ScalarValue`, YAML 1.2's core schema), so Yams' default rules (a regular expression
        // per scalar for booleans, numbers, timestamps…, about a tenth of reading a
        // 1,000-view scene) would be work thrown away.
        Result { try Yams.compose(yaml: text, .basic) }
    }

    /// The root node, or nil after reporting the syntax error.
    private func check(_ composed: Result<Node?, any Error>) -> Node? {
        let root: Node?
        do {
            root = try composed.get()
        } catch let error as YamlError {
            reportSyntax(error)
            return nil
        } catch {
            report(1, 1, "cannot parse the file: \(error)")
            return nil
        }
        guard let root else {
            report(1, 1, "the file is empty (a scene needs at least 'view:', e.g. view: {text: Hello})")
            return nil
        }
        if isJSON, let problem = strictJSONProblem() {
            report(problem.line, problem.column, problem.message)
            return nil
        }
        return root
    }

    private func reportSyntax(_ error: YamlError) {
        let syntax = isJSON ? "JSON" : "YAML"
        switch error {
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _), let .composer(context, problem, mark, _):
            if problem.contains("Maximum nesting level") {
                report(mark.line, mark.column, "the file nests more than 1000 levels deep; a scene's view tree may be at most \(reader.maximumDepth) views deep (flatten it or split the scene)")
                return
            }
            var message = "malformed \(syntax): \(translate(problem))"
            if let context {
                message += " (\(translate(context.text)) at line \(context.mark.line), column \(context.mark.column))"
            }
            message += syntaxHint(problem + " " + (context?.text ?? ""))
            report(mark.line, mark.column, message)
        case let .reader(problem, offset, _, _):
            let (line, column) = position(ofCharacter: offset ?? 0)
            report(line, column, "malformed \(syntax): \(problem) (save the file as UTF-8 text without control characters)")
        case let .duplicatedKeysInMapping(duplicates, context):
            let key = duplicates.first ?? ""
            let (line, column) = secondOccurrence(ofKey: key, after: context.mark) ?? (context.mark.line, context.mark.column)
            let first = context.mark.line
            report(line, column, "duplicate key '\(key)'\(line != first ? " (first at line \(first))" : ""): each key may appear once in \(mappingWord); remove or merge one")
        case .memory:
            report(1, 1, "malformed \(syntax): the parser ran out of memory")
        default:
            report(1, 1, "malformed \(syntax): \(error)")
        }
    }

    private func translate(_ phrase: String) -> String {
        guard isJSON else { return phrase }
        return phrase
            .replacingOccurrences(of: "flow mapping", with: "object")
            .replacingOccurrences(of: "flow sequence", with: "array")
            .replacingOccurrences(of: "block mapping", with: "object")
            .replacingOccurrences(of: "block sequence", with: "array")
            .replacingOccurrences(of: "mapping", with: "object")
            .replacingOccurrences(of: "sequence", with: "array")
    }

    private func syntaxHint(_ problem: String) -> String {
        if problem.contains("cannot start any token") {
            return isJSON ? "; check for a stray character or a comment, which JSON does not allow" : "; YAML indents with spaces, not tabs, and '@' or '`' must be quoted"
        }
        if problem.contains("mapping values are not allowed") {
            return "; quote a value that contains ': ', or check the indentation"
        }
        if problem.contains("did not find expected key") || problem.contains("did not find expected '-'") {
            return "; check this line's indentation against the lines above"
        }
        if problem.contains("did not find expected ',' or") {
            return "; a comma or a closing bracket is missing before this point"
        }
        if problem.contains("found undefined alias") {
            return "; define the anchor with &name before using *name"
        }
        if problem.contains("found unexpected end of stream") || problem.contains("found unknown escape") {
            return "; check that every quote is closed"
        }
        if problem.contains("expected a single document") {
            return "; a scene file holds one document: remove the extra '---'"
        }
        return ""
    }

    /// The 1-based line and column of a character offset into the text.
    private func position(ofCharacter offset: Int) -> (Int, Int) {
        var line = 1, column = 1, count = 0
        for scalar in text.unicodeScalars {
            if count >= offset { break }
            if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
            count += 1
        }
        return (line, column)
    }

    /// The 1-based line and column of a UTF-8 byte offset into the text.
    private func position(ofByte offset: Int) -> (Int, Int) {
        var line = 1, column = 1, bytes = 0
        for scalar in text.unicodeScalars {
            if bytes >= offset { break }
            if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
            bytes += String(scalar).utf8.count
        }
        return (line, column)
    }

    /// Where a duplicated key appears again: the next line after the first that holds the same key at
    /// the same column (block style), else the next `"key":`/`key:` on or after the first line.
    private func secondOccurrence(ofKey key: String, after mark: Mark) -> (Int, Int)? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard mark.line >= 1, mark.line <= lines.count, !key.isEmpty else { return nil }
        let patterns = [key + ":", "\"" + key + "\":", "'" + key + "':", "\"" + key + "\" :", key + " :"]
        for index in mark.line..<lines.count {
            let line = Array(String(lines[index]).unicodeScalars)
            if mark.column - 1 < line.count {
                let rest = String(String.UnicodeScalarView(line[(mark.column - 1)...]))
                if patterns.contains(where: { rest.hasPrefix($0) }) { return (index + 1, mark.column) }
            }
        }
        // Flow style: the next occurrence after the first one, anywhere.
        for index in (mark.line - 1)..<lines.count {
            let line = String(lines[index])
            var searchStart = line.startIndex
            if index == mark.line - 1 {
                let scalars = line.unicodeScalars
                searchStart = scalars.index(scalars.startIndex, offsetBy: Swift.min(mark.column, scalars.count))
            }
            for pattern in patterns {
                if let range = line.range(of: pattern, range: searchStart..<line.endIndex) {
                    return (index + 1, line.unicodeScalars.distance(from: line.startIndex, to: range.lowerBound) + 1)
                }
            }
        }
        return nil
    }

    /// A `.json` file must be strict JSON (libyaml also reads YAML's extras, which JSON tools reject).
    private func strictJSONProblem() -> (line: Int, column: Int, message: String)? {
        do {
            _ = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
        } catch {
            let debug = ((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String) ?? ""
            var (line, column) = (1, 1)
            if let range = debug.range(of: #"character (\d+)"#, options: .regularExpression),
               let offset = Int(debug[range].dropFirst("character ".count)) {
                (line, column) = position(ofByte: offset)
            }
            return (line, column, "malformed JSON: \(debug.isEmpty ? "not valid JSON" : debug) (JSON needs double-quoted strings and allows no comments; name the file .yaml to write YAML)")
        }
        return nil
    }
}
