import Foundation
import Layoutshot
import LayoutshotGraphics

extension DiagramPainter {
    /// Whether the view's drawing goes through blur or colour filters, or casts a shadow.
    static func hasPixelFilters(_ style: NodeStyle) -> Bool {
        style.effects.contains { effect in
            switch effect {
            case .graphics(.blur), .graphics(.colorMatrix), .shadow: return true
            default: return false
            }
        }
    }

    static func canvasDrawing(of style: NodeStyle) -> CanvasDrawing? {
        for effect in style.effects {
            if case .graphics(.canvas(let drawing)) = effect { return drawing }
        }
        return nil
    }

    /// Starts one filter group for the view's blur and colour filters and shadows, run in the
    /// order they were applied (innermost first), ended by `endFilterGroup` when the view is done.
    ///
    /// A shadow, as SwiftUI's `shadow(color:radius:x:y:)`
    /// (https://developer.apple.com/documentation/swiftui/view/shadow(color:radius:x:y:): "radius: A
    /// measure of how much to blur the shadow. Larger values result in more blur"; "x"/"y": "An
    /// amount to offset the shadow horizontally/vertically from the view"), is the silhouette of
    /// everything the view draws (its content after the offsets, rotations and clips inside it, so
    /// it follows `.offset`), moved by x and y, blurred, tinted with the colour at the colour's
    /// opacity and drawn under the view. Apple does not say what curve the radius sets; the rule
    /// used here is a Gaussian of standard deviation `radius`, as `blur(radius:)`, which is what
    /// design tools take a SwiftUI/Core Animation shadow radius to be (their CSS-style "blur" of
    /// 2 × radius is a Gaussian of standard deviation blur / 2,
    /// https://www.w3.org/TR/css-backgrounds-3/#shadow-blur).
    ///
    /// The group covers what the view and its content draw (`ink`), grown by three standard
    /// deviations of every blur and shadow (where a Gaussian has faded to nothing) and by each
    /// shadow's offset; an opaque blur covers exactly the view's frame (SwiftUI keeps it inside: the edge
    /// pixels repeat). When the view also turns or scales its drawing, the group is the whole canvas.
    func beginPixelFilters(of index: Int, ink: [CGRect]) {
        let style = nodes[index].style
        guard Self.hasPixelFilters(style) else { return }
        var filters: [PixelFilter] = []
        var spread: CGFloat = 0, opaque = false, transformed = false, shadowReach: CGFloat = 0
        for effect in style.effects {
            switch effect {
            case .graphics(.blur(let radius, let isOpaque)):
                filters.append(.blur(radius: Double(radius), opaque: isOpaque))
                spread += 3 * radius
                opaque = opaque || isOpaque
            case .graphics(.colorMatrix(let matrix)):
                filters.append(.colorMatrix(matrix.entries))
            case .rotation, .scale, .transform:
                transformed = true
            case .shadow(let color, let radius, let x, let y):
                filters.append(.shadow(color: resolve(color), radius: Double(radius), x: Double(x), y: Double(y)))
                shadowReach = max(shadowReach, 3 * radius + max(abs(x), abs(y)))
            default:
                break
            }
        }
        let bounds: CGRect
        if transformed {
            bounds = geometry.contentBounds
        } else if opaque {
            bounds = nodes[index].frame
        } else {
            let own = index < ink.count ? ink[index] : nodes[index].frame
            bounds = own.insetBy(dx: -(spread + shadowReach + 2), dy: -(spread + shadowReach + 2))
        }
        context.beginFilterGroup(bounds: bounds, filters: filters)
    }

    /// Whether the node is laid out right to left: the nearest direction mark on it or above it.
    func isRightToLeft(_ index: Int) -> Bool {
        DiagramAnnotations.isRightToLeft(index, in: nodes)
    }

    /// An angular gradient as SwiftUI draws one
    /// (https://developer.apple.com/documentation/swiftui/angulargradient): colours swept clockwise
    /// from `start` to `end` (radians, 0 pointing right) around `center`. "If endAngle - startAngle
    /// > 2π, the gradient only draws the last complete turn. If endAngle - startAngle < 2π, the
    /// gradient fills the missing area with the colors defined by gradient locations one and zero,
    /// transitioning between the two halfway across the missing area."
    func setAngularGradient(stops: [(offset: Double, color: GraphicsColor)], center: CGPoint, start: Double, end: Double, covering rect: CGRect) {
        let sorted = stops.enumerated().sorted { ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset) }.map(\.element)
        guard let first = sorted.first, let last = sorted.last else { return }
        guard start.isFinite, end.isFinite, end > start, sorted.count > 1 else {
            context.setColor(sorted[sorted.count / 2].color)
            return
        }
        let turn = 2 * Double.pi
        let from = end - start > turn ? end - turn : start
        let span = end - from
        var sweep: [(angle: Double, color: GraphicsColor)] = [(from, first.color)]
        for stop in sorted { sweep.append((from + span * min(1, max(0, stop.offset)), stop.color)) }
        sweep.append((end, last.color))
        if span < turn {
            let middle = end + (turn - span) / 2
            sweep.append((middle, last.color))
            sweep.append((middle, first.color))
            sweep.append((from + turn, first.color))
        }
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)]
        let reach = corners.map { hypot(Double($0.x - center.x), Double($0.y - center.y)) }.max() ?? 1
        // Far enough past the corners that a stroke's outer half is covered too.
        context.setConicGradient(cx: Double(center.x), cy: Double(center.y), radius: reach * 2 + 16, stops: sweep)
    }

    // MARK: Canvas

    /// Replays what a `Canvas` recorded, in its frame: each command with the transform, opacity
    /// and clips it was made with. Drawing is cut to the canvas's frame.
    func drawCanvas(_ drawing: CanvasDrawing, in frame: CGRect) {
        context.withSavedState {
            context.addRect(frame)
            context.clip()
            if drawing.opaque {
                context.setColor(resolve(Color(.systemBackground)))
                context.addRect(frame)
                context.fill()
            }
            context.translate(x: Double(frame.minX), y: Double(frame.minY))
            let area = CGRect(origin: .zero, size: frame.size)
            for command in drawing.commands { drawCanvasCommand(command, area: area) }
        }
    }

    /// One command, through the filters it was recorded with (`addFilter(_:options:)`): its
    /// shadows as copies in the shadow's colour, blurred and moved, behind it (or above it), then
    /// the drawing itself in a group of pixels run through the other filters in the order added.
    /// `area` is the canvas in its own coordinates: the groups cover it and what may spill out.
    private func drawCanvasCommand(_ command: CanvasDrawing.Command, area: CGRect) {
        guard !command.filters.isEmpty else { return drawUnfilteredCanvasCommand(command, area: area) }
        var plain = command
        plain.filters = []
        var pixels: [PixelFilter] = []
        var shadows: [(color: GraphicsColor, radius: CGFloat, x: CGFloat, y: CGFloat, above: Bool)] = []
        var shadowOnly = false
        var spread: CGFloat = 0
        for filter in command.filters {
            switch filter {
            case .blur(let radius, let opaque):
                pixels.append(.blur(radius: Double(radius), opaque: opaque))
                spread += 3 * radius
            case .colorMatrix(let matrix):
                pixels.append(.colorMatrix(matrix.entries))
            case .alphaThreshold(let low, let high, let color):
                let c = resolve(color)
                pixels.append(.alphaThreshold(min: low, max: high, color: [c.red, c.green, c.blue, c.alpha]))
            case .shadow(let color, let radius, let x, let y, let above, let only):
                shadows.append((resolve(color), radius, x, y, above))
                shadowOnly = shadowOnly || only
            }
        }
        let reach = spread + (shadows.map { $0.radius * 3 + max(abs($0.x), abs($0.y)) }.max() ?? 0) + 2
        let bounds = area.insetBy(dx: -reach, dy: -reach)
        func drawShadows(above: Bool) {
            for shadow in shadows where shadow.above == above {
                let c = shadow.color
                // Every pixel becomes the shadow's colour, its alpha scaled by the colour's.
                let tint: [Double] = [0, 0, 0, 0, c.red, 0, 0, 0, 0, c.green, 0, 0, 0, 0, c.blue, 0, 0, 0, c.alpha, 0]
                context.withSavedState {
                    context.translate(x: Double(shadow.x), y: Double(shadow.y))
                    context.beginFilterGroup(bounds: bounds, filters: [.colorMatrix(tint)]
                                             + (shadow.radius > 0 ? [.blur(radius: Double(shadow.radius), opaque: false)] : []))
                    drawUnfilteredCanvasCommand(plain, area: area)
                    context.endFilterGroup()
                }
            }
        }
        drawShadows(above: false)
        if !shadowOnly {
            if pixels.isEmpty {
                drawUnfilteredCanvasCommand(plain, area: area)
            } else {
                context.beginFilterGroup(bounds: bounds, filters: pixels)
                drawUnfilteredCanvasCommand(plain, area: area)
                context.endFilterGroup()
            }
        }
        drawShadows(above: true)
    }

    private func drawUnfilteredCanvasCommand(_ command: CanvasDrawing.Command, area: CGRect) {
        let t = command.transform
        guard t.a * t.d - t.b * t.c != 0, [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) else { return }
        // A path or point with a non-finite coordinate is skipped: cairo would stop drawing the
        // whole picture at it.
        func finite(_ rect: CGRect) -> Bool { rect.isNull || [rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite) }
        guard command.clips.allSatisfy({ finite($0.path.boundingRect) && [$0.transform.a, $0.transform.b, $0.transform.c, $0.transform.d, $0.transform.tx, $0.transform.ty].allSatisfy(\.isFinite) }) else { return }
        switch command.operation {
        case .fill(let path, _, _), .stroke(let path, _, _):
            guard finite(path.boundingRect) else { return }
        case .text(_, _, _, let point, let anchor):
            guard point.x.isFinite, point.y.isFinite, anchor.x.isFinite, anchor.y.isFinite else { return }
        case .textInRect(_, _, _, let rect):
            guard finite(rect) else { return }
        case .image(_, let rect):
            guard finite(rect) else { return }
        case .layer:
            break
        }
        context.withSavedState {
            for clip in command.clips {
                let path = clip.path.applying(clip.transform)
                if clip.inverse {
                    context.addRect(CGRect(x: -1e6, y: -1e6, width: 2e6, height: 2e6))
                    addPath(path)
                    context.setFillRule(.evenOdd)
                } else {
                    addPath(path)
                    context.setFillRule(clip.eoFill ? .evenOdd : .winding)
                }
                context.clip()
            }
            context.setFillRule(.winding)
            context.transform(a: Double(t.a), b: Double(t.b), c: Double(t.c), d: Double(t.d), tx: Double(t.tx), ty: Double(t.ty))
            let opacity = command.opacity
            switch command.operation {
            case .fill(let path, let shading, let eoFill):
                setCanvasShading(shading, over: path.boundingRect, opacity: opacity)
                context.setFillRule(eoFill ? .evenOdd : .winding)
                addPath(path)
                context.fill()
                context.setFillRule(.winding)
            case .stroke(let path, let shading, let stroke):
                guard stroke.lineWidth > 0 else { return }
                setCanvasShading(shading, over: path.boundingRect, opacity: opacity)
                context.setLineWidth(Double(stroke.lineWidth))
                context.setDash(stroke.dash.map(Double.init), phase: Double(stroke.dashPhase))
                switch stroke.lineCap {
                case .butt: context.setLineCap(.butt)
                case .round: context.setLineCap(.round)
                case .square: context.setLineCap(.square)
                }
                switch stroke.lineJoin {
                case .miter: context.setLineJoin(.miter)
                case .round: context.setLineJoin(.round)
                case .bevel: context.setLineJoin(.bevel)
                }
                addPath(path)
                context.stroke()
                context.setDash([])
            case .text(let string, let font, let color, let point, let anchor):
                let layout = TextLayoutEngine.layout(string, font: font, width: nil, lineLimit: nil, measurer: renderer.textMeasurer)
                let size = layout.size
                let resolved = resolve(color ?? .primary)
                drawText(layout, alignment: .leading, in: CGRect(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height,
                                                                  width: size.width, height: size.height),
                         color: resolved.withAlpha(resolved.alpha * opacity))
            case .textInRect(let string, let font, let color, let rect):
                let layout = TextLayoutEngine.layout(string, font: font, width: rect.width, lineLimit: nil, height: rect.height,
                                                     measurer: renderer.textMeasurer)
                let resolved = resolve(color ?? .primary)
                drawText(layout, alignment: .leading, in: rect, color: resolved.withAlpha(resolved.alpha * opacity))
            case .image(let source, let rect):
                drawImage(source, in: rect, opacity: opacity)
            case .layer(let commands):
                // One layer: drawn together, then faded as a whole.
                if opacity < 1 { context.beginFilterGroup(bounds: area, filters: []) }
                for inner in commands { drawCanvasCommand(inner, area: area) }
                if opacity < 1 { context.endFilterGroup(opacity: opacity) }
            }
        }
    }

    private func setCanvasShading(_ shading: CanvasShading, over bounds: CGRect, opacity: Double) {
        func stops(_ stops: [Gradient.Stop]) -> [(offset: Double, color: GraphicsColor)] {
            stops.map { stop in
                let c = resolve(stop.color)
                return (Double(stop.location), c.withAlpha(c.alpha * opacity))
            }
        }
        switch shading {
        case .style(let style):
            setStyle(style, fallback: .primary, in: bounds, opacity: opacity)
        case .linearGradient(let s, let start, let end):
            context.setLinearGradient(x0: Double(start.x), y0: Double(start.y), x1: Double(end.x), y1: Double(end.y), stops: stops(s))
        case .radialGradient(let s, let center, let r0, let r1):
            context.setRadialGradient(cx: Double(center.x), cy: Double(center.y), r0: Double(r0), r1: Double(r1), stops: stops(s))
        case .conicGradient(let s, let center, let angle):
            setAngularGradient(stops: stops(s), center: center, start: angle.radians, end: angle.radians + 2 * .pi,
                               covering: bounds.union(CGRect(origin: center, size: .zero)))
        }
    }
}
