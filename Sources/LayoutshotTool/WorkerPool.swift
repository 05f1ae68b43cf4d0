import Foundation
import LayoutshotRender

/// Runs the tool's work in two stages: what makes and lays out views on the main actor, one item
/// after another, and what draws, encodes, compares and writes a finished layout on worker
/// threads, in parallel with each other and with the main actor's next item.
///
/// Views are main-actor values (SwiftUI's `View` is `@MainActor`) and their bodies, modifiers and
/// closures run only there; a finished `ComputedLayout` is data, which drawing reads and does not
/// change. So the main actor lays scene *n + 1* out while the workers draw scene *n*.
enum WorkerPool {
    /// For every index in `0..<count`: `prepare(index)` on the main actor, in order, then
    /// `finish(worker, index, prepared)` on one of `jobs` worker threads; `finished(index, result)`
    /// on the main actor as each result comes in. Returns the results in index order.
    ///
    /// At most `jobs` prepared items wait for a worker, so the main actor runs ahead of the
    /// workers by that much (what it prepares holds whole layouts).
    @MainActor static func pipeline<Prepared, Result: Sendable>(
        count: Int, jobs: Int, stackSize: Int = 16 << 20,
        prepare: (_ index: Int) -> Prepared,
        finish: @escaping @Sendable (_ worker: Int, _ index: Int, _ prepared: Handoff<Prepared>) -> Result,
        finished: (_ index: Int, _ result: Result) -> Void = { _, _ in }
    ) -> [Result] {
        guard count > 0 else { return [] }
        let workers = max(1, min(jobs, count))
        let queue = WorkQueue<Prepared, Result>()
        for worker in 0..<workers {
            let thread = Thread {
                while let (index, prepared) = queue.take() {
                    queue.put(index, finish(worker, index, prepared))
                }
            }
            thread.stackSize = stackSize
            thread.start()
        }
        var results: [Result?] = Array(repeating: nil, count: count)
        var delivered = 0
        func deliver(_ done: [(Int, Result)]) {
            for (index, result) in done {
                results[index] = result
                finished(index, result)
            }
            delivered += done.count
        }
        for index in 0..<count {
            let prepared = Handoff(prepare(index))
            deliver(queue.add(index, prepared, whileMoreThan: workers))
        }
        queue.close()
        while delivered < count { deliver(queue.waitForResults()) }
        return results.map { $0! }
    }
}

/// A value the main actor made and hands to one worker whole: a scene's finished layouts and the
/// item they came from.
///
/// SAFETY (`@unchecked Sendable`): the main actor makes the value, puts it in the queue and keeps
/// no reference to it; exactly one worker takes it out and uses it. The layouts it holds are
/// finished: drawing reads them (and fills their own lazy caches, which nothing else reads), and
/// runs no view code: no body, modifier or closure of a view is called after the layout pass.
/// What layouts share with the main actor's next item is guarded (`Image.assets` by a mutex, the
/// renderer's image folders by a lock, each text measurer by its lock).
struct Handoff<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// The work waiting for a worker and the results waiting for the main actor.
///
/// SAFETY (`@unchecked Sendable`): every stored property is read and written only with
/// `condition` held.
private final class WorkQueue<Prepared, Result: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private var waiting: [(Int, Handoff<Prepared>)] = []
    private var closed = false
    private var done: [(Int, Result)] = []

    /// On a worker: the next item, or nil when there is none and no more will come.
    func take() -> (Int, Handoff<Prepared>)? {
        condition.lock()
        defer { condition.unlock() }
        while waiting.isEmpty && !closed { condition.wait() }
        if waiting.isEmpty { return nil }
        let next = waiting.removeFirst()
        condition.broadcast()
        return next
    }

    /// On a worker: an item's result.
    func put(_ index: Int, _ result: Result) {
        condition.lock()
        done.append((index, result))
        condition.broadcast()
        condition.unlock()
    }

    /// On the main actor: queues an item once fewer than `limit` wait, and returns the results
    /// that came in meanwhile.
    func add(_ index: Int, _ prepared: Handoff<Prepared>, whileMoreThan limit: Int) -> [(Int, Result)] {
        condition.lock()
        defer { condition.unlock() }
        while waiting.count >= limit { condition.wait() }
        waiting.append((index, prepared))
        condition.broadcast()
        defer { done = [] }
        return done
    }

    /// On the main actor: no more items.
    func close() {
        condition.lock()
        closed = true
        condition.broadcast()
        condition.unlock()
    }

    /// On the main actor: waits for at least one result and returns those in.
    func waitForResults() -> [(Int, Result)] {
        condition.lock()
        defer { condition.unlock() }
        while done.isEmpty { condition.wait() }
        defer { done = [] }
        return done
    }
}

/// One text measurer per worker thread (and one for the main actor's layouts), made on first use
/// (Pango measurers serialise their calls behind a lock, so sharing one would make the workers
/// take turns). Measurers made alike measure and draw alike, so a layout measured with one is
/// drawn with another to the same pixels.
///
/// SAFETY (`@unchecked Sendable`): `measurers` is read and written only with `lock` held, and each
/// measurer is used by one worker (or shared safely: `PangoTextMeasurer` serialises its calls).
final class MeasurerPool: @unchecked Sendable {
    private let lock = NSLock()
    private var measurers: [Int: Result<PangoTextMeasurer, Error>] = [:]

    func measurer(for worker: Int) throws -> PangoTextMeasurer {
        lock.lock()
        if let existing = measurers[worker] {
            lock.unlock()
            return try existing.get()
        }
        lock.unlock()
        let made = Result { try PangoTextMeasurer() }
        lock.lock()
        measurers[worker] = made
        lock.unlock()
        return try made.get()
    }
}

