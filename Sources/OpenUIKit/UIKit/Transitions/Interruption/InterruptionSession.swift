import Foundation

/// One caught transition (see `TransitionInterruption`): the properties it
/// animated, each now a spring, and the finger that drives them.
///
/// The window offers every touch to `intercept` first (one check of a
/// static flag while no controller has opted in). A caught transition's
/// animations are taken off their layers without stopping them (their
/// delegates hear nothing yet); the session writes each property's model
/// value on every display-link tick, and when everything has settled it
/// writes the exact end (or start) values and reports the animations
/// stopped, finished, so their `UIView.animate` completions run in the
/// tick's callback phase.
@MainActor
final class InterruptionSession {
    /// Set once any controller opts in; until then `intercept` returns at once.
    static var anyOptedIn = false
    /// Sessions whose transition has not settled yet.
    private(set) static var active: [InterruptionSession] = []

    /// One animated key of one layer, as a vector of components.
    struct Property {
        let layer: CALayer
        let key: LayerKeyPath
        let template: AnimatableValue
        let start: [Double]
        let end: [Double]
        var value: [Double]
        var velocity: [Double]
    }

    let context: TransitionContext
    let configuration: TransitionInterruption
    weak var window: UIWindow?
    private(set) var properties: [Property] = []
    private var caught: [CAAnimation] = []
    private var link: CADisplayLink?
    private var lastTick = 0.0

    /// The finger, while one holds the transition.
    private(set) var touchID: Int?
    private var grabLocation = CGPoint.zero
    private var grabProgress: CGFloat = 0
    private var samples: [(time: Double, location: CGPoint)] = []
    /// The progress the springs follow (finger) or settle to (0 or 1).
    private(set) var targetProgress: CGFloat = 0
    private(set) var isSettling = false
    private var settleStart = 0.0

    // MARK: Window hook

    /// Offers a touch to the sessions; true when a session took it.
    static func intercept(_ phase: UITouch.Phase, at location: CGPoint, touchID: Int, in window: UIWindow) -> Bool {
        guard anyOptedIn else { return false }
        // Sessions of windows that are gone (a torn-down harness) end here.
        active.removeAll { $0.window == nil }
        if phase == .began {
            if let session = active.first(where: { $0.window === window && $0.touchID == nil }) {
                return session.recatch(touchID: touchID, at: location)
            }
            guard let (ctx, configuration) = catchableTransition(in: window, at: location),
                  let session = InterruptionSession(context: ctx, configuration: configuration, window: window)
            else { return false }
            active.append(session)
            session.grab(touchID: touchID, at: location)
            return true
        }
        guard let session = active.first(where: { $0.window === window && $0.touchID == touchID }) else { return false }
        session.track(phase, at: location)
        return true
    }

    /// The running transition of `window` that opted in and can be caught
    /// at `location`, with its configuration.
    private static func catchableTransition(in window: UIWindow, at location: CGPoint)
        -> (TransitionContext, TransitionInterruption)? {
        var stack: [UIViewController] = window.rootViewController.map { [$0] } ?? []
        while let vc = stack.popLast() {
            if let ctx = vc.activeTransition, let configuration = configuration(of: ctx),
               ctx.hasStartedAnimations, !ctx.hasCalledCompleteTransition, !ctx.isInteractive,
               ctx.interactor == nil, ctx.interruptibleAnimatorInUse == nil,
               ctx.containerView.window === window,
               ctx.containerView.bounds.contains(ctx.containerView.convert(location, from: window)) {
                return (ctx, configuration)
            }
            stack.append(contentsOf: vc.childStorage)
            if let presented = vc.presentedStorage { stack.append(presented) }
        }
        return nil
    }

    /// The opt-in of the controller that comes (present, push, tab) or goes (dismiss, pop).
    private static func configuration(of ctx: TransitionContext) -> TransitionInterruption? {
        switch ctx.kind {
        case .present, .push, .tab: return ctx.toViewController.transitionInterruptionStorage
        case .dismiss, .pop: return ctx.fromViewController.transitionInterruptionStorage
        case .size: return nil
        }
    }

    // MARK: Catching

    /// Takes the transition's animations off their layers and turns each
    /// animated property into a spring state; nil when nothing animates.
    init?(context: TransitionContext, configuration: TransitionInterruption, window: UIWindow) {
        self.context = context
        self.configuration = configuration
        self.window = window
        let now = CACurrentMediaTime()
        var layers: [CALayer] = []
        func collect(_ layer: CALayer) {
            layers.append(layer)
            for sub in layer.sublayerStorage { collect(sub) }
        }
        collect(context.containerView.layer)
        for view in context.alongsideViews { collect(view.layer) }
        for layer in layers { catchAnimations(of: layer, at: now) }
        guard !caught.isEmpty else { return nil }
        grabProgress = Self.progress(of: properties)
        targetProgress = grabProgress
    }

    /// A transition animation: finite, played once.
    private static func isCatchable(_ animation: CAAnimation) -> Bool {
        animation.duration.isFinite && animation.repeatCount <= 1 && animation.repeatDuration == 0
            && !animation.autoreverses && !animation.animatedKeyPaths.isEmpty
    }

    private func catchAnimations(of layer: CALayer, at now: Double) {
        let entries = layer.animationList.filter { Self.isCatchable($0.animation) }
        guard !entries.isEmpty else { return }
        // The start: what the layer showed when its earliest animation began.
        let begin = entries.map { layer.convertTime($0.animation.beginTime, to: nil) }.min() ?? now
        let h = 1.0 / 1000
        let startState = layer.presentationState(atMediaTime: min(begin, now))
        let shown = layer.presentationState(atMediaTime: now)
        let before = layer.presentationState(atMediaTime: now - h)
        let after = layer.presentationState(atMediaTime: now + h)
        var keys: [LayerKeyPath] = []
        for entry in entries {
            for key in entry.animation.animatedKeyPaths where !keys.contains(key) { keys.append(key) }
        }
        var model = layer.modelState
        var unsupported: [LayerKeyPath] = []
        for key in keys {
            let value = shown.value(for: key)
            guard let x = Self.components(value), let s = Self.components(startState.value(for: key)),
                  let e = Self.components(layer.modelState.value(for: key)),
                  let b = Self.components(before.value(for: key)), let a = Self.components(after.value(for: key)),
                  x.count == s.count, x.count == e.count, x.count == a.count, x.count == b.count else {
                unsupported.append(key)
                continue
            }
            let v = zip(a, b).map { ($0 - $1) / (2 * h) }
            properties.append(Property(layer: layer, key: key, template: value, start: s, end: e, value: x, velocity: v))
            model.setValue(value, for: key)
        }
        // Animations of keys that cannot spring (paths, lists) keep running.
        let taken = entries.filter { entry in !entry.animation.animatedKeyPaths.contains { unsupported.contains($0) } }
        properties.removeAll { p in p.layer === layer && unsupported.contains(p.key) }
        let caughtIDs = Set(taken.map { ObjectIdentifier($0.animation) })
        layer.animationList.removeAll { caughtIDs.contains(ObjectIdentifier($0.animation)) }
        caught.append(contentsOf: taken.map(\.animation))
        layer.modelState = model
        (layer.delegate as? UIView)?.layerModelDidRestore()
    }

    /// The transition's progress shown by `properties`: each property's
    /// position between its start and end, averaged over those that move.
    static func progress(of properties: [Property]) -> CGFloat {
        var sum = 0.0, count = 0.0
        for p in properties {
            var dot = 0.0, norm = 0.0
            for i in p.value.indices {
                let d = p.end[i] - p.start[i]
                dot += (p.value[i] - p.start[i]) * d
                norm += d * d
            }
            guard norm > 1e-12 else { continue }
            sum += dot / norm
            count += 1
        }
        return count > 0 ? CGFloat(min(max(sum / count, 0), 1)) : 0
    }

    private func grab(touchID: Int, at location: CGPoint) {
        self.touchID = touchID
        grabLocation = location
        samples = [(CACurrentMediaTime(), location)]
        isSettling = false
        context.pauseInteractiveTransition()
        startLink()
    }

    /// A touch during the settling: catches again unless it was cancelled.
    private func recatch(touchID: Int, at location: CGPoint) -> Bool {
        guard isSettling, !context.transitionWasCancelled, !context.hasCalledCompleteTransition,
              context.containerView.bounds.contains(context.containerView.convert(location, from: window)) else { return false }
        grabProgress = Self.progress(of: properties)
        targetProgress = grabProgress
        grab(touchID: touchID, at: location)
        return true
    }

    // MARK: Tracking

    /// +1 when a drag towards +x/+y advances this transition: the
    /// configured direction brings the controller in, the opposite one
    /// takes it out (dismiss, pop).
    private var advancingSign: CGFloat {
        let leaving = context.kind == .dismiss || context.kind == .pop
        return leaving ? -configuration.sign : configuration.sign
    }

    private func fingerProgress(at location: CGPoint) -> CGFloat {
        let delta = configuration.isHorizontal ? location.x - grabLocation.x : location.y - grabLocation.y
        let p = grabProgress + advancingSign * delta / configuration.effectiveDistance(in: context.containerView)
        return min(max(p, 0), 1)
    }

    private func track(_ phase: UITouch.Phase, at location: CGPoint) {
        let now = CACurrentMediaTime()
        switch phase {
        case .moved, .stationary:
            samples.append((now, location))
            samples.removeAll { now - $0.time > 0.1 && $0.time != now }
            targetProgress = fingerProgress(at: location)
            context.updateInteractiveTransition(targetProgress)
            link?.isPaused = false
        case .ended, .cancelled:
            samples.append((now, location))
            release(at: location, cancelled: phase == .cancelled)
        default:
            break
        }
    }

    /// The finger's velocity in progress per second over the last 0.1 s.
    private func progressVelocity() -> CGFloat {
        guard let last = samples.last else { return 0 }
        let first = samples.first { last.time - $0.time <= 0.1 } ?? last
        let dt = last.time - first.time
        guard dt > 0 else { return 0 }
        let delta = configuration.isHorizontal ? last.location.x - first.location.x : last.location.y - first.location.y
        return advancingSign * delta / CGFloat(dt) / configuration.effectiveDistance(in: context.containerView)
    }

    private func release(at location: CGPoint, cancelled: Bool) {
        touchID = nil
        let p = fingerProgress(at: location)
        let projected = p + progressVelocity() * CGFloat(TransitionInterruption.projectionTime)
        let finishing = !cancelled && projected >= 0.5
        targetProgress = finishing ? 1 : 0
        isSettling = true
        settleStart = CACurrentMediaTime()
        if finishing { context.finishInteractiveTransition() } else { context.cancelInteractiveTransition() }
        link?.isPaused = false
    }

    // MARK: Springs

    private func startLink() {
        lastTick = CACurrentMediaTime()
        guard link == nil else { link?.isPaused = false; return }
        let link = CADisplayLink(weakOwner: self) { session, now in session.tick(at: now) }
        self.link = link
        link.add(to: .main, forMode: .common)
    }

    private func tick(at now: Double) {
        let dt = max(now - lastTick, 0)
        lastTick = now
        let response = isSettling ? configuration.settlingResponse : configuration.trackingResponse
        let omega = TransitionInterruption.angularFrequency(response: response, fallback: isSettling ? 0.4 : 0.2)
        let t = Double(targetProgress)
        var resting = true
        for i in properties.indices {
            var p = properties[i]
            for c in p.value.indices {
                let target = p.start[c] + (p.end[c] - p.start[c]) * t
                Self.step(x: &p.value[c], v: &p.velocity[c], target: target, omega: omega, dt: dt)
                let scale = max(abs(p.end[c] - p.start[c]), 1)
                if abs(p.value[c] - target) > 1e-3 * scale || abs(p.velocity[c]) > 1e-2 * scale { resting = false }
            }
            properties[i] = p
            write(p, p.value)
        }
        if isSettling && (resting || now - settleStart > 3) {
            settle()
        } else if !isSettling && resting {
            link?.isPaused = true
        }
    }

    /// One step of a critically damped spring towards a fixed target,
    /// solved exactly: x(t) = T + (c₁ + c₂t)e^(−ωt).
    static func step(x: inout Double, v: inout Double, target: Double, omega: Double, dt: Double) {
        let c1 = x - target
        let c2 = v + omega * c1
        let e = exp(-omega * dt)
        x = target + (c1 + c2 * dt) * e
        v = (c2 - omega * (c1 + c2 * dt)) * e
    }

    private func write(_ property: Property, _ components: [Double]) {
        var components = components
        if property.key == .opacity, !components.isEmpty { components[0] = min(max(components[0], 0), 1) }
        guard let value = Self.value(components, like: property.template) else { return }
        var model = property.layer.modelState
        model.setValue(value, for: property.key)
        property.layer.modelState = model
    }

    /// Writes the exact end (or start) values and ends the caught
    /// animations; their completions run in this tick's callback phase.
    private func settle() {
        link?.invalidate()
        link = nil
        let finished = targetProgress >= 1
        for p in properties {
            write(p, finished ? p.end : p.start)
            (p.layer.delegate as? UIView)?.layerModelDidRestore()
        }
        Self.active.removeAll { $0 === self }
        for animation in caught { AnimationEngine.shared.animationRemoved(animation, finished: true) }
        caught = []
    }

    // MARK: Values as vectors

    static func components(_ value: AnimatableValue) -> [Double]? {
        switch value {
        case .scalar(let v): return [v]
        case .point(let p): return [Double(p.x), Double(p.y)]
        case .size(let s): return [Double(s.width), Double(s.height)]
        case .rect(let r): return [Double(r.origin.x), Double(r.origin.y), Double(r.width), Double(r.height)]
        case .transform(let t):
            return [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
                    t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44].map(Double.init)
        case let .color(r, g, b, a): return [r, g, b, a]
        default: return nil
        }
    }

    static func value(_ c: [Double], like template: AnimatableValue) -> AnimatableValue? {
        let f = c.map { CGFloat($0) }
        switch template {
        case .scalar: return c.count == 1 ? .scalar(c[0]) : nil
        case .point: return c.count == 2 ? .point(CGPoint(x: f[0], y: f[1])) : nil
        case .size: return c.count == 2 ? .size(CGSize(width: f[0], height: f[1])) : nil
        case .rect: return c.count == 4 ? .rect(CGRect(x: f[0], y: f[1], width: f[2], height: f[3])) : nil
        case .transform:
            guard c.count == 16 else { return nil }
            return .transform(CATransform3D(m11: f[0], m12: f[1], m13: f[2], m14: f[3], m21: f[4], m22: f[5],
                                            m23: f[6], m24: f[7], m31: f[8], m32: f[9], m33: f[10], m34: f[11],
                                            m41: f[12], m42: f[13], m43: f[14], m44: f[15]))
        case .color:
            guard c.count == 4 else { return nil }
            return .color(r: c[0], g: c[1], b: c[2], a: min(max(c[3], 0), 1))
        default: return nil
        }
    }
}
