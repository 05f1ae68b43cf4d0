import Foundation
import LayoutshotDiff
import LayoutshotGraphics
import LayoutshotPixels
import LayoutshotRender

/// Checks one rendered image against its reference file under a record mode: reads and decodes
/// the reference, compares pixels (never file bytes) with the diff engine, writes the reference
/// when the mode says so, and on failure writes the rendered image and expected | diff | actual
/// to the artifacts directory. Every write is atomic.
///
/// This is the framework-free core of `assertLayoutSnapshot`; build other assertions on it.
public struct SnapshotVerifier: Sendable {
    /// When references are written.
    public var record: SnapshotRecordMode
    /// Why `record` is what it is ("CI is set", "SNAPSHOT_TESTING_RECORD=never", "the default",
    /// "record: argument"), quoted when a `.never` assertion finds no reference.
    public var recordSource: String
    /// How different the images may be.
    public var tolerance: DiffTolerance
    /// How references are encoded: `LayoutRenderer.smallestPNG` by default, as references are
    /// written rarely and stored in repositories.
    public var referencePNG: PNGEncodeOptions
    /// How artifacts are encoded: `LayoutRenderer.fastPNG` by default.
    public var artifactPNG: PNGEncodeOptions

    /// A verifier with the given settings.
    public init(record: SnapshotRecordMode, recordSource: String = "the default",
                tolerance: DiffTolerance = .exact,
                referencePNG: PNGEncodeOptions = LayoutRenderer.smallestPNG,
                artifactPNG: PNGEncodeOptions = LayoutRenderer.fastPNG) {
        self.record = record
        self.recordSource = recordSource
        self.tolerance = tolerance
        self.referencePNG = referencePNG
        self.artifactPNG = artifactPNG
    }

    /// Checks `actual`, the snapshot at `width`, against the reference `paths` give for it.
    ///
    /// - Parameters:
    ///   - label: how messages name the snapshot, e.g. `Snapshot "card" at width 320`.
    ///   - testName: the test to re-run, named in "re-run" and "accept" hints.
    ///   - geometry: where the view sits in the image, to give a change's box in the view's points.
    ///   - fileLabel: names the picture in file names; nil: the width (`320`).
    /// - Returns: nil when the image matches (and nothing was recorded), else the failure.
    public func verify(_ actual: RGBAImage, width: Double, paths: SnapshotPaths,
                       label: String, testName: String, geometry: DiagramGeometry? = nil,
                       fileLabel: String? = nil) -> SnapshotFailure? {
        let file = fileLabel ?? SnapshotPaths.widthLabel(width)
        let referencePath = paths.referencePath(label: file)

        if record == .all {
            return recordReference(actual, width: width, at: referencePath, label: label) { path in
                "Record mode is .all: recorded \(label.lowercasedFirst) to \(path). Turn record mode off "
                    + "and re-run \"\(testName)\" to assert against it."
            }
        }

        guard SnapshotFiles.exists(referencePath) else {
            if record == .never {
                var message = "No reference was found on disk at \(referencePath); \(label.lowercasedFirst) "
                    + "was not recorded because record mode is .never (\(recordSource))."
                let attachment = writeArtifact(png(actual, artifactPNG), name: paths.stem(label: file) + ".png",
                                               to: paths.actualArtifactPath(label: file))
                message += attachment.note(prefix: "\n  actual: ")
                message += "\nRecord it where SNAPSHOT_TESTING_RECORD and CI are unset (or with record: .missing) and commit it:"
                message += "\n  SNAPSHOT_TESTING_RECORD=missing swift test --filter '\(Self.filter(testName))'"
                return SnapshotFailure(kind: .missingReference, message: message, width: width,
                                       referencePath: referencePath, attachments: attachment.list)
            }
            return recordReference(actual, width: width, at: referencePath, label: label) { path in
                "No reference was found on disk: recorded \(label.lowercasedFirst) to \(path). "
                    + "Re-run \"\(testName)\" to assert against it."
            }
        }

        let expected: RGBAImage
        do {
            let bytes = try PNGFile.bytes(atPath: referencePath)
            // A reference of another size fails whatever its pixels; a large one is not decoded
            // (a legal 16,384×6,103 reference is 400 MB of pixels) and the failure says so.
            if let size = try? PNGCodec.size(of: bytes), size.width != actual.width || size.height != actual.height,
               size.width * size.height > Self.largestMismatchedReferenceDecoded {
                return largeReferenceMismatch(actual, reference: size, width: width, paths: paths, file: file,
                                              referencePath: referencePath, label: label, testName: testName)
            }
            expected = try PNGFile.decode(bytes, path: referencePath)
        } catch {
            let problem: String
            if case .unreadable(let path, let reason) = error {
                problem = "cannot read the reference \(path): \(reason)"
            } else {
                problem = "the reference \(error)"
            }
            var failure = SnapshotFailure(kind: .unreadableReference,
                                          message: "\(label): \(problem).", width: width,
                                          referencePath: referencePath)
            if record == .failed { appendRecording(of: actual, to: &failure) }
            return failure
        }

        let verdict = tolerance.verdict(expected: expected, actual: actual)
        guard let problem = verdict.message else { return nil }

        let stem = paths.stem(label: file)
        let actualFile = writeArtifact(png(actual, artifactPNG), name: stem + ".png",
                                       to: paths.actualArtifactPath(label: file))
        let picture = DiffImage(engine: tolerance.engine).sideBySide(expected: expected, actual: actual)
        let diffFile = writeArtifact(png(picture, artifactPNG), name: stem + ".diff.png",
                                     to: paths.diffArtifactPath(label: file))
        let panels = verdict.result == nil ? "expected | actual" : "expected | diff | actual"
        var message = "\(label) does not match reference: \(problem)."
        var changedRect: CGRect?
        if let geometry, let box = verdict.result?.changedBounds {
            let points = geometry.rootRect(ofPixels: CGRect(x: box.x, y: box.y, width: box.width, height: box.height))
            changedRect = points
            message += "\n  in the view's points (root coordinates): x \(PointFormatting.string(points.minX))…\(PointFormatting.string(points.maxX)), "
                + "y \(PointFormatting.string(points.minY))…\(PointFormatting.string(points.maxY))"
        }
        message += "\n  reference: \(referencePath)"
        message += actualFile.note(prefix: "\n  actual:    ")
        message += diffFile.note(prefix: "\n  diff:      ", suffix: " (\(panels))")
        var failure = SnapshotFailure(kind: verdict.result == nil ? .sizeMismatch : .mismatch,
                                      message: message, width: width, referencePath: referencePath,
                                      attachments: actualFile.list + diffFile.list)
        failure.changedRect = changedRect
        if record == .failed {
            appendRecording(of: actual, to: &failure)
        } else {
            failure.message += "\nIf the change is intended, accept it (rewrites only failing references):"
                + "\n  SNAPSHOT_TESTING_RECORD=failed swift test --filter '\(Self.filter(testName))'"
        }
        return failure
    }

    /// The most pixels a reference of another size than the rendered image may have to be decoded
    /// and shown side by side with it (16 megapixels, 64 MB decoded). A larger one is reported
    /// from its header alone: the sizes, the rendered image, no picture.
    public static let largestMismatchedReferenceDecoded = 16_000_000

    /// The failure for a reference larger than `largestMismatchedReferenceDecoded` whose size is
    /// not the rendered image's.
    private func largeReferenceMismatch(_ actual: RGBAImage, reference: (width: Int, height: Int), width: Double,
                                        paths: SnapshotPaths, file: String, referencePath: String,
                                        label: String, testName: String) -> SnapshotFailure {
        let mismatch = ImageSizeMismatch(expectedWidth: reference.width, expectedHeight: reference.height,
                                         actualWidth: actual.width, actualHeight: actual.height)
        let stem = paths.stem(label: file)
        let actualFile = writeArtifact(png(actual, artifactPNG), name: stem + ".png", to: paths.actualArtifactPath(label: file))
        var message = "\(label) does not match reference: \(mismatch)."
        message += "\n  reference: \(referencePath) (\(reference.width * reference.height) pixels: not decoded, "
            + "no diff picture; a reference of another size may have at most \(Self.largestMismatchedReferenceDecoded) "
            + "to be shown side by side)"
        message += actualFile.note(prefix: "\n  actual:    ")
        var failure = SnapshotFailure(kind: .sizeMismatch, message: message, width: width,
                                      referencePath: referencePath, attachments: actualFile.list)
        if record == .failed {
            appendRecording(of: actual, to: &failure)
        } else {
            failure.message += "\nIf the change is intended, accept it (rewrites only failing references):"
                + "\n  SNAPSHOT_TESTING_RECORD=failed swift test --filter '\(Self.filter(testName))'"
        }
        return failure
    }

    /// The `swift test --filter` pattern for a test: its function name without the parameter list
    /// (`card(style:)` → `card`).
    public static func filter(_ testName: String) -> String {
        String(testName.prefix { $0 != "(" })
    }

    // MARK: Recording

    /// Writes `actual` as the reference and describes it with `message(path)`; a write failure
    /// becomes an `.error` failure.
    private func recordReference(_ actual: RGBAImage, width: Double, at path: String, label: String,
                                 message: (String) -> String) -> SnapshotFailure {
        do {
            let bytes = try PNGCodec.encode(actual, options: referencePNG)
            try SnapshotFiles.write(bytes, to: path)
            let name = String(path.split(separator: "/").last ?? Substring(path))
            return SnapshotFailure(kind: .recorded, message: message(path), width: width, referencePath: path,
                                   recordedPath: path,
                                   attachments: [SnapshotAttachment(name: name, bytes: bytes, path: path)])
        } catch {
            return SnapshotFailure(kind: .error, message: "\(label): could not record the reference: \(error)",
                                   width: width, referencePath: path)
        }
    }

    /// In `.failed` mode: overwrites the reference of `failure` with `actual` and says so.
    private func appendRecording(of actual: RGBAImage, to failure: inout SnapshotFailure) {
        guard let path = failure.referencePath else { return }
        do {
            try SnapshotFiles.write(try PNGCodec.encode(actual, options: referencePNG), to: path)
            failure.recordedPath = path
            failure.message += "\nRecord mode is .failed: a new reference was recorded to \(path); re-run to assert against it."
        } catch {
            failure.message += "\nRecord mode is .failed, but the new reference could not be recorded: \(error)"
        }
    }

    // MARK: Artifacts

    /// An artifact written (or not) and how to mention it.
    struct WrittenArtifact {
        var attachment: SnapshotAttachment?
        var path: String
        var error: String?

        var list: [SnapshotAttachment] { attachment.map { [$0] } ?? [] }

        func note(prefix: String, suffix: String = "") -> String {
            if let error { return prefix + "not written: \(error)" }
            return prefix + path + suffix
        }
    }

    /// Encodes nothing twice: `bytes` is the PNG or the encoding error.
    private func png(_ image: RGBAImage, _ options: PNGEncodeOptions) -> Result<[UInt8], Error> {
        Result { try PNGCodec.encode(image, options: options) }
    }

    private func writeArtifact(_ bytes: Result<[UInt8], Error>, name: String, to path: String) -> WrittenArtifact {
        switch bytes {
        case .failure(let error):
            return WrittenArtifact(attachment: nil, path: path, error: "\(error)")
        case .success(let bytes):
            do {
                try SnapshotFiles.write(bytes, to: path)
                return WrittenArtifact(attachment: SnapshotAttachment(name: name, bytes: bytes, path: path), path: path)
            } catch {
                // Still attach the image to the test: the artifacts directory is not the only way to see it.
                return WrittenArtifact(attachment: SnapshotAttachment(name: name, bytes: bytes, path: nil),
                                       path: path, error: "\(error)")
            }
        }
    }
}

extension String {
    /// The string with its first character lowercased ("Snapshot at …" → "snapshot at …").
    var lowercasedFirst: String {
        guard let first else { return self }
        return first.lowercased() + dropFirst()
    }
}
