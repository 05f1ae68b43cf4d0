import Foundation
import LayoutshotDiff
import LayoutshotGraphics
import LayoutshotRender
import LayoutshotScene
import LayoutshotSnapshotCore

/// One way in which the output folder is not what the samples render to now.
public struct CheckProblem: Hashable, Sendable, CustomStringConvertible {
    /// The file in the output folder (or the scene file that could not be read).
    public var file: String
    /// What is wrong: missing, how many pixels differ and where, bytes differ, stale gallery.
    public var message: String
    /// The expected | diff | actual picture written for a pixel difference, if any.
    public var diffImage: String?
    /// The file could not be read as input (a named pipe, a device, a file over the size
    /// limit): an error of the folder, not a stale file; the check exits 2.
    public var isUnreadable = false

    public var description: String {
        "\(file): \(message)" + (diffImage.map { "\n    diff image: \($0)" } ?? "")
    }
}

/// What `OutputCheck.run` found.
public struct CheckReport: Sendable, CustomStringConvertible {
    /// Every problem, in sample order.
    public var problems: [CheckProblem]
    /// The files compared (pictures and gallery pages).
    public var checkedFiles: Int
    /// How many samples were rendered.
    public var sampleCount: Int
    /// Where diff images and fresh renders of differing files were written, when any were.
    public var artifactsDirectory: String?
    /// Likely causes worth a line of their own (a format missing from the whole folder).
    public var hints: [String] = []
    /// The HTML report of the check (`<artifacts>/report/index.html`), when one was written.
    public var reportPage: String?
    /// Every picture compared, as the HTML report lists it.
    public var entries: [SnapshotReportEntry] = []

    /// Whether the output folder is current.
    public var isCurrent: Bool { problems.isEmpty }

    /// The verdict and the problems (not every entry of the report page).
    public var description: String { text(outputDirectory: "the output folder") }
    /// 0 when current, 2 when a file could not be read (`CheckProblem.isUnreadable`), else 1.
    public var exitCode: Int32 { isCurrent ? 0 : problems.contains(where: \.isUnreadable) ? 2 : 1 }

    /// The report a person reads: a verdict line, then one line per problem and the fix.
    ///
    /// - Parameter updateCommand: the command that brings the folder up to date, as the person
    ///   would type it (the `check` command builds it from its own arguments).
    public func text(outputDirectory: String, updateCommand: String? = nil) -> String {
        let counted = "\(Self.count(checkedFiles, "file")) of \(Self.count(sampleCount, "sample"))"
        if isCurrent {
            return "\(outputDirectory) is current: \(counted) \(checkedFiles == 1 ? "matches" : "match") a fresh render"
                + (reportPage.map { "\nreport: \($0)" } ?? "")
        }
        var lines = ["\(outputDirectory) is stale: \(Self.count(problems.count, "problem")) in \(counted)"]
        lines += problems.map { "  " + $0.description }
        lines += hints.map { "hint: " + $0 }
        if let artifactsDirectory {
            lines.append("diff images (expected | diff | actual) and fresh renders are in \(artifactsDirectory)")
        }
        if let reportPage { lines.append("report: \(reportPage)") }
        lines.append("to update: " + (updateCommand ?? "layoutshot render … --out \(outputDirectory) --force"))
        return lines.joined(separator: "\n")
    }

    /// `1 file`, `5 files`: a count and its noun, plural unless the count is one.
    static func count(_ value: Int, _ noun: String) -> String {
        "\(value) \(noun)\(value == 1 ? "" : "s")"
    }
}

/// `layoutshot check`: renders every sample in memory and compares it with the output folder.
///
/// PNGs are decoded and compared pixel by pixel with the snapshot engine (`DiffTolerance`:
/// per-pixel threshold 0.1, anti-aliased pixels excused, no other pixel may differ); SVG and PDF,
/// which the renderer writes byte-for-byte deterministically, are compared as bytes. Missing files
/// are stale. The gallery pages (`README.md`, `index.html`) must equal what `gallery` would write.
/// For every differing PNG an expected | diff | actual picture and the fresh render are written to
/// the artifacts folder (`SNAPSHOT_ARTIFACTS` when set, else a new temporary folder).
public struct OutputCheck: Sendable {
    /// The scene files and folders of scene files checked (`SceneFiles.expand`).
    public var paths: [String]
    /// The first of `paths`, for callers that name one folder of scene files.
    public var samplesDirectory: String? {
        get { paths.first }
        set { paths = newValue.map { [$0] } ?? [] }
    }
    public var outputDirectory: String
    /// The Swift samples checked after the scene files (the command hands in its samples).
    public var swiftSamples: [SceneItem]
    /// The `--widths`/`--format` the folder was rendered with.
    public var overrides: RenderOverrides
    /// How different a picture may be; anti-aliasing is ignored by default.
    public var tolerance: DiffTolerance
    /// Where diff images go; nil: `SNAPSHOT_ARTIFACTS`, else a temporary folder.
    public var artifactsDirectory: String?
    /// Whether `README.md` and `index.html` are compared too.
    public var checksGallery: Bool
    public var jobs: Int
    /// Only this part of the samples (sorted by name), for CI matrices; the gallery pages are
    /// checked by the first shard. nil: everything.
    public var shard: Shard?
    /// Where the HTML report goes (`<reportDirectory>/report/index.html`), written whatever the
    /// outcome. nil: a report is written into the artifacts folder when the folder is stale.
    public var reportDirectory: String?
    /// The command that accepts the changes, shown in the report (the CLI passes its own).
    public var acceptCommand: String?

    public init(samplesDirectory: String? = "Samples", outputDirectory: String = "Output", swiftSamples: [SceneItem] = [],
                overrides: RenderOverrides = RenderOverrides(), tolerance: DiffTolerance = DiffTolerance(threshold: 0.1), artifactsDirectory: String? = nil,
                checksGallery: Bool = true, jobs: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.paths = samplesDirectory.map { [$0] } ?? []
        self.outputDirectory = outputDirectory
        self.swiftSamples = swiftSamples
        self.overrides = overrides
        self.tolerance = tolerance
        self.artifactsDirectory = artifactsDirectory
        self.checksGallery = checksGallery
        self.jobs = max(1, jobs)
        self.shard = nil
        self.reportDirectory = nil
        self.acceptCommand = nil
    }

    /// The same check of the scene files and folders `paths`.
    public init(paths: [String], outputDirectory: String, swiftSamples: [SceneItem] = [],
                overrides: RenderOverrides = RenderOverrides(), tolerance: DiffTolerance = DiffTolerance(threshold: 0.1),
                artifactsDirectory: String? = nil, checksGallery: Bool = true,
                jobs: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.init(samplesDirectory: nil, outputDirectory: outputDirectory, swiftSamples: swiftSamples, overrides: overrides,
                  tolerance: tolerance, artifactsDirectory: artifactsDirectory, checksGallery: checksGallery, jobs: jobs)
        self.paths = paths
    }

    /// Renders and compares everything. Never writes into the output folder.
    @MainActor public func run() -> CheckReport {
        let catalog = SampleCatalog.load(paths: paths, swiftSamples: swiftSamples, overrides: overrides)
        // A scene file's diagnostic starts with its own path already.
        var problems = catalog.problems.map { CheckProblem(file: paths.count == 1 ? paths[0] : "scene files", message: $0, diffImage: nil) }
        guard let folder = try? OutputFolder(outputDirectory, create: false) else {
            problems.append(CheckProblem(file: outputDirectory, message: "the output folder cannot be read", diffImage: nil))
            return CheckReport(problems: problems, checkedFiles: 0, sampleCount: catalog.items.count, artifactsDirectory: nil)
        }
        let artifacts = Artifacts(requested: artifactsDirectory)
        let measurers = MeasurerPool()
        let items = shard.map { $0.select(catalog.items, key: \.name) } ?? catalog.items
        let tolerance = self.tolerance
        let layoutMeasurer = jobs
        // Lay out on the main actor; draw and compare on the workers.
        let perItem: [ItemCheck] = WorkerPool.pipeline(count: items.count, jobs: jobs, prepare: { index -> LaidOut in
            let item = items[index]
            do {
                return .laidOut(try SceneRendering(item: item, options: item.options, measurer: measurers.measurer(for: layoutMeasurer)))
            } catch {
                return .failed(Self.cannotRender(item, error))
            }
        }, finish: { worker, _, prepared in
            switch prepared.value {
            case .failed(let check):
                return check
            case .laidOut(let rendering):
                do {
                    return Self.check(rendering.drawing(with: try measurers.measurer(for: worker)), folder: folder,
                                      tolerance: tolerance, artifacts: artifacts)
                } catch {
                    return Self.cannotRender(rendering.item, error)
                }
            }
        })
        var checked = 0
        var entries: [SnapshotReportEntry] = []
        for result in perItem {
            problems += result.problems
            checked += result.files
            entries += result.entries
        }
        if checksGallery && shard?.isFirst ?? true {
            let gallery = Gallery(items: catalog.items, outputDirectory: outputDirectory)
            for (fileName, expected) in [(Gallery.markdownFileName, gallery.markdown()), (Gallery.htmlFileName, gallery.html())] {
                checked += 1
                let bytes: [UInt8]
                do {
                    guard let read = try folder.toolFileContents(fileName, limit: PNGFile.maximumFileSize) else {
                        problems.append(CheckProblem(file: fileName, message: "missing (write it with layoutshot gallery, or check without --gallery)", diffImage: nil))
                        continue
                    }
                    bytes = read
                } catch {
                    problems.append(CheckProblem(file: fileName, message: "cannot read: \(error) (remove it and write it again with layoutshot gallery)",
                                                 diffImage: nil, isUnreadable: true))
                    continue
                }
                if [UInt8](bytes) != Array(expected.utf8) {
                    problems.append(CheckProblem(file: fileName, message: "stale: it differs from what layoutshot gallery writes now (run layoutshot gallery)", diffImage: nil))
                }
            }
        }
        var report = CheckReport(problems: problems, checkedFiles: checked, sampleCount: items.count, artifactsDirectory: artifacts.createdPath)
        report.entries = entries.map { entry in
            var entry = entry
            if entry.status == .failed { entry.acceptCommand = acceptCommand }
            return entry
        }
        let formats = Set(items.flatMap(\.options.formats))
        for format in RenderOptions.ImageFormat.allCases where formats.contains(format) {
            let files = items.flatMap { SceneRendering.plannedFiles(name: $0.name, options: $0.options) }.filter { $0.format == format }
            if !files.isEmpty && !files.contains(where: { folder.contains($0.fileName) }) {
                report.hints.append("\(outputDirectory) has no .\(format.rawValue) files at all; if it was rendered without them, "
                    + "pass the same --format (--format png for a folder of PNGs only)")
            }
        }
        report.reportPage = writeReport(report, artifacts: artifacts)
        return report
    }

    /// Writes the HTML report (see `reportDirectory`); its path, or nil when none was written.
    private func writeReport(_ report: CheckReport, artifacts: Artifacts) -> String? {
        let root: String
        if let reportDirectory {
            root = reportDirectory
        } else if !report.isCurrent, let made = artifacts.folder() {
            root = made
        } else {
            return nil
        }
        // Problems that are not about one picture (a scene that cannot be read, a stale gallery page)
        // are listed too, so the page shows everything the command printed.
        var entries = report.entries
        let pictured = Set(entries.map(\.picture))
        for problem in report.problems where !pictured.contains(problem.file) {
            entries.append(SnapshotReportEntry(test: problem.file, testFile: outputDirectory, picture: problem.file,
                                               status: .failed, message: problem.message, reference: "", actual: nil,
                                               diff: nil, trace: [], acceptCommand: acceptCommand))
        }
        let page = SnapshotReport.pagePath(artifactsRoot: root)
        do {
            try FileManager.default.createDirectory(atPath: (page as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try AtomicFile.write(Array(SnapshotReport.html(entries, title: "layoutshot check: \(outputDirectory)").utf8), to: page)
            return page
        } catch {
            return nil
        }
    }

    /// What checking one sample found.
    /// An item laid out on the main actor, for a worker to compare, or why it could not be.
    private enum LaidOut {
        case laidOut(SceneRendering)
        case failed(ItemCheck)
    }

    private static func cannotRender(_ item: SceneItem, _ error: any Error) -> ItemCheck {
        ItemCheck(problems: [CheckProblem(file: item.input.description, message: "cannot render: \(error)", diffImage: nil)],
                  files: 0, entries: [])
    }

    struct ItemCheck: Sendable {
        var problems: [CheckProblem]
        /// How many files were compared.
        var files: Int
        /// One report entry per picture (PNG or SVG) compared.
        var entries: [SnapshotReportEntry]
    }

    /// The problems of one sample's files, and how many files were compared.
    static func check(_ rendering: SceneRendering, folder: OutputFolder, tolerance: DiffTolerance, artifacts: Artifacts) -> ItemCheck {
        let item = rendering.item
        var problems: [CheckProblem] = []
        var entries: [SnapshotReportEntry] = []
        func entry(_ name: String, _ status: SnapshotReportEntry.Status, message: String = "", actual: String? = nil,
                   diff: String? = nil, trace: [String] = []) -> SnapshotReportEntry {
            SnapshotReportEntry(test: item.name, testFile: item.input.description, picture: name, status: status,
                                message: message, reference: folder.path(of: name) ?? name, actual: actual, diff: diff,
                                trace: trace, acceptCommand: nil)
        }
        let files = rendering.plannedFiles
        for file in files {
            let name = file.fileName
            let committed: [UInt8]
            do {
                guard let read = try folder.contents(of: name) else {
                    problems.append(CheckProblem(file: name, message: "missing: \(item.name) renders it, the output folder has none", diffImage: nil))
                    continue
                }
                committed = read
            } catch {
                problems.append(CheckProblem(file: name, message: "cannot read: \(error) (remove it and render \(item.name) again)",
                                             diffImage: nil, isUnreadable: true))
                continue
            }
            do {
                if file.format == .png {
                    let expected = try PNGCodec.decode(committed)
                    let actual = try rendering.pixels(of: file)
                    let verdict = tolerance.verdict(expected: expected, actual: actual)
                    guard let message = verdict.message else {
                        entries.append(entry(name, .passed))
                        continue
                    }
                    let stem = (name as NSString).deletingPathExtension
                    let sideBySide = DiffImage(engine: tolerance.engine).sideBySide(expected: expected, actual: actual)
                    let diffPath = artifacts.write(try PNGCodec.encode(sideBySide), as: "\(stem).diff.png")
                    let actualPath = artifacts.write(try rendering.bytes(of: file), as: name)
                    problems.append(CheckProblem(file: name, message: "\(widthLabel(file)) \(message)", diffImage: diffPath))
                    entries.append(entry(name, .failed, message: "\(widthLabel(file)) \(message)", actual: actualPath,
                                         diff: diffPath, trace: rendering.trace(of: file, changedPixels: verdict.result?.changedBounds)))
                } else {
                    let fresh = try rendering.bytes(of: file)
                    if fresh == committed, file.format == .svg {
                        entries.append(entry(name, .passed))
                    }
                    if fresh != committed {
                        let first = zip(fresh, committed).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(fresh.count, committed.count)
                        let written = artifacts.write(fresh, as: name)
                        let message = "\(widthLabel(file)) bytes differ: the file has \(committed.count), a fresh render \(fresh.count); first difference at byte \(first)"
                        problems.append(CheckProblem(file: name, message: message + (written.map { " (fresh render: \($0))" } ?? ""),
                                                     diffImage: nil))
                        entries.append(entry(name, .failed, message: message,
                                             actual: file.format == .svg ? written : nil))
                    }
                }
            } catch {
                problems.append(CheckProblem(file: name, message: "cannot compare: \(error)", diffImage: nil))
            }
        }
        return ItemCheck(problems: problems, files: files.count, entries: entries)
    }

    private static func widthLabel(_ file: PlannedFile) -> String {
        file.width.map { "at \($0) pt:" } ?? "contact sheet:"
    }
}

/// The artifacts folder, made on first write.
///
/// SAFETY (`@unchecked Sendable`): `path` is read and written only with `lock` held; `requested`
/// is a `let`.
final class Artifacts: @unchecked Sendable {
    private let lock = NSLock()
    private let requested: String?
    private var path: String?

    init(requested: String?) {
        self.requested = requested ?? ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The folder, when something was written.
    var createdPath: String? {
        lock.lock()
        defer { lock.unlock() }
        return path
    }

    /// Writes `bytes` as `fileName` in the folder; the path, or nil when it could not be written.
    func write(_ bytes: [UInt8], as fileName: String) -> String? {
        lock.lock()
        defer { lock.unlock() }
        guard let path = makeFolder() else { return nil }
        let target = (path as NSString).appendingPathComponent(fileName)
        do { try AtomicFile.write(bytes, to: target) } catch { return nil }
        return target
    }

    /// The folder, made now if nothing was written yet; nil when it cannot be made.
    func folder() -> String? {
        lock.lock()
        defer { lock.unlock() }
        return makeFolder()
    }

    /// Makes the folder once. The caller holds `lock`.
    private func makeFolder() -> String? {
        if path == nil {
            if let requested {
                try? FileManager.default.createDirectory(atPath: requested, withIntermediateDirectories: true)
                path = requested
            } else {
                let template = NSTemporaryDirectory() + "layoutshot-check-XXXXXX"
                var buffer = Array(template.utf8CString)
                guard let made = mkdtemp(&buffer) else { return nil }
                path = String(cString: made)
            }
        }
        return path
    }
}
