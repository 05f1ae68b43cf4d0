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
        // Every scene file and every Swift sample is covered: each width and a sheet, plus the two pages.
        let sceneFiles = SceneFiles.expand([samples])
        let scenes = sceneFiles.count
        #expect(scenes >= 8)
        #expect(report.sampleCount == scenes + SwiftSamples.all.count)
        let sceneWidths = try sceneFiles.map { try SceneReader().read(contentsOfFile: $0).render.widths.count }.reduce(0, +)
        #expect(report.checkedFiles == sceneWidths + scenes + SwiftSamples.all.count * 4 + 2)
    }
}
