import Observation

/// A class whose changes views follow, as Combine's `ObservableObject` (which SwiftUI re-exports;
/// Combine does not exist on Linux, so Layoutshot declares the parts views use). One frame of the
/// app: nothing listens to `objectWillChange`.
public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher = ObservableObjectPublisher
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

/// What an `ObservableObject` announces changes through, as Combine's `ObservableObjectPublisher`.
public final class ObservableObjectPublisher: @unchecked Sendable {
    // SAFETY (`@unchecked Sendable`): the publisher has no state.
    public init() {}
    /// Announces a change (nothing listens in a picture).
    public func send() {}
}

/// A property of an `ObservableObject` that announces its changes, as Combine's `@Published`.
@propertyWrapper
public struct Published<Value> {
    public var wrappedValue: Value

    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public init(initialValue: Value) { self.wrappedValue = initialValue }

    /// The values of the property over time (`$property`); a picture has only the current one.
    public var projectedValue: Publisher {
        get { Publisher(value: wrappedValue) }
        set {}
    }

    /// The stream of a `@Published` property's values, as `Published.Publisher`.
    public struct Publisher {
        public let value: Value
    }
}

/// An `ObservableObject` a view receives from outside, as SwiftUI's `@ObservedObject`.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    public var wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    public init(initialValue: ObjectType) { self.wrappedValue = initialValue }

    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// Bindings to the object's properties (`$model.name`).
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType
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

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        box = LazyBox(thunk)
    }

    public var wrappedValue: ObjectType { box.value }

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
    public var wrappedValue: Value

    public init(wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }
    public init(_ wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }

    public var projectedValue: Bindable<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}
