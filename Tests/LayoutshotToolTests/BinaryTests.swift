import Foundation
import LayoutshotGraphics
import LayoutshotRender
import LayoutshotTestSupport
import LayoutshotTool
import Testing
@testable import layoutshot_samples

/// The `layoutshot` binary run as a child process in temporary folders, as swift-argument-parser's
/// example tests run theirs: exit codes, messages and the files written.
@MainActor
@Suite struct BinaryTests {
    @Test func rendersThenSkipsUnchangedScenesThenForceRendersAgain() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write(smallScene(name: "card"), as: "scenes/card.yaml")

        let first = try layoutshot(["render", "scenes", "--out", "out"], in: folder.path)
        #expect(first.status == 0, "\(first.all)")
        #expect(first.output.contains("rendered card: 3 files"))
        #expect(first.output.contains("1 rendered, 0 unchanged, 0 failed"))
        #expect(folder.listing() == ["out/.layoutshot-cache.json", "out/card-120.png", "out/card-200.png", "out/card-widths.png",
                                     "scenes/card.yaml"])
        let image = try PNGCodec.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: folder.file("out/card-120.png")))))
        // 120 pt plus margins, the left ruler and the legend (at least 240 pt wide), at scale 1.
        #expect(image.width > 120 && image.width < 320)
        let written = try modificationDate(folder.file("out/card-120.png"))

        let second = try layoutshot(["render", "scenes", "--out", "out"], in: folder.path)
        #expect(second.status == 0, "\(second.all)")
        #expect(second.output.contains("card: unchanged, skipped"))
        #expect(second.output.contains("0 rendered, 1 unchanged"))
        #expect(try modificationDate(folder.file("out/card-120.png")) == written)

        let forced = try layoutshot(["render", "scenes", "--out", "out", "--force"], in: folder.path)
        #expect(forced.status == 0)
        #expect(forced.output.contains("rendered card: 3 files"))

        // Editing the scene changes its content hash: rendered again without --force.
        try folder.write(smallScene(name: "card", text: "Changed"), as: "scenes/card.yaml")
        let edited = try layoutshot(["render", "scenes/card.yaml", "--out", "out"], in: folder.path)
        #expect(edited.output.contains("rendered card"), "\(edited.all)")
    }

    @Test func widthsAndFormatFlagsReplaceTheScenesOwn() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write(smallScene(name: "card"), as: "card.yaml")
        let run = try layoutshot(["render", "card.yaml", "--widths", "90,150", "--format", "svg,png", "--out", "out"], in: folder.path)
        #expect(run.status == 0, "\(run.all)")
        #expect(folder.listing().filter { !$0.hasPrefix("out/.") && $0.hasPrefix("out/") } ==
                ["out/card-150.png", "out/card-150.svg", "out/card-90.png", "out/card-90.svg", "out/card-widths.png", "out/card-widths.svg"])
        let svg = try String(contentsOfFile: folder.file("out/card-90.svg"), encoding: .utf8)
        #expect(svg.contains("<svg"))

        // Rendering again with fewer widths removes the files no longer produced.
        let narrower = try layoutshot(["render", "card.yaml", "--widths", "90", "--format", "png", "--out", "out"], in: folder.path)
        #expect(narrower.status == 0)
        #expect(folder.listing().filter { !$0.hasPrefix("out/.") && $0.hasPrefix("out/") } == ["out/card-90.png", "out/card-widths.png"])
    }

    @Test func aBadSceneReportsLineAndColumnAndTheOthersStillRender() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write(smallScene(name: "good"), as: "scenes/good.yaml")
        try folder.write("""
            name: bad
            view:
              flwo:
                - text: A
            """, as: "scenes/bad.yaml")
        let run = try layoutshot(["render", "scenes", "--out", "out"], in: folder.path)
        #expect(run.status == 1)
        #expect(run.error.contains("scenes/bad.yaml:3:3: unknown"), "\(run.all)")
        #expect(run.error.contains("did you mean 'flow'?"))
        #expect(run.error.contains("1 rendered, 0 unchanged, 1 failed"))
        #expect(run.error.contains("failed: scenes/bad.yaml"))
        #expect(FileManager.default.fileExists(atPath: folder.file("out/good-120.png")))
        #expect(!folder.listing().contains { $0.contains("bad-") })
    }

    @Test(arguments: ["../../escaped", "/tmp/layoutshot-absolute-escape", "sub/dir"])
    func scenesWhoseNamesWouldEscapeTheOutputFolderAreRefused(name: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write(smallScene(name: "\"\(name)\""), as: "work/scenes/evil.yaml")
        let run = try layoutshot(["render", "scenes", "--out", "out"], in: folder.file("work"))
        #expect(run.status == 1)
        #expect(run.error.contains("scenes/evil.yaml:1:7: invalid scene name"), "\(run.all)")
        // Nothing anywhere but the scene itself and an empty output folder.
        #expect(folder.listing() == ["work/scenes/evil.yaml"])
        #expect(!FileManager.default.fileExists(atPath: "/tmp/layoutshot-absolute-escape-120.png"))
    }

    @Test(arguments: [("1000000000", "too wide"), ("nan", "not a number"), ("-5", "negative"), ("1.5", "whole number"),
                      ("320,320", "twice"), (",300", "empty item")])
    func badWidthsAreUsageErrors(widths: String, expected: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write(smallScene(name: "card"), as: "card.yaml")
        let run = try layoutshot(["render", "card.yaml", "--widths=\(widths)", "--out", "out"], in: folder.path)
        #expect(run.status == 2)
        #expect(run.error.contains(expected), "\(run.all)")
        #expect(run.error.contains("e.g. --widths 320,480,768"))
        #expect(folder.listing() == ["card.yaml"])
    }

    @Test func usageErrorsExitWithTwo() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let missing = try layoutshot(["render", "nowhere.yaml", "--out", "out"], in: folder.path)
        #expect(missing.status == 2)
        #expect(missing.error.contains("nowhere.yaml: no such file or folder"))
        let format = try layoutshot(["render", ".", "--out", "out", "--format", "gif"], in: folder.path)
        #expect(format.status == 2)
        #expect(format.error.contains("'gif' is not a format"))
        let nothing = try layoutshot(["render", "--out", "out"], in: folder.path)
        #expect(nothing.status == 2)
        #expect(nothing.error.contains("Pass at least one scene file or folder of scene files"), "\(nothing.all)")
        // No default output folder: a user's package has no `Output/`.
        let noOut = try layoutshot(["render", "."], in: folder.path)
        #expect(noOut.status == 2)
        #expect(noOut.error.contains("--out <dir>"), "\(noOut.all)")
        // The shipped tool has no samples of its own.
        let samples = try layoutshot(["render", ".", "--out", "out", "--swift-samples"], in: folder.path)
        #expect(samples.status == 2, "\(samples.all)")
        #expect(folder.listing().isEmpty)
    }

    @Test func checkPassesOnFreshOutputAndReportsATamperedPicture() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write(smallScene(name: "card"), as: "samples/card.yaml")
        #expect(try layoutshot(["render", "samples", "--out", "out"], in: folder.path).status == 0)
        #expect(try layoutshot(["gallery", "samples", "--out", "out"], in: folder.path).status == 0)

        let fresh = try layoutshot(["check", "samples", "--out", "out", "--gallery"], in: folder.path)
        #expect(fresh.status == 0, "\(fresh.all)")
        #expect(fresh.output.contains("out is current: 5 files of 1 sample match a fresh render"), "\(fresh.all)")

        // Paint a 6 × 4 block into one picture.
        let path = folder.file("out/card-200.png")
        var image = try PNGCodec.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))))
        for y in 10..<14 {
            for x in 30..<36 {
                let offset = (y * image.width + x) * 4
                image.pixels.replaceSubrange(offset..<offset + 4, with: [255, 0, 255, 255])
            }
        }
        try Data(PNGCodec.encode(image)).write(to: URL(fileURLWithPath: path))
        try FileManager.default.removeItem(atPath: folder.file("out/card-widths.png"))

        let artifacts = folder.file("artifacts")
        let stale = try layoutshot(["check", "samples", "--out", "out", "--gallery"], in: folder.path,
                                   environment: ["SNAPSHOT_ARTIFACTS": artifacts])
        #expect(stale.status == 1)
        #expect(stale.error.contains("out is stale: 2 problems"), "\(stale.all)")
        #expect(stale.error.contains("card-200.png: at 200 pt: 24 pixels"))
        #expect(stale.error.contains("the change is inside x 30…35, y 10…13"))
        #expect(stale.error.contains("card-widths.png: missing"))
        #expect(stale.error.contains("diff image: \(artifacts)/card-200.diff.png"))
        #expect(FileManager.default.fileExists(atPath: artifacts + "/card-200.diff.png"))
        #expect(FileManager.default.fileExists(atPath: artifacts + "/card-200.png"))
    }

    @Test func galleryWritesDeterministicMarkdownAndHTML() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write(smallScene(name: "card", title: "A <small> card"), as: "samples/card.yaml")
        try folder.write(smallScene(name: "chip", title: "Chips | tags", widths: [150]), as: "samples/chip.yaml")

        let early = try layoutshot(["gallery", "samples", "--out", "out"], in: folder.path)
        #expect(early.status == 1)
        #expect(early.error.contains("lacks card-120.png"), "\(early.all)")
        #expect(!FileManager.default.fileExists(atPath: folder.file("out/README.md")))

        #expect(try layoutshot(["render", "samples", "--out", "out"], in: folder.path).status == 0)
        let run = try layoutshot(["gallery", "samples", "--out", "out"], in: folder.path)
        #expect(run.status == 0, "\(run.all)")
        #expect(run.output.contains("wrote out/README.md and out/index.html (2 scenes)"), "\(run.all)")
        let markdown = try String(contentsOfFile: folder.file("out/README.md"), encoding: .utf8)
        #expect(markdown.contains("## A \\<small\\> card"))
        #expect(markdown.contains("## Chips \\| tags"))
        #expect(markdown.contains("Scene [`card.yaml`](../samples/card.yaml)"))
        #expect(markdown.contains("![A \\<small\\> card at 120 and 200 points](card-widths.png)"))
        #expect(markdown.contains("Each width: [120 pt](card-120.png) · [200 pt](card-200.png)"))
        #expect(markdown.components(separatedBy: "![").count - 1 == 2, "one picture per sample: its contact sheet")
        #expect(markdown.contains("(chip-150.png)"))
        let html = try String(contentsOfFile: folder.file("out/index.html"), encoding: .utf8)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("<h2><a href=\"#card\">A &lt;small&gt; card</a></h2>"))
        // Each width once, at its true size in points (scale 1: the PNG's pixels).
        let png = try PNGCodec.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: folder.file("out/card-120.png")))))
        #expect(html.contains("<img src=\"card-120.png\" width=\"\(png.width)\" height=\"\(png.height)\""))
        #expect(html.components(separatedBy: "<img ").count - 1 == 3, "card at 120 and 200, chip at 150")
        #expect(html.contains("data.overflow"), "the page reports sideways scrolling for the browser test")
        #expect(!html.contains("http://") && !html.contains("https://"))  // no external assets

        let again = try layoutshot(["gallery", "samples", "--out", "out"], in: folder.path)
        #expect(again.status == 0)
        #expect(try String(contentsOfFile: folder.file("out/README.md"), encoding: .utf8) == markdown)
        #expect(try String(contentsOfFile: folder.file("out/index.html"), encoding: .utf8) == html)
    }

    @Test func aCharacterNoFontDrawsIsAWarningNotAFailure() throws {
        // A character of the supplementary private use area: Inter draws U+E000, no installed font this one.
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write(smallScene(name: "boxes", text: "Hi \u{F0000}"), as: "scenes/boxes.yaml")
        let run = try layoutshot(["render", "scenes", "--out", "out"], in: folder.path)
        #expect(run.status == 0, "\(run.all)")
        #expect(run.error.contains("warning: scenes/boxes.yaml: "), "\(run.all)")
        #expect(run.error.contains("no installed font draws U+F0000 in “Hi \u{F0000}”"), "\(run.all)")
        #expect(run.error.components(separatedBy: "U+F0000").count - 1 == 1, "once, not once per width")
        try folder.write(smallScene(name: "fine", text: "你好 😀"), as: "scenes/boxes.yaml")
        #expect(!(try layoutshot(["render", "scenes", "--out", "out"], in: folder.path)).error.contains("warning"))
    }

    @Test func galleryShowsADarkTwinBesideItsSample() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write(smallScene(name: "card"), as: "samples/card.yaml")
        try folder.write(smallScene(name: "card-dark").replacingOccurrences(of: "  scale: 1", with: "  scale: 1\n  theme: dark"),
                         as: "samples/card-dark.yaml")
        #expect(try layoutshot(["render", "samples", "--out", "out"], in: folder.path).status == 0)
        #expect(try layoutshot(["gallery", "samples", "--out", "out"], in: folder.path).status == 0)
        let html = try String(contentsOfFile: folder.file("out/index.html"), encoding: .utf8)
        #expect(html.components(separatedBy: "<section ").count - 1 == 1, "one entry for the pair")
        #expect(html.contains("<img src=\"card-120.png\"") && html.contains("<img src=\"card-dark-120.png\""))
        // Light and dark of one width share a figure and its caption.
        let figure = try #require(html.components(separatedBy: "<figure>").dropFirst().first)
        #expect(figure.contains("card-120.png") && figure.contains("card-dark-120.png") && figure.contains("light | dark"))
        let markdown = try String(contentsOfFile: folder.file("out/README.md"), encoding: .utf8)
        #expect(markdown.contains("**Light**") && markdown.contains("**Dark**") && markdown.contains("(card-dark-widths.png)"))
        #expect(markdown.contains("Fixed colours (the same in light and dark): `blue`"))
    }

    @Test func theRepositorysSamplesRenderThroughTheirOwnExecutable() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let binary = try #require(BuiltProduct.url("layoutshot-samples"), "swift build --build-tests builds layoutshot-samples")
        // A usage error names the three commands.
        let usage = try runChildProcess(binary, arguments: ["draw"], currentDirectory: URL(fileURLWithPath: folder.path))
        #expect(usage.status == 2)
        #expect(usage.stderr.contains("layoutshot-samples render [--force]") && usage.stderr.contains("layoutshot-samples check"))
        // Run from any folder, it checks the repository's Output/ (found from its own source's place).
        let check = try runChildProcess(binary, arguments: ["check"], currentDirectory: URL(fileURLWithPath: folder.path))
        #expect(check.status == 0, "\(check.stdout)\n\(check.stderr)")
        #expect(check.stdout.contains("Output is current: "), "\(check.stdout)")
        #expect(check.stdout.contains("of \(SceneFiles.expand([BuiltProduct.packageRoot.path + "/Samples"]).count + SwiftSamples.all.count) samples"))
    }
}
