/// A gesture, as SwiftUI's `Gesture`. A picture receives no input: gestures compile, attach and
/// never fire.
public protocol Gesture {
    /// The type of value the gesture reports when it changes or ends.
    associatedtype Value
}

/// An optional gesture is a gesture, as in SwiftUI: `.gesture(isEnabled ? drag : nil)`.
extension Optional: Gesture where Wrapped: Gesture {
    public typealias Value = Wrapped.Value
}

extension Gesture {
    /// Adds an action for when the gesture ends, as SwiftUI's `onEnded(_:)`; never called in a picture.
    public func onEnded(_ action: @escaping (Value) -> Void) -> Self { self }
    /// Adds an action for when the gesture's value changes, as SwiftUI's `onChanged(_:)`; never called in a picture.
    public func onChanged(_ action: @escaping (Value) -> Void) -> Self where Value: Equatable { self }
    /// Updates gesture state while the gesture is active, as SwiftUI's `updating(_:body:)`; never called in a picture.
    public func updating<State>(_ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void) -> Self { self }
    /// Combines the gesture with `other` so both can be recognised at once, as SwiftUI's `simultaneously(with:)`.
    public func simultaneously<Other: Gesture>(with other: Other) -> Self { self }
    /// Recognises `other` after this gesture succeeds, as SwiftUI's `sequenced(before:)`.
    public func sequenced<Other: Gesture>(before other: Other) -> Self { self }
    /// Recognises this gesture or, failing it, `other`, as SwiftUI's `exclusively(before:)`.
    public func exclusively<Other: Gesture>(before other: Other) -> Self { self }
}

/// A tap (or several), as SwiftUI's `TapGesture`.
public struct TapGesture: Gesture {
    /// A tap reports no value.
    public typealias Value = Void
    /// A gesture recognising `count` taps.
    public init(count: Int = 1) {}
}

/// A tap that reports where it happened, as SwiftUI's `SpatialTapGesture`.
public struct SpatialTapGesture: Gesture {
    /// Where the tap landed, in the gesture's coordinate space.
    public struct Value: Equatable { public var location: CGPoint }
    /// A gesture recognising `count` taps, reporting locations in `coordinateSpace`.
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {}
}

/// A press held for a while, as SwiftUI's `LongPressGesture`.
public struct LongPressGesture: Gesture {
    /// Whether the press is still in progress.
    public typealias Value = Bool
    /// A gesture that succeeds after `minimumDuration` seconds without moving more than `maximumDistance` points.
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {}
}

/// A drag, as SwiftUI's `DragGesture`.
public struct DragGesture: Gesture {
    /// Where a drag is, as SwiftUI's `DragGesture.Value`.
    public struct Value: Equatable {
        /// When the event happened.
        public var time = Date(timeIntervalSince1970: 0)
        /// Where the drag is now.
        public var location = CGPoint.zero
        /// Where the drag started.
        public var startLocation = CGPoint.zero
        /// How far the drag has moved from its start.
        public var translation = CGSize.zero
        /// How fast the drag is moving, in points per second.
        public var velocity = CGSize.zero
        /// Where the drag would end if it stopped accelerating now.
        public var predictedEndLocation = CGPoint.zero
        /// The translation at `predictedEndLocation`.
        public var predictedEndTranslation = CGSize.zero
    }
    /// A drag that starts after moving `minimumDistance` points, reported in `coordinateSpace`.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {}
}

/// A pinch, as SwiftUI's older `MagnificationGesture`.
public struct MagnificationGesture: Gesture {
    /// The scale of the pinch relative to its start.
    public typealias Value = CGFloat
    /// A pinch recognised once the scale changes by `minimumScaleDelta`.
    public init(minimumScaleDelta: CGFloat = 0.01) {}
}

/// A pinch, as SwiftUI's `MagnifyGesture`.
public struct MagnifyGesture: Gesture {
    /// The state of the pinch: its magnification relative to its start.
    public struct Value: Equatable { public var magnification: CGFloat = 1 }
    /// A pinch recognised once the scale changes by `minimumScaleDelta`.
    public init(minimumScaleDelta: CGFloat = 0.01) {}
}

/// A two-finger rotation, as SwiftUI's `RotationGesture`.
public struct RotationGesture: Gesture {
    /// The angle turned since the gesture started.
    public typealias Value = Angle
    /// A rotation recognised once it turns by `minimumAngleDelta`.
    public init(minimumAngleDelta: Angle = .degrees(1)) {}
}

/// Where coordinates are measured, as SwiftUI's `CoordinateSpace`.
public enum CoordinateSpace: Hashable {
    /// The window's (`global`) or the view's own (`local`) coordinates.
    case global, local
    /// The coordinates of the view named `name` with `.coordinateSpace(name:)`.
    case named(AnyHashable)
}

extension CoordinateSpace {
    /// SwiftUI's newer spelling (`.global`, `.local`, `.named("x")`) works the same way.
    public static func named<T: Hashable>(_ name: T) -> CoordinateSpace { .named(AnyHashable(name)) }
}

/// State that lasts as long as a gesture, as SwiftUI's `@GestureState`: its initial value.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    private let value: Value
    /// Gesture state with its initial value, as SwiftUI's `init(wrappedValue:)`.
    public init(wrappedValue: Value) { value = wrappedValue }
    /// Gesture state with its initial value, as SwiftUI's `init(initialValue:)`.
    public init(initialValue: Value) { value = initialValue }
    /// Gesture state whose reset uses `resetTransaction`, as SwiftUI's `init(wrappedValue:resetTransaction:)`.
    public init(wrappedValue: Value, resetTransaction: Transaction) { value = wrappedValue }
    /// The state's value: always the initial value, since no gesture runs in a picture.
    public var wrappedValue: Value { value }
    /// The gesture state itself, passed to a gesture's `updating(_:body:)`.
    public var projectedValue: GestureState<Value> { self }
}

/// Which gestures a view's subviews take part in, as SwiftUI's `GestureMask`.
public struct GestureMask: OptionSet, Sendable {
    /// The mask's bits.
    public let rawValue: UInt32
    /// A mask with the given bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Neither the view's gesture nor its subviews' gestures.
    public static let none = GestureMask([])
    /// The view's own gesture.
    public static let gesture = GestureMask(rawValue: 1)
    /// The gestures of the view's subviews.
    public static let subviews = GestureMask(rawValue: 2)
    /// The view's gesture and its subviews' gestures.
    public static let all: GestureMask = [.gesture, .subviews]
}

extension View {
    /// Adds an action for `count` taps, as SwiftUI's `onTapGesture(count:perform:)`. Listed on the node; never called in a picture.
    nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> ModifiedContent<Self, _AnnotationModifier> { interaction("onTapGesture") }
    /// Adds an action for taps with their location, as SwiftUI's `onTapGesture(count:coordinateSpace:perform:)`. Listed on the node.
    nonisolated public func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace = .local, perform action: @escaping (CGPoint) -> Void) -> ModifiedContent<Self, _AnnotationModifier> { interaction("onTapGesture") }
    /// Adds an action for a long press, as SwiftUI's `onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)`. Listed on the node.
    nonisolated public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
                                   onPressingChanged: ((Bool) -> Void)? = nil) -> ModifiedContent<Self, _AnnotationModifier> { interaction("onLongPressGesture") }
    /// Attaches `gesture`, as SwiftUI's `gesture(_:including:)`. Listed on the node; never recognised.
    nonisolated public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> ModifiedContent<Self, _AnnotationModifier> { interaction("gesture") }
    /// Attaches `gesture` to be recognised alongside the view's others, as SwiftUI's `simultaneousGesture(_:including:)`. Listed on the node.
    nonisolated public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> ModifiedContent<Self, _AnnotationModifier> { interaction("simultaneousGesture") }
    /// Attaches `gesture` ahead of the view's others, as SwiftUI's `highPriorityGesture(_:including:)`. Listed on the node.
    nonisolated public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> ModifiedContent<Self, _AnnotationModifier> { interaction("highPriorityGesture") }
    /// Adds an action for when the pointer enters or leaves the view, as SwiftUI's `onHover(perform:)`. Listed on the node.
    nonisolated public func onHover(perform action: @escaping (Bool) -> Void) -> ModifiedContent<Self, _AnnotationModifier> { interaction("onHover") }
    /// Turns hit testing on or off, as SwiftUI's `allowsHitTesting(_:)`. Listed on the node.
    nonisolated public func allowsHitTesting(_ enabled: Bool) -> ModifiedContent<Self, _AnnotationModifier> { interaction("allowsHitTesting") }
    /// Sets the shape that receives hits, as SwiftUI's `contentShape(_:eoFill:)`. Listed on the node; not drawn.
    nonisolated public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> ModifiedContent<Self, _AnnotationModifier> { interaction("contentShape") }
}
