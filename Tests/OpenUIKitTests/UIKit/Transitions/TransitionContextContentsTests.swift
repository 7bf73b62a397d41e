import Foundation
import Testing
@testable import OpenUIKit

/// What the context offers at the start of each kind of transition, and what
/// the container holds (docs/UIKIT-FACTS.md).
@MainActor
@Suite("Transition context contents")
struct TransitionContextContentsTests {
    /// Records the context at animateTransition, then slides the views in.
    final class Probe: NSObject, UIViewControllerAnimatedTransitioning {
        var fromView: UIView?, toView: UIView?
        var fromVC: UIViewController?, toVC: UIViewController?
        var containerSubviews: [UIView] = []
        var frames: [String: CGRect] = [:]
        var style: UIModalPresentationStyle?
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.1 }
        func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
            fromView = ctx.view(forKey: .from); toView = ctx.view(forKey: .to)
            fromVC = ctx.viewController(forKey: .from); toVC = ctx.viewController(forKey: .to)
            containerSubviews = ctx.containerView.subviews
            style = ctx.presentationStyle
            frames = ["initialFrom": ctx.initialFrame(for: fromVC!), "finalFrom": ctx.finalFrame(for: fromVC!),
                      "initialTo": ctx.initialFrame(for: toVC!), "finalTo": ctx.finalFrame(for: toVC!)]
            if let toView, toView.superview !== ctx.containerView {
                toView.frame = ctx.finalFrame(for: toVC!)
                ctx.containerView.addSubview(toView)
            }
            UIView.animate(withDuration: 0.1, animations: { self.toView?.alpha = 1 }) { _ in
                ctx.completeTransition(!ctx.transitionWasCancelled)
            }
        }
    }

    final class Delegate: NSObject, UIViewControllerTransitioningDelegate, UINavigationControllerDelegate, UITabBarControllerDelegate {
        let probe = Probe()
        func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                 source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { probe }
        func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { probe }
        func navigationController(_ nc: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                                  from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { probe }
        func tabBarController(_ tbc: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
                              to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { probe }
    }

    @Test("Full-screen present: from view is the presenter's (in the container), to view added by the animator")
    func fullScreenPresent() {
        let clock = MediaClock.installVirtual()
        let a = UIViewController(), b = UIViewController()
        let window = makeWindow(root: a, clock: clock)
        defer { withExtendedLifetime(window) {} }
        let delegate = Delegate()
        b.modalPresentationStyle = .fullScreen
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        clock.advance(by: 0.3)
        let p = delegate.probe
        #expect(p.fromView === a.view && p.toView === b.view)
        #expect(p.fromVC === a && p.toVC === b)
        #expect(p.containerSubviews.count == 1 && p.containerSubviews[0] === a.view)
        #expect(p.frames["initialTo"] == .zero && p.frames["finalTo"] == window.bounds)
        #expect(p.frames["finalFrom"] == .zero)
        #expect(p.style == .fullScreen)
    }

    @Test("Custom present keeps the presenter: from view nil, empty container; dismissal's to view nil")
    func customPresentAndDismiss() {
        let clock = MediaClock.installVirtual()
        let a = UIViewController(), b = UIViewController()
        let window = makeWindow(root: a, clock: clock)
        defer { withExtendedLifetime(window) {} }
        let delegate = Delegate()
        b.modalPresentationStyle = .custom
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        clock.advance(by: 0.3)
        #expect(delegate.probe.fromView == nil && delegate.probe.toView === b.view)
        #expect(delegate.probe.containerSubviews.isEmpty)
        #expect(delegate.probe.frames["finalFrom"] == a.view.frame)
        b.dismiss(animated: true)
        clock.advance(by: 0.3)
        #expect(delegate.probe.fromView === b.view && delegate.probe.toView == nil)
        #expect(delegate.probe.fromVC === b && delegate.probe.toVC === a)
        #expect(b.view.superview == nil && a.view.window === window)
    }

    /// UIKit stores the presented controller's own view frame as both ends
    /// of a dismissal, in every style (decompiled UIKitCore of iOS 18.2 and
    /// 26.1, `UIPresentationController runTransitionForCurrentStateAnimated:`:
    /// the from end frame is zero only when presenting with the presenter's
    /// view taken); the presenter's start frame is zero and its end frame the
    /// container's bounds when its view stayed (docs/FIDELITY.md).
    @Test("Dismissal frames: the presented view's frame at both ends, in every style", arguments: [
        UIModalPresentationStyle.custom, .fullScreen, .overFullScreen,
    ])
    func dismissalFrames(style: UIModalPresentationStyle) {
        let clock = MediaClock.installVirtual()
        let a = UIViewController(), b = UIViewController()
        let window = makeWindow(root: a, clock: clock)
        defer { withExtendedLifetime(window) {} }
        let delegate = Delegate()
        b.modalPresentationStyle = style
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        clock.advance(by: 0.3)
        b.view.frame = CGRect(x: 0, y: 300, width: 390, height: 544)
        b.dismiss(animated: true)
        clock.advance(by: 0.3)
        let frames = delegate.probe.frames
        #expect(frames["initialFrom"] == CGRect(x: 0, y: 300, width: 390, height: 544))
        #expect(frames["finalFrom"] == CGRect(x: 0, y: 300, width: 390, height: 544))
        #expect(frames["initialTo"] == .zero)
        #expect(frames["finalTo"] == window.bounds)
    }

    @Test("Push: both views, the container holds the from view; style .none")
    func push() {
        let clock = MediaClock.installVirtual()
        let a = UIViewController(), b = UIViewController()
        let nav = UINavigationController(rootViewController: a)
        let delegate = Delegate()
        nav.delegate = delegate
        let window = makeWindow(root: nav, clock: clock)
        defer { withExtendedLifetime(window) {} }
        nav.pushViewController(b, animated: true)
        clock.advance(by: 0.3)
        let p = delegate.probe
        #expect(p.fromView === a.view && p.toView === b.view)
        #expect(p.containerSubviews.count == 1 && p.containerSubviews[0] === a.view)
        #expect(p.frames["finalFrom"] == .zero && p.frames["finalTo"] == nav.containerView.bounds)
        #expect(p.style == UIModalPresentationStyle.none)
        #expect(nav.containerView.subviews.count == 1 && nav.containerView.subviews[0] === b.view)
    }

    @Test("Tab switch: from/to views, the old one removed at the end, appearance balanced")
    func tabSwitch() {
        let clock = MediaClock.installVirtual()
        let log = EventLog()
        let a = LoggingViewController("A", log: log), b = LoggingViewController("B", log: log)
        let tabs = UITabBarController()
        tabs.viewControllers = [a, b]
        let delegate = Delegate()
        tabs.delegate = delegate
        let window = makeWindow(root: tabs, clock: clock)
        defer { withExtendedLifetime(window) {} }
        log.events = []
        tabs.selectedIndex = 1
        clock.advance(by: 0.3)
        #expect(delegate.probe.fromView === a.view && delegate.probe.toView === b.view)
        #expect(log.events == ["A.viewWillDisappear", "B.viewWillAppear", "B.viewDidAppear", "A.viewDidDisappear"])
        #expect(a.view.superview == nil && b.view.window === window)
    }
}

/// Current-context presentations cover the context controller's view only.
@MainActor
@Suite("Current-context presentation")
struct CurrentContextPresentationTests {
    @Test("Over current context: the container covers the context view and keeps it")
    func overCurrentContext() {
        let clock = MediaClock.installVirtual()
        let root = UIViewController()
        let child = UIViewController()
        child.definesPresentationContext = true
        let window = makeWindow(root: root, clock: clock)
        defer { withExtendedLifetime(window) {} }
        root.addChild(child)
        child.view.frame = CGRect(x: 0, y: 400, width: 390, height: 444)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        let card = UIViewController()
        card.modalPresentationStyle = .overCurrentContext
        child.present(card, animated: false)
        clock.advance(by: 0.1)
        #expect(card.presentingViewController === child)
        #expect(card.view.superview?.frame == CGRect(x: 0, y: 400, width: 390, height: 444))
        #expect(card.view.frame == CGRect(x: 0, y: 0, width: 390, height: 444))
        #expect(child.view.window === window)
    }
}
