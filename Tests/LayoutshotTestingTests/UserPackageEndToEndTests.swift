import Foundation
import LayoutshotTestSupport
import Testing

/// SLOW (builds a package: about a minute or two on a 2-core machine, most of it compiling
/// Layoutshot into the new package's `.build`): the README's Install and Snapshot tests sections
/// followed as a user follows them. A fresh package in a temporary folder depends on this
/// checkout by path with `traits: []`, has a view and a plain `assertLayoutSnapshot` test; `swift
/// test` records, passes, fails after the view changes (with the paths, the change in points and
/// the accept command), and `SNAPSHOT_TESTING_RECORD=failed swift test --filter card` accepts.
@Suite(.serialized) struct UserPackageEndToEndTests {
    /// This checkout: two folders up from this file's folder.
    static let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    static let manifest = """
        // swift-tools-version: 6.1
        import PackageDescription

        let package = Package(
            name: "Cards",
            dependencies: [
                .package(path: "\(checkout)", traits: []),
            ],
            targets: [
                .target(name: "Cards", dependencies: [.product(name: "Layoutshot", package: "\(URL(fileURLWithPath: checkout).lastPathComponent)")]),
                .testTarget(name: "CardsTests",
                            dependencies: ["Cards", .product(name: "LayoutshotTesting", package: "\(URL(fileURLWithPath: checkout).lastPathComponent)")],
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

    @Test func recordChangeFailAccept() throws {
        let root = NSTemporaryDirectory() + "layoutshot-user-package-\(UInt64.random(in: 0...UInt64.max))"
        defer { try? FileManager.default.removeItem(atPath: root) }
        let artifacts = root + "/artifacts"
        for folder in ["/Cards/Sources/Cards", "/Cards/Tests/CardsTests/__Snapshots__"] {
            try FileManager.default.createDirectory(atPath: root + folder, withIntermediateDirectories: true)
        }
        try Self.manifest.write(toFile: root + "/Cards/Package.swift", atomically: true, encoding: .utf8)
        try Self.view(badge: 24).write(toFile: root + "/Cards/Sources/Cards/Card.swift", atomically: true, encoding: .utf8)
        try Self.test.write(toFile: root + "/Cards/Tests/CardsTests/CardTests.swift", atomically: true, encoding: .utf8)

        func swiftTest(_ extra: [String: String] = [:]) throws -> ChildProcessResult {
            var environment = ProcessInfo.processInfo.environment
            for key in ["CI", "SNAPSHOT_TESTING_RECORD", "SNAPSHOT_ARTIFACTS"] { environment.removeValue(forKey: key) }
            environment["SNAPSHOT_ARTIFACTS"] = artifacts
            for (key, value) in extra { environment[key] = value }
            return try runChildProcess(URL(fileURLWithPath: "/usr/bin/env"), arguments: ["swift", "test", "--filter", "card"],
                                       environment: environment, currentDirectory: URL(fileURLWithPath: root + "/Cards"))
        }
        let reference = root + "/Cards/Tests/CardsTests/__Snapshots__/CardTests/card.1.320.png"

        // 1. The first run records the reference and fails, saying so.
        let record = try swiftTest()
        let recordText = record.stdout + record.stderr
        #expect(record.status != 0, "\(recordText)")
        #expect(recordText.contains("No reference was found on disk: recorded snapshot at width 320 to \(reference)"), "\(recordText)")
        #expect(FileManager.default.fileExists(atPath: reference))
        // Quiet builds: nothing of Layoutshot's warns (the pkg-config `-pthread` one included).
        #expect(!recordText.contains("warning:"), "\(recordText)")

        // 2. The next run passes.
        let pass = try swiftTest()
        #expect(pass.status == 0, "\(pass.stdout + pass.stderr)")

        // 3. A wider badge: the test fails with every path, the change in points, and how to accept.
        try Self.view(badge: 40).write(toFile: root + "/Cards/Sources/Cards/Card.swift", atomically: true, encoding: .utf8)
        let fail = try swiftTest()
        let failText = fail.stdout + fail.stderr
        #expect(fail.status != 0)
        #expect(failText.contains("Snapshot at width 320 does not match reference:"), "\(failText)")
        #expect(failText.contains("in the view's points (root coordinates): x "), "\(failText)")
        #expect(failText.contains("reference: \(reference)"), "\(failText)")
        #expect(failText.contains("diff:      \(artifacts)/CardTests/card.1.320.diff.png (expected | diff | actual)"), "\(failText)")
        #expect(failText.contains("SNAPSHOT_TESTING_RECORD=failed swift test --filter 'card'"), "\(failText)")
        #expect(FileManager.default.fileExists(atPath: artifacts + "/CardTests/card.1.320.diff.png"))

        // 4. Accepting rewrites the reference; the next run passes and the stale diff is gone.
        let accept = try swiftTest(["SNAPSHOT_TESTING_RECORD": "failed"])
        #expect((accept.stdout + accept.stderr).contains("Record mode is .failed: a new reference was recorded to \(reference)"))
        let after = try swiftTest()
        #expect(after.status == 0, "\(after.stdout + after.stderr)")
        #expect(!FileManager.default.fileExists(atPath: artifacts + "/CardTests/card.1.320.diff.png"))
    }
}
