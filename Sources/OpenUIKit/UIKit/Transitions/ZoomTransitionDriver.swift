import Foundation

/// Runs one zoom transition (`UIViewController.Transition.zoom`), in or out,
/// as both its animator and its interaction controller.
///
/// The zoom is one number, the *progress* p (0: the zoomed view sits on its
/// source view; 1: it fills its final frame), plus an *offset* that lets the
/// view follow a finger. Every frame (a display link on the media clock)
/// the driver writes the model values directly: a clipping view (`clip`)
/// gets the frame lerp(source, final, p) moved by the offset and a corner
/// radius from the source's to none (rounder in between, a card); the
/// zoomed controller's view inside it is scaled so that its alignment rect
/// (the whole view by default) covers the source at p = 0; the dimming view
/// behind fades with p. No Core Animation animation is involved, so what
/// is shown (the presentation value) is always the model value, and a
/// touch catches the view exactly where it is seen.
///
/// Motion is a critically damped spring (response `response`) towards 0 or
/// 1 for p and towards zero for the offset, integrated in closed form from
/// frame to frame, so the velocity is continuous: a release hands the
/// finger's velocity to the springs. While a finger holds the view (a
/// catch during the flight, or the interactive dismissal's drag) the spring
/// stops and p and the offset follow the finger: a downward drag (or, for
/// a pushed zoom's edge swipe, a rightward one) lowers p by the distance
/// over the container's height (width), and the offset keeps the view's
/// centre under the finger. The choices UIKit leaves unstated are listed
/// in docs/FIDELITY.md ("Zoom transition").
@MainActor
final class ZoomTransitionDriver: NSObject, UIViewControllerAnimatedTransitioning, UIViewControllerInteractiveTransitioning {
    enum Direction { case zoomIn, zoomOut }
    /// How a drag moves the zoom: down (anywhere), or right (a pushed zoom's edge swipe).
    enum DragAxis { case vertical, edge }

    /// The spring's response (s): ω = 2π / response, critically damped.
    static let response: CGFloat = 0.4
    static var omega: CGFloat { 2 * .pi / response }
    /// Release speeds (pt/s along the drag axis) that choose the direction on their own.
    static let flickVelocity: CGFloat = 300
    /// Drag distances (pt along the axis) that choose the direction when the release is slow.
    static let decisiveDistance: CGFloat = 60
    /// The dimming's alpha at full size when `dimmingColor` is nil (black).
    static let defaultDimmingAlpha: CGFloat = 0.3
    /// The extra corner radius of the card half way (p = 0.5).
    static let cardCornerRadius: CGFloat = 40
    /// What `transitionDuration(using:)` reports (the spring settles in about 0.55 s).
    static let nominalDuration: TimeInterval = 0.5
    /// Progress and offset tolerances under which the spring has landed.
    static let progressEpsilon: CGFloat = 0.001
    static let offsetEpsilon: CGFloat = 0.5

    let direction: Direction
    let transition: UIViewController.Transition
    let zoomed: UIViewController
    let sourceController: UIViewController
    let wantsInteractiveStart: Bool

    /// The zoom's progress (1: full size) and its rate per second.
    private(set) var progress: CGFloat
    private(set) var progressVelocity: CGFloat = 0
    /// The finger's offset of the view and its rate (pt, pt/s).
    private(set) var offset: CGPoint = .zero
    private(set) var offsetVelocity: CGPoint = .zero
    /// Where the spring goes (0 or 1); nil while a finger holds the view.
    private(set) var target: CGFloat?
    private(set) weak var context: TransitionContext?
    private var link: CADisplayLink?
    private var lastStep: CFTimeInterval = 0
    private(set) var isSetUp = false
    private(set) var isLanded = false

    /// The flying view: clips the zoomed view to the current rectangle.
    let clip = ZoomClipView()
    private let dimming = UIView()
    private var effectView: UIVisualEffectView?
    private weak var zoomedView: UIView?
    /// The source view of this flight, hidden while it runs.
    private(set) weak var sourceView: UIView?
    private var sourceWasHidden = false
    private var savedAutoresizing: UIView.AutoresizingMask = []
    private(set) var sourceRect = CGRect.zero
    private var sourceRadius: CGFloat = 0
    private(set) var finalFrame = CGRect.zero
    /// The zoomed view's frame at p = 0 (its alignment rect over the source).
    private var startZoomedFrame = CGRect.zero

    /// The drag in progress: its axis, and progress and centre where it began.
    private var drag: (axis: DragAxis, p0: CGFloat, centre0: CGPoint)?
    /// A gesture's state received before the transition started.
    private var early: (axis: DragAxis, translation: CGPoint, release: CGPoint?)?
    /// Where the spring was heading when a finger caught it.
    private var headingBeforeCatch: CGFloat = 1

    init(direction: Direction, transition: UIViewController.Transition, zoomed: UIViewController,
         source: UIViewController, interactiveStart: Bool) {
        self.direction = direction
        self.transition = transition
        self.zoomed = zoomed
        self.sourceController = source
        self.wantsInteractiveStart = interactiveStart
        self.progress = direction == .zoomIn ? 0 : 1
        super.init()
        clip.clipsToBounds = true
        clip.autoresizesSubviews = false
        clip.addGestureRecognizer(ZoomCatchGestureRecognizer(driver: self))
        dimming.isUserInteractionEnabled = false
    }

    // MARK: UIViewControllerAnimatedTransitioning

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        Self.nominalDuration
    }

    /// Runs the zoom without an interaction start (when another owner calls the animator).
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        setUp(transitionContext)
        if target == nil, drag == nil { run(towards: startHeading) }
    }

    // MARK: UIViewControllerInteractiveTransitioning

    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        setUp(transitionContext)
        (transitionContext as? TransitionContext)?.markAnimationsStarted()
        freezeAlongsideViews()
        if let early {
            self.early = nil
            beginDrag(axis: early.axis)
            updateDrag(translation: early.translation)
            if let release = early.release { endDrag(velocity: release) }
        } else if drag == nil {
            run(towards: startHeading)
        }
    }

    /// The end a non-interactive flight heads to.
    private var startHeading: CGFloat { direction == .zoomIn ? 1 : 0 }

    // MARK: Alongside animations

    /// The layers of views outside the container animated alongside (a
    /// navigation bar), with the timing they had: scrubbed by the progress,
    /// as a percent-driven interaction scrubs them.
    private var alongside: [(layer: CALayer, speed: Float, timeOffset: CFTimeInterval, beginTime: CFTimeInterval)] = []

    private func freezeAlongsideViews() {
        guard let ctx = context else { return }
        for view in ctx.alongsideViews {
            let layer = view.layer
            alongside.append((layer, layer.speed, layer.timeOffset, layer.beginTime))
            layer.speed = 0
            layer.timeOffset = 0
            layer.beginTime = 0
        }
    }

    /// The alongside animations show the transition's fraction done.
    private func scrubAlongside() {
        guard !alongside.isEmpty else { return }
        let p = min(max(progress, 0), 1)
        let fraction = direction == .zoomIn ? p : 1 - p
        for entry in alongside { entry.layer.timeOffset = CFTimeInterval(fraction) * Self.nominalDuration }
    }

    /// At the end, the alongside animations go (their model values stay)
    /// and the layers get their timing back.
    private func releaseAlongside() {
        func strip(_ layer: CALayer) {
            layer.removeAllAnimations()
            for sublayer in layer.sublayers ?? [] { strip(sublayer) }
        }
        for entry in alongside {
            strip(entry.layer)
            entry.layer.speed = entry.speed
            entry.layer.timeOffset = entry.timeOffset
            entry.layer.beginTime = entry.beginTime
        }
        alongside = []
    }

    // MARK: Setting up

    private func setUp(_ ctx: any UIViewControllerContextTransitioning) {
        guard !isSetUp else { return }
        isSetUp = true
        context = ctx as? TransitionContext
        context?.acceptsTouchesInFlight = true
        let container = ctx.containerView
        let view = ctx.view(forKey: direction == .zoomIn ? .to : .from) ?? zoomed.view!
        zoomedView = view
        if direction == .zoomIn {
            let final = ctx.finalFrame(for: zoomed)
            finalFrame = final == .zero ? container.bounds : final
        } else {
            finalFrame = view.frame
            if let other = ctx.view(forKey: .to), let toVC = ctx.viewController(forKey: .to) {
                if other.superview !== container { container.insertSubview(other, at: 0) }
                let frame = ctx.finalFrame(for: toVC)
                if frame != .zero { other.frame = frame }
            }
        }
        container.layoutIfNeeded()
        view.transform = .identity
        view.frame = finalFrame
        view.layoutIfNeeded()

        // The source, asked now (at dismissal it may be another item's view).
        let source = transition.sourceView(source: sourceController, zoomed: zoomed)
        if let source, source.window != nil, source.window === container.window {
            sourceView = source
            sourceRect = source.convert(source.bounds, to: container)
            sourceRadius = source.layer.cornerRadius
            sourceWasHidden = source.isHidden
        } else {
            // No source on screen (nil, or a view elsewhere): the centre.
            let b = container.bounds
            sourceRect = CGRect(x: b.midX - b.width / 6, y: b.midY - b.height / 6, width: b.width / 3, height: b.height / 3)
        }
        var alignment = view.bounds
        if let provider = transition.zoom?.options?.alignmentRectProvider, let sourceView,
           let rect = provider(.init(sourceView: sourceView, zoomedViewController: zoomed)),
           rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite {
            alignment = rect
        }
        let scale = max(sourceRect.width / alignment.width, sourceRect.height / alignment.height)
        let start = CGSize(width: finalFrame.width * scale, height: finalFrame.height * scale)
        startZoomedFrame = CGRect(x: sourceRect.midX - (alignment.midX - view.bounds.minX) * scale,
                                  y: sourceRect.midY - (alignment.midY - view.bounds.minY) * scale,
                                  width: start.width, height: start.height)

        // Dimming (and blur) behind, then the clip with the zoomed view.
        let options = transition.zoom?.options
        dimming.frame = container.bounds
        dimming.backgroundColor = options?.dimmingColor ?? UIColor.black.withAlphaComponent(Self.defaultDimmingAlpha)
        if let blur = options?.dimmingVisualEffect {
            let effect = UIVisualEffectView(effect: blur)
            effect.frame = container.bounds
            effect.isUserInteractionEnabled = false
            container.addSubview(effect)
            effectView = effect
        }
        container.addSubview(dimming)
        container.addSubview(clip)
        savedAutoresizing = view.autoresizingMask
        view.autoresizingMask = []
        clip.flyingViewInsets = container.safeAreaInsets(ofSubviewAt: finalFrame)
        clip.addSubview(view)
        view.bounds = CGRect(origin: view.bounds.origin, size: finalFrame.size)
        sourceView?.isHidden = true
        apply()
    }

    // MARK: Geometry

    private static func lerp(_ a: CGFloat, _ b: CGFloat, _ t: CGFloat) -> CGFloat { a + (b - a) * t }
    private static func lerp(_ a: CGRect, _ b: CGRect, _ t: CGFloat) -> CGRect {
        CGRect(x: lerp(a.minX, b.minX, t), y: lerp(a.minY, b.minY, t),
               width: lerp(a.width, b.width, t), height: lerp(a.height, b.height, t))
    }

    /// The clip's frame without the offset at progress `p`.
    func restingRect(at p: CGFloat) -> CGRect { Self.lerp(sourceRect, finalFrame, p) }

    /// The shown rectangle (the clip's frame).
    var currentRect: CGRect { restingRect(at: progress).offsetBy(dx: offset.x, dy: offset.y) }

    /// The clip's corner radius at progress `p`: the source's at 0, none at
    /// 1, and a card's rounding in between.
    static func cornerRadius(at p: CGFloat, source: CGFloat) -> CGFloat {
        let t = min(max(p, 0), 1)
        return max(0, lerp(source, 0, t) + cardCornerRadius * 4 * t * (1 - t))
    }

    /// Writes the geometry for the current progress and offset. The values
    /// are the flight itself and never become animations, so actions are
    /// off: no layer asks its delegate for one, frame after frame.
    private func apply() {
        guard let view = zoomedView else { return }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        let p = progress
        let rect = currentRect
        // Layer geometry, not the views': a flight changes no view's layout
        // (no layout pass, no safe-area update of the zoomed hierarchy).
        let clipLayer = clip.layer
        clipLayer.bounds = CGRect(origin: .zero, size: rect.size)
        clipLayer.position = CGPoint(x: rect.minX + rect.width * clipLayer.anchorPoint.x,
                                     y: rect.minY + rect.height * clipLayer.anchorPoint.y)
        clipLayer.cornerRadius = Self.cornerRadius(at: p, source: sourceRadius)
        let z = Self.lerp(startZoomedFrame, finalFrame, p).offsetBy(dx: offset.x, dy: offset.y)
        let s = finalFrame.width > 0 ? z.width / finalFrame.width : 1
        view.layer.transform = CATransform3DMakeScale(s, s, 1)
        view.layer.position = CGPoint(x: z.midX - rect.minX, y: z.midY - rect.minY)
        let visible = min(max(p, 0), 1)
        dimming.alpha = visible
        effectView?.alpha = visible
        scrubAlongside()
    }

    // MARK: Fingers

    /// The drag distance along `axis` for a translation.
    private static func distance(_ t: CGPoint, _ axis: DragAxis) -> CGFloat { axis == .vertical ? t.y : t.x }

    /// The length of a full drag along `axis`.
    private func span(_ axis: DragAxis) -> CGFloat {
        let b = context?.containerView.bounds ?? finalFrame
        return max(axis == .vertical ? b.height : b.width, 1)
    }

    /// A finger takes the view (a catch, or the dismissal drag's start).
    func beginDrag(axis: DragAxis) {
        guard !isLanded else { return }
        guard isSetUp else {
            early = (axis, .zero, nil)
            return
        }
        // Undecided, a release goes on where the flight was heading; a
        // dismissal drag that never moved stays zoomed in.
        headingBeforeCatch = target ?? 1
        target = nil
        progressVelocity = 0
        offsetVelocity = .zero
        if let ctx = context, !ctx.isInteractive, !ctx.transitionWasCancelled, !ctx.hasCalledCompleteTransition {
            ctx.pauseInteractiveTransition()
        }
        let r = currentRect
        drag = (axis, progress, CGPoint(x: r.midX, y: r.midY))
    }

    /// The finger moved: `translation` since the drag began (window points).
    func updateDrag(translation: CGPoint) {
        guard !isLanded else { return }
        guard isSetUp else {
            early?.translation = translation
            return
        }
        guard let drag else { return }
        let p = min(max(drag.p0 - Self.distance(translation, drag.axis) / span(drag.axis), 0), 1)
        progress = p
        let rest = restingRect(at: p)
        offset = CGPoint(x: drag.centre0.x + translation.x - rest.midX, y: drag.centre0.y + translation.y - rest.midY)
        apply()
        if let ctx = context, ctx.isInteractive {
            ctx.updateInteractiveTransition(direction == .zoomIn ? p : 1 - p)
        }
    }

    /// The finger lifted with `velocity` (window points per second): the
    /// direction is chosen and the springs continue with that velocity.
    func endDrag(velocity: CGPoint, translation: CGPoint? = nil) {
        guard !isLanded else { return }
        guard isSetUp else {
            early?.release = velocity
            return
        }
        guard let drag else { return }
        self.drag = nil
        let d = translation.map { Self.distance($0, drag.axis) } ?? (drag.p0 - progress) * span(drag.axis)
        let v = Self.distance(velocity, drag.axis)
        var towardsSource: Bool
        if v > Self.flickVelocity { towardsSource = true }
        else if v < -Self.flickVelocity { towardsSource = false }
        else if d > Self.decisiveDistance { towardsSource = true }
        else if d < -Self.decisiveDistance { towardsSource = false }
        else { towardsSource = headingBeforeCatch == 0 }
        // A transition already cancelled can only go back to where it began.
        if let ctx = context, ctx.transitionWasCancelled { towardsSource = direction == .zoomIn }
        let end: CGFloat = towardsSource ? 0 : 1
        if let ctx = context, ctx.isInteractive {
            let finishes = (direction == .zoomIn) == (end == 1)
            if finishes { ctx.finishInteractiveTransition() } else { ctx.cancelInteractiveTransition() }
        }
        // Velocity continuity: the centre keeps the finger's velocity, the size its rate.
        var pv = -v / span(drag.axis)
        if (progress <= 0 && pv < 0) || (progress >= 1 && pv > 0) { pv = 0 }
        progressVelocity = pv
        let a = restingRect(at: 0), b = restingRect(at: 1)
        offsetVelocity = CGPoint(x: velocity.x - (b.midX - a.midX) * pv, y: velocity.y - (b.midY - a.midY) * pv)
        run(towards: end)
    }

    // MARK: Springs

    private func run(towards end: CGFloat) {
        target = end
        guard link == nil else { return }
        lastStep = CACurrentMediaTime()
        let link = CADisplayLink(weakOwner: self) { driver, now in driver.step(now: now) }
        self.link = link
        link.add(to: .main, forMode: .common)
    }

    /// One critically damped step of `dt` for position `x` (rest `rest`) and velocity `v`.
    static func springStep(x: CGFloat, v: CGFloat, rest: CGFloat, dt: CGFloat, omega: CGFloat) -> (x: CGFloat, v: CGFloat) {
        let delta = x - rest
        let e = exp(-omega * dt)
        let c = v + omega * delta
        return (rest + (delta + c * dt) * e, (v - omega * c * dt) * e)
    }

    private func step(now: CFTimeInterval) {
        let dt = CGFloat(max(now - lastStep, 0))
        lastStep = now
        guard let target, !isLanded else { return }
        let w = Self.omega
        (progress, progressVelocity) = Self.springStep(x: progress, v: progressVelocity, rest: target, dt: dt, omega: w)
        (offset.x, offsetVelocity.x) = Self.springStep(x: offset.x, v: offsetVelocity.x, rest: 0, dt: dt, omega: w)
        (offset.y, offsetVelocity.y) = Self.springStep(x: offset.y, v: offsetVelocity.y, rest: 0, dt: dt, omega: w)
        if abs(progress - target) < Self.progressEpsilon, abs(progressVelocity) < 10 * Self.progressEpsilon,
           abs(offset.x) < Self.offsetEpsilon, abs(offset.y) < Self.offsetEpsilon,
           abs(offsetVelocity.x) < 10 * Self.offsetEpsilon, abs(offsetVelocity.y) < 10 * Self.offsetEpsilon {
            progress = target
            progressVelocity = 0
            offset = .zero
            offsetVelocity = .zero
            apply()
            land(at: target)
        } else {
            apply()
        }
    }

    /// The spring arrived at `end`: the views go back to their places and
    /// the transition completes (finished when the end is the transition's own).
    private func land(at end: CGFloat) {
        isLanded = true
        link?.invalidate()
        link = nil
        guard let ctx = context, let view = zoomedView else { return }
        let reachedEnd = (direction == .zoomIn) == (end == 1)
        let completed = reachedEnd && !ctx.transitionWasCancelled
        if ctx.isInteractive {
            if completed { ctx.finishInteractiveTransition() } else { ctx.cancelInteractiveTransition() }
        }
        sourceView?.isHidden = sourceWasHidden
        view.transform = .identity
        view.autoresizingMask = savedAutoresizing
        let stays = (direction == .zoomIn) == completed
        if stays {
            ctx.containerView.addSubview(view)
            view.frame = finalFrame
            ZoomTransitions.installDismissGesture(on: zoomed)
        } else {
            view.frame = finalFrame
            view.removeFromSuperview()
        }
        clip.removeFromSuperview()
        dimming.removeFromSuperview()
        effectView?.removeFromSuperview()
        releaseAlongside()
        ctx.completeTransition(completed)
    }
}

/// The zoom's clipping view. The driver places its one subview itself, so
/// it has no layout of its own: its size changes every frame of a flight
/// without a layout pass. The zoomed view inside keeps the safe area it has
/// at its final frame (`flyingViewInsets`), so its hierarchy keeps its
/// full-size layout while it flies: the flight lays nothing out, and the
/// zoomed controller hears no layout or safe-area callbacks frame by frame.
@MainActor
final class ZoomClipView: UIView {
    /// The safe-area insets (before its controller's additions) of the
    /// zoomed view at its final frame in the container.
    var flyingViewInsets = UIEdgeInsets.zero

    /// A zoomed view in flight keeps the insets of its final frame.
    override func safeAreaInsets(ofSubviewAt frame: CGRect) -> UIEdgeInsets { flyingViewInsets }

    override func layoutSublayers(of layer: CALayer) {}
}
