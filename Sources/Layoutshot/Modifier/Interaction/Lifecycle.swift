/// Actions that run when something happens: a picture is one frame, so none of them runs.
extension View {
    public func onAppear(perform action: (() -> Void)? = nil) -> ModifiedContent<Self, _AnnotationModifier> { interaction("onAppear") }
    public func onDisappear(perform action: (() -> Void)? = nil) -> ModifiedContent<Self, _AnnotationModifier> { interaction("onDisappear") }
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> ModifiedContent<Self, _AnnotationModifier> { interaction("task") }
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> ModifiedContent<Self, _AnnotationModifier> { interaction("task") }
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> ModifiedContent<Self, _AnnotationModifier> { interaction("onChange") }
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> ModifiedContent<Self, _AnnotationModifier> { interaction("onChange") }
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> ModifiedContent<Self, _AnnotationModifier> { interaction("onChange") }
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> ModifiedContent<Self, _AnnotationModifier> { interaction("onSubmit") }
    public func refreshable(action: @escaping @Sendable () async -> Void) -> ModifiedContent<Self, _AnnotationModifier> { interaction("refreshable") }
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> ModifiedContent<Self, _AnnotationModifier> { interaction("onOpenURL") }
    public func id<ID: Hashable>(_ id: ID, reset: Bool) -> ModifiedContent<Self, _AnnotationModifier> { self.id(id) }
    /// Tags the view, as SwiftUI's `.tag(_:)`: listed with the interactions, and kept on the node
    /// (a `Canvas` finds its symbols by their tags).
    public func tag<V: Hashable>(_ tag: V) -> ModifiedContent<Self, _AnnotationModifier> {
        let value = AnyHashable(tag)
        return annotated { node in
            if !node.style.interactions.contains("tag") { node.style.interactions.append("tag") }
            node.tag = value
        }
    }
    public func tag<V: Hashable>(_ tag: V, includeOptional: Bool) -> ModifiedContent<Self, _AnnotationModifier> { self.tag(tag) }
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> ModifiedContent<Self, _AnnotationModifier> { interaction("sensoryFeedback") }
    public func help(_ text: String) -> ModifiedContent<Self, _AnnotationModifier> { interaction("help") }
    public func help(_ text: Text) -> ModifiedContent<Self, _AnnotationModifier> { interaction("help") }
    public func privacySensitive(_ sensitive: Bool = true) -> ModifiedContent<Self, _AnnotationModifier> { interaction("privacySensitive") }
    public func redacted(reason: RedactionReasons) -> ModifiedContent<Self, _AnnotationModifier> { interaction("redacted") }
    public func unredacted() -> ModifiedContent<Self, _AnnotationModifier> { interaction("unredacted") }
    public func symbolEffect<E>(_ effect: E, options: SymbolEffectOptions = .default, isActive: Bool = true) -> ModifiedContent<Self, _AnnotationModifier> { interaction("symbolEffect") }
    public func symbolEffect<E, V: Equatable>(_ effect: E, options: SymbolEffectOptions = .default, value: V) -> ModifiedContent<Self, _AnnotationModifier> { interaction("symbolEffect") }
    public func drawingGroup(opaque: Bool = false) -> ModifiedContent<Self, _AnnotationModifier> { interaction("drawingGroup") }
    public func compositingGroup() -> ModifiedContent<Self, _AnnotationModifier> { interaction("compositingGroup") }
}

/// What triggers `onSubmit`, as SwiftUI's `SubmitTriggers`.
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1)
    public static let search = SubmitTriggers(rawValue: 2)
}

/// Haptic feedback, as SwiftUI's `SensoryFeedback`.
public struct SensoryFeedback: Hashable, Sendable {
    let name: String
    public static let success = SensoryFeedback(name: "success")
    public static let warning = SensoryFeedback(name: "warning")
    public static let error = SensoryFeedback(name: "error")
    public static let selection = SensoryFeedback(name: "selection")
    public static let increase = SensoryFeedback(name: "increase")
    public static let decrease = SensoryFeedback(name: "decrease")
    public static let start = SensoryFeedback(name: "start")
    public static let stop = SensoryFeedback(name: "stop")
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback { SensoryFeedback(name: "impact") }
    public struct Weight: Hashable, Sendable {
        let name: String
        public static let light = Weight(name: "light"), medium = Weight(name: "medium"), heavy = Weight(name: "heavy")
    }
}

/// Options of a symbol effect, as SwiftUI's `SymbolEffectOptions`.
public struct SymbolEffectOptions: Sendable {
    public static let `default` = SymbolEffectOptions()
    public static let repeating = SymbolEffectOptions()
    public static let nonRepeating = SymbolEffectOptions()
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions() }
    public func speed(_ speed: Double) -> SymbolEffectOptions { self }
}
