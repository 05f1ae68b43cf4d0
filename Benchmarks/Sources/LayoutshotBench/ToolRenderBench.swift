// `layoutshot-bench tool-render --layoutshot PATH`: the CPU time of `layoutshot render` of
// Benchmarks/Scenes/tag-chips-1000.yaml (1,000 translucent tag chips in a flow at two widths: two
// pictures and their contact sheet), the render benchmark of issue 31 (target: under 1 s of CPU).
// Each run renders into a fresh folder (nothing cached) in a child process; user + system CPU
// seconds come from getrusage(RUSAGE_CHILDREN), so every thread of the render counts.

import ArgumentParser
import Foundation

struct ToolRender: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tool-render",
        abstract: "CPU seconds (user + system) of `layoutshot render` of the 1,000-chip scene at two widths; one JSON line with --json.")

    @Option(help: ArgumentHelp("The `layoutshot` executable (a release build: swift build -c release --product layoutshot).",
                               valueName: "path"))
    var layoutshot: String

    @Option(help: ArgumentHelp("The scene file rendered.", valueName: "path"))
    var scene: String = ToolRender.defaultScene

    @Option(help: "Timed runs, after 1 warm-up.")
    var runs: Int = 5

    @Flag(help: "Print one JSON object (for Benchmarks/compare) instead of a Markdown table.")
    var json = false

    /// Benchmarks/Scenes/tag-chips-1000.yaml, found from this source file.
    static var defaultScene: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Scenes/tag-chips-1000.yaml").path
    }

    func validate() throws {
        guard runs >= 1 else { throw ValidationError("--runs must be at least 1, got \(runs)") }
        guard FileManager.default.isExecutableFile(atPath: layoutshot) else {
            throw ValidationError("--layoutshot \(layoutshot) is not an executable; build it with `swift build -c release --product layoutshot`")
        }
    }

    struct Sample {
        var user: Double
        var system: Double
        var wall: Double
        var cpu: Double { user + system }
    }

    func run() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutshot-tool-render-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let load = Self.loadAverage()
        var samples: [Sample] = []
        var bytes = 0
        for run in 0...runs {
            let out = folder.appendingPathComponent("out-\(run)")
            let sample = try Self.render(layoutshot: layoutshot, scene: scene, out: out.path)
            if run > 0 { samples.append(sample) }  // run 0 warms the file cache and fontconfig's
            bytes = (try? FileManager.default.contentsOfDirectory(atPath: out.path))?
                .filter { $0.hasSuffix(".png") }
                .reduce(0) { $0 + ((try? FileManager.default.attributesOfItem(atPath: out.appendingPathComponent($1).path)[.size] as? Int) ?? 0) } ?? 0
            try? FileManager.default.removeItem(at: out)
        }
        let best = samples.min { $0.cpu < $1.cpu }!
        let median = samples.map(\.cpu).sorted()[samples.count / 2]
        if json {
            let fields: [String] = [
                "\"workload\": \"tool render: 1,000 chips at two widths\"",
                String(format: "\"cpu_seconds\": %.4f", best.cpu),
                String(format: "\"cpu_median\": %.4f", median),
                String(format: "\"user_seconds\": %.4f", best.user),
                String(format: "\"system_seconds\": %.4f", best.system),
                String(format: "\"wall_seconds\": %.4f", best.wall),
                "\"png_bytes\": \(bytes)",
                "\"runs\": \(samples.count)",
                String(format: "\"load\": %.1f", load),
            ]
            print("{" + fields.joined(separator: ", ") + "}")
        } else {
            var table = Table("workload", "CPU (user + sys), min", "median", "user", "sys", "wall", "PNG bytes", "load")
            table.add("`layoutshot render` \((scene as NSString).lastPathComponent)",
                      String(format: "%.3f s", best.cpu), String(format: "%.3f s", median),
                      String(format: "%.3f s", best.user), String(format: "%.3f s", best.system),
                      String(format: "%.3f s", best.wall), "\(bytes)", String(format: "%.1f", load))
            print(table.render())
            print("\nMinimum of \(samples.count) runs after 1 warm-up, each into a fresh folder. Target: under 1 s of CPU.")
        }
    }

    /// One `layoutshot render SCENE --out OUT`, its CPU time from the children's resource usage.
    static func render(layoutshot: String, scene: String, out: String) throws -> Sample {
        var before = rusage()
        getrusage(RUSAGE_CHILDREN.rawValue, &before)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: layoutshot)
        process.arguments = ["render", scene, "--out", out]
        process.standardOutput = FileHandle.nullDevice
        let start = DispatchTime.now().uptimeNanoseconds
        try process.run()
        process.waitUntilExit()
        let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        guard process.terminationStatus == 0 else {
            throw ValidationError("`\(layoutshot) render \(scene) --out \(out)` exited with \(process.terminationStatus)")
        }
        var after = rusage()
        getrusage(RUSAGE_CHILDREN.rawValue, &after)
        func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
        return Sample(user: seconds(after.ru_utime) - seconds(before.ru_utime),
                      system: seconds(after.ru_stime) - seconds(before.ru_stime), wall: wall)
    }

    /// The 1-minute load average when the runs start (other processes share the machine).
    static func loadAverage() -> Double {
        var loads = [Double](repeating: 0, count: 3)
        return getloadavg(&loads, 3) > 0 ? loads[0] : .nan
    }
}
