/// Preferences, as SwiftUI's `PreferenceKey` family
/// (https://developer.apple.com/documentation/swiftui/preferences): views set values for a key
/// (`.preference(key:value:)`, `.transformPreference`, and from their geometry with
/// `.anchorPreference`); a view reads the value its content's views combine to, with the key's
/// `reduce` in their order (`.onPreferenceChange`, `.overlayPreferenceValue`,
/// `.backgroundPreferenceValue`). A value a view sets replaces its content's.
///
/// Values are combined after a layout pass, when anchors have frames. A view that draws a
/// preference (`overlayPreferenceValue`, `backgroundPreferenceValue`) is first built with the
/// key's default value; when the pass gives another value the tree is built again with the values
/// the pass gave, and laid out again (`SizeReaderPass.swift`, at most three times), as SwiftUI
/// updates such views in the same frame. `onPreferenceChange`'s action is called with the value
/// after the last pass; when it sets `@State`, the views are built again with the new state and
/// laid out again (at most three times), as SwiftUI updates the views that depend on the state.

/// A named value a view produces for the views above it, as SwiftUI's `PreferenceKey`.
public protocol PreferenceKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
    /// Combines the value so far with the next view's value.
    static func reduce(value: inout Self.Value, nextValue: () -> Self.Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
    /// Nil, as SwiftUI's default for optional values.
    public static var defaultValue: Value { nil }
}

/// A key type, erased: its default and how it reduces.
struct PreferenceKeyBox {
    let id: ObjectIdentifier
    let defaultValue: () -> Any
    let reduce: (inout Any, Any) -> Void

    init<K: PreferenceKey>(_ key: K.Type) {
        id = ObjectIdentifier(key)
        defaultValue = { K.defaultValue }
        reduce = { value, next in
            guard var typed = value as? K.Value, let nextTyped = next as? K.Value else { return }
            K.reduce(value: &typed, nextValue: { nextTyped })
            value = typed
        }
    }
}

/// A value a view sets for a key.
struct PreferenceWrite {
    enum Kind {
        /// `.preference(key:value:)`: replaces the content's value.
        case value(Any)
        /// `.transformPreference`: changes the content's value.
        case transform((inout Any) -> Void)
        /// `.anchorPreference`/`.transformAnchorPreference`: from the view's frame, in root coordinates.
        case anchor((inout Any, CGRect) -> Void)
    }
    let key: PreferenceKeyBox
    let kind: Kind
}

/// What reads a subtree's value for a key.
struct PreferenceRead {
    enum Kind {
        /// `.onPreferenceChange`: called with the value after the last pass.
        case action((Any) -> Void)
        /// `.overlayPreferenceValue`/`.backgroundPreferenceValue`: the reader built `index`-th, whose
        /// content is the node's first child.
        case drawn(index: Int)
        /// `.onGeometryChange`: called with the node's frame (in the root's coordinates) after the last pass.
        case geometry((CGRect) -> Void)
    }
    let key: PreferenceKeyBox
    let kind: Kind
}

extension Node {
    /// The value of `key` this node's subtree produces: its children's values reduced in order
    /// (the first one as it is), then the node's own writes, innermost first; nil when nothing in
    /// it sets the key.
    func preferenceValue(_ key: PreferenceKeyBox, frame: (Node) -> CGRect?) -> Any? {
        var value: Any? = nil
        for child in children {
            guard let next = child.preferenceValue(key, frame: frame) else { continue }
            if var accumulated = value {
                key.reduce(&accumulated, next)
                value = accumulated
            } else {
                // The first value is taken as it is: `reduce` combines a value with its next
                // sibling's ("the preference value from one tree with that of its next sibling"),
                // so a key whose `reduce` does nothing keeps its first value, as in SwiftUI.
                value = next
            }
        }
        for write in preferenceWrites where write.key.id == key.id {
            switch write.kind {
            case .value(let new): value = new
            case .transform(let change):
                var current = value ?? key.defaultValue()
                change(&current)
                value = current
            case .anchor(let make):
                var current = value ?? key.defaultValue()
                make(&current, frame(self) ?? .zero)
                value = current
            }
        }
        return value
    }
}

/// A position or rectangle of a view, resolved in the coordinates of the `GeometryReader` that
/// reads it (`proxy[anchor]`), as SwiftUI's `Anchor`.
public struct Anchor<Value> {
    /// The value in the root's coordinates, and how to move it to a reader's.
    let global: Value
    let translate: (Value, CGPoint) -> Value

    /// What an anchor is made from: a rectangle or a point of the view's bounds.
    public struct Source {
        let resolve: (CGRect) -> Value
    }
}

extension Anchor.Source where Value == CGRect {
    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source { $0 } }
    /// A rectangle in the view's own coordinates.
    public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source {
        Anchor<CGRect>.Source { $0.origin == .zero ? r : r.offsetBy(dx: $0.minX, dy: $0.minY) }
    }
}

extension Anchor.Source where Value == CGPoint {
    /// A point of the view's bounds at a unit point (`.top`, `.center`, …).
    public static func unitPoint(_ p: UnitPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source { CGPoint(x: $0.minX + p.x * $0.width, y: $0.minY + p.y * $0.height) }
    }
    /// A point in the view's own coordinates.
    public static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source { CGPoint(x: $0.minX + p.x, y: $0.minY + p.y) }
    }
    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension Anchor where Value == CGRect {
    init(rect: CGRect) { self.init(global: rect, translate: { $0.offsetBy(dx: -$1.x, dy: -$1.y) }) }
}

extension Anchor where Value == CGPoint {
    init(point: CGPoint) { self.init(global: point, translate: { CGPoint(x: $0.x - $1.x, y: $0.y - $1.y) }) }
}

extension GeometryProxy {
    /// The anchor's value in the reader's coordinates, as SwiftUI's `proxy[anchor]`.
    public subscript<T>(anchor: Anchor<T>) -> T { anchor.translate(anchor.global, globalFrame.origin) }
}

/// Makes an anchor of the source's kind from a frame in root coordinates.
private func makeAnchor<A>(_ source: Anchor<A>.Source, in frame: CGRect) -> Anchor<A> {
    let value = source.resolve(frame)
    if let rect = value as? CGRect { return Anchor<CGRect>(rect: rect) as! Anchor<A> }
    if let point = value as? CGPoint { return Anchor<CGPoint>(point: point) as! Anchor<A> }
    return Anchor(global: value, translate: { value, _ in value })
}

/// Draws a view made from the content's value of a key over or under the content.
nonisolated public struct _PreferenceReaderView<Content: View, Key: PreferenceKey, Drawn: View>: View, PrimitiveView {
    let content: Content
    let behind: Bool
    let alignment: Alignment
    let transform: (Key.Value) -> Drawn

    @MainActor func buildNodes(_ builder: inout GraphBuilder, into nodes: inout [Node]) {
        let index = builder.nextPreferenceReader()
        let value = builder.givenPreferenceValue(index) as? Key.Value ?? Key.defaultValue
        let drawn = builder.userCode { transform(value) }
        let start = nodes.count
        if behind {
            builder.append(content.background(alignment: alignment) { drawn }, into: &nodes)
        } else {
            builder.append(content.overlay(alignment: alignment) { drawn }, into: &nodes)
        }
        let read = PreferenceRead(key: PreferenceKeyBox(Key.self), kind: .drawn(index: index))
        for node in nodes[start...] { node.preferenceReads.append(read) }
    }
}

extension View {
    /// Sets a value for `key` for the views above, as SwiftUI's `.preference(key:value:)`.
    nonisolated public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> ModifiedContent<Self, _AnnotationModifier> {
        let write = PreferenceWrite(key: PreferenceKeyBox(key), kind: .value(value))
        return annotated { $0.preferenceWrites.append(write) }
    }

    /// Changes the content's value for `key`, as SwiftUI's `.transformPreference(_:_:)`.
    nonisolated public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> ModifiedContent<Self, _AnnotationModifier> {
        let write = PreferenceWrite(key: PreferenceKeyBox(key), kind: .transform({ value in
            guard var typed = value as? K.Value else { return }
            callback(&typed)
            value = typed
        }))
        return annotated { $0.preferenceWrites.append(write) }
    }

    /// Sets a value for `key` made from an anchor of the view's geometry, as SwiftUI's
    /// `.anchorPreference(key:value:transform:)`.
    nonisolated public func anchorPreference<A, K: PreferenceKey>(key: K.Type = K.self, value: Anchor<A>.Source,
                                                      transform: @escaping (Anchor<A>) -> K.Value) -> ModifiedContent<Self, _AnnotationModifier> {
        let write = PreferenceWrite(key: PreferenceKeyBox(key), kind: .anchor({ current, frame in
            current = transform(makeAnchor(value, in: frame))
        }))
        return annotated { $0.preferenceWrites.append(write) }
    }

    /// Changes the content's value for `key` with an anchor of the view's geometry, as SwiftUI's
    /// `.transformAnchorPreference(key:value:transform:)`.
    nonisolated public func transformAnchorPreference<A, K: PreferenceKey>(key: K.Type = K.self, value: Anchor<A>.Source,
                                                               transform: @escaping (inout K.Value, Anchor<A>) -> Void) -> ModifiedContent<Self, _AnnotationModifier> {
        let write = PreferenceWrite(key: PreferenceKeyBox(key), kind: .anchor({ current, frame in
            guard var typed = current as? K.Value else { return }
            transform(&typed, makeAnchor(value, in: frame))
            current = typed
        }))
        return annotated { $0.preferenceWrites.append(write) }
    }

    /// Calls `action` with the content's value for `key`, as SwiftUI's `.onPreferenceChange(_:perform:)`
    /// (after the last layout pass; see above).
    nonisolated public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> ModifiedContent<Self, _PreferenceActionModifier>
        where K.Value: Equatable {
        let read = PreferenceRead(key: PreferenceKeyBox(key), kind: .action({ value in
            if let typed = value as? K.Value { action(typed) }
        }))
        return ModifiedContent(content: self, modifier: _PreferenceActionModifier(read: read))
    }

    /// Draws a view made from the content's value for `key` over the content, as SwiftUI's
    /// `.overlayPreferenceValue(_:alignment:_:)`.
    nonisolated public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type = K.self, alignment: Alignment = .center,
                                                                   @ViewBuilder _ transform: @escaping (K.Value) -> V) -> _PreferenceReaderView<Self, K, V> {
        _PreferenceReaderView(content: self, behind: false, alignment: alignment, transform: transform)
    }

    /// Draws a view made from the content's value for `key` under the content, as SwiftUI's
    /// `.backgroundPreferenceValue(_:alignment:_:)`.
    nonisolated public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type = K.self, alignment: Alignment = .center,
                                                                      @ViewBuilder _ transform: @escaping (K.Value) -> V) -> _PreferenceReaderView<Self, K, V> {
        _PreferenceReaderView(content: self, behind: true, alignment: alignment, transform: transform)
    }
}

/// `.onPreferenceChange`: marks the content's nodes with the action, and the build as one whose
/// layout is followed by the preference step (`SizeReaderPass.swift`).
public struct _PreferenceActionModifier: InternalModifier {
    let read: PreferenceRead
    var name = "onPreferenceChange"

    func apply<Content: View>(to content: Content, _ builder: inout GraphBuilder, into nodes: inout [Node]) {
        builder.sizeReaders += 1
        let start = nodes.count
        builder.append(content, into: &nodes)
        for node in nodes[start...] {
            node.preferenceReads.append(read)
            if !node.style.interactions.contains(name) { node.style.interactions.append(name) }
        }
    }
}

/// The key of `onGeometryChange`'s reads, which read a frame, not a preference.
private struct GeometryReadKey: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) {}
}

extension View {
    /// Calls `action` with a value made from the view's geometry, as SwiftUI's
    /// `.onGeometryChange(for:of:action:)` (iOS 16; https://developer.apple.com/documentation/swiftui/view/ongeometrychange(for:of:action:)):
    /// after the last layout pass, with a proxy of the view's frame; `@State` the action sets is
    /// built and laid out again, as for `onPreferenceChange`.
    nonisolated public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (T) -> Void) -> ModifiedContent<Self, _PreferenceActionModifier> {
        let read = PreferenceRead(key: PreferenceKeyBox(GeometryReadKey.self), kind: .geometry({ frame in
            action(transform(GeometryProxy(size: frame.size, globalFrame: frame)))
        }))
        return ModifiedContent(content: self, modifier: _PreferenceActionModifier(read: read, name: "onGeometryChange"))
    }

    /// The same with the old and new values (the old one is the new one: a picture has one frame).
    nonisolated public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> ModifiedContent<Self, _PreferenceActionModifier> {
        onGeometryChange(for: type, of: transform) { (value: T) in action(value, value) }
    }
}
