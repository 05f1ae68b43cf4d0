import Foundation
import LayoutshotTestSupport
import LayoutshotRender
import Testing
@testable import layoutshot_render_probe

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
        let hostileConfig = directory + "/hostile-fonts.conf"
        try Self.hostileFontconfig.write(toFile: hostileConfig, atomically: true, encoding: .utf8)

        var environment = ProcessInfo.processInfo.environment
        environment["LANG"] = "ko_KR.UTF-8"
        environment["LC_ALL"] = "ko_KR.UTF-8"
        environment["LANGUAGE"] = "ko"
        environment["FONTCONFIG_FILE"] = hostileConfig
        environment["FONTCONFIG_PATH"] = directory

        let process = Process()
        process.executableURL = probe
        process.arguments = [directory]
        process.environment = environment
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        process.waitUntilExit()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        try #require(process.terminationStatus == 0, "probe failed: \(stderr)")

        let local = try ProbeView.outputs(measurer: sharedMeasurer)
        #expect(local.count == 5)
        for (name, bytes) in local {
            let child = try #require(FileManager.default.contents(atPath: directory + "/" + name), "\(name) missing")
            let same = [UInt8](child) == bytes
            #expect(same, "\(name) differs: child \(child.count) bytes, in-process \(bytes.count) bytes")
        }
    }

    static let hostileFontconfig = """
        <?xml version="1.0"?>
        <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
        <fontconfig>
          <dir>/usr/share/fonts</dir>
          <match target="pattern">
            <edit name="family" mode="prepend" binding="strong"><string>NanumGothic</string></edit>
          </match>
          <match target="font">
            <edit name="antialias" mode="assign"><bool>false</bool></edit>
            <edit name="hinting" mode="assign"><bool>true</bool></edit>
            <edit name="hintstyle" mode="assign"><const>hintfull</const></edit>
            <edit name="autohint" mode="assign"><bool>true</bool></edit>
            <edit name="rgba" mode="assign"><const>rgb</const></edit>
            <edit name="lcdfilter" mode="assign"><const>lcddefault</const></edit>
            <edit name="embeddedbitmap" mode="assign"><bool>true</bool></edit>
          </match>
        </fontconfig>
        """

    /// `layoutshot-render-probe` in the build products directory next to the test bundle, or in
    /// the package's `.build/debug`.
    static func probeExecutable() -> URL? {
        BuiltProduct.url("layoutshot-render-probe")
    }
}
