import Foundation
import LayoutshotGraphics

/// One snapshot of a test run as the HTML report shows it.
public struct SnapshotReportEntry: Codable, Hashable, Sendable {
    /// What happened to the snapshot.
    public enum Status: String, Codable, Hashable, Sendable {
        case failed, recorded, passed
    }

    /// The test (`card()`), with its arguments for a parameterised case.
    public var test: String
    /// The file the test is in (`CardTests`).
    public var testFile: String
    /// Which picture: the snapshot's name or number and the width or device (`inbox.320`, `1.iPhone15.dark`).
    public var picture: String
    public var status: Status
    /// The failure's message; empty for a pass.
    public var message: String
    public var reference: String
    public var actual: String?
    /// The expected | diff | actual picture.
    public var diff: String?
    /// The layout trace of the view where the pictures differ, one line per proposal.
    public var trace: [String]
    /// The command that accepts the change.
    public var acceptCommand: String?

    public init(test: String, testFile: String, picture: String, status: Status, message: String, reference: String,
                actual: String?, diff: String?, trace: [String], acceptCommand: String?) {
        self.test = test
        self.testFile = testFile
        self.picture = picture
        self.status = status
        self.message = message
        self.reference = reference
        self.actual = actual
        self.diff = diff
        self.trace = trace
        self.acceptCommand = acceptCommand
    }
}

/// The HTML report of a test run: `<artifacts>/report/index.html`, every snapshot of the run,
/// failures first, each with expected | actual | diff, an onion-skin slider over expected and
/// actual, the layout trace of the view that changed and the command that accepts the change.
/// Each assertion adds its entries (`report/entries/*.json`, one file per picture) and rewrites
/// the page; every write is atomic. The first assertion of a test process empties the entries,
/// so the page is of one run.
public enum SnapshotReport {
    private static let lock = NSLock()
    // SAFETY (`nonisolated(unsafe)`): read and written only with `lock` held.
    nonisolated(unsafe) private static var clearedRoots: Set<String> = []

    /// The report page under `artifactsRoot`.
    public static func pagePath(artifactsRoot: String) -> String {
        artifactsRoot + "/report/index.html"
    }

    /// Adds `entries` and rewrites the page. Errors are returned, not thrown: a report that cannot
    /// be written must not fail a test that passed.
    @discardableResult
    public static func add(_ entries: [SnapshotReportEntry], artifactsRoot: String) -> Error? {
        lock.lock()
        defer { lock.unlock() }
        let folder = artifactsRoot + "/report/entries"
        if clearedRoots.insert(artifactsRoot).inserted { try? FileManager.default.removeItem(atPath: folder) }
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            for entry in entries {
                let name = SnapshotPaths.sanitize(entry.testFile) + "." + SnapshotPaths.sanitize(entry.test) + "."
                    + SnapshotPaths.sanitize(entry.picture) + ".json"
                try SnapshotFiles.write([UInt8](try encoder.encode(entry)), to: folder + "/" + name)
            }
            let decoder = JSONDecoder()
            let all = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".json") }
                .compactMap { name -> SnapshotReportEntry? in
                    // Regular files of at most 1 MiB only: a pipe or a huge file dropped in the
                    // folder is skipped, never waited on or read whole.
                    guard let bytes = try? RegularFile.read(atPath: folder + "/" + name, limit: 1 << 20) else { return nil }
                    return try? decoder.decode(SnapshotReportEntry.self, from: Data(bytes))
                }
            try SnapshotFiles.write(Array(html(all).utf8), to: pagePath(artifactsRoot: artifactsRoot))
            return nil
        } catch {
            return error
        }
    }

    /// The page for `entries`: failures first, then recordings, then passes, each by test.
    public static func html(_ entries: [SnapshotReportEntry], title: String = "Snapshots") -> String {
        let order: [SnapshotReportEntry.Status: Int] = [.failed: 0, .recorded: 1, .passed: 2]
        let sorted = entries.sorted {
            (order[$0.status]!, $0.testFile, $0.test, $0.picture) < (order[$1.status]!, $1.testFile, $1.test, $1.picture)
        }
        let counts = [SnapshotReportEntry.Status.failed, .recorded, .passed].map { status in
            "\(entries.filter { $0.status == status }.count) \(status.rawValue)"
        }
        var page = """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><title>Layoutshot snapshot report</title>
            <style>
            body { font: 14px/1.4 system-ui, sans-serif; margin: 24px; color: #1d1d1f; background: #fff; }
            section { border: 1px solid #d2d2d7; border-radius: 8px; padding: 12px 16px; margin: 16px 0; }
            section.failed { border-color: #d70015; background: #fff5f5; }
            section.recorded { border-color: #b25000; }
            h2 { font-size: 16px; margin: 0 0 8px; } .status { text-transform: uppercase; font-size: 12px; }
            pre { background: #f5f5f7; padding: 8px; overflow-x: auto; white-space: pre-wrap; }
            .row { display: flex; gap: 12px; flex-wrap: wrap; align-items: flex-start; }
            figure { margin: 0; } figcaption { font-size: 12px; color: #6e6e73; }
            img { max-width: 100%; border: 1px solid #d2d2d7; }
            .onion { position: relative; display: inline-block; } .onion img.top { position: absolute; left: 0; top: 0; }
            code { background: #f5f5f7; padding: 2px 4px; }
            </style></head><body>
            <h1>\(escape(title)): \(counts.joined(separator: ", "))</h1>

            """
        for (index, entry) in sorted.enumerated() {
            page += "<section class=\"\(entry.status.rawValue)\">\n"
            page += "<h2><span class=\"status\">\(entry.status.rawValue)</span> \(escape(entry.testFile)) › \(escape(entry.test)) › \(escape(entry.picture))</h2>\n"
            if !entry.message.isEmpty { page += "<pre>\(escape(entry.message))</pre>\n" }
            page += "<div class=\"row\">\n" + (entry.reference.isEmpty ? "" : figure(entry.reference, "expected (reference)"))
            if let actual = entry.actual { page += figure(actual, "actual") }
            if let diff = entry.diff { page += figure(diff, "expected | diff | actual") }
            page += "</div>\n"
            if let actual = entry.actual, !entry.reference.isEmpty {
                page += """
                    <p>Onion skin: <input type="range" min="0" max="100" value="50" \
                    oninput="document.getElementById('top\(index)').style.opacity = this.value / 100"> expected ↔ actual</p>
                    <div class="onion"><img src="\(url(entry.reference))" alt="expected"><img class="top" id="top\(index)" \
                    src="\(url(actual))" alt="actual" style="opacity: 0.5"></div>

                    """
            }
            if !entry.trace.isEmpty {
                page += "<p>Layout trace of the view that changed:</p>\n<pre>\(escape(entry.trace.joined(separator: "\n")))</pre>\n"
            }
            if let command = entry.acceptCommand { page += "<p>Accept: <code>\(escape(command))</code></p>\n" }
            page += "</section>\n"
        }
        return page + "</body></html>\n"
    }

    private static func figure(_ path: String, _ caption: String) -> String {
        "<figure><img src=\"\(url(path))\" alt=\"\(escape(caption))\"><figcaption>\(escape(caption))</figcaption></figure>\n"
    }

    private static func url(_ path: String) -> String {
        escape(URL(fileURLWithPath: path).absoluteString)
    }

    static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }
}
