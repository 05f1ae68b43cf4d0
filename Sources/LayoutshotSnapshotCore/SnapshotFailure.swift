import Foundation

/// Why one snapshot assertion failed (recording counts as a failure: re-run to assert).
public struct SnapshotFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of failure.
    public enum Kind: Hashable, Sendable {
        /// A reference was written (record mode `.all`, or a missing reference in `.missing` or
        /// `.failed`); the assertion fails so the run that wrote it does not pass by accident.
        case recorded
        /// No reference exists and the record mode (`.never`) forbids writing one.
        case missingReference
        /// More pixels differ than the tolerance allows.
        case mismatch
        /// The reference and the rendered image have different dimensions.
        case sizeMismatch
        /// The reference exists but cannot be read or decoded as PNG.
        case unreadableReference
        /// Anything else: the view could not be rendered, a file could not be written, a bad
        /// tolerance or `SNAPSHOT_TESTING_RECORD` value.
        case error
    }

    /// What kind of failure.
    public var kind: Kind
    /// The text reported to the test framework: what differs, by how much, and where the files are.
    public var message: String
    /// The proposed width of the snapshot; nil for failures that concern no single width.
    public var width: Double?
    /// The reference image's path; nil when no path was determined.
    public var referencePath: String?
    /// Where a new reference was written (in record modes `.all`, `.missing`, `.failed`), else nil.
    public var recordedPath: String?
    /// The images attached to the failure (the rendered image, the expected | diff | actual
    /// picture), each also written to the artifacts directory when `path` is set.
    public var attachments: [SnapshotAttachment]
    /// For a pixel mismatch: the changed pixels' bounding box in the view's points (root
    /// coordinates), when the view's place in the picture is known.
    public var changedRect: CGRect?

    /// A failure with the given details.
    public init(kind: Kind, message: String, width: Double? = nil, referencePath: String? = nil,
                recordedPath: String? = nil, attachments: [SnapshotAttachment] = []) {
        self.kind = kind
        self.message = message
        self.width = width
        self.referencePath = referencePath
        self.recordedPath = recordedPath
        self.attachments = attachments
    }

    public var description: String { message }
}

/// A PNG that goes with a failure, attached to the test and written as an artifact.
public struct SnapshotAttachment: Hashable, Sendable {
    /// The file name, for example `testCard.card.320.diff.png`.
    public var name: String
    /// The PNG bytes.
    public var bytes: [UInt8]
    /// Where it was written in the artifacts directory (or, for a recorded reference, the
    /// reference's path); nil when it was not written.
    public var path: String?

    /// An attachment of `bytes` named `name`, stored at `path`.
    public init(name: String, bytes: [UInt8], path: String?) {
        self.name = name
        self.bytes = bytes
        self.path = path
    }
}

/// Where an assertion was written, for reporting a failure at it.
public struct SnapshotSourceLocation: Sendable {
    /// `#fileID`.
    public var fileID: StaticString
    /// `#filePath`.
    public var filePath: StaticString
    /// `#line`.
    public var line: UInt
    /// `#column`.
    public var column: UInt

    /// A location.
    public init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }
}

/// Receives each failure of a snapshot assertion.
///
/// LayoutshotTesting provides `.automatic` (Swift Testing's `Issue.record` and `Attachment`
/// inside a Swift Testing test, `XCTFail` otherwise), `.swiftTesting` and `.xcTest`. Pass your own
/// to collect failures, for example to test a helper built on `assertLayoutSnapshot`:
///
/// ```swift
/// let failures = SnapshotFailureCollector()
/// withLayoutSnapshotTesting(reporter: failures.reporter) { assertLayoutSnapshot(of: card) }
/// #expect(failures.all.map(\.kind) == [.recorded, .recorded, .recorded])
/// ```
public struct SnapshotReporter: Sendable {
    /// Reports one failure at the assertion's location.
    public var report: @Sendable (SnapshotFailure, SnapshotSourceLocation) -> Void

    /// A reporter calling `report` for each failure.
    public init(_ report: @escaping @Sendable (SnapshotFailure, SnapshotSourceLocation) -> Void) {
        self.report = report
    }
}

/// Collects failures in memory (thread-safe), for tests of snapshot assertions themselves.
public final class SnapshotFailureCollector: @unchecked Sendable {
    // SAFETY (`@unchecked Sendable`): `failures` is read and written only with `lock` held.
    private let lock = NSLock()
    private var failures: [SnapshotFailure] = []

    /// An empty collector.
    public init() {}

    /// A reporter appending to this collector.
    public var reporter: SnapshotReporter {
        SnapshotReporter { [self] failure, _ in
            lock.lock()
            failures.append(failure)
            lock.unlock()
        }
    }

    /// Every failure collected so far, in order.
    public var all: [SnapshotFailure] {
        lock.lock()
        defer { lock.unlock() }
        return failures
    }

    /// Forgets the failures collected so far.
    public func removeAll() {
        lock.lock()
        failures.removeAll()
        lock.unlock()
    }
}
