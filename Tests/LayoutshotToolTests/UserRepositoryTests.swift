import Foundation
import LayoutshotGraphics
import LayoutshotPixels
import LayoutshotTestSupport
import LayoutshotTool
import Testing

/// The command on a user's repository: no Layoutshot samples unless asked, `--version`, shards,
/// `check --threshold`, `frames` as JSON, and each error printed once.
@MainActor
@Suite struct UserRepositoryTests {
    @Test func shardsPartitionTheItemsEvenly() throws {
        let names = (1...11).map { "scene\($0)" }.shuffled()
        var seen: [String] = []
        for index in 1...4 {
            let shard = try #require(Shard(index: index, count: 4))
            let part = shard.select(names) { $0 }
            #expect(part.count == 2 || part.count == 3, "shard \(shard) has \(part)")
            seen += part
        }
        #expect(seen.sorted() == names.sorted())
        #expect(try Shard(parsing: "2/4") == Shard(index: 2, count: 4))
        #expect(throws: ShardError.self) { try Shard(parsing: "0/4") }
        #expect(throws: ShardError.self) { try Shard(parsing: "5/4") }
        #expect(throws: ShardError.self) { try Shard(parsing: "two") }
    }

    @Test func versionIsTheToolsVersion() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let run = try layoutshot(["--version"], in: folder.path)
        #expect(run.status == 0)
        #expect(run.output == ToolVersion.version + "\n")
    }

    @Test func renderAndCheckSplitIntoShards() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        for name in ["a", "b", "c"] { try folder.write(smallScene(name: name, widths: [120]), as: "scenes/\(name).yaml") }
        let first = try layoutshot(["render", "scenes", "--out", "out", "--shard", "1/2"], in: folder.path)
        #expect(first.status == 0, "\(first.all)")
        #expect(first.output.contains("rendered a:") && first.output.contains("rendered c:") && !first.output.contains("rendered b:"),
                "\(first.all)")
        let second = try layoutshot(["render", "scenes", "--out", "out", "--shard", "2/2"], in: folder.path)
        #expect(second.output.contains("rendered b:") && !second.output.contains("rendered a:"), "\(second.all)")
        #expect(try layoutshot(["gallery", "scenes", "--out", "out"], in: folder.path).status == 0)

        // Each shard checks its own scenes; the first also checks the gallery pages.
        let checkFirst = try layoutshot(["check", "scenes", "--out", "out", "--gallery", "--shard", "1/2"], in: folder.path)
        #expect(checkFirst.status == 0, "\(checkFirst.all)")
        #expect(checkFirst.output.contains("6 files of 2 samples"), "\(checkFirst.all)")
        let checkSecond = try layoutshot(["check", "scenes", "--out", "out", "--gallery", "--shard", "2/2"], in: folder.path)
        #expect(checkSecond.output.contains("2 files of 1 sample match"), "\(checkSecond.all)")

        let bad = try layoutshot(["render", "scenes", "--out", "out", "--shard", "3/2"], in: folder.path)
        #expect(bad.status == 2)
        #expect(bad.error.components(separatedBy: "--shard 3/2: i must be 1…n").count == 2, "printed once: \(bad.error)")
    }

    @Test func checkNamesTheUsersOwnCommandAndHonoursThreshold() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write(smallScene(name: "card", widths: [120]), as: "ui/card.yaml")
        #expect(try layoutshot(["render", "ui", "--out", "shots"], in: folder.path).status == 0)
        #expect(try layoutshot(["gallery", "ui", "--out", "shots"], in: folder.path).status == 0)
        // No Layoutshot samples unless asked: the user's one scene is all there is.
        let current = try layoutshot(["check", "ui", "--out", "shots", "--gallery"], in: folder.path)
        #expect(current.status == 0, "\(current.all)")
        #expect(current.output.contains("shots is current: 4 files of 1 sample match"), "\(current.all)")
        // Without --gallery the pages are not compared: a folder without them (or with pages written
        // from more scenes than these) is current when its pictures are.
        try FileManager.default.removeItem(atPath: folder.file("shots/index.html"))
        let picturesOnly = try layoutshot(["check", "ui", "--out", "shots"], in: folder.path)
        #expect(picturesOnly.status == 0, "\(picturesOnly.all)")
        #expect(picturesOnly.output.contains("shots is current: 2 files of 1 sample match"), "\(picturesOnly.all)")

        // A slightly different colour: over the 0.1 threshold, under 0.5.
        let path = folder.file("shots/card-120.png")
        var image = try PNGCodec.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))))
        for y in 0..<4 { for x in 0..<4 { image[x, y] = RGBA(r: 200, g: 200, b: 200) } }
        try Data(PNGCodec.encode(image)).write(to: URL(fileURLWithPath: path))
        let stale = try layoutshot(["check", "ui", "--out", "shots", "--threshold", "0"], in: folder.path)
        #expect(stale.status == 1, "\(stale.all)")
        // The binary was started by its path (as a test runs it): the hint repeats that path.
        let binary = try #require(BuiltProduct.url("layoutshot")).path
        #expect(stale.error.contains("to update: \(binary) render ui --out shots --force"), "\(stale.all)")
        #expect(!stale.error.contains("gallery"), "the pages were not compared, so not suggested: \(stale.all)")
        #expect(!stale.all.contains("Scripts/render-samples"))
        let lenient = try layoutshot(["check", "ui", "--out", "shots", "--threshold", "0.5"], in: folder.path)
        #expect(lenient.status == 0, "\(lenient.all)")
    }

    @Test func framesPrintsTheComputedFramesAsJSON() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write(smallScene(name: "card", widths: [120, 200]), as: "card.yaml")
        let run = try layoutshot(["frames", "card.yaml", "--widths", "160"], in: folder.path)
        #expect(run.status == 0, "\(run.all)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        #expect(json["scene"] as? String == "card")
        let layouts = try #require(json["layouts"] as? [[String: Any]])
        #expect(layouts.count == 1)
        #expect(layouts[0]["width"] as? Double == 160)
        let nodes = try #require(layouts[0]["nodes"] as? [[String: Any]])
        // padding(8) around an HStack: the stack sits 8 points in (SwiftUI's `padding(_:)` insets
        // its content by the length on every edge, Apple's documentation), and the blue colour in
        // its fixed 20×20 frame leads the stack.
        let frames = nodes.map { ($0["kind"] as? String ?? "", $0["frame"] as? [String: Double] ?? [:]) }
        #expect(frames.first?.0 == "padding")
        let stack = try #require(frames.first { $0.0 == "hstack" }?.1)
        #expect(stack["x"] == 8 && stack["y"] == 8)
        let colour = try #require(frames.first { $0.0 == "color" }?.1)
        #expect(colour["width"] == 20 && colour["height"] == 20 && colour["x"] == 8)
        // Same scene, same bytes.
        #expect(try layoutshot(["frames", "card.yaml", "--widths", "160"], in: folder.path).output == run.output)

        let missing = try layoutshot(["frames", "nope.yaml"], in: folder.path)
        #expect(missing.status == 2)
        #expect(missing.error.components(separatedBy: "nope.yaml").count == 2, "printed once: \(missing.error)")
    }

    @Test func framesOfAFolderPrintAnArrayOfEveryScene() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write(smallScene(name: "a", widths: [120]), as: "ui/a.yaml")
        try folder.write(smallScene(name: "b", widths: [120]), as: "ui/b.yaml")
        let run = try layoutshot(["frames", "ui"], in: folder.path)
        #expect(run.status == 0, "\(run.all)")
        let documents = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: Any]], "\(run.all)")
        #expect(documents.map { $0["scene"] as? String } == ["a", "b"])
        // Each element is the object `frames` prints for that file alone.
        let alone = try layoutshot(["frames", "ui/a.yaml"], in: folder.path)
        let single = try #require(try JSONSerialization.jsonObject(with: Data(alone.output.utf8)) as? NSDictionary)
        #expect(single == documents[0] as NSDictionary)

        // A folder of no scenes, and an unreadable scene among good ones: the file and the fix, no Foundation codes.
        try FileManager.default.createDirectory(atPath: folder.file("empty"), withIntermediateDirectories: true)
        let empty = try layoutshot(["frames", "empty"], in: folder.path)
        #expect(empty.status == 2 && empty.error.contains("No scene files (.yaml, .yml, .json) in empty"), "\(empty.all)")
        try folder.write("view: [", as: "ui/c.yaml")
        let broken = try layoutshot(["frames", "ui"], in: folder.path)
        #expect(broken.status == 1 && broken.output.isEmpty, "\(broken.all)")
        #expect(broken.error.hasPrefix("ui/c.yaml:"), "\(broken.all)")
        #expect(!broken.all.contains("NSCocoaErrorDomain"))
    }

    @Test func everyCommandTakesPathsAndHelpShowsEachDefaultOnce() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        for command in ["render", "check", "gallery", "frames"] {
            let help = try layoutshot(["help", command], in: folder.path)
            #expect(help.output.contains("<path> ..."), "\(command): \(help.all)")
            #expect(!help.output.contains("--samples") && !help.output.contains("--swift-samples"), "\(command): \(help.output)")
            #expect(!help.output.contains(").  (default:") && !help.output.contains("). (default:"), "\(command): \(help.output)")
        }
        // The help wraps at 80 columns: compare with runs of white space made one space.
        let render = try layoutshot(["help", "render"], in: folder.path).output
            .split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
        #expect(render.contains("(default: every core)") && !render.contains("(default: \(ProcessInfo.processInfo.activeProcessorCount))"),
                "\(render)")
    }

    /// The README's prebuilt path: the binary copied out of the build folder onto the `PATH` and run
    /// by name in a folder far from this checkout (it needs no file of the build folder), its hints
    /// naming it as typed. (The README builds it with `-c release`; the copy here is the test build's.)
    @Test func theBinaryWorksCopiedOntoThePathAndRunByName() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let built = try #require(BuiltProduct.url("layoutshot"))
        try FileManager.default.createDirectory(atPath: folder.file("bin"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: built.path, toPath: folder.file("bin/layoutshot"))
        try folder.write(smallScene(name: "card", widths: [120]), as: "work/ui/card.yaml")
        let path = folder.file("bin") + ":/usr/bin:/bin"
        func shell(_ line: String) throws -> ChildProcessResult {
            try runChildProcess(URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", line], environment: ["PATH": path, "HOME": folder.path],
                                currentDirectory: URL(fileURLWithPath: folder.file("work")))
        }
        let render = try shell("layoutshot render ui --out shots")
        #expect(render.status == 0, "\(render.stdout)\n\(render.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.file("work/shots/card-120.png")))
        let stale = try shell("layoutshot check ui --out shots --widths 121")
        #expect(stale.status == 1, "\(stale.stdout)\n\(stale.stderr)")
        #expect(stale.stderr.contains("to update: layoutshot render ui --widths 121 --out shots --force"), "\(stale.stderr)")
    }

    @Test func suggestedCommandsRepeatHowTheToolWasStarted() {
        #expect(Invocation.commandName(arguments0: "layoutshot", currentDirectory: "/home/me/app") == "layoutshot")
        #expect(Invocation.commandName(arguments0: "./bin/layoutshot", currentDirectory: "/home/me/app") == "./bin/layoutshot")
        #expect(Invocation.commandName(arguments0: "/home/me/app/.build/x86_64-unknown-linux-gnu/debug/layoutshot",
                                       currentDirectory: "/home/me/app") == "swift run layoutshot")
        #expect(Invocation.commandName(arguments0: "/home/me/app/.build/x86_64-unknown-linux-gnu/release/layoutshot",
                                       currentDirectory: "/home/me/app/") == "swift run -c release layoutshot")
        #expect(Invocation.commandName(arguments0: "/opt/tools/layoutshot", currentDirectory: "/home/me/app") == "/opt/tools/layoutshot")
    }
}
