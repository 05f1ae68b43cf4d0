import Foundation
import LayoutshotTool
import Testing

/// The committed `Output/` must be what `Samples/` renders to now: the same comparison as
/// `layoutshot check --format png` (the repository keeps PNG only), in process. When it fails,
/// run `./Scripts/render-samples` and commit `Output/`.
@Suite struct OutputIsCurrentTests {
    @Test func committedOutputMatchesAFreshRenderOfTheSamples() throws {
        let samples = packageRoot.appendingPathComponent("Samples").path
        let output = packageRoot.appendingPathComponent("Output").path
        let artifacts = try TemporaryFolder()
        defer { artifacts.cleanUp() }
        let report = OutputCheck(samplesDirectory: samples, outputDirectory: output, includeSwiftSamples: true,
                                 overrides: RenderOverrides(formats: [.png]), artifactsDirectory: artifacts.path).run()
        #expect(report.isCurrent, "\(report.text(outputDirectory: output))")
        // Every scene file and every Swift sample is covered: three widths and a sheet each, plus the two pages.
        let scenes = SceneFiles.expand([samples]).count
        #expect(scenes >= 8)
        #expect(report.sampleCount == scenes + SwiftSamples.all.count)
        #expect(report.checkedFiles == report.sampleCount * 4 + 2)
    }
}
