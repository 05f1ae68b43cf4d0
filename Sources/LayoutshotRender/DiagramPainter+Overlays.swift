import Foundation
import Layoutshot
import LayoutshotGraphics

extension DiagramPainter {
    // MARK: Padding

    /// The band between each padding view and its content, tinted, with the inset lengths written
    /// in the band where they fit.
    func drawPaddingBands() {
        let color = theme.padding.color
        for index in nodes.indices where nodes[index].kind == .padding {
            let node = nodes[index]
            guard case .padding(let insets) = node.content, let childIndex = node.childIndices.first else { continue }
            let outer = node.frame, inner = nodes[childIndex].frame
            guard DiagramPlan.isFinite(outer), DiagramPlan.isFinite(inner), outer != inner else { continue }
            context.setFillRule(.evenOdd)
            context.addRect(outer)
            context.addRect(inner)
            context.setColor(color.withAlpha(0.17))
            context.fill()
            context.setFillRule(.winding)

            let font = DiagramMetrics.pillFont
            let label = color.mixed(with: theme.text, amount: 0.25)
            func write(_ value: CGFloat, centerX: CGFloat, centerY: CGFloat, across: CGFloat, along: CGFloat) {
                let text = PointFormatting.string(value)
                let width = textWidth(text, font: font)
                guard across >= 9, along >= width + 4 else { return }
                drawText(text, font: font, color: label, x: centerX - width / 2, baseline: centredBaseline(font: font, centerY: centerY))
            }
            write(insets.top, centerX: inner.midX, centerY: outer.minY + insets.top / 2, across: insets.top, along: outer.width)
            write(insets.bottom, centerX: inner.midX, centerY: outer.maxY - insets.bottom / 2, across: insets.bottom, along: outer.width)
            write(insets.leading, centerX: outer.minX + insets.leading / 2, centerY: inner.midY, across: insets.leading, along: insets.leading)
            write(insets.trailing, centerX: outer.maxX - insets.trailing / 2, centerY: inner.midY, across: insets.trailing, along: insets.trailing)
        }
    }

    // MARK: Spacing

    /// The gaps between consecutive children of each horizontal or vertical stack, tinted across
    /// the stack, with the gap's length in a pill.
    func drawSpacingGaps() {
        var pills: [(String, CGPoint)] = []
        for index in nodes.indices where nodes[index].kind.family == .stack && nodes[index].childIndices.count > 1 {
            let node = nodes[index]
            guard case .stack(let axis?, _) = node.content else { continue }
            let horizontal = axis == .horizontal
            let frames = node.childIndices.map { nodes[$0].frame }.filter(DiagramPlan.isFinite)
                .sorted { horizontal ? $0.minX < $1.minX : $0.minY < $1.minY }
            for (previous, next) in zip(frames, frames.dropFirst()) {
                let start = horizontal ? previous.maxX : previous.maxY
                let end = horizontal ? next.minX : next.minY
                let gap = end - start
                guard gap >= 0.5 else { continue }
                let rect = horizontal
                    ? CGRect(x: start, y: node.frame.minY, width: gap, height: node.frame.height)
                    : CGRect(x: node.frame.minX, y: start, width: node.frame.width, height: gap)
                context.addRect(rect)
                pills.append((PointFormatting.string(gap), CGPoint(x: rect.midX, y: rect.midY)))
            }
        }
        context.setColor(theme.spacing.withAlpha(0.16))
        context.fill()
        for (text, center) in pills {
            drawPill(text, font: DiagramMetrics.pillFont, center: center, fill: theme.spacing, textColor: theme.chipText)
        }
    }

    // MARK: Alignment guides

    /// For each stack, the line its children align on, named. The position comes from a child
    /// without a custom `.alignmentGuide` (whose default guide is known: its edge, centre or text
    /// baseline); views with custom guides get a small marker at their top-left.
    func drawAlignmentGuides() {
        let color = theme.guide
        let font = DiagramMetrics.guideFont
        context.setLineWidth(1)
        for node in nodes {
            if case .alignmentGuide(let name) = node.content {
                drawPill("guide: \(name)", font: font, center: CGPoint(x: node.frame.minX + 4 + textWidth("guide: \(name)", font: font) / 2,
                                                                       y: node.frame.maxY + 7),
                         fill: color.withAlpha(0.9), textColor: theme.chipText)
                continue
            }
            guard case .stack(let axis, let alignment) = node.content, !node.childIndices.isEmpty else { continue }
            let names = alignment.split(separator: "/").map(String.init)
            let frame = node.frame
            if axis != .horizontal, let horizontalName = axis == nil ? names.first : names.last,
               let x = guidePosition(horizontalName, in: node, vertical: false) {
                // A vertical line: the stack's horizontal alignment.
                dashedLine(from: CGPoint(x: x, y: frame.minY - 4), to: CGPoint(x: x, y: frame.maxY + 4), color: color)
                drawText(horizontalName, font: font, color: color, x: x + 2.5, baseline: frame.maxY + 11)
            }
            if axis != .vertical, let verticalName = names.last,
               let y = guidePosition(verticalName, in: node, vertical: true) {
                // A horizontal line: the stack's vertical alignment.
                dashedLine(from: CGPoint(x: frame.minX - 4, y: y), to: CGPoint(x: frame.maxX + 4, y: y), color: color)
                let width = textWidth(verticalName, font: font)
                drawText(verticalName, font: font, color: color, x: frame.maxX - width, baseline: y - 2.5)
            }
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

    /// Where the children of `stack` align for the guide `name`, from the first child with a
    /// known default value; nil for a guide the diagram cannot place.
    private func guidePosition(_ name: String, in stack: LayoutNode, vertical: Bool) -> CGFloat? {
        for childIndex in stack.childIndices {
            let child = nodes[childIndex]
            if case .alignmentGuide = child.content { continue }
            let f = child.frame
            switch (vertical, name) {
            case (false, "leading"): return f.minX
            case (false, "center"): return f.midX
            case (false, "trailing"): return f.maxX
            case (true, "top"): return f.minY
            case (true, "center"): return f.midY
            case (true, "bottom"): return f.maxY
            case (true, "firstTextBaseline"): return baseline(in: childIndex, first: true) ?? f.maxY
            case (true, "lastTextBaseline"): return baseline(in: childIndex, first: false) ?? f.maxY
            default: return nil
            }
        }
        return nil
    }

    /// The first (or last) text baseline inside the subtree at `index`, in root coordinates.
    private func baseline(in index: Int, first: Bool) -> CGFloat? {
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
