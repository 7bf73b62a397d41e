import Foundation

// The animator's timeline and ending (see UIViewPropertyAnimator.swift):
// one forward time τ in [0, duration] drives every owned animation.
extension UIViewPropertyAnimator {
    // MARK: Timeline

    /// Animator time at media time `t`.
    func tau(at t: Double) -> Double {
        guard phase == .running, t > anchorMedia else { return anchorTau }
        let signed = reversed ? -rate : rate
        return min(max(anchorTau + signed * (t - anchorMedia), 0), duration)
    }

    /// Moves the anchor to `t` (keeping a pending start delay).
    func reanchor(at t: Double) {
        anchorTau = tau(at: t)
        anchorMedia = max(anchorMedia, t)
    }

    func activate(running: Bool, delay: Double) {
        anchorTau = reversed ? duration : 0
        anchorMedia = CACurrentMediaTime() + delay
        rate = 1
        phase = running ? .running : .paused
        let blocks = pendingBlocks
        pendingBlocks = []
        for b in blocks { run(b.block, delayFactor: b.delayFactor, from: 0) }
        if running { startLink() }
    }

    /// Runs a block in an animation context and takes over its animations.
    func run(_ block: () -> Void, delayFactor df: Double, from base: Double) {
        let start = base + df * (duration - base)
        let length = duration - start
        let timing: UIViewAnimationContext.Timing
        if let spring {
            let p = spring.physicalParameters(duration: length, velocity: 0)
            timing = .spring(mass: p.mass, stiffness: p.stiffness, damping: p.damping, initialVelocity: 0)
        } else {
            timing = .curve(cubic?.timingFunction ?? CAMediaTimingFunction(name: .default))
        }
        var added: [(CALayer, String, CAAnimation)] = []
        UIView.run(duration: length, delay: 0, timing: timing,
                   options: [.overrideInheritedDuration, .overrideInheritedCurve, .overrideInheritedOptions],
                   animations: block, completion: nil,
                   onAnimationAdded: { added.append(($0, $1, $2)) })
        for (layer, key, anim) in added {
            guard let live = anim as? CAPropertyAnimation else { continue }
            let keyPath = LayerKeyPath(key)
            let origin = (live as? CABasicAnimation)?.from
            let target = keyPath.map { layer.modelState.value(for: $0) }
            if let live = live as? CASpringAnimation, let spring {
                let v = spring.velocity(forKey: keyPath, from: origin, to: target)
                let p = spring.physicalParameters(duration: length, velocity: v)
                live.mass = CGFloat(p.mass); live.stiffness = CGFloat(p.stiffness)
                live.damping = CGFloat(p.damping); live.initialVelocity = CGFloat(v)
            }
            live.delegate = nil
            live.isRemovedOnCompletion = false
            let entry = Entry(layer: layer, key: key, keyPath: keyPath, animation: live, start: start,
                              curve: live.timingFunction, origin: origin, target: target)
            entries.append(entry)
            sync(entry)
        }
    }

    /// Writes the animator's timeline into one animation's timing.
    func sync(_ e: Entry) {
        guard let layer = e.layer, e.isAttached else { return }
        let live = e.animation
        live.beginTimePending = false
        live.pendingDelay = 0
        live.timing.beginTime = layer.localTime(atMediaTime: anchorMedia)
        live.timing.speed = phase == .running ? (reversed ? -rate : rate) : 0
        live.timing.timeOffset = anchorTau - e.start
        let linearScrub = phase != .running && linearScrubbing && !(live is CASpringAnimation)
        live.timingFunction = linearScrub ? nil : e.curve
    }

    func syncAll() {
        for e in entries { sync(e) }
    }

    /// Replaces the timing of the owned animations for `continueAnimation`.
    func adopt(_ parameters: any UITimingCurveProvider) {
        let newCubic = parameters.timingCurveType == .spring ? nil : parameters.cubicTimingParameters
        let newSpring = parameters.timingCurveType == .builtin || parameters.timingCurveType == .cubic
            ? nil : parameters.springTimingParameters
        for i in entries.indices {
            if let live = entries[i].animation as? CASpringAnimation {
                guard let newSpring else { continue }
                let length = duration - entries[i].start
                let v = newSpring.velocity(forKey: entries[i].keyPath, from: entries[i].origin, to: entries[i].target)
                let p = newSpring.physicalParameters(duration: length, velocity: v)
                live.mass = CGFloat(p.mass); live.stiffness = CGFloat(p.stiffness)
                live.damping = CGFloat(p.damping); live.initialVelocity = CGFloat(v)
            } else if let newCubic {
                entries[i].curve = newCubic.timingFunction
            }
        }
    }

    // MARK: Ending

    func startLink() {
        guard link == nil else { return }
        // The closure retains the animator while it runs, as UIKit does.
        let l = CADisplayLink { [self] _ in self.linkFired() }
        link = l
        l.add(to: .main, forMode: .common)
    }

    func stopLink() {
        link?.invalidate()
        link = nil
    }

    func linkFired() {
        guard phase == .running else { return stopLink() }
        let now = CACurrentMediaTime()
        guard now >= anchorMedia else { return }
        let t = tau(at: now)
        let tolerance = 1e-9 * max(1, duration)
        let atEnd = reversed ? t <= tolerance : t >= duration - tolerance
        guard atEnd else { return }
        if pauseAtEnd {
            anchorTau = reversed ? 0 : duration
            anchorMedia = now
            phase = .paused
            stopLink()
            syncAll()
            return
        }
        let position: UIViewAnimatingPosition = reversed ? .start : .end
        if reversed {
            for e in entries.reversed() { setModel(e, e.origin) }
        }
        let blocks = completions
        reset()
        AnimationEngine.shared.enqueueCallback { [self] in self.dispatch(blocks, position) }
    }

    /// Freezes every owned animation at its presentation value.
    func freezeAtPresentation() {
        let values: [AnimatableValue?] = entries.map { e in
            guard let layer = e.layer, let key = e.keyPath, e.isAttached else { return nil }
            return layer.presentationValue(key, model: layer.modelState)
        }
        removeOwnedAnimations()
        for (e, v) in zip(entries, values) where v != nil { setModel(e, v) }
    }

    func removeOwnedAnimations() {
        for e in entries where e.isAttached { e.layer?.removeAnimation(forKey: e.key) }
    }

    /// Back to inactive: animations removed, timeline at 0.
    func reset() {
        removeOwnedAnimations()
        stopLink()
        entries = []
        pendingBlocks = []
        completions = []
        phase = .inactive
        anchorTau = 0
        rate = 1
    }

    func dispatch(_ blocks: [(UIViewAnimatingPosition) -> Void], _ position: UIViewAnimatingPosition) {
        dispatchingCompletions = true
        for block in blocks { block(position) }
        dispatchingCompletions = false
    }

    /// Sets a model value without running an action.
    func setModel(_ e: Entry, _ value: AnimatableValue?) {
        guard let layer = e.layer, let key = e.keyPath, let value else { return }
        layer.modelState.setValue(value, for: key)
        layer.noteChange()
    }

    var debugName: String {
        "<UIViewPropertyAnimator: 0x\(String(UInt(bitPattern: ObjectIdentifier(self).hashValue), radix: 16)); state = \(state), running = \(isRunning), reversed = \(reversed)>"
    }

    func refuse(_ message: String) {
        lastDiagnostic = message
        Log.uiKit.error("NSInternalInconsistencyException: \(message)")
    }
}
