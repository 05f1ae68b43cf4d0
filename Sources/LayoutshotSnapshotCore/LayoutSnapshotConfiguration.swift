import LayoutshotRender

/// Settings of snapshot assertions for a scope: the record mode, where artifacts go, the renderer,
/// who reports failures, and the environment read for defaults. Every property left nil is
/// inherited from the enclosing scope, and at the outermost from the defaults.
///
/// Set it with `withLayoutSnapshotTesting(record:artifactsDirectory:renderer:reporter:environment:operation:)`
/// or, in Swift Testing, the `.layoutSnapshots(…)` trait. The value is task-local: concurrent
/// tests each see their own.
public struct LayoutSnapshotConfiguration: Sendable {
    /// The record mode; nil: the environment's default (``SnapshotEnvironment/defaultRecordMode()``).
    public var record: SnapshotRecordMode?
    /// Where failures write images; nil: the environment's (``SnapshotEnvironment/artifactsDirectory``).
    public var artifactsDirectory: String?
    /// Draws the snapshots; nil: `LayoutRenderer(style: .plain)` (the app's own look).
    public var renderer: LayoutRenderer?
    /// The look of the snapshots: `.plain` (what the app shows) or `.diagram` (frames, rulers,
    /// legend); applied to the renderer (`LayoutRenderer.styled(_:)`). Nil: the renderer as it
    /// is, and `.plain` when no renderer is given.
    public var style: RenderStyle?
    /// Receives failures; nil: the test framework that is running (LayoutshotTesting's
    /// `SnapshotReporter.automatic`).
    public var reporter: SnapshotReporter?
    /// The environment variables read for defaults; nil: the process's.
    public var environment: SnapshotEnvironment?

    /// A configuration; nil everywhere inherits everything.
    public init(record: SnapshotRecordMode? = nil, artifactsDirectory: String? = nil,
                renderer: LayoutRenderer? = nil, style: RenderStyle? = nil, reporter: SnapshotReporter? = nil,
                environment: SnapshotEnvironment? = nil) {
        self.record = record
        self.artifactsDirectory = artifactsDirectory
        self.renderer = renderer
        self.style = style
        self.reporter = reporter
        self.environment = environment
    }

    /// The configuration in force for the current task.
    @TaskLocal public static var current = LayoutSnapshotConfiguration()

    /// This configuration with every nil property taken from `outer`.
    public func inheriting(from outer: LayoutSnapshotConfiguration) -> LayoutSnapshotConfiguration {
        LayoutSnapshotConfiguration(record: record ?? outer.record,
                                    artifactsDirectory: artifactsDirectory ?? outer.artifactsDirectory,
                                    renderer: renderer ?? outer.renderer,
                                    style: style ?? outer.style,
                                    reporter: reporter ?? outer.reporter,
                                    environment: environment ?? outer.environment)
    }

    /// The environment assertions read: ``environment`` or the process's.
    public var effectiveEnvironment: SnapshotEnvironment { environment ?? .process }

    /// The record mode an assertion uses: `explicit` (its `record:` argument), else ``record``,
    /// else the environment's default.
    ///
    /// - Throws: `SnapshotEnvironment.InvalidRecordMode` for an unknown `SNAPSHOT_TESTING_RECORD`.
    public func recordMode(explicit: SnapshotRecordMode? = nil) throws(SnapshotEnvironment.InvalidRecordMode)
        -> SnapshotRecordMode {
        if let explicit { return explicit }
        if let record { return record }
        return try effectiveEnvironment.defaultRecordMode()
    }

    /// ``artifactsDirectory`` or the environment's.
    public var effectiveArtifactsDirectory: String {
        artifactsDirectory ?? effectiveEnvironment.artifactsDirectory
    }
}

/// Runs `operation` with snapshot assertions configured as given; nil arguments inherit the
/// enclosing configuration. `style: .diagram` makes every snapshot inside a diagram.
///
/// In XCTest, wrap `invokeTest` to configure a whole test case:
///
/// ```swift
/// override func invokeTest() {
///     withLayoutSnapshotTesting(record: .all) { super.invokeTest() }
/// }
/// ```
public func withLayoutSnapshotTesting<R>(
    record: SnapshotRecordMode? = nil,
    artifactsDirectory: String? = nil,
    renderer: LayoutRenderer? = nil,
    style: RenderStyle? = nil,
    reporter: SnapshotReporter? = nil,
    environment: SnapshotEnvironment? = nil,
    operation: () throws -> R
) rethrows -> R {
    let configuration = LayoutSnapshotConfiguration(record: record, artifactsDirectory: artifactsDirectory,
                                                    renderer: renderer, style: style, reporter: reporter, environment: environment)
    return try withLayoutSnapshotTesting(configuration, operation: operation)
}

/// `withLayoutSnapshotTesting(record:…)` for an asynchronous operation.
public func withLayoutSnapshotTesting<R>(
    record: SnapshotRecordMode? = nil,
    artifactsDirectory: String? = nil,
    renderer: LayoutRenderer? = nil,
    style: RenderStyle? = nil,
    reporter: SnapshotReporter? = nil,
    environment: SnapshotEnvironment? = nil,
    operation: () async throws -> R
) async rethrows -> R {
    let configuration = LayoutSnapshotConfiguration(record: record, artifactsDirectory: artifactsDirectory,
                                                    renderer: renderer, style: style, reporter: reporter, environment: environment)
    return try await withLayoutSnapshotTesting(configuration, operation: operation)
}

/// Runs `operation` with `configuration`, its nil properties inherited from the enclosing one.
public func withLayoutSnapshotTesting<R>(_ configuration: LayoutSnapshotConfiguration,
                                         operation: () throws -> R) rethrows -> R {
    try LayoutSnapshotConfiguration.$current.withValue(
        configuration.inheriting(from: LayoutSnapshotConfiguration.current), operation: operation)
}

/// Runs the asynchronous `operation` with `configuration`, its nil properties inherited.
public func withLayoutSnapshotTesting<R>(_ configuration: LayoutSnapshotConfiguration,
                                         operation: () async throws -> R) async rethrows -> R {
    try await LayoutSnapshotConfiguration.$current.withValue(
        configuration.inheriting(from: LayoutSnapshotConfiguration.current), operation: operation)
}
