import Foundation
import Layoutshot
import LayoutshotGraphics
import LayoutshotPixels
import LayoutshotRender
import LayoutshotSnapshotCore
import LayoutshotTesting

/// A small renderer: frames on, no rulers or grid, so images are small and quick.
let testRenderer: LayoutRenderer = {
    do {
        return try LayoutRenderer(overlays: [], showsRulers: false, showsGrid: false, margin: 16)
    } catch {
        fatalError("fonts are not installed (run Scripts/setup): \(error)")
    }
}()

/// A view with a colour, text and a shape.
@MainActor var sampleView: some View {
    HStack(spacing: 6) {
        Color.blue.frame(width: 40, height: 20)
        Text("Snapshot")
        Circle().foregroundColor(.orange).frame(width: 16, height: 16)
    }
    .padding(4)
}

/// The image `assertLayoutSnapshot` renders for `sampleView` at `width`.
@MainActor func renderedSample(width: CGFloat) throws -> RGBAImage {
    try testRenderer.image(of: testRenderer.layout(sampleView, width: width))
}

/// A fresh temporary directory with `refs/` for references and `artifacts/` for failures,
/// removed by `cleanUp()`.
struct Sandbox {
    let root: String
    var references: String { root + "/refs" }
    var artifacts: String { root + "/artifacts" }
    let failures = SnapshotFailureCollector()

    init() throws {
        root = NSTemporaryDirectory() + "layoutshot-testing-\(UInt64.random(in: 0...UInt64.max))"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    /// Runs `body` as one test run (its own `SnapshotTestRun`, as a re-run of the test would be)
    /// with the test renderer, failures collected, artifacts in the sandbox and an empty
    /// environment (neither CI nor SNAPSHOT_TESTING_RECORD), unless `environment` is given.
    func run<R>(environment: [String: String] = [:], _ body: () throws -> R) rethrows -> R {
        try withSnapshotTestRun { try runInCurrentRun(environment: environment, body) }
    }

    /// `run` without starting a new test run: several calls act as assertions of one test.
    func runInCurrentRun<R>(environment: [String: String] = [:], _ body: () throws -> R) rethrows -> R {
        try withLayoutSnapshotTesting(artifactsDirectory: environment["SNAPSHOT_ARTIFACTS"] == nil ? artifacts : nil,
                                      renderer: testRenderer, reporter: failures.reporter,
                                      environment: SnapshotEnvironment(environment), operation: body)
    }

    /// Snapshots `sampleView` into `refs/` and returns the failures it reported.
    @MainActor func assertSample(widths: [CGFloat] = [200], named name: String? = "sample",
                      record: SnapshotRecordMode? = nil, threshold: Double = 0.1,
                      maxDiffPixels: Int? = nil, maxDiffPixelRatio: Double? = nil,
                      environment: [String: String] = [:], filePath: StaticString = #filePath,
                      testName: String = #function) -> [SnapshotFailure] {
        failures.removeAll()
        run(environment: environment) {
            assertLayoutSnapshot(of: sampleView, widths: widths, named: name, threshold: threshold,
                                 maxDiffPixels: maxDiffPixels, maxDiffPixelRatio: maxDiffPixelRatio,
                                 record: record, snapshotDirectory: references, filePath: filePath,
                                 testName: testName)
        }
        return failures.all
    }

    /// The reference path `assertSample` uses.
    func referencePath(width: CGFloat = 200, named name: String = "sample", testName: String) -> String {
        references + "/\(SnapshotPaths.sanitize(testName)).\(name).\(SnapshotPaths.widthLabel(Double(width))).png"
    }

    func cleanUp() {
        try? FileManager.default.removeItem(atPath: root)
    }
}

/// The file's bytes and inode: a rewrite through `AtomicFile` (rename) changes the inode even
/// when the bytes are the same.
struct FileState: Equatable {
    var bytes: [UInt8]
    var inode: UInt64
    var modified: Date

    init(_ path: String) throws {
        bytes = try PNGFile.bytes(atPath: path)
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        inode = (attributes[.systemFileNumber] as? NSNumber)?.uint64Value ?? 0
        modified = attributes[.modificationDate] as? Date ?? .distantPast
    }
}

/// Writes `image` as a PNG at `path`.
func writePNG(_ image: RGBAImage, to path: String) throws {
    try Data(PNGCodec.encode(image)).write(to: URL(fileURLWithPath: path))
}

/// `image` with the rectangle `x..<x+width`, `y..<y+height` painted `color`.
func painted(_ image: RGBAImage, x: Int, y: Int, width: Int, height: Int,
             color: RGBA = RGBA(r: 255, g: 0, b: 0)) -> RGBAImage {
    var copy = image
    for row in y..<(y + height) {
        for column in x..<(x + width) { copy[column, row] = color }
    }
    return copy
}
