/// A type-erased view, as SwiftUI's `AnyView`.
/// (`View` in an extension: not main-actor, as `@ViewBuilder` makes one anywhere.)
public struct AnyView {
    @usableFromInline let storage: Storage
    var view: any View { storage.withView { type, address in AnyView.copy(type, at: address) } }

    /// The erased view, moved into a box whose `deinit` lets a chain of `AnyView`s 100,000 deep be
    /// freed link by link (see `ChainRelease`).
    @usableFromInline typealias Storage = ChainRelease.ErasedView

    /// Erases `view` (nonisolated: `@ViewBuilder`'s `if #available` branches make one anywhere).
    /// (Inlinable: specialised in the caller's module for the view's type, see `ErasedView`.)
    @inlinable
    public init<V: View>(_ view: consuming V) {
        // (The metatype comparison first: a cast from a generic value costs a runtime call. The
        // view is taken, `consuming`, and moved into the box: unspecialised, a borrowed one would
        // be copied there through its value witnesses.)
        if V.self == AnyView.self {
            self.storage = (view as! AnyView).storage
        } else {
            self.storage = Storage.make(consume view)
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

    /// (Inlined into `buildNodes`: a frame fewer for every erased view.)
    @inline(__always)
    @MainActor private static func build<V: View>(_ type: V.Type, at address: UnsafeMutableRawPointer, _ builder: inout GraphBuilder, into nodes: inout [Node]) {
        if let primitive = builder.primitiveTypeToBuild(V.self) {
            return buildPrimitive(type, at: address, as: primitive, &builder, into: &nodes)
        }
        // (A view with a body, or one to cut off: `append` does either.)
        Storage.lend(type, at: address, as: V.self) { view in builder.append(view, into: &nodes) }
    }

    /// A primitive view built in place, as its own type `P` (the same as `V`): no copy of it.
    @inline(__always)
    @MainActor private static func buildPrimitive<V: View, P: PrimitiveView>(_ type: V.Type, at address: UnsafeMutableRawPointer, as primitive: P.Type,
                                                                            _ builder: inout GraphBuilder, into nodes: inout [Node]) {
        Storage.lend(type, at: address, as: P.self) { view in view.buildNodes(&builder, into: &nodes) }
    }
}

extension AnyView {
    fileprivate static func copy<V: View>(_ type: V.Type, at address: UnsafeMutableRawPointer) -> any View {
        Storage.copy(type, at: address)
    }
}
