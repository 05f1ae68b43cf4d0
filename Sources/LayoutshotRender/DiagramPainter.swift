import Foundation
import Layoutshot
import LayoutshotGraphics

/// The appearance of every view of a layout (`NodeStyle.appearance`, inherited from the parent)
/// and the one being drawn. A class, so that the painter (a value) can follow the drawing.
final class ContentAppearances {
    let byNode: [NodeAppearance]
    /// The picture's own appearance: the root's, in the scheme of the first
    /// `.preferredColorScheme` anywhere (it sets the whole presentation's, as in SwiftUI).
    let root: NodeAppearance
    var current: NodeAppearance

    init(nodes: [LayoutNode]) {
        let preferred = nodes.lazy.compactMap { $0.style.appearance?.preferredColorScheme }.first
        var root = nodes.first?.style.appearance ?? NodeAppearance()
        if let preferred { root.colorScheme = preferred }
        var byNode = [NodeAppearance](repeating: root, count: nodes.count)
        // Children follow their parent in `nodes`: one forward pass.
        for index in nodes.indices {
            for child in nodes[index].childIndices {
                if var own = nodes[child].style.appearance {
                    if let preferred { own.colorScheme = preferred }
                    byNode[child] = own
                } else {
                    byNode[child] = byNode[index]
                }
            }
        }
        self.byNode = byNode
        self.root = root
        current = root
    }

    func enter(_ index: Int) {
        if index < byNode.count { current = byNode[index] }
    }
}

/// Draws one planned diagram into a context whose user units are points, with the picture's
/// top-left corner at the origin.
///
/// Back to front: page, canvas and grid; family tints, spacer hatching and spacing gaps; the
/// views' own content (colours, shapes, text, borders, with their opacity and clip shapes), with
/// each padding band hatched over the padding view's background and under its content; frame
/// outlines; alignment guides; the proposed-width line; the labels the plan placed (id chips,
/// spacing and padding lengths); then rulers, caption, the trace panel and the legend outside the
/// canvas. Nothing but outlines, guide lines and labels in free space is drawn over content.
struct DiagramPainter {
    let renderer: LayoutRenderer
    let plan: DiagramPlan
    let context: CairoContext
    let nodes: [LayoutNode]
    /// One device pixel, in points.
    let hairline: Double
    /// Each view's appearance and the one being drawn (`resolve(_:)`).
    let appearances: ContentAppearances

    init(renderer: LayoutRenderer, plan: DiagramPlan, context: CairoContext) {
        self.renderer = renderer
        self.plan = plan
        self.context = context
        self.nodes = plan.layout.nodes
        self.hairline = 1 / renderer.scale.factor
        self.appearances = ContentAppearances(nodes: plan.layout.nodes)
    }

    var theme: DiagramTheme { renderer.theme }

    /// A view's colour as drawn: in the plain style Apple's system colour for the appearance of
    /// the view being drawn (`SystemColors`), in the diagram the theme's (`DiagramTheme.resolve`),
    /// `Color.accentColor` taking the tint in both.
    func resolve(_ color: Color?) -> GraphicsColor {
        let appearance = appearances.current
        if renderer.style == .plain { return SystemColors.resolve(color, in: appearance) }
        if let color, SystemColors.baseName(of: color) == "accentColor", let tint = appearance.effectiveTint {
            let own = theme.resolve(tint)
            return own.withAlpha(min(1, own.alpha * color.opacity / max(Color.accentColor.opacity, 1e-9)))
        }
        return theme.resolve(color)
    }

    /// Behind the views: the screen's background in the plain style, the theme's canvas in the diagram.
    var canvasColor: GraphicsColor {
        renderer.style == .plain ? SystemColors.background(of: appearances.root) : theme.canvas
    }

    /// Around the canvas: the same as the canvas in the plain style, the theme's page in the diagram.
    var pageColor: GraphicsColor {
        renderer.style == .plain ? canvasColor : theme.page
    }
    var geometry: DiagramGeometry { plan.geometry }
    var overlays: DiagramOverlays { renderer.overlays }

    func draw() {
        if renderer.background == .opaque {
            // The picture's rectangle, not `paint()`: a contact sheet draws several pictures on one page.
            context.setColor(pageColor)
            context.addRect(CGRect(origin: .zero, size: geometry.size))
            context.fill()
        }
        context.withSavedState {
            context.translate(x: Double(geometry.contentOrigin.x), y: Double(geometry.contentOrigin.y))
            if renderer.background == .opaque {
                context.setColor(canvasColor)
                context.addRect(geometry.contentBounds)
                context.fill()
            }
            if renderer.showsGrid { drawGrid() }
            if renderer.showsFrames { drawTints() }
            if overlays.contains(.spacing) { drawSpacingGaps() }
            drawContent()
            if renderer.showsFrames { drawOutlines() }
            if overlays.contains(.alignmentGuides) { drawAlignmentGuides() }
            if renderer.showsRulers { drawProposalLine() }
            drawLabels()
        }
        if renderer.showsRulers {
            drawRulers()
            drawCaption()
        }
        if let panel = plan.tracePanel, let rect = geometry.tracePanel {
            drawTracePanel(panel, in: rect)
        }
        if let legend = plan.legend, let rect = geometry.legend {
            drawLegend(legend, at: rect.origin)
        }
    }

    // MARK: Grid

    /// Device-pixel lines every 10 points, a little stronger every 50.
    private func drawGrid() {
        let bounds = geometry.contentBounds
        let major = theme.gridLines.mixed(with: theme.ruler, amount: 0.18)
        context.setLineWidth(hairline)
        for (color, step) in [(theme.gridLines, 10.0), (major, 50.0)] {
            var x = (Double(bounds.minX) / step).rounded(.up) * step
            while x <= Double(bounds.maxX) {
                context.move(toX: x + hairline / 2, y: Double(bounds.minY))
                context.addLine(toX: x + hairline / 2, y: Double(bounds.maxY))
                x += step
            }
            var y = (Double(bounds.minY) / step).rounded(.up) * step
            while y <= Double(bounds.maxY) {
                context.move(toX: Double(bounds.minX), y: y + hairline / 2)
                context.addLine(toX: Double(bounds.maxX), y: y + hairline / 2)
                y += step
            }
            context.setColor(color)
            context.stroke()
        }
    }

    // MARK: Text and small shapes

    /// Draws one line of `text` with its baseline's left end at (`x`, `baseline`).
    func drawText(_ text: String, font: Font, color: GraphicsColor, x: CGFloat, baseline: CGFloat) {
        guard !text.isEmpty else { return }
        renderer.textMeasurer.withEngine(for: font) { engine, textFont in
            engine.draw(text, font: textFont, color: color, x: Double(x), y: Double(baseline), in: context)
        }
    }

    func textWidth(_ text: String, font: Font) -> CGFloat {
        renderer.textMeasurer.width(of: Substring(text), font: font)
    }

    /// The baseline that centres a line of `font` vertically on `centerY` (by its ascent and descent).
    func centredBaseline(font: Font, centerY: CGFloat) -> CGFloat {
        let metrics = renderer.textMeasurer.metrics(of: font)
        // Centre the digits/capitals rather than the whole line box: they sit above the baseline.
        return centerY + (metrics.ascent - metrics.descent) / 2 - metrics.ascent * 0.12
    }

    /// A capsule holding `text`, centred on `center`.
    func drawPill(_ text: String, font: Font, center: CGPoint, fill: GraphicsColor, textColor: GraphicsColor) {
        let width = textWidth(text, font: font)
        let height: CGFloat = DiagramAnnotations.pillHeight
        drawPill(text, font: font, in: CGRect(x: center.x - width / 2 - 3.5, y: center.y - height / 2, width: width + 7, height: height),
                 fill: fill, textColor: textColor)
    }

    /// A capsule filling `rect` with `text` centred in it.
    func drawPill(_ text: String, font: Font, in rect: CGRect, fill: GraphicsColor, textColor: GraphicsColor) {
        context.setColor(fill)
        context.addCapsule(rect)
        context.fill()
        drawText(text, font: font, color: textColor, x: rect.midX - textWidth(text, font: font) / 2,
                 baseline: centredBaseline(font: font, centerY: rect.midY))
    }

    /// An id chip filling `rect`: a rounded rectangle in `color` with `text` in it.
    func drawChip(_ text: String, in rect: CGRect, color: GraphicsColor) {
        let font = DiagramMetrics.chipFont
        context.setColor(color)
        context.addRoundedRect(rect, cornerRadius: 3)
        context.fill()
        drawText(text, font: font, color: theme.chipText, x: rect.minX + 4, baseline: centredBaseline(font: font, centerY: rect.midY))
    }

    /// Adds `shape` fitted to `rect` to the current path, as SwiftUI draws it.
    func addShape(_ shape: ShapeKind, in rect: CGRect) {
        switch shape {
        case .rectangle:
            context.addRect(rect)
        case .roundedRectangle(let radius):
            context.addRoundedRect(rect, cornerRadius: Double(radius))
        case .capsule:
            context.addCapsule(rect)
        case .circle:
            context.addCircle(centerX: Double(rect.midX), centerY: Double(rect.midY),
                              radius: Double(min(rect.width, rect.height)) / 2)
        case .ellipse:
            context.addEllipse(in: rect)
        case .custom:
            addPath(shape.path(in: rect))
        }
    }

    /// Adds `path` (points) to the current path; quadratic curves become cubic ones.
    func addPath(_ path: Path) {
        var current = CGPoint.zero
        var start = CGPoint.zero
        for element in path.elements {
            switch element {
            case .move(let p):
                context.move(toX: Double(p.x), y: Double(p.y))
                current = p
                start = p
            case .line(let p):
                context.addLine(toX: Double(p.x), y: Double(p.y))
                current = p
            case .quadCurve(let p, let c):
                let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                context.addCurve(toX: Double(p.x), y: Double(p.y), control1X: Double(c1.x), control1Y: Double(c1.y),
                                 control2X: Double(c2.x), control2Y: Double(c2.y))
                current = p
            case .curve(let p, let c1, let c2):
                context.addCurve(toX: Double(p.x), y: Double(p.y), control1X: Double(c1.x), control1Y: Double(c1.y),
                                 control2X: Double(c2.x), control2Y: Double(c2.y))
                current = p
            case .closeSubpath:
                context.closePath()
                current = start
            }
        }
    }

    /// Sets `style` as the source for drawing in `rect`: a colour, or a gradient laid over the
    /// rect (an angular gradient as a conic sweep: `setAngularGradient`).
    func setStyle(_ style: ResolvedShapeStyle?, fallback: Color?, in rect: CGRect, opacity: Double) {
        func stops(_ stops: [Gradient.Stop]) -> [(offset: Double, color: GraphicsColor)] {
            stops.map { stop in
                let c = resolve(stop.color)
                return (Double(stop.location), c.withAlpha(c.alpha * opacity))
            }
        }
        func point(_ unit: UnitPoint) -> (Double, Double) {
            (Double(rect.minX + rect.width * unit.x), Double(rect.minY + rect.height * unit.y))
        }
        switch style {
        case .linearGradient(let s, let start, let end)?:
            let (x0, y0) = point(start), (x1, y1) = point(end)
            context.setLinearGradient(x0: x0, y0: y0, x1: x1, y1: y1, stops: stops(s))
        case .radialGradient(let s, let center, var r0, var r1)?:
            if r0 <= 1 && r1 <= 1 {
                // EllipticalGradient: radii are fractions of the shorter side.
                let side = min(rect.width, rect.height)
                r0 *= side
                r1 *= side
            }
            let (cx, cy) = point(center)
            context.setRadialGradient(cx: cx, cy: cy, r0: Double(r0), r1: Double(r1), stops: stops(s))
        case .angularGradient(let s, let center, let start, let end)?:
            let (cx, cy) = point(center)
            setAngularGradient(stops: stops(s), center: CGPoint(x: cx, y: cy), start: start.radians, end: end.radians, covering: rect)
        default:
            let resolved = resolve(style?.color ?? fallback)
            context.setColor(resolved.withAlpha(resolved.alpha * opacity))
        }
    }
}
