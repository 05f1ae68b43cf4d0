/// A piece of user interface, as SwiftUI's `View`: either a composition (its `body`) or one of
/// Layoutshot's primitives (stacks, leaves, modifiers), which the engine turns into nodes.
@MainActor @preconcurrency
public protocol View {
    /// The type of view the body is made of.
    associatedtype Body: View
    /// The view's content: the views it is made of, rebuilt whenever the view is laid out.
    @ViewBuilder var body: Self.Body { get }
}

extension Never: View {
    /// Built-in views have no body of their own: the engine lays them out.
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

/// Marks Layoutshot's primitive views, whose body is never asked for.
public protocol _PrimitiveView {}

extension _PrimitiveView {
    public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}

/// A view the graph builder turns into nodes directly, without asking for its body.
///
/// Main-actor code, as every view's code is (a primitive reads the views it holds, which user code
/// made on the main actor), called by the builder (`GraphBuilder`), which is main-actor code too.
@MainActor protocol PrimitiveView: _PrimitiveView {
    func buildNodes(_ builder: inout GraphBuilder, into nodes: inout [Node])
}

/// A view that lays its content out with a built-in layout (`ZStack`, `Grid`, `GridRow`, the lazy
/// grids): one container node whose children are the content's views. Each such view names its
/// layout and content; how it becomes a node is written here once.
@MainActor protocol LayoutContainerView: PrimitiveView {
    associatedtype ContainerLayout: Layout
    associatedtype Content: View
    var layout: ContainerLayout { get }
    var content: Content { get }
    /// The axis the content's `Spacer`s grow along (nil, the default: both ways).
    static var spacerAxis: Axis? { get }
}

extension LayoutContainerView {
    static var spacerAxis: Axis? { nil }

    func buildNodes(_ builder: inout GraphBuilder, into nodes: inout [Node]) {
        nodes.append(builder.makeNode(LayoutBox(layout), content: content, containerAxis: .some(Self.spacerAxis)))
    }
}
