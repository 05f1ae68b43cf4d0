/// A key for a value the focused view publishes, as SwiftUI's `FocusedValueKey`.
public protocol FocusedValueKey {
    associatedtype Value
}

/// The values the focused view and its ancestors publish, as SwiftUI's `FocusedValues`
/// (https://developer.apple.com/documentation/swiftui/focusedvalues). A picture has no focused
/// view, so the values read by `@FocusedValue` are nil; a `FocusedValues` value made and set
/// in code keeps what is set.
public struct FocusedValues {
    private var storage: [ObjectIdentifier: Any] = [:]

    public init() {}

    /// The value for `key`, or nil when none is published.
    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
        get { storage[ObjectIdentifier(key)].flatMap { $0 as? Key.Value } }
        set { storage[ObjectIdentifier(key)] = newValue }
    }
}

/// Reads a value the focused view publishes, as SwiftUI's `@FocusedValue`: nil in a picture,
/// where no view has the focus.
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
    private let keyPath: KeyPath<FocusedValues, Value?>

    public init(_ keyPath: KeyPath<FocusedValues, Value?>) { self.keyPath = keyPath }

    public var wrappedValue: Value? { FocusedValues()[keyPath: keyPath] }
}

/// Reads a binding the focused view publishes, as SwiftUI's `@FocusedBinding`: nil in a picture.
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
    private let keyPath: KeyPath<FocusedValues, Binding<Value>?>

    public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) { self.keyPath = keyPath }

    public var wrappedValue: Value? { FocusedValues()[keyPath: keyPath]?.wrappedValue }
}

extension View {
    /// Publishes a value while the view has the focus, as SwiftUI's `.focusedValue(_:_:)` (the
    /// view is listed with it; a picture has no focus).
    nonisolated public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> ModifiedContent<Self, _AnnotationModifier> {
        interaction("focusedValue")
    }

    /// Publishes a value while the view's scene has the focus, as SwiftUI's `.focusedSceneValue(_:_:)`.
    nonisolated public func focusedSceneValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> ModifiedContent<Self, _AnnotationModifier> {
        interaction("focusedSceneValue")
    }
}
