/// What a node's drawing goes through besides transforms and shadows (`DrawingEffect.graphics`):
/// a blur or colour filter on the pixels of the view and its content, a `Canvas`'s drawing, or the
/// place where the layout direction changes (read by the right-to-left pass and by
/// `LayoutSubviews.layoutDirection`; the renderer draws nothing for it).
public enum GraphicsEffect: Hashable, Sendable {
    /// `blur(radius:opaque:)`: a Gaussian blur whose standard deviation is `radius` points.
    case blur(radius: CGFloat, opaque: Bool)
    /// A colour filter (`grayscale`, `saturation`, `brightness`, `contrast`, `hueRotation`,
    /// `colorInvert`, `colorMultiply`, `luminanceToAlpha`) as the matrix it applies.
    case colorMatrix(ColorMatrix)
    /// The subtree from this node on is laid out in this direction.
    case layoutDirection(LayoutDirection)
    /// What a `Canvas` draws, in its own coordinates (origin at its top-left corner).
    case canvas(CanvasDrawing)
}

/// A 4×5 matrix that maps a colour's red, green, blue and alpha (straight, 0…1) to new ones, as
/// SwiftUI's `ColorMatrix` (https://developer.apple.com/documentation/swiftui/colormatrix): each
/// row is the weights of r, g, b, a and a constant added (`r5` for red…). The identity by default.
public struct ColorMatrix: Hashable, Sendable {
    public var r1: Float = 1, r2: Float = 0, r3: Float = 0, r4: Float = 0, r5: Float = 0
    public var g1: Float = 0, g2: Float = 1, g3: Float = 0, g4: Float = 0, g5: Float = 0
    public var b1: Float = 0, b2: Float = 0, b3: Float = 1, b4: Float = 0, b5: Float = 0
    public var a1: Float = 0, a2: Float = 0, a3: Float = 0, a4: Float = 1, a5: Float = 0
    public init() {}

    /// The twenty entries, row by row.
    public var entries: [Double] {
        [r1, r2, r3, r4, r5, g1, g2, g3, g4, g5, b1, b2, b3, b4, b5, a1, a2, a3, a4, a5].map(Double.init)
    }

    init(rows: [[Double]]) {
        let v = rows.flatMap { $0 }.map { Float($0.isFinite ? $0 : 0) }
        (r1, r2, r3, r4, r5) = (v[0], v[1], v[2], v[3], v[4])
        (g1, g2, g3, g4, g5) = (v[5], v[6], v[7], v[8], v[9])
        (b1, b2, b3, b4, b5) = (v[10], v[11], v[12], v[13], v[14])
        (a1, a2, a3, a4, a5) = (v[15], v[16], v[17], v[18], v[19])
    }

    // The matrices of the W3C Filter Effects specification, whose `saturate`, `hueRotate` and
    // `luminanceToAlpha` use these Rec. 709 luma weights
    // (https://www.w3.org/TR/filter-effects-1/#feColorMatrixElement).
    static let lumaR = 0.2126, lumaG = 0.7152, lumaB = 0.0722

    /// `saturation(_:)`: 0 grey, 1 unchanged, above 1 more saturated.
    static func saturation(_ s: Double) -> ColorMatrix {
        ColorMatrix(rows: [
            [lumaR + (1 - lumaR) * s, lumaG - lumaG * s, lumaB - lumaB * s, 0, 0],
            [lumaR - lumaR * s, lumaG + (1 - lumaG) * s, lumaB - lumaB * s, 0, 0],
            [lumaR - lumaR * s, lumaG - lumaG * s, lumaB + (1 - lumaB) * s, 0, 0],
            [0, 0, 0, 1, 0],
        ])
    }

    /// `hueRotation(_:)`: the W3C `hueRotate` matrix.
    static func hueRotation(_ radians: Double) -> ColorMatrix {
        let c = cos(radians), s = sin(radians)
        return ColorMatrix(rows: [
            [0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928, 0, 0],
            [0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283, 0, 0],
            [0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072, 0, 0],
            [0, 0, 0, 1, 0],
        ])
    }

    /// `brightness(_:)`: `amount` added to red, green and blue (1 is white).
    static func brightness(_ amount: Double) -> ColorMatrix {
        ColorMatrix(rows: [[1, 0, 0, 0, amount], [0, 1, 0, 0, amount], [0, 0, 1, 0, amount], [0, 0, 0, 1, 0]])
    }

    /// `contrast(_:)`: each channel's distance from middle grey multiplied by `amount`.
    static func contrast(_ amount: Double) -> ColorMatrix {
        let offset = 0.5 - 0.5 * amount
        return ColorMatrix(rows: [[amount, 0, 0, 0, offset], [0, amount, 0, 0, offset], [0, 0, amount, 0, offset], [0, 0, 0, 1, 0]])
    }

    /// `colorInvert()`: each channel becomes 1 minus itself; alpha stays.
    static let inverted = ColorMatrix(rows: [[-1, 0, 0, 0, 1], [0, -1, 0, 0, 1], [0, 0, -1, 0, 1], [0, 0, 0, 1, 0]])

    /// `colorMultiply(_:)`: each channel multiplied by the colour's.
    static func multiply(_ color: Color) -> ColorMatrix {
        ColorMatrix(rows: [[color.red, 0, 0, 0, 0], [0, color.green, 0, 0, 0], [0, 0, color.blue, 0, 0], [0, 0, 0, color.opacity, 0]])
    }

    /// `luminanceToAlpha()`: black whose alpha is the colour's luminance (W3C `luminanceToAlpha`).
    static let luminanceToAlpha = ColorMatrix(rows: [[0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0.2125, 0.7154, 0.0721, 0, 0]])
}

extension View {
    /// Blurs the view's drawing, as SwiftUI's `.blur(radius:opaque:)`
    /// (https://developer.apple.com/documentation/swiftui/view/blur(radius:opaque:)): a Gaussian
    /// blur of standard deviation `radius` points, spreading past the frame into transparency, or,
    /// with `opaque`, kept inside the frame with its edge pixels repeated. No effect on layout.
    /// A negative or non-finite radius is taken as 0 and reported.
    nonisolated public func blur(radius: CGFloat, opaque: Bool = false) -> ModifiedContent<Self, _AnnotationModifier> {
        let clean = radius.isFinite ? max(0, radius) : 0
        let problem = clean == radius ? nil : "has a blur radius of \(radius); used \(formatLength(clean))"
        return annotated { node in
            if let problem { node.argumentProblems.append(problem) }
            if clean > 0 { node.style.effects.append(.graphics(.blur(radius: clean, opaque: opaque))) }
        }
    }

    /// Makes the view's colours grey by `amount` (0 unchanged, 1 fully grey), as SwiftUI's
    /// `.grayscale(_:)` (https://developer.apple.com/documentation/swiftui/view/grayscale(_:)).
    nonisolated public func grayscale(_ amount: Double) -> ModifiedContent<Self, _AnnotationModifier> {
        let clean = amount.isFinite ? min(1, max(0, amount)) : 0
        return filtered(.saturation(1 - clean), problem: clean == amount ? nil : "has a grayscale amount of \(amount); used \(clean)")
    }

    /// Scales the view's colour saturation (0 grey, 1 unchanged), as SwiftUI's `.saturation(_:)`
    /// (https://developer.apple.com/documentation/swiftui/view/saturation(_:)).
    nonisolated public func saturation(_ amount: Double) -> ModifiedContent<Self, _AnnotationModifier> {
        let clean = amount.isFinite ? max(0, amount) : 1
        return filtered(.saturation(clean), problem: clean == amount ? nil : "has a saturation of \(amount); used \(clean)")
    }

    /// Brightens the view by adding `amount` to each colour channel (0 no effect, 1 white;
    /// negative darkens), as SwiftUI's `.brightness(_:)`
    /// (https://developer.apple.com/documentation/swiftui/view/brightness(_:)).
    nonisolated public func brightness(_ amount: Double) -> ModifiedContent<Self, _AnnotationModifier> {
        let clean = amount.isFinite ? min(1, max(-1, amount)) : 0
        return filtered(.brightness(clean), problem: clean == amount ? nil : "has a brightness of \(amount); used \(clean)")
    }

    /// Scales each colour's distance from middle grey by `amount` (0 grey, 1 unchanged, negative
    /// also inverts), as SwiftUI's `.contrast(_:)`
    /// (https://developer.apple.com/documentation/swiftui/view/contrast(_:)).
    nonisolated public func contrast(_ amount: Double) -> ModifiedContent<Self, _AnnotationModifier> {
        let clean = amount.isFinite ? amount : 1
        return filtered(.contrast(clean), problem: clean == amount ? nil : "has a contrast of \(amount); used \(clean)")
    }

    /// Turns the view's hues by `angle`, as SwiftUI's `.hueRotation(_:)`
    /// (https://developer.apple.com/documentation/swiftui/view/huerotation(_:)).
    nonisolated public func hueRotation(_ angle: Angle) -> ModifiedContent<Self, _AnnotationModifier> {
        let clean = angle.radians.isFinite ? angle.radians : 0
        return filtered(.hueRotation(clean), problem: clean == angle.radians ? nil : "has a hue rotation of \(angle.radians) radians; used 0")
    }

    /// Inverts the view's colours, as SwiftUI's `.colorInvert()`
    /// (https://developer.apple.com/documentation/swiftui/view/colorinvert()).
    nonisolated public func colorInvert() -> ModifiedContent<Self, _AnnotationModifier> {
        filtered(.inverted, problem: nil)
    }

    /// Multiplies each of the view's colour channels by `color`'s, as SwiftUI's `.colorMultiply(_:)`
    /// (https://developer.apple.com/documentation/swiftui/view/colormultiply(_:)).
    nonisolated public func colorMultiply(_ color: Color) -> ModifiedContent<Self, _AnnotationModifier> {
        filtered(.multiply(color), problem: nil)
    }

    /// Makes the view a mask: black whose opacity is the view's luminance, as SwiftUI's
    /// `.luminanceToAlpha()` (https://developer.apple.com/documentation/swiftui/view/luminancetoalpha()).
    nonisolated public func luminanceToAlpha() -> ModifiedContent<Self, _AnnotationModifier> {
        filtered(.luminanceToAlpha, problem: nil)
    }

    nonisolated private func filtered(_ matrix: ColorMatrix, problem: String?) -> ModifiedContent<Self, _AnnotationModifier> {
        annotated { node in
            if let problem { node.argumentProblems.append(problem) }
            node.style.effects.append(.graphics(.colorMatrix(matrix)))
        }
    }
}
