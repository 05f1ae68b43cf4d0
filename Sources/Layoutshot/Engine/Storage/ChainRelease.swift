/// Frees long chains of references without a deinitialiser per link on the stack.
///
/// Releasing the root of a tree releases its children from inside the root's `deinit`, their
/// children from inside theirs, and so on: a chain of type-erased views 100,000 levels deep, nested
/// through `AnyView`, would need 100,000 nested deinitialisers and overflow the stack. (Nodes,
/// whose children are in reach, free their trees with a loop in `Node.deinit`.)
///
/// So a `deinit` that holds the next links reads its thread's `ThreadState` first. While the thread
/// is fewer than `directDepth` such releases deep, it drops its links itself, as any `deinit` would,
/// counting the depth up and down around that: the common case, a shallow view tree, costs a
/// thread-local read and two increments.
/// Deeper than that, it moves its links into a `Link` and hands it to `release(_:)`: the first such
/// call on a thread drains a queue, dropping one link at a time (starting again from depth zero),
/// and a release that happens while it drains only adds to the queue. The stack then stays at most
/// `2 × directDepth` links deep, whatever the depth of the chain.
enum ChainRelease {
    /// A type-erased view in a box whose `deinit` frees it through `ChainRelease` (`AnyView`'s
    /// storage): a chain of them 100,000 deep is freed link by link.
    final class ErasedView {
        // SAFETY (`@exclusivity(unchecked)`): written by `init` and by `deinit` only, when no other
        // reference to the box exists; every other access is a read. No access can overlap a
        // write, and the run-time checks cost two calls per `AnyView` built and freed.
        @exclusivity(unchecked) private var erased: (any View)?
        var view: any View { erased! }
        init(_ view: any View) { self.erased = view }
        deinit {
            // (One thread-local read, no retain of the thread's state: every `AnyView` a build
            // makes and drops comes through here.)
            let releasedDirectly = ChainRelease.state.withValue { current in
                guard current.depth < ChainRelease.directDepth else { return false }
                current.depth += 1
                erased = nil
                current.depth -= 1
                return true
            }
            if !releasedDirectly { ChainRelease.release(ChainRelease.Link(erased.take()!)) }
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
