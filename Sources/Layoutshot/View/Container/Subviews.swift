/// Custom containers (iOS 18): `Group(subviews:transform:)`, `ForEach(subviews:content:)`,
/// `Subview` and `SubviewsCollection`, as SwiftUI declares them
/// (https://developer.apple.com/documentation/swiftui/creating-custom-container-views).
///
/// A view's subviews are the views it resolves to when it is built: a view builder's views one by
/// one, each element of a `ForEach`, the content of a `Group`, of an `if` and of an `AnyView`, a
/// modifier applied to a group of views applied to each of them, and a custom view's body, resolved
/// the same way. Every other view (a `Text`, a stack, a `Section`) is one subview. A subview is a
/// view: the container places it, modifies it or drops it, and it is built where it is placed, in
/// the environment there.

/// One view of a resolved view list, with where it came from and what it tells its container.
struct ViewElement {
    var view: any View
    /// Its identity inside the list: tuple positions, branches and `ForEach` ids.
    var path: [AnyHashable]
    var values: ContainerValues
}

/// Views that resolve into several subviews (or none); every other view is one.
protocol ViewListSource {
    @MainActor func resolveElements(_ builder: inout GraphBuilder, path: [AnyHashable], into list: inout [ViewElement])
}

extension GraphBuilder {
    /// The subviews `view` resolves to.
    mutating func resolveElements<V: View>(of view: V, path: [AnyHashable] = [], into list: inout [ViewElement]) {
        if let source = view as? any ViewListSource {
            source.resolveElements(&self, path: path, into: &list)
        } else if view is any PrimitiveView {
            list.append(ViewElement(view: view, path: path, values: ContainerValues()))
        } else {
            resolveElements(of: userCode { view.body }, path: path, into: &list)
        }
    }

    mutating func resolveElements(ofAny view: any View, path: [AnyHashable], into list: inout [ViewElement]) {
        resolveOpened(view, path: path, into: &list)
    }

    private mutating func resolveOpened<V: View>(_ view: V, path: [AnyHashable], into list: inout [ViewElement]) {
        resolveElements(of: view, path: path, into: &list)
    }
}

extension TupleView: ViewListSource {
    @MainActor func resolveElements(_ builder: inout GraphBuilder, path: [AnyHashable], into list: inout [ViewElement]) {
        for (offset, child) in children.enumerated() {
            builder.resolveElements(ofAny: child, path: path + [AnyHashable(offset)], into: &list)
        }
    }
}

extension Group: ViewListSource {
    @MainActor func resolveElements(_ builder: inout GraphBuilder, path: [AnyHashable], into list: inout [ViewElement]) {
        builder.resolveElements(of: content, path: path, into: &list)
    }
}

extension EmptyView: ViewListSource {
    @MainActor func resolveElements(_ builder: inout GraphBuilder, path: [AnyHashable], into list: inout [ViewElement]) {}
}

extension Optional: ViewListSource where Wrapped: View {
    @MainActor func resolveElements(_ builder: inout GraphBuilder, path: [AnyHashable], into list: inout [ViewElement]) {
        if let view = self { builder.resolveElements(of: view, path: path, into: &list) }
    }
}

extension _ConditionalContent: ViewListSource {
    @MainActor func resolveElements(_ builder: inout GraphBuilder, path: [AnyHashable], into list: inout [ViewElement]) {
        switch storage {
        case .trueContent(let view): builder.resolveElements(of: view, path: path + [AnyHashable(true)], into: &list)
        case .falseContent(let view): builder.resolveElements(of: view, path: path + [AnyHashable(false)], into: &list)
        }
    }
}

extension AnyView: ViewListSource {
    @MainActor func resolveElements(_ builder: inout GraphBuilder, path: [AnyHashable], into list: inout [ViewElement]) {
        builder.resolveElements(ofAny: view, path: path, into: &list)
    }
}

extension ForEach: ViewListSource {
    @MainActor func resolveElements(_ builder: inout GraphBuilder, path: [AnyHashable], into list: inout [ViewElement]) {
        if let deferred = data as? any _DeferredForEachData {
            for (resolved, id) in deferred.resolve(&builder) {
                guard let element = resolved as? Data.Element else { continue }
                let made = builder.userCode { content(element) }
                builder.resolveElements(of: made, path: path + [id], into: &list)
            }
            return
        }
        for element in data {
            let id = builder.userCode { element[keyPath: idPath] }
            let made = builder.userCode { content(element) }
            builder.resolveElements(of: made, path: path + [AnyHashable(id)], into: &list)
        }
    }
}

extension ModifiedContent: ViewListSource {
    @MainActor func resolveElements(_ builder: inout GraphBuilder, path: [AnyHashable], into list: inout [ViewElement]) {
        let start = list.count
        builder.resolveElements(of: content, path: path, into: &list)
        if let values = modifier as? _ContainerValueModifier {
            for index in start..<list.count { list[index].values.fill(from: values.values) }
            return
        }
        // A modifier of a group of views is applied to each of them.
        for index in start..<list.count {
            list[index].view = ModifiedContent<AnyView, Modifier>(content: AnyView(erasingAny: list[index].view), modifier: modifier)
        }
    }
}

extension _UserModifiedContent: ViewListSource {
    @MainActor func resolveElements(_ builder: inout GraphBuilder, path: [AnyHashable], into list: inout [ViewElement]) {
        let start = list.count
        builder.resolveElements(of: content, path: path, into: &list)
        for index in start..<list.count {
            list[index].view = _UserModifiedContent<AnyView, Modifier>(content: AnyView(erasingAny: list[index].view), modifier: modifier)
        }
    }
}

extension AnyView {
    /// Erases a view whose type is known only at run time.
    init(erasingAny view: any View) {
        if let erased = view as? AnyView { self = erased } else { self = Self.open(view) }
    }

    private static func open<V: View>(_ view: V) -> AnyView { AnyView(view) }
}

/// A view of a container's content, as SwiftUI's `Subview` (iOS 18): what `Group(subviews:)` and
/// `ForEach(subviews:)` hand the container, one per view the content resolves to. Place it as a
/// view; read `containerValues` for what the view set with `.containerValue(_:_:)`.
public struct Subview: Identifiable {
    /// A subview's identity: where it is in the content (tuple positions, branches, `ForEach` ids).
    public struct ID: Hashable, Sendable {
        let path: [String]
    }

    let element: ViewElement
    let index: Int

    /// The subview's identity, stable while the content keeps its structure and ids.
    public var id: ID { ID(path: element.path.map { String(describing: $0) }) }

    /// The values the view passes to its container.
    public var containerValues: ContainerValues { element.values }
}

/// A subview is a view; its conformance is in an extension, as SwiftUI's is, so the type and its
/// collection's members are not main-actor code.
extension Subview: View, PrimitiveView {
    @MainActor func buildNodes(_ builder: inout GraphBuilder, into nodes: inout [Node]) {
        builder.append(AnyView(erasingAny: element.view), into: &nodes, identity: id)
    }
}

/// The subviews of a view, as SwiftUI's `SubviewsCollection` (iOS 18): a random-access
/// collection of `Subview`s that is itself a view (its subviews, one after the other).
public struct SubviewsCollection: RandomAccessCollection {
    let elements: [Subview]

    init(_ elements: [ViewElement]) { self.elements = elements.enumerated().map { Subview(element: $1, index: $0) } }

    public var startIndex: Int { elements.startIndex }
    public var endIndex: Int { elements.endIndex }
    public subscript(position: Int) -> Subview { elements[position] }
    public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice { SubviewsCollectionSlice(base: self, bounds: bounds) }
}

extension SubviewsCollection: View, PrimitiveView {
    @MainActor func buildNodes(_ builder: inout GraphBuilder, into nodes: inout [Node]) {
        for subview in elements { builder.append(subview, into: &nodes) }
    }
}

/// A part of a `SubviewsCollection`, as SwiftUI's `SubviewsCollectionSlice`: also a view.
public struct SubviewsCollectionSlice: RandomAccessCollection {
    let base: SubviewsCollection
    let bounds: Range<Int>

    public var startIndex: Int { bounds.lowerBound }
    public var endIndex: Int { bounds.upperBound }
    public subscript(position: Int) -> Subview { base[position] }
    public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice { SubviewsCollectionSlice(base: base, bounds: bounds) }
}

extension SubviewsCollectionSlice: View, PrimitiveView {
    @MainActor func buildNodes(_ builder: inout GraphBuilder, into nodes: inout [Node]) {
        for index in bounds { builder.append(base[index], into: &nodes) }
    }
}

/// A `ForEach`'s data that is known only when the `ForEach` is built (`ForEach(subviews:)`,
/// `ForEach(sections:)`): its elements with their ids.
protocol _DeferredForEachData {
    @MainActor func resolve(_ builder: inout GraphBuilder) -> [(element: Any, id: AnyHashable)]
}

/// The data of `ForEach(subviews:content:)`, as SwiftUI's `ForEachSubviewCollection`: the
/// subviews of a view, resolved when the `ForEach` is built (until then it is empty).
public struct ForEachSubviewCollection<Content: View>: RandomAccessCollection, _DeferredForEachData {
    let base: any View

    public typealias Element = Subview
    public var startIndex: Int { 0 }
    public var endIndex: Int { 0 }
    public subscript(position: Int) -> Subview {
        preconditionFailure("ForEachSubviewCollection's subviews are resolved when its ForEach is built")
    }

    @MainActor func resolve(_ builder: inout GraphBuilder) -> [(element: Any, id: AnyHashable)] {
        var list: [ViewElement] = []
        builder.resolveElements(ofAny: base, path: [], into: &list)
        return SubviewsCollection(list).elements.map { ($0, AnyHashable($0.id)) }
    }
}

extension ForEach where Data == ForEachSubviewCollection<Content>, ID == Subview.ID {
    /// A view for each subview of `view`, as SwiftUI's `ForEach(subviews:content:)`:
    /// `ForEach(subviews: content) { subview in subview.padding() }`.
    public init<V: View>(subviews view: V, @ViewBuilder content: @escaping (Subview) -> Content) {
        self.init(ForEachSubviewCollection(base: view), id: \.id, content: content)
    }
}

/// The content of `Group(subviews:transform:)`, as SwiftUI's `GroupElementsOfContent`: the
/// transform's view of the subviews of `subviews`.
nonisolated public struct GroupElementsOfContent<Subviews: View, Content: View>: View, PrimitiveView {
    let subviews: Subviews
    let transform: (SubviewsCollection) -> Content

    @MainActor func buildNodes(_ builder: inout GraphBuilder, into nodes: inout [Node]) {
        var list: [ViewElement] = []
        builder.resolveElements(of: subviews, into: &list)
        let collection = SubviewsCollection(list)
        builder.append(builder.userCode { transform(collection) }, into: &nodes)
    }
}

extension Group {
    /// The subviews of `view`, handed to `transform` to arrange, as SwiftUI's
    /// `Group(subviews:transform:)`: `Group(subviews: content) { subviews in HStack { subviews[0]; … } }`.
    public init<Base: View, Result: View>(subviews view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result)
        where Content == GroupElementsOfContent<Base, Result> {
        self.content = GroupElementsOfContent(subviews: view, transform: transform)
    }
}
