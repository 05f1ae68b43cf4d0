/// A type-erased view, as SwiftUI's `AnyView`.
public struct AnyView: View, PrimitiveView {
    let storage: Storage
    var view: any View { storage.view }

    /// The erased view, in a box whose `deinit` lets a chain of `AnyView`s 100,000 deep be freed
    /// link by link (see `ChainRelease`).
    typealias Storage = ChainRelease.ErasedView

    public init<V: View>(_ view: V) {
        // (The metatype comparison first: a cast from a generic value costs a runtime call.)
        if V.self == AnyView.self, let erased = view as? AnyView {
            self.storage = erased.storage
        } else {
            self.storage = Storage(view)
        }
    }

    public init<V: View>(erasing view: V) { self.init(view) }

    func buildNodes(_ builder: inout GraphBuilder, into nodes: inout [Node]) {
        builder.appendAny(view, into: &nodes)
    }
}
