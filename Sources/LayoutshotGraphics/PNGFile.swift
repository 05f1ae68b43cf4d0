import Foundation
import Glibc
import LayoutshotPixels

/// Reads PNG files into pixels, with errors that name the file and say what is wrong with it.
public enum PNGFile {
    /// Why a PNG file could not be read.
    public enum ReadError: Error, Hashable, Sendable, CustomStringConvertible {
        /// The file could not be opened or read ("No such file or directory", "Is a directory"…).
        case unreadable(path: String, reason: String)
        /// The file does not start with the PNG signature.
        case notPNG(path: String)
        /// libpng refused the data (corrupt, truncated, too large).
        case undecodable(path: String, reason: String)

        /// The file's path.
        public var path: String {
            switch self {
            case .unreadable(let path, _), .notPNG(let path), .undecodable(let path, _): return path
            }
        }

        /// "cannot read a.png: No such file or directory", "b.txt is not a PNG file", ….
        public var description: String {
            switch self {
            case let .unreadable(path, reason): return "cannot read \(path): \(reason)"
            case let .notPNG(path): return "\(path) is not a PNG file"
            case let .undecodable(path, reason): return "cannot decode \(path): \(reason)"
            }
        }
    }

    /// The file's bytes.
    ///
    /// - Throws: ``ReadError/unreadable(path:reason:)`` with the system's reason.
    public static func bytes(atPath path: String) throws(ReadError) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw .unreadable(path: path, reason: String(cString: strerror(errno))) }
        defer { close(fd) }
        var status = stat()
        guard fstat(fd, &status) == 0 else { throw .unreadable(path: path, reason: String(cString: strerror(errno))) }
        if (status.st_mode & S_IFMT) == S_IFDIR {
            throw .unreadable(path: path, reason: String(cString: strerror(EISDIR)))
        }
        var bytes = [UInt8]()
        bytes.reserveCapacity(max(0, Int(status.st_size)))
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress!, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadable(path: path, reason: String(cString: strerror(errno)))
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return bytes
    }

    /// Decodes PNG `bytes` read from `path` (named in errors).
    public static func decode(_ bytes: [UInt8], path: String) throws(ReadError) -> RGBAImage {
        do {
            return try PNGCodec.decode(bytes)
        } catch GraphicsError.notPNG {
            throw .notPNG(path: path)
        } catch {
            throw .undecodable(path: path, reason: "\(error)")
        }
    }

    /// Reads and decodes the PNG at `path`.
    public static func read(_ path: String) throws(ReadError) -> RGBAImage {
        try decode(try bytes(atPath: path), path: path)
    }

    /// Reads and decodes two PNG files at once, one on each of two threads (decoding dominates a
    /// comparison of files). Each result is the image or the file's error.
    public static func readPair(_ first: String, _ second: String)
        -> (Result<RGBAImage, ReadError>, Result<RGBAImage, ReadError>) {
        let results = ResultPair()
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            let result = Result { () throws(ReadError) -> RGBAImage in try read(index == 0 ? first : second) }
            results.set(index, result)
        }
        return (results.first!, results.second!)
    }

    /// Two slots written by two threads, each only its own.
    ///
    /// SAFETY (`@unchecked Sendable`): thread `i` writes only slot `i`, and the slots are read
    /// after `concurrentPerform` has returned (it waits for both threads), never during.
    private final class ResultPair: @unchecked Sendable {
        var first: Result<RGBAImage, ReadError>?
        var second: Result<RGBAImage, ReadError>?
        func set(_ index: Int, _ value: Result<RGBAImage, ReadError>) {
            if index == 0 { first = value } else { second = value }
        }
    }
}
