import Foundation
import Testing
@testable import LayoutshotGraphics

@Suite struct AtomicFileTests {
    private func makeDirectory() throws -> String {
        let path = NSTemporaryDirectory() + "layoutshot-atomic-\(UInt64.random(in: 0...UInt64.max))"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        return path
    }

    private func contents(_ directory: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
    }

    @Test func writesAndReplacesFiles() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/out.png"
        try AtomicFile.write([1, 2, 3], to: path)
        #expect(FileManager.default.contents(atPath: path) == Data([1, 2, 3]))
        try AtomicFile.write(Data([9, 8]), to: URL(fileURLWithPath: path))
        #expect(FileManager.default.contents(atPath: path) == Data([9, 8]))
        #expect(try contents(directory) == ["out.png"])
    }

    @Test func missingDirectoryIsATypedError() throws {
        let path = "/nonexistent-layoutshot-dir/sub/out.svg"
        #expect {
            try AtomicFile.write([1], to: path)
        } throws: { error in
            guard case let .fileWriteFailed(failedPath, reason) = error as? GraphicsError else { return false }
            return failedPath == path && reason.contains("No such file or directory")
        }
    }

    @Test func directoryThatIsAFileIsATypedError() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try AtomicFile.write([0], to: directory + "/plain")
        #expect {
            try AtomicFile.write([1], to: directory + "/plain/out.png")
        } throws: { error in
            guard case let .fileWriteFailed(path, _) = error as? GraphicsError else { return false }
            return path == directory + "/plain/out.png"
        }
        #expect(try contents(directory) == ["plain"])
    }

    @Test func failedRenameLeavesNoTemporaryFile() throws {
        // The target is a non-empty directory: the temporary file is written, the rename fails.
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let target = directory + "/taken"
        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: false)
        try AtomicFile.write([7], to: target + "/inner")
        #expect {
            try AtomicFile.write(Array(repeating: 42, count: 10_000), to: target)
        } throws: { error in
            guard case let .fileWriteFailed(path, reason) = error as? GraphicsError else { return false }
            return path == target && reason.hasPrefix("rename failed")
        }
        #expect(try contents(directory) == ["taken"])
        #expect(try contents(target) == ["inner"])
    }
}
