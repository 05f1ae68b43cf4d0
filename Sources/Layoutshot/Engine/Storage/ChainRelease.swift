/// Frees long chains of references without a deinitialiser per link on the stack.
///
/// Releasing the root of a tree releases its children from inside the root's `deinit`, their
/// children from inside theirs, and so on: a chain of type-erased views 100,000 levels deep, nested
/// through `AnyView`, would need 100,000 nested deinitialisers and overflow the stack. (Nodes are
/// records in their tree's `NodeArena`, freed together, by a loop.)
///
/// So a `deinit` that holds the next links reads its thread's `ThreadState` first. While the thread
/// is fewer than `directDepth` such releases deep, it drops its links itself, as any `deinit` would,
/// counting the depth up and down around that: the common case, a shallow view tree, costs a
/// thread-local read and two increments.
/// Deeper than that, it moves its links into a `Link` and hands it to `release(_:)`: the first such
/// call on a thread drains a queue, dropping one link at a time (starting again from depth zero),
/// and a release that happens while it drains only adds to the queue. The stack then stays at most
/// `2 × directDepth` links deep, whatever the depth of the chain.
@usableFromInline enum ChainRelease {
    /// A type-erased view in a box whose `deinit` frees it through `ChainRelease` (`AnyView`'s
    /// storage): a chain of them 100,000 deep is freed link by link.
    ///
    /// The view is moved into the box's own allocation (its tail bytes), with its type in the
    /// header: one allocation per `AnyView` and no copy, where an `any View` field holds a view
    /// larger than three words in an existential box of its own (a second allocation, and a copy
    /// of the view). The class is not generic: a generic box's metadata is looked up at run time
    /// for every `AnyView` made in unspecialised code, which costs more than the allocation saved
    /// (`Benchmarks/PROFILE.md`). Code that uses the view opens the type in the header.
    ///
    /// `make` is inlinable, so `AnyView.init` is specialised where a view is erased (the caller's
    /// module knows its type): the view is moved in and later destroyed by code for its type
    /// (`ErasedViewHeader.destroy`), not through the generic value witnesses that walk a nested
    /// generic type's fields at run time (about 230 instructions an `AnyView` of a padded stack).
    @usableFromInline final class ErasedView: ManagedBuffer<ErasedViewHeader, UInt8> {
        /// A box holding `view`.
        @inlinable @inline(__always)
        static func make<V: View>(_ view: consuming V) -> ErasedView {
            // Room for the view wherever the tail starts: its size, plus its alignment to align up.
            let bytes = MemoryLayout<V>.size + MemoryLayout<V>.alignment
            let made = unsafeDowncast(create(minimumCapacity: bytes) { _ in
                ErasedViewHeader(type: V.self, offset: 0, destroy: { address in
                    // SAFETY: called once, from `deinit`, with the address `make` initialised a `V`
                    // at (the header's offset into this box's tail); it disposes of the view.
                    _ = address.assumingMemoryBound(to: V.self).deinitialize(count: 1)
                })
            }, to: ErasedView.self)
            let place = made.withUnsafeMutablePointers { header, tail in
                let start = UnsafeMutableRawPointer(tail)
                let place = start.alignedUp(for: V.self)
                header.pointee.offset = place - start
                return place
            }
            // SAFETY: `create` made an instance of this class (it allocates `self`'s dynamic type;
            // `unsafeDowncast` checks it in debug builds) with at least `bytes` tail bytes, so
            // `place` (at most `alignment - 1` past the start) has room for a `V`, aligned for it.
            // The tail does not move while `made` lives, which it does past the return. The
            // memory is initialised here, once, as a `V`, before any other code sees the box;
            // only `deinit` deinitialises or moves it. (Outside the closure, so that the view is
            // moved in: a closure may not consume what it captures, and an `Optional<V>` to move
            // it through costs two run-time metadata lookups in unspecialised code.)
            place.initializeMemory(as: V.self, to: view)
            return made
        }

        /// Calls `body` with the view's type and its address (valid for the call only).
        @inline(__always)
        func withView<R>(_ body: (any View.Type, UnsafeMutableRawPointer) -> R) -> R {
            // SAFETY: the header's type and offset are those `make` initialised the view with, and
            // the view stays initialised until `deinit`; the address is used only inside `body`,
            // while `self` is alive.
            withUnsafeMutablePointers { header, tail in
                body(header.pointee.type, UnsafeMutableRawPointer(tail) + header.pointee.offset)
            }
        }

        /// The view at `address`, as a `V` (the type in the header: callers open it).
        private static func view<V: View>(_: V.Type, at address: UnsafeMutableRawPointer) -> UnsafeMutablePointer<V> {
            // SAFETY: `address` is the view of a box whose header type is `V` (`withView` hands
            // out the two together), initialised as a `V` by `make`.
            address.assumingMemoryBound(to: V.self)
        }

        /// A copy of the view at `address` (of a box whose header type is `V`), the box's view
        /// left in place.
        static func copy<V: View>(_ type: V.Type, at address: UnsafeMutableRawPointer) -> V {
            // SAFETY: see `view(_:at:)`; reading `pointee` copies the value (retaining what it
            // holds) while the box, alive for the call, keeps its own.
            view(type, at: address).pointee
        }

        /// Calls `body` with the view at `address` (of a box whose header type is `V`) in place,
        /// as `T`, the same type as `V` known through another generic parameter (a primitive
        /// view's type: `AnyView.build`); as `inout` only so that it is passed by address and
        /// not copied (unspecialised, a pointer's `pointee` passed as an argument is copied
        /// through the view's value witnesses, and the copy destroyed after). `body` must not
        /// write it.
        @inline(__always)
        static func lend<V: View, T, R>(_ type: V.Type, at address: UnsafeMutableRawPointer, as _: T.Type, _ body: (inout T) -> R) -> R {
            precondition(V.self == T.self, "lend: \(V.self) is not \(T.self)")
            // SAFETY: see `view(_:at:)`; `T` is `V` (checked above), so the memory is a `T`. The
            // box is alive for the call (the `AnyView` lending it is borrowed by the caller). The
            // view is only read through the `inout` access (`body` builds nodes from it), so a
            // nested use of the same box (a view whose body returns the `AnyView` holding it)
            // reads the same, unchanged value.
            return body(&address.assumingMemoryBound(to: T.self).pointee)
        }

        private static func moveOut<V: View>(_ type: V.Type, at address: UnsafeMutableRawPointer) -> AnyObject {
            // SAFETY: see `view(_:at:)`; the view is moved out once, from `deinit`, leaving raw
            // bytes, which the buffer's own teardown does not touch (it destroys only the header).
            ChainRelease.Link(view(type, at: address).move())
        }

        deinit {
            // (One thread-local read, no retain of the thread's state: every `AnyView` a build
            // makes and drops comes through here.)
            let releasedDirectly = ChainRelease.state.withValue { current in
                guard current.depth < ChainRelease.directDepth else { return false }
                current.depth += 1
                withUnsafeMutablePointers { header, tail in
                    header.pointee.destroy(UnsafeMutableRawPointer(tail) + header.pointee.offset)
                }
                current.depth -= 1
                return true
            }
            if !releasedDirectly { ChainRelease.release(withView { type, address in ErasedView.moveOut(type, at: address) }) }
        }
    }

    /// Links moved out of an object being freed. The caller must move its fields in (`take()`,
    /// `swap`, `consume`) and keep no copy: whatever it still holds when `release` returns is freed
    /// by its own deinitialiser, recursively.
    final class Link<Value> {
        let value: Value
        init(_ value: consuming Value) { self.value = value }
    }

    /// Nested releases a thread runs directly before it queues them (each a few stack frames).
    static let directDepth = 64

    /// A thread's releases under way: how deep, and the queue being drained, if any.
    final class ThreadState {
        // SAFETY (`@exclusivity(unchecked)`): one object per thread (`state`), used only by that
        // thread, in `enter`, `leave` and `release`, none of which runs other code while it
        // modifies a field (the drain's `consume` runs deinitialisers between accesses, not during
        // one). The run-time checks cost more than the rest of `enter` and `leave` together.
        @exclusivity(unchecked) var depth = 0
        @exclusivity(unchecked) var isDraining = false
        @exclusivity(unchecked) var pending: [AnyObject] = []
    }

    static let state = ThreadLocalSlot { ThreadState() }

    /// Drops `link` after the release under way, or now, iteratively.
    static func release(_ link: consuming AnyObject) {
        let current = state.value
        if current.isDraining {
            current.pending.append(consume link)
            return
        }
        current.isDraining = true
        let outerDepth = current.depth
        // The drain runs at the bottom of its own budget: what it drops may release `directDepth`
        // more levels directly before queueing again.
        current.depth = 0
        current.pending.append(consume link)
        // Each link is dropped at the end of its iteration; what its deinitialisers release is
        // appended and dropped by later iterations.
        while let next = current.pending.popLast() {
            _ = consume next
        }
        current.depth = outerDepth
        current.isDraining = false
    }
}

/// What an `ErasedView` keeps beside the view's bytes: the view's type, where the view starts in
/// the tail (aligned for its type), and how to destroy it.
@usableFromInline struct ErasedViewHeader {
    @usableFromInline let type: any View.Type
    @usableFromInline var offset: Int
    /// Deinitialises the view at the address given (the box's, once): code for the view's type
    /// where `make` was specialised.
    @usableFromInline let destroy: (UnsafeMutableRawPointer) -> Void

    @usableFromInline init(type: any View.Type, offset: Int, destroy: @escaping (UnsafeMutableRawPointer) -> Void) {
        self.type = type
        self.offset = offset
        self.destroy = destroy
    }
}
