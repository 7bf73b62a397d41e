import Foundation

extension CALayer {
    /// Adds a copy of `anim` for `key` (replacing any animation with that key).
    ///
    /// Follows Core Animation: a `beginTime` of 0 is stamped with the layer's
    /// local time when the transaction commits; a `duration` of 0 becomes the
    /// transaction's duration. An invalid animation (bad key path, keyframe
    /// counts that do not match, non-monotonic keyTimes, NaN values or
    /// timing) is logged and ignored.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        add(anim, forKey: key, copying: true)
    }

    /// `add(_:forKey:)`; with `copying` false the animation itself is added,
    /// for animations the framework has just built and does not keep. With
    /// an `index`, the animation is inserted there in the list (applied
    /// before the ones after it) instead of appended; the key must be free.
    func add(_ anim: CAAnimation, forKey key: String?, copying: Bool, at index: Int? = nil) {
        guard !isPresentationCopy else { return }
        if let problem = anim.validate() {
            Log.quartzCore.error("CALayer.add(_:forKey:): ignoring invalid animation for key \(key ?? "nil") on \(debugName): \(problem)")
            return
        }
        let copy = copying ? anim.makeCopy() : anim
        copy.isAttached = true
        let t = copy.timing
        guard t.beginTime.isFinite, t.duration.isFinite, t.speed.isFinite, t.timeOffset.isFinite,
              t.repeatDuration.isFinite, t.duration >= 0, !t.repeatCount.isNaN else {
            Log.quartzCore.error("CALayer.add(_:forKey:): ignoring animation with invalid timing (duration \(t.duration), beginTime \(t.beginTime), speed \(t.speed)) on \(debugName)")
            return
        }
        if copy.timing.duration == 0 { copy.timing.duration = CATransaction.animationDuration() }
        if let group = copy as? CAAnimationGroup {
            for child in group.animations ?? [] where child.timing.duration == 0 {
                child.timing.duration = group.timing.duration
            }
        }
        if copying { copy.pendingDelay = anim.pendingDelay }
        if copy.timing.beginTime == 0 { copy.beginTimePending = true }
        // (No `??`: its autoclosure would cost an executor check per call.)
        let storedKey: String
        if let key { storedKey = key } else { storedKey = "__unnamed.\(ObjectIdentifier(copy).hashValue)" }
        if let existing = animationIndex(forKey: storedKey) {
            let old = animationList.remove(at: existing).animation
            AnimationEngine.shared.animationRemoved(old, finished: false)
        }
        CATransaction.ensureImplicit()
        copy.joinTransactionGroups(CATransaction.stack)
        // Room for a view block's usual four (bounds, position, opacity,
        // transform) at once, rather than growing through 1, 2 and 4.
        if animationList.capacity == 0 { animationList.reserveCapacity(4) }
        if let index, index < animationList.count {
            animationList.insert((storedKey, copy), at: index)
        } else {
            animationList.append((storedKey, copy))
        }
        AnimationEngine.shared.layerGainedAnimation(self, pendingBeginTime: copy.beginTimePending)
        if let transition = copy as? CATransition { startTransitionEffect(transition) }
    }

    /// The running animation for `key` (a copy you must not mutate to effect changes).
    public func animation(forKey key: String) -> CAAnimation? {
        animationIndex(forKey: key).map { animationList[$0].animation }
    }

    /// The index in `animationList` of the animation for `key`.
    func animationIndex(forKey key: String) -> Int? {
        // A plain loop: a closure here costs an executor check per call.
        var i = 0
        while i < animationList.count {
            if animationList[i].key == key { return i }
            i += 1
        }
        return nil
    }

    /// True when an attached animation writes `key`.
    func hasAnimation(of key: LayerKeyPath) -> Bool {
        for entry in animationList where entry.animation.animates(key) { return true }
        return false
    }

    /// Keys of the attached animations, in the order they were added.
    public func animationKeys() -> [String]? {
        let keys = animationList.map(\.key).filter { !$0.hasPrefix("__unnamed.") }
        return keys.isEmpty ? nil : keys
    }

    /// Removes the animation for `key`; its delegate hears `finished: false`.
    public func removeAnimation(forKey key: String) {
        guard let i = animationIndex(forKey: key) else { return }
        let old = animationList.remove(at: i).animation
        AnimationEngine.shared.animationRemoved(old, finished: false)
    }

    /// Removes every animation; delegates hear `finished: false`.
    public func removeAllAnimations() {
        let old = animationList
        animationList = []
        for entry in old { AnimationEngine.shared.animationRemoved(entry.animation, finished: false) }
    }

    // MARK: Time

    /// Converts a time from `layer`'s time space (nil: media time) to this layer's.
    public func convertTime(_ t: CFTimeInterval, from layer: CALayer?) -> CFTimeInterval {
        let media = layer.map { $0.mediaTime(fromLocal: t) } ?? t
        return localTime(atMediaTime: media)
    }

    /// Converts a time in this layer's time space to `layer`'s (nil: media time).
    public func convertTime(_ t: CFTimeInterval, to layer: CALayer?) -> CFTimeInterval {
        let media = mediaTime(fromLocal: t)
        return layer.map { $0.localTime(atMediaTime: media) } ?? media
    }

    /// This layer's local time at a media time, composing ancestors' timing.
    func localTime(atMediaTime media: Double) -> Double {
        let parent = timingParent?.localTime(atMediaTime: media) ?? media
        return layerTiming.localTime(fromParent: parent)
    }

    func mediaTime(fromLocal local: Double) -> Double {
        var t = local
        var l: CALayer? = self
        while let current = l {
            guard let p = current.layerTiming.parentTime(fromLocal: t) else { return t }
            t = p
            l = current.timingParent
        }
        return t
    }

    // MARK: Evaluation

    /// Model values with every animation applied at a local time.
    func presentationState(atLocalTime t: Double) -> LayerState {
        var state = modelState
        applyAnimations(to: &state, atLocalTime: t)
        return state
    }

    /// Applies every attached animation, in order, at local time `t`.
    func applyAnimations(to state: inout LayerState, atLocalTime t: Double) {
        guard let list = Self.animationEntries(of: .passUnretained(self)) else { return }
        Self.applyAnimations(list, to: &state, atLocalTime: t)
    }

    /// Applies the animations of `list` (a layer's `animationEntries`), in
    /// order, at local time `t`. Animations are read unretained: the list is
    /// not changed while applying and holds them.
    ///
    /// `prefetched`: the animations were already hinted (a failed
    /// `applyPlannedAnimations` did it).
    static func applyAnimations(_ list: UnsafeBufferPointer<AnimationEntry>, to state: inout LayerState,
                                atLocalTime t: Double, prefetched: Bool = false) {
        let anyPending = prefetched ? hasPendingBeginTime(list) : prefetchForApplying(list)
        if !anyPending {
            for i in list.indices {
                let anim = animationRef(in: list, at: i)
                // A planned basic animation is evaluated here from its fields;
                // a call on the object would retain and release it.
                if CABasicAnimation.applyPlan(of: anim, to: &state, atLayerTime: t) == .notPlanned {
                    unowned(unsafe) let other = anim.takeUnretainedValue()
                    other.apply(to: &state, atLayerTime: t)
                }
            }
            return
        }
        for i in list.indices {
            unowned(unsafe) let anim = list[i].animation
            apply(anim, to: &state, atLocalTime: t)
        }
    }

    /// Applies the animations of `list` at local time `t` when every one of
    /// them is a planned basic animation that writes its value now; returns
    /// false as soon as one is not (`state` is then partly written).
    ///
    /// Such a value depends on nothing beneath it, so `state` may hold the
    /// presentation values of the last tick: capture refreshes a layer's
    /// node this way while the layer's model and animation list are
    /// unchanged, without copying the model again.
    static func applyPlannedAnimations(_ list: UnsafeBufferPointer<AnimationEntry>, to state: inout LayerState,
                                       atLocalTime t: Double) -> Bool {
        if prefetchForApplying(list) { return false }
        // Settled before any is evaluated: a layer with one animation of
        // another kind (a view block's, towards the model) costs no work.
        for i in list.indices {
            unowned(unsafe) let anim = list[i].animation
            guard anim.progressIsEasedFraction, anim.basicPlan.writesValueIndependentOfBeneath else { return false }
        }
        for i in list.indices {
            let anim = animationRef(in: list, at: i)
            guard CABasicAnimation.applyPlan(of: anim, to: &state, atLayerTime: t) == .wrote else { return false }
        }
        return true
    }

    /// Starts loading every animation of `list`, and the objects their plans
    /// read, before any is read: with many layers the objects are cold, and
    /// their loads then overlap instead of each waiting behind the previous
    /// animation. Returns true when a begin time is still to be stamped.
    @inline(__always)
    private static func prefetchForApplying(_ list: UnsafeBufferPointer<AnimationEntry>) -> Bool {
        prefetchAnimations(in: list)
        for i in list.indices {
            unowned(unsafe) let anim = list[i].animation
            if let object = anim.basicPlan.referencedObject {
                Prefetch.lines(at: object.address, bytes: object.bytes)
            }
        }
        return hasPendingBeginTime(list)
    }

    /// True when an animation of `list` still has its begin time to be stamped.
    @inline(__always)
    private static func hasPendingBeginTime(_ list: UnsafeBufferPointer<AnimationEntry>) -> Bool {
        for i in list.indices {
            unowned(unsafe) let anim = list[i].animation
            if anim.beginTimePending { return true }
        }
        return false
    }

    typealias AnimationEntry = (key: String, animation: CAAnimation)

    /// The layer's `animationList`, read through `animationStorage`: no
    /// retain of the array or the layer. Valid until the list next changes;
    /// nil when it is empty.
    @inline(__always)
    static func animationEntries(of layer: Unmanaged<CALayer>) -> UnsafeBufferPointer<AnimationEntry>? {
        unowned(unsafe) let layer = layer.takeUnretainedValue()
        guard let storage = layer.animationStorage else { return nil }
        return UnsafeBufferPointer(start: storage.assumingMemoryBound(to: AnimationEntry.self), count: layer.animationList.count)
    }

    /// The animation of entry `i`, read as a raw word: no retain (the list
    /// holds it) and no load of the object itself.
    @inline(__always)
    private static func animationRef(in list: UnsafeBufferPointer<AnimationEntry>, at i: Int) -> Unmanaged<CAAnimation> {
        let offset = i * MemoryLayout<AnimationEntry>.stride + MemoryLayout<AnimationEntry>.offset(of: \AnimationEntry.animation)!
        return Unmanaged.fromOpaque(UnsafeRawPointer(list.baseAddress!).load(fromByteOffset: offset, as: UnsafeRawPointer.self))
    }

    /// Starts loading the animations of `list`. The object addresses are
    /// read as raw words: taking a reference would retain each object, and
    /// that write would wait for the very load being started.
    @inline(__always)
    private static func prefetchAnimations(in list: UnsafeBufferPointer<AnimationEntry>) {
        for i in list.indices {
            Prefetch.lines(at: UnsafeRawPointer(animationRef(in: list, at: i).toOpaque()), bytes: CAAnimation.perTickBytes)
        }
    }

    /// Starts loading `layer`'s attached animations (capture runs this a
    /// few siblings ahead of applying them).
    @inline(__always)
    static func prefetchAnimations(of layer: Unmanaged<CALayer>) {
        if let list = animationEntries(of: layer) { prefetchAnimations(in: list) }
    }

    /// Starts loading `layer`'s animation list (capture runs this a few
    /// siblings ahead of `prefetchAnimations`).
    @inline(__always)
    static func prefetchAnimationList(of layer: Unmanaged<CALayer>) {
        unowned(unsafe) let layer = layer.takeUnretainedValue()
        guard let storage = layer.animationStorage else { return }
        Prefetch.lines(at: storage, bytes: layer.animationList.count * MemoryLayout<AnimationEntry>.stride)
    }

    /// Applies one animation; one not yet committed begins now (at `t`).
    private static func apply(_ anim: CAAnimation, to state: inout LayerState, atLocalTime t: Double) {
        guard anim.beginTimePending else { return anim.apply(to: &state, atLayerTime: t) }
        let saved = anim.timing.beginTime
        // The begin time is set only for this evaluation and then put back:
        // nothing moves, so the engine's timing generation is restored too
        // (each write bumps it, and a bump makes the next tick re-check
        // every animating layer).
        let generation = AnimationEngine.timingGeneration
        anim.timing.beginTime = t + anim.pendingDelay
        anim.apply(to: &state, atLayerTime: t)
        anim.timing.beginTime = saved
        AnimationEngine.timingGeneration = generation
    }

    func presentationState(atMediaTime media: Double) -> LayerState {
        animationList.isEmpty ? modelState : presentationState(atLocalTime: localTime(atMediaTime: media))
    }

    /// The presentation value of one key computed from a given model state.
    func presentationValue(_ key: LayerKeyPath, model base: LayerState) -> AnimatableValue {
        guard !animationList.isEmpty else { return base.value(for: key) }
        var state = base
        let t = localTime(atMediaTime: CACurrentMediaTime())
        for entry in animationList where entry.animation.animates(key) {
            Self.apply(entry.animation, to: &state, atLocalTime: t)
        }
        return state.value(for: key)
    }

    /// Stamps pending begin times with the current local time (commit).
    func stampPendingBeginTimes(now media: Double) {
        let local = localTime(atMediaTime: media)
        for entry in animationList where entry.animation.beginTimePending {
            entry.animation.timing.beginTime = local + entry.animation.pendingDelay
            entry.animation.beginTimePending = false
        }
    }
}
