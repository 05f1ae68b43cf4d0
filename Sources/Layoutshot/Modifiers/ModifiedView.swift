/// A view with a modifier applied: what every modifier method returns.
///
/// The `Modifier` describes what happens to the content: a layout node wraps it (padding, frames),
/// or the content's nodes are annotated (ids, priorities, styles), or its environment changes (fonts).
public struct ModifiedContent<Content: View, Modifier: _LayoutshotModifier>: View, PrimitiveView {
    public var content: Content
    public var modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }

    func buildNodes(_ builder: inout GraphBuilder, into nodes: inout [Node]) {
        // The modifier most views carry, without a conformance lookup.
        if Modifier.self == _NodeModifier.self {
            return sameTypeValue(modifier, as: _NodeModifier.self).apply(to: content, &builder, into: &nodes)
        }
        (modifier as! any InternalModifier).apply(to: content, &builder, into: &nodes)
    }
}

/// A built-in modifier: what `ModifiedContent` applies. (User-defined modifiers are `ViewModifier`s.)
public protocol _LayoutshotModifier {}

protocol InternalModifier: _LayoutshotModifier {
    func apply<Content: View>(to content: Content, _ builder: inout GraphBuilder, into nodes: inout [Node])
}

/// A modifier that wraps each content node in a node of its own kind.
public struct _NodeModifier: InternalModifier {
    /// The rule every content node is wrapped in. Rules given to `wrapped` are values, so one
    /// copy serves every node a `Group`'s content makes (a large rule is boxed once, when the
    /// modifier is made, and its box shared by the nodes).
    let rule: any ViewRule
    let decorations: [any View]
    /// What was wrong with the modifier's arguments and how it was corrected: reported as
    /// `.invalidArgument` diagnostics of the node in every layout.
    var problems: [String] = []

    func apply<Content: View>(to content: Content, _ builder: inout GraphBuilder, into nodes: inout [Node]) {
        builder.modify(content, into: &nodes, rule, extra: decorations, problems: problems)
    }
}

/// A modifier that changes the content's nodes without adding one (ids, priorities, layout values, styles).
public struct _AnnotationModifier: InternalModifier {
    let change: (Node) -> Void

    func apply<Content: View>(to content: Content, _ builder: inout GraphBuilder, into nodes: inout [Node]) {
        builder.annotate(content, into: &nodes, change)
    }
}

/// A modifier that changes the environment the content is built in (fonts, colours, line limits).
public struct _EnvironmentModifier: InternalModifier {
    let change: (inout BuildEnvironment) -> Void

    func apply<Content: View>(to content: Content, _ builder: inout GraphBuilder, into nodes: inout [Node]) {
        let before = builder.environment.values.layoutDirection
        var after = before
        let start = nodes.count
        builder.withEnvironment(content, into: &nodes) { environment in
            change(&environment)
            after = environment.values.layoutDirection
        }
        // Where the direction changes, the views are marked for the right-to-left pass
        // (`RightToLeft.swift`) and for `LayoutSubviews.layoutDirection`.
        if after != before {
            for node in nodes[start...] {
                node.style.effects.removeAll { if case .graphics(.layoutDirection) = $0 { return true }; return false }
                node.style.effects.append(.graphics(.layoutDirection(after)))
            }
        }
    }
}

/// A type that modifies a view, as SwiftUI's `ViewModifier`: its `body(content:)` returns the
/// modified view.
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder func body(content: Self.Content) -> Self.Body
}

/// The content a `ViewModifier` receives.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
    let view: any View
    func buildNodes(_ builder: inout GraphBuilder, into nodes: inout [Node]) {
        builder.appendAny(view, into: &nodes)
    }
}

/// A view with a user `ViewModifier` applied.
public struct _UserModifiedContent<Content: View, Modifier: ViewModifier>: View, PrimitiveView {
    let content: Content
    let modifier: Modifier
    func buildNodes(_ builder: inout GraphBuilder, into nodes: inout [Node]) {
        builder.append(builder.userCode { modifier.body(content: _ViewModifier_Content(view: content)) }, into: &nodes)
    }
}

extension View {
    /// Applies a user-defined modifier.
    public func modifier<M: ViewModifier>(_ modifier: M) -> _UserModifiedContent<Self, M> {
        _UserModifiedContent(content: self, modifier: modifier)
    }

    /// Wraps each node of the view in a node of the modifier `rule` (one file per modifier: see
    /// `ViewRule`). The rule is a value type: every node it wraps gets a copy of it.
    func wrapped<Rule: ModifierRule>(_ rule: Rule, decorations: [any View] = [], problems: [String] = []) -> ModifiedContent<Self, _NodeModifier> {
        ModifiedContent(content: self, modifier: _NodeModifier(rule: rule, decorations: decorations, problems: problems))
    }

    func annotated(_ change: @escaping (Node) -> Void) -> ModifiedContent<Self, _AnnotationModifier> {
        ModifiedContent(content: self, modifier: _AnnotationModifier(change: change))
    }

    func environment(_ change: @escaping (inout BuildEnvironment) -> Void) -> ModifiedContent<Self, _EnvironmentModifier> {
        ModifiedContent(content: self, modifier: _EnvironmentModifier(change: change))
    }
}
