import Foundation

/// `Path.strokedPath(_:)`, as SwiftUI's: the area a stroke of `style` covers, as a path to fill
/// (https://developer.apple.com/documentation/swiftui/path/strokedpath(_:)).
///
/// The outline is the union of pieces, each wound the same way so that the nonzero fill of
/// SwiftUI's default `FillStyle` fills their union: a quadrilateral `lineWidth` wide along each
/// segment (curves flattened into 16 segments each), a join at each corner (`.miter` up to the
/// style's miter limit, else `.bevel`; `.round` a 16-sided polygon) and caps at the ends of open
/// sub-paths (`.butt` none, `.square` half a width beyond, `.round` a polygon). Dashes cut the
/// sub-paths first, by the style's pattern and phase.
extension Path {
    public func strokedPath(_ style: StrokeStyle) -> Path {
        let style = style.sanitized
        let half = style.lineWidth / 2
        var outline = Path()
        guard half > 0 else { return outline }
        for (points, closed) in dashed(polylines(), style) {
            outline.addStroke(of: points, closed: closed, half: half, style: style)
        }
        return outline
    }

    /// The sub-paths as polylines (curves flattened), with whether each is closed.
    func polylines() -> [([CGPoint], Bool)] {
        var result: [([CGPoint], Bool)] = []
        var current: [CGPoint] = []
        func finish(closed: Bool) {
            if current.count > 1 || (closed && current.count > 0) { result.append((current, closed)) }
            current = []
        }
        let steps = 16
        for element in elements {
            switch element {
            case .move(let p):
                finish(closed: false)
                current = [p]
            case .line(let p):
                current.append(p)
            case .quadCurve(let p, let c):
                let p0 = current.last ?? p
                for i in 1...steps {
                    let t = CGFloat(i) / CGFloat(steps), u = 1 - t
                    current.append(CGPoint(x: u * u * p0.x + 2 * u * t * c.x + t * t * p.x,
                                           y: u * u * p0.y + 2 * u * t * c.y + t * t * p.y))
                }
            case .curve(let p, let c1, let c2):
                let p0 = current.last ?? p
                for i in 1...steps {
                    let t = CGFloat(i) / CGFloat(steps), u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    current.append(CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p.x,
                                           y: a * p0.y + b * c1.y + c * c2.y + d * p.y))
                }
            case .closeSubpath:
                let start = current.first
                if let start, let last = current.last, last != start { current.append(start) }
                finish(closed: true)
                if let start { current = [start] }
            }
        }
        finish(closed: false)
        return result.map { points, closed in
            // Drop repeated points (zero-length segments have no direction).
            var kept: [CGPoint] = []
            for p in points where kept.last.map({ hypot($0.x - p.x, $0.y - p.y) > 1e-9 }) ?? true { kept.append(p) }
            return (kept, closed)
        }.filter { $0.0.count > 1 }
    }

    /// The polylines cut into dashes (unchanged without a dash pattern).
    private func dashed(_ lines: [([CGPoint], Bool)], _ style: StrokeStyle) -> [([CGPoint], Bool)] {
        let pattern = style.dash
        let period = pattern.reduce(0, +)
        guard !pattern.isEmpty, period > 0 else { return lines }
        var result: [([CGPoint], Bool)] = []
        for (points, _) in lines {
            // Where in the pattern the line starts.
            var index = 0
            var left = pattern[0]
            var phase = style.dashPhase.truncatingRemainder(dividingBy: period)
            if phase < 0 { phase += period }
            while phase > 0 {
                if phase >= left { phase -= left; index = (index + 1) % pattern.count; left = pattern[index] } else { left -= phase; phase = 0 }
            }
            var on = index % 2 == 0
            var dash: [CGPoint] = on ? [points[0]] : []
            for i in 1..<points.count {
                var from = points[i - 1]
                let to = points[i]
                var length = hypot(to.x - from.x, to.y - from.y)
                while length > 0 {
                    let step = Swift.min(left, length)
                    let t = step / length
                    let point = CGPoint(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t)
                    if on { dash.append(point) }
                    from = point
                    length -= step
                    left -= step
                    if left <= 1e-9 {
                        if on, dash.count > 1 { result.append((dash, false)) }
                        index = (index + 1) % pattern.count
                        left = pattern[index]
                        on.toggle()
                        dash = on ? [point] : []
                    }
                }
            }
            if on, dash.count > 1 { result.append((dash, false)) }
        }
        return result
    }

    /// Adds the pieces of the stroke of one polyline.
    private mutating func addStroke(of points: [CGPoint], closed: Bool, half: CGFloat, style: StrokeStyle) {
        func normal(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
            let length = hypot(b.x - a.x, b.y - a.y)
            return CGPoint(x: -(b.y - a.y) / length, y: (b.x - a.x) / length)
        }
        let count = points.count
        for i in 1..<count {
            let a = points[i - 1], b = points[i]
            let n = normal(a, b)
            addPiece([CGPoint(x: a.x + n.x * half, y: a.y + n.y * half), CGPoint(x: b.x + n.x * half, y: b.y + n.y * half),
                      CGPoint(x: b.x - n.x * half, y: b.y - n.y * half), CGPoint(x: a.x - n.x * half, y: a.y - n.y * half)])
        }
        // Joins at inner corners, and where a closed polyline meets its start.
        var corners = Array(1..<(count - 1))
        if closed && count > 2 { corners.append(0) }
        for i in corners {
            let previous = i == 0 ? points[count - 2] : points[i - 1]
            let point = points[i]
            let next = points[i + 1]
            addJoin(at: point, normal(previous, point), normal(point, next),
                    turn: (point.x - previous.x) * (next.y - point.y) - (point.y - previous.y) * (next.x - point.x),
                    half: half, style: style)
        }
        guard !closed else { return }
        for (end, inward) in [(points[0], points[1]), (points[count - 1], points[count - 2])] {
            let length = hypot(end.x - inward.x, end.y - inward.y)
            let out = CGPoint(x: (end.x - inward.x) / length, y: (end.y - inward.y) / length)
            let n = CGPoint(x: -out.y, y: out.x)
            switch style.lineCap {
            case .butt: break
            case .square:
                addPiece([CGPoint(x: end.x + n.x * half, y: end.y + n.y * half),
                          CGPoint(x: end.x + n.x * half + out.x * half, y: end.y + n.y * half + out.y * half),
                          CGPoint(x: end.x - n.x * half + out.x * half, y: end.y - n.y * half + out.y * half),
                          CGPoint(x: end.x - n.x * half, y: end.y - n.y * half)])
            case .round:
                addDisc(at: end, radius: half)
            }
        }
    }

    private mutating func addJoin(at p: CGPoint, _ n1: CGPoint, _ n2: CGPoint, turn: CGFloat, half: CGFloat, style: StrokeStyle) {
        guard abs(turn) > 1e-12 else { return }
        if style.lineJoin == .round { return addDisc(at: p, radius: half) }
        // The outer side of the corner: a left turn's is on the right.
        let side: CGFloat = turn > 0 ? -1 : 1
        let a = CGPoint(x: p.x + side * n1.x * half, y: p.y + side * n1.y * half)
        let b = CGPoint(x: p.x + side * n2.x * half, y: p.y + side * n2.y * half)
        let sum = CGPoint(x: n1.x + n2.x, y: n1.y + n2.y)
        let sumLength = hypot(sum.x, sum.y)
        if style.lineJoin == .miter, sumLength > 1e-9 {
            let cosHalf = (n1.x * sum.x + n1.y * sum.y) / sumLength
            if cosHalf > 0, 1 / cosHalf <= style.miterLimit {
                let reach = half / cosHalf
                let tip = CGPoint(x: p.x + side * sum.x / sumLength * reach, y: p.y + side * sum.y / sumLength * reach)
                return addPiece([p, a, tip, b])
            }
        }
        addPiece([p, a, b])
    }

    private mutating func addDisc(at center: CGPoint, radius: CGFloat) {
        addPiece((0..<16).map { i in
            let angle = CGFloat(i) / 16 * 2 * .pi
            return CGPoint(x: center.x + cos(angle) * radius, y: center.y + sin(angle) * radius)
        })
    }

    /// Adds a closed polygon wound the same way as every other piece (positive area), so the
    /// nonzero rule fills the union.
    private mutating func addPiece(_ polygon: [CGPoint]) {
        var area: CGFloat = 0
        for i in polygon.indices {
            let a = polygon[i], b = polygon[(i + 1) % polygon.count]
            area += a.x * b.y - b.x * a.y
        }
        guard abs(area) > 1e-12 else { return }
        let ordered = area > 0 ? polygon : polygon.reversed()
        move(to: ordered[0])
        for point in ordered.dropFirst() { addLine(to: point) }
        closeSubpath()
    }
}
