import Foundation
import LayoutshotSnapshotCore
import LayoutshotTesting
import XCTest

/// The XCTest path: with no Swift Testing test running, failures go to `XCTFail` at the
/// assertion's file and line. The failures are captured by overriding `recordFailure`, so the
/// suite stays green while checking that they happened and what they say.
final class XCTestPathTests: XCTestCase {
    private var captured: [(description: String, file: String, line: Int)] = []

    override func recordFailure(withDescription description: String, inFile filePath: String,
                                atLine lineNumber: Int, expected: Bool) {
        captured.append((description, filePath, lineNumber))
    }

    func testMissingReferenceFailsThroughXCTFail() throws {
        // XCTest on Linux lists test methods by casting them to `() throws -> ()`, which a
        // `@MainActor` method is not in Swift 6; it runs them on the main thread, so the body
        // enters the main actor here, checked. SAFETY (`nonisolated(unsafe)`): the test case is
        // used by this method only, on this thread.
        nonisolated(unsafe) let test = self
        let name = #function
        try MainActor.assumeIsolated { try test.mainMissingReferenceFailsThroughXCTFail(testName: name) }
    }

    @MainActor private func mainMissingReferenceFailsThroughXCTFail(testName: String) throws {
        let sandbox = try Sandbox()
        defer { sandbox.cleanUp() }
        let line = #line + 2
        withLayoutSnapshotTesting(artifactsDirectory: sandbox.artifacts, renderer: testRenderer) {
            assertLayoutSnapshot(of: sampleView, widths: [200, 300], record: .never, snapshotDirectory: sandbox.references, testName: testName)
        }
        XCTAssertEqual(captured.count, 2)
        XCTAssertEqual(captured.first?.file, #filePath)
        XCTAssertEqual(captured.first?.line, line)
        let expectedPath = sandbox.references + "/testMissingReferenceFailsThroughXCTFail.1.200.png"
        XCTAssertTrue(captured.first?.description.contains("No reference was found on disk at \(expectedPath)") == true,
                      captured.first?.description ?? "no failure")
    }

    func testRecordThenMatchInXCTest() throws {
        // XCTest on Linux lists test methods by casting them to `() throws -> ()`, which a
        // `@MainActor` method is not in Swift 6; it runs them on the main thread, so the body
        // enters the main actor here, checked. SAFETY (`nonisolated(unsafe)`): the test case is
        // used by this method only, on this thread.
        nonisolated(unsafe) let test = self
        let name = #function
        try MainActor.assumeIsolated { try test.mainRecordThenMatchInXCTest(testName: name) }
    }

    @MainActor private func mainRecordThenMatchInXCTest(testName: String) throws {
        let sandbox = try Sandbox()
        defer { sandbox.cleanUp() }
        // The default record mode, read from an environment without CI or SNAPSHOT_TESTING_RECORD: .missing.
        withLayoutSnapshotTesting(artifactsDirectory: sandbox.artifacts, renderer: testRenderer,
                                  environment: SnapshotEnvironment([:])) {
            assertLayoutSnapshot(of: sampleView, widths: [200], named: "x", snapshotDirectory: sandbox.references, testName: testName)
        }
        XCTAssertEqual(captured.count, 1)
        XCTAssertTrue(captured.first?.description.contains("Re-run \"testRecordThenMatchInXCTest()\"") == true)
        // The test name is sanitised: `testRecordThenMatchInXCTest()` → `testRecordThenMatchInXCTest`.
        XCTAssertTrue(FileManager.default.fileExists(atPath: sandbox.references + "/testRecordThenMatchInXCTest.x.200.png"))

        // A second run of the test (its own SnapshotTestRun; within one run the same file twice is refused).
        captured.removeAll()
        withSnapshotTestRun {
            withLayoutSnapshotTesting(artifactsDirectory: sandbox.artifacts, renderer: testRenderer) {
                assertLayoutSnapshot(of: sampleView, widths: [200], named: "x", record: .never,
                                     snapshotDirectory: sandbox.references, testName: testName)
            }
        }
        XCTAssertTrue(captured.isEmpty, captured.map(\.description).joined(separator: "\n"))
    }

    /// Previews in XCTest, as the README says: a loop over `DiscoveredPreview.all` in a
    /// main-actor test method; each picture is its own failure, named after its preview.
    func testEveryPreviewInALoop() throws {
        // XCTest on Linux lists test methods by casting them to `() throws -> ()`, which a
        // `@MainActor` method is not in Swift 6; it runs them on the main thread, so the body
        // enters the main actor here, checked. SAFETY (`nonisolated(unsafe)`): the test case is
        // used by this method only, on this thread.
        nonisolated(unsafe) let test = self
        let name = #function
        try MainActor.assumeIsolated { try test.mainEveryPreviewInALoop(testName: name) }
    }

    @MainActor private func mainEveryPreviewInALoop(testName: String) throws {
        let sandbox = try Sandbox()
        defer { sandbox.cleanUp() }
        withLayoutSnapshotTesting(artifactsDirectory: sandbox.artifacts, renderer: testRenderer,
                                  environment: SnapshotEnvironment([:])) {
            for preview in DiscoveredPreview.all(in: "LayoutshotTestingTests") {
                assertPreviewSnapshot(preview, snapshotDirectory: sandbox.references, testName: testName)
            }
        }
        // 5 #Previews (one a picture per variant, one turned), 2 providers with 3 + 2 views.
        XCTAssertEqual(captured.count, 10, captured.map(\.description).joined(separator: "\n"))
        XCTAssertTrue(FileManager.default.fileExists(
            atPath: sandbox.references + "/testEveryPreviewInALoop.PreviewFixtures-Badge.iPhone15.light.png"))
    }
}
