import Foundation

/// A stored property of a view that SwiftUI updates it through, as SwiftUI's `DynamicProperty`.
/// A Layoutshot picture is one frame of the app: the properties hold their initial values.
public protocol DynamicProperty {
    /// Updates the property before the view's `body` is read; nothing changes in a picture.
    mutating func update()
}

extension DynamicProperty {
    /// Does nothing: one frame has nothing to update.
    public mutating func update() {}
}

/// Storage for a value a view owns, as SwiftUI's `@State`. One frame of the app: the state holds
/// its initial value; assigning to it in `body` changes the stored value but starts no new frame.
/// An `onPreferenceChange` or `onGeometryChange` action that assigns to it (as code that sizes a
/// view from its content's preferences does) is followed by the views built again with the new
/// value and laid out again, as SwiftUI updates "the parts of the view hierarchy that depend on the
/// value" (https://developer.apple.com/documentation/swiftui/state) before the frame is shown.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    private let box: StateBox<Value>

    /// A state holding `value` at first.
    public init(wrappedValue value: Value) { box = StateBox(value) }
    /// A state holding `value` at first (SwiftUI's older spelling).
    public init(initialValue value: Value) { box = StateBox(value) }

    /// The current value: the initial value, or what was assigned since.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding to the state (`$value`).
    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// A state holding nil at first.
    public init() { self.init(wrappedValue: nil) }
}

/// The value a `State` or `AppStorage` keeps.
final class StateBox<Value> {
    var value: Value {
        didSet { StateWrites.record() }
    }
    init(_ value: Value) { self.value = value }
}

/// How many times state storage was written: the layout compares the count before and after the
/// `onPreferenceChange`/`onGeometryChange` actions to know that they changed state, and then
/// builds the views again with it (`SizeReaderPass.swift`), as SwiftUI updates the views that
/// depend on a state when it changes.
enum StateWrites {
    private static let lock = NSLock()
    // SAFETY (`nonisolated(unsafe)`): read and written only with `lock` held (state may be written
    // from any thread, e.g. by a dispatched closure).
    nonisolated(unsafe) private static var writes = 0

    static func record() {
        lock.lock()
        writes &+= 1
        lock.unlock()
    }

    /// The number of writes so far.
    static var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return writes
    }
}

/// A read-write reference to a value owned elsewhere, as SwiftUI's `Binding`: `$state`,
/// `.constant(value)`, `Binding(get:set:)`, `$model.name`.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value>: DynamicProperty {
    private let get: () -> Value
    private let set: (Value) -> Void

    /// A binding that reads with `get` and writes with `set`.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.get = get
        self.set = set
    }

    /// A binding that reads with `get` and writes with `set`, which also receives the transaction.
    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        self.get = get
        self.set = { set($0, Transaction()) }
    }

    /// A binding that never changes.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The binding given, as when a `@Binding` property is initialised from `$value`.
    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// The value the binding reads and writes.
    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }

    /// The binding itself (`$binding`).
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value (`$person.name`).
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let get = self.get, set = self.set
        return Binding<Subject>(get: { get()[keyPath: keyPath] }, set: { newValue in
            var value = get()
            value[keyPath: keyPath] = newValue
            set(value)
        })
    }

    /// The same binding (animations do not exist in a picture).
    public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }

    /// The same binding.
    public func transaction(_ transaction: Transaction) -> Binding<Value> { self }
}

extension Binding {
    /// A binding to an optional's value, nil when the optional is nil.
    public init?(_ base: Binding<Value?>) {
        guard let value = base.wrappedValue else { return nil }
        self.init(get: { base.wrappedValue ?? value }, set: { base.wrappedValue = $0 })
    }

    /// A binding to an optional from a binding to a value.
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(get: { base.wrappedValue }, set: { if let value = $0 { base.wrappedValue = value } })
    }

    /// A binding to a hashable value.
    public init<V: Hashable>(_ base: Binding<V>) where Value == AnyHashable {
        self.init(get: { AnyHashable(base.wrappedValue) }, set: { if let value = $0.base as? V { base.wrappedValue = value } })
    }
}

extension Binding: Identifiable where Value: Identifiable {
    public var id: Value.ID { wrappedValue.id }
}

extension Binding: Sequence where Value: MutableCollection {
    public typealias Element = Binding<Value.Element>
    public typealias Iterator = IndexingIterator<Binding<Value>>
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
    public typealias Index = Value.Index
    public typealias Indices = Value.Indices
    public var startIndex: Index { wrappedValue.startIndex }
    public var endIndex: Index { wrappedValue.endIndex }
    public var indices: Indices { wrappedValue.indices }
    public func index(after i: Index) -> Index { wrappedValue.index(after: i) }
    public subscript(position: Index) -> Binding<Value.Element> {
        let get = self.get, set = self.set
        return Binding<Value.Element>(get: { get()[position] }, set: { newValue in
            var value = get()
            value[position] = newValue
            set(value)
        })
    }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection & MutableCollection {
    public func index(before i: Index) -> Index { wrappedValue.index(before: i) }
}

extension Binding: RandomAccessCollection where Value: RandomAccessCollection & MutableCollection {}

/// A key for a value carried by a transaction, as SwiftUI's `TransactionKey`.
public protocol TransactionKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}

/// The context of a state change, as SwiftUI's `Transaction` (no animation in a picture).
public struct Transaction {
    /// The animation of the change: nil, since a picture does not animate.
    public var animation: Animation?
    /// Whether animations of the change are turned off.
    public var disablesAnimations = false
    private var values: [ObjectIdentifier: Any] = [:]
    /// A transaction without an animation.
    public init() {}
    /// A transaction with `animation`.
    public init(animation: Animation?) { self.animation = animation }

    /// The value for `key` (declared with a `TransactionKey` or `@Entry`), or its default.
    public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)].flatMap { $0 as? K.Value } ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// Runs `body` at once, as SwiftUI's `withAnimation(_:_:)` (a picture does not animate).
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// Runs `body` at once, as SwiftUI's `withTransaction(_:_:)`.
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

// SAFETY (`@unchecked Sendable`): SwiftUI's own declaration (a binding of a `Sendable` value may be
// held in `Sendable` places such as an `EnvironmentKey`'s default). Its closures are not checked:
// they read and write their source (a `State`'s box, an observable object) from view code, which
// is main-actor code, so a binding handed elsewhere is still only called on the main actor.
extension Binding: @unchecked Sendable where Value: Sendable {}
