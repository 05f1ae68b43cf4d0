/// A layout container's layout and its cache, type-erased so the engine can hold any `Layout`.
class AnyLayoutBox {
    /// What the renderer calls this container (hstack, flow, grid, layout, …).
    var category: ViewKind { .layout }
    var label: String { "" }
    var orientation: Axis? { nil }

    func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize { fatalError("abstract") }
    func placeSubviews(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) { fatalError("abstract") }
    func spacing(_ subviews: LayoutSubviews) -> ViewSpacing { fatalError("abstract") }
    func explicitAlignment(_ key: AlignmentKey, in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGFloat? { fatalError("abstract") }
    /// Drops the cache (the next use makes a new one).
    func resetCache() {}
    /// Marks the cache for `updateCache` before its next use (the subviews changed).
    func subviewsChanged() {}
    /// True when `other` holds a layout of the same type with equal parameters.
    func hasSameLayout(as other: AnyLayoutBox) -> Bool { false }
    /// Takes over `other`'s cache when both hold the same layout type (for `updateCache`).
    func adoptCache(from other: AnyLayoutBox) -> Bool { false }
    var layoutTypeName: String { "" }
}

/// The concrete box: the layout value and its `Cache`, made on first use.
final class LayoutBox<L: Layout>: AnyLayoutBox {
    var layout: L
    // SAFETY: no runtime exclusivity check on the cache, which every call into the layout borrows
    // `inout`. Sound because the only long access, `body(&cache!)` in `withCache`, is never
    // overlapped: a layout that re-enters its own box during that call (asking a kept handle to
    // itself for another size) finds `isBusy` set and works on a copy of the cache instead.
    @exclusivity(unchecked) var cache: L.Cache?
    @exclusivity(unchecked) var cacheNeedsUpdate = false
    /// A call into the layout is running with `cache` borrowed.
    private var isBusy = false

    init(_ layout: L) {
        self.layout = layout
    }

    override var category: ViewKind {
        (layout as? BuiltInLayout)?.category ?? .layout
    }

    override var label: String {
        (layout as? BuiltInLayout)?.label ?? String(describing: L.self)
    }


    override var layoutTypeName: String { String(describing: L.self) }

    override var orientation: Axis? {
        if let erased = layout as? AnyLayout { return erased.orientation }
        return L.layoutProperties.stackOrientation
    }

    @inline(__always)
    private func withCache<R>(_ subviews: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R {
        if isBusy, var copy = cache {
            // Re-entered from inside a call that holds the cache: a copy, so the two never alias.
            return body(&copy)
        }
        if cache == nil {
            subviews.engine?.statistics.makeCacheCalls += 1
            cache = layout.makeCache(subviews: subviews)
            cacheNeedsUpdate = false
        } else if cacheNeedsUpdate {
            subviews.engine?.statistics.updateCacheCalls += 1
            layout.updateCache(&cache!, subviews: subviews)
            cacheNeedsUpdate = false
        }
        isBusy = true
        defer { isBusy = false }
        return body(&cache!)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
        withCache(subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    override func placeSubviews(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) {
        withCache(subviews) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    }

    override func spacing(_ subviews: LayoutSubviews) -> ViewSpacing {
        withCache(subviews) { layout.spacing(subviews: subviews, cache: &$0) }
    }

    override func explicitAlignment(_ key: AlignmentKey, in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGFloat? {
        withCache(subviews) { cache in
            if key.axis == .horizontal {
                return layout.explicitAlignment(of: HorizontalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
            } else {
                return layout.explicitAlignment(of: VerticalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
            }
        }
    }

    override func resetCache() {
        cache = nil
        cacheNeedsUpdate = false
    }

    override func subviewsChanged() {
        if cache != nil { cacheNeedsUpdate = true }
    }

    override func hasSameLayout(as other: AnyLayoutBox) -> Bool {
        guard let other = other as? LayoutBox<L> else { return false }
        return valuesAreEqual(layout, other.layout)
    }

    override func adoptCache(from other: AnyLayoutBox) -> Bool {
        guard let other = other as? LayoutBox<L>, let cache = other.cache else { return false }
        self.cache = cache
        self.cacheNeedsUpdate = true
        return true
    }
}

extension HorizontalAlignment {
    init(key: AlignmentKey) { self.key = key }
}

extension VerticalAlignment {
    init(key: AlignmentKey) { self.key = key }
}

/// Built-in layouts tell the renderer what they are.
protocol BuiltInLayout {
    var category: ViewKind { get }
    var label: String { get }
}

/// Whether two values are equal: by `==` when the type is `Equatable`, otherwise by their bytes, as
/// SwiftUI compares views: plain data compares by value, references and closures by identity, and
/// two equal values in different storage (two copies of a string) count as different, which only
/// costs a re-measurement.
func valuesAreEqual<T>(_ a: T, _ b: T) -> Bool {
    if let a = a as? any Equatable {
        return a.isEqual(to: b)
    }
    // SAFETY: reads the bytes of two live values of the same type within the closures' scope; any
    // value may be viewed as bytes. Padding or distinct storage can only make equal values compare
    // unequal, which costs a re-measurement, never a wrong layout.
    return withUnsafeBytes(of: a) { ab in
        withUnsafeBytes(of: b) { bb in ab.elementsEqual(bb) }
    }
}

extension Equatable {
    func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
