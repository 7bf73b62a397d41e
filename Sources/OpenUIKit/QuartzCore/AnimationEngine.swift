import Foundation

/// The engine behind `MediaClock` ticks: which layers are animating, which
/// start/stop callbacks are due, deferred run-loop work, layout requests and
/// the committed snapshots of root layers (windows).
@MainActor
final class AnimationEngine {
    static let shared = AnimationEngine()

    private final class WeakLayer {
        weak var layer: CALayer?
        init(_ layer: CALayer) { self.layer = layer }
    }

    /// Layers with animations; a layer is listed once (`isListedAnimating`).
    private var animating: [WeakLayer] = []
    /// Layers with animations whose begin time is stamped at the next commit
    /// (each once: `isPendingStamp`).
    private var pendingStamp: [CALayer] = []
    private var stopEvents: [(CAAnimation, Bool)] = []
    private var startEvents: [CAAnimation] = []
    private var callbacks: [@MainActor () -> Void] = []
    private var deferred: [@MainActor () -> Void] = []
    /// Virtual-time timers: (fire time, block). They never keep the engine busy.
    private var timers: [(time: Double, block: @MainActor () -> Void)] = []
    var displayLinks: [CADisplayLink] = []
    private var roots: [WeakLayer] = []
    private var committed: [ObjectIdentifier: RenderTree] = [:]
    private var layoutPending = false
    /// Hooks run during the layout phase (UIKit lays out windows here).
    var layoutHandlers: [@MainActor () -> Void] = []
    /// Number of ticks run since the clock was installed.
    private(set) var tickCount = 0
    /// Observers told after each commit (test harness timelines).
    private var commitObservers: [(token: Int, block: @MainActor (Double) -> Void)] = []
    private var nextObserverToken = 1

    func addCommitObserver(_ block: @escaping @MainActor (Double) -> Void) -> Int {
        nextObserverToken += 1
        commitObservers.append((nextObserverToken, block))
        return nextObserverToken
    }

    func removeCommitObserver(_ token: Int) { commitObservers.removeAll { $0.token == token } }

    func reset() {
        for box in animating { box.layer?.isListedAnimating = false }
        for layer in pendingStamp { layer.isPendingStamp = false }
        animating = []; pendingStamp = []
        stopEvents = []; startEvents = []; callbacks = []; deferred = []; timers = []
        displayLinks = []; roots = []; committed = [:]; layoutPending = false
        layoutHandlers = []; commitObservers = []; tickCount = 0
        capturesSnapshots = true
        CATransaction.stack = []
    }

    var isIdle: Bool {
        animating.allSatisfy { ($0.layer?.animationList.isEmpty ?? true) }
            && stopEvents.isEmpty && callbacks.isEmpty && deferred.isEmpty
            && displayLinks.allSatisfy(\.isPaused)
    }

    // MARK: Registration

    func layerGainedAnimation(_ layer: CALayer, pendingBeginTime: Bool) {
        if !layer.isListedAnimating {
            layer.isListedAnimating = true
            animating.append(WeakLayer(layer))
        }
        if pendingBeginTime, !layer.isPendingStamp {
            layer.isPendingStamp = true
            pendingStamp.append(layer)
        }
    }

    /// True when `layer` is listed as animating (tests and diagnostics).
    func isTracking(_ layer: CALayer) -> Bool {
        layer.isListedAnimating && animating.contains { $0.layer === layer }
    }

    func animationRemoved(_ anim: CAAnimation, finished: Bool) {
        guard !anim.didStop else { return }
        anim.didStop = true
        stopEvents.append((anim, finished))
    }

    func enqueueCallback(_ block: @escaping @MainActor () -> Void) { callbacks.append(block) }

    /// Runs `block` at the start of the next tick (the next run-loop turn).
    func async(_ block: @escaping @MainActor () -> Void) { deferred.append(block) }

    /// Runs `block` at the first tick at or after media time `time`.
    func schedule(at time: Double, _ block: @escaping @MainActor () -> Void) { timers.append((time, block)) }

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
        if !timers.isEmpty {
            let due = timers.filter { $0.time <= now }
            timers.removeAll { $0.time <= now }
            for timer in due { timer.block() }
        }
        // 2. Display links.
        let interval = MediaClock.current.frameInterval
        for link in displayLinks { link.fire(now: now, interval: interval) }
        // 3. Evaluate animations: detect starts and stops.
        evaluate(now: now)
        // 4. Start/stop callbacks and completions.
        deliverCallbacks()
        // 5. Layout.
        runLayout()
        // 6. Commit.
        commit(now: now)
    }

    private func evaluate(now: Double) {
        let listed = animating
        // Built only once a layer drops out of the list: until then the list
        // is unchanged and is kept as is (no retain/release of every entry).
        var survivors: [WeakLayer]?
        func dropped(at i: Int) {
            guard survivors == nil else { return }
            var kept: [WeakLayer] = []
            kept.reserveCapacity(listed.count)
            kept.append(contentsOf: listed[..<i])
            survivors = kept
        }
        // Siblings share their parent's local time; no timing changes while
        // evaluating, so it is computed once per parent.
        var lastParent: CALayer?
        var lastParentTime = 0.0
        for index in listed.indices {
            unowned(unsafe) let box = listed[index]
            guard let layer = box.layer else { dropped(at: index); continue }
            if layer.animationList.isEmpty {
                layer.isListedAnimating = false
                dropped(at: index)
                continue
            }
            let parentTime: Double
            if let parent = layer.superlayer {
                if parent !== lastParent {
                    lastParent = parent
                    lastParentTime = parent.localTime(atMediaTime: now)
                }
                parentTime = lastParentTime
            } else {
                parentTime = now
            }
            let t = layer.layerTiming.localTime(fromParent: parentTime)
            var removed = false
            // The list is not mutated in this loop; unowned(unsafe) reads
            // skip a retain/release of each entry.
            layer.animationList.withUnsafeBufferPointer { list in
                for i in list.indices {
                    unowned(unsafe) let anim = list[i].animation
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
            }
            if removed {
                layer.animationList.removeAll { $0.animation.didStop && $0.animation.isRemovedOnCompletion }
            }
            if layer.animationList.isEmpty {
                layer.isListedAnimating = false
                dropped(at: index)
            } else if survivors != nil {
                survivors!.append(box)
            }
        }
        // Layers that gained animations during evaluation stay listed.
        if var kept = survivors {
            survivors = nil
            if animating.count > listed.count {
                for box in animating[listed.count...] where box.layer?.isListedAnimating ?? false {
                    kept.append(box)
                }
            }
            animating = kept
        } else if animating.count > listed.count {
            // Nothing dropped: `animating` is `listed` plus what was appended.
            let gained = animating[listed.count...].filter { $0.layer?.isListedAnimating ?? false }
            animating.removeSubrange(listed.count...)
            animating.append(contentsOf: gained)
        }
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
                let groups = anim.transactionGroups
                anim.transactionGroups = []
                for g in groups { g.release() }
            }
            let blocks = callbacks; callbacks = []
            for block in blocks { block() }
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
        for layer in layers { layer.stampPendingBeginTimes(now: now) }
    }

    /// When false, commits skip building window snapshots (headless runs that
    /// never look at frames). Reset to true when a clock is installed.
    var capturesSnapshots = true {
        didSet { if !capturesSnapshots { committed = [:] } }
    }

    private func commit(now: Double) {
        CATransaction.commitImplicitAtEndOfTick()
        stampPendingBeginTimes()
        roots.removeAll { $0.layer == nil }
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
