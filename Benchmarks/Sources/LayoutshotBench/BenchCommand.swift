import ArgumentParser
import Foundation

// swift run -c release --package-path Benchmarks layoutshot-bench <group>
// Each group prints Markdown; `compare` prints JSON lines for Benchmarks/compare. Nothing here is
// asserted on: performance goals are read, not tested.

@main
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layoutshot-bench",
        abstract: "Layoutshot's benchmarks: the layout engine, the renderer, the graphics layer and the diff engine.",
        discussion: "Build in release mode for meaningful numbers: swift run -c release --package-path Benchmarks layoutshot-bench <group>.",
        subcommands: [Core.self, FlowGrid.self, Compare.self, Diff.self, Render.self, Graphics.self, Snapshot.self,
                      Speed.self, All.self, ProfileCore.self, ProfileSpeed.self, ToolRender.self, ProbeDepth.self, ProbeAPI.self]
    )
}

/// A note on top of the tables when the numbers come from a debug build.
func warnIfDebug() {
    #if DEBUG
    print("> Note: this is a debug build; run `swift run -c release --package-path Benchmarks layoutshot-bench` for meaningful numbers.\n")
    #endif
}

struct Core: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "The layout core: a nested tree of 87,381 views and a VStack of 10,000 HStacks, built, laid out cold and warm, and swept.")
    func run() { MainActor.assumeIsolated { warnIfDebug(); runCoreBenchmarks() } }
}

struct FlowGrid: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "flowgrid",
        abstract: "A 10,000-item flow and a 10,000-cell adaptive LazyVGrid, built, laid out cold and warm, and swept.")
    func run() { MainActor.assumeIsolated { warnIfDebug(); runFlowGridBenchmarks() } }
}

struct Compare: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "The Layoutshot side of Benchmarks/compare: writes the inputs and computed frames to a folder and prints one JSON object per workload.",
        discussion: """
            Workloads (--only takes any of them, comma-separated): flow, grid, lazygrid, gridrows, nested, \
            sweep (or "flow sweep", "grid sweep", "nested sweep"), scaling, e2e (or "e2e nested", \
            "e2e vstack"), diff, encode.
            """)

    @Option(help: ArgumentHelp("Where the inputs and frames for the peers go.", valueName: "dir"))
    var directory: String = NSTemporaryDirectory() + "layoutshot-compare"

    @Option(help: "Timed runs per workload, after 2 warm-ups.")
    var runs: Int = 7

    @Option(help: ArgumentHelp("Only these workloads, comma-separated (for profiling one with callgrind).", valueName: "names"))
    var only: String?

    func validate() throws {
        guard runs >= 1 else { throw ValidationError("--runs must be at least 1, got \(runs)") }
    }

    func run() throws {
        let only = only.map { Set($0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }) }
        // ArgumentParser runs commands on the main thread: the workloads make views, main-actor values.
        MainActor.assumeIsolated { runCompare(directory: directory, runs: runs, only: only) }
    }
}

struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "The diff engine alone: 2000×2000 images compared in memory on one and two threads, and the diff picture.")

    @Option(help: "Timed runs per case, after 3 warm-ups.")
    var runs: Int = 15

    func run() { MainActor.assumeIsolated { warnIfDebug(); DiffBenchmark.run(runs: max(1, runs)) } }
}

struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "The renderer: 10,000 labelled boxes to PNG and SVG, PNG encoding against cairo's writer, translucent items.")
    func run() throws { try MainActor.assumeIsolated { warnIfDebug(); try RenderBenchmark.run() } }
}

struct Graphics: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "The cairo/Pango/libpng layer: 10,000 boxes drawn to PNG and SVG, and the PNG encoders side by side.")
    func run() throws { try MainActor.assumeIsolated { warnIfDebug(); try GraphicsBenchmark.run() } }
}

struct Snapshot: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "A snapshot comparison: two 2000×2000 images in memory and from PNG files, against ImageMagick and blazediff when installed.")

    @Option(help: "Timed runs per case (at least 3), after 2 warm-ups.")
    var runs: Int = 10

    func run() throws { try MainActor.assumeIsolated { warnIfDebug(); try SnapshotBenchmark.run(runs: max(3, runs)) } }
}

struct Speed: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "One device snapshot end to end (build, layout, draw plain at 3×, encode or decode and compare), split by phase, and many in one process.")

    @Option(help: "Timed runs per view (at least 3), after a warm-up.")
    var runs: Int = 20

    @Option(help: "Snapshots in the one-process run.")
    var count: Int = 1000

    @Flag(help: "Leave glibc's allocator as it is instead of keeping freed image buffers for reuse as snapshot assertions do (ImageBufferReuse): shows what the page faults of fresh buffers cost.")
    var returnFreedMemory = false

    func run() throws {
        try MainActor.assumeIsolated {
            warnIfDebug()
            if !returnFreedMemory { try SnapshotSpeedBenchmark.keepFreedMemory() }
            try SnapshotSpeedBenchmark.run(runs: max(3, runs), count: max(2, count))
        }
    }
}

struct All: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Every table: core, flowgrid, diff, render, graphics and snapshot, one after another.")
    func run() throws {
        try MainActor.assumeIsolated { try runAll() }
    }

    @MainActor private func runAll() throws {
        warnIfDebug()
        runCoreBenchmarks()
        print("")
        runFlowGridBenchmarks()
        print("\n## Diff engine\n")
        DiffBenchmark.run(runs: 15)
        print("\n## Renderer\n")
        try RenderBenchmark.run()
        print("\n## Graphics layer\n")
        try GraphicsBenchmark.run()
        print("")
        try SnapshotBenchmark.run(runs: 10)
    }
}

struct ProfileCore: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "profile-core",
        abstract: "One build and one cold pass of each core workload: a fixed amount of work for `valgrind --tool=callgrind`.")

    @Option(help: "Only this workload: nested, wide, flow or grid.")
    var only: String?

    func run() { MainActor.assumeIsolated { profileCore(only: only) } }
}

struct ProfileSpeed: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "profile-speed",
        abstract: "Snapshots of the speed table's card or screen, one phase a function: a fixed amount of work for `valgrind --tool=callgrind`.")

    @Option(help: "card or screen.")
    var view: String = "screen"

    @Option(help: "Snapshots counted after one uncounted snapshot.")
    var count: Int = 5

    func run() throws {
        guard view == "card" || view == "screen" else { throw ValidationError("--view is card or screen, not \(view)") }
        try MainActor.assumeIsolated { try SnapshotSpeedBenchmark.profile(screen: view == "screen", count: max(1, count)) }
    }
}
