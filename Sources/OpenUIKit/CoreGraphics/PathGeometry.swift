import Foundation

/// The arithmetic of paths: arcs as cubic curves, bounds, winding numbers,
/// shape recognition. Engine code shared by `CGPath`, `CGMutablePath`,
/// `CGContext` and `UIBezierPath`.
enum PathGeometry {
    /// The control-point distance of a quarter circle of radius 1 drawn as
    /// one cubic curve, `4/3 · (√2 − 1)` (radial error under 0.03 %).
    static let kappa: CGFloat = 0.5522847498307936

    /// The end point of the last element; after a close, the closed
    /// subpath's start; nil for an empty path.
    static func currentPoint(kinds: [CGPathElementType], points: [CGPoint]) -> CGPoint? {
        guard let last = kinds.last else { return nil }
        if last != .closeSubpath { return points.last }
        // The start of the subpath that was closed: its last move.
        var index = points.count
        for kind in kinds.reversed() {
            index -= kind.pointCount
            if kind == .moveToPoint { return points[index] }
        }
        return points.first
    }

    /// The sweep of `addArc(center:…clockwise:)` from `start` to `end`: in
    /// (−2π, 0] when clockwise (y-up sense), [0, 2π) otherwise; a difference
    /// of a full turn or more in the requested direction is a full circle.
    static func arcSweep(from start: CGFloat, to end: CGFloat, clockwise: Bool) -> CGFloat {
        let full = 2 * CGFloat.pi
        var delta = end - start
        if clockwise {
            if delta <= -full { return -full }
            delta = delta.truncatingRemainder(dividingBy: full)
            if delta > 0 { delta -= full }
        } else {
            if delta >= full { return full }
            delta = delta.truncatingRemainder(dividingBy: full)
            if delta < 0 { delta += full }
        }
        return delta
    }

    /// A circular arc as cubic curves of at most a quarter turn each.
    static func arcCurves(center: CGPoint, radius r: CGFloat, start: CGFloat, sweep: CGFloat)
        -> (start: CGPoint, curves: [(CGPoint, CGPoint, CGPoint)]) {
        func point(_ a: CGFloat) -> CGPoint { CGPoint(x: center.x + r * cos(a), y: center.y + r * sin(a)) }
        let count = max(1, Int((abs(sweep) / (CGFloat.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / CGFloat(count)
        let k = 4 / 3 * tan(step / 4) * r
        var curves: [(CGPoint, CGPoint, CGPoint)] = []
        var a = start
        for _ in 0..<(sweep == 0 ? 0 : count) {
            let b = a + step
            let p0 = point(a), p3 = point(b)
            let c1 = CGPoint(x: p0.x - k * sin(a), y: p0.y + k * cos(a))
            let c2 = CGPoint(x: p3.x + k * sin(b), y: p3.y - k * cos(b))
            curves.append((c1, c2, p3))
            a = b
        }
        return (point(start), curves)
    }

    /// The arc of `radius` tangent to p0→p1 and p1→p2 (nil when degenerate).
    static func tangentArc(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, radius: CGFloat)
        -> (start: CGPoint, center: CGPoint, startAngle: CGFloat, sweep: CGFloat)? {
        let v1 = CGPoint(x: p0.x - p1.x, y: p0.y - p1.y), v2 = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
        let l1 = hypot(v1.x, v1.y), l2 = hypot(v2.x, v2.y)
        guard radius > 0, l1 > 0, l2 > 0 else { return nil }
        let u1 = CGPoint(x: v1.x / l1, y: v1.y / l1), u2 = CGPoint(x: v2.x / l2, y: v2.y / l2)
        let cross = u1.x * u2.y - u1.y * u2.x
        let cosTheta = max(-1, min(1, u1.x * u2.x + u1.y * u2.y))
        guard abs(cross) > 1e-12 else { return nil }
        let theta = acos(cosTheta)                     // angle between the two legs
        let distance = radius / tan(theta / 2)         // from p1 to the tangent points
        let t1 = CGPoint(x: p1.x + u1.x * distance, y: p1.y + u1.y * distance)
        let t2 = CGPoint(x: p1.x + u2.x * distance, y: p1.y + u2.y * distance)
        let bisector = CGPoint(x: u1.x + u2.x, y: u1.y + u2.y)
        let bl = hypot(bisector.x, bisector.y)
        let centreDistance = radius / sin(theta / 2)
        let c = CGPoint(x: p1.x + bisector.x / bl * centreDistance, y: p1.y + bisector.y / bl * centreDistance)
        let a0 = atan2(t1.y - c.y, t1.x - c.x), a1 = atan2(t2.y - c.y, t2.x - c.x)
        var sweep = a1 - a0
        while sweep > .pi { sweep -= 2 * .pi }
        while sweep < -.pi { sweep += 2 * .pi }
        return (t1, c, a0, sweep)
    }

    /// Shapes after `transform`, or nil when it does not keep them
    /// axis-aligned (a rotation or skew).
    static func shapes(_ list: [CGPath.Shape]?, _ t: CGAffineTransform) -> [CGPath.Shape]? {
        guard let list else { return nil }
        guard t.b == 0, t.c == 0 else { return list.isEmpty ? [] : nil }
        return list.map { shape in
            switch shape {
            case .rect(let r): return .rect(r.applying(t))
            case .ellipse(let r): return .ellipse(r.applying(t))
            case .roundedRect(let r, let w, let h):
                return .roundedRect(r.applying(t), cornerWidth: w * abs(t.a), cornerHeight: h * abs(t.d))
            }
        }
    }

    static func adding(_ shape: CGPath.Shape, to list: [CGPath.Shape]?, _ t: CGAffineTransform) -> [CGPath.Shape]? {
        guard let list, let mapped = shapes([shape], t) else { return nil }
        return list + mapped
    }

    /// The rectangle a path is, when it is a single axis-aligned rectangle.
    static func rectangle(kinds: [CGPathElementType], points: [CGPoint]) -> CGRect? {
        guard kinds.first == .moveToPoint else { return nil }
        var body = kinds.dropFirst()
        if body.last == .closeSubpath { body = body.dropLast() }
        guard body.allSatisfy({ $0 == .addLineToPoint }), body.count == 3 || body.count == 4 else { return nil }
        var corners = Array(points)
        if corners.count == 5 {
            guard corners[4] == corners[0] else { return nil }
            corners.removeLast()
        }
        for i in 0..<4 {
            let a = corners[i], b = corners[(i + 1) % 4]
            guard a.x == b.x || a.y == b.y else { return nil }
            guard a != b else { return nil }
        }
        // Sides alternate horizontal and vertical.
        let horizontal0 = corners[0].y == corners[1].y
        for i in 0..<4 where (corners[i].y == corners[(i + 1) % 4].y) != (i % 2 == 0 ? horizontal0 : !horizontal0) {
            return nil
        }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// Bounds of the outline: end points plus the extremes of each curve.
    static func tightBounds(kinds: [CGPathElementType], points: [CGPoint]) -> CGRect {
        guard !points.isEmpty else { return .null }
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        func add(_ p: CGPoint) { minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y) }
        var index = 0, current = CGPoint.zero, start = CGPoint.zero
        for kind in kinds {
            switch kind {
            case .moveToPoint:
                current = points[index]; start = current; add(current)
            case .addLineToPoint:
                current = points[index]; add(current)
            case .addQuadCurveToPoint:
                let c = points[index], e = points[index + 1]
                // As a cubic with controls two thirds of the way to c.
                let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = CGPoint(x: e.x + 2 / 3 * (c.x - e.x), y: e.y + 2 / 3 * (c.y - e.y))
                cubicExtremes(current, c1, c2, e).forEach(add)
                current = e
            case .addCurveToPoint:
                let e = points[index + 2]
                cubicExtremes(current, points[index], points[index + 1], e).forEach(add)
                current = e
            case .closeSubpath:
                current = start
            }
            index += kind.pointCount
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The end points of a cubic and its points where dx/dt or dy/dt is 0.
    static func cubicExtremes(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) -> [CGPoint] {
        var result = [p0, p3]
        func roots(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat) -> [CGFloat] {
            // Derivative / 3: qa t² + qb t + qc.
            let qa = -a + 3 * b - 3 * c + d, qb = 2 * (a - 2 * b + c), qc = b - a
            if abs(qa) < 1e-12 { return abs(qb) < 1e-12 ? [] : [-qc / qb] }
            let disc = qb * qb - 4 * qa * qc
            guard disc >= 0 else { return [] }
            let s = disc.squareRoot()
            return [(-qb + s) / (2 * qa), (-qb - s) / (2 * qa)]
        }
        for t in roots(p0.x, p1.x, p2.x, p3.x) + roots(p0.y, p1.y, p2.y, p3.y) where t > 0 && t < 1 {
            result.append(cubicPoint(p0, p1, p2, p3, t))
        }
        return result
    }

    @inline(__always)
    static func cubicPoint(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return CGPoint(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }

    /// Whether `p` is inside the closed polygons under `rule` (winding number).
    static func winding(of p: CGPoint, in lines: [Polyline], rule: CGPathFillRule) -> Bool {
        var winding = 0
        for line in lines where line.points.count > 1 {
            let pts = line.points
            for i in 0..<pts.count {
                let a = pts[i], b = pts[(i + 1) % pts.count]
                if a.y <= p.y {
                    if b.y > p.y, (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y) > 0 { winding += 1 }
                } else if b.y <= p.y, (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y) < 0 {
                    winding -= 1
                }
            }
        }
        return rule == .winding ? winding != 0 : winding % 2 != 0
    }

    /// Closed polygons as a path of moves, lines and closes.
    static func path(ofPolygons polygons: [[CGPoint]], transform: CGAffineTransform) -> CGMutablePath {
        let path = CGMutablePath()
        for polygon in polygons where polygon.count > 2 {
            path.move(to: polygon[0], transform: transform)
            for p in polygon.dropFirst() { path.addLine(to: p, transform: transform) }
            path.closeSubpath()
        }
        return path
    }
}
