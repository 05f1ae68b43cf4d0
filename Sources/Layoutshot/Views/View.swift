/// A piece of user interface, as SwiftUI's `View`: either a composition (its `body`) or one of
/// Layoutshot's primitives (stacks, leaves, modifiers), which the engine turns into nodes.
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

/// Marks Layoutshot's primitive views, whose body is never asked for.
public protocol _PrimitiveView {}

extension _PrimitiveView {
    public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}

/// A view the graph builder turns into nodes directly, without asking for its body.
protocol PrimitiveView: _PrimitiveView {
    func buildNodes(_ builder: inout GraphBuilder, into nodes: inout [Node])
}

/// A view that lays its content out with a built-in layout (`ZStack`, `Grid`, `GridRow`, the lazy
/// grids): one container node whose children are the content's views. Each such view names its
/// layout and content; how it becomes a node is written here once.
protocol LayoutContainerView: PrimitiveView {
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

/// A view that produces no nodes, as SwiftUI's `EmptyView`.
public struct EmptyView: View, PrimitiveView {
    public init() {}
    func buildNodes(_ builder: inout GraphBuilder, into nodes: inout [Node]) {}
}

/// A type-erased view, as SwiftUI's `AnyView`.
public struct AnyView: View, PrimitiveView {
    let storage: Storage
    var view: any View { storage.view }

    /// The erased view, in a box whose `deinit` lets a chain of `AnyView`s 100,000 deep be freed
    /// link by link (see `ChainRelease`).
    typealias Storage = ChainRelease.ErasedView

    public init<V: View>(_ view: V) {
        // (The metatype comparison first: a cast from a generic value costs a runtime call.)
        if V.self == AnyView.self, let erased = view as? AnyView {
            self.storage = erased.storage
        } else {
            self.storage = Storage(view)
        }
    }

    public init<V: View>(erasing view: V) { self.init(view) }

    func buildNodes(_ builder: inout GraphBuilder, into nodes: inout [Node]) {
        builder.appendAny(view, into: &nodes)
    }
}

/// Several views side by side in a container, as SwiftUI's `TupleView` (made by `@ViewBuilder`).
public struct TupleView<T>: View, PrimitiveView {
    public var value: T
    let children: [any View]

    init(value: T, children: [any View]) {
        self.value = value
        self.children = children
    }

    func buildNodes(_ builder: inout GraphBuilder, into nodes: inout [Node]) {
        for (offset, child) in children.enumerated() {
            builder.append(child, into: &nodes, identity: offset)
        }
    }
}

/// A group of views that its container lays out as its own subviews, as SwiftUI's `Group`.
public struct Group<Content: View>: View, PrimitiveView {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    func buildNodes(_ builder: inout GraphBuilder, into nodes: inout [Node]) {
        builder.append(content, into: &nodes)
    }
}

/// One of two views, as SwiftUI's `_ConditionalContent` (made by `if`/`else` in `@ViewBuilder`).
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage

    func buildNodes(_ builder: inout GraphBuilder, into nodes: inout [Node]) {
        switch storage {
        case .trueContent(let view): builder.append(view, into: &nodes, identity: true)
        case .falseContent(let view): builder.append(view, into: &nodes, identity: false)
        }
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

extension Optional: _PrimitiveView where Wrapped: View {}

extension Optional: PrimitiveView where Wrapped: View {
    func buildNodes(_ builder: inout GraphBuilder, into nodes: inout [Node]) {
        if let view = self { builder.append(view, into: &nodes) }
    }
}

/// Builds views from closures, as SwiftUI's `@ViewBuilder`: any number of children, `if`/`else`,
/// optionals, `switch`, `for`-free `ForEach`.
@resultBuilder
public enum ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }

    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        var children: [any View] = []
        for view in repeat each content { children.append(view) }
        return TupleView(value: (repeat each content), children: children)
    }

    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// Views made from a collection, as SwiftUI's `ForEach`: each element's id identifies its view
/// across updates (a `LayoutHost` matches old and new views by it).
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
    public var data: Data
    public var content: (Data.Element) -> Content
    /// Where each element's id is (a key path, not a closure over one: no context to allocate).
    let idPath: KeyPath<Data.Element, ID>

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.idPath = id
    }

    func buildNodes(_ builder: inout GraphBuilder, into nodes: inout [Node]) {
        guard builder.reconciling else {
            // Ids only identify views across updates: a build that matches nothing does not read them.
            // `ForEach(0..<n)`, the commonest, counts in plain integers: unspecialised, a generic
            // range's index steps are runtime calls. (The metatype comparison first: casts cost.)
            if Data.self == Range<Int>.self, let range = data as? Range<Int>, let make = content as? (Int) -> Content {
                // A container's children are most often one ForEach of one view each: room for
                // them at once, not by doubling. (Only into an empty array: reserving exact room
                // for each of several ForEach would copy the array each time.)
                if nodes.isEmpty { nodes.reserveCapacity(range.count) }
                for element in range { builder.append(builder.userCode { make(element) }, into: &nodes) }
                return
            }
            // Others by index rather than `for … in`: unspecialised, an `IndexingIterator` costs
            // several runtime calls per element.
            var index = data.startIndex
            let end = data.endIndex
            while index != end {
                let element = data[index]
                builder.append(builder.userCode { content(element) }, into: &nodes)
                data.formIndex(after: &index)
            }
            return
        }
        for element in data {
            builder.append(builder.userCode { content(element) }, into: &nodes, identity: builder.userCode { element[keyPath: idPath] })
        }
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

extension ForEach where Data == ClosedRange<Int>, ID == Int {
    public init(_ data: ClosedRange<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

/// A view that skips its update when its new value equals the old, as SwiftUI's `EquatableView`:
/// a `LayoutHost` keeps the old subtree, with its measurements, without building the new one.
public struct EquatableView<Content: View & Equatable>: View, PrimitiveView {
    public var content: Content
    public init(content: Content) { self.content = content }
    func buildNodes(_ builder: inout GraphBuilder, into nodes: inout [Node]) {
        builder.appendEquatable(content, into: &nodes)
    }
}

extension View where Self: Equatable {
    /// Wraps the view so that an update with an equal value keeps the old subtree.
    public func equatable() -> EquatableView<Self> { EquatableView(content: self) }
}
