import Foundation

/// Executables of this package as the build left them, for tests that run them as a user would.
public enum BuiltProduct {
    /// The package's root folder (this file is `Sources/LayoutshotTestSupport/BuiltProduct.swift`).
    public static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The executable product `name` in the build products folder the tests run from
    /// (`.build/<triple>/debug`), or in the package's `.build/debug`; nil when it was not built.
    public static func url(_ name: String) -> URL? {
        for directory in productFolders {
            let candidate = directory.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    /// The `Modules` folder of the build products the tests run from (the compiled modules of
    /// Layoutshot and the other targets, for `swiftc -I`); nil when there is none.
    public static var modulesFolder: URL? {
        productFolders.map { $0.appendingPathComponent("Modules") }.first {
            FileManager.default.fileExists(atPath: $0.appendingPathComponent("Layoutshot.swiftmodule").path)
        }
    }

    /// Where the build products may be, most likely first.
    static var productFolders: [URL] {
        var candidates: [URL] = []
        if let executable = Bundle.main.executableURL { candidates.append(executable.deletingLastPathComponent()) }
        candidates.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
        candidates.append(Bundle.main.bundleURL.deletingLastPathComponent())
        candidates.append(Bundle.main.bundleURL)
        candidates.append(packageRoot.appendingPathComponent(".build/debug"))
        return candidates
    }
}

/// What a child process printed and how it ended.
public struct ChildProcessResult: Sendable {
    public let status: Int32
    public let stdout: String
    public let stderr: String
}

/// Runs an executable to completion, reading its standard output and error concurrently (so a
/// child that fills one pipe while the test waits on the other cannot deadlock).
public func runChildProcess(_ executable: URL, arguments: [String] = [], environment: [String: String]? = nil,
                            currentDirectory: URL? = nil) throws -> ChildProcessResult {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let environment { process.environment = environment }
    if let currentDirectory { process.currentDirectoryURL = currentDirectory }
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let errorBox = PipeBox()
    let errorReader = Thread {
        errorBox.data = readToEnd(err.fileHandleForReading)
        errorBox.done.signal()
    }
    errorReader.start()
    let outData = readToEnd(out.fileHandleForReading)
    errorBox.done.wait()
    process.waitUntilExit()
    return ChildProcessResult(status: process.terminationStatus,
                              stdout: String(decoding: outData, as: UTF8.self),
                              stderr: String(decoding: errorBox.data, as: UTF8.self))
}

/// Everything left in a pipe, until end of file. Foundation's `readDataToEndOfFile()` traps when
/// a signal interrupts its read (EINTR: the test process has child processes ending all the time);
/// `read(upToCount:)` throws instead, and an interrupted read, which consumed nothing, is retried.
private func readToEnd(_ handle: FileHandle) -> Data {
    var data = Data()
    while true {
        do {
            guard let chunk = try handle.read(upToCount: 65_536), !chunk.isEmpty else { return data }
            data.append(chunk)
        } catch {
            let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
            guard underlying?.domain == NSPOSIXErrorDomain, underlying?.code == Int(EINTR) else { return data }
        }
    }
}

// SAFETY (`@unchecked Sendable`): `data` is written by the reading thread before it signals
// `done`, and read only after the wait for `done` returns.
private final class PipeBox: @unchecked Sendable {
    var data = Data()
    let done = DispatchSemaphore(value: 0)
}

/// A hostile environment for determinism tests: a Korean locale and a fontconfig file that turns
/// on full hinting, subpixel order and no antialiasing and prefers NanumGothic for everything —
/// all of which Layoutshot's rendering must ignore.
public enum HostileEnvironment {
    public static let fontconfig = """
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

    /// Runs `executable` with `arguments` under the hostile environment; its fontconfig file is
    /// written into `directory`.
    public static func run(_ executable: URL, arguments: [String], directory: String) throws -> ChildProcessResult {
        let config = directory + "/hostile-fonts.conf"
        try fontconfig.write(toFile: config, atomically: true, encoding: .utf8)
        var environment = ProcessInfo.processInfo.environment
        environment["LANG"] = "ko_KR.UTF-8"
        environment["LC_ALL"] = "ko_KR.UTF-8"
        environment["LANGUAGE"] = "ko"
        environment["FONTCONFIG_FILE"] = config
        environment["FONTCONFIG_PATH"] = directory
        return try runChildProcess(executable, arguments: arguments, environment: environment)
    }
}
