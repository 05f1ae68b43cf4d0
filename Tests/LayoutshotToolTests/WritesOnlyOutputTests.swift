import Foundation
import LayoutshotTestSupport
import Testing

/// A render under `strace` writes nothing but its output folder and the temporary folder: no font
/// cache, no configuration, nothing in the working folder.
@MainActor
@Suite struct WritesOnlyOutputTests {
    /// System calls that create, change or remove a file system entry, and whether a call with
    /// these flags opens a file for writing.
    static let modifyingCalls: Set<String> = [
        "creat", "mkdir", "mkdirat", "rename", "renameat", "renameat2", "unlink", "unlinkat", "rmdir", "link", "linkat",
        "symlink", "symlinkat", "chmod", "fchmodat", "chown", "lchown", "fchownat", "truncate", "utime", "utimes",
        "utimensat", "futimesat", "mknod", "mknodat", "setxattr", "lsetxattr", "removexattr", "lremovexattr",
    ]

    static func opensForWriting(_ line: Substring) -> Bool {
        ["O_WRONLY", "O_RDWR", "O_CREAT", "O_TRUNC"].contains { line.contains($0) }
    }

    /// Every path a line of `strace -f -y -e trace=%file` output writes, resolved against `directory`
    /// (a `dirfd` printed by `-y` as `3</path>`).
    static func writtenPaths(in line: Substring, directory: String) -> [String] {
        guard let open = line.firstIndex(of: "(") else { return [] }
        let call = line[..<open].split(separator: " ").last.map(String.init) ?? ""
        let isOpen = call == "open" || call == "openat" || call == "openat2"
        guard (isOpen && opensForWriting(line)) || modifyingCalls.contains(call) else { return [] }
        guard !line.contains("= -1 ") else { return [] } // failed calls change nothing
        // Arguments: optional `N</dir>` file descriptors and quoted paths, in order.
        var paths: [String] = []
        var base = directory
        var rest = line[line.index(after: open)...]
        while !rest.isEmpty {
            if rest.hasPrefix("AT_FDCWD") {
                base = directory
            } else if let lt = rest.firstIndex(of: "<"), rest[..<lt].allSatisfy(\.isNumber), !rest[..<lt].isEmpty,
                      let gt = rest[lt...].firstIndex(of: ">") {
                base = String(rest[rest.index(after: lt)..<gt])
                rest = rest[rest.index(after: gt)...]
                continue
            } else if rest.hasPrefix("\"") {
                let body = rest.dropFirst()
                guard let end = body.firstIndex(of: "\"") else { break }
                let path = String(body[..<end])
                paths.append(path.hasPrefix("/") ? path : base + "/" + path)
                rest = body[body.index(after: end)...]
                continue
            }
            guard let comma = rest.firstIndex(of: ",") else { break }
            rest = rest[rest.index(after: comma)...].drop(while: { $0 == " " })
        }
        return paths.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
    }

    @Test func aRenderWritesOnlyItsOutputFolder() throws {
        let strace = ["/usr/bin/strace", "/bin/strace"].first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let strace else {
            Issue.record("strace is not installed: run Scripts/setup (it installs Debian's strace for this test)")
            return
        }
        let binary = try #require(BuiltProduct.url("layoutshot"))
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write(smallScene(name: "card", formats: "[png, svg, pdf]", text: "레이아웃 Layout"), as: "scenes/card.yaml")
        try FileManager.default.createDirectory(atPath: folder.file("tmp"), withIntermediateDirectories: true)
        let out = folder.file("out"), temporary = folder.file("tmp"), trace = folder.file("trace.txt")
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = temporary
        // A stale user font cache folder to tempt fontconfig.
        environment["XDG_CACHE_HOME"] = folder.file("xdg-cache")
        let result = try runChildProcess(URL(fileURLWithPath: strace),
                                         arguments: ["-f", "-y", "-qq", "-e", "trace=%file", "-o", trace,
                                                     binary.path, "render", "scenes", "--out", out, "--jobs", "2"],
                                         environment: environment, currentDirectory: folder.url)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: out + "/card-widths.pdf"))
        let lines = try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n")
        #expect(lines.count > 50, "strace recorded too little to judge")
        var outside: [String] = []
        var inside = 0
        for line in lines {
            for path in Self.writtenPaths(in: line, directory: folder.path) {
                if path == out || path.hasPrefix(out + "/") || path.hasPrefix(temporary + "/") {
                    inside += 1
                } else if !path.hasPrefix("/dev/") {
                    outside.append("\(path)  ←  \(line)")
                }
            }
        }
        #expect(inside >= 6, "the watcher saw too few writes into --out to be trusted")
        #expect(outside.isEmpty, "writes outside --out:\n\(outside.joined(separator: "\n"))")
        // Fontconfig loaded nothing of the system's configuration.
        #expect(!lines.contains { $0.contains("/etc/fonts/") }, "the system's fontconfig configuration was read")
    }
}
