import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview("Name", traits: …) { body }`: a uniquely named type conforming to
/// `LayoutshotPreviewRegistry` whose `preview` describes the view, the place it was declared and
/// its name and traits, as Xcode's preview macro registers a preview. The snapshot tests find
/// these types at run time (`PreviewCatalog` in LayoutshotSnapshotCore); `preview` is
/// nonisolated so they can be listed off the main actor (the view itself is made on it).
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(of node: some FreestandingMacroExpansionSyntax,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        var arguments = Array(node.arguments)
        var body: ClosureExprSyntax?
        if let trailing = node.trailingClosure {
            body = trailing
        } else if let index = arguments.firstIndex(where: { $0.label?.text == "body" }),
                  let closure = arguments[index].expression.as(ClosureExprSyntax.self) {
            body = closure
            arguments.remove(at: index)
        }
        guard let body else {
            context.diagnose(Diagnostic(node: Syntax(node), message: PreviewMessage(
                "#Preview needs a closure that returns the view to preview: #Preview(\"Name\") { MyView() }")))
            return []
        }
        let name = context.makeUniqueName("Preview")
        let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
        let file = location.map { "\($0.file)" } ?? "\"\""
        let line = location.map { "\($0.line)" } ?? "0"
        var passed = arguments.map { argument -> String in
            var argument = argument
            argument.trailingComma = nil
            return argument.trimmedDescription
        }
        passed.append("fileID: \(file)")
        passed.append("line: \(line)")
        return ["""
            @MainActor struct \(name): LayoutshotPreviewRegistry {
                nonisolated static var preview: Preview {
                    Preview(\(raw: passed.joined(separator: ", "))) \(body.trimmed)
                }
            }
            """]
    }
}

/// `@Previewable`: marks state declared inside a `#Preview` body; SwiftUI's macro moves it into
/// a wrapper view. Local property wrappers work inside the closure as they are, so this adds nothing.
public struct PreviewableMacro: PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        []
    }
}

struct PreviewMessage: DiagnosticMessage {
    let message: String
    init(_ message: String) { self.message = message }
    var diagnosticID: MessageID { MessageID(domain: "LayoutshotMacros", id: "preview") }
    var severity: DiagnosticSeverity { .error }
}

