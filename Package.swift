// swift-tools-version: 6.1
// Layoutshot: SwiftUI's Layout protocol, computed frames, Cairo diagrams and pixel snapshot tests on Linux.
import CompilerPluginSupport
import PackageDescription

/// Scripts/test's prebuilt macro plugin library (see the end of this file), or nil.
let macroLibrary = Context.environment["LAYOUTSHOT_MACRO_LIBRARY"].flatMap { $0.isEmpty ? nil : $0 }

let package = Package(
    name: "Layoutshot",
    products: [
        .library(name: "Layoutshot", targets: ["Layoutshot"]),
        // Scene files (YAML or JSON) read into views and render options.
        .library(name: "LayoutshotScene", targets: ["LayoutshotScene"]),
        // No module re-exports another (only Layoutshot re-exports Foundation and Observation, as
        // SwiftUI does), so a product lists the modules its API is written in: a user imports
        // `LayoutshotPixels` to name `RGBAImage`, which the renderer's and the codec's API return.
        .library(name: "LayoutshotGraphics", targets: ["LayoutshotGraphics", "LayoutshotPixels"]),
        // Layout diagrams: computed layouts drawn as PNG, SVG and PDF, text measured with Pango.
        .library(name: "LayoutshotRender", targets: ["LayoutshotRender", "LayoutshotPixels"]),
        // The pure-Swift image diff engine (perceptual comparison, tolerances, the expected | diff |
        // actual picture) and the RGBA image it compares, which the renderer's images also are.
        .library(name: "LayoutshotDiff", targets: ["LayoutshotDiff", "LayoutshotPixels"]),
        // Pixel snapshot tests of layouts for Swift Testing and XCTest: `assertLayoutSnapshot`,
        // record modes, artifacts on failure, and `assertPreviewSnapshot` over every `#Preview` and
        // `PreviewProvider` of the test process (`DiscoveredPreview.all`).
        // `LayoutshotSnapshotCore` holds the types the assertions take (`SnapshotRecordMode`,
        // `LayoutSnapshotConfiguration`, `DiscoveredPreview`, …) without importing a test framework.
        .library(name: "LayoutshotTesting", targets: ["LayoutshotTesting", "LayoutshotSnapshotCore"]),
        // Image strategies for pointfreeco/swift-snapshot-testing on Linux (`.layoutImage`), on
        // the same diff engine. The only product that depends on swift-snapshot-testing.
        .library(name: "LayoutshotSnapshotTesting", targets: ["LayoutshotSnapshotTesting"]),
        // The command line tool: `layoutshot render|check|gallery|frames PATH…` (scene files, or
        // folders of them, into diagrams, a staleness check of an output folder, a Markdown and HTML
        // gallery, the computed frames as JSON) and `layoutshot diff EXPECTED ACTUAL`. No samples.
        .executable(name: "layoutshot", targets: ["LayoutshotCLI"]),
        // `swift package --allow-writing-to-package-directory layoutshot-render --out DIR`: pictures of
        // every #Preview and PreviewProvider of the user's library products, with a gallery page.
        .plugin(name: "LayoutshotRenderPlugin", targets: ["LayoutshotRenderPlugin"]),
    ],
    // Traits decide which third-party packages a user's package fetches. Every trait is on when
    // this package is built by itself (and for a dependent that names no traits); a user's
    // `.package(url:from:traits: [])` fetches nothing, and the products Layoutshot, LayoutshotRender,
    // LayoutshotGraphics and LayoutshotTesting need no trait at all.
    traits: [
        .trait(name: "Scenes", description: "Scene files in YAML (LayoutshotScene): fetches jpsim/Yams."),
        .trait(name: "Tool", description: "The `layoutshot` command: fetches apple/swift-argument-parser and enables Scenes.",
               enabledTraits: ["Scenes"]),
        .trait(name: "SwiftSnapshotTesting",
               description: "Image strategies for swift-snapshot-testing (LayoutshotSnapshotTesting): fetches pointfreeco/swift-snapshot-testing."),
        .trait(name: "Previews",
               description: "SwiftUI's #Preview and @Previewable macros in Layoutshot: fetches and builds swiftlang/swift-syntax."),
        .default(enabledTraits: ["Scenes", "Tool", "SwiftSnapshotTesting", "Previews"]),
    ],
    dependencies: [
        // The `layoutshot` command (trait Tool).
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // Only for the LayoutshotSnapshotTesting product (trait SwiftSnapshotTesting).
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        // YAML for scene files (its parser reports line and column for every node; trait Scenes).
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        // `swift package generate-documentation` (the DocC catalogs in Sources/*/*.docc). A plugin
        // only: no target uses it, so a package that depends on Layoutshot never fetches it.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // MARK: Pure Swift

        // The pure layout core: geometry, the Layout protocol family, views, built-in layouts,
        // measurement cache and invalidation. No C, no file I/O.
        .target(name: "Layoutshot",
                dependencies: macroLibrary == nil ? [.target(name: "LayoutshotMacros", condition: .when(traits: ["Previews"]))] : []),
        // A plain RGBA pixel buffer shared by the renderer (decode/encode) and the diff engine.
        .target(name: "LayoutshotPixels"),
        // Scene files: YAML (or JSON) describing a view tree and how to render it, read into
        // `AnyView`s built through Layoutshot's public API, with errors that name file:line:column.
        .target(name: "LayoutshotScene", dependencies: [
            "Layoutshot", .product(name: "Yams", package: "Yams", condition: .when(traits: ["Scenes"])),
        ], ),
        // The pure-Swift image diff engine for snapshot tests: perceptual (YIQ) pixel comparison
        // with anti-aliasing detection, tolerances and verdicts, and the expected | diff | actual image.
        // Depends only on the pixel buffer; no Foundation.
        .target(name: "LayoutshotDiff", dependencies: ["LayoutshotPixels"]),

        // MARK: C libraries and the one Swift layer that owns their pointers

        // Cairo, cairo's SVG/PDF surfaces, Pango (cairo + fontconfig backends) and fontconfig as one
        // C module. Distinctive name: several public packages already define `CCairo`. Its include
        // paths come from the two system libraries below (pkg-config "cairo" and "harfbuzz") and a
        // link to pango's headers in its `include/`, not from pkg-config "pangocairo", whose flags
        // carry a `-pthread` that SwiftPM rejects with a warning on every build.
        .target(name: "CLayoutshotCairo", dependencies: ["CLayoutshotCairoPaths", "CLayoutshotHarfBuzzPaths"]),
        .systemLibrary(
            name: "CLayoutshotCairoPaths",
            pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]
        ),
        .systemLibrary(
            name: "CLayoutshotHarfBuzzPaths",
            pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev", "libpango1.0-dev"])]
        ),
        // libpng behind a setjmp boundary (encode to memory, decode to RGBA), a faster decoder for
        // 8-bit non-interlaced PNGs and an encoder for single-filter PNGs (level 1 on our own
        // deflater for filtered rows, row_deflate.c; other levels on libdeflate; libpng and zlib for
        // the rest) and the conversions between cairo's premultiplied pixels and straight RGBA.
        .target(
            name: "CLayoutshotPNG",
            linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("z"), .linkedLibrary("deflate")]
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

        // The `layoutshot` command's logic, testable without a process: finding scene files,
        // rendering scenes (and the Swift samples the command hands in) to files in parallel,
        // content hashes that skip unchanged scenes, the pixel comparison behind `check`, the
        // gallery writer and the `diff` command. Knows no sample of its own.
        .target(
            name: "LayoutshotTool",
            dependencies: ["Layoutshot", "LayoutshotScene", "LayoutshotRender", "LayoutshotGraphics", "LayoutshotDiff",
                           "LayoutshotPixels", "LayoutshotSnapshotCore"]
        ),

        // MARK: Snapshot testing

        // What snapshot assertions and the `layoutshot check` command share, with no test framework
        // imported (so the command line tool links neither XCTest nor Swift Testing): record modes
        // and the environment, reference and artifact paths, verifying a rendered image against
        // its reference, the HTML report, and finding previews at run time (`PreviewDiscovery/`,
        // whose `ConformanceScan.swift` is its only unsafe code).
        .target(
            name: "LayoutshotSnapshotCore",
            dependencies: ["Layoutshot", "LayoutshotRender", "LayoutshotDiff", "LayoutshotGraphics", "LayoutshotPixels"]
        ),
        // `assertLayoutSnapshot` for Swift Testing (Issue.record, Attachment) and XCTest (XCTFail),
        // `withLayoutSnapshotTesting` and the `.layoutSnapshots` trait.
        .target(
            name: "LayoutshotTesting",
            dependencies: ["LayoutshotSnapshotCore", "Layoutshot", "LayoutshotRender", "LayoutshotDiff", "LayoutshotPixels"]
        ),
        // `Snapshotting`/`Diffing` strategies for swift-snapshot-testing, one per file.
        .target(
            name: "LayoutshotSnapshotTesting",
            dependencies: [
                "Layoutshot", "LayoutshotRender", "LayoutshotDiff", "LayoutshotGraphics", "LayoutshotPixels",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing",
                         condition: .when(traits: ["SwiftSnapshotTesting"])),
            ]
        ),

        // MARK: Executables

        // `swift package layoutshot-render`: builds a small program in its work folder that links the
        // package's library products and LayoutshotTesting and calls `PreviewGallery.main`.
        .plugin(
            name: "LayoutshotRenderPlugin",
            capability: .command(
                intent: .custom(verb: "layoutshot-render",
                                description: "Render every #Preview and PreviewProvider of the package's library products into a folder with a gallery page"),
                permissions: [.writeToPackageDirectory(reason: "writes the preview pictures and index.html into the --out folder")]
            )
        ),

        // `layoutshot`: one subcommand per file (`render`, `check`, `gallery`, `diff`, `frames`); the
        // logic lives in LayoutshotTool, the files here parse, validate and print.
        .executableTarget(
            name: "LayoutshotCLI",
            dependencies: [
                "LayoutshotTool", "LayoutshotScene", "LayoutshotRender", "LayoutshotDiff", "Layoutshot",
                .product(name: "ArgumentParser", package: "swift-argument-parser", condition: .when(traits: ["Tool"])),
            ]
        ),

        // MARK: Tests

        // Draws a fixed scene and writes it as PNG and SVG; the determinism test runs it in a child
        // process with a hostile environment and compares the bytes.
        .executableTarget(
            name: "layoutshot-graphics-probe",
            dependencies: ["LayoutshotGraphics", "LayoutshotPixels"],
            path: "Tests/LayoutshotGraphicsProbe"
        ),
        // Renders a fixed view (Latin and Korean text) as PNG and SVG; the renderer's determinism
        // test runs it in a child process with a hostile environment and compares the bytes.
        .executableTarget(
            name: "layoutshot-render-probe",
            dependencies: ["Layoutshot", "LayoutshotRender", "LayoutshotGraphics"],
            path: "Tests/LayoutshotRenderProbe"
        ),
        // What the test targets share: a seeded generator, the package's built executables, a
        // child-process runner and headless Chromium (not a product).
        .target(name: "LayoutshotTestSupport", path: "Tests/LayoutshotTestSupport"),
        .testTarget(name: "LayoutshotTests", dependencies: ["Layoutshot", "LayoutshotTestSupport"]),
        .testTarget(name: "LayoutshotSceneTests", dependencies: ["LayoutshotScene", "Layoutshot", "LayoutshotTestSupport"]),
        // Custom layouts from public articles and Apple's sample code (WeatherLayout with its CacheStore,
        // a caching FlowLayout as CachingFlowLayout, WrappingHLayout, EqualWidthHLayout, Apple's MyEqualWidthVStack) as Swift that
        // builds against Layoutshot with only `import SwiftUI` changed, plus a small demo view of each.
        .target(name: "LayoutshotSamples", dependencies: ["Layoutshot"], path: "Samples/Swift", resources: [.copy("Images")]),
        // `layoutshot-samples render|check|gallery`: this repository's samples (Samples/ and the Swift
        // samples above) into Output/ (Scripts/render-samples). Not a product: users never get it.
        .executableTarget(
            name: "layoutshot-samples",
            dependencies: ["LayoutshotSamples", "LayoutshotTool", "LayoutshotScene", "LayoutshotRender", "Layoutshot"],
            path: "Samples/Render"
        ),
        .testTarget(name: "LayoutshotSamplesTests", dependencies: ["LayoutshotSamples", "Layoutshot"]),
        .testTarget(name: "LayoutshotDiffTests", dependencies: ["LayoutshotDiff", "LayoutshotPixels", "LayoutshotTestSupport"]),
        .testTarget(
            name: "LayoutshotGraphicsTests",
            dependencies: ["LayoutshotGraphics", "LayoutshotPixels", "layoutshot-graphics-probe", "LayoutshotTestSupport"]
        ),
        .testTarget(
            name: "LayoutshotRenderTests",
            dependencies: ["Layoutshot", "LayoutshotRender", "LayoutshotGraphics", "LayoutshotPixels", "layoutshot-render-probe",
                           "LayoutshotTestSupport"]
        ),
        // The tool library in process, the `layoutshot` binary run as a child process in temporary
        // folders (exit codes, messages, files), and the committed `Output/` checked against a
        // fresh render of `Samples/`.
        .testTarget(
            name: "LayoutshotToolTests",
            dependencies: ["LayoutshotTool", "LayoutshotCLI", "layoutshot-samples", "Layoutshot", "LayoutshotScene", "LayoutshotRender",
                           "LayoutshotGraphics", "LayoutshotPixels", "LayoutshotSnapshotCore", "LayoutshotTestSupport"]
        ),
        // Record modes end to end in temporary directories, the environment, artifacts, messages,
        // the XCTest path, and the `layoutshot` binary run as a child process.
        .testTarget(
            name: "LayoutshotTestingTests",
            dependencies: ["LayoutshotTesting", "LayoutshotSnapshotCore", "LayoutshotTool", "LayoutshotCLI", "Layoutshot",
                           "LayoutshotRender", "LayoutshotGraphics", "LayoutshotPixels", "LayoutshotTestSupport"],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "LayoutshotSnapshotTestingTests",
            dependencies: [
                "LayoutshotSnapshotTesting", "Layoutshot", "LayoutshotRender", "LayoutshotGraphics", "LayoutshotPixels",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// The #Preview, @Previewable and @Entry macros' implementation (a compiler plugin; trait Previews).
// Each swift-syntax product is conditioned on the trait as well as the dependency on this target:
// SwiftPM 6.3.1 resolves a package dependency when any target of the graph names one of its
// products without a trait condition, built or not, so an unconditional product here made
// `traits: []` clone and pin swift-syntax. With the conditions it is neither fetched nor pinned
// (Scripts/measure-user-build counts the clones).
//
// Only for this repository's test run (Scripts/test, so CI): LAYOUTSHOT_MACRO_LIBRARY names the same
// macros built by Scripts/macro-library as a plugin library against the toolchain's own swift-syntax
// (lib/swift/host). Then there is no `.macro` target, nothing builds swift-syntax (about 2 minutes
// of a 2-core machine), and each Swift target loads the library in-process. Without the variable (a
// user's package, a plain `swift build` here) the macros build from swift-syntax as above.
if let macroLibrary {
    for target in package.targets where target.type != .system && target.type != .plugin && !target.name.hasPrefix("C") {
        target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-load-plugin-library", macroLibrary])]
    }
} else {
    // The #Preview macro (trait Previews). A range, since its major version follows Swift's.
    package.dependencies.append(.package(url: "https://github.com/swiftlang/swift-syntax", "600.0.1"..<"604.0.0"))
    package.targets.append(.macro(name: "LayoutshotMacros", dependencies: [
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax", condition: .when(traits: ["Previews"])),
        .product(name: "SwiftCompilerPlugin", package: "swift-syntax", condition: .when(traits: ["Previews"])),
        .product(name: "SwiftDiagnostics", package: "swift-syntax", condition: .when(traits: ["Previews"])),
    ]))
}
