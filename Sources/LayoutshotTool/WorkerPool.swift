import Foundation
import LayoutshotRender

/// Runs indexed work on several threads and waits for all of it.
///
/// Each worker is a thread with a generous stack (deep scenes recurse) that takes the next index
/// until none is left, so slow items do not hold up the others.
enum WorkerPool {
    /// Calls `body(worker, index)` for every index in `0..<count` on up to `jobs` threads;
    /// `worker` (0..<jobs) lets callers keep per-thread state such as a text measurer.
    static func run(count: Int, jobs: Int, stackSize: Int = 16 << 20, _ body: @escaping (_ worker: Int, _ index: Int) -> Void) {
        guard count > 0 else { return }
        let workers = max(1, min(jobs, count))
        let counter = Counter()
        let group = DispatchGroup()
        for worker in 0..<workers {
            group.enter()
            let thread = Thread {
                while true {
                    let index = counter.next()
                    if index >= count { break }
                    body(worker, index)
                }
                group.leave()
            }
            thread.stackSize = stackSize
            thread.start()
        }
        group.wait()
    }

    /// The results of `body` for every index, in index order.
    static func map<T>(count: Int, jobs: Int, _ body: @escaping (_ worker: Int, _ index: Int) -> T) -> [T] {
        let results = ResultSlots<T>(count: count)
        run(count: count, jobs: jobs) { worker, index in results.set(index, body(worker, index)) }
        return results.values()
    }
}

/// The next index to take, shared by the workers.
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

