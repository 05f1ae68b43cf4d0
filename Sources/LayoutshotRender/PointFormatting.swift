import Foundation
import Layoutshot

/// Lengths as diagrams print them: `12`, `12.5`, `0.33`, `∞`, `nil` (the same style as the core's
/// outlines, which is internal to it).
public enum PointFormatting {
    /// `12`, `12.5`, `0.33`, `∞`.
    public static func string(_ value: CGFloat) -> String {
        if value.isNaN { return "NaN" }
        if value.isInfinite { return value > 0 ? "∞" : "-∞" }
        if value == value.rounded() && abs(value) < 1e15 { return String(Int(value)) }
        var text = String(format: "%.2f", Double(value))
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    static func string(_ value: CGFloat?) -> String {
        value.map { string($0) } ?? "nil"
    }

    /// "320×nil".
    static func string(_ proposal: ProposedViewSize) -> String {
        "\(string(proposal.width))×\(string(proposal.height))"
    }

    /// "300×187".
    static func string(_ size: CGSize) -> String {
        "\(string(size.width))×\(string(size.height))"
    }

    /// The text of an `.id(_:)`: a string as itself, anything else as it describes itself.
    static func string(id: AnyHashable) -> String {
        if let text = id.base as? String { return text }
        if let text = id.base as? Substring { return String(text) }
        return String(describing: id.base)
    }
}
