import LayoutshotSnapshotCore
import Testing
import XCTest

/// The arguments of the running Swift Testing test case, as text for snapshot file names
/// (`compact`, `2-wide`), or nil outside a parameterised test.
///
/// Swift Testing has no public accessor for a test case's arguments (only `isParameterized`), so
/// they are read from the test case's stored `arguments` (inside its private kind in Swift
/// Testing 6.3, looked for a few levels down) with `Mirror`, each described with
/// `String(describingForTest:)` (which honours `CustomTestStringConvertible`). Should a future
/// Swift Testing store them differently, this answers nil and two cases that write the same file
/// are reported as such by the assertion (never compared with each other's references).
func currentTestCaseArguments() -> String? {
    guard let testCase = Test.Case.current, testCase.isParameterized else { return nil }
    guard let arguments = child(labelled: "arguments", in: testCase, depth: 3) else { return nil }
    let values = Mirror(reflecting: arguments).children.compactMap { argument -> String? in
        guard let value = Mirror(reflecting: argument.value).children.first(where: { $0.label == "value" })?.value
        else { return nil }
        return String(describingForTest: value)
    }
    return values.isEmpty ? nil : values.joined(separator: "-")
}

/// The first value labelled `label` in `value`'s mirror, breadth first, at most `depth` levels down.
private func child(labelled label: String, in value: Any, depth: Int) -> Any? {
    let children = Mirror(reflecting: value).children
    if let found = children.first(where: { $0.label == label }) { return found.value }
    guard depth > 1 else { return nil }
    for nested in children {
        if let found = child(labelled: label, in: nested.value, depth: depth - 1) { return found }
    }
    return nil
}

/// Resets the process-wide ``SnapshotTestRun`` after each XCTest test, so each test (and each
/// repetition of it) numbers its unnamed snapshots from 1, as swift-snapshot-testing does.
final class SnapshotRunResetObserver: NSObject, XCTestObservation {
    // SAFETY (`nonisolated(unsafe)`): read and written only with `lock` held.
    nonisolated(unsafe) private static var registered = false
    private static let lock = NSLock()

    /// Registers the observer once; called by the first assertion outside Swift Testing.
    static func registerIfNeeded() {
        lock.lock()
        defer { lock.unlock() }
        guard !registered else { return }
        registered = true
        XCTestObservationCenter.shared.addTestObserver(SnapshotRunResetObserver())
    }

    func testCaseDidFinish(_ testCase: XCTestCase) {
        SnapshotTestRun.processWide.reset()
    }
}
