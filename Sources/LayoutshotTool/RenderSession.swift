import Foundation
import Layoutshot
import LayoutshotGraphics
import LayoutshotRender
import LayoutshotScene

/// What happened to one input of a render.
public struct SceneResult: Sendable {
    /// What happened.
    public enum Outcome: Sendable, Equatable {
        /// Rendered and written: the file names, in order.
        case rendered(files: [String])
        /// Inputs unchanged since the files were written: the file names.
        case skipped(files: [String])
        /// Not rendered: the diagnostics (`file:line:column: message`) or the reason, one per line.
        case failed(messages: [String])
    }

    /// The input as given.
    public var input: SceneInput
    /// The scene's name, when it could be read.
    public var name: String?
    public var outcome: Outcome
    /// Wall time spent on this scene.
    public var seconds: Double
    /// Problems that did not stop the render (`path: message`), such as text with characters no
    /// font draws.
    public var warnings: [String] = []

    /// Whether the scene failed.
    public var failed: Bool {
        if case .failed = outcome { return true }
        return false
    }

    /// The scene's name, or its input when it could not be read.
    public var label: String { name ?? input.description }
}

/// What `RenderSession.run` reports while it works; delivered one at a time, never concurrently.
public enum RenderEvent: Sendable {
    /// Every input was read (or failed to read); `total` results (one per input) will follow.
    case loaded(total: Int)
    /// A worker started rendering `name`.
    case started(name: String)
    /// A scene finished; `completed` of `total` are done.
    case finished(SceneResult, completed: Int, total: Int)
    /// Another render holds the output folder `path`; this one waits for it to finish.
    case waiting(output: String)
}

/// The outcome of a render: one result per input, in input order.
public struct RenderReport: Sendable {
    public var results: [SceneResult]

    /// Results of scenes that failed.
    public var failures: [SceneResult] { results.filter(\.failed) }
    public var renderedCount: Int { results.filter { if case .rendered = $0.outcome { return true }; return false }.count }
    public var skippedCount: Int { results.filter { if case .skipped = $0.outcome { return true }; return false }.count }

    /// 0 when every scene rendered or was skipped, 1 when any failed.
    public var exitCode: Int32 { failures.isEmpty ? 0 : 1 }

    /// "3 rendered, 2 unchanged, 1 failed" and, for each failure, its input and first reason.
    public var summary: String {
        var lines = ["\(renderedCount) rendered, \(skippedCount) unchanged, \(failures.count) failed"]
        for failure in failures {
            if case .failed(let messages) = failure.outcome {
                let more = messages.count > 1 ? " (and \(messages.count - 1) more problem\(messages.count == 2 ? "" : "s") above)" : ""
                lines.append("  failed: \(failure.input): \(messages.first.map(Self.stripLocation) ?? "unknown error")\(more)")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// A diagnostic without its `path:line:column: ` prefix, for the summary line (which names the input).
    private static func stripLocation(_ message: String) -> String {
        let parts = message.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
        if parts.count == 4, Int(parts[1]) != nil, Int(parts[2]) != nil {
            return parts[3].trimmingCharacters(in: .whitespaces)
        }
        return message
    }
}

/// Renders scenes into an output folder, in parallel, skipping unchanged ones.
///
/// ```swift
/// let session = RenderSession(inputs: SceneFiles.expand(["Samples"]).map(SceneInput.file), outputDirectory: "Output")
/// let report = try session.run { event in print(event) }
/// exit(report.exitCode)
/// ```
///
/// A render holds a lock on the output folder (`OutputLock`): a second render of the same folder
/// waits for the first. It first finishes what a killed render left (`RenderJournal.recover`).
/// Every input is read (on the main actor: reading makes views), so that scenes claiming the same
/// name are refused before anything is written. Then the main actor lays each scene out at every
/// width, one after another, and hands the finished layouts to a worker thread, which, with its
/// own text measurer, draws all its files in memory, checks every path against the output
/// folder and only then puts them in place through `RenderJournal` (`WorkerPool.pipeline`): a scene that fails leaves
/// its old files and does not stop the others, and a crash leaves the old or the new scene. Files
/// a scene wrote last time but no longer produces (a width removed) are deleted; no other file is.
public struct RenderSession: Sendable {
    public var inputs: [SceneInput]
    public var outputDirectory: String
    public var overrides: RenderOverrides
    /// Render even when the content hash says nothing changed.
    public var force: Bool
    /// Worker threads; all cores by default.
    public var jobs: Int
    /// The reader's limits.
    public var reader: SceneReader
    /// The Swift samples that `.swiftSample` inputs name (the command hands in its samples).
    public var swiftSamples: [SceneItem]

    public init(inputs: [SceneInput], outputDirectory: String, overrides: RenderOverrides = RenderOverrides(),
                force: Bool = false, jobs: Int = ProcessInfo.processInfo.activeProcessorCount, reader: SceneReader = SceneReader(),
                swiftSamples: [SceneItem] = []) {
        self.inputs = inputs
        self.swiftSamples = swiftSamples
        self.outputDirectory = outputDirectory
        self.overrides = overrides
        self.force = force
        self.jobs = max(1, jobs)
        self.reader = reader
    }

    /// Renders every input and reports each result through `events` as it happens.
    ///
    /// - Throws: `ToolError.outputFolder` when the output folder cannot be made (nothing is
    ///   rendered then). Scene problems are not thrown: they are failed results.
    @MainActor public func run(events: @escaping (RenderEvent) -> Void = { _ in }) throws -> RenderReport {
        // A render draws picture after picture (each width, then the contact sheet): keep the
        // freed image buffers' pages for the next instead of faulting fresh ones in.
        ImageBufferReuse.keepFreedBuffers()
        let folder = try OutputFolder(outputDirectory)
        // One render of a folder at a time; released when this function returns or the process ends.
        let folderLock = try OutputLock(folder) { events(.waiting(output: outputDirectory)) }
        defer { withExtendedLifetime(folderLock) {} }
        let journal = RenderJournal(folder: folder)
        journal.recover()
        let reader = self.reader
        let inputs = self.inputs
        let swiftSamples = self.swiftSamples

        // Read everything, on the main actor (reading makes views).
        let started = DispatchTime.now()
        let loaded: [Result<SceneItem, SceneError>] = inputs.map { input in
            do throws(SceneError) { return .success(try input.load(reader: reader, swiftSamples: swiftSamples)) } catch { return .failure(error) }
        }
        let readSeconds = Self.seconds(since: started)

        // Refuse a second scene with a name already taken.
        var results: [SceneResult?] = Array(repeating: nil, count: inputs.count)
        var work: [(index: Int, item: SceneItem)] = []
        var owners: [String: SceneInput] = [:]
        for (index, result) in loaded.enumerated() {
            switch result {
            case .failure(let error):
                results[index] = SceneResult(input: inputs[index], name: nil,
                                             outcome: .failed(messages: error.diagnostics.map(\.description)), seconds: readSeconds)
            case .success(let item):
                if let first = owners[item.name] {
                    results[index] = SceneResult(input: inputs[index], name: item.name,
                                                 outcome: .failed(messages: [ToolError.duplicateName(name: item.name, first: first.description).description]),
                                                 seconds: 0)
                } else {
                    owners[item.name] = inputs[index]
                    work.append((index, item))
                }
            }
        }

        // Entries for scenes this render does not render and that wrote nothing here go.
        journal.dropEntries(notIn: Set(work.map(\.item.name)))

        let total = inputs.count
        var completed = 0
        func deliver(_ event: RenderEvent) {
            if case .finished = event { completed += 1 }
            switch event {
            case .finished(let result, _, _): events(.finished(result, completed: completed, total: total))
            default: events(event)
            }
        }
        deliver(.loaded(total: total))
        for result in results.compactMap({ $0 }) { deliver(.finished(result, completed: 0, total: total)) }

        // Lay out on the main actor; draw, encode and write on the workers.
        let measurers = MeasurerPool()
        let layoutMeasurer = jobs
        let overrides = self.overrides, force = self.force
        let rendered: [SceneResult] = WorkerPool.pipeline(count: work.count, jobs: jobs, prepare: { position -> Prepared in
            let (index, item) = work[position]
            deliver(.started(name: item.name))
            let begin = DispatchTime.now()
            do {
                let measurer = try measurers.measurer(for: layoutMeasurer)
                let options = overrides.applied(to: item.options)
                let hash = ContentHash.of(item, options: options, measurerIdentifier: measurer.identifier)
                if !force, journal.isCurrent(item.name, hash: hash), let entry = journal.entry(item.name) {
                    return .done(SceneResult(input: inputs[index], name: item.name, outcome: .skipped(files: entry.fileNames),
                                             seconds: Self.seconds(since: begin)))
                }
                let renderer = try SceneRendering.renderer(for: options, measurer: measurer, scene: item.name)
                try Self.checkWidths(options.widths, renderer: renderer)
                return .draw(try SceneRendering(item: item, options: options, measurer: measurer), hash: hash, input: inputs[index], begin: begin)
            } catch {
                return .done(SceneResult(input: inputs[index], name: item.name, outcome: .failed(messages: [Self.describe(error, scene: item)]),
                                         seconds: Self.seconds(since: begin)))
            }
        }, finish: { worker, _, prepared in
            switch prepared.value {
            case .done(let result):
                return result
            case .draw(let laidOut, let hash, let input, let begin):
                let outcome: SceneResult.Outcome
                var warnings: [String] = []
                do {
                    let rendering = laidOut.drawing(with: try measurers.measurer(for: worker))
                    warnings = rendering.warnings
                    let files = try Self.render(rendering, into: folder)
                    outcome = .rendered(files: try journal.replace(scene: rendering.item.name, hash: hash, with: files))
                } catch {
                    outcome = .failed(messages: [Self.describe(error, scene: laidOut.item)])
                }
                var result = SceneResult(input: input, name: laidOut.item.name, outcome: outcome, seconds: Self.seconds(since: begin))
                result.warnings = warnings
                return result
            }
        }, finished: { _, result in
            deliver(.finished(result, completed: 0, total: total))
        })

        for ((index, _), result) in zip(work, rendered) {
            results[index] = result
        }
        return RenderReport(results: results.map { $0! })
    }

    /// What the main actor hands a worker for one scene: its result already (skipped, or failed
    /// before drawing), or its layouts to draw.
    private enum Prepared {
        case done(SceneResult)
        case draw(SceneRendering, hash: String, input: SceneInput, begin: DispatchTime)
    }

    /// Renders every file of `rendering` in memory and checks every path; the files are written by
    /// `RenderJournal.replace`. Draws finished layouts: no view code runs.
    static func render(_ rendering: SceneRendering, into folder: OutputFolder) throws -> [(name: String, bytes: [UInt8])] {
        var files: [(name: String, bytes: [UInt8])] = []
        for file in rendering.plannedFiles {
            _ = try folder.location(of: file.fileName)
            do {
                files.append((file.fileName, try rendering.bytes(of: file)))
            } catch {
                throw FileRenderError(fileName: file.fileName, width: file.width, widths: rendering.options.widths, underlying: error)
            }
        }
        return files
    }

    /// Refuses, before laying anything out, a width whose picture cannot fit the renderer's
    /// limits whatever the scene holds: the proposed width, the margins and rulers at the scale.
    @MainActor static func checkWidths(_ widths: [Int], renderer: LayoutRenderer) throws {
        for width in widths {
            let geometry = renderer.geometry(of: renderer.layout(Color.clear.frame(width: 1, height: 1), width: CGFloat(width)))
            if geometry.pixelWidth > renderer.limits.maxSide {
                // The picture is (width + what the diagram adds) points wide, times the scale.
                let scale = renderer.scale.rawValue
                let added = Int((Double(geometry.pixelWidth) / Double(scale)).rounded(.up)) - width
                let widest = max(1, renderer.limits.maxSide / scale - added)
                throw WidthTooWide(width: width, pixelWidth: geometry.pixelWidth, maxSide: renderer.limits.maxSide,
                                   scale: renderer.scale.rawValue, widest: widest)
            }
        }
    }

    /// A render width whose picture is wider than the renderer's limit before anything is drawn.
    struct WidthTooWide: Error, CustomStringConvertible {
        var width: Int, pixelWidth: Int, maxSide: Int, scale: Int, widest: Int
        var description: String {
            "width \(width) makes a picture \(pixelWidth) px wide at \(scale)× with the margins and rulers, over the limit of \(maxSide) px (use widths of at most \(widest) at this scale, or a lower scale)"
        }
    }

    /// An error while rendering one of a scene's files, with the file it was rendering.
    struct FileRenderError: Error, CustomStringConvertible {
        var fileName: String
        var width: Int?
        var widths: [Int]
        var underlying: Error
        var description: String {
            let what = width.map { "width \($0)" } ?? "the contact sheet of widths \(widths.map(String.init).joined(separator: ", "))"
            return "\(fileName) (\(what)): \(underlying)"
        }
    }

    /// `path: scene 'name': reason` for an error raised while rendering.
    /// Scene-file errors are placed at the key that decides them: a width too wide at `widths:`,
    /// anything else (a picture too large, an unsupported scale) at `render:`, and at 1:1 with a
    /// hint to add one when the file has no `render:` section. One line, like the reader's.
    static func describe(_ error: Error, scene item: SceneItem) -> String {
        let reason = "\(error)"
        switch item.input {
        case .file(let path):
            let location: SceneLocation
            var hint = ""
            if error is WidthTooWide, let widths = item.widthsLocation {
                location = widths
            } else if let render = item.renderLocation {
                location = render
            } else {
                location = SceneLocation(line: 1, column: 1)
                hint = " (the scene has no render: section; add one to choose widths and scale)"
            }
            return SceneDiagnostic(path: path, line: location.line, column: location.column,
                                   message: "cannot render scene '\(item.name)': " + reason + hint).description
        case .swiftSample:
            return "\(item.input): cannot render scene '\(item.name)': " + reason
        }
    }

    static func seconds(since start: DispatchTime) -> Double {
        Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
    }
}
