import Foundation
import Testing
@testable import OpenUIKit
import SegueTesting

/// Push, pop and interactive pop through UINavigationController (docs/UIKIT-FACTS.md).
@MainActor
@Suite("Navigation transitions")
struct NavigationTransitionTests {
    @MainActor
    final class NavDelegate: NSObject, UINavigationControllerDelegate {
        let log: EventLog
        var interactor: UIPercentDrivenInteractiveTransition?
        init(log: EventLog) { self.log = log }
        func navigationController(_ nc: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                                  from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
            log.add("delegate.animationControllerFor(\(operation == .push ? "push" : "pop"))")
            return LoggingAnimator(log: log)
        }
        func navigationController(_ nc: UINavigationController,
                                  interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
            -> (any UIViewControllerInteractiveTransitioning)? {
            log.add("delegate.interactionControllerFor")
            return interactor
        }
        func navigationController(_ nc: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
            log.add("delegate.willShow")
        }
        func navigationController(_ nc: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
            log.add("delegate.didShow")
        }
    }

    /// A navigation controller in a window showing A, with a logging
    /// delegate; B is made but not pushed.
    static func navigationShowingA() -> (MediaClock, EventLog, LoggingViewController, LoggingViewController,
                                         UINavigationController, NavDelegate, UIWindow) {
        let clock = MediaClock.installVirtual()
        let log = EventLog()
        let a = LoggingViewController("A", log: log), b = LoggingViewController("B", log: log)
        let nav = UINavigationController(rootViewController: a)
        let delegate = NavDelegate(log: log)
        nav.delegate = delegate
        let window = makeWindow(root: nav, clock: clock)
        return (clock, log, a, b, nav, delegate, window)
    }

    /// The same, showing B pushed over A (no animation).
    static func navigationShowingB() -> (MediaClock, EventLog, LoggingViewController, LoggingViewController,
                                         UINavigationController, NavDelegate, UIWindow) {
        let shown = navigationShowingA()
        shown.4.pushViewController(shown.3, animated: false)
        shown.0.advance(by: 0.1)
        return shown
    }

    @Test("Push: stack changes at once; transition on the next tick; from view removed at the end")
    func push() {
        let (clock, log, a, b, nav, delegate, window) = Self.navigationShowingA()
        defer { withExtendedLifetime((window, delegate)) {} }   // the navigation controller holds its delegate weakly
        log.events = []
        nav.pushViewController(b, animated: true)
        #expect(nav.topViewController === b && nav.viewControllers.count == 2)
        #expect(log.events.isEmpty)
        clock.tick()
        #expect(log.events == ["delegate.animationControllerFor(push)", "delegate.interactionControllerFor", "delegate.willShow",
                               "A.viewWillDisappear", "B.viewWillAppear", "animator.transitionDuration", "animator.animateTransition"])
        // The container holds both views during the transition.
        #expect(a.view.superview === nav.containerView && b.view.superview === nav.containerView)
        clock.advance(by: 0.35)
        #expect(log.events.suffix(5) == ["animator.completeTransition(true)", "A.viewDidDisappear", "B.viewDidAppear",
                                         "delegate.didShow", "animator.animationEnded(true)"])
        #expect(a.view.superview == nil)
        #expect(b.parent === nav)
    }

    @Test("Interactive pop cancelled: stack restored, appearance reversed, no didShow")
    func interactivePopCancelled() {
        let (clock, log, a, b, nav, delegate, window) = Self.navigationShowingB()
        defer { withExtendedLifetime(window) {} }
        let interactor = UIPercentDrivenInteractiveTransition()
        delegate.interactor = interactor
        log.events = []
        nav.popViewController(animated: true)
        clock.tick()
        #expect(log.events == ["delegate.animationControllerFor(pop)", "delegate.interactionControllerFor", "delegate.willShow",
                               "B.viewWillDisappear", "A.viewWillAppear", "animator.transitionDuration", "animator.animateTransition"])
        interactor.update(0.3)
        clock.tick()
        // Frozen at 30 %: the linear alpha animation of A (0 → 1) shows 0.3.
        #expect(abs(Double(a.view.layer.presentation()!.opacity) - 0.3) < 1e-6)
        log.events = []
        interactor.cancel()
        #expect(log.events == ["A.viewWillDisappear", "B.viewWillAppear"])
        // Cancel runs back over p × duration / completionSpeed = 0.09 s.
        clock.advance(by: 0.08)
        #expect(!log.events.contains("animator.completeTransition(false)"))
        clock.advance(by: 0.03)
        #expect(log.events.suffix(4) == ["animator.completeTransition(false)", "A.viewDidDisappear", "B.viewDidAppear",
                                         "animator.animationEnded(false)"])
        #expect(!log.events.contains("delegate.didShow"))
        #expect(nav.topViewController === b && nav.viewControllers.count == 2)
        #expect(a.view.superview == nil && b.view.superview === nav.containerView)
        #expect(nav.containerView.layer.speed == 1)
    }

    @Test("Interactive pop finished: completion takes (1 − p) × duration / completionSpeed")
    func interactivePopFinished() {
        let (clock, log, a, b, nav, delegate, window) = Self.navigationShowingB()
        defer { withExtendedLifetime(window) {} }
        let interactor = UIPercentDrivenInteractiveTransition()
        interactor.completionSpeed = 2
        delegate.interactor = interactor
        nav.popViewController(animated: true)
        clock.tick()
        interactor.update(0.6)
        clock.tick()
        log.events = []
        interactor.finish()
        // (1 − 0.6) × 0.3 / 2 = 0.06 s
        clock.advance(by: 0.05)
        #expect(!log.events.contains("animator.completeTransition(true)"))
        clock.advance(by: 0.02)
        #expect(log.events == ["animator.completeTransition(true)", "B.viewDidDisappear", "A.viewDidAppear",
                               "delegate.didShow", "animator.animationEnded(true)"])
        #expect(nav.viewControllers == [a])
        #expect(b.parent == nil)
    }

    @Test("Pushing the same controller twice raises")
    func pushTwice() {
        let clock = MediaClock.installVirtual()
        let a = UIViewController()
        let nav = UINavigationController(rootViewController: a)
        let window = makeWindow(root: nav, clock: clock)
        defer { withExtendedLifetime(window) {} }
        var raised: [UIKitException] = []
        let saved = UIKitException.handler
        UIKitException.handler = { raised.append($0) }
        defer { UIKitException.handler = saved }
        nav.pushViewController(a, animated: true)
        #expect(raised.count == 1 && raised[0].reason.contains("is pushing the same view controller instance"))
        #expect(nav.viewControllers.count == 1)
    }

    @Test("A pop issued mid-push is queued and runs after the push")
    func popDuringPush() {
        let clock = MediaClock.installVirtual()
        let a = UIViewController(), b = UIViewController()
        let nav = UINavigationController(rootViewController: a)
        let window = makeWindow(root: nav, clock: clock)
        defer { withExtendedLifetime(window) {} }
        nav.pushViewController(b, animated: true)
        clock.advance(by: 0.1)
        expectDiagnostic("nested pop animation can result in corrupted navigation bar") { nav.popViewController(animated: true) }
        #expect(nav.viewControllers.count == 2)
        clock.advance(by: 1)
        #expect(nav.viewControllers == [a])
        #expect(a.view.superview === nav.containerView && b.view.superview == nil)
    }
}

extension Array where Element == UIViewController {
    static func == (lhs: [UIViewController], rhs: [UIViewController]) -> Bool {
        lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0 === $1 }
    }
}

/// The transition coordinator during an interactive pop (docs/UIKIT-FACTS.md).
@MainActor
@Suite("Transition coordinator")
struct TransitionCoordinatorTests {
    @Test("Interaction-change handlers fire before the reversed appearance calls; alongside views freeze with the container")
    func coordinatorDuringCancel() {
        let (clock, log, a, b, nav, delegate, window) = NavigationTransitionTests.navigationShowingB()
        defer { withExtendedLifetime(window) {} }
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(badge)
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.interactor = interaction
        nav.popViewController(animated: true)
        clock.tick()
        let coordinator = b.transitionCoordinator
        #expect(coordinator != nil && a.transitionCoordinator === coordinator)
        #expect(coordinator?.isInteractive == true && coordinator?.initiallyInteractive == true)
        coordinator?.notifyWhenInteractionChanges { context in
            log.add("interactionChanged(cancelled: \(context.isCancelled))")
        }
        var completedAlongside = false
        // Registered after the animations started: runs over the remaining time.
        _ = coordinator?.animateAlongsideTransition(in: badge, animation: { _ in badge.alpha = 0 },
                                                    completion: { _ in completedAlongside = true })
        interaction.update(0.5)
        clock.tick()
        log.events = []
        interaction.cancel()
        #expect(log.events == ["interactionChanged(cancelled: true)", "A.viewWillDisappear", "B.viewWillAppear"])
        #expect(coordinator?.completionVelocity == -1)
        clock.advance(by: 0.5)
        #expect(completedAlongside)
        #expect(b.transitionCoordinator == nil)
    }
}

/// UIKit's own edge-swipe pop (no custom animator).
@MainActor
@Suite("Built-in interactive pop")
struct BuiltinInteractivePopTests {
    func drag(_ window: UIWindow, _ clock: MediaClock, to x: CGFloat) {
        window.sendTouch(.began, at: CGPoint(x: 5, y: 400))
        for i in 1...20 {
            clock.advance(by: 1.0 / 60)
            window.sendTouch(.moved, at: CGPoint(x: 5 + (x - 5) * CGFloat(i) / 20, y: 400))
        }
        window.sendTouch(.ended, at: CGPoint(x: x, y: 400))
        clock.advance(by: 1)
    }

    @Test("A swipe past half the width pops; a short one cancels (both through the parallax animator)")
    func edgeSwipe() {
        let clock = MediaClock.installVirtual()
        let a = UIViewController(), b = UIViewController()
        let nav = UINavigationController(rootViewController: a)
        let window = makeWindow(root: nav, clock: clock)
        defer { withExtendedLifetime(window) {} }
        var durations: [Double] = []
        TransitionMonitor.observer = { event in
            if case .began(_, let animator) = event, animator == "NavigationParallaxAnimator" { durations.append(1) }
        }
        defer { TransitionMonitor.observer = nil }
        nav.pushViewController(b, animated: false)
        clock.advance(by: 0.1)
        drag(window, clock, to: 80)
        #expect(nav.viewControllers.count == 2 && b.view.window === window && a.view.window == nil)
        drag(window, clock, to: 330)
        #expect(nav.viewControllers.count == 1 && a.view.window === window && b.view.window == nil)
        #expect(durations.count == 2)
    }
}
