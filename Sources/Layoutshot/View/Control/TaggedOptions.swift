/// The views a `Picker` or a `TabView` chooses among, built once, and which one is chosen: the
/// first whose tag (`.tag(_:)`, or inside a `ForEach` its element's id, which SwiftUI uses as
/// the implicit tag of a `ForEach`'s views) equals the selection.
@MainActor struct TaggedOptions {
    /// One node per option, in order.
    var nodes: [Node]
    /// The index of the chosen option, nil when no tag equals the selection.
    var selected: Int?

    /// Builds `content` with the environment `configure` makes, its `ForEach` views tagged by id.
    static func build<Content: View>(_ content: Content, selection: AnyHashable?, _ builder: inout GraphBuilder,
                                     configure: (inout BuildEnvironment) -> Void = { _ in }) -> TaggedOptions {
        let saved = builder.environment
        builder.environment.values._tagsViewsByID = true
        configure(&builder.environment)
        var nodes: [Node] = []
        builder.append(content, into: &nodes)
        builder.environment = saved
        let selected = selection.flatMap { selection in nodes.firstIndex { $0.tag == selection } }
        return TaggedOptions(nodes: nodes, selected: selected)
    }
}

/// Nodes already built, appended as they are: how a control arranges options it has built (to
/// find their tags) inside views of its own.
struct _BuiltNodes: View, PrimitiveView {
    let nodes: [Node]
    func buildNodes(_ builder: inout GraphBuilder, into nodes: inout [Node]) {
        nodes.append(contentsOf: self.nodes)
    }
}

private struct TagsViewsByIDKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Set while a picker or tab view builds its options: a `ForEach` tags each of its views with
    /// its element's id, unless the view has a tag of its own.
    var _tagsViewsByID: Bool {
        get { self[TagsViewsByIDKey.self] }
        set { self[TagsViewsByIDKey.self] = newValue }
    }
}
