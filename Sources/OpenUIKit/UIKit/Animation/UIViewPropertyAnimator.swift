import Foundation

/// An interruptible, scrubbable, reversible animator of view properties
/// (`UIViewPropertyAnimator`, iOS 10).
///
/// ## Mechanism
/// Each animation block runs inside a UIView animation context with the
/// animator's timing (a cubic curve → `CABasicAnimation`s with that timing
/// function; a spring → `CASpringAnimation`s), so the model values change at
/// once, as in UIKit, and the animator keeps the live animation copies the
/// context adds to the layers. It then drives them through their own
/// `CAMediaTiming`: the animator has one timeline τ ∈ [0, duration]
/// ("animator time", measured forwards); an animation added at τ₀ with
/// delay factor df occupies the window [s, duration] with
/// s = τ₀ + df·(duration − τ₀), and its local time is τ − s
/// (`beginTime` = the layer time of the last re-anchoring, `speed` = the
/// signed rate — negative when reversed, 0 when paused —, `timeOffset` = τ at
/// that anchor − s). Blocks added before the animator starts run when it
/// becomes active (UIKit runs them at start too).
///
/// While the animator runs, a `CADisplayLink` checks each tick whether τ has
/// reached the end of the current direction (duration forwards, 0 reversed);
/// the engine alone cannot see a reversed animation "finish" (it stays in its
/// backwards-filled `.before` phase), and an animator with no animations must
/// still end after its duration. The link retains the running animator, as
/// UIKit keeps running animators alive. The live animations are not removed
/// by the engine (`isRemovedOnCompletion = false`); the animator removes them
/// when it finishes or stops. Natural-finish completions are queued to the
/// tick's callback phase (where `UIView.animate` completions run), in the
/// order they were added; `finishAnimation(at:)` runs them synchronously.
///
/// ## Timing choices
/// - The animator starts at the media time of the `startAnimation` call
///   (`CACurrentMediaTime()`), not at the next commit.
/// - A duration ≤ 0 (or non-finite) becomes **0.2 s**, the internal default
///   UIKit is reported to use (undocumented; docs/UIKIT-FACTS.md, "Property
///   animators"); `duration` reports the effective value, 0.2.
/// - A physical spring (`UISpringTimingParameters()`,
///   `init(mass:stiffness:damping:initialVelocity:)`, `init(duration:bounce:)`)
///   replaces the duration argument by its settling duration, and `duration`
///   reports that settling duration (docs/UIKIT-FACTS.md, "Springs").
/// - `fractionComplete` is the fraction of animator *time* τ/duration
///   (1 − τ/duration when reversed). With `scrubsLinearly` (default true) a
///   paused animator shows values *linear* in `fractionComplete`
///   (value = from + (to − from)·fc, the cubic curve is set aside while
///   paused, as UIKit scrubs "linearly"); with `scrubsLinearly = false` it
///   shows the curve at that time (from + (to − from)·curve(fc)). Springs
///   always show the spring's position at that time. On resuming, the curve
///   applies again from the same time (UIKit blends the two; Segue may jump).
/// - `continueAnimation(withTimingParameters:durationFactor:)`: the remaining
///   wall time is `durationFactor × duration` (UIViewAnimating.h: "the
///   durationFactor is in terms of a unit duration defined by the originally
///   specified duration"), so `UIPercentDrivenInteractiveTransition`'s factor
///   (1 − p)/completionSpeed yields (1 − p)·duration/completionSpeed. New cubic
///   parameters replace the curve of the curve-timed animations from the
///   current time; new spring parameters replace the parameters of the
///   spring-timed ones.
///
/// ## Misuse
/// UIKit raises `NSInternalInconsistencyException` (or asserts) for illegal
/// calls: `startAnimation(afterDelay:)` with a negative delay or on a paused
/// animator, `finishAnimation(at:)` when not stopped, `stopAnimation(_:)`
/// when already stopped, `addAnimations` on a stopped animator or while
/// completions are dispatched, a negative delay factor, pause/stop/continue/
/// reverse on a non-interruptible animator, setting `isInterruptible` or
/// `isUserInteractionEnabled` on an active animator, setting
/// `pausesOnCompletion` on a non-interruptible one, setting `scrubsLinearly`
/// while paused. **UIKit raises; Segue logs the UIKit-shaped message through
/// `Log.uiKit.error` and ignores the call, leaving the state unchanged, so
/// tests can assert the diagnostic** (`lastDiagnostic`). Releasing a paused
/// or stopped animator logs UIKit's dealloc message.
///
/// ## Limitations
/// A paused or paused-on-completion animator keeps its animations attached,
/// so `MediaClock.isIdle` stays false until it is finished or stopped.
/// Only property changes made directly in a block are owned by the animator
/// (nested `UIView.animate`/keyframe blocks keep their own timing). The
/// animator's timeline is in media time; a layer whose ancestors change
/// `speed` sees the animations in its own time while the animator still ends
/// on media time.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
    // MARK: Configuration

    /// The timing the animator was created with.
    public internal(set) var timingParameters: (any UITimingCurveProvider)?
    /// The effective duration (see the type's documentation for 0 and springs).
    public internal(set) var duration: TimeInterval
    /// The delay of the last `startAnimation(afterDelay:)` (or
    /// `runningPropertyAnimator`'s delay).
    public internal(set) var delay: TimeInterval = 0

    /// Whether the animated views receive touches while animating (default
    /// true). Setting it on an active animator is refused.
    public var isUserInteractionEnabled: Bool {
        get { userInteraction }
        set {
            guard state != .active else {
                return refuse("Setting isUserInteractionEnabled on an active animator is not allowed (\(debugName))")
            }
            userInteraction = newValue
        }
    }

    /// Whether the animated views do their own hit testing against the
    /// presentation layer (default false).
    public var isManualHitTestingEnabled = false

    /// Whether the animator can be paused, stopped, continued or reversed
    /// (default true). Setting it on an active animator is refused.
    public var isInterruptible: Bool {
        get { interruptible }
        set {
            guard state != .active else {
                return refuse("Setting isInterruptible on an active animator is not allowed (\(debugName))")
            }
            interruptible = newValue
        }
    }

    /// iOS 11: whether a paused animator scrubs linearly (default true).
    /// Changing it while paused is refused.
    public var scrubsLinearly: Bool {
        get { linearScrubbing }
        set {
            guard phase != .paused else {
                return refuse("Setting scrubsLinearly on a paused animator is not allowed (\(debugName))")
            }
            linearScrubbing = newValue
        }
    }

    /// iOS 11: when true the animator pauses at its end instead of finishing
    /// (state stays `.active`, completions are not called). Refused on a
    /// non-interruptible animator.
    public var pausesOnCompletion: Bool {
        get { pauseAtEnd }
        set {
            guard interruptible else {
                return refuse("Setting pausesOnCompletion on an animator that is not interruptible is not allowed (\(debugName))")
            }
            pauseAtEnd = newValue
        }
    }

    // MARK: State

    public var state: UIViewAnimatingState {
        switch phase {
        case .inactive: return .inactive
        case .running, .paused: return .active
        case .stopped: return .stopped
        }
    }

    public var isRunning: Bool { phase == .running }

    /// Whether the animator runs towards its start. Flipping it while
    /// running keeps the current values and runs back; after a flip
    /// `fractionComplete` reads 1 − its old value. Refused on a
    /// non-interruptible animator; ignored when stopped.
    public var isReversed: Bool {
        get { reversed }
        set {
            guard newValue != reversed else { return }
            guard interruptible else {
                return refuse("An animator that is not interruptible cannot be reversed (\(debugName))")
            }
            switch phase {
            case .stopped:
                return
            case .running:
                reanchor(at: CACurrentMediaTime())
                reversed = newValue
                syncAll()
            case .paused, .inactive:
                reversed = newValue
                syncAll()
            }
        }
    }

    /// Progress in 0...1 along the current direction: 0 when inactive; the
    /// value at the stop while stopped. Setting it pauses an inactive animator
    /// that has animations first; on a running animator it jumps and keeps
    /// running; on an empty inactive or a stopped animator it is ignored.
    public var fractionComplete: CGFloat {
        get {
            switch phase {
            case .inactive: return 0
            case .stopped: return CGFloat(stoppedFraction)
            case .running, .paused:
                let f = min(max(tau(at: CACurrentMediaTime()) / duration, 0), 1)
                return CGFloat(reversed ? 1 - f : f)
            }
        }
        set {
            guard newValue.isFinite else {
                Log.uiKit.warning("UIViewPropertyAnimator.fractionComplete: ignoring non-finite value \(newValue)")
                return
            }
            let f = min(max(Double(newValue), 0), 1)
            switch phase {
            case .stopped: return
            case .inactive:
                guard !pendingBlocks.isEmpty else { return }
                activate(running: false, delay: 0)
            case .running, .paused: break
            }
            anchorTau = (reversed ? 1 - f : f) * duration
            anchorMedia = max(CACurrentMediaTime(), anchorMedia)
            syncAll()
        }
    }

    /// The message of the last refused call (UIKit would have raised).
    public internal(set) var lastDiagnostic: String?
    /// The message logged by the last release of a paused or stopped animator.
    static var lastReleaseDiagnostic: String?

    // MARK: Private state

    enum Phase { case inactive, running, paused, stopped }

    /// One animation owned by the animator.
    @MainActor struct Entry {
        weak var layer: CALayer?
        let key: String
        let keyPath: LayerKeyPath?
        let animation: CAPropertyAnimation
        /// The window start in animator time (the window ends at `duration`).
        let start: Double
        /// The timing function used while running (nil for springs).
        var curve: CAMediaTimingFunction?
        /// The value before the change (restored for `.start`).
        let origin: AnimatableValue?
        /// The model value after the change (applied for `.end`).
        let target: AnimatableValue?

        var isAttached: Bool { layer?.animation(forKey: key) === animation }
    }

    var phase = Phase.inactive
    var reversed = false
    var interruptible = true
    var userInteraction = true
    var linearScrubbing = true
    var pauseAtEnd = false
    var pendingBlocks: [(block: () -> Void, delayFactor: Double)] = []
    var completions: [(UIViewAnimatingPosition) -> Void] = []
    var entries: [Entry] = []
    var dispatchingCompletions = false
    var stoppedFraction = 0.0
    /// τ = anchorTau ± rate·(t − anchorMedia) for t ≥ anchorMedia while running.
    var anchorMedia = 0.0
    var anchorTau = 0.0
    /// Animator time per second of media time (durationFactor adjusts it).
    var rate = 1.0
    var link: CADisplayLink?
    var cubic: UICubicTimingParameters?
    var spring: UISpringTimingParameters?

    // MARK: Initialisers

    /// The designated initialiser. A duration ≤ 0 or non-finite becomes 0.2 s;
    /// a physical spring imposes its settling duration.
    public required init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        if !duration.isFinite {
            Log.uiKit.warning("UIViewPropertyAnimator: non-finite duration \(duration); using 0.2 s")
        }
        var d = duration.isFinite && duration > 0 ? duration : 0.2
        switch parameters.timingCurveType {
        case .spring:
            spring = parameters.springTimingParameters
            if spring == nil { cubic = parameters.cubicTimingParameters }
        case .composed:
            spring = parameters.springTimingParameters
            cubic = parameters.cubicTimingParameters
        case .builtin, .cubic:
            cubic = parameters.cubicTimingParameters
        }
        if let settling = spring?.settlingDuration, settling > 0 { d = settling }
        self.duration = d
        timingParameters = parameters
    }

    /// `NSObject`'s `init()`, which UIKit's animator inherits: an animator
    /// with no duration (so the 0.2 s default above) and UIKit's default
    /// timing, `.easeInOut`. Apps replace it before use; undocumented by
    /// Apple (docs/FIDELITY.md).
    public convenience override init() {
        self.init(duration: 0, timingParameters: UICubicTimingParameters(animationCurve: .easeInOut))
    }

    /// A cubic animator with one of UIKit's named curves.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// A cubic animator with custom control points.
    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration,
                  timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// A spring animator that settles within `duration` (docs/UIKIT-FACTS.md, "Springs").
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// An animator that is already running (UIKit's replacement for the
    /// legacy `UIView.animate`): curve from `options`, started after `delay`
    /// (a negative delay reads as 0), `isUserInteractionEnabled` from
    /// `.allowUserInteraction`. It is interruptible unless created inside
    /// another animation block (UIViewPropertyAnimator.h). Repeat and
    /// autoreverse options are not supported by animators and are ignored.
    @discardableResult
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                            options: UIView.AnimationOptions,
                                            animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> Self {
        let animator = self.init(duration: duration,
                                 timingParameters: UICubicTimingParameters(animationCurve: options.curve))
        animator.interruptible = UIViewAnimationContext.stack.isEmpty
        animator.userInteraction = options.contains(.allowUserInteraction)
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay.isFinite && delay > 0 ? delay : 0)
        return animator
    }

    isolated deinit {
        link?.invalidate()
        guard phase == .paused || phase == .stopped else { return }
        let message = "NSInternalInconsistencyException: It is an error to release a paused or stopped property animator. Property animators must either finish animating or be explicitly stopped and finished before they can be released."
        Self.lastReleaseDiagnostic = message
        Log.uiKit.error("\(message)")
    }

    // MARK: Adding animations and completions

    /// Adds a block whose changes animate with the animator's timing: before
    /// the animator starts, over the whole duration; while active, over the
    /// remaining (1 − fractionComplete)·duration. Refused while stopped or
    /// while completions are being dispatched.
    public func addAnimations(_ animation: @escaping () -> Void) {
        addAnimations(animation, delayFactor: 0)
    }

    /// Adds a block that starts after `delayFactor` of the remaining duration
    /// and lasts the rest: (1 − df)·duration before the start,
    /// (1 − df)·(1 − fc)·duration while active. A negative or NaN factor is
    /// refused (UIKit raises); a factor above 1 reads as 1.
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        guard delayFactor.isFinite, delayFactor >= 0 else {
            return refuse("addAnimations(_:delayFactor:): the delay factor must be between 0 and 1 (got \(delayFactor))")
        }
        guard !dispatchingCompletions else {
            return refuse("It is an error to add animations to an animator while it is executing its completions (\(debugName))")
        }
        let df = min(Double(delayFactor), 1)
        switch phase {
        case .stopped:
            refuse("It is an error to add animations to a stopped animator (\(debugName))")
        case .inactive:
            pendingBlocks.append((animation, df))
        case .running, .paused:
            run(animation, delayFactor: df, from: tau(at: CACurrentMediaTime()))
        }
    }

    /// Adds a completion, called once with the final position.
    public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    // MARK: UIViewAnimating

    /// Starts (or resumes) the animation; a no-op while running or stopped.
    public func startAnimation() {
        switch phase {
        case .inactive:
            delay = 0
            activate(running: true, delay: 0)
        case .paused:
            anchorMedia = CACurrentMediaTime()
            phase = .running
            syncAll()
            startLink()
        case .running, .stopped:
            return
        }
    }

    /// Starts an inactive animator after `delay` seconds (it is `.active` and
    /// running during the delay). Refused for a negative delay and on a
    /// paused animator; a no-op while running or stopped.
    public func startAnimation(afterDelay delay: TimeInterval) {
        guard delay.isFinite, delay >= 0 else {
            return refuse("startAnimation(afterDelay:): the delay should be >= 0 (got \(delay))")
        }
        switch phase {
        case .inactive:
            self.delay = delay
            activate(running: true, delay: delay)
        case .paused:
            refuse("startAnimation(afterDelay:): a paused animator cannot be started with a delay (\(debugName))")
        case .running, .stopped:
            return
        }
    }

    /// Pauses: an inactive animator becomes active and paused at 0; a
    /// running one freezes where it is. Refused on a non-interruptible
    /// animator; a no-op when paused or stopped.
    public func pauseAnimation() {
        guard interruptible else {
            return refuse("An animator that is not interruptible cannot be paused (\(debugName))")
        }
        switch phase {
        case .inactive:
            activate(running: false, delay: 0)
        case .running:
            let now = CACurrentMediaTime()
            anchorTau = tau(at: now)
            anchorMedia = now
            phase = .paused
            stopLink()
            syncAll()
        case .paused, .stopped:
            return
        }
    }

    /// Stops. The views keep their current presentation values (the model is
    /// set to them and the animations removed). `withoutFinishing == true`
    /// makes the animator inactive and discards its completions;
    /// `false` leaves it `.stopped` (not running, not reversed) until
    /// `finishAnimation(at:)`. Refused when already stopped or not
    /// interruptible; `stopAnimation(true)` on an inactive animator does nothing,
    /// `stopAnimation(false)` on one makes it `.stopped` and drops its
    /// not-yet-run blocks (their changes are never applied).
    public func stopAnimation(_ withoutFinishing: Bool) {
        guard interruptible else {
            return refuse("An animator that is not interruptible cannot be stopped (\(debugName))")
        }
        switch phase {
        case .stopped:
            return refuse("stopAnimation(_:): the animator is already stopped (\(debugName))")
        case .inactive:
            guard !withoutFinishing else { return }
            stoppedFraction = 0
            pendingBlocks = []
            phase = .stopped
            reversed = false
        case .running, .paused:
            stoppedFraction = Double(fractionComplete)
            freezeAtPresentation()
            stopLink()
            reversed = false
            if withoutFinishing {
                reset()
                completions = []
            } else {
                phase = .stopped
            }
        }
    }

    /// Finishes a stopped animator: `.end` sets the target values, `.start`
    /// restores the values from before the animations, `.current` keeps the
    /// values at the stop; then the completions run with `position` and the
    /// animator becomes inactive. A no-op when inactive; refused when active.
    public func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        switch phase {
        case .inactive:
            return
        case .running, .paused:
            return refuse("finishAnimation(at:) may only be called on a stopped animator (\(debugName))")
        case .stopped:
            switch finalPosition {
            case .end:
                for e in entries { setModel(e, e.target) }
            case .start:
                for e in entries.reversed() { setModel(e, e.origin) }
            case .current:
                break
            }
            let blocks = completions
            reset()
            dispatch(blocks, finalPosition)
        }
    }

    /// Resumes a paused animator with new timing (nil keeps the current one)
    /// so that it reaches its end (its start when reversed) after
    /// `durationFactor × duration` seconds. Ignored unless paused; refused on
    /// a non-interruptible animator. A negative or NaN factor reads as 1 with
    /// a warning; 0 finishes on the next tick.
    public func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?,
                                  durationFactor: CGFloat) {
        guard interruptible else {
            return refuse("An animator that is not interruptible cannot be continued (\(debugName))")
        }
        guard phase == .paused else { return }
        var factor = Double(durationFactor)
        if !(factor.isFinite && factor >= 0) {
            Log.uiKit.warning("continueAnimation(withTimingParameters:durationFactor:): invalid factor \(durationFactor); using 1")
            factor = 1
        }
        if let parameters { adopt(parameters) }
        // Apple: the remaining animations take `durationFactor × duration`.
        // A factor of 0, which real code passes to mean "as before", keeps
        // the remaining time at the animator's own pace (docs/FIDELITY.md).
        let remaining = reversed ? anchorTau : duration - anchorTau
        let wall = factor == 0 ? remaining : factor * duration
        if wall > 0 && remaining > 0 {
            rate = remaining / wall
        } else {
            rate = 1
            anchorTau = reversed ? 0 : duration
        }
        anchorMedia = CACurrentMediaTime()
        phase = .running
        syncAll()
        startLink()
    }
}
