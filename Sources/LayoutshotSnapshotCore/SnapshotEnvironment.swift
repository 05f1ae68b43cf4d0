import Foundation

/// The environment variables snapshot assertions read, parsed.
///
/// - `SNAPSHOT_TESTING_RECORD` = `missing` | `all` | `failed` | `never` (case and surrounding
///   spaces ignored; empty means unset) sets the default record mode. Any other value is an error
///   that fails every assertion, rather than being silently ignored.
/// - `CI`, when set to anything but an empty string, `false`, `0` or `no`, makes the default
///   `.never`, so that a missing reference fails on CI instead of being recorded on a throwaway
///   machine. An explicit `SNAPSHOT_TESTING_RECORD` wins over `CI`.
/// - `SNAPSHOT_ARTIFACTS` is the directory failures write their images to; when unset or empty,
///   `<temporary directory>/layoutshot-artifacts` (`$TMPDIR`, else `/tmp`).
///
/// Assertions read the process's environment at each call (``process``); tests substitute
/// another with `withLayoutSnapshotTesting(environment:)`.
public struct SnapshotEnvironment: Hashable, Sendable {
    /// `SNAPSHOT_TESTING_RECORD`.
    public static let recordVariable = "SNAPSHOT_TESTING_RECORD"
    /// `SNAPSHOT_ARTIFACTS`.
    public static let artifactsVariable = "SNAPSHOT_ARTIFACTS"
    /// `CI`.
    public static let ciVariable = "CI"

    /// The variables, by name.
    public var variables: [String: String]

    /// An environment of the given variables.
    public init(_ variables: [String: String]) {
        self.variables = variables
    }

    /// The current process's environment.
    public static var process: SnapshotEnvironment {
        SnapshotEnvironment(ProcessInfo.processInfo.environment)
    }

    /// Whether `CI` is set to a true-looking value (anything but empty, `false`, `0`, `no`).
    public var isCI: Bool {
        guard let value = variables[Self.ciVariable]?.trimmingCharacters(in: .whitespaces) else { return false }
        return !["", "false", "0", "no"].contains(value.lowercased())
    }

    /// The record mode `SNAPSHOT_TESTING_RECORD` names, nil when it is unset or empty.
    ///
    /// - Throws: ``InvalidRecordMode`` for any other value.
    public func explicitRecordMode() throws(InvalidRecordMode) -> SnapshotRecordMode? {
        guard let raw = variables[Self.recordVariable] else { return nil }
        let value = raw.trimmingCharacters(in: .whitespaces).lowercased()
        if value.isEmpty { return nil }
        guard let mode = SnapshotRecordMode(rawValue: value) else { throw InvalidRecordMode(value: raw) }
        return mode
    }

    /// The default record mode: `SNAPSHOT_TESTING_RECORD` when set, else `.never` on CI, else
    /// `.missing`.
    ///
    /// - Throws: ``InvalidRecordMode`` when `SNAPSHOT_TESTING_RECORD` has an unknown value.
    public func defaultRecordMode() throws(InvalidRecordMode) -> SnapshotRecordMode {
        if let explicit = try explicitRecordMode() { return explicit }
        return isCI ? .never : .missing
    }

    /// Why the default record mode is what it is, for failure messages: "SNAPSHOT_TESTING_RECORD=never",
    /// "CI is set", or "the default".
    public var recordModeSource: String {
        if let raw = variables[Self.recordVariable], !raw.trimmingCharacters(in: .whitespaces).isEmpty {
            return "\(Self.recordVariable)=\(raw)"
        }
        return isCI ? "\(Self.ciVariable) is set" : "the default"
    }

    /// Where failures write their images: `SNAPSHOT_ARTIFACTS`, or
    /// `<temporary directory>/layoutshot-artifacts`.
    public var artifactsDirectory: String {
        if let value = variables[Self.artifactsVariable], !value.isEmpty { return value }
        var temporary = variables["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        while temporary.count > 1 && temporary.hasSuffix("/") { temporary.removeLast() }
        return temporary + "/layoutshot-artifacts"
    }

    /// `SNAPSHOT_TESTING_RECORD` holds a value that is not a record mode.
    public struct InvalidRecordMode: Error, Hashable, Sendable, CustomStringConvertible {
        /// The value as found in the environment.
        public var value: String

        /// The error for `value`.
        public init(value: String) { self.value = value }

        /// "SNAPSHOT_TESTING_RECORD=sometimes is not a record mode: use missing, all, failed or never".
        public var description: String {
            "\(SnapshotEnvironment.recordVariable)=\(value) is not a record mode: use missing, all, failed or never"
        }
    }
}
