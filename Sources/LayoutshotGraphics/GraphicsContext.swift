import CLayoutshotCairo
import Foundation

/// Draws on a `GraphicsSurface`: cairo's `cairo_t`.
///
/// Builds a path (`addRect`, `addRoundedRect`, `move(to:)`, …), then paints it with `fill()`,
/// `stroke()` or `clip()`. Colours are straight RGBA; coordinates are user units (pixels on an
/// `ImageSurface` until you `scale`). Text is drawn through `TextEngine.draw(_:font:color:at:anchor:in:)`.
///
/// Drawing calls do not throw: cairo records the first failure and ignores later calls. Call
/// `checkStatus()` at the end of a drawing (renderers should) to surface it.
public final class GraphicsContext {
    /// How the ends of stroked open paths look.
    public enum LineCap: Hashable, Sendable { case butt, round, square }
    /// How stroked path segments join.
    public enum LineJoin: Hashable, Sendable { case miter, round, bevel }
    /// Which areas of a self-intersecting path `fill` and `clip` treat as inside.
    public enum FillRule: Hashable, Sendable { case winding, evenOdd }

    let pointer: OpaquePointer
    /// For each open group, innermost last: whether `beginGroup(bounds:)` saved a clip to restore.
    private var boundedGroups: [Bool] = []
    /// The surface drawn on; kept alive by the context.
    public let surface: any GraphicsSurface
    /// Hatch tiles made by `fillHatched`, by device spacing, line width and colour; each pattern is
    /// owned here (one reference) and destroyed in `deinit`.
    private var hatchTiles: [HatchKey: OpaquePointer] = [:]
    /// For each open filter group (`beginFilterGroup`), innermost last: the device pixels it covers
    /// and the filters to run on them (`GraphicsContext+Filters.swift`).
    var filterGroups: [FilterGroup] = []

    private struct HatchKey: Hashable {
        var spacing: Int, lineWidth: Double, red: Double, green: Double, blue: Double, alpha: Double
    }

    /// A context with the default state: black source, 1-unit lines, no clip, identity transform.
    public init(_ surface: any GraphicsSurface) throws {
        self.surface = surface
        pointer = cairo_create(surface.surfaceHandle.pointer)
        try checkStatus()
    }

    deinit {
        // Each tile pattern holds the one reference `fillHatched` took from cairo_pop_group.
        for tile in hatchTiles.values { cairo_pattern_destroy(tile) }
        // Releasing the last reference to a scaled font (the context's, a group's) may release
        // its FreeType face.
        FontLock.withLock { cairo_destroy(pointer) }
    }

    /// Throws `GraphicsError.cairo` if any drawing call so far failed (for example an unbalanced
    /// `restore()`, a non-invertible transform or drawing on a finished document).
    public func checkStatus() throws {
        try checkCairo(cairo_status(pointer), "drawing")
    }

    // MARK: - State

    /// Pushes a copy of the graphics state (transform, colour, line style, clip).
    public func save() { cairo_save(pointer) }

    /// Pops the state saved by the matching `save()`.
    public func restore() { cairo_restore(pointer) }

    /// Runs `body` between `save()` and `restore()`.
    public func withSavedState<Result>(_ body: () throws -> Result) rethrows -> Result {
        cairo_save(pointer)
        defer { cairo_restore(pointer) }
        return try body()
    }

    // MARK: - Transform

    /// Moves the origin by (`x`, `y`) user units.
    public func translate(x: Double, y: Double) { cairo_translate(pointer, x, y) }

    /// Scales user units; `scale(x: 2, y: 2)` draws in points on a 2× pixel surface.
    public func scale(x: Double, y: Double) { cairo_scale(pointer, x, y) }

    /// Rotates user space by `radians` (towards +y).
    public func rotate(by radians: Double) { cairo_rotate(pointer, radians) }

    /// Applies an affine transform to user space: (x, y) ↦ (a·x + c·y + tx, b·x + d·y + ty).
    public func transform(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        var matrix = cairo_matrix_t(xx: a, yx: b, xy: c, yy: d, x0: tx, y0: ty)
        cairo_transform(pointer, &matrix)
    }

    /// Rotates user space clockwise (y points down) by `radians`.
    public func rotate(radians: Double) { cairo_rotate(pointer, radians) }

    // MARK: - Paths

    /// Discards the current path.
    public func beginPath() { cairo_new_path(pointer) }

    /// Starts a new sub-path at (`x`, `y`).
    public func move(toX x: Double, y: Double) { cairo_move_to(pointer, x, y) }

    /// Adds a straight segment from the current point to (`x`, `y`).
    public func addLine(toX x: Double, y: Double) { cairo_line_to(pointer, x, y) }

    /// Adds a cubic Bézier segment from the current point.
    public func addCurve(toX x: Double, y: Double, control1X: Double, control1Y: Double,
                         control2X: Double, control2Y: Double) {
        cairo_curve_to(pointer, control1X, control1Y, control2X, control2Y, x, y)
    }

    /// Closes the current sub-path with a segment back to its start.
    public func closePath() { cairo_close_path(pointer) }

    /// Adds a circular arc around (`centerX`, `centerY`) from `startAngle` to `endAngle` (radians,
    /// 0 along +x, increasing towards +y), as its own sub-path unless a current point exists.
    public func addArc(centerX: Double, centerY: Double, radius: Double,
                       startAngle: Double, endAngle: Double, clockwise: Bool = true) {
        if clockwise {
            cairo_arc(pointer, centerX, centerY, radius, startAngle, endAngle)
        } else {
            cairo_arc_negative(pointer, centerX, centerY, radius, startAngle, endAngle)
        }
    }

    /// Adds a closed rectangle.
    public func addRect(x: Double, y: Double, width: Double, height: Double) {
        cairo_rectangle(pointer, x, y, width, height)
    }

    /// Adds a rectangle with circular corners; `cornerRadius` is clamped to half the shorter side.
    public func addRoundedRect(x: Double, y: Double, width: Double, height: Double, cornerRadius: Double) {
        let radius = min(max(cornerRadius, 0), min(abs(width), abs(height)) / 2)
        guard radius > 0 else {
            cairo_rectangle(pointer, x, y, width, height)
            return
        }
        let (left, right) = (min(x, x + width), max(x, x + width))
        let (top, bottom) = (min(y, y + height), max(y, y + height))
        cairo_new_sub_path(pointer)
        cairo_arc(pointer, right - radius, top + radius, radius, -Double.pi / 2, 0)
        cairo_arc(pointer, right - radius, bottom - radius, radius, 0, Double.pi / 2)
        cairo_arc(pointer, left + radius, bottom - radius, radius, Double.pi / 2, Double.pi)
        cairo_arc(pointer, left + radius, top + radius, radius, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(pointer)
    }

    /// Adds a rectangle whose shorter sides are semicircles (SwiftUI's `Capsule`).
    public func addCapsule(x: Double, y: Double, width: Double, height: Double) {
        addRoundedRect(x: x, y: y, width: width, height: height,
                       cornerRadius: min(abs(width), abs(height)) / 2)
    }

    /// Adds the ellipse inscribed in the rectangle. An empty rectangle adds nothing.
    public func addEllipse(x: Double, y: Double, width: Double, height: Double) {
        guard width != 0, height != 0 else { return }
        cairo_save(pointer)
        cairo_translate(pointer, x + width / 2, y + height / 2)
        cairo_scale(pointer, width / 2, height / 2)
        cairo_new_sub_path(pointer)
        cairo_arc(pointer, 0, 0, 1, 0, 2 * Double.pi)
        cairo_close_path(pointer)
        cairo_restore(pointer)
    }

    /// Adds a circle.
    public func addCircle(centerX: Double, centerY: Double, radius: Double) {
        guard radius > 0 else { return }
        cairo_new_sub_path(pointer)
        cairo_arc(pointer, centerX, centerY, radius, 0, 2 * Double.pi)
        cairo_close_path(pointer)
    }

    /// `addRect` for a `CGRect`.
    public func addRect(_ rect: CGRect) {
        addRect(x: rect.origin.x, y: rect.origin.y, width: rect.width, height: rect.height)
    }

    /// `addRoundedRect` for a `CGRect`.
    public func addRoundedRect(_ rect: CGRect, cornerRadius: Double) {
        addRoundedRect(x: rect.origin.x, y: rect.origin.y, width: rect.width, height: rect.height,
                       cornerRadius: cornerRadius)
    }

    /// `addCapsule` for a `CGRect`.
    public func addCapsule(_ rect: CGRect) {
        addCapsule(x: rect.origin.x, y: rect.origin.y, width: rect.width, height: rect.height)
    }

    /// `addEllipse` for a `CGRect`.
    public func addEllipse(in rect: CGRect) {
        addEllipse(x: rect.origin.x, y: rect.origin.y, width: rect.width, height: rect.height)
    }

    // MARK: - Style

    /// Sets the colour used by `fill`, `stroke` and `paint`.
    public func setColor(_ color: GraphicsColor) {
        cairo_set_source_rgba(pointer, color.red, color.green, color.blue, color.alpha)
    }

    /// Sets a linear gradient from (`x0`, `y0`) to (`x1`, `y1`) as the source of `fill` and
    /// `stroke`: `stops` are (offset 0…1, colour), padded beyond both ends.
    public func setLinearGradient(x0: Double, y0: Double, x1: Double, y1: Double, stops: [(offset: Double, color: GraphicsColor)]) {
        // SAFETY: cairo_pattern_create_linear returns a new pattern with one reference; set_source
        // takes its own reference, so the one made here is dropped before returning.
        guard let pattern = cairo_pattern_create_linear(x0, y0, x1, y1) else { return }
        addStops(stops, to: pattern)
        cairo_set_source(pointer, pattern)
        cairo_pattern_destroy(pattern)
    }

    /// Sets a radial gradient between two circles around (`cx`, `cy`) as the source.
    public func setRadialGradient(cx: Double, cy: Double, r0: Double, r1: Double, stops: [(offset: Double, color: GraphicsColor)]) {
        // SAFETY: as in `setLinearGradient`: the source holds its own reference to the pattern.
        guard let pattern = cairo_pattern_create_radial(cx, cy, max(0, r0), cx, cy, max(0, r1)) else { return }
        addStops(stops, to: pattern)
        cairo_set_source(pointer, pattern)
        cairo_pattern_destroy(pattern)
    }

    private func addStops(_ stops: [(offset: Double, color: GraphicsColor)], to pattern: OpaquePointer) {
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        for stop in stops {
            cairo_pattern_add_color_stop_rgba(pattern, min(1, max(0, stop.offset)), stop.color.red, stop.color.green,
                                              stop.color.blue, stop.color.alpha)
        }
    }

    /// Sets the stroke width in user units.
    public func setLineWidth(_ width: Double) { cairo_set_line_width(pointer, width) }

    /// Dashes strokes: alternating on/off lengths in user units, starting `phase` into the pattern.
    /// An empty array turns dashing off.
    public func setDash(_ lengths: [Double], phase: Double = 0) {
        lengths.withUnsafeBufferPointer { cairo_set_dash(pointer, $0.baseAddress, Int32($0.count), phase) }
    }

    /// Sets how open sub-paths end when stroked.
    public func setLineCap(_ cap: LineCap) {
        switch cap {
        case .butt: cairo_set_line_cap(pointer, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(pointer, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(pointer, CAIRO_LINE_CAP_SQUARE)
        }
    }

    /// Sets how stroked segments join.
    public func setLineJoin(_ join: LineJoin) {
        switch join {
        case .miter: cairo_set_line_join(pointer, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(pointer, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(pointer, CAIRO_LINE_JOIN_BEVEL)
        }
    }

    /// Sets the fill rule for `fill` and `clip`.
    public func setFillRule(_ rule: FillRule) {
        cairo_set_fill_rule(pointer, rule == .winding ? CAIRO_FILL_RULE_WINDING : CAIRO_FILL_RULE_EVEN_ODD)
    }

    /// Turns shape antialiasing on (the default) or off (hard pixel edges). Text is unaffected.
    public func setAntialiasing(_ enabled: Bool) {
        cairo_set_antialias(pointer, enabled ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
    }

    // MARK: - Painting

    /// Fills the current path with the colour and clears the path.
    public func fill() { cairo_fill(pointer) }

    /// Fills the current path and keeps it, for a following `stroke()`.
    public func fillPreserve() { cairo_fill_preserve(pointer) }

    /// Strokes the current path with the colour and line style and clears the path.
    public func stroke() { cairo_stroke(pointer) }

    /// Strokes the current path and keeps it.
    public func strokePreserve() { cairo_stroke_preserve(pointer) }

    /// Intersects the clip with the current path and clears the path. Undo with `restore()`.
    public func clip() { cairo_clip(pointer) }

    /// Removes all clipping.
    public func resetClip() { cairo_reset_clip(pointer) }

    /// Paints the colour everywhere inside the clip, multiplied by `opacity`.
    public func paint(opacity: Double = 1) {
        if opacity >= 1 { cairo_paint(pointer) } else { cairo_paint_with_alpha(pointer, opacity) }
    }

    /// Paints `image` with its top-left corner at (`x`, `y`), multiplied by `opacity`.
    public func drawImage(_ image: ImageSurface, x: Double, y: Double, opacity: Double = 1) {
        cairo_save(pointer)
        cairo_set_source_surface(pointer, image.surfaceHandle.pointer, x, y)
        cairo_rectangle(pointer, x, y, Double(image.width), Double(image.height))
        cairo_clip(pointer)
        paint(opacity: opacity)
        cairo_restore(pointer)
    }

    // MARK: - Hatching

    /// Fills the current path with parallel diagonal lines running from top left to bottom right,
    /// `spacing` user units apart and `lineWidth` wide, in `color`, then clears the path (the
    /// path's own fill rule applies, so an even-odd path with a hole leaves the hole bare).
    ///
    /// One fill through a repeating tile rather than one stroke per line under a clip: the cost is
    /// the filled area, however many lines cross it. The tile is drawn once per context, spacing,
    /// width and colour, on a surface of the target's kind (so SVG and PDF keep vector lines), and
    /// repeats from the user-space origin, so neighbouring hatched areas line up. Under a transform
    /// that rotates, skews or scales the axes differently, the lines are stroked one by one instead.
    public func fillHatched(spacing: Double, lineWidth: Double, color: GraphicsColor) {
        var ctm = cairo_matrix_t()
        cairo_get_matrix(pointer, &ctm)
        let deviceSpacing = (spacing * ctm.xx).rounded()
        guard ctm.xy == 0, ctm.yx == 0, ctm.xx == ctm.yy, ctm.xx > 0, spacing > 0,
              deviceSpacing >= 1, deviceSpacing <= 4096 else {
            strokeHatching(spacing: spacing, lineWidth: lineWidth, color: color)
            return
        }
        let key = HatchKey(spacing: Int(deviceSpacing), lineWidth: lineWidth * ctm.xx,
                           red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
        let tile: OpaquePointer
        if let made = hatchTiles[key] {
            tile = made
        } else {
            // Drawn on a context of its own (`repeatingSquare`): the current path stays.
            tile = makeHatchTile(key)
            hatchTiles[key] = tile
        }
        cairo_save(pointer)
        // Pattern space is user space at device scale: the tile's pixel (0, 0) sits at the user
        // origin, so a drawing hatches the same wherever it is translated to (a panel of a contact
        // sheet matches the picture drawn alone).
        var toTile = ctm
        toTile.x0 = 0
        toTile.y0 = 0
        cairo_pattern_set_matrix(tile, &toTile)
        cairo_set_source(pointer, tile)
        cairo_fill(pointer)
        cairo_restore(pointer)
    }

    /// A `key.spacing`-pixel square tile crossed by the diagonal (and the ends of its neighbours,
    /// so antialiased edges continue across tiles), repeating, drawn on a group of the target's kind.
    private func makeHatchTile(_ key: HatchKey) -> OpaquePointer {
        let size = Double(key.spacing)
        let tile = repeatingSquare(side: size) { tileContext in
            cairo_set_source_rgba(tileContext, key.red, key.green, key.blue, key.alpha)
            cairo_set_line_width(tileContext, key.lineWidth)
            for shift in [-size, 0, size] {
                cairo_move_to(tileContext, shift - 1, -1)
                cairo_line_to(tileContext, shift + size + 1, size + 1)
            }
            cairo_stroke(tileContext)
        }
        guard surface is ImageSurface else { return tile }  // SVG and PDF keep their one-line tile
        return widenedTile(tile, spacing: key.spacing)
    }

    /// `tile` repeated into a square of whole tiles at least `Self.wideTileSize` pixels wide (the
    /// same repeating picture, pixel for pixel), replacing `tile`. pixman composites a repeating
    /// source one tile width of a row at a time (`fast_composite_tiled_repeat` in
    /// pixman-fast-path.c, through a row buffer when the tile is under 32 pixels wide), so a
    /// 5-pixel tile costs a call every 5 pixels: hatching 2,000 padding bands took 0.067 s of CPU
    /// with it and 0.024 s with a 130-pixel tile (same pixels at scales 1, 2 and 3). The copy is
    /// exact: SOURCE from an untransformed pattern writes its pixels unchanged.
    private func widenedTile(_ tile: OpaquePointer, spacing: Int) -> OpaquePointer {
        let size = Double(((Self.wideTileSize + spacing - 1) / spacing) * spacing)
        let wide = repeatingSquare(side: size) { tileContext in
            cairo_set_operator(tileContext, CAIRO_OPERATOR_SOURCE)
            cairo_set_source(tileContext, tile)
            cairo_paint(tileContext)
        }
        // The narrow tile's reference (taken from its own group) is dropped once it is painted.
        cairo_pattern_destroy(tile)
        return wide
    }

    /// A repeating pattern of what `draw` paints (on the context it is given) in a `side`-pixel
    /// square at the origin, in device space, on a group of the target's kind.
    ///
    /// The group is pushed on a context of its own on the target surface, not on this one: inside
    /// a group open here (a translucent or masked view's, `beginGroup(bounds:)`), a pushed group
    /// would take that group's device space, which need not hold the square at the origin, and
    /// the tile, kept for the whole drawing, would be empty.
    private func repeatingSquare(side: Double, _ draw: (OpaquePointer) -> Void) -> OpaquePointer {
        // cairo_create returns a new context holding its own reference to the target (never NULL:
        // a failure gives a context in an error state); it is destroyed before returning, and the
        // pattern keeps its own reference to the group's surface.
        let tileContext = cairo_create(cairo_get_target(pointer))!
        defer { cairo_destroy(tileContext) }
        // What a stroke depends on, as in this context (the dash is always reset after use).
        cairo_set_tolerance(tileContext, cairo_get_tolerance(pointer))
        cairo_set_antialias(tileContext, cairo_get_antialias(pointer))
        cairo_set_line_cap(tileContext, cairo_get_line_cap(pointer))
        cairo_set_line_join(tileContext, cairo_get_line_join(pointer))
        cairo_set_miter_limit(tileContext, cairo_get_miter_limit(pointer))
        // The group is as large as the clip: one square.
        cairo_rectangle(tileContext, 0, 0, side, side)
        cairo_clip(tileContext)
        cairo_push_group(tileContext)
        draw(tileContext)
        // cairo_pop_group hands over one reference to the new pattern, which the caller owns
        // (kept in `hatchTiles`); it never returns NULL (an error gives a nil pattern object).
        let pattern = cairo_pop_group(tileContext)!
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_REPEAT)
        return pattern
    }

    /// The smallest side, in pixels, of a hatch tile on an image surface (`widenedTile`).
    private static let wideTileSize = 128

    /// The general case of `fillHatched`: the path as a clip, one stroke per line across its extent.
    private func strokeHatching(spacing: Double, lineWidth: Double, color: GraphicsColor) {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_path_extents(pointer, &x1, &y1, &x2, &y2)
        cairo_save(pointer)
        cairo_clip(pointer)
        let step = spacing > 0 && spacing.isFinite ? spacing : 5
        var offset = ((x1 - y2) / step).rounded(.down) * step
        while offset < x2 - y1 {
            cairo_move_to(pointer, offset + y1, y1)
            cairo_line_to(pointer, offset + y2, y2)
            offset += step
        }
        setColor(color)
        cairo_set_line_width(pointer, lineWidth)
        cairo_stroke(pointer)
        cairo_restore(pointer)
    }

    // MARK: - Groups

    /// Redirects drawing into an offscreen group until the matching `endGroup(opacity:)`.
    ///
    /// The group is as large as the current clip (the whole surface when nothing is clipped), and
    /// compositing it costs that area: prefer `beginGroup(bounds:)` when the drawing's extent is known.
    public func beginGroup() {
        boundedGroups.append(false)
        cairo_push_group(pointer)
    }

    /// Redirects drawing into an offscreen group that covers only `bounds` (user units, rounded
    /// out to whole device pixels), until the matching `endGroup(opacity:)`.
    ///
    /// cairo sizes a group to the clip's extents, so clipping to `bounds` first makes the group,
    /// and compositing it, cost the element's own area instead of the surface's. Drawing outside
    /// `bounds` is cut off: pass the extent of everything the group will draw. The clip is
    /// aligned to device pixels, so pixels inside are exactly those of an unbounded group.
    public func beginGroup(bounds: CGRect) {
        boundedGroups.append(true)
        cairo_save(pointer)
        clipToDevicePixels(covering: bounds)
        cairo_push_group(pointer)
    }

    /// The whole device pixels that cover `rect` (user units, finite) under the current
    /// transformation: its four corners in device space, rounded outwards.
    func deviceBounds(of rect: CGRect) -> (minX: Double, minY: Double, maxX: Double, maxY: Double) {
        var xs: [Double] = [], ys: [Double] = []
        for (cornerX, cornerY) in [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY), (rect.maxX, rect.maxY)] {
            var x = Double(cornerX), y = Double(cornerY)
            cairo_user_to_device(pointer, &x, &y)
            xs.append(x)
            ys.append(y)
        }
        return (xs.min()!.rounded(.down), ys.min()!.rounded(.down), xs.max()!.rounded(.up), ys.max()!.rounded(.up))
    }

    /// Intersects the clip with the smallest rectangle of whole device pixels that covers `rect`.
    private func clipToDevicePixels(covering rect: CGRect) {
        guard rect.width.isFinite, rect.height.isFinite, !rect.isNull else { return }
        let (minX, minY, maxX, maxY) = deviceBounds(of: rect)
        var matrix = cairo_matrix_t()
        cairo_get_matrix(pointer, &matrix)
        cairo_identity_matrix(pointer)
        cairo_new_path(pointer)
        cairo_rectangle(pointer, minX, minY, maxX - minX, maxY - minY)
        cairo_set_matrix(pointer, &matrix)
        cairo_clip(pointer)
    }

    /// Composites the group started by `beginGroup()` onto the surface at `opacity`, so that
    /// overlapping shapes inside it do not show through each other.
    public func endGroup(opacity: Double = 1) {
        popGroup(opacity: opacity, maskedBy: nil)
    }

    /// Composites the group started by `beginGroup()` or `beginGroup(bounds:)` onto the surface
    /// at `opacity`, through the shape that `addMask` adds to the path (in the user space the group
    /// was begun in) as a clip: the shape's antialiased edge is applied to the group's pixels once,
    /// as Core Animation applies a layer's mask once to everything the layer draws.
    ///
    /// Clipping each drawing operation instead applies the edge's coverage to every one of them
    /// (a background, and a label over it, each fade at the edge), and rasterises the shape each time.
    public func endGroup(opacity: Double = 1, maskedBy addMask: () -> Void) {
        withoutActuallyEscaping(addMask) { popGroup(opacity: opacity, maskedBy: $0) }
    }

    /// Pops the open group and paints it at `opacity`, through the shape `addMask` adds when
    /// there is one.
    private func popGroup(opacity: Double, maskedBy addMask: (() -> Void)?) {
        // cairo_pop_group restores the state saved by push_group (colour included); paint the group
        // inside a save/restore so that state survives.
        let group = cairo_pop_group(pointer)
        cairo_save(pointer)
        if let addMask {
            // The path is built after the pop, in the target's device space (a path built inside
            // the group would be in the group surface's). A paint through the shape as a clip
            // took a third fewer instructions than putting the opacity into the group and
            // filling the shape with it (500 chips: 98 M against 142 M).
            cairo_new_path(pointer)
            addMask()
            cairo_clip(pointer)
        }
        cairo_set_source(pointer, group)
        paint(opacity: opacity)
        cairo_restore(pointer)
        cairo_pattern_destroy(group)
        if boundedGroups.popLast() == true { cairo_restore(pointer) } // the clip of beginGroup(bounds:)
    }

    /// The extent of the current path in user units (`.null` for an empty path); the path stays.
    public func currentPathBounds() -> CGRect {
        guard cairo_has_current_point(pointer) != 0 else { return .null }
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_path_extents(pointer, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    /// Whether `rect` (user units) lies on whole device pixels under the current transformation:
    /// its edges are axis-aligned there and fall on pixel boundaries, so filling or clipping to it
    /// covers each pixel fully or not at all.
    public func isPixelAligned(_ rect: CGRect) -> Bool {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(pointer, &matrix)
        guard matrix.xy == 0, matrix.yx == 0, rect.width.isFinite, rect.height.isFinite, !rect.isNull else { return false }
        for (cornerX, cornerY) in [(rect.minX, rect.minY), (rect.maxX, rect.maxY)] {
            var x = Double(cornerX), y = Double(cornerY)
            cairo_user_to_device(pointer, &x, &y)
            // cairo keeps coordinates in 24.8 fixed point: closer than that is on the pixel.
            guard abs(x - x.rounded()) < 1e-6, abs(y - y.rounded()) < 1e-6 else { return false }
        }
        return true
    }

    /// Draws `body` as one group composited at `opacity`.
    public func withGroup<Result>(opacity: Double, _ body: () throws -> Result) rethrows -> Result {
        beginGroup()
        defer { endGroup(opacity: opacity) }
        return try body()
    }
}
