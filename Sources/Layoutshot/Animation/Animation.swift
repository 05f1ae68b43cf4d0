/// How a change animates, as SwiftUI's `Animation`. A picture is one frame: nothing animates.
public struct Animation: Hashable, Sendable, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }

    /// The default animation (a spring in current SwiftUI).
    public static let `default` = Animation("default")
    /// A constant-speed animation.
    public static let linear = Animation("linear")
    /// An animation that starts slowly.
    public static let easeIn = Animation("easeIn")
    /// An animation that ends slowly.
    public static let easeOut = Animation("easeOut")
    /// An animation that starts and ends slowly.
    public static let easeInOut = Animation("easeInOut")
    /// A spring with a little bounce.
    public static let bouncy = Animation("bouncy")
    /// A spring without bounce.
    public static let smooth = Animation("smooth")
    /// A quick spring with a small bounce.
    public static let snappy = Animation("snappy")
    /// The default spring.
    public static let spring = Animation("spring")
    /// A spring for interactive changes.
    public static let interactiveSpring = Animation("interactiveSpring")
    /// A constant-speed animation lasting `duration` seconds.
    public static func linear(duration: Double) -> Animation { Animation("linear(\(duration))") }
    /// An ease-in animation lasting `duration` seconds.
    public static func easeIn(duration: Double) -> Animation { Animation("easeIn(\(duration))") }
    /// An ease-out animation lasting `duration` seconds.
    public static func easeOut(duration: Double) -> Animation { Animation("easeOut(\(duration))") }
    /// An ease-in-out animation lasting `duration` seconds.
    public static func easeInOut(duration: Double) -> Animation { Animation("easeInOut(\(duration))") }
    /// A spring with the given response and damping.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation { .spring }
    @_disfavoredOverload
    /// A spring with the given duration and bounce.
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation { .spring }
    /// An interactive spring with the given response and damping.
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25) -> Animation { .interactiveSpring }
    /// A spring from the physics of a mass on a spring, as SwiftUI's
    /// `interpolatingSpring(mass:stiffness:damping:initialVelocity:)` (iOS 13; `mass` defaults to 1 and
    /// `initialVelocity` to 0, as Apple's declaration:
    /// https://developer.apple.com/documentation/swiftui/animation/interpolatingspring(mass:stiffness:damping:initialvelocity:)).
    public static func interpolatingSpring(mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0) -> Animation {
        Animation("interpolatingSpring(mass: \(mass), stiffness: \(stiffness), damping: \(damping))")
    }
    /// An interpolating spring of the given perceptual duration and bounce, as SwiftUI's
    /// `interpolatingSpring(duration:bounce:initialVelocity:)` (iOS 17).
    public static func interpolatingSpring(duration: Double = 0.5, bounce: Double = 0.0, initialVelocity: Double = 0.0) -> Animation {
        Animation("interpolatingSpring(duration: \(duration), bounce: \(bounce))")
    }
    /// The default interpolating spring (iOS 17): a duration of 0.5 s and no bounce.
    public static let interpolatingSpring = Animation("interpolatingSpring")
    /// A bouncy spring with the given duration.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { .bouncy }
    /// A smooth spring with the given duration.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { .smooth }
    /// A snappy spring with the given duration.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { .snappy }
    /// A cubic Bézier timing curve with control points (c0x, c0y) and (c1x, c1y).
    public static func timingCurve(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: Double = 0.35) -> Animation { Animation("timingCurve") }
    /// The animation started after `delay` seconds.
    public func delay(_ delay: Double) -> Animation { self }
    /// The animation played `speed` times faster.
    public func speed(_ speed: Double) -> Animation { self }
    /// The animation repeated `repeatCount` times.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { self }
    /// The animation repeated forever.
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

/// How a view enters and leaves, as SwiftUI's `AnyTransition`. Never runs in a picture.
public struct AnyTransition: Sendable {
    init() {}
    /// No transition.
    public static let identity = AnyTransition()
    /// A fade in and out.
    public static let opacity = AnyTransition()
    public static let scale = AnyTransition()
    /// A slide in from the leading edge and out to the trailing edge.
    public static let slide = AnyTransition()
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition() }
    /// A move in from and out to `edge`.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
    /// A push in from `edge`, out to the opposite edge.
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition() }
    /// A move by `offset` in and out.
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition() }
    /// A move by (`x`, `y`) in and out.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition() }
    /// Different transitions for insertion and removal.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { AnyTransition() }
    /// This transition together with `other`.
    public func combined(with other: AnyTransition) -> AnyTransition { self }
    /// The transition run with `animation`.
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

/// How content changes, as SwiftUI's `ContentTransition`.
public struct ContentTransition: Sendable {
    /// No content transition.
    public static let identity = ContentTransition()
    /// A cross-fade of the content.
    public static let opacity = ContentTransition()
    /// An interpolation of the content where possible.
    public static let interpolate = ContentTransition()
    /// Digits that roll as a number changes, up or down.
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition() }
    /// Digits that roll towards `value`.
    public static func numericText(value: Double) -> ContentTransition { ContentTransition() }
}

extension View {
    /// Isolates the view's geometry from its parent's during animations, as SwiftUI's
    /// `geometryGroup()` (listed on the node; a still picture has no animation).
    nonisolated public func geometryGroup() -> ModifiedContent<Self, _AnnotationModifier> { interaction("geometryGroup") }

    /// Animates changes of `value`, as SwiftUI's `animation(_:value:)`. Listed on the node; a picture is one frame.
    nonisolated public func animation<V: Equatable>(_ animation: Animation?, value: V) -> ModifiedContent<Self, _AnnotationModifier> { interaction("animation") }
    /// Animates every change, as SwiftUI's deprecated `animation(_:)`. Listed on the node; a picture is one frame.
    nonisolated public func animation(_ animation: Animation?) -> ModifiedContent<Self, _AnnotationModifier> { interaction("animation") }
    /// Sets how the view is inserted and removed, as SwiftUI's `transition(_:)`. Listed on the node.
    nonisolated public func transition(_ t: AnyTransition) -> ModifiedContent<Self, _AnnotationModifier> { interaction("transition") }
    /// Sets how the view's content changes, as SwiftUI's `contentTransition(_:)`. Listed on the node.
    nonisolated public func contentTransition(_ transition: ContentTransition) -> ModifiedContent<Self, _AnnotationModifier> { interaction("contentTransition") }
    /// Matches the view's geometry with views of the same `id` in `namespace`, as SwiftUI's `matchedGeometryEffect(id:in:properties:anchor:isSource:)`. Listed on the node.
    nonisolated public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
                                                    anchor: UnitPoint = .center, isSource: Bool = true) -> ModifiedContent<Self, _AnnotationModifier> {
        interaction("matchedGeometryEffect")
    }
    /// Changes the transaction of changes inside, as SwiftUI's `transaction(_:)`. Listed on the node.
    nonisolated public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> ModifiedContent<Self, _AnnotationModifier> { interaction("transaction") }
}

/// What a matched geometry effect matches, as SwiftUI's `MatchedGeometryProperties`.
public struct MatchedGeometryProperties: OptionSet, Sendable {
    /// The properties' bits.
    public let rawValue: UInt32
    /// Properties with the given bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The view's position.
    public static let position = MatchedGeometryProperties(rawValue: 1)
    /// The view's size.
    public static let size = MatchedGeometryProperties(rawValue: 2)
    /// Both position and size.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}
