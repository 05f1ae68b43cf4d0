import Foundation
import LayoutshotGraphics
import LayoutshotSnapshotCore
import LayoutshotTestSupport
import LayoutshotTesting
import Testing


/// The HTML report of a test run, opened in headless Chromium (`apt-get install chromium`;
/// skipped without it): the failure comes first with its pictures loaded, then the pass.
@MainActor
@Suite(.enabled(if: HeadlessChromium.path != nil, "chromium is not installed (Scripts/setup --test installs it)"))
struct ReportBrowserTests {
    @Test func theReportShowsTheFailureFirstWithItsPictures() throws {
        let sandbox = try Sandbox()
        defer { sandbox.cleanUp() }
        _ = sandbox.assertSample(testName: "changed()")
        _ = sandbox.assertSample(testName: "unchanged()")
        try writePNG(painted(try renderedSample(width: 200), x: 30, y: 30, width: 40, height: 20),
                     to: sandbox.referencePath(testName: "changed()"))
        // One run: a pass, then a failure; the page lists the failure first.
        sandbox.failures.removeAll()
        let failures = sandbox.run {
            assertLayoutSnapshot(of: sampleView, widths: [200], named: "sample", snapshotDirectory: sandbox.references,
                                 testName: "unchanged()")
            assertLayoutSnapshot(of: sampleView, widths: [200], named: "sample", snapshotDirectory: sandbox.references,
                                 testName: "changed()")
            return sandbox.failures.all
        }
        let page = sandbox.artifacts + "/report/index.html"
        #expect(failures.map(\.kind) == [.mismatch])
        #expect(failures.first?.message.contains("\n  report:    \(page)") == true)

        let entries = try FileManager.default.contentsOfDirectory(atPath: sandbox.artifacts + "/report/entries")
            .map { try JSONDecoder().decode(SnapshotReportEntry.self, from: Data(contentsOf: URL(fileURLWithPath: sandbox.artifacts + "/report/entries/" + $0))) }
        let failed = try #require(entries.first { $0.status == .failed })
        #expect(entries.map(\.status).sorted { $0.rawValue < $1.rawValue } == [.failed, .passed])
        #expect(failed.diff == sandbox.artifacts + "/RecordModeTests/changed.sample.200.diff.png"
                || failed.diff?.hasSuffix("/changed.sample.200.diff.png") == true)
        #expect(!failed.trace.isEmpty, "the trace of the view under the change")
        #expect(failed.acceptCommand == "SNAPSHOT_TESTING_RECORD=failed swift test --filter 'changed'")

        // The page as a browser draws it: the failure's red frame and the diff's red pixels are
        // on the first screen, and the pictures loaded (many colours, not just text).
        let shot = sandbox.root + "/report.png"
        try HeadlessChromium.run(["--screenshot=\(shot)"], page: URL(fileURLWithPath: page),
                                 profile: "\(sandbox.root)/profile", height: 1400, budget: 5000)
        let image = try PNGFile.read(shot)
        #expect(image.width == 1280 && image.height == 1400)
        var red = 0, failureTint = 0
        var colours = Set<UInt32>()
        for y in 0..<image.height {
            for x in 0..<image.width {
                let pixel = image[x, y]
                colours.insert(UInt32(pixel.r) << 16 | UInt32(pixel.g) << 8 | UInt32(pixel.b))
                if pixel.r == 255 && pixel.g == 0 && pixel.b == 0 { red += 1 }
                // #fff5f5, the failed section's background.
                if y < 300 && pixel.r == 255 && pixel.g == 245 && pixel.b == 245 { failureTint += 1 }
            }
        }
        #expect(red > 100, "the diff picture's changed pixels are drawn")
        #expect(failureTint > 10_000, "the failure is the first section")
        #expect(colours.count > 200, "pictures and text drawn")
    }
}
