/// Tabs, as SwiftUI's `TabView` on iOS: the selected tab's content (the first tab unless a
/// `selection` binding's value equals another tab's tag), filling the space above iOS's tab bar.
/// The bar is 49 pt tall (https://developer.apple.com/design/human-interface-guidelines/tab-bars),
/// on the bar material under a hairline, with an item per tab sharing its width: the tab's
/// `tabItem` (a `Label`, or an image and a text) drawn as UIKit draws tab bar items, the icon
/// 25 pt above a 10 pt medium title, in the accent colour for the selected tab and the system grey
/// for the others.
nonisolated public struct TabView<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let content: Content
    let selection: AnyHashable?
    /// Tabs without a bound selection: the picture shows the first.
    public init(@ViewBuilder content: () -> Content) where SelectionValue == Int {
        self.content = content()
        selection = nil
    }
    /// Tabs showing the one whose tag equals `selection`'s value (the first when none does).
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = selection.map { AnyHashable($0.wrappedValue) }
    }

    /// The tab bar's height, its items' icon side and title font.
    static var barHeight: CGFloat { 49 }
    static var iconSide: CGFloat { 25 }
    static var titleFont: Font { .system(size: 10, weight: .medium) }

    @MainActor func buildNodes(_ builder: inout GraphBuilder, into nodes: inout [Node]) {
        let tabs = TaggedOptions.build(content, selection: selection, &builder)
        guard !tabs.nodes.isEmpty else { return }
        let selected = tabs.selected ?? 0
        let items = tabs.nodes.map { $0.traits.values[ObjectIdentifier(TabItemKey.self)] as? AnyView }
        let view = VStack(spacing: 0) {
            _BuiltNodes(nodes: [tabs.nodes[selected]]).frame(maxWidth: .infinity, maxHeight: .infinity)
            _TabBar(items: items, selected: selected)
        }
        builder.append(view.annotated { $0.style.title = "TabView" }, into: &nodes)
    }
}

/// iOS's tab bar: an item per tab, the selected one tinted.
struct _TabBar: View {
    let items: [AnyView?]
    let selected: Int
    var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<items.count, id: \.self) { index in
                VStack(spacing: 2) {
                    if let item = items[index] { item }
                }
                .labelStyle(_TabItemLabelStyle())
                .font(TabView<Int, EmptyView>.titleFont)
                .environment { $0.values._symbolSide = TabView<Int, EmptyView>.iconSide }
                .foregroundColor(index == selected ? .accentColor : Color(.systemGray))
                .padding(.top, 5)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
            }
        }
        .frame(height: TabView<Int, EmptyView>.barHeight)
        .background(Rectangle().fill(Material.bar))
        .overlay(alignment: .top) { Rectangle().fill(Color(.separator)).frame(height: 0.5) }
        .annotated { $0.style.title = "tab bar" }
    }
}

/// A tab item's label: the icon above the title.
struct _TabItemLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 2) { configuration.icon; configuration.title }
    }
}

private struct TabItemKey {}

extension View {
    /// The tab's item in the enclosing `TabView`'s bar, as SwiftUI's `.tabItem(_:)`.
    nonisolated public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> ModifiedContent<Self, _AnnotationModifier> {
        let item = AnyView(label())
        return annotated { node in
            if !node.style.interactions.contains("tabItem") { node.style.interactions.append("tabItem") }
            node.traits.values[ObjectIdentifier(TabItemKey.self)] = item
        }
    }
    /// Sets the look of a tab view, as SwiftUI's `tabViewStyle(_:)`. Listed on the node.
    nonisolated public func tabViewStyle<S>(_ style: S) -> ModifiedContent<Self, _AnnotationModifier> { interaction("tabViewStyle") }
}
