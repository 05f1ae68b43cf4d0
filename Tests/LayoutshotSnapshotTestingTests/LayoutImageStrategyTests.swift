import Foundation
import Layoutshot
import LayoutshotGraphics
import LayoutshotPixels
import LayoutshotRender
import LayoutshotSnapshotTesting
import SnapshotTesting
import Testing

let renderer: LayoutRenderer = {
    do {
        return try LayoutRenderer(overlays: [], showsRulers: false, showsGrid: false, margin: 8)
    } catch {
        fatalError("fonts are not installed (run Scripts/setup): \(error)")
    }
}()

@MainActor var badge: some View {
    HStack(spacing: 6) {
        Circle().foregroundColor(.green).frame(width: 14, height: 14)
        Text("Online")
    }
    .padding(6)
}

func temporaryDirectory() throws -> String {
    let path = NSTemporaryDirectory() + "layoutshot-sst-\(UInt64.random(in: 0...UInt64.max))"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

/// swift-snapshot-testing's own `verifySnapshot`/`assertSnapshot` with Layoutshot's strategies.
@MainActor
@Suite struct LayoutImageStrategyTests {
    @Test func recordsIntoADirectoryThenAsserts() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let recorded = verifySnapshot(of: badge, as: .layoutImage(width: 200, renderer: renderer), named: "badge", record: .missing,
                                      snapshotDirectory: directory, testName: "badge()")
        #expect(recorded?.contains("No reference was found on disk. Automatically recorded snapshot") == true)
        let path = directory + "/badge.badge.png"
        let stored = try PNGCodec.decode([UInt8](Data(contentsOf: URL(fileURLWithPath: path))))
        #expect(try stored == renderer.image(of: renderer.layout(badge, width: 200)))

        // The second time it compares and passes, in record mode .never too.
        #expect(verifySnapshot(of: badge, as: .layoutImage(width: 200, renderer: renderer), named: "badge", record: .never,
                               snapshotDirectory: directory, testName: "badge()") == nil)
        withSnapshotTesting(record: .never) {
            #expect(verifySnapshot(of: badge, as: .layoutImage(width: 200, renderer: renderer), named: "badge", snapshotDirectory: directory,
                                   testName: "badge()") == nil)
        }
    }

    @Test func aChangedViewFailsWithCountsAndTheDifferenceImage() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        _ = verifySnapshot(of: badge, as: .layoutImage(width: 200, renderer: renderer), named: "badge",
                           record: .missing, snapshotDirectory: directory, testName: "changed()")
        // Paint a block into the reference: the rendered view no longer matches it.
        let path = directory + "/changed.badge.png"
        var reference = try PNGCodec.decode([UInt8](Data(contentsOf: URL(fileURLWithPath: path))))
        for y in 1..<4 { for x in 1..<5 { reference[x, y] = RGBA(r: 255, g: 0, b: 255) } }
        try Data(PNGCodec.encode(reference)).write(to: URL(fileURLWithPath: path))

        let message = verifySnapshot(of: badge, as: .layoutImage(width: 200, renderer: renderer), named: "badge",
                                     record: .never, snapshotDirectory: directory, testName: "changed()")
        #expect(message?.contains("Snapshot \"badge\" does not match reference.") == true)
        #expect(message?.contains("12 pixels (ratio ") == true)
        #expect(message?.contains("the change is inside x 1…4, y 1…3") == true)
        #expect(message?.contains("Attached: difference.png (expected | diff | actual); written to ") == true)
        // swift-snapshot-testing drops attachments on Linux: the picture is a file, named in the message.
        let written = try #require(message?.firstMatch(of: #/written to (\S+\.png)\./#)?.1)
        let picture = try PNGCodec.decode([UInt8](Data(contentsOf: URL(fileURLWithPath: String(written)))))
        #expect(picture.width == reference.width * 3 + 4 && picture.height == reference.height)
        #expect(picture[reference.width + 2 + 2, 2] == RGBA(r: 255, g: 0, b: 0))
        try? FileManager.default.removeItem(atPath: String(written))
        // A tolerance of 12 pixels accepts it.
        #expect(verifySnapshot(of: badge, as: .layoutImage(width: 200, renderer: renderer, maxDiffPixels: 12),
                               named: "badge", record: .never, snapshotDirectory: directory, testName: "changed()") == nil)
    }

    @Test func themeAndScaleOptionsChangeThePicture() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        _ = verifySnapshot(of: badge, as: .layoutImage(width: 200, renderer: renderer), named: "x",
                           record: .missing, snapshotDirectory: directory, testName: "options()")
        let dark = verifySnapshot(of: badge, as: .layoutImage(width: 200, renderer: renderer, theme: .dark),
                                  named: "x", record: .never, snapshotDirectory: directory, testName: "options()")
        #expect(dark?.contains("pixels (ratio") == true)
        let doubled = verifySnapshot(of: badge, as: .layoutImage(width: 200, renderer: renderer, scale: .x2),
                                     named: "x", record: .never, snapshotDirectory: directory, testName: "options()")
        #expect(doubled?.contains("Image sizes differ: expected ") == true)
    }

    @Test func computedLayoutStrategy() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let layout = renderer.layout(badge, width: 180)
        let strategy = Snapshotting<ComputedLayout, RGBAImage>.layoutImage(renderer: renderer)
        #expect(verifySnapshot(of: layout, as: strategy, named: "l", record: .missing, snapshotDirectory: directory,
                               testName: "layout()") != nil)
        #expect(verifySnapshot(of: layout, as: strategy, named: "l", record: .never, snapshotDirectory: directory,
                               testName: "layout()") == nil)
    }

    /// A real `assertSnapshot`, against the reference committed in `__Snapshots__` beside this file.
    @Test func assertSnapshotWithTheViewStrategy() {
        assertSnapshot(of: badge, as: .layoutImage(width: 160, renderer: renderer))
    }
}

/// The RGBA `Diffing` on its own.
@MainActor
@Suite struct LayoutImageDiffingTests {
    let base = RGBAImage(width: 20, height: 10, fill: .white)

    func changed(_ count: Int) -> RGBAImage {
        var image = base
        for x in 0..<count { image[x, 5] = .black }
        return image
    }

    @Test func pngRoundTrip() {
        let diffing = Diffing<RGBAImage>.layoutImage()
        let image = changed(3)
        #expect(diffing.fromData(diffing.toData(image)) == image)
        #expect(diffing.toData(image).starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    @Test func verdictsAndAttachments() throws {
        #expect(Diffing<RGBAImage>.layoutImage().diffV2(base, base) == nil)
        #expect(Diffing<RGBAImage>.layoutImage(maxDiffPixels: 3).diffV2(base, changed(3)) == nil)
        let failure = try #require(Diffing<RGBAImage>.layoutImage(maxDiffPixels: 3).diffV2(base, changed(4)))
        #expect(failure.0.hasPrefix("4 pixels (ratio 0.0200 of all image pixels) are different; the change is inside x 0…3, y 5…5"))
        #expect(failure.0.contains("(allowed: at most 3 pixels)"))
        try #require(failure.1.count == 1)
        guard case .data(let data, let name) = failure.1[0] else {
            Issue.record("expected a data attachment")
            return
        }
        #expect(name == "difference.png")
        let picture = try PNGCodec.decode([UInt8](data))
        #expect(picture.width == 20 * 3 + 4 && picture.height == 10)
        #expect(Diffing<RGBAImage>.layoutImage(maxDiffPixelRatio: 0.02).diffV2(base, changed(4)) == nil)
    }

    @Test func sizesUnreadableReferencesAndBadTolerances() throws {
        let sizes = try #require(Diffing<RGBAImage>.layoutImage().diffV2(base, RGBAImage(width: 21, height: 10, fill: .white)))
        #expect(sizes.0.hasPrefix("Image sizes differ: expected 20×10, actual 21×10. Attached: difference.png (expected | actual); written to "))
        let diffing = Diffing<RGBAImage>.layoutImage()
        let unreadable = diffing.fromData(Data("garbage".utf8))
        #expect(diffing.diffV2(unreadable, base)?.0.hasPrefix("The reference is not a readable PNG") == true)
        #expect(Diffing<RGBAImage>.layoutImage(threshold: 3).diffV2(base, base)?.0
            == "Invalid snapshot tolerance: threshold must be within 0…1, got 3.0.")
    }
}
