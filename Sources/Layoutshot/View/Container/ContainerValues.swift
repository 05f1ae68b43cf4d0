/// A key for a value a view passes to the custom container it is in, as SwiftUI's
/// `ContainerValueKey` (iOS 18): declare it (or use `@Entry` in an extension of `ContainerValues`)
/// and read it from a subview's `containerValues`.
public protocol ContainerValueKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}

/// The values a view passes to its container, as SwiftUI's `ContainerValues` (iOS 18;
/// https://developer.apple.com/documentation/swiftui/containervalues): set with
/// `.containerValue(\.key, value)`, read in `Group(subviews:)`, `ForEach(subviews:)` and their
/// sections' `containerValues`. Unlike the environment they do not flow down to the views inside:
/// they describe the view to its container. Applied to a group of views they reach each of them,
/// and a value a view sets on itself wins over one applied around it.
public struct ContainerValues {
    /// Values by key type; `_ViewTraitKey`s (`_trait(_:_:)`) are kept here too.
    var storage: [ObjectIdentifier: Any] = [:]

    init() {}

    /// The value for `key`, or its default.
    public subscript<Key: ContainerValueKey>(key: Key.Type) -> Key.Value {
        get { storage[ObjectIdentifier(key)].flatMap { $0 as? Key.Value } ?? Key.defaultValue }
        set { storage[ObjectIdentifier(key)] = newValue }
    }

    /// The value of a variadic view's trait (`_VariadicView.Children` reads it).
    subscript<Key: _ViewTraitKey>(trait key: Key.Type) -> Key.Value {
        get { storage[ObjectIdentifier(key)].flatMap { $0 as? Key.Value } ?? Key.defaultValue }
        set { storage[ObjectIdentifier(key)] = newValue }
    }

    /// Adds the values of `outer` that these do not set (a view's own values win over those
    /// applied around it).
    mutating func fill(from outer: ContainerValues) {
        for (key, value) in outer.storage where storage[key] == nil { storage[key] = value }
    }
}

/// Sets container values (or variadic view traits) on the views it modifies; no effect on layout.
public struct _ContainerValueModifier: InternalModifier {
    let values: ContainerValues

    func apply<Content: View>(to content: Content, _ builder: inout GraphBuilder, into nodes: inout [Node]) {
        builder.append(content, into: &nodes)
    }
}

extension View {
    /// Sets a value the view passes to its container, as SwiftUI's `.containerValue(_:_:)`:
    /// `.containerValue(\.isHighlighted, true)`.
    nonisolated public func containerValue<V>(_ keyPath: WritableKeyPath<ContainerValues, V>, _ value: V) -> ModifiedContent<Self, _ContainerValueModifier> {
        var values = ContainerValues()
        values[keyPath: keyPath] = value
        return ModifiedContent(content: self, modifier: _ContainerValueModifier(values: values))
    }

    /// Sets a trait of the view for a variadic view's root, as SwiftUI's `._trait(_:_:)`.
    nonisolated public func _trait<K: _ViewTraitKey>(_ key: K.Type, _ value: K.Value) -> ModifiedContent<Self, _ContainerValueModifier> {
        var values = ContainerValues()
        values[trait: key] = value
        return ModifiedContent(content: self, modifier: _ContainerValueModifier(values: values))
    }
}
