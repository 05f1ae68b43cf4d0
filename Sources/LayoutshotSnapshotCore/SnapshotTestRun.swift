import Foundation

/// What one run of one test has snapshotted so far, so that every assertion gets its own reference
/// file: unnamed assertions are numbered 1, 2, … in the order they run (as swift-snapshot-testing
/// numbers them), a file name used twice in one run is refused with a clear failure instead of a
/// misleading pixel difference, and a test's stale artifacts are cleared at its first assertion.
///
/// Each test case of a Swift Testing test runs in its own `SnapshotTestRun` when the
/// `.layoutSnapshots` trait is on the test or its suite; otherwise one process-wide run is used,
/// which LayoutshotTesting resets after each XCTest test. Tests are told apart by their reference
/// directory, name and arguments, so concurrent tests never share a number.
public final class SnapshotTestRun: @unchecked Sendable {
    // SAFETY (`@unchecked Sendable`): every stored property is read and written only under `lock`.
    private let lock = NSLock()
    private var counts: [String: Int] = [:]
    private var claimed: [String: String] = [:]
    private var started: Set<String> = []

    /// An empty run.
    public init() {}

    /// The run assertions use: the task's, else the process-wide one.
    public static var current: SnapshotTestRun { scoped ?? processWide }

    /// The run of the current task, set by `withSnapshotTestRun` (the `.layoutSnapshots` trait sets
    /// one per test case).
    @TaskLocal public static var scoped: SnapshotTestRun?

    /// The run used outside any scope.
    public static let processWide = SnapshotTestRun()

    /// Marks the test `scope` as started; true at its first assertion in this run.
    func begin(_ scope: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return started.insert(scope).inserted
    }

    /// The next number for an unnamed snapshot of the test `scope`: 1 for its first.
    func nextNumber(in scope: String) -> Int {
        lock.lock()
        defer { lock.unlock() }
        counts[scope, default: 0] += 1
        return counts[scope]!
    }

    /// Claims the reference `path` for the assertion at `owner` (its source location): nil when
    /// the path was free, else the owner that claimed it first in this run.
    func claim(_ path: String, by owner: String) -> String? {
        lock.lock()
        defer { lock.unlock() }
        if let first = claimed[path] { return first }
        claimed[path] = owner
        return nil
    }

    /// Forgets every number and claim (a new run of the same tests).
    public func reset() {
        lock.lock()
        counts.removeAll()
        claimed.removeAll()
        started.removeAll()
        lock.unlock()
    }
}

/// Runs `operation` as one test run: its unnamed snapshots are numbered from 1.
public func withSnapshotTestRun<R>(_ operation: () async throws -> R) async rethrows -> R {
    try await SnapshotTestRun.$scoped.withValue(SnapshotTestRun(), operation: operation)
}

/// Runs the synchronous `operation` as one test run.
public func withSnapshotTestRun<R>(_ operation: () throws -> R) rethrows -> R {
    try SnapshotTestRun.$scoped.withValue(SnapshotTestRun(), operation: operation)
}
