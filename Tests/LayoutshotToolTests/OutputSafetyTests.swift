import Foundation
import LayoutshotRender
import LayoutshotTestSupport
import LayoutshotTool
import Testing

/// What `layoutshot render` guarantees about its output folder when renders crash, overlap or
/// meet a crafted cache: the files and the cache agree, the next render finishes or repeats what
/// is stale, and nothing the render did not write is deleted.
@MainActor
@Suite(.serialized) struct OutputSafetyTests {
    /// Six scenes of four widths in PNG and SVG (30 files): slow enough that kills land mid-render.
    static func writeScenes(in folder: TemporaryFolder, as subfolder: String, text: String) throws {
        for index in 0..<6 {
            try folder.write(smallScene(name: "scene\(index)", widths: [120, 160, 200, 240], formats: "[png, svg]",
                                        text: "\(text) \(index)"),
                             as: "\(subfolder)/scene\(index).yaml")
        }
    }

    /// The cache of `out`, decoded.
    static func cache(_ out: String) throws -> RenderCache {
        try JSONDecoder().decode(RenderCache.self, from: Data(contentsOf: URL(fileURLWithPath: out + "/" + RenderCache.fileName)))
    }

    /// Every entry that is not pending names files that hold exactly the bytes it records.
    static func expectFilesMatchTheCache(_ out: String, _ comment: String) throws {
        let cache = try cache(out)
        for (scene, entry) in cache.scenes where entry.pending == nil {
            for file in entry.files {
                let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: out + "/" + file.name)))
                #expect(RenderCache.File(name: file.name, bytes: bytes).sha256 == file.sha256,
                        "\(comment): \(scene)'s \(file.name) is not what the cache records")
            }
        }
    }

    /// The files of `out` except the cache, by name, with their bytes.
    static func contents(_ out: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: out) where name != RenderCache.fileName {
            files[name] = try Data(contentsOf: URL(fileURLWithPath: out + "/" + name))
        }
        return files
    }

    @Test func rendersKilledAtRandomMomentsLeaveNothingStaleOnceTheNextRunFinishes() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try Self.writeScenes(in: folder, as: "light", text: "Light")
        try Self.writeScenes(in: folder, as: "dark", text: "Dark")
        let reference = try layoutshot(["render", "light", "--out", "reference"], in: folder.path)
        #expect(reference.status == 0, "\(reference.all)")
        let binary = try #require(BuiltProduct.url("layoutshot"))

        var generator = SeededGenerator(seed: 15)
        var killed = 0
        for round in 0..<10 {
            // Alternate the sources, so every render replaces every file with different bytes.
            let process = Process()
            process.executableURL = binary
            process.arguments = ["render", round.isMultiple(of: 2) ? "dark" : "light", "--out", "out", "--jobs", "2"]
            process.currentDirectoryURL = folder.url
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            usleep(UInt32.random(in: 20_000...900_000, using: &generator))
            if process.isRunning {
                kill(process.processIdentifier, SIGKILL)
                killed += 1
            }
            process.waitUntilExit()
            if FileManager.default.fileExists(atPath: folder.file("out/" + RenderCache.fileName)) {
                try Self.expectFilesMatchTheCache(folder.file("out"), "after round \(round)")
            }
        }
        #expect(killed >= 5, "most renders should have been killed mid-way (\(killed) of 10)")

        let last = try layoutshot(["render", "light", "--out", "out"], in: folder.path)
        #expect(last.status == 0, "\(last.all)")
        try Self.expectFilesMatchTheCache(folder.file("out"), "after the last render")
        #expect(try Self.cache(folder.file("out")).scenes.values.allSatisfy { $0.pending == nil })
        // Exactly the files of a render into an empty folder, byte for byte: no temporary files,
        // no file of the dark scenes.
        let (out, expected) = (try Self.contents(folder.file("out")), try Self.contents(folder.file("reference")))
        #expect(out.keys.sorted() == expected.keys.sorted())
        #expect(out.filter { expected[$0.key] != $0.value }.keys.sorted() == [])
        // And the cache is believed now.
        let again = try layoutshot(["render", "light", "--out", "out"], in: folder.path)
        #expect(again.output.contains("0 rendered, 6 unchanged"), "\(again.all)")
    }

    @Test func twoRendersOfOneFolderAtOnceTakeTurns() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try Self.writeScenes(in: folder, as: "light", text: "Light")
        try Self.writeScenes(in: folder, as: "dark", text: "Dark")
        for source in ["light", "dark"] {
            let reference = try layoutshot(["render", source, "--out", "reference-\(source)"], in: folder.path)
            #expect(reference.status == 0, "\(reference.all)")
        }
        for round in 0..<3 {
            let firstStatus = StatusBox()
            let first = DispatchWorkItem {
                firstStatus.value = (try? layoutshot(["render", "light", "--out", "out"], in: folder.path))?.status
            }
            DispatchQueue.global().async(execute: first)
            usleep(UInt32(round) * 150_000)
            let second = try layoutshot(["render", "dark", "--out", "out"], in: folder.path)
            #expect(second.status == 0, "\(second.all)")
            first.wait()
            #expect(firstStatus.value == 0)
            try Self.expectFilesMatchTheCache(folder.file("out"), "round \(round)")
            // Whichever finished last, a render of either source now ends with exactly its files.
            for source in ["light", "dark"] {
                let check = try layoutshot(["render", source, "--out", "out"], in: folder.path)
                #expect(check.status == 0, "\(check.all)")
                #expect(try Self.contents(folder.file("out")) == Self.contents(folder.file("reference-\(source)")),
                        "round \(round): \(source) is not what a fresh render writes")
            }
        }
    }

    @Test func aSecondRenderWaitsForTheFirstAndSaysSo() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try Self.writeScenes(in: folder, as: "light", text: "Light")
        try FileManager.default.createDirectory(atPath: folder.file("out"), withIntermediateDirectories: true)
        // Hold the folder's lock as a render would.
        let descriptor = open(folder.file("out"), O_RDONLY | O_DIRECTORY)
        #expect(flock(descriptor, LOCK_EX) == 0)
        let released = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            usleep(700_000)
            close(descriptor)
            released.signal()
        }
        let run = try layoutshot(["render", "light", "--out", "out"], in: folder.path)
        released.wait()
        #expect(run.status == 0, "\(run.all)")
        #expect(run.error.contains("waiting for another render of out to finish"), "\(run.all)")
        #expect(run.output.contains("6 rendered"))
    }

    @Test func aCraftedCacheCannotMakeARenderDeleteOrTrustOtherFiles() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write(smallScene(name: "card"), as: "scenes/card.yaml")
        try folder.write("mine", as: "out/notes.txt")
        try folder.write("mine too", as: "out/README.md")
        try folder.write("a picture of mine", as: "out/card-120.png.bak")
        let crafted = RenderCache(scenes: [
            "card": RenderCache.Entry(hash: "0", files: [RenderCache.File(name: "notes.txt", sha256: "0")],
                                      obsolete: ["README.md"]),
            "README": RenderCache.Entry(hash: "0", files: [RenderCache.File(name: "README.md", sha256: "0")]),
            "../x": RenderCache.Entry(hash: "0", files: [RenderCache.File(name: "../x-120.png", sha256: "0")]),
            "other": RenderCache.Entry(hash: "0", files: [RenderCache.File(name: "other-120.png", sha256: "0")],
                                       pending: [RenderCache.PendingFile(temporary: "notes.txt", name: "other-120.png")],
                                       obsolete: ["card-120.png.bak"]),
        ])
        let encoder = JSONEncoder()
        try encoder.encode(crafted).write(to: URL(fileURLWithPath: folder.file("out/" + RenderCache.fileName)))

        let run = try layoutshot(["render", "scenes", "--out", "out"], in: folder.path)
        #expect(run.status == 0, "\(run.all)")
        #expect(try String(contentsOfFile: folder.file("out/notes.txt"), encoding: .utf8) == "mine")
        #expect(try String(contentsOfFile: folder.file("out/README.md"), encoding: .utf8) == "mine too")
        #expect(FileManager.default.fileExists(atPath: folder.file("out/card-120.png.bak")))
        #expect(FileManager.default.fileExists(atPath: folder.file("out/card-widths.png")))
        // Renders that removed a width delete only that scene's own files.
        try folder.write(smallScene(name: "card", widths: [120]), as: "scenes/card.yaml")
        let narrower = try layoutshot(["render", "scenes", "--out", "out"], in: folder.path)
        #expect(narrower.status == 0, "\(narrower.all)")
        #expect(!FileManager.default.fileExists(atPath: folder.file("out/card-200.png")))
        #expect(FileManager.default.fileExists(atPath: folder.file("out/notes.txt")))
    }

    @Test func temporaryFilesOfDeadRendersAreRemovedAndNoOthers() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write(smallScene(name: "card"), as: "scenes/card.yaml")
        // Process 4194305 is above Linux's largest process id: certainly not running.
        let debris = ".card-120.png.layoutshot-4194305-3k9x.tmp"
        let live = ".README.md.layoutshot-1-abc.tmp" // process 1 is running: not ours to remove
        let unrelated = [".card-120.png.4k2j.tmp", ".notes.tmp", "card-120.png.layoutshot-4194305-3k9x.tmp"]
        for name in [debris, live] + unrelated { try folder.write("x", as: "out/" + name) }
        let run = try layoutshot(["render", "scenes", "--out", "out"], in: folder.path)
        #expect(run.status == 0, "\(run.all)")
        #expect(!FileManager.default.fileExists(atPath: folder.file("out/" + debris)))
        for name in [live] + unrelated {
            #expect(FileManager.default.fileExists(atPath: folder.file("out/" + name)), "\(name) was removed")
        }
    }
}

private final class StatusBox: @unchecked Sendable {
    // SAFETY (`@unchecked Sendable`): written by one work item, read after `wait()` on it.
    var value: Int32?
}
