import Foundation
import Testing
@testable import OpenUIKit

/// `CGPath` / `CGMutablePath`: elements, arcs, bounds, containment and
/// derived paths, checked against Core Graphics' documented construction
/// and closed-form geometry.
@Suite("CGPath")
struct CGPathTests {
    /// The elements of `path` as (type, points) pairs, read through `applyWithBlock`.
    func elements(_ path: CGPath) -> [(CGPathElementType, [CGPoint])] {
        var out: [(CGPathElementType, [CGPoint])] = []
        path.applyWithBlock { element in
            let e = element.pointee
            let n: Int
            switch e.type {
            case .moveToPoint, .addLineToPoint: n = 1
            case .addQuadCurveToPoint: n = 2
            case .addCurveToPoint: n = 3
            case .closeSubpath: n = 0
            }
            out.append((e.type, (0..<n).map { e.points[$0] }))
        }
        return out
    }

    @Test("A rectangle is a move to its origin, three lines and a close; isRect recognises it")
    func rectangle() {
        let r = CGRect(x: 1, y: 2, width: 3, height: 4)
        let path = CGPath(rect: r, transform: nil)
        let e = elements(path)
        #expect(e.map(\.0) == [.moveToPoint, .addLineToPoint, .addLineToPoint, .addLineToPoint, .closeSubpath])
        #expect(e.map(\.1) == [[CGPoint(x: 1, y: 2)], [CGPoint(x: 4, y: 2)], [CGPoint(x: 4, y: 6)], [CGPoint(x: 1, y: 6)], []])
        var found = CGRect.zero
        #expect(path.isRect(&found) && found == r)
        #expect(path.boundingBox == r && path.boundingBoxOfPath == r)
        #expect(!CGPath(ellipseIn: r, transform: nil).isRect(nil))
    }

    @Test("Paths are equal element by element, however they were built")
    func equality() {
        let built = CGMutablePath()
        built.move(to: CGPoint(x: 1, y: 2))
        built.addLines(between: [CGPoint(x: 1, y: 2), CGPoint(x: 4, y: 2), CGPoint(x: 4, y: 6), CGPoint(x: 1, y: 6)])
        built.closeSubpath()
        #expect(built == CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4), transform: nil))
        #expect(built != CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 5), transform: nil))
        let copy = built.mutableCopy()!
        copy.addLine(to: .zero)
        #expect(copy != built && elements(built).count == 5)
    }

    @Test("An ellipse starts at the right end of its axis and is four cubic curves, closed")
    func ellipse() {
        let path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 10), transform: nil)
        let e = elements(path)
        #expect(e.map(\.0) == [.moveToPoint] + Array(repeating: .addCurveToPoint, count: 4) + [.closeSubpath])
        #expect(e[0].1 == [CGPoint(x: 20, y: 5)])
        #expect(e[1].1.last == CGPoint(x: 10, y: 10))
        #expect(isClose(path.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 20, height: 10), within: 1e-9))
        #expect(path.contains(CGPoint(x: 10, y: 5)))
        #expect(!path.contains(CGPoint(x: 1, y: 1)))
    }

    @Test("Arcs: clockwise is Core Graphics' y-up sense (towards decreasing angles)")
    func arcDirection() {
        let counter = CGMutablePath()
        counter.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(isClose(counter.currentPoint, CGPoint(x: 0, y: 10), within: 1e-9))
        #expect(isClose(counter.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 10, height: 10), within: 1e-9))
        let clockwise = CGMutablePath()
        clockwise.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        // Three quarters of the circle, through angle −π/2 = (0, −10).
        #expect(isClose(clockwise.currentPoint, CGPoint(x: 0, y: 10), within: 1e-9))
        #expect(isClose(clockwise.boundingBoxOfPath, CGRect(x: -10, y: -10, width: 20, height: 20), within: 1e-9))
        #expect(elements(clockwise).filter { $0.0 == .addCurveToPoint }.count == 3)
    }

    @Test("An arc's cubic curves stay within 0.03 % of the circle")
    func arcAccuracy() {
        let path = CGMutablePath()
        path.addArc(center: CGPoint(x: 5, y: 5), radius: 100, startAngle: 0.3, endAngle: 2.9, clockwise: false)
        var start = CGPoint.zero
        for (type, points) in elements(path) {
            if type == .moveToPoint { start = points[0]; continue }
            for t in stride(from: 0.0, through: 1.0, by: 0.125) {
                let p = PathGeometry.cubicPoint(start, points[0], points[1], points[2], t)
                #expect(abs(hypot(p.x - 5, p.y - 5) - 100) < 0.03)
            }
            start = points[2]
        }
    }

    @Test("A full turn or more draws the whole circle; a line joins the current point to the arc")
    func arcJoinsAndFullCircle() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: -20, y: 0))
        path.addArc(center: .zero, radius: 10, startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: false)
        let e = elements(path)
        #expect(e[0].0 == .moveToPoint && e[1].0 == .addLineToPoint)
        #expect(isClose(e[1].1[0], CGPoint(x: 0, y: -10), within: 1e-9))
        #expect(e.filter { $0.0 == .addCurveToPoint }.count == 4)
        #expect(isClose(path.currentPoint, CGPoint(x: 0, y: -10), within: 1e-9))
    }

    @Test("addRelativeArc sweeps delta; addArc(tangent1End:) rounds a corner")
    func relativeAndTangentArcs() {
        let relative = CGMutablePath()
        relative.addRelativeArc(center: .zero, radius: 10, startAngle: 0, delta: -.pi / 2)
        #expect(isClose(relative.currentPoint, CGPoint(x: 0, y: -10), within: 1e-9))

        let corner = CGMutablePath()
        corner.move(to: .zero)
        corner.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 2)
        let e = elements(corner)
        #expect(e[1].0 == .addLineToPoint && isClose(e[1].1[0], CGPoint(x: 8, y: 0), within: 1e-9))
        #expect(isClose(corner.currentPoint, CGPoint(x: 10, y: 2), within: 1e-9))
    }

    @Test("currentPoint: the last end point; after a close, the subpath's start")
    func currentPoint() {
        let path = CGMutablePath()
        #expect(path.currentPoint == .zero && path.isEmpty)
        path.move(to: CGPoint(x: 1, y: 1))
        path.addQuadCurve(to: CGPoint(x: 5, y: 1), control: CGPoint(x: 3, y: 9))
        #expect(path.currentPoint == CGPoint(x: 5, y: 1))
        path.closeSubpath()
        #expect(path.currentPoint == CGPoint(x: 1, y: 1))
    }

    @Test("boundingBox includes control points; boundingBoxOfPath does not")
    func bounds() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 10))
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10))
        // The quadratic's apex is half way to the control point.
        #expect(isClose(path.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 10, height: 5), within: 1e-9))
        #expect(CGMutablePath().boundingBox.isNull)
    }

    @Test("contains follows the fill rule")
    func containsRule() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 20, height: 20))
        path.addRect(CGRect(x: 5, y: 5, width: 10, height: 10))
        #expect(path.contains(CGPoint(x: 10, y: 10), using: .winding))
        #expect(!path.contains(CGPoint(x: 10, y: 10), using: .evenOdd))
        #expect(path.contains(CGPoint(x: 2, y: 2), using: .evenOdd))
        #expect(!path.contains(CGPoint(x: 25, y: 2)))
        #expect(path.contains(CGPoint(x: 35, y: 12), transform: CGAffineTransform(translationX: 30, y: 0)))
    }

    @Test("apply(info:function:) visits every element with its info pointer")
    func applyFunction() {
        let path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 4, height: 4), transform: nil)
        var count = 0
        withUnsafeMutablePointer(to: &count) { pointer in
            path.apply(info: pointer) { info, _ in info!.assumingMemoryBound(to: Int.self).pointee += 1 }
        }
        #expect(count == 6)
    }

    @Test("Transforms apply to every point")
    func transforms() {
        var t = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2)
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1), transform: &t)
        #expect(path.boundingBox == CGRect(x: 10, y: 0, width: 2, height: 2))
        let moved = path.copy(using: [CGAffineTransform(rotationAngle: .pi / 2)])!
        #expect(isClose(moved.boundingBox, CGRect(x: -2, y: 10, width: 2, height: 2), within: 1e-9))
    }

    @Test("A stroked copy covers the band lineWidth wide, with the cap and join asked for")
    func strokedCopy() {
        let line = CGMutablePath()
        line.move(to: .zero)
        line.addLine(to: CGPoint(x: 10, y: 0))
        let butt = line.copy(strokingWithWidth: 4, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        #expect(butt.contains(CGPoint(x: 5, y: 1.9)) && !butt.contains(CGPoint(x: 5, y: 2.1)))
        #expect(!butt.contains(CGPoint(x: -0.1, y: 0)))
        let square = line.copy(strokingWithWidth: 4, lineCap: .square, lineJoin: .miter, miterLimit: 10)
        #expect(square.contains(CGPoint(x: -1.9, y: 1.9)) && !square.contains(CGPoint(x: -2.1, y: 0)))
        let round = line.copy(strokingWithWidth: 4, lineCap: .round, lineJoin: .miter, miterLimit: 10)
        #expect(round.contains(CGPoint(x: -1.9, y: 0)) && !round.contains(CGPoint(x: -1.5, y: 1.5)))

        let corner = CGMutablePath()
        corner.addLines(between: [.zero, CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10)])
        // A right angle: the miter tip is at (11, −1), √2 × width from the corner (under the limit).
        let miter = corner.copy(strokingWithWidth: 2, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        #expect(miter.contains(CGPoint(x: 10.9, y: -0.9)))
        let bevel = corner.copy(strokingWithWidth: 2, lineCap: .butt, lineJoin: .bevel, miterLimit: 10)
        #expect(!bevel.contains(CGPoint(x: 10.9, y: -0.9)) && bevel.contains(CGPoint(x: 10.4, y: -0.4)))
        let limited = corner.copy(strokingWithWidth: 2, lineCap: .butt, lineJoin: .miter, miterLimit: 1.4)
        #expect(!limited.contains(CGPoint(x: 10.9, y: -0.9)))
    }

    @Test("A dashed copy keeps the painted lengths, starting phase into the pattern")
    func dashedCopy() {
        let line = CGMutablePath()
        line.move(to: .zero)
        line.addLine(to: CGPoint(x: 10, y: 0))
        func dashes(_ p: CGPath) -> [[CGFloat]] {
            var result: [[CGFloat]] = []
            for (type, points) in elements(p) {
                if type == .moveToPoint { result.append([points[0].x]) } else if let x = points.last?.x { result[result.count - 1].append(x) }
            }
            return result
        }
        #expect(dashes(line.copy(dashingWithPhase: 0, lengths: [2, 2])) == [[0, 2], [4, 6], [8, 10]])
        #expect(dashes(line.copy(dashingWithPhase: 1, lengths: [2, 2])) == [[0, 1], [3, 5], [7, 9]])
        #expect(line.copy(dashingWithPhase: 0, lengths: []) == line)
    }
}
