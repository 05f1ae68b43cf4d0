/// Navigation containers and their title, as SwiftUI draws them on iPhone: the root view, and
/// above it, when the root (or a view inside it) sets `.navigationTitle`, the navigation bar with
/// a large title (`NavigationBarItem.TitleDisplayMode.automatic` at the root of a stack is large).
///
/// The bar's numbers (iPhone, portrait):
/// - the bar itself, 44 pt tall (UIKit's standard `UINavigationBar` height; Apple's Human
///   Interface Guidelines, "Navigation bars",
///   https://developer.apple.com/design/human-interface-guidelines/navigation-bars), empty in a
///   picture (no back button at the root, toolbars are not drawn);
/// - under it the large-title area, 52 pt tall (the bar with a large title is 96 pt, the height
///   Apple's iOS design templates give it), the title in the Large Title text style made bold
///   (34 pt, https://developer.apple.com/design/human-interface-guidelines/typography#Specifications;
///   navigation bars draw it bold), one line, leading-aligned with the 16 pt layout margins of
///   the bar, at the bottom of the area with an 8 pt margin below its line (Layoutshot's
///   approximation of where UIKit sets the baseline);
/// - then the content, in the space left, centred as in SwiftUI.
/// A list or form below shows its grouped background behind the bar too (the bar is transparent
/// until content scrolls under it). Without a title the stack is its root view, as before.
nonisolated public struct NavigationStack<Root: View>: View, PrimitiveView {
    let root: Root
    public init(@ViewBuilder root: () -> Root) { self.root = root() }
    public init<Data>(path: Binding<Data>, @ViewBuilder root: () -> Root) { self.root = root() }

    @MainActor func buildNodes(_ builder: inout GraphBuilder, into nodes: inout [Node]) {
        _NavigationBarLayout.build(root, named: "NavigationStack", &builder, into: &nodes)
    }
}

/// The older navigation container, as SwiftUI's `NavigationView`: on iPhone the same stack.
nonisolated public struct NavigationView<Content: View>: View, PrimitiveView {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    @MainActor func buildNodes(_ builder: inout GraphBuilder, into nodes: inout [Node]) {
        _NavigationBarLayout.build(content, named: "NavigationView", &builder, into: &nodes)
    }
}

/// The navigation bar around a stack's root view (see `NavigationStack`).
enum _NavigationBarLayout {
    /// UIKit's navigation bar height.
    static let barHeight: CGFloat = 44
    /// The large-title area under the bar (96 pt in all with the bar).
    static let largeTitleHeight: CGFloat = 52
    /// The bar's leading and trailing layout margins.
    static let margin: CGFloat = 16
    /// Below the large title's line, inside its area.
    static let titleBottomMargin: CGFloat = 8

    @MainActor static func build<Root: View>(_ root: Root, named name: String, _ builder: inout GraphBuilder, into nodes: inout [Node]) {
        var content: [Node] = []
        builder.append(root, into: &content)
        guard let title = navigationTitle(in: content) else {
            // Named in diagrams as before: a NavigationView by its name, a NavigationStack as its root.
            if name == "NavigationView" { for node in content where node.style.title == nil { node.style.title = name } }
            nodes += content
            return
        }
        var bar: [Node] = []
        builder.append(
            VStack(alignment: .leading, spacing: 0) {
                Color.clear.frame(height: barHeight)
                Text(title).font(.largeTitle.bold()).lineLimit(1)
                    .padding(.horizontal, margin).padding(.bottom, titleBottomMargin)
                    .frame(maxWidth: .infinity, minHeight: largeTitleHeight, maxHeight: largeTitleHeight, alignment: .bottomLeading)
            }
            .annotated { $0.style.title = "navigation bar" },
            into: &bar)
        let area = Node(FlexibleFrame(minWidth: nil, idealWidth: nil, maxWidth: .infinity, minHeight: nil,
                                      idealHeight: nil, maxHeight: .infinity, alignment: .center), children: content, in: builder.arenaHandle)
        let stack = Node(VStackLayout(alignment: .leading, spacing: 0).box, children: bar + [area], in: builder.arenaHandle)
        builder.nodeCount += 2
        let grouped = content.first.map { $0.style.title == "List" || $0.style.title == "Form" } ?? false
        var background: [Node] = []
        builder.append(Color(grouped ? .systemGroupedBackground : .systemBackground), into: &background)
        let container = Node(LayeredRule(layer: .behind, alignment: .center), children: [stack] + background, in: builder.arenaHandle)
        builder.nodeCount += 1
        container.style.title = name
        nodes.append(container)
    }

    /// The first title set inside `nodes`, depth first, not looking inside a nested navigation
    /// container (which shows its own).
    static func navigationTitle(in nodes: [Node]) -> String? {
        var pending = Array(nodes.reversed())
        while let node = pending.popLast() {
            let style = node.style
            if let title = style.navigationTitle { return title }
            if style.title == "NavigationStack" || style.title == "NavigationView" { continue }
            pending += node.children.reversed()
        }
        return nil
    }
}

extension View {
    /// The title of the navigation bar of the stack the view is in, as SwiftUI's
    /// `.navigationTitle(_:)`: drawn by the enclosing `NavigationStack` or `NavigationView`.
    /// A string title (SwiftUI's disfavoured overload: a literal is a `LocalizedStringKey`).
    @_disfavoredOverload
    nonisolated public func navigationTitle<S: StringProtocol>(_ title: S) -> ModifiedContent<Self, _AnnotationModifier> { titled(String(title)) }
    nonisolated public func navigationTitle(_ title: Text) -> ModifiedContent<Self, _AnnotationModifier> { titled(title.content) }
    nonisolated public func navigationTitle(_ title: LocalizedStringKey) -> ModifiedContent<Self, _AnnotationModifier> { titled(title.key) }
    /// The deprecated spelling, as SwiftUI's `.navigationBarTitle(_:)`.
    @_disfavoredOverload
    nonisolated public func navigationBarTitle<S: StringProtocol>(_ title: S) -> ModifiedContent<Self, _AnnotationModifier> { titled(String(title)) }
    nonisolated public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> ModifiedContent<Self, _AnnotationModifier> { titled(titleKey.key) }
    nonisolated public func navigationBarTitle(_ title: Text) -> ModifiedContent<Self, _AnnotationModifier> { titled(title.content) }
    nonisolated public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> ModifiedContent<Self, _AnnotationModifier> {
        titled(titleKey.key)
    }
    @_disfavoredOverload
    nonisolated public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> ModifiedContent<Self, _AnnotationModifier> {
        titled(String(title))
    }
    /// Drawn as a large title whatever the display mode (the inline mode is not drawn).
    nonisolated public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> ModifiedContent<Self, _AnnotationModifier> {
        titled(title.content)
    }

    nonisolated private func titled(_ title: String) -> ModifiedContent<Self, _AnnotationModifier> {
        annotated { node in
            node.style.navigationTitle = title
            if !node.style.interactions.contains("navigationTitle") { node.style.interactions.append("navigationTitle") }
        }
    }
}
