/// A view with a modifier applied: what every modifier method returns.
///
/// The `Modifier` describes what happens to the content: a layout node wraps it (padding, frames),
/// or the content's nodes are annotated (ids, priorities, styles), or its environment changes (fonts).
nonisolated public struct ModifiedContent<Content: View, Modifier: _LayoutshotModifier>: View, PrimitiveView {
    public var content: Content
    public var modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }

    @MainActor func buildNodes(_ builder: inout GraphBuilder, into nodes: inout [Node]) {
        // The modifier most views carry, without a conformance lookup.
        if Modifier.self == _NodeModifier.self {
            return withAddress(of: modifier, as: _NodeModifier.self) { address in
                lending(address, as: _NodeModifier.self) { modifier in modifier.apply(to: content, &builder, into: &nodes) }
            }
        }
        (modifier as! any InternalModifier).apply(to: content, &builder, into: &nodes)
    }
}

/// A built-in modifier: what `ModifiedContent` applies. (User-defined modifiers are `ViewModifier`s.)
public protocol _LayoutshotModifier {}

protocol InternalModifier: _LayoutshotModifier {
    @MainActor func apply<Content: View>(to content: Content, _ builder: inout GraphBuilder, into nodes: inout [Node])
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

    /// (Inlined into `ModifiedContent.buildNodes`: a frame fewer for every modifier's view.)
    @inline(__always)
    @MainActor func apply<Content: View>(to content: Content, _ builder: inout GraphBuilder, into nodes: inout [Node]) {
        builder.modify(content, into: &nodes, rule, extra: decorations, problems: problems)
    }
}

/// A modifier that changes the content's nodes without adding one (ids, priorities, layout values, styles).
public struct _AnnotationModifier: InternalModifier {
    let change: (Node) -> Void

    @MainActor func apply<Content: View>(to content: Content, _ builder: inout GraphBuilder, into nodes: inout [Node]) {
        builder.annotate(content, into: &nodes, change)
    }
}

/// A modifier that changes the environment the content is built in (fonts, colours, line limits).
public struct _EnvironmentModifier: InternalModifier {
    let change: (inout BuildEnvironment) -> Void

    @MainActor func apply<Content: View>(to content: Content, _ builder: inout GraphBuilder, into nodes: inout [Node]) {
        Self.apply(change, to: content, &builder, into: &nodes)
    }

    /// Builds `content` in the environment `change` makes of the builder's.
    @MainActor static func apply<Content: View>(_ change: (inout BuildEnvironment) -> Void, to content: Content,
                                                _ builder: inout GraphBuilder, into nodes: inout [Node]) {
        let before = builder.environment.values.layoutDirection
        var after = before
        let appearanceBefore = NodeAppearance(builder.environment.values)
        var appearanceAfter = appearanceBefore
        let start = nodes.count
        builder.withEnvironment(content, into: &nodes) { environment in
            change(&environment)
            after = environment.values.layoutDirection
            appearanceAfter = NodeAppearance(environment.values)
        }
        // Where the colour scheme, platform, tint or accent changes, renderers draw colours in the
        // new appearance (`NodeStyle.appearance`).
        // A mark an inner modifier left on the same node already holds these values (it was built
        // in this environment) and wins.
        if appearanceAfter != appearanceBefore {
            for node in nodes[start...] where node.style.appearance == nil { node.style.appearance = appearanceAfter }
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

/// A modifier that puts a style into the environment (`.buttonStyle(_:)`, `.toggleStyle(_:)`, …).
///
/// SwiftUI declares the style modifiers `nonisolated` and does not require a style to be
/// `Sendable` (https://developer.apple.com/documentation/swiftui/view/togglestyle(_:)). The
/// modifier keeps the style as a value, as the view keeps its other arguments, and makes the
/// style's main-actor body (`set`, which captures nothing) part of the environment only when the
/// content is built, on the main actor: no style crosses from the caller's isolation into a
/// main-actor closure while the modifier is made off it.
public struct _StyleModifier<Style>: InternalModifier {
    let style: Style
    let set: @MainActor (Style, inout BuildEnvironment) -> Void

    @MainActor func apply<Content: View>(to content: Content, _ builder: inout GraphBuilder, into nodes: inout [Node]) {
        _EnvironmentModifier.apply({ set(style, &$0) }, to: content, &builder, into: &nodes)
    }
}
