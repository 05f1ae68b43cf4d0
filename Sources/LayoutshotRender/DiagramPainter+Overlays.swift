import Foundation
import Layoutshot
import LayoutshotGraphics

extension DiagramPainter {
    // MARK: Padding

    /// The band between the padding view at `index` and its content, hatched (no solid tint), so
    /// a background shape under it keeps its colour and its corners. Drawn when the padding view
    /// is entered, after its background and before its content.
    func drawPaddingHatching(of index: Int, mask: CGRect? = nil) {
        guard let band = DiagramAnnotations.paddingBand(of: index, in: nodes) else { return }
        drawHatching(Self.reachingMaskEdges(band.outer, mask: mask), color: theme.padding.color, washAlpha: 0, lineAlpha: 0.45,
                     excluding: band.inner)
    }

    // MARK: Spacing

    /// The gaps between consecutive children of each horizontal or vertical stack, tinted across
    /// the stack, under the content (the gaps are empty space between the children).
    func drawSpacingGaps() {
        for gap in DiagramAnnotations.spacingGaps(in: nodes) {
            context.addRect(gap.rect)
        }
        context.setColor(theme.spacing.withAlpha(0.16))
        context.fill()
    }

    // MARK: Labels

    /// The labels the plan placed in free space: id chips, spacing pills, padding lengths.
    func drawLabels() {
        for label in plan.annotations.placed {
            switch label.kind {
            case .chip(let family):
                drawChip(label.text, in: label.rect, color: theme.style(for: family).color.withAlpha(1))
            case .spacing:
                drawPill(label.text, font: DiagramMetrics.pillFont, in: label.rect, fill: theme.spacing, textColor: theme.chipText)
            case .padding:
                let font = DiagramMetrics.pillFont
                let color = theme.padding.color.mixed(with: theme.text, amount: 0.25)
                drawText(label.text, font: font, color: color, x: label.rect.midX - textWidth(label.text, font: font) / 2,
                         baseline: centredBaseline(font: font, centerY: label.rect.midY))
            case .guide:
                let font = DiagramMetrics.guideFont
                drawText(label.text, font: font, color: theme.guide, x: label.rect.minX + 1,
                         baseline: centredBaseline(font: font, centerY: label.rect.midY))
            case .customGuide:
                drawPill(label.text, font: DiagramMetrics.guideFont, in: label.rect, fill: theme.guide.withAlpha(0.9), textColor: theme.chipText)
            }
        }
    }

    // MARK: Legend

    /// The legend's entries with `origin` as its top-left corner.
    func drawLegend(_ legend: DiagramLegend, at origin: CGPoint) {
        let font = DiagramLegend.font
        let rowHeight = DiagramLegend.rowHeight
        for entry in legend.entries {
            let x = origin.x + entry.origin.x
            let midY = origin.y + entry.origin.y + rowHeight / 2
            var textX = x
            let swatch = CGRect(x: x, y: midY - 5, width: DiagramLegend.swatchWidth, height: 10)
            switch entry.swatch {
            case .family(let family):
                let style = theme.style(for: family)
                if family == .spacer {
                    drawHatching(swatch, color: style.color)
                } else if style.tint > 0 {
                    context.setColor(style.color.withAlpha(style.color.alpha * style.tint * 3))
                    context.addRect(swatch)
                    context.fill()
                }
                let width = Self.outlineWidth(family: family, depth: 1)
                context.addRect(swatch.insetBy(dx: CGFloat(width / 2), dy: CGFloat(width / 2)))
                context.setColor(style.color)
                context.setLineWidth(width)
                context.setDash(style.dash)
                context.stroke()
                context.setDash([])
                textX += swatch.width + 4
            case .padding:
                drawHatching(swatch, color: theme.padding.color, washAlpha: 0, lineAlpha: 0.6)
                textX += swatch.width + 4
            case .spacing(let length):
                context.setColor(theme.spacing.withAlpha(0.16))
                context.addRect(swatch)
                context.fill()
                drawPill(length, font: DiagramMetrics.pillFont, center: CGPoint(x: swatch.midX, y: swatch.midY),
                         fill: theme.spacing, textColor: theme.chipText)
                textX += swatch.width + 4
            case .guide, .proposal:
                context.setColor(entry.swatch == .guide ? theme.guide : theme.proposal)
                context.setLineWidth(1)
                context.setDash(entry.swatch == .guide ? [5, 2.5] : [4, 3])
                context.move(toX: Double(swatch.minX), y: Double(swatch.midY))
                context.addLine(toX: Double(swatch.maxX), y: Double(swatch.midY))
                context.stroke()
                context.setDash([])
                textX += swatch.width + 4
            case .chip(let id):
                let width = textWidth(id, font: DiagramMetrics.chipFont) + 8
                drawChip(id, in: CGRect(x: x, y: midY - DiagramAnnotations.chipHeight / 2, width: width,
                                        height: DiagramAnnotations.chipHeight), color: theme.stack.color.withAlpha(1))
                textX += width + 4
            case .none:
                break
            }
            drawText(entry.text, font: font, color: theme.secondaryText, x: textX, baseline: centredBaseline(font: font, centerY: midY))
        }
    }

    // MARK: Alignment guides

    /// Each stack's alignment line, dashed across it; the names are labels the plan placed.
    func drawAlignmentGuides() {
        context.setLineWidth(1)
        for line in plan.annotations.guideLines {
            dashedLine(from: line.start, to: line.end, color: theme.guide)
        }
    }

    private func dashedLine(from start: CGPoint, to end: CGPoint, color: GraphicsColor) {
        context.setColor(color)
        context.setDash([5, 2.5])
        context.move(toX: Double(start.x), y: Double(start.y))
        context.addLine(toX: Double(end.x), y: Double(end.y))
        context.stroke()
        context.setDash([])
    }

    // MARK: Proposed width

    /// A dashed line across the canvas at the proposed width.
    func drawProposalLine() {
        guard let width = plan.layout.proposal.width, width.isFinite, width >= 0 else { return }
        let bounds = geometry.contentBounds
        context.setColor(theme.proposal.withAlpha(0.85))
        context.setLineWidth(1)
        context.setDash([4, 3])
        context.move(toX: Double(width) - 0.5, y: Double(bounds.minY))
        context.addLine(toX: Double(width) - 0.5, y: Double(bounds.maxY))
        context.stroke()
        context.setDash([])
    }
}
