import Foundation

/// The abstract base of Core Animation animations (`CAAnimation`).
///
/// An animation is added to a layer with `CALayer.add(_:forKey:)`, which
/// stores a *copy*; later changes to the original do not affect the running
/// animation. A `beginTime` of 0 means "when the transaction commits": the
/// engine stamps it with the layer's local time at commit, which is what makes
/// `speed = 0` + `timeOffset` scrubbing work. A `duration` of 0 becomes the
/// transaction's animation duration (0.25 s by default).
///
/// State read on every tick is `@exclusivity(unchecked)`: it is main-actor
/// state and no access to it spans a call that could re-enter it (see
/// docs/ARCHITECTURE.md, "Performance notes").
open class CAAnimation: NSObject, NSCopying, CAMediaTiming, CAAction {
    @exclusivity(unchecked) var timing = MediaTimingValues() {
        // A running animation's new timing moves its start or stop.
        didSet { if isAttached { AnimationEngine.timingGeneration &+= 1 } }
    }

    public var beginTime: CFTimeInterval { get { timing.beginTime } set { timing.beginTime = newValue } }
    public var duration: CFTimeInterval { get { timing.duration } set { timing.duration = newValue } }
    public var speed: Float { get { Float(timing.speed) } set { timing.speed = Double(newValue) } }
    public var timeOffset: CFTimeInterval { get { timing.timeOffset } set { timing.timeOffset = newValue } }
    public var repeatCount: Float { get { Float(timing.repeatCount) } set { timing.repeatCount = Double(newValue) } }
    public var repeatDuration: CFTimeInterval { get { timing.repeatDuration } set { timing.repeatDuration = newValue } }
    public var autoreverses: Bool { get { timing.autoreverses } set { timing.autoreverses = newValue } }
    public var fillMode: CAMediaTimingFillMode { get { timing.fillMode } set { timing.fillMode = newValue } }

    // The fields a tick reads come first, together, in the object's first
    // two cache lines (see `perTickBytes`): timing above (51 bytes), then
    // the runtime flags, the curve and the plan.

    /// Runtime state of an added copy.
    @exclusivity(unchecked) var didStart = false
    @exclusivity(unchecked) var didStop = false
    /// True while the engine must stamp `beginTime` at the next commit.
    @exclusivity(unchecked) var beginTimePending = false
    /// When true (default) the animation is removed from its layer when it finishes.
    @exclusivity(unchecked) public var isRemovedOnCompletion = true
    /// True when the value's progress is the eased fraction itself (all but
    /// springs): a basic animation's plan can then be applied from fields.
    @exclusivity(unchecked) var progressIsEasedFraction = true
    /// `timingFunction`'s curve (nil: linear), unretained: the function
    /// holds it, and this animation holds the function.
    @exclusivity(unchecked) private(set) var curve: Unmanaged<TimingCurve>?
    /// A basic animation's plan (`CABasicAnimation`); `.unknown` otherwise.
    @exclusivity(unchecked) var basicPlan: BasicAnimationPlan = .unknown

    /// The pacing of each iteration; nil means linear.
    @exclusivity(unchecked) public var timingFunction: CAMediaTimingFunction? {
        didSet {
            // (No `map`: its closure would check the executor on each call.)
            if let timingFunction { curve = .passUnretained(timingFunction.timingCurve) } else { curve = nil }
        }
    }
    /// Start/stop receiver. Held strongly, as Core Animation does.
    @exclusivity(unchecked) public var delegate: (any CAAnimationDelegate)?
    /// Completion groups of the `CATransaction`s the animation was added
    /// in: the outermost inline (almost always the only one), any nested
    /// ones after it (no array is allocated for the common case).
    @exclusivity(unchecked) var transactionGroup: TransactionCompletionGroup?
    @exclusivity(unchecked) var nestedTransactionGroups: [TransactionCompletionGroup] = []

    /// True for the copy a layer holds (`CALayer.add(_:forKey:)`): only
    /// such a copy can move a scheduled start or stop when its timing
    /// changes. An animation a user is still configuring, on any thread,
    /// touches no engine state.
    @exclusivity(unchecked) var isAttached = false

    /// Holds the completion group of every open transaction.
    @MainActor
    func joinTransactionGroups(_ frames: [CATransaction.Frame]) {
        for frame in frames {
            frame.group.retain()
            if transactionGroup == nil { transactionGroup = frame.group } else { nestedTransactionGroups.append(frame.group) }
        }
    }

    /// Lets go of the groups (the animation stopped).
    @MainActor
    func leaveTransactionGroups() {
        guard let first = transactionGroup else { return }
        let nested = nestedTransactionGroups
        transactionGroup = nil
        nestedTransactionGroups = []
        first.release()
        for group in nested { group.release() }
    }
    /// Set by UIKit view animations without `.allowUserInteraction`: while it
    /// runs, the animated view does not receive touches.
    @exclusivity(unchecked) var blocksUserInteraction = false
    /// Delay added to the layer-local time when the begin time is stamped.
    @exclusivity(unchecked) var pendingDelay: Double = 0

    public override init() {}

    /// How many leading bytes of an added animation a tick reads (the
    /// object header, timing, flags, curve and a basic animation's plan):
    /// what the engine prefetches.
    static let perTickBytes = 120

    /// A new animation of the same class with the same settings
    /// (`NSCopying`; `copy()` calls it).
    open func copy(with zone: NSZone? = nil) -> Any { makeCopy() }

    func makeCopy() -> CAAnimation {
        let c = CAAnimation()
        copySettings(to: c)
        return c
    }

    func copySettings(to c: CAAnimation) {
        c.timing = timing
        c.timingFunction = timingFunction
        c.delegate = delegate
        c.isRemovedOnCompletion = isRemovedOnCompletion
        c.blocksUserInteraction = blocksUserInteraction
        ArbitraryKeyValues.copy(from: self, to: c)
    }

    // MARK: CAAction

    /// Adds the animation to the layer `anObject` for `event`. Layers run
    /// actions on the main thread; elsewhere this reports the misuse.
    open func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let target = anObject as? CALayer,
              MainThreadChecker.check("-[CAAnimation runActionForKey:object:arguments:]") else { return }
        // On the main thread (just checked), where the layer and this action live.
        nonisolated(unsafe) let animation = self
        MainActor.assumeIsolated { target.add(animation, forKey: event) }
    }

    // MARK: Evaluation (internal)

    /// The key paths this animation writes (for `animationKeys` bookkeeping and validation).
    var animatedKeyPaths: [LayerKeyPath] { [] }

    /// `animatedKeyPaths.contains(key)`, without building the array where possible.
    func animates(_ key: LayerKeyPath) -> Bool { animatedKeyPaths.contains(key) }

    /// False when the animation's configuration is invalid; the layer ignores it.
    func validate() -> String? { nil }

    /// The phase at a layer-local time.
    func phase(atLayerTime t: Double) -> MediaTimingValues.Phase {
        timing.phase(atLocal: timing.localTime(fromParent: t))
    }

    /// The time (in layer-local time) at which the active interval ends.
    var endTimeInLayer: Double? {
        let active = timing.activeDuration
        guard active.isFinite, let end = timing.parentTime(fromLocal: active) else { return nil }
        return end
    }

    /// Applies the animation's value at layer-local time `t` onto `state`.
    func apply(to state: inout LayerState, atLayerTime t: Double) {}

    /// The eased progress for a phase, or nil when nothing is shown.
    func easedFraction(_ phase: MediaTimingValues.Phase) -> Double? {
        Self.easedFraction(phase, timing: timing, curve: curve)
    }

    /// The eased progress for a phase of an animation with `timing` and
    /// `curve` (nil: linear), or nil when nothing is shown (outside the
    /// active interval without a fill mode that holds it).
    @inline(__always)
    static func easedFraction(_ phase: MediaTimingValues.Phase, timing: MediaTimingValues, curve: Unmanaged<TimingCurve>?) -> Double? {
        switch phase {
        case .before: return timing.fillsBackwards ? ease(0, curve) : nil
        case .active(let f): return ease(f, curve)
        case .after(let f): return timing.fillsForwards ? ease(f, curve) : nil
        }
    }

    func ease(_ f: Double) -> Double { Self.ease(f, curve) }

    @inline(__always)
    private static func ease(_ f: Double, _ curve: Unmanaged<TimingCurve>?) -> Double {
        guard let curve else { return f }
        return EaseMemo.solve(TimingCurve.bezier(of: curve), f)
    }
}

/// A one-entry memo of `UnitBezier.solve`. Animations of one layer (and of
/// layers animated together) usually share a curve and a fraction within a
/// tick; a curve is a value and equal curves give identical results, so a
/// hit returns exactly what solving would.
///
/// Animations are evaluated only by the engine, on the main thread.
enum EaseMemo {
    nonisolated(unsafe) private static var last: (curve: UnitBezier, x: Double, y: Double)?

    static func solve(_ curve: UnitBezier, _ x: Double) -> Double {
        if let last, last.x == x, last.curve == curve { return last.y }
        let y = curve.solve(x)
        last = (curve, x, y)
        return y
    }
}
