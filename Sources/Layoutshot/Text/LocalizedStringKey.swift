/// The key of a localized string, as SwiftUI's `LocalizedStringKey`: what `Text("…")` takes from a
/// literal or an interpolation (`Text("\(value, specifier: "%.1f") km")`). Layoutshot has no string
/// tables: the key is the text shown, with its interpolations formatted as SwiftUI formats them
/// (`specifier:` as `String(format:)`, `format:` with the format style).
public struct LocalizedStringKey: Equatable, Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The text, interpolations formatted.
    public let key: String

    public init(_ value: String) { key = value }
    public init(stringLiteral value: String) { key = value }
    public init(stringInterpolation: StringInterpolation) { key = stringInterpolation.output }

    public struct StringInterpolation: StringInterpolationProtocol {
        var output = ""
        public init(literalCapacity: Int, interpolationCount: Int) { output.reserveCapacity(literalCapacity) }
        public mutating func appendLiteral(_ literal: String) { output += literal }
        public mutating func appendInterpolation(_ string: String) { output += string }
        public mutating func appendInterpolation<T>(_ value: T) { output += "\(value)" }
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            output += String(format: specifier, value)
        }
        public mutating func appendInterpolation(_ text: Text) { output += text.content }
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            output += format.format(input)
        }
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            output += Text.format(date, style: style)
        }
    }
}

extension Text {
    /// A localized string: the key, with its interpolations formatted.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        self.init(key.key)
    }

    /// How `Text(date, style:)` shows a date, as SwiftUI's `Text.DateStyle`.
    public struct DateStyle: Hashable, Sendable {
        let name: String
        public static let date = DateStyle(name: "date")
        public static let time = DateStyle(name: "time")
        public static let relative = DateStyle(name: "relative")
        public static let offset = DateStyle(name: "offset")
        public static let timer = DateStyle(name: "timer")
    }

    /// A date, as SwiftUI shows it in the `en_US` locale and UTC (deterministic pictures).
    public init(_ date: Date, style: DateStyle) {
        self.init(Text.format(date, style: style))
    }

    /// A date range, as SwiftUI's `Text(_:)` with a `ClosedRange<Date>`.
    public init(_ dates: ClosedRange<Date>) {
        self.init(Text.format(dates.lowerBound, style: .date) + " – " + Text.format(dates.upperBound, style: .date))
    }

    /// A value formatted with a format style, as SwiftUI's `Text(_:format:)`.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        self.init(format.format(input))
    }

    static func format(_ date: Date, style: DateStyle) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.timeZone = TimeZone(identifier: "UTC")
        switch style {
        case .time:
            formatter.dateStyle = .none
            formatter.timeStyle = .short
        case .date:
            formatter.dateStyle = .long
            formatter.timeStyle = .none
        default:
            // Relative, offset and timer styles count from now: a picture shows no elapsed time.
            return "0 sec"
        }
        return formatter.string(from: date)
    }

    /// The two texts as one, as SwiftUI's `Text + Text` (drawn in the first text's font and colour).
    public static func + (lhs: Text, rhs: Text) -> Text {
        var joined = lhs
        joined.content += rhs.content
        return joined
    }

    public func kerning(_ kerning: CGFloat) -> Text { self }
    public func tracking(_ tracking: CGFloat) -> Text { self }
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { self }
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
    public func monospacedDigit() -> Text { self }
    public func monospaced(_ isActive: Bool = true) -> Text { self }
    public func fontDesign(_ design: Font.Design?) -> Text { self }
    public func textCase(_ textCase: Text.Case?) -> Text {
        var copy = self
        switch textCase {
        case .uppercase?: copy.content = content.uppercased()
        case .lowercase?: copy.content = content.lowercased()
        case nil: break
        }
        return copy
    }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { foregroundColor(style._resolved()?.color) }

    /// Letter case, as SwiftUI's `Text.Case`.
    public enum Case: Hashable, Sendable { case uppercase, lowercase }
}

private struct TextCaseKey: EnvironmentKey { static let defaultValue: Text.Case? = nil }

extension EnvironmentValues {
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }
}

extension View {
    /// Upper- or lower-cases the text inside, as SwiftUI's `.textCase(_:)`.
    public func textCase(_ textCase: Text.Case?) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment { $0.values.textCase = textCase }
    }
    public func kerning(_ kerning: CGFloat) -> ModifiedContent<Self, _AnnotationModifier> { interaction("kerning") }
    public func tracking(_ tracking: CGFloat) -> ModifiedContent<Self, _AnnotationModifier> { interaction("tracking") }
    public func monospacedDigit() -> ModifiedContent<Self, _AnnotationModifier> { interaction("monospacedDigit") }
    public func minimumScaleFactor(_ factor: CGFloat) -> ModifiedContent<Self, _AnnotationModifier> { interaction("minimumScaleFactor") }
    public func allowsTightening(_ flag: Bool) -> ModifiedContent<Self, _AnnotationModifier> { interaction("allowsTightening") }
    public func textSelection<S>(_ selectability: S) -> ModifiedContent<Self, _AnnotationModifier> { interaction("textSelection") }
    public func fontWeight(_ weight: Font.Weight?) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment { environment in
            if let weight {
                environment.font.weight = weight
                environment.fontIsSet = true
            }
        }
    }
    public func bold(_ isActive: Bool = true) -> ModifiedContent<Self, _EnvironmentModifier> { fontWeight(isActive ? .bold : nil) }
    /// The width of the letters of text inside, as SwiftUI's `.fontWidth(_:)`.
    public func fontWidth(_ width: Font.Width?) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment { environment in
            if let width {
                environment.font.fontWidth = width
                environment.fontIsSet = true
            }
        }
    }
}
