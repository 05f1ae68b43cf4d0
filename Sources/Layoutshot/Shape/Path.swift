/// An outline in points, as SwiftUI's `Path`: lines, curves and closed sub-paths, built with
/// `move(to:)`, `addLine(to:)`, `addArc(…)` … or from a rectangle, a rounded rectangle or an ellipse.
/// Arcs are stored as cubic Béziers (four per full circle).
public struct Path: Hashable, Sendable {
    /// One step of a path, as SwiftUI's `Path.Element`.
    public enum Element: Hashable, Sendable {
        /// Starts a new sub-path at `to`.
        case move(to: CGPoint)
        /// A straight line to `to`.
        case line(to: CGPoint)
        /// A quadratic Bézier curve to `to`.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier curve to `to`.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// Closes the current sub-path with a line to its start.
        case closeSubpath
    }

    /// The path's elements, in order.
    public private(set) var elements: [Element] = []
    private var subpathStart: CGPoint?

    /// An empty path.
    public init() {}

    /// A path of the rectangle `rect`.
    public init(_ rect: CGRect) { addRect(rect) }

    /// A path of `rect` with corners of `cornerRadius`.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// A path of `rect` with corners of `cornerSize`.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// A path of the ellipse inscribed in `rect`.
    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

    /// A path built by `callback`, as `Path { path in … }`.
    public init(_ callback: (inout Path) -> Void) { callback(&self) }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The last point of the path, nil for an empty one.
    public var currentPoint: CGPoint? {
        switch elements.last {
        case .move(let p)?, .line(let p)?, .quadCurve(let p, _)?, .curve(let p, _, _)?: return p
        case .closeSubpath?: return subpathStart
        case nil: return nil
        }
    }

    /// The smallest rectangle holding every point of the path, control points included.
    public var boundingRect: CGRect {
        var points: [CGPoint] = []
        for element in elements {
            switch element {
            case .move(let p), .line(let p): points.append(p)
            case .quadCurve(let p, let c): points += [p, c]
            case .curve(let p, let c1, let c2): points += [p, c1, c2]
            case .closeSubpath: break
            }
        }
        guard let first = points.first else { return .null }
        var rect = CGRect(origin: first, size: .zero)
        for p in points.dropFirst() { rect = rect.union(CGRect(origin: p, size: .zero)) }
        return rect
    }

    // MARK: Building

    /// Starts a new sub-path at `point`.
    public mutating func move(to point: CGPoint) {
        elements.append(.move(to: point))
        subpathStart = point
    }

    /// Adds a straight line from the current point to `point`.
    public mutating func addLine(to point: CGPoint) {
        if currentPoint == nil { return move(to: point) }
        elements.append(.line(to: point))
    }

    /// Adds a sub-path of straight lines through `points`.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    /// Adds a quadratic Bézier curve to `point`.
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        if currentPoint == nil { move(to: control) }
        elements.append(.quadCurve(to: point, control: control))
    }

    /// Adds a cubic Bézier curve to `point`.
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        if currentPoint == nil { move(to: control1) }
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }

    /// Closes the current sub-path with a line to its start.
    public mutating func closeSubpath() {
        guard currentPoint != nil else { return }
        elements.append(.closeSubpath)
    }

    /// Adds the rectangle `rect` as a closed sub-path.
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        addPath(Path { p in
            p.move(to: CGPoint(x: r.minX, y: r.minY))
            p.addLine(to: CGPoint(x: r.maxX, y: r.minY))
            p.addLine(to: CGPoint(x: r.maxX, y: r.maxY))
            p.addLine(to: CGPoint(x: r.minX, y: r.maxY))
            p.closeSubpath()
        }, transform: transform)
    }

    /// Adds each rectangle as a closed sub-path.
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Adds a rounded rectangle as a closed sub-path.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
                                        transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let rx = Swift.min(Swift.max(cornerSize.width, 0), r.width / 2), ry = Swift.min(Swift.max(cornerSize.height, 0), r.height / 2)
        guard rx > 0, ry > 0 else { return addRect(r, transform: transform) }
        // Quarter ellipses as cubic Béziers (k = 0.5523 of the radius along each tangent).
        let k: CGFloat = 0.5522847498
        addPath(Path { p in
            p.move(to: CGPoint(x: r.minX + rx, y: r.minY))
            p.addLine(to: CGPoint(x: r.maxX - rx, y: r.minY))
            p.addCurve(to: CGPoint(x: r.maxX, y: r.minY + ry), control1: CGPoint(x: r.maxX - rx + k * rx, y: r.minY),
                       control2: CGPoint(x: r.maxX, y: r.minY + ry - k * ry))
            p.addLine(to: CGPoint(x: r.maxX, y: r.maxY - ry))
            p.addCurve(to: CGPoint(x: r.maxX - rx, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - ry + k * ry),
                       control2: CGPoint(x: r.maxX - rx + k * rx, y: r.maxY))
            p.addLine(to: CGPoint(x: r.minX + rx, y: r.maxY))
            p.addCurve(to: CGPoint(x: r.minX, y: r.maxY - ry), control1: CGPoint(x: r.minX + rx - k * rx, y: r.maxY),
                       control2: CGPoint(x: r.minX, y: r.maxY - ry + k * ry))
            p.addLine(to: CGPoint(x: r.minX, y: r.minY + ry))
            p.addCurve(to: CGPoint(x: r.minX + rx, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + ry - k * ry),
                       control2: CGPoint(x: r.minX + rx - k * rx, y: r.minY))
            p.closeSubpath()
        }, transform: transform)
    }

    /// Adds the ellipse inscribed in `rect` as a closed sub-path.
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        addRoundedRect(in: r, cornerSize: CGSize(width: r.width / 2, height: r.height / 2), style: .circular, transform: transform)
    }

    /// A circular arc from `startAngle` to `endAngle`, as SwiftUI draws it: angles grow towards +y
    /// (clockwise on screen), and `clockwise: true` goes the other way, as in a y-up system.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
                                transform: CGAffineTransform = .identity) {
        var delta = endAngle.radians - startAngle.radians
        let full = 2 * Double.pi
        if clockwise {
            // SwiftUI's `clockwise` is in a flipped (y-up) system: the arc runs towards smaller angles.
            while delta > 0 { delta -= full }
        } else {
            while delta < 0 { delta += full }
        }
        addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: .radians(delta), transform: transform)
    }

    /// Adds an arc of `radius` around `center` from `startAngle`, turning by `delta`.
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
                                        transform: CGAffineTransform = .identity) {
        guard radius.isFinite, delta.radians.isFinite, startAngle.radians.isFinite else { return }
        var arc = Path()
        let start = CGPoint(x: center.x + radius * CGFloat(cos(startAngle.radians)), y: center.y + radius * CGFloat(sin(startAngle.radians)))
        if let current = currentPoint, transform.isIdentity {
            if current != start { arc.elements.append(.line(to: start)) }
        } else {
            arc.move(to: start)
        }
        let segments = Swift.max(1, Int((abs(delta.radians) / (Double.pi / 2)).rounded(.up)))
        let step = delta.radians / Double(segments)
        var angle = startAngle.radians
        for _ in 0..<Swift.min(segments, 64) {
            let next = angle + step
            let k = CGFloat(4.0 / 3.0 * tan(step / 4)) * radius
            let p0 = CGPoint(x: center.x + radius * CGFloat(cos(angle)), y: center.y + radius * CGFloat(sin(angle)))
            let p3 = CGPoint(x: center.x + radius * CGFloat(cos(next)), y: center.y + radius * CGFloat(sin(next)))
            let c1 = CGPoint(x: p0.x - k * CGFloat(sin(angle)), y: p0.y + k * CGFloat(cos(angle)))
            let c2 = CGPoint(x: p3.x + k * CGFloat(sin(next)), y: p3.y - k * CGFloat(cos(next)))
            arc.elements.append(.curve(to: p3, control1: c1, control2: c2))
            angle = next
        }
        if currentPoint == nil || !transform.isIdentity {
            addPath(arc, transform: transform)
        } else {
            elements += arc.elements
        }
    }

    /// An arc tangent to the lines from the current point to `tangent1End` and on to `tangent2End`.
    public mutating func addArc(tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat,
                                transform: CGAffineTransform = .identity) {
        guard let p0 = currentPoint else { return move(to: p1) }
        let v1 = CGPoint(x: p0.x - p1.x, y: p0.y - p1.y), v2 = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
        let l1 = (v1.x * v1.x + v1.y * v1.y).squareRoot(), l2 = (v2.x * v2.x + v2.y * v2.y).squareRoot()
        let cross = v1.x * v2.y - v1.y * v2.x
        guard l1 > 0, l2 > 0, abs(cross) > 1e-9, radius > 0 else { return addLine(to: p1) }
        let angle = acos(Swift.max(-1, Swift.min(1, Double((v1.x * v2.x + v1.y * v2.y) / (l1 * l2)))))
        let distance = radius / CGFloat(tan(angle / 2))
        let t1 = CGPoint(x: p1.x + v1.x / l1 * distance, y: p1.y + v1.y / l1 * distance)
        let t2 = CGPoint(x: p1.x + v2.x / l2 * distance, y: p1.y + v2.y / l2 * distance)
        let bisector = CGPoint(x: v1.x / l1 + v2.x / l2, y: v1.y / l1 + v2.y / l2)
        let bl = (bisector.x * bisector.x + bisector.y * bisector.y).squareRoot()
        let centerDistance = radius / CGFloat(sin(angle / 2))
        let center = CGPoint(x: p1.x + bisector.x / bl * centerDistance, y: p1.y + bisector.y / bl * centerDistance)
        addLine(to: t1)
        let a1 = atan2(Double(t1.y - center.y), Double(t1.x - center.x))
        let a2 = atan2(Double(t2.y - center.y), Double(t2.x - center.x))
        var delta = a2 - a1
        if delta > .pi { delta -= 2 * .pi }
        if delta < -.pi { delta += 2 * .pi }
        addRelativeArc(center: center, radius: radius, startAngle: .radians(a1), delta: .radians(delta), transform: transform)
    }

    /// Adds the elements of `path`, transformed.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        let moved = transform.isIdentity ? path : path.applying(transform)
        elements += moved.elements
        if let start = moved.subpathStart { subpathStart = start }
    }

    // MARK: Deriving

    /// The path with every point transformed by `transform`.
    public func applying(_ transform: CGAffineTransform) -> Path {
        var result = Path()
        result.elements = elements.map { element in
            switch element {
            case .move(let p): return .move(to: p.applying(transform))
            case .line(let p): return .line(to: p.applying(transform))
            case .quadCurve(let p, let c): return .quadCurve(to: p.applying(transform), control: c.applying(transform))
            case .curve(let p, let c1, let c2):
                return .curve(to: p.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform))
            case .closeSubpath: return .closeSubpath
            }
        }
        result.subpathStart = subpathStart?.applying(transform)
        return result
    }

    /// The path moved by `dx` and `dy`.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path { applying(CGAffineTransform(translationX: dx, y: dy)) }

    /// Calls `body` with each element in order.
    public func forEach(_ body: (Element) -> Void) { elements.forEach(body) }

    /// The part of the path between `from` and `to` (fractions of its length, each 0…1), as
    /// SwiftUI's `trimmedPath(from:to:)`. Curves are measured and cut as polylines of 16 segments.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        let start = Swift.max(0, Swift.min(1, from)), end = Swift.max(0, Swift.min(1, to))
        guard end > start else { return Path() }
        if start == 0 && end == 1 { return self }
        let polylines = flattened()
        let total = polylines.reduce(0) { $0 + $1.length }
        guard total > 0 else { return Path() }
        let a = start * total, b = end * total
        var result = Path()
        var walked: CGFloat = 0
        for line in polylines {
            var penDown = false
            for (p, q) in zip(line.points, line.points.dropFirst()) {
                let length = hypot(q.x - p.x, q.y - p.y)
                let s = walked, e = walked + length
                walked = e
                guard e > a, s < b, length > 0 else { continue }
                let t0 = Swift.max(0, (a - s) / length), t1 = Swift.min(1, (b - s) / length)
                let p0 = CGPoint(x: p.x + (q.x - p.x) * t0, y: p.y + (q.y - p.y) * t0)
                let p1 = CGPoint(x: p.x + (q.x - p.x) * t1, y: p.y + (q.y - p.y) * t1)
                if !penDown {
                    result.move(to: p0)
                    penDown = true
                }
                result.addLine(to: p1)
            }
        }
        return result
    }

    private struct Polyline {
        var points: [CGPoint]
        var length: CGFloat {
            zip(points, points.dropFirst()).reduce(0) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) }
        }
    }

    private func flattened() -> [Polyline] {
        var lines: [Polyline] = []
        var current: [CGPoint] = []
        var start = CGPoint.zero
        func flush() {
            if current.count > 1 { lines.append(Polyline(points: current)) }
            current = []
        }
        for element in elements {
            switch element {
            case .move(let p):
                flush()
                current = [p]
                start = p
            case .line(let p):
                current.append(p)
            case .quadCurve(let p, let c):
                let p0 = current.last ?? p
                for i in 1...16 {
                    let t = CGFloat(i) / 16, u = 1 - t
                    current.append(CGPoint(x: u * u * p0.x + 2 * u * t * c.x + t * t * p.x, y: u * u * p0.y + 2 * u * t * c.y + t * t * p.y))
                }
            case .curve(let p, let c1, let c2):
                let p0 = current.last ?? p
                for i in 1...16 {
                    let t = CGFloat(i) / 16, u = 1 - t
                    let x = u * u * u * p0.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * p.x
                    let y = u * u * u * p0.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * p.y
                    current.append(CGPoint(x: x, y: y))
                }
            case .closeSubpath:
                current.append(start)
                flush()
            }
        }
        flush()
        return lines
    }
}

/// How a rounded rectangle's corners are drawn, as SwiftUI's `RoundedCornerStyle`. Layoutshot draws
/// both as circular (quarter-ellipse) corners.
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter-circle corners, or Apple's smoother continuous curve (drawn as circular here).
    case circular, continuous
}
