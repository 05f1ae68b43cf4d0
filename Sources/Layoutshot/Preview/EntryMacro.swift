#if Previews
/// Declares a value of `EnvironmentValues`, `ContainerValues`, `FocusedValues` or `Transaction`
/// with its key, as SwiftUI's `@Entry` (https://developer.apple.com/documentation/swiftui/entry()):
///
/// ```swift
/// extension EnvironmentValues {
///     @Entry var accent: Color = .blue
/// }
/// ```
///
/// makes a private key whose default is the initial value and accessors that read and write
/// `self[Key.self]`. (Beside `#Preview`: the `Previews` package trait provides the macros,
/// built with swift-syntax.)
@attached(accessor) @attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "LayoutshotMacros", type: "EntryMacro")
#endif
