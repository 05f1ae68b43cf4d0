/// One problem in a scene file, at a place a person can jump to: `path:line:column: message`.
///
/// The message says what was found, what was expected and how to fix it, e.g.
/// `Samples/tags.yaml:3:9: unknown layout 'flwo' (did you mean 'flow'?)`.
public struct SceneDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// The file as it was named to the reader (relative paths stay relative).
    public let path: String
    /// 1-based; 0 when the problem concerns the whole file (its size, or a file that cannot be read).
    public let line: Int
    /// 1-based, counted in Unicode scalars as libyaml counts them; 0 with `line` 0.
    public let column: Int
    /// What is wrong and the fix, without the location.
    public let message: String

    public init(path: String, line: Int, column: Int, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    /// `path:line:column: message`, as compilers print it (editors and terminals make it a link),
    /// always on one line: line breaks and other control characters in the path or the message
    /// (a scene name quoted in it, say) are written as escapes (`\n`, `\u{7F}`).
    /// `path:line:column: message`; `path: message` for a problem with the whole file (line 0).
    public var description: String {
        line == 0 ? "\(Self.oneLine(path)): \(Self.oneLine(message))"
            : "\(Self.oneLine(path)):\(line):\(column): \(Self.oneLine(message))"
    }

    /// `text` with every control character escaped.
    static func oneLine(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control || $0 == "\u{2028}" || $0 == "\u{2029}" }) else {
            return text
        }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}":
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

/// Why a scene file could not be read: every problem found, in file order.
///
/// The reader goes on after most problems (an unknown key, a wrong type, a bad value) so that one
/// run reports them all; malformed YAML stops it at the first syntax error.
public struct SceneError: Error, CustomStringConvertible, Sendable {
    /// At least one.
    public let diagnostics: [SceneDiagnostic]

    public init(diagnostics: [SceneDiagnostic]) {
        self.diagnostics = diagnostics
    }

    /// One diagnostic per line.
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
