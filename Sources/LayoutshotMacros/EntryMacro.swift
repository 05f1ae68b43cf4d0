import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Entry var name: Type = default` inside an extension of `EnvironmentValues`,
/// `ContainerValues`, `FocusedValues` or `Transaction`, as SwiftUI's `@Entry`
/// (https://developer.apple.com/documentation/swiftui/entry()): a private key type
/// `__Key_name` conforming to the matching key protocol, whose `defaultValue` is the property's
/// initial value (evaluated each time it is asked for, as SwiftUI's is), and `get`/`set`
/// accessors that read and write the extended type's subscript with that key.
///
/// In `FocusedValues` the property is optional (`@Entry var x: T?`, no initial value or `nil`),
/// as a focused value is absent until a focused view sets it: the key's value is `T`.
public struct EntryMacro: AccessorMacro, PeerMacro {
    enum Host: String {
        case environmentValues = "EnvironmentValues", containerValues = "ContainerValues"
        case focusedValues = "FocusedValues", transaction = "Transaction"

        var keyProtocol: String {
            switch self {
            case .environmentValues: return "Layoutshot.EnvironmentKey"
            case .containerValues: return "Layoutshot.ContainerValueKey"
            case .focusedValues: return "Layoutshot.FocusedValueKey"
            case .transaction: return "Layoutshot.TransactionKey"
            }
        }
    }

    struct Entry {
        var name: String
        var type: TypeSyntax?
        var initial: ExprSyntax?
    }

    static func entry(_ declaration: some SyntaxProtocol, _ node: AttributeSyntax, in context: some MacroExpansionContext) -> Entry? {
        guard let variable = declaration.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.var),
              variable.bindings.count == 1, let binding = variable.bindings.first,
              let identifier = binding.pattern.as(IdentifierPatternSyntax.self), binding.accessorBlock == nil else {
            context.diagnose(Diagnostic(node: Syntax(node), message: EntryMessage(
                "@Entry applies to one stored 'var' with an initial value: @Entry var accent: Color = .blue")))
            return nil
        }
        return Entry(name: identifier.identifier.trimmedDescription, type: binding.typeAnnotation?.type.trimmed,
                     initial: binding.initializer?.value.trimmed)
    }

    /// The type the `@Entry` is declared in, from the extension around it.
    static func host(_ node: AttributeSyntax, in context: some MacroExpansionContext) -> Host? {
        for syntax in context.lexicalContext {
            guard let extensionDecl = syntax.as(ExtensionDeclSyntax.self) else { continue }
            let name = extensionDecl.extendedType.trimmedDescription
            let last = name.split(separator: ".").last.map(String.init) ?? name
            if let host = Host(rawValue: last) { return host }
            context.diagnose(Diagnostic(node: Syntax(node), message: EntryMessage(
                "@Entry is for extensions of EnvironmentValues, ContainerValues, FocusedValues or Transaction, not \(name)")))
            return nil
        }
        context.diagnose(Diagnostic(node: Syntax(node), message: EntryMessage(
            "@Entry must be in an extension of EnvironmentValues, ContainerValues, FocusedValues or Transaction")))
        return nil
    }

    public static func expansion(of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [AccessorDeclSyntax] {
        guard let entry = entry(declaration, node, in: context), host(node, in: context) != nil else { return [] }
        return [
            "get { self[__Key_\(raw: entry.name).self] }",
            "set { self[__Key_\(raw: entry.name).self] = newValue }",
        ]
    }

    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        guard let entry = entry(declaration, node, in: context), let host = host(node, in: context) else { return [] }
        if host == .focusedValues {
            guard let type = entry.type, let wrapped = optionalWrapped(type) else {
                context.diagnose(Diagnostic(node: Syntax(node), message: EntryMessage(
                    "@Entry in FocusedValues needs an optional type: @Entry var selection: Item?")))
                return []
            }
            return ["""
                private struct __Key_\(raw: entry.name): \(raw: host.keyProtocol) {
                    typealias Value = \(wrapped)
                }
                """]
        }
        guard let initial = entry.initial else {
            if let type = entry.type, optionalWrapped(type) != nil {
                return ["""
                    private struct __Key_\(raw: entry.name): \(raw: host.keyProtocol) {
                        static var defaultValue: \(type) { nil }
                    }
                    """]
            }
            context.diagnose(Diagnostic(node: Syntax(node), message: EntryMessage(
                "@Entry needs an initial value, the key's default: @Entry var \(entry.name): \(entry.type?.trimmedDescription ?? "Type") = …")))
            return []
        }
        let type = entry.type.map { ": \($0.trimmedDescription)" } ?? ""
        if type.isEmpty {
            // The type is inferred from the initial value, as for the property itself.
            return ["""
                private struct __Key_\(raw: entry.name): \(raw: host.keyProtocol) {
                    static let defaultValue = \(initial)
                }
                """]
        }
        return ["""
            private struct __Key_\(raw: entry.name): \(raw: host.keyProtocol) {
                static var defaultValue\(raw: type) { \(initial) }
            }
            """]
    }

    /// `T` of `T?` or `Optional<T>`, else nil.
    static func optionalWrapped(_ type: TypeSyntax) -> TypeSyntax? {
        if let optional = type.as(OptionalTypeSyntax.self) { return optional.wrappedType.trimmed }
        if let implicit = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return implicit.wrappedType.trimmed }
        if let named = type.as(IdentifierTypeSyntax.self), named.name.text == "Optional",
           let argument = named.genericArgumentClause?.arguments.first {
            return TypeSyntax(argument.argument.trimmed)
        }
        return nil
    }
}

struct EntryMessage: DiagnosticMessage {
    let message: String
    init(_ message: String) { self.message = message }
    var diagnosticID: MessageID { MessageID(domain: "LayoutshotMacros", id: "Entry") }
    var severity: DiagnosticSeverity { .error }
}
