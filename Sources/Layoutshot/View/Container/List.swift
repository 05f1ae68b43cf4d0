/// A list of rows, as SwiftUI's `List` in its iOS default, inset-grouped look: rows of at least
/// 44 pt (Apple's minimum touch target, https://developer.apple.com/design/human-interface-guidelines/layout)
/// with UIKit's layout margin of leading and trailing padding, on rounded cards one margin in from
/// the edges (16 pt, or 20 on lists 390 pt wide and wider: `GroupedListMargins`), sections
/// 35 pt apart, on the grouped background, with hairline separators between the rows of a card
/// (`_GroupedRows.card`); it scrolls vertically, so it takes the height it is
/// offered. Each child view is a row; a `Section` is a card of its own with its header and footer.
nonisolated public struct List<SelectionValue: Hashable, Content: View>: View {
    let content: Content

    /// A list of the views `content` builds, each a row.
    public init(@ViewBuilder content: () -> Content) where SelectionValue == Never { self.content = content() }
    /// A list that binds a single selection; a picture shows nothing selected.
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) { self.content = content() }
    /// A list that binds a set of selected rows; a picture shows nothing selected.
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) { self.content = content() }

    /// A list with a row for each element of `data`, identified by its `id`.
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where SelectionValue == Never, Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }

    /// A list with a row for each element of `data`, identified by the key path `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                            @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where SelectionValue == Never, Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
    }

    /// A row for each integer of a constant range: `List(0..<5) { Text("Row \($0)") }`.
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
        where SelectionValue == Never, Content == ForEach<Range<Int>, Int, RowContent> {
        content = ForEach(data, content: rowContent)
    }

    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, selection: Binding<SelectionValue?>?,
                                                               @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }

    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, selection: Binding<Set<SelectionValue>>?,
                                                               @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                            selection: Binding<SelectionValue?>?,
                                                                            @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
    }

    @MainActor public var body: some View {
        _GroupedScroll(content: content).annotated { $0.style.title = "List" }
    }
}

/// A form of grouped controls, as SwiftUI's `Form`, drawn by the environment's form style
/// (`.formStyle(_:)`): on iOS the built-in styles draw the same inset-grouped look as `List`; your
/// own `FormStyle`'s `makeBody(configuration:)` draws what it likes around `configuration.content`.
nonisolated public struct Form<Content: View>: View {
    let content: Content
    /// The style `init(_ configuration:)` draws: the one outside the style that made it.
    var style: ErasedStyle<FormStyleConfiguration>? = nil
    @Environment(\.formStyle) private var environmentStyle
    /// A form of the controls `content` builds.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    @MainActor public var body: some View {
        (style ?? environmentStyle).makeBody(FormStyleConfiguration(content: .init(part: StyleConfigurationPart(content))))
            .annotated { $0.style.title = "Form" }
    }
}

extension Form where Content == FormStyleConfiguration.Content {
    /// The form a style is drawing, drawn by the style outside that style, as SwiftUI's
    /// `Form(_ configuration:)`.
    public init(_ configuration: FormStyleConfiguration) {
        content = configuration.content
        style = configuration.outerStyle ?? FormStyleConfiguration.defaultStyle
    }
}

/// What a form style draws, as SwiftUI's `FormStyleConfiguration` (iOS 16).
public struct FormStyleConfiguration: StyleConfiguration {
    /// The form's content, type-erased: SwiftUI's `FormStyleConfiguration.Content`, a main-actor
    /// view (https://developer.apple.com/documentation/swiftui/formstyleconfiguration/content-swift.struct).
    @MainActor @preconcurrency
    public struct Content: View {
        let part: StyleConfigurationPart
        /// The part as the form was given it.
        @MainActor public var body: AnyView { part.view }
    }
    /// The form's content.
    public let content: FormStyleConfiguration.Content
    var outerStyle: ErasedStyle<FormStyleConfiguration>?
    /// The platform's default style, drawn where no modifier sets one.
    static var defaultStyle: ErasedStyle<FormStyleConfiguration> { ErasedStyle { AnyView(AutomaticFormStyle().makeBody(configuration: $0)) } }

    init(content: Content) { self.content = content }
}

/// A list's or form's scrolling rows on the grouped background. The background is behind the
/// scroll view and behind the rows too, so it covers them however tall they are; the scroll view
/// clips what runs past its frame, as a list scrolls its rows out of sight instead of drawing them
/// over the views after it.
struct _GroupedScroll<Content: View>: View {
    let content: Content
    var body: some View {
        ScrollView {
            _GroupedRows(content: content)
                .frame(maxWidth: .infinity, alignment: .leading)
                .background(Color(.systemGroupedBackground))
        }
        .background(Color(.systemGroupedBackground))
        .clipped()
    }
}

/// A section of a list or form, as SwiftUI's `Section`: a header in capitals (footnote, secondary),
/// the rows on one card, a footer (footnote, secondary). Outside a list, the three stacked.
nonisolated public struct Section<Parent: View, Content: View, Footer: View>: View, PrimitiveView {
    let header: Parent
    let content: Content
    let footer: Footer

    /// A section with a header and a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    @MainActor func buildNodes(_ builder: inout GraphBuilder, into nodes: inout [Node]) {
        let inList = builder.environment.values._inGroupedList
        var parts: [Node] = []
        let captions = builder.environment
        builder.environment.font = .footnote
        builder.environment.fontIsSet = true
        builder.environment.foreground = .secondary
        var header: [Node] = []
        builder.append(self.header.textCase(.uppercase), into: &header)
        var footer: [Node] = []
        builder.append(self.footer, into: &footer)
        if inList {
            // In a list, header and footer take the rows' margins (`GroupedListMargins`).
            let margins = GroupedListMargins(wideFrom: GroupedListMargins.wideCardWidth)
            header = header.map { Node(makeLayoutBox(margins), children: [$0], in: builder.arenaHandle) }
            footer = footer.map { Node(makeLayoutBox(margins), children: [$0], in: builder.arenaHandle) }
            builder.nodeCount += header.count + footer.count
        }
        builder.environment = captions
        parts += header
        if inList {
            var rows: [Node] = []
            builder.append(content, into: &rows)
            parts.append(_GroupedRows<EmptyView>.card(rows, &builder))
        } else {
            builder.append(content, into: &parts)
        }
        parts += footer
        let section = Node(VStackLayout(alignment: .leading, spacing: 7).box, children: parts, in: builder.arenaHandle)
        builder.nodeCount += 1
        section.style.title = "Section"
        nodes.append(section)
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section with no header or footer.
    public init(@ViewBuilder content: () -> Content) { self.init(content: content, header: { EmptyView() }, footer: { EmptyView() }) }
}

extension Section where Footer == EmptyView {
    /// A section with a header.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) { self.init(content: content, header: header, footer: { EmptyView() }) }
    /// A section with the given header view (SwiftUI's older spelling).
    public init(header: Parent, @ViewBuilder content: () -> Content) { self.init(content: content, header: { header }, footer: { EmptyView() }) }
}

extension Section where Parent == EmptyView {
    /// A section with a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) { self.init(content: content, header: { EmptyView() }, footer: footer) }
    /// A section with the given footer view (SwiftUI's older spelling).
    public init(footer: Footer, @ViewBuilder content: () -> Content) { self.init(content: content, header: { EmptyView() }, footer: { footer }) }
}

extension Section {
    /// A section with the given header and footer views (SwiftUI's older spelling).
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) { self.init(content: content, header: { header }, footer: { footer }) }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section headed with a localized title.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
    }
    @_disfavoredOverload
    /// A section headed with a string.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }
}

/// The rows of a list or form: sections as they are, other views gathered onto cards.
struct _GroupedRows<Content: View>: View, PrimitiveView {
    let content: Content

    @MainActor func buildNodes(_ builder: inout GraphBuilder, into nodes: inout [Node]) {
        var children: [Node] = []
        let saved = builder.environment
        builder.environment.values._inGroupedList = true
        builder.append(content, into: &children)
        builder.environment = saved
        var groups: [Node] = []
        var pending: [Node] = []
        for child in children {
            if child.style.title == "Section" {
                if !pending.isEmpty { groups.append(Self.card(pending, &builder)) }
                pending = []
                groups.append(child)
            } else {
                pending.append(child)
            }
        }
        if !pending.isEmpty { groups.append(Self.card(pending, &builder)) }
        let stack = Node(VStackLayout(alignment: .leading, spacing: 35).box, children: groups, in: builder.arenaHandle)
        let padded = Node(makeLayoutBox(GroupedListMargins(wideFrom: GroupedListMargins.wideListWidth, top: 20, bottom: 20)),
                          children: [stack], in: builder.arenaHandle)
        builder.nodeCount += 2
        nodes.append(padded)
    }

    /// A row separator's thickness: a hairline, one device pixel at 2× (SwiftUI draws one pixel,
    /// 1 / `displayScale` pt, https://developer.apple.com/documentation/swiftui/environmentvalues/displayscale).
    static var separatorThickness: CGFloat { 0.5 }

    /// Rows on a rounded card: each at least 44 pt tall and as wide as the card, padded across by the
    /// layout margin (`GroupedListMargins`: 16 pt, 20 on the cards of lists 390 pt wide and wider).
    /// Between rows, SwiftUI's row separator
    /// (https://developer.apple.com/documentation/swiftui/view/listrowseparator(_:edges:)): a
    /// hairline in the separator colour (`Color(.separator)`) along the row's bottom, from the
    /// row's content inset (`listRowSeparatorLeading`, where the row's text starts) to the card's
    /// trailing edge; in the inset-grouped style the last row of a card has none (the card's
    /// rounded edge ends it).
    static func card(_ rows: [Node], _ builder: inout GraphBuilder) -> Node {
        var wrapped: [Node] = []
        let margins = GroupedListMargins(wideFrom: GroupedListMargins.wideCardWidth, top: 11, bottom: 11)
        for (index, row) in rows.enumerated() {
            let padded = Node(makeLayoutBox(margins), children: [row], in: builder.arenaHandle)
            let framed = Node((FlexibleFrame(minWidth: nil, idealWidth: nil, maxWidth: .infinity, minHeight: 44,
                                                           idealHeight: nil, maxHeight: nil, alignment: .leading)), children: [padded], in: builder.arenaHandle)
            builder.nodeCount += 2
            guard index < rows.count - 1 else {
                wrapped.append(framed)
                continue
            }
            var separator: [Node] = []
            builder.append(LayoutView(layout: GroupedListMargins(wideFrom: GroupedListMargins.wideCardWidth, leadingOnly: true),
                                      content: Rectangle().fill(Color(.separator)).frame(height: separatorThickness))
                .annotated { $0.style.title = "row separator" }, into: &separator)
            let separated = Node(LayeredRule(layer: .inFront, alignment: .bottomLeading), children: [framed] + separator, in: builder.arenaHandle)
            builder.nodeCount += 1
            wrapped.append(separated)
        }
        let stack = Node(VStackLayout(alignment: .leading, spacing: 0).box, children: wrapped, in: builder.arenaHandle)
        var background: [Node] = []
        builder.append(RoundedRectangle(cornerRadius: 10).fill(Color(.secondarySystemGroupedBackground)), into: &background)
        let card = Node(LayeredRule(layer: .behind, alignment: .center), children: [stack] + background, in: builder.arenaHandle)
        builder.nodeCount += 2
        return card
    }
}

/// UIKit's layout margin in an inset-grouped list, around its cards and inside them (each row's
/// content, the section headers and footers, where a row separator starts): 16 pt on narrow
/// iPhones and 20 pt on those 390 pt wide and wider. Measured on a public recording of real
/// SwiftUI on a 390-point iPhone (home-assistant/iOS at da28468f95e6,
/// `Tests/App/Settings/__Snapshots__/GesturesSetupView.test/testUI.light.png` and
/// `PrivacyView.test/testUI.light.png`, iOS 18 at 3×): cards from x = 20 to 370, row text,
/// headers and footers at x = 40, separators from x = 40 to the card's edge. UIKit takes the
/// margin from the screen; Layoutshot, which lays a list out without one, from the list's width
/// (`wideListWidth`), and inside a card from the card's (`wideCardWidth`, the same list width
/// less two wide margins).
struct GroupedListMargins: Layout {
    /// The width from which the margin is 20 pt: of the list, or of a card (or a row) inside it.
    let wideFrom: CGFloat
    var top: CGFloat = 0
    var bottom: CGFloat = 0
    /// Only the leading margin (a row separator runs to the card's trailing edge).
    var leadingOnly = false

    /// The narrowest list with 20-point margins.
    static let wideListWidth: CGFloat = 390
    /// The narrowest card in such a list.
    static let wideCardWidth: CGFloat = wideListWidth - 2 * 20

    /// The margin for a proposal `width` wide (the narrow one when the width is not given).
    func margin(_ width: CGFloat?) -> CGFloat {
        guard let width, width.isFinite, width >= wideFrom else { return 16 }
        return 20
    }

    func insets(_ width: CGFloat?) -> (leading: CGFloat, trailing: CGFloat) {
        let margin = margin(width)
        return (margin, leadingOnly ? 0 : margin)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let (leading, trailing) = insets(proposal.width)
        let inner = ProposedViewSize(width: proposal.width.map { Swift.max(0, $0 - leading - trailing) },
                                     height: proposal.height.map { Swift.max(0, $0 - top - bottom) })
        let size = subviews.first?.sizeThatFits(inner) ?? .zero
        return CGSize(width: size.width + leading + trailing, height: size.height + top + bottom)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let (leading, trailing) = insets(proposal.width)
        let inner = ProposedViewSize(width: Swift.max(0, bounds.width - leading - trailing), height: Swift.max(0, bounds.height - top - bottom))
        subviews.first?.place(at: CGPoint(x: bounds.minX + leading, y: bounds.minY + top), anchor: .topLeading, proposal: inner)
    }
}

private struct InGroupedListKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    var _inGroupedList: Bool {
        get { self[InGroupedListKey.self] }
        set { self[InGroupedListKey.self] = newValue }
    }
}

/// List looks, as SwiftUI's `ListStyle`: Layoutshot draws every list inset-grouped. Not
/// main-actor, and its styles plain structs with nonisolated static members, as SwiftUI declares
/// them (`protocol ListStyle`, https://developer.apple.com/documentation/swiftui/liststyle, and
/// https://developer.apple.com/documentation/swiftui/liststyle/insetgrouped); its requirements are
/// not public, so code chooses a built-in style and does not write its own.
public protocol ListStyle {}
/// The inset-grouped look: rows on rounded cards inset from the edges.
public struct InsetGroupedListStyle: ListStyle { public init() {} }
/// The grouped look; drawn inset-grouped.
public struct GroupedListStyle: ListStyle { public init() {} }
/// The plain look; drawn inset-grouped.
public struct PlainListStyle: ListStyle { public init() {} }
/// The inset look; drawn inset-grouped.
public struct InsetListStyle: ListStyle { public init() {} }
/// The sidebar look; drawn inset-grouped.
public struct SidebarListStyle: ListStyle { public init() {} }
/// The platform's default look (inset-grouped on iOS).
public struct DefaultListStyle: ListStyle { public init() {} }
extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: InsetGroupedListStyle { .init() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { .init() } }
extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { .init() } }
extension ListStyle where Self == InsetListStyle { public static var inset: InsetListStyle { .init() } }
extension ListStyle where Self == SidebarListStyle { public static var sidebar: SidebarListStyle { .init() } }
extension ListStyle where Self == DefaultListStyle { public static var automatic: DefaultListStyle { .init() } }

/// Form looks, as SwiftUI's `FormStyle`: the built-in `.automatic`, `.grouped` and `.columns`
/// (macOS), all drawn inset-grouped as iOS draws a form, or your own `makeBody(configuration:)`.
@MainActor @preconcurrency
public protocol FormStyle {
    /// The type of view the style draws.
    associatedtype Body: View
    /// What the style is given to draw.
    typealias Configuration = FormStyleConfiguration
    /// The view of a form in this style.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}
/// The platform's default form look (grouped on iOS).
nonisolated public struct AutomaticFormStyle: FormStyle {
    /// The automatic style.
    public init() {}
    /// The rows, inset-grouped.
    nonisolated public func makeBody(configuration: Configuration) -> some View {
        StyleBody(configuration) { configuration in _GroupedScroll(content: configuration.content) }
    }
}
/// The grouped form look (iOS's default).
nonisolated public struct GroupedFormStyle: FormStyle {
    /// The grouped style.
    public init() {}
    /// The rows, inset-grouped.
    nonisolated public func makeBody(configuration: Configuration) -> some View {
        StyleBody(configuration) { configuration in _GroupedScroll(content: configuration.content) }
    }
}
/// The columns form look (macOS); drawn grouped.
nonisolated public struct ColumnsFormStyle: FormStyle {
    /// The columns style.
    public init() {}
    /// The rows, inset-grouped.
    nonisolated public func makeBody(configuration: Configuration) -> some View {
        StyleBody(configuration) { configuration in _GroupedScroll(content: configuration.content) }
    }
}
extension FormStyle where Self == AutomaticFormStyle {
    /// The platform's default look.
    /// (`@MainActor @preconcurrency`, as SwiftUI's: https://developer.apple.com/documentation/swiftui/formstyle/automatic;
    /// `.grouped` is nonisolated, `.columns` main-actor.)
    @MainActor @preconcurrency public static var automatic: AutomaticFormStyle { .init() }
}
extension FormStyle where Self == GroupedFormStyle {
    /// Rows on grouped cards.
    nonisolated public static var grouped: GroupedFormStyle { .init() }
}
extension FormStyle where Self == ColumnsFormStyle {
    /// macOS's columns (drawn grouped).
    /// (`@MainActor @preconcurrency`, as SwiftUI's: https://developer.apple.com/documentation/swiftui/formstyle/columns.)
    @MainActor @preconcurrency public static var columns: ColumnsFormStyle { .init() }
}

extension EnvironmentValues {
    /// The style of forms inside (`formStyle(_:)`).
    var formStyle: ErasedStyle<FormStyleConfiguration> {
        get { self[StyleKey<FormStyleConfiguration>.self] }
        set { self[StyleKey<FormStyleConfiguration>.self] = newValue }
    }
}

extension View {
    /// Sets the look of lists inside, as SwiftUI's `listStyle(_:)`. Listed on the node; every list is drawn inset-grouped.
    nonisolated public func listStyle<S: ListStyle>(_ style: S) -> ModifiedContent<Self, _AnnotationModifier> { interaction("listStyle") }
    /// Sets the look of forms inside, as SwiftUI's `formStyle(_:)`: a built-in style (every one
    /// drawn grouped) or your own `FormStyle`.
    nonisolated public func formStyle<S: FormStyle>(_ style: S) -> ModifiedContent<Self, _StyleModifier<S>> {
        controlStyle(\.formStyle, style) { AnyView($0.makeBody(configuration: $1)) }
    }
    /// Sets a row's insets, as SwiftUI's `listRowInsets(_:)`. Listed on the node; rows keep the list's margins (`GroupedListMargins`).
    nonisolated public func listRowInsets(_ insets: EdgeInsets?) -> ModifiedContent<Self, _AnnotationModifier> { interaction("listRowInsets") }
    /// Puts `view` behind a row, as SwiftUI's `listRowBackground(_:)`. Listed on the node; the card's background is drawn.
    nonisolated public func listRowBackground<V: View>(_ view: V?) -> ModifiedContent<Self, _AnnotationModifier> { interaction("listRowBackground") }
    /// Shows or hides a row's separators, as SwiftUI's `listRowSeparator(_:edges:)`. Listed on the node.
    nonisolated public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> ModifiedContent<Self, _AnnotationModifier> { interaction("listRowSeparator") }
    /// Shows or hides a section's separators, as SwiftUI's `listSectionSeparator(_:edges:)`. Listed on the node.
    nonisolated public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> ModifiedContent<Self, _AnnotationModifier> { interaction("listSectionSeparator") }
    /// Sets the spacing between rows, as SwiftUI's `listRowSpacing(_:)`. Listed on the node.
    nonisolated public func listRowSpacing(_ spacing: CGFloat?) -> ModifiedContent<Self, _AnnotationModifier> { interaction("listRowSpacing") }
    /// Sets how prominent section headers are, as SwiftUI's `headerProminence(_:)`. Listed on the node.
    nonisolated public func headerProminence(_ prominence: Prominence) -> ModifiedContent<Self, _AnnotationModifier> { interaction("headerProminence") }
    /// Shows a count badge on a row or tab item, as SwiftUI's `badge(_:)`. Listed on the node; not drawn.
    nonisolated public func badge(_ count: Int) -> ModifiedContent<Self, _AnnotationModifier> { interaction("badge") }
    /// Shows a text badge on a row or tab item, as SwiftUI's `badge(_:)`. Listed on the node; not drawn.
    nonisolated public func badge(_ label: Text?) -> ModifiedContent<Self, _AnnotationModifier> { interaction("badge") }
}

extension ForEach {
    /// Deleting rows: no rows are deleted in a picture.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> Self { self }
    /// Moving rows: no rows move in a picture.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> Self { self }
}

extension VerticalEdge {
    /// A set of vertical edges, as SwiftUI's `VerticalEdge.Set`.
    public struct Set: OptionSet, Sendable {
        /// The set's bits.
        public let rawValue: Int8
        /// A set with the given bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The top edge.
        public static let top = Set(rawValue: 1)
        /// The bottom edge.
        public static let bottom = Set(rawValue: 2)
        /// Both edges.
        public static let all: Set = [.top, .bottom]
    }
}

/// How prominent a header is, as SwiftUI's `Prominence`.
public enum Prominence: Hashable, Sendable { case standard, increased }

/// A split view with a sidebar and a detail column, as SwiftUI's `NavigationSplitView`. A compact picture shows the sidebar.
nonisolated public struct NavigationSplitView<Sidebar: View, Detail: View>: View {
    let sidebar: Sidebar
    /// A split view with a sidebar and a detail view.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) { self.sidebar = sidebar() }
    @MainActor public var body: some View { sidebar }
}

extension View {
    /// Places `content` at an edge, outside the view's safe area, as SwiftUI's
    /// `.safeAreaInset(edge:alignment:spacing:content:)`: the view and the inset share the space, the
    /// inset at the edge.
    nonisolated public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        let inset = content()
        return VStack(alignment: alignment, spacing: spacing ?? 0) {
            if edge == .top { inset }
            self.frame(maxWidth: .infinity, maxHeight: .infinity)
            if edge == .bottom { inset }
        }
    }

    /// Places `content` at the leading or trailing edge, outside the view's safe area, as SwiftUI's `safeAreaInset(edge:alignment:spacing:content:)`.
    nonisolated public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        let inset = content()
        return HStack(alignment: alignment, spacing: spacing ?? 0) {
            if edge == .leading { inset }
            self.frame(maxWidth: .infinity, maxHeight: .infinity)
            if edge == .trailing { inset }
        }
    }

    /// Padding inside the safe area, as SwiftUI's `.safeAreaPadding(_:_:)`: plain padding in a picture.
    nonisolated public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { padding(edges, length) }
}
