import Foundation

/// UIKit's private transition context and coordinator in one object
/// (`_UIViewControllerTransitionContext` + `_UIViewControllerTransitionCoordinator`).
///
/// The owner (a presentation, a navigation or a tab-bar controller) creates
/// it with the participants and a completion handler that performs UIKit's
/// cleanup in the documented order; the context runs the animator (or the
/// interaction controller), enforces that `completeTransition(_:)` counts
/// once, then runs coordinator completions and finally `animationEnded(_:)`.
@MainActor
final class TransitionContext: NSObject, UIViewControllerContextTransitioning, UIViewControllerTransitionCoordinator {
    enum Kind: String { case present, dismiss, push, pop, tab, size }

    let kind: Kind
    /// Names this transition in `TransitionMonitor.Details`.
    let monitorID = TransitionMonitor.nextTransitionID()
    let containerView: UIView
    let fromViewController: UIViewController
    let toViewController: UIViewController
    let fromView: UIView?
    let toView: UIView?
    let isAnimated: Bool
    let presentationStyle: UIModalPresentationStyle
    var targetTransform: CGAffineTransform = .identity
    let animator: (any UIViewControllerAnimatedTransitioning)?
    let interactor: (any UIViewControllerInteractiveTransitioning)?
    var initialFrames: [ObjectIdentifier: CGRect] = [:]
    var finalFrames: [ObjectIdentifier: CGRect] = [:]

    // State.
    let initiallyInteractive: Bool
    private(set) var isInteractive: Bool
    private(set) var transitionWasCancelled = false
    private(set) var percentComplete: CGFloat = 0
    private(set) var transitionDuration: TimeInterval = 0
    private(set) var hasCalledCompleteTransition = false
    private(set) var isFinished = false
    private(set) var hasStartedAnimations = false
    var isInterruptible: Bool { interruptibleAnimatorInUse != nil }
    /// Set when the interaction controller drives an interruptible animator.
    var interruptibleAnimatorInUse: AnyObject?
    /// True when touches may begin during the running transition (a zoom
    /// can be caught in flight), though it runs non-interactively.
    var acceptsTouchesInFlight = false

    /// Views outside the container registered with `animateAlongsideTransition(in:)`.
    private(set) var alongsideViews: [UIView] = []
    private var alongsideAnimations: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var alongsideCompletions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var interactionHandlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []

    /// Owner hooks.
    var onCancelInteraction: (() -> Void)?
    var onComplete: ((Bool) -> Void)?

    init(kind: Kind, container: UIView, from: UIViewController, to: UIViewController,
         fromView: UIView?, toView: UIView?, animated: Bool, style: UIModalPresentationStyle,
         animator: (any UIViewControllerAnimatedTransitioning)?,
         interactor: (any UIViewControllerInteractiveTransitioning)?) {
        self.kind = kind
        self.containerView = container
        self.fromViewController = from
        self.toViewController = to
        self.fromView = fromView
        self.toView = toView
        self.isAnimated = animated
        self.presentationStyle = style
        self.animator = animator
        self.interactor = interactor
        let interactive = interactor != nil && (interactor?.wantsInteractiveStart ?? true)
        self.initiallyInteractive = interactive
        self.isInteractive = interactive
    }

    // MARK: Participants

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: return fromViewController
        case .to: return toViewController
        default: return nil
        }
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: return fromView
        case .to: return toView
        default: return nil
        }
    }

    func initialFrame(for vc: UIViewController) -> CGRect { initialFrames[ObjectIdentifier(vc)] ?? .zero }
    func finalFrame(for vc: UIViewController) -> CGRect { finalFrames[ObjectIdentifier(vc)] ?? .zero }

    // MARK: Running

    var animatorName: String { animator.map { TypeNames.unqualified(type(of: $0)) } ?? "nil" }

    /// Starts the transition: asks the duration, then hands over to the
    /// interaction controller or the animator. Arms the stall watchdog.
    func start() {
        guard let animator else { return }
        monitor(.began(kind: kind.rawValue, animator: animatorName))
        transitionDuration = animator.transitionDuration(using: self)
        if !transitionDuration.isFinite || transitionDuration < 0 {
            Log.uiKit.warning("transitionDuration(using:) of \(animatorName) returned \(transitionDuration); using 0")
            transitionDuration = 0
        }
        armWatchdog()
        if let interactor {
            interactor.startInteractiveTransition(self)
        } else {
            runAnimator()
        }
    }

    /// Calls `animateTransition(using:)` and runs the alongside animations
    /// queued so far in the same kind of animation block.
    func runAnimator() {
        guard let animator, !hasStartedAnimations else { return }
        hasStartedAnimations = true
        animator.animateTransition(using: self)
        runAlongside()
    }

    /// Marks the animations as started without calling `animateTransition`
    /// (the interruptible path drives the animator itself).
    func markAnimationsStarted() {
        hasStartedAnimations = true
        runAlongside()
    }

    private func runAlongside() {
        let blocks = alongsideAnimations
        alongsideAnimations = []
        guard !blocks.isEmpty else { return }
        let duration = isAnimated ? max(transitionDuration, 0) : 0
        UIView.animate(withDuration: duration, delay: 0, options: [], animations: {
            for block in blocks { block(self) }
        })
    }

    /// The stall watchdog's timer, cancelled once the transition completes.
    private var watchdog: Int?

    private func armWatchdog() {
        let limit = max(10, transitionDuration * 20)
        let label = "stall watchdog of the \(kind.rawValue) transition run by \(animatorName)"
        watchdog = AnimationEngine.shared.schedule(at: CACurrentMediaTime() + limit, label: label) { [weak self] in
            guard let self, !self.hasCalledCompleteTransition else { return }
            let message = "Transition stalled: \(self.animatorName) did not call completeTransition(_:) within \(limit) s of \(self.kind.rawValue) from \(uiKitDescription(self.fromViewController)) to \(uiKitDescription(self.toViewController)); the UI stays blocked as in UIKit."
            Log.uiKit.error("\(message)")
            monitor(.stalled(animator: self.animatorName))
        }
    }

    /// Reports `event` of this transition to `TransitionMonitor`.
    private func monitor(_ event: TransitionMonitor.Event, percentComplete: Double? = nil) {
        TransitionMonitor.emit(event, {
            var details = monitorDetails
            details.percentComplete = percentComplete
            return details
        }())
    }

    /// This transition as `TransitionMonitor` names it, made once.
    lazy var monitorDetails = TransitionMonitor.Details(participantsOf: self)

    // MARK: Interaction

    func updateInteractiveTransition(_ p: CGFloat) {
        guard isInteractive, !hasCalledCompleteTransition else { return }
        guard p.isFinite else {
            Log.uiKit.warning("updateInteractiveTransition: ignoring non-finite percent \(p)")
            return
        }
        percentComplete = min(max(p, 0), 1)
        monitor(.interaction("update"), percentComplete: Double(percentComplete))
    }

    func finishInteractiveTransition() {
        guard isInteractive, !hasCalledCompleteTransition else { return }
        isInteractive = false
        monitor(.interaction("finish"))
        notifyInteractionChanged()
    }

    func cancelInteractiveTransition() {
        guard isInteractive, !hasCalledCompleteTransition else { return }
        isInteractive = false
        transitionWasCancelled = true
        monitor(.interaction("cancel"))
        notifyInteractionChanged()
        onCancelInteraction?()
    }

    func pauseInteractiveTransition() {
        guard !isInteractive, !hasCalledCompleteTransition, !transitionWasCancelled else { return }
        isInteractive = true
        monitor(.interaction("pause"))
        // Apple: "Pauses the transition animations": a percent-driven
        // interaction stops its run where it is.
        (interactor as? UIPercentDrivenInteractiveTransition)?.holdStill()
        notifyInteractionChanged()
    }

    private func notifyInteractionChanged() {
        for handler in interactionHandlers { handler(self) }
    }

    var isCancelled: Bool { transitionWasCancelled }
    var completionVelocity: CGFloat {
        let speed = interactor?.completionSpeed ?? 1
        return transitionWasCancelled ? -speed : speed
    }
    var completionCurve: UIView.AnimationCurve { interactor?.completionCurve ?? .easeInOut }

    // MARK: Completion

    /// Completes the transition once; later calls are ignored silently (UIKit).
    func completeTransition(_ didComplete: Bool) {
        guard !hasCalledCompleteTransition else {
            monitor(.completeTransition(didComplete: didComplete, accepted: false))
            return
        }
        hasCalledCompleteTransition = true
        if let watchdog {
            AnimationEngine.shared.cancelTimer(watchdog)
            self.watchdog = nil
        }
        monitor(.completeTransition(didComplete: didComplete, accepted: true))
        if !didComplete && !transitionWasCancelled {
            // A non-interactive cancel: reverse the appearance now.
            transitionWasCancelled = true
            onCancelInteraction?()
        }
        // The owner's cleanup ends the appearance transitions, after it has
        // cleared the participants' `activeTransition`: the monitor
        // attributes them to this transition meanwhile.
        let outer = TransitionMonitor.completing
        TransitionMonitor.completing = self
        let window = containerView.window
        onComplete?(didComplete)
        TransitionMonitor.completing = outer
        // The status bar takes the appearance of the controllers now in place.
        window?.updateStatusBarAppearance()
        onComplete = nil
        onCancelInteraction = nil
        isFinished = true
        let completions = alongsideCompletions
        alongsideCompletions = []
        for block in completions { block(self) }
        monitor(.animationEnded(didComplete))
        animator?.animationEnded(didComplete)
        interactionHandlers = []
        monitor(.ended(kind: kind.rawValue, completed: didComplete))
    }

    // MARK: Coordinator

    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        guard !hasCalledCompleteTransition else { return false }
        if let completion { alongsideCompletions.append(completion) }
        guard let animation else { return true }
        if hasStartedAnimations {
            let remaining = isAnimated ? transitionDuration * Double(1 - percentComplete) : 0
            UIView.animate(withDuration: remaining, delay: 0, options: [], animations: { animation(self) })
        } else {
            alongsideAnimations.append(animation)
        }
        return true
    }

    @discardableResult
    func animateAlongsideTransition(in view: UIView?,
                                    animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        if let view, !view.isDescendant(of: containerView) { alongsideViews.append(view) }
        return animate(alongsideTransition: animation, completion: completion)
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
        interactionHandlers.append(handler)
    }

    func notifyWhenInteractionEnds(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
        interactionHandlers.append { context in
            if !context.isInteractive { handler(context) }
        }
    }
}
