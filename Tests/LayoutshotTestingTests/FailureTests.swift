import Foundation
import LayoutshotGraphics
import LayoutshotPixels
import LayoutshotSnapshotCore
import LayoutshotTesting
import Testing

/// What a failing assertion says, writes and attaches.
@MainActor
@Suite struct FailureTests {
    /// Records the sample, then replaces the reference with `reference(rendered)`.
    func sandboxWithReference(testName: String, _ reference: (RGBAImage) -> RGBAImage) throws -> (Sandbox, String) {
        let sandbox = try Sandbox()
        _ = sandbox.assertSample(testName: testName)
        let path = sandbox.referencePath(testName: testName)
        try writePNG(reference(try renderedSample(width: 200)), to: path)
        return (sandbox, path)
    }

    @Test func mismatchSaysWhatDiffersByHowMuchAndWhereTheImagesAre() throws {
        let (sandbox, path) = try sandboxWithReference(testName: #function) {
            painted($0, x: 2, y: 2, width: 10, height: 5)
        }
        defer { sandbox.cleanUp() }
        let failures = sandbox.assertSample()
        try #require(failures.count == 1)
        let failure = failures[0]
        let image = try renderedSample(width: 200)
        let actualPath = sandbox.artifacts + "/FailureTests/\(SnapshotPaths.sanitize(#function)).sample.200.png"
        let diffPath = sandbox.artifacts + "/FailureTests/\(SnapshotPaths.sanitize(#function)).sample.200.diff.png"
        #expect(failure.kind == .mismatch)
        #expect(failure.message.hasPrefix("Snapshot \"sample\" at width 200 does not match reference: 50 pixels (ratio 0."))
        #expect(failure.message.contains(" of all image pixels) are different; the change is inside x 2…11, y 2…6; largest distance 0."))
        #expect(failure.message.contains("(allowed: no different pixels)."))
        #expect(failure.message.contains("\n  reference: \(path)\n  actual:    \(actualPath)\n  diff:      \(diffPath) (expected | diff | actual)"))

        // Artifacts: the rendered image, and expected | diff | actual with red where pixels differ.
        #expect(try PNGFile.read(actualPath) == image)
        let diff = try PNGFile.read(diffPath)
        #expect(diff.width == image.width * 3 + 4 && diff.height == image.height)
        #expect(diff[image.width + 2 + 5, 4] == RGBA(r: 255, g: 0, b: 0))
        #expect(failure.attachments.map(\.name) == ["\(SnapshotPaths.sanitize(#function)).sample.200.png", "\(SnapshotPaths.sanitize(#function)).sample.200.diff.png"])
        #expect(failure.attachments.map(\.path) == [actualPath, diffPath])
    }

    @Test func artifactsGoToSNAPSHOT_ARTIFACTS() throws {
        let (sandbox, _) = try sandboxWithReference(testName: #function) {
            painted($0, x: 2, y: 2, width: 3, height: 3)
        }
        defer { sandbox.cleanUp() }
        let custom = sandbox.root + "/ci-artifacts"
        let failures = sandbox.assertSample(environment: ["SNAPSHOT_ARTIFACTS": custom])
        let diffPath = custom + "/FailureTests/\(SnapshotPaths.sanitize(#function)).sample.200.diff.png"
        #expect(failures.first?.message.contains("diff:      \(diffPath)") == true)
        #expect(FileManager.default.fileExists(atPath: diffPath))
        #expect(FileManager.default.fileExists(atPath: custom + "/FailureTests/\(SnapshotPaths.sanitize(#function)).sample.200.png"))
    }

    @Test func sizeMismatchIsItsOwnFailure() throws {
        let (sandbox, _) = try sandboxWithReference(testName: #function) {
            RGBAImage(width: $0.width + 3, height: $0.height, fill: .white)
        }
        defer { sandbox.cleanUp() }
        let image = try renderedSample(width: 200)
        let failures = sandbox.assertSample()
        #expect(failures.map(\.kind) == [.sizeMismatch])
        #expect(failures.first?.message.hasPrefix("Snapshot \"sample\" at width 200 does not match reference: Image sizes differ: "
            + "expected \(image.width + 3)×\(image.height), actual \(image.width)×\(image.height).") == true)
        #expect(failures.first?.message.contains("(expected | actual)") == true)
        let diff = try PNGFile.read(sandbox.artifacts + "/FailureTests/\(SnapshotPaths.sanitize(#function)).sample.200.diff.png")
        #expect(diff.width == (image.width + 3) + 2 + image.width)
    }

    @Test func pixelLimits() throws {
        let (sandbox, _) = try sandboxWithReference(testName: #function) {
            painted($0, x: 2, y: 2, width: 10, height: 5)
        }
        defer { sandbox.cleanUp() }
        let pixels = try renderedSample(width: 200).pixelCount
        #expect(sandbox.assertSample(maxDiffPixels: 50).isEmpty)
        let over = sandbox.assertSample(maxDiffPixels: 49)
        #expect(over.first?.message.contains("(allowed: at most 49 pixels).") == true)
        #expect(sandbox.assertSample(maxDiffPixelRatio: Double(50) / Double(pixels)).isEmpty)
        #expect(sandbox.assertSample(maxDiffPixelRatio: Double(49) / Double(pixels)).map(\.kind) == [.mismatch])
        // Both limits set: both must hold.
        #expect(sandbox.assertSample(maxDiffPixels: 49, maxDiffPixelRatio: 1).map(\.kind) == [.mismatch])
    }

    @Test func thresholdDecidesWhichPixelsCount() throws {
        // A faint tint over a 10×5 block of the page: under the default threshold, over 0.
        let (sandbox, _) = try sandboxWithReference(testName: #function) { image in
            let page = image[3, 3]
            let tint = RGBA(r: page.r &- 6, g: page.g &- 6, b: page.b, a: 255)
            return painted(image, x: 2, y: 2, width: 10, height: 5, color: tint)
        }
        defer { sandbox.cleanUp() }
        #expect(sandbox.assertSample().isEmpty)
        let strict = sandbox.assertSample(threshold: 0)
        #expect(strict.first?.message.contains("50 pixels") == true)
    }

    @Test func invalidArgumentsFailWithoutStoppingTheProcess() throws {
        let sandbox = try Sandbox()
        defer { sandbox.cleanUp() }
        let bad = sandbox.assertSample(threshold: 1.5, maxDiffPixels: -1)
        #expect(bad.map(\.kind) == [.error])
        #expect(bad.first?.message == "Invalid snapshot tolerance: threshold must be within 0…1, got 1.5; "
            + "maxDiffPixels must not be negative, got -1.")
        let noWidths = sandbox.assertSample(widths: [])
        #expect(noWidths.first?.message == "No widths to snapshot: pass at least one width.")
        // Heights are checked as widths are (a huge finite one renders: text sets no limit then).
        for height in [CGFloat.nan, .infinity, -1] {
            let badHeight = sandbox.run {
                verifyLayoutSnapshot(of: { sampleView }, widths: [200], height: height, tolerance: .exact,
                                     snapshotDirectory: sandbox.references, filePath: "/x/T.swift", testName: "t()")
            }
            #expect(badHeight.map(\.kind) == [.error])
            #expect(badHeight.first?.message == "Cannot snapshot at height \(height): a height must be finite and not negative (nil for the ideal height).")
        }
        #expect(!FileManager.default.fileExists(atPath: sandbox.references))
    }

    @Test func renderingErrorsAreReported() throws {
        let sandbox = try Sandbox()
        defer { sandbox.cleanUp() }
        var tiny = testRenderer
        tiny.limits = SurfaceLimits(maxSide: 8, maxPixels: 64)
        let failures = sandbox.run {
            verifyLayoutSnapshot(of: { sampleView }, widths: [200], named: "big", renderer: tiny, tolerance: .exact,
                                 snapshotDirectory: sandbox.references, filePath: "/x/T.swift", testName: "t()")
        }
        #expect(failures.map(\.kind) == [.error])
        #expect(failures.first?.message.hasPrefix("Could not render the snapshot \"big\" of \"t()\": diagram of ") == true)
    }
}
