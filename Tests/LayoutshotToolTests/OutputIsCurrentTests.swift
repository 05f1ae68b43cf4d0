import Foundation
import LayoutshotGraphics
import LayoutshotScene
import LayoutshotTool
import Testing
@testable import layoutshot_samples

/// The committed `Output/` must be what `Samples/` renders to now: the same comparison as
/// `layoutshot check --format png` (the repository keeps PNG only), in process. When it fails,
/// run `./Scripts/render-samples` and commit `Output/`.
@MainActor
@Suite struct OutputIsCurrentTests {
    /// The README's pictures stay readable in GitHub's column (about 830 CSS px): none is wider
    /// than a contact sheet's default 1,600 px, so text drawn at 2× shows at least at 1× size.
    @Test func readmePicturesFitAPage() throws {
        let readme = try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        // Embedded pictures only (`![alt](Output/…)`); linked files may be larger.
        let pictures = readme.components(separatedBy: "![").dropFirst().compactMap { rest -> String? in
            guard let open = rest.range(of: "](Output/") else { return nil }
            return String(rest[open.upperBound...].prefix { $0 != ")" })
        }
        #expect(!pictures.isEmpty)
        for name in pictures {
            let bytes = try Data(contentsOf: packageRoot.appendingPathComponent("Output/\(name)"))
            let image = try PNGCodec.decode([UInt8](bytes))
            #expect(image.width <= 1600, "\(name) is \(image.width) px wide")
        }
    }

    @Test func committedOutputMatchesAFreshRenderOfTheSamples() throws {
        let samples = packageRoot.appendingPathComponent("Samples").path
        let output = packageRoot.appendingPathComponent("Output").path
        let artifacts = try TemporaryFolder()
        defer { artifacts.cleanUp() }
        let report = OutputCheck(samplesDirectory: samples, outputDirectory: output, swiftSamples: SwiftSamples.all,
                                 overrides: RenderOverrides(formats: [.png]), artifactsDirectory: artifacts.path).run()
        #expect(report.isCurrent, "\(report.text(outputDirectory: output))")
        // Every scene file and every Swift sample is covered: each width and a sheet, plus the two pages.
        let sceneFiles = SceneFiles.expand([samples])
        let scenes = sceneFiles.count
        #expect(scenes >= 8)
        #expect(report.sampleCount == scenes + SwiftSamples.all.count)
        let sceneWidths = try sceneFiles.map { try SceneReader().read(contentsOfFile: $0).render.widths.count }.reduce(0, +)
        // Each sample: a picture per width and the contact sheet; then the two gallery pages.
        let swiftFiles = SwiftSamples.all.map { $0.options.widths.count + 1 }.reduce(0, +)
        #expect(report.checkedFiles == sceneWidths + scenes + swiftFiles + 2)
    }
}
