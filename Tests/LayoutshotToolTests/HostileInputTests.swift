import Foundation
import LayoutshotGraphics
import LayoutshotPixels
import LayoutshotTestSupport
import LayoutshotTool
import Testing

/// Inputs that used to hang, abort or take minutes (issue 31, found by a probe of the release
/// build): each runs the `layoutshot` binary as a user would, under an address-space limit and a
/// timeout, so that a regression fails the test instead of hanging or killing the test runner.
@Suite struct HostileInputTests {
    /// Runs `layoutshot arguments` in `directory` under `ulimit -v` (KB) and `timeout` (seconds);
    /// exit status 124 means it timed out.
    func boundedLayoutshot(_ arguments: [String], in directory: String, memoryKB: Int = 2_000_000,
                           seconds: Int = 60) throws -> Run {
        let binary = try #require(BuiltProduct.url("layoutshot"), "the layoutshot binary was not built (swift build --build-tests builds it)")
        var env = ProcessInfo.processInfo.environment
        env.removeValue(forKey: "SNAPSHOT_ARTIFACTS")
        let script = "ulimit -v \(memoryKB); exec timeout \(seconds) \"$0\" \"$@\""
        let result = try runChildProcess(URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", script, binary.path] + arguments,
                                         environment: env, currentDirectory: URL(fileURLWithPath: directory))
        return Run(status: result.status, output: result.stdout, error: result.stderr)
    }

    @Test func diffRefusesWhatIsNotARegularFileOfSaneSize() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let good = folder.file("good.png")
        try Data(PNGCodec.encode(RGBAImage(width: 4, height: 4, fill: .white))).write(to: URL(fileURLWithPath: good))
        let pipe = folder.file("pipe.png")
        try HostileFiles.makeFIFO(atPath: pipe)
        // 3 GB, sparse (no disk used), starting with the PNG signature: reserved whole before.
        let sparse = folder.file("sparse.png")
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]).write(to: URL(fileURLWithPath: sparse))
        #expect(truncate(sparse, 3_000_000_000) == 0)
        try FileManager.default.createDirectory(atPath: folder.file("folder.png"), withIntermediateDirectories: false)
        let cases: [(String, String)] = [
            (pipe, "it is a named pipe (FIFO), not a regular file"),
            ("/dev/zero", "it is a character device, not a regular file"),
            (sparse, "the file is 3000000000 bytes, over the limit of 268435456 bytes (256 MiB)"),
            (folder.file("folder.png"), "it is a directory, not a regular file"),
        ]
        for (path, reason) in cases {
            for arguments in [["diff", path, good], ["diff", good, path]] {
                let run = try boundedLayoutshot(arguments, in: folder.path, memoryKB: 1_000_000, seconds: 30)
                #expect(run.status == 2, "\(arguments): exit \(run.status) \(run.all)")
                #expect(run.error.contains("cannot read \(path): \(reason)"), "\(arguments): \(run.all)")
            }
        }
    }

    @Test func diffRefusesImageDataThatInflatesPastTheImage() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let bomb = folder.file("bomb.png"), good = folder.file("good.png")
        try Data(HostileFiles.inflatingPNG()).write(to: URL(fileURLWithPath: bomb))
        try Data(PNGCodec.encode(RGBAImage(width: 1, height: 1, fill: .clear))).write(to: URL(fileURLWithPath: good))
        // It took 38 s (16 GiB inflated) and then matched; now it is refused at once.
        let run = try boundedLayoutshot(["diff", bomb, good], in: folder.path, memoryKB: 1_000_000, seconds: 30)
        #expect(run.status == 2, "exit \(run.status) \(run.all)")
        #expect(run.error.contains("cannot decode \(bomb): PNG decoding failed: the image data inflates to more than the 1×1 image's 5 bytes"), "\(run.all)")
    }

    @Test func diffOfTwoLargeLegalPicturesWritesAPictureWithinTheRenderersLimits() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        // Two 16,384-pixel-wide pictures: side by side at full size 49,156 pixels wide (the
        // probe's 16,384×6,103 pair made a 2.4 GB picture), over the renderer's 16,384-pixel side.
        // 256 rows keep the test quick; the width decides the scale.
        let first = folder.file("a.png"), second = folder.file("b.png")
        let large = HostileFiles.zeroPNG(width: 16_384, height: 256)
        try Data(large).write(to: URL(fileURLWithPath: first))
        try Data(large).write(to: URL(fileURLWithPath: second))
        let run = try boundedLayoutshot(["diff", first, second, "--output", folder.file("diff.png")], in: folder.path,
                                        memoryKB: 4_000_000, seconds: 120)
        #expect(run.status == 0, "exit \(run.status) \(run.all)")
        #expect(run.output.contains("Diff image (expected | diff | actual; scaled 1:4)"), "\(run.all)")
        let size = try PNGCodec.size(of: PNGFile.bytes(atPath: folder.file("diff.png")))
        #expect(size.width <= 16_384 && size.height <= 16_384 && size.width * size.height <= 100_000_000, "\(size)")
        #expect(size.width == 3 * 4_096 + 4 && size.height == 64, "\(size)")
    }

    @Test func checkRefusesAPipeOrAnInflatingFileInTheOutputFolder() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write(smallScene(name: "card", widths: [120]), as: "Samples/card.yaml")
        let render = try layoutshot(["render", "Samples", "--out", "Output"], in: folder.path)
        #expect(render.status == 0, "\(render.all)")
        let picture = folder.file("Output/card-120.png")
        try FileManager.default.removeItem(atPath: picture)
        try HostileFiles.makeFIFO(atPath: picture)
        // A named pipe used to hang the check for ever: now exit 2, naming the file.
        var run = try boundedLayoutshot(["check", "Samples", "--out", "Output"], in: folder.path,
                                        seconds: 60)
        #expect(run.status == 2, "exit \(run.status) \(run.all)")
        #expect(run.error.contains("card-120.png: cannot read: it is a named pipe (FIFO), not a regular file (remove it and render card again)"), "\(run.all)")
        // The inflating file is refused as corrupt (a stale picture: exit 1), quickly.
        try FileManager.default.removeItem(atPath: picture)
        try Data(HostileFiles.inflatingPNG()).write(to: URL(fileURLWithPath: picture))
        run = try boundedLayoutshot(["check", "Samples", "--out", "Output"], in: folder.path,
                                    seconds: 60)
        #expect(run.status == 1, "exit \(run.status) \(run.all)")
        #expect(run.error.contains("card-120.png: cannot compare: PNG decoding failed: the image data inflates to more than"), "\(run.all)")
    }

    @Test func sceneImagesCannotNameFilesOutsideTheScenesFolder() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        // A picture outside the scene's folder, reachable by `..`, an absolute path and a link.
        try FileManager.default.createDirectory(atPath: folder.file("elsewhere"), withIntermediateDirectories: true)
        let secret = folder.file("elsewhere/private.png")
        try Data(PNGCodec.encode(RGBAImage(width: 3, height: 3, fill: .black))).write(to: URL(fileURLWithPath: secret))
        try FileManager.default.createDirectory(atPath: folder.file("Samples/scenes"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.file("Samples/scenes/linked.png"), withDestinationPath: secret)
        func scene(_ image: String) -> String {
            "name: pic\nrender: {widths: [40], scale: 1}\nview:\n  image: {name: \"\(image)\"}\n"
        }
        let cases: [(String, String)] = [
            ("../../elsewhere/private", "the image name '../../elsewhere/private' leaves the scene's folder with '..'"),
            (secret.replacingOccurrences(of: ".png", with: ""), "is an absolute path"),
            ("linked", "the image 'linked' is Samples/scenes/linked.png, a symbolic link to"),
        ]
        for (name, message) in cases {
            let sceneFile = try folder.write(scene(name), as: "Samples/scenes/pic.yaml")
            let run = try boundedLayoutshot(["render", "Samples/scenes/pic.yaml", "--out", "Output"], in: folder.path, seconds: 60)
            #expect(run.status != 0, "\(name): \(run.all)")
            #expect(run.all.contains("Samples/scenes/pic.yaml:4:"), "\(name): the place: \(run.all)")
            #expect(run.all.contains(message), "\(name): \(run.all)")
            #expect(!FileManager.default.fileExists(atPath: folder.file("Output/pic-40.png")), "\(name): nothing rendered")
            _ = sceneFile
        }
    }

    @Test func aHugeOrCraftedRenderCacheIsIgnoredOrTrimmed() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write(smallScene(name: "card", widths: [120]), as: "Samples/card.yaml")
        var run = try layoutshot(["render", "Samples", "--out", "Output"], in: folder.path)
        #expect(run.status == 0, "\(run.all)")
        let cachePath = folder.file("Output/" + RenderCache.fileName)
        let real = try #require(try? JSONDecoder().decode(RenderCache.self, from: Data(contentsOf: URL(fileURLWithPath: cachePath))))

        // 50,000 made-up scenes (about 10 MB): over the 8 MiB limit, the cache is ignored: the
        // scene renders again and the cache written back holds only it.
        var crafted = real
        let entry = try #require(real.scenes["card"])
        for index in 0..<50_000 {
            crafted.scenes["made-up-\(index)"] = RenderCache.Entry(hash: entry.hash, files: [RenderCache.File(name: "made-up-\(index)-120.png", sha256: entry.files[0].sha256)])
        }
        try JSONEncoder().encode(crafted).write(to: URL(fileURLWithPath: cachePath))
        #expect(try FileManager.default.attributesOfItem(atPath: cachePath)[.size] as! Int > RenderCache.maximumFileSize)
        run = try boundedLayoutshot(["render", "Samples", "--out", "Output"], in: folder.path, memoryKB: 2_000_000, seconds: 60)
        #expect(run.status == 0, "\(run.all)")
        var written = try JSONDecoder().decode(RenderCache.self, from: Data(contentsOf: URL(fileURLWithPath: cachePath)))
        #expect(Set(written.scenes.keys) == ["card"])

        // A small crafted cache: entries for scenes not rendered that describe no file go; the
        // scene itself is still skipped as current.
        crafted = real
        for index in 0..<100 {
            crafted.scenes["made-up-\(index)"] = RenderCache.Entry(hash: entry.hash, files: [RenderCache.File(name: "made-up-\(index)-120.png", sha256: entry.files[0].sha256)])
        }
        try JSONEncoder().encode(crafted).write(to: URL(fileURLWithPath: cachePath))
        run = try boundedLayoutshot(["render", "Samples", "--out", "Output"], in: folder.path, seconds: 60)
        #expect(run.status == 0, "\(run.all)")
        written = try JSONDecoder().decode(RenderCache.self, from: Data(contentsOf: URL(fileURLWithPath: cachePath)))
        #expect(Set(written.scenes.keys) == ["card"])

        // A named pipe as the cache is not waited on.
        try FileManager.default.removeItem(atPath: cachePath)
        try HostileFiles.makeFIFO(atPath: cachePath)
        run = try boundedLayoutshot(["render", "Samples", "--out", "Output"], in: folder.path, seconds: 60)
        #expect(run.status == 0, "exit \(run.status) \(run.all)")
    }
}
