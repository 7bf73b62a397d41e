import Foundation

/// The engine behind `MediaClock` ticks: which layers are animating, which
/// start/stop callbacks are due, deferred run-loop work, layout requests and
/// the committed snapshots of root layers (windows).
///
/// State read on every tick is `@exclusivity(unchecked)`: it is main-actor
/// state and no access to it spans a call that could re-enter it (see
/// docs/ARCHITECTURE.md, "Performance notes").
@MainActor
final class AnimationEngine {
    static let shared = AnimationEngine()

    private final class WeakLayer {
        weak var layer: CALayer?
        init(_ layer: CALayer) { self.layer = layer }
    }

    /// A layer with animations, and when it next needs looking at.
    ///
    /// The engine holds the layer unretained: an animating layer is not kept
    /// alive by its animations (a layer that goes away takes them with it),
    /// and a weak reference would cost a side-table load every tick. The
    /// layer's deinit clears its entry (`layerDeallocated`).
    struct AnimatingEntry {
        var layer: Unmanaged<CALayer>?
        /// The media time before which none of the layer's animations can
        /// start or stop, valid while `generation` is current.
        var nextCheck: Double
        var generation: UInt
    }

    /// Layers with animations; a layer is listed once, at `animatingSlot`.
    @exclusivity(unchecked) private var animating: [AnimatingEntry] = []
    /// Bumped whenever a change may move any animation's start or stop in
    /// media time: layer timing, animation timing, the layer tree.
    /// Written by attached animations and layers, which the engine reads
    /// on the main thread only.
    nonisolated(unsafe) static var timingGeneration: UInt = 0
    /// Layers with animations whose begin time is stamped at the next commit
    /// (each once: `isPendingStamp`).
    @exclusivity(unchecked) private var pendingStamp: [CALayer] = []
    @exclusivity(unchecked) private var stopEvents: [(CAAnimation, Bool)] = []
    @exclusivity(unchecked) private var startEvents: [CAAnimation] = []
    @exclusivity(unchecked) private var callbacks: [@MainActor () -> Void] = []
    @exclusivity(unchecked) private var deferred: [@MainActor () -> Void] = []
    /// Virtual-time timers: (fire time, identity, what it is for, block).
    /// They never keep the engine busy.
    @exclusivity(unchecked) private var timers: [(time: Double, id: Int, label: String?, block: @MainActor () -> Void)] = []
    /// The earliest fire time in `timers` (infinity when there is none): a
    /// tick before it does not look at the timers.
    @exclusivity(unchecked) private var nextTimerTime = Double.infinity
    @exclusivity(unchecked) private var lastTimerID = 0
    @exclusivity(unchecked) var displayLinks: [CADisplayLink] = []
    private var roots: [WeakLayer] = []
    @exclusivity(unchecked) private var committed: [ObjectIdentifier: RenderTree] = [:]
    @exclusivity(unchecked) private var layoutPending = false
    /// Hooks run during the layout phase (UIKit lays out windows here).
    @exclusivity(unchecked) var layoutHandlers: [@MainActor () -> Void] = []
    /// Number of ticks run since the clock was installed.
    @exclusivity(unchecked) private(set) var tickCount = 0
    /// Observers told after each commit (test harness timelines).
    @exclusivity(unchecked) private var commitObservers: [(token: Int, block: @MainActor (Double) -> Void)] = []
    private var nextObserverToken = 1

    func addCommitObserver(_ block: @escaping @MainActor (Double) -> Void) -> Int {
        nextObserverToken += 1
        commitObservers.append((nextObserverToken, block))
        return nextObserverToken
    }

    func removeCommitObserver(_ token: Int) { commitObservers.removeAll { $0.token == token } }

    func reset() {
        // The run-loop turn ends: recognizers waiting for it reset first
        // (what they schedule is discarded below with the rest).
        UIGestureRecognizer.runScheduledResets()
        for entry in animating { entry.layer?.takeUnretainedValue().isListedAnimating = false }
        for layer in pendingStamp { layer.isPendingStamp = false }
        animating = []; pendingStamp = []
        stopEvents = []; startEvents = []; callbacks = []; deferred = []; timers = []; nextTimerTime = .infinity
        displayLinks = []; roots = []; committed = [:]; layoutPending = false
        layoutHandlers = []; commitObservers = []; tickCount = 0
        capturesSnapshots = true
        CATransaction.stack = []
        // Live layers stay marked for the next display pass; boxes of layers
        // that went away are dropped (see `displayRequested`).
        displayPending.removeAll { $0.layer == nil }
    }

    var isIdle: Bool {
        // Plain loops: asked every tick by "run until idle", and a closure
        // formed here would check its executor on each call.
        guard stopEvents.isEmpty, callbacks.isEmpty, deferred.isEmpty else { return false }
        for entry in animating {
            if let layer = entry.layer, !layer.takeUnretainedValue().animationList.isEmpty { return false }
        }
        for link in displayLinks where !link.isPaused { return false }
        return true
    }

    /// What keeps the engine from being idle, and the timers still armed
    /// (which never keep it busy), described for people.
    var pendingWork: MediaClock.PendingWork {
        var work = MediaClock.PendingWork()
        for entry in animating {
            guard let layer = entry.layer?.takeUnretainedValue(), !layer.animationList.isEmpty else { continue }
            var name = layer.debugName
            if let view = layer.delegate as? UIView { name += ", the layer of \(uiKitDescription(view))" }
            work.animations.append((layer: name, keys: layer.animationList.map(\.key)))
        }
        for link in displayLinks where !link.isPaused {
            work.displayLinks.append("\(uiKitDescription(link)) (added and not paused)")
        }
        for timer in timers.sorted(by: { $0.time < $1.time }) {
            work.timers.append((time: timer.time, label: timer.label ?? "timer \(timer.id)"))
        }
        work.deferredBlocks = deferred.count
        work.callbacks = callbacks.count + stopEvents.count
        return work
    }

    // MARK: Registration

    func layerGainedAnimation(_ layer: CALayer, pendingBeginTime: Bool) {
        if !layer.isListedAnimating {
            layer.isListedAnimating = true
            layer.animatingSlot = animating.count
            animating.append(AnimatingEntry(layer: .passUnretained(layer), nextCheck: -.infinity, generation: 0))
        } else {
            animating[layer.animatingSlot].nextCheck = -.infinity
        }
        if pendingBeginTime, !layer.isPendingStamp {
            layer.isPendingStamp = true
            pendingStamp.append(layer)
        }
    }

    /// True when `layer` is listed as animating (tests and diagnostics).
    func isTracking(_ layer: CALayer) -> Bool {
        layer.isListedAnimating && animating[layer.animatingSlot].layer?.toOpaque() == Unmanaged.passUnretained(layer).toOpaque()
    }

    /// Forgets a listed layer that is being deallocated.
    func layerDeallocated(slot: Int) {
        animating[slot].layer = nil
    }

    /// Makes the next tick look at `layer`'s animations (begin times stamped).
    private func recheck(_ layer: CALayer) {
        if layer.isListedAnimating { animating[layer.animatingSlot].nextCheck = -.infinity }
    }

    func animationRemoved(_ anim: CAAnimation, finished: Bool) {
        guard !anim.didStop else { return }
        anim.didStop = true
        stopEvents.append((anim, finished))
    }

    func enqueueCallback(_ block: @escaping @MainActor () -> Void) { callbacks.append(block) }

    /// Runs `block` at the start of the next tick (the next run-loop turn).
    func async(_ block: @escaping @MainActor () -> Void) { deferred.append(block) }

    /// Runs `block` at the first tick at or after media time `time`;
    /// returns an identity for `cancelTimer`.
    @discardableResult
    func schedule(at time: Double, label: String? = nil, _ block: @escaping @MainActor () -> Void) -> Int {
        lastTimerID += 1
        timers.append((time, lastTimerID, label, block))
        nextTimerTime = min(nextTimerTime, time)
        return lastTimerID
    }

    /// Timers not yet fired (tests).
    var pendingTimerCount: Int { timers.count }

    /// Forgets a timer that has not fired yet.
    func cancelTimer(_ id: Int) {
        guard let index = timers.firstIndex(where: { $0.id == id }) else { return }
        timers.remove(at: index)
        nextTimerTime = timers.reduce(.infinity) { min($0, $1.time) }
    }

    /// Removes and runs the timers due at `now`, in the order they were scheduled.
    private func fireTimers(now: Double) {
        var due: [@MainActor () -> Void] = []
        var next = Double.infinity
        var kept = 0
        for index in timers.indices {
            let timer = timers[index]
            if timer.time <= now {
                due.append(timer.block)
            } else {
                timers[kept] = timer
                kept += 1
                next = min(next, timer.time)
            }
        }
        timers.removeSubrange(kept...)
        nextTimerTime = next
        for block in due { block() }
    }

    func layoutRequested() { layoutPending = true }

    func registerRoot(_ layer: CALayer) {
        if !roots.contains(where: { $0.layer === layer }) { roots.append(WeakLayer(layer)) }
    }

    func unregisterRoot(_ layer: CALayer) {
        roots.removeAll { $0.layer === layer || $0.layer == nil }
        committed[ObjectIdentifier(layer)] = nil
    }

    func committedTree(for layer: CALayer) -> RenderTree? { committed[ObjectIdentifier(layer)] }

    // MARK: Tick

    func tick(now: Double) {
        tickCount += 1
        // 1. Deferred run-loop work.
        let work = deferred
        deferred = []
        for block in work { block() }
        if now >= nextTimerTime { fireTimers(now: now) }
        // 2. Display links.
        let interval = MediaClock.current.frameInterval
        for link in displayLinks { link.fire(now: now, interval: interval) }
        // 3. Evaluate animations: detect starts and stops.
        evaluate(now: now)
        // 4. Start/stop callbacks and completions.
        deliverCallbacks()
        // 5. Layout, then display of layers marked as needing it.
        runLayout()
        runDisplay()
        // 6. Commit.
        commit(now: now)
    }

    private func evaluate(now: Double) {
        let generation = Self.timingGeneration
        var kept = 0
        var lastParent: CALayer?
        var lastParentTime = 0.0
        for index in animating.indices {
            let entry = animating[index]
            guard let unmanaged = entry.layer else { continue }
            // The common case reads only this array: nothing can start or
            // stop before `nextCheck`.
            if entry.generation == generation, now < entry.nextCheck {
                keep(entry, from: index, at: &kept)
                continue
            }
            // Held strongly: a stop below may release the last other owner.
            let layer = unmanaged.takeUnretainedValue()
            // Siblings share their parent's local time; no timing changes
            // while evaluating, so it is computed once per parent.
            let parentTime: Double
            if let parent = layer.timingParent {
                if parent !== lastParent {
                    lastParent = parent
                    lastParentTime = parent.localTime(atMediaTime: now)
                }
                parentTime = lastParentTime
            } else {
                parentTime = now
            }
            let layerTime = layer.layerTiming.localTime(fromParent: parentTime)
            if evaluateAnimations(of: layer, atLayerTime: layerTime) {
                var updated = entry
                updated.generation = generation
                updated.nextCheck = nextCheckTime(of: layer, layerTime: layerTime, now: now)
                keep(updated, from: index, changed: true, at: &kept)
            } else {
                layer.isListedAnimating = false
            }
        }
        animating.removeSubrange(kept...)
    }

    /// Moves `entry` down to slot `kept` (compacting the list in place).
    ///
    /// Until a layer leaves the list every entry stays where it is, and an
    /// unchanged one is not written: neither the list nor the (cold) layer
    /// is touched.
    @inline(__always)
    private func keep(_ entry: AnimatingEntry, from index: Int, changed: Bool = false, at kept: inout Int) {
        if changed || kept != index { animating[kept] = entry }
        if kept != index {
            // Unretained, like the entry (a retain would load the layer).
            if let layer = entry.layer { unowned(unsafe) let moved = layer.takeUnretainedValue(); moved.animatingSlot = kept }
        }
        kept += 1
    }

    /// Detects starts and stops of `layer`'s animations at layer time `t`
    /// and removes the finished ones; returns false when none are left.
    private func evaluateAnimations(of layer: CALayer, atLayerTime t: Double) -> Bool {
        var removed = false
        for i in layer.animationList.indices {
            let anim = layer.animationList[i].animation
            if anim.beginTimePending || anim.didStop { continue }
            let phase = anim.phase(atLayerTime: t)
            if !anim.didStart, phase != .before {
                anim.didStart = true
                startEvents.append(anim)
            }
            if case .after = phase {
                anim.didStop = true
                stopEvents.append((anim, true))
                if anim.isRemovedOnCompletion { removed = true }
            }
        }
        if removed {
            layer.animationList.removeAll { $0.animation.didStop && $0.animation.isRemovedOnCompletion }
        }
        return !layer.animationList.isEmpty
    }

    /// The earliest media time at which one of `layer`'s animations can next
    /// start or stop, with a small margin before it; `now` when that cannot
    /// be worked out simply (a negative or tiny speed on the way up), and
    /// infinity when the layer's time is frozen (speed 0 somewhere above).
    /// `layerTime` is the layer's local time at media time `now`.
    private func nextCheckTime(of layer: CALayer, layerTime: Double, now: Double) -> Double {
        // Media time → layer time is affine: t = scale · media + shift.
        var scale = 1.0
        var chain: CALayer? = layer
        while let current = chain {
            let speed = current.layerTiming.speed
            if speed == 0 { return .infinity }
            if !(speed > 1e-3 && speed < 1e3) { return now }
            scale *= speed
            chain = current.timingParent
        }
        var earliest = Double.infinity
        for entry in layer.animationList {
            let anim = entry.animation
            if anim.didStop { continue }
            if anim.beginTimePending { return now }
            let timing = anim.timing
            guard timing.speed > 1e-3, timing.speed < 1e3 else { return now }
            // Animation time a = (t − beginTime) · speed + timeOffset: it
            // starts at a = 0 and stops at a = activeDuration.
            let stop = timing.beginTime + (timing.activeDuration - timing.timeOffset) / timing.speed
            let start = timing.beginTime - timing.timeOffset / timing.speed
            let next = anim.didStart ? stop : min(start, stop)
            earliest = min(earliest, next)
        }
        guard earliest.isFinite else { return earliest.isNaN ? now : .infinity }
        let media = now + (earliest - layerTime) / scale
        let margin = 1e-6 + abs(media) * 1e-12
        return media - margin
    }

    /// Delivers start and stop events and queued completions, repeatedly,
    /// because a completion may stop or add animations (bounded).
    func deliverCallbacks() {
        var rounds = 0
        while (!startEvents.isEmpty || !stopEvents.isEmpty || !callbacks.isEmpty) && rounds < 1000 {
            rounds += 1
            let starts = startEvents; startEvents = []
            for anim in starts { anim.delegate?.animationDidStart(anim) }
            let stops = stopEvents; stopEvents = []
            for (anim, finished) in stops {
                anim.delegate?.animationDidStop(anim, finished: finished)
                anim.leaveTransactionGroups()
            }
            let blocks = callbacks; callbacks = []
            for block in blocks { block() }
        }
    }

    /// Layers waiting for `displayIfNeeded()` at the next tick, held weakly
    /// (marking a layer must not keep it alive).
    private var displayPending: [WeakLayer] = []

    func displayRequested(_ layer: CALayer) {
        // A process that never ticks (headless tests) would keep a box, and
        // its weak-reference side table, per marked layer forever: drop the
        // boxes of layers that are gone whenever the list doubles.
        if displayPending.count >= displayPendingPruneAt {
            displayPending.removeAll { $0.layer == nil }
            displayPendingPruneAt = max(256, displayPending.count * 2)
        }
        displayPending.append(WeakLayer(layer))
    }
    private var displayPendingPruneAt = 256

    /// Displays the layers marked since the last tick (drawing may mark more: a few rounds).
    private func runDisplay() {
        var rounds = 0
        while !displayPending.isEmpty && rounds < 4 {
            let boxes = displayPending
            displayPending = []
            for box in boxes { box.layer?.displayIfNeeded() }
            rounds += 1
        }
    }

    private func runLayout() {
        for handler in layoutHandlers { handler() }
        guard layoutPending else { return }
        layoutPending = false
        for box in roots { box.layer?.layoutIfNeeded() }
    }

    /// Stamps begin times of animations added since the last commit.
    func stampPendingBeginTimes() {
        guard !pendingStamp.isEmpty else { return }
        let now = CACurrentMediaTime()
        let layers = pendingStamp
        pendingStamp = []
        for layer in layers { layer.isPendingStamp = false }
        for layer in layers {
            layer.stampPendingBeginTimes(now: now)
            recheck(layer)
        }
    }

    /// When false, commits skip building window snapshots (headless runs that
    /// never look at frames). Reset to true when a clock is installed.
    var capturesSnapshots = true {
        didSet { if !capturesSnapshots { committed = [:] } }
    }

    private func commit(now: Double) {
        CATransaction.commitImplicitAtEndOfTick()
        stampPendingBeginTimes()
        var lostRoot = false
        for box in roots where box.layer == nil { lostRoot = true }
        if lostRoot { roots.removeAll { $0.layer == nil } }
        for box in roots where capturesSnapshots {
            guard let layer = box.layer else { continue }
            let id = ObjectIdentifier(layer)
            // Reuse the previous snapshot's storage: sized right and, when no
            // one else holds that snapshot, already allocated and warm.
            var storage: [RenderLayer] = []
            if var previous = committed.removeValue(forKey: id) {
                swap(&storage, &previous.layers)
            }
            committed[id] = RenderTree(capturing: layer, atMediaTime: now, markCommitted: true, reusing: consume storage)
        }
        for observer in commitObservers { observer.block(now) }
    }
}
