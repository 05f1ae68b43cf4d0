import Foundation
import Layoutshot
import LayoutshotPixels
import LayoutshotSnapshotCore
import LayoutshotTesting
import Testing

/// Every assertion gets its own reference file: unnamed ones numbered per test, parameterised
/// cases named by their arguments, and a file claimed twice in one run refused. Failure messages
/// give the change in the view's points and the command that accepts it; stale artifacts go.
@MainActor
@Suite struct NamingTests {
    @Test func unnamedAssertionsAreNumberedInTheOrderTheTestRunsThem() throws {
        let sandbox = try Sandbox()
        defer { sandbox.cleanUp() }
        let failures = sandbox.run {
            assertLayoutSnapshot(of: sampleView, widths: [200], snapshotDirectory: sandbox.references, testName: "card()")
            assertLayoutSnapshot(of: Color.red.frame(width: 30, height: 10), widths: [200],
                                 snapshotDirectory: sandbox.references, testName: "card()")
            return sandbox.failures.all
        }
        // Both recorded (swift-snapshot-testing's numbering: `<test>.1`, `<test>.2`), neither
        // compared with the other's picture.
        #expect(failures.map(\.kind) == [.recorded, .recorded])
        #expect(failures.map(\.recordedPath) == [sandbox.references + "/card.1.200.png", sandbox.references + "/card.2.200.png"])

        // The next run of the test asserts each against its own reference: no failure.
        sandbox.failures.removeAll()
        let again = sandbox.run {
            assertLayoutSnapshot(of: sampleView, widths: [200], snapshotDirectory: sandbox.references, testName: "card()")
            assertLayoutSnapshot(of: Color.red.frame(width: 30, height: 10), widths: [200],
                                 snapshotDirectory: sandbox.references, testName: "card()")
            return sandbox.failures.all
        }
        #expect(again.isEmpty, "\(again)")
    }

    @Test func theSameFileTwiceInOneRunIsRefusedWithWhereTheFirstWas() throws {
        let sandbox = try Sandbox()
        defer { sandbox.cleanUp() }
        let firstLine: UInt = #line + 3
        let failures = sandbox.run {
            assertLayoutSnapshot(of: sampleView, widths: [200], named: "card", snapshotDirectory: sandbox.references,
                                 testName: "twice()", line: firstLine)
            assertLayoutSnapshot(of: Color.red.frame(width: 30, height: 10), widths: [200], named: "card",
                                 snapshotDirectory: sandbox.references, testName: "twice()")
            return sandbox.failures.all
        }
        #expect(failures.map(\.kind) == [.recorded, .error])
        #expect(failures.last?.message.contains("would use the reference \(sandbox.references)/twice.card.200.png, which \(#filePath):\(firstLine) already used") == true)
        #expect(failures.last?.message.contains("Give each assertion its own named:") == true)
    }

    /// One file per argument, as the issue's `@Test(arguments:)` asks; the cases run in parallel.
    @Test(arguments: ["compact", "wide layout"])
    func eachArgumentHasItsOwnFile(style: String) throws {
        let sandbox = try Sandbox()
        defer { sandbox.cleanUp() }
        let failures = sandbox.run {
            assertLayoutSnapshot(of: Text(style), widths: [200], snapshotDirectory: sandbox.references)
            return sandbox.failures.all
        }
        // `String(describingForTest:)` of a String is the string quoted; sanitised, the quotes go.
        let argument = SnapshotPaths.sanitize(style)
        #expect(failures.map(\.recordedPath) == [sandbox.references + "/eachArgumentHasItsOwnFile-style.\(argument).1.200.png"])
    }

    @Test func aMismatchGivesTheChangeInPointsAndTheCommandThatAcceptsIt() throws {
        let sandbox = try Sandbox()
        defer { sandbox.cleanUp() }
        _ = sandbox.assertSample(testName: "points()")
        // Paint the reference over the blue rectangle: the message must give that view's frame
        // (to the pixel: the box is whole pixels, the frame may sit at fractions of one).
        let layout = testRenderer.layout(sampleView, width: 200)
        let geometry = testRenderer.geometry(of: layout)
        let blue = try #require(layout.nodes.first { $0.kind == .color }).frame
        let scale = CGFloat(geometry.scale.rawValue)
        let picture = geometry.pictureRect(of: blue)
        let pixels = CGRect(x: (picture.minX * scale).rounded(.down), y: (picture.minY * scale).rounded(.down),
                            width: 0, height: 0)
        let pixelMax = CGPoint(x: (picture.maxX * scale).rounded(.up), y: (picture.maxY * scale).rounded(.up))
        try writePNG(painted(try renderedSample(width: 200), x: Int(pixels.minX), y: Int(pixels.minY),
                             width: Int(pixelMax.x - pixels.minX), height: Int(pixelMax.y - pixels.minY),
                             color: RGBA(r: 0, g: 200, b: 0)),
                     to: sandbox.referencePath(testName: "points()"))
        let failures = sandbox.assertSample(testName: "points()")
        try #require(failures.count == 1)
        let message = failures[0].message
        let numbers = try #require(message.firstMatch(of: #/points \(root coordinates\): x ([-0-9.]+)…([-0-9.]+), y ([-0-9.]+)…([-0-9.]+)/#))
        let box: [Double] = [numbers.1, numbers.2, numbers.3, numbers.4].compactMap { Double(String($0)) }
        let expected: [Double] = [Double(blue.minX), Double(blue.maxX), Double(blue.minY), Double(blue.maxY)]
        #expect(box.count == 4)
        for (reported, frame) in zip(box, expected) {
            #expect(abs(reported - frame) <= 1 / Double(scale) + 1e-9, "\(box) vs the blue view's frame \(blue)")
        }
        #expect(message.hasSuffix("accept it (rewrites only failing references):\n  SNAPSHOT_TESTING_RECORD=failed swift test --filter 'points'"), "\(message)")
    }

    @Test func aTestsStaleArtifactsAreClearedAtItsFirstAssertion() throws {
        let sandbox = try Sandbox()
        defer { sandbox.cleanUp() }
        _ = sandbox.assertSample(testName: "stale()")
        let reference = sandbox.referencePath(testName: "stale()")
        try writePNG(painted(try renderedSample(width: 200), x: 0, y: 0, width: 4, height: 4), to: reference)
        #expect(sandbox.assertSample(testName: "stale()").map(\.kind) == [.mismatch])
        let diff = sandbox.artifacts + "/NamingTests/stale.sample.200.diff.png"
        let other = sandbox.artifacts + "/NamingTests/staleness.sample.200.png"
        #expect(FileManager.default.fileExists(atPath: diff))
        _ = FileManager.default.createFile(atPath: other, contents: Data([1]))

        // Fixed: the next run passes and leaves no diff of the earlier failure behind, and
        // another test's artifacts (a longer name with the same start) stay.
        try writePNG(try renderedSample(width: 200), to: reference)
        #expect(sandbox.assertSample(testName: "stale()").isEmpty)
        #expect(!FileManager.default.fileExists(atPath: diff))
        #expect(FileManager.default.fileExists(atPath: other))
    }
}
