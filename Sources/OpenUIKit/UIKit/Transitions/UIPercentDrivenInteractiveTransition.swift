import Foundation

/// Drives an animator's animations from a percentage (`UIPercentDrivenInteractiveTransition`).
///
/// Core Animation model (docs/UIKIT-FACTS.md, "Percent-driven interaction"):
/// `startInteractiveTransition` runs the animator's `animateTransition(using:)`
/// with real durations, then freezes the container layer (`speed = 0`,
/// `timeOffset = 0`); `update(_:)` sets `timeOffset = percent × duration`.
/// `finish()` and `cancel()` move the time offset to the end or back to 0 over
/// `remaining × duration / completionSpeed` seconds of media time with
/// `completionCurve`, then restore `speed = 1`. At the end of a cancel the
/// animations are completed in place (their UIView completion blocks run
/// with `true`, as observed in UIKit), so the animator calls
/// `completeTransition(false)` from its completion block. `update(1)` shows
/// the final frame but completes nothing until `finish()`.
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    /// The animator's transition duration, captured at start.
    public private(set) var duration: CGFloat = 0
    /// The last value given to `update(_:)`.
    public var percentComplete: CGFloat { context?.percentComplete ?? storedPercent }
    /// Speed of the completion run; values ≤ 0 are treated as 1 (UIKit).
    open var completionSpeed: CGFloat = 1
    /// Curve of the completion run. UIKit documents `.easeInOut`.
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    open var wantsInteractiveStart = true
    /// Timing for the interruptible path (property animators only).
    open var timingCurve: (any UITimingCurveProvider)?

    weak var context: TransitionContext?
    private var storedPercent: CGFloat = 0
    private var frozenLayers: [CALayer] = []
    private var driver: CADisplayLink?
    private enum Pending { case finish, cancel }
    private var pending: Pending?
    private var interruptible: (any UIViewImplicitlyAnimating)?

    public override init() {}

    open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        guard let ctx = transitionContext as? TransitionContext, ctx.animator != nil else {
            UIKitException.raise(UIKitException.internalInconsistency,
                                 "Attempt to start a percent driven interactive transition but there is no animator!")
            return
        }
        context = ctx
        duration = CGFloat(ctx.transitionDuration)
        if let property = interruptibleAnimator(of: ctx.animator!, ctx) {
            interruptible = property
            ctx.interruptibleAnimatorInUse = property
            ctx.markAnimationsStarted()
            if ctx.isInteractive { property.pauseAnimation() } else { property.startAnimation() }
        } else {
            let trees = [ctx.containerView.layer] + ctx.alongsideViews.map(\.layer)
            animationsBeforeTransition = Set(trees.flatMap(Self.animations(inTree:)).map(ObjectIdentifier.init))
            ctx.runAnimator()
            frozenLayers = [ctx.containerView.layer] + ctx.alongsideViews.map(\.layer)
            for layer in frozenLayers {
                layer.speed = 0
                layer.timeOffset = 0
                layer.beginTime = 0
            }
            CATransaction.flush()
            if !ctx.isInteractive { startDriver(towardsEnd: true, resumeOnly: true) }
        }
        switch pending {
        case .finish?: finish()
        case .cancel?: cancel()
        case nil: break
        }
        pending = nil
    }

    /// Sets the progress (clamped to 0...1; non-finite values are ignored with a diagnostic).
    open func update(_ percentComplete: CGFloat) {
        guard percentComplete.isFinite else {
            Log.uiKit.warning("UIPercentDrivenInteractiveTransition.update: ignoring non-finite percent \(percentComplete)")
            return
        }
        let p = min(max(percentComplete, 0), 1)
        storedPercent = p
        guard let ctx = context, ctx.isInteractive else { return }
        ctx.updateInteractiveTransition(p)
        if let interruptible {
            interruptible.fractionComplete = p
        } else {
            // While interactive the animations must not reach their end (which
            // would complete them): 100 % shows the last frame, 1 µs short of it.
            let offset = min(Double(p * duration), max(Double(duration) - 1e-6, 0))
            for layer in frozenLayers { layer.timeOffset = offset }
            ctx.containerView.layoutIfNeeded()
        }
    }

    /// Pauses a transition that is running non-interactively (the
    /// interruptible path, `wantsInteractiveStart = false`, or a finish or
    /// cancel run): it stands still until `update`, `finish` or `cancel`.
    /// The iOS 10 idiom calls the context's `pauseInteractiveTransition()`
    /// first and then this; either order, or either call alone, pauses.
    open func pause() {
        guard let ctx = context else { return }
        if !ctx.isInteractive { ctx.pauseInteractiveTransition() }
        holdStill()
    }

    /// Stops whatever moves the transition (called by the context's
    /// `pauseInteractiveTransition()` too).
    func holdStill() {
        if let interruptible { interruptible.pauseAnimation() } else { stopDriver() }
    }

    open func cancel() {
        guard let ctx = context else { pending = .cancel; return }
        ctx.cancelInteractiveTransition()
        complete(finishing: false)
    }

    open func finish() {
        guard let ctx = context else { pending = .finish; return }
        ctx.finishInteractiveTransition()
        complete(finishing: true)
    }

    private var speed: Double { completionSpeed > 0 && completionSpeed.isFinite ? Double(completionSpeed) : 1 }

    private func complete(finishing: Bool) {
        if let interruptible {
            let p = percentComplete
            interruptible.isReversed = !finishing
            if timingCurve == nil && speed == 1 {
                interruptible.startAnimation()
            } else {
                let factor = (finishing ? 1 - p : p) / CGFloat(speed)
                interruptible.continueAnimation(withTimingParameters: timingCurve, durationFactor: factor)
            }
            return
        }
        startDriver(towardsEnd: finishing, resumeOnly: false)
    }

    // MARK: Completion run (layer model)

    private var runStart = (time: 0.0, offset: 0.0)
    private var runTarget = 0.0
    private var runLength = 0.0
    private var runCurve: CAMediaTimingFunction?

    private func startDriver(towardsEnd: Bool, resumeOnly: Bool) {
        stopDriver()
        let total = Double(duration)
        let current = frozenLayers.first?.timeOffset ?? 0
        runStart = (CACurrentMediaTime(), current)
        runTarget = towardsEnd ? total : 0
        runLength = abs(runTarget - current) / (resumeOnly ? 1 : speed)
        runCurve = resumeOnly ? nil : completionCurve.timingFunction
        // An interaction controller let go mid-run takes its run with it.
        let link = CADisplayLink(weakOwner: self) { interaction, now in interaction.step(now: now) }
        driver = link
        link.add(to: .main, forMode: .common)
        if runLength == 0 { step(now: runStart.time) }
    }

    private func stopDriver() {
        driver?.invalidate()
        driver = nil
    }

    private func step(now: Double) {
        let elapsed = now - runStart.time
        let f = runLength > 0 ? min(max(elapsed / runLength, 0), 1) : 1
        let eased = runCurve?.solve(f) ?? f
        let offset = runStart.offset + (runTarget - runStart.offset) * eased
        for layer in frozenLayers { layer.timeOffset = offset }
        if duration > 0 { storedPercent = CGFloat(offset / Double(duration)) }
        guard f >= 1 else { return }
        stopDriver()
        guard let ctx = context, !ctx.isInteractive else { return }
        endRun()
    }

    /// Completes the frozen animations where they stand and unfreezes the layers.
    private func endRun() {
        let layers = frozenLayers
        frozenLayers = []
        if runTarget == 0 {
            for layer in layers { restoreStartValues(in: layer) }
        }
        // Animations that have not stopped by themselves (a cancel, or delays
        // past the end) complete now; UIView completions then run.
        for layer in layers { completeAnimations(in: layer) }
        for layer in layers {
            layer.speed = 1
            layer.timeOffset = 0
            layer.beginTime = 0
        }
        AnimationEngine.shared.deliverCallbacks()
    }

    // MARK: Cancel restores the start values

    /// The animations that were in the frozen trees before the animator
    /// ran: they are not the transition's, and a cancel leaves them alone.
    private var animationsBeforeTransition: Set<ObjectIdentifier> = []

    private static func animations(inTree layer: CALayer) -> [CAAnimation] {
        layer.animationList.map(\.animation) + layer.sublayerStorage.flatMap(animations(inTree:))
    }

    /// A cancelled run has gone back to the start, so what each of the
    /// transition's animations shows now is its start value: it becomes the
    /// model value, as a property animator finishing at `.start` leaves it
    /// (keyframes and springs included). UIKit does not document this; real
    /// animators, Apple's samples among them, rely on it (docs/FIDELITY.md).
    /// An animator that restores the values itself sets the same values
    /// again in its completion.
    private func restoreStartValues(in layer: CALayer) {
        let own = layer.animationList.filter { !animationsBeforeTransition.contains(ObjectIdentifier($0.animation)) }
        if !own.isEmpty {
            let shown = layer.presentationState(atMediaTime: CACurrentMediaTime())
            var model = layer.modelState
            for entry in own {
                for key in entry.animation.animatedKeyPaths { model.setValue(shown.value(for: key), for: key) }
            }
            layer.modelState = model
            (layer.delegate as? UIView)?.layerModelDidRestore()
        }
        for sublayer in layer.sublayerStorage { restoreStartValues(in: sublayer) }
    }

    private func completeAnimations(in layer: CALayer) {
        let list = layer.animationList
        if !list.isEmpty {
            layer.animationList = []
            for entry in list { AnimationEngine.shared.animationRemoved(entry.animation, finished: true) }
        }
        for sub in layer.sublayerStorage { completeAnimations(in: sub) }
    }

    private func interruptibleAnimator(of animator: any UIViewControllerAnimatedTransitioning,
                                       _ ctx: TransitionContext) -> (any UIViewImplicitlyAnimating)? {
        let property = animator.interruptibleAnimator(using: ctx)
        return property is NotImplementedInterruptibleAnimator ? nil : property
    }
}
