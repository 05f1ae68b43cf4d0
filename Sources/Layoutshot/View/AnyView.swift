/// A type-erased view, as SwiftUI's `AnyView`.
/// (`View` in an extension: not main-actor, as `@ViewBuilder` makes one anywhere.)
public struct AnyView {
    let storage: Storage
    var view: any View { storage.view }

    /// The erased view, in a box whose `deinit` lets a chain of `AnyView`s 100,000 deep be freed
    /// link by link (see `ChainRelease`).
    typealias Storage = ChainRelease.ErasedView

    /// Erases `view` (nonisolated: `@ViewBuilder`'s `if #available` branches make one anywhere).
    public init<V: View>(_ view: V) {
        // (The metatype comparison first: a cast from a generic value costs a runtime call.)
        if V.self == AnyView.self, let erased = view as? AnyView {
            self.storage = erased.storage
        } else {
            self.storage = Storage(view)
        }
    }

    /// Erases `view`.
    public init<V: View>(erasing view: V) { self.init(view) }
}

extension AnyView: View, PrimitiveView {
    func buildNodes(_ builder: inout GraphBuilder, into nodes: inout [Node]) {
        builder.appendAny(view, into: &nodes)
    }
}
