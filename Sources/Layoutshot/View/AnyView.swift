/// A type-erased view, as SwiftUI's `AnyView`.
/// (`View` in an extension: not main-actor, as `@ViewBuilder` makes one anywhere.)
public struct AnyView {
    let storage: Storage
    var view: any View { storage.withView { type, address in AnyView.copy(type, at: address) } }

    /// The erased view, moved into a box whose `deinit` lets a chain of `AnyView`s 100,000 deep be
    /// freed link by link (see `ChainRelease`).
    typealias Storage = ChainRelease.ErasedView

    /// Erases `view` (nonisolated: `@ViewBuilder`'s `if #available` branches make one anywhere).
    public init<V: View>(_ view: V) {
        // (The metatype comparison first: a cast from a generic value costs a runtime call.)
        if V.self == AnyView.self, let erased = view as? AnyView {
            self.storage = erased.storage
        } else {
            self.storage = Storage.make(view)
        }
    }

    /// Erases `view`.
    public init<V: View>(erasing view: V) { self.init(view) }
}

extension AnyView: View, PrimitiveView {
    func buildNodes(_ builder: inout GraphBuilder, into nodes: inout [Node]) {
        // (The view built where it lies in the box, as its own type: no existential to copy out.)
        storage.withView { type, address in AnyView.build(type, at: address, &builder, into: &nodes) }
    }

    @MainActor private static func build<V: View>(_ type: V.Type, at address: UnsafeMutableRawPointer, _ builder: inout GraphBuilder, into nodes: inout [Node]) {
        builder.append(Storage.view(type, at: address).pointee, into: &nodes)
    }
}

extension AnyView {
    fileprivate static func copy<V: View>(_ type: V.Type, at address: UnsafeMutableRawPointer) -> any View {
        Storage.view(type, at: address).pointee
    }
}
