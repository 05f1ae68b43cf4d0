import Observation

/// A property that reads a value of the environment, as SwiftUI's `@Environment`:
/// `@Environment(\.colorScheme) var colorScheme`, `@Environment(\.dismiss) var dismiss`, or an
/// `@Observable` object set with `.environment(_:)`: `@Environment(Model.self) var model`.
///
/// Read in `body`, it answers the value set above the view (`.environment(\.key, value)`,
/// `.font(_:)`, …) or the key's default; read anywhere else, the default.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private let read: (EnvironmentValues) -> Value

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        read = { $0[keyPath: keyPath] }
    }

    /// An `@Observable` object the view's ancestors set with `.environment(_:)`. SwiftUI stops the
    /// app when none was set; Layoutshot does the same, saying which modifier is missing.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        read = { values in
            guard let object = values.object(of: Value.self) else {
                fatalError("No \(Value.self) in the environment: set one above this view with .environment(\(Value.self)(…)), as SwiftUI requires")
            }
            return object
        }
    }

    /// An optional `@Observable` object: nil when none was set.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        read = { $0.object(of: T.self) }
    }

    public var wrappedValue: Value {
        read(EnvironmentScope.current ?? EnvironmentValues())
    }
}

/// An `ObservableObject` set above the view with `.environmentObject(_:)`, as SwiftUI's
/// `@EnvironmentObject`. Like SwiftUI, reading one that was never set stops the process, naming
/// the missing `.environmentObject(_:)`.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    public init() {}

    public var wrappedValue: ObjectType {
        guard let object = (EnvironmentScope.current ?? EnvironmentValues()).object(of: ObjectType.self) else {
            fatalError("No ObservableObject of type \(ObjectType.self) found: set one above this view with .environmentObject(\(ObjectType.self)(…)), as SwiftUI requires")
        }
        return object
    }

    /// Bindings to the object's properties (`$model.name`).
    public typealias Wrapper = ObservedObject<ObjectType>.Wrapper

    public var projectedValue: Wrapper { ObservedObject(wrappedValue: wrappedValue).projectedValue }
}

/// The environment the body being built reads (`@Environment`), per thread: bodies run on the
/// thread that builds the tree, which is the thread that asked for the layout (see `StackGuard`).
enum EnvironmentScope {
    private static let key = "layoutshot.environment"

    private final class Box {
        let values: EnvironmentValues
        init(_ values: EnvironmentValues) { self.values = values }
    }

    static var current: EnvironmentValues? {
        (Thread.current.threadDictionary[key] as? Box)?.values
    }

    /// Runs `body` with `values` as the current environment of this thread.
    static func with<T>(_ values: EnvironmentValues, _ body: () -> T) -> T {
        let dictionary = Thread.current.threadDictionary
        let previous = dictionary[key]
        dictionary[key] = Box(values)
        defer { dictionary[key] = previous }
        return body()
    }
}

extension View {
    /// Sets an environment value for this view and the views inside it, as SwiftUI's
    /// `.environment(_:_:)`: `.environment(\.colorScheme, .dark)`, `.environment(\.myKey, value)`.
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment { environment in
            var values = environment.publicValues
            values[keyPath: keyPath] = value
            environment.adopt(values)
        }
    }

    /// Changes an environment value in place, as SwiftUI's `.transformEnvironment(_:transform:)`.
    nonisolated public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment { environment in
            var values = environment.publicValues
            transform(&values[keyPath: keyPath])
            environment.adopt(values)
        }
    }

    /// Puts an `ObservableObject` in the environment for `@EnvironmentObject`, as SwiftUI's
    /// `.environmentObject(_:)`.
    nonisolated public func environmentObject<T: ObservableObject>(_ object: T) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment { $0.values.setObject(object, as: T.self) }
    }

    /// Puts an `@Observable` object in the environment for `@Environment(T.self)`, as SwiftUI's
    /// `.environment(_:)`.
    nonisolated public func environment<T: AnyObject & Observable>(_ object: T?) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment { environment in
            if let object { environment.values.setObject(object, as: T.self) }
        }
    }

    /// The appearance the picture is drawn in, as SwiftUI's `.preferredColorScheme(_:)`: sets
    /// `colorScheme` for the views inside (nil keeps the surrounding one) and, as SwiftUI does
    /// for the whole presentation, asks the renderer to draw the whole picture in it
    /// (`NodeAppearance.preferredColorScheme`).
    nonisolated public func preferredColorScheme(_ colorScheme: ColorScheme?) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment { environment in
            if let colorScheme {
                environment.values.colorScheme = colorScheme
                environment.values._preferredColorScheme = colorScheme
            }
        }
    }

    /// Sets `colorScheme` for this view and the views inside, as SwiftUI's deprecated
    /// `.colorScheme(_:)` (Apple: "Use preferredColorScheme(_:) instead"; unlike it, this sets
    /// the environment of the view it is applied to only, not of the whole presentation).
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "preferredColorScheme(_:)")
    nonisolated public func colorScheme(_ colorScheme: ColorScheme) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment { $0.values.colorScheme = colorScheme }
    }

    /// Sets the text size for the views inside, as SwiftUI's `.dynamicTypeSize(_:)`.
    nonisolated public func dynamicTypeSize(_ size: DynamicTypeSize) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment { $0.values.dynamicTypeSize = size }
    }

    /// Limits the text size to a range, as SwiftUI's `.dynamicTypeSize(_:)` with a range.
    nonisolated public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> ModifiedContent<Self, _EnvironmentModifier> where T.Bound == DynamicTypeSize {
        environment { environment in
            let size = environment.values.dynamicTypeSize
            if !range.contains(size) {
                let clamped = DynamicTypeSize.allCases.filter { range.contains($0) }
                if let nearest = size < (clamped.first ?? size) ? clamped.first : clamped.last {
                    environment.values.dynamicTypeSize = nearest
                }
            }
        }
    }

    /// Disables the controls inside, as SwiftUI's `.disabled(_:)` (sets `isEnabled`).
    nonisolated public func disabled(_ disabled: Bool) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment { environment in
            if disabled { environment.values.isEnabled = false }
        }
    }
}
