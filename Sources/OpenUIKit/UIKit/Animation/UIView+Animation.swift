import Foundation

extension UIView {
    /// Animates the changes made in `animations` (`UIView.animate`).
    ///
    /// Default curve ease-in-out; nested blocks inherit the outer duration
    /// and curve unless `.overrideInheritedDuration`/`.overrideInheritedCurve`
    /// are given. `completion(finished)` runs when every animation created by
    /// the block has stopped; `finished` is false if any was removed or
    /// replaced. A duration ≤ 0 (or NaN) applies the changes at once and the
    /// completion runs on the next tick with `true`.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              options: UIView.AnimationOptions = [],
                              animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        let timing = UIViewAnimationContext.Timing.curve(options.curve.timingFunction)
        run(duration: duration, delay: delay, timing: timing, options: options,
            animations: animations, completion: completion)
    }

    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)?) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Spring animation: a `CASpringAnimation` (mass 1) whose stiffness and
    /// damping are solved so that it settles within `duration` (UIKit's
    /// algorithm as reconstructed in docs/UIKIT-FACTS.md, "Springs"). `velocity`
    /// is in distances per second, as Apple documents for this method.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              usingSpringWithDamping dampingRatio: CGFloat,
                              initialSpringVelocity velocity: CGFloat,
                              options: UIView.AnimationOptions = [],
                              animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        let v = velocity.isFinite ? Double(velocity) : 0
        let ratio = dampingRatio.isFinite ? Double(dampingRatio) : 1
        let p = SpringMotion.uikitSpring(duration: duration.isFinite ? duration : 0, dampingRatio: ratio, initialVelocity: v)
        run(duration: duration, delay: delay,
            timing: .spring(mass: 1, stiffness: p.stiffness, damping: p.damping, initialVelocity: v),
            options: options.union(.overrideInheritedCurve), animations: animations, completion: completion)
    }

    /// iOS 17 spring by perceptual duration and bounce; the animation lasts
    /// until the spring settles.
    public class func animate(springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0.0,
                              initialSpringVelocity: CGFloat = 0.0, delay: TimeInterval = 0.0,
                              options: UIView.AnimationOptions = [],
                              animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        let p = SpringMotion.spring(duration: duration, bounce: Double(bounce))
        let v = initialSpringVelocity.isFinite ? Double(initialSpringVelocity) : 0
        let settle = SpringMotion.settlingDuration(mass: p.mass, stiffness: p.stiffness, damping: p.damping, initialVelocity: v)
        withoutActuallyEscaping(animations) { animations in
            run(duration: settle.isFinite ? settle : duration, delay: delay,
                timing: .spring(mass: p.mass, stiffness: p.stiffness, damping: p.damping, initialVelocity: v),
                options: options.union([.overrideInheritedCurve, .overrideInheritedDuration]),
                animations: animations, completion: completion)
        }
    }

    static func run(duration: TimeInterval, delay: TimeInterval, timing: UIViewAnimationContext.Timing,
                    options: UIView.AnimationOptions, animations: () -> Void,
                    completion: ((Bool) -> Void)?, keyframes: KeyframeRecorder? = nil,
                    onAnimationAdded: ((CALayer, String, CAAnimation) -> Void)? = nil) {
        let delay = delay.isFinite && delay > 0 ? delay : 0
        guard duration.isFinite, duration > 0 else {
            if !duration.isFinite { Log.uiKit.warning("UIView.animate: non-finite duration \(duration); applying changes without animation") }
            performWithoutAnimation(animations)
            if let completion { AnimationEngine.shared.async { completion(true) } }
            return
        }
        let ctx = UIViewAnimationContext.nested(duration: duration, delay: delay, timing: timing, options: options)
        ctx.completion = completion
        ctx.keyframes = keyframes
        ctx.onAnimationAdded = onAnimationAdded
        ctx.run(animations)
    }

    /// Runs `actions` with animations disabled (nested blocks included).
    public class func performWithoutAnimation(_ actions: () -> Void) {
        UIViewAnimationContext.withoutAnimationDepth += 1
        actions()
        UIViewAnimationContext.withoutAnimationDepth -= 1
    }

    public class var areAnimationsEnabled: Bool { UIViewAnimationContext.animationsEnabled }

    public class func setAnimationsEnabled(_ enabled: Bool) {
        UIViewAnimationContext.animationsEnabled = enabled
    }

    /// The duration of the innermost running animation block, or 0.
    public class var inheritedAnimationDuration: TimeInterval {
        UIViewAnimationContext.stack.last?.duration ?? 0
    }

    /// Makes the animations created in `animations` repeat and/or autoreverse.
    public class func modifyAnimations(withRepeatCount count: CGFloat, autoreverses: Bool, animations: () -> Void) {
        guard let ctx = UIViewAnimationContext.stack.last else { return animations() }
        let saved = (ctx.repeatCount, ctx.autoreverses)
        ctx.repeatCount = count.isFinite || count == .infinity ? Float(max(count, 0)) : 0
        ctx.autoreverses = autoreverses
        animations()
        (ctx.repeatCount, ctx.autoreverses) = saved
    }

    // MARK: Keyframes

    /// Keyframe animation: changes made in `addKeyframe` blocks become one
    /// `CAKeyframeAnimation` per property, under an overall ease-in-out curve
    /// unless the options carry a curve (bits 16-17, as UIKit reads them).
    public class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                       options: UIView.KeyframeAnimationOptions = [],
                                       animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        let curveBits = UIView.AnimationOptions(rawValue: options.rawValue & (3 << 16))
        let overall = curveBits.curve.timingFunction
        let recorder = KeyframeRecorder(calculationMode: options.calculationMode, overallTiming: overall)
        let viewOptions = UIView.AnimationOptions(rawValue: options.rawValue & 0x3FF)
            .union([.overrideInheritedCurve])
        run(duration: duration, delay: delay, timing: .curve(CAMediaTimingFunction(name: .linear)),
            options: viewOptions, animations: animations, completion: completion, keyframes: recorder)
    }

    /// A keyframe inside `animateKeyframes`: start and duration are relative
    /// (0...1) to the enclosing animation. Outside a keyframe block the
    /// changes are simply applied.
    public class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                  animations: @escaping () -> Void) {
        guard let recorder = UIViewAnimationContext.stack.last?.keyframes else {
            Log.uiKit.warning("UIView.addKeyframe called outside animateKeyframes; applying changes without animation")
            return performWithoutAnimation(animations)
        }
        guard frameStartTime.isFinite, frameDuration.isFinite else {
            Log.uiKit.warning("UIView.addKeyframe: non-finite relative time (\(frameStartTime), \(frameDuration)); keyframe applied at the end")
            let saved = recorder.window
            recorder.window = (1, 0)
            animations()
            recorder.window = saved
            return
        }
        let start = min(max(frameStartTime, 0), 1)
        let saved = recorder.window
        recorder.window = (start, min(max(frameDuration, 0), 1 - start))
        animations()
        recorder.window = saved
    }
}
