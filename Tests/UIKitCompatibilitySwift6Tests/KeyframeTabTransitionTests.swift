import Testing
import UIKit
import SegueTesting
import UIKitCompatibilitySupport

@MainActor @Test func keyframeTabSwitchFadesOutThenIn() {
    let tabs = [UIViewController(), UIViewController(), UIViewController()]
    let tabBarController = UITabBarController()
    tabBarController.viewControllers = tabs
    let delegate = KeyframeTabDelegate()
    tabBarController.delegate = delegate
    let harness = TransitionHarness(root: tabBarController)

    tabBarController.selectedIndex = 2
    let t0 = harness.advanceToTransitionStart()
    harness.advance(to: t0 + 0.1)
    #expect(close(tabs[0].view.layer.presentation()!.opacity, 0.5))
    #expect(close(tabs[0].view.layer.presentation()!.transform.m11, 0.95))
    #expect(close(tabs[2].view.layer.presentation()!.opacity, 0))
    harness.advance(to: t0 + 0.3)
    #expect(close(tabs[2].view.layer.presentation()!.opacity, 0.5))
    harness.runUntilIdle()

    #expect(delegate.transitions.map(\.from) == [0] && delegate.transitions.map(\.to) == [2])
    #expect(tabs[2].view.window === harness.window && tabs[0].view.window == nil)
    #expect(tabs[0].view.alpha == 1 && tabs[0].view.transform == .identity)
    #expect(harness.violations.isEmpty)
}
