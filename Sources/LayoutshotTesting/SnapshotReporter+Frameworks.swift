import LayoutshotSnapshotCore
import Testing
import XCTest

extension SnapshotReporter {
    /// Swift Testing when a Swift Testing test is running (`Test.current` is set), XCTest otherwise.
    public static let automatic = SnapshotReporter { failure, location in
        if Test.current != nil {
            swiftTesting.report(failure, location)
        } else {
            xcTest.report(failure, location)
        }
    }

    /// Records an issue with `Issue.record` at the assertion, and each image (the rendered one, the
    /// expected | diff | actual picture, a recorded reference) with `Attachment.record`, which
    /// `swift test --attachments-path DIR` saves on Linux too.
    ///
    /// The failure is recorded as the error it is, not as a comment: Swift Testing 6.3 heads an
    /// issue recorded with a comment "Issue recorded" and puts the comment on the lines after it,
    /// but heads a recorded error with its description, so the runner's first line for the
    /// assertion is the verdict ("… recorded an issue at CardTests.swift:7:5: Caught error:
    /// Snapshot at width 320 does not match reference: 323 pixels differ …").
    public static let swiftTesting = SnapshotReporter { failure, location in
        let sourceLocation = SourceLocation(fileID: String(describing: location.fileID),
                                            filePath: String(describing: location.filePath),
                                            line: Int(location.line), column: Int(location.column))
        for attachment in failure.attachments {
            Attachment.record(attachment.bytes, named: attachment.name, sourceLocation: sourceLocation)
        }
        Issue.record(failure, sourceLocation: sourceLocation)
    }

    /// Fails the running XCTest test with `XCTFail` at the assertion. swift-corelibs-xctest has no
    /// `XCTAttachment`, so on Linux the images are in the artifacts directory only (the message
    /// gives their paths).
    public static let xcTest = SnapshotReporter { failure, location in
        XCTFail(failure.message, file: location.filePath, line: location.line)
    }
}
