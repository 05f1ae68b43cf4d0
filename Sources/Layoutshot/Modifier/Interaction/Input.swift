/// Keyboard and focus settings: no keyboard in a picture.
extension View {
    /// Binds the view's focus to `condition`, as SwiftUI's `focused(_:)`. Listed on the node; nothing is focused in a picture.
    nonisolated public func focused(_ condition: FocusState<Bool>.Binding) -> ModifiedContent<Self, _AnnotationModifier> { interaction("focused") }
    /// Focuses the view while `binding` equals `value`, as SwiftUI's `focused(_:equals:)`. Listed on the node.
    nonisolated public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> ModifiedContent<Self, _AnnotationModifier> { interaction("focused") }
    /// Sets the keyboard of a text field, as SwiftUI's `keyboardType(_:)`. Listed on the node.
    nonisolated public func keyboardType(_ type: UIKeyboardType) -> ModifiedContent<Self, _AnnotationModifier> { interaction("keyboardType") }
    /// Sets the kind of text a field expects, as SwiftUI's `textContentType(_:)`. Listed on the node.
    nonisolated public func textContentType(_ textContentType: UITextContentType?) -> ModifiedContent<Self, _AnnotationModifier> { interaction("textContentType") }
    /// Sets how typed text is capitalised, as SwiftUI's `textInputAutocapitalization(_:)`. Listed on the node.
    nonisolated public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> ModifiedContent<Self, _AnnotationModifier> { interaction("textInputAutocapitalization") }
    /// Sets how typed text is capitalised, as SwiftUI's deprecated `autocapitalization(_:)`. Listed on the node.
    nonisolated public func autocapitalization(_ style: UITextAutocapitalizationType) -> ModifiedContent<Self, _AnnotationModifier> { interaction("autocapitalization") }
    /// Turns autocorrection off, as SwiftUI's `autocorrectionDisabled(_:)`. Listed on the node.
    nonisolated public func autocorrectionDisabled(_ disable: Bool = true) -> ModifiedContent<Self, _AnnotationModifier> { interaction("autocorrectionDisabled") }
    /// Turns autocorrection off, as SwiftUI's deprecated `disableAutocorrection(_:)`. Listed on the node.
    nonisolated public func disableAutocorrection(_ disable: Bool?) -> ModifiedContent<Self, _AnnotationModifier> { interaction("disableAutocorrection") }
    /// Sets the label of the return key, as SwiftUI's `submitLabel(_:)`. Listed on the node.
    nonisolated public func submitLabel(_ submitLabel: SubmitLabel) -> ModifiedContent<Self, _AnnotationModifier> { interaction("submitLabel") }
    /// Sets how scrolling dismisses the keyboard, as SwiftUI's `scrollDismissesKeyboard(_:)`. Listed on the node.
    nonisolated public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> ModifiedContent<Self, _AnnotationModifier> { interaction("scrollDismissesKeyboard") }
}

/// UIKit's keyboard types, as SwiftUI code names them.
public enum UIKeyboardType: Int, Sendable {
    /// UIKit's keyboard types.
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
         decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// UIKit's autocapitalization styles.
public enum UITextAutocapitalizationType: Int, Sendable { case none, words, sentences, allCharacters }

/// UIKit's text content types (`.emailAddress`, `.password` …).
public struct UITextContentType: Hashable, Sendable, RawRepresentable {
    /// The type's UIKit name.
    public let rawValue: String
    /// A content type with its UIKit name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A person's full name.
    public static let name = UITextContentType(rawValue: "name")
    /// An email address.
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    /// A password.
    public static let password = UITextContentType(rawValue: "password")
    /// A new password (for password suggestions).
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    /// A user name.
    public static let username = UITextContentType(rawValue: "username")
    /// A one-time code from a message.
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
    /// A telephone number.
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    /// A URL.
    public static let URL = UITextContentType(rawValue: "URL")
}

/// Capitalization of typed text, as SwiftUI's `TextInputAutocapitalization`.
public struct TextInputAutocapitalization: Sendable {
    /// No capitalization.
    public static let never = TextInputAutocapitalization()
    /// The first letter of each word.
    public static let words = TextInputAutocapitalization()
    /// The first letter of each sentence.
    public static let sentences = TextInputAutocapitalization()
    /// Every letter.
    public static let characters = TextInputAutocapitalization()
}

/// The return key's label, as SwiftUI's `SubmitLabel`.
public struct SubmitLabel: Sendable {
    /// The labels of the return key: done, go, send, join, route, search, return, next and continue.
    public static let done = SubmitLabel(), go = SubmitLabel(), send = SubmitLabel(), join = SubmitLabel(),
                      route = SubmitLabel(), search = SubmitLabel(), `return` = SubmitLabel(), next = SubmitLabel(),
                      `continue` = SubmitLabel()
}

/// How scrolling dismisses the keyboard, as SwiftUI's `ScrollDismissesKeyboardMode`.
public struct ScrollDismissesKeyboardMode: Sendable {
    /// Automatically, immediately, interactively or never.
    public static let automatic = ScrollDismissesKeyboardMode(), immediately = ScrollDismissesKeyboardMode(),
                      interactively = ScrollDismissesKeyboardMode(), never = ScrollDismissesKeyboardMode()
}
