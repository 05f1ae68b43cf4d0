/// A gesture, as SwiftUI's `Gesture`. A picture receives no input: gestures compile, attach and
/// never fire.
public protocol Gesture {
    associatedtype Value
}

extension Gesture {
    public func onEnded(_ action: @escaping (Value) -> Void) -> Self { self }
    public func onChanged(_ action: @escaping (Value) -> Void) -> Self where Value: Equatable { self }
    public func updating<State>(_ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void) -> Self { self }
    public func simultaneously<Other: Gesture>(with other: Other) -> Self { self }
    public func sequenced<Other: Gesture>(before other: Other) -> Self { self }
    public func exclusively<Other: Gesture>(before other: Other) -> Self { self }
}

public struct TapGesture: Gesture {
    public typealias Value = Void
    public init(count: Int = 1) {}
}

public struct SpatialTapGesture: Gesture {
    public struct Value: Equatable { public var location: CGPoint }
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {}
}

public struct LongPressGesture: Gesture {
    public typealias Value = Bool
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {}
}

public struct DragGesture: Gesture {
    /// Where a drag is, as SwiftUI's `DragGesture.Value`.
    public struct Value: Equatable {
        public var time = Date(timeIntervalSince1970: 0)
        public var location = CGPoint.zero
        public var startLocation = CGPoint.zero
        public var translation = CGSize.zero
        public var velocity = CGSize.zero
        public var predictedEndLocation = CGPoint.zero
        public var predictedEndTranslation = CGSize.zero
    }
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {}
}

public struct MagnificationGesture: Gesture {
    public typealias Value = CGFloat
    public init(minimumScaleDelta: CGFloat = 0.01) {}
}

public struct MagnifyGesture: Gesture {
    public struct Value: Equatable { public var magnification: CGFloat = 1 }
    public init(minimumScaleDelta: CGFloat = 0.01) {}
}

public struct RotationGesture: Gesture {
    public typealias Value = Angle
    public init(minimumAngleDelta: Angle = .degrees(1)) {}
}

/// Where coordinates are measured, as SwiftUI's `CoordinateSpace`.
public enum CoordinateSpace: Hashable {
    case global, local
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
    public init(wrappedValue: Value) { value = wrappedValue }
    public init(initialValue: Value) { value = initialValue }
    public init(wrappedValue: Value, resetTransaction: Transaction) { value = wrappedValue }
    public var wrappedValue: Value { value }
    public var projectedValue: GestureState<Value> { self }
}

/// Which gestures a view's subviews take part in, as SwiftUI's `GestureMask`.
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let none = GestureMask([])
    public static let gesture = GestureMask(rawValue: 1)
    public static let subviews = GestureMask(rawValue: 2)
    public static let all: GestureMask = [.gesture, .subviews]
}

extension View {
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> ModifiedContent<Self, _AnnotationModifier> { interaction("onTapGesture") }
    public func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace = .local, perform action: @escaping (CGPoint) -> Void) -> ModifiedContent<Self, _AnnotationModifier> { interaction("onTapGesture") }
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
                                   onPressingChanged: ((Bool) -> Void)? = nil) -> ModifiedContent<Self, _AnnotationModifier> { interaction("onLongPressGesture") }
    public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> ModifiedContent<Self, _AnnotationModifier> { interaction("gesture") }
    public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> ModifiedContent<Self, _AnnotationModifier> { interaction("simultaneousGesture") }
    public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> ModifiedContent<Self, _AnnotationModifier> { interaction("highPriorityGesture") }
    public func onHover(perform action: @escaping (Bool) -> Void) -> ModifiedContent<Self, _AnnotationModifier> { interaction("onHover") }
    public func allowsHitTesting(_ enabled: Bool) -> ModifiedContent<Self, _AnnotationModifier> { interaction("allowsHitTesting") }
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> ModifiedContent<Self, _AnnotationModifier> { interaction("contentShape") }
    public func coordinateSpace<T: Hashable>(name: T) -> ModifiedContent<Self, _AnnotationModifier> { interaction("coordinateSpace") }
    public func coordinateSpace(_ name: CoordinateSpace) -> ModifiedContent<Self, _AnnotationModifier> { interaction("coordinateSpace") }
}
