import Foundation
import Layoutshot
import LayoutshotBenchSupport

/// The flow and grid workloads: a 10,000-item flow and a 10,000-cell adaptive grid, cold, warm and swept.
@MainActor func runFlowGridBenchmarks() {
    print("## Flow and grid\n")
    let flow = Workload(name: "flow: 10,000 items (20–120 × 24, spacing 8)", width: 800) { flowItems(count: 10_000) }
    let grid = Workload(name: "adaptive LazyVGrid: 10,000 cells 150×150", width: 1000) { adaptiveGrid(count: 10_000) }
    print(Workload.table([flow, grid]).render())
    print("\nEach item is a colour in a fixed frame (two views). Widths come from a seeded generator, so every")
    print("run lays out the same items. Sweep: 320/480/768/1024/1440 on one tree against one width.")
}

/// 10,000 chips of widths 20–120 (seeded), height 24, in a FlowLayout with spacing 8.
@MainActor func flowItems(count: Int) -> AnyView {
    var generator = SeededGenerator(seed: 42)
    let widths = (0..<count).map { _ in CGFloat(Int.random(in: 20...120, using: &generator)) }
    return AnyView(FlowLayout(spacing: 8, lineSpacing: 8) {
        ForEach(0..<count, id: \.self) { i in Color.blue.frame(width: widths[i], height: 24) }
    })
}

/// 10,000 cells of 150×150 in an adaptive LazyVGrid (minimum 150), spacing 8.
@MainActor func adaptiveGrid(count: Int) -> AnyView {
    AnyView(LazyVGrid(columns: [GridItem(.adaptive(minimum: 150), spacing: 8)], spacing: 8) {
        ForEach(0..<count, id: \.self) { _ in Color.green.frame(width: 150, height: 150) }
    })
}
