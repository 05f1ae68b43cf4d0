/// A value stored in the user defaults, as SwiftUI's `@AppStorage`. A picture has no defaults
/// database: the property holds its default value (in memory; assigning changes it for this frame).
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    private let state: State<Value>

    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    public var projectedValue: Binding<Value> { state.projectedValue }

    private init(value: Value) { state = State(wrappedValue: value) }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool { self.init(value: wrappedValue) }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int { self.init(value: wrappedValue) }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double { self.init(value: wrappedValue) }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String { self.init(value: wrappedValue) }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL { self.init(value: wrappedValue) }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data { self.init(value: wrappedValue) }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date { self.init(value: wrappedValue) }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int { self.init(value: wrappedValue) }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String { self.init(value: wrappedValue) }
    public init<R>(_ key: String, store: UserDefaults? = nil) where Value == R?, R: RawRepresentable { self.init(value: nil) }
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? { self.init(value: nil) }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? { self.init(value: nil) }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? { self.init(value: nil) }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? { self.init(value: nil) }
}

/// A value restored with the scene, as SwiftUI's `@SceneStorage`: holds its default value.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    private let state: State<Value>

    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    public var projectedValue: Binding<Value> { state.projectedValue }

    public init(wrappedValue: Value, _ key: String) { state = State(wrappedValue: wrappedValue) }
}

/// Which field has the keyboard focus, as SwiftUI's `@FocusState`: none, in a picture.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    private let box: StateBox<Value>

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    public var projectedValue: FocusState<Value>.Binding { Binding(box: box) }

    public init() where Value == Bool { box = StateBox(false) }
    public init<T: Hashable>() where Value == T? { box = StateBox(nil) }

    /// A binding to the focus state (`$focused`), for `.focused(_:)`.
    @propertyWrapper
    public struct Binding {
        let box: StateBox<Value>
        public var wrappedValue: Value {
            get { box.value }
            nonmutating set { box.value = newValue }
        }
        public var projectedValue: FocusState<Value>.Binding { self }
    }
}

/// A namespace for matched geometry, as SwiftUI's `@Namespace`.
@propertyWrapper
public struct Namespace: DynamicProperty {
    public init() {}
    public var wrappedValue: Namespace.ID { ID() }

    /// A namespace's identifier.
    public struct ID: Hashable, Sendable {}
}

/// A length that scales with the text size, as SwiftUI's `@ScaledMetric`. The default text size
/// (`large`) leaves it unchanged.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    private let base: Value
    public init(wrappedValue: Value) { base = wrappedValue }
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) { base = wrappedValue }
    public var wrappedValue: Value { base }
}
