import Foundation
import Layoutshot
import LayoutshotSnapshotCore
import LayoutshotTesting
import Testing

/// The real reporting path in Swift Testing: `Issue.record` at the assertion (no reporter set).
@MainActor
@Suite struct SwiftTestingReportingTests {
    @Test func failuresAreRecordedAsIssuesAtTheAssertion() throws {
        let sandbox = try Sandbox()
        defer { sandbox.cleanUp() }
        let line = #line + 3
        withKnownIssue {
            withLayoutSnapshotTesting(artifactsDirectory: sandbox.artifacts, renderer: testRenderer) {
                assertLayoutSnapshot(of: sampleView, widths: [200], record: .never, snapshotDirectory: sandbox.references)
            }
        } matching: { issue in
            // Recorded as the failure itself, so the runner's headline is the verdict (a comment
            // would be headed "Issue recorded", the message on the lines after it).
            guard case .errorCaught(let error) = issue.kind, let failure = error as? SnapshotFailure else { return false }
            let headline = String(describing: error).split(separator: "\n").first.map(String.init) ?? ""
            return issue.sourceLocation?.line == line
                && headline.hasPrefix("No reference was found on disk at \(sandbox.references)/")
                && failure.message.contains("record mode is .never (the record: argument)")
        }
    }

    @Test(.layoutSnapshots(record: .never))
    func theTraitScopesTheRecordMode() throws {
        let sandbox = try Sandbox()
        defer { sandbox.cleanUp() }
        withKnownIssue {
            withLayoutSnapshotTesting(artifactsDirectory: sandbox.artifacts, renderer: testRenderer) {
                assertLayoutSnapshot(of: sampleView, widths: [200], snapshotDirectory: sandbox.references)
            }
        } matching: { issue in
            guard case .errorCaught(let error) = issue.kind else { return false }
            return String(describing: error).contains(".never (withLayoutSnapshotTesting or the .layoutSnapshots trait)")
        }
        #expect(LayoutSnapshotConfiguration.current.record == .never)
        #expect(!FileManager.default.fileExists(atPath: sandbox.references))
    }

    @Test func aMatchRecordsNoIssue() throws {
        let sandbox = try Sandbox()
        defer { sandbox.cleanUp() }
        _ = sandbox.assertSample(named: nil, testName: "matching()")
        // No reporter: a stray issue would fail this test.
        withLayoutSnapshotTesting(artifactsDirectory: sandbox.artifacts, renderer: testRenderer) {
            assertLayoutSnapshot(of: sampleView, widths: [200], record: .never, snapshotDirectory: sandbox.references,
                                 testName: "matching()")
        }
        #expect(FileManager.default.fileExists(atPath: sandbox.references + "/matching.1.200.png"))
    }
}

/// A real snapshot test against references committed beside this file
/// (`__Snapshots__/FrameworkTests/…`), rendered as a diagram on purpose (`style: .diagram`: frames,
/// rulers, legend). On CI (`CI` set) a missing reference fails; locally the first run records them.
@MainActor
@Suite struct CommittedReferenceTests {
    @Test func sampleCardDiagram() {
        assertLayoutSnapshot(
            of: VStack(alignment: .leading, spacing: 8) {
                HStack(spacing: 6) {
                    Text("Inbox").font(.headline)
                    Spacer()
                    Capsule().foregroundColor(.blue).frame(width: 26, height: 14)
                }
                Text("Snapshots compare decoded pixels with a perceptual tolerance.").font(.callout)
            }.padding(12),
            widths: [240, 360], named: "card", style: .diagram)
    }
}
