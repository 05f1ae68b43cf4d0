import Foundation
import Layoutshot

/// A diagram worked out before drawing: its geometry, where its labels go, its legend and, with
/// the `.trace` overlay, its trace panel (measured once).
struct DiagramPlan {
    let layout: ComputedLayout
    let geometry: DiagramGeometry
    let tracePanel: TracePanel?
    let caption: DiagramCaption?
    let annotations: DiagramAnnotations
    let legend: DiagramLegend?

    init(layout: ComputedLayout, renderer: LayoutRenderer) {
        self.layout = layout
        let margin = max(0, renderer.margin).rounded(.up)
        let rulers = renderer.showsRulers
        let caption = rulers ? DiagramCaption(layout: layout, measurer: renderer.textMeasurer) : nil
        self.caption = caption

        // The region of root coordinates to show.
        var bounds = CGRect(origin: .zero, size: Self.finite(layout.size))
        if let width = layout.proposal.width, width.isFinite, width > 0 {
            bounds = bounds.union(CGRect(x: 0, y: 0, width: width, height: 0))
        }
        // What a clipping view cuts off is not shown (a list's rows past its frame, a picture
        // scaled to fill and clipped): each view counts only as far as its clipping ancestors.
        var visible = [CGRect](repeating: .infinite, count: layout.nodes.count)
        for (index, node) in layout.nodes.enumerated() {
            var clip = node.parent.map { visible[$0] } ?? .infinite
            if node.style.clipShape != nil, Self.isFinite(node.frame) { clip = clip.intersection(node.frame.standardized) }
            visible[index] = clip
            guard Self.isFinite(node.frame) else { continue }
            let shown = clip.isInfinite ? node.frame.standardized : node.frame.standardized.intersection(clip)
            if !shown.isNull { bounds = bounds.union(shown) }
        }
        // Whole points, ignoring floating-point dust (100 × 19.4 is 1940.0000000000002).
        let minX = Self.floor(bounds.minX), minY = Self.floor(bounds.minY)
        bounds = CGRect(x: minX, y: minY, width: Self.ceil(bounds.maxX) - minX, height: Self.ceil(bounds.maxY) - minY)

        annotations = DiagramAnnotations(layout: layout, renderer: renderer, contentBounds: bounds,
                                         headroom: renderer.showsFrames ? DiagramMetrics.chipHeadroom : 0,
                                         overhang: min(DiagramMetrics.labelOverhang, margin))

        let left = margin + (rulers ? DiagramMetrics.leftRulerWidth : 0)
        let top = margin + (rulers ? DiagramMetrics.captionHeight + DiagramMetrics.topRulerHeight : 0)
            + (renderer.showsFrames ? DiagramMetrics.chipHeadroom : 0)
        let origin = CGPoint(x: left - bounds.minX, y: top - bounds.minY)
        var right = left + bounds.width
        var bottom = top + bounds.height

        var panelRect: CGRect?
        if renderer.overlays.contains(.trace) {
            let panel = TracePanel(layout: layout, measurer: renderer.textMeasurer)
            let rect = CGRect(x: right + DiagramMetrics.tracePanelGap,
                              y: top - (renderer.showsFrames ? DiagramMetrics.chipHeadroom : 0),
                              width: panel.size.width, height: panel.size.height)
            tracePanel = panel
            panelRect = rect
            right = rect.maxX
            bottom = max(bottom, rect.maxY)
        } else {
            tracePanel = nil
        }
        if let caption { right = max(right, margin + caption.width) }

        var legendRect: CGRect?
        if renderer.showsLegend, renderer.showsFrames {
            let legend = DiagramLegend(layout: layout, renderer: renderer, annotations: annotations,
                                       width: max(right - margin, DiagramMetrics.minimumLegendWidth))
            if legend.size.width > 0 {
                let rect = CGRect(origin: CGPoint(x: margin, y: bottom + DiagramMetrics.labelOverhang + 4), size: legend.size)
                legendRect = rect
                right = max(right, rect.maxX)
                bottom = rect.maxY
                self.legend = legend
            } else {
                self.legend = nil
            }
        } else {
            legend = nil
        }

        geometry = DiagramGeometry(
            size: CGSize(width: (right + margin).rounded(.up), height: (bottom + margin).rounded(.up)),
            contentOrigin: origin,
            contentBounds: bounds,
            tracePanel: panelRect,
            legend: legendRect,
            labels: annotations.placed.map { DiagramLabel(text: $0.text, rect: $0.rect.offsetBy(dx: origin.x, dy: origin.y)) },
            unlabelledIDs: annotations.droppedIDs,
            scale: renderer.scale)
    }

    static func floor(_ value: CGFloat) -> CGFloat { (value + 1e-6).rounded(.down) }
    static func ceil(_ value: CGFloat) -> CGFloat { (value - 1e-6).rounded(.up) }

    static func isFinite(_ rect: CGRect) -> Bool {
        rect.origin.x.isFinite && rect.origin.y.isFinite && rect.width.isFinite && rect.height.isFinite
    }

    static func finite(_ size: CGSize) -> CGSize {
        CGSize(width: size.width.isFinite ? max(size.width, 0) : 0, height: size.height.isFinite ? max(size.height, 0) : 0)
    }
}

/// The line above the rulers: the proposal (in the proposal colour) and the size chosen.
struct DiagramCaption {
    let proposal: String
    let result: String
    let proposalWidth: CGFloat
    let width: CGFloat

    init(layout: ComputedLayout, measurer: PangoTextMeasurer) {
        proposal = "proposed \(PointFormatting.string(layout.proposal))"
        result = "  →  \(PointFormatting.string(layout.size)) pt"
        proposalWidth = measurer.width(of: Substring(proposal), font: DiagramMetrics.captionFont)
        width = DiagramMetrics.leftRulerWidth + proposalWidth
            + measurer.width(of: Substring(result), font: DiagramMetrics.captionFont)
    }
}
