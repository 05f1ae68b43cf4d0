import CLayoutshotCairo
import Foundation

/// A group whose pixels are filtered before they are composited (see `beginFilterGroup`).
struct FilterGroup {
    /// The device pixels the group covers: x, y, width, height.
    var x: Int, y: Int, width: Int, height: Int
    var filters: [PixelFilter]
    /// Each blur's standard deviation in device pixels (x, y), by filter index.
    var deviceRadii: [(Double, Double)]
    /// Each shadow's offset in device pixels (x, y), by filter index.
    var deviceOffsets: [(Double, Double)]
}

extension GraphicsContext {
    /// The largest group `endFilterGroup` filters (pixels); a larger one is composited unfiltered.
    static let maximumFilterPixels = 40_000_000

    /// Redirects drawing into an offscreen group covering `bounds` (user units, rounded out to
    /// whole device pixels and cut to the current clip) until the matching `endFilterGroup`, which
    /// runs `filters` on its pixels, in order, and composites the result.
    ///
    /// Drawing outside `bounds` is cut off: pass the extent of everything the group will draw,
    /// grown by what a blur spreads (three standard deviations). On a vector surface (SVG, PDF)
    /// the filtered group is embedded as an image at one pixel per device unit.
    public func beginFilterGroup(bounds: CGRect, filters: [PixelFilter]) {
        cairo_save(pointer)
        var rect = devicePixels(covering: bounds)
        // Cut to the clip: pixels outside it can never show.
        var cx0 = 0.0, cy0 = 0.0, cx1 = 0.0, cy1 = 0.0
        cairo_clip_extents(pointer, &cx0, &cy0, &cx1, &cy1)
        let clip = devicePixels(covering: CGRect(x: cx0, y: cy0, width: cx1 - cx0, height: cy1 - cy0))
        let x0 = max(rect.x, clip.x), y0 = max(rect.y, clip.y)
        let x1 = min(rect.x + rect.width, clip.x + clip.width), y1 = min(rect.y + rect.height, clip.y + clip.height)
        rect = (x0, y0, max(0, x1 - x0), max(0, y1 - y0))
        var matrix = cairo_matrix_t()
        cairo_get_matrix(pointer, &matrix)
        cairo_identity_matrix(pointer)
        cairo_new_path(pointer)
        cairo_rectangle(pointer, Double(rect.x), Double(rect.y), Double(rect.width), Double(rect.height))
        cairo_set_matrix(pointer, &matrix)
        cairo_clip(pointer)
        let radii: [(Double, Double)] = filters.map { filter in
            let radius: Double
            switch filter {
            case .blur(let r, _), .shadow(_, let r, _, _): radius = r
            case .colorMatrix, .alphaThreshold: return (0, 0)
            }
            var dx = radius, dy = 0.0, ex = 0.0, ey = radius
            cairo_user_to_device_distance(pointer, &dx, &dy)
            cairo_user_to_device_distance(pointer, &ex, &ey)
            return ((dx * dx + dy * dy).squareRoot(), (ex * ex + ey * ey).squareRoot())
        }
        let offsets: [(Double, Double)] = filters.map { filter in
            guard case .shadow(_, _, var x, var y) = filter else { return (0, 0) }
            cairo_user_to_device_distance(pointer, &x, &y)
            return (x, y)
        }
        filterGroups.append(FilterGroup(x: rect.x, y: rect.y, width: rect.width, height: rect.height, filters: filters,
                                        deviceRadii: radii, deviceOffsets: offsets))
        cairo_push_group(pointer)
    }

    /// Ends the group begun by `beginFilterGroup`: its pixels are copied into an image, filtered,
    /// and painted back at `opacity`.
    public func endFilterGroup(opacity: Double = 1) {
        // SAFETY: cairo_pop_group returns a new pattern holding the group's surface; it is
        // destroyed below after its last use. The image surface made here is destroyed likewise.
        let group = cairo_pop_group(pointer)
        defer {
            cairo_pattern_destroy(group)
            cairo_restore(pointer) // the clip of beginFilterGroup
        }
        guard let entry = filterGroups.popLast(), entry.width > 0, entry.height > 0 else { return }
        guard entry.width * entry.height <= Self.maximumFilterPixels,
              let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(entry.width), Int32(entry.height)),
              cairo_surface_status(image) == CAIRO_STATUS_SUCCESS else {
            // Too large to filter (or no memory): the drawing is composited as it is.
            cairo_save(pointer)
            cairo_set_source(pointer, group)
            paint(opacity: opacity)
            cairo_restore(pointer)
            return
        }
        defer { cairo_surface_destroy(image) }
        // The group's pattern space is the target's device space: pixel (i, j) of the image is
        // device pixel (x + i, y + j).
        let copy = cairo_create(image)
        var offset = cairo_matrix_t()
        cairo_matrix_init_translate(&offset, Double(entry.x), Double(entry.y))
        cairo_pattern_set_matrix(group, &offset)
        cairo_set_source(copy, group)
        cairo_paint(copy)
        cairo_destroy(copy)
        cairo_surface_flush(image)
        if let data = cairo_image_surface_get_data(image) {
            let stride = Int(cairo_image_surface_get_stride(image))
            for (index, filter) in entry.filters.enumerated() {
                let (rx, ry) = entry.deviceRadii[index]
                let (ox, oy) = entry.deviceOffsets[index]
                PixelFilterKernel.apply(filter, data: data, width: entry.width, height: entry.height, stride: stride,
                                        radiusX: rx, radiusY: ry, offsetX: ox, offsetY: oy)
            }
        }
        cairo_surface_mark_dirty(image)
        cairo_save(pointer)
        cairo_identity_matrix(pointer)
        cairo_set_source_surface(pointer, image, Double(entry.x), Double(entry.y))
        cairo_new_path(pointer)
        cairo_rectangle(pointer, Double(entry.x), Double(entry.y), Double(entry.width), Double(entry.height))
        cairo_clip(pointer)
        paint(opacity: opacity)
        cairo_restore(pointer)
    }

    /// The smallest rectangle of whole device pixels covering `rect` (user units).
    private func devicePixels(covering rect: CGRect) -> (x: Int, y: Int, width: Int, height: Int) {
        guard !rect.isNull, rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else { return (0, 0, 0, 0) }
        let bounds = deviceBounds(of: rect)
        let limit = 1e8
        let minX = max(-limit, bounds.minX), maxX = min(limit, bounds.maxX)
        let minY = max(-limit, bounds.minY), maxY = min(limit, bounds.maxY)
        guard maxX > minX, maxY > minY else { return (Int(minX), Int(minY), 0, 0) }
        return (Int(minX), Int(minY), Int(maxX - minX), Int(maxY - minY))
    }
}

extension GraphicsContext {
    /// Sets a conic (angular) sweep around (`cx`, `cy`) as the source of `fill` and `stroke`: each
    /// stop is an angle in radians (0 along +x, growing towards +y) and a colour; colours blend
    /// between consecutive stops, which must be in ascending order. Drawn as a cairo mesh of thin
    /// sectors reaching `radius` (make it cover everything filled), at most π/16 each so that the
    /// blend follows the angle.
    public func setConicGradient(cx: Double, cy: Double, radius: Double, stops: [(angle: Double, color: GraphicsColor)]) {
        guard stops.count >= 2, radius.isFinite, radius > 0, cx.isFinite, cy.isFinite,
              let mesh = cairo_pattern_create_mesh() else {
            if let only = stops.first { setColor(only.color) }
            return
        }
        // SAFETY: as in `setLinearGradient`: the source holds its own reference to the pattern.
        defer { cairo_pattern_destroy(mesh) }
        func mix(_ a: GraphicsColor, _ b: GraphicsColor, _ t: Double) -> GraphicsColor {
            GraphicsColor(red: a.red + (b.red - a.red) * t, green: a.green + (b.green - a.green) * t,
                          blue: a.blue + (b.blue - a.blue) * t, alpha: a.alpha + (b.alpha - a.alpha) * t)
        }
        let limit = Double.pi / 16
        for (from, to) in zip(stops, stops.dropFirst()) where to.angle > from.angle && from.angle.isFinite && to.angle.isFinite {
            let pieces = max(1, Int(((to.angle - from.angle) / limit).rounded(.up)))
            for piece in 0..<pieces {
                let t0 = Double(piece) / Double(pieces), t1 = Double(piece + 1) / Double(pieces)
                let a0 = from.angle + (to.angle - from.angle) * t0, a1 = from.angle + (to.angle - from.angle) * t1
                let c0 = mix(from.color, to.color, t0), c1 = mix(from.color, to.color, t1)
                // A sector as a patch: centre, arc start, arc (one cubic), back to the centre.
                let k = 4.0 / 3.0 * tan((a1 - a0) / 4)
                let p0 = (cx + radius * cos(a0), cy + radius * sin(a0)), p1 = (cx + radius * cos(a1), cy + radius * sin(a1))
                cairo_mesh_pattern_begin_patch(mesh)
                cairo_mesh_pattern_move_to(mesh, cx, cy)
                cairo_mesh_pattern_line_to(mesh, p0.0, p0.1)
                cairo_mesh_pattern_curve_to(mesh, p0.0 - k * radius * sin(a0), p0.1 + k * radius * cos(a0),
                                            p1.0 + k * radius * sin(a1), p1.1 - k * radius * cos(a1), p1.0, p1.1)
                cairo_mesh_pattern_line_to(mesh, cx, cy)
                for (corner, color) in [(0, c0), (1, c0), (2, c1), (3, c1)] {
                    cairo_mesh_pattern_set_corner_color_rgba(mesh, UInt32(corner), color.red, color.green, color.blue, color.alpha)
                }
                cairo_mesh_pattern_end_patch(mesh)
            }
        }
        cairo_set_source(pointer, mesh)
    }
}
