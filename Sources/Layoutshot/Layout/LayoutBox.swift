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
    /// See `ViewRule.stateAlignment` (a stack's box answers its alignment).
    var stateAlignment: AlignmentKey? { nil }
    /// The record the engine's hot paths read (`ViewRule.encode(into:for:)`): `.general` for a `Layout`.
    func encode(into record: inout NodeRecord, for node: Node) {}
}

/// The concrete box: the layout value and its `Cache`, made on first use.
final class LayoutBox<L: Layout>: AnyLayoutBox {
    var layout: L
    var cache: L.Cache?
    var cacheNeedsUpdate = false
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
        if isBusy {
            // Re-entered from inside a call that has the cache out (a layout asking a kept handle
            // to itself for another size): a cache of its own for this call, so the two never alias.
            var scratch = layout.makeCache(subviews: subviews)
            return body(&scratch)
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
        // The cache is taken out for the call (no access to `cache` stays open while user code
        // runs, so a re-entrant call cannot overlap one) and put back after it.
        var taken = cache!
        cache = nil
        isBusy = true
        defer {
            isBusy = false
            cache = taken
        }
        return body(&taken)
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

/// A layout container: the node's `Layout` answers through its box, given the node's children as
/// `LayoutSubviews` (https://developer.apple.com/documentation/swiftui/layout). Its explicit
/// guides are cached per guide and proposal on the node (the default merge places the subviews).
extension AnyLayoutBox: ViewRule {
    var layoutBox: AnyLayoutBox? { self }
    var guides: GuideMask { category == .layout ? .custom : [] }

    func isProposalIndependent(_ children: NodeChildren) -> Bool {
        // Stacks of fixed-size children: every share offered is ignored, so sizes, gaps and
        // alignment are the same for any proposal.
        (self is StackBox || category == .zstack) && children.allSatisfy { $0.isProposalIndependent }
    }

    func sizeThatFits(_ p: ProposedViewSize, _ node: NodeContext) -> CGSize {
        sizeThatFits(p, node.subviews)
    }

    func placeChildren(in bounds: CGRect, _ p: ProposedViewSize, _ node: NodeContext) {
        let subviews = node.subviews
        node.engine.placeAsOwner(node.slot, in: bounds, p) { placeSubviews(in: bounds, p, subviews) }
    }

    func spacing(_ node: NodeContext) -> ViewSpacing {
        spacing(node.subviews)
    }

    func explicitGuide(_ key: AlignmentKey, _ p: ProposedViewSize, size: CGSize, _ node: NodeContext) -> CGFloat? {
        let owner = node.node
        let memo = GuideCacheKey(key: key, proposal: p)
        if node.cachesMeasurements, let cached = owner.cachedGuide(memo) { return cached }
        var value = explicitAlignment(key, in: CGRect(origin: .zero, size: size), p, node.subviews)
        if let v = value, !v.isFinite {
            node.diagnose(.invalidSize, "returned a non-finite explicit \(key.name) guide; ignored")
            value = nil
        }
        if node.cachesMeasurements { owner.cacheGuide(value, for: memo) }
        return value
    }

    func describesSame(as other: any ViewRule) -> Bool {
        guard let other = other as? AnyLayoutBox else { return false }
        return hasSameLayout(as: other)
    }

    func content(_ node: Node, proposal: ProposedViewSize, measurer: TextMeasurer) -> LayoutNode.Content {
        if let stack = self as? StackBox { return .stack(stack.algorithm.axis, alignment: stack.algorithm.alignment.name) }
        if let stack = (self as? LayoutBox<ZStackLayout>)?.layout { return .stack(nil, alignment: stack.alignment.description) }
        return .none
    }
}
