/// A value stored in the user defaults, as SwiftUI's `@AppStorage`. A picture has no defaults
/// database: the property holds its default value (in memory; assigning changes it for this frame).
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    private let state: State<Value>

    /// The stored value: the default, or what was assigned in this frame.
    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    /// A binding to the value (`$setting`).
    public var projectedValue: Binding<Value> { state.projectedValue }

    private init(value: Value) { state = State(wrappedValue: value) }

    /// A Boolean setting under `key`, with its default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool { self.init(value: wrappedValue) }
    /// An integer setting under `key`, with its default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int { self.init(value: wrappedValue) }
    /// A floating-point setting under `key`, with its default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double { self.init(value: wrappedValue) }
    /// A string setting under `key`, with its default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String { self.init(value: wrappedValue) }
    /// A URL setting under `key`, with its default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL { self.init(value: wrappedValue) }
    /// A data setting under `key`, with its default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data { self.init(value: wrappedValue) }
    /// A date setting under `key`, with its default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date { self.init(value: wrappedValue) }
    /// A setting of an integer-backed enum under `key`, with its default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int { self.init(value: wrappedValue) }
    /// A setting of a string-backed enum under `key`, with its default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String { self.init(value: wrappedValue) }
    /// An optional setting of a raw-representable type under `key`: nil.
    public init<R>(_ key: String, store: UserDefaults? = nil) where Value == R?, R: RawRepresentable { self.init(value: nil) }
    /// An optional string setting under `key`: nil.
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? { self.init(value: nil) }
    /// An optional integer setting under `key`: nil.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? { self.init(value: nil) }
    /// An optional Boolean setting under `key`: nil.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? { self.init(value: nil) }
    /// An optional floating-point setting under `key`: nil.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? { self.init(value: nil) }
}

/// A value restored with the scene, as SwiftUI's `@SceneStorage`: holds its default value.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    private let state: State<Value>

    /// The stored value: the default, or what was assigned in this frame.
    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    /// A binding to the value (`$value`).
    public var projectedValue: Binding<Value> { state.projectedValue }

    /// A value restored under `key`, with its default.
    public init(wrappedValue: Value, _ key: String) { state = State(wrappedValue: wrappedValue) }
}

/// Which field has the keyboard focus, as SwiftUI's `@FocusState`: none, in a picture.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    private let box: StateBox<Value>

    /// The focused field: false or nil, since nothing has focus in a picture.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding to the focus state, for `.focused(_:)`.
    public var projectedValue: FocusState<Value>.Binding { Binding(box: box) }

    /// A focus state for one field (`Bool`).
    public init() where Value == Bool { box = StateBox(false) }
    /// A focus state for several fields (an optional `Hashable`).
    public init<T: Hashable>() where Value == T? { box = StateBox(nil) }

    /// A binding to the focus state (`$focused`), for `.focused(_:)`.
    @propertyWrapper
    public struct Binding {
        let box: StateBox<Value>
        /// The focused field.
        public var wrappedValue: Value {
            get { box.value }
            nonmutating set { box.value = newValue }
        }
        /// The binding itself.
        public var projectedValue: FocusState<Value>.Binding { self }
    }
}

/// A namespace for matched geometry, as SwiftUI's `@Namespace`.
@propertyWrapper
public struct Namespace: DynamicProperty {
    /// A new namespace.
    public init() {}
    /// The namespace's identifier.
    public var wrappedValue: Namespace.ID { ID() }

    /// A namespace's identifier.
    public struct ID: Hashable, Sendable {}
}

/// A length that scales with the text size, as SwiftUI's `@ScaledMetric`. The default text size
/// (`large`) leaves it unchanged, and Layoutshot does not scale it at other sizes either.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    private let base: Value
    /// A length that scales with body text.
    public init(wrappedValue: Value) { base = wrappedValue }
    /// A length that scales with `textStyle`.
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) { base = wrappedValue }
    /// The length as given: Layoutshot does not scale it with the text size.
    public var wrappedValue: Value { base }
}
