import Foundation

/// Timing shared by the benchmark executables: the minimum wall time of several runs after a warm-up
/// (the least disturbed run on a shared machine), read, never asserted on.
private let clock = ContinuousClock()

/// Minimum wall time in milliseconds of `runs` calls after one warm-up call, and the last result.
public func measure<T>(runs: Int, _ body: () throws -> T) rethrows -> (ms: Double, result: T) {
    var result = try body()
    var best = Duration.seconds(1_000)
    for _ in 0..<runs {
        let start = clock.now
        result = try body()
        best = min(best, clock.now - start)
    }
    let (seconds, attoseconds) = best.components
    return (Double(seconds) * 1_000 + Double(attoseconds) / 1e15, result)
}

/// `12.3 ms`.
public func format(_ ms: Double) -> String { String(format: "%.1f ms", ms) }

/// `123 KB`.
public func format(bytes: Int) -> String { String(format: "%.0f KB", Double(bytes) / 1024) }
