import Foundation

/// One flattened subpath: its vertices, whether it is closed, and which
/// vertices are corners between path elements (where a stroke draws its
/// line join) rather than points inside a flattened curve.
struct Polyline {
    var points: [CGPoint] = []
    var isCorner: [Bool] = []
    var closed = false

    mutating func append(_ p: CGPoint, corner: Bool) {
        if let last = points.last, last == p {
            if corner { isCorner[isCorner.count - 1] = true }
            return
        }
        points.append(p); isCorner.append(corner)
    }
}

/// Turns paths into polylines: curves are cut into straight segments
/// whose distance from the true curve is at most `tolerance` (in the
/// output space, after `transform`), from the second differences of the
/// control polygon (the classic bound for uniform subdivision).
enum PathFlattener {
    static func polylines(of path: CGPath, transform: CGAffineTransform, tolerance: CGFloat) -> [Polyline] {
        polylines(kinds: path.kinds, points: path.points, transform: transform, tolerance: tolerance)
    }

    static func polylines(kinds: [CGPathElementType], points: [CGPoint], transform t: CGAffineTransform,
                          tolerance: CGFloat) -> [Polyline] {
        let tol = max(tolerance, 1e-4)
        var result: [Polyline] = []
        var line = Polyline()
        var index = 0
        var current = CGPoint.zero, start = CGPoint.zero
        let identity = t.isIdentity
        @inline(__always) func map(_ p: CGPoint) -> CGPoint { identity ? p : p.applying(t) }
        func finish() {
            if !line.points.isEmpty { result.append(line) }
            line = Polyline()
        }
        for kind in kinds {
            switch kind {
            case .moveToPoint:
                finish()
                current = map(points[index]); start = current
                line.append(current, corner: true)
            case .addLineToPoint:
                if line.points.isEmpty { line.append(current, corner: true) }
                current = map(points[index])
                line.append(current, corner: true)
            case .addQuadCurveToPoint:
                if line.points.isEmpty { line.append(current, corner: true) }
                let p0 = current, p1 = map(points[index]), p2 = map(points[index + 1])
                let dd = hypot(p0.x - 2 * p1.x + p2.x, p0.y - 2 * p1.y + p2.y)
                let n = min(max(1, Int((0.25 * dd / tol).squareRoot().rounded(.up))), 500)
                for i in 1..<n {
                    let s = CGFloat(i) / CGFloat(n), u = 1 - s
                    line.append(CGPoint(x: u * u * p0.x + 2 * u * s * p1.x + s * s * p2.x,
                                        y: u * u * p0.y + 2 * u * s * p1.y + s * s * p2.y), corner: false)
                }
                line.append(p2, corner: true)
                current = p2
            case .addCurveToPoint:
                if line.points.isEmpty { line.append(current, corner: true) }
                let p0 = current, p1 = map(points[index]), p2 = map(points[index + 1]), p3 = map(points[index + 2])
                let dd = max(hypot(p0.x - 2 * p1.x + p2.x, p0.y - 2 * p1.y + p2.y),
                             hypot(p1.x - 2 * p2.x + p3.x, p1.y - 2 * p2.y + p3.y))
                let n = min(max(1, Int((0.75 * dd / tol).squareRoot().rounded(.up))), 500)
                for i in 1..<n {
                    line.append(PathGeometry.cubicPoint(p0, p1, p2, p3, CGFloat(i) / CGFloat(n)), corner: false)
                }
                line.append(p3, corner: true)
                current = p3
            case .closeSubpath:
                if !line.points.isEmpty {
                    line.closed = true
                    if line.points.count > 1, line.points.last == start {
                        line.points.removeLast(); line.isCorner.removeLast()
                    }
                    finish()
                }
                current = start
            }
            index += kind.pointCount
        }
        finish()
        return result
    }

    /// The largest factor by which `t` stretches a length (its larger
    /// singular value): user-space tolerances are device tolerances over it.
    static func maxScale(_ t: CGAffineTransform) -> CGFloat {
        let a = t.a, b = t.b, c = t.c, d = t.d
        let s = a * a + b * b + c * c + d * d
        let det = a * d - b * c
        let root = max(s * s - 4 * det * det, 0).squareRoot()
        return max(((s + root) / 2).squareRoot(), 1e-9)
    }
}
