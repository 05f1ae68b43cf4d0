/// An operation on the pixels of a filter group (`GraphicsContext.beginFilterGroup`): what
/// SwiftUI's `blur(radius:opaque:)` and colour filters (`grayscale`, `saturation`, `brightness`,
/// `contrast`, `hueRotation`, `colorInvert`, `colorMultiply`, `luminanceToAlpha`) do to a view's
/// drawing.
public enum PixelFilter: Hashable, Sendable {
    /// A Gaussian-like blur with standard deviation `radius` (user units at the time the group
    /// begins), as the SVG 1.1 `feGaussianBlur` approximation: three box blurs in each direction
    /// (https://www.w3.org/TR/SVG11/filters.html#feGaussianBlurElement). `opaque` clamps at the
    /// group's edges (the edge pixels repeat) instead of blurring in transparency.
    case blur(radius: Double, opaque: Bool)
    /// A 4×5 colour matrix, row major (r, g, b, a rows; the fifth column is an offset in 0…1),
    /// applied to straight (not premultiplied) colour in 0…1, results clamped to 0…1.
    case colorMatrix([Double])
    /// A drop shadow under the group's drawing, as SwiftUI's `shadow(color:radius:x:y:)`: the
    /// group's alpha (its silhouette: every pixel it drew, text and translucent parts included)
    /// moved by (`x`, `y`) (user units at the time the group begins), blurred like `.blur` with
    /// standard deviation `radius`, tinted `color` (its alpha multiplies the silhouette's), with
    /// the drawing composited over it.
    case shadow(color: GraphicsColor, radius: Double, x: Double, y: Double)
    /// Each pixel whose alpha (0…1) is within `min`…`max` becomes `color` (straight red, green,
    /// blue, alpha in 0…1), every other pixel transparent, as SwiftUI's
    /// `GraphicsContext.Filter.alphaThreshold(min:max:color:)`.
    case alphaThreshold(min: Double, max: Double, color: [Double])
}

/// The pixel work behind `PixelFilter`, on cairo's premultiplied ARGB32 pixels. Integer arithmetic
/// for the blur and one fixed order of floating-point operations for colour matrices: the same
/// input gives the same pixels on every run.
///
/// SAFETY (the pointers of every kernel below): `data` is the pixel buffer of a live cairo image
/// surface that `GraphicsContext.endFilterGroup` made `width`×`height` with rows `stride` bytes
/// apart and holds until the kernels return, so every `data + y * stride + x * 4 + c` with `x`,
/// `y` in range is inside it; the planes are Swift arrays of `width × height` values (four planes
/// for a blur) reached only inside their `withUnsafeMutableBufferPointer`, at `y * width + x`
/// with `x`, `y` in range; `boxLine` reads and writes `count` values `step` apart from its start,
/// which `blurPlane` keeps within its plane (a row: `width` values 1 apart; a column: `height`
/// values `width` apart), and its scratch lines hold the longest line plus the widest box.
enum PixelFilterKernel {
    /// Runs `filter` on `width`×`height` pixels at `data` (rows `stride` bytes apart).
    /// `radiusX`/`radiusY` are the blur's standard deviation in device pixels.
    /// `offsetX`/`offsetY` are a shadow's offset in device pixels.
    static func apply(_ filter: PixelFilter, data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int,
                      radiusX: Double, radiusY: Double, offsetX: Double = 0, offsetY: Double = 0) {
        switch filter {
        case .shadow(let color, _, _, _):
            shadow(color: color, data: data, width: width, height: height, stride: stride,
                   radiusX: radiusX, radiusY: radiusY, offsetX: offsetX, offsetY: offsetY)
        case .blur(_, let opaque):
            blur(data: data, width: width, height: height, stride: stride, radiusX: radiusX, radiusY: radiusY, clamp: opaque)
        case .colorMatrix(let matrix):
            guard matrix.count == 20 else { return }
            colorMatrix(matrix, data: data, width: width, height: height, stride: stride)
        case .alphaThreshold(let low, let high, let color):
            guard color.count == 4 else { return }
            alphaThreshold(low: low, high: high, color: color, data: data, width: width, height: height, stride: stride)
        }
    }

    /// SVG 1.1's box sizes for a standard deviation `s`: `d = ⌊s·3·√(2π)/4 + 0.5⌋`; three boxes of
    /// `d` when `d` is odd, else two of `d` (offset half a pixel left, then right) and one of `d + 1`.
    /// Each entry is (pixels taken left of the output pixel, pixels taken right of it).
    static func boxes(for s: Double) -> [(left: Int, right: Int)] {
        guard s.isFinite, s > 0 else { return [] }
        let d = Int((s * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
        guard d > 1 else { return [] }
        if d % 2 == 1 {
            return Array(repeating: (d / 2, d / 2), count: 3)
        }
        return [(d / 2, d / 2 - 1), (d / 2 - 1, d / 2), (d / 2, d / 2)]
    }

    static func blur(data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int,
                     radiusX: Double, radiusY: Double, clamp: Bool) {
        let horizontal = boxes(for: radiusX), vertical = boxes(for: radiusY)
        guard width > 0, height > 0, !(horizontal.isEmpty && vertical.isEmpty) else { return }
        // Four planes of premultiplied channel values (byte order of a native-endian ARGB32 word).
        let count = width * height
        var planes = [Int32](repeating: 0, count: count * 4)
        planes.withUnsafeMutableBufferPointer { planes in
            for y in 0..<height {
                let row = data + y * stride
                for x in 0..<width {
                    for c in 0..<4 { planes[c * count + y * width + x] = Int32(row[x * 4 + c]) }
                }
            }
            for c in 0..<4 {
                blurPlane(planes.baseAddress! + c * count, width: width, height: height,
                          horizontal: horizontal, vertical: vertical, clamp: clamp)
            }
            for y in 0..<height {
                let row = data + y * stride
                for x in 0..<width {
                    let i = y * width + x
                    // Keep the premultiplied invariant (colour ≤ alpha) through rounding.
                    let alphaIndex = alphaByteIndex
                    let alpha = UInt8(clamping: planes[alphaIndex * count + i])
                    for c in 0..<4 {
                        let value = UInt8(clamping: planes[c * count + i])
                        row[x * 4 + c] = c == alphaIndex ? alpha : min(value, alpha)
                    }
                }
            }
        }
    }

    /// Which byte of a native-endian ARGB32 word holds alpha.
    static let alphaByteIndex: Int = {
        let word: UInt32 = 0xFF00_0000
        return withUnsafeBytes(of: word) { bytes in bytes.firstIndex(of: 0xFF)! }
    }()

    /// Box-blurs one row or column in place: `count` values `step` apart, each pass averaging the
    /// window `[i - left, i + right]` (rounded to nearest). Outside the line is transparent, or
    /// the edge value when `clamp`.
    /// Blurs one `width`×`height` plane of values in place: the box passes along rows, then along
    /// columns (the separable Gaussian of `boxes(for:)`), each line through `boxLine`.
    private static func blurPlane(_ plane: UnsafeMutablePointer<Int32>, width: Int, height: Int,
                                  horizontal: [(left: Int, right: Int)], vertical: [(left: Int, right: Int)], clamp: Bool) {
        let widest = (horizontal + vertical).map { $0.left + $0.right }.max() ?? 0
        let longest = max(width, height) + widest
        var line = [Int32](repeating: 0, count: longest)
        var sums = [Int64](repeating: 0, count: longest + 1)
        line.withUnsafeMutableBufferPointer { line in
            sums.withUnsafeMutableBufferPointer { sums in
                if !horizontal.isEmpty {
                    for y in 0..<height {
                        boxLine(plane + y * width, count: width, step: 1, boxes: horizontal, clamp: clamp, line: line, sums: sums)
                    }
                }
                if !vertical.isEmpty {
                    for x in 0..<width {
                        boxLine(plane + x, count: height, step: width, boxes: vertical, clamp: clamp, line: line, sums: sums)
                    }
                }
            }
        }
    }

    private static func boxLine(_ values: UnsafeMutablePointer<Int32>, count: Int, step: Int, boxes: [(left: Int, right: Int)],
                                clamp: Bool, line: UnsafeMutableBufferPointer<Int32>, sums: UnsafeMutableBufferPointer<Int64>) {
        for box in boxes {
            let size = Int64(box.left + box.right + 1)
            // The line padded by `left` before and `right` after, as prefix sums.
            let padded = count + box.left + box.right
            guard padded <= line.count else { return }
            for j in 0..<padded {
                let source = j - box.left
                if source < 0 {
                    line[j] = clamp ? values[0] : 0
                } else if source >= count {
                    line[j] = clamp ? values[(count - 1) * step] : 0
                } else {
                    line[j] = values[source * step]
                }
            }
            sums[0] = 0
            for j in 0..<padded { sums[j + 1] = sums[j] + Int64(line[j]) }
            for i in 0..<count {
                let total = sums[i + Int(size)] - sums[i]
                values[i * step] = Int32((total + size / 2) / size)
            }
        }
    }

    /// The drop shadow of `PixelFilter.shadow`, in integers (same pixels every run):
    /// 1. the alpha plane moved by the offset, a fractional offset sampled bilinearly with weights
    ///    in 1/256 (`shift`);
    /// 2. that plane box-blurred three times each way (the SVG approximation of a Gaussian, as `blur`);
    /// 3. the shadow colour, premultiplied by its alpha and the blurred silhouette, put under the
    ///    drawing: `out = src + shadow · (1 − src.alpha)` (Porter–Duff source-over).
    static func shadow(color: GraphicsColor, data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int,
                       radiusX: Double, radiusY: Double, offsetX: Double, offsetY: Double) {
        guard width > 0, height > 0 else { return }
        func unit(_ v: Double) -> Double { v.isFinite ? min(1, max(0, v)) : 0 }
        let colorAlpha = unit(color.alpha)
        guard colorAlpha > 0 else { return }
        let a = alphaByteIndex
        let (ri, gi, bi) = channelByteIndices
        let count = width * height
        var plane = [Int32](repeating: 0, count: count)
        let dx = offsetX.isFinite ? min(max(offsetX, -1e6), 1e6) : 0, dy = offsetY.isFinite ? min(max(offsetY, -1e6), 1e6) : 0
        let ix = Int(dx.rounded(.down)), iy = Int(dy.rounded(.down))
        let wx = Int32(((dx - Double(ix)) * 256).rounded()), wy = Int32(((dy - Double(iy)) * 256).rounded())
        func source(_ x: Int, _ y: Int) -> Int32 {
            guard x >= 0, y >= 0, x < width, y < height else { return 0 }
            return Int32(data[y * stride + x * 4 + a])
        }
        for y in 0..<height {
            let sy = y - iy
            // A whole row moved out of the group leaves zeros.
            guard sy >= 0 && sy - 1 < height else { continue }
            for x in 0..<width {
                let sx = x - ix
                guard sx >= 0 && sx - 1 < width else { continue }
                // Destination (x, y) samples the source at (x − dx, y − dy): between sx − 1 and sx
                // with weight wx on the left one, likewise for rows.
                let v = (256 - wx) * (256 - wy) * source(sx, sy) + wx * (256 - wy) * source(sx - 1, sy)
                    + (256 - wx) * wy * source(sx, sy - 1) + wx * wy * source(sx - 1, sy - 1)
                plane[y * width + x] = (v + 32768) >> 16
            }
        }
        let horizontal = boxes(for: radiusX), vertical = boxes(for: radiusY)
        if !(horizontal.isEmpty && vertical.isEmpty) {
            plane.withUnsafeMutableBufferPointer { plane in
                blurPlane(plane.baseAddress!, width: width, height: height,
                          horizontal: horizontal, vertical: vertical, clamp: false)
            }
        }
        // The shadow colour premultiplied by its own alpha, in 0…255.
        let shadowAlpha = Int32((colorAlpha * 255).rounded())
        let shadowRed = Int32((unit(color.red) * colorAlpha * 255).rounded())
        let shadowGreen = Int32((unit(color.green) * colorAlpha * 255).rounded())
        let shadowBlue = Int32((unit(color.blue) * colorAlpha * 255).rounded())
        for y in 0..<height {
            let row = data + y * stride
            for x in 0..<width {
                let s = min(255, max(0, plane[y * width + x]))
                guard s > 0 else { continue }
                let p = row + x * 4
                let under = 255 - Int32(p[a])
                guard under > 0 else { continue }
                func over(_ index: Int, _ premultiplied: Int32) {
                    let shadow = (premultiplied * s + 127) / 255
                    p[index] = UInt8(clamping: Int32(p[index]) + (shadow * under + 127) / 255)
                }
                over(ri, shadowRed)
                over(gi, shadowGreen)
                over(bi, shadowBlue)
                over(a, shadowAlpha)
            }
        }
    }

    static func colorMatrix(_ m: [Double], data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int) {
        let a = alphaByteIndex
        let (ri, gi, bi) = channelByteIndices
        for y in 0..<height {
            let row = data + y * stride
            for x in 0..<width {
                let p = row + x * 4
                let alpha = Double(p[a]) / 255
                var r = 0.0, g = 0.0, b = 0.0
                if alpha > 0 {
                    r = Double(p[ri]) / 255 / alpha
                    g = Double(p[gi]) / 255 / alpha
                    b = Double(p[bi]) / 255 / alpha
                }
                func output(_ k: Int) -> Double {
                    let v = m[k * 5] * r + m[k * 5 + 1] * g + m[k * 5 + 2] * b + m[k * 5 + 3] * alpha + m[k * 5 + 4]
                    return v.isFinite ? min(1, max(0, v)) : 0
                }
                let nr = output(0), ng = output(1), nb = output(2), na = output(3)
                p[a] = UInt8((na * 255).rounded())
                p[ri] = UInt8((nr * na * 255).rounded())
                p[gi] = UInt8((ng * na * 255).rounded())
                p[bi] = UInt8((nb * na * 255).rounded())
            }
        }
    }

    static func alphaThreshold(low: Double, high: Double, color: [Double], data: UnsafeMutablePointer<UInt8>,
                               width: Int, height: Int, stride: Int) {
        let a = alphaByteIndex
        let (ri, gi, bi) = channelByteIndices
        func byte(_ v: Double) -> UInt8 { UInt8((min(1, max(0, v.isFinite ? v : 0)) * 255).rounded()) }
        let na = min(1, max(0, color[3].isFinite ? color[3] : 0))
        let inside: (UInt8, UInt8, UInt8, UInt8) = (byte(na), byte(color[0] * na), byte(color[1] * na), byte(color[2] * na))
        for y in 0..<height {
            let row = data + y * stride
            for x in 0..<width {
                let p = row + x * 4
                let alpha = Double(p[a]) / 255
                let keep = alpha >= low && alpha <= high
                p[a] = keep ? inside.0 : 0
                p[ri] = keep ? inside.1 : 0
                p[gi] = keep ? inside.2 : 0
                p[bi] = keep ? inside.3 : 0
            }
        }
    }

    /// The bytes of red, green and blue in a native-endian ARGB32 word.
    static let channelByteIndices: (Int, Int, Int) = {
        func index(_ word: UInt32) -> Int { withUnsafeBytes(of: word) { $0.firstIndex(of: 0xFF)! } }
        return (index(0x00FF_0000), index(0x0000_FF00), index(0x0000_00FF))
    }()
}
