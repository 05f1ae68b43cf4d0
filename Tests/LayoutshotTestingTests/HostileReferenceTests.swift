import Foundation
import LayoutshotGraphics
import LayoutshotSnapshotCore
import LayoutshotTestSupport
import LayoutshotTesting
import Testing

/// References that used to hang or abort an assertion (issue 31): each now fails it at once with
/// a message naming the file. Assertions are main-actor code, so they run here; a watchdog opens a
/// named pipe for writing after 20 seconds, which ends a read that waits on it, so a regression
/// fails these tests instead of hanging the test run.
@MainActor
@Suite struct HostileReferenceTests {
    /// The failures of `sandbox.assertSample(testName:)`, and whether the watchdog had to end a
    /// wait on `pipe` (nil: no pipe).
    func boundedAssertion(_ sandbox: Sandbox, testName: String, pipe: String? = nil) -> (failures: [SnapshotFailure], timedOut: Bool) {
        let finished = Flag()
        if let pipe {
            DispatchQueue.global().asyncAfter(deadline: .now() + 20) {
                guard !finished.value else { return }
                finished.timedOut = true
                let fd = open(pipe, O_WRONLY | O_NONBLOCK)
                if fd >= 0 { close(fd) }
            }
        }
        let failures = sandbox.assertSample(record: .never, testName: testName)
        finished.value = true
        return (failures, finished.timedOut)
    }

    // SAFETY (`@unchecked Sendable`): two flags written once each; a late read only makes the
    // watchdog open a pipe that is no longer read.
    private final class Flag: @unchecked Sendable {
        var value = false
        var timedOut = false
    }

    @Test func aReferenceThatIsAPipeFailsTheAssertionAtOnce() throws {
        let sandbox = try Sandbox()
        defer { sandbox.cleanUp() }
        try FileManager.default.createDirectory(atPath: sandbox.references, withIntermediateDirectories: true)
        let path = sandbox.referencePath(testName: "pipe")
        try HostileFiles.makeFIFO(atPath: path)
        let (failures, timedOut) = boundedAssertion(sandbox, testName: "pipe", pipe: path)
        #expect(!timedOut, "the assertion waited on the pipe")
        #expect(failures.map(\.kind) == [.unreadableReference])
        #expect(failures.first?.message == "Snapshot \"sample\" at width 200: cannot read the reference \(path): "
            + "it is a named pipe (FIFO), not a regular file.")
    }

    @Test func aReferenceWhoseImageDataInflatesPastTheImageFailsAtOnce() throws {
        let sandbox = try Sandbox()
        defer { sandbox.cleanUp() }
        try FileManager.default.createDirectory(atPath: sandbox.references, withIntermediateDirectories: true)
        let path = sandbox.referencePath(testName: "bomb")
        try Data(HostileFiles.inflatingPNG()).write(to: URL(fileURLWithPath: path))
        // It took 38 s to inflate 16 GiB before.
        let failures = boundedAssertion(sandbox, testName: "bomb").failures
        #expect(failures.map(\.kind) == [.unreadableReference])
        #expect(failures.first?.message.contains("the image data inflates to more than the 1×1 image's 5 bytes") == true, "\(failures)")
    }

    @Test func aLargeLegalReferenceOfAnotherSizeIsReportedFromItsHeader() throws {
        let sandbox = try Sandbox()
        defer { sandbox.cleanUp() }
        try FileManager.default.createDirectory(atPath: sandbox.references, withIntermediateDirectories: true)
        let path = sandbox.referencePath(testName: "large")
        // 16,384×6,103 in 388 KB: 400 MB of pixels decoded, and a side-by-side picture as large
        // again, aborted the assertion under a 600 MB limit. Now it is not decoded at all.
        try Data(HostileFiles.zeroPNG(width: 16_384, height: 6_103)).write(to: URL(fileURLWithPath: path))
        let failures = boundedAssertion(sandbox, testName: "large").failures
        #expect(failures.map(\.kind) == [.sizeMismatch])
        let message = failures.first?.message ?? ""
        #expect(message.hasPrefix("Snapshot \"sample\" at width 200 does not match reference: Image sizes differ: expected 16384×6103, actual "), "\(message)")
        #expect(message.contains("(99991552 pixels: not decoded, no diff picture;"), "\(message)")
        // Only the rendered image is attached.
        #expect(failures.first?.attachments.count == 1, "\(failures)")
    }
}
