/// Keyboard and focus settings: no keyboard in a picture.
extension View {
    public func focused(_ condition: FocusState<Bool>.Binding) -> ModifiedContent<Self, _AnnotationModifier> { interaction("focused") }
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> ModifiedContent<Self, _AnnotationModifier> { interaction("focused") }
    public func keyboardType(_ type: UIKeyboardType) -> ModifiedContent<Self, _AnnotationModifier> { interaction("keyboardType") }
    public func textContentType(_ textContentType: UITextContentType?) -> ModifiedContent<Self, _AnnotationModifier> { interaction("textContentType") }
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> ModifiedContent<Self, _AnnotationModifier> { interaction("textInputAutocapitalization") }
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> ModifiedContent<Self, _AnnotationModifier> { interaction("autocapitalization") }
    public func autocorrectionDisabled(_ disable: Bool = true) -> ModifiedContent<Self, _AnnotationModifier> { interaction("autocorrectionDisabled") }
    public func disableAutocorrection(_ disable: Bool?) -> ModifiedContent<Self, _AnnotationModifier> { interaction("disableAutocorrection") }
    public func submitLabel(_ submitLabel: SubmitLabel) -> ModifiedContent<Self, _AnnotationModifier> { interaction("submitLabel") }
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> ModifiedContent<Self, _AnnotationModifier> { interaction("scrollDismissesKeyboard") }
}

/// UIKit's keyboard types, as SwiftUI code names them.
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
         decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// UIKit's autocapitalization styles.
public enum UITextAutocapitalizationType: Int, Sendable { case none, words, sentences, allCharacters }

/// UIKit's text content types (`.emailAddress`, `.password` …).
public struct UITextContentType: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let name = UITextContentType(rawValue: "name")
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    public static let password = UITextContentType(rawValue: "password")
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    public static let username = UITextContentType(rawValue: "username")
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    public static let URL = UITextContentType(rawValue: "URL")
}

/// Capitalization of typed text, as SwiftUI's `TextInputAutocapitalization`.
public struct TextInputAutocapitalization: Sendable {
    public static let never = TextInputAutocapitalization()
    public static let words = TextInputAutocapitalization()
    public static let sentences = TextInputAutocapitalization()
    public static let characters = TextInputAutocapitalization()
}

/// The return key's label, as SwiftUI's `SubmitLabel`.
public struct SubmitLabel: Sendable {
    public static let done = SubmitLabel(), go = SubmitLabel(), send = SubmitLabel(), join = SubmitLabel(),
                      route = SubmitLabel(), search = SubmitLabel(), `return` = SubmitLabel(), next = SubmitLabel(),
                      `continue` = SubmitLabel()
}

/// How scrolling dismisses the keyboard, as SwiftUI's `ScrollDismissesKeyboardMode`.
public struct ScrollDismissesKeyboardMode: Sendable {
    public static let automatic = ScrollDismissesKeyboardMode(), immediately = ScrollDismissesKeyboardMode(),
                      interactively = ScrollDismissesKeyboardMode(), never = ScrollDismissesKeyboardMode()
}
