import Foundation
import LayoutshotGraphics
import LayoutshotPixels
import LayoutshotTestSupport
import LayoutshotTesting
import LayoutshotTool
import Testing

/// Crafted PNG files for the `diff` command: a 40×30 picture, the same picture, one pixel
/// changed, a faint tint, another size, a text file and a truncated PNG.
struct DiffFiles {
    let sandbox: Sandbox
    var dir: String { sandbox.root }
    var expected: String { dir + "/expected.png" }
    var same: String { dir + "/same.png" }
    var onePixel: String { dir + "/one-pixel.png" }
    var faint: String { dir + "/faint.png" }
    var wider: String { dir + "/wider.png" }
    var text: String { dir + "/notes.txt" }
    var truncated: String { dir + "/truncated.png" }
    var missing: String { dir + "/missing.png" }

    init() throws {
        sandbox = try Sandbox()
        var base = RGBAImage(width: 40, height: 30, fill: .white)
        base = painted(base, x: 5, y: 5, width: 20, height: 10, color: RGBA(r: 30, g: 90, b: 200))
        try writePNG(base, to: expected)
        try writePNG(base, to: same)
        try writePNG(painted(base, x: 33, y: 21, width: 1, height: 1, color: .black), to: onePixel)
        try writePNG(painted(base, x: 30, y: 2, width: 5, height: 4, color: RGBA(r: 250, g: 250, b: 255)), to: faint)
        try writePNG(RGBAImage(width: 41, height: 30, fill: .white), to: wider)
        try Data("hello".utf8).write(to: URL(fileURLWithPath: text))
        let bytes = try PNGCodec.encode(base)
        try Data(bytes.prefix(bytes.count / 2)).write(to: URL(fileURLWithPath: truncated))
    }
}

@MainActor
@Suite struct DiffCommandTests {
    @Test func matchExitsZero() throws {
        let files = try DiffFiles()
        defer { files.sandbox.cleanUp() }
        let outcome = DiffCommand.run(expected: files.expected, actual: files.same)
        #expect(outcome.exitCode == 0)
        #expect(outcome.output == "Images match (40×30, threshold 0.1): 0 pixels (ratio 0.0000 of all image pixels) are different; largest distance 0.00")
        // Under the threshold is a match too; at threshold 0 the 20 tinted pixels count.
        #expect(DiffCommand.run(expected: files.expected, actual: files.faint).exitCode == 0)
        let strict = DiffCommand.run(expected: files.expected, actual: files.faint, threshold: 0)
        #expect(strict.exitCode == 1)
        #expect(strict.output.hasPrefix("Images differ (40×30, threshold 0): 20 pixels"))
    }

    @Test func differenceExitsOneWithCounts() throws {
        let files = try DiffFiles()
        defer { files.sandbox.cleanUp() }
        let outcome = DiffCommand.run(expected: files.expected, actual: files.onePixel)
        #expect(outcome.exitCode == 1)
        #expect(!outcome.isError)
        #expect(outcome.output == "Images differ (40×30, threshold 0.1): 1 pixel (ratio 0.00083 of all image pixels) is different; "
            + "the change is inside x 33…33, y 21…21; largest distance 0.97")
        let sizes = DiffCommand.run(expected: files.expected, actual: files.wider)
        #expect(sizes.exitCode == 1)
        #expect(sizes.output == "Image sizes differ: expected 40×30, actual 41×30")
    }

    @Test func errorsExitTwoNamingTheFile() throws {
        let files = try DiffFiles()
        defer { files.sandbox.cleanUp() }
        let missing = DiffCommand.run(expected: files.missing, actual: files.same)
        #expect(missing.exitCode == 2 && missing.isError)
        #expect(missing.output == "error: cannot read \(files.missing): No such file or directory")
        let text = DiffCommand.run(expected: files.expected, actual: files.text)
        #expect(text.exitCode == 2)
        #expect(text.output == "error: \(files.text) is not a PNG file")
        let truncated = DiffCommand.run(expected: files.truncated, actual: files.expected)
        #expect(truncated.exitCode == 2)
        #expect(truncated.output.hasPrefix("error: cannot decode \(files.truncated): PNG decoding failed"))
        let directory = DiffCommand.run(expected: files.dir, actual: files.expected, maxThreads: 1)
        #expect(directory.output == "error: cannot read \(files.dir): it is a directory, not a regular file")
        #expect(DiffCommand.run(expected: files.expected, actual: files.same, threshold: 2).exitCode == 2)
    }

    @Test func outputWritesExpectedDiffActual() throws {
        let files = try DiffFiles()
        defer { files.sandbox.cleanUp() }
        let path = files.dir + "/out/diff.png"
        let outcome = DiffCommand.run(expected: files.expected, actual: files.onePixel, output: path)
        #expect(outcome.exitCode == 1)
        #expect(outcome.output.hasSuffix("\nDiff image (expected | diff | actual): \(path)"))
        let picture = try PNGFile.read(path)
        #expect(picture.width == 40 * 3 + 4 && picture.height == 30)
        #expect(picture[42 + 33, 21] == RGBA(r: 255, g: 0, b: 0))
        // Written on a match as well, so scripts can rely on it.
        let match = DiffCommand.run(expected: files.expected, actual: files.same, output: path)
        #expect(match.exitCode == 0 && match.output.hasSuffix("diff.png"))
    }
}

/// The `layoutshot` binary, run as a child process as a user would.
@MainActor
@Suite struct LayoutshotBinaryTests {
    static func binary() throws -> URL {
        guard let binary = BuiltProduct.url("layoutshot") else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSLocalizedDescriptionKey: "layoutshot binary not found: run swift build"])
        }
        return binary
    }

    func run(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        let result = try runChildProcess(try Self.binary(), arguments: arguments)
        return (result.status, result.stdout, result.stderr)
    }

    @Test func exitCodesAndOutput() throws {
        let files = try DiffFiles()
        defer { files.sandbox.cleanUp() }
        let match = try run(["diff", files.expected, files.same])
        #expect(match.status == 0)
        #expect(match.stdout.hasPrefix("Images match (40×30, threshold 0.1): 0 pixels"))

        let diffPath = files.dir + "/diff.png"
        let differ = try run(["diff", files.expected, files.onePixel, "--output", diffPath])
        #expect(differ.status == 1)
        #expect(differ.stdout.contains("1 pixel (ratio 0.00083 of all image pixels) is different"))
        #expect(differ.stdout.contains("Diff image (expected | diff | actual): \(diffPath)"))
        #expect(try PNGFile.read(diffPath).width == 124)

        let strict = try run(["diff", files.expected, files.faint, "--threshold", "0"])
        #expect(strict.status == 1)
        #expect(strict.stdout.contains("20 pixels"))

        let error = try run(["diff", files.expected, files.text])
        #expect(error.status == 2)
        #expect(error.stdout.isEmpty)
        #expect(error.stderr == "error: \(files.text) is not a PNG file\n")
    }

    @Test func argumentsAreValidated() throws {
        let badThreshold = try run(["diff", "a.png", "b.png", "--threshold", "1.5"])
        #expect(badThreshold.status == 2)  // usage errors are trouble, as in diff(1) (LayoutshotCommand.main)
        #expect(badThreshold.stderr.contains("--threshold must be within 0…1, got 1.5"))
        let missingArgument = try run(["diff", "a.png"])
        #expect(missingArgument.status == 2)
        #expect(missingArgument.stderr.contains("Missing expected argument '<actual>'"))
        let help = try run(["--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("diff") && help.stdout.contains("Compare two PNG images pixel by pixel."))
    }
}
