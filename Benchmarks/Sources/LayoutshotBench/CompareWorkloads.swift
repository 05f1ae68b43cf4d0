import Foundation
import Layoutshot
import LayoutshotBenchSupport
import LayoutshotDiff
import LayoutshotGraphics
import LayoutshotPixels
import LayoutshotRender

// The Layoutshot side of `Benchmarks/compare`, which runs Taffy, Yoga, ImageMagick and
// blazediff on the same inputs in the same run.
//
// `layoutshot-bench compare --directory DIR` writes the inputs the peers need (item widths, cell
// sizes, the two PNG files of the diff workload) and the frames Layoutshot computed (for the
// agreement check) to DIR, and prints one JSON object per line on standard output:
// {"workload": "flow", "seconds": 0.0012, "median": …, "runs": 7, "views": 20001, …}.
// `seconds` is the minimum of the timed runs after warm-up. In the layout workloads only the
// layout call is inside the timed region; building the view tree (`LayoutHost.init`) is outside,
// as building the peers' node trees is. The end-to-end workloads ("e2e …") time what a user pays:
// making the view value and `ComputedLayout(of:proposal:)` with its default arguments.
//
// --only flow,nested… limits the workloads (for profiling one with callgrind); --runs sets the
// timed runs (default 7, after 2 warm-ups).

/// The widths every side sweeps over.
let compareSweepWidths: [CGFloat] = [320, 480, 768, 1024, 1440]

@MainActor func runCompare(directory: String, runs: Int, only: Set<String>?) {
    try! FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    func wanted(_ name: String) -> Bool { only.map { $0.contains(name) } ?? true }

    // Inputs: 100,000 seeded widths; the 1k and 10k flows use the first 1,000 and 10,000 of them
    // (one SplitMix64 sequence, seed 42, as the flowgrid group draws them).
    let widths = compareFlowWidths(count: 100_000)
    try! widths.map { String(Int($0)) }.joined(separator: "\n").write(toFile: directory + "/flow_widths.txt", atomically: true, encoding: .utf8)

    // The headline layout workloads, cold: a fresh tree's first pass at one width.
    if wanted("flow") {
        let view = compareFlow(widths: Array(widths.prefix(10_000)))
        let layout = timeCold("flow", view, width: 800, runs: runs, extra: ["items": 10_000])
        writeLeafFrames(layout, to: directory + "/flow_frames.tsv")
    }
    if wanted("grid") {
        let view = compareGrid(count: 10_000)
        let layout = timeCold("grid", view, width: 1000, runs: runs, extra: ["items": 10_000])
        writeLeafFrames(layout, to: directory + "/grid_frames.tsv")
    }
    if wanted("nested") {
        let view = compareNested(count: 87_381)
        let layout = timeCold("nested", view, width: 1024, runs: runs, extra: ["items": 87_381])
        writeLeafFrames(layout, to: directory + "/nested_frames.tsv")
    }

    // True grids: a LazyVGrid of fixed and flexible columns, and a Grid of 100 GridRows of 100
    // cells, against CSS grids with the same tracks. Their cell sizes are seeded and written for
    // the peers (one "width height" line per cell, row by row).
    if wanted("lazygrid") {
        var generator = SeededGenerator(seed: 7)
        let heights = (0..<10_000).map { _ in CGFloat(Int.random(in: 20...60, using: &generator)) }
        try! heights.map { String(Int($0)) }.joined(separator: "\n")
            .write(toFile: directory + "/lazygrid_heights.txt", atomically: true, encoding: .utf8)
        let layout = timeCold("lazygrid", compareLazyGrid(heights: heights), width: 1000, runs: runs,
                              extra: ["items": 10_000, "columns": compareLazyGridColumns])
        writeLeafFrames(layout, to: directory + "/lazygrid_frames.tsv")
    }
    if wanted("gridrows") {
        let sizes = compareCellSizes(count: 100 * 100, seed: 11, widths: 20...120, heights: 10...60)
        try! sizes.map { "\(Int($0.width)) \(Int($0.height))" }.joined(separator: "\n")
            .write(toFile: directory + "/gridrows_sizes.txt", atomically: true, encoding: .utf8)
        let layout = timeCold("gridrows", compareGridRows(sizes: sizes, columns: 100), width: nil, runs: runs,
                              extra: ["items": 10_000, "rows": 100, "columns": 100])
        writeLeafFrames(layout, to: directory + "/gridrows_frames.tsv")
    }

    // Sweeps: one tree (built outside the timed region), laid out at the five widths in a row by a
    // LayoutHost whose proposal changes: every measurement that does not depend on the width is reused.
    // (--only also takes one sweep by name: "flow sweep".)
    if wanted("sweep") || wanted("flow sweep") {
        timeSweep("flow sweep", compareFlow(widths: Array(widths.prefix(10_000))), runs: runs, oneWidth: 800)
    }
    if wanted("sweep") || wanted("grid sweep") {
        timeSweep("grid sweep", compareGrid(count: 10_000), runs: runs, oneWidth: 1000)
    }
    if wanted("sweep") || wanted("nested sweep") {
        timeSweep("nested sweep", compareNested(count: 87_381), runs: runs, oneWidth: 1024)
    }

    // Scaling: flow and nested at 1k, 10k and 100k.
    if wanted("scaling") {
        for count in [1_000, 10_000, 100_000] {
            timeCold("flow \(count)", compareFlow(widths: Array(widths.prefix(count))), width: 800,
                     runs: count >= 100_000 ? max(3, runs / 2) : runs, extra: ["items": count])
        }
        for count in [1_000, 10_000, 100_000] {
            timeCold("nested \(count)", compareNested(count: count), width: 1024,
                     runs: count >= 100_000 ? max(3, runs / 2) : runs, extra: ["items": count])
        }
    }

    // End to end, as a user calls it: making the view value and `ComputedLayout(of:proposal:)`
    // with its default arguments (trace recorded, measurements cached), all inside the timed
    // region. The peers build their node tree and compute, also timed together.
    if wanted("e2e") || wanted("e2e nested") {
        let layout = timeEndToEndPaired("e2e nested", width: 1024, runs: runs, extra: ["items": 87_381]) {
            compareNested(count: 87_381)
        }
        writeLeafFrames(layout, to: directory + "/e2e_nested_frames.tsv")
    }
    if wanted("e2e") || wanted("e2e vstack") {
        // Seconds a run: one warm-up and at least two timed runs.
        let layout = timeEndToEnd("e2e vstack", width: 1024, warmup: 1, runs: max(2, runs / 3),
                                  extra: ["items": compareStackChildren]) {
            compareStack(children: compareStackChildren)
        }
        writeLeafFrames(layout, to: directory + "/e2e_vstack_frames.tsv")
    }

    if wanted("diff") { compareDiff(directory: directory, runs: runs) }
    if wanted("encode") { compareEncode(runs: runs) }
}

// MARK: - Views

/// `count` widths of 20…120 from SplitMix64 seeded with 42.
@MainActor func compareFlowWidths(count: Int) -> [CGFloat] {
    var generator = SeededGenerator(seed: 42)
    return (0..<count).map { _ in CGFloat(Int.random(in: 20...120, using: &generator)) }
}

/// Chips of the given widths, 24 high, in a FlowLayout with spacing and line spacing 8: the peers'
/// `flex-wrap: wrap` row with `align-items: flex-start` and a gap of 8.
@MainActor func compareFlow(widths: [CGFloat]) -> AnyView {
    AnyView(FlowLayout(spacing: 8, lineSpacing: 8) {
        ForEach(0..<widths.count, id: \.self) { i in Color.blue.frame(width: widths[i], height: 24) }
    })
}

/// 150×150 cells in a FlowLayout with spacing 8. A wrapping flex row places fixed cells at
/// multiples of 158 from the leading edge; an adaptive LazyVGrid would widen its columns to fill
/// the width and centre the cells in them, so the FlowLayout is the layout that computes the same
/// frames as the peers.
@MainActor func compareGrid(count: Int) -> AnyView {
    AnyView(FlowLayout(spacing: 8, lineSpacing: 8) {
        ForEach(0..<count, id: \.self) { _ in Color.green.frame(width: 150, height: 150) }
    })
}

/// The first `count` nodes of a complete 4-ary tree in breadth-first order (node i's children are
/// 4i+1…4i+4): stacks alternate HStack (even depth) and VStack (odd depth), each padded by 1 and
/// hugging its content; the leaves are 10×10. 87,381 nodes is the full tree of 9 levels.
@MainActor func compareNested(count: Int) -> AnyView {
    func node(_ index: Int, depth: Int) -> AnyView {
        let first = 4 * index + 1
        guard first < count else { return AnyView(Color.red.frame(width: 10, height: 10)) }
        let children = ForEach(first..<min(first + 4, count), id: \.self) { child in node(child, depth: depth + 1) }
        return depth % 2 == 0
            ? AnyView(HStack(alignment: .top, spacing: 0) { children }.padding(1))
            : AnyView(VStack(alignment: .leading, spacing: 0) { children }.padding(1))
    }
    return node(0, depth: 0)
}

/// `count` cell sizes from SplitMix64 seeded with `seed`: a width and a height drawn in turn.
@MainActor func compareCellSizes(count: Int, seed: UInt64, widths: ClosedRange<Int>, heights: ClosedRange<Int>) -> [CGSize] {
    var generator = SeededGenerator(seed: seed)
    return (0..<count).map { _ in
        let width = Int.random(in: widths, using: &generator)
        return CGSize(width: width, height: Int.random(in: heights, using: &generator))
    }
}

/// The lazy grid's columns as CSS tracks, for the peers and the record: 100 pt fixed, two
/// flexible, 60 pt fixed, 8 pt apart.
let compareLazyGridColumns = ["100px", "1fr", "1fr", "60px"]

/// Cells of full column width and seeded heights (20…60) in a LazyVGrid of a 100 pt fixed
/// column, two flexible columns and a 60 pt fixed column, spacing 8 both ways. At 1000 pt the
/// flexible columns share 1000 − 160 − 24 and are 408 pt each; a row is as tall as its tallest
/// cell and the others are centred in it. CSS: `grid-template-columns: 100px 1fr 1fr 60px;
/// gap: 8px; align-items: center`, cells of auto width (stretched) and the same heights.
@MainActor func compareLazyGrid(heights: [CGFloat]) -> AnyView {
    AnyView(LazyVGrid(columns: [GridItem(.fixed(100), spacing: 8), GridItem(.flexible(), spacing: 8),
                                GridItem(.flexible(), spacing: 8), GridItem(.fixed(60))], spacing: 8) {
        ForEach(0..<heights.count, id: \.self) { i in Color.orange.frame(height: heights[i]) }
    })
}

/// A Grid of `sizes.count / columns` GridRows of fixed-size cells (seeded 20…120 × 10…60),
/// spacing 8 both ways: each column as wide as its widest cell, each row as tall as its tallest,
/// every cell centred in its slot. CSS: `grid-template-columns/rows: repeat(n, auto); gap: 8px;
/// justify-items: center; align-items: center`, laid out at its ideal (max-content) size.
@MainActor func compareGridRows(sizes: [CGSize], columns: Int) -> AnyView {
    let rows = sizes.count / columns
    return AnyView(Grid(horizontalSpacing: 8, verticalSpacing: 8) {
        ForEach(0..<rows, id: \.self) { row in
            GridRow {
                ForEach(0..<columns, id: \.self) { column in
                    let size = sizes[row * columns + column]
                    Color.purple.frame(width: size.width, height: size.height)
                }
            }
        }
    })
}

/// The end-to-end stack's child count.
let compareStackChildren = 1_000_000

/// A VStack (spacing 0) of `children` colours 10 pt high, as wide as the proposal: a flex column
/// whose items stretch across it, 10 pt high each.
@MainActor func compareStack(children: Int) -> AnyView {
    AnyView(VStack(spacing: 0) {
        ForEach(0..<children, id: \.self) { _ in Color.blue.frame(height: 10) }
    })
}

// MARK: - Timing

@MainActor func emit(_ fields: [String: Any]) {
    let data = try! JSONSerialization.data(withJSONObject: fields, options: [.sortedKeys])
    print(String(decoding: data, as: UTF8.self))
    fflush(nil)  // every C output stream (Glibc's `stdout` is a mutable global Swift 6 will not read)
}

/// Minimum and median of `runs` timed calls (twice as many under 20 ms) of `body` after `warmup` untimed ones; `setup` runs
/// untimed before each call and hands `body` its input. Neither the input nor the result is freed
/// inside the timed region (freeing a tree of 100,000 nodes costs as much as laying it out): both
/// live until the clock has stopped, and the previous run's result is dropped after that.
///
/// Each run is timed twice: wall time, which the ratios to the peers use (the peers are timed the
/// same way), and the calling thread's CPU time (`CLOCK_THREAD_CPUTIME_ID`), which the ratios of
/// Layoutshot to itself use (a sweep to one layout, build + layout to the layout alone). On a
/// machine other processes share, a run the scheduler interrupts gains wall time but no CPU time,
/// and a 5 ms sweep is interrupted more often than a 0.7 ms layout, so the minimum wall time of
/// the short one is closer to its true cost than the long one's: wall-time ratios of a long
/// workload to a short one drift up with the machine's load (flow sweep 4.9x and 8.2x in two runs
/// ten minutes apart, with the layout's instruction count unchanged). All the work is on this
/// thread (a layout runs on its caller's thread), so its CPU time is all of it.
@MainActor func timeRuns<Input, Result>(warmup: Int = 2, runs: Int, setup: () -> Input, _ body: (Input) -> Result) -> (minimum: Double, median: Double, runs: Int, result: Result, cpuMinimum: Double, cpuMedian: Double) {
    var samples: [Double] = []
    var cpuSamples: [Double] = []
    var last: Result?
    var total = warmup + runs
    var run = 0
    while run < total {
        defer { run += 1 }
        let input = setup()
        let cpuStart = threadCPUSeconds()
        let start = DispatchTime.now().uptimeNanoseconds
        let result = body(input)
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let cpu = threadCPUSeconds() - cpuStart
        withExtendedLifetime(input) {}
        last = result
        if run >= warmup {
            samples.append(elapsed)
            cpuSamples.append(cpu)
        }
        // Short workloads are the most disturbed by other processes: twice the runs.
        if run == warmup && elapsed < 0.02 { total = warmup + 2 * runs }
    }
    samples.sort()
    cpuSamples.sort()
    return (samples[0], samples[samples.count / 2], samples.count, last!, cpuSamples[0], cpuSamples[cpuSamples.count / 2])
}

/// The calling thread's CPU time so far, in seconds.
func threadCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// A fresh host's first pass at `width` (nil: the ideal size); the host, that is the node tree,
/// is built untimed.
@discardableResult
@MainActor func timeCold(_ name: String, _ view: AnyView, width: CGFloat?, runs: Int, extra: [String: Any] = [:]) -> ComputedLayout {
    let proposal = ProposedViewSize(width: width, height: nil)
    let time = timeRuns(runs: runs, setup: { LayoutHost(rootView: view, proposal: proposal, recordsTrace: false) }) { host in
        host.layoutIfNeeded()
    }
    let layout = time.result
    var fields: [String: Any] = ["workload": name, "seconds": time.minimum, "median": time.median, "runs": time.runs,
                                 "cpu_seconds": time.cpuMinimum, "cpu_median": time.cpuMedian,
                                 "views": layout.nodeCount, "width": Double(layout.size.width), "height": Double(layout.size.height),
                                 // How much work the pass did (public `LayoutStatistics`), for profiling a slow row.
                                 "measurements": layout.statistics.measurements, "size_queries": layout.statistics.sizeQueries]
    fields.merge(extra) { a, _ in a }
    emit(fields)
    return layout
}

/// What a user pays for one layout: `makeView()` and `ComputedLayout(of:proposal:)` with its
/// default arguments, both timed. The result (and with it the node tree) is freed after the
/// clock stops, as in `timeRuns`.
@MainActor func timeEndToEnd(_ name: String, width: CGFloat, warmup: Int = 2, runs: Int, extra: [String: Any] = [:],
                  _ makeView: () -> AnyView) -> ComputedLayout {
    let proposal = ProposedViewSize(width: width, height: nil)
    let time = timeRuns(warmup: warmup, runs: runs, setup: { () }) { _ in
        ComputedLayout(of: makeView(), proposal: proposal)
    }
    let layout = time.result
    var fields: [String: Any] = ["workload": name, "seconds": time.minimum, "median": time.median, "runs": time.runs,
                                 "cpu_seconds": time.cpuMinimum, "cpu_median": time.cpuMedian,
                                 "views": layout.nodeCount, "ns_per_view": time.minimum / Double(layout.nodeCount) * 1e9,
                                 "width": Double(layout.size.width), "height": Double(layout.size.height)]
    fields.merge(extra) { a, _ in a }
    emit(fields)
    return layout
}

/// What one side of `timePairedRounds` measured: wall and CPU seconds, a sample a round.
struct PairedSide {
    var wall: [Double] = []
    var cpu: [Double] = []
}

/// Times two workloads in the same rounds, for a ratio of Layoutshot to itself: the rows of
/// `compare` are timed a minute or more apart (the short one with twice the runs), and the speed of
/// a shared machine moves more than the ratio between rows, while paired, both sides get the same
/// number of samples under the same conditions. Each of `warmup + 2 * runs` rounds (twice the
/// runs, as `timeRuns` gives a workload under 20 ms, which one side always is) calls `first` and
/// `second` untimed (their setup: a host built) and times the bodies they return, one after the
/// other; what the bodies return is freed after both clocks stop. Returns both sides' samples, the
/// median of the rounds' CPU ratios (first ÷ second) and the first body's last result.
@MainActor func timePairedRounds<A, B>(warmup: Int = 2, runs: Int, first: () -> () -> A, second: () -> () -> B)
    -> (first: PairedSide, second: PairedSide, ratioMedian: Double, last: A) {
    func timed<R>(_ body: () -> R) -> (R, wall: Double, cpu: Double) {
        let cpuStart = threadCPUSeconds()
        let start = DispatchTime.now().uptimeNanoseconds
        let result = body()
        let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        return (result, wall, threadCPUSeconds() - cpuStart)
    }
    var a = PairedSide(), b = PairedSide(), ratios: [Double] = []
    var last: A?
    for round in 0..<(warmup + 2 * runs) {
        let (resultA, wallA, cpuA) = timed(first())
        let (resultB, wallB, cpuB) = timed(second())
        withExtendedLifetime(resultB) {}
        last = resultA  // the previous round's result is freed here, outside both timed regions
        guard round >= warmup else { continue }
        a.wall.append(wallA); a.cpu.append(cpuA)
        b.wall.append(wallB); b.cpu.append(cpuB)
        ratios.append(cpuA / cpuB)
    }
    return (a, b, ratios.sorted()[ratios.count / 2], last!)
}

/// The median of `values` (the upper one of an even count, as `timeRuns` takes it).
func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

/// End to end as `timeEndToEnd`, with the layout alone of the same tree timed in the same rounds
/// (`timePairedRounds`), for issue 30's ratio: build + layout under 6x the layout alone. Each round
/// times one `ComputedLayout(of:proposal:)` of a fresh view value, then one first pass of a fresh
/// host over the same tree, built untimed (what the "nested" layout row times). Emits the
/// end-to-end row with `layout_seconds`/`layout_cpu_seconds` (minima of the paired layouts) and
/// `paired_ratio_median`.
@MainActor func timeEndToEndPaired(_ name: String, width: CGFloat, runs: Int, extra: [String: Any] = [:],
                                   _ makeView: @escaping () -> AnyView) -> ComputedLayout {
    let proposal = ProposedViewSize(width: width, height: nil)
    let tree = makeView()
    let time = timePairedRounds(runs: runs, first: { { ComputedLayout(of: makeView(), proposal: proposal) } }, second: {
        let host = LayoutHost(rootView: tree, proposal: proposal, recordsTrace: false)
        return { (host, host.layoutIfNeeded()) }
    })
    let layout = time.last
    var fields: [String: Any] = ["workload": name, "seconds": time.first.wall.min()!, "median": median(time.first.wall),
                                 "runs": time.first.wall.count,
                                 "cpu_seconds": time.first.cpu.min()!, "cpu_median": median(time.first.cpu),
                                 "layout_seconds": time.second.wall.min()!, "layout_cpu_seconds": time.second.cpu.min()!,
                                 "paired_ratio_median": time.ratioMedian,
                                 "views": layout.nodeCount, "ns_per_view": time.first.wall.min()! / Double(layout.nodeCount) * 1e9,
                                 "width": Double(layout.size.width), "height": Double(layout.size.height)]
    fields.merge(extra) { a, _ in a }
    emit(fields)
    return layout
}

/// A fresh host laid out at each sweep width in turn; in the same rounds (`timePairedRounds`), one
/// cold layout of the same tree at `oneWidth` (the workload's own row: "flow" at 800, …), for the
/// target "a sweep of five widths under 5x one layout". Emits the sweep with
/// `one_seconds`/`one_cpu_seconds` (minima of the paired layouts) and `paired_ratio_median`.
@MainActor func timeSweep(_ name: String, _ view: AnyView, runs: Int, oneWidth: CGFloat) {
    let time = timePairedRounds(runs: runs, first: {
        let host = LayoutHost(rootView: view, proposal: ProposedViewSize(width: compareSweepWidths[0], height: nil), recordsTrace: false)
        return {
            (host, compareSweepWidths.map { width -> ComputedLayout in
                host.proposal = ProposedViewSize(width: width, height: nil)
                return host.layoutIfNeeded()
            })
        }
    }, second: {
        let host = LayoutHost(rootView: view, proposal: ProposedViewSize(width: oneWidth, height: nil), recordsTrace: false)
        return { (host, host.layoutIfNeeded()) }
    })
    emit(["workload": name, "seconds": time.first.wall.min()!, "median": median(time.first.wall), "runs": time.first.wall.count,
          "cpu_seconds": time.first.cpu.min()!, "cpu_median": median(time.first.cpu),
          "one_seconds": time.second.wall.min()!, "one_cpu_seconds": time.second.cpu.min()!, "paired_ratio_median": time.ratioMedian,
          "widths": compareSweepWidths.map { Double($0) }])
}

/// The frames of the leaves (the coloured rectangles) in depth-first order, root coordinates, as
/// `x y width height` lines: what the peers' frames are checked against.
@MainActor func writeLeafFrames(_ layout: ComputedLayout, to path: String) {
    var lines: [String] = []
    for node in layout.nodes where node.kind.family == .leaf {
        let f = node.frame
        lines.append("\(Double(f.minX))\t\(Double(f.minY))\t\(Double(f.width))\t\(Double(f.height))")
    }
    try! lines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
}

// MARK: - Diff and encode

/// Layout diagrams drawn by the renderer, sized to exact pixel sizes.
@MainActor struct CompareDiagrams {
    let renderer: LayoutRenderer
    /// What the renderer adds around a layout (margins, rulers, caption).
    let overhead: CGSize

    init() {
        renderer = LayoutRenderer(textMeasurer: try! PangoTextMeasurer())
        let probe = renderer.layout(Color.red.frame(width: 1000, height: 1000), width: 1000)
        let size = renderer.geometry(of: probe).size
        overhead = CGSize(width: size.width - 1000, height: size.height - 1000)
    }

    /// Labelled chips in a flow: a typical snapshot. `changed` chips get another colour (same
    /// label, so nothing reflows), as a small regression would.
    func chips(width: Int, height: Int, changed: Set<Int>) -> RGBAImage {
        let colors: [Color] = [.blue, .orange, .green, .purple, .pink, .teal]
        let content = FlowLayout(spacing: 6, lineSpacing: 6) {
            ForEach(0..<900, id: \.self) { i in
                Text("chip \(i)")
                    .font(.caption)
                    .padding(4)
                    .background(changed.contains(i) ? Color.red : colors[i % colors.count])
            }
        }
        .frame(width: CGFloat(width) - overhead.width, height: CGFloat(height) - overhead.height, alignment: .topLeading)
        let layout = renderer.layout(content, width: CGFloat(width) - overhead.width)
        return try! renderer.image(of: layout)
    }

    /// Cards in a grid, as `layoutshot-render-bench` encodes.
    func cards(width: Int, height: Int) -> RGBAImage {
        let content = BenchmarkViews.cardGrid(width: CGFloat(width) - overhead.width, height: CGFloat(height) - overhead.height)
        let layout = renderer.layout(content, width: CGFloat(width) - overhead.width)
        return try! renderer.image(of: layout)
    }
}

/// Two 2000×2000 diagrams as PNG files (written with PNGCodec's defaults), then the timed part:
/// read and decode both files as `layoutshot diff` does (`PNGFile.readPair`: the two decodes run on
/// two threads), compare (threshold 0.1, anti-aliasing ignored, one thread) and judge with
/// `DiffTolerance.exact`.
@MainActor func compareDiff(directory: String, runs: Int) {
    let diagrams = CompareDiagrams()
    let expected = diagrams.chips(width: 2000, height: 2000, changed: [])
    let actual = diagrams.chips(width: 2000, height: 2000, changed: [17, 400, 401, 777])
    precondition(expected.width == 2000 && expected.height == 2000, "diff images are \(expected.width)×\(expected.height), not 2000×2000")
    let expectedPath = directory + "/diff_expected.png", actualPath = directory + "/diff_actual.png"
    try! Data(try! PNGCodec.encode(expected)).write(to: URL(fileURLWithPath: expectedPath))
    try! Data(try! PNGCodec.encode(actual)).write(to: URL(fileURLWithPath: actualPath))

    let tolerance = DiffTolerance.exact
    let time = timeRuns(runs: runs, setup: { () }) { _ -> DiffVerdict in
        let (a, b) = PNGFile.readPair(expectedPath, actualPath)
        return tolerance.verdict(expected: try! a.get(), actual: try! b.get())
    }
    let verdict: DiffVerdict? = time.result
    // The two parts on their own, for the profile notes: reading + decoding both files, and the
    // comparison of the decoded images.
    let decode = timeRuns(runs: runs, setup: { () }) { _ in PNGFile.readPair(expectedPath, actualPath) }
    let compare = timeRuns(runs: runs, setup: { () }) { _ in tolerance.verdict(expected: expected, actual: actual) }
    var fields: [String: Any] = ["workload": "diff", "seconds": time.minimum, "median": time.median, "runs": time.runs,
                                 "decode_seconds": decode.minimum, "compare_seconds": compare.minimum,
                                 "expected": expectedPath, "actual": actualPath, "size": [expected.width, expected.height]]
    if case .differ(let result, _)? = verdict {
        fields["different_pixels"] = result.differentPixels
        fields["matches"] = false
    } else if case .match(let result)? = verdict {
        fields["different_pixels"] = result.differentPixels
        fields["matches"] = true
    }
    emit(fields)
}

/// A 1600×1200 diagram on a cairo surface to PNG bytes: PNGCodec's default options against
/// cairo_surface_write_to_png (its stream variant, to memory) on the same surface.
@MainActor func compareEncode(runs: Int) {
    let image = CompareDiagrams().cards(width: 1600, height: 1200)
    let surface = try! ImageSurface(image: image)
    let codec = timeRuns(runs: runs, setup: { () }) { _ in try! PNGCodec.encode(surface) }
    let cairo = timeRuns(runs: runs, setup: { () }) { _ in try! PNGCodec.cairoWriteToPNG(surface) }
    let ours = codec.result, theirs = cairo.result
    emit(["workload": "encode", "seconds": codec.minimum, "median": codec.median, "runs": codec.runs,
          "bytes": ours.count, "size": [surface.width, surface.height]])
    emit(["workload": "encode (cairo_surface_write_to_png)", "seconds": cairo.minimum, "median": cairo.median,
          "runs": cairo.runs, "bytes": theirs.count, "size": [surface.width, surface.height]])
}
