import Foundation
import Layoutshot
import LayoutshotGraphics

extension DiagramPainter {
    private enum Step {
        /// A node to draw, its colours multiplied by `opacity` (the opacities of translucent
        /// views above it drawn without a group: see `drawsOneFillOnly`).
        case enter(Int, opacity: Double)
        /// After a node's children: its border, and the end of its group when it has one.
        case exit(Int, grouped: Bool)
    }

    /// Draws what the views themselves show, parents before children (a background before the
    /// view it is behind), without recursion so that deep trees cannot exhaust the stack.
    /// A view's opacity and clip shape apply to it and everything inside it; its border is drawn
    /// over its content.
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
        var pending: [Step] = [.enter(0, opacity: 1)]
        while let step = pending.popLast() {
            switch step {
            case .enter(let index, let inherited):
                appearances.enter(index)
                let style = nodes[index].style
                let direct = style.opacity < 1 && drawsOneFillOnly(index)
                let group = style.opacity < 1 && !direct
                let opacity = direct ? inherited * style.opacity : inherited
                let scoped = style.clipShape != nil || group || style.border != nil || !style.effects.isEmpty
                if scoped {
                    context.save()
                    // Blur and colour filters take the pixels of everything below them, the
                    // other effects included (`DiagramPainter+Filters.swift`).
                    beginPixelFilters(of: index, ink: ink)
                    applyEffects(style.effects, of: index)
                    if let clip = style.clipShape {
                        addShape(clip, in: nodes[index].frame)
                        context.clip()
                    }
                    if group { context.beginGroup(bounds: ink[index]) }
                    pending.append(.exit(index, grouped: group))
                }
                drawOwnContent(of: index, opacity: opacity)
                if let canvas = Self.canvasDrawing(of: style) { drawCanvas(canvas, in: nodes[index].frame) }
                if nodes[index].kind == .padding, overlays.contains(.padding) {
                    // Over the background (drawn before this view), under the padded content.
                    drawPaddingHatching(of: index)
                }
                for child in drawingOrder(of: index).reversed() {
                    pending.append(.enter(child, opacity: opacity))
                }
            case .exit(let index, let grouped):
                appearances.enter(index)
                let style = nodes[index].style
                if let border = style.border, border.width > 0 {
                    let width = Double(border.width)
                    context.setColor(resolve(border.color))
                    context.setLineWidth(width)
                    context.setDash([])
                    context.addRect(nodes[index].frame.insetBy(dx: CGFloat(width / 2), dy: CGFloat(width / 2)))
                    context.stroke()
                }
                if grouped { context.endGroup(opacity: style.opacity) }
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

    /// Draws the node's own content, its colours multiplied by `opacity`.
    private func drawOwnContent(of index: Int, opacity: Double = 1) {
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
            context.addRect(node.frame)
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
                addShape(shape, in: node.frame)
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
