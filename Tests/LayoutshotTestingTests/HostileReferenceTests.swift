import Foundation
import LayoutshotGraphics
import LayoutshotSnapshotCore
import LayoutshotTestSupport
import LayoutshotTesting
import Testing

/// References that used to hang or abort an assertion (issue 31): each now fails it at once with
/// a message naming the file. Each assertion runs on its own thread and the test waits at most
/// 60 seconds for it, so a regression fails here instead of hanging the test run.
@Suite struct HostileReferenceTests {
    /// The failures of `sandbox.assertSample(testName:)`, or nil when it did not finish in time.
    func boundedAssertion(_ sandbox: Sandbox, testName: String) -> [SnapshotFailure]? {
        let done = DispatchSemaphore(value: 0)
        let box = FailureBox()
        let thread = Thread {
            box.failures = sandbox.assertSample(record: .never, testName: testName)
            done.signal()
        }
        thread.start()
        return done.wait(timeout: .now() + 60) == .success ? box.failures : nil
    }

    private final class FailureBox: @unchecked Sendable {
        var failures: [SnapshotFailure] = []
    }

    @Test func aReferenceThatIsAPipeOrADeviceFailsTheAssertionAtOnce() throws {
        let sandbox = try Sandbox()
        defer { sandbox.cleanUp() }
        try FileManager.default.createDirectory(atPath: sandbox.references, withIntermediateDirectories: true)
        let path = sandbox.referencePath(testName: "pipe")
        try HostileFiles.makeFIFO(atPath: path)
        let failures = try #require(boundedAssertion(sandbox, testName: "pipe"), "the assertion waited on the pipe")
        #expect(failures.map(\.kind) == [.unreadableReference])
        #expect(failures.first?.message == "Snapshot \"sample\" at width 200: cannot read the reference \(path): "
            + "it is a named pipe (FIFO), not a regular file.")
        // A link to /dev/zero: refused without reading a byte.
        try FileManager.default.removeItem(atPath: path)
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/dev/zero")
        let device = try #require(boundedAssertion(sandbox, testName: "pipe"))
        #expect(device.first?.message.contains("it is a character device, not a regular file") == true, "\(device)")
    }

    @Test func aReferenceWhoseImageDataInflatesPastTheImageFailsAtOnce() throws {
        let sandbox = try Sandbox()
        defer { sandbox.cleanUp() }
        try FileManager.default.createDirectory(atPath: sandbox.references, withIntermediateDirectories: true)
        let path = sandbox.referencePath(testName: "bomb")
        try Data(HostileFiles.inflatingPNG()).write(to: URL(fileURLWithPath: path))
        // It took 38 s to inflate 16 GiB before.
        let failures = try #require(boundedAssertion(sandbox, testName: "bomb"), "the assertion took over a minute")
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
        let failures = try #require(boundedAssertion(sandbox, testName: "large"))
        #expect(failures.map(\.kind) == [.sizeMismatch])
        let message = failures.first?.message ?? ""
        #expect(message.hasPrefix("Snapshot \"sample\" at width 200 does not match reference: Image sizes differ: expected 16384×6103, actual "), "\(message)")
        #expect(message.contains("(99991552 pixels: not decoded, no diff picture;"), "\(message)")
        // Only the rendered image is attached.
        #expect(failures.first?.attachments.count == 1, "\(failures)")
    }
}
