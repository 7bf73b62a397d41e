import Foundation

/// How a stroke is drawn: width, caps, joins, miter limit.
struct StrokeStyle: Equatable, Hashable, Sendable {
    var width: CGFloat = 1
    var cap: CGLineCap = .butt
    var join: CGLineJoin = .miter
    var miterLimit: CGFloat = 10
}

/// Turns polylines into the area their stroke paints, as convex polygons
/// all wound counter-clockwise in a y-up sense (positive signed area), so
/// that filling them together by the nonzero rule paints their union: one
/// quadrilateral per segment, one wedge (or disc) per join, one cap shape
/// per open end.
enum PathStroker {
    static func outline(_ lines: [Polyline], style: StrokeStyle, tolerance: CGFloat = 0.05) -> [[CGPoint]] {
        var out: [[CGPoint]] = []
        outline(lines, style: style, tolerance: tolerance) { out.append($0) }
        return out
    }

    /// Calls `emit` with each polygon of the stroke; discs (round caps and
    /// joins) are regular polygons within `tolerance` of the circle.
    static func outline(_ lines: [Polyline], style: StrokeStyle, tolerance: CGFloat,
                        emit: ([CGPoint]) -> Void) {
        let h = style.width / 2
        guard h > 0, h.isFinite else { return }
        func oriented(_ polygon: [CGPoint]) -> [CGPoint] {
            var area: CGFloat = 0
            for i in 0..<polygon.count {
                let a = polygon[i], b = polygon[(i + 1) % polygon.count]
                area += a.x * b.y - b.x * a.y
            }
            return area < 0 ? polygon.reversed() : polygon
        }
        let tol = max(tolerance, 1e-4)
        let discSides = tol >= h ? 8 : max(8, min(256, Int((CGFloat.pi / acos(1 - tol / h)).rounded(.up))))
        // Vertices slightly outside the circle so that the polygon's area is the disc's.
        let discRadius = h * (2 * CGFloat.pi / (CGFloat(discSides) * sin(2 * .pi / CGFloat(discSides)))).squareRoot()
        let unit = (0..<discSides).map { i -> CGPoint in
            let a = CGFloat(i) / CGFloat(discSides) * 2 * .pi
            return CGPoint(x: discRadius * cos(a), y: discRadius * sin(a))
        }
        func disc(_ c: CGPoint) -> [CGPoint] { unit.map { CGPoint(x: c.x + $0.x, y: c.y + $0.y) } }
        for line in lines {
            let pts = line.points
            if pts.count == 1 {
                // A zero-length subpath: a dot for round caps, a square for square caps.
                switch style.cap {
                case .round: emit(disc(pts[0]))
                case .square:
                    let p = pts[0]
                    emit([CGPoint(x: p.x - h, y: p.y - h), CGPoint(x: p.x + h, y: p.y - h),
                          CGPoint(x: p.x + h, y: p.y + h), CGPoint(x: p.x - h, y: p.y + h)])
                case .butt: break
                }
                continue
            }
            let n = pts.count
            let segmentCount = line.closed ? n : n - 1
            // Unit directions and normals of each segment.
            var dirs: [CGPoint] = []
            dirs.reserveCapacity(segmentCount)
            for i in 0..<segmentCount {
                let a = pts[i], b = pts[(i + 1) % n]
                let len = hypot(b.x - a.x, b.y - a.y)
                dirs.append(len > 0 ? CGPoint(x: (b.x - a.x) / len, y: (b.y - a.y) / len) : CGPoint(x: 1, y: 0))
            }
            for i in 0..<segmentCount {
                var a = pts[i], b = pts[(i + 1) % n]
                let d = dirs[i]
                if !line.closed && style.cap == .square {
                    if i == 0 { a = CGPoint(x: a.x - d.x * h, y: a.y - d.y * h) }
                    if i == segmentCount - 1 { b = CGPoint(x: b.x + d.x * h, y: b.y + d.y * h) }
                }
                let nx = -d.y * h, ny = d.x * h
                emit(oriented([CGPoint(x: a.x + nx, y: a.y + ny), CGPoint(x: b.x + nx, y: b.y + ny),
                               CGPoint(x: b.x - nx, y: b.y - ny), CGPoint(x: a.x - nx, y: a.y - ny)]))
            }
            // Joins at interior vertices (and every vertex of a closed line).
            let joinRange = line.closed ? 0..<n : 1..<(n - 1)
            for v in joinRange {
                let din = dirs[(v - 1 + segmentCount) % segmentCount], dout = dirs[v % segmentCount]
                let cross = din.x * dout.y - din.y * dout.x
                let dot = din.x * dout.x + din.y * dout.y
                if abs(cross) < 1e-9 && dot > 0 { continue }  // straight on
                let p = pts[v]
                let join = line.isCorner[v] ? style.join : .bevel
                if join == .round { emit(disc(p)); continue }
                // The outer side is opposite the turn.
                let side: CGFloat = cross > 0 ? -1 : 1
                let o1 = CGPoint(x: p.x - din.y * h * side, y: p.y + din.x * h * side)
                let o2 = CGPoint(x: p.x - dout.y * h * side, y: p.y + dout.x * h * side)
                if join == .miter {
                    // Miter length over line width is 1 / sin(θ/2), θ the angle between the segments.
                    let cosTheta = -dot
                    let sinHalf = ((1 - cosTheta) / 2).squareRoot()
                    if sinHalf > 1e-9, 1 / sinHalf <= style.miterLimit {
                        let bis = CGPoint(x: o1.x + o2.x - 2 * p.x, y: o1.y + o2.y - 2 * p.y)
                        let bl = hypot(bis.x, bis.y)
                        if bl > 0 {
                            let tipLength = h / sinHalf
                            let tip = CGPoint(x: p.x + bis.x / bl * tipLength, y: p.y + bis.y / bl * tipLength)
                            emit(oriented([p, o1, tip, o2]))
                            continue
                        }
                    }
                }
                emit(oriented([p, o1, o2]))
            }
            if !line.closed && style.cap == .round {
                emit(disc(pts[0])); emit(disc(pts[n - 1]))
            }
        }
    }
}

/// A dash pattern (`setLineDash(phase:lengths:)`): painted and skipped
/// lengths in turn, the pattern starting `phase` into itself. Nil for a
/// pattern that paints everything (empty, or any negative or non-finite
/// length, or all zero), as Core Graphics treats those as solid.
struct DashPattern: Equatable, Hashable, Sendable {
    var lengths: [CGFloat]
    var phase: CGFloat

    init?(phase: CGFloat, lengths: [CGFloat]) {
        guard !lengths.isEmpty, lengths.allSatisfy({ $0.isFinite && $0 >= 0 }),
              lengths.contains(where: { $0 > 0 }), phase.isFinite else { return nil }
        // An odd count repeats the list to alternate on/off, as in Core Graphics.
        self.lengths = lengths.count % 2 == 1 ? lengths + lengths : lengths
        let total = self.lengths.reduce(0, +)
        var p = phase.truncatingRemainder(dividingBy: total)
        if p < 0 { p += total }
        self.phase = p
    }

    /// The painted pieces of `lines`, each an open polyline.
    func apply(to lines: [Polyline]) -> [Polyline] {
        var out: [Polyline] = []
        for line in lines where line.points.count > 1 {
            var pts = line.points, corners = line.isCorner
            if line.closed { pts.append(pts[0]); corners.append(true) }
            var index = 0, remaining = lengths[0], on = true
            var skip = phase
            while skip > 0 {
                if skip >= remaining { skip -= remaining; index = (index + 1) % lengths.count; remaining = lengths[index]; on.toggle() } else { remaining -= skip; skip = 0 }
            }
            var current = Polyline()
            if on { current.append(pts[0], corner: true) }
            for i in 0..<(pts.count - 1) {
                var a = pts[i]
                let b = pts[i + 1]
                var segment = hypot(b.x - a.x, b.y - a.y)
                while segment > 0 {
                    if remaining >= segment {
                        remaining -= segment
                        if on { current.append(b, corner: corners[i + 1]) }
                        segment = 0
                    } else {
                        let f = remaining / segment
                        let m = CGPoint(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f)
                        if on {
                            current.append(m, corner: true)
                            out.append(current); current = Polyline()
                        } else {
                            current.append(m, corner: true)
                        }
                        segment -= remaining
                        a = m
                        on.toggle()
                        index = (index + 1) % lengths.count
                        remaining = lengths[index]
                    }
                }
            }
            if on, !current.points.isEmpty { out.append(current) }
        }
        return out
    }
}
