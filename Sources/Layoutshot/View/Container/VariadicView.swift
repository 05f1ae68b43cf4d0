/// SwiftUI's variadic views, the underscored API custom containers were written with before iOS
/// 18 (and still are in much public layout code): a `_VariadicView.Tree` hands the views its
/// content resolves to (`_VariadicView.Children`, resolved as `Group(subviews:)` resolves them:
/// `Subviews.swift`) to its root's `body(children:)`. Declared as SwiftUI's interface declares
/// them (`_VariadicView`, `_VariadicView_Root`, `_VariadicView_ViewRoot`,
/// `_VariadicView_UnaryViewRoot`, `_VariadicView_MultiViewRoot`, `_VariadicView_Children`,
/// `_ViewTraitKey`, `View._trait(_:_:)`).
///
/// A unary root's body is one view to the container around the tree: when it makes several, they
/// are stacked vertically (a `VStack`, SwiftUI's implicit root on iOS). A multi-view root's body
/// gives the container each of its views.
public enum _VariadicView {
    public typealias Root = _VariadicView_Root
    public typealias ViewRoot = _VariadicView_ViewRoot
    public typealias Children = _VariadicView_Children
    public typealias UnaryViewRoot = _VariadicView_UnaryViewRoot
    public typealias MultiViewRoot = _VariadicView_MultiViewRoot

    /// A root and the content whose views it arranges.
    public struct Tree<Root: _VariadicView_Root, Content> {
        public var root: Root
        public var content: Content

        public init(_ root: Root, @ViewBuilder content: () -> Content) {
            self.root = root
            self.content = content()
        }
    }
}

/// What arranges a variadic view's children.
public protocol _VariadicView_Root {
    static var _viewListOptions: Int { get }
}

extension _VariadicView_Root {
    public static var _viewListOptions: Int { 0 }
}

/// A root whose body is a view made from the children.
@MainActor @preconcurrency
public protocol _VariadicView_ViewRoot: _VariadicView_Root {
    associatedtype Body: View
    @ViewBuilder func body(children: _VariadicView.Children) -> Self.Body
}

/// A root whose body is one view to the container around it.
@MainActor @preconcurrency
public protocol _VariadicView_UnaryViewRoot: _VariadicView_ViewRoot {}

/// A root whose body's views are each a view of the container around it.
@MainActor @preconcurrency
public protocol _VariadicView_MultiViewRoot: _VariadicView_ViewRoot {}

/// A key for a value a view passes to a variadic view's root (`._trait(Key.self, value)`), read
/// with `child[Key.self]`.
public protocol _ViewTraitKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}

/// The views a variadic view's content resolves to: a collection, and a view (all of them).
public struct _VariadicView_Children: RandomAccessCollection {
    /// One child: a view, with its identity and traits.
    public struct Element: Identifiable {
        var element: ViewElement

        /// The child's identity (its explicit `.id` if it has one, else where it is in the content).
        public var id: AnyHashable {
            AnyHashable(element.path.map { String(describing: $0) })
        }

        /// The child's explicit id as `ID`, if it has one of that type (the id of its `ForEach` element).
        public func id<ID: Hashable>(as _: ID.Type = ID.self) -> ID? {
            element.path.last.flatMap { $0.base as? ID }
        }

        /// The value of a trait the view set with `._trait(_:_:)`, or the trait's default.
        public subscript<Trait: _ViewTraitKey>(key: Trait.Type) -> Trait.Value {
            get { element.values[trait: key] }
            set { element.values[trait: key] = newValue }
        }
    }

    let elements: [Element]

    init(_ list: [ViewElement]) { elements = list.map { Element(element: $0) } }

    public var startIndex: Int { elements.startIndex }
    public var endIndex: Int { elements.endIndex }
    public subscript(index: Int) -> Element { elements[index] }
}

// Views through extensions, as SwiftUI declares them: the collection and its elements are not
// main-actor code.
extension _VariadicView_Children: View, PrimitiveView {
    func buildNodes(_ builder: inout GraphBuilder, into nodes: inout [Node]) {
        for child in elements { builder.append(child, into: &nodes) }
    }
}

extension _VariadicView_Children.Element: View, PrimitiveView {
    func buildNodes(_ builder: inout GraphBuilder, into nodes: inout [Node]) {
        builder.append(AnyView(erasingAny: element.view), into: &nodes, identity: id)
    }
}

extension _VariadicView.Tree: View where Root: _VariadicView_ViewRoot, Content: View {
    public typealias Body = Never
}

extension _VariadicView.Tree: _PrimitiveView where Root: _VariadicView_ViewRoot, Content: View {}

extension _VariadicView.Tree: PrimitiveView where Root: _VariadicView_ViewRoot, Content: View {
    func buildNodes(_ builder: inout GraphBuilder, into nodes: inout [Node]) {
        var list: [ViewElement] = []
        builder.resolveElements(of: content, into: &list)
        let children = _VariadicView_Children(list)
        let body = builder.userCode { root.body(children: children) }
        guard Root.self is any _VariadicView_UnaryViewRoot.Type else {
            return builder.append(body, into: &nodes)
        }
        var made: [Node] = []
        builder.append(body, into: &made)
        if made.count <= 1 {
            nodes += made
        } else {
            nodes.append(Node(VStackLayout().box, children: made, in: builder.arenaHandle))
            builder.nodeCount += 1
        }
    }
}

extension _VariadicView.Tree: ViewListSource where Root: _VariadicView_ViewRoot, Content: View {
    /// A multi-view root's views are each a subview of a container around the tree; a unary
    /// root's body is one.
    func resolveElements(_ builder: inout GraphBuilder, path: [AnyHashable], into list: inout [ViewElement]) {
        guard Root.self is any _VariadicView_MultiViewRoot.Type else {
            list.append(ViewElement(view: self, path: path, values: ContainerValues()))
            return
        }
        var children: [ViewElement] = []
        builder.resolveElements(of: content, into: &children)
        let body = builder.userCode { root.body(children: _VariadicView_Children(children)) }
        builder.resolveElements(of: body, path: path, into: &list)
    }
}
