/// Views made from a collection, as SwiftUI's `ForEach`: each element's id identifies its view
/// across updates (a `LayoutHost` matches old and new views by it).
///
/// As in SwiftUI, the `View` conformance is in an extension, so the type and its initialisers are
/// not main-actor: a nonisolated `@ViewBuilder` function may make one (only building its views
/// runs `content`, on the main actor).
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View> {
    /// The collection the views are made from.
    public var data: Data
    /// The closure that makes a view of an element.
    public var content: (Data.Element) -> Content
    /// Where each element's id is (a key path, not a closure over one: no context to allocate).
    let idPath: KeyPath<Data.Element, ID>

    /// A view for each element of `data`, identified by the key path `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.idPath = id
    }
}

extension ForEach: View, PrimitiveView {
    func buildNodes(_ builder: inout GraphBuilder, into nodes: inout [Node]) {
        // `ForEach(0..<n)`, the commonest, first, in plain integers: unspecialised, a generic
        // range's index steps are runtime calls, and so are the casts of the data and the closure
        // to their concrete types and the deferred-data conformance lookup below (together about
        // 350 instructions a ForEach: `Benchmarks/PROFILE.md`). Ids only identify views across
        // updates: a build that matches nothing does not read them.
        // (Each way in a function of its own: unspecialised code finds, on entry, the metadata
        // every path below may need, `Data.Element`, `Data.Index` and an optional of the
        // element among them, about 400 instructions a ForEach the integer path does not use.)
        if Data.self == Range<Int>.self, !builder.reconciling,
           builder.environment.values.revision == 0 || !builder.environment.values._tagsViewsByID {
            return buildIntegers(&builder, into: &nodes)
        }
        buildElements(&builder, into: &nodes)
    }

    /// `ForEach(0..<n)` in a build that matches nothing and tags nothing by id.
    /// (Inlined into `buildNodes`: a frame fewer between a container and its views.)
    @inline(__always)
    @MainActor private func buildIntegers(_ builder: inout GraphBuilder, into nodes: inout [Node]) {
        // `Data` is `Range<Int>` (the metatypes compared by the caller), so `Data.Element` is
        // `Int`: the range is cast to its own type by the storage folder's checked
        // `sameTypeValue`, and each integer to the element type `content` takes, in a function
        // generic over that type. (Not the closure cast to `(Int) -> Content`: unspecialised,
        // that function type's metadata and the stored closure's are looked up in the runtime's
        // hash table on every call, about 270 instructions a ForEach. Nor the integers cast here:
        // `Data.Element` looked up per element, and a closure that captures `self` looks up the
        // `ForEach` type's metadata each time it runs.)
        let range = sameTypeValue(data, as: Range<Int>.self)
        // A container's children are most often one ForEach of one view each: room for
        // them at once, not by doubling. (Only into an empty array: reserving exact room
        // for each of several ForEach would copy the array each time.)
        if nodes.isEmpty { nodes.reserveCapacity(range.count) }
        appendIntegers(range, content, &builder, into: &nodes)
    }

    /// Every other `ForEach`: any data, and any build.
    @MainActor @inline(never) private func buildElements(_ builder: inout GraphBuilder, into nodes: inout [Node]) {
        let tagsByID = builder.environment.values.revision != 0 && builder.environment.values._tagsViewsByID
        // `ForEach(subviews:)`, `ForEach(sections:)`: the data is resolved now (`Container/Subviews.swift`).
        if Data.self is any _DeferredForEachData.Type, let deferred = data as? any _DeferredForEachData {
            for (resolved, id) in deferred.resolve(&builder) {
                guard let element = resolved as? Data.Element else { continue }
                builder.append(builder.userCode { content(element) }, into: &nodes, identity: id)
            }
            return
        }
        if tagsByID {
            return buildTaggedByID(&builder, into: &nodes)
        }
        guard builder.reconciling else {
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

/// The views `content` makes of the integers of `range`, whose element type `Element` is `Int`.
@MainActor private func appendIntegers<Element, Content: View>(_ range: Range<Int>, _ content: (Element) -> Content,
                                                              _ builder: inout GraphBuilder, into nodes: inout [Node]) {
    for integer in range {
        let element = sameTypeValue(integer, as: Element.self)
        builder.append(builder.userCode { content(element) }, into: &nodes)
    }
}

extension ForEach {
    /// Inside a `Picker` or `TabView` (`TaggedOptions`): each view without a tag of its own is
    /// tagged with its element's id, as SwiftUI tags a `ForEach`'s views.
    @MainActor private func buildTaggedByID(_ builder: inout GraphBuilder, into nodes: inout [Node]) {
        for element in data {
            let id = builder.userCode { element[keyPath: idPath] }
            let start = nodes.count
            builder.append(builder.userCode { content(element) }, into: &nodes, identity: id)
            for node in nodes[start...] where node.tag == nil { node.tag = AnyHashable(id) }
        }
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// A view for each element of `data`, identified by its `id`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// A view for each integer of a constant range.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

extension ForEach where Data == ClosedRange<Int>, ID == Int {
    /// A view for each integer of a constant closed range.
    public init(_ data: ClosedRange<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}
