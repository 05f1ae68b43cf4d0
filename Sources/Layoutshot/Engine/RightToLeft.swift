import Foundation

// Right-to-left layout, as SwiftUI does it: "SwiftUI horizontally flips the x position of each
// view within its parent when the mode switches, so layout calculations automatically produce the
// desired effect for both directions" (Apple's documentation of `LayoutSubviews.layoutDirection`,
// https://developer.apple.com/documentation/swiftui/layoutsubviews/layoutdirection). Layouts
// (stacks, padding, frames, alignment, custom `Layout`s) place their subviews left to right as
// always; the pass below then mirrors every view's x within its parent wherever the environment's
// `layoutDirection` (https://developer.apple.com/documentation/swiftui/environmentvalues/layoutdirection)
// is `.rightToLeft`. Flipping each view within its parent, level after level, is the same as
// reflecting the whole right-to-left subtree about the vertical midline of the view where the
// direction changes; a left-to-right subtree inside it is reflected back about its own midline.
// Text and images are moved, not mirrored: their drawing is flipped only by
// `flipsForRightToLeftLayoutDirection(true)`.

extension LayoutEngine {
    /// The direction the subtree of `node` is laid out in: the nearest `.layoutDirection` mark on
    /// it or an ancestor (`.environment(\.layoutDirection, …)` marks the views it wraps when it
    /// changes the direction), left to right when there is none.
    func resolvedLayoutDirection(of node: Node) -> LayoutDirection {
        var current: Node? = node
        while let node = current {
            if let direction = node.layoutDirectionMark { return direction }
            current = parent(of: node)
        }
        return .leftToRight
    }
}

extension Node {
    /// `style.layoutDirectionMark`, read from the effects alone.
    var layoutDirectionMark: LayoutDirection? {
        for effect in effects {
            if case .graphics(.layoutDirection(let direction)) = effect { return direction }
        }
        return nil
    }
}

extension NodeStyle {
    /// The direction set on this node where the environment's direction changes, if it is one.
    public var layoutDirectionMark: LayoutDirection? {
        for effect in effects {
            if case .graphics(.layoutDirection(let direction)) = effect { return direction }
        }
        return nil
    }
}

/// Mirrors the placed frames of right-to-left subtrees (see the comment at the top of the file).
/// `placed` is depth first, parents before children, in root coordinates.
func mirrorRightToLeft(_ placed: inout [PlacedNode], nodes: SlotNodes) {
    // Most trees never change direction: nothing to do.
    guard placed.contains(where: { nodes[Int($0.slot)].layoutDirectionMark != nil }) else { return }
    // For each placed node: its direction, and the map x ↦ sign·x + offset that its frame takes
    // (the composition of the reflections of every direction change at or above it).
    var directions = [LayoutDirection](repeating: .leftToRight, count: placed.count)
    var signs = [CGFloat](repeating: 1, count: placed.count)
    var offsets = [CGFloat](repeating: 0, count: placed.count)
    for i in placed.indices {
        let p = placed[i]
        let parent = Int(p.parent)
        let inherited = parent >= 0 ? directions[parent] : .leftToRight
        var sign: CGFloat = parent >= 0 ? signs[parent] : 1
        var offset: CGFloat = parent >= 0 ? offsets[parent] : 0
        let direction = nodes[Int(p.slot)].layoutDirectionMark ?? inherited
        directions[i] = direction
        if direction != inherited {
            // Compose with the reflection about this view's own midline m (x ↦ 2m − x), taken in
            // the coordinates the layout placed it in: (M ∘ R)(x) = −sign·x + (2·sign·m + offset).
            let middle = p.frame.midX
            offset = 2 * sign * middle + offset
            sign = -sign
        }
        signs[i] = sign
        offsets[i] = offset
        if sign != 1 || offset != 0 {
            let f = p.frame
            let minX = sign > 0 ? f.minX + offset : offset - f.maxX
            placed[i] = PlacedNode(slot: p.slot, parent: p.parent, depth: p.depth,
                                   frame: CGRect(x: minX, y: f.minY, width: f.width, height: f.height), proposal: p.proposal)
        }
    }
}

/// Which placed nodes are laid out right to left (by their index in `placed`), or nil when no
/// view changes the direction.
func rightToLeftNodes(_ placed: [PlacedNode], nodes: SlotNodes) -> [Bool]? {
    guard placed.contains(where: { nodes[Int($0.slot)].layoutDirectionMark != nil }) else { return nil }
    var result = [Bool](repeating: false, count: placed.count)
    for (i, p) in placed.enumerated() {
        let inherited = p.parent >= 0 ? result[Int(p.parent)] : false
        result[i] = nodes[Int(p.slot)].layoutDirectionMark.map { $0 == .rightToLeft } ?? inherited
    }
    return result
}

// Gradients: a `UnitPoint` is placed in the layout direction — "The leading edge appears on the
// left in a left-to-right language environment and on the right in a right-to-left environment"
// (https://developer.apple.com/documentation/swiftui/unitpoint/leading; the same for
// `topLeading`, `trailing`, …) — so a gradient drawn right to left has its unit points mirrored
// within the view (x ↦ 1 − x): `LinearGradient(…, startPoint: .leading, endPoint: .trailing)`
// starts at the right. A radial or angular gradient's centre is mirrored the same way.

extension UnitPoint {
    /// The point as drawn right to left: mirrored within the view.
    var mirroredForRightToLeft: UnitPoint { UnitPoint(x: 1 - x, y: y) }
}

extension ResolvedShapeStyle {
    /// The style as drawn right to left: its gradient's unit points mirrored.
    var mirroredForRightToLeft: ResolvedShapeStyle {
        switch self {
        case .linearGradient(let stops, let start, let end):
            return .linearGradient(stops: stops, start: start.mirroredForRightToLeft, end: end.mirroredForRightToLeft)
        case .radialGradient(let stops, let center, let r0, let r1):
            return .radialGradient(stops: stops, center: center.mirroredForRightToLeft, startRadius: r0, endRadius: r1)
        case .angularGradient(let stops, let center, let start, let end):
            return .angularGradient(stops: stops, center: center.mirroredForRightToLeft, startAngle: start, endAngle: end)
        case .color, .material:
            return self
        }
    }
}

extension NodeStyle {
    /// The style of a view laid out right to left, as the renderer draws it: fill and stroke
    /// gradients mirrored.
    var mirroredForRightToLeft: NodeStyle {
        guard fill != nil || stroke?.style != nil else { return self }
        var copy = self
        copy.fill = fill?.mirroredForRightToLeft
        copy.stroke?.style = stroke?.style?.mirroredForRightToLeft
        return copy
    }
}

/// `flipsForRightToLeftLayoutDirection(_:)`: mirrors the drawing of the content's nodes when
/// they are built in a right-to-left environment.
public struct _FlipsForRightToLeftModifier: InternalModifier {
    let enabled: Bool

    @MainActor func apply<Content: View>(to content: Content, _ builder: inout GraphBuilder, into nodes: inout [Node]) {
        let flips = enabled && builder.environment.values.layoutDirection == .rightToLeft
        builder.annotate(content, into: &nodes) { node in
            // Mirrored about the view's centre: the drawing, not the layout.
            if flips { node.style.effects.append(.scale(CGSize(width: -1, height: 1), anchor: .center)) }
        }
    }
}

extension View {
    /// Mirrors the view's drawing horizontally when the layout direction is right to left, as
    /// SwiftUI's `.flipsForRightToLeftLayoutDirection(_:)`
    /// (https://developer.apple.com/documentation/swiftui/view/flipsforrighttoleftlayoutdirection(_:)):
    /// for images and shapes that point the way the text reads (arrows, progress). No effect left
    /// to right, and none on layout.
    nonisolated public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> ModifiedContent<Self, _FlipsForRightToLeftModifier> {
        ModifiedContent(content: self, modifier: _FlipsForRightToLeftModifier(enabled: enabled))
    }
}

extension LayoutSubviews {
    /// The direction the container is laid out in (what `layoutDirection` reports): the direction
    /// of its environment while it is in its engine's tree, left to right for kept subviews.
    var containerLayoutDirection: LayoutDirection {
        guard let engine, let owner else { return .leftToRight }
        return engine.resolvedLayoutDirection(of: owner)
    }
}
