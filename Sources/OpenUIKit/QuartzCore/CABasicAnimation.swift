import Foundation

/// A single-keyframe property animation (`CABasicAnimation`).
///
/// Values are resolved as Core Animation documents: from+to, from+by, by+to,
/// from alone (towards the current value), to alone (from the current value),
/// by alone (current → current+by). "Current" is the layer's value beneath
/// this animation (the model value with earlier animations applied).
///
/// State read on every tick is `@exclusivity(unchecked)`: it is main-actor
/// state and no access to it spans a call that could re-enter it (see
/// docs/ARCHITECTURE.md, "Performance notes").
open class CABasicAnimation: CAPropertyAnimation {
    /// Keeps the object a plan reads alive (a `.transform` or `.bounds` pair).
    @exclusivity(unchecked) private var planObject: AnyObject?

    /// The pair last built. Animations created together often share their
    /// endpoints (one block turning many views the same way); a pair is
    /// immutable, so they share it too: one decomposition, and one copy in
    /// the cache while they run.
    /// Read and written only while the engine evaluates, on the main thread.
    nonisolated(unsafe) private static var lastPair: TransformInterpolation.PairCache?

    /// The decompositions of (`a`, `b`), shared with the last animation
    /// that had bit-for-bit the same endpoints.
    private static func pair(_ a: CATransform3D, _ b: CATransform3D) -> TransformInterpolation.PairCache {
        if let last = lastPair, last.matches(a, b) { return last }
        let pair = TransformInterpolation.PairCache(a, b)
        lastPair = pair
        return pair
    }

    public var fromValue: Any? {
        get { fromValueIsDerived ? from?.anyValue : given?.from }
        set { givenValues().from = newValue; fromValueIsDerived = false; from = AnimatableValue(newValue) }
    }
    public var toValue: Any? {
        get { toValueIsDerived ? to?.anyValue : given?.to }
        set { givenValues().to = newValue; toValueIsDerived = false; to = AnimatableValue(newValue) }
    }
    public var byValue: Any? {
        get { given?.by }
        set { givenValues().by = newValue; by = AnimatableValue(newValue) }
    }

    /// The values as given, for the getters; `from`/`to`/`by` hold their
    /// conversions. A box, allocated only once a value is given through the
    /// public setters: the animations view blocks build never need one.
    final class GivenValues {
        var from: Any?, to: Any?, by: Any?
        init(from: Any? = nil, to: Any? = nil, by: Any? = nil) { self.from = from; self.to = to; self.by = by }
    }
    @exclusivity(unchecked) private var given: GivenValues?
    /// True when `fromValue` reads as `from.anyValue` (set by `setFromValue`).
    @exclusivity(unchecked) private var fromValueIsDerived = false
    /// True when `toValue` reads as `to.anyValue` (set by `setToValue`).
    @exclusivity(unchecked) private var toValueIsDerived = false

    /// `given`, created (or, when a copy shares it, copied) for writing.
    private func givenValues() -> GivenValues {
        if isKnownUniquelyReferenced(&given) { return given! }
        let values = GivenValues(from: given?.from, to: given?.to, by: given?.by)
        given = values
        return values
    }

    @exclusivity(unchecked) var from: AnimatableValue? { didSet { basicPlan = .unknown } }
    @exclusivity(unchecked) var to: AnimatableValue? { didSet { basicPlan = .unknown } }
    @exclusivity(unchecked) var by: AnimatableValue? { didSet { basicPlan = .unknown } }

    override func settingsDidChange() { basicPlan = .unknown }

    /// The plan for the current values; `beneath` is the state the
    /// animation is applied onto (a from-only transform is decomposed
    /// towards its transform).
    private func makePlan(beneath: LayerState) -> BasicAnimationPlan {
        guard let key = parsedKeyPath else { return .inert }
        // Cumulative animations combine with values the plan does not hold.
        if isCumulative { return .general }
        if isAdditive { return makeAdditivePlan(key) }
        switch (key, from, to) {
        case (.opacity, .scalar(let x)?, .scalar(let y)?): return .opacity(x, y)
        case (.position, .point(let p)?, .point(let q)?): return .position(p, q)
        case (.bounds, .rect(let p)?, .rect(let q)?):
            let pair = RectPair(p, q)
            planObject = pair
            return .bounds(.passUnretained(pair))
        case (.transform, .transform(let p)?, .transform(let q)?):
            let pair = Self.pair(p, q)
            planObject = pair
            return .transform(.passUnretained(pair))
        case (.opacity, .scalar(let x)?, nil) where by == nil: return .opacityFrom(x)
        case (.position, .point(let p)?, nil) where by == nil: return .positionFrom(p)
        case (.bounds, .rect(let p)?, nil) where by == nil: return .boundsFrom(p)
        case (.transform, .transform(let p)?, nil) where by == nil:
            let pair = Self.pair(p, beneath.transform)
            planObject = pair
            return .transformFrom(.passUnretained(pair))
        default: return .general
        }
    }

    /// The plan of an additive animation: from/to values added to the
    /// value beneath.
    private func makeAdditivePlan(_ key: LayerKeyPath) -> BasicAnimationPlan {
        switch (key, from, to) {
        case (.position, .point(let p)?, .point(let q)?): return .additivePosition(p, q)
        case (.bounds, .rect(let p)?, .rect(.zero)?): return .additiveBoundsDelta(p)
        case (.bounds, .rect(let p)?, .rect(let q)?):
            let pair = RectPair(p, q)
            planObject = pair
            return .additiveBounds(.passUnretained(pair))
        case (.transform, .transform(let p)?, .transform(let q)?):
            let pair = Self.pair(p, q)
            planObject = pair
            return .additiveTransform(.passUnretained(pair))
        default: return .general
        }
    }

    public override init() { super.init() }

    override func makeCopy() -> CAAnimation {
        let c = CABasicAnimation()
        copySettings(to: c)
        return c
    }

    override func copySettings(to c: CAAnimation) {
        super.copySettings(to: c)
        guard let c = c as? CABasicAnimation else { return }
        // The box is shared until either side writes (`givenValues`).
        c.given = given; c.fromValueIsDerived = fromValueIsDerived; c.toValueIsDerived = toValueIsDerived
        c.from = from; c.to = to; c.by = by
        // Plans are immutable (a transform pair is shared, never mutated).
        c.basicPlan = basicPlan
        c.planObject = planObject
    }

    /// Sets `fromValue` to `value.anyValue` without converting it back
    /// (the round trip is exact except for colours, which `CGColor` clamps).
    func setFromValue(_ value: AnimatableValue) {
        if case .color = value {
            fromValue = value.anyValue
        } else {
            // `fromValue` then reads `value.anyValue`, boxed only when asked for.
            if given?.from != nil { givenValues().from = nil }
            fromValueIsDerived = true; from = value
        }
    }

    /// Sets `toValue` to `value.anyValue`, as `setFromValue` does (framework
    /// use: never a colour).
    func setToValue(_ value: AnimatableValue) {
        if given?.to != nil { givenValues().to = nil }
        toValueIsDerived = true; to = value
    }

    /// The (from, to) pair given the current value beneath the animation.
    func endpoints(current: AnimatableValue) -> (AnimatableValue, AnimatableValue) {
        switch (from, to, by) {
        case let (f?, t?, _): return (f, t)
        case let (f?, nil, b?): return (f, .add(f, b))
        case let (nil, t?, b?): return (.subtract(t, b), t)
        case let (f?, nil, nil): return (f, current)
        case let (nil, t?, nil): return (current, t)
        case let (nil, nil, b?): return (current, .add(current, b))
        default: return (current, current)
        }
    }

    /// Progress along from → to (springs override this).
    func progress(_ eased: Double, phase: MediaTimingValues.Phase) -> Double { eased }

    override func apply(to state: inout LayerState, atLayerTime t: Double) {
        if case .unknown = basicPlan {
            basicPlan = makePlan(beneath: state)
        } else if case .transformFrom(let pair) = basicPlan,
                  !TransformInterpolation.PairCache.ends(pair, at: state.transform) {
            basicPlan = makePlan(beneath: state)
        }
        if case .inert = basicPlan { return }
        let phase = self.phase(atLayerTime: t)
        guard let eased = easedFraction(phase) else { return }
        let progress = self.progress(eased, phase: phase)
        if Self.write(basicPlan, progress: progress, to: &state) != .notPlanned { return }
        guard let key = parsedKeyPath else { return }
        let a: AnimatableValue, b: AnimatableValue
        if let f = from, let to {
            // from + to: the value beneath the animation is not needed.
            a = f; b = to
        } else {
            let current = isAdditive ? AnimatableValue.zero(like: state.value(for: key)) : state.value(for: key)
            (a, b) = endpoints(current: current)
        }
        var value = key.isDiscrete ? (progress < 1 ? a : b) : interpolate(a, b, progress)
        if isCumulative {
            let n = iteration(atLayerTime: t)
            if n > 0 { value = .add(value, AnimatableValue.subtract(b, a).scaled(n)) }
        }
        write(value, to: &state)
    }

    /// What `applyPlan` did.
    enum PlanOutcome {
        /// The plan's value was written; it depends on nothing beneath.
        case wrote
        /// The plan's value was written, interpolated towards the value
        /// beneath (what `state` held).
        case wroteTowardsBeneath
        /// Applied, but nothing is shown now (outside the active interval
        /// without a fill that holds it) or the value was not finite.
        case notWritten
        /// Not a planned animation: `apply(to:atLayerTime:)` must run.
        case notPlanned
    }

    /// Applies `anim` from its fields when it is a basic animation (not a
    /// spring) with a from/to plan and a stamped begin time; `.notPlanned`,
    /// writing nothing, when `apply(to:atLayerTime:)` must run instead.
    ///
    /// The animation is read unretained (its layer's list holds it): a call
    /// on the object would retain and release it, two atomic writes per
    /// animation per tick. The arithmetic is that of `apply`.
    @inline(__always)
    static func applyPlan(of ref: Unmanaged<CAAnimation>, to state: inout LayerState, atLayerTime t: Double) -> PlanOutcome {
        unowned(unsafe) let anim = ref.takeUnretainedValue()
        guard anim.progressIsEasedFraction, !anim.beginTimePending else { return .notPlanned }
        let plan = anim.basicPlan
        switch plan {
        case .unknown, .inert, .general: return .notPlanned
        case .opacity, .position, .bounds, .transform, .opacityFrom, .positionFrom, .boundsFrom, .transformFrom,
             .additivePosition, .additiveBounds, .additiveBoundsDelta, .additiveTransform: break
        }
        let timing = anim.timing
        let phase = timing.phase(atLocal: timing.localTime(fromParent: t))
        guard let eased = CAAnimation.easedFraction(phase, timing: timing, curve: anim.curve) else { return .notWritten }
        return write(plan, progress: eased, to: &state)
    }

    /// Writes a plan's value at `progress`; `.notPlanned` for the plans that
    /// need the general path (`.unknown`, `.inert`, `.general`, and a
    /// `.transformFrom` whose value beneath has changed). A non-finite value
    /// is not written (the layer keeps what it has). The arithmetic is that
    /// of `endpoints` and `AnimatableValue.interpolate`.
    @inline(__always)
    private static func write(_ plan: BasicAnimationPlan, progress: Double, to state: inout LayerState) -> PlanOutcome {
        let f = CGFloat(progress)
        switch plan {
        case .opacity(let x, let y):
            return setOpacity(x + (y - x) * progress, in: &state, .wrote)
        case .opacityFrom(let x):
            let y = Double(state.opacity)
            return setOpacity(x + (y - x) * progress, in: &state, .wroteTowardsBeneath)
        case .position(let p, let q):
            return setPosition(AnimatableValue.lerp(p, q, f), in: &state, .wrote)
        case .positionFrom(let p):
            return setPosition(AnimatableValue.lerp(p, state.position, f), in: &state, .wroteTowardsBeneath)
        case .bounds(let pair):
            let (p, q) = RectPair.endpoints(of: pair)
            return setBounds(AnimatableValue.lerp(p, q, f), in: &state, .wrote)
        case .boundsFrom(let p):
            return setBounds(AnimatableValue.lerp(p, state.bounds, f), in: &state, .wroteTowardsBeneath)
        case .transform(let pair):
            return setTransform(TransformInterpolation.interpolate(pair, f), in: &state, .wrote)
        case .transformFrom(let pair):
            guard TransformInterpolation.PairCache.ends(pair, at: state.transform) else { return .notPlanned }
            return setTransform(TransformInterpolation.interpolate(pair, f), in: &state, .wroteTowardsBeneath)
        case .additivePosition(let p, let q):
            let d = AnimatableValue.lerp(p, q, f)
            guard d.isFinitePoint else { return .notWritten }
            return setPosition(CGPoint(x: state.position.x + d.x, y: state.position.y + d.y), in: &state, .wroteTowardsBeneath)
        case .additiveBounds(let pair):
            let (p, q) = RectPair.endpoints(of: pair)
            return addBounds(AnimatableValue.lerp(p, q, f), in: &state)
        case .additiveBoundsDelta(let p):
            return addBounds(AnimatableValue.lerp(p, .zero, f), in: &state)
        case .additiveTransform(let pair):
            let d = TransformInterpolation.interpolate(pair, f)
            guard d.isFinite else { return .notWritten }
            return setTransform(CATransform3DConcat(state.transform, d), in: &state, .wroteTowardsBeneath)
        case .unknown, .inert, .general:
            return .notPlanned
        }
    }

    @inline(__always)
    private static func setOpacity(_ v: Double, in state: inout LayerState, _ outcome: PlanOutcome) -> PlanOutcome {
        guard v.isFinite else { return .notWritten }
        state.opacity = Float(v)
        return outcome
    }

    @inline(__always)
    private static func setPosition(_ v: CGPoint, in state: inout LayerState, _ outcome: PlanOutcome) -> PlanOutcome {
        guard v.isFinitePoint else { return .notWritten }
        state.position = v
        return outcome
    }

    @inline(__always)
    private static func setBounds(_ v: CGRect, in state: inout LayerState, _ outcome: PlanOutcome) -> PlanOutcome {
        guard v.isFiniteRect else { return .notWritten }
        state.bounds = v
        return outcome
    }

    /// Adds an additive bounds value `d` to the bounds beneath.
    @inline(__always)
    private static func addBounds(_ d: CGRect, in state: inout LayerState) -> PlanOutcome {
        guard d.isFiniteRect else { return .notWritten }
        let b = state.bounds
        return setBounds(CGRect(x: b.origin.x + d.origin.x, y: b.origin.y + d.origin.y,
                                width: b.size.width + d.size.width, height: b.size.height + d.size.height),
                         in: &state, .wroteTowardsBeneath)
    }

    @inline(__always)
    private static func setTransform(_ v: CATransform3D, in state: inout LayerState, _ outcome: PlanOutcome) -> PlanOutcome {
        guard v.isFinite else { return .notWritten }
        state.transform = v
        return outcome
    }

    /// Decompositions of the last transform endpoints interpolated.
    @exclusivity(unchecked) var transformCache: TransformInterpolation.PairCache?

    /// `AnimatableValue.interpolate`, with transform decompositions cached
    /// per animation (refreshed whenever the endpoints change).
    func interpolate(_ a: AnimatableValue, _ b: AnimatableValue, _ t: Double) -> AnimatableValue {
        if case let .transform(p) = a, case let .transform(q) = b {
            return .transform(TransformInterpolation.interpolate(p, q, CGFloat(t), cache: &transformCache))
        }
        return AnimatableValue.interpolate(a, b, t)
    }
}

extension AnimatableValue {
    /// The additive identity of the same kind as `v`.
    static func zero(like v: AnimatableValue) -> AnimatableValue {
        switch v {
        case .scalar: return .scalar(0)
        case .point: return .point(.zero)
        case .size: return .size(.zero)
        case .rect: return .rect(.zero)
        case .transform: return .transform(CATransform3DIdentity)
        case .color: return .color(r: 0, g: 0, b: 0, a: 0)
        case .path: return .path(CGMutablePath())
        case .list(let l): return .list(l.map { zero(like: $0) })
        }
    }
}
