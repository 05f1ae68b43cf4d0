// swift-tools-version: 6.0
// Layoutshot: SwiftUI's Layout protocol, computed frames, Cairo diagrams and pixel snapshot tests on Linux.
import PackageDescription

let package = Package(
    name: "Layoutshot",
    products: [
        .library(name: "Layoutshot", targets: ["Layoutshot"]),
        // `swift run -c release layoutshot-bench`: layout benchmarks as Markdown tables.
        .executable(name: "layoutshot-bench", targets: ["LayoutshotBench"]),
        // `swift run -c release layoutshot-diff-bench`: timings of the image diff engine as a Markdown table.
        .executable(name: "layoutshot-diff-bench", targets: ["LayoutshotDiffBench"]),
    ],
    targets: [
        // The pure layout core: geometry, the Layout protocol family, views, built-in layouts,
        // measurement cache and invalidation. No C, no file I/O.
        .target(name: "Layoutshot"),
        // A plain RGBA pixel buffer shared by the renderer (decode/encode) and the diff engine.
        .target(name: "LayoutshotPixels"),
        // The pure-Swift image diff engine for snapshot tests: perceptual (YIQ) pixel comparison
        // with anti-aliasing detection, tolerances and verdicts, and the expected | diff | actual image.
        // Depends only on the pixel buffer; no Foundation.
        .target(name: "LayoutshotDiff", dependencies: ["LayoutshotPixels"]),
        // Benchmark of the diff engine on 2000×2000 images compared in memory (not run by tests or CI).
        .executableTarget(name: "LayoutshotDiffBench", dependencies: ["LayoutshotDiff", "LayoutshotPixels"]),
        .testTarget(name: "LayoutshotTests", dependencies: ["Layoutshot"]),
        // The seed articles' layouts (WeatherLayout with its CacheStore, the caching FlowLayout as
        // SeedFlowLayout, WrappingHLayout, EqualWidthHLayout, Apple's MyEqualWidthVStack) as Swift that
        // builds against Layoutshot with only `import SwiftUI` changed, plus a small demo view of each.
        .target(name: "LayoutshotSamples", dependencies: ["Layoutshot"], path: "Samples/Swift"),
        .testTarget(name: "LayoutshotSamplesTests", dependencies: ["LayoutshotSamples", "Layoutshot"]),
        .testTarget(name: "LayoutshotDiffTests", dependencies: ["LayoutshotDiff", "LayoutshotPixels"]),
        // Layout benchmarks (not run by tests or CI).
        .executableTarget(name: "LayoutshotBench", dependencies: ["Layoutshot"]),
    ],
    swiftLanguageModes: [.v5]
)
