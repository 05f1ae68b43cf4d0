import Foundation
import LayoutshotTestSupport
import LayoutshotGraphics
import LayoutshotPixels
import LayoutshotRender
import Testing
@testable import layoutshot_render_probe

@MainActor
@Suite struct DeterminismTests {
    @Test func sameViewTwiceInOneProcessGivesIdenticalBytes() throws {
        let first = try ProbeView.outputs(measurer: sharedMeasurer)
        let second = try ProbeView.outputs(measurer: try PangoTextMeasurer())
        #expect(first.map(\.name) == second.map(\.name))
        for (a, b) in zip(first, second) {
            let same = a.bytes == b.bytes
            #expect(same, "\(a.name) differs between two renderings")
        }
    }

    /// Runs the probe in a child process with a Korean locale and a fontconfig file turning on
    /// hinting, subpixel order and no antialiasing, and compares every file with this process's.
    @Test func childProcessWithHostileEnvironmentGivesIdenticalBytes() throws {
        let probe = try #require(Self.probeExecutable(), "build layoutshot-render-probe first (swift build)")
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = try HostileEnvironment.run(probe, arguments: [directory], directory: directory)
        try #require(result.status == 0, "probe failed: \(result.stderr)")

        let local = try ProbeView.outputs(measurer: sharedMeasurer)
        #expect(local.count == 7, "light, dark and plain, PNG and SVG each, and a contact sheet")
        var differing: [(name: String, bytes: [UInt8])] = []
        for (name, bytes) in local {
            let child = try #require(FileManager.default.contents(atPath: directory + "/" + name), "\(name) missing")
            if [UInt8](child) != bytes { differing.append((name, bytes)) }
        }
        guard !differing.isEmpty else { return }
        // A difference is kept for whoever looks at it: both files, the pixels that differ, and
        // whether this process draws the same bytes twice (a second rendering with a measurer of
        // its own), which tells a process-wide state that changes between renders from a
        // difference between the two processes.
        let kept = NSTemporaryDirectory() + "layoutshot-determinism-\(ProcessInfo.processInfo.processIdentifier)"
        try FileManager.default.createDirectory(atPath: kept, withIntermediateDirectories: true)
        let again = Dictionary(try ProbeView.outputs(measurer: PangoTextMeasurer()).map { ($0.name, $0.bytes) }) { a, _ in a }
        for (name, bytes) in differing {
            let child = [UInt8](try #require(FileManager.default.contents(atPath: directory + "/" + name)))
            try Data(child).write(to: URL(fileURLWithPath: kept + "/child-" + name))
            try Data(bytes).write(to: URL(fileURLWithPath: kept + "/in-process-" + name))
            var detail = ""
            if name.hasSuffix(".png"), let a = try? PNGCodec.decode(child), let b = try? PNGCodec.decode(bytes),
               a.width == b.width, a.height == b.height {
                let pixels = zip(a.pixels, b.pixels).filter { $0 != $1 }.count
                detail = "; \(pixels) channel values differ"
            }
            let stable = again[name] == bytes ? "the same again" : (again[name] == child ? "the child's bytes" : "other bytes again")
            Issue.record("\(name) differs: child \(child.count) bytes, in-process \(bytes.count) bytes\(detail); a second in-process rendering gave \(stable); both files kept in \(kept)")
        }
    }

    /// `layoutshot-render-probe` in the build products directory next to the test bundle, or in
    /// the package's `.build/debug`.
    static func probeExecutable() -> URL? {
        BuiltProduct.url("layoutshot-render-probe")
    }
}
