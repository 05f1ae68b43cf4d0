/// The preferred spacing around a view, as SwiftUI's `ViewSpacing`.
///
/// Each edge holds a preference (or none). Two neighbours are `distance(to:along:)` apart: the larger
/// of their facing preferences, or 0 when either has none. Ordinary views prefer the platform's default
/// of 8 on every edge; a `Spacer` prefers nothing (`ViewSpacing.zero`), so nothing is added next to it.
public struct ViewSpacing: Equatable, Sendable, CustomStringConvertible {
    /// The platform default between two views that both prefer spacing (8 points, as on iOS).
    public static let defaultValue: CGFloat = 8

    // One preference per edge, in Edge.rawValue order; nil means "no preference".
    var edges: (CGFloat?, CGFloat?, CGFloat?, CGFloat?)

    /// A spacing with no preference on any edge: nothing is added next to such a view.
    public static let zero = ViewSpacing(edges: (nil, nil, nil, nil))

    /// The default spacing on every edge.
    public init() {
        let d = ViewSpacing.defaultValue
        edges = (d, d, d, d)
    }

    init(edges: (CGFloat?, CGFloat?, CGFloat?, CGFloat?)) {
        self.edges = edges
    }

    /// A spacing with the same preference on every edge.
    init(uniform value: CGFloat?) {
        edges = (value, value, value, value)
    }

    subscript(edge: Edge) -> CGFloat? {
        get {
            switch edge {
            case .top: return edges.0
            case .leading: return edges.1
            case .bottom: return edges.2
            case .trailing: return edges.3
            }
        }
        set {
            switch edge {
            case .top: edges.0 = newValue
            case .leading: edges.1 = newValue
            case .bottom: edges.2 = newValue
            case .trailing: edges.3 = newValue
            }
        }
    }

    /// Merges another spacing into this one on the given edges, keeping the larger preference.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        for edge in Edge.allCases where edges.contains(Edge.Set(edge)) {
            switch (self[edge], other[edge]) {
            case let (a?, b?): self[edge] = Swift.max(a, b)
            case (nil, let b?): self[edge] = b
            default: break
            }
        }
    }

    /// The spacing preferences of both views on `edges`: on each of those edges, the larger of the two.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var copy = self
        copy.formUnion(other, edges: edges)
        return copy
    }

    /// The preferred distance from this view to `next`, which follows it along `axis`
    /// (to its trailing side horizontally, below it vertically).
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        let mine = axis == .horizontal ? self[.trailing] : self[.bottom]
        let theirs = axis == .horizontal ? next[.leading] : next[.top]
        guard let mine, let theirs else { return 0 }
        return Swift.max(mine, theirs)
    }

    public static func == (lhs: ViewSpacing, rhs: ViewSpacing) -> Bool {
        lhs.edges.0 == rhs.edges.0 && lhs.edges.1 == rhs.edges.1 && lhs.edges.2 == rhs.edges.2 && lhs.edges.3 == rhs.edges.3
    }

    public var description: String {
        func t(_ v: CGFloat?) -> String { v.map(formatLength) ?? "-" }
        return "ViewSpacing(top: \(t(edges.0)), leading: \(t(edges.1)), bottom: \(t(edges.2)), trailing: \(t(edges.3)))"
    }
}
