/// Actions that run when something happens: a picture is one frame, so none of them runs.
extension View {
    /// Adds an action for when the view appears, as SwiftUI's `onAppear(perform:)`. Listed on the node; a picture runs no action.
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> ModifiedContent<Self, _AnnotationModifier> { interaction("onAppear") }
    /// Adds an action for when the view disappears, as SwiftUI's `onDisappear(perform:)`. Listed on the node; never called.
    nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> ModifiedContent<Self, _AnnotationModifier> { interaction("onDisappear") }
    /// Starts an asynchronous task when the view appears, as SwiftUI's `task(priority:_:)`. Listed on the node; a picture starts no task.
    nonisolated public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> ModifiedContent<Self, _AnnotationModifier> { interaction("task") }
    /// Starts a task when the view appears and again when `value` changes, as SwiftUI's `task(id:priority:_:)`. Listed on the node; no task starts.
    nonisolated public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> ModifiedContent<Self, _AnnotationModifier> { interaction("task") }
    /// Adds an action for changes of `value`, as SwiftUI's deprecated `onChange(of:perform:)`. Listed on the node; never called.
    nonisolated public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> ModifiedContent<Self, _AnnotationModifier> { interaction("onChange") }
    /// Adds an action for changes of `value` given the old and new values, as SwiftUI's `onChange(of:initial:_:)`. Listed on the node; never called.
    nonisolated public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> ModifiedContent<Self, _AnnotationModifier> { interaction("onChange") }
    /// Adds an action for changes of `value`, as SwiftUI's `onChange(of:initial:_:)`. Listed on the node; never called.
    nonisolated public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> ModifiedContent<Self, _AnnotationModifier> { interaction("onChange") }
    /// Adds an action for when the user submits text, as SwiftUI's `onSubmit(of:_:)`. Listed on the node; never called.
    nonisolated public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> ModifiedContent<Self, _AnnotationModifier> { interaction("onSubmit") }
    /// Makes the view refreshable by pulling down, as SwiftUI's `refreshable(action:)`. Listed on the node; never called.
    nonisolated public func refreshable(action: @escaping @Sendable () async -> Void) -> ModifiedContent<Self, _AnnotationModifier> { interaction("refreshable") }
    /// Adds an action for URLs the app opens, as SwiftUI's `onOpenURL(perform:)`. Listed on the node; never called.
    nonisolated public func onOpenURL(perform action: @escaping (URL) -> Void) -> ModifiedContent<Self, _AnnotationModifier> { interaction("onOpenURL") }
    /// Identifies the view by `id`, as `id(_:)` does; `reset` changes nothing in a still frame.
    nonisolated public func id<ID: Hashable>(_ id: ID, reset: Bool) -> ModifiedContent<Self, _AnnotationModifier> { self.id(id) }
    /// Tags the view, as SwiftUI's `.tag(_:)`: listed with the interactions, and kept on the node
    /// (a `Canvas` finds its symbols by their tags).
    nonisolated public func tag<V: Hashable>(_ tag: V) -> ModifiedContent<Self, _AnnotationModifier> {
        let value = AnyHashable(tag)
        return annotated { node in
            if !node.style.interactions.contains("tag") { node.style.interactions.append("tag") }
            node.tag = value
        }
    }
    /// Tags the view with `tag`, as `tag(_:)` does; `includeOptional` changes nothing here.
    nonisolated public func tag<V: Hashable>(_ tag: V, includeOptional: Bool) -> ModifiedContent<Self, _AnnotationModifier> { self.tag(tag) }
    /// Plays haptic feedback when `trigger` changes, as SwiftUI's `sensoryFeedback(_:trigger:)`. Listed on the node.
    nonisolated public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> ModifiedContent<Self, _AnnotationModifier> { interaction("sensoryFeedback") }
    /// Adds a help tooltip, as SwiftUI's `help(_:)`. Listed on the node; not drawn.
    nonisolated public func help(_ text: String) -> ModifiedContent<Self, _AnnotationModifier> { interaction("help") }
    /// Adds a help tooltip with a `Text`, as SwiftUI's `help(_:)`. Listed on the node; not drawn.
    nonisolated public func help(_ text: Text) -> ModifiedContent<Self, _AnnotationModifier> { interaction("help") }
    /// Marks the view as holding private data, as SwiftUI's `privacySensitive(_:)`. Listed on the node; drawn as is.
    nonisolated public func privacySensitive(_ sensitive: Bool = true) -> ModifiedContent<Self, _AnnotationModifier> { interaction("privacySensitive") }
    /// Redacts the view's content for `reason`, as SwiftUI's `redacted(reason:)`. Listed on the node; the content is drawn, not replaced by placeholders.
    nonisolated public func redacted(reason: RedactionReasons) -> ModifiedContent<Self, _AnnotationModifier> { interaction("redacted") }
    /// Undoes redaction inside a redacted view, as SwiftUI's `unredacted()`. Listed on the node.
    nonisolated public func unredacted() -> ModifiedContent<Self, _AnnotationModifier> { interaction("unredacted") }
    /// Animates an SF Symbol with `effect`, as SwiftUI's `symbolEffect(_:options:isActive:)`. Listed on the node; a still frame does not animate.
    nonisolated public func symbolEffect<E>(_ effect: E, options: SymbolEffectOptions = .default, isActive: Bool = true) -> ModifiedContent<Self, _AnnotationModifier> { interaction("symbolEffect") }
    /// Animates an SF Symbol with `effect` when `value` changes, as SwiftUI's `symbolEffect(_:options:value:)`. Listed on the node.
    nonisolated public func symbolEffect<E, V: Equatable>(_ effect: E, options: SymbolEffectOptions = .default, value: V) -> ModifiedContent<Self, _AnnotationModifier> { interaction("symbolEffect") }
    /// Renders the view offscreen before compositing, as SwiftUI's `drawingGroup(opaque:colorMode:)`. Listed on the node; drawn as before.
    nonisolated public func drawingGroup(opaque: Bool = false) -> ModifiedContent<Self, _AnnotationModifier> { interaction("drawingGroup") }
    /// Composites the view's contents as one layer, as SwiftUI's `compositingGroup()`. Listed on the node; opacity already fades a view as a whole here.
    nonisolated public func compositingGroup() -> ModifiedContent<Self, _AnnotationModifier> { interaction("compositingGroup") }
}

/// What triggers `onSubmit`, as SwiftUI's `SubmitTriggers`.
public struct SubmitTriggers: OptionSet, Sendable {
    /// The option bits.
    public let rawValue: Int
    /// Triggers with the given bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Submitting a text field or secure field.
    public static let text = SubmitTriggers(rawValue: 1)
    /// Submitting a search field.
    public static let search = SubmitTriggers(rawValue: 2)
}

/// Haptic feedback, as SwiftUI's `SensoryFeedback`.
public struct SensoryFeedback: Hashable, Sendable {
    let name: String
    /// Feedback for a task that succeeded.
    public static let success = SensoryFeedback(name: "success")
    /// Feedback for a warning.
    public static let warning = SensoryFeedback(name: "warning")
    /// Feedback for an error.
    public static let error = SensoryFeedback(name: "error")
    /// Feedback for a changed selection.
    public static let selection = SensoryFeedback(name: "selection")
    /// Feedback for a value that went up.
    public static let increase = SensoryFeedback(name: "increase")
    /// Feedback for a value that went down.
    public static let decrease = SensoryFeedback(name: "decrease")
    /// Feedback for an activity that started.
    public static let start = SensoryFeedback(name: "start")
    /// Feedback for an activity that stopped.
    public static let stop = SensoryFeedback(name: "stop")
    /// A physical impact of `weight` and `intensity`.
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback { SensoryFeedback(name: "impact") }
    /// How heavy an impact feels.
    public struct Weight: Hashable, Sendable {
        let name: String
        /// Light, medium and heavy impacts.
        public static let light = Weight(name: "light"), medium = Weight(name: "medium"), heavy = Weight(name: "heavy")
    }
}

/// Options of a symbol effect, as SwiftUI's `SymbolEffectOptions`.
public struct SymbolEffectOptions: Sendable {
    /// The default options.
    public static let `default` = SymbolEffectOptions()
    /// Repeat the effect while it is active.
    public static let repeating = SymbolEffectOptions()
    /// Run the effect once.
    public static let nonRepeating = SymbolEffectOptions()
    /// Repeat the effect `count` times.
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions() }
    /// The options with the effect's speed multiplied by `speed`.
    public func speed(_ speed: Double) -> SymbolEffectOptions { self }
}
