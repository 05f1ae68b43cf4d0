import Foundation
import Layoutshot
import LayoutshotBenchSupport

// `layoutshot-bench instructions <workload>`: one run of one `compare` workload, alone inside
// `instrumentedWork`, for counting its instructions with callgrind, which do not depend on the
// machine or its load as times do:
//
//     valgrind --tool=callgrind --collect-atstart=no --toggle-collect='*instrumentedWork*' \
//         --callgrind-out-file=out.%p layoutshot-bench instructions nested
//
// (the "summary:" line of out.* is the count; valgrind 3.19 reads no DWARF 5, so give it a copy
// made with `strip --strip-debug`: the symbol table names the functions). The inputs are
// `compare`'s, built outside the counted region; the same work is done once first, uncounted, as
// `compare` warms up; the result is freed after the counted region. `Benchmarks/compare` runs it
// for the nested tree laid out alone and end to end.
//
// It all runs on a thread of its own with a 256 MiB stack: under valgrind the main thread's stack
// is not where `StackGuard` finds it, so a build and a pass on the main thread would move to a
// large-stack thread (the build sending each call into user code back), where callgrind's toggle,
// which follows one thread, does not see them, and which a native run does not do.

/// The workloads `instructions` takes, as `compare` names them.
let instructionWorkloads = ["nested", "e2e nested", "flow", "grid", "lazygrid", "gridrows", "flow sweep", "grid sweep", "nested sweep"]

/// Runs `body` where callgrind's `--toggle-collect='*instrumentedWork*'` counts it (and nothing else).
@inline(never)
func instrumentedWork<Result>(_ body: () -> Result) -> Result {
    body()
}

func runInstructionWorkload(_ name: String) {
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        runInstructionWorkloadHere(name)
        done.signal()
    }
    thread.stackSize = 256 << 20
    thread.start()
    done.wait()
}

private func runInstructionWorkloadHere(_ name: String) {
    let widths = compareFlowWidths(count: 10_000)
    /// A fresh host's first pass: `compare`'s cold layout rows.
    func cold(_ view: AnyView, width: CGFloat?) -> ComputedLayout {
        let proposal = ProposedViewSize(width: width, height: nil)
        _ = LayoutHost(rootView: view, proposal: proposal, recordsTrace: false).layoutIfNeeded()
        let host = LayoutHost(rootView: view, proposal: proposal, recordsTrace: false)
        return instrumentedWork { host.layoutIfNeeded() }
    }
    /// A fresh host laid out at each sweep width in turn: `compare`'s sweep rows.
    func sweep(_ view: AnyView) -> ComputedLayout {
        func run(_ host: LayoutHost) -> [ComputedLayout] {
            compareSweepWidths.map { width in
                host.proposal = ProposedViewSize(width: width, height: nil)
                return host.layoutIfNeeded()
            }
        }
        func fresh() -> LayoutHost {
            LayoutHost(rootView: view, proposal: ProposedViewSize(width: compareSweepWidths[0], height: nil), recordsTrace: false)
        }
        _ = run(fresh())
        let host = fresh()
        return instrumentedWork { run(host) }.last!
    }
    let layout: ComputedLayout
    switch name {
    case "nested": layout = cold(compareNested(count: 87_381), width: 1024)
    case "flow": layout = cold(compareFlow(widths: widths), width: 800)
    case "grid": layout = cold(compareGrid(count: 10_000), width: 1000)
    case "lazygrid":
        var generator = SeededGenerator(seed: 7)
        let heights = (0..<10_000).map { _ in CGFloat(Int.random(in: 20...60, using: &generator)) }
        layout = cold(compareLazyGrid(heights: heights), width: 1000)
    case "gridrows":
        layout = cold(compareGridRows(sizes: compareCellSizes(count: 100 * 100, seed: 11, widths: 20...120, heights: 10...60), columns: 100), width: nil)
    case "flow sweep": layout = sweep(compareFlow(widths: widths))
    case "grid sweep": layout = sweep(compareGrid(count: 10_000))
    case "nested sweep": layout = sweep(compareNested(count: 87_381))
    case "e2e nested":
        // `compare`'s end-to-end row: making the view value and `ComputedLayout(of:proposal:)` with
        // its default arguments, both counted.
        let proposal = ProposedViewSize(width: 1024, height: nil)
        _ = ComputedLayout(of: compareNested(count: 87_381), proposal: proposal)
        layout = instrumentedWork { ComputedLayout(of: compareNested(count: 87_381), proposal: proposal) }
    default:
        fatalError("unknown workload \(name)")
    }
    print("\(name): \(layout.nodeCount) views, \(Int(layout.size.width)) × \(Int(layout.size.height))")
}
