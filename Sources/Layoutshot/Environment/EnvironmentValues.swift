/// A key for a value in the environment, as SwiftUI's `EnvironmentKey`: declare one and extend
/// `EnvironmentValues` with a property that reads and writes `self[MyKey.self]`.
public protocol EnvironmentKey {
    /// The type of the key's value.
    associatedtype Value
    /// The value when no view above has set one.
    static var defaultValue: Self.Value { get }
}

/// The values views read from their surroundings, as SwiftUI's `EnvironmentValues`: set above a
/// view with `.environment(\.key, value)` (or `.font(_:)`, `.lineLimit(_:)` …) and read in its
/// `body` with `@Environment(\.key)`.
///
/// A Layoutshot picture is one frame of the app: the values are those set in the view tree, or
/// the defaults of an iPhone in light mode with the default text size (`large`), left to right.
/// The keys that change layout or look reach the engine: `font`, `lineLimit`,
/// `multilineTextAlignment`, `truncationMode`; the others are read by views' bodies.
public struct EnvironmentValues: CustomStringConvertible {
    /// Values by key type (custom keys, objects set with `environmentObject(_:)`).
    private var storage: [ObjectIdentifier: Any] = [:]
    /// Changes whenever a value is set: two environments with the same revision are equal (a
    /// cheap, conservative equality for the builder's reuse of unchanged views).
    private(set) var revision: UInt64 = 0

    /// The default environment: an iPhone in portrait, light mode, the default text size, left to right.
    public init() {}

    /// The value for `key`, or its default.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { storage[ObjectIdentifier(key)].flatMap { $0 as? K.Value } ?? K.defaultValue }
        set {
            storage[ObjectIdentifier(key)] = newValue
            revision = EnvironmentValues.nextRevision()
        }
    }

    /// An object set with `environmentObject(_:)` or `environment(_:)`.
    func object<T>(of type: T.Type) -> T? {
        storage[ObjectIdentifier(type)] as? T
    }

    mutating func setObject<T>(_ object: T, as type: T.Type) {
        storage[ObjectIdentifier(type)] = object
        revision = EnvironmentValues.nextRevision()
    }

    public var description: String { "EnvironmentValues(\(storage.count) values set)" }

    private static let counter = RevisionCounter()
    static func nextRevision() -> UInt64 { counter.next() }
}

/// A counter shared by every thread that builds views.
private final class RevisionCounter: @unchecked Sendable {
    // SAFETY (`@unchecked Sendable`): `value` is read and written only with `lock` held.
    private let lock = NSLock()
    private var value: UInt64 = 0
    func next() -> UInt64 {
        lock.lock()
        defer { lock.unlock() }
        value &+= 1
        return value
    }
}

// MARK: - Built-in keys

/// Light or dark appearance, as SwiftUI's `ColorScheme`.
public enum ColorScheme: Hashable, CaseIterable, Sendable {
    /// The light and dark appearances.
    case light, dark
}

/// Standard or increased contrast, as SwiftUI's `ColorSchemeContrast`.
public enum ColorSchemeContrast: Hashable, CaseIterable, Sendable {
    /// The contrast levels.
    case standard, increased
}

/// The user's preferred text size, as SwiftUI's `DynamicTypeSize` (`large` is the default).
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    /// Sizes from extra small to the largest standard size, `xxxLarge`.
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    /// The five accessibility sizes, larger than `xxxLarge`.
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// Whether the size is one of the accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

/// The older name of the text size setting, as SwiftUI's `ContentSizeCategory`.
public enum ContentSizeCategory: Hashable, CaseIterable, Sendable {
    /// The standard categories.
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    /// The accessibility categories.
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge,
         accessibilityExtraExtraExtraLarge

    /// Whether the category is one of the accessibility categories.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }
}

extension ContentSizeCategory: Comparable {}

/// Compact or regular width or height, as SwiftUI's `UserInterfaceSizeClass`.
public enum UserInterfaceSizeClass: Hashable, CaseIterable, Sendable {
    /// A compact or regular size class.
    case compact, regular
}

/// Whether the user prefers less motion, larger controls … : the legibility weight, as SwiftUI's.
public enum LegibilityWeight: Hashable, Sendable {
    /// Regular or bold text.
    case regular, bold
}

/// The mode of an editable list, as SwiftUI's `EditMode`.
public enum EditMode: Hashable, Sendable {
    /// Not editing, switching modes, or editing.
    case inactive, transient, active
    /// Whether the list is being edited (transient or active).
    public var isEditing: Bool { self != .inactive }
}

/// Where the app is in its life, as SwiftUI's `ScenePhase`.
public enum ScenePhase: Hashable, Comparable, Sendable {
    /// In the background, inactive, or in front and taking input.
    case background, inactive, active
}

/// The action that dismisses the current presentation, as SwiftUI's `DismissAction`: call it
/// (`dismiss()`). A picture has nothing to dismiss; calling it does nothing.
public struct DismissAction: Sendable {
    /// An action that dismisses nothing.
    public init() {}
    /// Dismisses the current presentation; does nothing in a picture.
    public func callAsFunction() {}
}

/// The action that opens a URL, as SwiftUI's `OpenURLAction`: calling it does nothing here.
public struct OpenURLAction: Sendable {
    /// What opening a URL did.
    public struct Result: Sendable {
        /// The app handled the URL.
        public static let handled = Result()
        /// The URL was ignored.
        public static let discarded = Result()
        /// The system should open the URL.
        public static let systemAction = Result()
    }
    /// An action that calls `handler`; Layoutshot never calls it.
    public init(handler: @escaping @Sendable (URL) -> Result) {}
    /// Opens `url`; does nothing in a picture.
    public func callAsFunction(_ url: URL) {}
    /// Opens `url` and reports whether it did: always `false` here.
    public func callAsFunction(_ url: URL, completion: @escaping (Bool) -> Void) { completion(false) }
}

/// The older presentation state, as SwiftUI's `PresentationMode` (`@Environment(\.presentationMode)`).
public struct PresentationMode: Sendable {
    /// Whether the view is presented: never in a picture.
    public var isPresented: Bool { false }
    /// Dismisses the presentation; does nothing.
    public mutating func dismiss() {}
}

/// Why a view's content is being redacted (placeholders), as SwiftUI's `RedactionReasons`.
public struct RedactionReasons: OptionSet, Sendable {
    /// The reasons' bits.
    public let rawValue: Int
    /// Reasons with the given bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The view is a placeholder while data loads.
    public static let placeholder = RedactionReasons(rawValue: 1)
    /// The view holds private data.
    public static let privacy = RedactionReasons(rawValue: 2)
    /// The view's data is out of date.
    public static let invalidated = RedactionReasons(rawValue: 4)
}

private struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
private struct ColorSchemeContrastKey: EnvironmentKey { static let defaultValue = ColorSchemeContrast.standard }
private struct LayoutDirectionKey: EnvironmentKey { static let defaultValue = LayoutDirection.leftToRight }
private struct DynamicTypeSizeKey: EnvironmentKey { static let defaultValue = DynamicTypeSize.large }
private struct HorizontalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .compact }
private struct VerticalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .regular }
private struct LocaleKey: EnvironmentKey { static let defaultValue = Locale(identifier: "en_US") }
private struct CalendarKey: EnvironmentKey { static let defaultValue = Calendar(identifier: .gregorian) }
private struct TimeZoneKey: EnvironmentKey { static let defaultValue = TimeZone(identifier: "UTC")! }
private struct DisplayScaleKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
private struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }
private struct EditModeKey: EnvironmentKey { static let defaultValue: Binding<EditMode>? = nil }
private struct ScenePhaseKey: EnvironmentKey { static let defaultValue = ScenePhase.active }
private struct RedactionReasonsKey: EnvironmentKey { static let defaultValue: RedactionReasons = [] }
private struct LegibilityWeightKey: EnvironmentKey { static let defaultValue: LegibilityWeight? = .regular }
private struct BoolFalseKey<Tag>: EnvironmentKey { static var defaultValue: Bool { false } }
private enum ReduceMotionTag {}
private enum ReduceTransparencyTag {}
private enum DifferentiateWithoutColorTag {}
private enum InvertColorsTag {}
private enum VoiceOverTag {}
private enum IsPresentedTag {}
private enum IsSearchingTag {}
private enum IsFocusedTag {}

extension EnvironmentValues {
    /// Light or dark appearance: light unless set (`.preferredColorScheme`, a snapshot variant).
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
    /// The contrast: standard unless set.
    public var colorSchemeContrast: ColorSchemeContrast {
        get { self[ColorSchemeContrastKey.self] }
        set { self[ColorSchemeContrastKey.self] = newValue }
    }
    /// Left to right unless set: the layout direction stacks and `leading`/`trailing` follow.
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }
    /// The text size: `large` unless set; text styles take Apple's point sizes for it.
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }
    /// The same setting as `dynamicTypeSize`, by its older name.
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory.allCases[DynamicTypeSize.allCases.firstIndex(of: dynamicTypeSize)!] }
        set { dynamicTypeSize = DynamicTypeSize.allCases[ContentSizeCategory.allCases.firstIndex(of: newValue)!] }
    }
    /// Compact, as on an iPhone in portrait.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }
    /// Regular, as on an iPhone in portrait.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }
    /// The locale: `en_US` unless set.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }
    /// The calendar: Gregorian unless set.
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }
    /// The time zone: UTC unless set, so pictures do not depend on the machine.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }
    /// Points to pixels: 1 unless set.
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }
    /// Whether controls take input: true unless `.disabled(true)` above.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
    /// The edit mode of a list: nil unless set.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
    /// The scene's phase: `active`.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
    /// Why content is redacted: none unless set.
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }
    /// Regular unless set.
    public var legibilityWeight: LegibilityWeight? {
        get { self[LegibilityWeightKey.self] }
        set { self[LegibilityWeightKey.self] = newValue }
    }
    /// Whether the user asked for less motion: false.
    public var accessibilityReduceMotion: Bool { self[BoolFalseKey<ReduceMotionTag>.self] }
    /// Whether the user asked for less transparency: false.
    public var accessibilityReduceTransparency: Bool { self[BoolFalseKey<ReduceTransparencyTag>.self] }
    /// Whether the user asked to differentiate without colour: false.
    public var accessibilityDifferentiateWithoutColor: Bool { self[BoolFalseKey<DifferentiateWithoutColorTag>.self] }
    /// Whether colours are inverted: false.
    public var accessibilityInvertColors: Bool { self[BoolFalseKey<InvertColorsTag>.self] }
    /// Whether VoiceOver is running: false.
    public var accessibilityVoiceOverEnabled: Bool { self[BoolFalseKey<VoiceOverTag>.self] }
    /// Whether the view is presented (a sheet's content): false.
    public var isPresented: Bool { self[BoolFalseKey<IsPresentedTag>.self] }
    /// Whether a search is in progress: false.
    public var isSearching: Bool { self[BoolFalseKey<IsSearchingTag>.self] }
    /// Whether the view has focus: false.
    public var isFocused: Bool { self[BoolFalseKey<IsFocusedTag>.self] }
    /// The action that dismisses the current presentation (does nothing here).
    public var dismiss: DismissAction { DismissAction() }
    /// The action that opens URLs (does nothing here).
    public var openURL: OpenURLAction { OpenURLAction { _ in .handled } }
    /// The older presentation state: never presented.
    public var presentationMode: Binding<PresentationMode> { .constant(PresentationMode()) }

    // The keys the engine reads, kept in the builder's environment (see `BuildEnvironment`).
    /// The font of text inside: nil unless set (`.font(_:)`), so text uses `body`.
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }
    /// The maximum number of lines of text inside: nil (no limit) unless set (`.lineLimit(_:)`).
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }
    /// How the lines of multi-line text align: leading unless set (`.multilineTextAlignment(_:)`).
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }
    /// The space added between lines of text inside, in points: 0 unless set (`.lineSpacing(_:)`).
    public var lineSpacing: CGFloat {
        get { self[LineSpacingKey.self] }
        set { self[LineSpacingKey.self] = newValue }
    }
    /// Where text that does not fit is cut: the tail unless set (`.truncationMode(_:)`).
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }
}

struct FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
struct LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }
struct MultilineTextAlignmentKey: EnvironmentKey { static let defaultValue = TextAlignment.leading }
struct LineSpacingKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }
struct TruncationModeKey: EnvironmentKey { static let defaultValue = Text.TruncationMode.tail }
