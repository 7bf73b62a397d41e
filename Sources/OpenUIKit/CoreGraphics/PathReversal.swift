import Foundation

/// Reverses paths (`UIBezierPath.reversing()`): each subpath's elements
/// in the opposite order, curves with their control points swapped, a
/// closed subpath still closed and starting from its old last point.
enum PathReversal {
    static func reversed(_ path: CGPath) -> CGMutablePath {
        // Split into subpaths: a start point, elements (kind, points), closed flag.
        struct Sub { var start: CGPoint; var elements: [(CGPathElementType, [CGPoint])] = []; var closed = false }
        var subs: [Sub] = []
        var index = 0
        for kind in path.kinds {
            let pts = Array(path.points[index..<(index + kind.pointCount)])
            index += kind.pointCount
            switch kind {
            case .moveToPoint: subs.append(Sub(start: pts[0]))
            case .closeSubpath:
                if !subs.isEmpty { subs[subs.count - 1].closed = true }
                subs.append(Sub(start: subs.last?.start ?? .zero))
            default:
                if subs.isEmpty { subs.append(Sub(start: .zero)) }
                subs[subs.count - 1].elements.append((kind, pts))
            }
        }
        let out = CGMutablePath()
        for sub in subs where !sub.elements.isEmpty || sub.closed {
            // The end point of each element; element i starts where i − 1 ends.
            var ends = [sub.start]
            for (_, pts) in sub.elements { ends.append(pts.last!) }
            out.move(to: ends.last!)
            for i in stride(from: sub.elements.count - 1, through: 0, by: -1) {
                let (kind, pts) = sub.elements[i]
                let to = ends[i]
                switch kind {
                case .addLineToPoint: out.addLine(to: to)
                case .addQuadCurveToPoint: out.addQuadCurve(to: to, control: pts[0])
                case .addCurveToPoint: out.addCurve(to: to, control1: pts[1], control2: pts[0])
                default: break
                }
            }
            if sub.closed { out.closeSubpath() }
        }
        return out
    }
}
