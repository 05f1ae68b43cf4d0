import Foundation
import Layoutshot

/// Where a diagram's labels go: id chips, spacing pills and padding lengths, placed in free space
/// by one pass before anything is drawn, so that no label covers a view's content (its text, or a
/// small colour or shape such as an icon or a badge) or another label. Alignment guide names go
/// through the same pass.
///
/// Each label tries a short list of positions in order and takes the first that is free: an id
/// chip straddles the top-left corner of its frame, else sits just above it, beside it (left, then
/// right), below it, or inside its top-left corner; a spacing pill sits in the middle of its gap;
/// a padding length sits in the middle of its band; a guide's name sits past an end of its line.
/// A label with no free position is dropped: the legend lists dropped ids and guide names, and
/// every spacing and padding length, so nothing is lost.
///
/// Labels may stand outside the canvas by up to `DiagramMetrics.chipHeadroom` above it and
/// `DiagramMetrics.labelOverhang` (at most the margin) to the right and below it, never over the
/// left ruler.
struct DiagramAnnotations {
    enum Kind: Equatable {
        /// An id chip in its view family's colour.
        case chip(ViewFamily)
        /// A spacing gap's length, in a pill.
        case spacing
        /// A padding inset's length, written in the band.
        case padding
        /// The name of a stack's alignment guide, beside its line.
        case guide
        /// A view with a custom `.alignmentGuide`, in a pill.
        case customGuide
    }

    /// A stack's alignment line, in root coordinates.
    struct GuideLine: Equatable {
        var start: CGPoint
        var end: CGPoint
    }

    /// One placed label, in root coordinates.
    struct Label: Equatable {
        var kind: Kind
        var text: String
        var rect: CGRect
    }

    /// The labels placed, in drawing order.
    private(set) var placed: [Label] = []
    /// The ids of views whose chip found no free position, in tree order.
    private(set) var droppedIDs: [String] = []
    /// Every spacing gap length shown or not, distinct, ascending.
    private(set) var spacingLengths: [CGFloat] = []
    /// Every padding inset length shown or not, distinct, ascending.
    private(set) var paddingLengths: [CGFloat] = []
    /// The alignment lines, with the `.alignmentGuides` overlay.
    private(set) var guideLines: [GuideLine] = []
    /// Guide names with no free position, distinct, in tree order.
    private(set) var droppedGuides: [String] = []

    static let chipHeight: CGFloat = 12
    static let pillHeight: CGFloat = 11

    /// Places the labels of `layout` within `contentBounds` grown by `headroom` above and
    /// `overhang` to the right and below.
    init(layout: ComputedLayout, renderer: LayoutRenderer, contentBounds: CGRect, headroom: CGFloat, overhang: CGFloat) {
        let nodes = layout.nodes
        let measurer = renderer.textMeasurer
        let allowed = CGRect(x: contentBounds.minX, y: contentBounds.minY - headroom,
                             width: contentBounds.width + overhang,
                             height: contentBounds.height + headroom + overhang)
        // Made when the first label asks: a diagram without labels (no ids, no overlays) pays nothing.
        var occupancy: OccupancyGrid?

        func place(_ kind: Kind, _ text: String, candidates: [CGRect]) -> Bool {
            if occupancy == nil {
                var grid = OccupancyGrid()
                for index in nodes.indices where Self.isObstacle(nodes[index]) {
                    grid.insert(nodes[index].frame)
                }
                occupancy = grid
            }
            for rect in candidates where allowed.contains(rect) && !occupancy!.intersects(rect) {
                placed.append(Label(kind: kind, text: text, rect: rect))
                occupancy!.insert(rect)
                return true
            }
            return false
        }

        // Id chips first: they name views, the most useful labels.
        if renderer.showsFrames {
            let font = DiagramMetrics.chipFont
            let h = Self.chipHeight
            for index in nodes.indices {
                guard let id = nodes[index].id, DiagramPlan.isFinite(nodes[index].frame) else { continue }
                let f = nodes[index].frame
                let text = PointFormatting.string(id: id)
                let w = (measurer.width(of: Substring(text), font: font) + 8).rounded(.up)
                let candidates = [
                    CGRect(x: f.minX + 3, y: f.minY - h / 2, width: w, height: h),   // straddling the top-left corner
                    CGRect(x: f.minX, y: f.minY - h - 1, width: w, height: h),       // just above
                    CGRect(x: f.minX - w - 2, y: f.minY, width: w, height: h),       // left, top-aligned
                    CGRect(x: f.maxX + 2, y: f.minY, width: w, height: h),           // right, top-aligned
                    CGRect(x: f.minX, y: f.maxY + 1, width: w, height: h),           // just below
                    CGRect(x: f.minX + 2, y: f.minY + 2, width: w, height: h),       // inside the top-left corner
                ]
                if !place(.chip(nodes[index].kind.family), text, candidates: candidates) {
                    droppedIDs.append(text)
                }
            }
        }

        if renderer.overlays.contains(.alignmentGuides) {
            let font = DiagramMetrics.guideFont
            func size(_ text: String) -> CGSize {
                CGSize(width: (measurer.width(of: Substring(text), font: font) + 2).rounded(.up), height: 9)
            }
            for index in nodes.indices where DiagramPlan.isFinite(nodes[index].frame) {
                let f = nodes[index].frame
                if case .alignmentGuide(let name) = nodes[index].content {
                    let text = "guide: \(name)"
                    let s = size(text), w = s.width + 5
                    let placedPill = place(.customGuide, text, candidates: [
                        CGRect(x: f.minX + 2, y: f.maxY + 1.5, width: w, height: Self.pillHeight),
                        CGRect(x: f.minX + 2, y: f.minY - Self.pillHeight - 1.5, width: w, height: Self.pillHeight),
                        CGRect(x: f.maxX + 2, y: f.minY, width: w, height: Self.pillHeight),
                    ])
                    if !placedPill, !droppedGuides.contains(text) { droppedGuides.append(text) }
                    continue
                }
                guard case .stack(let axis, let alignment) = nodes[index].content, !nodes[index].childIndices.isEmpty else { continue }
                let names = alignment.split(separator: "/").map(String.init)
                if axis != .horizontal, let name = axis == nil ? names.first : names.last,
                   let x = Self.guidePosition(name, in: index, nodes: nodes, vertical: false) {
                    // A vertical line: the stack's horizontal alignment; its name below or above it.
                    guideLines.append(GuideLine(start: CGPoint(x: x, y: f.minY - 4), end: CGPoint(x: x, y: f.maxY + 4)))
                    let s = size(name)
                    if !place(.guide, name, candidates: [
                        CGRect(x: x + 2, y: f.maxY + 4, width: s.width, height: s.height),
                        CGRect(x: x - s.width - 2, y: f.maxY + 4, width: s.width, height: s.height),
                        CGRect(x: x + 2, y: f.minY - 4 - s.height, width: s.width, height: s.height),
                    ]), !droppedGuides.contains(name) { droppedGuides.append(name) }
                }
                if axis != .vertical, let name = names.last,
                   let y = Self.guidePosition(name, in: index, nodes: nodes, vertical: true) {
                    // A horizontal line: the stack's vertical alignment; its name past either end.
                    guideLines.append(GuideLine(start: CGPoint(x: f.minX - 4, y: y), end: CGPoint(x: f.maxX + 4, y: y)))
                    let s = size(name)
                    if !place(.guide, name, candidates: [
                        CGRect(x: f.maxX + 5, y: y - s.height / 2, width: s.width, height: s.height),
                        CGRect(x: f.minX - 5 - s.width, y: y - s.height / 2, width: s.width, height: s.height),
                        CGRect(x: f.maxX - s.width, y: y - s.height - 1, width: s.width, height: s.height),
                        CGRect(x: f.maxX - s.width, y: y + 1, width: s.width, height: s.height),
                    ]), !droppedGuides.contains(name) { droppedGuides.append(name) }
                }
            }
        }

        var spacing = Set<CGFloat>()
        if renderer.overlays.contains(.spacing) {
            let font = DiagramMetrics.pillFont
            for gap in Self.spacingGaps(in: nodes) {
                spacing.insert(gap.length)
                let text = PointFormatting.string(gap.length)
                let w = measurer.width(of: Substring(text), font: font) + 7
                let rect = CGRect(x: gap.rect.midX - w / 2, y: gap.rect.midY - Self.pillHeight / 2, width: w, height: Self.pillHeight)
                _ = place(.spacing, text, candidates: [rect])
            }
        }

        var padding = Set<CGFloat>()
        if renderer.overlays.contains(.padding) {
            let font = DiagramMetrics.pillFont
            for band in Self.paddingBands(in: nodes) {
                for (value, rect) in band.edges where value > 0 {
                    padding.insert(value)
                    let text = PointFormatting.string(value)
                    let w = measurer.width(of: Substring(text), font: font) + 2
                    // Only inside the band, where it reads as the band's length.
                    guard rect.width >= w, rect.height >= 9 else { continue }
                    let label = CGRect(x: rect.midX - w / 2, y: rect.midY - 4.5, width: w, height: 9)
                    _ = place(.padding, text, candidates: [label])
                }
            }
        }
        spacingLengths = spacing.sorted()
        paddingLengths = padding.sorted()
    }

    /// Views whose content a label must not cover: text, and colours and shapes small enough to
    /// be an icon or a badge (a large colour is a background, and labels may sit on it).
    static func isObstacle(_ node: LayoutNode) -> Bool {
        guard DiagramPlan.isFinite(node.frame), node.frame.width > 0, node.frame.height > 0 else { return false }
        switch node.content {
        case .text(let layout, _): return !layout.lines.isEmpty
        case .color(let color): return color.opacity > 0 && node.frame.width < 48 && node.frame.height < 48
        case .shape: return node.frame.width < 48 && node.frame.height < 48
        default: return false
        }
    }

    // MARK: What the overlays show

    /// Where the children of the stack at `index` align for the guide `name`, from the first
    /// child without a custom `.alignmentGuide` (whose default guide is known: its edge, centre or
    /// text baseline); nil for a guide the diagram cannot place.
    static func guidePosition(_ name: String, in index: Int, nodes: [LayoutNode], vertical: Bool) -> CGFloat? {
        for childIndex in nodes[index].childIndices {
            if case .alignmentGuide = nodes[childIndex].content { continue }
            let f = nodes[childIndex].frame
            switch (vertical, name) {
            case (false, "leading"): return f.minX
            case (false, "center"): return f.midX
            case (false, "trailing"): return f.maxX
            case (true, "top"): return f.minY
            case (true, "center"): return f.midY
            case (true, "bottom"): return f.maxY
            case (true, "firstTextBaseline"): return baseline(in: childIndex, nodes: nodes, first: true) ?? f.maxY
            case (true, "lastTextBaseline"): return baseline(in: childIndex, nodes: nodes, first: false) ?? f.maxY
            default: return nil
            }
        }
        return nil
    }

    /// The first (or last) text baseline inside the subtree at `index`, in root coordinates.
    private static func baseline(in index: Int, nodes: [LayoutNode], first: Bool) -> CGFloat? {
        var found: CGFloat?
        var pending = [index]
        while let current = pending.popLast() {
            let node = nodes[current]
            if case .text(let layout, _) = node.content, !layout.lines.isEmpty {
                let value = node.frame.minY + (first ? layout.firstBaseline : layout.lastBaseline)
                if first { return value }
                found = value
            }
            pending.append(contentsOf: node.childIndices.reversed())
        }
        return found
    }

    /// A gap between consecutive children of a horizontal or vertical stack, across the stack.
    struct Gap {
        var rect: CGRect
        var length: CGFloat
    }

    /// The gaps of every stack with more than one child, in tree order.
    static func spacingGaps(in nodes: [LayoutNode]) -> [Gap] {
        var gaps: [Gap] = []
        for index in nodes.indices where nodes[index].kind.family == .stack && nodes[index].childIndices.count > 1 {
            let node = nodes[index]
            guard case .stack(let axis?, _) = node.content, DiagramPlan.isFinite(node.frame) else { continue }
            let horizontal = axis == .horizontal
            let frames = node.childIndices.map { nodes[$0].frame }.filter(DiagramPlan.isFinite)
                .sorted { horizontal ? $0.minX < $1.minX : $0.minY < $1.minY }
            for (previous, next) in zip(frames, frames.dropFirst()) {
                let start = horizontal ? previous.maxX : previous.maxY
                let end = horizontal ? next.minX : next.minY
                let length = end - start
                guard length >= 0.5 else { continue }
                let rect = horizontal
                    ? CGRect(x: start, y: node.frame.minY, width: length, height: node.frame.height)
                    : CGRect(x: node.frame.minX, y: start, width: node.frame.width, height: length)
                gaps.append(Gap(rect: rect, length: length))
            }
        }
        return gaps
    }

    /// A padding view's band: its frame, its content's frame, and each inset with the part of the
    /// band it spans (top, bottom, leading, trailing).
    struct Band {
        var outer: CGRect
        var inner: CGRect
        var edges: [(CGFloat, CGRect)]
    }

    /// The band of the padding view at `index`, or nil when it pads nothing visible.
    static func paddingBand(of index: Int, in nodes: [LayoutNode]) -> Band? {
        let node = nodes[index]
        guard case .padding(let insets) = node.content, let childIndex = node.childIndices.first else { return nil }
        let outer = node.frame, inner = nodes[childIndex].frame
        guard DiagramPlan.isFinite(outer), DiagramPlan.isFinite(inner), outer != inner else { return nil }
        // Right to left, the leading inset is the band on the right.
        let (left, right) = isRightToLeft(index, in: nodes) ? (insets.trailing, insets.leading) : (insets.leading, insets.trailing)
        return Band(outer: outer, inner: inner, edges: [
            (insets.top, CGRect(x: outer.minX, y: outer.minY, width: outer.width, height: inner.minY - outer.minY)),
            (insets.bottom, CGRect(x: outer.minX, y: inner.maxY, width: outer.width, height: outer.maxY - inner.maxY)),
            (left, CGRect(x: outer.minX, y: inner.minY, width: inner.minX - outer.minX, height: inner.height)),
            (right, CGRect(x: inner.maxX, y: inner.minY, width: outer.maxX - inner.maxX, height: inner.height)),
        ])
    }

    /// Whether the node is laid out right to left: the nearest direction mark on it or above it.
    static func isRightToLeft(_ index: Int, in nodes: [LayoutNode]) -> Bool {
        var current: Int? = index
        while let i = current {
            if let mark = nodes[i].style.layoutDirectionMark { return mark == .rightToLeft }
            current = nodes[i].parent
        }
        return false
    }

    /// Every padding band, in tree order.
    static func paddingBands(in nodes: [LayoutNode]) -> [Band] {
        nodes.indices.compactMap { nodes[$0].kind == .padding ? paddingBand(of: $0, in: nodes) : nil }
    }
}

/// Rectangles bucketed in 32-point cells, so asking whether a label is free costs the few
/// rectangles near it, not all of them (diagrams may hold thousands of views).
struct OccupancyGrid {
    private static let cell: CGFloat = 32
    private var buckets: [Int64: [CGRect]] = [:]

    private static func cells(of rect: CGRect) -> [Int64] {
        let minX = Int64((rect.minX / cell).rounded(.down)), maxX = Int64((rect.maxX / cell).rounded(.down))
        let minY = Int64((rect.minY / cell).rounded(.down)), maxY = Int64((rect.maxY / cell).rounded(.down))
        guard maxX - minX < 64, maxY - minY < 64 else { return [Int64.min] } // huge: one shared bucket
        var keys: [Int64] = []
        for x in minX...maxX {
            for y in minY...maxY { keys.append(x &* 1_000_003 &+ y) }
        }
        return keys
    }

    mutating func insert(_ rect: CGRect) {
        for key in Self.cells(of: rect) { buckets[key, default: []].append(rect) }
    }

    /// Whether `rect` overlaps (by more than a hairline) any inserted rectangle.
    func intersects(_ rect: CGRect) -> Bool {
        let probe = rect.insetBy(dx: 0.25, dy: 0.25)
        for key in Self.cells(of: rect) + [Int64.min] {
            if let list = buckets[key], list.contains(where: { $0.intersects(probe) }) { return true }
        }
        return false
    }
}
