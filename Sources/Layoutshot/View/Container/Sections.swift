/// Custom containers with sections (iOS 18): `Group(sections:transform:)`,
/// `ForEach(sections:content:)`, `SectionConfiguration` and `SectionCollection`, as SwiftUI
/// declares them (https://developer.apple.com/documentation/swiftui/sectionconfiguration).
///
/// The content's subviews are resolved as for `Group(subviews:)` (`Subviews.swift`); each
/// `Section` among them is a section with its header, content and footer as subviews, and the
/// views between sections are gathered, in order, into sections with no header or footer, as
/// SwiftUI gathers them.

/// The parts of a `Section`, read when a container resolves its content into sections.
protocol SectionParts {
    @MainActor var headerView: any View { get }
    @MainActor var contentView: any View { get }
    @MainActor var footerView: any View { get }
}

extension Section: SectionParts {
    var headerView: any View { header }
    var contentView: any View { content }
    var footerView: any View { footer }
}

/// One section of a container's content, as SwiftUI's `SectionConfiguration`.
public struct SectionConfiguration: Identifiable {
    /// A section's identity: where it is in the content.
    public struct ID: Hashable, Sendable {
        let path: [String]
    }

    public let id: ID
    /// The values the `Section` view passes to its container.
    public let containerValues: ContainerValues
    /// The header's subviews (empty when the section has none).
    public let header: SubviewsCollection
    /// The section's content.
    public let content: SubviewsCollection
    /// The footer's subviews.
    public let footer: SubviewsCollection
}

/// The sections of a view, as SwiftUI's `SectionCollection`.
public struct SectionCollection: RandomAccessCollection {
    let sections: [SectionConfiguration]
    public var startIndex: Int { sections.startIndex }
    public var endIndex: Int { sections.endIndex }
    public subscript(position: Int) -> SectionConfiguration { sections[position] }
}

extension GraphBuilder {
    /// The sections `view` resolves to.
    mutating func resolveSections(ofAny view: any View) -> SectionCollection {
        var list: [ViewElement] = []
        resolveElements(ofAny: view, path: [], into: &list)
        var sections: [SectionConfiguration] = []
        var loose: [ViewElement] = []
        func flush() {
            guard !loose.isEmpty else { return }
            sections.append(SectionConfiguration(id: .init(path: loose[0].path.map { String(describing: $0) } + ["implicit"]),
                                                 containerValues: ContainerValues(), header: SubviewsCollection([]),
                                                 content: SubviewsCollection(loose), footer: SubviewsCollection([])))
            loose.removeAll()
        }
        for element in list {
            guard let section = element.view as? any SectionParts else {
                loose.append(element)
                continue
            }
            flush()
            var header: [ViewElement] = [], content: [ViewElement] = [], footer: [ViewElement] = []
            resolveElements(ofAny: section.headerView, path: element.path + ["header"], into: &header)
            resolveElements(ofAny: section.contentView, path: element.path + ["content"], into: &content)
            resolveElements(ofAny: section.footerView, path: element.path + ["footer"], into: &footer)
            sections.append(SectionConfiguration(id: .init(path: element.path.map { String(describing: $0) }),
                                                 containerValues: element.values, header: SubviewsCollection(header),
                                                 content: SubviewsCollection(content), footer: SubviewsCollection(footer)))
        }
        flush()
        return SectionCollection(sections: sections)
    }
}

/// The content of `Group(sections:transform:)`, as SwiftUI's `GroupSectionsOfContent`.
nonisolated public struct GroupSectionsOfContent<Sections: View, Content: View>: View, PrimitiveView {
    let sections: Sections
    let transform: (SectionCollection) -> Content

    @MainActor func buildNodes(_ builder: inout GraphBuilder, into nodes: inout [Node]) {
        let collection = builder.resolveSections(ofAny: sections)
        builder.append(builder.userCode { transform(collection) }, into: &nodes)
    }
}

extension Group {
    /// The sections of `view`, handed to `transform` to arrange, as SwiftUI's
    /// `Group(sections:transform:)`.
    public init<Base: View, Result: View>(sections view: Base, @ViewBuilder transform: @escaping (SectionCollection) -> Result)
        where Content == GroupSectionsOfContent<Base, Result> {
        self.content = GroupSectionsOfContent(sections: view, transform: transform)
    }
}

/// The data of `ForEach(sections:content:)`, as SwiftUI's `ForEachSectionCollection`: the
/// sections of a view, resolved when the `ForEach` is built (until then it is empty).
public struct ForEachSectionCollection<Content: View>: RandomAccessCollection, _DeferredForEachData {
    let base: any View

    public typealias Element = SectionConfiguration
    public var startIndex: Int { 0 }
    public var endIndex: Int { 0 }
    public subscript(position: Int) -> SectionConfiguration {
        preconditionFailure("ForEachSectionCollection's sections are resolved when its ForEach is built")
    }

    @MainActor func resolve(_ builder: inout GraphBuilder) -> [(element: Any, id: AnyHashable)] {
        builder.resolveSections(ofAny: base).sections.map { ($0, AnyHashable($0.id)) }
    }
}


extension ForEach where Data == ForEachSectionCollection<Content>, ID == SectionConfiguration.ID {
    /// A view for each section of `view`, as SwiftUI's `ForEach(sections:content:)`.
    public init<V: View>(sections view: V, @ViewBuilder content: @escaping (SectionConfiguration) -> Content) {
        self.init(ForEachSectionCollection(base: view), id: \.id, content: content)
    }
}
