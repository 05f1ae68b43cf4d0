import Foundation
import Layoutshot
import LayoutshotGraphics

extension DiagramPainter {
    private enum Step {
        /// A node to draw, its colours multiplied by `opacity` (the opacities of translucent
        /// views above it drawn without a group: see `drawsOneFillOnly`); `mask` is the frame of
        /// the view whose clip shape masks it, when nothing between them transforms the drawing
        /// (see `reachingMaskEdges`).
        case enter(Int, opacity: Double, mask: CGRect?)
        /// After a node's children: its border, and the end of its group when it has one (composited
        /// at `groupOpacity`, through the node's clip shape when `masked`); `mask` as for `enter`.
        case exit(Int, groupOpacity: Double?, masked: Bool, mask: CGRect?)
    }

    /// Draws what the views themselves show, parents before children (a background before the
    /// view it is behind), without recursion so that deep trees cannot exhaust the stack.
    /// A view's opacity and clip shape apply to it and everything inside it; its border is drawn
    /// over its content.
    ///
    /// A clip shape is applied once to everything the view draws, as Core Animation applies a
    /// layer's mask once: on an image surface the content is drawn unclipped into a group over the
    /// shape's whole pixels, and the group is composited through the shape (`masksContent`).
    /// Clipping each fill, hatching and glyph run instead would fade each of them at the
    /// antialiased edge (a background and the label over it both lose coverage there), and
    /// rasterise the shape each time. SVG and PDF keep the shape as a vector clip. A fill whose
    /// edge lies on the masking view's edge is drawn a point past it (`reachingMaskEdges`), so
    /// that edge is antialiased by the mask alone, as it is on a device, where frames fall on
    /// whole pixels.
    ///
    /// A translucent view is drawn into a group that covers only what it and its descendants draw
    /// (`inkBounds`), so its cost is its own area, not the canvas's. A translucent view that
    /// draws one fill and nothing else (a colour or shape, alone or inside frames and paddings
    /// that draw nothing) needs no group at all: the fill is drawn with its alpha times the
    /// opacity, the same picture (to 1/255: one rounding instead of two) at the cost of an opaque
    /// fill.
    func drawContent() {
        guard !nodes.isEmpty else { return }
        let ink = nodes.contains { $0.style.opacity < 1 || Self.hasPixelFilters($0.style) } ? inkBounds() : []
        var pending: [Step] = [.enter(0, opacity: 1, mask: nil)]
        while let step = pending.popLast() {
            switch step {
            case .enter(let index, let inherited, let inheritedMask):
                appearances.enter(index)
                let style = nodes[index].style
                // A clipped view around one fill is one fill too: its opacity goes into the fill,
                // under the clip, so the clip's edge is not applied again to a group.
                let direct = style.opacity < 1 && (drawsOneFillOnly(index)
                    || (style.clipShape != nil && context.surface is ImageSurface && clippedContentIsOneFill(index)))
                let translucent = style.opacity < 1 && !direct
                let opacity = direct ? inherited * style.opacity : inherited
                let scoped = style.clipShape != nil || translucent || style.border != nil || !style.effects.isEmpty
                var mask = inheritedMask
                if scoped {
                    context.save()
                    // Blur and colour filters take the pixels of everything below them, the
                    // other effects included (`DiagramPainter+Filters.swift`).
                    beginPixelFilters(of: index, ink: ink)
                    applyEffects(style.effects, of: index)
                    var masked = false
                    if !style.effects.isEmpty { mask = nil }
                    if let clip = style.clipShape {
                        addShape(clip, in: nodes[index].frame)
                        masked = masksContent(of: index, clip: clip)
                        if masked {
                            // Nothing outside the shape shows: the group covers its whole pixels
                            // (and no more than the content's ink), and is drawn unclipped.
                            var bounds = context.currentPathBounds()
                            context.beginPath()
                            if translucent { bounds = bounds.intersection(ink[index]) }
                            if bounds.isNull { bounds = CGRect(origin: nodes[index].frame.origin, size: .zero) }
                            context.beginGroup(bounds: bounds)
                            mask = nodes[index].frame
                        } else {
                            context.clip()
                        }
                    }
                    if translucent && !masked { context.beginGroup(bounds: ink[index]) }
                    let grouped = translucent || masked
                    pending.append(.exit(index, groupOpacity: grouped ? (translucent ? style.opacity : 1) : nil, masked: masked, mask: mask))
                }
                drawOwnContent(of: index, opacity: opacity, mask: mask)
                if let canvas = Self.canvasDrawing(of: style) { drawCanvas(canvas, in: nodes[index].frame) }
                if nodes[index].kind == .padding, overlays.contains(.padding) {
                    // Over the background (drawn before this view), under the padded content.
                    drawPaddingHatching(of: index, mask: mask)
                }
                for child in drawingOrder(of: index).reversed() {
                    pending.append(.enter(child, opacity: opacity, mask: mask))
                }
            case .exit(let index, let groupOpacity, let masked, let mask):
                appearances.enter(index)
                let style = nodes[index].style
                if let border = style.border, border.width > 0 {
                    let width = Double(border.width)
                    context.setColor(resolve(border.color))
                    context.setLineWidth(width)
                    context.setDash([])
                    let frame = nodes[index].frame, outer = Self.reachingMaskEdges(frame, mask: mask)
                    if outer != frame, frame.width > 2 * CGFloat(width), frame.height > 2 * CGFloat(width) {
                        // The band between the frame and its inset, reaching past the mask's edges.
                        context.withSavedState {
                            context.setFillRule(.evenOdd)
                            context.addRect(outer)
                            context.addRect(frame.insetBy(dx: CGFloat(width), dy: CGFloat(width)))
                            context.fill()
                        }
                    } else {
                        context.addRect(frame.insetBy(dx: CGFloat(width / 2), dy: CGFloat(width / 2)))
                        context.stroke()
                    }
                }
                if let groupOpacity {
                    if masked, let clip = style.clipShape {
                        context.endGroup(opacity: groupOpacity) { addShape(clip, in: nodes[index].frame) }
                    } else {
                        context.endGroup(opacity: groupOpacity)
                    }
                }
                if Self.hasPixelFilters(style) { context.endFilterGroup() }
                context.restore()
            }
        }
    }

    /// Rotation, scale and transform effects change user space for the view and its content; a
    /// shadow is a pixel filter (`beginPixelFilters`), begun before them.
    private func applyEffects(_ effects: [DrawingEffect], of index: Int) {
        let frame = nodes[index].frame
        func about(_ anchor: UnitPoint, _ body: () -> Void) {
            let x = Double(frame.minX + frame.width * anchor.x), y = Double(frame.minY + frame.height * anchor.y)
            context.translate(x: x, y: y)
            body()
            context.translate(x: -x, y: -y)
        }
        for effect in effects {
            switch effect {
            case .rotation(let radians, let anchor):
                about(anchor) { context.rotate(by: radians) }
            case .scale(let size, let anchor):
                // A zero scale would make the matrix singular (cairo then draws nothing and errs).
                about(anchor) { context.scale(x: Double(size.width == 0 ? 1e-6 : size.width), y: Double(size.height == 0 ? 1e-6 : size.height)) }
            case .transform(let t):
                if t.a * t.d - t.b * t.c != 0 {
                    context.translate(x: Double(frame.minX), y: Double(frame.minY))
                    context.transform(a: Double(t.a), b: Double(t.b), c: Double(t.c), d: Double(t.d), tx: Double(t.tx), ty: Double(t.ty))
                    context.translate(x: -Double(frame.minX), y: -Double(frame.minY))
                }
            case .shadow, .graphics:
                break // filters and shadows begin before every effect; a canvas is content; a direction mark draws nothing
            }
        }
    }

    /// For every node, a rectangle holding everything its content draws: the union of its own
    /// and its descendants' frames, text grown by a line height on every side (glyph ink reaches
    /// past the line box: accents, descenders, the synthesised italic's shear) and other views by
    /// a point (antialiased edges). Children follow their parent in `nodes`, so one backward pass.
    func inkBounds() -> [CGRect] {
        var bounds = [CGRect](repeating: .null, count: nodes.count)
        for index in nodes.indices.reversed() {
            let node = nodes[index]
            let margin: CGFloat
            if case .text(let layout, _) = node.content {
                margin = max(1, layout.metrics.lineHeight)
            } else {
                margin = 1
            }
            var union = node.frame.insetBy(dx: -margin, dy: -margin)
            for child in node.childIndices { union = union.union(bounds[child]) }
            bounds[index] = union
        }
        return bounds
    }

    /// Children in painting order: a `.background` view's decoration goes behind its content;
    /// siblings by `zIndex`, lowest first, in their order where equal (`NodeStyle.zIndex`).
    private func drawingOrder(of index: Int) -> [Int] {
        var children = nodes[index].childIndices
        if nodes[index].kind == .background, children.count > 1 {
            children = Array(children.dropFirst()) + [children[0]]
        }
        if children.contains(where: { nodes[$0].style.zIndex != 0 }) {
            children = children.enumerated().sorted { a, b in
                let za = nodes[a.element].style.zIndex, zb = nodes[b.element].style.zIndex
                return za != zb ? za < zb : a.offset < b.offset
            }.map(\.element)
        }
        return children
    }

    /// Whether the clip shape `clip` of `index` (its path is the current path, under the view's
    /// transform) is applied as a mask when the view's content is composited (`drawContent`),
    /// rather than as a clip on each drawing operation. Both give the same picture, and the plain
    /// clip is cheaper, when the shape's edge is applied once either way: on SVG and PDF (vector
    /// clips, antialiased by the viewer), for a rectangle on whole device pixels (no partial
    /// pixels at all), and when the content is one fill.
    private func masksContent(of index: Int, clip: ShapeKind) -> Bool {
        guard context.surface is ImageSurface else { return false }
        if case .rectangle = clip, context.isPixelAligned(nodes[index].frame) { return false }
        return !clippedContentIsOneFill(index)
    }

    /// Whether `index`, a clipped view, draws exactly one fill with everything inside it: a
    /// colour, or a shape filled or stroked (not both), alone or inside views that draw nothing
    /// of their own (no border, clip, effect, canvas or hatching). Its own clip and opacity do
    /// not count: they apply to that one fill.
    private func clippedContentIsOneFill(_ index: Int) -> Bool {
        var current = index
        while true {
            let node = nodes[current]
            guard node.style.border == nil, current == index || (node.style.clipShape == nil && node.style.effects.isEmpty),
                  Self.canvasDrawing(of: node.style) == nil, !Self.hasPixelFilters(node.style),
                  !(node.kind == .padding && overlays.contains(.padding)) else { return false }
            if node.kind.family == .leaf {
                guard node.childIndices.isEmpty else { return false }
                switch node.content {
                case .color: return true
                case .shape: return node.style.image == nil && !(node.style.stroke != nil && node.style.isFilled)
                default: return false
                }
            }
            guard node.childIndices.count == 1 else { return false }
            current = node.childIndices[0]
        }
    }

    /// Whether `index` and everything inside it draw exactly one fill: a single fill
    /// (`isSingleFill`), or a view that draws nothing of its own (a layout modifier with no
    /// border, clip, effect, canvas or hatching) around exactly one child that draws one fill.
    /// Its opacity can then go into the fill's colour instead of a group.
    private func drawsOneFillOnly(_ index: Int) -> Bool {
        var current = index
        while !isSingleFill(current) {
            let node = nodes[current]
            guard node.kind.family != .leaf, node.childIndices.count == 1, node.style.border == nil,
                  node.style.clipShape == nil, node.style.effects.isEmpty,
                  !(node.kind == .padding && overlays.contains(.padding)) else { return false }
            current = node.childIndices[0]
        }
        return true
    }

    /// Whether `index` draws exactly one fill and nothing else: a colour or shape leaf with no
    /// children and no border.
    private func isSingleFill(_ index: Int) -> Bool {
        let node = nodes[index]
        guard node.kind.family == .leaf, node.childIndices.isEmpty, node.style.border == nil else { return false }
        switch node.content {
        case .color, .shape: return true
        default: return false
        }
    }

    /// `rect` with each edge that lies on the same edge of `mask` (the frame of the view whose clip
    /// shape masks this drawing, `drawContent`) moved out by a point. The mask hides everything
    /// past its shape, so only the partly covered pixels along that edge change: they get the
    /// mask's coverage once instead of the fill's coverage times the mask's. A frame on whole
    /// pixels, as SwiftUI lays views out on a device, has no such partial pixels.
    static func reachingMaskEdges(_ rect: CGRect, mask: CGRect?) -> CGRect {
        guard let mask, DiagramPlan.isFinite(rect), DiagramPlan.isFinite(mask) else { return rect }
        func on(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) <= 1e-6 * max(1, abs(a)) }
        var minX = rect.minX, minY = rect.minY, maxX = rect.maxX, maxY = rect.maxY
        if on(minX, mask.minX) { minX -= 1 }
        if on(minY, mask.minY) { minY -= 1 }
        if on(maxX, mask.maxX) { maxX += 1 }
        if on(maxY, mask.maxY) { maxY += 1 }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Draws the node's own content, its colours multiplied by `opacity`; `mask` as in
    /// `reachingMaskEdges`.
    private func drawOwnContent(of index: Int, opacity: Double = 1, mask: CGRect? = nil) {
        switch nodes[index].kind.family {
        case .leaf: break
        default: return // only leaves draw content of their own
        }
        let node = nodes[index]
        switch node.content {
        case .color(let color):
            guard color.opacity > 0 else { return }
            let resolved = resolve(color)
            context.setColor(resolved.withAlpha(resolved.alpha * opacity))
            context.addRect(Self.reachingMaskEdges(node.frame, mask: mask))
            context.fill()
        case .shape(let shape):
            if let image = node.style.image {
                if case .system(let name) = image, drawSymbol(name, of: index, opacity: opacity) { return }
                drawImage(image, in: node.frame, opacity: opacity)
                return
            }
            if let stroke = node.style.stroke {
                if node.style.isFilled {
                    setStyle(node.style.fill, fallback: node.style.foreground, in: node.frame, opacity: opacity)
                    addShape(shape, in: node.frame)
                    context.fill()
                }
                let width = Double(stroke.stroke.lineWidth)
                guard width > 0 else { return }
                // strokeBorder draws inside the frame: the path is inset by half the line width.
                let rect = stroke.inset ? node.frame.insetBy(dx: CGFloat(width / 2), dy: CGFloat(width / 2)) : node.frame
                setStyle(stroke.style, fallback: node.style.foreground, in: node.frame, opacity: opacity)
                context.setLineWidth(width)
                context.setDash(stroke.stroke.dash.map(Double.init), phase: Double(stroke.stroke.dashPhase))
                switch stroke.stroke.lineCap {
                case .butt: context.setLineCap(.butt)
                case .round: context.setLineCap(.round)
                case .square: context.setLineCap(.square)
                }
                switch stroke.stroke.lineJoin {
                case .miter: context.setLineJoin(.miter)
                case .round: context.setLineJoin(.round)
                case .bevel: context.setLineJoin(.bevel)
                }
                addShape(shape, in: rect)
                context.stroke()
                context.setDash([])
            } else {
                setStyle(node.style.fill, fallback: node.style.foreground, in: node.frame, opacity: opacity)
                // A rectangle reaches past the mask's edges as a colour does; other shapes keep their outline.
                addShape(shape, in: shape == .rectangle ? Self.reachingMaskEdges(node.frame, mask: mask) : node.frame)
                context.fill()
            }
        case .text(let layout, var alignment):
            // Right to left, leading lines start at the right (the glyphs are not mirrored).
            if isRightToLeft(index) {
                switch alignment {
                case .leading: alignment = .trailing
                case .trailing: alignment = .leading
                case .center: break
                }
            }
            drawText(layout, alignment: alignment, in: node.frame, color: resolve(node.style.foreground))
        default:
            break
        }
    }

    /// An image: a named picture found by `ImageAssets`, scaled to the frame; otherwise (an SF
    /// Symbol without a look-alike in `SymbolCatalogue`, or a missing file) a labelled
    /// placeholder: a rounded outline with the name inside when it fits.
    func drawImage(_ image: Image.Source, in frame: CGRect, opacity: Double) {
        guard frame.width > 0, frame.height > 0 else { return }
        let name: String
        switch image {
        case .named(let named):
            if let found = ImageAssets.find(named) {
                context.withSavedState {
                    context.translate(x: Double(frame.minX), y: Double(frame.minY))
                    context.scale(x: Double(frame.width) / Double(found.surface.width), y: Double(frame.height) / Double(found.surface.height))
                    context.drawImage(found.surface, x: 0, y: 0, opacity: opacity)
                }
                return
            }
            name = named
        case .system(let symbol):
            name = symbol
        }
        let color = resolve(Color.secondary)
        context.setColor(color.withAlpha(color.alpha * opacity))
        context.setLineWidth(1)
        context.setDash(image == .system(name) ? [] : [3, 2])
        let inset = frame.insetBy(dx: 0.5, dy: 0.5)
        context.addRoundedRect(inset, cornerRadius: Double(min(4, min(inset.width, inset.height) / 4)))
        context.stroke()
        context.setDash([])
        let font = DiagramMetrics.chipFont
        let label = Self.fittedLabel(name, width: Double(frame.width) - 4, measure: { Double(textWidth($0, font: font)) })
        if !label.isEmpty && frame.height >= 9 {
            drawText(label, font: font, color: color.withAlpha(color.alpha * opacity),
                     x: frame.midX - textWidth(label, font: font) / 2, baseline: centredBaseline(font: font, centerY: frame.midY))
        }
    }

    /// As much of `name` as fits in `width` (with an ellipsis), or nothing.
    static func fittedLabel(_ name: String, width: Double, measure: (String) -> Double) -> String {
        if measure(name) <= width { return name }
        var shown = name
        while !shown.isEmpty {
            shown.removeLast()
            if measure(shown + "…") <= width { return shown + "…" }
        }
        return ""
    }

    /// The core's lines at their baselines, each placed by the multiline alignment within the
    /// frame. Pango draws every line as one run: nothing is re-broken.
    func drawText(_ layout: TextLayout, alignment: TextAlignment, in frame: CGRect, color: GraphicsColor) {
        for line in layout.lines where !line.text.isEmpty {
            let x: CGFloat
            switch alignment {
            case .leading: x = frame.minX
            case .center: x = frame.minX + (frame.width - line.width) / 2
            case .trailing: x = frame.maxX - line.width
            }
            drawText(line.text, font: layout.font, color: color, x: x, baseline: frame.minY + line.baseline)
        }
    }
}
