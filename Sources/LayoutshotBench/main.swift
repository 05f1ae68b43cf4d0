import Foundation

// swift run -c release layoutshot-bench [all|core|flowgrid]…
// Prints one Markdown table per group. Nothing here is asserted on: performance goals are read, not tested.

let groups: [(name: String, run: () -> Void)] = [
    ("core", runCoreBenchmarks),
    ("flowgrid", runFlowGridBenchmarks),
    // Not a table: JSON lines for `Benchmarks/compare`, which runs the peers on the same inputs.
    ("compare", runCompare),
    // Not a table: one cold pass of each core workload, for `valgrind --tool=callgrind` instruction counts.
    ("profile-core", profileCore),
]

let requested = Set(CommandLine.arguments.dropFirst())
let unknown = requested.subtracting(groups.map(\.name) + ["all"])
if !unknown.isEmpty {
    FileHandle.standardError.write("layoutshot-bench: unknown group(s) \(unknown.sorted().joined(separator: ", ")); choose from all, \(groups.map(\.name).joined(separator: ", "))\n".data(using: .utf8)!)
    exit(2)
}
#if DEBUG
print("> Note: this is a debug build; run `swift run -c release layoutshot-bench` for meaningful numbers.\n")
#endif
// `profile-*` and `compare` (not tables) run only when named.
let namedOnly = { (name: String) in name.hasPrefix("profile") || name == "compare" }
for group in groups where ((requested.isEmpty || requested.contains("all")) && !namedOnly(group.name)) || requested.contains(group.name) {
    group.run()
    print("")
}
