import LayoutshotRender
import LayoutshotSnapshotCore
import Testing

/// A Swift Testing trait that configures `assertLayoutSnapshot` for a test or a whole suite (and
/// everything nested in it), as `withLayoutSnapshotTesting` does for a closure.
///
/// ```swift
/// @Suite(.layoutSnapshots(record: .all)) struct CardSnapshots { … }
/// ```
public struct LayoutSnapshotsTrait: SuiteTrait, TestTrait, TestScoping {
    /// Applies to every test in a suite.
    public var isRecursive: Bool { true }
    /// The settings the trait scopes; nil properties inherit.
    public var configuration: LayoutSnapshotConfiguration

    /// Runs the test inside `withLayoutSnapshotTesting(configuration)`, each test case in its own
    /// `SnapshotTestRun` (so repetitions of a test number their unnamed snapshots from 1 again).
    public func provideScope(for test: Test, testCase: Test.Case?,
                             performing function: () async throws -> Void) async throws {
        if testCase != nil {
            try await withSnapshotTestRun {
                try await withLayoutSnapshotTesting(configuration) { try await function() }
            }
        } else {
            try await withLayoutSnapshotTesting(configuration) { try await function() }
        }
    }
}

extension Trait where Self == LayoutSnapshotsTrait {
    /// Configures layout snapshot assertions in the test or suite; nil arguments inherit.
    public static func layoutSnapshots(record: SnapshotRecordMode? = nil, artifactsDirectory: String? = nil,
                                       renderer: LayoutRenderer? = nil, style: RenderStyle? = nil) -> Self {
        LayoutSnapshotsTrait(configuration: LayoutSnapshotConfiguration(
            record: record, artifactsDirectory: artifactsDirectory, renderer: renderer, style: style))
    }

    /// Configures layout snapshot assertions with a whole configuration.
    public static func layoutSnapshots(_ configuration: LayoutSnapshotConfiguration) -> Self {
        LayoutSnapshotsTrait(configuration: configuration)
    }
}
