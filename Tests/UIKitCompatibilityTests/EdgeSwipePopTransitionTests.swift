import Testing
import UIKit
import SegueTesting
import UIKitCompatibilitySupport

@MainActor private func stack() -> (TransitionHarness, UINavigationController, UIViewController, UIViewController, EdgeSwipeNavigationDelegate) {
    let first = UIViewController(), second = UIViewController()
    let nav = UINavigationController(rootViewController: first)
    let harness = TransitionHarness(root: nav)
    nav.pushViewController(second, animated: false)
    harness.runUntilIdle()
    let delegate = EdgeSwipeNavigationDelegate(navigationController: nav)
    return (harness, nav, first, second, delegate)
}

@MainActor @Test func edgeSwipeDrivesThePopAndFinishes() {
    let (harness, nav, first, second, delegate) = stack()
    harness.edgeSwipe(from: .left, distance: 260, duration: 0.3, release: false)
    #expect(harness.isTransitioning)
    let pan = nav.view.gestureRecognizers!.compactMap { $0 as? UIScreenEdgePanGestureRecognizer }.last!   // the last added: the built-in swipe-back one comes first
    let progress = pan.translation(in: nav.view).x / 390
    #expect(progress > 0.5 && progress < 0.7)
    // Linear parallax: the top view moves by progress × width, the one below
    // from -0.3 × width to 0.
    #expect(close(second.view.layer.presentation()!.transform.m41, 390 * progress, 1))
    #expect(close(first.view.layer.presentation()!.transform.m41, -117 * (1 - progress), 1))

    harness.release(at: CGPoint(x: 265, y: 422))
    harness.runUntilIdle()
    #expect(nav.viewControllers == [first])
    #expect(first.view.window === harness.window && second.view.window == nil)
    #expect(delegate.shownControllers.last === first)
    #expect(harness.violations.isEmpty)
}

@MainActor @Test func aShortEdgeSwipeCancelsThePop() {
    let (harness, nav, first, second, delegate) = stack()
    harness.edgeSwipe(from: .left, distance: 80, duration: 0.5)
    harness.runUntilIdle()
    #expect(nav.viewControllers == [first, second])
    #expect(second.view.window === harness.window && first.view.window == nil)
    #expect(second.view.transform == .identity)
    #expect(delegate.shownControllers.isEmpty)   // didShow is not sent for a cancelled pop
    #expect(harness.violations.isEmpty)
}
