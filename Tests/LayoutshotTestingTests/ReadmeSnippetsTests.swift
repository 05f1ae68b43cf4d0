import Foundation
import LayoutshotTestSupport
import Testing

extension FreshPackageTests {
    /// SLOW the first time (builds a package with `traits: []`, so no swift-syntax; `FreshPackage`
    /// keeps its build in `.build/fresh-packages/Cards`, shared with UserPackageEndToEndTests, so later
    /// runs rebuild what changed): every Swift snippet of README.md and of the DocC articles
    /// (`UserDocuments`), unchanged, in a fresh
    /// package with swift-tools-version 6.1, so in the Swift 6 language mode a user's new package has. Snippets with top-level code become executables that must run and exit
    /// 0 (on the main thread, as a user's `main.swift` does: views are `@MainActor`, as in SwiftUI);
    /// snippets of declarations are compiled into each of them; snippets with `@Test` become the test
    /// target (a file named by the snippet's `// Tests/…/Name.swift` comment), whose first run records
    /// its references (the previews' too) and whose second run must pass. Package.swift
    /// fragments are checked to name products this package has.
    @Suite(.serialized) struct ReadmeSnippetsTests {
        static let checkout = FreshPackage.checkout

        enum Kind: Equatable { case manifest, tests, program, declarations }

        struct Snippet {
            /// The document it is in (`README.md`, `Sources/Layoutshot/Layoutshot.docc/Installing.md`).
            var source: String
            var line: Int
            var text: String
            var kind: Kind

            /// `README.md:12`, for messages and the files' first comment.
            var place: String { "\(source):\(line)" }
            /// A target name: `Readme12` for the README, the article's name and the line otherwise.
            var name: String {
                let stem = source == "README.md" ? "Readme" : ((source as NSString).lastPathComponent as NSString).deletingPathExtension
                return stem.filter { $0.isLetter || $0.isNumber } + "\(line)"
            }
        }

        /// The ```swift blocks of the README and the DocC articles, classified. An example that is in
        /// both (the same code, comments aside) is kept once, where it comes first.
        static func snippets() throws -> [Snippet] {
            var result: [Snippet] = []
            var seen = Set<String>()
            for block in try UserDocuments.swiftBlocks(in: checkout) {
                let lines = block.text.components(separatedBy: "\n").dropLast()
                let code = lines.filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.joined(separator: "\n")
                guard seen.insert(code).inserted else { continue }
                result.append(Snippet(source: block.path, line: block.line, text: block.text, kind: kind(of: Array(lines))))
            }
            return result
        }

        static func kind(of lines: [String]) -> Kind {
            let code = lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty && !$0.hasPrefix("//") }
            if lines.contains(where: { $0.hasPrefix("// swift-tools-version") })
                || code.first.map({ $0.hasPrefix("dependencies:") || $0.hasPrefix(".package(") || $0.hasPrefix(".testTarget(") || $0.hasPrefix(".target(") }) == true {
                return .manifest
            }
            if lines.contains(where: { $0.contains("@Test") }) { return .tests }
            let declarationStarts = ["import ", "struct ", "final class ", "class ", "enum ", "extension ", "protocol ",
                                     "func ", "@", "}", ")", "]", "public ", "private ", "fileprivate ", "internal ", "#Preview"]
            let topLevel = code.contains { line in
                !line.hasPrefix(" ") && !declarationStarts.contains { line.hasPrefix($0) }
            }
            return topLevel ? .program : .declarations
        }

        /// The file a snippet names in its first line (`// Tests/CardsTests/PreviewTests.swift: …` →
        /// `PreviewTests.swift`), so that its previews and references are named as the README says.
        static func fileName(of snippet: Snippet) -> String? {
            guard let first = snippet.text.split(separator: "\n").first, first.hasPrefix("// "),
                  let match = first.firstMatch(of: #/([A-Za-z0-9_]+\.swift)\b/#) else { return nil }
            return String(match.1)
        }

        /// Whether `text` uses the Previews trait's macros.
        static func usesPreviewMacros(_ text: String) -> Bool {
            text.contains("#Preview") || text.contains("@Previewable")
        }

        /// `text` without its `#Preview { … }` blocks (each from a line starting `#Preview` to the
        /// line where its braces close) and `@Previewable` attributes.
        static func withoutPreviewMacros(_ text: String) -> String {
            var kept: [Substring] = []
            var depth = 0
            var inPreview = false
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                if !inPreview && line.hasPrefix("#Preview") { inPreview = true; depth = 0 }
                if inPreview {
                    depth += line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
                    if depth <= 0 && line.contains("}") { inPreview = false }
                    continue
                }
                kept.append(Substring(line.replacingOccurrences(of: "@Previewable ", with: "")))
            }
            return kept.joined(separator: "\n")
        }

        /// Type-checks `source` in the Swift 6 language mode against the modules this test process
        /// was built with and the checkout's `#Preview` macro plugin (the library Scripts/test builds,
        /// LAYOUTSHOT_MACRO_LIBRARY, or else SwiftPM's plugin executable); nil when it type-checks,
        /// else the compiler's output.
        static func typecheckWithTheCheckoutsMacros(_ source: String, line: Int) throws -> String? {
            let pluginArguments: [String]
            if let library = ProcessInfo.processInfo.environment["LAYOUTSHOT_MACRO_LIBRARY"], !library.isEmpty {
                pluginArguments = ["-load-plugin-library", library]
            } else {
                let plugin = try #require(BuiltProduct.url("LayoutshotMacros-tool"),
                                          "the checkout's macro plugin was not built (swift build --build-tests builds it)")
                pluginArguments = ["-load-plugin-executable", plugin.path + "#LayoutshotMacros"]
            }
            let modules = try #require(BuiltProduct.modulesFolder, "no Modules folder with Layoutshot beside the test binary").path
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutshot-readme-\(line)-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let file = folder.appendingPathComponent("Readme\(line).swift")
            try source.write(to: file, atomically: true, encoding: .utf8)
            let run = try runChildProcess(URL(fileURLWithPath: "/usr/bin/env"),
                                          arguments: ["swiftc", "-typecheck", "-swift-version", "6", "-I", modules,
                                                      file.path] + pluginArguments,
                                          currentDirectory: folder)
            return run.status == 0 ? nil : run.stdout + run.stderr
        }

        @Test func theReadmesPreviewSnippetsTypeCheckAndTheirMacrosAreLeftOutOfThePackage() throws {
            let previews = try Self.snippets().filter { Self.usesPreviewMacros($0.text) }
            #expect(!previews.isEmpty, "the README shows #Preview")
            for snippet in previews {
                let header = snippet.kind == .declarations ? "import Layoutshot\n" : ""
                let problems = try Self.typecheckWithTheCheckoutsMacros(header + snippet.text, line: snippet.line)
                #expect(problems == nil, "\(snippet.place):\n\(problems ?? "")")
                let stripped = Self.withoutPreviewMacros(snippet.text)
                #expect(!Self.usesPreviewMacros(stripped), "\(stripped)")
                #expect(stripped.contains("PreviewProvider") == snippet.text.contains("PreviewProvider"), "only the macros go")
            }
            // The check can fail: a snippet whose preview passes a wrong argument does not type-check.
            let broken = "import Layoutshot\nstruct V: View { var body: some View { Text(\"x\") } }\n#Preview(\"n\") {\n    V(unknown: 1)\n}\n"
            #expect(try Self.typecheckWithTheCheckoutsMacros(broken, line: 0) != nil)
        }

        @Test func theReadmeHasSnippetsOfEveryKind() throws {
            let kinds = try Self.snippets().map(\.kind)
            #expect(kinds.filter { $0 == .program }.count >= 3, "Compute a layout, LayoutHost, the renderer")
            #expect(kinds.contains(.declarations))
            #expect(kinds.contains(.tests))
            #expect(kinds.contains(.manifest))
        }

        @Test func everySnippetBuildsAndRunsInASwift6Package() throws {
            let snippets = try Self.snippets()
            let packageName = URL(fileURLWithPath: Self.checkout).lastPathComponent
            // Package.swift fragments name only products this package has.
            let manifest = try String(contentsOfFile: Self.checkout + "/Package.swift", encoding: .utf8)
            for snippet in snippets where snippet.kind == .manifest {
                for product in snippet.text.matches(of: #/product\(name: "([A-Za-z]+)"/#).map({ String($0.1) }) {
                    #expect(manifest.contains(".library(name: \"\(product)\""), "\(snippet.place) names \(product)")
                }
            }

            // Built in the end-to-end test's package folder: the same dependency (this checkout with
            // `traits: []`), so Layoutshot is built once for both tests. Snippets with `#Preview` or
            // `@Previewable` (the Previews trait's macros) are type-checked unchanged, in the Swift 6
            // language mode, against this checkout's own build and macro plugin (the test above); in the package they
            // are compiled without their `#Preview` blocks, so that it does not build swift-syntax
            // a second time (minutes on a 2-core machine) for what the checkout's build already has.
            let fresh = try FreshPackage("Snippets", buildingIn: UserPackageEndToEndTests.packageName)
            let root = fresh.artifacts
            let package = fresh.root
            let declarations = snippets.filter { $0.kind == .declarations }
            let programs = snippets.filter { $0.kind == .program }
            let tests = snippets.filter { $0.kind == .tests }
            func write(_ text: String, _ path: String) throws {
                try FileManager.default.createDirectory(atPath: (package + "/" + path as NSString).deletingLastPathComponent,
                                                        withIntermediateDirectories: true)
                try text.write(toFile: package + "/" + path, atomically: true, encoding: .utf8)
            }
            func writeDeclarations(into folder: String) throws {
                for snippet in declarations {
                    // A declarations snippet uses Layoutshot's names without importing it, as a file of
                    // the user's module that imports it elsewhere would: add the import it relies on.
                    try write("import Layoutshot\n// \(snippet.place)\n" + Self.withoutPreviewMacros(snippet.text),
                              "\(folder)/" + (Self.fileName(of: snippet) ?? "\(snippet.name).swift"))
                }
            }
            let products = ["Layoutshot", "LayoutshotRender", "LayoutshotTesting"]
                .map { ".product(name: \"\($0)\", package: \"\(packageName)\")" }.joined(separator: ", ")
            var targets: [String] = []
            for snippet in programs {
                let name = snippet.name
                try write("// \(snippet.place)\n" + Self.withoutPreviewMacros(snippet.text), "Sources/\(name)/main.swift")
                try writeDeclarations(into: "Sources/\(name)")
                targets.append(".executableTarget(name: \"\(name)\", dependencies: [\(products)])")
            }
            // Not from the README: a tree 300 levels deep made on the main actor, with a main-actor
            // `ForEach` closure at the bottom, is built and laid out whole on the main thread (the
            // closure must run there: Swift 6 stops the process otherwise); a tree 20,000 levels
            // deep is cut off where the main thread's stack runs low, with a diagnostic, not a crash.
            try write("""
                import Layoutshot

                let names = ["a", "b"]
                @MainActor func tree(_ levels: Int) -> AnyView {
                    var view = AnyView(HStack { ForEach(names, id: \\.self) { Text($0).id($0) } })
                    for level in 0..<levels {
                        view = level % 2 == 0 ? AnyView(view.padding(1)) : AnyView(VStack { view })
                    }
                    return view
                }
                let computed = ComputedLayout(of: tree(300), proposal: ProposedViewSize(width: 100_000, height: nil))
                guard let frame = computed.frame(of: "b"), frame.width > 0, computed.diagnostics.isEmpty else { fatalError("no frame for b") }
                let deep = ComputedLayout(of: tree(20_000), proposal: ProposedViewSize(width: 100_000, height: nil))
                guard deep.diagnostics.contains(where: { $0.message.contains("the view tree is deeper than Layoutshot builds") }) else {
                    fatalError("no depth diagnostic")
                }
                print("deep ok", computed.nodeCount)
                """, "Sources/DeepMainActor/main.swift")
            targets.append(".executableTarget(name: \"DeepMainActor\", dependencies: [\(products)])")
            for (index, snippet) in tests.enumerated() {
                // The first test snippet is CardTests.swift, as its comments on reference names say;
                // others are named by their first line, as the preview test is.
                let name = Self.fileName(of: snippet) ?? (index == 0 ? "CardTests.swift" : "\(snippet.name)Tests.swift")
                try write("// \(snippet.place)\n" + Self.withoutPreviewMacros(snippet.text), "Tests/ReadmeTests/" + name)
            }
            try writeDeclarations(into: "Tests/ReadmeTests")
            targets.append(".testTarget(name: \"ReadmeTests\", dependencies: [\(products)], exclude: [\"__Snapshots__\"])")
            try FileManager.default.createDirectory(atPath: package + "/Tests/ReadmeTests/__Snapshots__", withIntermediateDirectories: true)
            try write("""
                // swift-tools-version: 6.1
                import PackageDescription

                let package = Package(
                    name: "Snippets",
                    dependencies: [.package(path: "\(Self.checkout)", traits: [])],
                    targets: [
                        \(targets.joined(separator: ",\n        "))
                    ]
                )
                """, "Package.swift")

            let environment = fresh.environment()
            try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
            func swift(_ arguments: [String]) throws -> ChildProcessResult { try fresh.swift(arguments) }

            let build = try swift(["build", "--build-tests"])
            try #require(build.status == 0, "\(build.stdout)\n\(build.stderr)")
            // Nothing of Layoutshot's warns (this package builds it when it comes first of the fresh
            // packages that share the folder, so each of them checks its build). The snippets may:
            // a documentation line such as `computed.frame(of: "badge")` leaves its result unused.
            let notTheSnippets = (build.stdout + build.stderr).split(separator: "\n").filter {
                $0.contains("warning:") && !$0.hasPrefix(package + "/") && !$0.trimmingCharacters(in: .whitespaces).hasPrefix("|")
            }
            #expect(notTheSnippets.isEmpty, "\(notTheSnippets.joined(separator: "\n"))\n\(build.stdout)\n\(build.stderr)")
            let binaries = try swift(["build", "--show-bin-path"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
            for snippet in programs {
                // Each program runs in a folder of its own (the renderer's snippet writes files).
                let folder = root + "/run-\(snippet.name)"
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                let run = try runChildProcess(URL(fileURLWithPath: binaries + "/" + snippet.name), arguments: [],
                                              environment: environment, currentDirectory: URL(fileURLWithPath: folder))
                #expect(run.status == 0, "\(snippet.place) exited \(run.status):\n\(run.stdout)\n\(run.stderr)")
                if snippet.text.contains("renderer.write(layout, to: \"card.png\")") {
                    #expect(FileManager.default.fileExists(atPath: folder + "/card.png"))
                    #expect(FileManager.default.fileExists(atPath: folder + "/docs/img/card-widths.png"))
                }
                if snippet.text.contains("print(computed.outline)") {
                    #expect(run.stdout.contains("badge"), "the outline names the badge: \(run.stdout)")
                }
            }

            let deep = try runChildProcess(URL(fileURLWithPath: binaries + "/DeepMainActor"), arguments: [],
                                           environment: environment, currentDirectory: URL(fileURLWithPath: root))
            #expect(deep.status == 0 && deep.stdout.contains("deep ok"), "\(deep.stdout)\n\(deep.stderr)")

            // The tests: the first run records every reference (and fails, saying so), the second passes.
            let record = try swift(["test", "--skip-build"])
            #expect(record.status != 0, "recording fails the run, as in swift-snapshot-testing")
            for name in ["card.inbox.320.png", "card.inbox.768.png", "card.1.320.png", "header-title.en.1.320.png",
                         "header-title.long-title.1.320.png"].map({ "CardTests/" + $0 })
                         // The provider's previews of the README's InboxRow.swift, named as its preview
                         // test says (its `#Preview` was type-checked above, not compiled here).
                         + ["previews.InboxRow_Previews-Empty.iPhoneSE.light.png",
                            "previews.InboxRow_Previews-2.sizeThatFits.dark.png"].map({ "PreviewTests/" + $0 }) {
                #expect(FileManager.default.fileExists(atPath: package + "/Tests/ReadmeTests/__Snapshots__/" + name),
                        "\(name): \(record.stdout)\n\(record.stderr)")
            }
            let pass = try swift(["test", "--skip-build"])
            #expect(pass.status == 0, "\(pass.stdout)\n\(pass.stderr)")
        }
    }
}
