import Foundation

// The safe area, as SwiftUI lays it out.
//
// A screen (or window) hosts the root view inside its safe area: the root is proposed the size
// inside the insets and is placed in that area — "By default, SwiftUI positions your content
// within the safe area" (WWDC21 "What's new in SwiftUI",
// https://developer.apple.com/videos/play/wwdc2021/10021/) — centred when it is smaller, as a
// frame places its content (`frame(width:height:alignment:)`, whose `alignment` — "The alignment
// of this view inside the resulting frame" — is `.center` by default:
// https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:); a new
// app's `Text("Hello, world!")` sits in the middle of the screen). `SafeAreaHostRule` is that screen; only a device's full-screen picture
// (`SnapshotDevice.fullScreen`) puts one around the root, so `ComputedLayout`'s own root still
// sits at (0, 0) with its size.
//
// `.ignoresSafeArea(_:edges:)` (https://developer.apple.com/documentation/swiftui/view/ignoressafearea(_:edges:)):
// "By default, the SwiftUI layout system sizes and positions views to avoid certain safe areas.
// […] To extend your content into these regions, you can ignore safe areas on specific edges by
// applying this modifier"; `edgesIgnoringSafeArea(_:)` says the view "could extend outside the
// safe area to the bounds of the screen for the specified edges"
// (https://developer.apple.com/documentation/swiftui/view/edgesignoringsafearea(_:)). The view
// keeps the size its parent gave it in the parent's layout, and where its frame touches an
// ignored edge of the safe area, its content is given the inset of that edge as well and placed
// in the larger frame (`Color.blue.ignoresSafeArea()` fills the whole screen;
// `.background { Color.red.ignoresSafeArea() }` is how WWDC21's "What's new in SwiftUI" makes a
// background reach past the safe area). `.background(_:ignoresSafeAreaEdges:)` with a style does
// the same for its fill
// (https://developer.apple.com/documentation/swiftui/view/background(_:ignoressafeareaedges:):
// "The set of edges for which to ignore safe area insets when adding the background. The default
// value is all"). Outside a host nothing
// has a safe area, and the modifier changes nothing.
//
// Limits: the host takes `leading` as the left inset (the screen itself is not mirrored right to
// left, which only matters for a safe area that differs left and right, as no preset's does), and
// `GeometryProxy.safeAreaInsets` still reports none.

/// A screen of `proposal`'s size whose safe area is `insets` from its edges: the content is
/// proposed the size inside the safe area and centred in it.
struct SafeAreaHostRule: ModifierRule, Equatable {
    var insets: EdgeInsets

    var label: String {
        "screen (safe area \(formatLength(insets.top)), \(formatLength(insets.leading)), "
            + "\(formatLength(insets.bottom)), \(formatLength(insets.trailing)))"
    }

    func isProposalIndependent(_ children: NodeChildren) -> Bool { false }

    /// The screen is what it is proposed (a picture of an unspecified screen: the content's size
    /// plus the insets).
    func sizeThatFits(_ p: ProposedViewSize, _ node: NodeContext) -> CGSize {
        let content = node.measure(0, inner(p))
        return CGSize(width: p.width ?? content.width + insets.leading + insets.trailing,
                      height: p.height ?? content.height + insets.top + insets.bottom)
    }

    func placeChildren(in bounds: CGRect, _ p: ProposedViewSize, _ node: NodeContext) {
        let safe = safeRect(of: bounds)
        node.placeAligned(0, ProposedViewSize(safe.size), in: safe, .center)
    }

    /// The safe area of a screen placed at `bounds`.
    func safeRect(of bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX + insets.leading, y: bounds.minY + insets.top,
               width: max(0, bounds.width - insets.leading - insets.trailing),
               height: max(0, bounds.height - insets.top - insets.bottom))
    }

    private func inner(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: p.width.map { max(0, $0 - insets.leading - insets.trailing) },
                         height: p.height.map { max(0, $0 - insets.top - insets.bottom) })
    }
}

/// Set in the environment of a host's content: views built inside know a safe area exists.
final class SafeAreaHosted: Sendable {}

/// `.ignoresSafeArea`: measured as its content; placed, it gives its content the safe-area inset
/// of each ignored edge its frame touches, and places it in that larger frame (centred, as the
/// content of any frame).
struct SafeAreaIgnoringRule: ModifierRule, Equatable {
    var edges: Edge.Set

    var label: String {
        edges == .all ? ".ignoresSafeArea()" : ".ignoresSafeArea(edges: \(describe(edges)))"
    }

    func sizeThatFits(_ p: ProposedViewSize, _ node: NodeContext) -> CGSize {
        node.measure(0, p)
    }

    func placeChildren(in bounds: CGRect, _ p: ProposedViewSize, _ node: NodeContext) {
        let extended = extendedFrame(bounds, node)
        if extended == bounds {
            node.place(0, CGRect(origin: bounds.origin, size: node.measure(0, p)), p)
        } else {
            node.placeAligned(0, ProposedViewSize(extended.size), in: extended, .center)
        }
    }

    /// The content's guides: the view stays where its parent's layout put it.
    func explicitGuide(_ key: AlignmentKey, _ p: ProposedViewSize, size: CGSize, _ node: NodeContext) -> CGFloat? {
        node.explicitGuide(key, of: 0, p, size: size)
    }

    /// `bounds` grown to the screen's edge on each ignored edge where it touches the safe area
    /// of the nearest host; `bounds` itself when there is no host.
    private func extendedFrame(_ bounds: CGRect, _ node: NodeContext) -> CGRect {
        var current = node.parent(of: node.slot)
        while let ancestor = current {
            if let host = node.node(ancestor).rule as? SafeAreaHostRule {
                let screen = node.placedFrame(of: ancestor)
                return Self.extend(bounds, screen: screen, safe: host.safeRect(of: screen), edges: edges)
            }
            current = node.parent(of: ancestor)
        }
        return bounds
    }

    /// `frame` reaching the edge of `screen` on each of `edges` where it touches (or passes) the
    /// edge of `safe`.
    static func extend(_ frame: CGRect, screen: CGRect, safe: CGRect, edges: Edge.Set) -> CGRect {
        let tolerance: CGFloat = 0.001
        var minX = frame.minX, maxX = frame.maxX, minY = frame.minY, maxY = frame.maxY
        if edges.contains(.top), minY <= safe.minY + tolerance { minY = min(minY, screen.minY) }
        if edges.contains(.bottom), maxY >= safe.maxY - tolerance { maxY = max(maxY, screen.maxY) }
        if edges.contains(.leading), minX <= safe.minX + tolerance { minX = min(minX, screen.minX) }
        if edges.contains(.trailing), maxX >= safe.maxX - tolerance { maxX = max(maxX, screen.maxX) }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    private func describe(_ edges: Edge.Set) -> String {
        let names: [(Edge.Set, String)] = [(.top, ".top"), (.leading, ".leading"), (.bottom, ".bottom"), (.trailing, ".trailing")]
        let named = names.filter { edges.contains($0.0) }.map(\.1)
        return named.count == 1 ? named[0] : "[" + named.joined(separator: ", ") + "]"
    }
}

/// A background or overlay fill that ignores the safe area on `edges`: wrapped in
/// `SafeAreaIgnoringRule` only inside a host (elsewhere it has no safe area to reach, and the tree
/// stays as it was).
nonisolated struct _SafeAreaIgnoringFill<Content: View>: View, PrimitiveView {
    let content: Content
    let edges: Edge.Set

    @MainActor func buildNodes(_ builder: inout GraphBuilder, into nodes: inout [Node]) {
        if !edges.isEmpty && builder.environment.values.object(of: SafeAreaHosted.self) != nil {
            builder.append(content.wrapped(SafeAreaIgnoringRule(edges: edges)), into: &nodes)
        } else {
            builder.append(content, into: &nodes)
        }
    }
}

extension View {
    /// Lets the view extend into the safe area on `edges`, as SwiftUI's `.ignoresSafeArea(_:edges:)`
    /// (see the top of this file). Layoutshot has no keyboard: every region is the container's
    /// safe area.
    nonisolated public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> ModifiedContent<Self, _NodeModifier> {
        wrapped(SafeAreaIgnoringRule(edges: regions.isEmpty ? [] : edges))
    }

    /// The deprecated spelling of `ignoresSafeArea(edges:)`, as SwiftUI's `.edgesIgnoringSafeArea(_:)`.
    nonisolated public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> ModifiedContent<Self, _NodeModifier> {
        wrapped(SafeAreaIgnoringRule(edges: edges))
    }

    /// The view on a screen whose safe area is `insets` from its edges, proposed the size of the
    /// screen: what a device's full-screen picture lays out (see the top of this file).
    nonisolated package func _onScreen(safeArea insets: EdgeInsets) -> some View {
        _hostedMarker().wrapped(SafeAreaHostRule(insets: insets))
    }

    nonisolated private func _hostedMarker() -> ModifiedContent<Self, _EnvironmentModifier> {
        ModifiedContent(content: self, modifier: _EnvironmentModifier { $0.values.setObject(SafeAreaHosted(), as: SafeAreaHosted.self) })
    }
}
