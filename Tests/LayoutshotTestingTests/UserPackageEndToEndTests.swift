import Foundation
import Layoutshot
import LayoutshotGraphics
import LayoutshotPixels
import LayoutshotRender
import LayoutshotTestSupport
import LayoutshotTesting
import Testing

/// The suites that build fresh packages in one build folder (`.build/fresh-packages/Cards`,
/// `FreshPackage(_:buildingIn:)`). SwiftPM's lock makes their builds take turns, but a build of
/// one package between two steps of the other changes what that step finds in the folder: they
/// run one after the other.
@MainActor
@Suite(.serialized) enum FreshPackageTests {}

extension FreshPackageTests {
    /// SLOW the first time (builds a package: Layoutshot's core, renderer and testing products, no
    /// third-party package; later runs rebuild only what changed): the README's Install, Snapshot
    /// tests and Previews sections followed as a user follows them. A fresh package (`FreshPackage`,
    /// kept in `.build/fresh-packages/Cards`) depends on this checkout by path with `traits: []`, as
    /// the README's Install says, has a view with a `PreviewProvider` of two views, a plain
    /// `assertLayoutSnapshot` test and the README's one-line preview test. (`#Preview` needs the
    /// Previews trait, which builds swift-syntax into the package: the macro's naming and places are
    /// tested in this process, PreviewSnapshotTests, and the README's `#Preview` snippet is
    /// type-checked against this checkout's own build, ReadmeSnippetsTests.) `swift test` records,
    /// passes, fails after the view changes (with the paths, the change in points, the preview's
    /// place, the report and the accept commands), and the README's accept commands accept.
    @Suite(.serialized) struct UserPackageEndToEndTests {
        /// The package's folder under `.build/fresh-packages` (ReadmeSnippetsTests builds in it too).
        static let packageName = "Cards"

        static let manifest = """
            // swift-tools-version: 6.1
            import PackageDescription

            let package = Package(
                name: "Cards",
                dependencies: [
                    .package(path: "\(FreshPackage.checkout)", traits: []),
                ],
                targets: [
                    .target(name: "Cards", dependencies: [.product(name: "Layoutshot", package: "\(FreshPackage.checkoutIdentity)")]),
                    .testTarget(name: "CardsTests",
                                dependencies: ["Cards", .product(name: "LayoutshotTesting", package: "\(FreshPackage.checkoutIdentity)")],
                                exclude: ["__Snapshots__"]),
                ]
            )
            """

        static func view(badge: Int) -> String {
            """
            import Layoutshot

            public struct Card: View {
                public init() {}
                public var body: some View {
                    VStack(alignment: .leading, spacing: 8) {
                        Text("Inbox")
                        HStack {
                            Text("Unread")
                            Spacer()
                            Color.blue.frame(width: \(badge), height: 24)
                        }
                    }
                    .padding()
                }
            }

            struct Card_Previews: PreviewProvider {
                static var previews: some View {
                    Card().previewDisplayName("Inbox")
                    Card().previewLayout(.sizeThatFits)
                }
            }
            """
        }

        static let test = """
            import Cards
            import LayoutshotTesting
            import Testing

            @MainActor @Test func card() {
                assertLayoutSnapshot(of: Card(), widths: [320])
            }
            """

        /// The documentation's preview test (the README's, or the DocC article's), as a user copies it.
        static func readmePreviewTest() throws -> String {
            let blocks = try UserDocuments.swiftBlocks().map(\.text)
            return try #require(blocks.first { $0.contains("@Test(arguments: DiscoveredPreview.all)") })
        }

        @Test func recordChangeFailAccept() throws {
            let documents = try UserDocuments.all().map(\.text)
            let acceptPreviews = "SNAPSHOT_TESTING_RECORD=failed swift test --filter previews"
            #expect(documents.contains { $0.contains(acceptPreviews) }, "the documentation gives the command this test runs")
            // The package is made as the documentation says, the references' folder before the first
            // build (the build below must print no warning, SwiftPM's "Invalid Exclude" included).
            #expect(documents.contains { $0.contains("mkdir -p Tests/CardsTests/__Snapshots__") }, "the documentation makes the excluded folder")

            let package = try FreshPackage(Self.packageName)
            try package.write(Self.manifest, to: "Package.swift")
            try package.write(Self.view(badge: 24), to: "Sources/Cards/Card.swift")
            try package.write(Self.test, to: "Tests/CardsTests/CardTests.swift")
            try package.write(try Self.readmePreviewTest(), to: "Tests/CardsTests/PreviewTests.swift")
            try package.makeFolder("Tests/CardsTests/__Snapshots__")
            let artifacts = package.artifacts
            let references = package.root + "/Tests/CardsTests/__Snapshots__"
            let reference = references + "/CardTests/card.1.320.png"
            // The README's test snapshots every preview on the iPhone SE and 15, light and dark; the
            // provider's view fits its size (once per variant).
            let previewFiles = ["iPhoneSE.light", "iPhoneSE.dark", "iPhone15.light", "iPhone15.dark"]
                .map { "PreviewTests/previews.Card_Previews-Inbox.\($0).png" }
                + ["sizeThatFits.light", "sizeThatFits.dark"].map { "PreviewTests/previews.Card_Previews-2.\($0).png" }

            // 1. The first run records every reference and fails, saying so.
            let record = try package.swift(["test"])
            let recordText = record.stdout + record.stderr
            #expect(record.status != 0, "\(recordText)")
            #expect(recordText.contains("No reference was found on disk: recorded snapshot at width 320 to \(reference)"), "\(recordText)")
            for file in ["CardTests/card.1.320.png"] + previewFiles {
                #expect(FileManager.default.fileExists(atPath: references + "/" + file), "\(file): \(recordText)")
            }
            // Quiet builds: nothing of Layoutshot's warns (the pkg-config `-pthread` one included).
            #expect(!recordText.contains("warning:"), "\(recordText)")

            // 2. The next run passes.
            let pass = try package.swift(["test"])
            #expect(pass.status == 0, "\(pass.stdout + pass.stderr)")

            // 3. A wider badge: both tests fail with every path, the change in points, the preview's
            // place and how to accept; the report lists the failures.
            try package.write(Self.view(badge: 40), to: "Sources/Cards/Card.swift")
            let fail = try package.swift(["test"])
            let failText = fail.stdout + fail.stderr
            #expect(fail.status != 0)
            #expect(failText.contains("Snapshot at width 320 does not match reference:"), "\(failText)")
            // The verdict is the runner's headline for the issue, on the line that names the place.
            #expect(failText.split(separator: "\n").contains {
                $0.contains("recorded an issue at CardTests.swift:") && $0.contains("Snapshot at width 320 does not match reference: ")
            }, "\(failText)")
            #expect(!failText.contains("Issue recorded"), "\(failText)")
            #expect(failText.contains("in the view's points (root coordinates): x "), "\(failText)")
            #expect(failText.contains("reference: \(reference)"), "\(failText)")
            #expect(failText.contains("diff:      \(artifacts)/CardTests/card.1.320.diff.png (expected | diff | actual)"), "\(failText)")
            #expect(failText.contains("SNAPSHOT_TESTING_RECORD=failed swift test --filter 'card'"), "\(failText)")
            // Each preview's failure names its provider (module and type) and its snapshot.
            let lines = failText.split(separator: "\n")
            #expect(lines.contains { $0.contains("Preview Cards.") && $0.contains("Snapshot \"Card_Previews-Inbox\" on iPhone15 (dark) does not match reference:") },
                    "\(failText)")
            #expect(lines.contains { $0.contains("Preview Cards.") && $0.contains("Snapshot \"Card_Previews-2\" at its ideal size (light) does not match reference:") },
                    "\(failText)")
            #expect(failText.contains("SNAPSHOT_TESTING_RECORD=failed swift test --filter 'previews'"), "\(failText)")
            #expect(FileManager.default.fileExists(atPath: artifacts + "/PreviewTests/previews.Card_Previews-Inbox.iPhone15.dark.diff.png"))
            let page = artifacts + "/report/index.html"
            #expect(failText.contains("report:    \(page)"), "\(failText)")
            let report = try String(contentsOfFile: page, encoding: .utf8)
            #expect(report.contains("<h1>Snapshots: 7 failed, 0 recorded, 0 passed</h1>"), "\(report.prefix(600))")
            #expect(report.contains("PreviewTests › previews › Card_Previews-Inbox.iPhone15.dark"))
            #expect(report.contains("Accept: <code>SNAPSHOT_TESTING_RECORD=failed swift test --filter 'previews'</code>"))
            if HeadlessChromium.path != nil {
                // The page as a browser draws it: the diff pictures' red pixels are on the first screen.
                let shot = artifacts + "/report.png"
                try HeadlessChromium.run(["--screenshot=\(shot)"], page: URL(fileURLWithPath: page),
                                         profile: artifacts + "/profile", height: 1400, budget: 5000)
                let image = try PNGFile.read(shot)
                var red = 0
                for y in 0..<image.height { for x in 0..<image.width where image[x, y] == RGBA(r: 255, g: 0, b: 0) { red += 1 } }
                #expect(red > 50, "the report shows the diff pictures")
            }

            // 4. The README's accept command accepts the previews, the printed one the card; the next
            // run passes and the stale diffs are gone.
            let accept = try package.swift(["test", "--filter", "previews"], environment: ["SNAPSHOT_TESTING_RECORD": "failed"])
            let acceptText = accept.stdout + accept.stderr
            #expect(acceptText.contains("Record mode is .failed: a new reference was recorded to \(references)/PreviewTests/previews.Card_Previews-Inbox.iPhone15.dark.png"), "\(acceptText)")
            #expect(!acceptText.contains("card.1.320"), "--filter previews leaves the card alone")
            let acceptCard = try package.swift(["test", "--filter", "card"], environment: ["SNAPSHOT_TESTING_RECORD": "failed"])
            #expect((acceptCard.stdout + acceptCard.stderr).contains("Record mode is .failed: a new reference was recorded to \(reference)"))
            let after = try package.swift(["test"])
            #expect(after.status == 0, "\(after.stdout + after.stderr)")
            #expect(!FileManager.default.fileExists(atPath: artifacts + "/CardTests/card.1.320.diff.png"))
            #expect(!FileManager.default.fileExists(atPath: artifacts + "/PreviewTests/previews.Card_Previews-Inbox.iPhone15.dark.diff.png"))
        }
    }
}
