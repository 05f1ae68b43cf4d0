import Foundation
import LayoutshotGraphics
import LayoutshotPixels
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
        #expect(try layoutshot(["gallery", "--samples", "scenes", "--out", "out"], in: folder.path).status == 0)

        // Each shard checks its own scenes; the first also checks the gallery pages.
        let checkFirst = try layoutshot(["check", "--samples", "scenes", "--out", "out", "--shard", "1/2"], in: folder.path)
        #expect(checkFirst.status == 0, "\(checkFirst.all)")
        #expect(checkFirst.output.contains("6 files of 2 samples"), "\(checkFirst.all)")
        let checkSecond = try layoutshot(["check", "--samples", "scenes", "--out", "out", "--shard", "2/2"], in: folder.path)
        #expect(checkSecond.output.contains("2 files of 1 samples"), "\(checkSecond.all)")

        let bad = try layoutshot(["render", "scenes", "--shard", "3/2"], in: folder.path)
        #expect(bad.status == 2)
        #expect(bad.error.components(separatedBy: "--shard 3/2: i must be 1…n").count == 2, "printed once: \(bad.error)")
    }

    @Test func checkNamesTheUsersOwnCommandAndHonoursThreshold() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write(smallScene(name: "card", widths: [120]), as: "ui/card.yaml")
        #expect(try layoutshot(["render", "ui", "--out", "shots"], in: folder.path).status == 0)
        #expect(try layoutshot(["gallery", "--samples", "ui", "--out", "shots"], in: folder.path).status == 0)
        // No Layoutshot samples unless asked: the user's one scene is all there is.
        let current = try layoutshot(["check", "--samples", "ui", "--out", "shots"], in: folder.path)
        #expect(current.status == 0, "\(current.all)")
        #expect(current.output.contains("of 1 samples"), "\(current.all)")

        // A slightly different colour: over the 0.1 threshold, under 0.5.
        let path = folder.file("shots/card-120.png")
        var image = try PNGCodec.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))))
        for y in 0..<4 { for x in 0..<4 { image[x, y] = RGBA(r: 200, g: 200, b: 200) } }
        try Data(PNGCodec.encode(image)).write(to: URL(fileURLWithPath: path))
        let stale = try layoutshot(["check", "--samples", "ui", "--out", "shots", "--threshold", "0"], in: folder.path)
        #expect(stale.status == 1, "\(stale.all)")
        #expect(stale.error.contains("to update: layoutshot render ui --out shots --force && layoutshot gallery --samples ui --out shots"),
                "\(stale.all)")
        #expect(!stale.all.contains("Scripts/render-samples"))
        let lenient = try layoutshot(["check", "--samples", "ui", "--out", "shots", "--threshold", "0.5"], in: folder.path)
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
}
