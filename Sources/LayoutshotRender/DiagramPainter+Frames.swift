import Foundation
import Layoutshot
import LayoutshotGraphics

extension DiagramPainter {
    /// Tints inside stacks, flows and grids (nested ones add up, so depth reads as a deeper tint)
    /// and hatching inside spacers, under the content.
    func drawTints() {
        // Indices, not `for node in nodes`: reading fields does not copy whole nodes.
        for index in nodes.indices {
            let family = nodes[index].kind.family
            let frame = nodes[index].frame
            let style = theme.style(for: family)
            if family == .spacer {
                drawHatching(frame, color: style.color)
            } else if style.tint > 0, frame.width > 0, frame.height > 0 {
                context.setColor(style.color.withAlpha(style.color.alpha * style.tint))
                context.addRect(frame)
                context.fill()
            }
        }
    }

    /// Diagonal lines every 5 points inside `rect`, over a faint wash (`washAlpha`) unless that is 0.
    func drawHatching(_ rect: CGRect, color: GraphicsColor, washAlpha: Double = 0.07, lineAlpha: Double = 0.4,
                      excluding hole: CGRect? = nil) {
        guard rect.width > 0, rect.height > 0 else { return }
        context.withSavedState {
            // The rectangle less the hole, as one even-odd path: no clip, one fill for the wash and
            // one for the lines.
            func addArea() {
                context.addRect(rect)
                if let hole = hole?.intersection(rect), !hole.isNull, hole.width > 0, hole.height > 0 {
                    context.addRect(hole)
                }
            }
            context.setFillRule(.evenOdd)
            if washAlpha > 0 {
                context.setColor(color.withAlpha(color.alpha * washAlpha))
                addArea()
                context.fill()
            }
            addArea()
            context.fillHatched(spacing: 5, lineWidth: 0.75, color: color.withAlpha(color.alpha * lineAlpha))
        }
    }

    /// The outline width of a frame: containers near the root are heavier.
    static func outlineWidth(family: ViewFamily, depth: Int) -> Double {
        switch family {
        case .stack, .flow, .grid:
            return depth == 0 ? 2 : (depth <= 2 ? 1.5 : 1)
        case .spacer, .padding, .frame, .leaf:
            return 1
        }
    }

    /// Every frame's outline, inside the frame, in its family's colour and dash. Outlines of one
    /// family and width that touch a common pixel are stroked as one path (overlapping outlines
    /// do not darken); containers go first, leaves last.
    ///
    /// Outlines whose pixels no other outline of the batch touches are stroked on their own
    /// (`OutlineGroups`): cairo turns a dashed stroke into one box per dash and sweeps every box
    /// of a path together, so one path of 2,000 dashed rectangles cost about twice as much as
    /// 2,000 strokes of one rectangle. A pixel's coverage comes only from the boxes over it, so
    /// the pixels are the same either way. A batch holding a diagonal line (a frame too thin to
    /// outline, drawn corner to corner) stays one path: cairo rasterises that path as a polygon,
    /// with coverage sampled differently from the boxes of a path of straight lines only. SVG and
    /// PDF keep one path per batch, so their files do not change. A batch of rectangles only is
    /// drawn by `GraphicsContext.strokeRectangleOutlines`, which on an image surface makes the
    /// dashes' boxes itself (cairo's pixels, without cairo's sweep of the boxes).
    func drawOutlines() {
        let rastersPixels = context.surface is ImageSurface
        struct Batch: Hashable {
            var family: ViewFamily
            var width: Double
        }
        var batches: [Batch: [CGRect]] = [:]
        for index in nodes.indices {
            let frame = nodes[index].frame
            guard frame.width > 0 || frame.height > 0, DiagramPlan.isFinite(frame) else { continue }
            let family = nodes[index].kind.family
            batches[Batch(family: family, width: Self.outlineWidth(family: family, depth: nodes[index].depth)), default: []].append(frame)
        }
        let familyOrder: [ViewFamily] = [.stack, .flow, .grid, .frame, .padding, .spacer, .leaf]
        let keys = batches.keys.sorted { a, b in
            let (ia, ib) = (familyOrder.firstIndex(of: a.family)!, familyOrder.firstIndex(of: b.family)!)
            return ia != ib ? ia < ib : a.width > b.width
        }
        context.setLineJoin(.miter)
        for key in keys {
            let style = theme.style(for: key.family)
            let frames = batches[key]!
            let inset = CGFloat(key.width / 2)
            context.setColor(style.color)
            context.setLineWidth(key.width)
            context.setDash(style.dash)
            let diagonal = frames.contains { frame in
                (frame.width <= key.width || frame.height <= key.width) && frame.width > 0 && frame.height > 0
            }
            let groups = diagonal || !rastersPixels ? [Array(frames.indices)]
                : OutlineGroups.groups(of: frames, margin: CGFloat(key.width + 2 * hairline))
            guard frames.contains(where: { $0.width <= key.width || $0.height <= key.width }) else {
                // Rectangles only: outlined without cairo's stroker where that gives its pixels.
                context.strokeRectangleOutlines(groups.map { group in group.map { frames[$0].insetBy(dx: inset, dy: inset) } })
                continue
            }
            for group in groups {
                for member in group {
                    let frame = frames[member]
                    if frame.width <= key.width || frame.height <= key.width {
                        // Too thin to outline: a line along it.
                        context.move(toX: Double(frame.minX), y: Double(frame.minY))
                        context.addLine(toX: Double(frame.maxX), y: Double(frame.maxY))
                    } else {
                        context.addRect(frame.insetBy(dx: inset, dy: inset))
                    }
                }
                context.stroke()
            }
        }
        context.setDash([])
    }
}

/// Splits the outlines of one batch into groups that share no pixel, for `drawOutlines`.
enum OutlineGroups {
    /// Indices of `frames` in groups: two frames are in one group when their outlines may touch a
    /// common pixel, directly or through others. An outline covers at most its frame grown by
    /// `margin` (the line width and two device pixels, so rounding to pixels cannot reach past
    /// it) and leaves the frame shrunk by `margin` untouched, so two outlines can share a pixel
    /// only when the grown frames overlap and neither grown frame lies inside the other's shrunk
    /// one. Groups come in the order of their first frame, members in the order given. When the
    /// frames overlap so much that the comparisons would grow past a small multiple of their
    /// number, every frame is put in one group (one path, as before this split).
    static func groups(of frames: [CGRect], margin: CGFloat) -> [[Int]] {
        guard frames.count > 1 else { return frames.isEmpty ? [] : [[0]] }
        let outer = frames.map { $0.insetBy(dx: -margin, dy: -margin) }
        let inner = frames.map { frame -> CGRect? in
            frame.width > 2 * margin && frame.height > 2 * margin ? frame.insetBy(dx: margin, dy: margin) : nil
        }
        func touch(_ a: Int, _ b: Int) -> Bool {
            guard outer[a].intersects(outer[b]) else { return false }
            if let inside = inner[a], inside.contains(outer[b]) { return false }
            if let inside = inner[b], inside.contains(outer[a]) { return false }
            return true
        }
        var parent = Array(frames.indices)
        func root(_ i: Int) -> Int {
            var i = i
            while parent[i] != i {
                parent[i] = parent[parent[i]]
                i = parent[i]
            }
            return i
        }
        // Sweep from top to bottom, comparing each frame with those still open above it.
        let order = frames.indices.sorted { outer[$0].minY != outer[$1].minY ? outer[$0].minY < outer[$1].minY : $0 < $1 }
        var open: [Int] = []
        var comparisons = 0
        let budget = 64 * frames.count + 4096
        for index in order {
            let top = outer[index].minY
            open.removeAll { outer[$0].maxY < top }
            for other in open where touch(index, other) {
                let (a, b) = (root(index), root(other))
                if a != b { parent[max(a, b)] = min(a, b) }
            }
            comparisons += open.count
            if comparisons > budget { return [Array(frames.indices)] }
            open.append(index)
        }
        var groupOfRoot: [Int: Int] = [:]
        var groups: [[Int]] = []
        for index in frames.indices {
            let r = root(index)
            if let g = groupOfRoot[r] {
                groups[g].append(index)
            } else {
                groupOfRoot[r] = groups.count
                groups.append([index])
            }
        }
        return groups
    }
}
