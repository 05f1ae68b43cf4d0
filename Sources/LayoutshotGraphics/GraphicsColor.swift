import LayoutshotPixels

/// A colour with straight (not premultiplied) alpha, each component in 0...1 (sRGB, as cairo
/// treats it).
public struct GraphicsColor: Hashable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A grey: `white` 0 is black, 1 is white.
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// The colour of an 8-bit pixel.
    public init(_ pixel: RGBA) {
        self.init(red: Double(pixel.r) / 255, green: Double(pixel.g) / 255,
                  blue: Double(pixel.b) / 255, alpha: Double(pixel.a) / 255)
    }

    /// `0xRRGGBB`, opaque unless `alpha` says otherwise.
    public init(rgb hex: UInt32, alpha: Double = 1) {
        self.init(red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
                  blue: Double(hex & 0xFF) / 255, alpha: alpha)
    }

    /// The same colour with a different alpha.
    public func withAlpha(_ alpha: Double) -> GraphicsColor {
        GraphicsColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    public static let black = GraphicsColor(white: 0)
    public static let white = GraphicsColor(white: 1)
    public static let clear = GraphicsColor(white: 0, alpha: 0)
}
