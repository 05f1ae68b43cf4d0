/// A key for a value that a view passes to its container's layout, as SwiftUI's `LayoutValueKey`.
///
/// Set it with `.layoutValue(key:value:)`; read it in a `Layout` with `subview[Key.self]`.
public protocol LayoutValueKey {
    /// The type of the value.
    associatedtype Value
    /// The value of a subview that sets none with `.layoutValue(key:value:)`.
    static var defaultValue: Value { get }
}

/// The values a view carries for its container: `.id`, `.layoutPriority` and `LayoutValueKey`s.
///
/// Layout values travel outward through modifiers (`.layoutPriority(1).padding()` still has
/// priority 1 in a stack), as SwiftUI's view traits do; an id names the view it was applied to.
struct Traits {
    var priority: Double = 0
    var hasExplicitPriority = false
    /// (Made with `Dictionary()`, not the literal `[:]`: the literal is a call, and every node
    /// made starts from `Traits()`.)
    var values = [ObjectIdentifier: Any]()

    @inline(__always)
    func value<K: LayoutValueKey>(_ key: K.Type) -> K.Value {
        // Most views set no layout value: no hashing and no dynamic cast for them.
        if values.isEmpty { return K.defaultValue }
        if let stored = values[ObjectIdentifier(key)] as? K.Value { return stored }
        return K.defaultValue
    }
}

/// Properties of a layout container, as SwiftUI's `LayoutProperties`.
public struct LayoutProperties: Sendable, Equatable {
    /// The axis a stack-like layout arranges its subviews along; `Spacer`s expand along it.
    /// nil (the default) for layouts that are not stacks: a `Spacer` in them expands both ways.
    public var stackOrientation: Axis?

    /// The empty layout properties: no stack orientation.
    public init() {}
}
