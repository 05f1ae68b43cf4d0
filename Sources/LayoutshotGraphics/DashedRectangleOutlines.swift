import CLayoutshotCairo
import Foundation

// Dashed outlines of axis-aligned rectangles on image surfaces, drawn from the dashes' boxes
// instead of through cairo's stroker, with cairo's own pixels.
//
// cairo 1.16 strokes a path of horizontal and vertical lines, under a transform that only scales
// and moves, with butt caps and mitred joins, as boxes (its "rectilinear stroker",
// src/cairo-path-stroke-boxes.c): one box per dash, half the line width either side of the line,
// plus a box of half a line width past the end of a dash that runs into a corner. It makes the
// boxes disjoint (a Bentley–Ottmann sweep, the winding rule) and turns them into spans with its
// rectangular scan converter (src/cairo-rectangular-scan-converter.c), whose coverage of a pixel
// is the area of the pixel the boxes cover in 1/256 × 1/256 units (its 24.8 fixed point),
// shifted right by 8, less itself shifted right by 8 (0…255). That sweep cost about 100,000
// instructions a dashed rectangle (`Benchmarks/PROFILE.md`, the 1,000-chip render). Here the
// same boxes, made disjoint by subtraction, give the same areas, so the mask below holds the
// coverage cairo's spans hold; an opaque colour is then mixed in as cairo's span renderer mixes
// it (`lerp8x4`, which rounds with 0x7f), a translucent one is composited through the mask by
// cairo (pixman's OVER through an A8 mask, which cairo's renderer uses for it too).
//
// Used only where cairo itself takes the rectilinear stroker and nothing else changes the result:
// an image surface, no group open, no clip, a transform without rotation or skew, butt caps,
// mitred joins (miter limit at least √2), positive dashes, default antialiasing, the OVER
// operator and a solid colour. Anywhere else (SVG, PDF, a rotated context), the rectangles are
// added to a path and stroked, one path a group. `DashedRectangleOutlineTests` draws both ways
// and compares every pixel.

extension GraphicsContext {
    /// Strokes the outline of each rectangle in `groups` with the current colour, line width, dash
    /// and line style, as adding the rectangles of a group to one path (`addRect`) and calling
    /// `stroke()`, a group at a time, would. Outlines in one group that overlap are joined (a
    /// pixel covered twice is not darker); outlines of different groups must share no pixel, as
    /// `stroke()` of each group would composite them one after the other.
    ///
    /// On an image surface at unit scale this draws the same pixels without cairo's stroker (see
    /// the top of `DashedRectangleOutlines.swift`); the current path is cleared either way.
    public func strokeRectangleOutlines(_ groups: [[CGRect]]) {
        cairo_new_path(pointer)
        if let plan = DashedOutlinePlan(context: self) {
            plan.draw(groups, on: self)
        } else {
            strokeRectangleGroups(groups)
        }
    }

    /// `addRect` of each rectangle and `stroke()`, a group at a time.
    func strokeRectangleGroups(_ groups: [[CGRect]]) {
        for group in groups {
            for rect in group { addRect(rect) }
            cairo_stroke(pointer)
        }
    }
}

/// A box in cairo's 24.8 fixed point, device space: `x1 < x2`, `y1 < y2`.
struct FixedBox: Equatable {
    var x1: Int32, y1: Int32, x2: Int32, y2: Int32

    func overlaps(_ other: FixedBox) -> Bool {
        x1 < other.x2 && other.x1 < x2 && y1 < other.y2 && other.y1 < y2
    }
}

/// The state and style a dashed rectangle stroke needs, read from a context where the mask
/// gives cairo's pixels (nil elsewhere).
struct DashedOutlinePlan {
    /// The transform: a scale along each axis and a translation (no rotation or skew).
    var scaleX: Double, scaleY: Double, dx: Double, dy: Double
    /// Half the line width across a horizontal line (`halfY`) and a vertical one (`halfX`), in
    /// fixed point, as the stroker rounds them.
    var halfX: Int32, halfY: Int32
    var dashes: [Double]
    var offset: Double
    var surfaceWidth: Int, surfaceHeight: Int

    /// Most boxes in one group made disjoint by subtraction (pairs of boxes compared: their
    /// square); a larger group is stroked by cairo.
    static let maximumBoxesPerGroup = 768

    /// Coordinates and translations within ±2^20 device pixels: sums of a few of them stay far
    /// inside cairo's 24.8 fixed point (±2^23).
    static let range = 1_048_576.0

    init?(context: GraphicsContext) {
        guard let image = context.surface as? ImageSurface else { return nil }
        let cr = context.pointer
        guard cairo_get_group_target(cr) == cairo_get_target(cr) else { return nil }
        var ctm = cairo_matrix_t()
        cairo_get_matrix(cr, &ctm)
        guard ctm.xy == 0, ctm.yx == 0, ctm.xx != 0, ctm.yy != 0, abs(ctm.xx) < 256, abs(ctm.yy) < 256,
              abs(ctm.x0) < Self.range, abs(ctm.y0) < Self.range else { return nil }
        guard cairo_get_line_cap(cr) == CAIRO_LINE_CAP_BUTT,
              cairo_get_line_join(cr) == CAIRO_LINE_JOIN_MITER,
              cairo_get_miter_limit(cr) >= 2.0.squareRoot(),
              cairo_get_antialias(cr) == CAIRO_ANTIALIAS_DEFAULT,
              cairo_get_operator(cr) == CAIRO_OPERATOR_OVER else { return nil }
        let width = cairo_get_line_width(cr)
        guard width > 0, width < 65_536 else { return nil }
        // A solid colour: the mask is painted with the current source.
        var red = 0.0, green = 0.0, blue = 0.0, alpha = 0.0
        guard cairo_pattern_get_rgba(cairo_get_source(cr), &red, &green, &blue, &alpha) == CAIRO_STATUS_SUCCESS else { return nil }
        let count = Int(cairo_get_dash_count(cr))
        guard count > 0 else { return nil }
        var dashes = [Double](repeating: 0, count: count)
        var offset = 0.0
        dashes.withUnsafeMutableBufferPointer { cairo_get_dash(cr, $0.baseAddress, &offset) }
        // cairo approximates dashes whose period is under the tolerance; positive dashes only.
        let period = dashes.reduce(0, +) * (count % 2 == 1 ? 2 : 1)
        guard dashes.allSatisfy({ $0 > 0 && $0.isFinite }), period * min(abs(ctm.xx), abs(ctm.yy)) >= cairo_get_tolerance(cr),
              offset >= 0, offset.isFinite else { return nil }
        // No clip: the clip's extents (user space) cover the whole surface.
        var (cx1, cy1, cx2, cy2) = (0.0, 0.0, 0.0, 0.0)
        cairo_clip_extents(cr, &cx1, &cy1, &cx2, &cy2)
        cairo_user_to_device(cr, &cx1, &cy1)
        cairo_user_to_device(cr, &cx2, &cy2)
        guard min(cx1, cx2) <= 0, min(cy1, cy2) <= 0,
              max(cx1, cx2) >= Double(image.width), max(cy1, cy2) >= Double(image.height) else { return nil }
        (scaleX, scaleY, dx, dy) = (ctm.xx, ctm.yy, ctm.x0, ctm.y0)
        halfX = Self.fixed(abs(ctm.xx) * width / 2)
        halfY = Self.fixed(abs(ctm.yy) * width / 2)
        self.dashes = dashes
        self.offset = offset
        surfaceWidth = image.width
        surfaceHeight = image.height
    }

    /// cairo's `_cairo_fixed_from_double`: the nearest 1/256, ties to even (a double's rounding).
    static func fixed(_ value: Double) -> Int32 {
        Int32(truncatingIfNeeded: (value + 26_388_279_066_624.0).bitPattern)  // 1.5 × 2^44
    }

    /// Buffers reused from group to group.
    fileprivate struct Scratch {
        var raw: [FixedBox] = []
        var kept: [FixedBox] = []
        var pieces: [FixedBox] = []
        var next: [FixedBox] = []
        var segments: [Segment] = []
        var areas: [Int32] = []
        var mask: [UInt8] = []
    }

    /// Draws each group through a coverage mask over the pixels its boxes reach (groups share no
    /// pixel, so each is composited on its own, as `stroke()` of each group would be).
    func draw(_ groups: [[CGRect]], on context: GraphicsContext) {
        var scratch = Scratch()
        let target = context.surface.surfaceHandle.pointer
        let pixel = opaquePixel(of: context)
        if pixel != nil { cairo_surface_flush(target) }
        var fallback: [[CGRect]] = []
        var (dirtyX1, dirtyY1, dirtyX2, dirtyY2) = (Int.max, Int.max, Int.min, Int.min)
        for group in groups {
            guard disjointBoxes(of: group, into: &scratch) else {
                fallback.append(group)
                continue
            }
            // The group's pixels, within the surface.
            var (gx1, gy1, gx2, gy2) = (Int32.max, Int32.max, Int32.min, Int32.min)
            for box in scratch.kept {
                gx1 = min(gx1, box.x1); gy1 = min(gy1, box.y1); gx2 = max(gx2, box.x2); gy2 = max(gy2, box.y2)
            }
            guard gx1 < gx2 else { continue }
            let left = max(0, Int(gx1 >> 8)), top = max(0, Int(gy1 >> 8))
            let right = min(surfaceWidth, Int((gx2 + 255) >> 8)), bottom = min(surfaceHeight, Int((gy2 + 255) >> 8))
            guard left < right, top < bottom else { continue }
            let width = right - left, height = bottom - top
            // All zero between groups: each pixel read below is zeroed again.
            if scratch.areas.count < width * height {
                scratch.areas = [Int32](repeating: 0, count: width * height)
            }
            scratch.areas.withUnsafeMutableBufferPointer { areas in
                for box in scratch.kept { Self.accumulate(box, into: areas, originX: left, originY: top, width: width, height: height) }
            }
            if let pixel {
                Self.lerp(pixel, areas: &scratch.areas, boxes: scratch.kept, width: width, height: height,
                          left: left, top: top, onto: target)
                (dirtyX1, dirtyY1) = (min(dirtyX1, left), min(dirtyY1, top))
                (dirtyX2, dirtyY2) = (max(dirtyX2, right), max(dirtyY2, bottom))
            } else {
                Self.paint(areas: &scratch.areas, width: width, height: height, left: left, top: top,
                           mask: &scratch.mask, on: context)
            }
        }
        if pixel != nil, dirtyX1 < dirtyX2 {
            cairo_surface_mark_dirty_rectangle(target, Int32(dirtyX1), Int32(dirtyY1),
                                               Int32(dirtyX2 - dirtyX1), Int32(dirtyY2 - dirtyY1))
        }
        if !fallback.isEmpty { context.strokeRectangleGroups(fallback) }
    }

    /// The rectangular scan converter's coverage of a pixel whose covered area is `area`
    /// (1/65,536 of a pixel): area >> 8, less itself >> 8.
    @inline(__always) private static func coverage(_ area: Int32) -> UInt32 {
        let c = UInt32(area >> 8)
        return c - (c >> 8)
    }

    /// The pixel cairo fills with for the current source when it is an opaque colour (cairo's
    /// `fill_reduces_to_source`: OVER of an opaque colour is SOURCE), read back from a 1×1
    /// surface painted with it; nil for a translucent colour.
    private func opaquePixel(of context: GraphicsContext) -> UInt32? {
        var red = 0.0, green = 0.0, blue = 0.0, alpha = 0.0
        cairo_pattern_get_rgba(cairo_get_source(context.pointer), &red, &green, &blue, &alpha)
        // CAIRO_COLOR_IS_OPAQUE: the colour's 16-bit alpha (alpha × 65535 + 0.5) is 0xff00 or more.
        guard alpha * 65535 + 0.5 >= 0xff00 else { return nil }
        let probe = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)!
        defer { cairo_surface_destroy(probe) }
        let cr = cairo_create(probe)!
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source(cr, cairo_get_source(context.pointer))
        cairo_paint(cr)
        let status = cairo_status(cr)
        cairo_destroy(cr)
        cairo_surface_flush(probe)
        guard status == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(probe) else { return nil }
        // SAFETY: the probe is one ARGB32 pixel (4 bytes, aligned by cairo), alive until the
        // deferred destroy.
        return UnsafeRawPointer(data).load(as: UInt32.self)
    }

    /// cairo's span renderer for an opaque colour (`_fill_xrgb32_lerp_opaque_spans`): full
    /// coverage writes `pixel`, partial coverage `a` mixes it with the destination per channel
    /// (`lerp8x4`: pixel × a + destination × (255 − a), each rounded as cairo rounds, 0x7f).
    /// Only the pixels under `boxes` are visited (an outline's inside is not), each once: its
    /// area is zeroed when it is read.
    private static func lerp(_ pixel: UInt32, areas: inout [Int32], boxes: [FixedBox], width: Int, height: Int,
                             left: Int, top: Int, onto surface: OpaquePointer) {
        guard let data = cairo_image_surface_get_data(surface) else { return }
        let targetStride = Int(cairo_image_surface_get_stride(surface))
        @inline(__always) func mul(_ x: UInt32, _ a: UInt32) -> UInt32 {
            let t = (x & 0x00FF_00FF) &* a &+ 0x007F_007F
            return ((t &+ ((t >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        }
        @inline(__always) func add(_ x: UInt32, _ y: UInt32) -> UInt32 {
            var t = x &+ y
            t |= 0x0100_0100 &- ((t >> 8) & 0x00FF_00FF)
            return t & 0x00FF_00FF
        }
        areas.withUnsafeMutableBufferPointer { areas in
            for box in boxes {
                let firstRow = max(Int(box.y1 >> 8), top), lastRow = min(Int((box.y2 - 1) >> 8), top + height - 1)
                let firstColumn = max(Int(box.x1 >> 8), left), lastColumn = min(Int((box.x2 - 1) >> 8), left + width - 1)
                guard firstRow <= lastRow, firstColumn <= lastColumn else { continue }
                for row in (firstRow - top)...(lastRow - top) {
                    // SAFETY: the target is an ARGB32 or RGB24 image surface (4 bytes a pixel, rows
                    // `targetStride` apart) of at least `top + height` rows and `left + width`
                    // columns (the group's extent was clamped to the surface, and each box's rows
                    // and columns to the group's); the caller flushed cairo's pending drawing before
                    // and marks the rows dirty after.
                    let line = UnsafeMutableRawPointer(data + (top + row) * targetStride + left * 4)
                        .assumingMemoryBound(to: UInt32.self)
                    for column in (firstColumn - left)...(lastColumn - left) {
                        let area = areas[row * width + column]
                        if area == 0 { continue }
                        areas[row * width + column] = 0
                        let a = coverage(area)
                        if a == 0 { continue }
                        if a == 255 {
                            line[column] = pixel
                            continue
                        }
                        let d = line[column], inverse = 255 - a
                        line[column] = add(mul(pixel, a), mul(d, inverse)) | (add(mul(pixel >> 8, a), mul(d >> 8, inverse)) << 8)
                    }
                }
            }
        }
    }

    /// A translucent colour through the coverage: cairo's OVER of the source through an A8 mask
    /// (pixman's arithmetic, which cairo's span renderer uses for a translucent colour too).
    private static func paint(areas: inout [Int32], width: Int, height: Int, left: Int, top: Int,
                              mask: inout [UInt8], on context: GraphicsContext) {
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_A8, Int32(width)))
        mask.removeAll(keepingCapacity: true)
        mask.append(contentsOf: repeatElement(0, count: stride * height))
        for row in 0..<height {
            for column in 0..<width {
                mask[row * stride + column] = UInt8(coverage(areas[row * width + column]))
                areas[row * width + column] = 0
            }
        }
        mask.withUnsafeMutableBufferPointer { bytes in
            // SAFETY: the surface reads `bytes` (stride × height, the stride cairo asked for)
            // only until it is finished below, inside this closure.
            guard let surface = cairo_image_surface_create_for_data(bytes.baseAddress, CAIRO_FORMAT_A8,
                                                                    Int32(width), Int32(height), Int32(stride)) else { return }
            let cr = context.pointer
            cairo_save(cr)
            cairo_identity_matrix(cr)
            cairo_mask_surface(cr, surface, Double(left), Double(top))
            cairo_restore(cr)
            cairo_surface_finish(surface)
            cairo_surface_destroy(surface)
        }
    }

    /// Adds each pixel's share of `box` (in 1/65,536 of a pixel) to `areas`, a `width` × `height`
    /// block whose first pixel is (`originX`, `originY`).
    static func accumulate(_ box: FixedBox, into areas: UnsafeMutableBufferPointer<Int32>,
                           originX: Int, originY: Int, width: Int, height: Int) {
        let firstRow = max(Int(box.y1 >> 8), originY), lastRow = min(Int((box.y2 - 1) >> 8), originY + height - 1)
        let firstColumn = max(Int(box.x1 >> 8), originX), lastColumn = min(Int((box.x2 - 1) >> 8), originX + width - 1)
        guard firstRow <= lastRow, firstColumn <= lastColumn else { return }
        for row in firstRow...lastRow {
            let top = max(box.y1, Int32(row) << 8), bottom = min(box.y2, Int32(row + 1) << 8)
            let height = bottom - top
            let base = (row - originY) * width - originX
            for column in firstColumn...lastColumn {
                let left = max(box.x1, Int32(column) << 8), right = min(box.x2, Int32(column + 1) << 8)
                areas[base + column] += (right - left) * height
            }
        }
    }

    /// The boxes cairo's rectilinear stroker makes of a path of these rectangles, made disjoint,
    /// into `scratch.kept`; false when there are too many to compare pairwise or a rectangle's
    /// corners leave the range where this is checked (the caller strokes such a group with cairo).
    ///
    /// Boxes can overlap only where two lines meet (a corner, with its join box) or where
    /// outlines of the group cross, so a group of one rectangle compares only the boxes that
    /// reach a corner's square; the boxes along a side between the corners never overlap (the
    /// dashes of one line are apart, and the opposite side is further than a line width away,
    /// or every box is compared).
    fileprivate func disjointBoxes(of rects: [CGRect], into scratch: inout Scratch) -> Bool {
        scratch.raw.removeAll(keepingCapacity: true)
        scratch.kept.removeAll(keepingCapacity: true)
        var corners: [FixedBox] = []
        for rect in rects {
            let (x, y, w, h) = (Double(rect.origin.x), Double(rect.origin.y), Double(rect.width), Double(rect.height))
            guard x.isFinite, y.isFinite, w.isFinite, h.isFinite,
                  (abs(x) + abs(w)) * abs(scaleX) + abs(dx) < Self.range,
                  (abs(y) + abs(h)) * abs(scaleY) + abs(dy) < Self.range else { return false }
            // A small rectangle gives no squares: every box is compared.
            corners = appendBoxes(x: x, y: y, width: w, height: h, to: &scratch.raw, segments: &scratch.segments) ?? []
            if scratch.raw.count > Self.maximumBoxesPerGroup { return false }
        }
        for box in scratch.raw {
            if rects.count == 1, !corners.isEmpty, !corners.contains(where: { $0.overlaps(box) }) {
                scratch.kept.append(box)  // along a side, clear of the corners: overlaps nothing
                continue
            }
            subtractKept(from: box, into: &scratch)
        }
        return true
    }

    /// Appends to `scratch.kept` the parts of `box` that no box kept so far covers.
    private func subtractKept(from box: FixedBox, into scratch: inout Scratch) {
        guard scratch.kept.contains(where: { $0.overlaps(box) }) else {
            scratch.kept.append(box)
            return
        }
        scratch.pieces.removeAll(keepingCapacity: true)
        scratch.pieces.append(box)
        for index in scratch.kept.indices {
            let other = scratch.kept[index]
            guard other.overlaps(box) else { continue }
            scratch.next.removeAll(keepingCapacity: true)
            for piece in scratch.pieces {
                guard piece.overlaps(other) else {
                    scratch.next.append(piece)
                    continue
                }
                // Up to four parts of `piece` outside `other`: above, below, left, right.
                if piece.y1 < other.y1 { scratch.next.append(FixedBox(x1: piece.x1, y1: piece.y1, x2: piece.x2, y2: other.y1)) }
                if other.y2 < piece.y2 { scratch.next.append(FixedBox(x1: piece.x1, y1: other.y2, x2: piece.x2, y2: piece.y2)) }
                let (midTop, midBottom) = (max(piece.y1, other.y1), min(piece.y2, other.y2))
                if piece.x1 < other.x1 { scratch.next.append(FixedBox(x1: piece.x1, y1: midTop, x2: other.x1, y2: midBottom)) }
                if other.x2 < piece.x2 { scratch.next.append(FixedBox(x1: other.x2, y1: midTop, x2: piece.x2, y2: midBottom)) }
            }
            swap(&scratch.pieces, &scratch.next)
            if scratch.pieces.isEmpty { return }
        }
        scratch.kept.append(contentsOf: scratch.pieces)
    }

    /// One segment of the dashed path, as cairo's stroker records it.
    fileprivate struct Segment {
        var x1: Int32, y1: Int32, x2: Int32, y2: Int32
        var horizontal: Bool
        /// Whether the line it lies on runs towards +x or +y.
        var forwards: Bool
        var hasJoin: Bool
    }

    /// cairo's dash state (`cairo_stroker_dash_t`): which dash, whether it is on, what is left.
    private struct DashState {
        var index = 0
        var on = true
        var startsOn = true
        var remain = 0.0

        init(dashes: [Double], offset: Double) {
            var offset = offset
            var on = true
            var index = 0
            while offset > 0, offset >= dashes[index] {
                offset -= dashes[index]
                on.toggle()
                index = index + 1 == dashes.count ? 0 : index + 1
            }
            self.index = index
            self.on = on
            startsOn = on
            remain = dashes[index] - offset
        }

        mutating func step(_ length: Double, dashes: [Double]) {
            remain -= length
            if remain < 1.0 / 512 {  // CAIRO_FIXED_ERROR_DOUBLE: half a 1/256
                index = index + 1 == dashes.count ? 0 : index + 1
                on.toggle()
                remain += dashes[index]
            }
        }
    }

    /// Appends the boxes of one rectangle's dashed outline: `cairo_rectangle` (a move, three
    /// relative lines, a close, in fixed point) stroked by the rectilinear stroker with butt caps.
    /// Dashes are measured in user units: a line's device length is walked in steps of the
    /// remaining dash times the scale along it.
    ///
    /// Returns the squares around the four corners where boxes of this outline can overlap (the
    /// line width across each way), or nil when the rectangle is less than a line width across
    /// (its opposite sides overlap too).
    private func appendBoxes(x: Double, y: Double, width: Double, height: Double, to boxes: inout [FixedBox],
                             segments: inout [Segment]) -> [FixedBox]? {
        // cairo_matrix_transform_point and _distance: xx·x + xy·y (+ x0), with xy = 0.
        let x0 = Self.fixed(scaleX * x + dx), y0 = Self.fixed(scaleY * y + dy)
        let fw = Self.fixed(scaleX * width), fh = Self.fixed(scaleY * height), mw = Self.fixed(scaleX * -width)
        let xs = (x0, x0 + fw, x0 + fw, x0 + fw + mw, x0), ys = (y0, y0, y0 + fh, y0 + fh, y0)
        func corner(_ index: Int) -> (Int32, Int32) {
            switch index {
            case 0: return (xs.0, ys.0)
            case 1: return (xs.1, ys.1)
            case 2: return (xs.2, ys.2)
            case 3: return (xs.3, ys.3)
            default: return (xs.4, ys.4)
            }
        }
        var dash = DashState(dashes: dashes, offset: offset)
        segments.removeAll(keepingCapacity: true)
        var drawnAny = false
        for side in 0..<4 {
            let (ax, ay) = corner(side), (bx, by) = corner(side + 1)
            if ax == bx && ay == by { continue }  // a degenerate line draws nothing
            drawnAny = true
            let horizontal = ay == by
            let magnitude = horizontal ? bx - ax : by - ay
            let scale = horizontal ? abs(scaleX) : abs(scaleY)
            var remain = Double(abs(magnitude)) / 256
            let forwards = magnitude >= 0
            let sign: Double = forwards ? -1 : 1
            var (px, py) = (ax, ay)
            var lastOn = false
            while remain > 0 {
                let step = min(scale * dash.remain, remain)
                remain -= step
                let back = Self.fixed(sign * remain)
                let (qx, qy) = horizontal ? (bx + back, py) : (px, by + back)
                if dash.on {
                    segments.append(Segment(x1: px, y1: py, x2: qx, y2: qy, horizontal: horizontal, forwards: forwards,
                                            hasJoin: remain <= 0))
                    lastOn = true
                } else {
                    lastOn = false
                }
                dash.step(step / scale, dashes: dashes)
                (px, py) = (qx, qy)
            }
            if dash.on && !lastOn {
                // The line ends where a dash begins: a join there for the next line.
                segments.append(Segment(x1: px, y1: py, x2: px, y2: py, horizontal: horizontal, forwards: forwards, hasJoin: true))
            }
        }
        guard drawnAny else { return nil }
        emit(&segments, closed: true, startsOn: dash.startsOn, to: &boxes)
        guard abs(Int(fw)) >= 2 * Int(halfX), abs(Int(fh)) >= 2 * Int(halfY) else { return nil }
        return (0..<4).map { index in
            let (cx, cy) = corner(index)
            return FixedBox(x1: cx - halfX, y1: cy - halfY, x2: cx + halfX, y2: cy + halfY)
        }
    }

    /// The boxes of the recorded segments, as cairo's `emit_segments_dashed` makes them (butt
    /// caps): a join box of half a line width past the end of a dash that reaches a corner (in the
    /// direction of its line), on the side the next segment leaves to, and each dash's box half a
    /// line width either side.
    private func emit(_ segments: inout [Segment], closed: Bool, startsOn: Bool, to boxes: inout [FixedBox]) {
        let count = segments.count
        for i in 0..<count {
            let segment = segments[i]
            if segment.hasJoin && (i != count - 1 || (closed && startsOn)) {
                // The next segment's slope as cairo reads it then: an earlier one (the first,
                // after the last) has already been widened in place.
                let next = segments[(i + 1) % count]
                let (slopeX, slopeY) = (next.x2 - next.x1, next.y2 - next.y1)
                var (x1, y1, x2, y2) = (segment.x2, segment.y2, segment.x2, segment.y2)
                if segment.horizontal {
                    if segment.forwards { x2 += halfX } else { x1 -= halfX }
                    if slopeY > 0 { y1 -= halfY } else { y2 += halfY }
                } else {
                    if segment.forwards { y2 += halfY } else { y1 -= halfY }
                    if slopeX > 0 { x1 -= halfX } else { x2 += halfX }
                }
                if x1 < x2 && y1 < y2 { boxes.append(FixedBox(x1: x1, y1: y1, x2: x2, y2: y2)) }
            }
            var s = segment
            if s.horizontal {
                s.y1 += halfY
                s.y2 -= halfY
            } else {
                s.x1 += halfX
                s.x2 -= halfX
            }
            segments[i] = s
            let box = FixedBox(x1: min(s.x1, s.x2), y1: min(s.y1, s.y2), x2: max(s.x1, s.x2), y2: max(s.y1, s.y2))
            if box.x1 < box.x2 && box.y1 < box.y2 { boxes.append(box) }
        }
    }
}
