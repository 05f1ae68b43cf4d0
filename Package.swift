// swift-tools-version: 6.0
// Layoutshot: SwiftUI's Layout protocol, computed frames, Cairo diagrams and pixel snapshot tests on Linux.
import PackageDescription

let package = Package(
    name: "Layoutshot",
    products: [
        .library(name: "Layoutshot", targets: ["Layoutshot"]),
        .executable(name: "layoutshot-bench", targets: ["LayoutshotBench"]),
    ],
    targets: [
        // The pure layout core: geometry, the Layout protocol family, views, built-in layouts,
        // measurement cache and invalidation. No C, no file I/O.
        .target(name: "Layoutshot"),
        // A plain RGBA pixel buffer shared by the renderer (decode/encode) and the diff engine.
        .target(name: "LayoutshotPixels"),
        .testTarget(name: "LayoutshotTests", dependencies: ["Layoutshot"]),
        // Benchmarks: `swift run -c release layoutshot-bench` prints Markdown tables.
        .executableTarget(name: "LayoutshotBench", dependencies: ["Layoutshot"]),
    ],
    swiftLanguageModes: [.v5]
)
