import Foundation
import Layoutshot
import LayoutshotGraphics

extension DiagramPainter {
    /// Rulers along the top and left of the canvas in root coordinates: a tick every 10 points,
    /// longer every 50 and 100, numbers at a step that leaves room for them, and a marker at the
    /// proposed width.
    func drawRulers() {
        let margin = max(0, renderer.margin).rounded(.up)
        let canvas = geometry.canvasRect
        let bounds = geometry.contentBounds
        let origin = geometry.contentOrigin
        let font = DiagramMetrics.rulerFont
        let topBand = CGRect(x: canvas.minX, y: margin + DiagramMetrics.captionHeight,
                             width: canvas.width, height: DiagramMetrics.topRulerHeight)
        let leftBand = CGRect(x: margin, y: canvas.minY, width: DiagramMetrics.leftRulerWidth, height: canvas.height)
        let numberWidth = textWidth("0000", font: font)
        let minimumStep: Double = Double(numberWidth) + 10
        let steps: [Double] = [50, 100, 200, 500, 1000, 2000, 5000]
        let labelStep: Double = steps.first { $0 >= minimumStep } ?? 10_000

        func tickLength(_ value: Double) -> Double {
            value.truncatingRemainder(dividingBy: 100) == 0 ? 8 : (value.truncatingRemainder(dividingBy: 50) == 0 ? 5 : 2.5)
        }

        // Base lines and ticks as one path.
        context.setLineWidth(hairline)
        context.move(toX: Double(topBand.minX), y: Double(topBand.maxY) - hairline / 2)
        context.addLine(toX: Double(topBand.maxX), y: Double(topBand.maxY) - hairline / 2)
        context.move(toX: Double(leftBand.maxX) - hairline / 2, y: Double(leftBand.minY))
        context.addLine(toX: Double(leftBand.maxX) - hairline / 2, y: Double(leftBand.maxY))
        var value = (Double(bounds.minX) / 10).rounded(.up) * 10
        while value <= Double(bounds.maxX) {
            let x = Double(origin.x) + value + hairline / 2
            context.move(toX: x, y: Double(topBand.maxY))
            context.addLine(toX: x, y: Double(topBand.maxY) - tickLength(value))
            value += 10
        }
        value = (Double(bounds.minY) / 10).rounded(.up) * 10
        while value <= Double(bounds.maxY) {
            let y = Double(origin.y) + value + hairline / 2
            context.move(toX: Double(leftBand.maxX), y: y)
            context.addLine(toX: Double(leftBand.maxX) - tickLength(value), y: y)
            value += 10
        }
        context.setColor(theme.ruler)
        context.stroke()

        // Numbers.
        value = (Double(bounds.minX) / labelStep).rounded(.up) * labelStep
        while value <= Double(bounds.maxX) {
            let text = PointFormatting.string(CGFloat(value))
            drawText(text, font: font, color: theme.ruler, x: origin.x + CGFloat(value) + 2, baseline: topBand.minY + 8)
            value += labelStep
        }
        value = (Double(bounds.minY) / labelStep).rounded(.up) * labelStep
        while value <= Double(bounds.maxY) {
            let text = PointFormatting.string(CGFloat(value))
            let width = textWidth(text, font: font)
            drawText(text, font: font, color: theme.ruler, x: leftBand.maxX - 9 - width,
                     baseline: centredBaseline(font: font, centerY: origin.y + CGFloat(value)))
            value += labelStep
        }

        // The proposed width: a marker pointing down at the canvas.
        if let width = plan.layout.proposal.width, width.isFinite, width >= 0 {
            let x = Double(origin.x + width) - 0.5
            let bottom = Double(topBand.maxY)
            context.setColor(theme.proposal)
            context.move(toX: x - 4.5, y: bottom - 8)
            context.addLine(toX: x + 4.5, y: bottom - 8)
            context.addLine(toX: x, y: bottom)
            context.closePath()
            context.fill()
        }
    }

    /// "proposed 320×nil  →  300×187 pt" above the rulers.
    func drawCaption() {
        guard let caption = plan.caption else { return }
        let margin = max(0, renderer.margin).rounded(.up)
        let font = DiagramMetrics.captionFont
        let x = margin + DiagramMetrics.leftRulerWidth
        let baseline = margin + 12
        drawText(caption.proposal, font: font, color: theme.proposal, x: x, baseline: baseline)
        drawText(caption.result, font: font, color: theme.secondaryText, x: x + caption.proposalWidth, baseline: baseline)
    }

    /// The trace table: a header, then one row per view (striped), indented by depth, with a swatch
    /// of its family's colour, its label, and "proposal → size (asked n×)".
    func drawTracePanel(_ panel: TracePanel, in rect: CGRect) {
        context.setColor(theme.canvas)
        context.addRoundedRect(rect, cornerRadius: 6)
        context.fillPreserve()
        context.setColor(theme.ruler.withAlpha(0.45))
        context.setLineWidth(1)
        context.stroke()

        let padding = TracePanel.padding
        drawText(TracePanel.title, font: DiagramMetrics.traceHeaderFont, color: theme.text,
                 x: rect.minX + padding, baseline: rect.minY + 15)
        let font = DiagramMetrics.traceFont
        for (index, row) in panel.rows.enumerated() {
            let top = rect.minY + TracePanel.headerHeight + CGFloat(index) * TracePanel.rowHeight
            if index % 2 == 0 {
                context.setColor(theme.gridLines.withAlpha(0.7))
                context.addRect(CGRect(x: rect.minX + 4, y: top, width: rect.width - 8, height: TracePanel.rowHeight))
                context.fill()
            }
            let baseline = centredBaseline(font: font, centerY: top + TracePanel.rowHeight / 2)
            let x = rect.minX + padding + TracePanel.indent(row.depth)
            context.setColor(theme.style(for: row.family).color.withAlpha(1))
            context.addRoundedRect(CGRect(x: x, y: top + (TracePanel.rowHeight - TracePanel.swatchSize) / 2,
                                          width: TracePanel.swatchSize, height: TracePanel.swatchSize), cornerRadius: 1.5)
            context.fill()
            drawText(row.label, font: font, color: theme.text, x: x + TracePanel.swatchSize + 5, baseline: baseline)
            drawText(row.values, font: font, color: theme.secondaryText, x: rect.minX + panel.valuesX, baseline: baseline)
        }
        if panel.omitted > 0 {
            let top = rect.minY + TracePanel.headerHeight + CGFloat(panel.rows.count) * TracePanel.rowHeight
            drawText("… \(panel.omitted) more views", font: font, color: theme.secondaryText, x: rect.minX + padding,
                     baseline: centredBaseline(font: font, centerY: top + TracePanel.rowHeight / 2))
        }
    }
}
