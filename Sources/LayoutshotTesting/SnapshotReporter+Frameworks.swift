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
    public static let swiftTesting = SnapshotReporter { failure, location in
        let sourceLocation = SourceLocation(fileID: String(describing: location.fileID),
                                            filePath: String(describing: location.filePath),
                                            line: Int(location.line), column: Int(location.column))
        for attachment in failure.attachments {
            Attachment.record(attachment.bytes, named: attachment.name, sourceLocation: sourceLocation)
        }
        Issue.record(Comment(rawValue: failure.message), sourceLocation: sourceLocation)
    }

    /// Fails the running XCTest test with `XCTFail` at the assertion. swift-corelibs-xctest has no
    /// `XCTAttachment`, so on Linux the images are in the artifacts directory only (the message
    /// gives their paths).
    public static let xcTest = SnapshotReporter { failure, location in
        XCTFail(failure.message, file: location.filePath, line: location.line)
    }
}
