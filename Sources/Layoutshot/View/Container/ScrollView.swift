/// A scrollable view, as SwiftUI's `ScrollView`: it proposes its content nothing (nil) along the
/// axes it scrolls, takes the size it is offered (its content's on an axis offered nothing), and
/// shows the content from its top leading corner, centred across the scroll axis when narrower
/// (https://developer.apple.com/documentation/swiftui/scrollview). A picture shows the first screen.
nonisolated public struct ScrollView<Content: View>: View {
    /// The scrolled content.
    public var content: Content
    /// The axes the view scrolls along.
    public var axes: Axis.Set
    /// Whether scroll indicators show (they are not drawn in a picture).
    public var showsIndicators: Bool
    /// The margins `.contentMargins(_:_:for:)` set around the scrolled content.
    @Environment(\._scrollContentMargins) private var contentMargins

    /// A scroll view along `axes` of the content `content` builds.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    @MainActor public var body: some View {
        scrolled
            .annotated { [axes] in
                $0.style.title = axes == .horizontal ? "ScrollView(.horizontal)" : "ScrollView"
                // The nearest scroll view is `NamedCoordinateSpace.scrollView` (and, by its axis, `.scrollView(axis:)`).
                $0.coordinateSpaces += [NamedCoordinateSpace.scrollView.name]
                    + (axes.contains(.horizontal) ? [NamedCoordinateSpace.scrollView(axis: .horizontal).name] : [])
                    + (axes.contains(.vertical) ? [NamedCoordinateSpace.scrollView(axis: .vertical).name] : [])
            }
    }

    /// The content in the scrolling layout, inset by the content margins when there are any.
    @ViewBuilder @MainActor private var scrolled: some View {
        if contentMargins == EdgeInsets() {
            LayoutView(layout: ScrollLayout(axes: axes), content: VStack(spacing: 0) { content })
        } else {
            LayoutView(layout: ScrollLayout(axes: axes), content: VStack(spacing: 0) { content }.padding(contentMargins))
        }
    }
}

struct ScrollLayout: Layout {
    let axes: Axis.Set

    func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : proposal.width,
                         height: axes.contains(.vertical) ? nil : proposal.height)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let content = subviews.first?.sizeThatFits(contentProposal(proposal)) ?? .zero
        return CGSize(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        guard let child = subviews.first else { return }
        let p = contentProposal(ProposedViewSize(bounds.size))
        let size = child.sizeThatFits(p)
        let x = axes.contains(.horizontal) ? bounds.minX : bounds.minX + (bounds.width - size.width) / 2
        let y = axes.contains(.vertical) ? bounds.minY : bounds.minY + (bounds.height - size.height) / 2
        child.place(at: CGPoint(x: x, y: y), anchor: .topLeading, proposal: p)
    }
}

/// Scrolls to views by id, as SwiftUI's `ScrollViewReader`: a picture shows the first screen.
nonisolated public struct ScrollViewReader<Content: View>: View {
    let content: Content
    /// A reader whose content gets a proxy to scroll with; it does nothing in a picture.
    public init(@ViewBuilder content: (ScrollViewProxy) -> Content) { self.content = content(ScrollViewProxy()) }
    @MainActor public var body: Content { content }
}

/// What `ScrollViewReader` hands its content, as SwiftUI's `ScrollViewProxy`.
public struct ScrollViewProxy {
    /// Scrolls to the view with `id`; does nothing, a picture shows the first screen.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}

/// A vertical stack that makes its views as they scroll into sight, as SwiftUI's `LazyVStack`: in
/// a picture every view is made, laid out as a `VStack` would lay them out.
nonisolated public struct LazyVStack<Content: View>: View {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content
    /// A lazy vertical stack with the given alignment and spacing; `pinnedViews` are not pinned in a picture.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = [],
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    @MainActor public var body: some View {
        VStack(alignment: alignment, spacing: spacing) { content }.annotated { $0.style.title = "LazyVStack" }
    }
}

/// A horizontal stack that makes its views as they scroll into sight, as SwiftUI's `LazyHStack`.
nonisolated public struct LazyHStack<Content: View>: View {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content
    /// A lazy horizontal stack with the given alignment and spacing; `pinnedViews` are not pinned in a picture.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = [],
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    @MainActor public var body: some View {
        HStack(alignment: alignment, spacing: spacing) { content }.annotated { $0.style.title = "LazyHStack" }
    }
}

/// Views pinned while scrolling, as SwiftUI's `PinnedScrollableViews`.
public struct PinnedScrollableViews: OptionSet, Sendable {
    /// The option bits.
    public let rawValue: UInt32
    /// Options with the given bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Section headers stay in sight while scrolling.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    /// Section footers stay in sight while scrolling.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// How scroll indicators show, as SwiftUI's `ScrollIndicatorVisibility`.
public struct ScrollIndicatorVisibility: Sendable {
    /// Automatic, visible, hidden or never.
    public static let automatic = ScrollIndicatorVisibility(), visible = ScrollIndicatorVisibility(),
                      hidden = ScrollIndicatorVisibility(), never = ScrollIndicatorVisibility()
}

extension View {
    /// Shows or hides scroll indicators, as SwiftUI's `scrollIndicators(_:axes:)`. Listed on the node; indicators are not drawn.
    nonisolated public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> ModifiedContent<Self, _AnnotationModifier> { interaction("scrollIndicators") }
    /// Shows or hides the background of scrollable views such as lists, as SwiftUI's `scrollContentBackground(_:)`. Listed on the node.
    nonisolated public func scrollContentBackground(_ visibility: Visibility) -> ModifiedContent<Self, _AnnotationModifier> { interaction("scrollContentBackground") }
    /// Turns scrolling off, as SwiftUI's `scrollDisabled(_:)`. Listed on the node.
    nonisolated public func scrollDisabled(_ disabled: Bool) -> ModifiedContent<Self, _AnnotationModifier> { interaction("scrollDisabled") }
    /// Sets how scrolling settles, as SwiftUI's `scrollTargetBehavior(_:)`. Listed on the node.
    nonisolated public func scrollTargetBehavior<T>(_ behavior: T) -> ModifiedContent<Self, _AnnotationModifier> { interaction("scrollTargetBehavior") }
    /// Binds the id of the scroll view's view at `anchor`, as SwiftUI's `scrollPosition(id:anchor:)`
    /// (listed on the node; a picture shows the content from its start).
    nonisolated public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> ModifiedContent<Self, _AnnotationModifier> { interaction("scrollPosition") }
    /// Makes the layout's views scroll targets, as SwiftUI's `scrollTargetLayout(isEnabled:)`. Listed on the node.
    /// Sets margins on `edges` of the content of the scroll views inside, as SwiftUI's
    /// `contentMargins(_:_:for:)` ("Configures the content margin for a provided placement",
    /// https://developer.apple.com/documentation/swiftui/view/contentmargins(_:_:for:)-1vg7o): the
    /// scrolled content is inset by them, inside the scrolling area. `.scrollIndicators` margins
    /// change nothing in a picture (indicators are not drawn). Lists keep their own insets.
    nonisolated public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment { environment in
            // Scroll indicators are not drawn: only the content's margins show in a picture.
            guard placement != .scrollIndicators else { return }
            var margins = environment.values._scrollContentMargins
            if edges.contains(.top) { margins.top = insets.top }
            if edges.contains(.leading) { margins.leading = insets.leading }
            if edges.contains(.bottom) { margins.bottom = insets.bottom }
            if edges.contains(.trailing) { margins.trailing = insets.trailing }
            environment.values._scrollContentMargins = margins
        }
    }

    /// Sets `length` points of margin on `edges` of the scroll views' content inside (nil: 16, the
    /// default padding), as SwiftUI's `contentMargins(_:_:for:)`.
    nonisolated public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> ModifiedContent<Self, _EnvironmentModifier> {
        let value = length ?? 16
        return contentMargins(edges, EdgeInsets(top: value, leading: value, bottom: value, trailing: value), for: placement)
    }

    /// Sets `length` points of margin on every edge of the scroll views' content inside, as
    /// SwiftUI's `contentMargins(_:for:)`.
    nonisolated public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> ModifiedContent<Self, _EnvironmentModifier> {
        contentMargins(.all, length, for: placement)
    }

    nonisolated public func scrollTargetLayout(isEnabled: Bool = true) -> ModifiedContent<Self, _AnnotationModifier> { interaction("scrollTargetLayout") }
}

/// A view whose content reads the size it is given, as SwiftUI's `GeometryReader`: it takes the
/// whole proposal (10×10 when offered nothing) and places its content at its top leading corner
/// (https://developer.apple.com/documentation/swiftui/geometryreader). Its proxy reports the size
/// the reader is finally given: the content is first built for the size proposed to the root, and
/// when the pass gives the reader another size the tree is built again for it and laid out again
/// (`SizeReaderPass.swift`, at most three times).
nonisolated public struct GeometryReader<Content: View>: View, PrimitiveView {
    /// The closure that builds the content from the proxy.
    public var content: (GeometryProxy) -> Content
    /// A reader whose content is built from a proxy reporting the reader's size.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }

    @MainActor func buildNodes(_ builder: inout GraphBuilder, into nodes: inout [Node]) {
        let frame = builder.nextReaderFrame()
        let proxy = GeometryProxy(size: frame.size, globalFrame: frame, namedFrames: builder.namedSpaceFrames)
        let built = builder.userCode { content(proxy) }
        builder.append(LayoutView(layout: GeometryLayout(), content: ZStack(alignment: .topLeading) { built })
            .annotated { $0.style.title = "GeometryReader" }, into: &nodes)
    }
}

struct GeometryLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        for child in subviews {
            child.place(at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(bounds.size))
        }
    }
}

/// What a `GeometryReader` hands its content, as SwiftUI's `GeometryProxy`
/// (https://developer.apple.com/documentation/swiftui/geometryproxy): the reader's size and its
/// frame. A picture has no safe area (Layoutshot lays out the proposal it is given).
public struct GeometryProxy {
    /// The size the reader is given.
    public let size: CGSize
    /// The reader's frame in the root's coordinates.
    let globalFrame: CGRect
    /// The frames of the views that name their coordinate space, in the root's coordinates.
    let namedFrames: [AnyHashable: CGRect]
    init(size: CGSize, globalFrame: CGRect, namedFrames: [AnyHashable: CGRect] = [:]) {
        self.size = size
        self.globalFrame = globalFrame
        self.namedFrames = namedFrames
    }
    /// The safe area insets: none, since a picture lays out the proposal it is given.
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }
    /// The reader's frame: at the origin in `.local`; in the root's coordinates in `.global`; in a
    /// named space, relative to the origin of the view that named it (`.coordinateSpace(.named(…))`),
    /// or in the root's coordinates when no view names it.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .local: return CGRect(origin: .zero, size: size)
        case .global: return globalFrame
        case .named(let name):
            guard let space = namedFrames[name] else { return globalFrame }
            return globalFrame.offsetBy(dx: -space.minX, dy: -space.minY)
        }
    }

    /// The bounds of a named coordinate space (the frame of the view that named it, or of the
    /// nearest scroll view for `.scrollView`) in the reader's own coordinates, or nil when no view
    /// names it, as SwiftUI's `bounds(of:)` (iOS 17;
    /// https://developer.apple.com/documentation/swiftui/geometryproxy/bounds(of:)).
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
        guard let space = namedFrames[coordinateSpace.name] else { return nil }
        return space.offsetBy(dx: -globalFrame.minX, dy: -globalFrame.minY)
    }
}

/// A named coordinate space, as SwiftUI's `NamedCoordinateSpace` (iOS 17): give a view's space a
/// name with `.coordinateSpace(.named("card"))`, then measure in it (`GeometryProxy.bounds(of:)`).
public struct NamedCoordinateSpace: Hashable {
    let name: AnyHashable

    /// The space named `name`.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(name)) }

    /// The space of the nearest scroll view.
    public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(ScrollViewSpace.any)) }

    /// The space of the nearest scroll view that scrolls along `axis`.
    public static func scrollView(axis: Axis) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable(axis == .horizontal ? ScrollViewSpace.horizontal : ScrollViewSpace.vertical))
    }

    private enum ScrollViewSpace: Hashable { case any, horizontal, vertical }
}

extension View {
    /// Names the view's coordinate space, as SwiftUI's `.coordinateSpace(_:)`: size readers inside
    /// measure in it (`frame(in: .named(…))`, `bounds(of: .named(…))`).
    nonisolated public func coordinateSpace(_ name: NamedCoordinateSpace) -> ModifiedContent<Self, _AnnotationModifier> {
        annotated { $0.coordinateSpaces.append(name.name) }
    }

    /// The older spelling, as SwiftUI's deprecated `.coordinateSpace(name:)`.
    nonisolated public func coordinateSpace<T: Hashable>(name: T) -> ModifiedContent<Self, _AnnotationModifier> {
        coordinateSpace(.named(name))
    }
}


/// Where `contentMargins(_:_:for:)` applies, as SwiftUI's `ContentMarginPlacement`.
public struct ContentMarginPlacement: Hashable, Sendable {
    let name: String
    /// Both the scrolled content and the scroll indicators.
    public static var automatic: ContentMarginPlacement { ContentMarginPlacement(name: "automatic") }
    /// The scrolled content only.
    public static var scrollContent: ContentMarginPlacement { ContentMarginPlacement(name: "scrollContent") }
    /// The scroll indicators only.
    public static var scrollIndicators: ContentMarginPlacement { ContentMarginPlacement(name: "scrollIndicators") }
}

extension EnvironmentValues {
    /// The margins around scroll views' content (`contentMargins(_:_:for:)`): none unless set.
    var _scrollContentMargins: EdgeInsets {
        get { self[ScrollContentMarginsKey.self] }
        set { self[ScrollContentMarginsKey.self] = newValue }
    }
}

struct ScrollContentMarginsKey: EnvironmentKey { static let defaultValue = EdgeInsets() }
