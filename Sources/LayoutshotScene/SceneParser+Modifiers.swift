import Layoutshot
import Yams

extension SceneParser {
    /// `font: title`, `font: 15`, or `font: {style: headline, weight: bold, design: rounded, italic: true}`
    /// (`size` instead of `style` for a system font of that size).
    func font(_ value: Node) -> Font? {
        let styles = Dictionary(uniqueKeysWithValues: Font.TextStyle.allCases.map { ($0.rawValue, $0) })
        let styleOrder = Font.TextStyle.allCases.map(\.rawValue)
        switch value {
        case .mapping:
            guard let fields = fields(value, what: "font", allowed: Vocabulary.font) else { return nil }
            var font = Font.body
            if fields.has("style") && fields.has("size") {
                report(at: fields.keyNode("size")!, "'font' takes 'style' or 'size', not both (a text style has its own size)")
                return nil
            }
            if let node = fields["style"] {
                guard let style = keyword(node, for: "style", styles, order: styleOrder) else { return nil }
                font = Font.system(style)
            }
            if let node = fields["size"] {
                guard let size = number(node, for: "size", range: 1...1_000, example: "size: 15") else { return nil }
                font = Font.system(size: CGFloat(size))
            }
            if let node = fields["weight"] {
                let weights = Dictionary(uniqueKeysWithValues: Font.Weight.allCases.map { ($0.rawValue, $0) })
                guard let weight = keyword(node, for: "weight", weights, order: Font.Weight.allCases.map(\.rawValue)) else { return nil }
                font = font.weight(weight)
            }
            if let node = fields["design"] {
                let designs = Dictionary(uniqueKeysWithValues: Font.Design.allCases.map { ($0.rawValue, $0) })
                guard let design = keyword(node, for: "design", designs, order: Font.Design.allCases.map(\.rawValue)) else { return nil }
                font.design = design
            }
            if let node = fields["italic"] {
                guard let italic = bool(node, for: "italic") else { return nil }
                if italic { font = font.italic() }
            }
            return font
        default:
            if case .number? = value.scalarValue {
                return number(value, for: "font", range: 1...1_000, example: "font: 15").map { Font.system(size: CGFloat($0)) }
            }
            return keyword(value, for: "font", styles, order: styleOrder).map { Font.system($0) }
        }
    }

    /// `frame: {width: 40, height: 40, alignment: leading}` or the flexible form
    /// `frame: {minWidth: 0, maxWidth: infinity, alignment: leading}`; the two cannot mix.
    func frame(_ value: Node) -> SceneModifier? {
        guard let fields = fields(value, what: "frame", allowed: Vocabulary.frame,
                                  example: "frame: {width: 40, height: 40} or frame: {maxWidth: infinity}") else { return nil }
        let fixedKeys = ["width", "height"]
        let flexibleKeys = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]
        let fixed = fields.entries.filter { fixedKeys.contains($0.key) }
        let flexible = fields.entries.filter { flexibleKeys.contains($0.key) }
        var alignment = Alignment.center
        if let node = fields["alignment"] {
            guard let value = keyword(node, for: "alignment", Vocabulary.alignments) else { return nil }
            alignment = value
        }
        if let first = fixed.first, let other = flexible.first {
            let later = precedes(first.keyNode.position, other.keyNode.position) ? other : first
            report(at: later.keyNode, "'frame' cannot mix '\(first.key)' with '\(other.key)' (SwiftUI has two frame modifiers: list them separately under 'modifiers:')")
            return nil
        }
        var lengths: [String: Double] = [:]
        var ok = true
        for entry in fixed + flexible {
            if entry.value.scalarValue == .null { continue } // null: not set, as `nil` in Swift
            let allowsInfinity = entry.key.hasPrefix("max")
            let example = allowsInfinity ? "\(entry.key): infinity" : "\(entry.key): 100"
            if let length = number(entry.value, for: entry.key, range: 0...maximumLength, allowsInfinity: allowsInfinity, example: example) {
                lengths[entry.key] = length
            } else {
                ok = false
            }
        }
        guard ok else { return nil }
        if !flexible.isEmpty {
            for axis in ["Width", "Height"] {
                let lo = lengths["min" + axis], ideal = lengths["ideal" + axis], hi = lengths["max" + axis]
                if let lo, let hi, lo > hi {
                    report(at: fields.keyNode("max" + axis)!, "'min\(axis)' (\(formatNumber(lo))) is larger than 'max\(axis)' (\(formatNumber(hi))); make min\(axis) ≤ max\(axis)")
                    ok = false
                }
                if let ideal, let lo, ideal < lo {
                    report(at: fields.keyNode("ideal" + axis)!, "'ideal\(axis)' (\(formatNumber(ideal))) is smaller than 'min\(axis)' (\(formatNumber(lo))); make min\(axis) ≤ ideal\(axis)")
                    ok = false
                }
                if let ideal, let hi, ideal > hi {
                    report(at: fields.keyNode("ideal" + axis)!, "'ideal\(axis)' (\(formatNumber(ideal))) is larger than 'max\(axis)' (\(formatNumber(hi))); make ideal\(axis) ≤ max\(axis)")
                    ok = false
                }
            }
            guard ok else { return nil }
            func g(_ key: String) -> CGFloat? { lengths[key].map { CGFloat($0) } }
            return .flexibleFrame(minWidth: g("minWidth"), idealWidth: g("idealWidth"), maxWidth: g("maxWidth"),
                                  minHeight: g("minHeight"), idealHeight: g("idealHeight"), maxHeight: g("maxHeight"), alignment: alignment)
        }
        return .frame(width: lengths["width"].map { CGFloat($0) }, height: lengths["height"].map { CGFloat($0) }, alignment: alignment)
    }

    /// `padding: 12`, `padding:` (16, SwiftUI's default), or per edge:
    /// `padding: {horizontal: 12, vertical: 6}`; `all` < `horizontal`/`vertical` < single edges.
    func padding(_ value: Node) -> SceneModifier? {
        let defaultPadding = 16.0
        let example = "padding: 12 or padding: {horizontal: 12, vertical: 6}"
        switch value {
        case .mapping:
            guard let fields = fields(value, what: "padding", allowed: Vocabulary.padding, example: example) else { return nil }
            var insets = EdgeInsets()
            var ok = true
            let edges: [(String, [WritableKeyPath<EdgeInsets, CGFloat>])] = [
                ("all", [\.top, \.leading, \.bottom, \.trailing]),
                ("horizontal", [\.leading, \.trailing]), ("vertical", [\.top, \.bottom]),
                ("top", [\.top]), ("leading", [\.leading]), ("bottom", [\.bottom]), ("trailing", [\.trailing]),
            ]
            for (key, paths) in edges {
                guard let node = fields[key] else { continue }
                var length = defaultPadding
                if node.scalarValue != .null {
                    guard let value = number(node, for: key, example: "\(key): 12") else { ok = false; continue }
                    length = value
                }
                for path in paths { insets[keyPath: path] = CGFloat(length) }
            }
            return ok ? .padding(insets) : nil
        case .scalar where value.scalarValue == .null:
            let d = CGFloat(defaultPadding)
            return .padding(EdgeInsets(top: d, leading: d, bottom: d, trailing: d))
        default:
            guard let length = number(value, for: "padding", example: example) else { return nil }
            let d = CGFloat(length)
            return .padding(EdgeInsets(top: d, leading: d, bottom: d, trailing: d))
        }
    }

    /// `alignmentGuide: {guide: leading, value: 20}` or with an expression over the view's
    /// dimensions: `value: "trailing - 8"`, `value: "height / 2"`.
    func alignmentGuide(_ value: Node) -> AlignmentGuideSpec? {
        guard let fields = fields(value, what: "alignmentGuide", allowed: Vocabulary.alignmentGuide,
                                  example: "alignmentGuide: {guide: leading, value: \"trailing - 8\"}") else { return nil }
        guard let guideNode = fields["guide"], let valueNode = fields["value"] else {
            report(at: value, "'alignmentGuide' needs 'guide' and 'value' (e.g. alignmentGuide: {guide: leading, value: 20})")
            return nil
        }
        let guides: [String: AlignmentGuideSpec.Guide] = [
            "leading": .horizontal(.leading), "center": .horizontal(.center), "trailing": .horizontal(.trailing),
            "top": .vertical(.top), "verticalCenter": .vertical(.center), "bottom": .vertical(.bottom),
            "firstTextBaseline": .vertical(.firstTextBaseline), "lastTextBaseline": .vertical(.lastTextBaseline),
        ]
        guard let guide = keyword(guideNode, for: "guide", guides, order: Vocabulary.guides) else { return nil }
        let expression: GuideExpression
        switch valueNode.scalarValue {
        case .number(let number)?:
            guard number.isFinite, abs(number) <= maximumLength else {
                report(at: valueNode, "'value' must be a finite number within ±\(formatNumber(maximumLength)), found \(formatNumber(number))")
                return nil
            }
            expression = .constant(number)
        case .string(let text)?:
            switch GuideExpression.parse(text) {
            case .success(let parsed): expression = parsed
            case .failure(let failure):
                let (line, column) = valueNode.position
                let quoted: Bool
                if case .scalar(let scalar) = valueNode { quoted = scalar.style == .singleQuoted || scalar.style == .doubleQuoted } else { quoted = false }
                report(line, column + failure.offset + (quoted ? 1 : 0), "invalid guide expression '\(Self.clip(text))': \(failure.message) (write a number, or names such as width, height, leading, trailing, top, bottom combined with + - * / and numbers, e.g. \"trailing - 8\")")
                return nil
            }
        default:
            expected("a number or an expression such as \"trailing - 8\"", for: "value", found: valueNode, example: "value: 20")
            return nil
        }
        return AlignmentGuideSpec(guide: guide, value: expression)
    }
}

private func precedes(_ a: (line: Int, column: Int), _ b: (line: Int, column: Int)) -> Bool {
    a.line < b.line || (a.line == b.line && a.column < b.column)
}

/// An alignment guide's value: a constant, or arithmetic over the view's dimensions
/// (`width`, `height`, `leading`, `center`, `trailing`, `top`, `bottom`, `firstTextBaseline`,
/// `lastTextBaseline`; `center` is the centre on the guide's own axis).
indirect enum GuideExpression: Equatable {
    case constant(Double)
    case dimension(String)
    case negate(GuideExpression)
    case binary(Character, GuideExpression, GuideExpression)

    static let names = ["width", "height", "leading", "center", "trailing", "top", "bottom", "firstTextBaseline", "lastTextBaseline"]

    struct Failure: Error, Equatable {
        let offset: Int
        let message: String
    }

    func evaluate(in d: ViewDimensions, axis: Axis) -> CGFloat {
        switch self {
        case .constant(let value): return CGFloat(value)
        case .negate(let inner): return -inner.evaluate(in: d, axis: axis)
        case .binary(let op, let lhs, let rhs):
            let a = lhs.evaluate(in: d, axis: axis), b = rhs.evaluate(in: d, axis: axis)
            switch op {
            case "+": return a + b
            case "-": return a - b
            case "*": return a * b
            default: return b == 0 ? 0 : a / b
            }
        case .dimension(let name):
            switch name {
            case "width": return d.width
            case "height": return d.height
            case "leading": return d[HorizontalAlignment.leading]
            case "trailing": return d[HorizontalAlignment.trailing]
            case "center": return axis == .horizontal ? d[HorizontalAlignment.center] : d[VerticalAlignment.center]
            case "top": return d[VerticalAlignment.top]
            case "bottom": return d[VerticalAlignment.bottom]
            case "firstTextBaseline": return d[VerticalAlignment.firstTextBaseline]
            default: return d[VerticalAlignment.lastTextBaseline]
            }
        }
    }

    /// Parses `expr := term (('+'|'-') term)*`, `term := factor (('*'|'/') factor)*`,
    /// `factor := number | name | '-' factor | '(' expr ')'`; at most 200 characters.
    static func parse(_ text: String) -> Result<GuideExpression, Failure> {
        let chars = Array(text.unicodeScalars)
        guard chars.count <= 200 else { return .failure(Failure(offset: 0, message: "it is longer than 200 characters")) }
        var index = 0
        var depth = 0

        func skipSpaces() { while index < chars.count, chars[index] == " " { index += 1 } }

        func expression() throws(Failure) -> GuideExpression {
            var lhs = try term()
            skipSpaces()
            while index < chars.count, chars[index] == "+" || chars[index] == "-" {
                let op = Character(chars[index]); index += 1
                lhs = .binary(op, lhs, try term())
                skipSpaces()
            }
            return lhs
        }
        func term() throws(Failure) -> GuideExpression {
            var lhs = try factor()
            skipSpaces()
            while index < chars.count, chars[index] == "*" || chars[index] == "/" {
                let op = Character(chars[index]); index += 1
                lhs = .binary(op, lhs, try factor())
                skipSpaces()
            }
            return lhs
        }
        func factor() throws(Failure) -> GuideExpression {
            skipSpaces()
            guard index < chars.count else { throw Failure(offset: index, message: "a number or a name is missing at the end") }
            let c = chars[index]
            if c == "-" {
                index += 1
                depth += 1
                defer { depth -= 1 }
                guard depth < 50 else { throw Failure(offset: index, message: "too deeply nested") }
                return .negate(try factor())
            }
            if c == "(" {
                index += 1
                depth += 1
                defer { depth -= 1 }
                guard depth < 50 else { throw Failure(offset: index, message: "too deeply nested") }
                let inner = try expression()
                skipSpaces()
                guard index < chars.count, chars[index] == ")" else { throw Failure(offset: index, message: "')' is missing") }
                index += 1
                return inner
            }
            if ("0"..."9").contains(c) || c == "." {
                let start = index
                while index < chars.count, ("0"..."9").contains(chars[index]) || chars[index] == "." { index += 1 }
                let literal = String(String.UnicodeScalarView(chars[start..<index]))
                guard let value = Double(literal), value.isFinite else { throw Failure(offset: start, message: "'\(literal)' is not a number") }
                return .constant(value)
            }
            if ("a"..."z").contains(c) || ("A"..."Z").contains(c) {
                let start = index
                while index < chars.count, ("a"..."z").contains(chars[index]) || ("A"..."Z").contains(chars[index]) { index += 1 }
                let name = String(String.UnicodeScalarView(chars[start..<index]))
                guard names.contains(name) else {
                    let hint = suggestion(for: name, among: names).map { " (did you mean '\($0)'?)" } ?? ""
                    throw Failure(offset: start, message: "unknown name '\(name)'\(hint)")
                }
                return .dimension(name)
            }
            throw Failure(offset: index, message: "unexpected '\(c)'")
        }

        do throws(Failure) {
            let result = try expression()
            skipSpaces()
            if index < chars.count { throw Failure(offset: index, message: "unexpected '\(chars[index])'") }
            return .success(result)
        } catch {
            return .failure(error)
        }
    }
}

extension SceneParser {
    /// A lazy grid's columns (rows): a count of flexible ones (`columns: 3`) or a list of grid items:
    /// `{fixed: 100}`, `{flexible: {minimum: 50, maximum: 200}}` (or `flexible` alone),
    /// `{adaptive: 150}` / `{adaptive: {minimum: 150, maximum: 200}}`, each with optional
    /// `spacing` and `alignment`.
    func gridItems(_ node: Node, for key: String) -> [GridItem] {
        let example = "\(key): [{adaptive: 150}], \(key): [{fixed: 80}, {flexible: {}}] or \(key): 3"
        if case .number? = node.scalarValue {
            guard let count = integer(node, for: key, range: 1...100, example: "\(key): 3") else { return [] }
            return Array(repeating: GridItem(.flexible()), count: count)
        }
        guard case .sequence(let items) = node else {
            expected("a count or \(listWord) of grid items", for: key, found: node, example: example)
            return []
        }
        if items.isEmpty { report(at: node, "'\(key)' needs at least one grid item (e.g. \(key): [{flexible: {}}])") }
        if items.count > 100 { report(at: node, "'\(key)' has \(items.count) items; at most 100 are allowed") }
        return items.prefix(100).compactMap { gridItem($0, for: key) }
    }

    private func gridItem(_ node: Node, for key: String) -> GridItem? {
        if case .string("flexible")? = node.scalarValue { return GridItem(.flexible()) }
        guard let fields = self.fields(node, what: "grid item", allowed: Vocabulary.gridItem, example: "{adaptive: 150} or {fixed: 80, spacing: 12}") else { return nil }
        let sizes = fields.entries.filter { ["fixed", "flexible", "adaptive"].contains($0.key) }
        guard sizes.count == 1, let sizeEntry = sizes.first else {
            report(at: sizes.count > 1 ? sizes[1].keyNode : node,
                   "a grid item has exactly one of 'fixed', 'flexible' or 'adaptive' (e.g. {adaptive: 150})")
            return nil
        }
        var size: GridItem.Size
        switch sizeEntry.key {
        case "fixed":
            guard let length = number(sizeEntry.value, for: "fixed", range: 0...maximumLength, example: "fixed: 80") else { return nil }
            size = .fixed(CGFloat(length))
        default:
            let adaptive = sizeEntry.key == "adaptive"
            var minimum: Double? = adaptive ? nil : 10
            var maximum = Double.infinity
            let lowest = adaptive ? 1.0 : 0.0
            switch sizeEntry.value {
            case .mapping:
                guard let range = self.fields(sizeEntry.value, what: sizeEntry.key, allowed: Vocabulary.gridItemRange) else { return nil }
                if let node = range["minimum"] {
                    guard let value = number(node, for: "minimum", range: lowest...maximumLength, example: "minimum: 100") else { return nil }
                    minimum = value
                }
                if let node = range["maximum"] {
                    guard let value = number(node, for: "maximum", range: lowest...maximumLength, allowsInfinity: true, example: "maximum: 200") else { return nil }
                    maximum = value
                }
                if let lo = minimum, lo > maximum {
                    report(at: range.keyNode("maximum") ?? sizeEntry.value, "'minimum' (\(formatNumber(lo))) is larger than 'maximum' (\(formatNumber(maximum))); make minimum ≤ maximum")
                    return nil
                }
            case .scalar where sizeEntry.value.scalarValue == .null && !adaptive:
                break
            default:
                guard let value = number(sizeEntry.value, for: sizeEntry.key, range: lowest...maximumLength, example: "\(sizeEntry.key): {minimum: 100}") else { return nil }
                minimum = value
            }
            guard let minimum else {
                report(at: sizeEntry.value, "'adaptive' needs a minimum (e.g. adaptive: 150 or adaptive: {minimum: 150, maximum: 200})")
                return nil
            }
            size = adaptive ? .adaptive(minimum: CGFloat(minimum), maximum: CGFloat(maximum))
                            : .flexible(minimum: CGFloat(minimum), maximum: CGFloat(maximum))
        }
        var spacing: CGFloat?
        if let node = fields["spacing"] {
            guard let value = number(node, for: "spacing", example: "spacing: 8") else { return nil }
            spacing = CGFloat(value)
        }
        var alignment: Alignment?
        if let node = fields["alignment"] {
            guard let value = keyword(node, for: "alignment", Vocabulary.alignments) else { return nil }
            alignment = value
        }
        return GridItem(size, spacing: spacing, alignment: alignment)
    }
}
