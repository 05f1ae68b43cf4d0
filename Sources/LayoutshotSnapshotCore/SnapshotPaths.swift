import Foundation

/// Where snapshots live: references at `<dir of test file>/__Snapshots__/<TestFile>/<file name>`
/// and failure artifacts at `<artifacts>/<TestFile>/<file name>`, with
/// `<file name>` = `<testName>.<name>.<width>.png`, where `<name>` is the assertion's `named:` or
/// its number among the test's unnamed assertions (1, 2, …, as swift-snapshot-testing numbers
/// them), and `<testName>.<arguments>.<name>.<width>.png` for one case of a parameterised test.
public struct SnapshotPaths: Hashable, Sendable {
    /// The directory holding the references of one test file.
    public var referenceDirectory: String
    /// The directory receiving one test file's failure artifacts.
    public var artifactsDirectory: String
    /// The sanitised test name (`testCard()` → `testCard`).
    public var testName: String
    /// The sanitised snapshot name (an unnamed assertion's number), or nil.
    public var name: String?
    /// The sanitised arguments of a parameterised test's case (`compact`, `2-wide`), or nil.
    public var arguments: String?

    /// The paths for a test in the file at `filePath`.
    ///
    /// - Parameters:
    ///   - filePath: the test file (`#filePath`); its directory gets `__Snapshots__/<TestFile>`.
    ///   - testName: the test function (`#function`), sanitised as swift-snapshot-testing does:
    ///     runs of characters other than letters, digits and `_` become `-`, and leading or
    ///     trailing `-` are dropped (`testCard()` → `testCard`, `card(width:)` → `card-width`).
    ///   - name: the snapshot's name (or number), sanitised the same way; nil for none.
    ///   - arguments: a parameterised test case's arguments, sanitised the same way; nil for none.
    ///   - snapshotDirectory: replaces `<dir of test file>/__Snapshots__/<TestFile>` when given.
    ///   - artifactsRoot: the artifacts directory (`SNAPSHOT_ARTIFACTS` or its default).
    public init(filePath: String, testName: String, name: String?, arguments: String? = nil,
                snapshotDirectory: String? = nil, artifactsRoot: String) {
        let file = URL(fileURLWithPath: filePath, isDirectory: false)
        let fileName = file.deletingPathExtension().lastPathComponent
        referenceDirectory = snapshotDirectory
            ?? file.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
                .appendingPathComponent(fileName).path
        artifactsDirectory = URL(fileURLWithPath: artifactsRoot, isDirectory: true)
            .appendingPathComponent(fileName).path
        self.testName = Self.sanitize(testName)
        self.name = name.map(Self.sanitize)
        self.arguments = arguments.map(Self.sanitize).flatMap { $0.isEmpty ? nil : $0 }
    }

    /// `<testName>.<arguments>.<name>.<width>` (the file name without `.png`).
    public func stem(width: Double) -> String {
        stem(label: Self.widthLabel(width))
    }

    /// `<testName>.<arguments>.<name>.<label>`: `label` says which picture of the assertion
    /// (a width, or a device and variant such as `iPhone15.dark`).
    public func stem(label: String) -> String {
        [testPrefix, name, label].compactMap { $0 }.joined(separator: ".")
    }

    /// `<testName>` or `<testName>.<arguments>`: what every file of this test (case) starts with,
    /// before a dot.
    public var testPrefix: String {
        [testName, arguments].compactMap { $0 }.joined(separator: ".")
    }

    /// The reference image for `width`.
    public func referencePath(width: Double) -> String { referencePath(label: Self.widthLabel(width)) }
    /// The rendered image written on failure for `width` (same file name as the reference).
    public func actualArtifactPath(width: Double) -> String { actualArtifactPath(label: Self.widthLabel(width)) }
    /// The expected | diff | actual picture written on failure for `width`.
    public func diffArtifactPath(width: Double) -> String { diffArtifactPath(label: Self.widthLabel(width)) }

    /// The reference image of the picture `label`.
    public func referencePath(label: String) -> String {
        referenceDirectory + "/" + stem(label: label) + ".png"
    }

    /// The rendered image written on failure for the picture `label`.
    public func actualArtifactPath(label: String) -> String {
        artifactsDirectory + "/" + stem(label: label) + ".png"
    }

    /// The expected | diff | actual picture written on failure for the picture `label`.
    public func diffArtifactPath(label: String) -> String {
        artifactsDirectory + "/" + stem(label: label) + ".diff.png"
    }

    /// Runs of characters other than letters, digits and `_` become `-`; leading and trailing `-`
    /// are dropped (swift-snapshot-testing's `\W+` → `-`, `^-|-$` → ``).
    public static func sanitize(_ string: String) -> String {
        var result = ""
        var pendingDash = false
        for character in string {
            if character.isLetter || character.isNumber || character == "_" {
                if pendingDash && !result.isEmpty { result.append("-") }
                pendingDash = false
                result.append(character)
            } else {
                pendingDash = true
            }
        }
        return result
    }

    /// `320` for whole widths, `320.5` otherwise.
    public static func widthLabel(_ width: Double) -> String {
        if width == width.rounded(), abs(width) < 1e15 { return String(Int(width)) }
        return String(width)
    }
}
