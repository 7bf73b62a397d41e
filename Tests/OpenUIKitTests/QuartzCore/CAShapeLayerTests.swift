import Foundation
import Testing
@_spi(SegueRender) @testable import OpenUIKit
import SegueTesting

/// `CAShapeLayer`: Core Animation's documented defaults, implicit and
/// explicit animation of its animatable keys, and what reaches the render tree.
@MainActor
@Suite("CAShapeLayer")
struct CAShapeLayerTests {
    @Test("Defaults: black fill, no stroke, width 1, stroke 0…1, miter limit 10, butt caps, miter joins, nonzero")
    func defaults() {
        let layer = CAShapeLayer()
        #expect(layer.path == nil)
        #expect(layer.fillColor == CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        #expect(layer.strokeColor == nil)
        #expect(layer.lineWidth == 1 && layer.strokeStart == 0 && layer.strokeEnd == 1 && layer.miterLimit == 10)
        #expect(layer.lineCap == .butt && layer.lineJoin == .miter && layer.fillRule == .nonZero)
        #expect(layer.lineDashPattern == nil && layer.lineDashPhase == 0)
        #expect(CAShapeLayerLineCap.round.rawValue == "round" && CAShapeLayerFillRule.evenOdd.rawValue == "even-odd")
    }

    @Test("Setting strokeEnd on a standalone layer animates it implicitly; presentation() shows the value in between")
    func implicitStrokeEnd() {
        let clock = MediaClock.installVirtual()
        let layer = CAShapeLayer()
        withoutActions { layer.path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil) }
        clock.tick(at: 0)
        layer.strokeEnd = 0
        #expect(layer.animation(forKey: "strokeEnd") != nil)
        clock.tick(at: 0)
        clock.tick(at: 0.125)
        let expected = 1 - CAMediaTimingFunction(name: .default).solve(0.5)
        #expect(abs(Double(layer.presentation()!.strokeEnd) - expected) < 1e-6)
        #expect(layer.strokeEnd == 0)
        clock.tick(at: 0.3)
        #expect(layer.presentation()!.strokeEnd == 0)
    }

    @Test("CABasicAnimation of \"path\" between paths with the same elements moves every point linearly")
    func pathAnimation() {
        let clock = MediaClock.installVirtual()
        let layer = CAShapeLayer()
        let from = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath
        let to = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 110, height: 50)).cgPath
        withoutActions { layer.path = to }
        clock.tick(at: 0)
        let animation = CABasicAnimation(keyPath: "path")
        animation.fromValue = from
        animation.toValue = to
        animation.duration = 1
        animation.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.add(animation, forKey: "grow")
        clock.tick(at: 0)
        clock.tick(at: 0.5)
        let mid = layer.presentation()!.path!
        #expect(isClose(mid.boundingBox, CGRect(x: 0, y: 0, width: 60, height: 30), within: 1e-9))
        // Different elements: no in-betweens (the first path for the first half).
        let jump = CABasicAnimation(keyPath: "path")
        jump.fromValue = CGPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4), transform: nil)
        jump.toValue = to
        jump.duration = 1
        layer.add(jump, forKey: "grow")
        clock.tick(at: 0.6)
        clock.tick(at: 0.8)
        #expect(layer.presentation()!.path == CGPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4), transform: nil))
    }

    @Test("Colours, line width and dash phase animate; explicit strokeStart animations too")
    func otherKeys() {
        let clock = MediaClock.installVirtual()
        let layer = CAShapeLayer()
        withoutActions { layer.strokeColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1); layer.lineWidth = 2 }
        clock.tick(at: 0)
        CATransaction.begin()
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        layer.strokeColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        layer.lineWidth = 4
        layer.lineDashPhase = 8
        CATransaction.commit()
        let start = CABasicAnimation(keyPath: "strokeStart")
        start.fromValue = 0.2
        start.toValue = 0.6
        start.duration = 0.25
        start.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.add(start, forKey: nil)
        clock.tick(at: 0)
        clock.tick(at: 0.125)
        let p = layer.presentation()!
        #expect(isClose(Double(p.strokeColor!.red), 0.5, within: 1e-9))
        #expect(isClose(Double(p.lineWidth), 3, within: 1e-9))
        #expect(isClose(Double(p.lineDashPhase), 4, within: 1e-9))
        #expect(isClose(Double(p.strokeStart), 0.4, within: 1e-9))
    }

    @Test("A view backed by a shape layer does not animate shape keys in UIView.animate (UIKit answers NSNull)")
    func viewBackedShapeLayer() {
        final class ShapeView: UIView {
            override class var layerClass: CALayer.Type { CAShapeLayer.self }
        }
        let clock = MediaClock.installVirtual()
        let view = ShapeView()
        clock.tick(at: 0)
        let shape = view.layer as! CAShapeLayer
        UIView.animate(withDuration: 1) {
            shape.strokeEnd = 0.5
            view.alpha = 0.5
        }
        #expect(shape.animation(forKey: "strokeEnd") == nil)
        #expect(view.layer.animation(forKey: "opacity") != nil)
        #expect(shape.strokeEnd == 0.5)
    }

    @Test("The render tree carries the presentation shape; other layers carry none")
    func renderTree() {
        let clock = MediaClock.installVirtual()
        let root = CALayer()
        let shape = CAShapeLayer()
        root.addSublayer(shape)
        withoutActions {
            shape.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 8, height: 8), transform: nil)
            shape.lineDashPattern = [2, 1]
            shape.fillRule = .evenOdd
        }
        clock.tick(at: 0)
        let tree = RenderTree(capturing: root)
        #expect(tree.layers[0].shape == nil)
        let content = tree.layers[1].shape
        #expect(content?.path == CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 8, height: 8), transform: nil))
        #expect(content?.lineDashPattern == [2, 1] && content?.fillRule == .evenOdd)
    }

    @Test("Non-finite values are logged and ignored")
    func badInput() {
        let layer = CAShapeLayer()
        expectDiagnostic("CALayer.strokeEnd: ignoring non-finite value", "CALayer.lineWidth: ignoring non-finite value") {
            layer.strokeEnd = .nan
            layer.lineWidth = .infinity
        }
        #expect(layer.strokeEnd == 1 && layer.lineWidth == 1)
    }
}
