import Foundation
import Testing
@testable import OpenUIKit

/// `UIBezierPath`: construction in UIKit's flipped space, attributes, and
/// drawing into the current context.
@MainActor
@Suite("UIBezierPath")
struct UIBezierPathTests {
    @Test("clockwise is clockwise on screen (y down): the opposite flag of CGMutablePath.addArc")
    func arcDirection() {
        let arc = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        // A quarter turn from the right to the bottom of the screen.
        #expect(isClose(arc.currentPoint, CGPoint(x: 0, y: 10), within: 1e-9))
        #expect(isClose(arc.cgPath.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 10, height: 10), within: 1e-9))
        let cg = CGMutablePath()
        cg.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(arc.cgPath == cg)
        let other = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(isClose(other.cgPath.boundingBoxOfPath, CGRect(x: -10, y: -10, width: 20, height: 20), within: 1e-9))
    }

    @Test("Building: move, lines, curves, close, currentPoint, removeAllPoints")
    func building() {
        let path = UIBezierPath()
        #expect(path.isEmpty && path.bounds.isNull)
        path.move(to: CGPoint(x: 1, y: 1))
        path.addLine(to: CGPoint(x: 9, y: 1))
        path.addQuadCurve(to: CGPoint(x: 9, y: 9), controlPoint: CGPoint(x: 13, y: 5))
        path.addCurve(to: CGPoint(x: 1, y: 9), controlPoint1: CGPoint(x: 6, y: 12), controlPoint2: CGPoint(x: 4, y: 12))
        #expect(path.currentPoint == CGPoint(x: 1, y: 9))
        // Control points count in bounds, as UIKit documents.
        #expect(path.bounds == CGRect(x: 1, y: 1, width: 12, height: 11))
        path.close()
        #expect(path.currentPoint == CGPoint(x: 1, y: 1))
        #expect(path.contains(CGPoint(x: 5, y: 5)) && !path.contains(CGPoint(x: 0, y: 5)))
        path.removeAllPoints()
        #expect(path.isEmpty)
    }

    @Test("apply transforms every point exactly, rotations included")
    func applyTransform() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 4, height: 2))
        path.apply(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(isClose(path.bounds, CGRect(x: -2, y: 0, width: 2, height: 4), within: 1e-9))
        let oval = UIBezierPath(ovalIn: CGRect(x: -1, y: -1, width: 2, height: 2))
        oval.apply(CGAffineTransform(scaleX: 3, y: 1).concatenating(CGAffineTransform(rotationAngle: .pi / 4)))
        // An ellipse with semi-axes 3 and 1 rotated 45°: half-width √((9 + 1) / 2) = √5, within
        // the 0.03 % radial error of the four-curve ellipse.
        #expect(isRelativelyClose(oval.cgPath.boundingBoxOfPath.width, 2 * 5.0.squareRoot(), within: 3e-4))
    }

    @Test("reversing runs each subpath backwards and keeps closes")
    func reversing() {
        let path = UIBezierPath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addCurve(to: CGPoint(x: 10, y: 10), controlPoint1: CGPoint(x: 12, y: 3), controlPoint2: CGPoint(x: 12, y: 7))
        path.lineWidth = 3
        let reversed = path.reversing()
        #expect(reversed.currentPoint == .zero && reversed.lineWidth == 3)
        var firsts: [CGPoint] = []
        reversed.cgPath.applyWithBlock { firsts.append($0.pointee.points[0]) }
        #expect(firsts == [CGPoint(x: 10, y: 10), CGPoint(x: 12, y: 7), CGPoint(x: 0, y: 0)])
        #expect(reversed.reversing().cgPath == path.cgPath)
    }

    @Test("Rounded rectangles: the radius is clamped to half the shorter side; only the corners asked for are rounded")
    func roundedRects() {
        let clamped = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 4), cornerRadius: 9)
        #expect(clamped.cgPath == CGPath(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 4), cornerWidth: 2, cornerHeight: 2, transform: nil))
        let some = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 20), byRoundingCorners: [.topLeft, .bottomRight],
                                cornerRadii: CGSize(width: 8, height: 1))
        #expect(!some.contains(CGPoint(x: 0.5, y: 0.5)) && !some.contains(CGPoint(x: 19.5, y: 19.5)))
        #expect(some.contains(CGPoint(x: 19.5, y: 0.5)) && some.contains(CGPoint(x: 0.5, y: 19.5)))
        // cornerRadii.height is ignored, as on iOS: the corner is circular with radius 8.
        #expect(some.contains(CGPoint(x: 3, y: 3)) && !some.contains(CGPoint(x: 2, y: 2)))
        #expect(isClose(some.bounds, CGRect(x: 0, y: 0, width: 20, height: 20), within: 1e-9))
    }

    @Test("setLineDash and getLineDash round-trip; the fill rule decides containment")
    func attributes() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 20, height: 20))
        path.append(UIBezierPath(rect: CGRect(x: 5, y: 5, width: 10, height: 10)))
        #expect(path.contains(CGPoint(x: 10, y: 10)))
        path.usesEvenOddFillRule = true
        #expect(!path.contains(CGPoint(x: 10, y: 10)))
        path.setLineDash([3, 1, 2], count: 3, phase: 0.5)
        var lengths = [CGFloat](repeating: 0, count: 3), count = 0, phase: CGFloat = 0
        path.getLineDash(&lengths, count: &count, phase: &phase)
        #expect(lengths == [3, 1, 2] && count == 3 && phase == 0.5)
        let setter = UIBezierPath()
        setter.cgPath = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 2, height: 2), transform: nil)
        #expect(setter.cgPath == CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 2, height: 2), transform: nil))
    }

    @Test("stroke() uses the path's width and cap; fill(with:alpha:) blends at alpha")
    func drawing() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 10), format: format).image { _ in
            UIColor.black.setStroke()
            let line = UIBezierPath()
            line.move(to: CGPoint(x: 5, y: 5)); line.addLine(to: CGPoint(x: 15, y: 5))
            line.lineWidth = 4
            line.lineCapStyle = .square
            line.stroke()
            UIColor.red.setFill()
            UIBezierPath(rect: CGRect(x: 20, y: 0, width: 10, height: 10)).fill(with: .normal, alpha: 0.5)
        }.cgImage!
        var strokeArea = 0.0
        for y in 0..<10 { for x in 0..<20 { strokeArea += Double(image.pixels[(y * 30 + x) * 4 + 3]) / 255 } }
        #expect(abs(strokeArea - 14 * 4) < 0.05)
        let red = (5 * 30 + 25) * 4
        #expect(Array(image.pixels[red..<red + 4]) == [128, 0, 0, 128])
    }
}
