import Foundation
import Testing
@testable import OpenUIKit

/// The engine's per-tick caches (transform decompositions kept by an
/// animation, the timing-function memo, the animating-layer list) must give
/// exactly the uncached results and follow every change of their inputs.
@MainActor
@Suite("Engine caches")
struct EngineCachingTests {
    private func rotation(_ angle: Double, _ x: Double, _ y: Double, _ z: Double) -> CATransform3D {
        CATransform3DMakeRotation(CGFloat(angle), CGFloat(x), CGFloat(y), CGFloat(z))
    }

    @Test("Cached transform interpolation equals the uncached one and follows changed endpoints")
    func transformCacheFollowsEndpoints() {
        let anim = CABasicAnimation(keyPath: "transform")
        let a = CATransform3DIdentity
        let b = rotation(.pi / 2, 0, 1, 0)
        let c = CATransform3DScale(rotation(1.2, 1, 2, 3), 2, 0.5, 1)
        for t in [0.1, 0.5, 0.9] {
            #expect(anim.interpolate(.transform(a), .transform(b), t)
                    == .transform(TransformInterpolation.interpolate(a, b, CGFloat(t))))
        }
        // A different end matrix must not reuse the decomposition of `b`.
        #expect(anim.interpolate(.transform(a), .transform(c), 0.5)
                == .transform(TransformInterpolation.interpolate(a, c, 0.5)))
        #expect(anim.interpolate(.transform(c), .transform(b), 0.5)
                == .transform(TransformInterpolation.interpolate(c, b, 0.5)))
        // A non-decomposable matrix falls back to element-wise blending, cached or not.
        let singular = CATransform3DMakeScale(0, 1, 1)
        #expect(anim.interpolate(.transform(a), .transform(singular), 0.5)
                == .transform(TransformInterpolation.interpolate(a, singular, 0.5)))
        #expect(anim.interpolate(.transform(a), .transform(b), 0.5)
                == .transform(TransformInterpolation.interpolate(a, b, 0.5)))
    }

    @Test("Changing a running animation's toValue changes the presentation transform")
    func changedToValueInvalidatesCache() {
        let clock = MediaClock.installVirtual()
        let layer = CALayer()
        clock.tick(at: 0)
        let spin = CABasicAnimation(keyPath: "transform")
        spin.fromValue = CATransform3DIdentity
        spin.toValue = rotation(.pi / 2, 0, 1, 0)
        spin.duration = 10
        layer.add(spin, forKey: "spin")
        clock.tick(at: 0)
        clock.tick(at: 5)
        #expect(layer.presentation()!.transform
                == TransformInterpolation.interpolate(CATransform3DIdentity, rotation(.pi / 2, 0, 1, 0), 0.5))
        // Mutate the running copy (internal access): the cache must not keep the old end.
        let running = layer.animation(forKey: "spin") as! CABasicAnimation
        running.toValue = rotation(.pi / 2, 1, 0, 0)
        clock.tick(at: 5)
        #expect(layer.presentation()!.transform
                == TransformInterpolation.interpolate(CATransform3DIdentity, rotation(.pi / 2, 1, 0, 0), 0.5))
    }

    @Test("A from-only transform animation follows a changed model transform")
    func changedModelInvalidatesCache() {
        let clock = MediaClock.installVirtual()
        let layer = CALayer()
        clock.tick(at: 0)
        let spin = CABasicAnimation(keyPath: "transform")
        spin.fromValue = CATransform3DIdentity
        spin.duration = 10
        layer.add(spin, forKey: "spin")
        withoutActions {
            layer.transform = rotation(1, 0, 0, 1)
        }
        clock.tick(at: 0)
        clock.tick(at: 5)
        #expect(layer.presentation()!.transform
                == TransformInterpolation.interpolate(CATransform3DIdentity, rotation(1, 0, 0, 1), 0.5))
        withoutActions {
            layer.transform = CATransform3DMakeScale(3, 2, 1)
        }
        clock.tick(at: 5)
        #expect(layer.presentation()!.transform
                == TransformInterpolation.interpolate(CATransform3DIdentity, CATransform3DMakeScale(3, 2, 1), 0.5))
    }

    @Test("The timing-function memo distinguishes curves and fractions")
    func easeMemo() {
        let easeIn = CAMediaTimingFunction(name: .easeIn)
        let easeOut = CAMediaTimingFunction(name: .easeOut)
        let sameAsEaseIn = CAMediaTimingFunction(controlPoints: 0.42, 0, 1, 1)
        #expect(EaseMemo.solve(easeIn.curve, 0.3) == easeIn.solve(0.3))
        #expect(EaseMemo.solve(easeOut.curve, 0.3) == easeOut.solve(0.3))
        #expect(EaseMemo.solve(easeOut.curve, 0.7) == easeOut.solve(0.7))
        #expect(EaseMemo.solve(easeIn.curve, 0.7) == easeIn.solve(0.7))
        #expect(EaseMemo.solve(sameAsEaseIn.curve, 0.7) == easeIn.solve(0.7))
        #expect(easeIn.solve(0.7) != easeOut.solve(0.7))
    }

    @Test("A layer whose animations ended is listed again when it gains one, also after a clock reset")
    func relistingLayers() {
        final class Recorder: NSObject, CAAnimationDelegate {
            var events: [String] = []
            func animationDidStart(_ anim: CAAnimation) { events.append("start") }
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append("stop \(flag)") }
        }
        var clock = MediaClock.installVirtual()
        let layer = CALayer()
        let recorder = Recorder()
        func fade() -> CABasicAnimation {
            let a = CABasicAnimation(keyPath: "opacity")
            a.fromValue = 1; a.toValue = 0; a.duration = 1
            a.delegate = recorder
            return a
        }
        layer.add(fade(), forKey: "fade")
        clock.advance(by: 1.1)
        #expect(recorder.events == ["start", "stop true"])
        layer.add(fade(), forKey: "fade")
        clock.advance(by: 1.1)
        #expect(recorder.events == ["start", "stop true", "start", "stop true"])
        // Listed when the engine is reset by a new clock: still evaluated afterwards.
        layer.add(fade(), forKey: "fade")
        clock = MediaClock.installVirtual()
        recorder.events = []
        layer.add(fade(), forKey: "fade")
        clock.advance(by: 1.1)
        #expect(recorder.events.suffix(2) == ["start", "stop true"])
        #expect(layer.animationKeys() == nil)
    }

    @Test("Animations built by implicit actions and UIView blocks report their fromValue")
    func derivedFromValue() {
        let clock = MediaClock.installVirtual()
        let layer = CALayer()
        clock.tick(at: 0)
        layer.opacity = 0.5
        let implicit = layer.animation(forKey: "opacity") as? CABasicAnimation
        #expect(implicit?.fromValue as? CGFloat == 1)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        clock.tick(at: 0)
        UIView.animate(withDuration: 1) {
            view.alpha = 0.3
            view.transform = CGAffineTransform(scaleX: 2, y: 2)
            view.frame = CGRect(x: 5, y: 5, width: 10, height: 10)
        }
        let fade = view.layer.animation(forKey: "opacity") as? CABasicAnimation
        #expect(fade?.fromValue as? CGFloat == 1)
        // Position and transform are additive (iOS 8+): from the difference
        // old − new (for a transform new⁻¹ ⊗ old) towards zero.
        let scale = view.layer.animation(forKey: "transform") as? CABasicAnimation
        #expect(scale?.isAdditive == true)
        #expect(scale?.fromValue as? CATransform3D == CATransform3DMakeScale(0.5, 0.5, 1))
        #expect(scale?.toValue as? CATransform3D == CATransform3DIdentity)
        let move = view.layer.animation(forKey: "position") as? CABasicAnimation
        #expect(move?.fromValue as? CGPoint == CGPoint(x: -5, y: -5))
        #expect(move?.toValue as? CGPoint == .zero)
        // Copies keep it; setting it replaces the derived value.
        let copy = move?.copy() as? CABasicAnimation
        #expect(copy?.fromValue as? CGPoint == CGPoint(x: -5, y: -5))
        #expect(copy?.toValue as? CGPoint == .zero)
        copy?.fromValue = CGPoint(x: 1, y: 2)
        #expect(copy?.fromValue as? CGPoint == CGPoint(x: 1, y: 2))
        #expect(copy?.from == .point(CGPoint(x: 1, y: 2)))
    }

    @Test("The from/to fast path gives exactly the general interpolation, also towards the model value")
    func fromToFastPath() {
        let clock = MediaClock.installVirtual()
        let layer = CALayer()
        withoutActions {
            layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 30)
            layer.position = CGPoint(x: 7, y: 9)
            layer.opacity = 0.25
        }
        clock.tick(at: 0)
        let ease = CAMediaTimingFunction(name: .easeInEaseOut)
        func basic(_ key: String, _ from: Any, _ to: Any?) -> CABasicAnimation {
            let a = CABasicAnimation(keyPath: key)
            a.fromValue = from; a.toValue = to; a.duration = 3; a.timingFunction = ease
            return a
        }
        layer.add(basic("bounds", CGRect(x: 1, y: 2, width: 3, height: 4), nil), forKey: "b")
        layer.add(basic("position", CGPoint(x: -3, y: 11), CGPoint(x: 100, y: 0.5)), forKey: "p")
        layer.add(basic("opacity", 0.9, nil), forKey: "o")
        clock.tick(at: 0)
        clock.tick(at: 1.3)
        let p = ease.solve(1.3 / 3)
        let shown = layer.presentation()!
        #expect(AnimatableValue.rect(shown.bounds) == AnimatableValue.interpolate(
            .rect(CGRect(x: 1, y: 2, width: 3, height: 4)), .rect(CGRect(x: 0, y: 0, width: 40, height: 30)), p))
        #expect(AnimatableValue.point(shown.position) == AnimatableValue.interpolate(
            .point(CGPoint(x: -3, y: 11)), .point(CGPoint(x: 100, y: 0.5)), p))
        #expect(AnimatableValue.scalar(Double(shown.opacity)) == .scalar(Double(Float(0.9 + (Double(Float(0.25)) - 0.9) * p))))
    }

    @Test("The additive from/to fast path gives exactly the general path's values")
    func additiveFastPath() {
        let clock = MediaClock.installVirtual()
        let ease = CAMediaTimingFunction(name: .easeInEaseOut)
        let rotation = CATransform3DRotate(CATransform3DMakeTranslation(30, -4, 0), 0.7, 0, 0, 1)
        let values: [(String, Any, Any)] = [
            ("position", CGPoint(x: -3, y: 11), CGPoint.zero),
            ("bounds", CGRect(x: 1, y: 2, width: -30, height: 4), CGRect.zero),
            ("transform", rotation, CATransform3DIdentity),
        ]
        // The same animations on two layers; on the second they are also
        // cumulative (no repeat: no effect), which takes the general path.
        var layers: [CALayer] = []
        for cumulative in [false, true] {
            let layer = CALayer()
            withoutActions {
                layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 30)
                layer.position = CGPoint(x: 7, y: 9)
                layer.transform = CATransform3DMakeScale(2, 1, 1)
            }
            for (key, from, to) in values {
                let a = CABasicAnimation(keyPath: key)
                a.fromValue = from; a.toValue = to; a.duration = 3; a.timingFunction = ease
                a.isAdditive = true; a.isCumulative = cumulative
                layer.add(a, forKey: key)
            }
            layers.append(layer)
        }
        clock.tick(at: 0)
        clock.tick(at: 1.3)
        let planned = layers[0].presentation()!, general = layers[1].presentation()!
        #expect(planned.position == general.position)
        #expect(planned.bounds.size.width == general.bounds.size.width)
        #expect(planned.bounds.origin == general.bounds.origin && planned.bounds.size == general.bounds.size)
        #expect(planned.transform == general.transform)
        let p = CGFloat(ease.solve(1.3 / 3))
        #expect(abs(planned.position.x - (7 - 3 * (1 - p))) < 1e-12)
        #expect(abs(planned.position.y - (9 + 11 * (1 - p))) < 1e-12)
        #expect(abs(planned.bounds.size.width - (40 - 30 * (1 - p))) < 1e-12)
    }

    @Test("A from-only animation heads for the model value, also after the model changes")
    func fromOnlyFollowsModel() {
        let clock = MediaClock.installVirtual()
        let layer = CALayer()
        withoutActions {
            layer.position = CGPoint(x: 100, y: 0)
        }
        clock.tick(at: 0)
        let move = CABasicAnimation(keyPath: "position")
        move.fromValue = CGPoint(x: 0, y: 0)
        move.duration = 4
        layer.add(move, forKey: "move")
        clock.tick(at: 0)
        clock.tick(at: 1)
        #expect(layer.presentation()!.position == CGPoint(x: 25, y: 0))    // a quarter of 0 → 100
        withoutActions {
            layer.position = CGPoint(x: 200, y: 40)
        }
        clock.tick(at: 2)
        #expect(layer.presentation()!.position == CGPoint(x: 100, y: 20))   // half of 0 → (200, 40)
    }

    @Test("A from/to bounds animation interpolates each edge of the rectangle")
    func fromToBoundsPlan() {
        let clock = MediaClock.installVirtual()
        let layer = CALayer()
        clock.tick(at: 0)
        let grow = CABasicAnimation(keyPath: "bounds")
        grow.fromValue = CGRect(x: 0, y: 0, width: 10, height: 20)
        grow.toValue = CGRect(x: 4, y: -8, width: 110, height: 220)
        grow.duration = 4
        layer.add(grow, forKey: "grow")
        clock.tick(at: 0)
        clock.tick(at: 1)
        // Linear (no timing function): a quarter of the way at 1 s of 4.
        #expect(layer.presentation()!.bounds == CGRect(x: 1, y: -2, width: 35, height: 70))
        // A copy added elsewhere shares the endpoints and shows the same.
        let other = CALayer()
        other.add(layer.animation(forKey: "grow")!, forKey: "grow")
        clock.tick(at: 1)
        clock.tick(at: 3)
        #expect(other.presentation()!.bounds == CGRect(x: 2, y: -4, width: 60, height: 120))
    }

    @Test("A spring animation moves by the damped oscillator, not by an eased fraction")
    func springIsNotEased() {
        let clock = MediaClock.installVirtual()
        let layer = CALayer()
        clock.tick(at: 0)
        let spring = CASpringAnimation(keyPath: "position")
        spring.fromValue = CGPoint(x: 0, y: 0)
        spring.toValue = CGPoint(x: 100, y: 0)
        spring.duration = 2
        layer.add(spring, forKey: "spring")
        clock.tick(at: 0)
        clock.tick(at: 0.2)
        // Defaults m = 1, k = 100, c = 10: ζ = c / (2√(mk)) = 0.5, ω₀ = 10,
        // ω_d = ω₀√(1 − ζ²); x(t) = 1 − e^(−ζω₀t)(cos ω_d t + (ζω₀/ω_d) sin ω_d t).
        let t = 0.2, zeta = 0.5, omega0 = 10.0
        let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
        let x = 1 - exp(-zeta * omega0 * t) * (cos(omegaD * t) + zeta * omega0 / omegaD * sin(omegaD * t))
        #expect(abs(Double(layer.presentation()!.position.x) - 100 * x) < 1e-9)
        #expect(abs(100 * x - 84.94) < 0.01)
    }

    @Test("A basic animation's precomputed plan follows changed values and key paths, and copies keep it")
    func planFollowsChanges() {
        let clock = MediaClock.installVirtual()
        let layer = CALayer()
        layer.opacity = 1
        clock.tick(at: 0)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1.0
        fade.toValue = 0.0
        fade.duration = 10
        layer.add(fade, forKey: "fade")
        clock.tick(at: 0)
        clock.tick(at: 5)
        #expect(layer.presentation()!.opacity == 0.5)
        let running = layer.animation(forKey: "fade") as! CABasicAnimation
        running.fromValue = 0.0
        running.toValue = 0.8
        #expect(layer.presentation()!.opacity == Float(0.4))
        // A value of another kind falls back to the general path (ignored: the model shows).
        running.toValue = CGPoint(x: 1, y: 2)
        #expect(layer.presentation()!.opacity == 1)
        // A new key path: the same values now drive position.
        running.keyPath = "position"
        running.fromValue = CGPoint(x: 0, y: 0)
        running.toValue = CGPoint(x: 10, y: 20)
        #expect(layer.presentation()!.opacity == 1)
        #expect(layer.presentation()!.position == CGPoint(x: 5, y: 10))
        // A copy of an applied animation applies the same values.
        let copy = running.copy() as! CABasicAnimation
        copy.toValue = CGPoint(x: 20, y: 40)
        let other = CALayer()
        other.add(copy, forKey: "move")
        clock.tick(at: 5)
        clock.tick(at: 10)
        #expect(other.presentation()!.position == CGPoint(x: 10, y: 20))
        #expect(layer.presentation()!.position == .zero)  // removed on completion: the model
    }

    // MARK: Skipping layers until their next start or stop

    private final class StopRecorder: NSObject, CAAnimationDelegate {
        var stops: [Double] = []
        var starts: [Double] = []
        func animationDidStart(_ anim: CAAnimation) { starts.append(CACurrentMediaTime()) }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { stops.append(CACurrentMediaTime()) }
    }

    private func fade(duration: Double, delegate: StopRecorder) -> CABasicAnimation {
        let a = CABasicAnimation(keyPath: "opacity")
        a.fromValue = 1; a.toValue = 0; a.duration = duration
        a.delegate = delegate
        return a
    }

    @Test("A stop is seen at the first tick at or after its end, whatever the ticks before it")
    func stopAtFirstTickAfterEnd() {
        let clock = MediaClock.installVirtual()
        let layer = CALayer()
        let recorder = StopRecorder()
        clock.tick(at: 0)
        layer.add(fade(duration: 1, delegate: recorder), forKey: "fade")
        clock.tick(at: 0)           // begins at 0: active over 0 ..< 1
        clock.tick(at: 0.5)
        clock.tick(at: 0.999)
        #expect(recorder.stops.isEmpty)
        clock.tick(at: 1)
        #expect(recorder.stops == [1])
    }

    @Test("Changing an ancestor's speed while an animation runs moves its stop")
    func ancestorSpeedChangeMovesStop() {
        let clock = MediaClock.installVirtual()
        let parent = CALayer(), child = CALayer()
        parent.addSublayer(child)
        let recorder = StopRecorder()
        clock.tick(at: 0)
        child.add(fade(duration: 2, delegate: recorder), forKey: "fade")
        clock.tick(at: 0)
        clock.tick(at: 0.5)          // child time 0.5 of 2
        // Doubling the parent's speed (anchored at 0.5 so its time is continuous):
        // the remaining 1.5 s of child time pass in 0.75 s of media time.
        parent.beginTime = 0.25
        parent.speed = 2
        clock.tick(at: 1.2)
        #expect(recorder.stops.isEmpty)
        clock.tick(at: 1.25)
        #expect(recorder.stops == [1.25])
    }

    @Test("A frozen layer (speed 0) never stops until its time moves again")
    func frozenLayerResumes() {
        let clock = MediaClock.installVirtual()
        let layer = CALayer()
        let recorder = StopRecorder()
        clock.tick(at: 0)
        layer.add(fade(duration: 1, delegate: recorder), forKey: "fade")
        clock.tick(at: 0)
        layer.speed = 0
        layer.timeOffset = 0.5
        clock.tick(at: 10)
        #expect(recorder.stops.isEmpty)
        #expect(layer.presentation()!.opacity == 0.5)
        // Scrub past the end: the stop is delivered at the next tick.
        layer.timeOffset = 1.5
        clock.tick(at: 10.01)
        #expect(recorder.stops == [10.01])
    }

    @Test("Moving an animating layer under a slower parent moves its stop")
    func reparentingMovesStop() {
        let clock = MediaClock.installVirtual()
        let slow = CALayer()
        slow.speed = 0.5
        let layer = CALayer()
        let recorder = StopRecorder()
        clock.tick(at: 0)
        layer.add(fade(duration: 1, delegate: recorder), forKey: "fade")
        clock.tick(at: 0)
        clock.tick(at: 0.5)
        // Under `slow` (beginTime 0, speed 0.5) the layer's time at media 0.5
        // jumps back to 0.25: the rest of the 1 s animation takes 1.5 s more.
        slow.addSublayer(layer)
        clock.tick(at: 1.9)
        #expect(recorder.stops.isEmpty)
        clock.tick(at: 2.0)
        #expect(recorder.stops == [2.0])
    }

    @Test("A delayed animation starts at its begin time, not before")
    func delayedStart() {
        let clock = MediaClock.installVirtual()
        let layer = CALayer()
        let recorder = StopRecorder()
        clock.tick(at: 0)
        let a = fade(duration: 1, delegate: recorder)
        a.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + 2
        layer.add(a, forKey: "fade")
        clock.tick(at: 0.1)
        clock.tick(at: 1.99)
        #expect(recorder.starts.isEmpty)
        clock.tick(at: 2)
        #expect(recorder.starts == [2])
        clock.tick(at: 3)
        #expect(recorder.stops == [3])
    }

    @Test("Reading the presentation of a not yet committed animation moves no other layer's next check")
    func pendingPresentationKeepsSchedule() {
        let clock = MediaClock.installVirtual()
        let layer = CALayer()
        clock.tick(at: 0)
        layer.add(fade(duration: 1, delegate: StopRecorder()), forKey: "fade")
        let generation = AnimationEngine.timingGeneration
        // Before the commit stamps its begin time, the animation shows as if it began now.
        #expect(layer.presentation()!.opacity == 1)
        #expect(AnimationEngine.timingGeneration == generation)
        clock.tick(at: 0)            // the commit stamps the begin time: 0
        clock.tick(at: 0.5)
        #expect(layer.presentation()!.opacity == 0.5)
    }

    @Test("A layer deallocated with running animations is dropped from the engine")
    func deallocatedAnimatingLayer() {
        let clock = MediaClock.installVirtual()
        let keeper = CALayer()
        let recorder = StopRecorder()
        weak var gone: CALayer?
        clock.tick(at: 0)
        do {
            let layer = CALayer()
            gone = layer
            layer.add(fade(duration: 1, delegate: recorder), forKey: "fade")
        }
        keeper.add(fade(duration: 1, delegate: recorder), forKey: "fade")
        clock.tick(at: 0)           // the commit lets go of the layer it stamped
        #expect(gone == nil)
        clock.tick(at: 0.5)
        #expect(AnimationEngine.shared.isTracking(keeper))
        clock.tick(at: 1)
        #expect(recorder.stops.last == 1)
        #expect(!AnimationEngine.shared.isTracking(keeper))
    }

    @Test("Making a running basic animation additive takes it off the from/to plan")
    func additiveLeavesPlan() {
        let clock = MediaClock.installVirtual()
        let layer = CALayer()
        withoutActions {
            layer.position = CGPoint(x: 100, y: 100)
        }
        clock.tick(at: 0)
        let move = CABasicAnimation(keyPath: "position")
        move.fromValue = CGPoint(x: 0, y: 0)
        move.toValue = CGPoint(x: 10, y: 20)
        move.duration = 10
        layer.add(move, forKey: "move")
        clock.tick(at: 0)
        clock.tick(at: 5)
        #expect(layer.presentation()!.position == CGPoint(x: 5, y: 10))
        // Additive: the animated value is added to the model value.
        let running = layer.animation(forKey: "move") as! CABasicAnimation
        running.isAdditive = true
        #expect(layer.presentation()!.position == CGPoint(x: 105, y: 110))
        running.isAdditive = false
        #expect(layer.presentation()!.position == CGPoint(x: 5, y: 10))
    }
}
