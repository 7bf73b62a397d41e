import Foundation
import OpenUIKit
import Testing
@testable import SegueRender

/// `CAShapeLayer` drawn by the renderer: fill rules, stroke trimming, 3-D transforms.
@MainActor
@Suite(.serialized) struct ShapeLayerTests {
    /// A white root of `size` with `shapes` as sublayers, captured.
    func tree(_ size: CGSize, _ shapes: [CALayer]) -> RenderTree {
        let root = CALayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        root.frame = CGRect(origin: .zero, size: size)
        root.backgroundColor = .white
        shapes.forEach(root.addSublayer)
        CATransaction.commit()
        return RenderTree(capturing: root)
    }

    func shape(_ frame: CGRect, _ configure: (CAShapeLayer) -> Void) -> CAShapeLayer {
        let layer = CAShapeLayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.frame = frame
        configure(layer)
        CATransaction.commit()
        return layer
    }

    /// A five-pointed star drawn as one self-intersecting pentagram.
    func star(center: CGPoint, radius: CGFloat) -> CGPath {
        let path = CGMutablePath()
        for k in 0..<5 {
            let a = -CGFloat.pi / 2 + CGFloat(k) * 4 * .pi / 5
            let p = CGPoint(x: center.x + radius * cos(a), y: center.y + radius * sin(a))
            if k == 0 { path.move(to: p) } else { path.addLine(to: p) }
        }
        path.closeSubpath()
        return path
    }

    @Test func strokeEndDrawsHalfTheCircle() throws {
        let ring = shape(CGRect(x: 0, y: 0, width: 100, height: 100)) { layer in
            // From the top, clockwise on screen: strokeEnd 0.5 keeps the right half.
            layer.path = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 35, startAngle: -.pi / 2,
                                      endAngle: 3 * .pi / 2, clockwise: true).cgPath
            layer.fillColor = nil
            layer.strokeColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
            layer.lineWidth = 10
            layer.lineCap = .round
            layer.strokeEnd = 0.5
        }
        let frame = try Renderer().render(tree(CGSize(width: 100, height: 100), [ring]), scale: 2)
        goldens.check(frame, named: "shape-stroke-end-half")
        expectPixel(frame, 170, 100, to: [0, 0, 255])   // right of the centre, on the ring
        expectPixel(frame, 30, 100, to: [255, 255, 255]) // left: not yet drawn
        expectPixel(frame, 100, 100, to: [255, 255, 255]) // no fill
        expectPixel(frame, 100, 30, to: [0, 0, 255])    // the start, at the top
        expectPixel(frame, 100, 170, to: [0, 0, 255])   // the end, at the bottom
        // The round cap reaches half the width past the start, to the left of the top.
        expectPixel(frame, 92, 30, to: [0, 0, 255], tolerance: 60)
        expectPixel(frame, 84, 30, to: [255, 255, 255])
    }

    @Test func starFillRules() throws {
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let nonZero = shape(CGRect(x: 0, y: 0, width: 100, height: 100)) { layer in
            layer.path = star(center: CGPoint(x: 50, y: 52), radius: 45)
            layer.fillColor = red
        }
        let evenOdd = shape(CGRect(x: 100, y: 0, width: 100, height: 100)) { layer in
            layer.path = star(center: CGPoint(x: 50, y: 52), radius: 45)
            layer.fillColor = red
            layer.fillRule = .evenOdd
        }
        let frame = try Renderer().render(tree(CGSize(width: 200, height: 100), [nonZero, evenOdd]))
        goldens.check(frame, named: "shape-star-fill-rules")
        expectPixel(frame, 50, 52, to: [255, 0, 0])     // the centre pentagon winds twice: filled
        expectPixel(frame, 150, 52, to: [255, 255, 255]) // even-odd: a hole
        expectPixel(frame, 50, 15, to: [255, 0, 0])     // a point of the star, both rules
        expectPixel(frame, 150, 15, to: [255, 0, 0])
        expectPixel(frame, 20, 20, to: [255, 255, 255])  // outside, between points
    }

    @Test func shapeUnderPerspectiveRotation() throws {
        let disc = shape(CGRect(x: 20, y: 20, width: 80, height: 80)) { layer in
            layer.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 80, height: 80), transform: nil)
            layer.fillColor = CGColor(red: 0, green: 0.6, blue: 0, alpha: 1)
            layer.strokeColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
            layer.lineWidth = 4
            var t = CATransform3DIdentity
            t.m34 = -1 / 300
            layer.transform = CATransform3DRotate(t, .pi / 3, 0, 1, 0)
        }
        let frame = try Renderer().render(tree(CGSize(width: 120, height: 120), [disc]))
        goldens.check(frame, named: "shape-perspective-rotation")
        // Turned 60° about y, the disc is foreshortened: its centre is filled,
        // its unrotated left and right edges (x 22 and 98) are not.
        expectPixel(frame, 60, 60, to: [0, 153, 0])
        expectPixel(frame, 22, 60, to: [255, 255, 255])
        expectPixel(frame, 98, 60, to: [255, 255, 255])
        // The near (right) side projects taller than the far side.
        var leftHeight = 0, rightHeight = 0
        for y in 0..<120 {
            if frame.rgb(45, y)[0] < 128 { leftHeight += 1 }
            if frame.rgb(75, y)[0] < 128 { rightHeight += 1 }
        }
        #expect(rightHeight != leftHeight)
    }
}
