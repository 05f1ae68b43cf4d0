/// The key of a localized string, as SwiftUI's `LocalizedStringKey`: what `Text("…")` takes from a
/// literal or an interpolation (`Text("\(value, specifier: "%.1f") km")`). Layoutshot has no string
/// tables: the key is the text shown, with its interpolations formatted as SwiftUI formats them
/// (`specifier:` as `String(format:)`, `format:` with the format style).
public struct LocalizedStringKey: Equatable, Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The text, interpolations formatted.
    public let key: String

    /// A key whose text is `value`.
    public init(_ value: String) { key = value }
    /// A key from a string literal.
    public init(stringLiteral value: String) { key = value }
    /// A key from an interpolated literal, its interpolations formatted.
    public init(stringInterpolation: StringInterpolation) { key = stringInterpolation.output }

    /// Builds a key's text from an interpolated literal.
    public struct StringInterpolation: StringInterpolationProtocol {
        var output = ""
        /// An empty interpolation with room for `literalCapacity` characters.
        public init(literalCapacity: Int, interpolationCount: Int) { output.reserveCapacity(literalCapacity) }
        /// Appends literal text.
        public mutating func appendLiteral(_ literal: String) { output += literal }
        /// Appends a string.
        public mutating func appendInterpolation(_ string: String) { output += string }
        /// Appends any value as `String(describing:)` would.
        public mutating func appendInterpolation<T>(_ value: T) { output += "\(value)" }
        /// Appends a number formatted with a `printf` specifier, as `String(format:)`.
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            output += String(format: specifier, value)
        }
        /// Appends the characters of a `Text`.
        public mutating func appendInterpolation(_ text: Text) { output += text.content }
        /// Appends a value formatted with a format style, as `Text("\(value, format: .number)")`.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            output += format.format(input)
        }
        /// Appends a date in the given style.
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
        /// The date alone.
        public static let date = DateStyle(name: "date")
        /// The time alone.
        public static let time = DateStyle(name: "time")
        /// The time relative to now; shown as `0 sec` here, so pictures do not change with the clock.
        public static let relative = DateStyle(name: "relative")
        /// The offset from now; shown as `0 sec` here.
        public static let offset = DateStyle(name: "offset")
        /// A timer counting from the date; shown as `0 sec` here.
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

    /// Sets the spacing between characters, as SwiftUI's `Text.kerning(_:)`; measured and drawn without it.
    public func kerning(_ kerning: CGFloat) -> Text { self }
    /// Sets the tracking of characters, as SwiftUI's `Text.tracking(_:)`; measured and drawn without it.
    public func tracking(_ tracking: CGFloat) -> Text { self }
    /// Moves the text off its baseline, as SwiftUI's `Text.baselineOffset(_:)`; measured and drawn without it.
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { self }
    /// Underlines the text, as SwiftUI's `Text.underline(_:color:)`; drawn without the line.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
    /// Strikes the text through, as SwiftUI's `Text.strikethrough(_:color:)`; drawn without the line.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
    /// Uses fixed-width digits, as SwiftUI's `Text.monospacedDigit()`; drawn in the text's font.
    public func monospacedDigit() -> Text { self }
    /// Uses the fixed-width design of the text's font, as SwiftUI's `Text.monospaced(_:)`: measured
    /// and drawn in the monospaced design.
    public func monospaced(_ isActive: Bool = true) -> Text {
        var copy = self
        if isActive { copy.design = .monospaced }
        return copy
    }
    /// Sets the design of the text's font (rounded, serif, monospaced), as SwiftUI's
    /// `Text.fontDesign(_:)`: measured and drawn in that design; nil keeps the font's own.
    public func fontDesign(_ design: Font.Design?) -> Text {
        var copy = self
        copy.design = design
        return copy
    }
    /// Upper- or lower-cases the text, as SwiftUI's `Text.textCase(_:)`.
    public func textCase(_ textCase: Text.Case?) -> Text {
        var copy = self
        switch textCase {
        case .uppercase?: copy.content = content.uppercased()
        case .lowercase?: copy.content = content.lowercased()
        case nil: break
        }
        return copy
    }
    /// Colours the text with `style`, as SwiftUI's `Text.foregroundStyle(_:)` (gradients by their middle colour).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { foregroundColor(style._resolved()?.color) }

    /// Letter case, as SwiftUI's `Text.Case`.
    public enum Case: Hashable, Sendable { case uppercase, lowercase }
}

private struct TextCaseKey: EnvironmentKey { static let defaultValue: Text.Case? = nil }

extension EnvironmentValues {
    /// The letter case applied to text inside: nil unless set with `.textCase(_:)`.
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }
}

extension View {
    /// Upper- or lower-cases the text inside, as SwiftUI's `.textCase(_:)`.
    nonisolated public func textCase(_ textCase: Text.Case?) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment { $0.values.textCase = textCase }
    }
    /// Sets the spacing between characters inside, as SwiftUI's `kerning(_:)`. Listed on the node.
    nonisolated public func kerning(_ kerning: CGFloat) -> ModifiedContent<Self, _AnnotationModifier> { interaction("kerning") }
    /// Sets the tracking of text inside, as SwiftUI's `tracking(_:)`. Listed on the node.
    nonisolated public func tracking(_ tracking: CGFloat) -> ModifiedContent<Self, _AnnotationModifier> { interaction("tracking") }
    /// Uses fixed-width digits in text inside, as SwiftUI's `monospacedDigit()`. Listed on the node.
    nonisolated public func monospacedDigit() -> ModifiedContent<Self, _AnnotationModifier> { interaction("monospacedDigit") }
    /// Lets text shrink to fit, down to `factor` of its size, as SwiftUI's `minimumScaleFactor(_:)`. Listed on the node; text is not shrunk.
    nonisolated public func minimumScaleFactor(_ factor: CGFloat) -> ModifiedContent<Self, _AnnotationModifier> { interaction("minimumScaleFactor") }
    /// Lets text tighten its letters to fit, as SwiftUI's `allowsTightening(_:)`. Listed on the node.
    nonisolated public func allowsTightening(_ flag: Bool) -> ModifiedContent<Self, _AnnotationModifier> { interaction("allowsTightening") }
    /// Lets the user select text, as SwiftUI's `textSelection(_:)`. Listed on the node.
    nonisolated public func textSelection<S>(_ selectability: S) -> ModifiedContent<Self, _AnnotationModifier> { interaction("textSelection") }
    /// Sets the weight of fonts inside, as SwiftUI's `fontWeight(_:)`: measured and drawn in that weight.
    nonisolated public func fontWeight(_ weight: Font.Weight?) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment { environment in
            if let weight {
                environment.font.weight = weight
                environment.fontIsSet = true
            }
        }
    }
    /// Makes text inside bold, as SwiftUI's `bold(_:)`.
    nonisolated public func bold(_ isActive: Bool = true) -> ModifiedContent<Self, _EnvironmentModifier> { fontWeight(isActive ? .bold : nil) }
    /// The design of fonts inside (rounded, serif, monospaced), as SwiftUI's `fontDesign(_:)`:
    /// measured and drawn in that design, as `.font(.system(…, design:))` is; nil changes nothing.
    nonisolated public func fontDesign(_ design: Font.Design?) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment { environment in
            if let design {
                environment.font.design = design
                environment.fontIsSet = true
            }
        }
    }
    /// The width of the letters of text inside, as SwiftUI's `.fontWidth(_:)`.
    nonisolated public func fontWidth(_ width: Font.Width?) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment { environment in
            if let width {
                environment.font.fontWidth = width
                environment.fontIsSet = true
            }
        }
    }
}
