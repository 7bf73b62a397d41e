import Foundation
import Testing
@testable import OpenUIKit

/// `UIView.animate` and friends, checked against UIKit's documented behaviour
/// and the closed-form curves.
@MainActor
@Suite("UIView block animations")
struct UIViewAnimationTests {
    /// Ease-in-ease-out from its control points (0.42, 0) (0.58, 1), solved
    /// independently by bisection on the Bezier parameter.
    static func easeInOut(_ x: Double) -> Double {
        func bx(_ t: Double) -> Double { 3 * 0.42 * t * (1 - t) * (1 - t) + 3 * 0.58 * t * t * (1 - t) + t * t * t }
        func by(_ t: Double) -> Double { 3 * t * t * (1 - t) + t * t * t }
        var lo = 0.0, hi = 1.0
        for _ in 0..<100 { let m = (lo + hi) / 2; if bx(m) < x { lo = m } else { hi = m } }
        return by((lo + hi) / 2)
    }

    @Test("The default curve is ease-in-out and the completion reports finished")
    func defaultCurve() {
        let clock = MediaClock.installVirtual()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var finished: Bool?
        UIView.animate(withDuration: 1, animations: { view.center = CGPoint(x: 105, y: 5) }) { finished = $0 }
        #expect(view.center == CGPoint(x: 105, y: 5))  // the model changes at once
        clock.tick(at: 0)
        clock.tick(at: 0.25)
        let x = view.layer.presentation()!.position.x
        #expect(abs(x - (5 + 100 * Self.easeInOut(0.25))) < 1e-6)
        clock.advance(by: 1)
        #expect(finished == true)
        #expect(view.layer.animationKeys() == nil)
    }

    @Test("Outside an animation block a view's layer does not animate")
    func noImplicitAnimationForViews() {
        MediaClock.installVirtual()
        let view = UIView(frame: .zero)
        view.alpha = 0.5
        view.center = CGPoint(x: 3, y: 4)
        #expect(view.layer.animationKeys() == nil)
    }

    @Test("A replaced animation completes with finished == false")
    func interruptedCompletion() {
        let clock = MediaClock.installVirtual()
        let view = UIView(frame: .zero)
        var first: Bool?, second: Bool?
        UIView.animate(withDuration: 1, animations: { view.alpha = 0 }) { first = $0 }
        clock.advance(by: 0.5)
        UIView.animate(withDuration: 1, animations: { view.alpha = 1 }) { second = $0 }
        clock.advance(by: 0.1)
        #expect(first == false)
        clock.advance(by: 1)
        #expect(second == true)
    }

    @Test("A duration of 0 applies changes at once and still calls completion")
    func zeroDuration() {
        let clock = MediaClock.installVirtual()
        let view = UIView(frame: .zero)
        var finished: Bool?
        UIView.animate(withDuration: 0, animations: { view.alpha = 0.3 }) { finished = $0 }
        #expect(view.layer.animationKeys() == nil)
        #expect(abs(view.alpha - 0.3) < 1e-6)
        clock.tick()
        #expect(finished == true)
    }

    @Test("Keyframe windows are warped by the overall ease-in-out curve")
    func keyframesWarped() {
        let clock = MediaClock.installVirtual()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.animateKeyframes(withDuration: 10, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 0 }
        })
        clock.tick(at: 0)
        clock.tick(at: 2)
        // Overall progress f = easeInOut(0.2); the keyframe covers f in 0...0.5 linearly.
        let f = Self.easeInOut(0.2)
        #expect(abs(Double(view.layer.presentation()!.opacity) - (1 - f / 0.5)) < 1e-5)
        clock.tick(at: 6)
        #expect(view.layer.presentation()!.opacity == 0)
    }

    @Test("A keyframe block's animation reports its values as the animated type")
    func keyframeValuesReadBack() {
        let clock = MediaClock.installVirtual()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        clock.tick(at: 0)
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.center = CGPoint(x: 50, y: 60) }
        })
        let move = view.layer.animation(forKey: "position") as? CAKeyframeAnimation
        let points = move?.values?.compactMap { $0 as? CGPoint }
        #expect(points?.first == CGPoint(x: 5, y: 5))
        #expect(points?.last == CGPoint(x: 50, y: 60))
        #expect(points?.count == move?.values?.count)
        // A copy keeps them.
        let copy = move?.copy() as? CAKeyframeAnimation
        #expect(copy?.values?.compactMap { $0 as? CGPoint } == points)
    }

    @Test("A curveLinear keyframe option makes the overall timing linear")
    func keyframesLinear() {
        let clock = MediaClock.installVirtual()
        let view = UIView(frame: .zero)
        let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: linear, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 0 }
        })
        clock.tick(at: 0)
        clock.tick(at: 0.75)
        #expect(abs(view.layer.presentation()!.opacity - 0.5) < 1e-5)
    }

    @Test("A spring block follows the damped-oscillator closed form with UIKit's solved constants")
    func springBlock() {
        let clock = MediaClock.installVirtual()
        let view = UIView(frame: .zero)
        UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
                       options: [], animations: { view.center = CGPoint(x: 100, y: 0) })
        clock.tick(at: 0)
        clock.tick(at: 0.1)
        // Fact sheet docs/UIKIT-FACTS.md: d = 0.5, ζ = 0.5 → k = 646.9, c = 25.43 (mass 1).
        let k = 646.9, c = 25.43
        let w0 = k.squareRoot(), z = c / (2 * w0), wd = w0 * (1 - z * z).squareRoot()
        let t = 0.1
        let x = 1 - exp(-z * w0 * t) * (cos(wd * t) + (z * w0 / wd) * sin(wd * t))
        #expect(abs(view.layer.presentation()!.position.x - 100 * x) < 0.5)
    }

    @Test("Nested blocks inherit the outer duration unless overridden")
    func nestedInheritsDuration() {
        MediaClock.installVirtual()
        let a = UIView(frame: .zero), b = UIView(frame: .zero)
        UIView.animate(withDuration: 2, animations: {
            a.alpha = 0
            UIView.animate(withDuration: 0.5, animations: { b.alpha = 0 })
            #expect(UIView.inheritedAnimationDuration == 2)
        })
        #expect(b.layer.animation(forKey: "opacity")?.duration == 2)
        UIView.animate(withDuration: 2, animations: {
            UIView.animate(withDuration: 0.5, delay: 0, options: .overrideInheritedDuration, animations: { b.alpha = 1 })
        })
        #expect(b.layer.animation(forKey: "opacity")?.duration == 0.5)
    }

    @Test("performWithoutAnimation suppresses animations inside a block")
    func withoutAnimation() {
        MediaClock.installVirtual()
        let view = UIView(frame: .zero)
        UIView.animate(withDuration: 1, animations: {
            UIView.performWithoutAnimation { view.alpha = 0.2 }
        })
        #expect(view.layer.animationKeys() == nil)
    }
}

/// Views: interaction during animations, conversions, snapshots.
@MainActor
@Suite("UIView behaviour")
struct UIViewBehaviourTests {
    @Test("An animating view ignores touches unless .allowUserInteraction")
    func interactionDuringAnimation() {
        let clock = MediaClock.installVirtual()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.addSubview(child)
        UIView.animate(withDuration: 1, animations: { child.alpha = 0.5 })
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === root)
        UIView.animate(withDuration: 1, delay: 0, options: .allowUserInteraction, animations: { child.alpha = 0.6 })
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === child)
        clock.advance(by: 1.1)
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === child)
    }

    @Test("Points convert through rotated and scaled views")
    func conversions() {
        MediaClock.installVirtual()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let scaled = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        scaled.transform = CGAffineTransform(scaleX: 2, y: 2)      // frame now (50, 50, 200, 200)
        root.addSubview(scaled)
        let rotated = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        rotated.center = CGPoint(x: 50, y: 50)                      // centre of `scaled`
        rotated.transform = CGAffineTransform(rotationAngle: .pi / 2)
        scaled.addSubview(rotated)
        // `scaled`'s (0, 0) is at root (50, 50); its (50, 50) is at its centre (150, 150).
        #expect(scaled.convert(CGPoint(x: 0, y: 0), to: root) == CGPoint(x: 50, y: 50))
        let p = rotated.convert(CGPoint(x: 20, y: 5), to: root)
        // rotated's right-edge midpoint is 10 pt right of its centre; turned 90° it is
        // 10 pt below the centre in `scaled`, 20 pt below in root (scale 2).
        #expect(abs(p.x - 150) < 1e-9 && abs(p.y - 170) < 1e-9)
        let back = root.convert(p, to: rotated)
        #expect(abs(back.x - 20) < 1e-9 && abs(back.y - 5) < 1e-9)
        let r = rotated.convert(rotated.bounds, to: root)
        #expect(abs(r.width - 20) < 1e-9 && abs(r.height - 40) < 1e-9)  // 10 × 20 turned, ×2
    }

    @Test("A snapshot is unaffected by later changes to its source")
    func snapshotFrozen() {
        MediaClock.installVirtual()
        let source = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        source.backgroundColor = .red
        let label = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        source.addSubview(label)
        let snapshot = source.snapshotView(afterScreenUpdates: true)!
        source.backgroundColor = .blue
        label.removeFromSuperview()
        let tree = RenderTree(capturing: snapshot.layer)
        // The frozen copy: the snapshot layer, the captured source, its one child.
        #expect(tree.layers.count == 3)
        #expect(tree.layers[1].backgroundColor == UIColor.red.cgColor)
        #expect(tree.layers[2].bounds.size == CGSize(width: 10, height: 10))
    }
}
