import Foundation
@_spi(SegueTesting) @testable import OpenUIKit

/// A shared event log for ordering tests.
@MainActor
final class EventLog {
    var events: [String] = []
    func add(_ e: String) { events.append(e) }
}

/// A controller that logs its appearance callbacks as "<name>.<callback>".
@MainActor
class LoggingViewController: UIViewController {
    let name: String
    let log: EventLog
    init(_ name: String, log: EventLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("not used") }
    override func viewWillAppear(_ animated: Bool) { log.add("\(name).viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { log.add("\(name).viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.add("\(name).viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.add("\(name).viewDidDisappear") }
}

/// A slide animator that logs its protocol calls; 0.3 s.
@MainActor
final class LoggingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let log: EventLog
    let duration: TimeInterval
    init(log: EventLog, duration: TimeInterval = 0.3) { self.log = log; self.duration = duration }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        log.add("animator.transitionDuration")
        return duration
    }

    func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
        log.add("animator.animateTransition")
        let container = ctx.containerView
        if let toView = ctx.view(forKey: .to), let toVC = ctx.viewController(forKey: .to) {
            toView.frame = ctx.finalFrame(for: toVC)
            if toView.superview !== container { container.addSubview(toView) }
            toView.alpha = 0
        }
        let fromView = ctx.view(forKey: .from)
        UIView.animate(withDuration: duration, delay: 0, options: .curveLinear, animations: {
            ctx.view(forKey: .to)?.alpha = 1
            fromView?.alpha = 0
        }, completion: { _ in
            fromView?.alpha = 1
            ctx.view(forKey: .to)?.alpha = 1
            self.log.add("animator.completeTransition(\(!ctx.transitionWasCancelled))")
            ctx.completeTransition(!ctx.transitionWasCancelled)
        })
    }

    func animationEnded(_ transitionCompleted: Bool) { log.add("animator.animationEnded(\(transitionCompleted))") }
}

/// A transitioning delegate that logs queries and vends a logging animator.
@MainActor
final class LoggingTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let log: EventLog
    var interactor: (any UIViewControllerInteractiveTransitioning)?
    var presentationControllerClass: LoggingPresentationController.Type?
    init(log: EventLog) { self.log = log }

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        log.add("delegate.presentationController")
        return presentationControllerClass.map { $0.init(presentedViewController: presented, presenting: presenting, log: log) }
    }
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        log.add("delegate.animationController(forPresented:)")
        return LoggingAnimator(log: log)
    }
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        log.add("delegate.animationController(forDismissed:)")
        return LoggingAnimator(log: log)
    }
    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? {
        log.add("delegate.interactionControllerForPresentation")
        return nil
    }
    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? {
        log.add("delegate.interactionControllerForDismissal")
        return interactor
    }
}

/// A presentation controller that logs its lifecycle.
@MainActor
class LoggingPresentationController: UIPresentationController {
    var log: EventLog!
    required init(presentedViewController: UIViewController, presenting: UIViewController?, log: EventLog) {
        self.log = log
        super.init(presentedViewController: presentedViewController, presenting: presenting)
    }
    override func presentationTransitionWillBegin() { log.add("pc.presentationTransitionWillBegin") }
    override func presentationTransitionDidEnd(_ completed: Bool) { log.add("pc.presentationTransitionDidEnd(\(completed))") }
    override func dismissalTransitionWillBegin() { log.add("pc.dismissalTransitionWillBegin") }
    override func dismissalTransitionDidEnd(_ completed: Bool) { log.add("pc.dismissalTransitionDidEnd(\(completed))") }
}

/// A window for tests that host controllers without a `TransitionHarness`.
///
/// UIKit keeps a presentation, and a transition whose animator never calls
/// `completeTransition(_:)`, alive after its window goes away (the presented
/// controller and its presentation controller refer to each other until the
/// dismissal completes). A test that ends with one in place must not hand it
/// to the next test, or to LeakSanitizer: when this window goes away, at the
/// end of its test, it releases what its root controller left unfinished, as
/// `TransitionHarness.tearDown()` does (`TeardownRelease`; docs/RELIABILITY.md,
/// "Leaks"). Nothing is released while the test holds the window.
final class TestWindow: UIWindow {
    isolated deinit {
        if let root = rootViewController { TeardownRelease.releaseUnfinishedPresentations(from: root) }
    }
}

/// A window hosting `root`, made key and visible, ticked once (a
/// `TestWindow`: its presentations are released when it goes away).
@MainActor
func makeWindow(root: UIViewController, clock: MediaClock,
                frame: CGRect = CGRect(x: 0, y: 0, width: 390, height: 844)) -> UIWindow {
    let window = TestWindow(frame: frame)
    window.rootViewController = root
    window.makeKeyAndVisible()
    clock.tick()
    return window
}
