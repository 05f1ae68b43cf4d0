import Foundation
import Layoutshot
import Testing

// The finer contract of SwiftUI's interface (issue 29): overload ranking, layout values on a
// group, custom containers (iOS 18's and `_VariadicView`), `@Entry`, and views seen in real code.

// MARK: Overload ranking

/// A layout that is also a view with content, as a public flow package's `HFlow` is
/// (tevelee/SwiftUI-Flow: `HFlow<Content>` with `init(spacing:content:)`, a `Layout` when
/// `Content == EmptyView`, whose layout-only init calls the content init with `{ EmptyView() }`).
private struct Rowish<Content: View> {
    let spacing: CGFloat
    let content: Content
    init(spacing: CGFloat, @ViewBuilder content: () -> Content) {
        self.spacing = spacing
        self.content = content()
    }
}

// The view conformance in an extension (as SwiftUI declares its own views), so the layout
// conformance below is not main-actor code.
extension Rowish: View {
    var body: some View {
        // The layout-only value arranges the content (SwiftUI's pattern: `layout { content }`).
        Rowish<EmptyView>(spacing: spacing) { content }
    }
}

extension Rowish: Animatable where Content == EmptyView {}

// `Sendable` restated, as SwiftUI-Flow does since the iOS 26 SDK (tevelee/SwiftUI-Flow issue 33:
// "conditional conformance … to protocol 'Layout' does not imply conformance to inherited
// protocol 'Sendable'"): `Layout` is `Sendable` there and here.
extension Rowish: Layout, Sendable where Content == EmptyView {
    @MainActor init(spacing: CGFloat) { self.init(spacing: spacing) { EmptyView() } }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.reduce(0) { $0 + $1.width } + spacing * CGFloat(max(sizes.count - 1, 0)),
                      height: sizes.map(\.height).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
            x += size.width + spacing
        }
    }
}

@MainActor @Suite struct OverloadRankingTests {
    /// SwiftUI declares `Layout.callAsFunction(_:)` `@_disfavoredOverload` (OpenSwiftUI's audited
    /// `Layout.swift`; Apple's interface), so `Rowish(spacing: 8) { … }` is the content init, and
    /// the layout-only type's `Rowish<EmptyView>(spacing:) { content }` in its body is too: with the
    /// overload favoured, the body would call itself until the stack overflowed.
    @Test func aLayoutWithAContentInitResolvesToTheContentInit() {
        let view = Rowish(spacing: 8) {
            Color.red.frame(width: 10, height: 10).id("a")
            Color.blue.frame(width: 20, height: 10).id("b")
        }
        #expect(String(describing: type(of: view)).hasPrefix("Rowish<"))
        let layout = ComputedLayout(of: view, proposal: ProposedViewSize(width: 200, height: 100))
        #expect(layout.frame(of: "a") == rect(0, 0, 10, 10))
        #expect(layout.frame(of: "b") == rect(18, 0, 20, 10))
    }

    /// A plain `Layout` still arranges content through `callAsFunction`.
    @Test func aPlainLayoutIsStillCallable() {
        let view = HStackLayout(spacing: 4) {
            Color.red.frame(width: 10, height: 10).id("a")
            Color.blue.frame(width: 10, height: 10).id("b")
        }
        let layout = ComputedLayout(of: view, proposal: ProposedViewSize(width: 100, height: 100))
        #expect(layout.frame(of: "b")?.minX == 14)
    }
}

// MARK: Layout values on a group

private struct Weight: LayoutValueKey {
    static let defaultValue: Double = 0
}

/// Lays its subviews out in a row, each as wide as 10 × its `Weight` (and records the priorities).
private struct WeightRow: Layout {
    let priorities: PriorityLog
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: subviews.reduce(0) { $0 + 10 * $1[Weight.self] }, height: 10)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        priorities.values = subviews.map(\.priority)
        var x = bounds.minX
        for subview in subviews {
            let width = 10 * subview[Weight.self]
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(width: width, height: 10))
            x += width
        }
    }
}

private final class PriorityLog: @unchecked Sendable {
    var values: [Double] = []
}

@MainActor @Suite struct GroupLayoutValueTests {
    /// A `.layoutValue` around a group reaches each of its views, and a view's own value wins: real
    /// SwiftUI, as recorded for issue 29 with tevelee/SwiftUI-Flow, whose `HFlow` wraps all its
    /// content in `.layoutValue(key: FlexibilityLayoutValueKey.self, value: flexibility)` while
    /// items marked `.flexibility(.maximum)` keep that value on iOS (the package's README picture
    /// "hflow_flexibility", recorded on iOS).
    @Test func anOuterValueReachesEachViewAndAnInnerOneWins() {
        let log = PriorityLog()
        let view = WeightRow(priorities: log) {
            Group {
                Color.red.id("a")
                Color.green.layoutValue(key: Weight.self, value: 5).id("b")
                ForEach(0..<2) { index in Color.blue.id("c\(index)") }
            }
            .layoutValue(key: Weight.self, value: 2)
        }
        let layout = ComputedLayout(of: view, proposal: ProposedViewSize(width: 300, height: 10))
        #expect(layout.frame(of: "a") == rect(0, 0, 20, 10))
        #expect(layout.frame(of: "b") == rect(20, 0, 50, 10))
        #expect(layout.frame(of: "c0") == rect(70, 0, 20, 10))
        #expect(layout.frame(of: "c1") == rect(90, 0, 20, 10))
    }

    /// The same for `layoutPriority`, a view trait like layout values (Apple: "Sets the priority
    /// by which a parent layout should apportion space to this child"; the child's own).
    @Test func aViewsOwnPriorityWinsOverOneAroundIt() {
        let log = PriorityLog()
        let view = WeightRow(priorities: log) {
            Group {
                Color.red.layoutPriority(3)
                Color.green
            }
            .layoutPriority(1)
        }
        _ = ComputedLayout(of: view, proposal: ProposedViewSize(width: 300, height: 10))
        #expect(log.values == [3, 1])
    }
}

// MARK: Custom containers

private extension ContainerValues {
    @Entry var isHighlighted: Bool = false
}

private extension EnvironmentValues {
    @Entry var cardTint: Color = .orange
    @Entry var cardCornerRadius: CGFloat = 12
}

private extension FocusedValues {
    @Entry var selectedName: String?
}

private extension Transaction {
    @Entry var isUserInitiated: Bool = false
}

/// Reads an `@Entry` value of the environment.
private struct TintedCard: View {
    @Environment(\.cardCornerRadius) private var radius
    var body: some View { Color.red.frame(width: radius, height: 10).id("card") }
}

/// An iOS 18 custom container: its subviews in a row 10 apart, highlighted ones twice as tall.
private struct Row<Content: View>: View {
    @ViewBuilder var content: Content
    var body: some View {
        HStack(spacing: 10) {
            ForEach(subviews: content) { subview in
                subview.frame(height: subview.containerValues.isHighlighted ? 40 : 20)
            }
        }
    }
}

private struct CountedSubviews: View {
    let log: PriorityLog
    var body: some View {
        Group(subviews: Group {
            Color.red.id("x")
            if true { Color.green.id("y") }
            ForEach(0..<3) { Color.blue.id("z\($0)") }
            EmptyView()
        }) { subviews in
            let _ = (log.values = [Double(subviews.count)])
            VStack(spacing: 0) {
                subviews[0].frame(width: 30, height: 10)
                HStack(spacing: 0) { subviews[1...].frame(width: 10, height: 10) }
            }
        }
    }
}

/// A unary and a multi-view root, as `_VariadicView` code writes them.
private struct Stacked: _VariadicView_UnaryViewRoot {
    func body(children: _VariadicView.Children) -> some View {
        ForEach(children) { child in
            child.frame(width: 10, height: child[Emphasis.self] ? 30 : 10)
        }
    }
}

private struct Doubled: _VariadicView_MultiViewRoot {
    func body(children: _VariadicView.Children) -> some View {
        ForEach(children) { child in child.frame(width: 15, height: 10) }
    }
}

private struct Emphasis: _ViewTraitKey {
    static let defaultValue = false
}

@MainActor @Suite struct CustomContainerTests {
    /// `ForEach(subviews:)` hands each view of the content, with the values it set with
    /// `.containerValue` (Apple, "Creating custom container views": a container reads
    /// `subview.containerValues`).
    @Test func forEachSubviewsReadsContainerValues() {
        let view = Row {
            Color.red.frame(width: 20).id("a")
            Color.green.frame(width: 20).containerValue(\.isHighlighted, true).id("b")
            ForEach(0..<2) { Color.blue.frame(width: 20).id("c\($0)") }
        }
        let layout = ComputedLayout(of: view, proposal: ProposedViewSize(width: 300, height: 100))
        #expect(layout.frame(of: "a")?.size == CGSize(width: 20, height: 20))
        #expect(layout.frame(of: "b")?.size == CGSize(width: 20, height: 40))
        #expect(layout.frame(of: "c1")?.minX == 90)
    }

    /// `Group(subviews:)`: a view builder's views, an `if`'s view and each `ForEach` element are
    /// subviews (`EmptyView` none), indexed and sliced as a collection that is itself a view.
    @Test func groupSubviewsResolvesTheContentIntoItsViews() {
        let log = PriorityLog()
        let layout = ComputedLayout(of: CountedSubviews(log: log), proposal: ProposedViewSize(width: 100, height: 100))
        #expect(log.values == [5])
        #expect(layout.frame(of: "x")?.size == CGSize(width: 30, height: 10))
        #expect(layout.frame(of: "z2") == rect(30, 10, 10, 10))
    }

    /// A container value around a group reaches each view; a view's own wins.
    @Test func containerValuesAroundAGroupReachEachViewAndInnerWins() {
        let view = Row {
            Group {
                Color.red.frame(width: 20).id("a")
                Color.green.frame(width: 20).containerValue(\.isHighlighted, false).id("b")
            }
            .containerValue(\.isHighlighted, true)
        }
        let layout = ComputedLayout(of: view, proposal: ProposedViewSize(width: 300, height: 100))
        #expect(layout.frame(of: "a")?.height == 40)
        #expect(layout.frame(of: "b")?.height == 20)
    }

    /// `Group(sections:)`: each `Section` with its header and content as subviews; views outside
    /// sections gathered into a section of their own.
    @Test func groupSectionsResolvesSections() {
        let log = PriorityLog()
        let view = Group(sections: Group {
            Section {
                Color.red.id("r1")
                Color.red.id("r2")
            } header: {
                Text("Reds")
            }
            Color.blue.id("loose")
        }) { sections in
            let _ = (log.values = sections.map { Double($0.content.count * 10 + $0.header.count) })
            VStack(spacing: 0) {
                ForEach(sections) { section in
                    HStack(spacing: 0) { section.content.frame(width: 10, height: 10) }
                }
            }
        }
        let layout = ComputedLayout(of: view, proposal: ProposedViewSize(width: 100, height: 100))
        #expect(log.values == [21, 10])
        #expect(layout.frame(of: "r2") == rect(10, 0, 10, 10))
        #expect(layout.frame(of: "loose")?.minY == 10)
    }

    /// `_VariadicView.Tree`: a unary root's body is one view of the stack around it (its views
    /// stacked vertically), a multi-view root's views are each a view of the stack; traits set with
    /// `_trait` are read with `child[Key.self]`.
    @Test func variadicViewRoots() {
        let view = HStack(alignment: .top, spacing: 0) {
            _VariadicView.Tree(Stacked()) {
                Color.red.id("u1")
                Color.red._trait(Emphasis.self, true).id("u2")
            }
            _VariadicView.Tree(Doubled()) {
                Color.blue.id("m1")
                Color.blue.id("m2")
            }
        }
        let layout = ComputedLayout(of: view, proposal: ProposedViewSize(width: 200, height: 100))
        #expect(layout.frame(of: "u1") == rect(0, 0, 10, 10))
        #expect(layout.frame(of: "u2")?.size == CGSize(width: 10, height: 30))
        #expect(layout.frame(of: "m1")?.minX == 10)
        #expect(layout.frame(of: "m2")?.minX == 25)
    }

    /// `@Entry` declares the key and accessors for each of the four value types.
    @Test func entryDeclaresKeysWithTheirDefaults() {
        var environment = EnvironmentValues()
        #expect(environment.cardTint == .orange)
        environment.cardCornerRadius = 30
        #expect(environment.cardCornerRadius == 30)
        var focused = FocusedValues()
        #expect(focused.selectedName == nil)
        focused.selectedName = "Ada"
        #expect(focused.selectedName == "Ada")
        var transaction = Transaction()
        #expect(!transaction.isUserInitiated)
        transaction.isUserInitiated = true
        #expect(transaction.isUserInitiated)
        let layout = ComputedLayout(of: TintedCard().environment(\.cardCornerRadius, 44), proposal: .unspecified)
        #expect(layout.frame(of: "card")?.width == 44)
    }
}

// MARK: Views made off the main actor

/// A category as SwiftUI code often writes one: a plain (nonisolated) enum whose properties
/// return views. SwiftUI declares its view types `nonisolated` (`@frozen nonisolated struct
/// HStack`, https://developer.apple.com/documentation/swiftui/hstack), their initialisers
/// `nonisolated init` (https://developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:))
/// and its modifiers `nonisolated func`
/// (https://developer.apple.com/documentation/swiftui/view/padding(_:_:)); only `body` is
/// main-actor code. So this compiles in the Swift 6 language mode with `import SwiftUI`, and must
/// here.
private enum Shelf: CaseIterable {
    case books, music

    var title: String { self == .books ? "Books" : "Music" }

    var badge: some View {
        Color.blue.frame(width: 24, height: 24).clipShape(Circle())
    }

    var row: some View {
        HStack(spacing: 8) {
            badge
            VStack(alignment: .leading, spacing: 2) {
                Text(title).font(.headline)
                Text("12 items").foregroundStyle(.secondary)
            }
            Spacer()
            Toggle("Show", isOn: .constant(true)).labelsHidden()
        }
        .padding(.horizontal, 16)
        .frame(height: 44)
        .background(Color.white, in: RoundedRectangle(cornerRadius: 8))
        .toggleStyle(.switch)
        .buttonStyle(.bordered)
    }
}

/// Made on whatever thread calls it.
nonisolated private func shelfList(_ shelves: [Shelf]) -> some View {
    VStack(spacing: 0) {
        ForEach(shelves, id: \.self) { $0.row }
    }
    .overlay(alignment: .topTrailing) { Capsule().fill(.red).frame(width: 20, height: 12) }
    .modifier(Tinted())
}

private struct Tinted: ViewModifier {
    func body(content: Content) -> some View { content.tint(.orange) }
}

/// The frames of the fixed frames in `view` laid out at `width`, top to bottom.
@MainActor private func fixedFrameRects(of view: some View, width: CGFloat) -> [CGRect] {
    ComputedLayout(of: view, proposal: ProposedViewSize(width: width, height: nil)).nodes
        .filter { $0.kind == .frame && $0.frame.height == 44 }
        .map(\.frame)
}

@Suite struct NonisolatedConstructionTests {
    /// The test function is nonisolated (a suite without `@MainActor`), so `shelfList` and every
    /// view, initialiser and modifier in it run off the main actor; the finished value is handed
    /// to the main actor, which lays it out. Expected frames: each row is the 44-point frame it
    /// asks for (`frame(width:height:alignment:)`: "Positions this view within an invisible frame
    /// with the specified size", https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:)),
    /// the rows touch (a `VStack` with `spacing: 0`), and each is as wide as the proposal (a
    /// `Spacer` "expands along the major axis of its containing stack layout",
    /// https://developer.apple.com/documentation/swiftui/spacer).
    @Test func viewsMadeOffTheMainActorAreLaidOutOnIt() async {
        let list = shelfList(Shelf.allCases)
        let rows = await fixedFrameRects(of: list, width: 320)
        #expect(rows == [CGRect(x: 0, y: 0, width: 320, height: 44), CGRect(x: 0, y: 44, width: 320, height: 44)])
    }
}
