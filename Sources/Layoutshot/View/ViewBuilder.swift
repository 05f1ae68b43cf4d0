/// Builds views from closures, as SwiftUI's `@ViewBuilder`: any number of children, `if`/`else`,
/// optionals, `switch`, `for`-free `ForEach`.
///
/// Not main-actor, as SwiftUI's `ViewBuilder` is not: a nonisolated `@ViewBuilder` function may
/// make views (the initialisers the builder calls are `nonisolated`); only building them into
/// nodes runs on the main actor.
@resultBuilder
public enum ViewBuilder {
    /// An empty block: an `EmptyView`.
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// A block of one view: the view itself.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// A block of several views, as a `TupleView` of them.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        var children: [any View] = []
        for view in repeat each content { children.append(view) }
        return TupleView(value: (repeat each content), children: children)
    }

    /// A view of a block, as it is.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    /// An `if` without an `else`: the view, or nothing.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    /// The `if` branch of an `if`-`else` or the first case of a `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// The `else` branch of an `if`-`else`, or a later case of a `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// An `if #available` branch, type-erased.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}
