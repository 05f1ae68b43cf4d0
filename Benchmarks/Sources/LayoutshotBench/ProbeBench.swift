// `layoutshot-bench probe-depth` and `probe-api`: the parts of Scripts/probe-reliability that need
// Swift (issue 31): a very deep view tree, and hostile values through the public API, in a release
// build. Each prints one line and exits 0 when the process survived with finite frames; a crash
// (the fault these probe for) is the script's signal. Not timed here: the script bounds each run
// by time and memory and reports both.

import ArgumentParser
import Foundation
import Layoutshot

struct ProbeDepth: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "probe-depth",
        abstract: "Lays out LEVELS levels of AnyView(v.padding(1)) (or a recursive body that deep with --recursive) and prints the result.")

    @Option(help: "Levels of nesting.")
    var levels: Int = 250_000

    @Flag(help: "A custom view whose body is itself LEVELS levels down, instead of nested paddings.")
    var recursive = false

    private struct Recursive: View {
        let depth: Int
        var body: some View {
            if depth == 0 { Color.red.frame(width: 3, height: 3) } else { Recursive(depth: depth - 1) }
        }
    }

    func run() {
        MainActor.assumeIsolated {
            let computed: ComputedLayout
            if recursive {
                computed = ComputedLayout(of: Recursive(depth: levels), proposal: .unspecified)
            } else {
                var view = AnyView(Color.red.frame(width: 2, height: 2))
                for _ in 0..<levels { view = AnyView(view.padding(1)) }
                computed = ComputedLayout(of: view, proposal: .unspecified)
            }
            let cut = computed.diagnostics.first { $0.kind == .invalidArgument }
            print("\(levels) levels\(recursive ? " (recursive body)" : ""): size \(computed.size.width)×\(computed.size.height), "
                  + "\(computed.nodeCount) nodes, \(cut.map { "diagnostic: \($0.message)" } ?? "no diagnostic")")
        }
    }
}

struct ProbeAPI: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "probe-api",
        abstract: "Lays out views built with hostile values (NaN, ±infinity, huge and negative sizes, spacing, padding, proposals) and checks every frame is finite.")

    func run() throws {
        try MainActor.assumeIsolated {
            let values: [CGFloat] = [.nan, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
                                     1e300, -1e300, -1, 0, .leastNonzeroMagnitude, 1e9]
            var cases = 0
            var bad: [String] = []
            @MainActor func check(_ name: String, _ view: some View, _ proposal: ProposedViewSize = ProposedViewSize(width: 320, height: nil)) {
                cases += 1
                let computed = ComputedLayout(of: view, proposal: proposal)
                let finite = computed.size.width.isFinite && computed.size.height.isFinite
                    && computed.nodes.allSatisfy { $0.frame.minX.isFinite && $0.frame.minY.isFinite
                        && $0.frame.width.isFinite && $0.frame.height.isFinite }
                if !finite { bad.append(name) }
            }
            for v in values {
                check("frame(width: \(v), height: \(v))", Color.red.frame(width: v, height: v))
                check("frame(minWidth: \(v), maxWidth: \(v))", Color.red.frame(minWidth: v, maxWidth: v))
                check("padding(\(v))", Text("x").padding(v))
                check("HStack(spacing: \(v))", HStack(spacing: v) { Color.red; Text("a"); Spacer() })
                check("VStack(spacing: \(v))", VStack(spacing: v) { Color.red; Text("a") })
                check("offset(x: \(v))", Color.red.frame(width: 10, height: 10).offset(x: v, y: v))
                check("position(\(v))", Color.red.position(x: v, y: v))
                check("aspectRatio(\(v))", Color.red.aspectRatio(v, contentMode: .fit))
                check("layoutPriority(\(v))", HStack { Text("a").layoutPriority(Double(v)); Text("b") })
                check("proposal \(v)", Text("hello world"), ProposedViewSize(width: v, height: v))
                check("Grid spacing \(v)", Grid(horizontalSpacing: v, verticalSpacing: v) { GridRow { Text("a"); Text("b") } })
                check("scaleEffect(\(v))", Text("a").scaleEffect(v))
            }
            print("\(cases) hostile API cases: \(bad.isEmpty ? "every frame finite" : "NOT FINITE: " + bad.joined(separator: "; "))")
            if !bad.isEmpty { throw ExitCode(1) }
        }
    }
}
