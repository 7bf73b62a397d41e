import Foundation

/// The state of one `UIView.animate...` block while it runs and until its
/// animations finish. Property changes made inside the block reach
/// `UIView.action(for:forKey:)`, which asks the innermost context for an
/// action; the context builds the Core Animation object (basic, spring or,
/// in keyframe blocks, a recorded keyframe) and tracks it for completion.
@MainActor
final class UIViewAnimationContext: CAAnimationDelegate {
    /// How the context paces its animations.
    enum Timing {
        case curve(CAMediaTimingFunction)
        /// A spring: physical parameters and the duration the animation lasts.
        case spring(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double)
    }

    static var stack: [UIViewAnimationContext] = []
    static var animationsEnabled = true
    static var withoutAnimationDepth = 0

    var duration: Double
    var delay: Double
    var timing: Timing
    var options: UIView.AnimationOptions
    var repeatCount: Float = 0
    var autoreverses = false
    var completion: ((Bool) -> Void)?
    /// Set for `animateKeyframes` blocks: property changes are recorded, not animated.
    var keyframes: KeyframeRecorder?
    /// Told about every animation the context adds (property animators use it).
    var onAnimationAdded: ((CALayer, String, CAAnimation) -> Void)?

    private var pending = 0
    private var allFinished = true
    private var sealed = false
    private var completed = false
    /// Number of animations this context created.
    private(set) var createdCount = 0

    init(duration: Double, delay: Double, timing: Timing, options: UIView.AnimationOptions) {
        self.duration = duration
        self.delay = delay
        self.timing = timing
        self.options = options
        if options.contains(.repeat) { repeatCount = .infinity }
        autoreverses = options.contains(.autoreverse)
    }

    /// The context inherited by a nested block, per the override options.
    static func nested(duration: Double, delay: Double, timing: Timing,
                       options: UIView.AnimationOptions) -> UIViewAnimationContext {
        guard let outer = stack.last else {
            return UIViewAnimationContext(duration: duration, delay: delay, timing: timing, options: options)
        }
        let d = options.contains(.overrideInheritedDuration) ? duration : outer.duration
        var t = timing
        if !options.contains(.overrideInheritedCurve), case .curve = timing, case .curve = outer.timing {
            t = outer.timing
        }
        let ctx = UIViewAnimationContext(duration: d, delay: delay, timing: t, options: options)
        if !options.contains(.overrideInheritedOptions) {
            if outer.options.contains(.repeat) && ctx.repeatCount == 0 { ctx.repeatCount = outer.repeatCount }
            ctx.autoreverses = ctx.autoreverses || outer.autoreverses
        }
        return ctx
    }

    /// Runs `animations` with this context current.
    func run(_ animations: () -> Void) {
        UIViewAnimationContext.stack.append(self)
        animations()
        UIViewAnimationContext.stack.removeLast()
        keyframes?.commit(into: self)
        seal()
    }

    /// Called once the block has run: completion fires when every animation
    /// has stopped, or on the next tick if none was created.
    func seal() {
        sealed = true
        if pending == 0 && !completed {
            completed = true
            if let completion {
                self.completion = nil
                AnimationEngine.shared.async { completion(true) }
            }
        }
    }

    // MARK: Actions

    /// The action for a property change inside the current block, if any.
    static func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        guard animationsEnabled, withoutAnimationDepth == 0, let ctx = stack.last,
              LayerKeyPath(event) != nil else { return nil }
        return ViewPropertyAction(context: ctx)
    }

    /// Builds and adds the animation for a change of `key` on `layer`.
    func animate(_ layer: CALayer, key: String, from before: AnimatableValue) {
        guard let parsed = LayerKeyPath(key) else { return }
        if let keyframes {
            keyframes.record(layer: layer, key: key, parsed: parsed, before: before,
                             after: layer.modelState.value(for: parsed))
            return
        }
        let anim: CABasicAnimation
        switch timing {
        case .curve(let fn):
            anim = CABasicAnimation(keyPath: key)
            anim.timingFunction = fn
        case let .spring(m, k, c, v):
            let spring = CASpringAnimation(keyPath: key)
            spring.mass = CGFloat(m); spring.stiffness = CGFloat(k)
            spring.damping = CGFloat(c); spring.initialVelocity = CGFloat(v)
            anim = spring
        }
        anim.setFromValue(before)
        configure(anim)
        add(anim, to: layer, key: key)
    }

    /// Duration, delay, repetition and fill shared by every animation of the block.
    func configure(_ anim: CAAnimation) {
        anim.duration = duration
        anim.pendingDelay = delay
        anim.fillMode = .both
        anim.repeatCount = repeatCount
        anim.autoreverses = autoreverses
        anim.blocksUserInteraction = !options.contains(.allowUserInteraction)
    }

    func add(_ anim: CAAnimation, to layer: CALayer, key: String) {
        anim.delegate = self
        pending += 1
        createdCount += 1
        // Every caller builds `anim` for this call alone: no copy is needed.
        layer.add(anim, forKey: key, copying: false)
        if let added = layer.animation(forKey: key) { onAnimationAdded?(layer, key, added) }
    }

    // MARK: CAAnimationDelegate

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        pending -= 1
        if !flag { allFinished = false }
        guard sealed, pending == 0, !completed else { return }
        completed = true
        if let completion {
            self.completion = nil
            completion(allFinished)
        }
    }
}

/// The action a view returns inside an animation block.
@MainActor
final class ViewPropertyAction: CAAction {
    let context: UIViewAnimationContext
    init(context: UIViewAnimationContext) { self.context = context }

    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer, let before = layer.valueBeforeChange else { return }
        context.animate(layer, key: event, from: before.value)
    }
}
