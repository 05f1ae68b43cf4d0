/// Accessibility traits, as SwiftUI's `AccessibilityTraits`.
public struct AccessibilityTraits: OptionSet, Sendable {
    /// The trait bits.
    public let rawValue: UInt64
    /// Traits with the given bits.
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    /// The element is a button.
    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    /// The element is a header of a section.
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    /// The element is selected.
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    /// The element is a link.
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    /// The element is a search field.
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    /// The element is an image.
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    /// The element plays its own sound.
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    /// The element is a keyboard key.
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    /// The element is static text.
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
    /// The element summarises the app's state when it starts.
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
    /// The element's value changes often.
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    /// Activating the element starts a media session.
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    /// The element takes touches directly.
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
    /// The element turns a page when reading reaches its end.
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
    /// The element is modal: elements outside it are ignored.
    public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
    /// The element is a toggle.
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
}

/// How an accessibility element treats its children, as SwiftUI's `AccessibilityChildBehavior`.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    let name: String
    /// The children are hidden from accessibility.
    public static let ignore = AccessibilityChildBehavior(name: "ignore")
    /// The children stay separate elements inside this one.
    public static let contain = AccessibilityChildBehavior(name: "contain")
    /// The children's labels and values are merged into this element.
    public static let combine = AccessibilityChildBehavior(name: "combine")
}

/// Accessibility: read by assistive technologies, invisible in a picture (listed by diagrams).
extension View {
    /// Sets the accessibility label, as SwiftUI's `accessibilityLabel(_:)`. Listed on the node; a picture has no accessibility tree.
    nonisolated public func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, _AnnotationModifier> { interaction("accessibilityLabel") }
    /// Sets the accessibility label from a string, as SwiftUI's `accessibilityLabel(_:)`. Listed on the node.
    @_disfavoredOverload
    nonisolated public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedContent<Self, _AnnotationModifier> { interaction("accessibilityLabel") }
    /// Sets the accessibility label from a localized key, as SwiftUI's `accessibilityLabel(_:)`. Listed on the node.
    nonisolated public func accessibilityLabel(_ label: LocalizedStringKey) -> ModifiedContent<Self, _AnnotationModifier> { interaction("accessibilityLabel") }
    /// Sets the accessibility hint, as SwiftUI's `accessibilityHint(_:)`. Listed on the node.
    nonisolated public func accessibilityHint(_ hint: Text) -> ModifiedContent<Self, _AnnotationModifier> { interaction("accessibilityHint") }
    /// Sets the accessibility hint from a string, as SwiftUI's `accessibilityHint(_:)`. Listed on the node.
    @_disfavoredOverload
    nonisolated public func accessibilityHint<S: StringProtocol>(_ hint: S) -> ModifiedContent<Self, _AnnotationModifier> { interaction("accessibilityHint") }
    /// Sets the accessibility hint from a localized key, as SwiftUI's `accessibilityHint(_:)`. Listed on the node.
    nonisolated public func accessibilityHint(_ hint: LocalizedStringKey) -> ModifiedContent<Self, _AnnotationModifier> { interaction("accessibilityHint") }
    /// Sets the accessibility value, as SwiftUI's `accessibilityValue(_:)`. Listed on the node.
    nonisolated public func accessibilityValue(_ value: Text) -> ModifiedContent<Self, _AnnotationModifier> { interaction("accessibilityValue") }
    /// Sets the accessibility value from a string, as SwiftUI's `accessibilityValue(_:)`. Listed on the node.
    @_disfavoredOverload
    nonisolated public func accessibilityValue<S: StringProtocol>(_ value: S) -> ModifiedContent<Self, _AnnotationModifier> { interaction("accessibilityValue") }
    /// Sets the accessibility value from a localized key, as SwiftUI's `accessibilityValue(_:)`. Listed on the node.
    nonisolated public func accessibilityValue(_ value: LocalizedStringKey) -> ModifiedContent<Self, _AnnotationModifier> { interaction("accessibilityValue") }
    /// Keeps the view's colours when Smart Invert is on, as SwiftUI's
    /// `accessibilityIgnoresInvertColors(_:)` (iOS 14). Listed on the node; a picture is drawn with
    /// Smart Invert off, so nothing changes.
    nonisolated public func accessibilityIgnoresInvertColors(_ active: Bool = true) -> ModifiedContent<Self, _AnnotationModifier> { interaction("accessibilityIgnoresInvertColors") }
    /// Hides the view from accessibility, as SwiftUI's `accessibilityHidden(_:)`. Listed on the node; still drawn.
    nonisolated public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, _AnnotationModifier> { interaction("accessibilityHidden") }
    /// Sets the identifier UI tests find the view by, as SwiftUI's `accessibilityIdentifier(_:)`. Listed on the node.
    nonisolated public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Self, _AnnotationModifier> { interaction("accessibilityIdentifier") }
    /// Adds accessibility traits, as SwiftUI's `accessibilityAddTraits(_:)`. Listed on the node.
    nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, _AnnotationModifier> { interaction("accessibilityAddTraits") }
    /// Removes accessibility traits, as SwiftUI's `accessibilityRemoveTraits(_:)`. Listed on the node.
    nonisolated public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, _AnnotationModifier> { interaction("accessibilityRemoveTraits") }
    /// Makes the view one accessibility element, as SwiftUI's `accessibilityElement(children:)`. Listed on the node.
    nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> ModifiedContent<Self, _AnnotationModifier> { interaction("accessibilityElement") }
    /// Sets the order in which accessibility reads the view, as SwiftUI's `accessibilitySortPriority(_:)`. Listed on the node.
    nonisolated public func accessibilitySortPriority(_ sortPriority: Double) -> ModifiedContent<Self, _AnnotationModifier> { interaction("accessibilitySortPriority") }
    /// Adds a named accessibility action, as SwiftUI's `accessibilityAction(named:_:)`. Listed on the node; never called.
    @_disfavoredOverload
    nonisolated public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> ModifiedContent<Self, _AnnotationModifier> { interaction("accessibilityAction") }
    nonisolated public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void) -> ModifiedContent<Self, _AnnotationModifier> { interaction("accessibilityAction") }
    /// Adds the adjustable action (VoiceOver's swipe up or down), as SwiftUI's
    /// `accessibilityAdjustableAction(_:)`. Listed on the node; it draws nothing, as in SwiftUI.
    nonisolated public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> ModifiedContent<Self, _AnnotationModifier> { interaction("accessibilityAdjustableAction") }
    nonisolated public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> ModifiedContent<Self, _AnnotationModifier> { interaction("accessibilityAction") }
    /// An action of a kind assistive technologies offer (the default activation, escape, magic tap).
    nonisolated public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> ModifiedContent<Self, _AnnotationModifier> { interaction("accessibilityAction") }
    /// Shows the large content viewer for the view, as SwiftUI's `accessibilityShowsLargeContentViewer()`. Listed on the node.
    nonisolated public func accessibilityShowsLargeContentViewer() -> ModifiedContent<Self, _AnnotationModifier> { interaction("accessibilityShowsLargeContentViewer") }
    /// Sets the accessibility label, as SwiftUI's deprecated `accessibility(label:)`. Listed on the node as `accessibilityLabel`.
    nonisolated public func accessibility(label: Text) -> ModifiedContent<Self, _AnnotationModifier> { interaction("accessibilityLabel") }
    /// Hides the view from accessibility, as SwiftUI's deprecated `accessibility(hidden:)`. Listed on the node as `accessibilityHidden`.
    nonisolated public func accessibility(hidden: Bool) -> ModifiedContent<Self, _AnnotationModifier> { interaction("accessibilityHidden") }
}

/// A kind of accessibility action, as SwiftUI's `AccessibilityActionKind`.
public struct AccessibilityActionKind: Hashable, Sendable {
    let name: String
    public init(named name: Text) { self.name = name.content }
    private init(_ name: String) { self.name = name }
    /// The element's default action (activating it).
    public static let `default` = AccessibilityActionKind("default")
    /// Dismissing or going back.
    public static let escape = AccessibilityActionKind("escape")
    /// The two-finger double tap.
    public static let magicTap = AccessibilityActionKind("magicTap")
    public static let delete = AccessibilityActionKind("delete")
    public static let showMenu = AccessibilityActionKind("showMenu")
}

/// Which way an adjustable action moves, as SwiftUI's `AccessibilityAdjustmentDirection`.
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
    /// Up: a larger value.
    case increment
    /// Down: a smaller value.
    case decrement
}
