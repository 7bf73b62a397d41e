import Foundation

/// Cuts polylines to a fraction of their total length, as
/// `CAShapeLayer.strokeStart`/`strokeEnd` do: the fractions are of the
/// length of the whole path (all subpaths in order, closing segments
/// included), measured along the flattened curve.
enum PathTrimmer {
    static func trim(_ lines: [Polyline], from start: CGFloat, to end: CGFloat) -> [Polyline] {
        let s = min(max(start, 0), 1), e = min(max(end, 0), 1)
        guard e > s else { return [] }
        if s == 0 && e == 1 { return lines }
        var total: CGFloat = 0
        for line in lines { total += length(line) }
        guard total > 0 else { return [] }
        let from = s * total, to = e * total
        var out: [Polyline] = []
        var position: CGFloat = 0
        for line in lines {
            var pts = line.points, corners = line.isCorner
            if line.closed, pts.count > 1 { pts.append(pts[0]); corners.append(true) }
            var piece = Polyline()
            for i in 0..<max(pts.count - 1, 0) {
                let a = pts[i], b = pts[i + 1]
                let len = hypot(b.x - a.x, b.y - a.y)
                let segStart = position, segEnd = position + len
                position = segEnd
                guard segEnd > from, segStart < to, len > 0 else { continue }
                let t0 = max(0, (from - segStart) / len), t1 = min(1, (to - segStart) / len)
                let p0 = CGPoint(x: a.x + (b.x - a.x) * t0, y: a.y + (b.y - a.y) * t0)
                let p1 = CGPoint(x: a.x + (b.x - a.x) * t1, y: a.y + (b.y - a.y) * t1)
                piece.append(p0, corner: t0 > 0 || corners[i])
                piece.append(p1, corner: t1 < 1 || corners[i + 1])
            }
            if !piece.points.isEmpty {
                // The whole closed subpath kept: it stays closed (joined at its start).
                if line.closed, piece.points.count == pts.count, piece.points.last == piece.points.first {
                    piece.points.removeLast(); piece.isCorner.removeLast(); piece.closed = true
                }
                out.append(piece)
            }
        }
        return out
    }

    static func length(_ line: Polyline) -> CGFloat {
        let pts = line.points
        guard pts.count > 1 else { return 0 }
        var total: CGFloat = 0
        for i in 1..<pts.count { total += hypot(pts[i].x - pts[i - 1].x, pts[i].y - pts[i - 1].y) }
        if line.closed { total += hypot(pts[0].x - pts[pts.count - 1].x, pts[0].y - pts[pts.count - 1].y) }
        return total
    }
}
