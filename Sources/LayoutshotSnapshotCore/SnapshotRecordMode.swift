/// When a snapshot assertion writes its reference image, named as swift-snapshot-testing names
/// its record modes.
///
/// | mode | reference missing | reference differs | reference matches |
/// |---|---|---|---|
/// | `.missing` | recorded, the assertion fails | fails, not written | passes |
/// | `.all` | recorded, fails | recorded, fails | recorded, fails |
/// | `.failed` | recorded, fails | recorded, fails | passes, not written |
/// | `.never` | fails, not written | fails, not written | passes |
///
/// Recording always fails the assertion ("re-run to assert against it"), so a test run that wrote
/// references never passes by accident. The default is `.missing` on a developer's machine and
/// `.never` when the `CI` environment variable is set; `SNAPSHOT_TESTING_RECORD` overrides both
/// (see ``SnapshotEnvironment``). `withLayoutSnapshotTesting(record:)`, the `.layoutSnapshots`
/// trait and the assertion's `record:` argument override the environment, innermost first.
public enum SnapshotRecordMode: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Records references that do not exist yet; never overwrites one. The default locally.
    case missing
    /// Records every reference, whether it exists, differs or matches.
    case all
    /// Records references that are missing or that the new image does not match (within the
    /// tolerance); a matching reference is left alone, so images within tolerance are not churned.
    case failed
    /// Records nothing: a missing reference is a failure. The default on CI.
    case never

    /// `.missing`, `.all`, …, as written in Swift.
    public var description: String { ".\(rawValue)" }

    /// Whether a missing reference is written in this mode.
    public var recordsMissing: Bool { self != .never }
}
