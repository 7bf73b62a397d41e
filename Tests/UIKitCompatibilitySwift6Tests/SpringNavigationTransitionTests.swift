import Testing
import UIKit
import SegueTesting
import UIKitCompatibilitySupport

@MainActor @Test func springPushThenEdgeSwipePop() {
    let first = UIViewController(), second = UIViewController()
    let nav = UINavigationController(rootViewController: first)
    let delegate = SpringNavigationDelegate()
    delegate.attach(to: nav)
    let harness = TransitionHarness(root: nav)

    nav.pushViewController(second, animated: true)
    let t0 = harness.advanceToTransitionStart()
    // Critically damped over 0.5 s: stiffness 341.0, damping 36.93 (docs/UIKIT-FACTS.md).
    for t in [0.05, 0.1, 0.2] {
        harness.advance(to: t0 + t)
        let f = CGFloat(springFraction(t: t, stiffness: 341.0, damping: 36.93))
        #expect(close(second.view.layer.presentation()!.transform.m41, 390 * (1 - f), 1.5), "t = \(t)")
    }
    harness.runUntilIdle()
    #expect(second.view.window === harness.window && first.view.window == nil)
    #expect(delegate.didShow.last === second)

    harness.edgeSwipe(from: .left, distance: 300, duration: 0.3)
    harness.runUntilIdle()
    #expect(nav.viewControllers == [first])
    #expect(first.view.window === harness.window && second.view.window == nil)
    #expect(delegate.didShow.last === first)
    #expect(harness.violations.isEmpty)
}
