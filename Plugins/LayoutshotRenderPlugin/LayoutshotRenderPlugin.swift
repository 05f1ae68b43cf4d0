import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory layoutshot-render --out DIR [--device iPhone15,iPhoneSE]
/// [--variant light,dark] [--width 320,768] [--product Name] [--module Name] [--style plain|diagram]`: pictures of every
/// `#Preview` and `PreviewProvider` of the package's library products, with a gallery page, without
/// a test.
///
/// Previews are found at run time in a program that links the views (the compiler names the types
/// `#Preview` expands to, and `#if` decides which exist), so the plugin writes a small package in
/// its work folder that depends on this package and on Layoutshot, with one executable that links
/// every library product of this package (or those named by --product) and calls
/// `PreviewGallery.main`; it builds that program with `swift build` (its own build folder, kept
/// between runs, so later runs rebuild only what changed) and runs it. The pictures are drawn and
/// named as the README's preview test records them.
@main
struct LayoutshotRenderPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let namedProducts = extractor.extractOption(named: "product")
        var forwarded: [String] = []
        for option in ["out", "device", "variant", "width", "module", "style"] {
            for value in extractor.extractOption(named: option) { forwarded += ["--" + option, value] }
        }
        guard extractor.remainingArguments.isEmpty else {
            throw PluginFailure("unknown arguments \(extractor.remainingArguments.joined(separator: " ")); usage: swift package --allow-writing-to-package-directory layoutshot-render --out DIR [--device iPhone15,iPhoneSE] [--variant light,dark] [--width 320,768] [--product Name] [--module Name] [--style plain|diagram]")
        }
        guard let outIndex = forwarded.firstIndex(of: "--out") else {
            throw PluginFailure("pass --out DIR, the folder for the pictures and index.html (for example --out docs/previews)")
        }
        // The folder is the package's, relative to it: the program runs in the plugin's work folder.
        let out = forwarded[outIndex + 1]
        forwarded[outIndex + 1] = out.hasPrefix("/") ? out : context.package.directoryURL.appendingPathComponent(out).path

        let package = context.package
        let libraries = package.products.compactMap { $0 as? LibraryProduct }
        let chosen = namedProducts.isEmpty ? libraries : libraries.filter { namedProducts.contains($0.name) }
        if chosen.isEmpty {
            throw PluginFailure(namedProducts.isEmpty
                ? "\(package.displayName) has no library product: previews are found in the views a library product links (add .library(name: …, targets: [\"YourViews\"]))"
                : "no library product named \(namedProducts.joined(separator: ", ")) (the package's: \(libraries.map(\.name).joined(separator: ", ")))")
        }
        guard let layoutshot = package.dependencies.first(where: { dependency in
            dependency.package.products.contains { $0.name == "LayoutshotTesting" }
        })?.package else {
            throw PluginFailure("\(package.displayName) does not depend on Layoutshot directly: add it to its dependencies")
        }
        let layoutshotDependency: String
        switch layoutshot.origin {
        case .repository(let url, _, let revision):
            layoutshotDependency = ".package(url: \(literal(url)), revision: \(literal(revision)), traits: [])"
        default:
            layoutshotDependency = ".package(path: \(literal(layoutshot.directoryURL.path)), traits: [])"
        }
        let layoutshotIdentity = layoutshot.id
        let packageIdentity = package.id

        // The runner package: one executable linking the chosen products and LayoutshotTesting.
        let runner = context.pluginWorkDirectoryURL.appendingPathComponent("runner")
        let sources = runner.appendingPathComponent("Sources/layoutshot-previews")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        let products = chosen.map { ".product(name: \(literal($0.name)), package: \(literal(packageIdentity)))" }
            + [".product(name: \"LayoutshotTesting\", package: \(literal(layoutshotIdentity)))"]
        let manifest = """
            // swift-tools-version: 6.1
            // Written by `swift package layoutshot-render`; rewritten on every run.
            import PackageDescription

            let package = Package(
                name: "LayoutshotPreviews",
                dependencies: [
                    .package(path: \(literal(package.directoryURL.path))),
                    \(layoutshotDependency),
                ],
                targets: [
                    .executableTarget(name: "layoutshot-previews", dependencies: [
                        \(products.joined(separator: ",\n                "))
                    ]),
                ]
            )
            """
        let modules = chosen.flatMap { $0.targets.compactMap { ($0 as? SourceModuleTarget)?.moduleName } }
        let main = """
            // Written by `swift package layoutshot-render`: links the views so their previews are found.
            import LayoutshotSnapshotCore
            \(Set(modules).sorted().map { "import " + $0 }.joined(separator: "\n"))
            import Foundation

            @main
            enum LayoutshotPreviews {
                @MainActor static func main() {
                    exit(PreviewGallery.main())
                }
            }
            """
        try write(manifest, to: runner.appendingPathComponent("Package.swift"))
        try write(main, to: sources.appendingPathComponent("main.swift"))

        let swift = try context.tool(named: "swift").url
        let scratch = context.pluginWorkDirectoryURL.appendingPathComponent("build")
        print("Building the previews of \(chosen.map(\.name).joined(separator: ", ")) …")
        try run(swift, ["build", "--package-path", runner.path, "--scratch-path", scratch.path, "--product", "layoutshot-previews"])
        let binary = scratch.appendingPathComponent("debug/layoutshot-previews")
        try run(binary, forwarded)
    }

    /// A Swift string literal of `text`.
    func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// Writes `text` unless the file already holds it (so the runner is not rebuilt for nothing).
    func write(_ text: String, to url: URL) throws {
        if let existing = try? String(contentsOf: url, encoding: .utf8), existing == text { return }
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    /// Runs `executable` with `arguments`, its output passed through; throws when it fails.
    func run(_ executable: URL, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw PluginFailure("\(executable.lastPathComponent) \(arguments.joined(separator: " ")) exited with \(process.terminationStatus)")
        }
    }
}

struct PluginFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
