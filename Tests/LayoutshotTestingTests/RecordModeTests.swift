import Foundation
import LayoutshotGraphics
import LayoutshotSnapshotCore
import LayoutshotTesting
import Testing

/// Record modes end to end: real renders, real files in a temporary directory, failures collected.
@MainActor
@Suite struct RecordModeTests {
    @Test func missingReferenceIsRecordedAndTheAssertionFails() throws {
        let sandbox = try Sandbox()
        defer { sandbox.cleanUp() }
        let failures = sandbox.assertSample(widths: [200, 300])
        let paths = [sandbox.referencePath(width: 200, testName: #function),
                     sandbox.referencePath(width: 300, testName: #function)]
        #expect(failures.map(\.kind) == [.recorded, .recorded])
        #expect(failures.map(\.recordedPath) == paths)
        #expect(failures[0].message == "No reference was found on disk: recorded snapshot \"sample\" at width 200 to "
            + "\(paths[0]). Re-run \"\(#function)\" to assert against it.")
        // The reference holds the rendered pixels, and the recorded PNG is attached.
        #expect(try PNGFile.read(paths[0]) == renderedSample(width: 200))
        #expect(try PNGFile.read(paths[1]) == renderedSample(width: 300))
        #expect(failures[0].attachments.map(\.name) == ["missingReferenceIsRecordedAndTheAssertionFails.sample.200.png"])

        // Re-run: the same pixels match, and nothing is written.
        let before = try FileState(paths[0])
        #expect(sandbox.assertSample(widths: [200, 300]).isEmpty)
        #expect(try FileState(paths[0]) == before)
    }

    @Test func neverFailsOnAMissingReferenceWithoutWritingIt() throws {
        let sandbox = try Sandbox()
        defer { sandbox.cleanUp() }
        let failures = sandbox.assertSample(record: .never)
        let path = sandbox.referencePath(testName: #function)
        try #require(failures.count == 1)
        #expect(failures[0].kind == .missingReference)
        #expect(failures[0].recordedPath == nil)
        #expect(failures[0].message.hasPrefix("No reference was found on disk at \(path); snapshot \"sample\" at width 200 "
            + "was not recorded because record mode is .never (the record: argument)."))
        #expect(!FileManager.default.fileExists(atPath: path))
        // The rendered image is still kept for the reviewer.
        let artifact = sandbox.artifacts + "/RecordModeTests/neverFailsOnAMissingReferenceWithoutWritingIt.sample.200.png"
        #expect(failures[0].message.contains("actual: \(artifact)"))
        #expect(try PNGFile.read(artifact) == renderedSample(width: 200))
    }

    @Test func ciMakesAMissingReferenceFail() throws {
        let sandbox = try Sandbox()
        defer { sandbox.cleanUp() }
        let failures = sandbox.assertSample(environment: ["CI": "true"])
        #expect(failures.map(\.kind) == [.missingReference])
        #expect(failures.first?.message.contains("because record mode is .never (CI is set)") == true)
        #expect(!FileManager.default.fileExists(atPath: sandbox.referencePath(testName: #function)))

        // SNAPSHOT_TESTING_RECORD wins over CI.
        let recorded = sandbox.assertSample(environment: ["CI": "true", "SNAPSHOT_TESTING_RECORD": "missing"])
        #expect(recorded.map(\.kind) == [.recorded])
        #expect(FileManager.default.fileExists(atPath: sandbox.referencePath(testName: #function)))
    }

    @Test func environmentRecordModeAndBadValues() throws {
        let sandbox = try Sandbox()
        defer { sandbox.cleanUp() }
        let never = sandbox.assertSample(environment: ["SNAPSHOT_TESTING_RECORD": "never"])
        #expect(never.first?.message.contains(".never (SNAPSHOT_TESTING_RECORD=never)") == true)

        let bad = sandbox.assertSample(environment: ["SNAPSHOT_TESTING_RECORD": "sometimes"])
        #expect(bad.map(\.kind) == [.error])
        #expect(bad.first?.message == "SNAPSHOT_TESTING_RECORD=sometimes is not a record mode: use missing, all, failed or never.")
        #expect(!FileManager.default.fileExists(atPath: sandbox.referencePath(testName: #function)))
    }

    @Test func allRewritesEvenAMatchingReference() throws {
        let sandbox = try Sandbox()
        defer { sandbox.cleanUp() }
        let path = sandbox.referencePath(testName: #function)
        _ = sandbox.assertSample()
        let recorded = try FileState(path)

        let failures = sandbox.assertSample(record: .all)
        #expect(failures.map(\.kind) == [.recorded])
        #expect(failures.first?.message == "Record mode is .all: recorded snapshot \"sample\" at width 200 to \(path). "
            + "Turn record mode off and re-run \"\(#function)\" to assert against it.")
        let rewritten = try FileState(path)
        #expect(rewritten.inode != recorded.inode)  // a new file was renamed into place
        #expect(rewritten.bytes == recorded.bytes)  // with the same picture

        // A reference that differs is replaced by the rendered pixels.
        try writePNG(painted(renderedSample(width: 200), x: 2, y: 2, width: 10, height: 5), to: path)
        #expect(sandbox.assertSample(record: .all).map(\.kind) == [.recorded])
        #expect(try PNGFile.read(path) == renderedSample(width: 200))
    }

    @Test func failedRewritesOnlyWhenTheAssertionFails() throws {
        let sandbox = try Sandbox()
        defer { sandbox.cleanUp() }
        let path = sandbox.referencePath(testName: #function)
        _ = sandbox.assertSample()

        // A match in .failed: passes and leaves the file alone.
        let before = try FileState(path)
        #expect(sandbox.assertSample(record: .failed).isEmpty)
        #expect(try FileState(path) == before)

        // A mismatch in .failed: fails, says so, and records the rendered pixels.
        try writePNG(painted(renderedSample(width: 200), x: 2, y: 2, width: 10, height: 5), to: path)
        let failures = sandbox.assertSample(record: .failed)
        #expect(failures.map(\.kind) == [.mismatch])
        #expect(failures.first?.recordedPath == path)
        #expect(failures.first?.message.contains("does not match reference: 50 pixels") == true)
        #expect(failures.first?.message.hasSuffix("Record mode is .failed: a new reference was recorded to \(path); "
            + "re-run to assert against it.") == true)
        #expect(try PNGFile.read(path) == renderedSample(width: 200))
        #expect(sandbox.assertSample(record: .never).isEmpty)

        // A missing reference in .failed is recorded too.
        try FileManager.default.removeItem(atPath: path)
        #expect(sandbox.assertSample(record: .failed).map(\.kind) == [.recorded])
        #expect(FileManager.default.fileExists(atPath: path))
    }

    @Test(arguments: [SnapshotRecordMode.missing, .never])
    func aReferenceIsNeverTouchedOutsideRecordMode(mode: SnapshotRecordMode) throws {
        let sandbox = try Sandbox()
        defer { sandbox.cleanUp() }
        // A parameterised test's files carry its argument: `reference.missing.sample.200.png`.
        let path = sandbox.references + "/reference.\(mode == .missing ? "missing" : "never").sample.200.png"
        try FileManager.default.createDirectory(atPath: sandbox.references, withIntermediateDirectories: true)
        try writePNG(painted(renderedSample(width: 200), x: 2, y: 2, width: 10, height: 5), to: path)
        let before = try FileState(path)

        let failures = sandbox.assertSample(record: mode, testName: "reference")
        #expect(failures.map(\.kind) == [.mismatch])
        #expect(failures.first?.recordedPath == nil)
        #expect(try FileState(path) == before)

        // Nor a reference that cannot be read.
        try Data("not a picture".utf8).write(to: URL(fileURLWithPath: path))
        let unreadable = try FileState(path)
        let again = sandbox.assertSample(record: mode, testName: "reference")
        #expect(again.map(\.kind) == [.unreadableReference])
        #expect(again.first?.message == "Snapshot \"sample\" at width 200: the reference \(path) is not a PNG file.")
        #expect(try FileState(path) == unreadable)
    }

    @Test func scopedOverridesAndTheirPrecedence() throws {
        let sandbox = try Sandbox()
        defer { sandbox.cleanUp() }
        // withLayoutSnapshotTesting(record:) beats the environment; the argument beats both.
        let scoped = withLayoutSnapshotTesting(record: .never) { sandbox.assertSample() }
        #expect(scoped.first?.message.contains(".never (withLayoutSnapshotTesting or the .layoutSnapshots trait)") == true)
        let argument = withLayoutSnapshotTesting(record: .never) { sandbox.assertSample(record: .missing) }
        #expect(argument.map(\.kind) == [.recorded])
    }

    @Test func referencesGoBesideTheTestFileByDefault() throws {
        let sandbox = try Sandbox()
        defer { sandbox.cleanUp() }
        let failures = sandbox.run {
            verifyLayoutSnapshot(of: { sampleView }, widths: [200], tolerance: .exact,
                                 filePath: sandbox.root + "/AppTests/CardTests.swift", testName: "testCard()")
        }
        let expected = sandbox.root + "/AppTests/__Snapshots__/CardTests/testCard.1.200.png"
        #expect(failures.map(\.recordedPath) == [expected])
        #expect(FileManager.default.fileExists(atPath: expected))
    }
}
