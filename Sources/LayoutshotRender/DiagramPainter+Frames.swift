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
    /// family and width are stroked as one path (fast, and overlapping outlines do not darken);
    /// containers go first, leaves last.
    func drawOutlines() {
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
            let inset = CGFloat(key.width / 2)
            for frame in batches[key]! {
                if frame.width <= key.width || frame.height <= key.width {
                    // Too thin to outline: a line along it.
                    context.move(toX: Double(frame.minX), y: Double(frame.minY))
                    context.addLine(toX: Double(frame.maxX), y: Double(frame.maxY))
                } else {
                    context.addRect(frame.insetBy(dx: inset, dy: inset))
                }
            }
            context.setColor(style.color)
            context.setLineWidth(key.width)
            context.setDash(style.dash)
            context.stroke()
        }
        context.setDash([])
    }
}
