/// A type-erased layout, as SwiftUI's `AnyLayout`: switch between layouts while keeping the subviews.
///
/// ```swift
/// let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
/// layout { Text("A"); Text("B") }
/// ```
public struct AnyLayout: Layout {
    let storage: AnyLayoutStorage

    /// Wraps `layout`, so layouts of different types can be swapped while the subviews keep their identity.
    public init<L: Layout>(_ layout: L) {
        if let erased = layout as? AnyLayout {
            self.storage = erased.storage
        } else {
            self.storage = AnyLayoutStorageImpl(layout)
        }
    }

    /// The erased layout's cache, kept while the erased layout's type stays the same.
    public struct Cache {
        var box: AnyLayoutBox
    }

    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    public func makeCache(subviews: Subviews) -> Cache {
        Cache(box: storage.makeBox())
    }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        // The same layout type keeps its cache and gets `updateCache`; another type starts afresh.
        let fresh = storage.makeBox()
        _ = fresh.adoptCache(from: cache.box)
        cache.box = fresh
    }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        cache.box.spacing(subviews)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        cache.box.sizeThatFits(proposal, subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        cache.box.placeSubviews(in: bounds, proposal, subviews)
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat? {
        cache.box.explicitAlignment(guide.key, in: bounds, proposal, subviews)
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat? {
        cache.box.explicitAlignment(guide.key, in: bounds, proposal, subviews)
    }

    var orientation: Axis? { storage.orientation }
}

extension AnyLayout: BuiltInLayout {
    var category: ViewKind { storage.makeBox().category }
    var label: String { "AnyLayout(\(storage.makeBox().label))" }
}

extension AnyLayout: Equatable {
    public static func == (lhs: AnyLayout, rhs: AnyLayout) -> Bool {
        lhs.storage.makeBox().hasSameLayout(as: rhs.storage.makeBox())
    }
}

/// The erased layout: a class so that `AnyLayout` stays one reference wide.
///
/// `Sendable` (as `AnyLayout`, a `Layout`, must be): it has no stored state, and its one subclass
/// holds only the erased layout, a `let` of a `Sendable` type (every `Layout` is).
class AnyLayoutStorage: @unchecked Sendable {
    // SAFETY (`@unchecked Sendable`): no stored property here; `AnyLayoutStorageImpl` adds one
    // immutable `let` of a `Sendable` type. A non-final class cannot be checked by the compiler.
    func makeBox() -> AnyLayoutBox { fatalError("abstract") }
    var typeName: String { "" }
    var orientation: Axis? { nil }
}

final class AnyLayoutStorageImpl<L: Layout>: AnyLayoutStorage, @unchecked Sendable {
    // SAFETY (`@unchecked Sendable`): one immutable `let` of a `Sendable` type (`L: Layout`).
    let layout: L
    init(_ layout: L) { self.layout = layout }
    override func makeBox() -> AnyLayoutBox { makeLayoutBox(layout) }
    override var typeName: String { String(describing: L.self) }
    override var orientation: Axis? { L.layoutProperties.stackOrientation }
}
