import Testing
import XCTest

/// Reports a rendering failure from inside a strategy (whose snapshot function cannot throw) to
/// the running test framework, at the assertion that built the strategy.
enum RenderIssue {
    struct Location {
        var fileID: StaticString
        var filePath: StaticString
        var line: UInt
        var column: UInt
    }

    static func record(_ message: String, at location: Location) {
        if Test.current != nil {
            Issue.record(Comment(rawValue: message),
                         sourceLocation: SourceLocation(fileID: String(describing: location.fileID),
                                                        filePath: String(describing: location.filePath),
                                                        line: Int(location.line), column: Int(location.column)))
        } else {
            XCTFail(message, file: location.filePath, line: location.line)
        }
    }
}
