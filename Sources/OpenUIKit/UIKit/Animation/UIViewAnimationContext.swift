import Foundation

/// The state of one `UIView.animate...` block while it runs and until its
/// animations finish. Property changes made inside the block reach
/// `UIView.action(for:forKey:)`, which returns the innermost context as the
/// action; running it builds the Core Animation object (basic, spring or,
/// in keyframe blocks, a recorded keyframe) and tracks it for completion.
///
/// State read on every tick is `@exclusivity(unchecked)`: it is main-actor
/// state and no access to it spans a call that could re-enter it (see
/// docs/ARCHITECTURE.md, "Performance notes").
@MainActor
final class UIViewAnimationContext: LayerChangeAction, CAAnimationDelegate {
    /// How the context paces its animations.
    enum Timing {
        case curve(CAMediaTimingFunction)
        /// A spring: physical parameters and the duration the animation lasts.
        case spring(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double)
    }

    @exclusivity(unchecked) static var stack: [UIViewAnimationContext] = []
    @exclusivity(unchecked) static var animationsEnabled = true
    @exclusivity(unchecked) static var withoutAnimationDepth = 0

    @exclusivity(unchecked) var duration: Double
    @exclusivity(unchecked) var delay: Double
    @exclusivity(unchecked) var timing: Timing
    @exclusivity(unchecked) var options: UIView.AnimationOptions
    @exclusivity(unchecked) var repeatCount: Float = 0
    @exclusivity(unchecked) var autoreverses = false
    @exclusivity(unchecked) var completion: ((Bool) -> Void)?
    /// Set for `animateKeyframes` blocks: property changes are recorded, not animated.
    @exclusivity(unchecked) var keyframes: KeyframeRecorder?
    /// Told about every animation the context adds (property animators use it).
    @exclusivity(unchecked) var onAnimationAdded: ((CALayer, String, CAAnimation) -> Void)?

    @exclusivity(unchecked) private var pending = 0
    @exclusivity(unchecked) private var allFinished = true
    @exclusivity(unchecked) private var sealed = false
    @exclusivity(unchecked) private var completed = false
    /// Number of animations this context created.
    @exclusivity(unchecked) private(set) var createdCount = 0

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

    /// The action for a property change inside the current block, if any:
    /// the block's context itself.
    static func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        guard animationsEnabled, withoutAnimationDepth == 0, let ctx = stack.last,
              let key = LayerKeyPath(event), !key.isShapeLayerKey else { return nil }
        return ctx
    }

    /// Builds and adds the animation for a change of `key` (named `name`)
    /// on `layer`; in a keyframe block, records the change instead.
    ///
    /// `before` is the value shown before the change, `model` the model
    /// value before it. Position, bounds and transform changes in a plain
    /// block are animated additively, layered over any running animation of
    /// the property (`UIViewAdditiveAnimation`). Any other change replaces
    /// the running animation and starts, as UIKit documents
    /// `beginFromCurrentState`, from the value shown with that option and
    /// from the in-flight animation's end (the model value) without it.
    /// Property animators take over from the value shown, as their
    /// non-additive changes do in UIKit.
    override func animateChange(of layer: CALayer, key: LayerKeyPath, name: String,
                                from before: AnimatableValue, model: AnimatableValue) {
        let start = onAnimationAdded != nil || options.contains(.beginFromCurrentState) ? before : model
        if let keyframes {
            keyframes.record(layer: layer, key: name, parsed: key, before: start,
                             after: layer.modelState.value(for: key))
            return
        }
        let anim: CABasicAnimation
        switch timing {
        case .curve(let fn):
            anim = CABasicAnimation(keyPath: name, parsed: key)
            anim.timingFunction = fn
        case let .spring(m, k, c, v):
            let spring = CASpringAnimation(keyPath: name, parsed: key)
            spring.mass = CGFloat(m); spring.stiffness = CGFloat(k)
            spring.damping = CGFloat(c); spring.initialVelocity = CGFloat(v)
            anim = spring
        }
        if UIViewAdditiveAnimation.isAdditive(key) {
            if onAnimationAdded == nil,
               let values = UIViewAdditiveAnimation.values(of: key, from: model, on: layer) {
                anim.setFromValue(values.from)
                anim.setToValue(values.to)
                anim.isAdditive = true
                configure(anim)
                let slot = UIViewAdditiveAnimation.slot(of: key, named: name, on: layer)
                add(anim, to: layer, key: slot.key, at: slot.index)
                return
            }
            // A property animator's change, or no delta (a transform
            // without an inverse): an absolute animation from the value
            // shown takes the property over from the layered deltas.
            UIViewAdditiveAnimation.removeLayeredDeltas(of: key, named: name, from: layer)
            anim.setFromValue(before)
        } else {
            anim.setFromValue(start)
        }
        configure(anim)
        add(anim, to: layer, key: name)
    }

    /// Duration, delay, repetition and fill shared by every animation of the block.
    func configure(_ anim: CAAnimation) {
        // One write of the timing values (each write of `timing` is noted
        // by the engine).
        var timing = anim.timing
        timing.duration = duration
        timing.fillsForwards = true
        timing.fillsBackwards = true
        timing.repeatCount = Double(repeatCount)
        timing.autoreverses = autoreverses
        anim.timing = timing
        anim.pendingDelay = delay
        anim.blocksUserInteraction = !options.contains(.allowUserInteraction)
    }

    /// Adds `anim` for `key`, appended or (an additive delta) at `index`.
    func add(_ anim: CAAnimation, to layer: CALayer, key: String, at index: Int? = nil) {
        anim.delegate = self
        pending += 1
        createdCount += 1
        // Every caller builds `anim` for this call alone: no copy is needed.
        layer.add(anim, forKey: key, copying: false, at: index)
        if let onAnimationAdded, let added = layer.animation(forKey: key) { onAnimationAdded(layer, key, added) }
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
