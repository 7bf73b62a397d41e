// Segue's own code, compiled into each corpus unit's driver module by
// `corpus/segue-corpus run --drivers` (docs/CORPUS.md). It presents,
// dismisses, pushes and pops a corpus file's transition objects under
// `TransitionHarness` and returns every problem it sees: the harness's
// invariant violations, a transition that never finishes, and a final
// hierarchy other than the one UIKit leaves.
import UIKit
import SegueTesting

/// A transitioning delegate that vends what a driver gives it.
final class SegueDriverTransitions: NSObject, UIViewControllerTransitioningDelegate {
    var presenting: () -> (any UIViewControllerAnimatedTransitioning)? = { nil }
    var dismissing: () -> (any UIViewControllerAnimatedTransitioning)? = { nil }
    var interaction: (any UIViewControllerInteractiveTransitioning)?
    var presentation: ((UIViewController, UIViewController?) -> UIPresentationController)?

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        self.presenting()
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        dismissing()
    }

    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? {
        interaction
    }

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        presentation?(presented, presenting)
    }
}

/// A plain cross-fade, for drivers of interaction and presentation controllers.
final class SegueDriverFade: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let to = transitionContext.view(forKey: .to)
        let from = transitionContext.view(forKey: .from)
        if let to, let toVC = transitionContext.viewController(forKey: .to) {
            to.frame = transitionContext.finalFrame(for: toVC)
            to.alpha = 0
            transitionContext.containerView.addSubview(to)
        }
        UIView.animate(withDuration: 0.3, animations: {
            to?.alpha = 1
            if to == nil { from?.alpha = 0 }
        }, completion: { _ in
            from?.alpha = 1
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

/// What is wrong with the window after the root's transitions settled.
@MainActor func segueDriverWindowProblems(_ harness: TransitionHarness, root: UIViewController) -> [String] {
    var problems: [String] = []
    if root.view.window !== harness.window { problems.append("the root's view is not in the window") }
    let others = harness.window.subviews.filter { $0 !== root.view }
    if !others.isEmpty { problems.append("the window keeps \(others.count) view(s) besides the root's (a container left behind)") }
    return problems
}

/// Presents `presented` from `root` (a plain controller unless the object
/// casts the context's controllers to the unit's own) and dismisses it.
@MainActor func segueDriveModal(_ presented: UIViewController, root: UIViewController = UIViewController(),
                                configure: (UIViewController) -> Void = { _ in }) -> [String] {
    let harness = TransitionHarness(root: root)
    defer { harness.tearDown() }
    configure(presented)
    var problems: [String] = []
    root.present(presented, animated: true)
    if !harness.runUntilIdle() { problems.append("the presentation did not finish") }
    if root.presentedViewController !== presented { problems.append("not presented after the presentation") }
    if presented.viewIfLoaded?.window == nil { problems.append("the presented view is not in the window") }
    presented.dismiss(animated: true)
    if !harness.runUntilIdle() { problems.append("the dismissal did not finish") }
    if root.presentedViewController != nil { problems.append("still presented after the dismissal") }
    if presented.viewIfLoaded?.window != nil { problems.append("the presented view stays in the window") }
    return harness.violations + problems + segueDriverWindowProblems(harness, root: root)
}

/// Pushes `pushed` onto a navigation controller rooted at `first` whose
/// delegate is `delegate`, then pops it (plain controllers unless the
/// object casts the context's controllers to the unit's own).
@MainActor func segueDrivePush(first: UIViewController = UIViewController(), delegate: any UINavigationControllerDelegate,
                               pushed: UIViewController = UIViewController()) -> [String] {
    let navigation = UINavigationController(rootViewController: first)
    let harness = TransitionHarness(root: navigation)
    defer { harness.tearDown() }
    navigation.delegate = delegate
    var problems: [String] = []
    navigation.pushViewController(pushed, animated: true)
    if !harness.runUntilIdle() { problems.append("the push did not finish") }
    if navigation.topViewController !== pushed { problems.append("not on top after the push") }
    if pushed.viewIfLoaded?.window == nil { problems.append("the pushed view is not in the window") }
    navigation.popViewController(animated: true)
    if !harness.runUntilIdle() { problems.append("the pop did not finish") }
    if navigation.viewControllers.count != 1 || navigation.topViewController !== first { problems.append("the stack is not [root] after the pop") }
    if pushed.viewIfLoaded?.window != nil { problems.append("the popped view stays in the window") }
    if first.view.window == nil { problems.append("the first view is not back in the window") }
    return harness.violations + problems + segueDriverWindowProblems(harness, root: navigation)
}

/// Presents with `interaction` driving a fade, moves it half-way, cancels,
/// then presents again and finishes.
@MainActor func segueDriveInteractive(_ interaction: () -> UIPercentDrivenInteractiveTransition) -> [String] {
    var problems: [String] = []
    for finishing in [false, true] {
        let root = UIViewController()
        let harness = TransitionHarness(root: root)
        let presented = UIViewController()
        let transitions = SegueDriverTransitions()
        let controller = interaction()
        transitions.presenting = { SegueDriverFade() }
        transitions.interaction = controller
        presented.modalPresentationStyle = .fullScreen
        presented.transitioningDelegate = transitions
        root.present(presented, animated: true)
        harness.advance(by: 0.05)
        controller.update(0.5)
        harness.advance(by: 0.05)
        if finishing { controller.finish() } else { controller.cancel() }
        if !harness.runUntilIdle() { problems.append("the \(finishing ? "finished" : "cancelled") transition did not end") }
        let shown = root.presentedViewController === presented
        if shown != finishing { problems.append(finishing ? "not presented after finish()" : "presented after cancel()") }
        if finishing {
            presented.dismiss(animated: false)
            _ = harness.runUntilIdle()
        }
        problems += harness.violations + segueDriverWindowProblems(harness, root: root)
        harness.tearDown()
    }
    return problems
}

/// Keeps an argument the driver made alive for the whole run, as the app
/// that passes it would (an object held `weak` or `unowned` by the
/// transition object would otherwise go at once).
nonisolated(unsafe) var segueKept: [Any] = []
func segueKeep<T>(_ value: T) -> T {
    segueKept.append(value)
    return value
}
