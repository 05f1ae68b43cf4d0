import Layoutshot
import Yams

/// The entries of one mapping, checked against its context's keys.
struct Fields {
    struct Entry {
        let key: String
        let keyNode: Node
        let value: Node
    }

    let node: Node
    /// In file order.
    let entries: [Entry]

    subscript(key: String) -> Node? {
        entries.first { $0.key == key }?.value
    }

    func keyNode(_ key: String) -> Node? {
        entries.first { $0.key == key }?.keyNode
    }

    func has(_ key: String) -> Bool { entries.contains { $0.key == key } }
}

/// The largest length or spacing a scene may use, in points.
let maximumLength: Double = 100_000

extension SceneParser {
    // MARK: Mappings

    /// The mapping's entries, reporting unknown keys (with a did-you-mean) and keys that are not names.
    /// `what` names the context in messages (`'frame'`); `unknownKey` may word the message itself.
    func fields(_ node: Node, what: String, allowed: [String], example: String? = nil,
                unknownKey: ((String) -> String)? = nil) -> Fields? {
        guard case .mapping(let mapping) = node else {
            expected(mappingWord, for: what, found: node, example: example)
            return nil
        }
        var entries: [Fields.Entry] = []
        for (keyNode, value) in mapping {
            guard case .scalar(let scalar) = keyNode, case .string(let key) = ScalarValue(scalar) else {
                report(at: keyNode, "a key in '\(what)' must be a name, found \(describe(keyNode))")
                continue
            }
            if allowed.contains(key) {
                entries.append(Fields.Entry(key: key, keyNode: keyNode, value: value))
            } else if let unknownKey {
                report(at: keyNode, unknownKey(key))
            } else if Vocabulary.modifiers.contains(key) && Vocabulary.viewKinds.contains(what) {
                report(at: keyNode, "'\(key)' is a modifier, not an option of '\(what)' (move it out one level, beside '\(what):')")
            } else if let guess = suggestion(for: key, among: allowed) {
                report(at: keyNode, "unknown key '\(key)' in '\(what)' (did you mean '\(guess)'?)")
            } else {
                report(at: keyNode, "unknown key '\(key)' in '\(what)' (expected one of: \(allowed.joined(separator: ", ")))")
            }
        }
        return Fields(node: node, entries: entries)
    }

    // MARK: Scalars

    /// A number within `range`; `infinity` (or `inf`, `.inf`) only where `allowsInfinity`.
    func number(_ node: Node, for key: String, range: ClosedRange<Double> = -maximumLength...maximumLength,
                allowsInfinity: Bool = false, example: String) -> Double? {
        var value: Double
        switch node.scalarValue {
        case .number(let number)?:
            value = number
        case .string(let word)? where allowsInfinity && Vocabulary.infinity.contains(word.lowercased()):
            value = .infinity
        case .string(let word)? where Vocabulary.infinity.contains(word.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "-+"))):
            report(at: node, "'\(key)' cannot be infinite (use a number from \(formatNumber(range.lowerBound)) to \(formatNumber(range.upperBound)), e.g. \(example))")
            return nil
        default:
            let what = range.lowerBound >= 0 ? "a number ≥ \(formatNumber(range.lowerBound))" : "a number"
            expected(what + (allowsInfinity ? " or infinity" : ""), for: key, found: node, example: example)
            return nil
        }
        if value.isNaN {
            report(at: node, "'\(key)' cannot be NaN (use a number, e.g. \(example))")
            return nil
        }
        if value.isInfinite {
            if allowsInfinity && value > 0 { return value }
            report(at: node, "'\(key)' cannot be infinite (use a number from \(formatNumber(range.lowerBound)) to \(formatNumber(range.upperBound)), e.g. \(example))")
            return nil
        }
        if value < range.lowerBound {
            if range.lowerBound == 0 {
                report(at: node, "'\(key)' cannot be negative, found \(formatNumber(value)) (use 0 or more, e.g. \(example))")
            } else {
                report(at: node, "'\(key)' must be at least \(formatNumber(range.lowerBound)), found \(formatNumber(value)) (e.g. \(example))")
            }
            return nil
        }
        if value > range.upperBound {
            report(at: node, "'\(key)' must be at most \(formatNumber(range.upperBound)), found \(formatNumber(value)) (e.g. \(example))")
            return nil
        }
        value += 0 // normalises -0
        return value
    }

    /// A whole number within `range`.
    func integer(_ node: Node, for key: String, range: ClosedRange<Int>, example: String) -> Int? {
        guard let value = number(node, for: key, range: Double(range.lowerBound)...Double(range.upperBound), example: example) else {
            return nil
        }
        guard value == value.rounded() else {
            report(at: node, "'\(key)' expects a whole number, found \(formatNumber(value)) (e.g. \(example))")
            return nil
        }
        return Int(value)
    }

    func bool(_ node: Node, for key: String) -> Bool? {
        if case .bool(let value)? = node.scalarValue { return value }
        expected("true or false", for: key, found: node, example: "\(key): true")
        return nil
    }

    /// A string scalar (quoted or plain; not null, a number or a boolean unless `anyScalar`).
    func string(_ node: Node, for key: String, anyScalar: Bool = false, example: String) -> String? {
        guard case .scalar(let scalar) = node else {
            expected("a string", for: key, found: node, example: example)
            return nil
        }
        switch ScalarValue(scalar) {
        case .string(let string): return string
        case .number, .bool: if anyScalar { return scalar.string }
        case .null: break
        }
        expected("a string", for: key, found: node, example: example)
        return nil
    }

    /// One of `words`, with a did-you-mean.
    func keyword<T>(_ node: Node, for key: String, _ words: [String: T], order: [String]? = nil) -> T? {
        let names = order ?? words.keys.sorted()
        guard case .string(let word)? = node.scalarValue else {
            expected("one of \(names.joined(separator: ", "))", for: key, found: node, example: "\(key): \(names[0])")
            return nil
        }
        if let value = words[word] { return value }
        if let guess = suggestion(for: word, among: names) {
            report(at: node, "unknown \(key) '\(word)' (did you mean '\(guess)'?)")
        } else {
            report(at: node, "unknown \(key) '\(word)' (expected one of: \(names.joined(separator: ", ")))")
        }
        return nil
    }

    /// A list, or a single item written without brackets when `single` is true.
    func list(_ node: Node, for key: String, allowsSingle: Bool, example: String) -> [Node]? {
        if case .sequence(let sequence) = node { return Array(sequence) }
        if allowsSingle, case .scalar = node, node.scalarValue != .null { return [node] }
        expected(listWord, for: key, found: node, example: example)
        return nil
    }

    // MARK: Colours

    /// A colour: a name (`blue`), `#RRGGBB`, `#RRGGBBAA` or `#RGB`, or a mapping
    /// `{name: blue, opacity: 0.5}`, `{red: 1, green: 0.5, blue: 0}`, `{white: 0.9}`.
    func color(_ node: Node, for key: String) -> Color? {
        let example = "\(key): blue, \(key): \"#3478F6\" or \(key): {red: 0.2, green: 0.5, blue: 1}"
        if case .mapping = node {
            guard let fields = fields(node, what: key, allowed: Vocabulary.color) else { return nil }
            var opacity = 1.0
            if let value = fields["opacity"] {
                guard let number = number(value, for: "opacity", range: 0...1, example: "opacity: 0.5") else { return nil }
                opacity = number
            }
            let forms = [fields.has("name"), fields.has("red") || fields.has("green") || fields.has("blue"), fields.has("white")].filter { $0 }.count
            if forms != 1 {
                report(at: node, "'\(key)' needs exactly one of 'name', 'red'/'green'/'blue' or 'white' (e.g. \(example))")
                return nil
            }
            if let name = fields["name"] {
                return namedColor(name, for: "name")?.opacity(opacity)
            }
            if let white = fields["white"] {
                guard let value = number(white, for: "white", range: 0...1, example: "white: 0.9") else { return nil }
                return Color(white: value, opacity: opacity)
            }
            var components: [Double] = []
            for component in ["red", "green", "blue"] {
                guard let value = fields[component] else {
                    report(at: node, "'\(key)' needs 'red', 'green' and 'blue' together, each 0…1 (missing '\(component)')")
                    return nil
                }
                guard let number = number(value, for: component, range: 0...1, example: "\(component): 0.5") else { return nil }
                components.append(number)
            }
            return Color(red: components[0], green: components[1], blue: components[2], opacity: opacity)
        }
        return namedColor(node, for: key)
    }

    private func namedColor(_ node: Node, for key: String) -> Color? {
        let example = "\(key): blue or \(key): \"#3478F6\""
        if node.scalarValue == .null, !isJSON {
            report(at: node, "'\(key)' expects a colour, found nothing (null); in YAML '#' starts a comment, so quote hex colours: \(key): \"#3478F6\"")
            return nil
        }
        guard case .string(let word)? = node.scalarValue else {
            expected("a colour name or \"#RRGGBB\"", for: key, found: node, example: example)
            return nil
        }
        if word.hasPrefix("#") {
            let digits = word.dropFirst()
            let expanded: String
            switch digits.count {
            case 3: expanded = digits.map { "\($0)\($0)" }.joined() + "FF"
            case 6: expanded = digits + "FF"
            case 8: expanded = String(digits)
            default: expanded = ""
            }
            guard expanded.count == 8, let value = UInt32(expanded, radix: 16) else {
                report(at: node, "'\(word)' is not a hex colour (write #RGB, #RRGGBB or #RRGGBBAA with digits 0-9 and A-F, e.g. #3478F6)")
                return nil
            }
            return Color(hex: value >> 8, opacity: Double(value & 0xFF) / 255)
        }
        if let color = Color.named[word] { return color }
        let names = Vocabulary.keywords["colorName"]!
        if let guess = suggestion(for: word, among: names) {
            report(at: node, "unknown colour '\(word)' (did you mean '\(guess)'?)")
        } else {
            report(at: node, "unknown colour '\(word)' (use a name such as blue, gray or teal, or a hex colour such as \"#3478F6\")")
        }
        return nil
    }
}
