import Testing
import UIKit
import SegueTesting
import UIKitCompatibilitySupport

@MainActor @Test func tabsSlideInTheDirectionOfTheSelection() {
    let tabs = makeTabs(count: 3)
    let tabBarController = UITabBarController()
    tabBarController.viewControllers = tabs
    let delegate = TabSlideDelegate()
    tabBarController.delegate = delegate
    let harness = TransitionHarness(root: tabBarController)
    #expect(tabs[0].view.window === harness.window)

    tabBarController.selectedIndex = 2
    let t0 = harness.advanceToTransitionStart()
    let width = tabs[0].view.bounds.width
    harness.advance(to: t0 + 0.125)
    // Half of 0.25 s, linear: both views half a width to the left.
    #expect(close(tabs[2].view.layer.presentation()!.position.x, width, 0.5))
    #expect(close(tabs[0].view.layer.presentation()!.position.x, 0, 0.5))
    harness.runUntilIdle()
    #expect(tabBarController.selectedViewController === tabs[2])
    #expect(tabs[2].view.window === harness.window && tabs[0].view.window == nil)
    #expect(tabs[0].view.frame.minX == 0)

    tabBarController.selectedViewController = tabs[1]
    let t1 = harness.advanceToTransitionStart()
    harness.advance(to: t1 + 0.0625)
    // Selecting to the left slides the content to the right.
    #expect(close(tabs[1].view.layer.presentation()!.position.x, -width / 2 + width * 0.25, 0.5))
    harness.runUntilIdle()
    #expect(tabBarController.selectedIndex == 1)
    #expect(tabs[1].view.window === harness.window && tabs[2].view.window == nil)
    #expect(delegate.selections.isEmpty)   // programmatic selection: no didSelect

    // A tap on the first item: the delegate hears didSelect and the slide runs.
    let bar = tabBarController.tabBar
    harness.tap(at: bar.convert(CGPoint(x: bar.bounds.width / 6, y: 20), to: nil))
    harness.runUntilIdle()
    #expect(delegate.selections.count == 1 && delegate.selections.first === tabs[0])
    #expect(tabBarController.selectedIndex == 0)
    #expect(tabs[0].view.window === harness.window && tabs[1].view.window == nil)
    #expect(harness.violations.isEmpty)
}
