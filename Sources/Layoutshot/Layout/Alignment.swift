/// A type that identifies an alignment guide, as SwiftUI's `AlignmentID`.
///
/// Custom guides are types conforming to this protocol; their `defaultValue(in:)` gives the guide's
/// position in a view that sets no explicit value for it.
public protocol AlignmentID {
    /// The guide's position in a view that sets no explicit value for it, from the view's dimensions.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// How the explicit values of a guide in several subviews combine into the container's value, as
/// SwiftUI's `combineExplicit(_:)` documents: "For most alignment types, this method returns the
/// mean of all non-nil values. However, some types use other rules. For example, firstTextBaseline
/// returns the minimum value, while lastTextBaseline returns the maximum value"
/// (`VerticalAlignment.combineExplicit(_:)`; `HorizontalAlignment.combineExplicit(_:)`: the mean for
/// the built-in horizontal guides). Custom guides take the mean too. No values gives nil.
///
/// The values are where each subview puts the guide in the container, so the rule does not depend
/// on the subviews' order: `VStack { Text; Text }` aligns on its first line's baseline because that
/// baseline is the highest, and a layout that stacks texts in Z aligns on the highest first baseline
/// and the lowest last baseline whatever their order. Every container merges through this rule
/// (`Layout.explicitAlignment`'s default, and the built-in stacks and grids).
enum GuideCombination {
    case mean, minimum, maximum

    func combine<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat {
        var count = 0
        var result: CGFloat = 0
        for value in values {
            switch self {
            case .mean: result += value
            case .minimum: result = count == 0 ? value : Swift.min(result, value)
            case .maximum: result = count == 0 ? value : Swift.max(result, value)
            }
            count += 1
        }
        guard count > 0 else { return nil }
        return self == .mean ? result / CGFloat(count) : result
    }
}

/// An alignment position along the horizontal axis, as SwiftUI's `HorizontalAlignment`.
public struct HorizontalAlignment: Equatable, Hashable, Sendable, CustomStringConvertible {
    let key: AlignmentKey

    /// Creates an alignment from a custom guide type.
    public init(_ id: AlignmentID.Type) {
        self.key = AlignmentKey(id: id, axis: .horizontal)
    }

    /// The leading edge (the left, left to right).
    public static let leading = HorizontalAlignment(LeadingAlignment.self)
    /// The horizontal centre.
    public static let center = HorizontalAlignment(HorizontalCenterAlignment.self)
    /// The trailing edge (the right, left to right).
    public static let trailing = HorizontalAlignment(TrailingAlignment.self)
    /// Where a list row's separator starts: the row's leading edge unless the row says otherwise.
    public static let listRowSeparatorLeading = HorizontalAlignment(LeadingAlignment.self)
    /// Where a list row's separator ends: the row's trailing edge unless the row says otherwise.
    public static let listRowSeparatorTrailing = HorizontalAlignment(TrailingAlignment.self)

    /// Merges the explicit values several subviews give this guide into one, as SwiftUI's
    /// `HorizontalAlignment.combineExplicit(_:)`: the mean of the non-nil values, nil when there are
    /// none (see `GuideCombination`).
    public func combineExplicit<S>(_ values: S) -> CGFloat? where S: Sequence, S.Element == CGFloat? {
        key.combination.combine(values.lazy.compactMap { $0 })
    }

    public var description: String { key.name }
}

/// An alignment position along the vertical axis, as SwiftUI's `VerticalAlignment`.
public struct VerticalAlignment: Equatable, Hashable, Sendable, CustomStringConvertible {
    let key: AlignmentKey

    /// Creates an alignment from a custom guide type.
    public init(_ id: AlignmentID.Type) {
        self.key = AlignmentKey(id: id, axis: .vertical)
    }

    /// The top edge.
    public static let top = VerticalAlignment(TopAlignment.self)
    /// The vertical centre.
    public static let center = VerticalAlignment(VerticalCenterAlignment.self)
    /// The bottom edge.
    public static let bottom = VerticalAlignment(BottomAlignment.self)
    /// The first line's baseline in text; the bottom edge in views without text.
    public static let firstTextBaseline = VerticalAlignment(FirstTextBaselineAlignment.self)
    /// The last line's baseline in text; the bottom edge in views without text.
    public static let lastTextBaseline = VerticalAlignment(LastTextBaselineAlignment.self)

    /// Merges the explicit values several subviews give this guide into one, as SwiftUI's
    /// `VerticalAlignment.combineExplicit(_:)`: the minimum for `firstTextBaseline`, the maximum for
    /// `lastTextBaseline`, the mean of the non-nil values for the others; nil when there are none
    /// (see `GuideCombination`).
    public func combineExplicit<S>(_ values: S) -> CGFloat? where S: Sequence, S.Element == CGFloat? {
        key.combination.combine(values.lazy.compactMap { $0 })
    }

    public var description: String { key.name }
}

/// An alignment in both axes, as SwiftUI's `Alignment`.
public struct Alignment: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The alignment along the horizontal axis.
    public var horizontal: HorizontalAlignment
    /// The alignment along the vertical axis.
    public var vertical: VerticalAlignment

    /// An alignment of the given horizontal and vertical parts.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Centred on both axes.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// Leading, centred vertically.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// Trailing, centred vertically.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// Top, centred horizontally.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// Bottom, centred horizontally.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// The top-leading corner.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// The top-trailing corner.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// The bottom-leading corner.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// The bottom-trailing corner.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    /// Centred horizontally, on the first line's baseline.
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    /// Centred horizontally, on the last line's baseline.
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    /// Leading, on the first line's baseline.
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    /// Leading, on the last line's baseline.
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    /// Trailing, on the first line's baseline.
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    /// Trailing, on the last line's baseline.
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)

    public var description: String { "\(horizontal)/\(vertical)" }
}

/// The identity of a guide: its `AlignmentID` type and axis.
///
/// SAFETY (`@unchecked Sendable`): `id` is a metatype, an immutable reference to type metadata
/// that any thread may read (Swift 6 does not count metatypes of non-`Sendable` protocols as
/// `Sendable`); `axis` is a value.
struct AlignmentKey: Hashable, @unchecked Sendable {
    let id: AlignmentID.Type
    let axis: Axis

    init(id: AlignmentID.Type, axis: Axis) {
        self.id = id
        self.axis = axis
    }

    static func == (lhs: AlignmentKey, rhs: AlignmentKey) -> Bool {
        lhs.id == rhs.id && lhs.axis == rhs.axis
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(id))
        hasher.combine(axis)
    }

    var combination: GuideCombination {
        if id == FirstTextBaselineAlignment.self { return .minimum }
        if id == LastTextBaselineAlignment.self { return .maximum }
        return .mean
    }

    /// The built-in guides' default values are fractions of the length along their axis (leading
    /// and top 0, centre ½, trailing and bottom 1; baselines default to the bottom): no call through
    /// the guide's type needed. nil for custom guides.
    var defaultFraction: CGFloat? {
        switch ObjectIdentifier(id) {
        case ObjectIdentifier(LeadingAlignment.self), ObjectIdentifier(TopAlignment.self): return 0
        case ObjectIdentifier(HorizontalCenterAlignment.self), ObjectIdentifier(VerticalCenterAlignment.self): return 0.5
        case ObjectIdentifier(TrailingAlignment.self), ObjectIdentifier(BottomAlignment.self),
             ObjectIdentifier(FirstTextBaselineAlignment.self), ObjectIdentifier(LastTextBaselineAlignment.self): return 1
        default: return nil
        }
    }

    /// True for the guides that text sets explicitly (its baselines).
    var isTextBaseline: Bool {
        id == FirstTextBaselineAlignment.self || id == LastTextBaselineAlignment.self
    }

    var name: String {
        switch ObjectIdentifier(id) {
        case ObjectIdentifier(LeadingAlignment.self): return "leading"
        case ObjectIdentifier(HorizontalCenterAlignment.self), ObjectIdentifier(VerticalCenterAlignment.self): return "center"
        case ObjectIdentifier(TrailingAlignment.self): return "trailing"
        case ObjectIdentifier(TopAlignment.self): return "top"
        case ObjectIdentifier(BottomAlignment.self): return "bottom"
        case ObjectIdentifier(FirstTextBaselineAlignment.self): return "firstTextBaseline"
        case ObjectIdentifier(LastTextBaselineAlignment.self): return "lastTextBaseline"
        default: return String(describing: id)
        }
    }
}

enum LeadingAlignment: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 }
}
enum HorizontalCenterAlignment: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 }
}
enum TrailingAlignment: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width }
}
enum TopAlignment: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 }
}
enum VerticalCenterAlignment: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 }
}
enum BottomAlignment: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
}
enum FirstTextBaselineAlignment: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
}
enum LastTextBaselineAlignment: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
}
