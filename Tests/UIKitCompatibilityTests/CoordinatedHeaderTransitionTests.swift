import Testing
import UIKit
import SegueTesting
import UIKitCompatibilitySupport

@MainActor @Test func headersFadeAlongsideThePushAndASwipeBackThatIsCancelledThenFinished() {
    let a = FadingHeaderViewController(), b = FadingHeaderViewController()
    let nav = UINavigationController(rootViewController: a)
    let harness = TransitionHarness(root: nav)
    #expect(a.header.alpha == 1)   // no coordinator when the window first shows it

    nav.pushViewController(b, animated: true)
    let t0 = harness.advanceToTransitionStart()
    #expect(nav.transitionCoordinator != nil)
    harness.advance(to: t0 + 0.175)
    let fadingIn = b.header.layer.presentation()!.opacity, fadingOut = a.header.layer.presentation()!.opacity
    #expect(fadingIn > 0.05 && fadingIn < 0.95)
    #expect(fadingOut > 0.05 && fadingOut < 0.95)
    harness.runUntilIdle()
    #expect(b.header.alpha == 1 && a.header.alpha == 0)
    #expect(b.appearCompletions == [true])
    #expect(nav.transitionCoordinator == nil)

    // The system swipe-back, not far enough: cancelled.
    harness.edgeSwipe(from: .left, distance: 60, duration: 0.4)
    harness.runUntilIdle()
    #expect(nav.topViewController === b)
    #expect(b.interactionEvents == ["cancelled"])
    #expect(a.appearCompletions == [false])
    #expect(b.header.alpha == 1 && a.header.alpha == 0)
    #expect(b.view.window === harness.window && a.view.window == nil)

    // Far and fast: the pop finishes.
    harness.edgeSwipe(from: .left, distance: 300, duration: 0.2)
    harness.runUntilIdle()
    #expect(nav.topViewController === a)
    #expect(b.interactionEvents == ["cancelled", "finished"])
    #expect(a.appearCompletions == [false, true])
    #expect(a.header.alpha == 1)
    #expect(a.view.window === harness.window && b.view.window == nil)
    #expect(harness.violations.isEmpty)
}
