/// Accessibility traits, as SwiftUI's `AccessibilityTraits`.
public struct AccessibilityTraits: OptionSet, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
    public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
}

/// How an accessibility element treats its children, as SwiftUI's `AccessibilityChildBehavior`.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    let name: String
    public static let ignore = AccessibilityChildBehavior(name: "ignore")
    public static let contain = AccessibilityChildBehavior(name: "contain")
    public static let combine = AccessibilityChildBehavior(name: "combine")
}

/// Accessibility: read by assistive technologies, invisible in a picture (listed by diagrams).
extension View {
    public func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, _AnnotationModifier> { interaction("accessibilityLabel") }
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedContent<Self, _AnnotationModifier> { interaction("accessibilityLabel") }
    public func accessibilityLabel(_ label: LocalizedStringKey) -> ModifiedContent<Self, _AnnotationModifier> { interaction("accessibilityLabel") }
    public func accessibilityHint(_ hint: Text) -> ModifiedContent<Self, _AnnotationModifier> { interaction("accessibilityHint") }
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> ModifiedContent<Self, _AnnotationModifier> { interaction("accessibilityHint") }
    public func accessibilityHint(_ hint: LocalizedStringKey) -> ModifiedContent<Self, _AnnotationModifier> { interaction("accessibilityHint") }
    public func accessibilityValue(_ value: Text) -> ModifiedContent<Self, _AnnotationModifier> { interaction("accessibilityValue") }
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> ModifiedContent<Self, _AnnotationModifier> { interaction("accessibilityValue") }
    public func accessibilityValue(_ value: LocalizedStringKey) -> ModifiedContent<Self, _AnnotationModifier> { interaction("accessibilityValue") }
    public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, _AnnotationModifier> { interaction("accessibilityHidden") }
    public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Self, _AnnotationModifier> { interaction("accessibilityIdentifier") }
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, _AnnotationModifier> { interaction("accessibilityAddTraits") }
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, _AnnotationModifier> { interaction("accessibilityRemoveTraits") }
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> ModifiedContent<Self, _AnnotationModifier> { interaction("accessibilityElement") }
    public func accessibilitySortPriority(_ sortPriority: Double) -> ModifiedContent<Self, _AnnotationModifier> { interaction("accessibilitySortPriority") }
    public func accessibilityAction(named name: String, _ handler: @escaping () -> Void) -> ModifiedContent<Self, _AnnotationModifier> { interaction("accessibilityAction") }
    public func accessibilityShowsLargeContentViewer() -> ModifiedContent<Self, _AnnotationModifier> { interaction("accessibilityShowsLargeContentViewer") }
    public func accessibility(label: Text) -> ModifiedContent<Self, _AnnotationModifier> { interaction("accessibilityLabel") }
    public func accessibility(hidden: Bool) -> ModifiedContent<Self, _AnnotationModifier> { interaction("accessibilityHidden") }
}
