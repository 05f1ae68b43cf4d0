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

    /// The largest image file read: 256 MiB. Rendered pictures (flat colours, text) compress to a
    /// small fraction of their pixels, so even a picture at the decoders' size limit
    /// (`SurfaceLimits.default`, 100 megapixels) is far smaller; a larger file is refused before
    /// it is read, with ``ReadError/unreadable(path:reason:)`` naming the file and the limit.
    public static let maximumFileSize = 256 << 20

    /// The file's bytes: a regular file of at most `limit` bytes (``maximumFileSize`` by default).
    /// A named pipe, a device (`/dev/zero`) or a directory is refused at once, without waiting for
    /// a writer or reading a byte.
    ///
    /// - Throws: ``ReadError/unreadable(path:reason:)`` with the system's reason, or why the file
    ///   is refused.
    public static func bytes(atPath path: String, limit: Int = maximumFileSize) throws(ReadError) -> [UInt8] {
        do {
            return try RegularFile.read(atPath: path, limit: limit)
        } catch {
            throw .unreadable(path: path, reason: error.description)
        }
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
