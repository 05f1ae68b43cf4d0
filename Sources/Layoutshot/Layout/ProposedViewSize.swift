/// A proposal for the size of a view, as SwiftUI's `ProposedViewSize`.
///
/// Each dimension is one of:
/// - `nil`: "unspecified", asking for the view's ideal size;
/// - `0`: asking for the view's minimum size;
/// - `.infinity`: asking for the view's maximum size;
/// - a finite value: a concrete offer.
public struct ProposedViewSize: Hashable, Sendable, CustomStringConvertible {
    /// The proposed width: nil asks for the ideal width, 0 for the minimum, `.infinity` for the maximum.
    public var width: CGFloat?
    /// The proposed height: nil asks for the ideal height, 0 for the minimum, `.infinity` for the maximum.
    public var height: CGFloat?

    /// A proposal of `width` and `height`, either of which may be nil (unspecified).
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// A proposal of exactly `size`.
    public init(_ size: CGSize) {
        self.width = size.width
        self.height = size.height
    }

    /// Both dimensions 0: the minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Both dimensions nil: the ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// Both dimensions infinite: the maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// Replaces nil dimensions with `size`'s (10×10 by default, as in SwiftUI).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    public var description: String {
        func text(_ value: CGFloat?) -> String {
            guard let value else { return "nil" }
            if value == .infinity { return "∞" }
            return formatLength(value)
        }
        return "\(text(width))×\(text(height))"
    }
}

extension ProposedViewSize {
    /// The proposal along one axis.
    @inlinable
    public subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set {
            if axis == .horizontal { width = newValue } else { height = newValue }
        }
    }

    /// A proposal built from a major-axis and a minor-axis value.
    @inlinable
    init(major: CGFloat?, minor: CGFloat?, axis: Axis) {
        if axis == .horizontal {
            self.init(width: major, height: minor)
        } else {
            self.init(width: minor, height: major)
        }
    }
}

/// Lengths as people read them: `12`, `12.5`, `0.333`.
func formatLength(_ value: CGFloat) -> String {
    if value.isNaN { return "NaN" }
    if value.isInfinite { return value > 0 ? "∞" : "-∞" }
    if value == value.rounded() && abs(value) < 1e15 { return String(Int(value)) }
    if abs(value) >= 1e15 { return String(format: "%g", Double(value)) }
    var text = String(format: "%.3f", Double(value))
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
}
