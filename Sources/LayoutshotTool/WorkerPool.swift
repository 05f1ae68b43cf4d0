import Foundation
import LayoutshotRender

/// Runs indexed work on several threads and waits for all of it.
///
/// Each worker is a thread with a generous stack (deep scenes recurse) that takes the next index
/// until none is left, so slow items do not hold up the others.
///
/// The work is main-actor code (it makes views from scene files and lays them out), run on the
/// workers in parallel. SAFETY: this is the tool's one departure from the main actor, and it is
/// sound because what the workers run shares no unguarded state: each item's views are values
/// made and used by one worker; Layoutshot's shared state is guarded (`Image.assets` by a mutex,
/// the renderer's image folders by a lock, the environment and stack bounds are thread-local); each
/// worker has its own text measurer (`MeasurerPool`); what workers report goes through the
/// callers' locks (`ResultSlots`, `RenderSession`'s `deliver`). The Swift samples a caller hands
/// in are the repository's own views, whose bodies read nothing but their values.
enum WorkerPool {
    /// Calls `body(worker, index)` for every index in `0..<count` on up to `jobs` threads;
    /// `worker` (0..<jobs) lets callers keep per-thread state such as a text measurer.
    static func run(count: Int, jobs: Int, stackSize: Int = 16 << 20, _ body: @escaping @MainActor (_ worker: Int, _ index: Int) -> Void) {
        guard count > 0 else { return }
        let workers = max(1, min(jobs, count))
        let counter = Counter()
        let group = DispatchGroup()
        // SAFETY: see the type's comment; the cast drops only the main-actor isolation, which has
        // no run-time representation in a synchronous function's type.
        let work = UncheckedWork(unsafeBitCast(body, to: ((Int, Int) -> Void).self))
        for worker in 0..<workers {
            group.enter()
            let thread = Thread {
                while true {
                    let index = counter.next()
                    if index >= count { break }
                    work.body(worker, index)
                }
                group.leave()
            }
            thread.stackSize = stackSize
            thread.start()
        }
        group.wait()
    }

    /// The results of `body` for every index, in index order.
    static func map<T>(count: Int, jobs: Int, _ body: @escaping @MainActor (_ worker: Int, _ index: Int) -> T) -> [T] {
        let results = ResultSlots<T>(count: count)
        run(count: count, jobs: jobs) { worker, index in results.set(index, body(worker, index)) }
        return results.values()
    }
}

/// The workers' shared closure. SAFETY (`@unchecked Sendable`): see `WorkerPool`; the closure is
/// only called, never changed, and what it captures is either confined to one item or guarded.
private struct UncheckedWork: @unchecked Sendable {
    let body: (Int, Int) -> Void
    init(_ body: @escaping (Int, Int) -> Void) { self.body = body }
}

/// The next index to take, shared by the workers.
///
/// SAFETY (`@unchecked Sendable`): `value` is read and written only with `lock` held.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        return value - 1
    }
}

/// One slot per index, filled from worker threads.
///
/// SAFETY (`@unchecked Sendable`): `slots` is read and written only with `lock` held.
final class ResultSlots<T>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [T?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: T) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    func values() -> [T] {
        lock.lock()
        defer { lock.unlock() }
        return slots.map { $0! }
    }
}

/// One text measurer per worker thread, made on first use (Pango measurers serialise their calls
/// behind a lock, so sharing one would make the workers take turns).
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

