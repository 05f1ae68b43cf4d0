import Foundation
import LayoutshotGraphics
import LayoutshotPixels
import LayoutshotRender
import LayoutshotScene
import LayoutshotSnapshotCore
import LayoutshotTool
import Testing
@testable import layoutshot_samples

/// The tool library in process: finding scenes, the output folder's guards, content hashes,
/// render sessions, the check and the gallery.
@MainActor
@Suite struct ToolLibraryTests {
    @Test func findsSceneFilesInFoldersSortedWithoutSchemasHiddenFilesOrSubfolders() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        for name in ["b.yaml", "a.json", "c.yml", "scene.schema.json", ".hidden.yaml", "notes.txt", "sub/d.yaml"] {
            try folder.write("x", as: "s/" + name)
        }
        try FileManager.default.createDirectory(atPath: folder.file("s/dir.yaml"), withIntermediateDirectories: true)
        let found = SceneFiles.expand([folder.file("s"), folder.file("s/b.yaml")]).map { ($0 as NSString).lastPathComponent }
        #expect(found == ["a.json", "b.yaml", "c.yml"])
        #expect(SceneFiles.problems(with: [folder.file("s"), folder.file("s/b.yaml")]).isEmpty)
        #expect(SceneFiles.problems(with: [folder.file("s/notes.txt")]).first?.contains("not a scene file") == true)
        #expect(SceneFiles.problems(with: [folder.file("missing")]).first?.contains("no such file or folder") == true)
    }

    @Test(arguments: ["../x.png", "/etc/passwd", ".hidden.png", "a/b.png", "..", ""])
    func theOutputFolderRefusesNamesThatLeaveIt(name: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let output = try OutputFolder(folder.file("out"))
        #expect(throws: ToolError.self) { try output.location(of: name) }
        #expect(throws: ToolError.self) { try output.write([1, 2, 3], as: name) }
        #expect(folder.listing().isEmpty)
    }

    @Test func theOutputFolderWritesInsideItsResolvedPath() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try FileManager.default.createDirectory(atPath: folder.file("real"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.file("link"), withDestinationPath: folder.file("real"))
        let output = try OutputFolder(folder.file("link"))
        try output.write(Array("hi".utf8), as: "card-120.png")
        #expect(try output.location(of: "card-120.png").hasSuffix("/real/card-120.png"))
        #expect(FileManager.default.contents(atPath: folder.file("real/card-120.png")) == Data("hi".utf8))
        try "file".write(toFile: folder.file("plain"), atomically: true, encoding: .utf8)
        #expect(throws: ToolError.self) { try OutputFolder(folder.file("plain")) }
    }

    @Test func contentHashesFollowEveryInput() throws {
        let scene = try SceneReader().read(smallScene(name: "card"), path: "card.yaml")
        let item = SceneItem(scene: scene)
        let base = ContentHash.of(item, options: item.options, measurerIdentifier: "fonts-1", build: "b1")
        #expect(base == ContentHash.of(item, options: item.options, measurerIdentifier: "fonts-1", build: "b1"))
        var wider = item.options
        wider.widths = [120, 201]
        var dark = item.options
        dark.theme = .dark
        let edited = SceneItem(scene: try SceneReader().read(smallScene(name: "card", text: "Hellp"), path: "card.yaml"))
        let variants = [
            ContentHash.of(item, options: wider, measurerIdentifier: "fonts-1", build: "b1"),
            ContentHash.of(item, options: dark, measurerIdentifier: "fonts-1", build: "b1"),
            ContentHash.of(item, options: item.options, measurerIdentifier: "fonts-2", build: "b1"),
            ContentHash.of(item, options: item.options, measurerIdentifier: "fonts-1", build: "b2"),
            ContentHash.of(edited, options: edited.options, measurerIdentifier: "fonts-1", build: "b1"),
        ]
        #expect(Set(variants + [base]).count == variants.count + 1)
    }

    @Test func aSessionRefusesDuplicateNamesAndUnsupportedScalesButRendersTheRest() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let first = try folder.write(smallScene(name: "card"), as: "a.yaml")
        let duplicate = try folder.write(smallScene(name: "card", text: "Other"), as: "b.yaml")
        let fractional = try folder.write(smallScene(name: "half").replacingOccurrences(of: "scale: 1", with: "scale: 1.5"), as: "c.yaml")
        let good = try folder.write(smallScene(name: "good"), as: "d.yaml")
        var events: [String] = []
        let report = try RenderSession(inputs: [first, duplicate, fractional, good].map(SceneInput.file),
                                       outputDirectory: folder.file("out"), jobs: 2).run { event in
            if case .finished(let result, _, _) = event { events.append(result.label) }
        }
        #expect(report.exitCode == 1)
        #expect(report.renderedCount == 2)
        #expect(Set(events) == ["card", "half", "good"])
        #expect(events.count == 4)
        guard case .failed(let duplicateMessages) = report.results[1].outcome,
              case .failed(let scaleMessages) = report.results[2].outcome else {
            Issue.record("expected two failures, got \(report.results.map(\.outcome))")
            return
        }
        #expect(duplicateMessages == ["scene name 'card' is already used by \(first), so their files would overwrite each other (give one of them another name:)"])
        #expect(scaleMessages.first?.contains("scale 1.5 is not supported by the renderer (use scale: 1, 2 or 3)") == true)
        #expect(report.summary.contains("2 rendered, 0 unchanged, 2 failed"))
        #expect(!FileManager.default.fileExists(atPath: folder.file("out/half-120.png")))
        #expect(FileManager.default.fileExists(atPath: folder.file("out/good-200.png")))
    }

    @Test func aRendererRefusalFailsTheSceneWithoutWritingAnyOfItsFiles() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        // A 6,000-point-tall view at scale 3 is 18,000 pixels tall, over the renderer's surface
        // limit of 16,384 px a side: nothing of the scene may be written.
        let huge = try folder.write("""
            name: huge
            render:
              widths: [100, 200]
              scale: 3
            view:
              frame: {width: 50, height: 6000}
              content: {color: red}
            """, as: "huge.yaml")
        let report = try RenderSession(inputs: [.file(huge)], outputDirectory: folder.file("out")).run()
        #expect(report.exitCode == 1)
        guard case .failed(let messages) = report.results[0].outcome else { Issue.record("rendered"); return }
        // Placed at the render: section (line 3, after `render:` on line 2), naming the file.
        #expect(messages.first?.hasPrefix("\(huge):3:3: cannot render scene 'huge': huge-100.png (width 100): diagram of ") == true, "\(messages)")
        #expect(messages.first?.contains("exceeds the limit") == true, "\(messages)")
        #expect(folder.listing().filter { $0.hasPrefix("out/") && !$0.hasPrefix("out/.") }.isEmpty)
    }

    @Test func checkFindsPixelAndByteDifferencesInProcess() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write(smallScene(name: "card", formats: "[png, svg]"), as: "samples/card.yaml")
        _ = try RenderSession(inputs: [.file(folder.file("samples/card.yaml"))], outputDirectory: folder.file("out")).run()
        let check = OutputCheck(samplesDirectory: folder.file("samples"), outputDirectory: folder.file("out"), swiftSamples: [],
                                artifactsDirectory: folder.file("artifacts"), checksGallery: false)
        let current = check.run()
        #expect(current.isCurrent, "\(current.text(outputDirectory: "out"))")
        #expect(current.checkedFiles == 6)
        #expect(current.artifactsDirectory == nil)

        var svg = try String(contentsOfFile: folder.file("out/card-120.svg"), encoding: .utf8)
        svg = svg.replacingOccurrences(of: "<svg", with: "<svg data-x=\"1\"")
        try svg.write(toFile: folder.file("out/card-120.svg"), atomically: true, encoding: .utf8)
        let image = try PNGCodec.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: folder.file("out/card-widths.png")))))
        let shifted = RGBAImage(width: image.width + 1, height: image.height, fill: .white)
        try Data(PNGCodec.encode(shifted)).write(to: URL(fileURLWithPath: folder.file("out/card-widths.png")))

        let stale = check.run()
        // PNGs first, then SVGs: the order files are planned in.
        #expect(stale.problems.map(\.file) == ["card-widths.png", "card-120.svg"])
        #expect(stale.problems[0].message.contains("contact sheet: Image sizes differ"))
        #expect(stale.problems[1].message.contains("at 120 pt: bytes differ"))
        #expect(FileManager.default.fileExists(atPath: folder.file("artifacts/card-120.svg")))
        #expect(FileManager.default.fileExists(atPath: folder.file("artifacts/card-widths.diff.png")))
        // The HTML report lists every picture: the two changed files failed, the rest passed.
        #expect(stale.reportPage == folder.file("artifacts/report/index.html"))
        #expect(Set(stale.entries.filter { $0.status == .failed }.map(\.picture)) == ["card-widths.png", "card-120.svg"])
        #expect(stale.entries.filter { $0.status == .passed }.map(\.picture).sorted()
                == ["card-120.png", "card-200.png", "card-200.svg", "card-widths.svg"])
        #expect(current.reportPage == nil, "no report for a current folder unless asked")
        var asked = check
        asked.reportDirectory = folder.file("all")
        #expect(asked.run().reportPage == folder.file("all/report/index.html"))
    }

    @Test func galleryLinksScenesRelativelyAndNamesTheSwiftSamples() {
        let gallery = Gallery(items: [SwiftSamples.all[0]], outputDirectory: "Output")
        let markdown = gallery.markdown()
        #expect(markdown.contains("## WeatherLayout (Swift)"))
        #expect(markdown.contains("Swift sample (`Samples/Swift`) · widths 320, 480, 768 pt · png · scale 2×"))
        #expect(gallery.linkedFiles == ["swift-weather-320.png", "swift-weather-480.png", "swift-weather-768.png", "swift-weather-widths.png"])
        #expect(markdown == Gallery(items: [SwiftSamples.all[0]], outputDirectory: "Output").markdown())
    }

    /// The tool knows no sample of its own: a Swift sample is found only among the items the
    /// command hands in, by name, and an unknown name lists what was handed in.
    @Test func swiftSamplesAreOnlyTheOnesHandedIn() throws {
        let name = SwiftSamples.all[0].name
        #expect(throws: SceneError.self) { try SceneInput.swiftSample(name).load() }
        do {
            _ = try SceneInput.swiftSample(name).load()
        } catch {
            #expect(error.description.contains("no Swift sample is named '\(name)' (known: none)"), "\(error)")
        }
        #expect(try SceneInput.swiftSample(name).load(swiftSamples: SwiftSamples.all).title == SwiftSamples.all[0].title)
        do {
            _ = try SceneInput.swiftSample("swift-nothing").load(swiftSamples: Array(SwiftSamples.all.prefix(2)))
            Issue.record("an unknown sample was loaded")
        } catch {
            #expect(error.description.contains("(known: \(SwiftSamples.all[0].name), \(SwiftSamples.all[1].name))"), "\(error)")
        }
        let catalog = SampleCatalog.load(samplesDirectory: nil, swiftSamples: Array(SwiftSamples.all.prefix(3)))
        #expect(catalog.items.map(\.name) == SwiftSamples.all.prefix(3).map(\.name))
        #expect(SampleCatalog.load(samplesDirectory: nil, swiftSamples: []).items.isEmpty)
    }
}
