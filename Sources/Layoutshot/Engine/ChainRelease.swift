/// Frees long chains of references one link at a time.
///
/// Releasing the root of a tree releases its children from inside the root's `deinit`, their
/// children from inside theirs, and so on: a chain of type-erased views 100,000 levels deep, nested
/// through `AnyView`, would need 100,000 nested deinitialisers and overflow the stack. (Nodes,
/// whose children are in reach, free their trees with a loop in `Node.deinit`.) So a
/// `deinit` that holds the next links moves them into a `Link` and hands it to `release(_:)`: the
/// first call on a thread drains a queue, dropping one link at a time; a release that happens while
/// it drains (in the deinitialisers of what it drops) only adds to the queue. The stack then stays
/// as deep as one link, whatever the depth of the chain.
enum ChainRelease {
    /// Links moved out of an object being freed. The caller must move its fields in (`take()`,
    /// `swap`, `consume`) and keep no copy: whatever it still holds when `release` returns is freed
    /// by its own deinitialiser, recursively.
    final class Link<Value> {
        let value: Value
        init(_ value: consuming Value) { self.value = value }
    }

    /// The links waiting to be dropped while a release drains.
    /// (Unchecked: a queue is bound as a task-local value only for the drain's duration, on the task
    /// or thread that drains it; the drain runs synchronously and creates no task, so no other
    /// thread ever sees it.)
    final class Queue: @unchecked Sendable {
        var pending: [AnyObject] = []
    }

    /// The queue being drained on this thread, if any.
    @TaskLocal static var draining: Queue?

    /// Drops `link` after the release under way, or now, iteratively.
    static func release(_ link: consuming AnyObject) {
        if let queue = draining {
            queue.pending.append(consume link)
            return
        }
        let queue = Queue()
        queue.pending.append(consume link)
        $draining.withValue(queue) {
            // Each link is dropped at the end of its iteration; what its deinitialisers release is
            // appended and dropped by later iterations.
            while let next = queue.pending.popLast() {
                _ = consume next
            }
        }
    }
}
