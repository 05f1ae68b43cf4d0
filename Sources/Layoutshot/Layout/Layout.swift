/// A type that defines the geometry of a collection of views, as SwiftUI's `Layout`.
///
/// The names, signatures and default implementations are SwiftUI's, so a layout written for
/// SwiftUI compiles here with only its `import` changed. Layoutshot calls the methods as SwiftUI does:
/// `makeCache` once per container, `updateCache` when its subviews change, `sizeThatFits` for each
/// proposal the container receives (at most once per distinct proposal: answers are cached),
/// and `placeSubviews` once per layout pass with the bounds the parent chose.
///
/// Isolation as SwiftUI declares it (iOS 26 SDK, `SwiftUICore.swiftinterface`:
/// `@preconcurrency public protocol Layout : Sendable, Animatable`): a layout is a `Sendable`
/// value and its methods are not main-actor, so a view that is also a layout marks them
/// `nonisolated`. Layoutshot calls them on the thread that lays the tree out.
@preconcurrency
public protocol Layout: Sendable, Animatable {
    /// Properties of the layout container (a stack's orientation).
    static var layoutProperties: LayoutProperties { get }

    /// Cached values for the layout, created by `makeCache(subviews:)`.
    associatedtype Cache = Void

    /// The subviews the layout arranges.
    typealias Subviews = LayoutSubviews

    /// Creates the cache. The default for a `Void` cache does nothing.
    func makeCache(subviews: Self.Subviews) -> Self.Cache

    /// Updates the cache when the subviews change. The default makes a new one.
    func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews)

    /// The container's preferred spacing. The default is the union of its subviews' spacing.
    func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing

    /// The size of the container for a proposal.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGSize

    /// Places each subview in `bounds`, in the parent's coordinate space.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)

    /// The position of a horizontal guide in `bounds`, or nil. The default merges the subviews' explicit guides.
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat?

    /// The position of a vertical guide in `bounds`, or nil. The default merges the subviews' explicit guides.
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat?
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    public func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews) {
        cache = makeCache(subviews: subviews)
    }

    public func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing {
        var result = ViewSpacing.zero
        for subview in subviews {
            result.formUnion(subview.spacing)
        }
        return result
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat? {
        mergedExplicitAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat? {
        mergedExplicitAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// SwiftUI's default: place the subviews (without committing the placements), then merge the
    /// explicit values of the guide in the subviews that have one, where they were placed, with the
    /// guide's `combineExplicit` (the mean for most guides, the minimum for `firstTextBaseline`, the
    /// maximum for `lastTextBaseline`).
    func mergedExplicitAlignment(_ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat? {
        guard let engine = subviews.engine, subviews.contains(where: { $0.node.mayHaveExplicitGuide(key) }) else { return nil }
        let placements = engine.probePlacements(of: subviews) {
            placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
        var values: [CGFloat] = []
        for placement in placements {
            let dimensions = placement.subview.dimensions(in: placement.proposal)
            guard let value = dimensions.source?.explicitValue(key, size: dimensions.size) else { continue }
            let origin = key.axis == .horizontal ? placement.frame.minX : placement.frame.minY
            values.append(origin + value)
        }
        return key.combination.combine(values)
    }
}

extension Layout where Cache == () {
    public func makeCache(subviews: Self.Subviews) -> Self.Cache { () }
}

extension Layout {
    /// Arranges `content` with this layout, as SwiftUI's `Layout.callAsFunction(_:)`.
    ///
    /// Disfavoured, as SwiftUI declares it (`@_alwaysEmitIntoClient @_disfavoredOverload`): a type
    /// that is both a `Layout` and a view with an `init(…, content:)` (a flow package's `HFlow`
    /// when its `Content` is `EmptyView`) resolves `HFlow(spacing: 8) { … }` to the content init,
    /// not to `HFlow(spacing: 8)` followed by this call.
    @_alwaysEmitIntoClient @_disfavoredOverload
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> LayoutView<Self, V> {
        LayoutView(layout: self, content: content())
    }
}
