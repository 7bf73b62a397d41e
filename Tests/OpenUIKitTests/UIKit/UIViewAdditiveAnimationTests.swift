import Foundation
import Testing
@testable import OpenUIKit

/// UIKit's additive view animations (iOS 8 and later): a block that changes
/// a position, bounds or transform while it animates layers a new animation
/// of the difference over the running one. Expected values are written from
/// the closed forms: the model value plus each animation's contribution,
/// `(old − new) · (1 − curve(progress))`.
@MainActor
@Suite("UIView additive animations")
struct UIViewAdditiveAnimationTests {
    static let frame = 1.0 / 120

    /// A view at x = 0 moved to x = 100 over 1 s (linear) from t = 0, then
    /// at t = 0.5 sent back to x = 0 over 1 s with `options`.
    static func interruptedMove(_ clock: MediaClock, options: UIView.AnimationOptions,
                                first: @escaping (Bool) -> Void = { _ in },
                                second: @escaping (Bool) -> Void = { _ in }) -> UIView {
        let view = UIView(frame: CGRect(x: -5, y: -5, width: 10, height: 10))  // center (0, 0)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear,
                       animations: { view.center = CGPoint(x: 100, y: 0) }, completion: first)
        clock.tick(at: 0)
        clock.tick(at: 0.5)
        UIView.animate(withDuration: 1, delay: 0, options: options,
                       animations: { view.center = .zero }, completion: second)
        clock.tick(at: 0.5)  // commits: the second animation begins at 0.5
        return view
    }

    static func x(_ view: UIView, at t: Double, _ clock: MediaClock) -> Double {
        clock.tick(at: t)
        return Double(view.layer.presentation()!.position.x)
    }

    @Test("Linear after linear: x is the model plus both contributions (it holds still until the first ends)")
    func linearContributionsAdd() {
        let clock = MediaClock.installVirtual()
        let view = Self.interruptedMove(clock, options: .curveLinear)
        #expect(view.layer.animationKeys() == ["position-2", "position"])
        // Model 0; first: (0 − 100)(1 − t); second: (100 − 0)(1 − (t − 0.5)).
        func closedForm(_ t: Double) -> Double {
            let first = t < 1 ? -100 * (1 - t) : 0
            let second = 100 * (1 - (t - 0.5))
            return first + second
        }
        for t in [0.5, 0.6, 0.75, 0.9, 0.99, 1.1, 1.25, 1.4, 1.49] {
            #expect(abs(Self.x(view, at: t, clock) - closedForm(t)) < 1e-9, "t = \(t)")
        }
    }

    @Test("Velocity: +100 pt/s before; after, the first's +100 plus the second's initial velocity")
    func velocityAcrossTheInterruption() {
        // Linear second animation: −100 pt/s of its own, so the sum is 0.
        let linearClock = MediaClock.installVirtual()
        let linear = Self.interruptedMove(linearClock, options: .curveLinear)
        let x05 = Self.x(linear, at: 0.5, linearClock)
        let after = (Self.x(linear, at: 0.5 + Self.frame, linearClock) - x05) / Self.frame
        #expect(abs(x05 - 50) < 1e-9)
        #expect(abs(after - 0) < 1e-6)

        // Ease-in-out second animation (UIKit's default): it starts at rest,
        // so the velocity stays +100 pt/s across the interruption.
        let clock = MediaClock.installVirtual()
        let view = UIView(frame: CGRect(x: -5, y: -5, width: 10, height: 10))
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear,
                       animations: { view.center = CGPoint(x: 100, y: 0) })
        clock.tick(at: 0)
        let beforeStart = Self.x(view, at: 0.5 - Self.frame, clock)
        let atInterruption = Self.x(view, at: 0.5, clock)
        UIView.animate(withDuration: 1, animations: { view.center = .zero })
        clock.tick(at: 0.5)
        #expect(abs(Double(view.layer.presentation()!.position.x) - atInterruption) < 1e-9)
        let velocityBefore = (atInterruption - beforeStart) / Self.frame
        let velocityAfter = (Self.x(view, at: 0.5 + Self.frame, clock) - atInterruption) / Self.frame
        // Closed form over the frame: +100 · frame − 100 · easeInOut(frame).
        let expected = 100 - 100 * UIViewAnimationTests.easeInOut(Self.frame) / Self.frame
        #expect(abs(velocityBefore - 100) < 1e-6)
        #expect(abs(velocityAfter - expected) < 1e-6)
        #expect(abs(velocityAfter - 100) < 2)
    }

    @Test("Both completions run, each when its own animation ends; the first with true")
    func bothCompletionsFinish() {
        let clock = MediaClock.installVirtual()
        var first: Bool?, second: Bool?
        let view = Self.interruptedMove(clock, options: .curveLinear, first: { first = $0 }, second: { second = $0 })
        clock.tick(at: 0.99)
        #expect(first == nil)
        clock.tick(at: 1.001)
        #expect(first == true)
        #expect(second == nil)
        clock.tick(at: 1.49)
        #expect(second == nil)
        clock.tick(at: 1.501)
        #expect(second == true)
        #expect(view.layer.animationKeys() == nil)
    }

    @Test("The position ends exactly at the final model value")
    func endsAtTheModel() {
        let clock = MediaClock.installVirtual()
        let view = Self.interruptedMove(clock, options: [])
        clock.tick(at: 1.499)
        #expect(view.layer.presentation()!.position != .zero)
        clock.tick(at: 1.5)
        clock.tick(at: 2)
        #expect(view.layer.animationKeys() == nil)
        #expect(view.layer.presentation()!.position == CGPoint(x: 0, y: 0))
        #expect(view.layer.presentation()!.position == view.layer.position)
    }

    @Test("beginFromCurrentState: additive properties still layer (UIKit iOS 8+)")
    func beginFromCurrentStateLayersPositions() {
        let clock = MediaClock.installVirtual()
        var first: Bool?
        let view = Self.interruptedMove(clock, options: [.curveLinear, .beginFromCurrentState], first: { first = $0 })
        #expect(abs(Self.x(view, at: 0.75, clock) - 50) < 1e-9)  // −25 + 75
        #expect(abs(Self.x(view, at: 1.25, clock) - 25) < 1e-9)
        #expect(first == true)
    }

    @Test("beginFromCurrentState: a non-additive property starts from the value shown, otherwise from the model")
    func beginFromCurrentStateOpacity() {
        for fromCurrent in [true, false] {
            let clock = MediaClock.installVirtual()
            let view = UIView(frame: .zero)
            var first: Bool?
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear,
                           animations: { view.alpha = 0 }, completion: { first = $0 })
            clock.tick(at: 0)
            clock.tick(at: 0.5)
            let options: UIView.AnimationOptions = fromCurrent ? [.curveLinear, .beginFromCurrentState] : .curveLinear
            UIView.animate(withDuration: 1, delay: 0, options: options, animations: { view.alpha = 1 })
            clock.tick(at: 0.5)
            // From 0.5 (shown) or from 0 (the in-flight animation's end) to 1.
            let start = fromCurrent ? 0.5 : 0
            clock.tick(at: 0.75)
            let shown = Double(view.layer.presentation()!.opacity)
            #expect(abs(shown - (start + (1 - start) * 0.25)) < 1e-6)
            #expect(first == false)  // replaced
            #expect(view.layer.animationKeys() == ["opacity"])
        }
    }

    @Test("Bounds layer additively: the width is the model plus both contributions")
    func boundsLayer() {
        let clock = MediaClock.installVirtual()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear,
                       animations: { view.bounds.size.width = 200 })
        clock.tick(at: 0)
        clock.tick(at: 0.5)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear,
                       animations: { view.bounds.size.width = 100 })
        clock.tick(at: 0.5)
        // Model 100; first: (100 − 200)(1 − t); second: (200 − 100)(1 − (t − 0.5)).
        for t in [0.5, 0.8, 1.2] {
            clock.tick(at: t)
            let width = Double(view.layer.presentation()!.bounds.size.width)
            let expected = 100 + (t < 1 ? -100 * (1 - t) : 0) + 100 * (1.5 - t)
            #expect(abs(width - expected) < 1e-9, "t = \(t)")
        }
        clock.tick(at: 2)
        #expect(view.layer.presentation()!.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    @Test("Rotations layer additively: the angle is the model plus both contributions")
    func rotationsLayer() {
        let clock = MediaClock.installVirtual()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear,
                       animations: { view.transform = CGAffineTransform(rotationAngle: .pi / 2) })
        clock.tick(at: 0)
        clock.tick(at: 0.5)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear,
                       animations: { view.transform = .identity })
        clock.tick(at: 0.5)
        for t in [0.5, 0.7, 1.3] {
            clock.tick(at: t)
            let m = view.layer.presentation()!.transform
            let angle = Double(atan2(m.m12, m.m11))
            let expected = (t < 1 ? -Double.pi / 2 * (1 - t) : 0) + Double.pi / 2 * (1.5 - t)
            #expect(abs(angle - expected) < 1e-9, "t = \(t)")
        }
        clock.tick(at: 2)
        #expect(CATransform3DIsIdentity(view.layer.presentation()!.transform))
    }

    @Test("Transforms that do not commute stay continuous: the newest delta lies nearest the model")
    func nonCommutingTransforms() {
        let clock = MediaClock.installVirtual()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear,
                       animations: { view.transform = CGAffineTransform(translationX: 100, y: 0) })
        clock.tick(at: 0)
        clock.tick(at: 0.5)
        let rotation = CGAffineTransform(rotationAngle: .pi / 2).scaledBy(x: 2, y: 1)
        UIView.animate(withDuration: 1, animations: { view.transform = rotation })
        clock.tick(at: 0.5)
        // Halfway through the first animation: a translation by 50.
        let shown = view.layer.presentation()!.transform
        let expected = CATransform3DMakeTranslation(50, 0, 0)
        for (a, b) in zip(shown.elements, expected.elements) { #expect(abs(a - b) < 1e-9) }
        clock.tick(at: 2)
        #expect(view.layer.presentation()!.transform == CATransform3DMakeAffineTransform(rotation))
    }

    @Test("A layered animation's values read as UIKit's: the difference towards zero, additive")
    func layeredAnimationShape() throws {
        let clock = MediaClock.installVirtual()
        let view = Self.interruptedMove(clock, options: [])
        let second = try #require(view.layer.animation(forKey: "position-2") as? CABasicAnimation)
        #expect(second.isAdditive)
        #expect(second.fromValue as? CGPoint == CGPoint(x: 100, y: 0))
        #expect(second.toValue as? CGPoint == .zero)
        #expect(second.keyPath == "position")
    }

    @Test("A spring block over a running move layers too: continuous, and both finish")
    func springLayers() {
        let clock = MediaClock.installVirtual()
        let view = UIView(frame: CGRect(x: -5, y: -5, width: 10, height: 10))
        var first: Bool?, second: Bool?
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear,
                       animations: { view.center = CGPoint(x: 100, y: 0) }, completion: { first = $0 })
        clock.tick(at: 0)
        clock.tick(at: 0.5)
        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                       animations: { view.center = .zero }, completion: { second = $0 })
        clock.tick(at: 0.5)
        #expect(abs(Double(view.layer.presentation()!.position.x) - 50) < 1e-9)
        clock.advance(by: 3)
        #expect(first == true)
        #expect(second == true)
        #expect(view.layer.presentation()!.position == .zero)
    }

    @Test("A keyframe block takes a layered property over: the deltas are removed")
    func keyframesTakeOver() {
        let clock = MediaClock.installVirtual()
        var first: Bool?, second: Bool?
        let view = Self.interruptedMove(clock, options: .curveLinear, first: { first = $0 }, second: { second = $0 })
        clock.tick(at: 0.75)
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [.beginFromCurrentState, .calculationModeLinear],
                                animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.center = CGPoint(x: 10, y: 0) }
        })
        clock.tick(at: 0.75)
        #expect(view.layer.animationKeys() == ["position"])
        #expect(first == false)
        #expect(second == false)
        // Starts from the value shown (50: the layered animations held still).
        #expect(abs(Double(view.layer.presentation()!.position.x) - 50) < 1e-9)
        clock.tick(at: 2)
        #expect(view.layer.presentation()!.position == CGPoint(x: 10, y: 0))
    }
}
