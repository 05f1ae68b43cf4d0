/// `.position(x:y:)`: takes the whole proposal and puts the content's centre at the point in its
/// own coordinates (https://developer.apple.com/documentation/swiftui/view/position(x:y:)).
struct PositionLayout: Layout {
    let point: CGPoint

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        for child in subviews {
            child.place(at: CGPoint(x: bounds.minX + point.x, y: bounds.minY + point.y), anchor: .center, proposal: .unspecified)
        }
    }
}

extension View {
    /// Takes the whole proposal and puts the view's centre at (`x`, `y`) in its own coordinates, as SwiftUI's `position(x:y:)`.
    nonisolated public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        position(CGPoint(x: x, y: y))
    }

    /// Takes the whole proposal and puts the view's centre at `position` in its own coordinates, as SwiftUI's `position(_:)`; a non-finite coordinate is 0.
    nonisolated public func position(_ position: CGPoint) -> some View {
        let point = CGPoint(x: position.x.isFinite ? position.x : 0, y: position.y.isFinite ? position.y : 0)
        return LayoutView(layout: PositionLayout(point: point), content: self)
            .annotated { $0.style.title = ".position(x: \(formatLength(point.x)), y: \(formatLength(point.y)))" }
    }

    /// Keeps the view's space but draws nothing, as SwiftUI's `.hidden()`.
    nonisolated public func hidden() -> ModifiedContent<Self, _AnnotationModifier> {
        annotated { $0.style.opacity = 0 }
    }

    /// Clips the view to its frame when drawn, as SwiftUI's `.clipped(antialiased:)`.
    nonisolated public func clipped(antialiased: Bool = false) -> ModifiedContent<Self, _AnnotationModifier> {
        annotated { $0.style.clipShape = .rectangle }
    }

    /// The drawing order among siblings, as SwiftUI's `.zIndex(_:)`: "Views with a higher z index
    /// value are drawn on top of views with a lower one"; equal values keep the views' order
    /// (https://developer.apple.com/documentation/swiftui/view/zindex(_:)). No effect on layout.
    /// A non-finite value is 0.
    nonisolated public func zIndex(_ value: Double) -> ModifiedContent<Self, _AnnotationModifier> {
        let z = value.isFinite ? value : 0
        return annotated { $0.style.zIndex = z }
    }

    /// Scales the drawing, not the layout, about `anchor`, as SwiftUI's `.scaleEffect(_:anchor:)`
    /// (https://developer.apple.com/documentation/swiftui/view/scaleeffect(_:anchor:)-pmi7).
    nonisolated public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> ModifiedContent<Self, _AnnotationModifier> {
        let safe = CGSize(width: scale.width.isFinite ? scale.width : 1, height: scale.height.isFinite ? scale.height : 1)
        return annotated { $0.style.effects.append(.scale(safe, anchor: anchor)) }
    }
    /// Scales the drawing by `s` on both axes about `anchor`, as SwiftUI's `scaleEffect(_:anchor:)`; the layout is unchanged.
    nonisolated public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> ModifiedContent<Self, _AnnotationModifier> {
        scaleEffect(CGSize(width: s, height: s), anchor: anchor)
    }
    /// Scales the drawing by `x` and `y` about `anchor`, as SwiftUI's `scaleEffect(x:y:anchor:)`; the layout is unchanged.
    nonisolated public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ModifiedContent<Self, _AnnotationModifier> {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }
    /// Rotates the drawing, not the layout, about `anchor`, as SwiftUI's `.rotationEffect(_:anchor:)`
    /// (https://developer.apple.com/documentation/swiftui/view/rotationeffect(_:anchor:)).
    nonisolated public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> ModifiedContent<Self, _AnnotationModifier> {
        let radians = angle.radians.isFinite ? angle.radians : 0
        return annotated { $0.style.effects.append(.rotation(radians, anchor: anchor)) }
    }
    /// Listed, drawn flat: a picture has no depth.
    nonisolated public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> ModifiedContent<Self, _AnnotationModifier> { interaction("rotation3DEffect") }
    /// Transforms the drawing by `transform`, as SwiftUI's `transformEffect(_:)`; the layout is unchanged.
    nonisolated public func transformEffect(_ transform: CGAffineTransform) -> ModifiedContent<Self, _AnnotationModifier> {
        annotated { $0.style.effects.append(.transform(transform)) }
    }
    /// A shadow behind the view, as SwiftUI's `.shadow(color:radius:x:y:)`; no effect on layout.
    /// The renderer blurs the silhouette of what the view draws (a Gaussian of standard deviation
    /// `radius`), moved by x and y, in the colour at its opacity (`DiagramPainter.beginPixelFilters`).
    nonisolated public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self, _AnnotationModifier> {
        func clean(_ v: CGFloat) -> CGFloat { v.isFinite ? v : 0 }
        return annotated { $0.style.effects.append(.shadow(color, radius: max(0, clean(radius)), x: clean(x), y: clean(y))) }
    }
    /// Sets how the view's colours combine with what is behind, as SwiftUI's `blendMode(_:)`. Listed on the node; drawn with normal blending.
    nonisolated public func blendMode(_ blendMode: BlendMode) -> ModifiedContent<Self, _AnnotationModifier> { interaction("blendMode") }
    /// Masks the view with the alpha of `mask`, as SwiftUI's `mask(alignment:_:)`. Listed on the node; drawn unmasked.
    nonisolated public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> ModifiedContent<Self, _AnnotationModifier> { interaction("mask") }
    /// Masks the view with the alpha of `mask`, as SwiftUI's deprecated `mask(_:)`. Listed on the node; drawn unmasked.
    nonisolated public func mask<Mask: View>(_ mask: Mask) -> ModifiedContent<Self, _AnnotationModifier> { interaction("mask") }
}

/// How colours combine, as SwiftUI's `BlendMode`.
public enum BlendMode: Hashable, Sendable {
    /// The blend modes of Core Graphics and Core Image.
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight, difference,
         exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter
}

/// The safe-area regions, as SwiftUI's `SafeAreaRegions`.
public struct SafeAreaRegions: OptionSet, Sendable {
    /// The region bits.
    public let rawValue: UInt
    /// Regions with the given bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The area the device's bars and home indicator take.
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The area the software keyboard takes.
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    /// Both regions.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

extension Color {
    /// A colour space, as SwiftUI's `Color.RGBColorSpace` (Layoutshot draws in sRGB).
    public enum RGBColorSpace: Hashable, Sendable { case sRGB, sRGBLinear, displayP3 }
    /// A colour from components in `colorSpace` (drawn as sRGB).
    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(red: red, green: green, blue: blue, opacity: opacity)
    }
    /// A gray of `white` brightness in `colorSpace` (drawn as sRGB).
    public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) {
        self.init(white: white, opacity: opacity)
    }
    /// A colour from hue, saturation and brightness (each 0…1), as SwiftUI's.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue.isFinite ? hue - hue.rounded(.down) : 0) * 6, s = saturation, v = brightness
        let i = Int(h) % 6, f = h - Double(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double) = [(v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q)][i]
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }
    /// A named asset colour: Layoutshot has no asset catalogue, so it draws the accent colour.
    public init(_ name: String, bundle: Bundle? = nil) {
        self = Color.accentColor
        self.name = name
    }
}
