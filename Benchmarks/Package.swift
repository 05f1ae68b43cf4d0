// swift-tools-version: 6.1
// Layoutshot's benchmarks: a package of their own, so that `Sources/` of the root package holds
// only what users get. It depends on the root package by path (as apple/swift-collections'
// `Benchmarks/` does) and uses only its products' public API.
//
//     swift run -c release --package-path Benchmarks layoutshot-bench --help
//     Benchmarks/compare        # builds this package in release mode and runs the peers beside it
import Foundation
import PackageDescription

/// SwiftPM names a package found by path after its folder (`layoutshot`, `main`, a clone's own
/// name), so the root package's identity is read from where this manifest sits.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "LayoutshotBenchmarks",
    products: [
        // `layoutshot-bench <core|flowgrid|compare|diff|render|graphics|snapshot|speed|profile-core|profile-speed|tool-render|probe-depth|probe-api>`.
        .executable(name: "layoutshot-bench", targets: ["LayoutshotBench"]),
    ],
    dependencies: [
        // No traits: the benchmarks need none of the third-party packages the traits fetch
        // (swift-syntax, Yams, swift-snapshot-testing), so a release build compiles none of them.
        .package(path: "..", traits: []),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // One executable, one subcommand per workload group; the layout groups print Markdown
        // tables, `compare` prints JSON lines for `Benchmarks/compare`.
        .executableTarget(
            name: "LayoutshotBench",
            dependencies: [
                "LayoutshotBenchSupport",
                .product(name: "Layoutshot", package: root),
                .product(name: "LayoutshotDiff", package: root),
                .product(name: "LayoutshotGraphics", package: root),
                .product(name: "LayoutshotRender", package: root),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // What the workloads share: timing (minimum of runs after a warm-up), a seeded generator,
        // the pictures the diff and encoding workloads compare, and the card grid they render.
        .target(
            name: "LayoutshotBenchSupport",
            dependencies: [
                .product(name: "Layoutshot", package: root),
                .product(name: "LayoutshotDiff", package: root),
            ]
        ),
    ],
    // Swift 6, as the root package. Views are main-actor values, as in SwiftUI: the workloads are
    // main-actor code, entered from each command's `run()` (ArgumentParser runs it on the main thread).
    swiftLanguageModes: [.v6]
)
