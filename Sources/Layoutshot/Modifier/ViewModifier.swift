/// A type that modifies a view, as SwiftUI's `ViewModifier`: its `body(content:)` returns the
/// modified view.
///
/// Main-actor code as SwiftUI declares it (`@MainActor @preconcurrency public protocol
/// ViewModifier`, iOS 18 SDK): `body(content:)` is main-actor code and may use the (main-actor)
/// view builder; `@preconcurrency` keeps conformances written before Swift 6 compiling.
@MainActor @preconcurrency public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

/// The content a `ViewModifier` receives.
nonisolated public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
    let view: any View
    @MainActor func buildNodes(_ builder: inout GraphBuilder, into nodes: inout [Node]) {
        builder.appendAny(view, into: &nodes)
    }
}

/// A view with a user `ViewModifier` applied.
nonisolated public struct _UserModifiedContent<Content: View, Modifier: ViewModifier>: View, PrimitiveView {
    let content: Content
    let modifier: Modifier
    @MainActor func buildNodes(_ builder: inout GraphBuilder, into nodes: inout [Node]) {
        builder.append(builder.userCode { modifier.body(content: _ViewModifier_Content(view: content)) }, into: &nodes)
    }
}

extension View {
    /// Applies a user-defined modifier.
    nonisolated public func modifier<M: ViewModifier>(_ modifier: M) -> _UserModifiedContent<Self, M> {
        _UserModifiedContent(content: self, modifier: modifier)
    }

    /// Wraps each node of the view in a node of the modifier `rule` (one file per modifier: see
    /// `ViewRule`). The rule is a value type: every node it wraps gets a copy of it.
    nonisolated func wrapped<Rule: ModifierRule>(_ rule: Rule, decorations: [any View] = [], problems: [String] = []) -> ModifiedContent<Self, _NodeModifier> {
        ModifiedContent(content: self, modifier: _NodeModifier(rule: rule, decorations: decorations, problems: problems))
    }

    nonisolated func annotated(_ change: @escaping (Node) -> Void) -> ModifiedContent<Self, _AnnotationModifier> {
        ModifiedContent(content: self, modifier: _AnnotationModifier(change: change))
    }

    nonisolated func environment(_ change: @escaping (inout BuildEnvironment) -> Void) -> ModifiedContent<Self, _EnvironmentModifier> {
        ModifiedContent(content: self, modifier: _EnvironmentModifier(change: change))
    }
}
