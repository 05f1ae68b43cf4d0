import Observation

/// A class whose changes views follow, as Combine's `ObservableObject` (which SwiftUI re-exports;
/// Combine does not exist on Linux, so Layoutshot declares the parts views use). One frame of the
/// app: nothing listens to `objectWillChange`.
public protocol ObservableObject: AnyObject {
    /// The type that announces changes.
    associatedtype ObjectWillChangePublisher = ObservableObjectPublisher
    /// Announces that the object is about to change.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// A publisher nothing listens to.
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

/// What an `ObservableObject` announces changes through, as Combine's `ObservableObjectPublisher`.
public final class ObservableObjectPublisher: @unchecked Sendable {
    // SAFETY (`@unchecked Sendable`): the publisher has no state.
    /// A publisher.
    public init() {}
    /// Announces a change (nothing listens in a picture).
    public func send() {}
}

/// A property of an `ObservableObject` that announces its changes, as Combine's `@Published`.
@propertyWrapper
public struct Published<Value> {
    /// The property's value.
    public var wrappedValue: Value

    /// A published property holding `wrappedValue`.
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    /// A published property holding `initialValue` (the older spelling).
    public init(initialValue: Value) { self.wrappedValue = initialValue }

    /// The values of the property over time (`$property`); a picture has only the current one.
    public var projectedValue: Published<Value>.Publisher {
        get { Published<Value>.Publisher(value: wrappedValue) }
        set {}
    }

    /// The stream of a `@Published` property's values, as `Published.Publisher`.
    public struct Publisher {
        /// The current value.
        public let value: Value
    }
}

/// An `ObservableObject` a view receives from outside, as SwiftUI's `@ObservedObject`.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// The observed object.
    public var wrappedValue: ObjectType

    /// Observes `wrappedValue`.
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    /// Observes `initialValue` (the older spelling).
    public init(initialValue: ObjectType) { self.wrappedValue = initialValue }

    /// Bindings to the object's properties (`$model.name`).
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// Bindings to the object's properties (`$model.name`).
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType
        /// A binding to the object's property at `keyPath`.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = self.object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }
}

/// An `ObservableObject` a view owns, as SwiftUI's `@StateObject`: made once, from the
/// autoclosure, when the view first reads it.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    private let box: LazyBox<ObjectType>

    /// An object made from `thunk` the first time the view reads it.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        box = LazyBox(thunk)
    }

    /// The object, made on first read.
    public var wrappedValue: ObjectType { box.value }

    /// Bindings to the object's properties (`$model.name`).
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject(wrappedValue: box.value).projectedValue
    }
}

/// A value made on first use.
final class LazyBox<Value> {
    private var made: Value?
    private let make: () -> Value
    init(_ make: @escaping () -> Value) { self.make = make }
    var value: Value {
        if let made { return made }
        let value = make()
        made = value
        return value
    }
}

/// Bindings to the properties of an `@Observable` object, as SwiftUI's `@Bindable`.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value> {
    /// The observable object.
    public var wrappedValue: Value

    /// Bindings to the properties of `wrappedValue`.
    public init(wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }
    /// Bindings to the properties of an observable object.
    public init(_ wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }

    /// The bindable itself (`$model`).
    public var projectedValue: Bindable<Value> { self }

    /// A binding to the object's property at `keyPath`.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}
