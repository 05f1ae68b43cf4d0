import LayoutshotPixels

/// Two images cannot be compared pixel by pixel because their dimensions differ.
///
/// A distinct outcome rather than "every pixel differs": a reviewer needs to know that the
/// rendered size changed, which usually means a layout change rather than a drawing change.
public struct ImageSizeMismatch: Error, Hashable, Sendable, CustomStringConvertible {
    /// Width of the expected (reference) image.
    public var expectedWidth: Int
    /// Height of the expected (reference) image.
    public var expectedHeight: Int
    /// Width of the actual (newly rendered) image.
    public var actualWidth: Int
    /// Height of the actual (newly rendered) image.
    public var actualHeight: Int

    /// A mismatch between the given dimensions.
    public init(expectedWidth: Int, expectedHeight: Int, actualWidth: Int, actualHeight: Int) {
        self.expectedWidth = expectedWidth
        self.expectedHeight = expectedHeight
        self.actualWidth = actualWidth
        self.actualHeight = actualHeight
    }

    /// The mismatch between two images' dimensions, or nil when they have the same size.
    public init?(expected: RGBAImage, actual: RGBAImage) {
        guard expected.width != actual.width || expected.height != actual.height else { return nil }
        self.init(expectedWidth: expected.width, expectedHeight: expected.height,
                  actualWidth: actual.width, actualHeight: actual.height)
    }

    /// "Image sizes differ: expected 320×200, actual 321×200".
    public var description: String {
        "Image sizes differ: expected \(expectedWidth)×\(expectedHeight), actual \(actualWidth)×\(actualHeight)"
    }
}
