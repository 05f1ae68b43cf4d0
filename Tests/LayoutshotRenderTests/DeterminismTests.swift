import Foundation
import LayoutshotTestSupport
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
        for (name, bytes) in local {
            let child = try #require(FileManager.default.contents(atPath: directory + "/" + name), "\(name) missing")
            let same = [UInt8](child) == bytes
            #expect(same, "\(name) differs: child \(child.count) bytes, in-process \(bytes.count) bytes")
        }
    }

    /// `layoutshot-render-probe` in the build products directory next to the test bundle, or in
    /// the package's `.build/debug`.
    static func probeExecutable() -> URL? {
        BuiltProduct.url("layoutshot-render-probe")
    }
}
