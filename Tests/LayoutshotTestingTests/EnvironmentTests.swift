import LayoutshotSnapshotCore
import LayoutshotTesting
import Testing

@MainActor
@Suite struct EnvironmentTests {
    @Test func defaultIsMissingOffCI() throws {
        #expect(try SnapshotEnvironment([:]).defaultRecordMode() == .missing)
        #expect(try SnapshotEnvironment(["CI": ""]).defaultRecordMode() == .missing)
        #expect(try SnapshotEnvironment(["CI": "false"]).defaultRecordMode() == .missing)
        #expect(try SnapshotEnvironment(["CI": "0"]).defaultRecordMode() == .missing)
        #expect(try SnapshotEnvironment(["CI": "FALSE"]).defaultRecordMode() == .missing)
    }

    @Test(arguments: ["true", "1", "yes", "github-actions"])
    func ciMakesTheDefaultNever(value: String) throws {
        let environment = SnapshotEnvironment(["CI": value])
        #expect(environment.isCI)
        #expect(try environment.defaultRecordMode() == .never)
        #expect(environment.recordModeSource == "CI is set")
    }

    @Test func recordVariableParsesEveryModeAndWinsOverCI() throws {
        for mode in SnapshotRecordMode.allCases {
            #expect(try SnapshotEnvironment(["SNAPSHOT_TESTING_RECORD": mode.rawValue]).defaultRecordMode() == mode)
            #expect(try SnapshotEnvironment(["SNAPSHOT_TESTING_RECORD": mode.rawValue, "CI": "true"])
                .defaultRecordMode() == mode)
        }
        #expect(try SnapshotEnvironment(["SNAPSHOT_TESTING_RECORD": " All "]).defaultRecordMode() == .all)
        #expect(try SnapshotEnvironment(["SNAPSHOT_TESTING_RECORD": "", "CI": "1"]).defaultRecordMode() == .never)
        #expect(SnapshotEnvironment(["SNAPSHOT_TESTING_RECORD": "failed"]).recordModeSource
            == "SNAPSHOT_TESTING_RECORD=failed")
    }

    @Test func unknownRecordValueIsAnErrorNamingTheChoices() {
        #expect(throws: SnapshotEnvironment.InvalidRecordMode(value: "sometimes")) {
            try SnapshotEnvironment(["SNAPSHOT_TESTING_RECORD": "sometimes"]).defaultRecordMode()
        }
        let message = SnapshotEnvironment.InvalidRecordMode(value: "sometimes").description
        #expect(message == "SNAPSHOT_TESTING_RECORD=sometimes is not a record mode: use missing, all, failed or never")
    }

    @Test func artifactsDirectoryHonoursTheVariableElseTheTemporaryDirectory() {
        #expect(SnapshotEnvironment(["SNAPSHOT_ARTIFACTS": "/ci/out"]).artifactsDirectory == "/ci/out")
        #expect(SnapshotEnvironment(["SNAPSHOT_ARTIFACTS": "", "TMPDIR": "/scratch/"]).artifactsDirectory
            == "/scratch/layoutshot-artifacts")
        #expect(SnapshotEnvironment([:]).artifactsDirectory == "/tmp/layoutshot-artifacts")
    }

    @Test func configurationPrecedence() throws {
        let ci = SnapshotEnvironment(["CI": "true"])
        #expect(try LayoutSnapshotConfiguration(environment: ci).recordMode() == .never)
        #expect(try LayoutSnapshotConfiguration(record: .failed, environment: ci).recordMode() == .failed)
        #expect(try LayoutSnapshotConfiguration(record: .failed, environment: ci).recordMode(explicit: .all) == .all)
        // Nested scopes inherit what they leave nil.
        try withLayoutSnapshotTesting(record: .all, environment: ci) { () throws in
            try withLayoutSnapshotTesting(artifactsDirectory: "/x") { () throws in
                let current = LayoutSnapshotConfiguration.current
                #expect(current.record == .all)
                #expect(current.effectiveArtifactsDirectory == "/x")
                #expect(try current.recordMode() == .all)
            }
            try withLayoutSnapshotTesting(record: .never) { () throws in
                #expect(try LayoutSnapshotConfiguration.current.recordMode() == .never)
            }
        }
    }

    @Test func testNamesAreSanitisedAsSwiftSnapshotTestingDoes() {
        #expect(SnapshotPaths.sanitize("testFoo()") == "testFoo")
        #expect(SnapshotPaths.sanitize("card(width:)") == "card-width")
        #expect(SnapshotPaths.sanitize("  two words & more ") == "two-words-more")
        #expect(SnapshotPaths.sanitize("snake_case_1") == "snake_case_1")
        let paths = SnapshotPaths(filePath: "/repo/Tests/AppTests/CardTests.swift", testName: "testCard()",
                                  name: "dark mode", artifactsRoot: "/tmp/a")
        #expect(paths.referencePath(width: 320) == "/repo/Tests/AppTests/__Snapshots__/CardTests/testCard.dark-mode.320.png")
        #expect(paths.actualArtifactPath(width: 320.5) == "/tmp/a/CardTests/testCard.dark-mode.320.5.png")
        #expect(paths.diffArtifactPath(width: 768) == "/tmp/a/CardTests/testCard.dark-mode.768.diff.png")
        let unnamed = SnapshotPaths(filePath: "/r/T.swift", testName: "x()", name: nil, artifactsRoot: "/t")
        #expect(unnamed.referencePath(width: 480) == "/r/__Snapshots__/T/x.480.png")
    }
}
