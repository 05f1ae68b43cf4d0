// swift-tools-version: 6.0
// Layoutshot: SwiftUI's Layout protocol, computed frames, Cairo diagrams and pixel snapshot tests on Linux.
import PackageDescription

let package = Package(
    name: "Layoutshot",
    products: [
        .library(name: "Layoutshot", targets: ["Layoutshot"]),
        .library(name: "LayoutshotGraphics", targets: ["LayoutshotGraphics"]),
        // Layout diagrams: computed layouts drawn as PNG, SVG and PDF, text measured with Pango.
        .library(name: "LayoutshotRender", targets: ["LayoutshotRender"]),
        // `swift run -c release layoutshot-bench`: layout benchmarks as Markdown tables.
        .executable(name: "layoutshot-bench", targets: ["LayoutshotBench"]),
        // `swift run -c release layoutshot-diff-bench`: timings of the image diff engine as a Markdown table.
        .executable(name: "layoutshot-diff-bench", targets: ["LayoutshotDiffBench"]),
        // `swift run -c release layoutshot-render-bench`: renderer timings as a Markdown table.
        .executable(name: "layoutshot-render-bench", targets: ["layoutshot-render-bench"]),
    ],
    targets: [
        // MARK: Pure Swift

        // The pure layout core: geometry, the Layout protocol family, views, built-in layouts,
        // measurement cache and invalidation. No C, no file I/O.
        .target(name: "Layoutshot"),
        // A plain RGBA pixel buffer shared by the renderer (decode/encode) and the diff engine.
        .target(name: "LayoutshotPixels"),
        // The pure-Swift image diff engine for snapshot tests: perceptual (YIQ) pixel comparison
        // with anti-aliasing detection, tolerances and verdicts, and the expected | diff | actual image.
        // Depends only on the pixel buffer; no Foundation.
        .target(name: "LayoutshotDiff", dependencies: ["LayoutshotPixels"]),

        // MARK: C libraries and the one Swift layer that owns their pointers

        // Cairo, cairo's SVG/PDF surfaces, Pango (cairo + fontconfig backends) and fontconfig as one
        // C module. Distinctive name: several public packages already define `CCairo`.
        .systemLibrary(
            name: "CLayoutshotCairo",
            pkgConfig: "pangocairo",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]
        ),
        // libpng behind a setjmp boundary (encode to memory, decode to RGBA) and the conversions
        // between cairo's premultiplied pixels and straight RGBA.
        .target(
            name: "CLayoutshotPNG",
            linkerSettings: [.linkedLibrary("png16")]
        ),
        // The graphics layer: the only Swift code that holds C pointers. Surfaces, drawing context,
        // deterministic Pango text, SVG/PDF documents, PNG codec, atomic file writes.
        .target(
            name: "LayoutshotGraphics",
            dependencies: ["CLayoutshotCairo", "CLayoutshotPNG", "LayoutshotPixels"]
        ),

        // The renderer: a Pango-backed TextMeasurer for the core, and diagrams of computed layouts
        // (view frames styled by kind, text, colours and shapes, overlays, rulers, several widths).
        // Holds no C pointers: everything C goes through LayoutshotGraphics.
        .target(
            name: "LayoutshotRender",
            dependencies: ["Layoutshot", "LayoutshotGraphics", "LayoutshotPixels"]
        ),

        // MARK: Executables

        // Draws a fixed scene and writes it as PNG and SVG; the determinism test runs it in a child
        // process with a hostile environment and compares the bytes.
        .executableTarget(
            name: "layoutshot-graphics-probe",
            dependencies: ["LayoutshotGraphics", "LayoutshotPixels"],
            path: "Sources/LayoutshotGraphicsProbe"
        ),
        // Renders a fixed view (Latin and Korean text) as PNG and SVG; the renderer's determinism
        // test runs it in a child process with a hostile environment and compares the bytes.
        .executableTarget(
            name: "layoutshot-render-probe",
            dependencies: ["LayoutshotRender", "LayoutshotGraphics"],
            path: "Sources/LayoutshotRenderProbe"
        ),
        // Benchmarks (not run by tests or CI).
        // `compare` (issue 7) also times the diff engine and PNG encoding, so it links those too.
        .executableTarget(name: "LayoutshotBench", dependencies: ["Layoutshot", "LayoutshotDiff", "LayoutshotRender"]),
        .executableTarget(name: "LayoutshotDiffBench", dependencies: ["LayoutshotDiff", "LayoutshotPixels"]),
        // `swift run -c release layoutshot-graphics-bench`: drawing and encoding timings as Markdown.
        .executableTarget(
            name: "layoutshot-graphics-bench",
            dependencies: ["LayoutshotGraphics"],
            path: "Sources/LayoutshotGraphicsBench"
        ),
        // `swift run -c release layoutshot-render-bench`: 10,000 labelled boxes through the renderer
        // to PNG and SVG, and PNG encoding against cairo's writer, as Markdown.
        .executableTarget(
            name: "layoutshot-render-bench",
            dependencies: ["LayoutshotRender", "LayoutshotGraphics"],
            path: "Sources/LayoutshotRenderBench"
        ),

        // MARK: Tests

        .testTarget(name: "LayoutshotTests", dependencies: ["Layoutshot"]),
        // The seed articles' layouts (WeatherLayout with its CacheStore, the caching FlowLayout as
        // SeedFlowLayout, WrappingHLayout, EqualWidthHLayout, Apple's MyEqualWidthVStack) as Swift that
        // builds against Layoutshot with only `import SwiftUI` changed, plus a small demo view of each.
        .target(name: "LayoutshotSamples", dependencies: ["Layoutshot"], path: "Samples/Swift"),
        .testTarget(name: "LayoutshotSamplesTests", dependencies: ["LayoutshotSamples", "Layoutshot"]),
        .testTarget(name: "LayoutshotDiffTests", dependencies: ["LayoutshotDiff", "LayoutshotPixels"]),
        .testTarget(
            name: "LayoutshotGraphicsTests",
            dependencies: ["LayoutshotGraphics", "LayoutshotPixels", "layoutshot-graphics-probe"]
        ),
        .testTarget(
            name: "LayoutshotRenderTests",
            dependencies: ["LayoutshotRender", "layoutshot-render-probe"]
        ),
    ],
    swiftLanguageModes: [.v5]
)
