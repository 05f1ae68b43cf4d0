/// The configuration of the Liquid Glass material, as SwiftUI's `Glass` (iOS 26,
/// https://developer.apple.com/documentation/swiftui/glass): `.regular`, `.clear` or `.identity`,
/// with a tint and interactivity.
///
/// Layoutshot draws glass as it draws a material, without blur or refraction: a translucent fill
/// of the system background in the effect's shape (regular lets 45 % of what is behind through,
/// clear 80 %), the tint over it (at 80 %) and a light rim along the shape's edge.
/// Interactivity changes nothing in a still picture.
public struct Glass: Equatable, Sendable {
    enum Variant: Equatable, Sendable { case regular, clear, identity }
    let variant: Variant
    /// The tint colour (`tint(_:)`), nil for none.
    var tintColor: Color?
    /// Whether the glass reacts to touches (`interactive(_:)`).
    var isInteractive = false

    /// The regular variant: the material of toolbars, buttons and navigation elements.
    public static var regular: Glass { Glass(variant: .regular) }
    /// The clear variant: more transparent, for glass over photos, maps and video.
    public static var clear: Glass { Glass(variant: .clear) }
    /// No glass at all, for turning the effect off conditionally.
    public static var identity: Glass { Glass(variant: .identity) }

    /// A copy of the glass tinted with `color` (nil: no tint).
    public func tint(_ color: Color?) -> Glass {
        var copy = self
        copy.tintColor = color
        return copy
    }

    /// A copy of the glass that reacts to touches (no difference in a still picture).
    public func interactive(_ isEnabled: Bool = true) -> Glass {
        var copy = self
        copy.isInteractive = isEnabled
        return copy
    }

    /// How much of the system background the fill is: regular 55 %, clear 20 %.
    var fillOpacity: Double { variant == .clear ? 0.2 : 0.55 }
}

/// The shape glass takes unless another is given, as SwiftUI's `DefaultGlassEffectShape`: a
/// capsule ("SwiftUI uses the regular variant by default along with a Capsule shape",
/// https://developer.apple.com/documentation/swiftui/view/glasseffect(_:in:)).
public struct DefaultGlassEffectShape: Shape {
    /// The default glass shape.
    public init() {}
    /// A capsule in `rect`.
    public func path(in rect: CGRect) -> Path { Capsule().path(in: rect) }
}

extension DefaultGlassEffectShape: ShapeKindConvertible {
    /// Drawn as the capsule it is.
    public var shapeKind: ShapeKind { .capsule }
}

/// The glass behind a view (`glassEffect(_:in:)`): fill, tint and rim in the shape.
nonisolated struct _GlassBackground<S: Shape>: View {
    let glass: Glass
    let shape: S

    @MainActor var body: some View {
        if glass.variant != .identity {
            ZStack {
                shape.fill(Color(.systemBackground).opacity(glass.fillOpacity))
                if let tint = glass.tintColor { shape.fill(tint.opacity(0.8)) }
                shape.stroke(Color.white.opacity(0.6), lineWidth: 0.5)
            }
        }
    }
}

extension View {
    /// Puts Liquid Glass behind the view in `shape`, as SwiftUI's `glassEffect(_:in:)`: "Renders a
    /// shape anchored behind a view with the Liquid Glass material", filling "the entirety of the"
    /// view's frame, padding included
    /// (https://developer.apple.com/documentation/swiftui/view/glasseffect(_:in:)). The view's size
    /// does not change. See `Glass` for how it is drawn.
    nonisolated public func glassEffect<S: Shape>(_ glass: Glass = .regular, in shape: S = DefaultGlassEffectShape()) -> ModifiedContent<Self, _NodeModifier> {
        layered(behind: _GlassBackground(glass: glass, shape: shape), alignment: .center)
    }

    /// Names the view's glass for morphing between views of a `GlassEffectContainer`, as SwiftUI's
    /// `glassEffectID(_:in:)` (listed on the node; a still picture has no morph).
    nonisolated public func glassEffectID<ID: Hashable & Sendable>(_ id: ID?, in namespace: Namespace.ID) -> ModifiedContent<Self, _AnnotationModifier> {
        interaction("glassEffectID")
    }

    /// Joins the view's glass with the other views' of the same id into one shape, as SwiftUI's
    /// `glassEffectUnion(id:namespace:)` (listed on the node; each view keeps its own glass here).
    nonisolated public func glassEffectUnion<ID: Hashable & Sendable>(id: ID?, namespace: Namespace.ID) -> ModifiedContent<Self, _AnnotationModifier> {
        interaction("glassEffectUnion")
    }
}
