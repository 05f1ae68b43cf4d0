import Foundation

/// Everything the graphics layer can fail with. Each case carries enough to act on: the size that
/// was refused, the cairo status and operation, the missing font and the package that provides it,
/// the file path that could not be written.
public enum GraphicsError: Error, Equatable, CustomStringConvertible, LocalizedError {
    /// A surface or decoded image would exceed `limit`.
    case imageTooLarge(width: Int, height: Int, limit: SurfaceLimits)
    /// A width or height that is negative or not finite.
    case invalidSize(width: Double, height: Double)
    /// Cairo reported `status` (its `cairo_status_to_string` text in `message`) during `operation`.
    case cairo(operation: String, status: Int, message: String)
    /// A font file the text engine needs is not installed.
    case fontMissing(path: String, aptPackage: String)
    /// fontconfig or Pango could not be set up with the private font configuration.
    case fontConfigurationFailed(reason: String)
    /// The bytes are not a PNG file (wrong signature, or too short to have one).
    case notPNG
    /// The data could not be decoded: corrupt (a bad CRC, invalid compressed data), truncated or
    /// unsupported; `reason` says which and, for a chunk, where.
    case pngDecodingFailed(reason: String)
    /// libpng could not encode the image.
    case pngEncodingFailed(reason: String)
    /// Writing `path` failed; `reason` is the system's explanation (for example "Permission denied").
    case fileWriteFailed(path: String, reason: String)

    public var description: String {
        switch self {
        case let .imageTooLarge(width, height, limit):
            return "image of \(width)×\(height) px exceeds the limit of \(limit.maxSide) px a side and \(limit.maxPixels) pixels"
        case let .invalidSize(width, height):
            return "invalid size \(width)×\(height): dimensions must be finite and not negative"
        case let .cairo(operation, status, message):
            return "cairo failed in \(operation): \(message) (status \(status))"
        case let .fontMissing(path, aptPackage):
            return "font file \(path) is missing: install it with `apt-get install \(aptPackage)` (or run Scripts/setup)"
        case let .fontConfigurationFailed(reason):
            return "could not set up fonts: \(reason)"
        case .notPNG:
            return "the data is not a PNG file"
        case let .pngDecodingFailed(reason):
            return "PNG decoding failed: \(reason)"
        case let .pngEncodingFailed(reason):
            return "PNG encoding failed: \(reason)"
        case let .fileWriteFailed(path, reason):
            return "could not write \(path): \(reason)"
        }
    }

    public var errorDescription: String? { description }
}
